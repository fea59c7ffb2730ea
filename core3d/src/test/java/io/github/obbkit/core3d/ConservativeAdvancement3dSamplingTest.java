package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * Conservative advancement against a slow answer of its own: the boxes placed at each time by a JOML
 * quaternion (not the kernel's Rodrigues turn), the static test sampled over the step and bisected to
 * the first contact, and the fifteen-axis gap recomputed at the reported time. Turned boxes away from
 * the origin, both moving and both turning.
 */
class ConservativeAdvancement3dSamplingTest {
    private static final int CASES = 120;
    private static final int SAMPLES = 300;
    private static final double TOLERANCE = 1e-4;

    /** The box at time {@code t}: centre moved by {@code t move}, turned about it by {@code t spin}. */
    private static Obb3d at(Obb3d box, Vector3d move, Vector3d spin, double t) {
        double angle = spin.length() * t;
        Quaterniond q = angle == 0 ? new Quaterniond()
                : new Quaterniond().fromAxisAngleRad(spin.x / spin.length(), spin.y / spin.length(),
                        spin.z / spin.length(), angle);
        Vector3d u = q.transform(new Vector3d(box.ux, box.uy, box.uz));
        Vector3d v = q.transform(new Vector3d(box.vx, box.vy, box.vz));
        Vector3d w = q.transform(new Vector3d(box.wx, box.wy, box.wz));
        return Obb3d.fromAxes(box.cx + t * move.x, box.cy + t * move.y, box.cz + t * move.z, u.x, u.y, u.z, v.x, v.y,
                v.z, w.x, w.y, w.z, box.hx, box.hy, box.hz);
    }

    private static double radius(Obb3d box, double lx, double ly, double lz) {
        return box.hx * Math.abs(box.ux * lx + box.uy * ly + box.uz * lz)
                + box.hy * Math.abs(box.vx * lx + box.vy * ly + box.vz * lz)
                + box.hz * Math.abs(box.wx * lx + box.wy * ly + box.wz * lz);
    }

    /** The gap along the unit {@code l}, from A towards B: positive where it separates them. */
    private static double signedGap(Obb3d a, Obb3d b, double lx, double ly, double lz) {
        double p = (b.cx - a.cx) * lx + (b.cy - a.cy) * ly + (b.cz - a.cz) * lz;
        return p - radius(a, lx, ly, lz) - radius(b, lx, ly, lz);
    }

    /** The largest gap over the six face axes and the nine edge-edge axes that are not degenerate. */
    private static double largestGap(Obb3d a, Obb3d b) {
        double[][] axes = {{a.ux, a.uy, a.uz}, {a.vx, a.vy, a.vz}, {a.wx, a.wy, a.wz},
            {b.ux, b.uy, b.uz}, {b.vx, b.vy, b.vz}, {b.wx, b.wy, b.wz}};
        double best = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < 15; k++) {
            double[] l;
            if (k < 6) {
                l = axes[k];
            } else {
                double[] p = axes[(k - 6) / 3];
                double[] q = axes[3 + (k - 6) % 3];
                Vector3d c = new Vector3d(p[0], p[1], p[2]).cross(q[0], q[1], q[2]);
                if (c.length() < Sat3d.DEGENERATE_EDGE_AXIS) {
                    continue;
                }
                c.normalize();
                l = new double[] {c.x, c.y, c.z};
            }
            best = Math.max(best, Math.max(signedGap(a, b, l[0], l[1], l[2]), signedGap(a, b, -l[0], -l[1], -l[2])));
        }
        return best;
    }

    private static Obb3d randomBox(SplittableRandom r, double cx, double cy, double cz) {
        Quaterniond q = new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                r.nextDouble(-1, 1)).normalize();
        return Obb3d.of(cx, cy, cz, q, r.nextDouble(0.2, 2.5), r.nextDouble(0.2, 2.5), r.nextDouble(0.2, 2.5));
    }

    private static Vector3d randomVector(SplittableRandom r, double size) {
        return new Vector3d(r.nextDouble(-size, size), r.nextDouble(-size, size), r.nextDouble(-size, size));
    }

    @Test
    void turningMovingBoxesAwayFromTheOrigin_areReportedNoLaterThanTheirFirstContact_withinTheTolerance() {
        SplittableRandom r = new SplittableRandom(40);
        int contacts = 0;
        int misses = 0;
        for (int n = 0; n < CASES; n++) {
            double ox = r.nextDouble(-300, 300);
            double oy = r.nextDouble(-300, 300);
            double oz = r.nextDouble(-300, 300);
            Obb3d a = randomBox(r, ox, oy, oz);
            Vector3d dir = new Vector3d(r.nextGaussian(), r.nextGaussian(), r.nextGaussian()).normalize();
            double dist = r.nextDouble(6, 10);
            Obb3d b = randomBox(r, ox + dist * dir.x, oy + dist * dir.y, oz + dist * dir.z);
            Vector3d moveA = randomVector(r, 2);
            Vector3d spinA = randomVector(r, 1.5);
            Vector3d spinB = randomVector(r, 1.5);
            double scale = r.nextDouble(0.3, 1.8);
            Vector3d moveB = new Vector3d(ox + r.nextDouble(-4, 4) - b.cx, oy + r.nextDouble(-4, 4) - b.cy,
                    oz + r.nextDouble(-4, 4) - b.cz).mul(scale).add(moveA);
            String at = "case " + n;

            // The first sampled contact, bisected.
            double first = Double.NaN;
            double before = 0;
            for (int i = 0; i <= SAMPLES && Double.isNaN(first); i++) {
                double t = (double) i / SAMPLES;
                if (Sat3d.intersects(at(a, moveA, spinA, t), at(b, moveB, spinB, t))) {
                    double after = t;
                    for (int k = 0; k < 50 && t > 0; k++) {
                        double mid = 0.5 * (before + after);
                        if (Sat3d.intersects(at(a, moveA, spinA, mid), at(b, moveB, spinB, mid))) {
                            after = mid;
                        } else {
                            before = mid;
                        }
                    }
                    first = after;
                }
                before = t;
            }

            Contact3d c = ConservativeAdvancement3d.firstContact(a, moveA, spinA, b, moveB, spinB, TOLERANCE);

            if (Double.isNaN(first)) {
                misses += c == null ? 1 : 0;
                if (c != null) {
                    // Not seen by the samples: then the boxes came within the tolerance.
                    Obb3d ta = at(a, moveA, spinA, c.time());
                    Obb3d tb = at(b, moveB, spinB, c.time());
                    assertThat(largestGap(ta, tb)).as(at).isLessThanOrEqualTo(TOLERANCE + 1e-9);
                }
                continue;
            }
            assertThat(c).as(at).isNotNull();
            contacts++;
            assertThat(c.time()).as(at).isLessThanOrEqualTo(first + 1e-9);
            if (first == 0) {
                assertThat(c.time()).as(at).isZero();
                continue;
            }
            Obb3d ta = at(a, moveA, spinA, c.time());
            Obb3d tb = at(b, moveB, spinB, c.time());
            double gap = largestGap(ta, tb);
            assertThat(gap).as(at).isLessThanOrEqualTo(TOLERANCE + 1e-9).isGreaterThan(-1e-9);
            // The normal: the axis of the largest gap there, from A towards B.
            assertThat(c.normalX() * c.normalX() + c.normalY() * c.normalY() + c.normalZ() * c.normalZ())
                    .as(at).isCloseTo(1, within(1e-12));
            assertThat(signedGap(ta, tb, c.normalX(), c.normalY(), c.normalZ())).as(at).isCloseTo(gap, within(1e-9));
        }
        assertThat(contacts).isGreaterThan(CASES / 4);
        assertThat(misses).isGreaterThan(CASES / 20);
    }

    @Test
    void bothMovingHeadOn_alongEachWorldAxis_meetWhereTheSweepSays() {
        Obb3d a = Obb3d.fromAxes(-40, 25, 60, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Vector3d none = new Vector3d();
        for (int k = 0; k < 3; k++) {
            Vector3d axis = new Vector3d(k == 0 ? 1 : 0, k == 1 ? 1 : 0, k == 2 ? 1 : 0);
            Obb3d b = a.translated(10 * axis.x, 10 * axis.y, 10 * axis.z);
            Vector3d moveA = new Vector3d(axis).mul(5);
            Vector3d moveB = new Vector3d(axis).mul(-5);

            Contact3d exact = Sweep3d.firstContact(a, moveA, b, moveB);
            Contact3d advanced = ConservativeAdvancement3d.firstContact(a, moveA, none, b, moveB, none, 1e-6);

            assertThat(exact).as("axis %d", k).isNotNull();
            assertThat(advanced).as("axis %d", k).isNotNull();
            assertThat(advanced.time()).as("axis %d", k).isLessThanOrEqualTo(exact.time())
                    .isCloseTo(0.8, within(1e-6));
        }
    }
}
