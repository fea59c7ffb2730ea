package io.github.obbkit.core2d;

import java.math.BigDecimal;

/**
 * The exact, band-free forms of the 2D pair test and of point containment: the answers of exact
 * arithmetic on the stored doubles, for the box they define, the parallelogram
 * {@code c + s0 hx u + s1 hy v}, {@code |s_i| <= 1}, of its stored rows. A filtered predicate
 * (Shewchuk 1997; CGAL's filtered kernels): {@link Sat2d#intersects}'s four tests, without the lean,
 * run in {@code double} with a certified error bound {@code E} on each margin (the rounding, and how
 * far the stored rows are from orthonormal, measured first); a margin above {@code E} separates for
 * certain, and the pair intersects for certain when every margin is below {@code -E}. Anything else is decided by {@link #exact}, in {@link BigDecimal} arithmetic
 * on the exact binary values. The derivation of {@code E} and the completeness of the axes are in
 * docs/precision.md ("Exact predicates").
 */
final class Sat2dExactKernel {
    /** The relative error bound's multiplier of the rows' measured defect and of the unit roundoff. */
    private static final double BOUND_FACTOR = 256;
    /** {@code u = 2^-53}, the unit roundoff of {@code double}. */
    private static final double U = 0x1p-53;
    /** Absolute slack for results that underflow. */
    private static final double UNDERFLOW_SLACK = 0x1p-1060;
    /** Above this measured defect the first-order bound is not trusted and the exact path decides. */
    private static final double MAX_DEFECT = 0x1p-20;

    private Sat2dExactKernel() {
    }

    /** Whether two closed boxes (parallelograms of their stored rows) share a point, exactly. */
    static boolean intersects(Obb2d a, Obb2d b) {
        double eps = Math.max(defect(a), defect(b));
        double tx = b.cx - a.cx;
        double ty = b.cy - a.cy;
        double scale = Math.abs(tx) + Math.abs(ty) + (a.hx + a.hy) + (b.hx + b.hy);
        double e = BOUND_FACTOR * (eps + U) * scale + UNDERFLOW_SLACK;
        if (eps <= MAX_DEFECT && e < Double.POSITIVE_INFINITY) {
            double ta0 = tx * a.ux + ty * a.uy;
            double ta1 = tx * a.vx + ty * a.vy;
            double r00 = a.ux * b.ux + a.uy * b.uy;
            double r01 = a.ux * b.vx + a.uy * b.vy;
            double r10 = a.vx * b.ux + a.vy * b.uy;
            double r11 = a.vx * b.vx + a.vy * b.vy;
            double q00 = Math.abs(r00);
            double q01 = Math.abs(r01);
            double q10 = Math.abs(r10);
            double q11 = Math.abs(r11);
            double m0 = Math.abs(ta0) - (a.hx + b.hx * q00 + b.hy * q01);            // L = A0
            double m1 = Math.abs(ta1) - (a.hy + b.hx * q10 + b.hy * q11);            // L = A1
            double m2 = Math.abs(ta0 * r00 + ta1 * r10) - (a.hx * q00 + a.hy * q10 + b.hx);  // L = B0
            double m3 = Math.abs(ta0 * r01 + ta1 * r11) - (a.hx * q01 + a.hy * q11 + b.hy);  // L = B1
            if (m0 > e || m1 > e || m2 > e || m3 > e) {
                return false;
            }
            // Rows of non-zero extent all along one line d leave perp(d) among the four axes, with an
            // exact margin |perp(d) · t| >= 0: such pairs are never certified here.
            if (m0 < -e && m1 < -e && m2 < -e && m3 < -e) {
                return true;
            }
        }
        BigDecimal[] t = {diff(b.cx, a.cx), diff(b.cy, a.cy)};
        return exact(t, new double[][] {{a.ux, a.uy}, {a.vx, a.vy}, {b.ux, b.uy}, {b.vx, b.vy}},
                new double[] {a.hx, a.hy, b.hx, b.hy});
    }

