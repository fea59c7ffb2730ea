package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
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
        String report = Demo.run(new Demo.Options(dir, 25, 400, 160, 100, 7));
        Path svg = dir.resolve("scene2d.svg");
        assertThat(svg).exists();
        assertThat(report).contains("25 boxes").contains(svg.toAbsolutePath().normalize().toString());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertThat(doc.getElementsByTagName("polygon").getLength()).isEqualTo(25);
        assertThat(doc.getElementsByTagName("rect").getLength()).isEqualTo(25 + 1); // + background
    }

    @Test
    void demoWritesAPngOfThePickedSceneAndReportsTheThroughput(@TempDir Path dir) throws Exception {
        String report = Demo.run(new Demo.Options(dir, 25, 400, 160, 100, 7));
        Path png = dir.resolve("picking.png");
        assertThat(report).contains("400 oriented boxes").contains("million rays per second")
                .contains(png.toAbsolutePath().normalize().toString());
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(160);
        assertThat(image.getHeight()).isEqualTo(100);
    }

    @Test
    void everyPixelOfThePictureIsWhatALinearScanPicks() {
        PickingScene scene = PickingScene.random(300, 11);
        int width = 64;
        int height = 40;
        PickingScene.Render render = scene.render(width, height);
        io.github.obbkit.raycast.Unprojector camera = io.github.obbkit.raycast.Unprojector.of(
                PickingScene.camera(width, height),
                io.github.obbkit.raycast.Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        int[] viewport = {0, 0, width, height};
        io.github.obbkit.raycast.ScanPicker3d scan = io.github.obbkit.raycast.ScanPicker3d.of(scene.boxes());
        long hits = 0;
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                io.github.obbkit.raycast.Ray3d ray = camera.ray(col + 0.5, height - row - 0.5, viewport);
                hits += scan.pickNearest(ray) != null ? 1 : 0;
            }
        }
        assertThat(render.hits()).isEqualTo(hits).isPositive();
        assertThat(render.rays()).isEqualTo((long) width * height);
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
