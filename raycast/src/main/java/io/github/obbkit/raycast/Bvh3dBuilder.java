package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.Arrays;

/**
 * The build of a {@link Bvh3d}: the boxes' bounds, the tree's shape by the binned surface-area
 * heuristic (Wald, "On fast construction of SAH-based bounding volume hierarchies", 2007), and the
 * nodes' bounds, bottom-up, which a refit recomputes. Top-down, each node's boxes are split by the
 * centroids of their bounds: {@value #BINS} bins along the axis of largest centroid spread, the split
 * minimising {@code n_left * area_left + n_right * area_right}. Nodes of at most
 * {@value #MAX_LEAF_SIZE} boxes are leaves; boxes whose centroids coincide are split in half by index.
 *
 * <p>The shape is written as {@link Bvh3d} reads it: inner nodes numbered in depth-first order (a
 * node's first child, if inner, is the next node), and a child reference that is an inner node's
 * number, or for a leaf {@code ~(first slot << 3 | box count)}; leaves are ranges of slots, and
 * {@link #slotIndex} says which box each slot holds.
 */
final class Bvh3dBuilder {
    /** The largest number of boxes in a leaf; a leaf's count must fit in the reference's low 3 bits. */
    static final int MAX_LEAF_SIZE = 4;

    /** The number of bins of the surface-area heuristic. */
    static final int BINS = 16;

    /** Per slot: the index of its box in the caller's order. */
    final int[] slotIndex;
    /** Per inner node: the two children's references. */
    final int[] children;
    /** The root's reference. */
    final int root;
    /** The number of inner nodes. */
    final int innerCount;
    /** The number of nodes on the longest path from the root to a leaf; 0 for no boxes. */
    final int depth;

    /**
     * Builds the topology over the boxes' bounds {@code bounds} ({@code 6 i .. 6 i + 5} for box
     * {@code i}, as {@link #bounds} writes them), permuting {@link #slotIndex} so that every leaf is a
     * range of slots.
     */
    Bvh3dBuilder(double[] bounds, int n) {
        this.slotIndex = new int[n];
        for (int i = 0; i < n; i++) {
            slotIndex[i] = i;
        }
        int maxInner = Math.max(1, n - 1);
        this.children = new int[2 * maxInner];
        if (n == 0) {
            this.root = 0;
            this.innerCount = 0;
            this.depth = 0;
            return;
        }
        // Work items of five ints: start, end, depth, parent (-1 for the root), which child of it.
        int[] stack = new int[5 * 64];
        int top = 0;
        stack[top++] = 0;
        stack[top++] = n;
        stack[top++] = 1;
        stack[top++] = -1;
        stack[top++] = 0;
        int inner = 0;
        int rootRef = 0;
        int maxDepth = 1;
        int[] binCount = new int[BINS];
        double[] binBounds = new double[6 * BINS];
        double[] rightArea = new double[BINS];
        int[] binOf = new int[n];
        while (top > 0) {
            int side = stack[--top];
            int parent = stack[--top];
            int d = stack[--top];
            int end = stack[--top];
            int start = stack[--top];
            maxDepth = Math.max(maxDepth, d);
            int size = end - start;
            int ref;
            int mid = 0;
            if (size <= MAX_LEAF_SIZE) {
                ref = ~(start << 3 | size);
            } else {
                mid = split(bounds, start, end, binCount, binBounds, rightArea, binOf);
                ref = inner++;
            }
            if (parent < 0) {
                rootRef = ref;
            } else {
                children[2 * parent + side] = ref;
            }
            if (ref < 0) {
                continue;
            }
            if (top + 10 > stack.length) {
                stack = Arrays.copyOf(stack, 2 * stack.length);
            }
            // The first child is taken next, so it is numbered right after its parent.
            stack[top++] = mid;
            stack[top++] = end;
            stack[top++] = d + 1;
            stack[top++] = ref;
            stack[top++] = 1;
            stack[top++] = start;
            stack[top++] = mid;
            stack[top++] = d + 1;
            stack[top++] = ref;
            stack[top++] = 0;
        }
        this.root = rootRef;
        this.innerCount = inner;
        this.depth = maxDepth;
    }


