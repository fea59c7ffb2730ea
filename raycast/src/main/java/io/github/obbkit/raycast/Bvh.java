package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A bounding-volume hierarchy over the axis-aligned bounds of many oriented boxes, built once and
 * queried by many rays for the nearest box each hits.
 *
 * <p><b>Same answer as the scan.</b> {@link #pickNearest(Ray3d)} returns exactly what
 * {@link Picking#pickNearest(Ray3d, Obb3d[])} returns for the same boxes: the same index, bit for bit
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
 * <p><b>Query.</b> Front to back: of a node's two children, the one the ray enters first is visited
 * first, and a node whose entry lies beyond the best hit found so far is skipped, so the search
 * usually ends after the first few leaves. A node test may only err on the side of visiting: each
 * node's bounds are grown, for the query, by {@code g = 1e-9 S + 16 ulp(M)}, where {@code S} is the
 * distance from the ray's origin to the root's centre along the farthest world axis plus the root's
 * three half-extents and {@code M} the largest coordinate magnitude of the origin and the root's
 * bounds. The point of the ray at a {@code t} the slab kernel reports lies within about
 * {@code 2e-12} of its box's scale of the box (see {@link SlabRaycast}), the box within a few ulps
 * of {@code M} of its bounds; {@code g} covers both with a wide margin, so every box the scan would
 * report is inside a node the ray is seen to enter no later than that {@code t}. Nodes are tested
 * against {@code [0, best]}, closed, so a box tying with the best so far is still reached.
 *
 * <p><b>Refit.</b> {@link #refit(Obb3d[])} takes the boxes' new positions and recomputes the bounds
 * bottom-up without changing the tree; the answers stay exact, only the pruning may degrade if the
 * boxes moved far. Rebuild when it has.
 *
 * <p><b>Threads.</b> A query reads the tree and writes only the caller's {@link MutablePick}:
 * queries may run concurrently, each thread with its own holder. {@code refit} writes the tree and
 * must not run concurrently with anything else on it.
 */
public final class Bvh {
    /** The largest number of boxes in a leaf. */
    public static final int MAX_LEAF_SIZE = 4;

    /** The number of bins of the surface-area heuristic. */
    public static final int BINS = 16;

    private static final double NODE_SLACK_RELATIVE = 1e-9;
    private static final double NODE_SLACK_ULPS = 16;

    private Obb3d[] boxes;
    /** Leaf slots to box indices: a leaf holds {@code order[first .. first + count)}. */
    private final int[] order;
    /** Per node: {@code minX, minY, minZ, maxX, maxY, maxZ}. */
    private final double[] bounds;
    /** Per node: the first child's index (the second is next to it), or for a leaf its first slot. */
    private final int[] first;
    /** Per node: 0 for an inner node, else the number of boxes in the leaf. */
    private final int[] count;
    private final int nodeCount;
    private final int depth;
    /** Per box: the bounds of the box, as the leaves are refitted from them. */
    private final double[] boxBounds;

    private Bvh(Obb3d[] boxes) {
        int n = boxes.length;
        this.boxes = boxes;
        this.boxBounds = new double[6 * n];
        for (int i = 0; i < n; i++) {
            boxBounds(boxes[i], i, boxBounds);
        }
        this.order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        int maxNodes = Math.max(1, 2 * n - 1);
        this.bounds = new double[6 * maxNodes];
        this.first = new int[maxNodes];
        this.count = new int[maxNodes];
        int[] built = n == 0 ? new int[] {0, 0} : build();
        this.nodeCount = built[0];
        this.depth = built[1];
        refitBounds();
    }

    /**
     * Builds a hierarchy over boxes (the list is copied; the boxes, being immutable, are kept).
     *
     * @param boxes the boxes, none null; may be empty
     * @return the hierarchy; box {@code i} of the list is index {@code i} in its answers
     * @throws IllegalArgumentException if an element is null
     */
    public static Bvh build(List<Obb3d> boxes) {
        return new Bvh(copy(boxes.toArray(new Obb3d[0])));
    }

    /**
     * Builds a hierarchy over boxes (the array is copied).
     *
     * @param boxes the boxes, none null; may be empty
     * @return the hierarchy; box {@code i} of the array is index {@code i} in its answers
     * @throws IllegalArgumentException if an element is null
     */
    public static Bvh build(Obb3d[] boxes) {
        return new Bvh(copy(boxes));
    }

    private static Obb3d[] copy(@Nullable Obb3d[] boxes) {
        Obb3d[] out = new Obb3d[boxes.length];
        for (int i = 0; i < boxes.length; i++) {
            Obb3d box = boxes[i];
            if (box == null) {
                throw new IllegalArgumentException("boxes[" + i + "] must not be null, was null");
            }
            out[i] = box;
        }
        return out;
    }

    /** The absolute-value rule, as {@link Obb3d#aabb()}, written into {@code dest[6i .. 6i + 5]}. */
    private static void boxBounds(Obb3d b, int i, double[] dest) {
        double ex = b.halfExtentX() * Math.abs(b.r00()) + b.halfExtentY() * Math.abs(b.r10())
                + b.halfExtentZ() * Math.abs(b.r20());
        double ey = b.halfExtentX() * Math.abs(b.r01()) + b.halfExtentY() * Math.abs(b.r11())
                + b.halfExtentZ() * Math.abs(b.r21());
        double ez = b.halfExtentX() * Math.abs(b.r02()) + b.halfExtentY() * Math.abs(b.r12())
                + b.halfExtentZ() * Math.abs(b.r22());
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

    /** Builds the topology; returns {node count, depth}. */
    private int[] build() {
        int n = order.length;
        int[] stack = new int[4 * 64];
        int top = 0;
        stack[top++] = 0;
        stack[top++] = 0;
        stack[top++] = n;
        stack[top++] = 1;
        int nodes = 1;
        int maxDepth = 1;
        int[] binCount = new int[BINS];
        double[] binBounds = new double[6 * BINS];
        double[] rightArea = new double[BINS];
        int[] binOf = new int[n];
        while (top > 0) {
            int d = stack[--top];
            int end = stack[--top];
            int start = stack[--top];
            int node = stack[--top];
            maxDepth = Math.max(maxDepth, d);
            int size = end - start;
            if (size <= MAX_LEAF_SIZE) {
                first[node] = start;
                count[node] = size;
                continue;
            }
            int mid = split(start, end, binCount, binBounds, rightArea, binOf);
            int child = nodes;
            nodes += 2;
            first[node] = child;
            count[node] = 0;
            if (top + 8 > stack.length) {
                stack = java.util.Arrays.copyOf(stack, 2 * stack.length);
            }
            stack[top++] = child + 1;
            stack[top++] = mid;
            stack[top++] = end;
            stack[top++] = d + 1;
            stack[top++] = child;
            stack[top++] = start;
            stack[top++] = mid;
            stack[top++] = d + 1;
        }
        return new int[] {nodes, maxDepth};
    }

    private double centroid(int box, int axis) {
        return 0.5 * boxBounds[6 * box + axis] + 0.5 * boxBounds[6 * box + 3 + axis];
    }

    /** Partitions {@code order[start .. end)} and returns the first slot of the right half. */
    private int split(int start, int end, int[] binCount, double[] binBounds, double[] rightArea, int[] binOf) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int s = start; s < end; s++) {
            for (int k = 0; k < 3; k++) {
                double c = centroid(order[s], k);
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
            int b = (int) Math.min(BINS - 1, Math.max(0, (centroid(box, axis) - lo[axis]) * scale));
            binOf[s] = b;
            binCount[b]++;
            for (int k = 0; k < 3; k++) {
                binBounds[6 * b + k] = Math.min(binBounds[6 * b + k], boxBounds[6 * box + k]);
                binBounds[6 * b + 3 + k] = Math.max(binBounds[6 * b + 3 + k], boxBounds[6 * box + 3 + k]);
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

    /** Leaves from their boxes, inner nodes from their children; children come after parents. */
    private void refitBounds() {
        for (int node = nodeCount - 1; node >= 0; node--) {
            int o = 6 * node;
            for (int k = 0; k < 3; k++) {
                bounds[o + k] = Double.POSITIVE_INFINITY;
                bounds[o + 3 + k] = Double.NEGATIVE_INFINITY;
            }
            if (count[node] > 0) {
                for (int s = first[node]; s < first[node] + count[node]; s++) {
                    int b = 6 * order[s];
                    for (int k = 0; k < 3; k++) {
                        bounds[o + k] = Math.min(bounds[o + k], boxBounds[b + k]);
                        bounds[o + 3 + k] = Math.max(bounds[o + 3 + k], boxBounds[b + 3 + k]);
                    }
                }
            } else {
                for (int c = 6 * first[node]; c < 6 * first[node] + 12; c += 6) {
                    for (int k = 0; k < 3; k++) {
                        bounds[o + k] = Math.min(bounds[o + k], bounds[c + k]);
                        bounds[o + 3 + k] = Math.max(bounds[o + 3 + k], bounds[c + 3 + k]);
                    }
                }
            }
        }
    }

    /**
     * Moves the boxes: box {@code i} is replaced by {@code boxes.get(i)} and every node's bounds are
     * recomputed, bottom-up, with the tree's shape unchanged.
     *
     * @param boxes the boxes' new versions, as many as the hierarchy holds, none null
     * @throws IllegalArgumentException if the count differs or an element is null
     */
    public void refit(List<Obb3d> boxes) {
        refit(boxes.toArray(new Obb3d[0]));
    }

    /**
     * Moves the boxes; see {@link #refit(List)}.
     *
     * @param boxes the boxes' new versions, as many as the hierarchy holds, none null
     * @throws IllegalArgumentException if the count differs or an element is null
     */
    public void refit(Obb3d[] boxes) {
        if (boxes.length != this.boxes.length) {
            throw new IllegalArgumentException("boxes must have the " + this.boxes.length
                    + " elements the hierarchy was built over, had " + boxes.length);
        }
        Obb3d[] moved = copy(boxes);
        double[] fresh = new double[boxBounds.length];
        for (int i = 0; i < moved.length; i++) {
            boxBounds(moved[i], i, fresh);
        }
        // Validated in full before anything changes: a refused refit leaves the hierarchy as it was.
        System.arraycopy(fresh, 0, boxBounds, 0, fresh.length);
        this.boxes = moved;
        refitBounds();
    }

    /**
     * The number of boxes.
     *
     * @return the number of boxes
     */
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
        return nodeCount == 0 ? 0 : depth;
    }

    /**
     * The nearest box the ray hits; exactly {@link Picking#pickNearest(Ray3d, Obb3d[])} over the same
     * boxes.
     *
     * @param ray the ray
     * @return the pick, or null if the ray hits none
     */
    public @Nullable Pick pickNearest(Ray3d ray) {
        MutablePick dest = new MutablePick();
        return pickNearest(ray, dest) ? dest.toPick() : null;
    }

    /**
     * The nearest box the ray hits, written into {@code dest}; exactly
     * {@link Picking#pickNearest(Ray3d, Obb3d[], MutablePick)} over the same boxes. Allocates nothing
     * once {@code dest}'s stack has grown to this tree's depth.
     *
     * @param ray  the ray
     * @param dest overwritten with the pick, or with the miss state
     * @return true if the ray hits a box
     */
    public boolean pickNearest(Ray3d ray, MutablePick dest) {
        dest.miss();
        if (nodeCount == 0) {
            return false;
        }
        dest.ensureStack(depth + 2);
        MutableRayHit s = dest.scratch;
        double ox = ray.ox;
        double oy = ray.oy;
        double oz = ray.oz;
        double dx = ray.dx;
        double dy = ray.dy;
        double dz = ray.dz;
        double threshold = SlabRaycast.threshold(ray);
        double[] b = bounds;
        double far = Math.max(Math.max(Math.abs(ox - (0.5 * b[0] + 0.5 * b[3])), Math.abs(oy - (0.5 * b[1] + 0.5 * b[4]))),
                Math.abs(oz - (0.5 * b[2] + 0.5 * b[5])));
        double scale = far + (0.5 * b[3] - 0.5 * b[0]) + (0.5 * b[4] - 0.5 * b[1]) + (0.5 * b[5] - 0.5 * b[2]);
        double magnitude = Math.max(Math.max(Math.abs(ox), Math.abs(oy)), Math.abs(oz));
        for (int k = 0; k < 6; k++) {
            magnitude = Math.max(magnitude, Math.abs(b[k]));
        }
        double g = NODE_SLACK_RELATIVE * scale + NODE_SLACK_ULPS * Math.ulp(magnitude);
        boolean px = !(Math.abs(dx) > threshold);
        boolean py = !(Math.abs(dy) > threshold);
        boolean pz = !(Math.abs(dz) > threshold);
        double ix = 1 / dx;
        double iy = 1 / dy;
        double iz = 1 / dz;
        int[] nodes = dest.nodes;
        double[] entries = dest.entries;
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        @Nullable BoxFace bestFace = null;
        int top = 0;
        double rootEntry = entry(b, 0, best, ox, oy, oz, ix, iy, iz, px, py, pz, g);
        if (rootEntry < 0) {
            return false;
        }
        nodes[top] = 0;
        entries[top++] = rootEntry;
        while (top > 0) {
            top--;
            int node = nodes[top];
            if (entries[top] > best) {
                continue;
            }
            int c = count[node];
            if (c > 0) {
                for (int slot = first[node]; slot < first[node] + c; slot++) {
                    int index = order[slot];
                    if (Slabs.obb(ox, oy, oz, dx, dy, dz, threshold, boxes[index], 0, best, s)
                            && (s.tMin < best || (s.tMin == best && index < bestIndex) || bestIndex < 0)) {
                        best = s.tMin;
                        bestIndex = index;
                        bestFace = s.entryFace;
                    }
                }
                continue;
            }
            int left = first[node];
            double tl = entry(b, left, best, ox, oy, oz, ix, iy, iz, px, py, pz, g);
            double tr = entry(b, left + 1, best, ox, oy, oz, ix, iy, iz, px, py, pz, g);
            // Push the farther child first, so the nearer one is popped, and searched, first.
            if (tl >= 0 && tr >= 0) {
                boolean leftFirst = tl <= tr;
                nodes[top] = leftFirst ? left + 1 : left;
                entries[top++] = leftFirst ? tr : tl;
                nodes[top] = leftFirst ? left : left + 1;
                entries[top++] = leftFirst ? tl : tr;
            } else if (tl >= 0) {
                nodes[top] = left;
                entries[top++] = tl;
            } else if (tr >= 0) {
                nodes[top] = left + 1;
                entries[top++] = tr;
            }
        }
        if (bestIndex < 0) {
            return false;
        }
        dest.set(bestIndex, best, bestFace);
        return true;
    }

    /**
     * Where the ray enters node {@code n}'s bounds grown by {@code g}, within {@code [0, upper]}: the
     * entry, at least 0, or -1 for a miss. Multiplying by the reciprocal direction {@code i} is fine
     * here, unlike in the exact kernels: the growth dwarfs its rounding. {@code p} says which world
     * axes the ray is parallel to, by the slab test's threshold.
     */
    private static double entry(double[] b, int n, double upper, double ox, double oy, double oz, double ix,
                                double iy, double iz, boolean px, boolean py, boolean pz, double g) {
        int o = 6 * n;
        double lo = 0;
        double hi = upper;
        if (px) {
            if (ox < b[o] - g || ox > b[o + 3] + g) {
                return -1;
            }
        } else {
            double t1 = (b[o] - g - ox) * ix;
            double t2 = (b[o + 3] + g - ox) * ix;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        if (py) {
            if (oy < b[o + 1] - g || oy > b[o + 4] + g) {
                return -1;
            }
        } else {
            double t1 = (b[o + 1] - g - oy) * iy;
            double t2 = (b[o + 4] + g - oy) * iy;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        if (pz) {
            if (oz < b[o + 2] - g || oz > b[o + 5] + g) {
                return -1;
            }
        } else {
            double t1 = (b[o + 2] - g - oz) * iz;
            double t2 = (b[o + 5] + g - oz) * iz;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        return lo <= hi ? lo : -1;
    }
}
