package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The code in the README and the guides under docs/ is copied from tagged regions of compiled,
 * tested files; this fails the build when a region and a document drift apart.
 */
class DocSnippetsTest {

    @ParameterizedTest(name = "{2} of {1} in {0}")
    @CsvSource({
        "README.md, src/main/java/io/github/obbkit/examples/QuickStart.java, quickstart",
        "README.md, src/main/kotlin/io/github/obbkit/examples/KotlinQuickStart.kt, quickstart-kotlin",
        "README.md, src/test/java/io/github/obbkit/examples/yourcode/RectContractTest.java, contract",
        "docs/core2d.md, src/main/java/io/github/obbkit/examples/QuickStart.java, quickstart",
        "docs/core2d.md, src/main/kotlin/io/github/obbkit/examples/KotlinQuickStart.kt, quickstart-kotlin",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/Overlap3dExample.java, overlap3d",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/BroadPhaseExample.java, batch",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/ExactExample.java, exact",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/MeshBoundsExample.java, meshbounds",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/GaussianExample.java, gaussian",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/SweepExample.java, sweep",
        "docs/core3d.md, src/main/java/io/github/obbkit/examples/PointFitExample.java, pointfit",
        "docs/raycast.md, src/main/java/io/github/obbkit/examples/PickingExample.java, picking",
        "docs/raycast.md, src/main/java/io/github/obbkit/examples/PickingExample.java, framepick",
        "docs/raycast.md, src/main/java/io/github/obbkit/examples/RefitExample.java, refit",
        "docs/raycast.md, src/main/java/io/github/obbkit/examples/MeshPickingExample.java, meshPicking",
        "docs/raycast.md, src/main/java/io/github/obbkit/examples/FrustumSelectionExample.java, frustum",
        "docs/raycast.md, src/main/java/io/github/obbkit/examples/viewer/ViewerPanel.java, viewer-hover",
        "docs/testkit.md, src/test/java/io/github/obbkit/examples/yourcode/RectContractTest.java, contract",
        "docs/testkit.md, src/test/kotlin/io/github/obbkit/examples/yourcode/KotlinRectContractTest.kt, contract-kotlin",
        "docs/testkit.md, src/test/java/io/github/obbkit/examples/yourcode/RectGeneratorsTest.java, parameterized",
        "docs/testkit.md, src/test/kotlin/io/github/obbkit/examples/yourcode/KotlinGeneratorsTest.kt, generators-kotlin",
        "docs/testkit.md, src/test/java/io/github/obbkit/examples/thirdparty/ThirdPartyContractsTest.java, ray-mode",
        "docs/testkit.md, src/test/kotlin/io/github/obbkit/examples/thirdparty/KotlinThirdPartyContractsTest.kt, kotlin-mtv",
    })
    void documentCarriesTheTaggedRegionExactly(String document, String file, String tag) throws IOException {
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
        assertThat(Files.readString(Path.of("..", document)))
                .as("%s must carry the region '%s' of %s exactly", document, tag, file)
                .contains(snippet);
    }
}