    private static double centroid(double[] bounds, int box, int axis) {
        return 0.5 * bounds[6 * box + axis] + 0.5 * bounds[6 * box + 3 + axis];
    }

    /** Partitions {@code slotIndex[start .. end)} and returns the first slot of the right half. */
    private int split(double[] bounds, int start, int end, int[] binCount, double[] binBounds, double[] rightArea,
                      int[] binOf) {
        int[] order = slotIndex;
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int s = start; s < end; s++) {
            for (int k = 0; k < 3; k++) {
                double c = centroid(bounds, order[s], k);
                lo[k] = Math.min(lo[k], c);
                hi[k] = Math.max(hi[k], c);
            }
        }
        int axis = 0;
        for (int k = 1; k < 3; k++) {
            if (hi[k] - lo[k] > hi[axis] - lo[axis]) {
                axis = k;
            }
        }
        double extent = hi[axis] - lo[axis];
        if (!(extent > 0)) {
            return start + (end - start) / 2;
        }
        Arrays.fill(binCount, 0);
        for (int b = 0; b < BINS; b++) {
            for (int k = 0; k < 3; k++) {
                binBounds[6 * b + k] = Double.POSITIVE_INFINITY;
                binBounds[6 * b + 3 + k] = Double.NEGATIVE_INFINITY;
            }
        }
        double scale = BINS / extent;
        for (int s = start; s < end; s++) {
            int box = order[s];
            int b = (int) Math.min(BINS - 1, Math.max(0, (centroid(bounds, box, axis) - lo[axis]) * scale));
            binOf[s] = b;
            binCount[b]++;
            for (int k = 0; k < 3; k++) {
                binBounds[6 * b + k] = Math.min(binBounds[6 * b + k], bounds[6 * box + k]);
                binBounds[6 * b + 3 + k] = Math.max(binBounds[6 * b + 3 + k], bounds[6 * box + 3 + k]);
            }
        }
        // Areas of the unions right of each split, then a sweep from the left.
        double[] acc = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int b = BINS - 1; b > 0; b--) {
            grow(acc, binBounds, b);
            rightArea[b] = area(acc);
        }
        acc = new double[] {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        int leftCount = 0;
        int total = end - start;
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int b = 0; b < BINS - 1; b++) {
            grow(acc, binBounds, b);
            leftCount += binCount[b];
            int rightCount = total - leftCount;
            if (leftCount == 0 || rightCount == 0) {
                continue;
            }
            double cost = leftCount * area(acc) + rightCount * rightArea[b + 1];
            if (best < 0 || cost < bestCost) {
                best = b;
                bestCost = cost;
            }
        }
        if (best < 0) {
            return start + (end - start) / 2;
        }
        int i = start;
        int j = end - 1;
        while (i <= j) {
            if (binOf[i] <= best) {
                i++;
            } else {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
                int tb = binOf[i];
                binOf[i] = binOf[j];
                binOf[j] = tb;
                j--;
            }
        }
        return i;
    }

    private static void grow(double[] acc, double[] binBounds, int b) {
        for (int k = 0; k < 3; k++) {
            acc[k] = Math.min(acc[k], binBounds[6 * b + k]);
            acc[3 + k] = Math.max(acc[3 + k], binBounds[6 * b + 3 + k]);
        }
    }

    /** Half the surface area; 0 for an empty union. */
    private static double area(double[] b) {
        double x = b[3] - b[0];
        double y = b[4] - b[1];
        double z = b[5] - b[2];
        if (!(x >= 0 && y >= 0 && z >= 0)) {
            return 0;
        }
        return x * y + y * z + z * x;
    }

    /**
     * Each box's bounds by the absolute-value rule, as {@link Obb3d#aabb()} computes them, into
     * {@code dest[6 i .. 6 i + 5]} for box {@code i}: minX, minY, minZ, maxX, maxY, maxZ.
     *
     * @throws IllegalArgumentException if a box's bounds are not finite
     */
    static double[] bounds(Obb3dBatch boxes) {
        int n = boxes.size();
        double[] dest = new double[6 * n];
        for (int i = 0; i < n; i++) {
            double ux = boxes.axisXx(i);
            double uy = boxes.axisXy(i);
            double uz = boxes.axisXz(i);
            double vx = boxes.axisYx(i);
            double vy = boxes.axisYy(i);
            double vz = boxes.axisYz(i);
            double wx = boxes.axisZx(i);
            double wy = boxes.axisZy(i);
            double wz = boxes.axisZz(i);
            double hx = boxes.halfExtentX(i);
            double hy = boxes.halfExtentY(i);
            double hz = boxes.halfExtentZ(i);
            double ex = hx * Math.abs(ux) + hy * Math.abs(vx) + hz * Math.abs(wx);
            double ey = hx * Math.abs(uy) + hy * Math.abs(vy) + hz * Math.abs(wy);
            double ez = hx * Math.abs(uz) + hy * Math.abs(vz) + hz * Math.abs(wz);
            int o = 6 * i;
            dest[o] = boxes.centerX(i) - ex;
            dest[o + 1] = boxes.centerY(i) - ey;
            dest[o + 2] = boxes.centerZ(i) - ez;
            dest[o + 3] = boxes.centerX(i) + ex;
            dest[o + 4] = boxes.centerY(i) + ey;
            dest[o + 5] = boxes.centerZ(i) + ez;
            // core3d keeps every box within Obb3d.MAX_REACH of the origin, so these bounds are finite; the
            // check keeps it so should that limit ever move.
            for (int k = 0; k < 6; k++) {
                if (!Double.isFinite(dest[o + k])) {
                    throw new IllegalArgumentException("boxes[" + i + "] must have finite bounds, was " + boxes.get(i));
                }
            }
        }
        return dest;
    }

    /**
     * Every node's exact bounds, bottom-up, from the boxes' bounds {@code bounds} (by box index):
     * children are numbered after their parents. Writes each slot's bounds, each inner node's two
     * children's, and the root's.
     */
    static void fill(int[] slotIndex, int[] children, int innerCount, int root, double[] bounds,
                     double[] slotBounds, double[] childBounds, double[] rootBounds) {
        int n = slotIndex.length;
        for (int slot = 0; slot < n; slot++) {
            System.arraycopy(bounds, 6 * slotIndex[slot], slotBounds, 6 * slot, 6);
        }
        double[] union = new double[6 * innerCount];
        double[] one = new double[6];
        for (int node = innerCount - 1; node >= 0; node--) {
            empty(union, 6 * node);
            for (int side = 0; side < 2; side++) {
                refBounds(children[2 * node + side], slotIndex, bounds, union, one);
                System.arraycopy(one, 0, childBounds, 12 * node + 6 * side, 6);
                include(union, 6 * node, one);
            }
        }
        refBounds(root, slotIndex, bounds, union, rootBounds);
    }

    /** The exact bounds of what a reference holds, into {@code dest[0 .. 5]}. */
    private static void refBounds(int ref, int[] slotIndex, double[] bounds, double[] union, double[] dest) {
        if (ref >= 0) {
            System.arraycopy(union, 6 * ref, dest, 0, 6);
            return;
        }
        empty(dest, 0);
        int first = ~ref >>> 3;
        for (int slot = first; slot < first + (~ref & 7); slot++) {
            int o = 6 * slotIndex[slot];
            for (int k = 0; k < 3; k++) {
                dest[k] = Math.min(dest[k], bounds[o + k]);
                dest[3 + k] = Math.max(dest[3 + k], bounds[o + 3 + k]);
            }
        }
    }

    private static void empty(double[] b, int o) {
        for (int k = 0; k < 3; k++) {
            b[o + k] = Double.POSITIVE_INFINITY;
            b[o + 3 + k] = Double.NEGATIVE_INFINITY;
        }
    }

    private static void include(double[] b, int o, double[] other) {
        for (int k = 0; k < 3; k++) {
            b[o + k] = Math.min(b[o + k], other[k]);
            b[o + 3 + k] = Math.max(b[o + 3 + k], other[3 + k]);
        }
    }
}
