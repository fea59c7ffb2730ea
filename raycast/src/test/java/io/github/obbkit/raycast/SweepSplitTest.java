package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The small nodes' split against a slow oracle written from its contract: the node's boxes sorted
 * stably by centroid along the axis of widest centroid spread, every place between two of them costed
 * as {@code n_left * area_left + n_right * area_right} by unions taken afresh (of the keys, in doubles), the first of the least
 * costs. The split must keep every box (indices and bounds moved together), put the oracle's left
 * boxes first in its order, and return where the right ones begin; over random nodes, ones with equal
 * centroids, flat and point-like boxes among them.
 */
class SweepSplitTest {
    @Test
    void split_isTheCheapestPlaceInTheSortedOrder_andKeepsEveryBox() {
        SplittableRandom r = new SplittableRandom(0x5eef);
        SweepSplit sweep = new SweepSplit();
        for (int round = 0; round < 5000; round++) {
            int m = r.nextInt(Bvh3dBuilder.MAX_LEAF_SIZE + 1, SweepSplit.MAX_SIZE + 1);
            int start = r.nextInt(0, 4);
            int end = start + m;
            int[] bounds = new int[6 * (end + 2)];
            int[] slotIndex = new int[end + 2];
            for (int s = 0; s < slotIndex.length; s++) {
                slotIndex[s] = 1000 + s;
                int[] b = box(r, round % 4);
                System.arraycopy(b, 0, bounds, 6 * s, 6);
            }
            int[] boundsBefore = bounds.clone();
            int[] indexBefore = slotIndex.clone();
            int[] expected = oracle(boundsBefore, start, end);
            int mid = sweep.split(slotIndex, bounds, start, end);
            String where = "round " + round + ", " + m + " boxes";
            assertThat(mid).as(where).isEqualTo(expected[expected.length - 1]);
            // Untouched outside the node; inside, the oracle's order (or any order where all centroids coincide).
            for (int s = 0; s < slotIndex.length; s++) {
                boolean inside = s >= start && s < end;
                int from = !inside ? s : expected[0] < 0 ? s : start + expected[s - start];
                assertThat(slotIndex[s]).as("slot %d, %s", s, where).isEqualTo(indexBefore[from]);
                assertThat(Arrays.copyOfRange(bounds, 6 * s, 6 * s + 6)).as("bounds of slot %d, %s", s, where)
                        .containsExactly(Arrays.copyOfRange(boundsBefore, 6 * from, 6 * from + 6));
            }
        }
    }

    @Test
    void ties_takeTheFirstAxisOfEqualSpreads_andTheFirstPlaceOfEqualCosts() {
        SweepSplit sweep = new SweepSplit();
        // Five unit cubes in a row: 2 or 3 boxes left cost the same (2 * 5 + 3 * 7); the first is taken.
        int[] row = new int[6 * 5];
        int[] index = {0, 1, 2, 3, 4};
        for (int i = 0; i < 5; i++) {
            System.arraycopy(new int[] {i, 0, 0, i + 1, 1, 1}, 0, row, 6 * i, 6);
        }
        assertThat(sweep.split(index, row, 0, 5)).isEqualTo(2);
        // Centroids spread 4 along x and along y (and, in the second, along z): x is taken, so the order
        // is by x, not the y order 4, 0, 3, 1, 2 (or the z order).
        for (int zSpread = 0; zSpread < 2; zSpread++) {
            int[] b = new int[6 * 5];
            int[] slots = {0, 1, 2, 3, 4};
            int[] y = {1, 3, 4, 2, 0};
            for (int i = 0; i < 5; i++) {
                int x = 4 - i;
                int z = zSpread == 0 ? 0 : y[(i + 2) % 5];
                System.arraycopy(new int[] {x, y[i], z, x, y[i], z}, 0, b, 6 * i, 6);
            }
            sweep.split(slots, b, 0, 5);
            assertThat(slots).as("z spread %d", 4 * zSpread).containsExactly(4, 3, 2, 1, 0);
        }
    }

    /** A box's keys (bounds on the grid of {@link BinnedSplit#GRID} steps): scattered, or of one of a few degenerate kinds. */
    private static int[] box(SplittableRandom r, int kind) {
        int g = BinnedSplit.GRID / 8;
        int cx = kind == 1 ? 2 * g : r.nextInt(g, 3 * g);
        int cy = kind == 2 ? g + r.nextInt(3) : r.nextInt(g, 3 * g);
        int cz = r.nextInt(g, 3 * g);
        int hx = kind == 3 ? 0 : r.nextInt(0, g);
        int hy = r.nextInt(5) == 0 ? 0 : r.nextInt(0, g);
        int hz = r.nextInt(0, g);
        if (kind == 1 && r.nextBoolean()) {
            cy = g;
            cz = g;
        }
        // Small nodes deep in a tree: boxes a few steps apart, whose sums tie often.
        if (r.nextInt(4) == 0) {
            cx = r.nextInt(4);
            hx = r.nextInt(3);
        }
        return new int[] {cx - hx + g, cy - hy, cz - hz, cx + hx + g, cy + hy, cz + hz};
    }

    /**
     * The oracle's order of the node's boxes (offsets from {@code start}), then the first slot of the
     * right side; the order is {@code -1} where all centroids coincide and the node is halved in place.
     */
    private static int[] oracle(int[] b, int start, int end) {
        int m = end - start;
        double[] spread = new double[3];
        for (int k = 0; k < 3; k++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int s = start; s < end; s++) {
                lo = Math.min(lo, centroid(b, s, k));
                hi = Math.max(hi, centroid(b, s, k));
            }
            spread[k] = hi - lo;
        }
        int axis = 0;
        for (int k = 1; k < 3; k++) {
            if (spread[k] > spread[axis]) {
                axis = k;
            }
        }
        int[] result = new int[m + 1];
        if (!(spread[axis] > 0)) {
            result[0] = -1;
            result[m] = start + m / 2;
            return result;
        }
        int ax = axis;
        Integer[] order = new Integer[m];
        for (int k = 0; k < m; k++) {
            order[k] = k;
        }
        Arrays.sort(order, Comparator.comparingDouble(k -> centroid(b, start + k, ax)));
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int left = 1; left < m; left++) {
            double cost = left * area(b, start, order, 0, left) + (m - left) * area(b, start, order, left, m);
            if (cost < bestCost) {
                best = left;
                bestCost = cost;
            }
        }
        for (int k = 0; k < m; k++) {
            result[k] = order[k];
        }
        result[m] = start + best;
        return result;
    }

    /** The centroid's key: the sum of the two bounds' keys, twice the centroid on the grid. */
    private static double centroid(int[] b, int s, int axis) {
        return (double) b[6 * s + axis] + b[6 * s + 3 + axis];
    }

    /** Half the surface area of the union of sorted boxes {@code from .. to - 1}. */
    private static double area(int[] b, int start, Integer[] order, int from, int to) {
        double[] u = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int k = from; k < to; k++) {
            int o = 6 * (start + order[k]);
            for (int a = 0; a < 3; a++) {
                u[a] = Math.min(u[a], b[o + a]);
                u[3 + a] = Math.max(u[3 + a], b[o + 3 + a]);
            }
        }
        // Key sides are whole steps, exact in doubles.
        double x = u[3] - u[0];
        double y = u[4] - u[1];
        double z = u[5] - u[2];
        return x * y + y * z + z * x;
    }
}
