package io.github.obbkit.examples.viewer;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.SelectionMode;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.Unprojector;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.joml.Matrix4d;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.jspecify.annotations.Nullable;

/**
 * Drives the live viewer for real: a window on a display (Xvfb in CI), a {@link Robot} moving and
 * clicking the mouse, and the viewer's answers checked against the scene computed independently
 * here: the hovered box and face against a linear scan ({@link ScanPicker3d}) of the ray through the
 * same pixel, the rectangle's selection against a linear scan of the eight-corner test in clip
 * space. It saves a screenshot to {@code target/viewer/viewer.png}.
 *
 * <p>Skipped only where no display can be had. Set {@code OBBKIT_REQUIRE_DISPLAY=1} (CI does) to make
 * a missing display a failure instead.
 */
class ViewerTest {
    private static final int BOXES = 3000;
    private static final long SEED = 1;
    private Viewer viewer;

    @AfterEach
    void close() throws Exception {
        if (viewer != null) {
            SwingUtilities.invokeAndWait(viewer::close);
        }
    }

    @Test
    void robotHoversClicksAndDragsAndTheViewerAnswersWhatTheScansAnswer() throws Exception {
        boolean required = "1".equals(System.getenv("OBBKIT_REQUIRE_DISPLAY"));
        boolean display = !GraphicsEnvironment.isHeadless() && System.getenv("DISPLAY") != null;
        if (required) {
            assertThat(display).as("OBBKIT_REQUIRE_DISPLAY=1 but there is no display (DISPLAY=%s, headless=%s)",
                    System.getenv("DISPLAY"), GraphicsEnvironment.isHeadless()).isTrue();
        }
        assumeTrue(display, "no display: DISPLAY is unset or AWT is headless; run under xvfb-run -a to test the viewer");

        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        int askedWidth = Math.min(800, screen.width - 60);
        int askedHeight = Math.min(520, screen.height - 100);
        viewer = onEdt(() -> Viewer.open(BOXES, SEED, askedWidth, askedHeight, 10, 10));
        Robot robot = new Robot();
        robot.setAutoDelay(5);
        robot.waitForIdle();
        waitUntil(() -> viewer.panel().isShowing() && viewer.panel().getWidth() > 0);
        int width = onEdt(() -> viewer.panel().getWidth());        // the view's size as laid out, which the
        int height = onEdt(() -> viewer.panel().getHeight());      // camera's aspect ratio follows
        Point origin = calibrate(robot);
        System.out.println("viewer test: view at " + origin);
        Obb3d[] boxes = onEdt(() -> viewer.panel().boxes());
        Matrix4d viewProjection = onEdt(() -> viewer.panel().camera().viewProjection(width, height));

        // Hover: the mouse on a box's centre, the answer of a linear scan through the same pixel.
        Target target = hoverTarget(boxes, viewProjection, width, height);
        System.out.println("viewer test: hovering " + target);
        move(robot, origin, target.x, target.y);
        waitUntil(() -> viewer.panel().hoveredBox() == target.box);
        assertThat(onEdt(() -> viewer.panel().hoveredFace())).isEqualTo(target.face);
        assertThat(onEdt(viewer::status)).contains("box " + target.box).contains(target.face.name());

        // Click: that box alone is selected.
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        waitUntil(() -> viewer.panel().selection().length == 1);
        assertThat(onEdt(() -> viewer.panel().selection())).containsExactly(target.box);

        // Marquee, leftwards: every box touching the rectangle, by the library's linear scan over the
        // rectangle's sub-frustum (the window goes through the BVH). Off the view's middle row: a
        // rectangle mirrored top to bottom would select other boxes.
        Rectangle marquee = new Rectangle(width / 2 - 110, height / 2 - 140, 220, 130);
        int[] touching = scan(boxes, viewProjection, width, height, marquee, SelectionMode.TOUCHING);
        int[] inside = scan(boxes, viewProjection, width, height, marquee, SelectionMode.WHOLLY_INSIDE);
        assertThat(inside.length).isPositive().isLessThan(touching.length);
        drag(robot, origin, marquee.x + marquee.width, marquee.y, marquee.x, marquee.y + marquee.height);
        waitUntil(() -> viewer.panel().lastMode() == SelectionMode.TOUCHING);
        assertThat(onEdt(() -> viewer.panel().lastMarquee())).isEqualTo(marquee);
        assertThat(onEdt(() -> viewer.panel().selection())).containsExactly(touching);

        // Marquee, rightwards: the boxes wholly inside.
        drag(robot, origin, marquee.x, marquee.y, marquee.x + marquee.width, marquee.y + marquee.height);
        waitUntil(() -> viewer.panel().lastMode() == SelectionMode.WHOLLY_INSIDE);
        assertThat(onEdt(() -> viewer.panel().selection())).containsExactly(inside);

        // The picture: the wholly-inside selection, and the hovered box and face under the marked cursor.
        move(robot, origin, target.x, target.y);
        waitUntil(() -> viewer.panel().hoveredBox() == target.box);
        robot.waitForIdle();
        Thread.sleep(200);                                          // let the last repaint land
        Rectangle window = onEdt(() -> viewer.frame().getBounds());
        BufferedImage shot = robot.createScreenCapture(window);
        Path png = Path.of("target", "viewer", "viewer.png");
        Files.createDirectories(png.getParent());
        ImageIO.write(shot, "png", png.toFile());
        assertThat(png).exists();
        System.out.printf("viewer: %s%nscreenshot: %s%n", onEdt(viewer::status), png.toAbsolutePath());

        // What a mouse move costs beside a frame, measured in the window's own code on its thread.
        String costs = onEdt(() -> costs(viewer.panel(), width, height));
        System.out.println(costs);
    }

