package io.github.obbkit.raycast;

import java.util.Arrays;

/**
 * A packet of up to {@value #MAX_RAYS} neighbouring rays (a tile of a camera's pixels) picked with one
 * traversal of a {@link Bvh3dWide}: the wide nodes are tested once for the whole packet, against a
 * frustum that holds every ray, and each leaf the packet reaches is handed to every group of up to
 * {@value #GROUP} rays (a smaller tile) whose own frustum meets it. Then each ray of a group tests the
 * group's boxes' bounds with its own pick's test ({@link Bvh3dWide#entry(double[], int, int, PickRay)}),
 * eight boxes a pass on the vector path, and tests the boxes it enters nearest first with the leaves'
 * exact test, until the next lies beyond its best hit. Each ray's answer is the one its own pick gives,
 * bit for bit.
 *
 * <p><b>Why the answers are the single picks'.</b> A ray's pick is the least {@code (t, index)} over
 * the boxes its exact test reports, and which boxes report, at what {@code t}, does not depend on the
 * order they are tested in or on the best hit above their own {@code t} ({@link Bvh3dWide}'s class
 * comment). So a ray gets its own answer as long as every box its exact test would report at or below
 * its final best is tested for it. Every ray of a group but those the caller found no box for has a
 * hit already (a neighbour's box, tested first), so its final best is at most that hit; the group's
 * leaves are every leaf its frustum meets short of the farthest of those hits along the main axis, and
 * every box the exact test reports lies within the slack {@code g} of the ray (docs/precision.md), so
 * every box that matters is in its group's list. A ray that came without a hit searches its group's
 * list too; if its best then lies short of the group's reach the same holds for it, and if not (or it
 * found nothing) it is searched from the root from that best, as a single pick is.
 *
 * <p><b>The frustum.</b> The packet's main axis {@code k} is a world axis along which every ray runs
 * the same way, at least half as fast as along its fastest axis; {@code w} is the coordinate along it,
 * negated if the rays run towards minus, so that every ray runs towards plus {@code w}. Along each of
 * the two other axes, ray {@code i}'s coordinate is the line {@code a_i + s_i w} of {@code w}; over
 * the root's range {@code [W0, W1]} of {@code w} the least (greatest) of these lines lies above (below)
 * the chord through their least (greatest) values at {@code W0} and {@code W1}, as each line does at
 * both ends. A child is entered only if, over the part of its own {@code w} range that lies past the
 * rays' origins and short of the farthest reach, one of these chords' ranges meets its range on both
 * other axes. Every bound is grown by {@code delta}: twice the largest slack of the packet's rays and
 * {@code 2^-40} of the largest magnitude the chords are made from, which is far above the rounding of
 * making and evaluating them (a few ulps of that magnitude).
 */
final class Bvh3dPacket {
    /** The most rays a packet holds. */
    static final int MAX_RAYS = 128;
    /** The most rays a group holds. */
    static final int GROUP = 16;
    /** The most groups a packet holds. */
    static final int MAX_GROUPS = MAX_RAYS / GROUP;
    /** The growth of every bound relative to the magnitudes the chords are made from. */
    private static final double MARGIN_RELATIVE = 0x1p-40;
    private static final int W = Bvh3dWide.WIDTH;

    /**
     * The tile's rays, group after group, each prepared for the tree and searched on its own numbers:
     * {@link #count} of them, group g from ends[g - 1] to ends[g].
     */
    final PickRay[] rays = new PickRay[MAX_RAYS];
    int count;
    final int[] ends = new int[MAX_GROUPS];
    int groups;
    /** Per ray, its pixel's element in the frame's arrays ({@link FramePicker}'s). */
    final int[] pixels = new int[MAX_RAYS];
    /** Per row of a tile, the slot of the box last found in that row ({@link FramePicker}'s hints). */
    final int[] rowHints = new int[FramePicker.TILE_ROWS];
    /** How many packets went the packet way (not back to single picks): tests see that it ran. */
    int searched;
    /**
     * The work the packets did, which tests bound: the boxes whose bounds a ray tested in its group's
     * list, summed over the rays, and the rays searched from the root after their group's list.
     */
    long listed;
    long fromRoot;

