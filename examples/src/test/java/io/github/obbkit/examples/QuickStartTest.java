package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.oracle.Push2d;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
        Push2d push = Oracles2d.mtv(a, b);
        String out = runQuickStart();
        assertThat(out).contains("intersects: " + Oracles2d.intersects(a, b));
        assertThat(push).isNotNull();
        assertThat(out).contains(String.format("push b by %.3f along (%.3f, %.3f)", push.depth(), push.normalX(),
                push.normalY()));
        assertThat(out).contains("contains (10, 5): true");
    }

}
