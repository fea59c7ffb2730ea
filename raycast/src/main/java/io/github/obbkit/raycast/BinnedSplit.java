package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.VectorSupport;
import java.util.Arrays;

/**
 * The binned surface-area splits of a build, for {@link Bvh3dBuilder}: a stack of nodes still to
 * split, each with the bounds of its boxes' centroids and its boxes counted into {@value #BINS} bins
 * along the axis of their widest spread (each bin's count and bounds). One stack per task, so a build
 * allocates per task, never per node.
 *
 * <p><b>Keys.</b> The split reads the boxes' bounds as integer keys ({@link #quantize}): each bound's
 * place on a grid of {@code 2^29} steps across the root's largest extent (or a node's, where the
 * root's grid is too coarse for it: {@link #refine}), minima rounded down and
 * maxima up, and a centroid the sum of a box's two keys on an axis. Keys keep the order of the
 * bounds, and a pass reads six ints per box, not six doubles, with minima and maxima that are integer
 * selects; they only decide the tree's shape, never its bounds, which {@link Bvh3dBuilder#fill}
 * computes from the doubles. The keys ({@code 6 s .. 6 s + 5} for slot {@code s}) move with the box
 * numbers, so every pass over a node's boxes reads its own range of the arrays front to back.
 *
 * <p>Splitting a node: the cost of the fifteen places between its bins, the cut (the largest
 * centroid key whose bin is left of the cheapest place), then three passes over its boxes, each a
 * few integer operations per box: the partition (a box's side is one comparison of its key with the
 * cut; blocks of {@value #BLOCK} boxes from either end are classified without a branch per box and
 * their misplaced boxes swapped in pairs, as in Edelkamp and Weiss's BlockQuicksort, 2016), each
 * side's centroid bounds (minima and maxima in registers), and each binned child's bins (six minima
 * and maxima and a count per box, the only stores but the swaps; with {@code jdk.incubator.vector}
 * one vector minimum, maximum and sum a box, {@link BinnedSplitVectorized}, which makes the same
 * bins, exactly).
 *
 * <p>Nodes of at most {@value SweepSplit#MAX_SIZE} boxes have no bins: {@link SweepSplit} splits them
 * by a full sweep over their sorted boxes, cheaper there than sixteen bins and exact.
 *
 * <p>A binned split is a function of the set of boxes in the node alone (bin bounds, counts and
 * centroid bounds are minima, maxima and sums; the cost is evaluated in a fixed order), except where
 * all centroids coincide and the node is halved by position; a swept split is a function of the
 * node's boxes in their order. So every build of the same boxes in the same order makes the same
 * tree, whichever thread splits which node.
 */
final class BinnedSplit {
    static final int BINS = Bvh3dBuilder.BINS;
    /** The keys' grid: a bound's key is in {@code [0, GRID]}, a centroid's (two keys summed) in {@code [0, 2 GRID]}. */
    static final int GRID = 1 << 29;
    /**
     * Per bin: its bounds' keys (minX, minY, minZ, maxX, maxY, maxZ), its count, and unused ints, as
     * many as a vector's lanes at most, so that the vector binning's store covers its own bin only.
     */
    static final int BIN_INTS = 16;
    /** Whether the binning may run on vectors ({@link BinnedSplitVectorized}): the module, the shape. */
    static final boolean VECTOR_BINS = VectorSupport.lanes(() -> BinnedSplitVectorized.lanes()) > 0;
    /** The offset of a bin's count. */
    private static final int COUNT = 6;
    /** Per node: its bins ({@link #BIN_INTS} each). */
    private static final int NODE_INTS = BIN_INTS * BINS;
    /** A node's centroid spread below which {@link #refine} looks at its extent: {@code 2^-9} of the grid. */
    static final int FINE = 1 << 21;
    /** The fixed point of the bins' multipliers: {@code BINS 2^SHIFT} is {@code 2^62}. */
    private static final int SHIFT = 58;

    /** Per node: the bounds of its centroid keys, minX, minY, minZ, maxX, maxY, maxZ. */
    private int[] centroids;
    /** Per node: its bins. */
    private int[] bins;
    private final double[] rightArea = new double[BINS];
    private final int[] leftCentroids = new int[6];
    private final int[] rightCentroids = new int[6];
    /** The partition's block: boxes from either end classified at a time, then swapped in pairs. */
    static final int BLOCK = 64;
    /** The offsets in the left block of its boxes that belong right. */
    private final int[] offsetsLeft = new int[BLOCK];
    /** The offsets in the right block of its boxes that belong left. */
    private final int[] offsetsRight = new int[BLOCK];
    /** The split of the nodes too small for bins. */
    private final SweepSplit sweep = new SweepSplit();

