package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The push against a slow answer from corners: both boxes' eight corners projected onto each of the
 * fifteen candidate axes (normalised, edge-edge axes from the world-space cross products, nearly
 * degenerate ones left out), the least overlap being the depth. Pairs are turned and far from the
 * origin, some turned about a shared direction (edge-edge axes nearly parallel to face axes), some
 * flat; the boxes are placed so that any of the fifteen axes can be the shallowest.
 */
class Sat3dMtvBruteForceTest {
    private static final int CASES = 4000;

    private static double[] corners(Obb3d b) {
        return b.corners(new double[24]);
    }

    /** The overlap of the two corner sets along the unit {@code l}: positive when they overlap. */
    private static double overlap(double[] p, double[] q, double lx, double ly, double lz) {
        double pMin = Double.POSITIVE_INFINITY;
        double pMax = Double.NEGATIVE_INFINITY;
        double qMin = Double.POSITIVE_INFINITY;
        double qMax = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 8; i++) {
            double a = p[3 * i] * lx + p[3 * i + 1] * ly + p[3 * i + 2] * lz;
            double b = q[3 * i] * lx + q[3 * i + 1] * ly + q[3 * i + 2] * lz;
            pMin = Math.min(pMin, a);
            pMax = Math.max(pMax, a);
            qMin = Math.min(qMin, b);
            qMax = Math.max(qMax, b);
        }
        return Math.min(pMax - qMin, qMax - pMin);
    }

    /** The least overlap over the fifteen axes, and the second least among axes not parallel to its axis. */
    private static double[] leastOverlaps(Obb3d a, Obb3d b, double tol) {
        double[] p = corners(a);
        double[] q = corners(b);
        double[][] axes = new double[15][];
        double[][] fa = {{a.ux, a.uy, a.uz}, {a.vx, a.vy, a.vz}, {a.wx, a.wy, a.wz}};
        double[][] fb = {{b.ux, b.uy, b.uz}, {b.vx, b.vy, b.vz}, {b.wx, b.wy, b.wz}};
        for (int i = 0; i < 3; i++) {
            axes[i] = fa[i];
            axes[3 + i] = fb[i];
            for (int j = 0; j < 3; j++) {
                Vector3d c = new Vector3d(fa[i][0], fa[i][1], fa[i][2]).cross(fb[j][0], fb[j][1], fb[j][2]);
                double len = c.length();
                axes[6 + 3 * i + j] = len < 1e-7 ? null : new double[] {c.x / len, c.y / len, c.z / len};
            }
        }
        double best = Double.POSITIVE_INFINITY;
        int bestAxis = -1;
        double[] o = new double[15];
        for (int k = 0; k < 15; k++) {
            o[k] = axes[k] == null ? Double.POSITIVE_INFINITY : overlap(p, q, axes[k][0], axes[k][1], axes[k][2]);
            best = Math.min(best, o[k]);
        }
        for (int k = 14; k >= 0; k--) {
            if (o[k] == best) {
                bestAxis = k;
            }
        }
        // An axis parallel to the least one has the same overlap, computed another way: the documented
        // tie rule takes the first of them.
        for (int k = 0; k < bestAxis; k++) {
            if (axes[k] != null && o[k] <= best + tol && Math.abs(axes[k][0] * axes[bestAxis][0]
                    + axes[k][1] * axes[bestAxis][1] + axes[k][2] * axes[bestAxis][2]) > 1 - 1e-9) {
                bestAxis = k;
                break;
            }
        }
        double second = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 15; k++) {
            if (k == bestAxis || axes[k] == null) {
                continue;
            }
            double dot = Math.abs(axes[k][0] * axes[bestAxis][0] + axes[k][1] * axes[bestAxis][1]
                    + axes[k][2] * axes[bestAxis][2]);
            if (dot < 1 - 1e-6) {
                second = Math.min(second, o[k]);
            }
        }
        return new double[] {best, second, bestAxis};
    }

    private static Quaterniond randomTurn(SplittableRandom r) {
        return new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1))
                .normalize();
    }

    private static Obb3d[] randomPair(SplittableRandom r) {
        double away = Math.pow(10, r.nextDouble(0, 5));
        double cx = r.nextDouble(-1, 1) * away;
        double cy = r.nextDouble(-1, 1) * away;
        double cz = r.nextDouble(-1, 1) * away;
        Quaterniond qa = randomTurn(r);
        Quaterniond qb;
        switch (r.nextInt(4)) {
            case 0 -> qb = new Quaterniond(qa).rotateZ(r.nextDouble(-Math.PI, Math.PI)); // a shared direction
            case 1 -> qb = new Quaterniond(qa).rotateXYZ(r.nextDouble(-1e-3, 1e-3), r.nextDouble(-1e-3, 1e-3),
                    r.nextDouble(-1e-3, 1e-3)); // nearly parallel
            default -> qb = randomTurn(r);
        }
        double[] ha = {r.nextDouble(0.1, 3), r.nextDouble(0.1, 3), r.nextDouble(0.1, 3)};
        double[] hb = {r.nextDouble(0.1, 3), r.nextDouble(0.1, 3), r.nextDouble(0.1, 3)};
        if (r.nextInt(6) == 0) {
            hb[r.nextInt(3)] = 0;
        }
        if (r.nextInt(6) == 0) {
            ha[r.nextInt(3)] = r.nextDouble(4, 8); // a rod: edge-edge contacts
            hb[r.nextInt(3)] = r.nextDouble(4, 8);
        }
        Obb3d a = Obb3d.of(cx, cy, cz, qa, ha[0], ha[1], ha[2]);
        double reach = ha[0] + ha[1] + ha[2] + hb[0] + hb[1] + hb[2];
        Vector3d dir = new Vector3d(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1)).normalize();
        double dist = reach * r.nextDouble(0, 0.7);
        Obb3d b = Obb3d.of(cx + dist * dir.x, cy + dist * dir.y, cz + dist * dir.z, qb, hb[0], hb[1], hb[2]);
        return new Obb3d[] {a, b};
    }

    @Test
    void depth_isTheLeastOverlapOfTheCornersOverTheFifteenAxes_andTheNormalIsThatAxisFromAToB() {
        SplittableRandom r = new SplittableRandom(404);
        MutableContact3d h = new MutableContact3d();
        int checked = 0;
        int[] byAxis = new int[15];
        for (int n = 0; n < CASES; n++) {
            Obb3d[] pair = randomPair(r);
            Obb3d a = pair[0];
            Obb3d b = pair[1];
            double band = Sat3d.boundaryBand(a, b);
            double[] least = leastOverlaps(a, b, 1e-3 * band);
            if (Math.abs(least[0]) <= band) {
                continue;
            }
            Mtv3d m = Sat3d.mtv(a, b);
            assertThat(Sat3d.mtv(a, b, h)).isEqualTo(m != null);
            assertThat(h.toMtv()).isEqualTo(m);
            if (least[0] < 0) {
                assertThat(m).as("case %d: %s, %s", n, a, b).isNull();
                assertThat(Sat3d.separatingMtv(a, b)).isNull();
                assertThat(Sat3d.separatingMtv(a, b, h)).isFalse();
                assertThat(h.hasContact()).isFalse();
                assertThat(h.depth()).isNaN();
                continue;
            }
            assertThat(m).as("case %d: %s, %s", n, a, b).isNotNull();
            checked++;
            assertThat(m.depth()).as("case %d: %s, %s", n, a, b).isCloseTo(least[0],
                    org.assertj.core.data.Offset.offset(band));
            // Along the normal the boxes overlap by the depth: it is the shallowest axis, not any axis.
            double along = overlap(corners(a), corners(b), m.normalX(), m.normalY(), m.normalZ());
            assertThat(along).as("case %d", n).isCloseTo(m.depth(), org.assertj.core.data.Offset.offset(band));
            // From A towards B.
            assertThat((b.cx - a.cx) * m.normalX() + (b.cy - a.cy) * m.normalY() + (b.cz - a.cz) * m.normalZ())
                    .isGreaterThanOrEqualTo(0.0);
            if (least[1] - least[0] > 4 * band) {
                byAxis[(int) least[2]]++;
                assertThat(m.axis().ordinal()).as("case %d: %s, %s", n, a, b).isEqualTo((int) least[2]);
            }
            // The separating push: apart afterwards, by at most a few bands more than the touching push.
            Mtv3d s = Sat3d.separatingMtv(a, b);
            assertThat(s.axis()).isEqualTo(m.axis());
            assertThat(s.normalX()).isEqualTo(m.normalX());
            assertThat(s.normalY()).isEqualTo(m.normalY());
            assertThat(s.normalZ()).isEqualTo(m.normalZ());
            assertThat(s.depth()).isGreaterThan(m.depth()).isLessThanOrEqualTo(m.depth() + 8 * band);
            // The documented slop: twice the band plus four ulps of B's largest centre coordinate, doubled
            // until B is clear.
            double slop = 2 * band + 4 * Math.ulp(Math.max(Math.abs(b.cx), Math.max(Math.abs(b.cy), Math.abs(b.cz))));
            double doublings = Math.log((s.depth() - m.depth()) / slop) / Math.log(2);
            assertThat(Math.abs(doublings - Math.rint(doublings))).as("case %d: %s doublings", n, doublings)
                    .isLessThan(1e-6);
            Obb3d moved = b.translated(s.depth() * s.normalX(), s.depth() * s.normalY(), s.depth() * s.normalZ());
            assertThat(Sat3d.intersects(a, moved)).as("case %d", n).isFalse();
            assertThat(Sat3d.separatingMtv(a, b, h)).isTrue();
            assertThat(h.toMtv()).isEqualTo(s);
        }
        assertThat(checked).isGreaterThan(CASES / 4);
        for (int k = 0; k < 15; k++) {
            assertThat(byAxis[k]).as("pairs whose shallowest axis is %s", SatAxis3d.values()[k]).isPositive();
        }
    }

    @Test
    void thePush_isTheSameWithTheBoxesSwapped_butPointsTheOtherWay() {
        SplittableRandom r = new SplittableRandom(405);
        for (int n = 0; n < CASES; n++) {
            Obb3d[] pair = randomPair(r);
            Obb3d a = pair[0];
            Obb3d b = pair[1];
            double band = Sat3d.boundaryBand(a, b);
            double[] least = leastOverlaps(a, b, 1e-3 * band);
            if (Math.abs(least[0]) <= band) {
                continue;
            }
            Mtv3d ab = Sat3d.mtv(a, b);
            Mtv3d ba = Sat3d.mtv(b, a);
            assertThat(ab == null).isEqualTo(ba == null);
            if (ab != null) {
                assertThat(ba.depth()).as("case %d", n).isCloseTo(ab.depth(), org.assertj.core.data.Offset.offset(band));
                if (least[1] - least[0] > 4 * band) {
                    assertThat(ba.normalX()).isCloseTo(-ab.normalX(), org.assertj.core.data.Offset.offset(1e-9));
                    assertThat(ba.normalY()).isCloseTo(-ab.normalY(), org.assertj.core.data.Offset.offset(1e-9));
                    assertThat(ba.normalZ()).isCloseTo(-ab.normalZ(), org.assertj.core.data.Offset.offset(1e-9));
                }
            }
        }
    }
}
