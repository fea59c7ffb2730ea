package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.BatchGather;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;

/**
 * The build of a {@link Bvh3d}: the boxes' bounds, the tree's shape by the binned surface-area
 * heuristic (Wald, "On fast construction of SAH-based bounding volume hierarchies", 2007), and the
 * nodes' bounds, bottom-up, which a refit recomputes. Top-down, each node's boxes are split by the
 * centroids of their bounds: {@value #BINS} bins along the axis of largest centroid spread, the split
 * minimising {@code n_left * area_left + n_right * area_right} ({@link BinnedSplit}); a node of at most
 * {@value SweepSplit#MAX_SIZE} boxes by the same cost swept over its boxes sorted by centroid
 * ({@link SweepSplit}). Nodes of at most {@value #MAX_LEAF_SIZE} boxes are leaves; boxes whose
 * centroids coincide are split in half by position.
 *
 * <p><b>Flat arrays.</b> The split reads the boxes' bounds as integer keys, six per slot
 * ({@link BinnedSplit#quantize}), permuted in place together with {@link #slotIndex} as the nodes are
 * split, so each pass over a node reads its own range front to back; at the end the double bounds
 * are gathered once into slot order, as the tree's per-slot bounds. The keys decide the shape only:
 * every node's bounds are unions of the double bounds ({@link #fill}).
 *
 * <p><b>Parallel.</b> In a {@link BuildMode#PARALLEL} build of at least {@value #PARALLEL_MIN} boxes,
 * a node of at least {@value #GRAIN} boxes splits on the common fork-join pool into two tasks, each
 * building its subtree with local node numbers; the parts are then stitched, renumbered depth-first.
 * Every split is the same whichever thread runs it, so the tree is the same as a sequential build's.
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

    /** The fewest boxes for which a parallel build uses the pool at all. */
    static final int PARALLEL_MIN = 1 << 16;

    /** The fewest boxes of a node that a parallel build splits into two tasks. */
    static final int GRAIN = 1 << 13;

    /** Below this depth only: a chain of lopsided splits stays in one task rather than nesting deeper. */
    private static final int MAX_TASK_DEPTH = 40;

    /** Per slot: the index of its box in the caller's order. */
    final int[] slotIndex;
    /** Per slot: its box's bounds. */
    final double[] slotBounds;
    /** Per slot, while building: its box's keys; see {@link BinnedSplit}. */
    private final int[] keys;
    /** Per box, by the caller's index: its bounds, from which nodes may take keys of their own. */
    private final double[] byIndex;
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
     * {@code i}, as {@link #bounds} writes them), permuting their keys and {@link #slotIndex} together
     * so that every leaf is a range of slots; then {@link #slotBounds} holds {@code bounds} in slot order.
     */
    Bvh3dBuilder(double[] bounds, int n, BuildMode mode) {
        this(bounds, n, mode, BinnedSplit.VECTOR_BINS);
    }

    /** As above, binning on vectors only if {@code vectorBins} (tests build both ways in one JVM). */
    Bvh3dBuilder(double[] bounds, int n, BuildMode mode, boolean vectorBins) {
        this.slotIndex = new int[n];
        for (int i = 0; i < n; i++) {
            slotIndex[i] = i;
        }
        this.byIndex = bounds;
        this.keys = new int[6 * n];
        BinnedSplit.quantize(bounds, slotIndex, keys, 0, n);
        Part top = n == 0 ? null : top(n, mode, vectorBins);
        this.slotBounds = new double[6 * n];
        toSlots(bounds, slotIndex, slotBounds);
        if (top == null) {
            this.children = new int[2];
            this.root = 0;
            this.innerCount = 0;
            this.depth = 0;
            return;
        }
        this.innerCount = top.inner;
        this.depth = top.depth;
        if (top.left == null && top.children != null && top.children.length == 2 * top.inner) {
            this.children = top.children;
        } else {
            this.children = new int[2 * Math.max(1, top.inner)];
        }
        this.root = top.inner == 0 ? top.ref : stitch(top, 0, children);
    }

    /**
     * The whole tree's shape over the keys of {@code n > 0} boxes, binning on vectors if
     * {@code vectorBins} and they can run.
     */
    private Part top(int n, BuildMode mode, boolean vectorBins) {
        BinnedSplit w = new BinnedSplit(64, vectorBins);
        w.start(keys, 0, n, 0);
        return mode == BuildMode.PARALLEL && n >= PARALLEL_MIN
                ? ForkJoinPool.commonPool().invoke(new Task(this, 0, n, w, 1))
                : sequential(w, 0, n, 1);
    }

    /**
     * A built subtree: a leaf ({@link #inner} 0, {@link #ref} its reference); a task's subtree, its
     * inner nodes numbered from 0 in {@link #children}, leaves by global slot; or a node split into two
     * tasks, {@link #left} and {@link #right}.
     */
    private static final class Part {
        int[] children;
        int ref;
        Part left;
        Part right;
        /** The number of inner nodes, this one's and its parts' included. */
        int inner;
        int depth;
    }

    /** A subtree built by one task, its root node 0 of its own {@link BinnedSplit}. */
    private static final class Task extends RecursiveTask<Part> {
        private final Bvh3dBuilder builder;
        private final int start;
        private final int end;
        private final BinnedSplit w;
        private final int level;

        Task(Bvh3dBuilder builder, int start, int end, BinnedSplit w, int level) {
            this.builder = builder;
            this.start = start;
            this.end = end;
            this.w = w;
            this.level = level;
        }

        @Override
        protected Part compute() {
            if (end - start < GRAIN || level > MAX_TASK_DEPTH) {
                return builder.sequential(w, start, end, level);
            }
            int mid = w.split(builder.slotIndex, builder.keys, builder.byIndex, start, end, 0);
            BinnedSplit lw = new BinnedSplit(2, w.vectorBins);
            lw.copy(w, 1, 0);
            Task l = new Task(builder, start, mid, lw, level + 1);
            Task r = new Task(builder, mid, end, w, level + 1);
            ForkJoinTask.invokeAll(l, r);
            Part p = new Part();
            p.left = l.join();
            p.right = r.join();
            p.inner = 1 + p.left.inner + p.right.inner;
            p.depth = Math.max(p.left.depth, p.right.depth);
            return p;
        }
    }

    /**
     * Writes part {@code p} into {@code dest} with its first inner node numbered {@code at} (the
     * depth-first order of a sequential build: a node, its first child's subtree, its second's) and
     * returns its reference.
     */
    private static int stitch(Part p, int at, int[] dest) {
        if (p.inner == 0) {
            return p.ref;
        }
        if (p.left == null) {
            int[] c = p.children;
            for (int k = 0; k < 2 * p.inner; k++) {
                dest[2 * at + k] = c[k] >= 0 ? c[k] + at : c[k];
            }
            return at;
        }
        dest[2 * at] = stitch(p.left, at + 1, dest);
        dest[2 * at + 1] = stitch(p.right, at + 1 + p.left.inner, dest);
        return at;
    }

    /**
     * Builds the subtree over slots {@code start .. end - 1} on this thread, its root at depth
     * {@code level} and node 0 of {@code w}; its inner nodes are numbered from 0 in depth-first order.
     */
    private Part sequential(BinnedSplit w, int start, int end, int level) {
        Part part = new Part();
        int n = end - start;
        if (n <= MAX_LEAF_SIZE) {
            part.ref = ~(start << 3 | n);
            part.depth = level;
            return part;
        }
        int[] ch = new int[2 * (n - 1)];
        // Work items of five ints, start, end, depth, parent (-1 for the root), which child of it; item
        // k is node k of w.
        int[] stack = new int[5 * 64];
        int top = 0;
        push(stack, top++, start, end, level, -1, 0);
        int inner = 0;
        int maxDepth = level;
        int[] order = slotIndex;
        int[] k6 = keys;
        while (top > 0) {
            top--;
            int i5 = 5 * top;
            int s = stack[i5];
            int e = stack[i5 + 1];
            int d = stack[i5 + 2];
            int parent = stack[i5 + 3];
            int side = stack[i5 + 4];
            maxDepth = Math.max(maxDepth, d);
            int size = e - s;
            int ref;
            if (size <= MAX_LEAF_SIZE) {
                ref = ~(s << 3 | size);
            } else {
                ref = inner++;
            }
            if (parent >= 0) {
                ch[2 * parent + side] = ref;
            }
            if (ref < 0) {
                continue;
            }
            int mid = w.split(order, k6, byIndex, s, e, top);
            if (5 * (top + 2) > stack.length) {
                stack = Arrays.copyOf(stack, 2 * stack.length);
            }
            // The first child is taken next, so it is numbered right after its parent.
            push(stack, top++, mid, e, d + 1, ref, 1);
            push(stack, top++, s, mid, d + 1, ref, 0);
        }
        part.children = inner == n - 1 ? ch : Arrays.copyOf(ch, 2 * inner);
        part.inner = inner;
        part.depth = maxDepth;
        return part;
    }

    private static void push(int[] stack, int at, int start, int end, int depth, int parent, int side) {
        int i5 = 5 * at;
        stack[i5] = start;
        stack[i5 + 1] = end;
        stack[i5 + 2] = depth;
        stack[i5 + 3] = parent;
        stack[i5 + 4] = side;
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

    /** Writes the bounds {@code byIndex} (six per box, by the caller's index) into {@code dest} in slot order. */
    static void toSlots(double[] byIndex, int[] slotIndex, double[] dest) {
        for (int slot = 0; slot < slotIndex.length; slot++) {
            System.arraycopy(byIndex, 6 * slotIndex[slot], dest, 6 * slot, 6);
        }
    }

    /** Per box: its slot, the inverse of the permutation {@code slotIndex}. */
    static int[] inverse(int[] slotIndex) {
        int[] indexSlot = new int[slotIndex.length];
        for (int slot = 0; slot < slotIndex.length; slot++) {
            indexSlot[slotIndex[slot]] = slot;
        }
        return indexSlot;
    }

    /**
     * Copies the boxes of {@code source} (by the caller's index) into {@code dest} in slot order,
     * gathered column by column (each pass reads one column of the source where it jumps).
     */
    static void copyBoxes(Obb3dBatch source, int[] slotIndex, Obb3dBatch dest) {
        BatchGather.gather(source, slotIndex, slotIndex.length, dest);
    }

    /**
     * Writes box {@code k} of {@code moved} over box {@code indices[k]} in the tree's batch
     * {@code dest} and its slot bounds, for each {@code k} in turn.
     */
    static void moveBoxes(Obb3dBatch moved, int[] indices, int[] indexSlot, Obb3dBatch dest, double[] slotBounds) {
        double[] fresh = bounds(moved);
        for (int k = 0; k < indices.length; k++) {
            int slot = indexSlot[indices[k]];
            dest.set(slot, moved.get(k));
            System.arraycopy(fresh, 6 * k, slotBounds, 6 * slot, 6);
        }
    }

    /**
     * Checks the arguments of {@link Bvh3d#update} for a hierarchy of {@code size} boxes, and returns
     * the new boxes as a batch.
     */
    static Obb3dBatch checkUpdate(int[] indices, Obb3d[] boxes, int size) {
        Objects.requireNonNull(indices, "indices");
        Objects.requireNonNull(boxes, "boxes");
        if (indices.length != boxes.length) {
            throw new IllegalArgumentException("boxes must have the " + indices.length + " elements of indices, had "
                    + boxes.length);
        }
        for (int k = 0; k < indices.length; k++) {
            if (indices[k] < 0 || indices[k] >= size) {
                throw new IllegalArgumentException("indices[" + k + "] must be in [0, " + size + "), was " + indices[k]);
            }
        }
        return Obb3dBatch.of(boxes);
    }

    /**
     * Every inner node's exact bounds, bottom-up (children are numbered after their parents), from the
     * slots' bounds: writes each inner node's two children's bounds and the root's, and returns the
     * tree's surface-area cost ({@link Bvh3dQuality}).
     */
    static double fill(int[] children, int innerCount, int root, double[] slotBounds, double[] childBounds,
                       double[] rootBounds) {
        double cost = 0;
        for (int node = innerCount - 1; node >= 0; node--) {
            for (int side = 0; side < 2; side++) {
                int ref = children[2 * node + side];
                int o = 12 * node + 6 * side;
                refBounds(ref, slotBounds, childBounds, childBounds, o);
                cost += weight(ref) * area(childBounds, o);
            }
        }
        if (slotBounds.length == 0) {
            Arrays.fill(rootBounds, 0);
            return 0;
        }
        refBounds(root, slotBounds, childBounds, rootBounds, 0);
        double rootArea = area(rootBounds, 0);
        cost += weight(root) * rootArea;
        // A tree of one point (every box a point, all the same): every ray through it visits all.
        return rootArea > 0 ? cost / rootArea : innerCount + slotBounds.length / 6.0;
    }

    /** What a visit to a node costs the SAH: 1 for an inner node, 1 per box for a leaf. */
    private static int weight(int ref) {
        return ref >= 0 ? 1 : ~ref & 7;
    }

    private static double area(double[] b, int o) {
        return BinnedSplit.area(b[o + 3] - b[o], b[o + 4] - b[o + 1], b[o + 5] - b[o + 2]);
    }

    /** The exact bounds of what a reference holds, into {@code dest[o .. o + 5]}. */
    private static void refBounds(int ref, double[] slotBounds, double[] childBounds, double[] dest, int o) {
        if (ref >= 0) {
            int c = 12 * ref;
            for (int k = 0; k < 3; k++) {
                dest[o + k] = Math.min(childBounds[c + k], childBounds[c + 6 + k]);
                dest[o + 3 + k] = Math.max(childBounds[c + 3 + k], childBounds[c + 9 + k]);
            }
            return;
        }
        int first = ~ref >>> 3;
        int s = 6 * first;
        System.arraycopy(slotBounds, s, dest, o, 6);
        for (int slot = first + 1; slot < first + (~ref & 7); slot++) {
            s = 6 * slot;
            for (int k = 0; k < 3; k++) {
                dest[o + k] = Math.min(dest[o + k], slotBounds[s + k]);
                dest[o + 3 + k] = Math.max(dest[o + 3 + k], slotBounds[s + 3 + k]);
            }
        }
    }
}