    /** The main axis (0, 1 or 2), the other two, and the direction along the main axis (+1 or -1). */
    private int k;
    private int u;
    private int v;
    private double sign;
    private double delta;
    /** The nearest origin along {@code w}, less {@code delta}; and the farthest reach, plus {@code delta}. */
    private double wNear;
    private double wFar;
    /** Per ray: its origin along w, its speed along w (made positive) and its slopes on u and v per unit of w. */
    private final double[] originW = new double[MAX_RAYS];
    private final double[] speedW = new double[MAX_RAYS];
    private final double[] slopeU = new double[MAX_RAYS];
    private final double[] slopeV = new double[MAX_RAYS];
    /** Per group: the farthest along w any of its rays with a hit may still hit a box, plus {@code delta}. */
    private final double[] groupFar = new double[MAX_GROUPS];
    /** Per frustum (0: the packet, 1 + g: group g), the chords on u and v: value at W0 and slope in w. */
    private final double[] uLo = new double[1 + MAX_GROUPS];
    private final double[] uLoSlope = new double[1 + MAX_GROUPS];
    private final double[] uHi = new double[1 + MAX_GROUPS];
    private final double[] uHiSlope = new double[1 + MAX_GROUPS];
    private final double[] vLo = new double[1 + MAX_GROUPS];
    private final double[] vLoSlope = new double[1 + MAX_GROUPS];
    private final double[] vHi = new double[1 + MAX_GROUPS];
    private final double[] vHiSlope = new double[1 + MAX_GROUPS];
    /** The chords' values at W1 as {@link #chords} leaves them: least u, greatest u, least v, greatest v. */
    private final double[] atW1 = new double[4];
    private double w0;
    private double w1;
    /** The traversal's stack: node or leaf reference, entry along w, and a leaf's groups as bits. */
    private int[] nodes = new int[64];
    private double[] entries = new double[64];
    private int[] masks = new int[64];
    /** The child {@link #enter} has tested: its clipped range along w (from W0), its grown bounds on u and v. */
    private double wa;
    private double wb;
    private double minU;
    private double maxU;
    private double minV;
    private double maxV;
    /**
     * Per group: the boxes of the leaves its frustum meets, as slots, and their bounds in the wide
     * nodes' layout (blocks of {@value Bvh3dWide#WIDTH} slots, each block's minX, then minY, ... maxZ),
     * but in doubles, copied from the slot bounds: the vector test reads a block's bound in one load.
     */
    private final int[][] groupSlots = new int[MAX_GROUPS][4 * W];
    private final double[][] groupBounds = new double[MAX_GROUPS][4 * Bvh3dWide.STRIDE];
    private final int[] groupCounts = new int[MAX_GROUPS];

    Bvh3dPacket() {
        for (int i = 0; i < MAX_RAYS; i++) {
            rays[i] = new PickRay();
        }
    }

    /**
     * Picks the {@link #count} prepared rays, whose groups {@link #ends} gives, through {@code tree}
     * (whose root is a wide node); each ray's answer is left in its {@link PickRay}. Returns false,
     * having searched nothing, if the rays do not share a main axis (the caller then picks them one by
     * one).
     */
    boolean search(Bvh3dWide tree, PickWorkspace workspace, boolean vector) {
        if (count == 0) {
            return true;
        }
        if (!frustum(tree)) {
            return false;
        }
        searched++;
        if (nodes.length < tree.stackSize) {
            nodes = new int[tree.stackSize];
            entries = new double[tree.stackSize];
            masks = new int[tree.stackSize];
        }
        Arrays.fill(groupCounts, 0);
        float[] b = tree.bounds;
        int[] refs = tree.refs;
        int all = (1 << groups) - 1;
        int top = 0;
        int ref = tree.root;
        int mask = all;
        double entry = Double.NEGATIVE_INFINITY;
        while (true) {
            if (ref >= 0) {
                int o = Bvh3dWide.STRIDE * ref;
                int base = top;
                for (int j = 0; j < W; j++) {
                    int c = o + j;
                    double e = enter(b[c], b[c + W], b[c + 2 * W], b[c + 3 * W], b[c + 4 * W], b[c + 5 * W]);
                    if (e == e) {
                        int child = refs[W * ref + j];
                        int m = all;
                        if (child < 0) {
                            m = 0;
                            for (int g = 0; g < groups; g++) {
                                if (wa + w0 <= groupFar[g] && meets(1 + g)) {
                                    m |= 1 << g;
                                }
                            }
                            if (m == 0) {
                                continue;
                            }
                        }
                        int i = top++;
                        while (i > base && entries[i - 1] < e) {
                            entries[i] = entries[i - 1];
                            nodes[i] = nodes[i - 1];
                            masks[i] = masks[i - 1];
                            i--;
                        }
                        entries[i] = e;
                        nodes[i] = child;
                        masks[i] = m;
                    }
                }
                if (top > base) {
                    top--;
                    ref = nodes[top];
                    mask = masks[top];
                    entry = entries[top];
                    continue;
                }
            } else {
                for (int g = 0; g < groups; g++) {
                    if ((mask & (1 << g)) != 0 && entry <= groupFar[g]) {
                        append(g, tree.slotBounds, ref);
                    }
                }
            }
            do {
                if (top == 0) {
                    finish(tree, workspace, vector);
                    return true;
                }
                top--;
            } while (!(entries[top] <= wFar));
            ref = nodes[top];
            mask = masks[top];
            entry = entries[top];
        }
    }

