package io.github.obbkit.examples.viewer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.examples.PickingScene;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.joml.Matrix4d;
import org.junit.jupiter.api.Test;

/** The viewer's stand-in marquee and camera, without a display. */
class MarqueeStandInTest {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 400;
    private final Obb3d[] boxes = PickingScene.random(1500, 3).boxes();

    @Test
    void whollyInsideIsExactlyTheBoxesWhoseProjectedCornersAllLieInTheRectangle() {
        SplittableRandom random = new SplittableRandom(8);
        int selected = 0;
        int grazing = 0;
        for (int trial = 0; trial < 40; trial++) {
            OrbitCamera camera = new OrbitCamera(random.nextDouble(-3, 3), random.nextDouble(0.1, 1.5),
                    random.nextDouble(20, 200));
            Matrix4d viewProjection = camera.viewProjection(WIDTH, HEIGHT);
            int x0 = random.nextInt(WIDTH);
            int y0 = random.nextInt(HEIGHT);
            int x1 = random.nextInt(WIDTH);
            int y1 = random.nextInt(HEIGHT);
            double[] planes = MarqueeStandIn.planes(viewProjection, WIDTH, HEIGHT, x0, y0, x1, y1);
            int[] inside = MarqueeStandIn.select(planes, MarqueeStandIn.Mode.WHOLLY_INSIDE, boxes);
            int[] touching = MarqueeStandIn.select(planes, MarqueeStandIn.Mode.TOUCHING, boxes);
            // In pixels this time: every corner in front of the camera and inside the rectangle's pixel centres.
            int[] expected = IntStream.range(0, boxes.length).filter(i -> cornersInPixels(boxes[i], viewProjection,
                    Math.min(x0, x1) + 0.5, Math.max(x0, x1) + 0.5, Math.min(y0, y1) + 0.5, Math.max(y0, y1) + 0.5))
                    .toArray();
            assertThat(inside).as("trial %d", trial).containsExactly(expected);
            assertThat(IntStream.of(touching).boxed().toList()).as("trial %d", trial)
                    .containsAll(IntStream.of(inside).boxed().toList());
            selected += inside.length;
            grazing += touching.length - inside.length;
        }
        assertThat(selected).as("boxes wholly inside, over all trials").isPositive();
        assertThat(grazing).as("boxes touching but not inside, over all trials").isPositive();
    }

    private static boolean cornersInPixels(Obb3d box, Matrix4d viewProjection, double left, double right, double top,
            double bottom) {
        double[] corners = box.corners(new double[24]);
        double[] p = new double[3];
        for (int c = 0; c < 24; c += 3) {
            if (!OrbitCamera.project(viewProjection, WIDTH, HEIGHT, corners[c], corners[c + 1], corners[c + 2], p)
                    || p[2] < OrbitCamera.NEAR || p[2] > OrbitCamera.FAR
                    || p[0] < left || p[0] > right || p[1] < top || p[1] > bottom) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aRectangleOverTheWholeViewTouchesEveryBoxInFront() {
        Matrix4d viewProjection = OrbitCamera.initial().viewProjection(WIDTH, HEIGHT);
        double[] planes = MarqueeStandIn.planes(viewProjection, WIDTH, HEIGHT, 0, 0, WIDTH - 1, HEIGHT - 1);
        int[] touching = MarqueeStandIn.select(planes, MarqueeStandIn.Mode.TOUCHING, boxes);
        int[] inside = MarqueeStandIn.select(planes, MarqueeStandIn.Mode.WHOLLY_INSIDE, boxes);
        assertThat(touching).hasSize(boxes.length);                  // the initial camera sees the whole field
        assertThat(inside.length).isGreaterThan(boxes.length / 2);
        assertThat(Arrays.stream(inside).allMatch(i -> i >= 0 && i < boxes.length)).isTrue();
    }

    @Test
    void aCameraTooCloseOrTooFarIsRejectedWithItsDistance() {
        assertThatThrownBy(() -> new OrbitCamera(0, 0.5, 0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("distance").hasMessageContaining("0.1");
        assertThatThrownBy(() -> new OrbitCamera(Double.NaN, 0.5, 50)).hasMessageContaining("NaN");
        assertThat(OrbitCamera.initial().zoom(100).distance()).isEqualTo(250);
        assertThat(OrbitCamera.initial().orbit(0, 10_000).pitch()).isEqualTo(Math.toRadians(89));
    }
}
