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
 * <p>A split is a function of the node's slots in their order: ties between equal centroids keep the
 * slots' order (the sort is stable), and the first of equal minimal costs is taken; so every build of
 * the same boxes makes the same tree, whichever thread splits which node.
 */
final class SweepSplit {
    /** The most boxes of a node split by the sweep rather than by bins. */
    static final int MAX_SIZE = 16;

    private final double[] keys = new double[MAX_SIZE];
    private final int[] order = new int[MAX_SIZE];
    private final double[] rightArea = new double[MAX_SIZE];
    private final double[] movedBounds = new double[6 * MAX_SIZE];
    private final int[] movedIndex = new int[MAX_SIZE];

    /**
     * Splits the slots {@code start .. end - 1} (more than a leaf holds, at most {@link #MAX_SIZE}),
     * reordering their indices and bounds so that the left child comes first; returns the first slot
     * of the right child. Slots whose centroids all coincide are halved by position.
     */
    int split(int[] slotIndex, double[] bounds, int start, int end) {
        int m = end - start;
        int axis = widestAxis(bounds, start, end);
        if (axis < 0) {
            return start + m / 2;
        }
        // Insertion sort of the node's centroids along the axis, stable.
        for (int k = 0; k < m; k++) {
            int o = 6 * (start + k);
            double c = BinnedSplit.centroid(bounds, o, axis);
            int p = k;
            while (p > 0 && keys[p - 1] > c) {
                keys[p] = keys[p - 1];
                order[p] = order[p - 1];
                p--;
            }
            keys[p] = c;
            order[p] = k;
        }
        int best = bestPlace(bounds, start, m);
        // The node's slots in sorted order: bounds and indices copied out, then back.
        System.arraycopy(bounds, 6 * start, movedBounds, 0, 6 * m);
        System.arraycopy(slotIndex, start, movedIndex, 0, m);
        for (int k = 0; k < m; k++) {
            System.arraycopy(movedBounds, 6 * order[k], bounds, 6 * (start + k), 6);
            slotIndex[start + k] = movedIndex[order[k]];
        }
        return start + best;
    }

    /** The axis of widest centroid spread (the first of equal spreads); -1 if the centroids coincide. */
    private static int widestAxis(double[] bounds, int start, int end) {
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        for (int s = start; s < end; s++) {
            int o = 6 * s;
            double cx = BinnedSplit.centroid(bounds, o, 0);
            double cy = BinnedSplit.centroid(bounds, o, 1);
            double cz = BinnedSplit.centroid(bounds, o, 2);
            x0 = Math.min(x0, cx);
            y0 = Math.min(y0, cy);
            z0 = Math.min(z0, cz);
            x1 = Math.max(x1, cx);
            y1 = Math.max(y1, cy);
            z1 = Math.max(z1, cz);
        }
        double sx = x1 - x0;
        double sy = y1 - y0;
        double sz = z1 - z0;
        int axis = sy > sx ? 1 : 0;
        double spread = Math.max(sx, sy);
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
    private int bestPlace(double[] bounds, int start, int m) {
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        for (int k = m - 1; k > 0; k--) {
            int o = 6 * (start + order[k]);
            x0 = Math.min(x0, bounds[o]);
            y0 = Math.min(y0, bounds[o + 1]);
            z0 = Math.min(z0, bounds[o + 2]);
            x1 = Math.max(x1, bounds[o + 3]);
            y1 = Math.max(y1, bounds[o + 4]);
            z1 = Math.max(z1, bounds[o + 5]);
            rightArea[k] = BinnedSplit.area(x1 - x0, y1 - y0, z1 - z0);
        }
        x0 = Double.POSITIVE_INFINITY;
        y0 = Double.POSITIVE_INFINITY;
        z0 = Double.POSITIVE_INFINITY;
        x1 = Double.NEGATIVE_INFINITY;
        y1 = Double.NEGATIVE_INFINITY;
        z1 = Double.NEGATIVE_INFINITY;
        int best = 1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int k = 0; k < m - 1; k++) {
            int o = 6 * (start + order[k]);
            x0 = Math.min(x0, bounds[o]);
            y0 = Math.min(y0, bounds[o + 1]);
            z0 = Math.min(z0, bounds[o + 2]);
            x1 = Math.max(x1, bounds[o + 3]);
            y1 = Math.max(y1, bounds[o + 4]);
            z1 = Math.max(z1, bounds[o + 5]);
            double cost = (k + 1) * BinnedSplit.area(x1 - x0, y1 - y0, z1 - z0) + (m - 1 - k) * rightArea[k + 1];
            if (cost < bestCost) {
                best = k + 1;
                bestCost = cost;
            }
        }
        return best;
    }
}
