package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Unprojector.DepthRange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The frame picker against its definition, one {@link Unprojector#ray} and one pick per pixel, on
 * one thread and on several; and the arguments it refuses, each by name, before writing anything.
 * Verification's {@code FramePickerProperties} holds it to the definition on many more frames.
 */
class FramePickerTest {
    private static final int[] VIEWPORT = {10, 20, 64, 48};

    private static Unprojector camera() {
        return Unprojector.of(new Matrix4d().perspective(Math.toRadians(60), 64.0 / 48, 0.5, 200)
                .lookAt(0, 0, 30, 0, 0, 0, 0, 1, 0), DepthRange.NEGATIVE_ONE_TO_ONE);
    }

    private static List<Obb3d> boxes() {
        SplittableRandom random = new SplittableRandom(48);
        List<Obb3d> boxes = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            boxes.add(Obb3d.of(random.nextDouble(-12, 12), random.nextDouble(-9, 9), random.nextDouble(-10, 10),
                    new Quaterniond().rotateXYZ(random.nextDouble(3), random.nextDouble(3), random.nextDouble(3)),
                    random.nextDouble(0.2, 1.5), random.nextDouble(0.2, 1.5), random.nextDouble(0.2, 1.5)));
        }
        return boxes;
    }

    @Test
    void everyPixel_isThePickOfItsRay_onOneThreadAndOnSeveral() {
        List<Obb3d> boxes = boxes();
        Unprojector camera = camera();
        for (Picker3d picker : List.of(Bvh3d.build(boxes), ScanPicker3d.of(boxes))) {
            FramePicker frame = FramePicker.of(picker, camera);
            // A rectangle of 13 rows (bands of 4 rows: the last one short) and 37 columns, off the viewport's corner.
            int x = 17;
            int y = 25;
            int width = 37;
            int height = 13;
            int n = width * height;
            int[] expectedIndices = new int[n];
            double[] expectedTs = new double[n];
            BoxFace[] expectedFaces = new BoxFace[n];
            int expectedHits = 0;
            for (int row = 0; row < height; row++) {
                for (int col = 0; col < width; col++) {
                    Pick pick = picker.pickNearest(camera.ray(x + col + 0.5, y + row + 0.5, VIEWPORT));
                    int k = row * width + col;
                    expectedIndices[k] = pick == null ? -1 : pick.index();
                    expectedTs[k] = pick == null ? Double.POSITIVE_INFINITY : pick.t();
                    expectedFaces[k] = pick == null ? null : pick.face();
                    expectedHits += pick == null ? 0 : 1;
                }
            }
            assertThat(expectedHits).as("some pixels hit, some miss").isBetween(n / 10, n - n / 10);
            for (int parallelism : new int[] {0, 1, 2, 3, 8}) {
                int[] indices = new int[n + 1];
                double[] ts = new double[n + 1];
                BoxFace[] faces = new BoxFace[n + 1];
                Arrays.fill(indices, -7);
                int hits = parallelism == 0
                        ? frame.pickSequentially(VIEWPORT, x, y, width, height, indices, ts, faces)
                        : frame.pick(VIEWPORT, x, y, width, height, indices, ts, faces,
                                new FramePickWorkspace(parallelism));
                assertThat(hits).as("%s, parallelism %s", picker, parallelism).isEqualTo(expectedHits);
                assertThat(Arrays.copyOf(indices, n)).as("%s, parallelism %s", picker, parallelism)
                        .containsExactly(expectedIndices);
                assertThat(Arrays.copyOf(ts, n)).containsExactly(expectedTs);
                assertThat(Arrays.copyOf(faces, n)).containsExactly(expectedFaces);
                assertThat(indices[n]).as("past the rectangle").isEqualTo(-7);
            }
            // One window position: the pick of its ray, and false on a miss.
            PickWorkspace workspace = new PickWorkspace();
            MutablePick dest = new MutablePick();
            for (int k = 0; k < n; k += 7) {
                double wx = x + k % width + 0.5;
                double wy = y + k / width + 0.5;
                assertThat(frame.pickNearest(wx, wy, VIEWPORT, workspace, dest)).isEqualTo(expectedIndices[k] >= 0);
                assertThat(dest.index()).isEqualTo(expectedIndices[k]);
            }
        }
    }

    @Test
    void badArguments_areRefusedByName_beforeAnythingIsWritten() {
        FramePicker frame = FramePicker.of(Bvh3d.build(boxes()), camera());
        int[] indices = new int[12];
        double[] ts = new double[12];
        Arrays.fill(indices, -7);
        FramePickWorkspace parallel = new FramePickWorkspace(2);
        PickWorkspace workspace = new PickWorkspace();
        for (int form = 0; form < 3; form++) {
            int f = form;
            PickCall call = (viewport, width, height, ix, t, faces) -> switch (f) {
                case 0 -> frame.pick(viewport, 0, 0, width, height, ix, t, faces);
                case 1 -> frame.pick(viewport, 0, 0, width, height, ix, t, faces, parallel);
                default -> frame.pickSequentially(viewport, 0, 0, width, height, ix, t, faces, workspace);
            };
            assertThatThrownBy(() -> call.pick(new int[] {0, 0, 64, 0}, 3, 4, indices, ts, null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("viewport width and height must be > 0, were 64 and 0");
            assertThatThrownBy(() -> call.pick(VIEWPORT, 3, 5, indices, ts, null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("indices must have at least 15 elements, had 12");
            assertThatThrownBy(() -> call.pick(VIEWPORT, 3, 4, indices, new double[11], null))
                    .isInstanceOf(IllegalArgumentException.class).hasMessage("ts must have at least 12 elements, had 11");
            assertThatThrownBy(() -> call.pick(VIEWPORT, 3, 4, indices, ts, new BoxFace[11]))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("faces must have at least 12 elements, had 11");
            assertThatThrownBy(() -> call.pick(VIEWPORT, -1, 4, indices, ts, null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("width and height must be >= 0, were -1 and 4");
            assertThatThrownBy(() -> call.pick(VIEWPORT, 65536, 32768, indices, ts, null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("width * height must fit an array, was 2147483648");
            // Exactly Integer.MAX_VALUE pixels fit an array; the arrays are what is then too short.
            assertThatThrownBy(() -> call.pick(VIEWPORT, Integer.MAX_VALUE, 1, indices, ts, null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("indices must have at least 2147483647 elements, had 12");
            assertThatNullPointerException().isThrownBy(() -> call.pick(VIEWPORT, 3, 4, null, ts, null))
                    .withMessage("indices");
            assertThatNullPointerException().isThrownBy(() -> call.pick(VIEWPORT, 3, 4, indices, null, null))
                    .withMessage("ts");
            assertThat(call.pick(VIEWPORT, 0, 4, indices, ts, null)).as("an empty rectangle").isZero();
        }
        assertThat(indices).as("nothing written").containsOnly(-7);
        assertThatThrownBy(() -> frame.pickNearest(1, 1, new int[] {0, 0, 0, 48}, workspace, new MutablePick()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 0 and 48");
        assertThatThrownBy(() -> frame.pickNearest(1, 1, new int[] {0, 0, 64}, workspace, new MutablePick()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport must have at least 4 elements, had 3");
    }

    @Test
    void workspaces_takeEveryParallelismInRange_andSayIt() {
        assertThat(new FramePickWorkspace(1).parallelism()).isEqualTo(1);
        assertThat(new FramePickWorkspace(5).parallelism()).isEqualTo(5);
        FramePickWorkspace widest = new FramePickWorkspace(FramePickWorkspace.MAX_PARALLELISM);
        assertThat(widest.parallelism()).isEqualTo(FramePickWorkspace.MAX_PARALLELISM);
        assertThat(widest).hasToString("FramePickWorkspace[parallelism 32767]");
        for (int bad : new int[] {0, -1, FramePickWorkspace.MAX_PARALLELISM + 1}) {
            assertThatThrownBy(() -> new FramePickWorkspace(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("parallelism must be in [1, 32767], was " + bad);
        }
        assertThat(new FramePickWorkspace().parallelism()).isBetween(1, FramePickWorkspace.MAX_PARALLELISM);
    }

    @Test
    void aPixelWhoseRayIsRefused_failsTheFrame_onEveryThreadCount_andTheWorkspaceServesTheNext() {
        // The inverse maps the device x = 0 to w = 0: the middle column of a viewport 5 pixels wide.
        Matrix4d inverse = new Matrix4d().m03(1).m30(1).m33(0);
        Unprojector lost = Unprojector.of(new Matrix4d(inverse).invert(), DepthRange.NEGATIVE_ONE_TO_ONE);
        FramePicker frame = FramePicker.of(Bvh3d.build(boxes()), lost);
        int[] viewport = {0, 0, 5, 24};
        int[] indices = new int[5 * 24];
        double[] ts = new double[5 * 24];
        for (int parallelism : new int[] {1, 2, 4}) {
            FramePickWorkspace workspace = new FramePickWorkspace(parallelism);
            assertThatThrownBy(() -> frame.pick(viewport, 0, 0, 5, 24, indices, ts, null, workspace))
                    .as("parallelism %s", parallelism).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("viewProjection must map the window position (2.5, ");
            // The workspace is free again: a frame of the columns left of the middle one picks.
            assertThat(frame.pick(viewport, 0, 0, 2, 24, indices, ts, null, workspace)).isBetween(0, 48);
        }
        assertThatThrownBy(() -> frame.pickSequentially(viewport, 0, 0, 5, 24, indices, ts, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must map the window position (2.5, 0.5)");
        assertThatThrownBy(() -> frame.pick(viewport, 0, 0, 5, 24, indices, ts, null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void toString_namesThePickerAndTheCamera() {
        Unprojector camera = camera();
        assertThat(FramePicker.of(Bvh3d.build(boxes()), camera))
                .hasToString("FramePicker[Bvh3d of 120 boxes, " + camera + "]");
        assertThat(FramePicker.of(ScanPicker3d.of(boxes()), camera))
                .hasToString("FramePicker[ScanPicker3d of 120 boxes, " + camera + "]");
    }

    @FunctionalInterface
    private interface PickCall {
        int pick(int[] viewport, int width, int height, int[] indices, double[] ts, BoxFace[] faces);
    }
}