    /** Appends the slots of leaf {@code ref} to group {@code g}'s list, with their bounds from {@code slotBounds}. */
    private void append(int g, double[] slotBounds, int ref) {
        int first = ~ref >>> 3;
        int end = first + (~ref & 7);
        for (int slot = first; slot < end; slot++) {
            int c = groupCounts[g]++;
            // Room for the block's padding too (finish).
            if (groupSlots[g].length < c + W) {
                groupSlots[g] = Arrays.copyOf(groupSlots[g], 2 * groupSlots[g].length);
                groupBounds[g] = Arrays.copyOf(groupBounds[g], 2 * groupBounds[g].length);
            }
            double[] gb = groupBounds[g];
            int o = Bvh3dWide.STRIDE * (c / W) + c % W;
            for (int b = 0; b < 6; b++) {
                gb[o + W * b] = slotBounds[6 * slot + b];
            }
            groupSlots[g][c] = slot;
        }
    }

    /** Searches each group's rays over the group's list; a ray that came without a hit may go on from the root. */
    private void finish(Bvh3dWide tree, PickWorkspace workspace, boolean vector) {
        for (int g = 0; g < groups; g++) {
            int c = groupCounts[g];
            double[] gb = groupBounds[g];
            int[] gs = groupSlots[g];
            int blocks = (c + W - 1) / W;
            // The last block's padding, which every ray misses: minima of plus and maxima of minus
            // infinity put the entry at plus and the exit at minus infinity, on every axis.
            for (int j = c; j < blocks * W; j++) {
                int o = Bvh3dWide.STRIDE * (j / W) + j % W;
                for (int b = 0; b < 3; b++) {
                    gb[o + W * b] = Double.POSITIVE_INFINITY;
                    gb[o + W * (b + 3)] = Double.NEGATIVE_INFINITY;
                }
                gs[j] = -1;
            }
            workspace.ensureStack(blocks * W);
            for (int i = g == 0 ? 0 : ends[g - 1]; i < ends[g]; i++) {
                PickRay r = rays[i];
                boolean hinted = r.bestIndex >= 0;
                listed += c;
                if (c > 0) {
                    if (vector && !r.parallel()) {
                        Bvh3dWideVectorized.slots(tree, r, workspace, gb, gs, blocks);
                    } else {
                        tree.slots(r, workspace, gs, c);
                    }
                }
                if (!hinted && (r.bestIndex < 0 || !(originW[i] + r.best * speedW[i] <= groupFar[g] - delta))) {
                    fromRoot++;
                    tree.search(r, workspace, vector);
                }
            }
        }
    }

