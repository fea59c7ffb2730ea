package io.github.obbkit.raycast;

import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sweep3d;
import java.util.Objects;
import org.joml.Vector3dc;

/**
 * Box casts: the first of many standing boxes that a moving box touches over a step, by
 * {@link Sweep3d} on each candidate. Two traversals with the same answer, bit for bit: a scan of every
 * box ({@link ScanPicker3d#castNearest}) and a walk of a {@link Bvh3d} that prunes nodes by the swept
 * bounds ({@link Bvh3d#castNearest}). Ties go to the smallest time, then the smallest index.
 *
 * <p><b>The node test.</b> The moving box's axis-aligned bounds, swept along the step, meet a node's
 * bounds at the times when its centre lies in the node's bounds grown by the moving box's
 * half-extents: a slab test of the centre's segment over {@code [0, best]}, closed. The grown bounds
 * are grown once more by a slack {@code g = 2e-6 S + 16 ulp(M)}, {@code S} the cast's scale (the
 * moving box's distance from the root's centre along the farthest world axis, the root's and the
 * moving box's half-extents, and the move's largest component), {@code M} the largest coordinate
 * magnitude involved. The sweep may report a contact at a time at which the boxes are as far apart as
 * its boundary band, {@code 1e-6} of a pair's scale, which is at most {@code S}; twice that, plus the
 * rounding of the bounds and of the slab test, keeps every box the scan would report inside the
 * bounds that let it in. Visiting more is always allowed. Derivation: docs/precision.md.
 */
final class BoxCast3d {
    private static final double SLACK_RELATIVE = 2e-6;
    private static final double SLACK_ULPS = 16;

    private BoxCast3d() {
    }

    /** The scan: every box of the batch, in index order. */
    static int scan(Obb3dBatch boxes, Obb3d box, Vector3dc move, PickWorkspace workspace, MutableContact3d dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        checkMove(move);
        MutableContact3d c = workspace.contact;
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        for (int i = 0, n = boxes.size(); i < n; i++) {
            if (Sweep3d.firstContact(box, move, boxes, i, c) && c.time() < best) {
                best = c.time();
                bestIndex = i;
            }
        }
        return finish(boxes, bestIndex, bestIndex, box, move, dest);
    }