    /** Whether this split's binning runs on vectors. */
    final boolean vectorBins;

    BinnedSplit(int capacity) {
        this(capacity, VECTOR_BINS);
    }

    /** A split for nodes {@code 0 .. capacity - 1}, binning on vectors if {@code vectorBins} and they can run. */
    BinnedSplit(int capacity, boolean vectorBins) {
        this.vectorBins = vectorBins && VECTOR_BINS;
        centroids = new int[6 * capacity];
        bins = new int[NODE_INTS * capacity];
    }

    /** Room for nodes {@code 0 .. capacity - 1}. */
    void ensure(int capacity) {
        if (bins.length < NODE_INTS * capacity) {
            int c = Math.max(capacity, 2 * bins.length / NODE_INTS);
            centroids = Arrays.copyOf(centroids, 6 * c);
            bins = Arrays.copyOf(bins, NODE_INTS * c);
        }
    }

    /** Copies node {@code from} of {@code other} into node {@code at} of this one. */
    void copy(BinnedSplit other, int from, int at) {
        System.arraycopy(other.centroids, 6 * from, centroids, 6 * at, 6);
        System.arraycopy(other.bins, NODE_INTS * from, bins, NODE_INTS * at, NODE_INTS);
    }

    /**
     * Writes the keys of slots {@code start .. end - 1} from the bounds of the boxes they hold
     * ({@code bounds[6 i .. 6 i + 5]} for box {@code i = slotIndex[s]}, minX, minY, minZ, maxX, maxY,
     * maxZ, finite): {@code floor((b - lo) / extent * GRID)} for a minimum and the ceiling for a
     * maximum, {@code lo} the least minimum of those boxes on the bound's axis and {@code extent} the
     * largest extent of their union on any axis; all 0 if the union is a point. One scale on every
     * axis, so that areas of keys are proportional to areas of bounds.
     */
    static void quantize(double[] bounds, int[] slotIndex, int[] keys, int start, int end) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int s = start; s < end; s++) {
            int o = 6 * slotIndex[s];
            for (int k = 0; k < 3; k++) {
                lo[k] = Math.min(lo[k], bounds[o + k]);
                hi[k] = Math.max(hi[k], bounds[o + 3 + k]);
            }
        }
        double extent = Math.max(hi[0] - lo[0], Math.max(hi[1] - lo[1], hi[2] - lo[2]));
        boolean point = !(extent > 0 && extent < Double.POSITIVE_INFINITY);
        for (int s = start; s < end; s++) {
            int o = 6 * slotIndex[s];
            int q = 6 * s;
            for (int k = 0; k < 3; k++) {
                // b - lo <= extent, so the quotient is at most 1 and a key at most GRID.
                keys[q + k] = point ? 0 : (int) Math.floor((bounds[o + k] - lo[k]) / extent * GRID);
                keys[q + 3 + k] = point ? 0 : (int) Math.ceil((bounds[o + 3 + k] - lo[k]) / extent * GRID);
            }
        }
    }

    /**
     * Gives node {@code at} (slots {@code start .. end - 1}, binned size) keys of its own when its
     * centroids spread over less than {@code 2^-9} of the grid and its bounds span less than
     * {@code 2^-9} of it: keys across the node's own union, then its centroid bounds and bins anew.
     * Keys are compared only within a node and below it, so a subtree may have its own grid; a scene
     * spanning many orders of magnitude (boxes growing threefold along a row) is split as finely as
     * one that does not. Returns whether it did.
     */
    boolean refine(int[] slotIndex, int[] keys, double[] bounds, int start, int end, int at) {
        int axis = axis(at);
        if (centroids[6 * at + 3 + axis] - centroids[6 * at + axis] >= FINE) {
            return false;
        }
        int extent = 0;
        for (int k = 0; k < 3; k++) {
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (int s = start; s < end; s++) {
                lo = Math.min(lo, keys[6 * s + k]);
                hi = Math.max(hi, keys[6 * s + 3 + k]);
            }
            extent = Math.max(extent, hi - lo);
        }
        if (extent >= FINE / 2) {
            return false;
        }
        quantize(bounds, slotIndex, keys, start, end);
        start(keys, start, end, at);
        return true;
    }

    /** Makes node {@code at} the slots {@code start .. end - 1}: their centroid bounds, then their bins. */
    void start(int[] keys, int start, int end, int at) {
        centroidBounds(keys, start, end, leftCentroids);
        System.arraycopy(leftCentroids, 0, centroids, 6 * at, 6);
        binAll(keys, start, end, at);
    }

    /** The axis of widest centroid spread of node {@code at} (the first of equal spreads). */
    private int axis(int at) {
        int[] c = centroids;
        int o = 6 * at;
        int axis = 0;
        for (int k = 1; k < 3; k++) {
            if (c[o + 3 + k] - c[o + k] > c[o + 3 + axis] - c[o + axis]) {
                axis = k;
            }
        }
        return axis;
    }

    /**
     * The bins' multiplier of node {@code at} along {@code axis}: {@code floor(BINS 2^SHIFT / (spread + 1))},
     * so that {@link #binOf} is below {@value #BINS} for every key of the node. With a spread below
     * {@code 2^31}, the multiplier has at least 31 bits: the bins are equal to a part in {@code 2^31}.
     */
    private long scale(int at, int axis) {
        return ((long) BINS << SHIFT) / (centroids[6 * at + 3 + axis] - centroids[6 * at + axis] + 1L);
    }

    /**
     * Whether node {@code at} of {@code size} slots is split by its bins: it is too large for the sweep
     * (so no leaf either), and its centroids spread.
     */
    private boolean binned(int at, int size) {
        int axis = axis(at);
        return size > SweepSplit.MAX_SIZE && centroids[6 * at + 3 + axis] - centroids[6 * at + axis] > 0;
    }

    /**
     * The bin of a centroid key {@code c} of a node whose least centroid key is {@code lo}: monotone in
     * {@code c}, so a bin's boxes are those between two keys.
     */
    static int binOf(int c, int lo, long scale) {
        // (c - lo) scale <= spread BINS 2^SHIFT / (spread + 1) < BINS 2^SHIFT = 2^62: no overflow.
        return (int) ((c - lo) * scale >>> SHIFT);
    }

    private void clearBins(int at) {
        for (int b = 0; b < BINS; b++) {
            int p = NODE_INTS * at + BIN_INTS * b;
            empty(bins, p);
            bins[p + COUNT] = 0;
        }
    }

    /** Counts slot {@code s} into the bins of node {@code at}, split along {@code axis}. */
    private void binSlot(int[] keys, int s, int at, int axis, int lo, long scale) {
        int o = 6 * s;
        int x0 = keys[o];
        int y0 = keys[o + 1];
        int z0 = keys[o + 2];
        int x1 = keys[o + 3];
        int y1 = keys[o + 4];
        int z1 = keys[o + 5];
        int bin = binOf(keys[o + axis] + keys[o + 3 + axis], lo, scale);
        int[] bb = bins;
        int p = NODE_INTS * at + BIN_INTS * bin;
        bb[p] = Math.min(bb[p], x0);
        bb[p + 1] = Math.min(bb[p + 1], y0);
        bb[p + 2] = Math.min(bb[p + 2], z0);
        bb[p + 3] = Math.max(bb[p + 3], x1);
        bb[p + 4] = Math.max(bb[p + 4], y1);
        bb[p + 5] = Math.max(bb[p + 5], z1);
        bb[p + COUNT]++;
    }

    /**
     * Splits node {@code at}, the slots {@code start .. end - 1} (more than a leaf holds), moving their
     * indices and keys (first given keys of their own if the grid is too coarse for them, see
     * {@link #refine}, unless {@code bounds}, the boxes' bounds by index, is null): its left child becomes node {@code at + 1} and its right child node
     * {@code at}, each with its bins if it is large enough to have any; returns the first slot of the
     * right child. A node too small for bins is split by the sweep.
     */
    int split(int[] slotIndex, int[] keys, double[] bounds, int start, int end, int at) {
        if (end - start <= SweepSplit.MAX_SIZE) {
            return sweep.split(slotIndex, keys, start, end);
        }
        ensure(at + 2);
        if (bounds != null) {
            refine(slotIndex, keys, bounds, start, end, at);
        }
        int axis = axis(at);
        int lo = centroids[6 * at + axis];
        int hi = centroids[6 * at + 3 + axis];
        int mid = start + (end - start) / 2;
        if (hi == lo) {
            // Every centroid the same (the widest spread is none): halve by position.
            System.arraycopy(centroids, 6 * at, centroids, 6 * (at + 1), 6);
            return mid;
        }
        int best = bestSplit(at, end - start);
        if (best < 0) {
            start(keys, start, mid, at + 1);
            start(keys, mid, end, at);
            return mid;
        }
        int cut = cut(lo, hi, scale(at, axis), best);
        int m = partition(slotIndex, keys, start, end, axis, cut);
        int left = at + 1;
        System.arraycopy(leftCentroids, 0, centroids, 6 * left, 6);
        System.arraycopy(rightCentroids, 0, centroids, 6 * at, 6);
        binAll(keys, start, m, left);
        binAll(keys, m, end, at);
        return m;
    }

    /**
     * The largest centroid key in {@code [lo, hi)} whose bin is at most {@code best} (bins from
     * {@code lo} at {@code scale}, {@code best} a bin with boxes beyond it): the boxes of bins
     * {@code 0 .. best} are those whose keys are at most it, as {@link #binOf} is monotone and the
     * node's largest key {@code hi} is in its last bin with boxes.
     */
    static int cut(int lo, int hi, long scale, int best) {
        // Invariant: binOf(a) <= best < binOf(b).
        int a = lo;
        int b = hi;
        while (b - a > 1) {
            int m = a + (b - a) / 2;
            if (binOf(m, lo, scale) <= best) {
                a = m;
            } else {
                b = m;
            }
        }
        return a;
    }

    /**
     * Moves the slots whose centroid keys along {@code axis} are at most {@code cut} before the others,
     * writing each side's centroid bounds into {@link #leftCentroids} and {@link #rightCentroids}, and
     * returns the first slot of the right side.
     */
    private int partition(int[] slotIndex, int[] keys, int start, int end, int axis, int cut) {
        // Blocks of the two ends first, without a branch per box; the rest (less than two blocks, and
        // what the last blocks left) by the plain loop.
        int i = start;
        int j = end - 1;
        int[] offL = offsetsLeft;
        int[] offR = offsetsRight;
        int numL = 0;
        int numR = 0;
        int firstL = 0;
        int firstR = 0;
        while (j - i + 1 > 2 * BLOCK) {
            if (numL == 0) {
                // Which of the block's boxes from i belong right.
                firstL = 0;
                for (int k = 0; k < BLOCK; k++) {
                    int o = 6 * (i + k);
                    offL[numL] = k;
                    numL += keys[o + axis] + keys[o + 3 + axis] > cut ? 1 : 0;
                }
            }
            if (numR == 0) {
                // Which of the block's boxes down from j belong left.
                firstR = 0;
                for (int k = 0; k < BLOCK; k++) {
                    int o = 6 * (j - k);
                    offR[numR] = k;
                    numR += keys[o + axis] + keys[o + 3 + axis] <= cut ? 1 : 0;
                }
            }
            int pairs = Math.min(numL, numR);
            for (int k = 0; k < pairs; k++) {
                swap(slotIndex, keys, i + offL[firstL + k], j - offR[firstR + k]);
            }
            numL -= pairs;
            numR -= pairs;
            firstL += pairs;
            firstR += pairs;
            if (numL == 0) {
                i += BLOCK;
            }
            if (numR == 0) {
                j -= BLOCK;
            }
        }
        while (true) {
            while (i <= j && keys[6 * i + axis] + keys[6 * i + 3 + axis] <= cut) {
                i++;
            }
            while (i <= j && keys[6 * j + axis] + keys[6 * j + 3 + axis] > cut) {
                j--;
            }
            if (i > j) {
                break;
            }
            swap(slotIndex, keys, i, j);
            i++;
            j--;
        }
        centroidBounds(keys, start, i, leftCentroids);
        centroidBounds(keys, i, end, rightCentroids);
        return i;
    }

    /** The bounds of the centroid keys of slots {@code start .. end - 1} into {@code c[0 .. 5]}. */
    static void centroidBounds(int[] keys, int start, int end, int[] c) {
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int z0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y1 = Integer.MIN_VALUE;
        int z1 = Integer.MIN_VALUE;
        for (int s = start; s < end; s++) {
            int o = 6 * s;
            int cx = keys[o] + keys[o + 3];
            int cy = keys[o + 1] + keys[o + 4];
            int cz = keys[o + 2] + keys[o + 5];
            x0 = Math.min(x0, cx);
            y0 = Math.min(y0, cy);
            z0 = Math.min(z0, cz);
            x1 = Math.max(x1, cx);
            y1 = Math.max(y1, cy);
            z1 = Math.max(z1, cz);
        }
        c[0] = x0;
        c[1] = y0;
        c[2] = z0;
        c[3] = x1;
        c[4] = y1;
        c[5] = z1;
    }

    /** Counts slots {@code start .. end - 1} into the bins of node {@code at}, if it is binned. */
    private void binAll(int[] keys, int start, int end, int at) {
        if (!binned(at, end - start)) {
            return;
        }
        clearBins(at);
        int axis = axis(at);
        int lo = centroids[6 * at + axis];
        long scale = scale(at, axis);
        int first = vectorBins ? BinnedSplitVectorized.bin(keys, start, end, bins, NODE_INTS * at, axis, lo, scale)
                : start;
        for (int s = first; s < end; s++) {
            binSlot(keys, s, at, axis, lo, scale);
        }
    }

    /**
     * The last bin of the left child by {@code n_left * area_left + n_right * area_right}, the first of
     * equal minima; -1 if every split leaves a side empty.
     */
    private int bestSplit(int at, int total) {
        // Areas of the unions right of each split, then a sweep from the left.
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int z0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y1 = Integer.MIN_VALUE;
        int z1 = Integer.MIN_VALUE;
        int[] bb = bins;
        int o = NODE_INTS * at;
        for (int b = BINS - 1; b > 0; b--) {
            int p = o + BIN_INTS * b;
            x0 = Math.min(x0, bb[p]);
            y0 = Math.min(y0, bb[p + 1]);
            z0 = Math.min(z0, bb[p + 2]);
            x1 = Math.max(x1, bb[p + 3]);
            y1 = Math.max(y1, bb[p + 4]);
            z1 = Math.max(z1, bb[p + 5]);
            rightArea[b] = area(x0, y0, z0, x1, y1, z1);
        }
        x0 = Integer.MAX_VALUE;
        y0 = Integer.MAX_VALUE;
        z0 = Integer.MAX_VALUE;
        x1 = Integer.MIN_VALUE;
        y1 = Integer.MIN_VALUE;
        z1 = Integer.MIN_VALUE;
        int leftCount = 0;
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int b = 0; b < BINS - 1; b++) {
            int p = o + BIN_INTS * b;
            x0 = Math.min(x0, bb[p]);
            y0 = Math.min(y0, bb[p + 1]);
            z0 = Math.min(z0, bb[p + 2]);
            x1 = Math.max(x1, bb[p + 3]);
            y1 = Math.max(y1, bb[p + 4]);
            z1 = Math.max(z1, bb[p + 5]);
            leftCount += bb[p + COUNT];
            int rightCount = total - leftCount;
            if (leftCount == 0 || rightCount == 0) {
                continue;
            }
            double cost = leftCount * area(x0, y0, z0, x1, y1, z1) + rightCount * rightArea[b + 1];
            if (best < 0 || cost < bestCost) {
                best = b;
                bestCost = cost;
            }
        }
        return best;
    }

    /** Half the surface area of a box of sides x, y, z; 0 for an empty union (a negative side). */
    static double area(double x, double y, double z) {
        if (!(x >= 0 && y >= 0 && z >= 0)) {
            return 0;
        }
        return x * y + y * z + z * x;
    }

    /** Half the surface area of the box of keys {@code x0 .. z1}, in grid steps; 0 for an empty union. */
    static double area(int x0, int y0, int z0, int x1, int y1, int z1) {
        // Sides of keys in [0, GRID] are exact as ints; an empty union's are negative (or overflow to
        // negative: MIN_VALUE - MAX_VALUE is 1, so test the bounds, not the difference).
        if (x1 < x0 || y1 < y0 || z1 < z0) {
            return 0;
        }
        return area((double) (x1 - x0), (double) (y1 - y0), (double) (z1 - z0));
    }

    private static void swap(int[] slotIndex, int[] keys, int i, int j) {
        int t = slotIndex[i];
        slotIndex[i] = slotIndex[j];
        slotIndex[j] = t;
        int a = 6 * i;
        int b = 6 * j;
        for (int k = 0; k < 6; k++) {
            int d = keys[a + k];
            keys[a + k] = keys[b + k];
            keys[b + k] = d;
        }
    }

    /** Sets {@code b[o .. o + 5]} to an empty union: minima at the largest int, maxima at the least. */
    static void empty(int[] b, int o) {
        for (int k = 0; k < 3; k++) {
            b[o + k] = Integer.MAX_VALUE;
            b[o + 3 + k] = Integer.MIN_VALUE;
        }
    }
}