    /**
     * Chooses the main axis and makes the chords of each group and of the packet; false if no axis
     * has every ray running the same way at least half as fast as along its fastest axis, or the
     * numbers are too large to bound.
     */
    private boolean frustum(Bvh3dWide tree) {
        k = -1;
        for (int axis = 0; axis < 3 && k < 0; axis++) {
            double first = component(rays[0], axis);
            boolean ok = first != 0;
            for (int i = 0; i < count && ok; i++) {
                PickRay r = rays[i];
                double d = component(r, axis);
                double fastest = Math.max(Math.abs(r.dx), Math.max(Math.abs(r.dy), Math.abs(r.dz)));
                ok = (d > 0) == (first > 0) && Math.abs(d) >= 0.5 * fastest;
            }
            if (ok) {
                k = axis;
                sign = first > 0 ? 1 : -1;
            }
        }
        if (k < 0) {
            return false;
        }
        u = k == 0 ? 1 : 0;
        v = k == 2 ? 1 : 2;
        double[] root = tree.rootBox;
        double lowK = sign > 0 ? root[k] : -root[k + 3];
        double highK = sign > 0 ? root[k + 3] : -root[k];
        double slack = 0;
        double magnitude = Math.abs(lowK) + Math.abs(highK);
        double near = Double.POSITIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            PickRay r = rays[i];
            slack = Math.max(slack, r.slack);
            double dk = sign * component(r, k);
            double ow = sign * origin(r, k);
            double ou = origin(r, u);
            double ov = origin(r, v);
            double su = component(r, u) / dk;
            double sv = component(r, v) / dk;
            originW[i] = ow;
            speedW[i] = dk;
            slopeU[i] = su;
            slopeV[i] = sv;
            near = Math.min(near, ow);
            double reach = Math.abs(ow) + Math.abs(lowK) + Math.abs(highK);
            magnitude = Math.max(magnitude, reach + Math.abs(ou) + Math.abs(ov));
            magnitude = Math.max(magnitude, Math.abs(ou) + Math.abs(su) * reach);
            magnitude = Math.max(magnitude, Math.abs(ov) + Math.abs(sv) * reach);
        }
        delta = 2 * slack + MARGIN_RELATIVE * magnitude;
        w0 = lowK - delta;
        w1 = highK + delta;
        if (!(w1 > w0) || !(magnitude < 0x1p1000)) {
            return false;
        }
        wNear = near - delta;
        double farthest = Double.NEGATIVE_INFINITY;
        for (int g = 0; g < groups; g++) {
            groupFar[g] = far(g);
            farthest = Math.max(farthest, groupFar[g]);
        }
        wFar = farthest;
        // The packet's chords run through the least (greatest) of its groups' chords' ends, under
        // (over) each of them, so under (over) every ray.
        double uLo1 = Double.POSITIVE_INFINITY;
        double uHi1 = Double.NEGATIVE_INFINITY;
        double vLo1 = Double.POSITIVE_INFINITY;
        double vHi1 = Double.NEGATIVE_INFINITY;
        uLo[0] = Double.POSITIVE_INFINITY;
        uHi[0] = Double.NEGATIVE_INFINITY;
        vLo[0] = Double.POSITIVE_INFINITY;
        vHi[0] = Double.NEGATIVE_INFINITY;
        for (int g = 0; g < groups; g++) {
            int f = 1 + g;
            chords(f, g == 0 ? 0 : ends[g - 1], ends[g]);
            uLo[0] = Math.min(uLo[0], uLo[f]);
            uHi[0] = Math.max(uHi[0], uHi[f]);
            vLo[0] = Math.min(vLo[0], vLo[f]);
            vHi[0] = Math.max(vHi[0], vHi[f]);
            uLo1 = Math.min(uLo1, atW1[0]);
            uHi1 = Math.max(uHi1, atW1[1]);
            vLo1 = Math.min(vLo1, atW1[2]);
            vHi1 = Math.max(vHi1, atW1[3]);
        }
        double span = w1 - w0;
        uLoSlope[0] = (uLo1 - uLo[0]) / span;
        uHiSlope[0] = (uHi1 - uHi[0]) / span;
        vLoSlope[0] = (vLo1 - vLo[0]) / span;
        vHiSlope[0] = (vHi1 - vHi[0]) / span;
        return true;
    }

    /**
     * The chords of frustum {@code f} over rays {@code from} to {@code to}, between {@link #w0} and
     * {@link #w1}; their values at W1 are left in {@link #atW1}. A group of no rays gets chords no
     * child meets.
     */
    private void chords(int f, int from, int to) {
        double uLo0 = Double.POSITIVE_INFINITY;
        double uLo1 = Double.POSITIVE_INFINITY;
        double uHi0 = Double.NEGATIVE_INFINITY;
        double uHi1 = Double.NEGATIVE_INFINITY;
        double vLo0 = Double.POSITIVE_INFINITY;
        double vLo1 = Double.POSITIVE_INFINITY;
        double vHi0 = Double.NEGATIVE_INFINITY;
        double vHi1 = Double.NEGATIVE_INFINITY;
        for (int i = from; i < to; i++) {
            PickRay r = rays[i];
            double ow = originW[i];
            double su = slopeU[i];
            double sv = slopeV[i];
            double ou = origin(r, u);
            double ov = origin(r, v);
            double u0 = ou + su * (w0 - ow);
            double u1 = ou + su * (w1 - ow);
            double v0 = ov + sv * (w0 - ow);
            double v1 = ov + sv * (w1 - ow);
            uLo0 = Math.min(uLo0, u0);
            uLo1 = Math.min(uLo1, u1);
            uHi0 = Math.max(uHi0, u0);
            uHi1 = Math.max(uHi1, u1);
            vLo0 = Math.min(vLo0, v0);
            vLo1 = Math.min(vLo1, v1);
            vHi0 = Math.max(vHi0, v0);
            vHi1 = Math.max(vHi1, v1);
        }
        double span = w1 - w0;
        uLo[f] = uLo0;
        uLoSlope[f] = (uLo1 - uLo0) / span;
        uHi[f] = uHi0;
        uHiSlope[f] = (uHi1 - uHi0) / span;
        vLo[f] = vLo0;
        vLoSlope[f] = (vLo1 - vLo0) / span;
        vHi[f] = vHi0;
        vHiSlope[f] = (vHi1 - vHi0) / span;
        atW1[0] = uLo1;
        atW1[1] = uHi1;
        atW1[2] = vLo1;
        atW1[3] = vHi1;
    }

    /**
     * Whether the packet's frustum may meet a child's bounds (minima then maxima, x, y, z), grown by
     * {@link #delta}, past the rays' origins and short of the farthest reach: the child's entry along w
     * if so, else NaN; the child's clipped range and its bounds on u and v are left for {@link #meets}
     * to test a group against. NaN bounds miss.
     */
    private double enter(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        double lowK = k == 0 ? minX : k == 1 ? minY : minZ;
        double highK = k == 0 ? maxX : k == 1 ? maxY : maxZ;
        // Clamped to the root's range too: a float bound may lie outside the root's double bounds,
        // and no box's hit lies there.
        double a = Math.max(Math.max((sign > 0 ? lowK : -highK) - delta, wNear), w0);
        double c = Math.min(Math.min((sign > 0 ? highK : -lowK) + delta, wFar), w1);
        if (!(a <= c)) {
            return Double.NaN;
        }
        wa = a - w0;
        wb = c - w0;
        minU = (u == 0 ? minX : minY) - delta;
        maxU = (u == 0 ? maxX : maxY) + delta;
        minV = (v == 2 ? minZ : minY) - delta;
        maxV = (v == 2 ? maxZ : maxY) + delta;
        return meets(0) ? a : Double.NaN;
    }

    /**
     * Whether frustum {@code f}'s chords, over the range {@link #enter} has clipped, meet the child's
     * grown bounds on u and v.
     */
    private boolean meets(int f) {
        double lo = Math.min(uLo[f] + uLoSlope[f] * wa, uLo[f] + uLoSlope[f] * wb);
        double hi = Math.max(uHi[f] + uHiSlope[f] * wa, uHi[f] + uHiSlope[f] * wb);
        if (!(lo <= maxU && hi >= minU)) {
            return false;
        }
        lo = Math.min(vLo[f] + vLoSlope[f] * wa, vLo[f] + vLoSlope[f] * wb);
        hi = Math.max(vHi[f] + vHiSlope[f] * wa, vHi[f] + vHiSlope[f] * wb);
        return lo <= maxV && hi >= minV;
    }

    /**
     * The farthest point along w where one of group {@code g}'s rays that has a hit may still hit a
     * box (its best hit), plus {@link #delta}; minus infinity if none has a hit.
     */
    private double far(int g) {
        double farthest = Double.NEGATIVE_INFINITY;
        for (int i = g == 0 ? 0 : ends[g - 1]; i < ends[g]; i++) {
            PickRay r = rays[i];
            if (r.bestIndex >= 0) {
                farthest = Math.max(farthest, originW[i] + r.best * speedW[i]);
            }
        }
        return farthest + delta;
    }

    private static double component(PickRay r, int axis) {
        return axis == 0 ? r.dx : axis == 1 ? r.dy : r.dz;
    }

    private static double origin(PickRay r, int axis) {
        return axis == 0 ? r.ox : axis == 1 ? r.oy : r.oz;
    }
}
