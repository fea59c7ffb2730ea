package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The one-box queries for turned boxes away from the origin against JOML: the box's placement as a
 * JOML matrix (translation, rotation by the quaternion that made it, scale by the half-extents), its
 * inverse taking a point into the box's unit cube, and the corners as the matrix's images of the
 * cube's corners. Points are drawn near the faces, edges and corners, outside and inside; cases
 * within a relative 1e-9 of a face are skipped where the answer is a yes or no.
 */
class BoxQueriesJomlTest {
    private static final int CASES = 4000;

    private record Placed(Obb3d box, Matrix4d toWorld, Matrix4d toLocal) {
    }

    private static Placed randomBox(SplittableRandom r) {
        double away = Math.pow(10, r.nextDouble(0, 6));
        Quaterniond q = new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                r.nextDouble(-1, 1)).normalize();
        double[] h = {r.nextDouble(0.01, 5), r.nextDouble(0.01, 5), r.nextDouble(0.01, 5)};
        double cx = r.nextDouble(-1, 1) * away;
        double cy = r.nextDouble(-1, 1) * away;
        double cz = r.nextDouble(-1, 1) * away;
        Obb3d box = Obb3d.of(cx, cy, cz, q, h[0], h[1], h[2]);
        Matrix4d toWorld = new Matrix4d().translationRotateScale(cx, cy, cz, q.x, q.y, q.z, q.w, h[0], h[1], h[2]);
        return new Placed(box, toWorld, new Matrix4d(toWorld).invert());
    }

    /** A point at local cube coordinates near a face, an edge or a corner, or anywhere within twice the box. */
    private static Vector3d randomPoint(SplittableRandom r, Placed p) {
        double[] local = {r.nextDouble(-2, 2), r.nextDouble(-2, 2), r.nextDouble(-2, 2)};
        int pinned = r.nextInt(4);
        for (int a = 0; a < pinned; a++) {
            local[r.nextInt(3)] = (r.nextBoolean() ? 1 : -1) * (1 + r.nextDouble(-0.01, 0.01));
        }
        return p.toWorld.transformPosition(new Vector3d(local[0], local[1], local[2]));
    }

    @Test
    void contains_agreesWithJomlsInverseTakingThePointIntoTheUnitCube() {
        SplittableRandom r = new SplittableRandom(11);
        int in = 0;
        int out = 0;
        for (int n = 0; n < CASES; n++) {
            Placed p = randomBox(r);
            Vector3d point = randomPoint(r, p);
            Vector3d local = p.toLocal.transformPosition(new Vector3d(point));
            double m = Math.max(Math.abs(local.x), Math.max(Math.abs(local.y), Math.abs(local.z)));
            double slack = 1e-9 * (1 + point.length() / Math.min(p.box.hx, Math.min(p.box.hy, p.box.hz)));
            if (Math.abs(m - 1) <= slack) {
                continue;
            }
            boolean expected = m < 1;
            assertThat(p.box.contains(point.x, point.y, point.z)).as("case %d: %s, %s", n, p.box, point)
                    .isEqualTo(expected);
            assertThat(p.box.contains(point)).isEqualTo(expected);
            assertThat(p.box.contains(new org.joml.Vector3f((float) point.x, (float) point.y, (float) point.z)))
                    .isEqualTo(p.box.contains((float) point.x, (float) point.y, (float) point.z));
            // A tolerance moves each face out by that much: a point outside by less than it is contained.
            double reach = (m - 1) * Math.min(p.box.hx, Math.min(p.box.hy, p.box.hz));
            if (!expected) {
                assertThat(p.box.contains(point.x, point.y, point.z, 0.5 * reach)).isFalse();
                double[] h = {p.box.hx, p.box.hy, p.box.hz};
                double far = Math.max(Math.abs(local.x) * h[0] - h[0],
                        Math.max(Math.abs(local.y) * h[1] - h[1], Math.abs(local.z) * h[2] - h[2]));
                assertThat(p.box.contains(point.x, point.y, point.z, far * 1.01 + 1e-9 * (1 + point.length())))
                        .isTrue();
                out++;
            } else {
                assertThat(p.box.contains(point.x, point.y, point.z, 0)).isTrue();
                in++;
            }
        }
        assertThat(in).isGreaterThan(CASES / 20);
        assertThat(out).isGreaterThan(CASES / 20);
    }

    @Test
    void closestPoint_isInTheBox_atTheDistanceDistanceSquaredGives_andNoPointOfTheBoxIsCloser() {
        SplittableRandom r = new SplittableRandom(12);
        for (int n = 0; n < CASES; n++) {
            Placed p = randomBox(r);
            Obb3d b = p.box;
            Vector3d point = randomPoint(r, p);
            Vector3d q = b.closestPoint(point.x, point.y, point.z, new Vector3d());
            double d2 = b.distanceSquared(point.x, point.y, point.z);
            assertThat(b.distanceSquared(point)).isEqualTo(d2);
            double scale = point.length() + b.hx + b.hy + b.hz;
            double eps = 1e-12 * scale;
            assertThat(b.contains(q.x, q.y, q.z, 4 * eps)).as("case %d", n).isTrue();
            double dist = Math.sqrt(d2);
            assertThat(Math.abs(q.distance(point) - dist)).as("case %d", n).isLessThanOrEqualTo(4 * eps);
            if (b.contains(point.x, point.y, point.z)) {
                assertThat(q).isEqualTo(point);
                assertThat(d2).isZero();
            }
            // Points of the box, through JOML: none is nearer than the closest point.
            for (int k = 0; k < 20; k++) {
                Vector3d s = p.toWorld.transformPosition(new Vector3d(r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                        r.nextDouble(-1, 1)));
                assertThat(s.distance(point)).isGreaterThanOrEqualTo(dist - 4 * eps);
            }
            // And the box's corners, edges' and faces' points nearest along each local coordinate.
            Vector3d local = p.toLocal.transformPosition(new Vector3d(point));
            Vector3d clamped = p.toWorld.transformPosition(new Vector3d(Math.max(-1, Math.min(1, local.x)),
                    Math.max(-1, Math.min(1, local.y)), Math.max(-1, Math.min(1, local.z))));
            assertThat(q.distance(clamped)).as("case %d", n).isLessThanOrEqualTo(1e-9 * scale);
        }
    }

    @Test
    void corners_areJomlsImagesOfTheUnitCubesCorners_inBitOrder_andBothFormsAgreeBitForBit() {
        SplittableRandom r = new SplittableRandom(13);
        for (int n = 0; n < CASES / 4; n++) {
            Placed p = randomBox(r);
            Vector3d[] v = new Vector3d[8];
            for (int i = 0; i < 8; i++) {
                v[i] = new Vector3d();
            }
            p.box.corners(v);
            double[] flat = p.box.corners(new double[24]);
            double scale = Math.abs(p.box.cx) + Math.abs(p.box.cy) + Math.abs(p.box.cz) + 5;
            for (int i = 0; i < 8; i++) {
                Vector3d expected = p.toWorld.transformPosition(new Vector3d((i & 1) == 0 ? -1 : 1,
                        (i & 2) == 0 ? -1 : 1, (i & 4) == 0 ? -1 : 1));
                assertThat(v[i].distance(expected)).as("case %d corner %d", n, i).isLessThan(1e-12 * scale);
                assertThat(new double[] {flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]})
                        .containsExactly(v[i].x, v[i].y, v[i].z);
            }
        }
    }

    @Test
    void isCloseTo_comparesEachOfTheFifteenNumbers_withTheToleranceInclusive() {
        Obb3d a = Obb3d.of(1e3, -2e3, 3e3, new Quaterniond().rotationXYZ(0.3, -0.7, 1.1), 1, 2, 3);
        double[] f = {a.cx, a.cy, a.cz, a.ux, a.uy, a.uz, a.vx, a.vy, a.vz, a.wx, a.wy, a.wz, a.hx, a.hy, a.hz};
        for (int i = 0; i < 15; i++) {
            for (double sign : new double[] {1, -1}) {
                double[] g = f.clone();
                g[i] += sign * 0.25;
                Obb3d b = new Obb3d(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8], g[9], g[10], g[11], g[12],
                        g[13], g[14]);
                double d = Math.abs(g[i] - f[i]);
                assertThat(a.isCloseTo(b, d)).as("number %d off by %s", i, d).isTrue();
                assertThat(b.isCloseTo(a, d)).isTrue();
                assertThat(a.isCloseTo(b, Math.nextDown(d))).as("number %d", i).isFalse();
                assertThat(b.isCloseTo(a, Math.nextDown(d))).isFalse();
                assertThat(a.equals(b)).as("number %d", i).isFalse();
                assertThat(b.equals(a)).isFalse();
            }
        }
        assertThat(a.isCloseTo(a, 0)).isTrue();
        assertThat(a.equals(new Obb3d(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9], f[10], f[11], f[12],
                f[13], f[14]))).isTrue();
        assertThatThrownBy(() -> a.isCloseTo(a, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void toString_recreatesTheBoxBitForBit_forTurnedBoxesAwayFromTheOrigin() throws Exception {
        SplittableRandom r = new SplittableRandom(14);
        for (int n = 0; n < 200; n++) {
            Obb3d b = randomBox(r).box;
            String s = b.toString();
            assertThat(s).startsWith("Obb3d.fromAxes(").endsWith(")");
            String[] parts = s.substring("Obb3d.fromAxes(".length(), s.length() - 1).split(", ");
            assertThat(parts).hasSize(15);
            double[] v = new double[15];
            for (int i = 0; i < 15; i++) {
                v[i] = Double.parseDouble(parts[i]);
            }
            Obb3d back = Obb3d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11],
                    v[12], v[13], v[14]);
            assertThat(back).isEqualTo(b);
            assertThat(back.hashCode()).isEqualTo(b.hashCode());
        }
    }

    @Test
    void reach_isTheCentreCoordinatePlusAllThreeHalfExtents_alongEachWorldAxis() {
        double max = Obb3d.MAX_REACH;
        double[] h = {max / 8, max / 4, max / 8};
        double room = max - (h[0] + h[1] + h[2]);
        for (int axis = 0; axis < 3; axis++) {
            for (double sign : new double[] {1, -1}) {
                double[] c = new double[3];
                c[axis] = sign * room;
                Obb3d ok = new Obb3d(c[0], c[1], c[2], 1, 0, 0, 0, 1, 0, 0, 0, 1, h[0], h[1], h[2]);
                assertThat(ok.cx).isEqualTo(c[0]);
                c[axis] = sign * Math.nextUp(room) * 1.0000001;
                double[] cc = c.clone();
                assertThatThrownBy(() -> new Obb3d(cc[0], cc[1], cc[2], 1, 0, 0, 0, 1, 0, 0, 0, 1, h[0], h[1], h[2]))
                        .as("axis %d", axis).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("center (" + cc[0] + ", " + cc[1] + ", " + cc[2] + ")")
                        .hasMessageContaining("half-extents (" + h[0] + ", " + h[1] + ", " + h[2] + ")");
            }
        }
    }

    @Test
    void rotation_hasTheAxesAsRows_theTransposeOfJomlsRotationOfTheQuaternion() {
        SplittableRandom r = new SplittableRandom(15);
        for (int n = 0; n < 100; n++) {
            Quaterniond q = new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                    r.nextDouble(-1, 1)).normalize();
            Obb3d b = Obb3d.of(3, 4, 5, q, 1, 2, 3);
            org.joml.Matrix3d m = b.rotation(new org.joml.Matrix3d());
            org.joml.Matrix3d expected = new org.joml.Matrix3d().set(q).transpose();
            assertThat(m.equals(expected, 1e-12)).as("%s vs %s", m, expected).isTrue();
        }
    }

    @Test
    void contains_takesEachCoordinateChecked_andTheToleranceInclusively_alongEachAxis() {
        Obb3d b = Obb3d.of(10, 20, 30, new Quaterniond(), 1, 2, 4);
        double[] h = {1, 2, 4};
        for (int k = 0; k < 3; k++) {
            double[] p = {10, 20, 30};
            p[k] += h[k] + 0.5;
            assertThat(b.contains(p[0], p[1], p[2], 0.5)).as("axis %d", k).isTrue();
            assertThat(b.contains(p[0], p[1], p[2], 0.5 - 1e-9)).as("axis %d", k).isFalse();
            p[k] = Double.NaN;
            String name = new String[] {"x", "y", "z"}[k];
            double[] q = p.clone();
            assertThatThrownBy(() -> b.contains(q[0], q[1], q[2])).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(name);
            assertThatThrownBy(() -> b.contains(q[0], q[1], q[2], 1)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(name);
        }
    }

    @Test
    void corners_refuseANullElementByIndex_beforeWritingAnyCorner() {
        Obb3d b = Obb3d.of(1, 2, 3, new Quaterniond().rotationXYZ(0.1, 0.2, 0.3), 1, 2, 3);
        Vector3d[] dest = new Vector3d[8];
        for (int i = 0; i < 8; i++) {
            dest[i] = i == 5 ? null : new Vector3d(7, 7, 7);
        }
        assertThatThrownBy(() -> b.corners(dest)).isInstanceOf(NullPointerException.class).hasMessage("dest[5]");
        assertThat(dest[0]).isEqualTo(new Vector3d(7, 7, 7));
        assertThat(dest[4]).isEqualTo(new Vector3d(7, 7, 7));
    }
}
