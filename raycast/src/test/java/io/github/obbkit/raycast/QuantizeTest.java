package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The keys of a node's boxes against their contract, written afresh: on the grid of
 * {@link BinnedSplit#GRID} steps across the union of the boxes in the range (the least minimum per
 * axis at 0, the largest extent over the axes at {@code GRID}), a minimum's key is its place rounded
 * down and a maximum's rounded up, so keys keep the order of the bounds (ties may merge), lie in
 * {@code [0, GRID]}, hold each box ({@code min key <= max key}), and the slots outside the range keep
 * theirs. Over scenes of one scale, of scales across many orders of magnitude, far from the origin,
 * flat, and of one point.
 */
class QuantizeTest {
    @Test
    void keys_keepTheBoundsOrder_onTheGridAcrossTheRangesUnion() {
        SplittableRandom r = new SplittableRandom(0x9e1d);
        for (int round = 0; round < 2000; round++) {
            int n = r.nextInt(1, 60);
            int kind = round % 5;
            double[] bounds = new double[6 * n];
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < 3; k++) {
                    double c;
                    double h;
                    switch (kind) {
                        case 0 -> {
                            c = r.nextDouble(-100, 100);
                            h = r.nextDouble(0, 5);
                        }
                        case 1 -> {
                            c = Math.scalb(1.0, r.nextInt(-300, 300)) * (r.nextBoolean() ? 1 : -1);
                            h = Math.abs(c) * r.nextDouble(0, 0.3);
                        }
                        case 2 -> {
                            c = 1e12 + r.nextDouble(0, 1e-3);
                            h = r.nextDouble(0, 1e-4);
                        }
                        case 3 -> {
                            c = k == 1 ? 7 : r.nextDouble(-1, 1);
                            h = k == 1 ? 0 : r.nextDouble(0, 1);
                        }
                        default -> {
                            c = 3;
                            h = 0;
                        }
                    }
                    bounds[6 * i + k] = c - h;
                    bounds[6 * i + 3 + k] = c + h;
                }
            }
            int[] slotIndex = new int[n];
            for (int i = 0; i < n; i++) {
                slotIndex[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int t = slotIndex[i];
                slotIndex[i] = slotIndex[j];
                slotIndex[j] = t;
            }
            int start = r.nextInt(n);
            int end = r.nextInt(start + 1, n + 1);
            int[] keys = new int[6 * n];
            Arrays.fill(keys, -7);
            BinnedSplit.quantize(bounds, slotIndex, keys, start, end);
            String where = "round " + round + ", kind " + kind;
            double[] lo = new double[3];
            double extent = 0;
            for (int k = 0; k < 3; k++) {
                double min = Double.POSITIVE_INFINITY;
                double max = Double.NEGATIVE_INFINITY;
                for (int s = start; s < end; s++) {
                    min = Math.min(min, bounds[6 * slotIndex[s] + k]);
                    max = Math.max(max, bounds[6 * slotIndex[s] + 3 + k]);
                }
                lo[k] = min;
                extent = Math.max(extent, max - min);
            }
            for (int s = 0; s < n; s++) {
                if (s < start || s >= end) {
                    for (int k = 0; k < 6; k++) {
                        assertThat(keys[6 * s + k]).as("slot %d outside the range, %s", s, where).isEqualTo(-7);
                    }
                    continue;
                }
                for (int k = 0; k < 3; k++) {
                    int a = keys[6 * s + k];
                    int b = keys[6 * s + 3 + k];
                    assertThat(a).as("%s", where).isBetween(0, BinnedSplit.GRID);
                    assertThat(b).as("%s", where).isBetween(a, BinnedSplit.GRID);
                    if (extent == 0) {
                        assertThat(b).as("a point: every key 0, %s", where).isZero();
                        continue;
                    }
                    // The place on the grid, rounded down for a minimum and up for a maximum.
                    double pa = (bounds[6 * slotIndex[s] + k] - lo[k]) / extent * BinnedSplit.GRID;
                    double pb = (bounds[6 * slotIndex[s] + 3 + k] - lo[k]) / extent * BinnedSplit.GRID;
                    assertThat((double) a).as("%s", where).isLessThanOrEqualTo(pa);
                    assertThat(a + 1.0).as("%s", where).isGreaterThan(pa);
                    assertThat((double) b).as("%s", where).isGreaterThanOrEqualTo(pb);
                    assertThat(b - 1.0).as("%s", where).isLessThan(pb);
                }
                // Order: a bound not above another has a key not above the other's.
                for (int t = start; t < end; t++) {
                    for (int k = 0; k < 6; k++) {
                        for (int m = k % 3; m < 6; m += 3) {
                            if (bounds[6 * slotIndex[s] + k] <= bounds[6 * slotIndex[t] + m] && (k < 3) == (m < 3)) {
                                assertThat(keys[6 * s + k]).as("order, %s", where).isLessThanOrEqualTo(keys[6 * t + m]);
                            }
                        }
                    }
                }
            }
        }
    }
}
