package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core2d.Obb2d;
import java.math.BigInteger;
import java.util.Objects;

/**
 * Exact oracles for 2D boxes, with no band: the answers of exact rational arithmetic on the stored
 * doubles, for the closed set a box's doubles define, {@code c + s0 hx axisX + s1 hy axisY} with
 * {@code |s_i| <= 1} (a parallelogram of the stored axes). Each question is the feasibility of a
 * linear program in the box parameters, decided by elimination over exact integers, independent of
 * any separating-axis argument; doubles enter as their exact binary values.
 */
public final class ExactOracles2d {
    private ExactOracles2d() {
    }

    /**
     * Whether two closed boxes share a point: is there {@code (s, s')} in {@code [-1, 1]^4} with
     * {@code cA + sum_i s_i hA_i a_i = cB + sum_j s'_j hB_j b_j}?
     *
     * @param a one box
     * @param b the other box
     * @return the exact answer
     */
    public static boolean intersects(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double[][] ga = generators(a);
        double[][] gb = generators(b);
        double[] ca = {a.centerX(), a.centerY()};
        double[] cb = {b.centerX(), b.centerY()};
        LinearFeasibility lp = new LinearFeasibility(4);
        for (int d = 0; d < 2; d++) {
            BigInteger[] c = new BigInteger[4];
            for (int k = 0; k < 2; k++) {
                c[k] = ExactOracles3d.product(ga[k][2], ga[k][d]);
                c[2 + k] = ExactOracles3d.product(gb[k][2], gb[k][d]).negate();
            }
            lp.equation(c, ExactOracles3d.difference(cb[d], ca[d]));
        }
        for (int k = 0; k < 4; k++) {
            lp.unitBound(k);
        }
        return lp.feasible();
    }

    /**
     * Whether a point lies in the closed box: is there {@code s} in {@code [-1, 1]^2} with
     * {@code c + sum_i s_i h_i a_i = p}?
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @return the exact answer
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public static boolean contains(Obb2d box, double x, double y) {
        Objects.requireNonNull(box, "box");
        double[][] g = generators(box);
        double[] c = {box.centerX(), box.centerY()};
        double[] p = {x, y};
        LinearFeasibility lp = new LinearFeasibility(2);
        for (int d = 0; d < 2; d++) {
            BigInteger[] row = {ExactOracles3d.product(g[0][2], g[0][d]), ExactOracles3d.product(g[1][2], g[1][d])};
            lp.equation(row, ExactOracles3d.difference(p[d], c[d]));
        }
        lp.unitBound(0);
        lp.unitBound(1);
        return lp.feasible();
    }

    private static double[][] generators(Obb2d b) {
        return new double[][] {{b.axisXx(), b.axisXy(), b.halfExtentX()}, {b.axisYx(), b.axisYy(), b.halfExtentY()}};
    }
}
