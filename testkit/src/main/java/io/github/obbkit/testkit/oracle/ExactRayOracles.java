package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * Exact ray-box oracles, with no band: whether some real {@code t >= 0} puts the ray's point
 * {@code o + t d} (its stored doubles, the direction as given) in the closed box the stored doubles
 * define: for an oriented box the parallelepiped {@code c + sum_k s_k h_k axis_k}, {@code |s_k| <= 1},
 * of its stored axes, as {@link ExactOracles3d} takes it; for an axis-aligned box its bounds. Each is
 * the feasibility of a linear program in {@code (s, t)}, decided by elimination over exact integers
 * ({@link LinearFeasibility}): no slab, no division, no parallel case, and no limit on {@code t} from
 * the doubles. Slow (about a millisecond a case): for tests.
 */
public final class ExactRayOracles {
    private ExactRayOracles() {
    }

    /**
     * Whether the ray hits the closed box: is there {@code s} in {@code [-1, 1]^3} and {@code t >= 0}
     * with {@code c + sum_k s_k h_k axis_k = o + t d}?
     *
     * @param ray the ray
     * @param box the box
     * @return the exact answer
     */
    public static boolean hits(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double[][] g = ExactOracles3d.generators(box);
        double[] c = {box.centerX(), box.centerY(), box.centerZ()};
        double[] o = {ray.originX(), ray.originY(), ray.originZ()};
        double[] d = {ray.directionX(), ray.directionY(), ray.directionZ()};
        LinearFeasibility lp = new LinearFeasibility(4);
        for (int i = 0; i < 3; i++) {
            BigInteger[] row = new BigInteger[4];
            for (int k = 0; k < 3; k++) {
                row[k] = ExactOracles3d.product(g[k][3], g[k][i]);
            }
            // sum_k s_k h_k axis_k[i] - t d[i] = o[i] - c[i], all times 2^2148.
            row[3] = scaled(d[i]).negate();
            lp.equation(row, ExactOracles3d.difference(o[i], c[i]));
        }
        return bounded(lp, 4);
    }

    /**
     * Whether the ray hits the closed axis-aligned box: is there {@code t >= 0} with
     * {@code min <= o + t d <= max} on every axis?
     *
     * @param ray the ray
     * @param box the box
     * @return the exact answer
     */
    public static boolean hits(Ray3d ray, Aabb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return alongAxes(new double[] {ray.originX(), ray.originY(), ray.originZ()},
                new double[] {ray.directionX(), ray.directionY(), ray.directionZ()},
                new double[] {box.minX(), box.minY(), box.minZ()}, new double[] {box.maxX(), box.maxY(), box.maxZ()});
    }

    /**
     * Whether the 2D ray hits the closed box (the parallelogram of its stored axes).
     *
     * @param ray the ray
     * @param box the box
     * @return the exact answer
     */
    public static boolean hits(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double[][] g = {{box.axisXx(), box.axisXy(), box.halfExtentX()}, {box.axisYx(), box.axisYy(), box.halfExtentY()}};
        double[] c = {box.centerX(), box.centerY()};
        double[] o = {ray.originX(), ray.originY()};
        double[] d = {ray.directionX(), ray.directionY()};
        LinearFeasibility lp = new LinearFeasibility(3);
        for (int i = 0; i < 2; i++) {
            BigInteger[] row = {ExactOracles3d.product(g[0][2], g[0][i]), ExactOracles3d.product(g[1][2], g[1][i]),
                scaled(d[i]).negate()};
            lp.equation(row, ExactOracles3d.difference(o[i], c[i]));
        }
        return bounded(lp, 3);
    }

    /**
     * Whether the 2D ray hits the closed axis-aligned rectangle.
     *
     * @param ray the ray
     * @param box the rectangle
     * @return the exact answer
     */
    public static boolean hits(Ray2d ray, Aabb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return alongAxes(new double[] {ray.originX(), ray.originY()}, new double[] {ray.directionX(), ray.directionY()},
                new double[] {box.minX(), box.minY()}, new double[] {box.maxX(), box.maxY()});
    }

    /** {@code min_i <= o_i + t d_i <= max_i} for every {@code i}, and {@code t >= 0}: one variable. */
    private static boolean alongAxes(double[] o, double[] d, double[] min, double[] max) {
        LinearFeasibility lp = new LinearFeasibility(1);
        for (int i = 0; i < o.length; i++) {
            // t d <= max - o and -t d <= o - min, all times 2^2148.
            lp.atMost(new BigInteger[] {scaled(d[i])}, ExactOracles3d.difference(max[i], o[i]));
            lp.atMost(new BigInteger[] {scaled(d[i]).negate()}, ExactOracles3d.difference(o[i], min[i]));
        }
        lp.atMost(new BigInteger[] {BigInteger.ONE.negate()}, BigInteger.ZERO);
        return lp.feasible();
    }

    /** Adds {@code |s_k| <= 1} for the first {@code n - 1} variables and {@code t >= 0} for the last. */
    private static boolean bounded(LinearFeasibility lp, int n) {
        for (int k = 0; k < n - 1; k++) {
            lp.unitBound(k);
        }
        BigInteger[] t = new BigInteger[n];
        Arrays.fill(t, BigInteger.ZERO);
        t[n - 1] = BigInteger.ONE.negate();
        lp.atMost(t, BigInteger.ZERO);
        return lp.feasible();
    }

    /** {@code x} times {@code 2^2148}, exactly: the scale of {@link ExactOracles3d#product}. */
    private static BigInteger scaled(double x) {
        return LinearFeasibility.integer(x).shiftLeft(1074);
    }
}
