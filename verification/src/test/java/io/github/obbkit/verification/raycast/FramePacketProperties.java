package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FramePickWorkspace;
import io.github.obbkit.raycast.FramePicker;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.Unprojector;
import io.github.obbkit.raycast.Unprojector.DepthRange;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.joml.Matrix4d;
import org.junit.jupiter.api.Test;

/**
 * A {@link Bvh3d}'s frame large and coherent enough that its bands go in packets (most pixels hit
 * their left neighbour's box) equals, bit for bit, every pixel picked one at a time through the value
 * API, and on a sample of pixels the linear scan's pick, which walks no tree. Sequentially and on two
 * threads, on random scenes of the kinds that reach the packets' edges: dense rotated boxes, boxes
 * with one or two half-extents of zero (axis-aligned half of the time, so a ray enters and leaves a
 * flat box's bounds at one {@code t}), unit cubes face to face (ties at equal {@code t}, decided by the
 * index), a few large boxes among specks smaller than a pixel's spacing; each at scale 1, far from the
 * origin, and at huge and tiny scales; seen by perspective and orthographic cameras in any direction
 * or straight down a world axis (rays parallel to it), from outside the scene or from inside it.
 *
 * <p>Which bands went in packets is not visible through the API; the frame's rule is (a band goes in
 * packets when at least three quarters of the band before hit their left neighbour's box), so the
 * property counts those bands from the answers and requires most tries to have some.
 */
class FramePacketProperties {
    /** Rows of a band, as {@code FramePicker} picks them. */
    private static final int BAND = 4;
    /** The share of a band whose pixels hit their left neighbour's box above which the next goes in packets. */
    private static final double COHERENT = 0.75;

    /** A frame of {@link FramePickerProperties}' kind, and what its scene and camera are. */
    record Frame(String kind, FramePickerProperties.Frame view) {
        @Override
        public String toString() {
            return kind + ", " + view;
        }
    }

    static Gen<Frame> frames() {
        return random -> {
            int kind = random.nextInt(4);
            double[][] placements = {{1, 0}, {1, 1e6}, {1e5, 0}, {1e-5, 0}, {1e-3, -3e4}};
            double[] placement = placements[random.nextInt(placements.length)];
            double scale = placement[0];
            double offset = placement[1];
            List<Obb3d> boxes = scene(random, kind, scale, offset);
            int width = 24 + random.nextInt(60);
            int height = 8 + random.nextInt(40);
            int[] viewport = {random.nextInt(-5, 5), random.nextInt(-5, 5), width + random.nextInt(6),
                height + random.nextInt(6)};
            DepthRange depth = random.nextBoolean() ? DepthRange.NEGATIVE_ONE_TO_ONE : DepthRange.ZERO_TO_ONE;
            boolean perspective = random.nextBoolean();
            double aspect = (double) viewport[2] / viewport[3];
            // Outside the scene at 30 to 45 units, or inside it (the near plane cuts boxes: rays start in them).
            double distance = random.nextInt(4) == 0 ? random.nextDouble(0, 8) : random.nextDouble(30, 45);
            double field = random.nextDouble(8, 40);
            boolean zeroToOne = depth == DepthRange.ZERO_TO_ONE;
            Matrix4d projection = perspective
                    ? new Matrix4d().setPerspective(Math.toRadians(field), aspect, 0.05 * scale, 200 * scale,
                            zeroToOne)
                    : new Matrix4d().setOrtho(-field / 4 * scale * aspect, field / 4 * scale * aspect,
                            -field / 4 * scale, field / 4 * scale, 0.05 * scale, 200 * scale, zeroToOne);
            double ex;
            double ey;
            double ez;
            double uy = 1;
            double uz = 0;
            int look = random.nextInt(4);
            if (look == 0) {
                // Straight down z.
                ex = 0;
                ey = 0;
                ez = random.nextBoolean() ? 1 : -1;
            } else if (look == 1) {
                // Straight down y.
                ex = 0;
                ey = random.nextBoolean() ? 1 : -1;
                ez = 0;
                uy = 0;
                uz = 1;
            } else {
                double a = random.nextDouble(2 * Math.PI);
                double b = random.nextDouble(-1.2, 1.2);
                ex = Math.cos(a) * Math.cos(b);
                ey = Math.sin(b);
                ez = Math.sin(a) * Math.cos(b);
            }
            Matrix4d view = new Matrix4d().setLookAt(offset + scale * distance * ex, offset + scale * distance * ey,
                    offset + scale * distance * ez, offset - scale * ex, offset - scale * ey, offset - scale * ez, 0,
                    uy, uz);
            String what = KINDS[kind] + " at scale " + scale + " and offset " + offset + ", "
                    + (perspective ? "perspective" : "orthographic") + (look < 2 ? " down an axis" : "")
                    + (distance < 10 ? " from inside" : "");
            return new Frame(what, new FramePickerProperties.Frame(boxes, projection.mul(view), depth, viewport,
                    viewport[0] + random.nextInt(-2, 3), viewport[1] + random.nextInt(-2, 3), width, height));
        };
    }

    private static final String[] KINDS = {"dense rotated boxes", "flat boxes and sticks", "cubes face to face",
        "large boxes among specks"};

