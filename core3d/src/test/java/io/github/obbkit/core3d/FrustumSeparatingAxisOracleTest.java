package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The frustum tests against a slow answer built from corners alone: the frustum's eight corners (read
 * through the public {@link Frustum#corners}) and the box's eight, projected onto every candidate axis
 * made from them (each face's normal from the face's diagonals, the box's axes, each of the twelve
 * frustum edges crossed with each box axis), and the planes through each face's corners for the
 * conservative test. Cameras are turned, off-centre, perspective and orthographic, far from the
 * origin, in both depth conventions; boxes are turned, placed at the frustum's corners, edges and
 * faces, some with an axis nearly along a frustum edge and some with zero extents. Cases whose slow
 * answer is within the boundary band are skipped.
 */
class FrustumSeparatingAxisOracleTest {
    private static final int CASES = 6000;
    /** The faces' corner indices, LEFT RIGHT BOTTOM TOP NEAR FAR: bit 0 is x, bit 1 y, bit 2 depth. */
    private static final int[][] FACES = {{0, 2, 4, 6}, {1, 3, 5, 7}, {0, 1, 4, 5}, {2, 3, 6, 7}, {0, 1, 2, 3},
            {4, 5, 6, 7}};

    private static Frustum randomFrustum(SplittableRandom r) {
        Matrix4d proj = new Matrix4d();
        boolean zeroToOne = r.nextBoolean();
        double near = r.nextDouble(0.05, 2);
        double far = near * r.nextDouble(1.5, 40);
        switch (r.nextInt(3)) {
            case 0 -> proj.perspective(r.nextDouble(0.3, 2.2), r.nextDouble(0.5, 2), near, far, zeroToOne);
            case 1 -> {
                double left = r.nextDouble(-2, 0.5);
                double bottom = r.nextDouble(-2, 0.5);
                proj.frustum(left, left + r.nextDouble(0.2, 2), bottom, bottom + r.nextDouble(0.2, 2), near, far,
                        zeroToOne);
            }
            default -> {
                double left = r.nextDouble(-5, 3);
                double bottom = r.nextDouble(-5, 3);
                proj.ortho(left, left + r.nextDouble(0.5, 6), bottom, bottom + r.nextDouble(0.5, 6),
                        r.nextDouble(-3, 3), r.nextDouble(3.5, 20), zeroToOne);
            }
        }
        double away = r.nextInt(4) == 0 ? 0 : Math.pow(10, r.nextDouble(0, 5));
        double ex = r.nextDouble(-1, 1) * away;
        double ey = r.nextDouble(-1, 1) * away;
        double ez = r.nextDouble(-1, 1) * away;
        Matrix4d view = new Matrix4d().lookAt(ex, ey, ez, ex + r.nextDouble(-1, 1), ey + r.nextDouble(-1, 1),
                ez + r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1));
        return Frustum.of(proj.mul(view), zeroToOne ? Frustum.DepthRange.ZERO_TO_ONE
                : Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
    }

    /** A turned box near a corner, an edge or a face of the frustum with corners {@code c}. */
    private static Obb3d randomBox(SplittableRandom r, double[] c) {
        int i = r.nextInt(8);
        int j = i ^ (1 << r.nextInt(3));
        int k = i ^ (1 << r.nextInt(3));
        double s = r.nextDouble();
        double t = r.nextDouble() * r.nextInt(2);
        double[] p = new double[3];
        double size = 0;
        for (int a = 0; a < 3; a++) {
            p[a] = c[3 * i + a] + s * (c[3 * j + a] - c[3 * i + a]) + t * (c[3 * k + a] - c[3 * i + a]);
            size = Math.max(size, Math.abs(c[3 * j + a] - c[3 * i + a]));
        }
        double scale = Math.max(size, 1e-3) * Math.pow(10, r.nextDouble(-2, 0));
        double[] h = {r.nextDouble(0, scale), r.nextDouble(0, scale), r.nextDouble(0, scale)};
        if (r.nextInt(5) == 0) {
            h[r.nextInt(3)] = 0;
        }
        Quaterniond q;
        if (r.nextInt(3) == 0) {
            // Its x axis nearly along a frustum edge: the edge-cross axes are nearly degenerate.
            double dx = c[3 * j] - c[3 * i];
            double dy = c[3 * j + 1] - c[3 * i + 1];
            double dz = c[3 * j + 2] - c[3 * i + 2];
            double tilt = Math.pow(10, -r.nextDouble(2, 9));
            q = new Quaterniond().rotationTo(1, 0, 0, dx + tilt * r.nextDouble(-1, 1) * size,
                    dy + tilt * r.nextDouble(-1, 1) * size, dz + tilt * r.nextDouble(-1, 1) * size);
            q.rotateX(r.nextDouble(0, 2 * Math.PI));
        } else {
            q = new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1))
                    .normalize();
        }
        double off = scale * r.nextDouble(0, 2);
        return Obb3d.of(p[0] + off * r.nextDouble(-1, 1), p[1] + off * r.nextDouble(-1, 1),
                p[2] + off * r.nextDouble(-1, 1), q, h[0], h[1], h[2]);
    }

    private static double[] boxCorners(Obb3d b) {
        double[] out = new double[24];
        for (int i = 0; i < 8; i++) {
            double sx = (i & 1) == 0 ? -b.hx : b.hx;
            double sy = (i & 2) == 0 ? -b.hy : b.hy;
            double sz = (i & 4) == 0 ? -b.hz : b.hz;
            out[3 * i] = b.cx + sx * b.ux + sy * b.vx + sz * b.wx;
            out[3 * i + 1] = b.cy + sx * b.uy + sy * b.vy + sz * b.wy;
            out[3 * i + 2] = b.cz + sx * b.uz + sy * b.vz + sz * b.wz;
        }
        return out;
    }

    private static double[] cross(double ax, double ay, double az, double bx, double by, double bz) {
        return new double[] {ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx};
    }

    /** The largest gap between the corner sets along any candidate unit axis: positive when separated. */
    private static double largestGap(double[] f, Obb3d b) {
        double[] bc = boxCorners(b);
        double best = Double.NEGATIVE_INFINITY;
        double[][] boxAxes = {{b.ux, b.uy, b.uz}, {b.vx, b.vy, b.vz}, {b.wx, b.wy, b.wz}};
        for (int[] face : FACES) {
            double[] n = cross(f[3 * face[3]] - f[3 * face[0]], f[3 * face[3] + 1] - f[3 * face[0] + 1],
                    f[3 * face[3] + 2] - f[3 * face[0] + 2], f[3 * face[2]] - f[3 * face[1]],
                    f[3 * face[2] + 1] - f[3 * face[1] + 1], f[3 * face[2] + 2] - f[3 * face[1] + 2]);
            best = Math.max(best, gap(f, bc, n));
        }
        for (double[] u : boxAxes) {
            best = Math.max(best, gap(f, bc, u));
            for (int i = 0; i < 8; i++) {
                for (int bit = 0; bit < 3; bit++) {
                    int j = i | (1 << bit);
                    if (j == i) {
                        continue;
                    }
                    best = Math.max(best, gap(f, bc, cross(f[3 * j] - f[3 * i], f[3 * j + 1] - f[3 * i + 1],
                            f[3 * j + 2] - f[3 * i + 2], u[0], u[1], u[2])));
                }
            }
        }
        return best;
    }

    private static double gap(double[] p, double[] q, double[] axis) {
        double len = Math.sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
        if (!(len > 1e-9)) {
            return Double.NEGATIVE_INFINITY;
        }
        double pMin = Double.POSITIVE_INFINITY;
        double pMax = Double.NEGATIVE_INFINITY;
        double qMin = Double.POSITIVE_INFINITY;
        double qMax = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 8; i++) {
            double a = (p[3 * i] * axis[0] + p[3 * i + 1] * axis[1] + p[3 * i + 2] * axis[2]) / len;
            double b = (q[3 * i] * axis[0] + q[3 * i + 1] * axis[1] + q[3 * i + 2] * axis[2]) / len;
            pMin = Math.min(pMin, a);
            pMax = Math.max(pMax, a);
            qMin = Math.min(qMin, b);
            qMax = Math.max(qMax, b);
        }
        return Math.max(qMin - pMax, pMin - qMax);
    }

    /** Per face: the least and greatest signed distance (inwards) of the points {@code q} from its plane. */
    private static double[][] planeDistances(double[] f, double[] q) {
        double mx = 0;
        double my = 0;
        double mz = 0;
        for (int i = 0; i < 8; i++) {
            mx += f[3 * i] / 8;
            my += f[3 * i + 1] / 8;
            mz += f[3 * i + 2] / 8;
        }
        double[][] out = new double[6][];
        for (int p = 0; p < 6; p++) {
            int[] face = FACES[p];
            double[] n = cross(f[3 * face[3]] - f[3 * face[0]], f[3 * face[3] + 1] - f[3 * face[0] + 1],
                    f[3 * face[3] + 2] - f[3 * face[0] + 2], f[3 * face[2]] - f[3 * face[1]],
                    f[3 * face[2] + 1] - f[3 * face[1] + 1], f[3 * face[2] + 2] - f[3 * face[1] + 2]);
            double len = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            double ax = 0;
            double ay = 0;
            double az = 0;
            for (int idx : face) {
                ax += f[3 * idx] / 4;
                ay += f[3 * idx + 1] / 4;
                az += f[3 * idx + 2] / 4;
            }
            double sign = Math.signum((mx - ax) * n[0] + (my - ay) * n[1] + (mz - az) * n[2]) / len;
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < 8; i++) {
                double d = sign * ((q[3 * i] - ax) * n[0] + (q[3 * i + 1] - ay) * n[1] + (q[3 * i + 2] - az) * n[2]);
                lo = Math.min(lo, d);
                hi = Math.max(hi, d);
            }
            out[p] = new double[] {lo, hi};
        }
        return out;
    }

    /** The plane test's answer from the planes through the faces' corners, or null within {@code tol} of a plane. */
    private static Containment planeAnswer(double[] f, double[] q, double tol) {
        boolean inside = true;
        boolean undecided = false;
        for (double[] d : planeDistances(f, q)) {
            if (d[1] < -tol) {
                return Containment.OUTSIDE;
            }
            if (d[1] <= tol) {
                undecided = true;
            }
            if (d[0] < -tol) {
                inside = false;
            } else if (d[0] <= tol) {
                undecided = true;
            }
        }
        if (undecided) {
            return null;
        }
        return inside ? Containment.INSIDE : Containment.INTERSECTING;
    }

    private static double scaleOf(double[] f, Obb3d b) {
        double s = b.hx + b.hy + b.hz;
        for (int i = 0; i < 24; i++) {
            s = Math.max(s, Math.abs(f[i] - (i % 3 == 0 ? b.cx : i % 3 == 1 ? b.cy : b.cz)));
        }
        return s;
    }

    @Test
    void intersects_agreesWithEveryCandidateAxisOfTheCorners_forTurnedBoxesAtTheFrustumsCornersEdgesAndFaces() {
        SplittableRandom r = new SplittableRandom(2026_11_28L);
        int hits = 0;
        int misses = 0;
        for (int n = 0; n < CASES; n++) {
            Frustum f = randomFrustum(r);
            double[] c = f.corners(new double[24]);
            Obb3d box = randomBox(r, c);
            double g = largestGap(c, box);
            double band = 1e-7 * scaleOf(c, box);
            if (Math.abs(g) <= band) {
                continue;
            }
            boolean expected = g < 0;
            assertThat(FrustumTest3d.intersects(f, box)).as("case %d: %s, %s, gap %s", n, f, box, g)
                    .isEqualTo(expected);
            assertThat(FrustumTest3d.intersects(f, Obb3dBatch.of(box, box), 1)).isEqualTo(expected);
            if (expected) {
                hits++;
            } else {
                misses++;
            }
        }
        assertThat(hits).isGreaterThan(CASES / 10);
        assertThat(misses).isGreaterThan(CASES / 10);
    }

    @Test
    void classify_agreesWithTheBoxsCornersAgainstThePlanesThroughTheFacesCorners() {
        SplittableRandom r = new SplittableRandom(77);
        int[] seen = new int[3];
        for (int n = 0; n < CASES; n++) {
            Frustum f = randomFrustum(r);
            double[] c = f.corners(new double[24]);
            Obb3d box = randomBox(r, c);
            if (r.nextInt(4) == 0) {
                // Wholly inside: shrink a box around a point between the frustum's centre and a corner.
                int i = r.nextInt(8);
                double t = r.nextDouble(0, 0.6);
                double mx = 0;
                double my = 0;
                double mz = 0;
                for (int k = 0; k < 8; k++) {
                    mx += c[3 * k] / 8;
                    my += c[3 * k + 1] / 8;
                    mz += c[3 * k + 2] / 8;
                }
                box = Obb3d.fromAxes(mx + t * (c[3 * i] - mx), my + t * (c[3 * i + 1] - my),
                        mz + t * (c[3 * i + 2] - mz), box.ux, box.uy, box.uz, box.vx, box.vy, box.vz, box.wx, box.wy,
                        box.wz, box.hx * 0.05, box.hy * 0.05, box.hz * 0.05);
            }
            double tol = 1e-8 * scaleOf(c, box);
            Containment expected = planeAnswer(c, boxCorners(box), tol);
            if (expected == null) {
                continue;
            }
            assertThat(FrustumTest3d.classify(f, box)).as("case %d: %s, %s", n, f, box).isEqualTo(expected);
            assertThat(FrustumTest3d.classify(f, Obb3dBatch.of(box), 0)).isEqualTo(expected);
            seen[expected.ordinal()]++;
            // The box's world bounds, as axis-aligned bounds: the same oracle on the bounds' corners.
            double[] bc = boxCorners(box);
            double[] min = {bc[0], bc[1], bc[2]};
            double[] max = {bc[0], bc[1], bc[2]};
            for (int i = 3; i < 24; i++) {
                min[i % 3] = Math.min(min[i % 3], bc[i]);
                max[i % 3] = Math.max(max[i % 3], bc[i]);
            }
            double[] ac = new double[24];
            for (int i = 0; i < 8; i++) {
                ac[3 * i] = (i & 1) == 0 ? min[0] : max[0];
                ac[3 * i + 1] = (i & 2) == 0 ? min[1] : max[1];
                ac[3 * i + 2] = (i & 4) == 0 ? min[2] : max[2];
            }
            Containment bounds = planeAnswer(c, ac, tol);
            if (bounds != null) {
                assertThat(FrustumTest3d.classify(f, min[0], min[1], min[2], max[0], max[1], max[2]))
                        .as("bounds of case %d", n).isEqualTo(bounds);
            }
        }
        for (Containment k : Containment.values()) {
            assertThat(seen[k.ordinal()]).as("%s", k).isGreaterThan(CASES / 20);
        }
    }

    @Test
    void aBoxTurnedAboutItsOwnCentre_keepsItsAnswer_whenTheBoxIsGivenWithItsAxesRelabelled() {
        // Relabelling the axes (x y z to y z x, with the half-extents) is the same box: every answer must agree.
        SplittableRandom r = new SplittableRandom(5);
        for (int n = 0; n < 2000; n++) {
            Frustum f = randomFrustum(r);
            Obb3d box = randomBox(r, f.corners(new double[24]));
            Obb3d relabelled = Obb3d.fromAxes(box.cx, box.cy, box.cz, box.vx, box.vy, box.vz, box.wx, box.wy,
                    box.wz, box.ux, box.uy, box.uz, box.hy, box.hz, box.hx);
            double g = largestGap(f.corners(new double[24]), box);
            if (Math.abs(g) <= 1e-7 * scaleOf(f.corners(new double[24]), box)) {
                continue;
            }
            assertThat(FrustumTest3d.intersects(f, relabelled)).as("case %d", n)
                    .isEqualTo(FrustumTest3d.intersects(f, box));
        }
    }
}
