package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Unprojector.DepthRange;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * A {@link Bvh3d}'s frame picked in packets ({@link Bvh3dPacket}), every band of rows in packets or
 * each band as the band before advises, equals the same frame picked one pixel at a time, bit for
 * bit (index, {@code t}, face, hit count), on scenes and cameras that reach the packets' edges: dense scenes,
 * boxes of zero extent, boxes touching face to face (equal {@code t}, decided by the index), scenes
 * far from the origin and at huge and tiny scales, perspective and orthographic cameras in any
 * direction and straight down an axis (rays parallel to a world axis, which take the scalar test),
 * frames whose width and height are not multiples of a tile's, and rays that share no main axis.
 */
class FramePacketsTest {
    private static final int SCENES = 7;

    /** Scene {@code kind}: boxes around the origin within about 20 units, moved by {@code offset} and scaled by {@code scale}. */
    private static Obb3d[] scene(SplittableRandom random, int kind, double scale, double offset) {
        if (kind == 4) {
            // Unit cubes face to face on a grid: neighbouring boxes are hit at equal t on their shared faces.
            Obb3d[] boxes = new Obb3d[8 * 8 * 8];
            int i = 0;
            for (int a = 0; a < 8; a++) {
                for (int b = 0; b < 8; b++) {
                    for (int c = 0; c < 8; c++) {
                        boxes[i++] = Obb3d.of(offset + scale * (2 * a - 7), offset + scale * (2 * b - 7),
                                offset + scale * (2 * c - 7), new Quaterniond(), scale, scale, scale);
                    }
                }
            }
            return boxes;
        }
        int n = kind == 0 || kind == 6 ? 4000 : 1500;
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            // Scene 6: a few large boxes among specks much smaller than a pixel's spacing, each seen by
            // one ray or none, in front of its neighbours' boxes.
            double size = kind == 6 ? (i % 20 == 0 ? 3 : 0.08) : 2;
            double h0 = random.nextDouble(0.1 * size, size);
            double h1 = random.nextDouble(0.1 * size, size);
            double h2 = random.nextDouble(0.1 * size, size);
            if (kind == 1) {
                // Flat boxes and sticks: one or two half-extents of zero.
                h0 = random.nextInt(3) == 0 ? 0 : h0;
                h1 = random.nextInt(3) == 0 ? 0 : h1;
            }
            // Scene 5, and half of scene 1's: axis-aligned, so that a flat box's bounds are flat too and a ray
            // enters and leaves them at one t.
            Quaterniond q = kind == 5 || kind == 1 && i % 2 == 0 ? new Quaterniond()
                    : new Quaterniond().rotateXYZ(random.nextDouble(7), random.nextDouble(7), random.nextDouble(7));
            boxes[i] = Obb3d.of(offset + scale * random.nextDouble(-20, 20), offset + scale * random.nextDouble(-20, 20),
                    offset + scale * random.nextDouble(-20, 20), q, scale * h0, scale * h1, scale * h2);
        }
        return boxes;
    }

    /** A camera looking at the scene's centre from about 60 units, in a random direction or straight down an axis. */
    private static Unprojector camera(SplittableRandom random, int width, int height, double scale, double offset) {
        boolean perspective = random.nextBoolean();
        double aspect = (double) width / height;
        Matrix4d projection = perspective
                ? new Matrix4d().setPerspective(Math.toRadians(random.nextDouble(15, 100)), aspect, 0.1 * scale,
                        400 * scale)
                : new Matrix4d().setOrtho(-25 * scale * aspect, 25 * scale * aspect, -25 * scale, 25 * scale,
                        0.1 * scale, 400 * scale);
        double ex;
        double ey;
        double ez;
        double ux = 0;
        double uy = 1;
        double uz = 0;
        switch (random.nextInt(4)) {
            case 0 -> {
                // Straight down z: an orthographic camera's rays are parallel to it.
                ex = 0;
                ey = 0;
                ez = random.nextBoolean() ? 60 : -60;
            }
            case 1 -> {
                // Straight down y.
                ex = 0;
                ey = random.nextBoolean() ? 60 : -60;
                ez = 0;
                uy = 0;
                uz = 1;
            }
            default -> {
                double a = random.nextDouble(2 * Math.PI);
                double b = random.nextDouble(-1.2, 1.2);
                ex = 60 * Math.cos(a) * Math.cos(b);
                ey = 60 * Math.sin(b);
                ez = 60 * Math.sin(a) * Math.cos(b);
            }
        }
        Matrix4d view = new Matrix4d().setLookAt(offset + scale * ex, offset + scale * ey, offset + scale * ez,
                offset, offset, offset, ux, uy, uz);
        return Unprojector.of(projection.mul(view), random.nextBoolean() ? DepthRange.NEGATIVE_ONE_TO_ONE
                : DepthRange.ZERO_TO_ONE);
    }

    /** The frame's picks with the bands going as {@code bands}: indices, then t's bits, faces' ordinals and the hit count. */
    private static long[] frame(FramePicker frame, int[] viewport, int x, int y, int width, int height,
                                PickWorkspace workspace, int bands) {
        int n = width * height;
        int[] indices = new int[n];
        double[] ts = new double[n];
        BoxFace[] faces = new BoxFace[n];
        int hits = frame.rows(viewport[0], viewport[1], viewport[2], viewport[3], x, y, width, 0, height, indices, ts,
                faces, workspace, bands);
        long[] all = new long[3 * n + 1];
        for (int k = 0; k < n; k++) {
            all[k] = indices[k];
            all[n + k] = Double.doubleToRawLongBits(ts[k]);
            all[2 * n + k] = faces[k] == null ? -1 : faces[k].ordinal();
        }
        all[3 * n] = hits;
        return all;
    }

    @Test
    void framesInPackets_equalTheirPixelsPickedOneByOne_onEveryKindOfScene() {
        SplittableRandom random = new SplittableRandom(2026);
        int frames = 0;
        long pixels = 0;
        long hitPixels = 0;
        int packetsSearched = 0;
        for (int kind = 0; kind < SCENES; kind++) {
            for (double[] placement : new double[][] {{1, 0}, {1, 1e6}, {1e5, 0}, {1e-5, 0}, {1e-3, -3e4}}) {
                double scale = placement[0];
                double offset = placement[1];
                Bvh3d bvh = Bvh3d.build(scene(random, kind, scale, offset));
                PickWorkspace adaptive = new PickWorkspace();
                for (int f = 0; f < 8; f++) {
                    int width = 1 + random.nextInt(90);
                    int height = 1 + random.nextInt(20);
                    int[] viewport = {random.nextInt(-5, 5), random.nextInt(-5, 5), width + random.nextInt(8),
                        height + random.nextInt(8)};
                    FramePicker frame = FramePicker.of(bvh, camera(random, viewport[2], viewport[3], scale, offset));
                    int x = viewport[0] + random.nextInt(-2, 3);
                    int y = viewport[1] + random.nextInt(-2, 3);
                    PickWorkspace packets = new PickWorkspace();
                    long[] expected = frame(frame, viewport, x, y, width, height, new PickWorkspace(), FramePicker.SINGLY);
                    String what = "scene " + kind + " at scale " + scale + " and offset " + offset + ", frame " + f
                            + " (" + width + " x " + height + ")";
                    assertThat(frame(frame, viewport, x, y, width, height, packets, FramePicker.IN_PACKETS)).as(what)
                            .containsExactly(expected);
                    assertThat(frame(frame, viewport, x, y, width, height, adaptive, FramePicker.ADAPTIVE))
                            .as(what + ", each band as the one before advises").containsExactly(expected);
                    packetsSearched += packets.packet().searched;
                    frames++;
                    pixels += (long) width * height;
                    hitPixels += expected[expected.length - 1];
                }
            }
        }
        assertThat(frames).isEqualTo(SCENES * 5 * 8);
        // The frames hit boxes and miss them, and the packet way ran (not only its fallback).
        assertThat(hitPixels).isBetween(pixels / 10, pixels - pixels / 10);
        assertThat(packetsSearched).isGreaterThan(frames);
    }

    @Test
    void aLargeFrameOfADenseScene_inPackets_equalsItsPixelsOneByOne() {
        SplittableRandom random = new SplittableRandom(5);
        Bvh3d bvh = Bvh3d.build(scene(random, 0, 5, 0));
        int side = 192;
        int[] viewport = {0, 0, side, side};
        FramePicker frame = FramePicker.of(bvh, Unprojector.of(new Matrix4d().perspective(Math.toRadians(60), 1, 0.1, 1000)
                .lookAt(0, 0, -160, 0, 0, 0, 0, 1, 0), DepthRange.NEGATIVE_ONE_TO_ONE));
        long[] expected = frame(frame, viewport, 0, 0, side, side, new PickWorkspace(), FramePicker.SINGLY);
        PickWorkspace packets = new PickWorkspace();
        // Twice through one workspace: its group lists grown on the first frame are reused on the second.
        for (int round = 0; round < 2; round++) {
            assertThat(frame(frame, viewport, 0, 0, side, side, packets, FramePicker.IN_PACKETS)).containsExactly(expected);
        }
        int tiles = (side / FramePicker.TILE_ROWS) * ((side + FramePicker.TILE_COLUMNS - 1) / FramePicker.TILE_COLUMNS);
        assertThat(packets.packet().searched).isEqualTo(2 * tiles);
        // The packets' work, which answers cannot show: a ray tests 12.4 boxes' bounds in its group's
        // list and 5.8 % of the rays go on from the root (this scene, measured, the same on every run).
        // Bounds a third above: a group's frustum grown or dropped, or rays sent back to the root,
        // fail them.
        assertThat(packets.packet().listed / (2.0 * side * side)).as("boxes a ray tests in its group's list")
                .isLessThan(16.5);
        assertThat(packets.packet().fromRoot / (2.0 * side * side)).as("share of rays searched from the root")
                .isLessThan(0.077);
        // Left to choose, the frame goes in packets after its first band: its pixels mostly hit their
        // left neighbour's box.
        PickWorkspace adaptive = new PickWorkspace();
        assertThat(frame(frame, viewport, 0, 0, side, side, adaptive, FramePicker.ADAPTIVE)).containsExactly(expected);
        assertThat(adaptive.coherence).isGreaterThanOrEqualTo(FramePicker.COHERENT);
        assertThat(adaptive.packet().searched).isGreaterThan(tiles / 2);
    }

    @Test
    void raysSharingNoMainAxis_arePickedOneByOne_withTheSameAnswers() {
        // A camera of 170 degrees seen through a viewport one tile wide: a tile's rays turn through
        // more than a right angle, so no world axis has them all running one way fast enough.
        SplittableRandom random = new SplittableRandom(11);
        Bvh3d bvh = Bvh3d.build(scene(random, 0, 1, 0));
        int width = FramePicker.TILE_COLUMNS;
        int height = FramePicker.TILE_ROWS;
        int[] viewport = {0, 0, width, height};
        FramePicker frame = FramePicker.of(bvh, Unprojector.of(new Matrix4d().perspective(Math.toRadians(170),
                (double) width / height, 0.1, 1000).lookAt(0, 0, 0, 1, 1, 1, 0, 1, 0), DepthRange.NEGATIVE_ONE_TO_ONE));
        long[] expected = frame(frame, viewport, 0, 0, width, height, new PickWorkspace(), FramePicker.SINGLY);
        PickWorkspace packets = new PickWorkspace();
        assertThat(frame(frame, viewport, 0, 0, width, height, packets, FramePicker.IN_PACKETS)).containsExactly(expected);
        assertThat(packets.packet().searched).isZero();
        assertThat(expected[expected.length - 1]).isPositive();
    }

    @Test
    void raysStartingInsideOverlappingBoxes_tieAtZero_andTakeTheLeastIndex_asOneByOne() {
        // An orthographic camera whose near plane cuts through a dense scene: most rays start inside one
        // box or several, each at t = 0, where the least index wins. A ray's neighbour's box is often not
        // the least index at its own origin, so the group's boxes entered at 0 must still be tested.
        SplittableRandom random = new SplittableRandom(17);
        Bvh3d bvh = Bvh3d.build(scene(random, 0, 1, 0));
        int width = 70;
        int height = 30;
        int[] viewport = {0, 0, width, height};
        int n = width * height;
        long atZero = 0;
        for (int f = 0; f < 6; f++) {
            double a = random.nextDouble(2 * Math.PI);
            double b = random.nextDouble(-1.2, 1.2);
            Matrix4d view = new Matrix4d().setLookAt(0, 0, 0, Math.cos(a) * Math.cos(b), Math.sin(b),
                    Math.sin(a) * Math.cos(b), 0, 1, 0);
            FramePicker frame = FramePicker.of(bvh, Unprojector.of(new Matrix4d().setOrtho(-21, 21, -9, 9, 0, 100)
                    .mul(view), DepthRange.NEGATIVE_ONE_TO_ONE));
            long[] expected = frame(frame, viewport, 0, 0, width, height, new PickWorkspace(), FramePicker.SINGLY);
            assertThat(frame(frame, viewport, 0, 0, width, height, new PickWorkspace(), FramePicker.IN_PACKETS))
                    .as("frame " + f).containsExactly(expected);
            for (int k = 0; k < n; k++) {
                if (expected[k] >= 0 && expected[n + k] == 0) {
                    atZero++;
                }
            }
        }
        // Most rays start inside a box.
        assertThat(atZero).isGreaterThan(6L * n / 3);
    }
}