    /** Scene {@code kind}: boxes within about 12 units of the origin, scaled by {@code scale} and moved by {@code offset}. */
    private static List<Obb3d> scene(RandomGenerator random, int kind, double scale, double offset) {
        List<Obb3d> boxes = new ArrayList<>();
        if (kind == 2) {
            int side = 3 + random.nextInt(5);
            double h = 12.0 / side;
            for (int a = 0; a < side; a++) {
                for (int b = 0; b < side; b++) {
                    for (int c = 0; c < side; c++) {
                        boxes.add(Obb3d.fromAxes(offset + scale * h * (2 * a - side + 1),
                                offset + scale * h * (2 * b - side + 1), offset + scale * h * (2 * c - side + 1), 1, 0,
                                0, 0, 1, 0, 0, 0, 1, scale * h, scale * h, scale * h));
                    }
                }
            }
            return boxes;
        }
        int n = 50 + random.nextInt(kind == 3 ? 400 : 250);
        for (int i = 0; i < n; i++) {
            double size = kind == 3 ? (i % 16 == 0 ? 5 : 0.06) : 3;
            double h0 = random.nextDouble(0.2 * size, size);
            double h1 = random.nextDouble(0.2 * size, size);
            double h2 = random.nextDouble(0.2 * size, size);
            if (kind == 1) {
                h0 = random.nextInt(3) == 0 ? 0 : h0;
                h1 = random.nextInt(3) == 0 ? 0 : h1;
            }
            double[] r = kind == 1 && i % 2 == 0 ? new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}
                    : Generators3d.uniformRotationRows(random);
            boxes.add(Obb3d.fromAxes(offset + scale * random.nextDouble(-12, 12),
                    offset + scale * random.nextDouble(-12, 12), offset + scale * random.nextDouble(-12, 12), r[0], r[1],
                    r[2], r[3], r[4], r[5], r[6], r[7], r[8], scale * h0, scale * h1, scale * h2));
        }
        return boxes;
    }

    private final FramePickWorkspace twoThreads = new FramePickWorkspace(2);

    @Test
    void aCoherentFrame_inPackets_equalsItsPixelsPickedOneByOne_andTheScan() {
        Property.forAll(frames())
                .tries(Math.max(150, Property.defaultTries() / 20))
                .requireLabel("packets", 0.5)
                .requireLabel("hitsAndMisses", 0.35)
                .check(framed -> {
                    FramePickerProperties.Frame f = framed.view();
                    Unprojector camera = Unprojector.of(f.viewProjection(), f.depth());
                    Bvh3d bvh = Bvh3d.build(f.boxes());
                    ScanPicker3d scan = ScanPicker3d.of(f.boxes());
                    int w = f.width();
                    int n = w * f.height();
                    FramePicker frame = FramePicker.of(bvh, camera);
                    int[][] indices = new int[2][n];
                    double[][] ts = new double[2][n];
                    BoxFace[][] faces = new BoxFace[2][n];
                    int[] counted = {
                        frame.pickSequentially(f.viewport(), f.x(), f.y(), w, f.height(), indices[0], ts[0], faces[0]),
                        frame.pick(f.viewport(), f.x(), f.y(), w, f.height(), indices[1], ts[1], faces[1], twoThreads)
                    };
                    int hits = 0;
                    for (int row = 0; row < f.height(); row++) {
                        for (int col = 0; col < w; col++) {
                            int k = row * w + col;
                            var ray = camera.ray(f.x() + col + 0.5, f.y() + row + 0.5, f.viewport());
                            Pick expected = bvh.pickNearest(ray);
                            if (k % 7 == 0) {
                                assertThat(expected).as("the tree's pick at pixel (%d, %d) against the scan", col, row)
                                        .isEqualTo(scan.pickNearest(ray));
                            }
                            hits += expected == null ? 0 : 1;
                            for (int mode = 0; mode < 2; mode++) {
                                String at = "pixel (" + col + ", " + row + ")" + (mode == 0 ? " sequentially"
                                        : " on two threads");
                                assertThat(indices[mode][k]).as(at).isEqualTo(expected == null ? -1 : expected.index());
                                assertThat(Double.doubleToRawLongBits(ts[mode][k])).as(at + ", t")
                                        .isEqualTo(Double.doubleToRawLongBits(expected == null
                                                ? Double.POSITIVE_INFINITY : expected.t()));
                                assertThat(faces[mode][k]).as(at + ", face")
                                        .isEqualTo(expected == null ? null : expected.face());
                            }
                        }
                    }
                    assertThat(counted).as("hit counts").containsExactly(hits, hits);
                    if (bandsInPackets(indices[0], w, f.height()) > 0) {
                        Property.label("packets");
                    }
                    if (hits > n / 10 && hits < n - n / 10) {
                        Property.label("hitsAndMisses");
                    }
                });
    }

    /** The bands after the first whose band before had at least {@link #COHERENT} of its pixels on their left neighbour's box. */
    private static int bandsInPackets(int[] indices, int width, int height) {
        int bands = 0;
        for (int row0 = 0; row0 + BAND < height; row0 += BAND) {
            int same = 0;
            for (int row = row0; row < row0 + BAND; row++) {
                for (int k = row * width + 1; k < (row + 1) * width; k++) {
                    same += indices[k] >= 0 && indices[k] == indices[k - 1] ? 1 : 0;
                }
            }
            bands += same >= COHERENT * BAND * width ? 1 : 0;
        }
        return bands;
    }
}