    /** Picks at random pixels and paints frames, warmed up first, with the viewer's own timers. */
    private static String costs(ViewerPanel panel, int width, int height) {
        SplittableRandom random = new SplittableRandom(5);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int round = 0; round < 2; round++) {                  // the first round warms the JIT up
            panel.resetCosts();
            for (int i = 0; i < 20_000; i++) {
                panel.pickAt(random.nextInt(width), random.nextInt(height));
            }
            for (int i = 0; i < 30; i++) {
                Graphics2D g = image.createGraphics();
                panel.paint(g);
                g.dispose();
            }
        }
        return String.format(Locale.ROOT, "viewer costs (%d boxes, %dx%d): pick %.2f us per mouse move over %d moves,"
                + " frame %.2f ms over %d frames; a frame costs %.0f picks", BOXES, width, height, panel.pickMicros(),
                panel.picks(), panel.frameMillis(), panel.frames(), panel.frameMillis() * 1e3 / panel.pickMicros());
    }

    private record Target(int box, BoxFace face, int x, int y) {
    }

    /**
     * A box whose projected centre is on screen and which a linear scan picks, on the same face, at
     * that pixel and at pixels six away in each direction: a target a pixel's rounding cannot miss, and big enough to see.
     */
    private static Target hoverTarget(Obb3d[] boxes, Matrix4d viewProjection, int width, int height) {
        Unprojector camera = Unprojector.of(viewProjection, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        ScanPicker3d scan = ScanPicker3d.of(boxes);
        int[] viewport = {0, 0, width, height};
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < boxes.length; i++) {
            order.add(i);
        }
        // Below and left of the rectangle the test drags, where boxes are near and big: the
        // screenshot shows the cursor there.
        order.sort((a, b) -> Double.compare(centreOffset(boxes[a], viewProjection, width, height),
                centreOffset(boxes[b], viewProjection, width, height)));
        for (int reach : new int[] {24, 18, 14, 10, 6}) {          // a big face first, for the picture
            for (int i : order) {
                Target t = steadyTarget(boxes, i, viewProjection, width, height, camera, scan, viewport, reach);
                if (t != null) {
                    return t;
                }
            }
        }
        throw new AssertionError("no box to hover in the view");
    }

    private static @Nullable Target steadyTarget(Obb3d[] boxes, int i, Matrix4d viewProjection, int width, int height,
            Unprojector camera, ScanPicker3d scan, int[] viewport, int reach) {
        Obb3d b = boxes[i];
        double[] p = new double[3];
        if (!OrbitCamera.project(viewProjection, width, height, b.centerX(), b.centerY(), b.centerZ(), p)) {
            return null;
        }
        int x = (int) Math.floor(p[0]);
        int y = (int) Math.floor(p[1]);
        if (x < 40 || y < 40 || x > width - 40 || y > height - 40) {
            return null;
        }
        if (Math.abs(x - width / 2) < width / 8 || Math.abs(y - height / 2) < height / 8) {
            return null;                                           // a mirrored pixel would hit other boxes
        }
        Pick at = scan.pickNearest(camera.ray(OrbitCamera.windowX(x), OrbitCamera.windowY(y, height), viewport));
        if (at == null || at.index() != i || at.face() == null) {
            return null;
        }
        for (int[] d : new int[][] {{reach, 0}, {-reach, 0}, {0, reach}, {0, -reach}}) {
            Pick near = scan.pickNearest(camera.ray(OrbitCamera.windowX(x + d[0]),
                    OrbitCamera.windowY(y + d[1], height), viewport));
            if (near == null || near.index() != i || near.face() != at.face()) {
                return null;
            }
        }
        return new Target(i, at.face(), x, y);
    }

    private static double centreOffset(Obb3d b, Matrix4d viewProjection, int width, int height) {
        double[] p = new double[3];
        if (!OrbitCamera.project(viewProjection, width, height, b.centerX(), b.centerY(), b.centerZ(), p)) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.hypot(p[0] - width * 0.3, p[1] - height * 0.72);
    }

    /**
     * The boxes a screen rectangle selects, by obbkit's linear scan over the rectangle's sub-frustum,
     * which is built here from the rectangle's pixel centres in window coordinates (y upwards).
     */
    private static int[] scan(Obb3d[] boxes, Matrix4d viewProjection, int width, int height, Rectangle r,
            SelectionMode mode) {
        Frustum camera = Frustum.of(viewProjection, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        Frustum sub = FrustumSelection3d.marquee(camera, r.x + 0.5, height - r.y - 0.5, r.x + r.width + 0.5,
                height - r.y - r.height - 0.5, new int[] {0, 0, width, height});
        int[] dest = new int[boxes.length];
        int n = FrustumSelection3d.select(Obb3dBatch.of(boxes), sub, mode, dest);
        return java.util.Arrays.copyOf(dest, n);
    }

    /**
     * Where the view's top-left pixel is on the screen, as the mouse finds it: a window's reported
     * location can lag behind where the display (or a window manager) has put it.
     */
    private Point calibrate(Robot robot) throws Exception {
        Point guess = onEdt(() -> viewer.panel().getLocationOnScreen());
        for (int attempt = 0; attempt < 20; attempt++) {
            Point probe = new Point(guess.x + 60 + attempt, guess.y + 60 + attempt);
            robot.mouseMove(probe.x, probe.y);
            robot.waitForIdle();
            Thread.sleep(50);
            Point seen = onEdt(() -> viewer.panel().mouse());
            if (seen != null) {
                Point origin = new Point(probe.x - seen.x, probe.y - seen.y);
                if (origin.equals(guess)) {
                    return origin;
                }
                guess = origin;                                    // moved since: probe again there
            }
        }
        throw new AssertionError("the view did not settle on the screen; last seen at " + guess);
    }

    private static void move(Robot robot, Point origin, int x, int y) {
        robot.mouseMove(origin.x + x, origin.y + y);
        robot.waitForIdle();
    }

    private static void drag(Robot robot, Point origin, int x0, int y0, int x1, int y1) {
        move(robot, origin, x0, y0);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        for (int s = 1; s <= 12; s++) {
            robot.mouseMove(origin.x + x0 + (x1 - x0) * s / 12, origin.y + y0 + (y1 - y0) * s / 12);
        }
        robot.waitForIdle();
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }

    private static <T> T onEdt(Callable<T> read) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(read.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return out.get();
    }

    /** Waits up to five seconds for a condition read on the event thread. */
    private void waitUntil(Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!onEdt(condition)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for the viewer; it says: " + onEdt(viewer::status)
                        + "; mouse at " + onEdt(() -> viewer.panel().mouse()) + ", view at "
                        + onEdt(() -> viewer.panel().getLocationOnScreen()) + ", size "
                        + onEdt(() -> viewer.panel().getSize()));
            }
            Thread.sleep(20);
        }
    }
}
