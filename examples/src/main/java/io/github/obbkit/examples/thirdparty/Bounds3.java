package io.github.obbkit.examples.thirdparty;

/**
 * A third party's own axis-aligned box, {@code [min, max]} on each axis, with the two things game code
 * does with one: take it through an affine transform (Arvo, "Transforming axis-aligned bounding
 * boxes", Graphics Gems 1990) and ask whether a ray hits it (the slab test, hit or miss only, closed
 * box). It knows nothing of obbkit; {@code Bounds3ContractsTest} holds it to obbkit's contracts, the
 * ray test in the contract's axis-aligned, hit-or-miss mode.
 *
 * @param min the low corner {@code {x, y, z}}
 * @param max the high corner {@code {x, y, z}}
 */
public record Bounds3(double[] min, double[] max) {

    /**
     * The bounds of this box taken through an affine transform.
     *
     * @param m the transform, {@code m[row][column]}, the translation in column 3 (row 3 is ignored)
     * @return the bounds of the transformed box
     */
    public Bounds3 transformed(double[][] m) {
        double[] lo = new double[3];
        double[] hi = new double[3];
        for (int row = 0; row < 3; row++) {
            lo[row] = m[row][3];
            hi[row] = m[row][3];
            for (int col = 0; col < 3; col++) {
                double a = m[row][col] * min[col];
                double b = m[row][col] * max[col];
                lo[row] += Math.min(a, b);
                hi[row] += Math.max(a, b);
            }
        }
        return new Bounds3(lo, hi);
    }

    /**
     * Whether the ray {@code o + t d}, {@code t >= 0}, touches or enters this box.
     *
     * @param o the origin
     * @param d the direction, not zero
     * @return true on a hit
     */
    public boolean hitBy(double[] o, double[] d) {
        double near = Double.NEGATIVE_INFINITY;
        double far = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 3; k++) {
            if (d[k] == 0) {
                // Parallel to this slab: in it or not, for every t.
                if (o[k] < min[k] || o[k] > max[k]) {
                    return false;
                }
                continue;
            }
            // Division, not a reciprocal: 0 / d is 0, where 0 * (1 / d) can be NaN.
            double t1 = (min[k] - o[k]) / d[k];
            double t2 = (max[k] - o[k]) / d[k];
            near = Math.max(near, Math.min(t1, t2));
            far = Math.min(far, Math.max(t1, t2));
        }
        return near <= far && far >= 0;
    }
}
