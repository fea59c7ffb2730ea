package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Bits;
import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The separating-axis test for two 3D oriented boxes, and the minimum translation vector from the
 * same fifteen axes. Static, stateless and allocation-free (except the returned {@link Mtv3d}).
 *
 * <p><b>Algorithm.</b> Two convex polyhedra are disjoint exactly when some face normal of either,
 * or some cross product of an edge direction of one with an edge direction of the other, separates
 * their projections. A box has three face normals and three edge directions, its axes, so two boxes
 * need fifteen tests: {@code a_0..a_2}, {@code b_0..b_2} and the nine {@code a_i x b_j}, in the order
 * of {@link SatAxis3d} (Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH 1996; Ericson, Real-Time
 * Collision Detection, 4.4.1). The tests use the projection form: with {@code R[i][j] = a_i · b_j}
 * and {@code t = cB - cA} expressed in A's frame ({@code t_i = t · a_i}), B's radius on {@code a_i}
 * is {@code sum_j hB_j |R[i][j]|}, A's radius on {@code b_j} is {@code sum_i hA_i |R[i][j]|}, and on
 * {@code a_i x b_j} every quantity is a two-term expression in {@code R} and {@code t}, so no cross
 * product is ever formed and nothing is divided. The rows of each box's rotation are its axes; the
 * handedness of either box does not matter. The tests return at the first separating axis: on
 * shuffled, half-overlapping pairs that the branch predictor cannot learn, this measured faster than
 * evaluating all fifteen and or-ing them without branches (the benchmark {@code Sat3dStrategyBench}
 * keeps both), because most separated pairs are settled by the first face axes and the rows of
 * {@code R} they do not need are never computed. The batch kernels' vector path is branch-free
 * instead: its lanes cannot leave early one by one.
 *
 * <p><b>Closed boxes.</b> A gap is a strict {@code >}: boxes that touch at a face, an edge or a
 * corner intersect. Boxes with zero half-extents (rectangles, segments, points) need no special
 * case.
 *
 * <p><b>Epsilon.</b> {@link #EPSILON} {@code = 1e-14} is added to every {@code |R[i][j]|}, which
 * grows the radii by {@code 1e-14} times the half-extents that appear in each test: the test leans
 * towards "intersecting" by a relative 10<sup>-14</sup> of the boxes' own size. Two error terms fix
 * its size.
 * <ul>
 * <li><i>Lower bound: exactly parallel edges.</i> The stored axes are orthonormal to within 8 ulps
 * (about {@code 1.8e-15}, the factories' slack) and a computed {@code R[i][j]} adds up to three
 * roundings, so each entry is within {@code d = 2.2e-15} of the exact cosine. When {@code a_i} and
 * {@code b_j} are parallel, {@code a_i x b_j} is zero and its test compares two pure noise terms: the
 * projected distance {@code |t_i2 R[i1][j] - t_i1 R[i2][j]|}, at most {@code d (|t_i1| + |t_i2|)},
 * which the face tests bound by twice the four half-extents {@code S_ij = hA_i1 + hA_i2 + hB_j1 +
 * hB_j2} of that test, against radii off by at most {@code d S_ij}. The lean {@code EPSILON S_ij}
 * exceeds the {@code 3 d S_ij} of noise, so rounding never separates parallel boxes.</li>
 * <li><i>Upper bound: near-parallel edges.</i> On {@code a_i x b_j}, whose length is the sine of the
 * angle {@code θ} between the edges, the lean measured in world units is
 * {@code (EPSILON + 3d) S_ij / sin θ}: near-parallel edges cannot report a gap narrower than that.
 * The face axes then take over: turning B by {@code θ} about its centre makes the edges parallel,
 * where the face axes across the common direction decide (they see at least {@code 1/√2} of any
 * gap across it: two rectangles in a plane), and the turn moves every face-axis projection by at
 * most {@code √3 θ S}, with {@code S} the pair's scale of {@link #boundaryBand}. The gap that can go
 * unseen is therefore at most {@code min(√6 θ, (EPSILON + 3d) / θ) S}, largest at
 * {@code θ ≈ 8e-8}, where it is {@code sqrt(√6 (EPSILON + 3d)) S ≈ 2.0e-7 S}. Measured as a
 * Euclidean distance it is at most {@code √3} times that (the best of the fifteen planes is never
 * less than {@code 1/√3} of the distance between two boxes), {@code 3.5e-7 S}. A larger epsilon
 * widens this in proportion to its square root ({@code 1e-12} would give {@code 2.7e-6 S}), a
 * smaller one loses the parallel guarantee.</li>
 * </ul>
 *
 * <p><b>Boundary band.</b> Outside {@link #boundaryBand(Obb3d, Obb3d)}, a band of half-width
 * {@link #BAND_RELATIVE} {@code = 1e-6} times the pair's scale around "touching", the answer equals
 * that of exact arithmetic on the stored doubles: a pair farther apart than the band is separated,
 * a pair whose penetration depth exceeds the band intersects. Inside the band either answer may be
 * returned. The band is about three times the {@code 3.5e-7} above, which leaves room for the
 * rounding of the centre difference and of the projections (about {@code 1e-14 S}). On the
 * overlapping side the answer is in fact exact to within about {@code 1e-14 S}; the band is wide
 * only for boxes that are apart by less than it with nearly parallel edges. The scale is relative
 * to the distance between the centres and the boxes' size, not to their distance from the origin:
 * the kernel works on the centre difference, so a pair near {@code (1e6, 1e6, 1e6)} is as exact as
 * a pair near the origin.
 *
 * <p><b>One against many.</b> {@link #intersectsEach} and {@link #intersecting} test one box
 * against a range of an {@link Obb3dBatch}, writing a bitset or a list of indices into the caller's
 * array. They answer exactly as {@link #intersects(Obb3d, Obb3d)} does for each pair, bit for bit:
 * the same operations in the same order, with no fused multiply-add. When the JVM has the
 * incubating vector module ({@code --add-modules jdk.incubator.vector}, JDK 17 or later) they test
 * several boxes per instruction with {@code jdk.incubator.vector}, otherwise one at a time;
 * {@link #isVectorized()} says which. {@code -Dobbkit.vector=false} forces the scalar path.
 */
public final class Sat3d {
    /** Added to each {@code |R[i][j]|}; see the class comment for why {@code 1e-14}. */
    public static final double EPSILON = 1e-14;

    /** The relative half-width of the boundary band; see {@link #boundaryBand(Obb3d, Obb3d)}. */
    public static final double BAND_RELATIVE = 1e-6;

    /**
     * Edge-edge axes {@code a_i x b_j} shorter than this (the sine of the angle between the edges)
     * are not candidates for the {@link #mtv} direction. Such an axis is known to rounding
     * only to about {@code 2e-15 / sin θ} radians and carries a lean of {@code EPSILON / sin θ}; and
     * it is never needed, because turning B by {@code θ} to make the edges parallel changes the
     * face-axis overlaps by at most {@code √3 θ} times the pair's scale, after which the face axes
     * alone give the least overlap across the common direction. At {@code 1e-7} both effects are
     * about {@code 1.7e-7} of the pair's scale, inside the boundary band. The skip only steers the
     * choice of direction: whether the boxes overlap is decided on all fifteen axes, exactly as in
     * {@link #intersects}.
     */
    public static final double DEGENERATE_EDGE_AXIS = 1e-7;

    /** The axes by ordinal, without the copy that {@code values()} makes on every call. */
    private static final SatAxis3d[] AXES = SatAxis3d.values();

    /** Overlaps closer than this times the pair's scale are ties for {@link #mtv}. */
    private static final double TIE_RELATIVE = 0x1p-40;

    /** Whether the batch kernels use {@code jdk.incubator.vector}; decided once, when the class loads. */
    private static final boolean VECTORIZED = vectorPathUsable();

    private Sat3d() {
    }

    private static boolean vectorPathUsable() {
        if ("false".equalsIgnoreCase(System.getProperty("obbkit.vector"))) {
            return false;
        }
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return false;
        }
        try {
            return Sat3dVectorized.lanes() >= 2;
        } catch (LinkageError e) {
            // The module is there but cannot be used from here (a layer that does not read it).
            return false;
        }
    }

    /**
     * Whether {@link #intersectsEach} and {@link #intersecting} run on {@code jdk.incubator.vector}
     * in this JVM: true when the module is present ({@code --add-modules jdk.incubator.vector}) and
     * the system property {@code obbkit.vector} is not {@code false}. The answers are the same
     * either way; only the speed differs.
     *
     * @return true if the batch kernels are vectorised
     */
    public static boolean isVectorized() {
        return VECTORIZED;
    }

    /**
     * Tests whether two closed boxes share at least one point.
     *
     * @param a one box
     * @param b the other box
     * @return true if they intersect or touch; exact (and so symmetric in {@code a} and {@code b})
     *         outside the boundary band
     */
    public static boolean intersects(Obb3d a, Obb3d b) {
        // The tests run in SatAxis3d order and return at the first separating axis, computing each
        // row of R only when a test needs it: on shuffled half-overlapping pairs this measured 0.4 to
        // 0.65 of the time of evaluating all fifteen and or-ing them without branches
        // (Sat3dStrategyBench). The comparisons are the same either way, and so is the answer.
        // scalarBits repeats them with B read from a batch's arrays, operation for operation (a
        // shared method taking B as fifteen numbers measured slower: too big to inline, it passes
        // them through the stack); Sat3dBatchTest holds the two to the same answers bit for bit.
        double b0 = b.hx;
        double b1 = b.hy;
        double b2 = b.hz;
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double dz = b.cz - a.cz;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        // t in A's frame; R[i][j] = a_i · b_j: row i is B's axes seen along A's axis i.
        double t0 = dx * a.ux + dy * a.uy + dz * a.uz;
        double r00 = a.ux * b.ux + a.uy * b.uy + a.uz * b.uz;
        double r01 = a.ux * b.vx + a.uy * b.vy + a.uz * b.vz;
        double r02 = a.ux * b.wx + a.uy * b.wy + a.uz * b.wz;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q02 = Math.abs(r02) + EPSILON;
        if (Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)) {
            return false;
        }
        double t1 = dx * a.vx + dy * a.vy + dz * a.vz;
        double r10 = a.vx * b.ux + a.vy * b.uy + a.vz * b.uz;
        double r11 = a.vx * b.vx + a.vy * b.vy + a.vz * b.vz;
        double r12 = a.vx * b.wx + a.vy * b.wy + a.vz * b.wz;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double q12 = Math.abs(r12) + EPSILON;
        if (Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)) {
            return false;
        }
        double t2 = dx * a.wx + dy * a.wy + dz * a.wz;
        double r20 = a.wx * b.ux + a.wy * b.uy + a.wz * b.uz;
        double r21 = a.wx * b.vx + a.wy * b.vy + a.wz * b.vz;
        double r22 = a.wx * b.wx + a.wy * b.wy + a.wz * b.wz;
        double q20 = Math.abs(r20) + EPSILON;
        double q21 = Math.abs(r21) + EPSILON;
        double q22 = Math.abs(r22) + EPSILON;
        if (Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)) {
            return false;
        }
        if (Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0) {
            return false;
        }
        if (Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1) {
            return false;
        }
        if (Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2) {
            return false;
        }
        if (Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)) {
            return false;
        }
        if (Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)) {
            return false;
        }
        if (Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)) {
            return false;
        }
        if (Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)) {
            return false;
        }
        if (Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)) {
            return false;
        }
        if (Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)) {
            return false;
        }
        if (Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)) {
            return false;
        }
        if (Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)) {
            return false;
        }
        return !(Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20));
    }

    /**
     * Tests {@code box} against boxes {@code from .. from + count - 1} of a batch and writes one bit
     * per box into a caller's bitset: bit {@code bitOffset + k} is set if {@code box} intersects
     * {@code boxes.get(from + k)} and cleared if not, each answer exactly
     * {@link #intersects(Obb3d, Obb3d)}'s for that pair (the same operations, so the same answer bit
     * for bit). Bit {@code j} is bit {@code j & 63} of {@code hits[j >>> 6]}, as
     * {@link java.util.BitSet#valueOf(long[])} reads it; bits outside
     * {@code [bitOffset, bitOffset + count)} are left as they were, so runs of several batches can be
     * written side by side. The same convention as {@code RayCaster3d.intersectsEach}. Allocation-free;
     * vectorised when {@link #isVectorized()}.
     *
     * @param box       the box tested against each, in the role of {@code a}
     * @param boxes     the batch
     * @param from      the first box to test
     * @param count     how many boxes to test, from {@code from} on
     * @param hits      the bitset written
     * @param bitOffset the bit written for box {@code from}
     * @return how many of the boxes intersect {@code box}
     * @throws IllegalArgumentException if {@code from}, {@code count} or {@code bitOffset} is negative,
     *                                  {@code from + count} exceeds the batch's size, or {@code hits}
     *                                  holds fewer than {@code bitOffset + count} bits
     */
    public static int intersectsEach(Obb3d box, Obb3dBatch boxes, int from, int count, long[] hits, int bitOffset) {
        Objects.requireNonNull(box, "box");
        Checks.batchRange(boxes.size(), from, count);
        Checks.bits("hits", hits.length, "bitOffset", bitOffset, count);
        int n = 0;
        for (int done = 0; done < count; done += 64) {
            int run = Math.min(64, count - done);
            long bits = block(box, boxes, from + done, run);
            Bits.put(hits, (long) bitOffset + done, bits, run);
            n += Long.bitCount(bits);
        }
        return n;
    }

    /**
     * Tests {@code box} against boxes {@code from .. from + count - 1} of a batch and writes the batch
     * indices of those it intersects, in increasing order, into a caller's list from
     * {@code indices[indexOffset]} on, each answer exactly {@link #intersects(Obb3d, Obb3d)}'s for that
     * pair. The list needs room for {@code count} indices, the most the call can write; the entries
     * after the last index it returns are unspecified. The same convention as
     * {@code RayCaster3d.intersecting}. Allocation-free; vectorised when {@link #isVectorized()}.
     *
     * @param box         the box tested against each, in the role of {@code a}
     * @param boxes       the batch
     * @param from        the first box to test
     * @param count       how many boxes to test, from {@code from} on
     * @param indices     the list written: batch indices of the boxes that intersect {@code box}
     * @param indexOffset where the list starts in {@code indices}
     * @return the number of boxes that intersect {@code box}, which is the number of indices written
     * @throws IllegalArgumentException if {@code from}, {@code count} or {@code indexOffset} is
     *                                  negative, {@code from + count} exceeds the batch's size, or
     *                                  {@code indices} is shorter than {@code indexOffset + count}
     */
    public static int intersecting(Obb3d box, Obb3dBatch boxes, int from, int count, int[] indices,
                                   int indexOffset) {
        Objects.requireNonNull(box, "box");
        Checks.batchRange(boxes.size(), from, count);
        Checks.elements("indices", indices.length, "indexOffset", indexOffset, count);
        int written = indexOffset;
        for (int done = 0; done < count; done += 64) {
            int start = from + done;
            long bits = block(box, boxes, start, Math.min(64, count - done));
            while (bits != 0) {
                indices[written++] = start + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return written - indexOffset;
    }

    /** The answers for boxes {@code start .. start + n - 1}, {@code n <= 64}, as bits 0 .. n - 1. */
    private static long block(Obb3d a, Obb3dBatch b, int start, int n) {
        return VECTORIZED ? Sat3dVectorized.bits(a, b, start, n) : scalarBits(a, b, start, n);
    }

    /**
     * The scalar batch kernel: {@link #intersects(Obb3d, Obb3d)}'s comparisons, operation for
     * operation, with B read from the batch's arrays and A's numbers kept in locals. Also the vector
     * path's tail.
     */
    static long scalarBits(Obb3d a, Obb3dBatch b, int start, int n) {
        double acx = a.cx;
        double acy = a.cy;
        double acz = a.cz;
        double aux = a.ux;
        double auy = a.uy;
        double auz = a.uz;
        double avx = a.vx;
        double avy = a.vy;
        double avz = a.vz;
        double awx = a.wx;
        double awy = a.wy;
        double awz = a.wz;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        double[] bcx = b.cx;
        double[] bcy = b.cy;
        double[] bcz = b.cz;
        double[] bux = b.ux;
        double[] buy = b.uy;
        double[] buz = b.uz;
        double[] bvx = b.vx;
        double[] bvy = b.vy;
        double[] bvz = b.vz;
        double[] bwx = b.wx;
        double[] bwy = b.wy;
        double[] bwz = b.wz;
        double[] bhx = b.hx;
        double[] bhy = b.hy;
        double[] bhz = b.hz;
        long bits = 0;
        for (int k = 0; k < n; k++) {
            int i = start + k;
            double b0 = bhx[i];
            double b1 = bhy[i];
            double b2 = bhz[i];
            double dx = bcx[i] - acx;
            double dy = bcy[i] - acy;
            double dz = bcz[i] - acz;
            double t0 = dx * aux + dy * auy + dz * auz;
            double r00 = aux * bux[i] + auy * buy[i] + auz * buz[i];
            double r01 = aux * bvx[i] + auy * bvy[i] + auz * bvz[i];
            double r02 = aux * bwx[i] + auy * bwy[i] + auz * bwz[i];
            double q00 = Math.abs(r00) + EPSILON;
            double q01 = Math.abs(r01) + EPSILON;
            double q02 = Math.abs(r02) + EPSILON;
            if (Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)) {
                continue;
            }
            double t1 = dx * avx + dy * avy + dz * avz;
            double r10 = avx * bux[i] + avy * buy[i] + avz * buz[i];
            double r11 = avx * bvx[i] + avy * bvy[i] + avz * bvz[i];
            double r12 = avx * bwx[i] + avy * bwy[i] + avz * bwz[i];
            double q10 = Math.abs(r10) + EPSILON;
            double q11 = Math.abs(r11) + EPSILON;
            double q12 = Math.abs(r12) + EPSILON;
            if (Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)) {
                continue;
            }
            double t2 = dx * awx + dy * awy + dz * awz;
            double r20 = awx * bux[i] + awy * buy[i] + awz * buz[i];
            double r21 = awx * bvx[i] + awy * bvy[i] + awz * bvz[i];
            double r22 = awx * bwx[i] + awy * bwy[i] + awz * bwz[i];
            double q20 = Math.abs(r20) + EPSILON;
            double q21 = Math.abs(r21) + EPSILON;
            double q22 = Math.abs(r22) + EPSILON;
            if (Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)) {
                continue;
            }
            if (Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0) {
                continue;
            }
            if (Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1) {
                continue;
            }
            if (Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2) {
                continue;
            }
            if (Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)) {
                continue;
            }
            if (Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)) {
                continue;
            }
            if (Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)) {
                continue;
            }
            if (Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)) {
                continue;
            }
            if (Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)) {
                continue;
            }
            if (Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)) {
                continue;
            }
            if (Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)) {
                continue;
            }
            if (Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)) {
                continue;
            }
            if (!(Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20))) {
                bits |= 1L << k;
            }
        }
        return bits;
    }

    /**
     * The minimum translation vector that pushes {@code b} out of {@code a}: over the fifteen axes of
     * {@link #intersects}, the one along which the boxes' projections overlap least, with the normal
     * pointing from A's centre towards B's along that axis and the depth the overlap. Moving
     * {@code b} by {@code normal * depth} leaves the boxes touching.
     *
     * <p>The result is {@code null} exactly when {@code intersects(a, b)} is false: the same
     * fifteen comparisons, with the same {@link #EPSILON} lean, decide. Edge-edge overlaps are
     * divided by the length of {@code a_i x b_j} to be in world units; edge-edge axes shorter than
     * {@link #DEGENERATE_EDGE_AXIS} (nearly parallel edges) are not candidates, and never needed.
     * The normal of an edge-edge axis is the normalised cross product {@code a_i x b_j} in world
     * coordinates, negated if need be. Depths leave out the {@link #EPSILON} lean (it would put the
     * pushed box exactly on the leaning boundary of {@link #intersects}, where the rounding of the
     * move could tip it either way), so a push by {@code depth} leaves the pair touching with that
     * lean to spare, and boxes that touch, or intersect only thanks to the lean, get depth 0 (or a
     * depth inside the boundary band).
     *
     * <p>Tie-break: among axes with equal overlap the first in {@link SatAxis3d} order wins; overlaps
     * that differ by at most {@code 2^-40} (about {@code 1e-12}) of the pair's scale (that of
     * {@link #boundaryBand}) are equal for this purpose, so that a face axis is not lost to rounding
     * against an edge-edge axis along the same direction, as happens whenever the boxes share an axis
     * direction. When
     * B's centre projects exactly onto A's on the chosen axis (concentric boxes), the normal is the
     * axis itself ({@code a_i}, {@code b_j} or {@code a_i x b_j} normalised), not its negation.
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or {@code null} when the boxes are separated
     */
    public static @Nullable Mtv3d mtv(Obb3d a, Obb3d b) {
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double dz = b.cz - a.cz;
        double t0 = dx * a.ux + dy * a.uy + dz * a.uz;
        double t1 = dx * a.vx + dy * a.vy + dz * a.vz;
        double t2 = dx * a.wx + dy * a.wy + dz * a.wz;
        double r00 = a.ux * b.ux + a.uy * b.uy + a.uz * b.uz;
        double r01 = a.ux * b.vx + a.uy * b.vy + a.uz * b.vz;
        double r02 = a.ux * b.wx + a.uy * b.wy + a.uz * b.wz;
        double r10 = a.vx * b.ux + a.vy * b.uy + a.vz * b.uz;
        double r11 = a.vx * b.vx + a.vy * b.vy + a.vz * b.vz;
        double r12 = a.vx * b.wx + a.vy * b.wy + a.vz * b.wz;
        double r20 = a.wx * b.ux + a.wy * b.uy + a.wz * b.uz;
        double r21 = a.wx * b.vx + a.wy * b.vy + a.wz * b.vz;
        double r22 = a.wx * b.wx + a.wy * b.wy + a.wz * b.wz;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q02 = Math.abs(r02) + EPSILON;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double q12 = Math.abs(r12) + EPSILON;
        double q20 = Math.abs(r20) + EPSILON;
        double q21 = Math.abs(r21) + EPSILON;
        double q22 = Math.abs(r22) + EPSILON;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        double b0 = b.hx;
        double b1 = b.hy;
        double b2 = b.hz;
        // The same projected distances and radii, term for term, as in intersects().
        double p0 = Math.abs(t0);
        double p1 = Math.abs(t1);
        double p2 = Math.abs(t2);
        double p3 = Math.abs(t0 * r00 + t1 * r10 + t2 * r20);
        double p4 = Math.abs(t0 * r01 + t1 * r11 + t2 * r21);
        double p5 = Math.abs(t0 * r02 + t1 * r12 + t2 * r22);
        double p6 = Math.abs(t2 * r10 - t1 * r20);
        double p7 = Math.abs(t2 * r11 - t1 * r21);
        double p8 = Math.abs(t2 * r12 - t1 * r22);
        double p9 = Math.abs(t0 * r20 - t2 * r00);
        double p10 = Math.abs(t0 * r21 - t2 * r01);
        double p11 = Math.abs(t0 * r22 - t2 * r02);
        double p12 = Math.abs(t1 * r00 - t0 * r10);
        double p13 = Math.abs(t1 * r01 - t0 * r11);
        double p14 = Math.abs(t1 * r02 - t0 * r12);
        double s0 = a0 + (b0 * q00 + b1 * q01 + b2 * q02);
        double s1 = a1 + (b0 * q10 + b1 * q11 + b2 * q12);
        double s2 = a2 + (b0 * q20 + b1 * q21 + b2 * q22);
        double s3 = (a0 * q00 + a1 * q10 + a2 * q20) + b0;
        double s4 = (a0 * q01 + a1 * q11 + a2 * q21) + b1;
        double s5 = (a0 * q02 + a1 * q12 + a2 * q22) + b2;
        double s6 = (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01);
        double s7 = (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00);
        double s8 = (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00);
        double s9 = (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11);
        double s10 = (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10);
        double s11 = (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10);
        double s12 = (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21);
        double s13 = (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20);
        double s14 = (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20);
        if (p0 > s0 | p1 > s1 | p2 > s2 | p3 > s3 | p4 > s4 | p5 > s5 | p6 > s6 | p7 > s7 | p8 > s8
                | p9 > s9 | p10 > s10 | p11 > s11 | p12 > s12 | p13 > s13 | p14 > s14) {
            return null;
        }
        // Least overlap, first in SatAxis3d order on ties. Each overlap leaves out the lean
        // EPSILON * (the half-extents in that test), so that a push by it lands just inside the leaning
        // boundary of intersects(), not on it, where rounding could tip it over. Face axes are unit.
        // An edge-edge axis parallel to a face axis (boxes turned about a shared direction) has the
        // same overlap computed another way: differences below the slack are rounding, not geometry.
        double slack = TIE_RELATIVE * (Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dz))
                + a0 + a1 + a2 + b0 + b1 + b2);
        double leanA = EPSILON * (a0 + a1 + a2);
        double leanB = EPSILON * (b0 + b1 + b2);
        int best = 0;
        double depth = s0 - p0 - leanB;
        double o = s1 - p1 - leanB;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 1;
        }
        o = s2 - p2 - leanB;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 2;
        }
        o = s3 - p3 - leanA;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 3;
        }
        o = s4 - p4 - leanA;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 4;
        }
        o = s5 - p5 - leanA;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 5;
        }
        // Edge-edge axis a_i x b_j has, in A's frame, the components of e_i x (column j of R).
        o = edgeOverlap(s6 - p6 - EPSILON * ((a1 + a2) + (b1 + b2)), r10, r20);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 6;
        }
        o = edgeOverlap(s7 - p7 - EPSILON * ((a1 + a2) + (b0 + b2)), r11, r21);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 7;
        }
        o = edgeOverlap(s8 - p8 - EPSILON * ((a1 + a2) + (b0 + b1)), r12, r22);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 8;
        }
        o = edgeOverlap(s9 - p9 - EPSILON * ((a0 + a2) + (b1 + b2)), r00, r20);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 9;
        }
        o = edgeOverlap(s10 - p10 - EPSILON * ((a0 + a2) + (b0 + b2)), r01, r21);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 10;
        }
        o = edgeOverlap(s11 - p11 - EPSILON * ((a0 + a2) + (b0 + b1)), r02, r22);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 11;
        }
        o = edgeOverlap(s12 - p12 - EPSILON * ((a0 + a1) + (b1 + b2)), r00, r10);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 12;
        }
        o = edgeOverlap(s13 - p13 - EPSILON * ((a0 + a1) + (b0 + b2)), r01, r11);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 13;
        }
        o = edgeOverlap(s14 - p14 - EPSILON * ((a0 + a1) + (b0 + b1)), r02, r12);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 14;
        }
        double nx;
        double ny;
        double nz;
        if (best < 3) {
            nx = axisComponent(a, best, 0);
            ny = axisComponent(a, best, 1);
            nz = axisComponent(a, best, 2);
        } else if (best < 6) {
            nx = axisComponent(b, best - 3, 0);
            ny = axisComponent(b, best - 3, 1);
            nz = axisComponent(b, best - 3, 2);
        } else {
            int i = (best - 6) / 3;
            int j = (best - 6) % 3;
            double ax = axisComponent(a, i, 0);
            double ay = axisComponent(a, i, 1);
            double az = axisComponent(a, i, 2);
            double bx = axisComponent(b, j, 0);
            double by = axisComponent(b, j, 1);
            double bz = axisComponent(b, j, 2);
            double cx = ay * bz - az * by;
            double cy = az * bx - ax * bz;
            double cz = ax * by - ay * bx;
            double len = Math.sqrt(cx * cx + cy * cy + cz * cz);
            nx = cx / len;
            ny = cy / len;
            nz = cz / len;
        }
        if (dx * nx + dy * ny + dz * nz < 0) {
            nx = -nx;
            ny = -ny;
            nz = -nz;
        }
        return Mtv3d.trusted(nx, ny, nz, depth, AXES[best]);
    }

    /**
     * Whether overlap {@code o} beats the least so far, {@code depth}: by more than the tie slack.
     * Overlaps that differ by at most {@code slack} are a tie, which the earlier axis keeps. The one
     * place the tie rule is written, for all fourteen comparisons.
     */
    private static boolean clearlyLess(double o, double depth, double slack) {
        return o < depth - slack;
    }

    /**
     * An edge-edge overlap in world units: {@code overlap / |a_i x b_j|}, where the axis's two
     * non-zero components in A's frame are {@code r} and {@code s}; infinite (never the least) for an
     * axis shorter than {@link #DEGENERATE_EDGE_AXIS}, so that nothing is ever divided by zero.
     */
    private static double edgeOverlap(double overlap, double r, double s) {
        double len = Math.sqrt(r * r + s * s);
        return len < DEGENERATE_EDGE_AXIS ? Double.POSITIVE_INFINITY : overlap / len;
    }

    private static double axisComponent(Obb3d box, int axis, int component) {
        switch (axis * 3 + component) {
            case 0:
                return box.ux;
            case 1:
                return box.uy;
            case 2:
                return box.uz;
            case 3:
                return box.vx;
            case 4:
                return box.vy;
            case 5:
                return box.vz;
            case 6:
                return box.wx;
            case 7:
                return box.wy;
            default:
                return box.wz;
        }
    }

    /**
     * The half-width of the band around "touching" inside which {@link #intersects} and
     * {@link #mtv} may answer either way: {@link #BAND_RELATIVE} times the pair's scale,
     * which is the largest component of the centre difference plus all six half-extents. A pair
     * whose signed gap (the Euclidean distance between the boxes when they are apart, minus the
     * penetration depth when they overlap) is further than this from 0 gets the exact answer.
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width, in world units
     */
    public static double boundaryBand(Obb3d a, Obb3d b) {
        double d = Math.max(Math.max(Math.abs(b.cx - a.cx), Math.abs(b.cy - a.cy)), Math.abs(b.cz - a.cz));
        return BAND_RELATIVE * (d + a.hx + a.hy + a.hz + b.hx + b.hy + b.hz);
    }
}
