package io.github.obbkit.raycast;

import java.util.Arrays;

/**
 * One thread's binned surface-area split of a range of slots, for {@link Bvh3dBuilder}: the bins and
 * the children's centroid bounds are its workspace, so a build allocates one per task, never one per
 * node. The slots' bounds ({@code 6 s .. 6 s + 5} for slot {@code s}) move with their box numbers, so
 * that every pass over a node's boxes reads its own range of the arrays front to back.
 *
 * <p>The split is a function of the set of boxes in the range alone (bin bounds, counts and centroid
 * bounds are minima, maxima and sums; the cost is evaluated in a fixed order), except where all
 * centroids coincide and the range is halved by position: so every build of the same boxes in the
 * same order makes the same tree, whichever thread splits which node.
 */
final class BinnedSplit {
    private static final int BINS = Bvh3dBuilder.BINS;

    private final int[] count = new int[BINS];
    /** Per bin: the union of its boxes' bounds, minX, minY, minZ, maxX, maxY, maxZ. */
    private final double[] binBounds = new double[6 * BINS];
    /** Per bin: the bounds of its boxes' centroids, as {@link #binBounds}. */
    private final double[] binCentroids = new double[6 * BINS];
    private final double[] rightArea = new double[BINS];
    /** After {@link #split}: the bounds of the left child's centroids. */
    final double[] leftCentroids = new double[6];
    /** After {@link #split}: the bounds of the right child's centroids. */
    final double[] rightCentroids = new double[6];

    /** The centroid of slot bounds {@code b[o .. o + 5]} along {@code axis}, as the first builder computed it. */
    static double centroid(double[] b, int o, int axis) {
        return 0.5 * b[o + axis] + 0.5 * b[o + 3 + axis];
    }

    /** The bounds of the centroids of slots {@code start .. end - 1}, into {@code dest[0 .. 5]}. */
    static void centroidBounds(double[] bounds, int start, int end, double[] dest) {
        empty(dest, 0);
        for (int s = start; s < end; s++) {
            for (int k = 0; k < 3; k++) {
                double c = centroid(bounds, 6 * s, k);
                dest[k] = Math.min(dest[k], c);
                dest[3 + k] = Math.max(dest[3 + k], c);
            }
        }
    }

    /**
     * Partitions slots {@code start .. end - 1} (their indices and bounds together) into the left and
     * the right child and returns the first slot of the right one; {@link #leftCentroids} and
     * {@link #rightCentroids} then hold the children's centroid bounds.
     *
     * @param centroids the bounds of the range's centroids, at {@code co .. co + 5}
     */
    int split(int[] slotIndex, double[] bounds, int start, int end, double[] centroids, int co) {
        int axis = 0;
        for (int k = 1; k < 3; k++) {
            if (centroids[co + 3 + k] - centroids[co + k] > centroids[co + 3 + axis] - centroids[co + axis]) {
                axis = k;
            }
        }
        double lo = centroids[co + axis];
        double extent = centroids[co + 3 + axis] - lo;
        if (!(extent > 0)) {
            // Every centroid the same (the widest spread is none): halve by position.
            System.arraycopy(centroids, co, leftCentroids, 0, 6);
            System.arraycopy(centroids, co, rightCentroids, 0, 6);
            return start + (end - start) / 2;
        }
        double scale = BINS / extent;
        bin(bounds, start, end, axis, lo, scale);
        int best = bestSplit(end - start);
        if (best < 0) {
            int mid = start + (end - start) / 2;
            centroidBounds(bounds, start, mid, leftCentroids);
            centroidBounds(bounds, mid, end, rightCentroids);
            return mid;
        }
        empty(leftCentroids, 0);
        empty(rightCentroids, 0);
        for (int b = 0; b < BINS; b++) {
            include(b <= best ? leftCentroids : rightCentroids, binCentroids, 6 * b);
        }
        return partition(slotIndex, bounds, start, end, axis, lo, scale, best);
    }

    /** The bin of a centroid {@code c}: the first builder's formula, so both put every box in the same bin. */
    private static int binOf(double c, double lo, double scale) {
        return (int) Math.min(BINS - 1, Math.max(0, (c - lo) * scale));
    }

    /** Counts the slots into the bins and grows each bin's bounds and centroid bounds. */
    private void bin(double[] bounds, int start, int end, int axis, double lo, double scale) {
        Arrays.fill(count, 0);
        for (int b = 0; b < BINS; b++) {
            empty(binBounds, 6 * b);
            empty(binCentroids, 6 * b);
        }
        int[] cnt = count;
        double[] bb = binBounds;
        double[] bc = binCentroids;
        for (int s = start; s < end; s++) {
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
            int p = 6 * binOf(axis == 0 ? cx : axis == 1 ? cy : cz, lo, scale);
            cnt[p / 6]++;
            bb[p] = Math.min(bb[p], x0);
            bb[p + 1] = Math.min(bb[p + 1], y0);
            bb[p + 2] = Math.min(bb[p + 2], z0);
            bb[p + 3] = Math.max(bb[p + 3], x1);
            bb[p + 4] = Math.max(bb[p + 4], y1);
            bb[p + 5] = Math.max(bb[p + 5], z1);
            bc[p] = Math.min(bc[p], cx);
            bc[p + 1] = Math.min(bc[p + 1], cy);
            bc[p + 2] = Math.min(bc[p + 2], cz);
            bc[p + 3] = Math.max(bc[p + 3], cx);
            bc[p + 4] = Math.max(bc[p + 4], cy);
            bc[p + 5] = Math.max(bc[p + 5], cz);
        }
    }

    /**
     * The last bin of the left child by {@code n_left * area_left + n_right * area_right}, the first of
     * equal minima; -1 if every split leaves a side empty.
     */
    private int bestSplit(int total) {
        // Areas of the unions right of each split, then a sweep from the left.
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        double[] bb = binBounds;
        for (int b = BINS - 1; b > 0; b--) {
            int p = 6 * b;
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
            int p = 6 * b;
            x0 = Math.min(x0, bb[p]);
            y0 = Math.min(y0, bb[p + 1]);
            z0 = Math.min(z0, bb[p + 2]);
            x1 = Math.max(x1, bb[p + 3]);
            y1 = Math.max(y1, bb[p + 4]);
            z1 = Math.max(z1, bb[p + 5]);
            leftCount += count[b];
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

    /** Moves the slots of bins {@code 0 .. best} before the others; returns the first of the others. */
    private static int partition(int[] slotIndex, double[] bounds, int start, int end, int axis, double lo,
                                 double scale, int best) {
        int i = start;
        int j = end - 1;
        while (true) {
            while (i <= j && binOf(centroid(bounds, 6 * i, axis), lo, scale) <= best) {
                i++;
            }
            while (i <= j && binOf(centroid(bounds, 6 * j, axis), lo, scale) > best) {
                j--;
            }
            if (i > j) {
                return i;
            }
            swap(slotIndex, bounds, i, j);
            i++;
            j--;
        }
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

    /** Grows {@code dest[0 .. 5]} by the bounds {@code src[o .. o + 5]}. */
    static void include(double[] dest, double[] src, int o) {
        for (int k = 0; k < 3; k++) {
            dest[k] = Math.min(dest[k], src[o + k]);
            dest[3 + k] = Math.max(dest[3 + k], src[o + 3 + k]);
        }
    }
}
