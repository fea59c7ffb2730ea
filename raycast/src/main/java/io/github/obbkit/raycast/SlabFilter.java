package io.github.obbkit.raycast;

/**
 * A filter in front of {@link SlabKernel#obbHits}: decides hit or miss of a ray against an oriented box
 * without a division, a minimum or a maximum, and says so when it cannot be sure of giving the
 * kernel's answer, so that the caller can ask the kernel. Its answers, when it gives one, are the
 * kernel's to the bit: the certificate is against the kernel's computed decision, with its rounding,
 * not against exact arithmetic.
 *
 * <p>The kernel computes, per slab {@code k} of the box, {@code e_k = axis_k · (c - o)} and
 * {@code f_k = axis_k · d}; the filter computes them with the very same operations, so they are the
 * same doubles, and so is the parallel test {@code |f_k| <= threshold}. Where they part is after:
 * with {@code E = e sign(f)}, {@code F = |f|}, {@code N = E - h} and {@code M = E + h} (exact negations
 * of the kernel's {@code e - h} and {@code e + h}), the kernel's near and far crossings of a slab the
 * line crosses are the correctly rounded quotients {@code fl(N / F)} and {@code fl(M / F)}, and its
 * answer is a hit exactly when every slab it runs parallel to holds the origin, every far crossing is
 * {@code >= 0}, and every near crossing is {@code <=} every other slab's far crossing (a slab's own near
 * is never above its far). Rounding is monotone, so {@code fl(N_i / F_i) <= fl(M_j / F_j)} whenever the
 * exact quotients are so ordered, and can differ from the exact order only when they are within two
 * roundings of each other. The filter compares the exact order through the cross products
 * {@code d = N_i F_j - M_j F_i} (both {@code F > 0}) and calls a pair sure only when {@code d} is clear of
 * zero by a margin that covers both the rounding of {@code d} and the two roundings of the quotients;
 * the sign of a far crossing is the sign of {@code M}, which a quotient keeps unless it underflows to
 * zero. A slab the line runs parallel to enters as {@code N = -2^900}, {@code M = 2^900}, {@code F = 1},
 * the crossings of a slab that bounds nothing, exactly.
 *
 * <p>The margin and its range ({@code docs/precision.md}, "SlabFilter"): for a ray whose direction's
 * length {@code L} lies in {@code [2^-90, 2^90]}, every {@code F} of a crossed slab lies in
 * {@code [2^-130, 2 L]}; with {@code G = sum (|e_k| + h_k) < 2^600} bounding every {@code |N|} and
 * {@code |M|}, no product, quotient or margin overflows, and {@code m = 2^-49 G (2 L) + 2^-880} exceeds
 * twice the worst rounding of a cross product plus the quotients' relative and underflow errors scaled
 * by {@code F_i F_j}. A pair is sure false when {@code d > m} and sure true when {@code d < -2m}; a far
 * crossing is sure false when {@code M < -2^-980} (its quotient cannot underflow to zero). Anything
 * else, and every box of a ray outside that range of lengths or with {@code G} not below {@code 2^600}
 * (NaN included), is left to the kernel.
 *
 * <p>The arithmetic runs without branching on the answer: the sure-false and sure-true tests are sign
 * bits collected with bitwise or and and. Split in two, projections and slabs, to stay inside the inline budget.
 */
final class SlabFilter {
    /** The filter's answer: a hit, sure. */
    static final int HIT = 0;

    /** The filter's answer: a miss, sure. Any answer above it leaves the box to the kernel. */
    static final int MISS = 1;

    /** The length of a direction below which the filter leaves every box to the kernel: {@code 2^-90}. */
    static final double MIN_LENGTH = 0x1p-90;

    /** The length of a direction above which the filter leaves every box to the kernel: {@code 2^90}. */
    static final double MAX_LENGTH = 0x1p90;

    /** The bound on {@code G}, the boxes' extent seen from the origin, below which the filter answers. */
    static final double MAX_REACH = 0x1p600;

    /** The margin's part for the quotients' and products' underflow: {@code 2^-880}. */
    static final double MARGIN_FLOOR = 0x1p-880;

    /** The margin's part relative to {@code G F}: {@code 2^-49}, sixteen times a double's rounding. */
    static final double MARGIN_RELATIVE = 0x1p-49;

    /** A far crossing's numerator {@code M} in {@code [-2^-980, 0)} may round to {@code -0.0}: unsure. */
    static final double UNDERFLOW = 0x1p-980;

    /** A parallel slab's crossings' numerators: {@code -P / 1} and {@code P / 1} bound nothing. */
    static final double PARALLEL = 0x1p900;

    private static final long SIGN = Long.MIN_VALUE;

    private SlabFilter() {
    }

    /**
     * {@code 2^-49 · 2L}, the factor of {@code G} in the margin of a ray of length {@code L}.
     */
    static double marginScale(double length) {
        return MARGIN_RELATIVE * (2 * length);
    }

    /** The bound on {@code G} for a ray of length {@code length}: {@link #MAX_REACH} in range, else -1 (never). */
    static double reachLimit(double length) {
        return length >= MIN_LENGTH && length <= MAX_LENGTH ? MAX_REACH : -1;
    }