    /** The BVH walk: nearest node first, a node dropped once its entry is beyond the best contact. */
    static int bvh(Bvh3d tree, Obb3d box, Vector3dc move, PickWorkspace workspace, MutableContact3d dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        Obb3dBatch boxes = tree.leafBoxes();
        MutableContact3d c = workspace.contact;
        checkMove(move);
        if (tree.size() == 0) {
            return finish(boxes, -1, -1, box, move, dest);
        }
        workspace.ensureCastStack(tree.depth() + 2);
        double[] root = tree.rootBoundsArray();
        double cx = box.centerX();
        double cy = box.centerY();
        double cz = box.centerZ();
        double dx = move.x();
        double dy = move.y();
        double dz = move.z();
        // The moving box's bounds by the absolute-value rule, half-extents only: its centre is the box's.
        double ex = box.halfExtentX() * Math.abs(box.axisXx()) + box.halfExtentY() * Math.abs(box.axisYx())
                + box.halfExtentZ() * Math.abs(box.axisZx());
        double ey = box.halfExtentX() * Math.abs(box.axisXy()) + box.halfExtentY() * Math.abs(box.axisYy())
                + box.halfExtentZ() * Math.abs(box.axisZy());
        double ez = box.halfExtentX() * Math.abs(box.axisXz()) + box.halfExtentY() * Math.abs(box.axisYz())
                + box.halfExtentZ() * Math.abs(box.axisZz());
        double rootHalves = (0.5 * root[3] - 0.5 * root[0]) + (0.5 * root[4] - 0.5 * root[1])
                + (0.5 * root[5] - 0.5 * root[2]);
        double far = Math.max(Math.max(Math.abs(cx - (0.5 * root[0] + 0.5 * root[3])),
                Math.abs(cy - (0.5 * root[1] + 0.5 * root[4]))), Math.abs(cz - (0.5 * root[2] + 0.5 * root[5])));
        double reach = 0;
        for (int k = 0; k < 6; k++) {
            reach = Math.max(reach, Math.abs(root[k]));
        }
        double moveMax = Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dz));
        reach = Math.max(reach, Math.max(Math.max(Math.abs(cx), Math.abs(cy)), Math.abs(cz)) + moveMax + ex + ey
                + ez);
        double scale = far + rootHalves + 2 * (box.halfExtentX() + box.halfExtentY() + box.halfExtentZ())
                + (ex + ey + ez) + moveMax;
        double g = SLACK_RELATIVE * scale + SLACK_ULPS * Math.ulp(reach);
        // Grown by the moving box's half-extents and the slack: the node's bounds as its centre sees them.
        double gx = ex + g;
        double gy = ey + g;
        double gz = ez + g;
        double[] cb = tree.nodeBounds();
        int[] children = tree.nodeChildren();
        double[] sb = tree.slotBoundsArray();
        int[] slotIndex = tree.slotIndices();
        int[] nodes = workspace.nodes;
        double[] entries = workspace.castEntries;
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        int bestSlot = -1;
        int top = 0;
        int ref = tree.rootRef();
        while (true) {
            if (ref >= 0) {
                int o = 12 * ref;
                double tl = entry(cb, o, best, cx, cy, cz, dx, dy, dz, gx, gy, gz);
                double tr = entry(cb, o + 6, best, cx, cy, cz, dx, dy, dz, gx, gy, gz);
                int left = children[2 * ref];
                int right = children[2 * ref + 1];
                if (tl >= 0) {
                    if (tr >= 0) {
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
                    if (entry(sb, 6 * slot, best, cx, cy, cz, dx, dy, dz, gx, gy, gz) < 0) {
                        continue;
                    }
                    if (Sweep3d.firstContact(box, move, boxes, slot, c)) {
                        int index = slotIndex[slot];
                        double t = c.time();
                        if (t < best || (t == best && index < bestIndex)) {
                            best = t;
                            bestIndex = index;
                            bestSlot = slot;
                        }
                    }
                }
            }
            do {
                if (top == 0) {
                    return finish(boxes, bestSlot, bestIndex, box, move, dest);
                }
                top--;
            } while (entries[top] > best);
            ref = nodes[top];
        }
    }

    /** The move's check, named as the cast's parameter, before any box is tested (or none is). */
    private static void checkMove(Vector3dc move) {
        checkComponent("move.x", move.x());
        checkComponent("move.y", move.y());
        checkComponent("move.z", move.z());
    }

    private static void checkComponent(String name, double value) {
        if (!(Math.abs(value) <= Obb3d.MAX_REACH)) {
            throw new IllegalArgumentException(name + " must be finite and at most " + Obb3d.MAX_REACH
                    + " in magnitude, was " + value);
        }
    }

    /**
     * Writes the winner's contact into {@code dest} (the sweep again, which gives the same numbers it
     * gave in the search), or "no contact"; returns the winner's index or -1.
     */
    private static int finish(Obb3dBatch boxes, int slot, int index, Obb3d box, Vector3dc move,
                              MutableContact3d dest) {
        if (slot < 0) {
            dest.clear();
            return -1;
        }
        Sweep3d.firstContact(box, move, boxes, slot, dest);
        return index;
    }

    /**
     * The first time in {@code [0, best]} at which the centre {@code c + t d} lies in the bounds at
     * {@code o} grown by {@code (gx, gy, gz)}, or -1 if none.
     */
    private static double entry(double[] b, int o, double best, double cx, double cy, double cz, double dx,
                                double dy, double dz, double gx, double gy, double gz) {
        double lo = 0;
        double hi = best;
        double min = b[o] - gx;
        double max = b[o + 3] + gx;
        if (dx == 0) {
            if (cx < min || cx > max) {
                return -1;
            }
        } else {
            double t1 = (min - cx) / dx;
            double t2 = (max - cx) / dx;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        min = b[o + 1] - gy;
        max = b[o + 4] + gy;
        if (dy == 0) {
            if (cy < min || cy > max) {
                return -1;
            }
        } else {
            double t1 = (min - cy) / dy;
            double t2 = (max - cy) / dy;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        min = b[o + 2] - gz;
        max = b[o + 5] + gz;
        if (dz == 0) {
            if (cz < min || cz > max) {
                return -1;
            }
        } else {
            double t1 = (min - cz) / dz;
            double t2 = (max - cz) / dz;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        return lo <= hi ? lo : -1;
    }
}
