package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.internal.VectorSupport;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The binned split against a slow oracle written from its contract: the node's centroid keys (sums
 * of a box's two keys), the axis of their widest spread (the first of equal spreads), each box's bin
 * {@code floor((c - lo) M / 2^58)} with {@code M = floor(16 2^58 / (spread + 1))} taken in
 * {@link BigInteger}s, every split between two bins costed as {@code n_left * area_left + n_right *
 * area_right} by unions of the boxes taken afresh, the first of the least costs; the left boxes are
 * those of the bins up to it. The split must keep every box (indices and keys moved together), put
 * exactly the oracle's left boxes first and return where the right ones begin; and the children it
 * leaves behind (their centroid bounds and bins, made by the partition) must split as the oracle
 * splits them afresh. Over random nodes: scattered, crowded into a few grid steps (ties, spreads of a
 * step or two), flat, and with coinciding centroids.
 */
class BinnedSplitTest {
    @Test
    void split_isTheOraclesCheapestBinnedSplit_andItsChildrenSplitAsTheOracleSays() {
        splitsAsTheOracleSays(false);
    }

    /** The same on the vector binning, where it runs (the module present): exact, so the same splits. */
    @Test
    void vectorBinning_splitsAsTheOracleSays() {
        if (VectorSupport.enabled()) {
            assertThat(BinnedSplit.VECTOR_BINS).as("the vector binning runs where the module is").isTrue();
        }
        splitsAsTheOracleSays(true);
    }

    private static void splitsAsTheOracleSays(boolean vector) {
        SplittableRandom r = new SplittableRandom(vector ? 0xb2 : 0xb1);
        for (int round = 0; round < 3000; round++) {
            int n = r.nextInt(SweepSplit.MAX_SIZE + 1, round % 10 == 0 ? 2000 : 200);
            int start = r.nextInt(0, 3);
            int end = start + n;
            int[] keys = new int[6 * (end + 2)];
            int[] slotIndex = new int[end + 2];
            int kind = round % 5;
            for (int s = 0; s < slotIndex.length; s++) {
                slotIndex[s] = 1000 + s;
                System.arraycopy(box(r, kind), 0, keys, 6 * s, 6);
            }
            String where = "round " + round + ", kind " + kind + ", " + n + " boxes";
            BinnedSplit split = new BinnedSplit(1, vector);
            split.start(keys, start, end, 0);
            int mid = checkSplit(split, slotIndex, keys, start, end, 0, where);
            // The children, as the split left them: left node 1, right node 0.
            if (mid - start > SweepSplit.MAX_SIZE) {
                checkSplit(split, slotIndex, keys, start, mid, 1, where + ", left child");
            }
            if (end - mid > SweepSplit.MAX_SIZE) {
                checkSplit(split, slotIndex, keys, mid, end, 0, where + ", right child");
            }
        }
    }

    /** Splits node {@code at}, slots {@code start .. end - 1}, checking it against the oracle; returns the split. */
    private static int checkSplit(BinnedSplit split, int[] slotIndex, int[] keys, int start, int end, int at,
                                  String where) {
        int[] keysBefore = keys.clone();
        int[] indexBefore = slotIndex.clone();
        boolean[] left = oracle(keysBefore, start, end);
        int mid = split.split(slotIndex, keys, null, start, end, at);
        if (left == null) {
            // Halved by position, the slots as they were.
            assertThat(mid).as(where).isEqualTo(start + (end - start) / 2);
            assertThat(slotIndex).as(where).isEqualTo(indexBefore);
            assertThat(keys).as(where).isEqualTo(keysBefore);
            return mid;
        }
        int leftCount = 0;
        for (boolean l : left) {
            leftCount += l ? 1 : 0;
        }
        assertThat(mid).as("the first right slot, %s", where).isEqualTo(start + leftCount);
        List<Integer> expectedLeft = new ArrayList<>();
        List<Integer> expectedRight = new ArrayList<>();
        for (int k = 0; k < end - start; k++) {
            (left[k] ? expectedLeft : expectedRight).add(indexBefore[start + k]);
        }
        int[] wasAt = new int[slotIndex.length];
        for (int s = 0; s < slotIndex.length; s++) {
            wasAt[indexBefore[s] - 1000] = s;
        }
        List<Integer> gotLeft = new ArrayList<>();
        List<Integer> gotRight = new ArrayList<>();
        for (int s = 0; s < slotIndex.length; s++) {
            boolean inside = s >= start && s < end;
            if (!inside) {
                assertThat(slotIndex[s]).as("slot %d outside the node, %s", s, where).isEqualTo(indexBefore[s]);
            } else {
                (s < mid ? gotLeft : gotRight).add(slotIndex[s]);
            }
            // Keys travel with their index.
            int from = wasAt[slotIndex[s] - 1000];
            assertThat(Arrays.copyOfRange(keys, 6 * s, 6 * s + 6)).as("keys of slot %d, %s", s, where)
                    .containsExactly(Arrays.copyOfRange(keysBefore, 6 * from, 6 * from + 6));
        }
        gotLeft.sort(null);
        gotRight.sort(null);
        expectedLeft.sort(null);
        expectedRight.sort(null);
        assertThat(gotLeft).as("the left boxes, %s", where).isEqualTo(expectedLeft);
        assertThat(gotRight).as("the right boxes, %s", where).isEqualTo(expectedRight);
        return mid;
    }

