package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.BatchColumnReader;
import io.github.obbkit.core3d.internal.BatchColumnReader.Column;
import io.github.obbkit.core3d.internal.VectorSupport;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@link Bvh3d}'s binary tree collapsed into nodes of up to {@value #WIDTH} children, and the pick's
 * traversal of it: the scalar path here, the vector path in {@link Bvh3dWideVectorized}, both over
 * the same arrays and with the same leaf test.
 *
 * <p><b>Collapse.</b> Each wide node starts from a binary inner node's two children and repeatedly
 * replaces the inner child of largest surface area by its own two children, until it has
 * {@value #WIDTH} children or only leaves (the rule of Wald, Benthin and Boulos, "Getting rid of
 * packets", 2008). Leaves stay the binary tree's: ranges of slots.
 *
 * <p><b>Float bounds, rounded outwards.</b> A node holds its children's bounds as floats, side by
 * side per bound ({@code minX} of all children, then {@code minY}, ...), so one load reads one bound
 * of every child. Each minimum is the float below the double's nearest float and each maximum the
 * float above ({@link Math#nextDown(float)}, {@link Math#nextUp(float)}): a float box always contains
 * the double box it stands for, so a test that would let the double box in lets the float box in,
 * and the exact double test in the leaves decides. An empty child has NaN bounds, which every test
 * refuses.
 *
 * <p><b>Query.</b> As {@link Bvh3d}'s class comment says, with the children's bounds grown by the
 * slack {@code g} ({@link PickRay}); of a node's children the ray enters, all are pushed in order of
 * their entries, the farthest deepest, and the nearest is visited next. Parameters are compared as
 * {@link #key}s, which can only let a node in early.
 *
 * <p><b>A neighbour's box first.</b> A pick through the tree the workspace's last pick ran through
 * first tests the box that pick found ({@link PickWorkspace#hint}), if the ray enters its bounds, with
 * the leaves' own exact test and rule. A neighbouring ray (a camera's next pixel, perspective or
 * orthographic) mostly hits that box too, so the search starts with a near best hit and skips every
 * node behind it; a scattered ray mostly misses the bounds, which the last pick has just read. It
 * changes no answer: the rule keeps the least {@code t}, then the least index, and every box with
 * {@code t} at most the best hit's is still tested (a box's test and its bounds do not depend on the
 * best hit above its own {@code t}), so the answer is the same whichever box was tested first.
 */
final class Bvh3dWide {
    /** Children per node: eight, the double lanes of a 512-bit vector. */
    static final int WIDTH = 8;
    /** Floats per node: six bounds of {@value #WIDTH} children. */
    static final int STRIDE = 6 * WIDTH;
    /** The reference of an empty child: a leaf of no slots. */
    static final int EMPTY = -1;
    /** The last stamp given to a tree. */
    private static final AtomicInteger STAMPS = new AtomicInteger();

    /** Whether the vector node test can run in this JVM (the module, the shape); decided once. */
    static final boolean USABLE = vectorPathUsable();
    /**
     * Whether picks run on the vector node test: wherever it can, unless turned off with
     * {@code -Dobbkit.vectorPick=false}, which walks the same nodes with the scalar test (same answers).
     */
    static final boolean VECTORIZED = USABLE && !"false".equalsIgnoreCase(System.getProperty("obbkit.vectorPick"));

    /** This tree's own number, by which a workspace knows that its hint is a slot of this tree. */
    final int stamp = STAMPS.incrementAndGet();
    /** Per node, per bound, per child: the children's bounds, rounded outwards to floats. */
    final float[] bounds;
    /** Per node, per child: a wide node's number, or a leaf's reference as {@link Bvh3dBuilder} encodes it. */
    final int[] refs;
    /** Per node, per child: where its bounds start in {@link Bvh3d#childBounds()}, or -1 for an empty child. */
    private final int[] sources;
    /** The root's reference: 0, or the one leaf of a tree of a few boxes. */
    final int root;
    /** The traversal stack's size: {@value #WIDTH} - 1 postponed children per level, and a node's. */
    final int stackSize;
    /** Whether every child's bounds are finite floats, which the vector path's uniform test needs. */
    boolean finite;
    /** Of the root's bounds, for the query's slack: the centre, the sum of half-extents, the largest magnitude. */
    double rootX;
    double rootY;
    double rootZ;
    double rootHalves;
    double rootReach;
    /** The root's bounds: minima then maxima, x, y, z, as the binary tree's. */
    final double[] rootBox = new double[6];
    /** {@link Bvh3d}'s per-slot arrays, refreshed in place by its refit. */
    final double[] slotBounds;
    final int[] slotIndex;
    /**
     * The columns of {@link Bvh3d}'s batch (its boxes in slot order), read in place: the leaves test
     * the same arrays the batch kernels read. The batch never grows after the build, so they stay its own.
     */
    final double[] cx;
    final double[] cy;
    final double[] cz;
    final double[] ux;
    final double[] uy;
    final double[] uz;
    final double[] vx;
    final double[] vy;
    final double[] vz;
    final double[] wx;
    final double[] wy;
    final double[] wz;
    final double[] hx;
    final double[] hy;
    final double[] hz;

    /**
     * Collapses the binary tree of {@code children} (per inner node its two references) whose bounds
     * are {@code childBounds}; the slot arrays are kept by reference.
     */
    Bvh3dWide(int[] children, double[] childBounds, int binaryRoot, int innerCount, int depth,
              double[] rootBounds, double[] slotBounds, Obb3dBatch boxes, int[] slotIndex) {
        this.slotBounds = slotBounds;
        this.slotIndex = slotIndex;
        cx = BatchColumnReader.column(boxes, Column.CENTER_X);
        cy = BatchColumnReader.column(boxes, Column.CENTER_Y);
        cz = BatchColumnReader.column(boxes, Column.CENTER_Z);
        ux = BatchColumnReader.column(boxes, Column.AXIS_XX);
        uy = BatchColumnReader.column(boxes, Column.AXIS_XY);
        uz = BatchColumnReader.column(boxes, Column.AXIS_XZ);
        vx = BatchColumnReader.column(boxes, Column.AXIS_YX);
        vy = BatchColumnReader.column(boxes, Column.AXIS_YY);
        vz = BatchColumnReader.column(boxes, Column.AXIS_YZ);
        wx = BatchColumnReader.column(boxes, Column.AXIS_ZX);
        wy = BatchColumnReader.column(boxes, Column.AXIS_ZY);
        wz = BatchColumnReader.column(boxes, Column.AXIS_ZZ);
        hx = BatchColumnReader.column(boxes, Column.HALF_X);
        hy = BatchColumnReader.column(boxes, Column.HALF_Y);
        hz = BatchColumnReader.column(boxes, Column.HALF_Z);
        this.stackSize = WIDTH * (depth + 2);
        // At most one wide node per binary inner node; the arrays are trimmed to the nodes made
        // (about one in seven inner nodes, as each wide node takes up to seven).
        int capacity = Math.max(1, innerCount);
        int[] nodeRefs = new int[WIDTH * capacity];
        int[] nodeSources = new int[WIDTH * capacity];
        int count = 0;
        if (binaryRoot < 0 || innerCount == 0) {
            root = binaryRoot < 0 ? binaryRoot : EMPTY;
        } else {
            root = 0;
            count = collapse(children, childBounds, binaryRoot, capacity, nodeRefs, nodeSources);
        }
        refs = Arrays.copyOf(nodeRefs, WIDTH * count);
        sources = Arrays.copyOf(nodeSources, WIDTH * count);
        // WIDTH floats of padding: the vector node test reads each bound with twice its width (below).
        bounds = new float[STRIDE * count + WIDTH];
        refresh(childBounds, rootBounds);
    }

    /**
     * Collapses the binary tree below {@code binaryRoot} into wide nodes from node 0 on, writing each
     * node's children's references and bound sources; returns the number of wide nodes.
     */
    private static int collapse(int[] children, double[] childBounds, int binaryRoot, int capacity, int[] refs,
                                int[] sources) {
        int count = 1;
        int[] pending = new int[2 * capacity];
        int top = 0;
        pending[top++] = binaryRoot;
        pending[top++] = 0;
        int[] ref = new int[WIDTH];
        int[] source = new int[WIDTH];
        while (top > 0) {
            int node = pending[--top];
            int inner = pending[--top];
            ref[0] = children[2 * inner];
            source[0] = 12 * inner;
            ref[1] = children[2 * inner + 1];
            source[1] = 12 * inner + 6;
            int k = 2;
            while (k < WIDTH) {
                // Open the inner child of largest area.
                int open = -1;
                double largest = -1;
                for (int j = 0; j < k; j++) {
                    double a = ref[j] >= 0 ? area(childBounds, source[j]) : -1;
                    if (a > largest) {
                        largest = a;
                        open = j;
                    }
                }
                if (open < 0) {
                    break;
                }
                int opened = ref[open];
                ref[open] = children[2 * opened];
                source[open] = 12 * opened;
                ref[k] = children[2 * opened + 1];
                source[k++] = 12 * opened + 6;
            }
            for (int j = 0; j < WIDTH; j++) {
                int at = WIDTH * node + j;
                if (j >= k) {
                    refs[at] = EMPTY;
                    sources[at] = -1;
                } else if (ref[j] >= 0) {
                    pending[top++] = ref[j];
                    pending[top++] = count;
                    refs[at] = count++;
                    sources[at] = source[j];
                } else {
                    refs[at] = ref[j];
                    sources[at] = source[j];
                }
            }
        }
        return count;
    }

    /** Half the surface area of the bounds {@code b[o .. o + 5]}. */
    private static double area(double[] b, int o) {
        double x = b[o + 3] - b[o];
        double y = b[o + 4] - b[o + 1];
        double z = b[o + 5] - b[o + 2];
        return x * y + y * z + z * x;
    }

    /** Rounds the binary tree's current bounds outwards into the nodes, and takes the root's measures. */
    void refresh(double[] childBounds, double[] rootBounds) {
        boolean allFinite = true;
        for (int at = 0; at < sources.length; at++) {
            int o = STRIDE * (at / WIDTH) + at % WIDTH;
            int s = sources[at];
            for (int k = 0; k < 3; k++) {
                float min = s < 0 ? Float.NaN : Math.nextDown((float) childBounds[s + k]);
                float max = s < 0 ? Float.NaN : Math.nextUp((float) childBounds[s + 3 + k]);
                bounds[o + WIDTH * k] = min;
                bounds[o + WIDTH * (k + 3)] = max;
                allFinite &= s < 0 || (Float.isFinite(min) && Float.isFinite(max));
            }
        }
        finite = allFinite;
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
        System.arraycopy(b, 0, rootBox, 0, 6);
    }

    private static boolean vectorPathUsable() {
        return VectorSupport.lanes(() -> Bvh3dWideVectorized.lanes()) == WIDTH;
    }

    /**
     * The nearest box the ray hits, into {@code dest}; on the vector path when {@code vector} and the
     * bounds allow it. The caller has checked that the tree holds boxes.
     */
    boolean pick(double ox, double oy, double oz, double dx, double dy, double dz, double length,
                 PickWorkspace workspace, MutablePick dest, boolean vector) {
        PickRay r = workspace.ray;
        prepare(r, ox, oy, oz, dx, dy, dz, length);
        hint(r, workspace.hint(stamp), workspace.slab);
        search(r, workspace, vector);
        workspace.remember(stamp, r.bestIndex >= 0 ? r.bestSlot : -1);
        return r.answer(dest);
    }

    /**
     * Tests the box in slot {@code hint} (none if -1) for the prepared ray {@code r} before its
     * search, if the ray enters the slot's bounds, and marks it tested.
     */
    void hint(PickRay r, int hint, MutableRayHit s) {
        // The range check is for a stamp met again after 2^32 trees: a slot of another tree is still
        // a box to test, as any box is, but must be one of this tree's.
        if (hint >= 0 && hint < slotIndex.length && entry(slotBounds, 6 * hint, key(r.best), r) >= 0) {
            slot(hint, r, s);
            r.tested = hint;
        }
    }

    /** Prepares {@code r} for a search of this tree, with no hit yet. */
    void prepare(PickRay r, double ox, double oy, double oz, double dx, double dy, double dz, double length) {
        r.prepare(ox, oy, oz, dx, dy, dz, length, rootX, rootY, rootZ, rootHalves, rootReach);
    }

    /** Searches the prepared (and hinted) ray {@code r} from the root, on the vector path if {@code vector} allows. */
    void search(PickRay r, PickWorkspace workspace, boolean vector) {
        workspace.ensureStack(stackSize);
        if (vector && finite && !r.parallel()) {
            Bvh3dWideVectorized.search(this, r, workspace);
        } else {
            search(r, workspace);
        }
    }

    /**
     * Searches the prepared ray {@code r} over the slots {@code ids[0 .. count - 1]}: every slot whose
     * bounds it enters (the leaves' own test) is pushed in one order, nearest on top, and tested
     * nearest first until the next lies beyond the best hit.
     */
    void slots(PickRay r, PickWorkspace workspace, int[] ids, int count) {
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        int upper = key(r.best);
        int top = 0;
        for (int j = 0; j < count; j++) {
            top = pushSlot(nodes, entries, top, ids[j], upper, r);
        }
        popSlots(r, workspace.slab, nodes, entries, top);
    }

    /**
     * Pushes {@code slot} onto the stack {@code nodes} / {@code entries} (of height {@code top}) in
     * entry order if {@code r} enters its bounds short of the key {@code upper} (the leaves' own
     * test); returns the new height.
     */
    int pushSlot(int[] nodes, int[] entries, int top, int slot, int upper, PickRay r) {
        int e = entry(slotBounds, 6 * slot, upper, r);
        return e >= 0 ? push(nodes, entries, 0, top, slot, e) : top;
    }

    /** Tests the pushed slots nearest first, until the next lies beyond the best hit. */
    void popSlots(PickRay r, MutableRayHit s, int[] nodes, int[] entries, int top) {
        while (top > 0) {
            top--;
            if (entries[top] > key(r.best)) {
                return;
            }
            int slot = nodes[top];
            if (slot != r.tested) {
                slot(slot, r, s);
            }
        }
    }

    /** The scalar traversal: each child's bounds tested in turn. */
    private void search(PickRay r, PickWorkspace workspace) {
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        MutableRayHit s = workspace.slab;
        float[] b = bounds;
        double ix = r.ix;
        double iy = r.iy;
        double iz = r.iz;
        double nearX = r.nearX;
        double nearY = r.nearY;
        double nearZ = r.nearZ;
        double farX = r.farX;
        double farY = r.farY;
        double farZ = r.farZ;
        int nx = WIDTH * r.nx;
        int ny = WIDTH * r.ny;
        int nz = WIDTH * r.nz;
        boolean px = r.px;
        boolean py = r.py;
        boolean pz = r.pz;
        int top = 0;
        int ref = root;
        while (true) {
            if (ref >= 0) {
                int o = STRIDE * ref;
                int upper = key(r.best);
                int base = top;
                for (int j = 0; j < WIDTH; j++) {
                    int e = entry(b, o + j, upper, ix, iy, iz, nearX, nearY, nearZ, farX, farY, farZ, nx, ny, nz, px,
                            py, pz, r);
                    if (e >= 0) {
                        top = push(nodes, entries, base, top, refs[WIDTH * ref + j], e);
                    }
                }
                if (top > base) {
                    ref = nodes[--top];
                    continue;
                }
            } else {
                leaf(ref, r, s);
            }
            // Next: the nearest postponed node not already beyond the best hit.
            do {
                if (top == 0) {
                    return;
                }
                top--;
            } while (entries[top] > key(r.best));
            ref = nodes[top];
        }
    }

    /**
     * Pushes {@code node} with entry key {@code e} onto the stack, keeping the part above {@code base}
     * ordered by entry with the nearest on top; returns the new top.
     */
    static int push(int[] nodes, int[] entries, int base, int top, int node, int e) {
        int i = top;
        while (i > base && entries[i - 1] < e) {
            entries[i] = entries[i - 1];
            nodes[i] = nodes[i - 1];
            i--;
        }
        entries[i] = e;
        nodes[i] = node;
        return top + 1;
    }

    /**
     * The boxes of leaf {@code ref}: each slot's double bounds, then the exact slab test, the best hit
     * kept in {@code r} (smallest {@code t}, then smallest index).
     */
    void leaf(int ref, PickRay r, MutableRayHit s) {
        int first = ~ref >>> 3;
        int end = first + (~ref & 7);
        for (int slot = first; slot < end; slot++) {
            // The hint's box, tested already: its answer cannot change (same t, same index).
            if (slot != r.tested && entry(slotBounds, 6 * slot, key(r.best), r) >= 0) {
                slot(slot, r, s);
            }
        }
    }

    /** The exact slab test of the box in {@code slot}, kept in {@code r} if it is the best hit so far. */
    private void slot(int slot, PickRay r, MutableRayHit s) {
        if (SlabKernel.obb(r.ox, r.oy, r.oz, r.dx, r.dy, r.dz, r.threshold, cx[slot], cy[slot], cz[slot],
                ux[slot], uy[slot], uz[slot], vx[slot], vy[slot], vz[slot], wx[slot], wy[slot], wz[slot],
                hx[slot], hy[slot], hz[slot], 0, r.best, false, s)) {
            int index = slotIndex[slot];
            if (s.tMin < r.best || (s.tMin == r.best && index < r.bestIndex) || r.bestIndex < 0) {
                r.best = s.tMin;
                r.bestIndex = index;
                r.bestFace = s.entry;
                r.bestSlot = slot;
            }
        }
    }

    /**
     * A parameter's key: the high 32 bits of its binary form, which order non-negative doubles as the
     * doubles do with the rest truncated, so an entry's key can only let a node in early (see
     * docs/precision.md). Integer maxima and minima are conditional moves; those of doubles are not.
     */
    static int key(double t) {
        return (int) (Double.doubleToRawLongBits(t) >>> 32);
    }

    /**
     * Where the ray enters child bounds at {@code o} of a node's floats (bound {@code k} at
     * {@code o + WIDTH k}) grown by the slack, within {@code [0, upper]}, as a {@link #key}: at least
     * 0, or -1 for a miss (NaN bounds miss). {@code n*} are the near bounds' offsets, {@code WIDTH}
     * times {@link PickRay#nx}.
     */
    static int entry(float[] b, int o, int upper, double ix, double iy, double iz, double nearX,
                             double nearY, double nearZ, double farX, double farY, double farZ, int nx, int ny,
                             int nz, boolean px, boolean py, boolean pz, PickRay r) {
        int lo = 0;
        int hi = upper;
        if (px) {
            if (!(r.hiX >= b[o] && r.loX <= b[o + 3 * WIDTH])) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + nx], ix, nearX)));
            hi = Math.min(hi, key(Math.fma(b[o + 3 * WIDTH - nx], ix, farX)));
        }
        if (py) {
            if (!(r.hiY >= b[o + WIDTH] && r.loY <= b[o + 4 * WIDTH])) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + ny], iy, nearY)));
            hi = Math.min(hi, key(Math.fma(b[o + 5 * WIDTH - ny], iy, farY)));
        }
        if (pz) {
            if (!(r.hiZ >= b[o + 2 * WIDTH] && r.loZ <= b[o + 5 * WIDTH])) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + nz], iz, nearZ)));
            hi = Math.min(hi, key(Math.fma(b[o + 7 * WIDTH - nz], iz, farZ)));
        }
        return lo <= hi ? lo : -1;
    }

    /** As the float {@code entry}, for a slot's double bounds {@code b[o .. o + 5]}. */
    static int entry(double[] b, int o, int upper, PickRay r) {
        int lo = 0;
        int hi = upper;
        if (r.px) {
            if (!(r.hiX >= b[o] && r.loX <= b[o + 3])) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + r.nx], r.ix, r.nearX)));
            hi = Math.min(hi, key(Math.fma(b[o + 3 - r.nx], r.ix, r.farX)));
        }
        if (r.py) {
            if (!(r.hiY >= b[o + 1] && r.loY <= b[o + 4])) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + r.ny], r.iy, r.nearY)));
            hi = Math.min(hi, key(Math.fma(b[o + 5 - r.ny], r.iy, r.farY)));
        }
        if (r.pz) {
            if (!(r.hiZ >= b[o + 2] && r.loZ <= b[o + 5])) {
                return -1;
            }
        } else {
            lo = Math.max(lo, key(Math.fma(b[o + r.nz], r.iz, r.nearZ)));
            hi = Math.min(hi, key(Math.fma(b[o + 7 - r.nz], r.iz, r.farZ)));
        }
        return lo <= hi ? lo : -1;
    }
}
