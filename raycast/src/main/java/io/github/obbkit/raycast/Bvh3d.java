package io.github.obbkit.raycast;

import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.Checks;
import java.util.List;
import java.util.Objects;
import org.joml.Vector3dc;
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
 * <p><b>Build.</b> Top-down by the binned surface-area heuristic over the centroids of the boxes' bounds
 * (those of {@link Obb3d#aabb()}; {@value #BINS} bins, leaves of at most {@value #MAX_LEAF_SIZE} boxes;
 * nodes of at most 16 boxes by the full sweep over their sorted centroids), sequentially or on the
 * common fork-join pool ({@link BuildMode}), the same tree either way. The splits read the bounds as
 * integer keys, each bound's place on a grid of {@code 2^29} steps across the union's largest extent
 * (minima rounded down, maxima up; a node too small for that grid gets one of its own): they decide
 * the tree's shape only, and every node's bounds are the exact union of its boxes' double bounds.
 *
 * <p><b>Layout.</b> The binary tree is kept flat in a few arrays (inner nodes in depth-first order,
 * each with its two children's bounds and references; leaves are ranges of slots), which the other
 * walks (frustum, box cast, mesh pick) read. Picks walk it collapsed into nodes of eight children
 * whose bounds are floats rounded outwards, side by side per bound so that one pass tests all eight
 * (see {@code Bvh3dWide}). The boxes are copied once, into an {@link Obb3dBatch} in slot order, so that
 * a leaf's boxes are neighbours in each of the batch's columns and a query follows no reference to an
 * {@link Obb3d}; every walk reads those columns (the batch kernels' layout; there is no second copy).
 * Each slot's bounds are kept beside them, and a box's numbers are read only once its bounds have let
 * it in.
 *
 * <p><b>Query.</b> Front to back: of a node's children, those the ray enters are postponed in order
 * of their entries and the nearest is visited next; a postponed node whose entry lies beyond the
 * best hit found so far is dropped, so the search usually ends after the first few leaves. In a
 * leaf, each box's own (double) bounds are tested before the box. These bound tests may only err on
 * the side of visiting: a node's float bounds contain its boxes' double bounds; bounds are grown for
 * the query by a slack {@code g = 1e-9 S + 16 ulp(M)} ({@code S} the distance from the ray's origin
 * to the root's centre along the farthest world axis plus the root's three half-extents, {@code M}
 * the largest coordinate magnitude of the origin and the root's bounds), parameters are compared by
 * keys that can only let a node in early, a world axis on which the parameters could come near
 * overflowing is not used to prune, and bounds are tested against {@code [0, best]}, closed, so a
 * box tying with the best so far is still reached. Why that slack suffices, and the keys' arithmetic:
 * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#raycast">docs/precision.md</a>.
 * With {@code jdk.incubator.vector} present ({@code --add-modules jdk.incubator.vector}) on a
 * machine whose preferred vector shape has eight double lanes (AVX-512), a node's eight children are
 * tested in one vector pass, otherwise (or with {@code -Dobbkit.vectorPick=false}) one by one. The
 * answers are the same.
 *
 * <p><b>Many rays.</b> {@link #pickNearest(Ray3d[], int, int, PickWorkspace, int[], double[], BoxFace[])}
 * picks an array of rays into the caller's arrays, one ray after another, each with its own answer.
 *
 * <p><b>Refit.</b> {@link #refit(Obb3dBatch)} takes the boxes' new positions ({@link #update} some of
 * them) and recomputes the bounds bottom-up without changing the tree; the answers stay exact, only
 * the pruning may degrade if the boxes moved far. Rebuild when {@link #quality()} says so.
 *
 * <p><b>Threads.</b> A query reads the tree and writes only the caller's {@link PickWorkspace} and
 * {@link MutablePick}: queries may run concurrently, each thread with its own. {@code refit} writes
 * the tree and must not run concurrently with anything else on it.
 */
public final class Bvh3d implements Picker3d {
    /** The largest number of boxes in a leaf. */
    public static final int MAX_LEAF_SIZE = Bvh3dBuilder.MAX_LEAF_SIZE;

    /** The number of bins of the surface-area heuristic. */
    public static final int BINS = Bvh3dBuilder.BINS;

    /**
     * The most boxes a hierarchy holds, as documented since 0.1: {@code (2^31 - 9) / 15}, below the
     * 178,956,970 at which the node bounds (twelve doubles per inner node) would no longer fit in one
     * array.
     */
    private static final int MAX_BOXES = (Integer.MAX_VALUE - 8) / 15;

    /** The boxes, in slot order. */
    private final Obb3dBatch boxes;

    // The tree, flattened for the query; see the class comment, and Bvh3dBuilder for how references
    // encode inner nodes and leaves.

    /** Per inner node: the two children's bounds, minX, minY, minZ, maxX, maxY, maxZ each. */
    private final double[] childBounds;
    /** Per inner node: the two children's references. */
    private final int[] children;
    /** Per slot: the index of its box in the caller's order. */
    private final int[] slotIndex;
    /** Per box, by the caller's index: the slot that holds it. */
    private final int[] indexSlot;
    /** Per slot: its box's bounds, as {@link #childBounds}. */
    private final double[] slotBounds;
    /** The union of all boxes' bounds, exactly (the scale of the query's slack). */
    private final double[] rootBounds = new double[6];
    /** The tree collapsed to wide nodes, which picks traverse. */
    private final Bvh3dWide wide;
    private final int root;
    private final int innerCount;
    private final int nodeCount;
    private final int depth;
    /** The tree's surface-area cost now, and when it was built. */
    private double sahCost;
    private final double builtCost;

    private Bvh3d(Obb3dBatch source, BuildMode mode) {
        int n = source.size();
        checkCount(n);
        Bvh3dBuilder shape = new Bvh3dBuilder(Bvh3dBuilder.bounds(source), n, mode);
        this.slotIndex = shape.slotIndex;
        this.children = shape.children;
        this.root = shape.root;
        this.innerCount = shape.innerCount;
        this.nodeCount = n == 0 ? 0 : 2 * shape.innerCount + 1;
        this.depth = shape.depth;
        this.childBounds = new double[12 * Math.max(1, shape.innerCount)];
        this.slotBounds = shape.slotBounds;
        this.boxes = Obb3dBatch.withCapacity(n);
        this.indexSlot = Bvh3dBuilder.inverse(slotIndex);
        Bvh3dBuilder.copyBoxes(source, slotIndex, boxes);
        refitNodes();
        this.builtCost = sahCost;
        this.wide = new Bvh3dWide(children, childBounds, root, innerCount, depth, rootBounds, slotBounds, boxes,
                slotIndex);
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
     * Builds a hierarchy over boxes (the list is copied), in {@link BuildMode#PARALLEL} mode.
     *
     * @param boxes the boxes, none null; may be empty
     * @return the hierarchy; box {@code i} of the list is index {@code i} in its answers
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if there are more than 143,165,575 boxes
     */
    public static Bvh3d build(List<Obb3d> boxes) {
        Objects.requireNonNull(boxes, "boxes");
        return new Bvh3d(Obb3dBatch.of(boxes), BuildMode.PARALLEL);
    }

    /**
     * Builds a hierarchy over boxes (the array is copied), in {@link BuildMode#PARALLEL} mode.
     *
     * @param boxes the boxes, none null; may be empty
     * @return the hierarchy; box {@code i} of the array is index {@code i} in its answers
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if there are more than 143,165,575 boxes
     */
    public static Bvh3d build(Obb3d[] boxes) {
        Objects.requireNonNull(boxes, "boxes");
        return new Bvh3d(Obb3dBatch.of(boxes), BuildMode.PARALLEL);
    }

    /**
     * Builds a hierarchy over the boxes a batch holds now (copied number for number; the batch may be
     * changed afterwards without changing the hierarchy), in {@link BuildMode#PARALLEL} mode.
     *
     * @param boxes the boxes; may be empty
     * @return the hierarchy; box {@code i} of the batch is index {@code i} in its answers
     * @throws IllegalArgumentException if there are more than 143,165,575 boxes
     */
    public static Bvh3d build(Obb3dBatch boxes) {
        return build(boxes, BuildMode.PARALLEL);
    }

    /**
     * Builds a hierarchy over the boxes a batch holds now, on the threads {@code mode} says (the same
     * tree either way); see {@link #build(Obb3dBatch)}.
     *
     * @param boxes the boxes; may be empty
     * @param mode  sequential, or parallel on the common fork-join pool
     * @return the hierarchy; box {@code i} of the batch is index {@code i} in its answers
     * @throws IllegalArgumentException if there are more than 143,165,575 boxes
     */
    public static Bvh3d build(Obb3dBatch boxes, BuildMode mode) {
        Objects.requireNonNull(boxes, "boxes");
        return new Bvh3d(boxes, Objects.requireNonNull(mode, "mode"));
    }

    /**
     * Recomputes every node's bounds and the cost from the slots' bounds, and after a build, rounds
     * them into the wide nodes that picks walk (at build, the wide nodes are made from them).
     */
    private void refitNodes() {
        sahCost = Bvh3dBuilder.fill(children, innerCount, root, slotBounds, childBounds, rootBounds);
        if (wide != null) {
            wide.refresh(childBounds, rootBounds);
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
        Objects.requireNonNull(boxes, "boxes");
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
        Objects.requireNonNull(boxes, "boxes");
        checkRefitCount(boxes.length);
        refitFrom(Obb3dBatch.of(boxes));
    }

    /**
     * Moves the boxes to those a batch holds now: box {@code i} of the batch replaces box {@code i};
     * see {@link #refit(List)}.
     *
     * @param boxes the boxes' new versions, as many as the hierarchy holds
     * @throws IllegalArgumentException if the count differs
     */
    public void refit(Obb3dBatch boxes) {
        Objects.requireNonNull(boxes, "boxes");
        checkRefitCount(boxes.size());
        refitFrom(boxes);
    }

    private void checkRefitCount(int count) {
        if (count != size()) {
            throw new IllegalArgumentException("boxes must have the " + size()
                    + " elements the hierarchy was built over, had " + count);
        }
    }

    private void refitFrom(Obb3dBatch source) {
        double[] fresh = Bvh3dBuilder.bounds(source);
        // Validated in full before anything changes: a refused refit leaves the hierarchy as it was.
        Bvh3dBuilder.toSlots(fresh, slotIndex, slotBounds);
        Bvh3dBuilder.copyBoxes(source, slotIndex, boxes);
        refitNodes();
    }

    /**
     * The number of boxes.
     *
     * @return the number of boxes
     */
    @Override
    public int size() {
        return slotIndex.length;
    }

    /**
     * Box {@code index}, as last given to {@link #build} or {@link #refit}.
     *
     * @param index the box's index
     * @return a box equal to the one given
     * @throws IllegalArgumentException if the index is out of range
     */
    public Obb3d box(int index) {
        if (index < 0 || index >= size()) {
            throw new IllegalArgumentException("index must be in [0, " + size() + "), was " + index);
        }
        return boxes.get(indexSlot[index]);
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
     * The tree's surface-area cost now and as built: whether to rebuild rather than refit.
     *
     * @return the quality
     */
    public Bvh3dQuality quality() {
        return new Bvh3dQuality(sahCost, builtCost);
    }

    /**
     * Moves some boxes, box {@code indices[k]} to {@code boxes[k]}, as {@link #refit(List)} would with the
     * others unchanged, without reading the others: one pass over the inner nodes.
     *
     * @param indices the boxes moved, each in {@code [0, size())}; a repeated index takes the last box
     * @param boxes   their new versions, as many as {@code indices}, none null
     * @throws NullPointerException     if an element of {@code boxes} is null; the message names its index
     * @throws IllegalArgumentException if the lengths differ or an index is out of range
     */
    public void update(int[] indices, Obb3d[] boxes) {
        Obb3dBatch moved = Bvh3dBuilder.checkUpdate(indices, boxes, size());
        Bvh3dBuilder.moveBoxes(moved, indices, indexSlot, this.boxes, slotBounds);
        refitNodes();
    }

    // Read by FrustumTraversal3d and MeshTraversal, which walk the same tree with a frustum or for
    // two-level picks; see Bvh3dBuilder for how
    // references encode inner nodes and leaves. The arrays are the tree's own: read them, never write.

    /** The root's reference. */
    int root() {
        return root;
    }

    /** The wide nodes picks walk (built from the arrays below). */
    Bvh3dWide wide() {
        return wide;
    }

    /** Whether packets of rays can be picked through the wide nodes: the tree holds boxes and its root is a node. */
    boolean packets() {
        return nodeCount > 0 && wide.root >= 0;
    }

    /** Per inner node: its two children's bounds, minX, minY, minZ, maxX, maxY, maxZ each. */
    double[] childBounds() {
        return childBounds;
    }

    /** Per inner node: its two children's references. */
    int[] children() {
        return children;
    }

    /** Per slot: its box's index in the caller's order. */
    int[] slotIndex() {
        return slotIndex;
    }

    /** The union of all boxes' bounds. */
    double[] rootBounds() {
        return rootBounds;
    }

    /** The boxes, in slot order. */
    Obb3dBatch boxes() {
        return boxes;
    }

    /** Per slot: its box's bounds, minX, minY, minZ, maxX, maxY, maxZ. */
    double[] slotBounds() {
        return slotBounds;
    }

    /**
     * The box of the hierarchy that a box moving by {@code move} over a step touches first, and the
     * contact: {@link io.github.obbkit.core3d.Sweep3d} against each box whose bounds the moving box's
     * swept bounds reach, nearest node first; the same index and contact, bit for bit, as
     * {@link ScanPicker3d#castNearest} over the same boxes (smallest time, then smallest index). The
     * contact's normal points from the moving box towards the box hit. Allocation-free.
     *
     * @param box       the moving box at the start of the step
     * @param move      its displacement over the step
     * @param workspace the caller's scratch space
     * @param dest      overwritten with the contact, or with "no contact"
     * @return the index of the box hit, or -1
     * @throws IllegalArgumentException if a component of {@code move} is NaN, infinite or larger in
     *                                  magnitude than {@link Obb3d#MAX_REACH}
     */
    public int castNearest(Obb3d box, Vector3dc move, PickWorkspace workspace, MutableContact3d dest) {
        return BoxCast3d.bvh(this, box, move, workspace, dest);
    }

    /** The boxes in slot order, for {@link BoxCast3d}. */
    Obb3dBatch leafBoxes() {
        return boxes;
    }

    /** Per inner node, its two children's bounds, for {@link BoxCast3d}. */
    double[] nodeBounds() {
        return childBounds;
    }

    /** Per inner node, its two children's references, for {@link BoxCast3d}. */
    int[] nodeChildren() {
        return children;
    }

    /** The root's reference, for {@link BoxCast3d}. */
    int rootRef() {
        return root;
    }

    /** Per slot, its box's bounds, for {@link BoxCast3d}. */
    double[] slotBoundsArray() {
        return slotBounds;
    }

    /** Per slot, its box's index in the caller's order, for {@link BoxCast3d}. */
    int[] slotIndices() {
        return slotIndex;
    }

    /** The union of all bounds, for {@link BoxCast3d}'s slack. */
    double[] rootBoundsArray() {
        return rootBounds;
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
        return pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, dest);
    }

    /**
     * Picks many rays at once: for each ray {@code rays[from + k]}, {@code k < count}, its nearest box
     * into {@code indices[from + k]}, {@code ts[from + k]} and {@code faces[from + k]}, exactly what
     * {@link #pickNearest(Ray3d, PickWorkspace, MutablePick)} answers for it alone, one ray after
     * another (a traversal shared by packets of neighbouring rays was measured and did not pay: see
     * bench/RESULTS.md, "Wide BVH"). Allocates nothing once the workspace's stack has grown to this
     * tree's depth.
     *
     * @param rays      the rays; those outside {@code [from, from + count)} are not read
     * @param from      the first ray's position, at least 0
     * @param count     how many rays, at least 0
     * @param workspace the search's scratch space, one per thread
     * @param indices   receives each ray's box index, or -1 where it hits none
     * @param ts        receives each ray's {@code t} (see {@link MutablePick#t()}), or {@code +Infinity}
     * @param faces     receives each ray's entry face, or {@code null} where it hits none or starts inside
     *                  its box; may itself be {@code null} if faces are not wanted
     * @return how many of the rays hit a box
     * @throws NullPointerException     if an array, the workspace or one of the rays picked is null
     * @throws IllegalArgumentException if {@code from} or {@code count} is negative or an array is
     *                                  shorter than {@code from + count}
     */
    public int pickNearest(Ray3d[] rays, int from, int count, PickWorkspace workspace, int[] indices, double[] ts,
                           @Nullable BoxFace @Nullable [] faces) {
        Objects.requireNonNull(rays, "rays");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(indices, "indices");
        Objects.requireNonNull(ts, "ts");
        if (from < 0 || count < 0 || from > Integer.MAX_VALUE - count) {
            throw new IllegalArgumentException("from and count must be >= 0 and their sum an int, were " + from
                    + " and " + count);
        }
        int end = from + count;
        Checks.length("rays", rays.length, end);
        Checks.length("indices", indices.length, end);
        Checks.length("ts", ts.length, end);
        if (faces != null) {
            Checks.length("faces", faces.length, end);
        }
        for (int k = from; k < end; k++) {
            if (rays[k] == null) {
                throw new NullPointerException("rays[" + k + "] is null");
            }
        }
        MutablePick pick = workspace.pixel;
        int hits = 0;
        for (int k = from; k < end; k++) {
            Ray3d r = rays[k];
            boolean hit = pickNearest(r.ox, r.oy, r.oz, r.dx, r.dy, r.dz, r.length, workspace, pick);
            hits += hit ? 1 : 0;
            indices[k] = pick.index();
            ts[k] = hit ? pick.t() : Double.POSITIVE_INFINITY;
            if (faces != null) {
                faces[k] = pick.face();
            }
        }
        return hits;
    }

    /** {@link #pickNearest(Ray3d, PickWorkspace, MutablePick)} on a ray's numbers, as a {@link Ray3d} holds them. */
    boolean pickNearest(double ox, double oy, double oz, double dx, double dy, double dz, double length,
                        PickWorkspace workspace, MutablePick dest) {
        return pickNearest(ox, oy, oz, dx, dy, dz, length, workspace, dest, Bvh3dWide.VECTORIZED);
    }

    /** As above, on the vector path only if {@code vector} (tests run both paths in one JVM). */
    boolean pickNearest(double ox, double oy, double oz, double dx, double dy, double dz, double length,
                        PickWorkspace workspace, MutablePick dest, boolean vector) {
        if (nodeCount == 0) {
            return dest.miss();
        }
        return wide.pick(ox, oy, oz, dx, dy, dz, length, workspace, dest, vector);
    }
}
