package io.github.obbkit.raycast;

import java.util.Arrays;

/**
 * The binned surface-area splits of a build, for {@link Bvh3dBuilder}: a stack of nodes still to
 * split, each with the bounds of its boxes' centroids and its boxes counted into {@value #BINS} bins
 * along the axis of their widest spread (each bin's count, bounds and centroid bounds). One stack per
 * task, so a build allocates per task, never per node. The slots' bounds ({@code 6 s .. 6 s + 5} for
 * slot {@code s}) move with their box numbers, so every pass over a node's boxes reads its own range of
 * the arrays front to back.
 *
 * <p>Splitting a node is one pass over its boxes: each box is moved to its side and counted into that
 * child's bins in the same pass (the children's centroid bounds, which fix their bins, come from the
 * node's bins before it), so every level of the tree costs one pass, not a counting pass and a moving
 * pass.
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
    /** Per node: each bin's bounds then its centroids' bounds, six doubles each. */
    private static final int BIN_DOUBLES = 12 * BINS;

    /** Per node: the bounds of its centroids, minX, minY, minZ, maxX, maxY, maxZ. */
    private double[] centroids;
    /** Per node: its bins' bounds and centroid bounds ({@link #BIN_DOUBLES}). */
    private double[] bins;
    /** Per node: its bins' counts. */
    private int[] counts;
    private final double[] rightArea = new double[BINS];
    private final double[] leftCentroids = new double[6];
    private final double[] rightCentroids = new double[6];
    /** The split of the nodes too small for bins. */
    private final SweepSplit sweep = new SweepSplit();

    BinnedSplit(int capacity) {
        centroids = new double[6 * capacity];
        bins = new double[BIN_DOUBLES * capacity];
        counts = new int[BINS * capacity];
    }

    /** Room for nodes {@code 0 .. capacity - 1}. */
    void ensure(int capacity) {
        if (counts.length < BINS * capacity) {
            int c = Math.max(capacity, 2 * counts.length / BINS);
            centroids = Arrays.copyOf(centroids, 6 * c);
            bins = Arrays.copyOf(bins, BIN_DOUBLES * c);
            counts = Arrays.copyOf(counts, BINS * c);
        }
    }

    /** Copies node {@code from} of {@code other} into node {@code at} of this one. */
    void copy(BinnedSplit other, int from, int at) {
        System.arraycopy(other.centroids, 6 * from, centroids, 6 * at, 6);
        System.arraycopy(other.bins, BIN_DOUBLES * from, bins, BIN_DOUBLES * at, BIN_DOUBLES);
        System.arraycopy(other.counts, BINS * from, counts, BINS * at, BINS);
    }

    /** The centroid of slot bounds {@code b[o .. o + 5]} along {@code axis}, as the first builder computed it. */
    static double centroid(double[] b, int o, int axis) {
        return 0.5 * b[o + axis] + 0.5 * b[o + 3 + axis];
    }

    /** Makes node {@code at} the slots {@code start .. end - 1}: their centroid bounds, then their bins. */
    void start(double[] bounds, int start, int end, int at) {
        double[] c = leftCentroids;
        empty(c, 0);
        for (int s = start; s < end; s++) {
            for (int k = 0; k < 3; k++) {
                double x = centroid(bounds, 6 * s, k);
                c[k] = Math.min(c[k], x);
                c[3 + k] = Math.max(c[3 + k], x);
            }
        }
        System.arraycopy(c, 0, centroids, 6 * at, 6);
        if (binned(at, end - start)) {
            clearBins(at);
            for (int s = start; s < end; s++) {
                binSlot(bounds, s, at);
            }
        }
    }

    /** The axis of widest centroid spread of node {@code at} (the first of equal spreads). */
    private int axis(int at) {
        double[] c = centroids;
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
     * Whether node {@code at} of {@code size} slots is split by its bins: it is too large for the sweep
     * (so no leaf either), and its centroids spread.
     */
    private boolean binned(int at, int size) {
        int axis = axis(at);
        return size > SweepSplit.MAX_SIZE && centroids[6 * at + 3 + axis] - centroids[6 * at + axis] > 0;
    }

    /** The bin of a centroid {@code c}: the first builder's formula, so both put every box in the same bin. */
    private static int binOf(double c, double lo, double scale) {
        return (int) Math.min(BINS - 1, Math.max(0, (c - lo) * scale));
    }

    private void clearBins(int at) {
        Arrays.fill(counts, BINS * at, BINS * at + BINS, 0);
        for (int b = 0; b < 2 * BINS; b++) {
            empty(bins, BIN_DOUBLES * at + 6 * b);
        }
    }

    /** Counts slot {@code s} into the bins of node {@code at}. */
    private void binSlot(double[] bounds, int s, int at) {
        int axis = axis(at);
        double lo = centroids[6 * at + axis];
        double scale = BINS / (centroids[6 * at + 3 + axis] - lo);
        binSlot(bounds, s, at, axis, lo, scale);
    }

    private void binSlot(double[] bounds, int s, int at, int axis, double lo, double scale) {
        int o = 6 * s;
        double x0 = bounds[o];
        double y0 = bounds[o + 1];
        double z0 = bounds[o + 2];
        double x1 = bounds[o + 3];
        double y1 = bounds[o + 4];
        double z1 = bounds[o + 5];
        double cx = 0.5 * x0 + 0.5 * x1;
        double cy = 0.5 * y0 + 0.5 * y1;
        double cz = 0.5 * z0 + 0.5 * z1;
        int bin = binOf(axis == 0 ? cx : axis == 1 ? cy : cz, lo, scale);
        counts[BINS * at + bin]++;
        double[] bb = bins;
        int p = BIN_DOUBLES * at + 12 * bin;
        bb[p] = Math.min(bb[p], x0);
        bb[p + 1] = Math.min(bb[p + 1], y0);
        bb[p + 2] = Math.min(bb[p + 2], z0);
        bb[p + 3] = Math.max(bb[p + 3], x1);
        bb[p + 4] = Math.max(bb[p + 4], y1);
        bb[p + 5] = Math.max(bb[p + 5], z1);
        bb[p + 6] = Math.min(bb[p + 6], cx);
        bb[p + 7] = Math.min(bb[p + 7], cy);
        bb[p + 8] = Math.min(bb[p + 8], cz);
        bb[p + 9] = Math.max(bb[p + 9], cx);
        bb[p + 10] = Math.max(bb[p + 10], cy);
        bb[p + 11] = Math.max(bb[p + 11], cz);
    }

    /**
     * Splits node {@code at}, the slots {@code start .. end - 1} (more than a leaf holds), moving their
     * indices and bounds: its left child becomes node {@code at + 1} and its right child node
     * {@code at}, each with its bins if it is large enough to have any; returns the first slot of the
     * right child. A node too small for bins is split by the sweep.
     */
    int split(int[] slotIndex, double[] bounds, int start, int end, int at) {
        if (end - start <= SweepSplit.MAX_SIZE) {
            return sweep.split(slotIndex, bounds, start, end);
        }
        ensure(at + 2);
        int axis = axis(at);
        double lo = centroids[6 * at + axis];
        double extent = centroids[6 * at + 3 + axis] - lo;
        int mid = start + (end - start) / 2;
        if (!(extent > 0)) {
            // Every centroid the same (the widest spread is none): halve by position.
            System.arraycopy(centroids, 6 * at, centroids, 6 * (at + 1), 6);
            return mid;
        }
        int best = bestSplit(at, end - start);
        if (best < 0) {
            start(bounds, start, mid, at + 1);
            start(bounds, mid, end, at);
            return mid;
        }
        double scale = BINS / extent;
        empty(leftCentroids, 0);
        empty(rightCentroids, 0);
        int leftCount = 0;
        for (int b = 0; b < BINS; b++) {
            int p = BIN_DOUBLES * at + 12 * b + 6;
            double[] c = b <= best ? leftCentroids : rightCentroids;
            for (int k = 0; k < 3; k++) {
                c[k] = Math.min(c[k], bins[p + k]);
                c[3 + k] = Math.max(c[3 + k], bins[p + 3 + k]);
            }
            leftCount += b <= best ? counts[BINS * at + b] : 0;
        }
        int left = at + 1;
        System.arraycopy(leftCentroids, 0, centroids, 6 * left, 6);
        System.arraycopy(rightCentroids, 0, centroids, 6 * at, 6);
        boolean binLeft = binned(left, leftCount);
        boolean binRight = binned(at, end - start - leftCount);
        if (binLeft) {
            clearBins(left);
        }
        if (binRight) {
            clearBins(at);
        }
        return partition(slotIndex, bounds, start, end, at, axis, lo, scale, best, binLeft, binRight);
    }

    /**
     * Moves the slots of bins {@code 0 .. best} (by centroid along {@code axis}) before the others,
     * counting each into its side's bins where that side is binned (the left child is node
     * {@code at + 1}, the right node {@code at}), and returns the first slot of the right side.
     */
    private int partition(int[] slotIndex, double[] bounds, int start, int end, int at, int axis, double lo,
                          double scale, int best, boolean binLeft, boolean binRight) {
        int left = at + 1;
        int axisL = axis(left);
        double loL = centroids[6 * left + axisL];
        double scaleL = BINS / (centroids[6 * left + 3 + axisL] - loL);
        int axisR = axis(at);
        double loR = centroids[6 * at + axisR];
        double scaleR = BINS / (centroids[6 * at + 3 + axisR] - loR);
        int i = start;
        int j = end - 1;
        while (true) {
            while (i <= j && binOf(centroid(bounds, 6 * i, axis), lo, scale) <= best) {
                if (binLeft) {
                    binSlot(bounds, i, left, axisL, loL, scaleL);
                }
                i++;
            }
            while (i <= j && binOf(centroid(bounds, 6 * j, axis), lo, scale) > best) {
                if (binRight) {
                    binSlot(bounds, j, at, axisR, loR, scaleR);
                }
                j--;
            }
            if (i > j) {
                return i;
            }
            swap(slotIndex, bounds, i, j);
            if (binLeft) {
                binSlot(bounds, i, left, axisL, loL, scaleL);
            }
            if (binRight) {
                binSlot(bounds, j, at, axisR, loR, scaleR);
            }
            i++;
            j--;
        }
    }

    /**
     * The last bin of the left child by {@code n_left * area_left + n_right * area_right}, the first of
     * equal minima; -1 if every split leaves a side empty.
     */
    private int bestSplit(int at, int total) {
        // Areas of the unions right of each split, then a sweep from the left.
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        double[] bb = bins;
        int o = BIN_DOUBLES * at;
        for (int b = BINS - 1; b > 0; b--) {
            int p = o + 12 * b;
            x0 = Math.min(x0, bb[p]);
            y0 = Math.min(y0, bb[p + 1]);
            z0 = Math.min(z0, bb[p + 2]);
            x1 = Math.max(x1, bb[p + 3]);
            y1 = Math.max(y1, bb[p + 4]);
            z1 = Math.max(z1, bb[p + 5]);
            rightArea[b] = area(x1 - x0, y1 - y0, z1 - z0);
        }
        x0 = Double.POSITIVE_INFINITY;
        y0 = Double.POSITIVE_INFINITY;
        z0 = Double.POSITIVE_INFINITY;
        x1 = Double.NEGATIVE_INFINITY;
        y1 = Double.NEGATIVE_INFINITY;
        z1 = Double.NEGATIVE_INFINITY;
        int leftCount = 0;
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int b = 0; b < BINS - 1; b++) {
            int p = o + 12 * b;
            x0 = Math.min(x0, bb[p]);
            y0 = Math.min(y0, bb[p + 1]);
            z0 = Math.min(z0, bb[p + 2]);
            x1 = Math.max(x1, bb[p + 3]);
            y1 = Math.max(y1, bb[p + 4]);
            z1 = Math.max(z1, bb[p + 5]);
            leftCount += counts[BINS * at + b];
            int rightCount = total - leftCount;
            if (leftCount == 0 || rightCount == 0) {
                continue;
            }
            double cost = leftCount * area(x1 - x0, y1 - y0, z1 - z0) + rightCount * rightArea[b + 1];
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

    private static void swap(int[] slotIndex, double[] bounds, int i, int j) {
        int t = slotIndex[i];
        slotIndex[i] = slotIndex[j];
        slotIndex[j] = t;
        int a = 6 * i;
        int b = 6 * j;
        for (int k = 0; k < 6; k++) {
            double d = bounds[a + k];
            bounds[a + k] = bounds[b + k];
            bounds[b + k] = d;
        }
    }

    static void empty(double[] b, int o) {
        for (int k = 0; k < 3; k++) {
            b[o + k] = Double.POSITIVE_INFINITY;
            b[o + 3 + k] = Double.NEGATIVE_INFINITY;
        }
    }
}
