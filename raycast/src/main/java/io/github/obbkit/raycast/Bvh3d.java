package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.internal.Checks;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A bounding-volume hierarchy over the axis-aligned bounds of many oriented boxes, built once and
 * queried by many rays for the nearest box each hits.
 *
 * <p><b>Same answer as the scan.</b> {@link #pickNearest(Ray3d, PickWorkspace, MutablePick)} answers
 * exactly what {@link ScanPicker3d} answers for the same boxes: the same index, bit for bit
 * the same {@code t}, the same face, with ties broken the same way (smallest {@code t}, then
 * smallest index). The leaves run the same slab kernel on the same box; the tree only decides which
 * boxes need not be tested, and it decides conservatively (below).
 *
 * <p><b>Build.</b> Top-down, splitting each node's boxes by the centroids of their bounds with the
 * binned surface-area heuristic (Wald, "On fast construction of SAH-based bounding volume
 * hierarchies", 2007): {@value #BINS} bins along the axis of largest centroid spread, the split
 * minimising {@code n_left * area_left + n_right * area_right}. Nodes of at most
 * {@value #MAX_LEAF_SIZE} boxes are leaves; boxes whose centroids coincide are split in half by
 * index. A box's bounds are those of {@link Obb3d#aabb()}: the absolute-value rule.
 *
 * <p><b>Layout.</b> The tree is flattened for the query into a few arrays: inner nodes in
 * depth-first order, each holding its two children's bounds and references, so one visit reads one
 * short record; leaves are ranges of slots, and the boxes' numbers (centre, axes, half-extents) and
 * bounds are copied into slot order, so the boxes of a leaf lie side by side and a query follows no
 * reference to an {@link Obb3d}.
 *
 * <p><b>Query.</b> Front to back: of a node's two children, the one the ray enters first is visited
 * first and the other postponed with its entry; a postponed node whose entry lies beyond the best hit
 * found so far is dropped, so the search usually ends after the first few leaves. In a leaf, each
 * box's own bounds are tested before the box. These bound tests may only err on the side of
 * visiting: bounds are grown, for the query, by {@code g = 1e-9 S + 16 ulp(M)}, where {@code S} is the
 * distance from the ray's origin to the root's centre along the farthest world axis plus the root's
 * three half-extents and {@code M} the largest coordinate magnitude of the origin and the root's
 * bounds. The point of the ray at a {@code t} the slab kernel reports lies within about
 * {@code 2e-12} of its box's scale of the box (see {@link SlabRaycast}), the box within a few ulps of
 * {@code M} of its bounds, and a bound test's own rounding (one fused multiply-add per plane with the
 * reciprocal of the direction) is a few ulps of {@code M} in space; {@code g} covers all three with a
 * wide margin, so every box the scan would report is inside bounds the ray is seen to enter no later
 * than that {@code t}. The tests compare parameters by the high 32 bits of their binary form, which
 * order non-negative doubles as the doubles do with the rest truncated, so they too can only let a
 * node in early (integer maxima and minima compile to conditional moves, those of doubles do not). A
 * world axis on which the parameters could come near overflowing is not used to prune. Bounds are
 * tested against {@code [0, best]}, closed, so a box tying with the best so far is still reached.
 *
 * <p><b>Refit.</b> {@link #refit(Obb3d[])} takes the boxes' new positions and recomputes the bounds
 * bottom-up without changing the tree; the answers stay exact, only the pruning may degrade if the
 * boxes moved far. Rebuild when it has.
 *
 * <p><b>Threads.</b> A query reads the tree and writes only the caller's {@link PickWorkspace} and
 * {@link MutablePick}: queries may run concurrently, each thread with its own. {@code refit} writes the tree and
 * must not run concurrently with anything else on it.
 */
public final class Bvh3d implements Picker3d {
    /** The largest number of boxes in a leaf. */
    public static final int MAX_LEAF_SIZE = 4;

    /** The number of bins of the surface-area heuristic. */
    public static final int BINS = 16;

    private static final double NODE_SLACK_RELATIVE = 1e-9;
    private static final double NODE_SLACK_ULPS = 16;

    /** Numbers per box in {@link #boxData}: centre, the rotation's rows, half-extents. */
    private static final int BOX = 15;

    /** The most boxes a hierarchy holds: {@code 15 n} doubles must fit in one array. */
    private static final int MAX_BOXES = (Integer.MAX_VALUE - 8) / BOX;

    private Obb3d[] boxes;

    // The tree, flattened for the query. Inner nodes are numbered in depth-first order (a node's
    // first child, if inner, is the next node), and each holds the bounds of its two children, so
    // that one visit reads one record and decides which children to enter. A child reference is an
    // inner node's number, or for a leaf ~(first slot << 3 | box count). Leaves are ranges of slots,
    // and the boxes are copied into slot order, so a leaf's boxes lie next to each other in memory.

    /** Per inner node: the two children's bounds, minX, minY, minZ, maxX, maxY, maxZ each. */
    private final double[] childBounds;
    /** Per inner node: the two children's references. */
    private final int[] children;
    /** Per slot: the index of its box in the caller's order. */
    private final int[] slotIndex;
    /** Per slot: its box's bounds, as {@link #childBounds}. */
    private final double[] slotBounds;
    /** Per slot: its box's 15 numbers, exactly as the box holds them. */
    private final double[] boxData;
    /** The union of all boxes' bounds, exactly (the scale of the query's slack). */
    private final double[] rootBounds = new double[6];
    /** Of the root's bounds, for the query's slack: the centre, the sum of the half-extents, the largest magnitude. */
    private double rootX;
    private double rootY;
    private double rootZ;
    private double rootHalves;
    private double rootReach;
    private final int root;
    private final int innerCount;
    private final int nodeCount;
    private final int depth;

    private Bvh3d(Obb3d[] boxes) {
        int n = boxes.length;
        checkCount(n);
        this.boxes = boxes;
        double[] bounds = new double[6 * n];
        for (int i = 0; i < n; i++) {
            boxBounds(boxes[i], i, bounds);
        }
        this.slotIndex = new int[n];
        for (int i = 0; i < n; i++) {
            slotIndex[i] = i;
        }
        int maxInner = Math.max(1, n - 1);
        this.childBounds = new double[12 * maxInner];
        this.children = new int[2 * maxInner];
        this.slotBounds = new double[6 * n];
        this.boxData = new double[BOX * n];
        if (n == 0) {
            this.root = 0;
            this.innerCount = 0;
            this.nodeCount = 0;
            this.depth = 0;
            return;
        }
        int[] built = build(bounds);
        this.root = built[0];
        this.innerCount = built[1];
        this.nodeCount = 2 * built[1] + 1;
        this.depth = built[2];
        fill(boxes, bounds);
    }

    /**
     * Refuses more than {@link #MAX_BOXES} boxes. On its own so that the limit can be tested without
     * building that many.
     */
    static void checkCount(int n) {
        if (n > MAX_BOXES) {
            throw new IllegalArgumentException("boxes must have at most " + MAX_BOXES + " elements, had " + n);
        }
    }

    /**
     * Builds a hierarchy over boxes (the list is copied; the boxes, being immutable, are kept).
     *
     * @param boxes the boxes, none null; may be empty
     * @return the hierarchy; box {@code i} of the list is index {@code i} in its answers
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if there are more than 143,165,575 boxes
     */
    public static Bvh3d build(List<Obb3d> boxes) {
        return new Bvh3d(copy(boxes.toArray(new Obb3d[0])));
    }

    /**
     * Builds a hierarchy over boxes (the array is copied).
     *
     * @param boxes the boxes, none null; may be empty
     * @return the hierarchy; box {@code i} of the array is index {@code i} in its answers
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if there are more than 143,165,575 boxes
     */
    public static Bvh3d build(Obb3d[] boxes) {
        return new Bvh3d(copy(boxes));
    }

    private static Obb3d[] copy(@Nullable Obb3d[] boxes) {
        Obb3d[] out = new Obb3d[boxes.length];
        for (int i = 0; i < boxes.length; i++) {
            out[i] = Checks.element("boxes", i, boxes[i]);
        }
        return out;
    }

    /** The absolute-value rule, as {@link Obb3d#aabb()}, written into {@code dest[6i .. 6i + 5]}. */
    private static void boxBounds(Obb3d b, int i, double[] dest) {
        double ex = b.halfExtentX() * Math.abs(b.axisXx()) + b.halfExtentY() * Math.abs(b.axisYx())
                + b.halfExtentZ() * Math.abs(b.axisZx());
        double ey = b.halfExtentX() * Math.abs(b.axisXy()) + b.halfExtentY() * Math.abs(b.axisYy())
                + b.halfExtentZ() * Math.abs(b.axisZy());
        double ez = b.halfExtentX() * Math.abs(b.axisXz()) + b.halfExtentY() * Math.abs(b.axisYz())
                + b.halfExtentZ() * Math.abs(b.axisZz());
        int o = 6 * i;
        dest[o] = b.centerX() - ex;
        dest[o + 1] = b.centerY() - ey;
        dest[o + 2] = b.centerZ() - ez;
        dest[o + 3] = b.centerX() + ex;
        dest[o + 4] = b.centerY() + ey;
        dest[o + 5] = b.centerZ() + ez;
        // core3d keeps every box within Obb3d.MAX_REACH of the origin, so these bounds are finite; the
        // check keeps it so should that limit ever move.
        for (int k = 0; k < 6; k++) {
            if (!Double.isFinite(dest[o + k])) {
                throw new IllegalArgumentException("boxes[" + i + "] must have finite bounds, was " + b);
            }
        }
    }

    /**
     * Builds the topology over the boxes' bounds, permuting {@link #slotIndex} so that every leaf is a
     * range of slots; returns {root reference, inner node count, depth}.
     */
    private int[] build(double[] bounds) {
        int n = slotIndex.length;
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
                stack = java.util.Arrays.copyOf(stack, 2 * stack.length);
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
        return new int[] {rootRef, inner, maxDepth};
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
        java.util.Arrays.fill(binCount, 0);
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
     * Copies the boxes into slot order and computes every node's bounds bottom-up, from the boxes'
     * bounds {@code bounds} (by box index): children are numbered after their parents.
     */
    private void fill(Obb3d[] boxes, double[] bounds) {
        int n = slotIndex.length;
        for (int slot = 0; slot < n; slot++) {
            int i = slotIndex[slot];
            Obb3d b = boxes[i];
            int o = BOX * slot;
            boxData[o] = b.centerX();
            boxData[o + 1] = b.centerY();
            boxData[o + 2] = b.centerZ();
            boxData[o + 3] = b.axisXx();
            boxData[o + 4] = b.axisXy();
            boxData[o + 5] = b.axisXz();
            boxData[o + 6] = b.axisYx();
            boxData[o + 7] = b.axisYy();
            boxData[o + 8] = b.axisYz();
            boxData[o + 9] = b.axisZx();
            boxData[o + 10] = b.axisZy();
            boxData[o + 11] = b.axisZz();
            boxData[o + 12] = b.halfExtentX();
            boxData[o + 13] = b.halfExtentY();
            boxData[o + 14] = b.halfExtentZ();
            System.arraycopy(bounds, 6 * i, slotBounds, 6 * slot, 6);
        }
        double[] union = new double[6 * innerCount];
        double[] one = new double[6];
        for (int node = innerCount - 1; node >= 0; node--) {
            empty(union, 6 * node);
            for (int side = 0; side < 2; side++) {
                refBounds(children[2 * node + side], bounds, union, one);
                System.arraycopy(one, 0, childBounds, 12 * node + 6 * side, 6);
                include(union, 6 * node, one);
            }
        }
        refBounds(root, bounds, union, rootBounds);
        double[] b = rootBounds;
        rootX = 0.5 * b[0] + 0.5 * b[3];
        rootY = 0.5 * b[1] + 0.5 * b[4];
        rootZ = 0.5 * b[2] + 0.5 * b[5];
        rootHalves = (0.5 * b[3] - 0.5 * b[0]) + (0.5 * b[4] - 0.5 * b[1]) + (0.5 * b[5] - 0.5 * b[2]);
        double m = 0;
        for (int k = 0; k < 6; k++) {
            m = Math.max(m, Math.abs(b[k]));
        }
        rootReach = m;
    }

    /** The exact bounds of what a reference holds, into {@code dest[0 .. 5]}. */
    private void refBounds(int ref, double[] bounds, double[] union, double[] dest) {
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

    /**
     * Moves the boxes: box {@code i} is replaced by {@code boxes.get(i)} and every node's bounds are
     * recomputed, bottom-up, with the tree's shape unchanged.
     *
     * @param boxes the boxes' new versions, as many as the hierarchy holds, none null
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if the count differs
     */
    public void refit(List<Obb3d> boxes) {
        refit(boxes.toArray(new Obb3d[0]));
    }

    /**
     * Moves the boxes; see {@link #refit(List)}.
     *
     * @param boxes the boxes' new versions, as many as the hierarchy holds, none null
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if the count differs
     */
    public void refit(Obb3d[] boxes) {
        if (boxes.length != this.boxes.length) {
            throw new IllegalArgumentException("boxes must have the " + this.boxes.length
                    + " elements the hierarchy was built over, had " + boxes.length);
        }
        Obb3d[] moved = copy(boxes);
        double[] fresh = new double[6 * moved.length];
        for (int i = 0; i < moved.length; i++) {
            boxBounds(moved[i], i, fresh);
        }
        // Validated in full before anything changes: a refused refit leaves the hierarchy as it was.
        this.boxes = moved;
        if (moved.length > 0) {
            fill(moved, fresh);
        }
    }

    /**
     * The number of boxes.
     *
     * @return the number of boxes
     */
    @Override
    public int size() {
        return boxes.length;
    }

    /**
     * Box {@code index}, as last given to {@link #build} or {@link #refit}.
     *
     * @param index the box's index
     * @return the box
     * @throws IllegalArgumentException if the index is out of range
     */
    public Obb3d box(int index) {
        if (index < 0 || index >= boxes.length) {
            throw new IllegalArgumentException("index must be in [0, " + boxes.length + "), was " + index);
        }
        return boxes[index];
    }

    /**
     * The number of nodes, inner and leaf.
     *
     * @return the node count, 0 for no boxes
     */
    public int nodeCount() {
        return nodeCount;
    }

    /**
     * The number of nodes on the longest path from the root to a leaf.
     *
     * @return the depth, 0 for no boxes
     */
    public int depth() {
        return depth;
    }

    /**
     * The nearest box the ray hits, written into {@code dest}; exactly {@link ScanPicker3d}'s answer
     * over the same boxes. Allocates nothing once the workspace's stack has grown to this tree's depth.
     *
     * @param ray       the ray
     * @param workspace the search's scratch space, one per thread
     * @param dest      overwritten with the pick, or with the miss state
     * @return true if the ray hits a box
     */
    @Override
    public boolean pickNearest(Ray3d ray, PickWorkspace workspace, MutablePick dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        if (nodeCount == 0) {
            return dest.miss();
        }
        workspace.ensureStack(depth + 2);
        MutableRayHit s = workspace.slab;
        double ox = ray.ox;
        double oy = ray.oy;
        double oz = ray.oz;
        double dx = ray.dx;
        double dy = ray.dy;
        double dz = ray.dz;
        double threshold = SlabKernel.threshold(ray.length);
        // M, the largest magnitude among the origin's and the root's coordinates (every bound's too),
        // and the slack g = 1e-9 S + 16 ulp(M), S being the distance from the origin to the root's
        // centre along the farthest world axis plus the root's three half-extents.
        double reach = Math.max(Math.max(Math.max(Math.abs(ox), Math.abs(oy)), Math.abs(oz)), rootReach);
        double far = Math.max(Math.max(Math.abs(ox - rootX), Math.abs(oy - rootY)), Math.abs(oz - rootZ));
        double g = NODE_SLACK_RELATIVE * (far + rootHalves) + NODE_SLACK_ULPS * Math.ulp(reach);
        // Per world axis: a ray parallel to it by the slab test's threshold is tested by where its
        // origin is (loX, hiX: the origin moved by -g and +g); any other by the parameters where it
        // crosses the grown slab, bound / d - (o / d +- g / |d|), one fused multiply-add per plane with
        // the reciprocal i = 1 / d. An axis on which these could come near overflowing (a direction
        // tiny against the distances) constrains nothing: visiting more is always allowed.
        double ix = 1 / dx;
        double iy = 1 / dy;
        double iz = 1 / dz;
        boolean px = !(Math.abs(dx) > threshold) || !((reach + g) * Math.abs(ix) < 0x1p1000);
        boolean py = !(Math.abs(dy) > threshold) || !((reach + g) * Math.abs(iy) < 0x1p1000);
        boolean pz = !(Math.abs(dz) > threshold) || !((reach + g) * Math.abs(iz) < 0x1p1000);
        double nearX = -ox * ix - g * Math.abs(ix);
        double farX = -ox * ix + g * Math.abs(ix);
        double nearY = -oy * iy - g * Math.abs(iy);
        double farY = -oy * iy + g * Math.abs(iy);
        double nearZ = -oz * iz - g * Math.abs(iz);
        double farZ = -oz * iz + g * Math.abs(iz);
        double loX = Math.abs(dx) > threshold ? Double.NEGATIVE_INFINITY : ox - g;
        double hiX = Math.abs(dx) > threshold ? Double.POSITIVE_INFINITY : ox + g;
        double loY = Math.abs(dy) > threshold ? Double.NEGATIVE_INFINITY : oy - g;
        double hiY = Math.abs(dy) > threshold ? Double.POSITIVE_INFINITY : oy + g;
        double loZ = Math.abs(dz) > threshold ? Double.NEGATIVE_INFINITY : oz - g;
        double hiZ = Math.abs(dz) > threshold ? Double.POSITIVE_INFINITY : oz + g;
        // Which bound of a slab is met first: the minimum when the ray goes up the axis.
        int nx = dx > 0 ? 0 : 3;
        int ny = dy > 0 ? 1 : 4;
        int nz = dz > 0 ? 2 : 5;
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        double[] cb = childBounds;
        double[] sb = slotBounds;
        double[] data = boxData;
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        int bestFace = SlabKernel.NO_FACE;
        int top = 0;
        int ref = root;
        while (true) {
            if (ref >= 0) {
                int o = 12 * ref;
                int upper = key(best);
                int tl = entry(cb, o, upper, ix, iy, iz, nearX, nearY, nearZ, farX, farY, farZ, nx, ny, nz, px, py,
                        pz, loX, hiX, loY, hiY, loZ, hiZ);
                int tr = entry(cb, o + 6, upper, ix, iy, iz, nearX, nearY, nearZ, farX, farY, farZ, nx, ny, nz, px,
                        py, pz, loX, hiX, loY, hiY, loZ, hiZ);
                int left = children[2 * ref];
                int right = children[2 * ref + 1];
                if (tl >= 0) {
                    if (tr >= 0) {
                        // Both: go on into the nearer now, the farther later.
                        boolean leftFirst = tl <= tr;
                        nodes[top] = leftFirst ? right : left;
                        entries[top++] = leftFirst ? tr : tl;
                        ref = leftFirst ? left : right;
                    } else {
                        ref = left;
                    }
                    continue;
                }
                if (tr >= 0) {
                    ref = right;
                    continue;
                }
            } else {
                int first = ~ref >>> 3;
                int end = first + (~ref & 7);
                for (int slot = first; slot < end; slot++) {
                    if (entry(sb, 6 * slot, key(best), ix, iy, iz, nearX, nearY, nearZ, farX, farY, farZ, nx, ny, nz,
                            px, py, pz, loX, hiX, loY, hiY, loZ, hiZ) < 0) {
                        continue;
                    }
                    int b = BOX * slot;
                    if (SlabKernel.obb(ox, oy, oz, dx, dy, dz, threshold, data[b], data[b + 1], data[b + 2], data[b + 3],
                            data[b + 4], data[b + 5], data[b + 6], data[b + 7], data[b + 8], data[b + 9],
                            data[b + 10], data[b + 11], data[b + 12], data[b + 13], data[b + 14], 0, best, false, s)) {
                        int index = slotIndex[slot];
                        if (s.tMin < best || (s.tMin == best && index < bestIndex) || bestIndex < 0) {
                            best = s.tMin;
                            bestIndex = index;
                            bestFace = s.entry;
                        }
                    }
                }
            }
            // Next: the nearest postponed node not already beyond the best hit.
            do {
                if (top == 0) {
                    if (bestIndex < 0) {
                        return dest.miss();
                    }
                    dest.set(bestIndex, best, SlabKernel.face(bestFace));
                    return true;
                }
                top--;
            } while (entries[top] > key(best));
            ref = nodes[top];
        }
    }

    /**
     * A parameter's key: the high 32 bits of its binary form. Keys of non-negative doubles are ordered
     * as the doubles are, with the low bits truncated; a negative double's key is negative, below the
     * key 0 of 0.0. So a key underestimates its parameter by less than one part in 2^20, an entry's key
     * can only let a node in early, and a node is dropped for {@code key(entry) > key(best)} only if
     * {@code entry > best}. Integer maxima and minima are conditional moves; those of doubles are not.
     */
    private static int key(double t) {
        return (int) (Double.doubleToRawLongBits(t) >>> 32);
    }

    /**
     * Where the ray enters the bounds {@code b[o .. o + 5]} grown by {@code g}, within {@code [0,
     * upper]}, as a {@link #key}: the entry's key, at least 0, or -1 for a miss. Multiplying by the
     * reciprocal direction is fine here, unlike in the exact kernels: the growth dwarfs its rounding,
     * and the keys only ever make the test let more in. {@code p} says which world axes are tested by
     * the origin alone.
     */
    private static int entry(double[] b, int o, int upper, double ix, double iy, double iz, double nearX,
                             double nearY, double nearZ, double farX, double farY, double farZ, int nx, int ny,
                             int nz, boolean px, boolean py, boolean pz, double loX, double hiX, double loY,
                             double hiY, double loZ, double hiZ) {
        int lo = 0;
        int hi = upper;
        if (px) {
            if (hiX < b[o] || loX > b[o + 3]) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + nx], ix, nearX)));
            hi = Math.min(hi, key(Math.fma(b[o + 3 - nx], ix, farX)));
        }
        if (py) {
            if (hiY < b[o + 1] || loY > b[o + 4]) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + ny], iy, nearY)));
            hi = Math.min(hi, key(Math.fma(b[o + 5 - ny], iy, farY)));
        }
        if (pz) {
            if (hiZ < b[o + 2] || loZ > b[o + 5]) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + nz], iz, nearZ)));
            hi = Math.min(hi, key(Math.fma(b[o + 7 - nz], iz, farZ)));
        }
        return lo <= hi ? lo : -1;
    }
}
