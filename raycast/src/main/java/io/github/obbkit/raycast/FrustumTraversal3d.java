package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Containment;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3dBatch;

/**
 * A frustum's walk through a {@link Bvh3d} and its linear-scan twin, for {@link FrustumSelection3d}:
 * the conservative plane test on node bounds prunes, and each box under a node that is not pruned
 * gets the leaf test, the same test the scan runs, so the two report the same boxes.
 *
 * <p>Why pruning never drops a box the leaf test would take: a box that the exact test reports, or
 * that the plane test does not call OUTSIDE, is on the inner side of all six planes (within the
 * plane test's lean), and the bounds of every node above it contain it; the bounds test grows them by
 * eight ulps (more than the absolute-value rule's rounding) and uses twice the lean, which exceeds
 * the box's own lean plus the rounding of both projections (docs/precision.md). Below a node whose
 * bounds are INSIDE, node tests are skipped, but every box still gets its own leaf test. The tree is
 * read through {@link Bvh3d}'s package-private accessors and the boxes through its batch's element
 * reads; the stack is the caller's {@link PickWorkspace}'s.
 */
final class FrustumTraversal3d {
    /** The leaf test. */
    enum Leaf {
        /** The exact test says the box intersects. */
        TOUCHING,
        /** The plane test says INSIDE. */
        INSIDE,
        /** The plane test does not say OUTSIDE. */
        VISIBLE
    }

    private FrustumTraversal3d() {
    }

    static boolean take(Frustum f, Obb3dBatch boxes, int i, Leaf leaf) {
        switch (leaf) {
            case TOUCHING:
                return FrustumTest3d.intersects(f, boxes, i);
            case INSIDE:
                return FrustumTest3d.classify(f, boxes, i) == Containment.INSIDE;
            default:
                return FrustumTest3d.classify(f, boxes, i) != Containment.OUTSIDE;
        }
    }

    /** The boxes of a batch that the leaf test takes, ascending. */
    static int scan(Obb3dBatch boxes, Frustum f, Leaf leaf, int[] dest) {
        int n = 0;
        for (int i = 0; i < boxes.size(); i++) {
            if (take(f, boxes, i, leaf)) {
                dest[n++] = i;
            }
        }
        return n;
    }

    /**
     * The boxes of the hierarchy that the leaf test takes, by the caller's index, in the order the walk
     * meets them: sorting them would cost more than the walk when most boxes are taken.
     */
    static int walk(Bvh3d bvh, Frustum f, Leaf leaf, PickWorkspace workspace, int[] dest) {
        if (bvh.size() == 0) {
            return 0;
        }
        double[] rb = bvh.rootBounds();
        Containment rc = FrustumTest3d.classify(f, rb[0], rb[1], rb[2], rb[3], rb[4], rb[5]);
        if (rc == Containment.OUTSIDE) {
            return 0;
        }
        workspace.ensureStack(bvh.depth() + 2);
        int[] stack = workspace.nodes;
        int[] insideFlags = workspace.entries;
        double[] cb = bvh.childBounds();
        int[] children = bvh.children();
        int[] slotIndex = bvh.slotIndex();
        Obb3dBatch boxes = bvh.boxes();
        int n = 0;
        int top = 0;
        int ref = bvh.root();
        boolean inside = rc == Containment.INSIDE;
        while (true) {
            if (ref >= 0) {
                int left = children[2 * ref];
                int right = children[2 * ref + 1];
                if (inside) {
                    stack[top] = right;
                    insideFlags[top++] = 1;
                    ref = left;
                    continue;
                }
                int o = 12 * ref;
                Containment cl = FrustumTest3d.classify(f, cb[o], cb[o + 1], cb[o + 2], cb[o + 3], cb[o + 4], cb[o + 5]);
                Containment cr = FrustumTest3d.classify(f, cb[o + 6], cb[o + 7], cb[o + 8], cb[o + 9], cb[o + 10],
                        cb[o + 11]);
                if (cl != Containment.OUTSIDE) {
                    if (cr != Containment.OUTSIDE) {
                        stack[top] = right;
                        insideFlags[top++] = cr == Containment.INSIDE ? 1 : 0;
                    }
                    ref = left;
                    inside = cl == Containment.INSIDE;
                    continue;
                }
                if (cr != Containment.OUTSIDE) {
                    ref = right;
                    inside = cr == Containment.INSIDE;
                    continue;
                }
            } else {
                int first = ~ref >>> 3;
                int end = first + (~ref & 7);
                for (int slot = first; slot < end; slot++) {
                    if (take(f, boxes, slot, leaf)) {
                        dest[n++] = slotIndex[slot];
                    }
                }
            }
            if (top == 0) {
                break;
            }
            top--;
            ref = stack[top];
            inside = insideFlags[top] != 0;
        }
        return n;
    }
}
