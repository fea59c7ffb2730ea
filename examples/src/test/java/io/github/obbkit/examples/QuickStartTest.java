package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.Oracles2d;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class QuickStartTest {

    private static String runQuickStart() {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            QuickStart.main(new String[0]);
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void quickStartPrintsWhatTheOraclesSay() {
        Obb2d a = Obb2d.of(0, 0, Math.toRadians(30), 80, 40);
        Obb2d b = Obb2d.of(100, 20, Math.toRadians(-10), 30, 30);
        Oracles2d.Push push = Oracles2d.penetration(a, b);
        String out = runQuickStart();
        assertThat(out).contains("intersects: " + Oracles2d.intersects(a, b));
        assertThat(push).isNotNull();
        assertThat(out).contains(String.format("push b by %.3f along (%.3f, %.3f)", push.depth(), push.normalX(),
                push.normalY()));
        assertThat(out).contains("contains (10, 5): true");
    }

    @Test
    void readmeQuickStartIsTheCompiledOne() throws IOException {
        String source = Files.readString(Path.of("src/main/java/io/github/obbkit/examples/QuickStart.java"));
        String readme = Files.readString(Path.of("..", "README.md"));
        String snippet = between(source, "// tag::quickstart[]\n", "        // end::quickstart[]");
        String unindented = snippet.lines().map(l -> l.length() >= 8 ? l.substring(8) : l.strip())
                .reduce((x, y) -> x + "\n" + y).orElseThrow();
        assertThat(readme).as("README.md must carry the quick start exactly as QuickStart.java has it")
                .contains(unindented);
    }

    static String between(String text, String start, String end) {
        int i = text.indexOf(start);
        int j = text.indexOf(end, i);
        assertThat(i).as("marker %s", start).isNotNegative();
        assertThat(j).as("marker %s", end).isGreaterThan(i);
        return text.substring(i + start.length(), j);
    }
}
