package io.github.obbkit.raycast;

import org.jspecify.annotations.Nullable;

/**
 * {@link Bvh3d#pickNearest(Ray3d[], int, int, PickWorkspace, int[], double[], BoxFace[])}: rays
 * picked {@value #SIZE} at a time through one shared traversal of {@link Bvh3dWide}'s tree.
 *
 * <p>A packet walks the tree once: a node is visited with the set of the packet's rays that entered
 * it (a bit mask), each of those rays is tested against each child's bounds exactly as the one-ray
 * pick tests it, against its own best hit, and a child is visited with the rays that entered it,
 * nearest first by the smallest of their entries. In a leaf each of its rays runs the one-ray
 * leaf test. So every ray is taken into every node and box its own pick would test (a ray's best
 * only shrinks, and a ray is dropped from a node only by its own bound test), and its answer, the
 * smallest {@code t} and then the smallest index over those boxes, is its own pick's to the bit.
 * Neighbouring rays, which enter mostly the same nodes, share the node loads, the stack and the
 * ordering; scattered rays lose (they share few nodes, and each waits for the others). With
 * {@code jdk.incubator.vector} the rays of a packet are tested against a child in one pass
 * ({@link Bvh3dWideVectorized#packet}).
 */
final class Bvh3dPacket {
    /** Rays per packet: the vector node test's lanes (see {@link Bvh3dWideVectorized#packet}). */
    static final int SIZE = Bvh3dWide.WIDTH;

    private Bvh3dPacket() {
    }

    /**
     * Picks rays {@code from .. from + count - 1} into the same positions of the arrays; the caller
     * has checked everything and that the tree holds boxes.
     */
    static int pick(Bvh3dWide tree, Ray3d[] rays, int from, int count, PickWorkspace workspace, int[] indices,
                    double[] ts, @Nullable BoxFace @Nullable [] faces) {
        workspace.ensureStack(tree.stackSize);
        PickRay[] packet = workspace.packet;
        int hits = 0;
        for (int start = from; start < from + count; start += SIZE) {
            int k = Math.min(SIZE, from + count - start);
            for (int i = 0; i < k; i++) {
                Ray3d ray = rays[start + i];
                packet[i].prepare(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, tree.rootX, tree.rootY,
                        tree.rootZ, tree.rootHalves, tree.rootReach);
            }
            boolean vector = Bvh3dWide.VECTORIZED && tree.finite && Bvh3dWideVectorized.PACKETS;
            for (int i = 0; i < k; i++) {
                vector &= !packet[i].parallel();
            }
            if (vector) {
                Bvh3dWideVectorized.packet(tree, packet, k, workspace);
            } else {
                search(tree, packet, k, workspace);
            }
            for (int i = 0; i < k; i++) {
                PickRay r = packet[i];
                boolean hit = r.bestIndex >= 0;
                indices[start + i] = r.bestIndex;
                ts[start + i] = hit ? r.best + 0.0 : Double.POSITIVE_INFINITY;
                if (faces != null) {
                    faces[start + i] = hit ? SlabKernel.face(r.bestFace) : null;
                }
                hits += hit ? 1 : 0;
            }
        }
        return hits;
    }

    /** One packet of {@code k} prepared rays through the tree. */
    static void search(Bvh3dWide tree, PickRay[] rays, int k, PickWorkspace workspace) {
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        int[] masks = workspace.masks;
        MutableRayHit s = workspace.slab;
        float[] b = tree.bounds;
        int[] refs = tree.refs;
        int w = Bvh3dWide.WIDTH;
        int top = 0;
        int ref = tree.root;
        int mask = k == 32 ? -1 : (1 << k) - 1;
        while (true) {
            if (ref >= 0) {
                int o = Bvh3dWide.STRIDE * ref;
                int base = top;
                for (int j = 0; j < w; j++) {
                    int entered = 0;
                    int nearest = Integer.MAX_VALUE;
                    for (int bits = mask; bits != 0; bits &= bits - 1) {
                        int i = Integer.numberOfTrailingZeros(bits);
                        PickRay r = rays[i];
                        int e = Bvh3dWide.entry(b, o + j, Bvh3dWide.key(r.best), r.ix, r.iy, r.iz, r.nearX, r.nearY,
                                r.nearZ, r.farX, r.farY, r.farZ, w * r.nx, w * r.ny, w * r.nz, r.px, r.py, r.pz, r);
                        if (e >= 0) {
                            entered |= 1 << i;
                            nearest = Math.min(nearest, e);
                        }
                    }
                    if (entered != 0) {
                        top = push(nodes, entries, masks, base, top, refs[w * ref + j], nearest, entered);
                    }
                }
                if (top > base) {
                    top--;
                    ref = nodes[top];
                    mask = masks[top];
                    continue;
                }
            } else {
                for (int bits = mask; bits != 0; bits &= bits - 1) {
                    tree.leaf(ref, rays[Integer.numberOfTrailingZeros(bits)], s);
                }
            }
            // Next: the nearest postponed node that some of its rays may still need.
            while (true) {
                if (top == 0) {
                    return;
                }
                top--;
                if (needed(rays, masks[top], entries[top])) {
                    break;
                }
            }
            ref = nodes[top];
            mask = masks[top];
        }
    }

    /** As {@link Bvh3dWide#push}, with the rays that entered the node kept beside it. */
    static int push(int[] nodes, int[] entries, int[] masks, int base, int top, int node, int e, int mask) {
        int i = top;
        while (i > base && entries[i - 1] < e) {
            entries[i] = entries[i - 1];
            nodes[i] = nodes[i - 1];
            masks[i] = masks[i - 1];
            i--;
        }
        entries[i] = e;
        nodes[i] = node;
        masks[i] = mask;
        return top + 1;
    }

    /** Whether some ray of {@code mask} has no best yet beyond the node's entry key. */
    static boolean needed(PickRay[] rays, int mask, int entry) {
        for (int bits = mask; bits != 0; bits &= bits - 1) {
            if (entry <= Bvh3dWide.key(rays[Integer.numberOfTrailingZeros(bits)].best)) {
                return true;
            }
        }
        return false;
    }
}
