package io.github.obbkit.raycast;

/**
 * The split of a small node of a build ({@value #MAX_SIZE} boxes or fewer), for {@link BinnedSplit}:
 * its boxes sorted by centroid along the axis of widest centroid spread, and the surface-area cost
 * {@code n_left * area_left + n_right * area_right} swept over every place between two of them (the
 * full sweep, of which binning is an approximation). Near the leaves a node's bins would cost more
 * than its boxes: clearing and sweeping sixteen bins of twelve numbers for a node of a few boxes. The
 * sweep is exact and touches only the node's own boxes, so it is both cheaper there and at least as
 * good a split as the bins would find among the same boxes. One per task, like its {@link BinnedSplit}.
 *
 * <p>It reads the boxes' keys as {@link BinnedSplit} does (six ints per slot, a centroid the sum of
 * two), so its areas are in grid steps; the costs it compares are those of the bounds, up to the grid.
 *
 * <p>A split is a function of the node's slots in their order: ties between equal centroids keep the
 * slots' order (the sort is stable), and the first of equal minimal costs is taken; so every build of
 * the same boxes makes the same tree, whichever thread splits which node.
 */
final class SweepSplit {
    /** The most boxes of a node split by the sweep rather than by bins. */
    static final int MAX_SIZE = 16;

    private final int[] sortKeys = new int[MAX_SIZE];
    private final int[] order = new int[MAX_SIZE];
    private final double[] rightArea = new double[MAX_SIZE];
    private final int[] movedKeys = new int[6 * MAX_SIZE];
    private final int[] movedIndex = new int[MAX_SIZE];
    /** The node's centroid bounds, as {@link BinnedSplit#centroidBounds} writes them. */
    private final int[] centroids = new int[6];

    /**
     * Splits the slots {@code start .. end - 1} (more than a leaf holds, at most {@link #MAX_SIZE}),
     * reordering their indices and keys so that the left child comes first; returns the first slot
     * of the right child. Slots whose centroids all coincide are halved by position.
     */
    int split(int[] slotIndex, int[] keys, int start, int end) {
        int m = end - start;
        int axis = widestAxis(keys, start, end, centroids);
        if (axis < 0) {
            return start + m / 2;
        }
        // Insertion sort of the node's centroids along the axis, stable.
        for (int k = 0; k < m; k++) {
            int o = 6 * (start + k);
            int c = keys[o + axis] + keys[o + 3 + axis];
            int p = k;
            while (p > 0 && sortKeys[p - 1] > c) {
                sortKeys[p] = sortKeys[p - 1];
                order[p] = order[p - 1];
                p--;
            }
            sortKeys[p] = c;
            order[p] = k;
        }
        int best = bestPlace(keys, start, m);
        // The node's slots in sorted order: keys and indices copied out, then back.
        System.arraycopy(keys, 6 * start, movedKeys, 0, 6 * m);
        System.arraycopy(slotIndex, start, movedIndex, 0, m);
        for (int k = 0; k < m; k++) {
            System.arraycopy(movedKeys, 6 * order[k], keys, 6 * (start + k), 6);
            slotIndex[start + k] = movedIndex[order[k]];
        }
        return start + best;
    }

    /** The axis of widest centroid spread (the first of equal spreads); -1 if the centroids coincide. */
    private static int widestAxis(int[] keys, int start, int end, int[] c) {
        BinnedSplit.centroidBounds(keys, start, end, c);
        int sx = c[3] - c[0];
        int sy = c[4] - c[1];
        int sz = c[5] - c[2];
        int axis = sy > sx ? 1 : 0;
        int spread = Math.max(sx, sy);
        if (sz > spread) {
            axis = 2;
            spread = sz;
        }
        return spread > 0 ? axis : -1;
    }

    /**
     * The number of sorted boxes ({@link #order}) that go left, by the least cost over every place
     * {@code 1 .. m - 1} (the first of equal minima).
     */
    private int bestPlace(int[] keys, int start, int m) {
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int z0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y1 = Integer.MIN_VALUE;
        int z1 = Integer.MIN_VALUE;
        for (int k = m - 1; k > 0; k--) {
            int o = 6 * (start + order[k]);
            x0 = Math.min(x0, keys[o]);
            y0 = Math.min(y0, keys[o + 1]);
            z0 = Math.min(z0, keys[o + 2]);
            x1 = Math.max(x1, keys[o + 3]);
            y1 = Math.max(y1, keys[o + 4]);
            z1 = Math.max(z1, keys[o + 5]);
            rightArea[k] = BinnedSplit.area(x0, y0, z0, x1, y1, z1);
        }
        x0 = Integer.MAX_VALUE;
        y0 = Integer.MAX_VALUE;
        z0 = Integer.MAX_VALUE;
        x1 = Integer.MIN_VALUE;
        y1 = Integer.MIN_VALUE;
        z1 = Integer.MIN_VALUE;
        int best = 1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int k = 0; k < m - 1; k++) {
            int o = 6 * (start + order[k]);
            x0 = Math.min(x0, keys[o]);
            y0 = Math.min(y0, keys[o + 1]);
            z0 = Math.min(z0, keys[o + 2]);
            x1 = Math.max(x1, keys[o + 3]);
            y1 = Math.max(y1, keys[o + 4]);
            z1 = Math.max(z1, keys[o + 5]);
            double cost = (k + 1) * BinnedSplit.area(x0, y0, z0, x1, y1, z1) + (m - 1 - k) * rightArea[k + 1];
            if (cost < bestCost) {
                best = k + 1;
                bestCost = cost;
            }
        }
        return best;
    }
}
