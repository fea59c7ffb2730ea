package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The README's code is copied from tagged regions of compiled, tested files; this fails the build
 * when a region and the README drift apart.
 */
class ReadmeSnippetsTest {

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource({
        "src/main/java/io/github/obbkit/examples/QuickStart.java, quickstart",
        "src/main/kotlin/io/github/obbkit/examples/KotlinQuickStart.kt, quickstart-kotlin",
        "src/test/java/io/github/obbkit/examples/yourcode/RectContractTest.java, contract",
        "src/test/kotlin/io/github/obbkit/examples/yourcode/KotlinRectContractTest.kt, contract-kotlin",
        "src/test/java/io/github/obbkit/examples/yourcode/RectGeneratorsTest.java, parameterized",
        "src/test/kotlin/io/github/obbkit/examples/yourcode/KotlinGeneratorsTest.kt, generators-kotlin",
        "src/main/java/io/github/obbkit/examples/Overlap3dExample.java, overlap3d",
        "src/main/java/io/github/obbkit/examples/BroadPhaseExample.java, batch",
        "src/main/java/io/github/obbkit/examples/MeshBoundsExample.java, meshbounds",
        "src/main/java/io/github/obbkit/examples/GaussianExample.java, gaussian",
        "src/main/java/io/github/obbkit/examples/PickingExample.java, picking",
    })
    void readmeCarriesTheTaggedRegionExactly(String file, String tag) throws IOException {
        String source = Files.readString(Path.of(file));
        String start = "// tag::" + tag + "[]";
        String end = "// end::" + tag + "[]";
        int i = source.indexOf(start);
        int j = source.indexOf(end);
        assertThat(i).as("start tag in %s", file).isNotNegative();
        assertThat(j).as("end tag in %s", file).isGreaterThan(i);
        String region = source.substring(source.indexOf('\n', i) + 1, source.lastIndexOf('\n', j) + 1);
        int indent = region.lines().filter(l -> !l.isBlank())
                .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        String snippet = region.lines().map(l -> l.length() >= indent ? l.substring(indent) : l.strip())
                .collect(Collectors.joining("\n"));
        assertThat(Files.readString(Path.of("..", "README.md")))
                .as("README.md must carry the region '%s' of %s exactly", tag, file)
                .contains(snippet);
    }
}