    /** Whether the closed box (the parallelogram of its stored rows) holds the point, exactly. */
    static boolean contains(Obb2d b, double x, double y) {
        double eps = defect(b);
        double dx = x - b.cx;
        double dy = y - b.cy;
        double e = BOUND_FACTOR * (eps + U) * (Math.abs(dx) + Math.abs(dy) + (b.hx + b.hy)) + UNDERFLOW_SLACK;
        if (eps <= MAX_DEFECT && e < Double.POSITIVE_INFINITY) {
            double m0 = Math.abs(dx * b.ux + dy * b.uy) - b.hx;
            double m1 = Math.abs(dx * b.vx + dy * b.vy) - b.hy;
            if (m0 > e || m1 > e) {
                return false;
            }
            if (m0 < -e && m1 < -e) {
                return true;
            }
        }
        BigDecimal[] t = {diff(x, b.cx), diff(y, b.cy)};
        return exact(t, new double[][] {{b.ux, b.uy}, {b.vx, b.vy}}, new double[] {b.hx, b.hy});
    }

    /**
     * A certified bound on how far a box's stored rows are from orthonormal: the largest
     * {@code |a_i · a_j - δ_ij|}, computed, plus {@code 8u} for the rounding of that computation.
     */
    static double defect(Obb2d b) {
        double g00 = b.ux * b.ux + b.uy * b.uy - 1;
        double g11 = b.vx * b.vx + b.vy * b.vy - 1;
        double g01 = b.ux * b.vx + b.uy * b.vy;
        return Math.max(Math.max(Math.abs(g00), Math.abs(g11)), Math.abs(g01)) + 8 * U;
    }

    /**
     * Whether {@code t} lies in the zonogon {@code { sum_k s_k h_k d_k : |s_k| <= 1 }}, exactly. With
     * {@code G} the rows of non-zero extent: of rank 2, iff {@code |n · t| <= sum_k h_k |n · d_k|} for
     * {@code n = perp(d_k)}, each {@code k} in {@code G} (a zonogon's edges are its generators); of
     * rank 1, along {@code d}, iff {@code d x t = 0} and the inequality holds for {@code n = d}; of
     * rank 0, iff {@code t = 0}.
     */
    static boolean exact(BigDecimal[] t, double[][] rows, double[] extents) {
        int n = 0;
        BigDecimal[][] d = new BigDecimal[rows.length][];
        BigDecimal[] h = new BigDecimal[rows.length];
        for (int k = 0; k < rows.length; k++) {
            if (extents[k] > 0) {
                d[n] = new BigDecimal[] {new BigDecimal(rows[k][0]), new BigDecimal(rows[k][1])};
                h[n] = new BigDecimal(extents[k]);
                n++;
            }
        }
        if (n == 0) {
            return t[0].signum() == 0 && t[1].signum() == 0;
        }
        boolean rank2 = false;
        for (int p = 0; p < n && !rank2; p++) {
            for (int q = p + 1; q < n; q++) {
                if (cross(d[p], d[q]).signum() != 0) {
                    rank2 = true;
                    break;
                }
            }
        }
        if (!rank2) {
            return cross(d[0], t).signum() == 0 && within(d[0], t, d, h, n);
        }
        for (int k = 0; k < n; k++) {
            if (!within(new BigDecimal[] {d[k][1].negate(), d[k][0]}, t, d, h, n)) {
                return false;
            }
        }
        return true;
    }

    /** {@code |axis · t| <= sum_k h_k |axis · d_k|}: the axis does not separate. */
    private static boolean within(BigDecimal[] axis, BigDecimal[] t, BigDecimal[][] d, BigDecimal[] h, int n) {
        BigDecimal radius = BigDecimal.ZERO;
        for (int k = 0; k < n; k++) {
            radius = radius.add(h[k].multiply(dot(axis, d[k]).abs()));
        }
        return dot(axis, t).abs().compareTo(radius) <= 0;
    }

    private static BigDecimal diff(double x, double y) {
        return new BigDecimal(x).subtract(new BigDecimal(y));
    }

    private static BigDecimal cross(BigDecimal[] a, BigDecimal[] b) {
        return a[0].multiply(b[1]).subtract(a[1].multiply(b[0]));
    }

    private static BigDecimal dot(BigDecimal[] a, BigDecimal[] b) {
        return a[0].multiply(b[0]).add(a[1].multiply(b[1]));
    }
}
