package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The exact kernel's floating-point filter against its own exact path ({@link Sat2dExactKernel#exact},
 * {@link BigDecimal} on the stored doubles, which {@code verification} holds to the testkit's rational
 * oracle): the filter may only answer where it is certain, so the two must agree on every case. The
 * cases are those a bound that is too small gets wrong: pairs slid to the exact path's boundary (by
 * bisection) and then moved a few ulps either way, at sizes from {@code 1e-150} to {@code 1e8}, and needles and points along a line
 * (where the pair's scale, made of the centre difference and the extents, has one dominant term). Point
 * boxes also take the exact path's rank-0 case, which the contract's pairs never reach.
 */
class Sat2dExactFilterTest {
    private static boolean exactPath(Obb2d a, Obb2d b) {
        BigDecimal[] t = {new BigDecimal(b.cx).subtract(new BigDecimal(a.cx)),
            new BigDecimal(b.cy).subtract(new BigDecimal(a.cy))};
        return Sat2dExactKernel.exact(t, new double[][] {{a.ux, a.uy}, {a.vx, a.vy}, {b.ux, b.uy}, {b.vx, b.vy}},
                new double[] {a.hx, a.hy, b.hx, b.hy});
    }

    private static boolean exactPath(Obb2d b, double x, double y) {
        BigDecimal[] t = {new BigDecimal(x).subtract(new BigDecimal(b.cx)),
            new BigDecimal(y).subtract(new BigDecimal(b.cy))};
        return Sat2dExactKernel.exact(t, new double[][] {{b.ux, b.uy}, {b.vx, b.vy}}, new double[] {b.hx, b.hy});
    }

    private static int checkPair(Obb2d a, Obb2d b, String at) {
        boolean exact = exactPath(a, b);
        assertThat(Sat2d.intersectsExact(a, b)).as("%s: %s vs %s", at, a, b).isEqualTo(exact);
        assertThat(Sat2d.intersectsExact(b, a)).as("%s, swapped: %s vs %s", at, b, a).isEqualTo(exact);
        return exact ? 1 : 0;
    }

    /** B moved by {@code i, j} ulps of its centre coordinates. */
    private static Obb2d nudged(Obb2d b, int i, int j) {
        double x = b.cx + i * Math.ulp(b.cx);
        double y = b.cy + j * Math.ulp(b.cy);
        return Obb2d.fromAxes(x, y, b.ux, b.uy, b.vx, b.vy, b.hx, b.hy);
    }

    /**
     * B slid from A's centre along {@code (dx, dy)} to where the exact path stops answering "intersecting"
     * (by bisection on the exact path), then every nudge of that box's centre by up to three ulps checked;
     * returns how many of the nudged pairs intersect.
     */
    private static int checkAroundTheBoundary(Obb2d a, Obb2d b, double dx, double dy, String at) {
        Obb2d start = b.translated(a.cx - b.cx, a.cy - b.cy);
        double lo = 0;
        double hi = 4 * (a.hx + a.hy + b.hx + b.hy) / Math.max(Math.abs(dx), Math.abs(dy));
        for (int k = 0; k < 80 && lo < hi; k++) {
            double mid = lo + 0.5 * (hi - lo);
            if (mid == lo || mid == hi) {
                break;
            }
            if (exactPath(a, start.translated(mid * dx, mid * dy))) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Obb2d edge = start.translated(hi * dx, hi * dy);
        int intersecting = 0;
        for (int i = -3; i <= 3; i++) {
            for (int j = -3; j <= 3; j++) {
                intersecting += checkPair(a, nudged(edge, i, j), at + " nudged " + i + ", " + j);
            }
        }
        return intersecting;
    }

    @Test
    void pairsSlidToTheBoundary_andNudgedByUlps_getTheExactPathsAnswer() {
        SplittableRandom r = new SplittableRandom(24);
        double[] scales = {1, 1e-150, 1e-3, 1e8};
        int intersecting = 0;
        int cases = 0;
        for (int c = 0; c < 240; c++) {
            double s = scales[c % scales.length];
            double far = c % 8 < 4 ? 0 : 1e3 * s;
            Obb2d a = Obb2d.of(far + s * r.nextDouble(-1, 1), s * r.nextDouble(-1, 1), r.nextDouble(-4, 4),
                    s * r.nextDouble(0, 2), c % 5 == 0 ? 0 : s * r.nextDouble(0, 2));
            Obb2d b = Obb2d.of(a.cx + s * r.nextDouble(-1, 1), a.cy + s * r.nextDouble(-1, 1), r.nextDouble(-4, 4),
                    s * r.nextDouble(0, 2), c % 7 == 0 ? 0 : s * r.nextDouble(0, 2));
            double dir = r.nextDouble(-Math.PI, Math.PI);
            intersecting += checkAroundTheBoundary(a, b, Math.cos(dir), Math.sin(dir), "case " + c);
            cases += 49;
        }
        // Both answers occur, so neither "always true" nor "always false" passes.
        assertThat(intersecting).isBetween(cases / 10, cases - cases / 10);
    }

    @Test
    void needlesEndToEnd_alongOneLine_getTheExactPathsAnswer() {
        // The scale is dominated by the centre difference along y and the needles' lengths; a bound
        // that loses either term is too small for the rounding of the turned rows.
        SplittableRandom r = new SplittableRandom(25);
        int intersecting = 0;
        int cases = 0;
        for (int c = 0; c < 120; c++) {
            double angle = Math.PI / 2 + (c % 2 == 0 ? 1 : -1) * Math.scalb(r.nextDouble(1, 2), -10 - r.nextInt(30));
            double la = Math.scalb(r.nextDouble(1, 2), r.nextInt(-20, 20));
            double lb = la * r.nextDouble(0.1, 3);
            double ux = Math.cos(angle);
            double uy = Math.sin(angle);
            Obb2d a = Obb2d.of(ux * 3 * la, uy * 3 * la, angle, la, 0);
            Obb2d b = Obb2d.of(0, 0, angle + (c % 3 == 0 ? 0x1p-40 : c % 3 == 1 ? -0x1p-45 : 0x1p-30), lb, 0);
            intersecting += checkAroundTheBoundary(a, b, ux, uy, "case " + c);
            cases += 49;
            // A point box at A's end, and the end itself against A.
            double ex = a.cx + ux * la;
            double ey = a.cy + uy * la;
            for (int i = -2; i <= 2; i++) {
                double px = ex + i * Math.ulp(ex);
                double py = ey + i * Math.ulp(ey);
                assertThat(Sat2d.containsExact(a, px, py)).as("case %d end nudged %d", c, i)
                        .isEqualTo(exactPath(a, px, py));
                assertThat(Sat2d.containsExact(a, ex, py)).as("case %d end nudged %d in y", c, i)
                        .isEqualTo(exactPath(a, ex, py));
                checkPair(a, Obb2d.of(px, py, 0, 0, 0), "case " + c + " point at the end nudged " + i);
            }
        }
        assertThat(intersecting).isBetween(cases / 20, cases - cases / 20);
    }

    @Test
    void pointsNearATurnedBoxsCorners_getTheExactPathsAnswer() {
        SplittableRandom r = new SplittableRandom(26);
        double[] scales = {1, 1e-150, 1e8};
        int inside = 0;
        int cases = 0;
        for (int c = 0; c < 300; c++) {
            double s = scales[c % scales.length];
            Obb2d box = Obb2d.of(s * r.nextDouble(-5, 5), s * r.nextDouble(-5, 5), r.nextDouble(-4, 4),
                    s * r.nextDouble(0, 2), c % 4 == 0 ? 0 : s * r.nextDouble(0, 2));
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    double x = box.cx + sx * box.hx * box.ux + sy * box.hy * box.vx;
                    double y = box.cy + sx * box.hx * box.uy + sy * box.hy * box.vy;
                    for (int i = -3; i <= 3; i++) {
                        double px = x + i * Math.ulp(x);
                        double py = y - i * Math.ulp(y);
                        boolean exact = exactPath(box, px, py);
                        assertThat(Sat2d.containsExact(box, px, py)).as("case %d corner %d %d nudged %d: %s", c, sx, sy, i, box)
                                .isEqualTo(exact);
                        inside += exact ? 1 : 0;
                        cases++;
                    }
                }
            }
        }
        assertThat(inside).isBetween(cases / 20, cases - cases / 20);
    }

    @Test
    void pointBoxes_meetOnlyWhereTheyCoincide() {
        Obb2d p = Obb2d.of(1, 2, 0.3, 0, 0);
        assertThat(Sat2d.intersectsExact(p, Obb2d.of(1, 2, 1.1, 0, 0))).isTrue();
        assertThat(Sat2d.intersectsExact(p, Obb2d.of(Math.nextUp(1.0), 2, 0, 0, 0))).isFalse();
        assertThat(Sat2d.intersectsExact(p, Obb2d.of(1, Math.nextDown(2.0), 0, 0, 0))).isFalse();
        assertThat(Sat2d.containsExact(p, 1, 2)).isTrue();
        assertThat(Sat2d.containsExact(p, 1, Math.nextUp(2.0))).isFalse();
        assertThat(Sat2d.containsExact(p, Math.nextDown(1.0), 2)).isFalse();
    }
}
