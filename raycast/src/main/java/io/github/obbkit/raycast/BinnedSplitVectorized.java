package io.github.obbkit.raycast;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path of {@link BinnedSplit}'s binning: each box counted into its bin with one vector
 * load of its six keys, one of the bin's record, a minimum, a maximum and a sum blended by lane
 * (minima in lanes 0 to 2, maxima in 3 to 5, the count in 6) and one store. Minima, maxima and counts
 * are exact, so the bins, and the tree, are those of the scalar path whatever the order.
 *
 * <p>A bin's record is {@link BinnedSplit#BIN_INTS} ints, at least the lanes of a vector, so a store
 * covers its own bin only; the lanes past the count are never read. A box's load reads the next
 * boxes' first keys as well, which the lanes past the keys replace. This class alone names
 * {@code jdk.incubator.vector} for the build and is loaded only after {@link BinnedSplit} has checked
 * that the module is present; it runs on the preferred shape, as every vector path here does (two
 * shapes in one JVM and C2 boxes the vectors).
 */
final class BinnedSplitVectorized {
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    /**
     * Per lane, what it holds in a bin's record: 0 a minimum, 1 a maximum, 2 the count, 3 nothing.
     * Each mask is one comparison with it (on JDK 17 the masks' own logic operations are not
     * intrinsics, and boxed a few masks a node).
     */
    private static final int[] ROLE = {0, 0, 0, 1, 1, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3};

    private BinnedSplitVectorized() {
    }

    /** The lanes of the binning's vectors if it can run here (8 or 16), else 0; touching it loads the vector classes. */
    static int lanes() {
        int lanes = I.length();
        return lanes >= 8 && lanes <= Math.min(ROLE.length, BinnedSplit.BIN_INTS) ? lanes : 0;
    }

    /**
     * Counts slots {@code start ..} into the bins of the node whose bins start at {@code node}, split
     * along {@code axis} with least centroid key {@code lo} and multiplier {@code scale}, as far as a
     * slot's load stays within {@code keys}; returns the first slot not counted (the caller counts the
     * rest, at most the last two).
     */
    static int bin(int[] keys, int start, int end, int[] bins, int node, int axis, int lo, long scale) {
        IntVector role = IntVector.fromArray(I, ROLE, 0);
        VectorMask<Integer> maxima = role.compare(VectorOperators.EQ, 1);
        VectorMask<Integer> count = role.compare(VectorOperators.EQ, 2);
        VectorMask<Integer> rest = role.compare(VectorOperators.GE, 2);
        // 1 in the count's lane, 0 past it: what a box adds there, in place of the next boxes' keys.
        IntVector one = IntVector.broadcast(I, 0).blend(IntVector.broadcast(I, 1), count);
        int last = Math.min(end, (keys.length - I.length()) / 6 + 1);
        int s = start;
        for (; s < last; s++) {
            int o = 6 * s;
            int p = node + BinnedSplit.BIN_INTS * BinnedSplit.binOf(keys[o + axis] + keys[o + 3 + axis], lo, scale);
            IntVector k = IntVector.fromArray(I, keys, o).blend(one, rest);
            IntVector b = IntVector.fromArray(I, bins, p);
            b.min(k).blend(b.max(k), maxima).blend(b.add(k), count).intoArray(bins, p);
        }
        return s;
    }
}
