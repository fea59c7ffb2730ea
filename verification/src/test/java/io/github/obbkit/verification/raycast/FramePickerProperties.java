package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FramePickWorkspace;
import io.github.obbkit.raycast.FramePicker;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Picker3d;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.Unprojector;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import org.joml.Matrix4d;
import org.junit.jupiter.api.Test;

/**
 * A frame picked at once equals the frame picked one pixel at a time through the value API
 * ({@code picker.pickNearest(camera.ray(x + col + 0.5, y + row + 0.5, viewport))}), bit for bit, for
 * both pickers, in parallel and sequentially, on random scenes seen by random perspective and
 * orthographic cameras of either depth convention, with rectangles anywhere in (and partly outside)
 * the viewport.
 */
class FramePickerProperties {

    /** A scene, a camera and a rectangle of its window. */
    record Frame(List<Obb3d> boxes, Matrix4d viewProjection, Unprojector.DepthRange depth, int[] viewport, int x,
                 int y, int width, int height) {
        @Override
        public String toString() {
            return boxes.size() + " boxes " + boxes + "\n    camera " + viewProjection + " " + depth + ", viewport "
                    + java.util.Arrays.toString(viewport) + ", rectangle (" + x + ", " + y + ") " + width + " x "
                    + height;
        }
    }

    static Gen<Frame> frames() {
        return random -> {
            int n = random.nextInt(60);
            List<Obb3d> boxes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                double[] r = Generators3d.uniformRotationRows(random);
                boxes.add(Obb3d.fromAxes(random.nextDouble(-15, 15), random.nextDouble(-15, 15),
                        random.nextDouble(-15, 15), r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8],
                        random.nextDouble(0.1, 3), random.nextDouble(0.1, 3), random.nextDouble(0.1, 3)));
            }
            Unprojector.DepthRange depth = random.nextBoolean() ? Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE
                    : Unprojector.DepthRange.ZERO_TO_ONE;
            boolean zeroToOne = depth == Unprojector.DepthRange.ZERO_TO_ONE;
            int w = 4 + random.nextInt(28);
            int h = 4 + random.nextInt(28);
            Matrix4d projection = random.nextBoolean()
                    ? new Matrix4d().setPerspective(Math.toRadians(random.nextDouble(20, 90)), (double) w / h, 0.1,
                            200, zeroToOne)
                    : new Matrix4d().setOrtho(-20, 20, -20, 20, 0.1, 200, zeroToOne);
            double angle = random.nextDouble(0, 2 * Math.PI);
            double eyeX = 40 * Math.cos(angle);
            double eyeZ = 40 * Math.sin(angle);
            Matrix4d view = new Matrix4d().setLookAt(eyeX, random.nextDouble(-20, 20), eyeZ, 0, 0, 0, 0, 1, 0);
            int[] viewport = {random.nextInt(-5, 5), random.nextInt(-5, 5), w, h};
            int x = viewport[0] + random.nextInt(-3, w);
            int y = viewport[1] + random.nextInt(-3, h);
            return new Frame(boxes, projection.mul(view), depth, viewport, x, y, random.nextInt(0, w + 4),
                    random.nextInt(0, h + 4));
        };
    }

    /** Frame workspaces of 1 to 4 threads, reused from try to try as a frame loop reuses its own. */
    private final FramePickWorkspace[] workspaces = {new FramePickWorkspace(1), new FramePickWorkspace(2),
        new FramePickWorkspace(3), new FramePickWorkspace(4)};

    @Test
    void aFramePickedAtOnce_equalsItsPixelsPickedOneByOne_forBothPickersInParallelAndNot() {
        Property.forAll(frames())
                .tries(400)
                .requireLabel("hitsAndMisses", 0.5)
                .check(f -> {
                    Unprojector camera = Unprojector.of(f.viewProjection(), f.depth());
                    int n = f.width() * f.height();
                    int hits = 0;
                    FramePickWorkspace frameWorkspace = workspaces[f.boxes().size() % workspaces.length];
                    for (Picker3d picker : new Picker3d[] {ScanPicker3d.of(f.boxes()), Bvh3d.build(f.boxes())}) {
                        // 0: in parallel; 1: sequentially; 2: sequentially with a workspace reused from
                        // the last frame, whose pixels are also picked one by one as a mouse would be;
                        // 3: in parallel with a frame workspace of 1 to 4 threads, reused from the last
                        // frame (the other picker's).
                        PickWorkspace workspace = new PickWorkspace();
                        for (int mode = 0; mode < 4; mode++) {
                            boolean parallel = mode == 0 || mode == 3;
                            int[] indices = new int[n + 1];
                            double[] ts = new double[n + 1];
                            BoxFace[] faces = new BoxFace[n + 1];
                            indices[n] = 12345;
                            FramePicker frame = FramePicker.of(picker, camera);
                            int counted = mode == 3
                                    ? frame.pick(f.viewport(), f.x(), f.y(), f.width(), f.height(), indices, ts, faces,
                                            frameWorkspace)
                                    : parallel
                                    ? frame.pick(f.viewport(), f.x(), f.y(), f.width(), f.height(), indices, ts, faces)
                                    : mode == 1
                                    ? frame.pickSequentially(f.viewport(), f.x(), f.y(), f.width(), f.height(), indices,
                                            ts, faces)
                                    : frame.pickSequentially(f.viewport(), f.x(), f.y(), f.width(), f.height(), indices,
                                            ts, faces, workspace);
                            hits = 0;
                            for (int row = 0; row < f.height(); row++) {
                                for (int col = 0; col < f.width(); col++) {
                                    int k = row * f.width() + col;
                                    Pick expected = picker.pickNearest(
                                            camera.ray(f.x() + col + 0.5, f.y() + row + 0.5, f.viewport()));
                                    String at = "pixel (" + col + ", " + row + "), " + picker.getClass().getSimpleName()
                                            + (mode == 0 ? " in parallel" : mode == 1 ? " sequentially"
                                            : mode == 2 ? " with a workspace" : " with " + frameWorkspace);
                                    if (mode == 2) {
                                        MutablePick mouse = new MutablePick();
                                        boolean hit = frame.pickNearest(f.x() + col + 0.5, f.y() + row + 0.5,
                                                f.viewport(), workspace, mouse);
                                        assertThat(hit ? mouse.toPick() : null).as(at + ", by mouse")
                                                .isEqualTo(expected);
                                    }
                                    if (expected == null) {
                                        assertThat(indices[k]).as(at).isEqualTo(-1);
                                        assertThat(ts[k]).as(at).isEqualTo(Double.POSITIVE_INFINITY);
                                        assertThat(faces[k]).as(at).isNull();
                                    } else {
                                        hits++;
                                        assertThat(indices[k]).as(at).isEqualTo(expected.index());
                                        assertThat(Double.doubleToRawLongBits(ts[k])).as(at)
                                                .isEqualTo(Double.doubleToRawLongBits(expected.t()));
                                        assertThat(faces[k]).as(at).isEqualTo(expected.face());
                                    }
                                }
                            }
                            assertThat(counted).as("hit count").isEqualTo(hits);
                            assertThat(indices[n]).as("past the frame").isEqualTo(12345);
                        }
                    }
                    if (hits > 0 && hits < n) {
                        Property.label("hitsAndMisses");
                    }
                });
    }
}
