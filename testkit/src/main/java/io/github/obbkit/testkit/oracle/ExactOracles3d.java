package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core3d.Obb3d;
import java.math.BigInteger;
import java.util.Objects;

/**
 * Exact oracles for 3D boxes, with no band: the answers of exact rational arithmetic on the stored
 * doubles, for the closed set a box's doubles define, {@code c + s0 hx axisX + s1 hy axisY +
 * s2 hz axisZ} with {@code |s_i| <= 1} (a parallelepiped of the stored axes, which are orthonormal
 * only to within rounding). Independent of any separating-axis argument: each question is the
 * feasibility of a linear program in the box parameters {@code s}, decided by elimination over
 * exact integers ({@link LinearFeasibility}); doubles enter as their exact binary values, so huge,
 * tiny and subnormal numbers are as exact as any. Slow (about a millisecond a case): for tests.
 */
public final class ExactOracles3d {
    private ExactOracles3d() {
    }

    /**
     * Whether two closed boxes share a point: is there {@code (s, s')} in {@code [-1, 1]^6} with
     * {@code cA + sum_i s_i hA_i a_i = cB + sum_j s'_j hB_j b_j}?
     *
     * @param a one box
     * @param b the other box
     * @return the exact answer
     */
    public static boolean intersects(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double[][] ga = generators(a);
        double[][] gb = generators(b);
        LinearFeasibility lp = new LinearFeasibility(6);
        double[] ca = {a.centerX(), a.centerY(), a.centerZ()};
        double[] cb = {b.centerX(), b.centerY(), b.centerZ()};
        for (int d = 0; d < 3; d++) {
            BigInteger[] c = new BigInteger[6];
            for (int k = 0; k < 3; k++) {
                c[k] = product(ga[k][3], ga[k][d]);
                c[3 + k] = product(gb[k][3], gb[k][d]).negate();
            }
            // sum_k s_k hA_k a_k[d] - sum_k s'_k hB_k b_k[d] = cB[d] - cA[d], all times 2^2148.
            lp.equation(c, difference(cb[d], ca[d]));
        }
        for (int k = 0; k < 6; k++) {
            lp.unitBound(k);
        }
        return lp.feasible();
    }

    /**
     * Whether a point lies in the closed box: is there {@code s} in {@code [-1, 1]^3} with
     * {@code c + sum_i s_i h_i a_i = p}?
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @param z   the point's z
     * @return the exact answer
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public static boolean contains(Obb3d box, double x, double y, double z) {
        Objects.requireNonNull(box, "box");
        double[][] g = generators(box);
        double[] c = {box.centerX(), box.centerY(), box.centerZ()};
        double[] p = {x, y, z};
        LinearFeasibility lp = new LinearFeasibility(3);
        for (int d = 0; d < 3; d++) {
            BigInteger[] row = new BigInteger[3];
            for (int k = 0; k < 3; k++) {
                row[k] = product(g[k][3], g[k][d]);
            }
            lp.equation(row, difference(p[d], c[d]));
        }
        for (int k = 0; k < 3; k++) {
            lp.unitBound(k);
        }
        return lp.feasible();
    }

    /** Each stored axis with its half-extent last: {@code {x, y, z, h}}. */
    static double[][] generators(Obb3d b) {
        return new double[][] {
            {b.axisXx(), b.axisXy(), b.axisXz(), b.halfExtentX()},
            {b.axisYx(), b.axisYy(), b.axisYz(), b.halfExtentY()},
            {b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentZ()}};
    }

    /** {@code h x} times {@code 2^2148}, exactly. */
    static BigInteger product(double h, double x) {
        return LinearFeasibility.integer(h).multiply(LinearFeasibility.integer(x));
    }

    /** {@code (p - q)} times {@code 2^2148}, exactly. */
    static BigInteger difference(double p, double q) {
        return LinearFeasibility.integer(p).subtract(LinearFeasibility.integer(q)).shiftLeft(1074);
    }
}
