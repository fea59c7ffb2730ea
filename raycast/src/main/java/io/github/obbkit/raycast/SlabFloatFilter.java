package io.github.obbkit.raycast;

/**
 * The bounds of the caster's {@code float} filter ({@code RayCaster3dVectorized}), which decides a ray against
 * many oriented boxes in {@code float} lanes and leaves to {@link RayCaster3d}'s {@code double} path
 * every box it cannot be sure of, so that each answer it gives is {@link SlabKernel#obbHits}'s. This class
 * names no vector type: {@link RayCaster3d} prepares a ray's part of the bounds here whether or not the
 * vector module is present.
 *
 * <p>What the filter computes, per box and slab {@code k} (axis {@code a}, half-width {@code h}), from the
 * box's numbers and the ray's rounded to {@code float}: {@code e = a · (c - o)}, {@code f = a · d},
 * {@code s = |a| · |d|}, and with {@code E = e sign(f)}, {@code N = E - h}, {@code M = E + h},
 * {@code F = |f|}. What it certifies against is the {@code double} kernel's decision on its own numbers:
 * a slab is crossed when {@code |f| > threshold}, else it keeps the line only if {@code |e| <= h}; and the
 * line hits when every far crossing {@code fl(M / F)} is at least 0 and no near crossing
 * {@code fl(N_i / F_i)} is above another slab's far crossing {@code fl(M_j / F_j)}. The filter compares
 * the last through {@code d = N_i F_j - M_j F_i}, as {@link SlabFilter} does, but with margins that
 * cover the {@code float} roundings (docs/precision.md, "RayCaster3d's float filter"): with
 * {@code u = 2^-24}, the box's and ray's scale {@code sigma = 3 |c - o|_1 + h_x + h_y + h_z + 2^-20
 * (3 (|c|_1 + |o|_1) + h_x + h_y + h_z)} (the offset {@code c - o} computed from the floats and what
 * they miss, so that it is as accurate far from the origin as near it) and the direction's
 * {@code lambda = |d|_1},
 * <ul>
 *   <li>a slab is surely crossed when {@code F > 8u s + threshold}, and surely parallel when
 *       {@code F + 8u s <= threshold}, each with a little room ({@link #crossLimit}, {@link #parallelLimit});
 *   <li>a parallel slab surely holds the origin when {@code h - |e| >= eps}, surely not when
 *       {@code h - |e| < -eps}, a far crossing is surely ahead when {@code M >= eps} and surely behind when
 *       {@code M < -eps}, with {@code eps = 8u sigma + 2^-120};
 *   <li>a near crossing is surely at most another slab's far one when {@code d < -mu}, surely above it
 *       when {@code d > mu}, with {@code mu = 32u sigma lambda + 2^-110}.
 * </ul>
 * A box is a sure hit when every slab is surely crossed with its far crossing surely ahead, or surely
 * parallel and surely holding the origin, and every pair of crossed slabs is surely ordered; a sure miss
 * when some slab is surely parallel and surely misses the origin, or surely crossed with its far crossing
 * surely behind, or some pair of surely crossed slabs is surely apart. Anything else is left to the
 * {@code double} path. The bounds hold for a ray with {@code |o_i| <= 2^60} and {@code lambda} in
 * {@code [2^-30, 2^30]} ({@link #covers}), and boxes inside the batch's float copy's domain (centre and
 * half-extents at most {@code 2^60}, axes within {@code 2^-20} of unit); a box outside it has an infinite
 * scale, which leaves it undecided.
 */
final class SlabFloatFilter {
    /** The largest origin coordinate the filter takes, {@code 2^60}, as the batch's float copy's boxes. */
    static final double MAX_ORIGIN = 0x1p60;

    /** The least {@code |d|_1} the filter takes, {@code 2^-30}. */
    static final double MIN_WIDTH = 0x1p-30;

    /** The largest {@code |d|_1} the filter takes, {@code 2^30}. */
    static final double MAX_WIDTH = 0x1p30;

    /** {@code 8u = 2^-21}: the factor of {@code sigma} in {@code eps} and of {@code s} in the slab tests. */
    static final float EDGE = 0x1p-21f;

    /** {@code 2^-120}: {@code eps}'s absolute part, for underflow below {@code float}'s normal range. */
    static final float EDGE_FLOOR = 0x1p-120f;

    /** {@code 32u = 2^-19}: the factor of {@code sigma lambda} in {@code mu}. */
    static final double PAIR = 0x1p-19;

    /** {@code 2^-110}: {@code mu}'s absolute part. */
    static final float PAIR_FLOOR = 0x1p-110f;

    /** {@code 2^-20}: the factor of the centre's and origin's own scale in {@code sigma}, for their rests' roundings. */
    static final float FAR = 0x1p-20f;

    /** {@code 2^-110}: the slab tests' absolute part, for underflow in {@code f} and {@code s}. */
    static final double SLOPE_FLOOR = 0x1p-110;

    /** The slab tests' relative room on the threshold, {@code 2^-20}: covers their own float roundings. */
    private static final double ROOM = 0x1p-20;

    private SlabFloatFilter() {
    }

    /** Whether the filter takes a ray: every origin coordinate at most {@link #MAX_ORIGIN}, {@code |d|_1} in range. */
    static boolean covers(double ox, double oy, double oz, double dx, double dy, double dz) {
        double width = Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
        return Math.abs(ox) <= MAX_ORIGIN && Math.abs(oy) <= MAX_ORIGIN && Math.abs(oz) <= MAX_ORIGIN
                && width >= MIN_WIDTH && width <= MAX_WIDTH;
    }

    /** The ray's part of {@code sigma}, {@code 3 |o|_1}, rounded up (the double sum is within {@code 2^-50} of exact). */
    static float reach(double ox, double oy, double oz) {
        return up(3 * (Math.abs(ox) + Math.abs(oy) + Math.abs(oz)) * (1 + 0x1p-40));
    }

    /** {@code 32u lambda}, the factor of {@code sigma} in {@code mu}, rounded up. */
    static float margin(double dx, double dy, double dz) {
        return up(PAIR * (Math.abs(dx) + Math.abs(dy) + Math.abs(dz)) * (1 + 0x1p-40));
    }

    /** A slab is surely crossed when {@code F - 8u s} exceeds this: {@code (threshold + 2^-110)(1 + 2^-20)}, up. */
    static float crossLimit(double threshold) {
        return up((threshold + SLOPE_FLOOR) * (1 + ROOM));
    }

    /** A slab is surely parallel when {@code F + 8u s} is at most this: {@code (threshold - 2^-110)(1 - 2^-20)}, down. */
    static float parallelLimit(double threshold) {
        return down((threshold - SLOPE_FLOOR) * (1 - ROOM));
    }

    /** The least {@code float} at least {@code x}. */
    static float up(double x) {
        float f = (float) x;
        return f < x ? Math.nextUp(f) : f;
    }

    /** The greatest {@code float} at most {@code x}. */
    static float down(double x) {
        float f = (float) x;
        return f > x ? Math.nextDown(f) : f;
    }
}