    /**
     * Which of the node's boxes (offsets from {@code start}) go left by the contract; null where the
     * node is halved by position (every centroid the same, or no split leaves both sides boxes).
     */
    private static boolean[] oracle(int[] keys, int start, int end) {
        int n = end - start;
        long[] lo = new long[3];
        long[] spread = new long[3];
        for (int k = 0; k < 3; k++) {
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (int s = start; s < end; s++) {
                min = Math.min(min, centroid(keys, s, k));
                max = Math.max(max, centroid(keys, s, k));
            }
            lo[k] = min;
            spread[k] = max - min;
        }
        int axis = 0;
        for (int k = 1; k < 3; k++) {
            if (spread[k] > spread[axis]) {
                axis = k;
            }
        }
        if (spread[axis] == 0) {
            return null;
        }
        BigInteger m = BigInteger.valueOf(Bvh3d.BINS).shiftLeft(58).divide(BigInteger.valueOf(spread[axis] + 1));
        int[] bin = new int[n];
        for (int k = 0; k < n; k++) {
            bin[k] = BigInteger.valueOf(centroid(keys, start + k, axis) - lo[axis]).multiply(m).shiftRight(58)
                    .intValueExact();
            assertThat(bin[k]).isBetween(0, Bvh3d.BINS - 1);
        }
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int b = 0; b < Bvh3d.BINS - 1; b++) {
            boolean[] left = new boolean[n];
            int leftCount = 0;
            for (int k = 0; k < n; k++) {
                left[k] = bin[k] <= b;
                leftCount += left[k] ? 1 : 0;
            }
            if (leftCount == 0 || leftCount == n) {
                continue;
            }
            double cost = leftCount * area(keys, start, left, true) + (n - leftCount) * area(keys, start, left, false);
            if (cost < bestCost) {
                best = b;
                bestCost = cost;
            }
        }
        if (best < 0) {
            return null;
        }
        boolean[] left = new boolean[n];
        for (int k = 0; k < n; k++) {
            left[k] = bin[k] <= best;
        }
        return left;
    }

    private static long centroid(int[] keys, int s, int axis) {
        return (long) keys[6 * s + axis] + keys[6 * s + 3 + axis];
    }

    /** Half the surface area of the union of the node's boxes on side {@code side}. */
    private static double area(int[] keys, int start, boolean[] left, boolean side) {
        long[] u = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE};
        for (int k = 0; k < left.length; k++) {
            if (left[k] != side) {
                continue;
            }
            int o = 6 * (start + k);
            for (int a = 0; a < 3; a++) {
                u[a] = Math.min(u[a], keys[o + a]);
                u[3 + a] = Math.max(u[3 + a], keys[o + 3 + a]);
            }
        }
        double x = u[3] - u[0];
        double y = u[4] - u[1];
        double z = u[5] - u[2];
        return x * y + y * z + z * x;
    }

    /** A box's keys on the grid of {@link BinnedSplit#GRID} steps, of one of several kinds. */
    private static int[] box(SplittableRandom r, int kind) {
        int g = BinnedSplit.GRID;
        int[] b = new int[6];
        for (int k = 0; k < 3; k++) {
            int lo;
            int hi;
            switch (kind) {
                case 0 -> {
                    // Scattered over the whole grid, boxes of any size.
                    lo = r.nextInt(0, g);
                    hi = r.nextInt(lo, g + 1);
                }
                case 1 -> {
                    // Crowded into a few steps: ties, spreads of one or two.
                    lo = r.nextInt(0, 3);
                    hi = lo + r.nextInt(0, 3);
                }
                case 2 -> {
                    // Flat on z, small on the other axes.
                    lo = k == 2 ? g / 2 : r.nextInt(0, 1000);
                    hi = k == 2 ? lo : lo + r.nextInt(0, 50);
                }
                case 3 -> {
                    // Centroids on a few planes across x, the same elsewhere, sizes differing.
                    int c = k == 0 ? 2 * r.nextInt(4) * (g / 8) : g;
                    int h = r.nextInt(0, g / 16);
                    lo = c / 2 - h;
                    hi = c / 2 + h;
                    lo = Math.max(0, lo);
                }
                default -> {
                    // All centroids the same on every axis now and then: halved by position.
                    int h = r.nextInt(0, 1000);
                    lo = g / 2 - h;
                    hi = g / 2 + h;
                }
            }
            b[k] = lo;
            b[3 + k] = hi;
        }
        return b;
    }
}