    /**
     * Hit or miss of {@link SlabKernel#obbHits} on the same numbers, or more than {@link #MISS} where
     * the filter cannot be sure of its answer.
     *
     * @param scale {@link #marginScale} of the ray's length
     * @param limit {@link #reachLimit} of the ray's length
     */
    static int obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                       double scale, double limit, double cx, double cy, double cz, double ux, double uy,
                       double uz, double vx, double vy, double vz, double wx, double wy, double wz, double hx,
                       double hy, double hz) {
        // The kernel's projections, operation for operation.
        double px = cx - ox;
        double py = cy - oy;
        double pz = cz - oz;
        return slabs(ux * px + uy * py + uz * pz, ux * dx + uy * dy + uz * dz, hx,
                vx * px + vy * py + vz * pz, vx * dx + vy * dy + vz * dz, hy,
                wx * px + wy * py + wz * pz, wx * dx + wy * dy + wz * dz, hz, threshold, scale, limit);
    }

    /** {@link #obbHits} on the slabs. */
    private static int slabs(double e0, double f0, double h0, double e1, double f1, double h1, double e2,
                             double f2, double h2, double threshold, double scale, double limit) {
        boolean c0 = Math.abs(f0) > threshold;
        boolean c1 = Math.abs(f1) > threshold;
        boolean c2 = Math.abs(f2) > threshold;
        double g = Math.abs(e0) + h0 + (Math.abs(e1) + h1) + (Math.abs(e2) + h2);
        double m = g * scale + MARGIN_FLOOR;
        double n0 = near(c0, e0, f0, h0);
        double n1 = near(c1, e1, f1, h1);
        double n2 = near(c2, e2, f2, h2);
        double m0 = far(c0, e0, f0, h0);
        double m1 = far(c1, e1, f1, h1);
        double m2 = far(c2, e2, f2, h2);
        double w0 = width(c0, f0);
        double w1 = width(c1, f1);
        double w2 = width(c2, f2);
        long sure = pairs(n0, m0, w0, n1, m1, w1, n2, m2, w2, m);
        int in = keeps(c0, e0, h0) & keeps(c1, e1, h1) & keeps(c2, e2, h2);
        // Bit 0: surely a miss; bit 1: unsure. A sure miss needs no more.
        int answer = (int) (sure >>> 63) | (1 - in) | farSigns(m0, m1, m2) | (int) (sure >>> 61) & 2;
        return g < limit ? answer & ~((answer & 1) << 1) : MISS + 2;
    }

    /**
     * The six ordered pairs of slabs: bit 63 set if some near crossing is surely above another slab's
     * far crossing ({@code d > m}), bit 62 set unless every near crossing is surely below every other
     * slab's far crossing ({@code d < -2m}).
     */
    private static long pairs(double n0, double m0, double w0, double n1, double m1, double w1, double n2,
                              double m2, double w2, double m) {
        double d01 = n0 * w1 - m1 * w0;
        double d02 = n0 * w2 - m2 * w0;
        double d10 = n1 * w0 - m0 * w1;
        double d12 = n1 * w2 - m2 * w1;
        double d20 = n2 * w0 - m0 * w2;
        double d21 = n2 * w1 - m1 * w2;
        // d > m: m - d < 0, a sign bit.
        long above = bits(m - d01) | bits(m - d02) | bits(m - d10) | bits(m - d12) | bits(m - d20) | bits(m - d21);
        // d < -2m: d + 2m < 0.
        double m2x = 2 * m;
        long below = bits(d01 + m2x) & bits(d02 + m2x) & bits(d10 + m2x) & bits(d12 + m2x) & bits(d20 + m2x)
                & bits(d21 + m2x);
        return above & SIGN | (~below & SIGN) >>> 1;
    }

    /**
     * The far crossings' signs: {@link #MISS} if some {@code M < -2^-980}, 2 if some {@code M} lies in
     * {@code [-2^-980, 0)} or is {@code -0.0} (its quotient's sign is the kernel's call), else 0.
     */
    private static int farSigns(double m0, double m1, double m2) {
        long below = bits(m0 + UNDERFLOW) | bits(m1 + UNDERFLOW) | bits(m2 + UNDERFLOW);
        long tiny = (bits(m0 + UNDERFLOW) ^ bits(m0)) | (bits(m1 + UNDERFLOW) ^ bits(m1))
                | (bits(m2 + UNDERFLOW) ^ bits(m2));
        return (int) (below >>> 63) | (int) (tiny >>> 63) << 1;
    }

    /** {@code N = e sign(f) - h} of a crossed slab, {@code -2^900} for a parallel one. */
    private static double near(boolean crosses, double e, double f, double h) {
        return crosses ? signed(e, f) - h : -PARALLEL;
    }

    /** {@code M = e sign(f) + h} of a crossed slab, {@code 2^900} for a parallel one. */
    private static double far(boolean crosses, double e, double f, double h) {
        return crosses ? signed(e, f) + h : PARALLEL;
    }

    /** {@code F = |f|} of a crossed slab, 1 for a parallel one. */
    private static double width(boolean crosses, double f) {
        return crosses ? Math.abs(f) : 1;
    }

    /** {@code e} with its sign flipped where {@code f} is negative: exact. */
    private static double signed(double e, double f) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(e) ^ Double.doubleToRawLongBits(f) & SIGN);
    }

    /** 1 if the slab leaves the line some part (it crosses it, or holds the origin), else 0: the kernel's test. */
    private static int keeps(boolean crosses, double e, double h) {
        return crosses | !(-e - h > 0 | -e + h < 0) ? 1 : 0;
    }

    private static long bits(double x) {
        return Double.doubleToRawLongBits(x);
    }
}
