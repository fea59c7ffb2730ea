package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.Oracles2d;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class DemoTest {

    @Test
    void demoWritesAWellFormedSvgWithOnePolygonAndOneDashedRectPerBox(@TempDir Path dir) throws Exception {
        String report = Demo.run(new Demo.Options(dir, 25, 7));
        Path svg = dir.resolve("scene2d.svg");
        assertThat(svg).exists();
        assertThat(report).contains("25 boxes").contains(svg.toAbsolutePath().normalize().toString());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertThat(doc.getElementsByTagName("polygon").getLength()).isEqualTo(25);
        assertThat(doc.getElementsByTagName("rect").getLength()).isEqualTo(25 + 1); // + background
    }

    @Test
    void sceneContactsAreExactlyThePairsTheOracleCallsOverlapping() {
        Scene2d scene = Scene2d.random(80, 800, 500, 3);
        List<Obb2d> boxes = scene.boxes();
        long expected = 0;
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                if (Oracles2d.intersects(boxes.get(i), boxes.get(j))) {
                    expected++;
                }
            }
        }
        assertThat(scene.contacts()).hasSize((int) expected);
        assertThat(expected).isPositive();
    }

    @Test
    void badOptionsAreRejectedWithTheirName() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Demo.Options.parse(new String[] {"--boxes", "0"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--boxes").hasMessageContaining("0");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Demo.Options.parse(new String[] {"--nope", "1"}))
                .hasMessageContaining("--nope");
    }

    @Test
    void defaultOptionsWriteUnderTarget() throws IOException {
        Demo.Options options = Demo.Options.parse(new String[0]);
        assertThat(options.out()).isEqualTo(Path.of("target", "obbkit-demo"));
        assertThat(options.boxes()).isPositive();
    }
}
