package io.github.obbkit.raycast;

import static jdk.incubator.vector.VectorOperators.F2D;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path of {@link Bvh3dWide}'s pick: one pass tests the ray against all
 * {@value Bvh3dWide#WIDTH} children of a node, each child in a lane. The float bounds are widened
 * to double lanes (exactly) and the lanes do the scalar path's arithmetic, one fused multiply-add
 * per plane, then take the largest entry and the smallest exit in doubles rather than in keys; both
 * can only let a child in early (docs/precision.md), so the leaves, shared with the scalar path,
 * see every box the scan would report. An axis the ray is tested on by its origin alone takes a
 * reciprocal of 0 and entries of minus and plus infinity, which constrain nothing; a ray parallel to
 * a world axis, which also needs its origin compared with the bounds, takes the scalar path (see
 * {@link PickRay#parallel}), which keeps the vector code to one form. NaN bounds (an empty child)
 * miss.
 *
 * <p>{@link #slots} tests a list of slots' double bounds eight at a time for one ray of a frame's packet
 * ({@link Bvh3dPacket}), with the same test as the leaves'.
 *
 * <p>This class alone names {@code jdk.incubator.vector}, and is loaded only after
 * {@link Bvh3dWide} has checked that the module is present. Each traversal is one method that calls
 * only the vector API's own methods (which C2 always inlines) and scalar helpers, so no vector is
 * passed to a call; and it runs only on the preferred shape ({@link #lanes}). Every constant vector
 * is a {@code broadcast}, never {@code DoubleVector.zero}: in a JVM where other vector code had run
 * (core3d's batch kernels, the test suite before the allocation test), C2 compiled this method with
 * the zero vector's 64-byte array allocated on every pick (80 B, found by its allocation samples:
 * every one at {@code DoubleVector.zero} on this method's first line), while the broadcasts beside it
 * stayed in registers.
 */
final class Bvh3dWideVectorized {
    private static final int W = Bvh3dWide.WIDTH;
    /**
     * Floats of the doubles' shape, twice the lanes a bound has: a load reads a bound and the next
     * (or the padding) and the conversion keeps the first half. Loading a bound at its own width
     * would put float vectors of a second shape in the JVM beside the batch kernels' (core3d's float
     * filter runs on the preferred shape), and once the vector API's shared code has seen two shapes
     * C2 no longer compiles this path without boxing (measured: 80 B per pick, for good, after
     * {@code Sat3dBatch} had run).
     */
    private static final VectorSpecies<Float> F = VectorSpecies.of(float.class, VectorShape.forBitSize(64 * W));
    private static final VectorSpecies<Double> D = VectorSpecies.of(double.class, VectorShape.forBitSize(64 * W));

    private Bvh3dWideVectorized() {
    }

    /**
     * The lanes per node test if the vector path may run, else 0; touching it loads the vector
     * classes, which fails if they are absent. The node test's shape must be the preferred one, which
     * core3d's batch kernels use: once the vector API's shared code has run on two shapes, C2
     * compiles it for both and this path boxed its vectors (measured: after {@code Sat3dBatch} had
     * run on 512 bits, picks on 256 allocated).
     */
    static int lanes() {
        return DoubleVector.SPECIES_PREFERRED.length() == D.length() ? D.length() : 0;
    }

    /** {@link Bvh3dWide}'s traversal with the node test on vectors; the leaves are the scalar path's. */
    static void search(Bvh3dWide tree, PickRay r, PickWorkspace workspace) {
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        MutableRayHit s = workspace.slab;
        float[] b = tree.bounds;
        int[] refs = tree.refs;
        double inf = Double.POSITIVE_INFINITY;
        DoubleVector ix = DoubleVector.broadcast(D, r.px ? 0 : r.ix);
        DoubleVector iy = DoubleVector.broadcast(D, r.py ? 0 : r.iy);
        DoubleVector iz = DoubleVector.broadcast(D, r.pz ? 0 : r.iz);
        DoubleVector nearX = DoubleVector.broadcast(D, r.px ? -inf : r.nearX);
        DoubleVector nearY = DoubleVector.broadcast(D, r.py ? -inf : r.nearY);
        DoubleVector nearZ = DoubleVector.broadcast(D, r.pz ? -inf : r.nearZ);
        DoubleVector farX = DoubleVector.broadcast(D, r.px ? inf : r.farX);
        DoubleVector farY = DoubleVector.broadcast(D, r.py ? inf : r.farY);
        DoubleVector farZ = DoubleVector.broadcast(D, r.pz ? inf : r.farZ);
        // Not DoubleVector.zero(D): see the class comment.
        DoubleVector zero = DoubleVector.broadcast(D, 0.0);
        DoubleVector missed = DoubleVector.broadcast(D, -1);
        int nx = W * r.nx;
        int ny = W * r.ny;
        int nz = W * r.nz;
        int fx = 3 * W - nx;
        int fy = 5 * W - ny;
        int fz = 7 * W - nz;
        int top = 0;
        int ref = tree.root;
        while (true) {
            if (ref >= 0) {
                int o = Bvh3dWide.STRIDE * ref;
                // Entry: the largest of 0 and the near planes; exit: the smallest of best and the far planes.
                DoubleVector bx = (DoubleVector) FloatVector.fromArray(F, b, o + nx).convertShape(F2D, D, 0);
                DoubleVector by = (DoubleVector) FloatVector.fromArray(F, b, o + ny).convertShape(F2D, D, 0);
                DoubleVector bz = (DoubleVector) FloatVector.fromArray(F, b, o + nz).convertShape(F2D, D, 0);
                DoubleVector in = bx.fma(ix, nearX).max(by.fma(iy, nearY)).max(bz.fma(iz, nearZ).max(zero));
                bx = (DoubleVector) FloatVector.fromArray(F, b, o + fx).convertShape(F2D, D, 0);
                by = (DoubleVector) FloatVector.fromArray(F, b, o + fy).convertShape(F2D, D, 0);
                bz = (DoubleVector) FloatVector.fromArray(F, b, o + fz).convertShape(F2D, D, 0);
                DoubleVector out = bx.fma(ix, farX).min(by.fma(iy, farY)).min(bz.fma(iz, farZ).min(r.best));
                VectorMask<Double> hit = in.compare(VectorOperators.LE, out);
                // The eight lanes (WIDTH) read at constant indices, register extracts, rather than
                // stored to an array and loaded back; written out, as a loop over lane(j) compiles
                // lane's switch (1.5 times slower on JDK 25) and one helper for the eight pools their
                // branch profiles (1.05 to 1.1 times slower on JDK 25's neighbouring rays):
                // bench/RESULTS.md, "The node test's lanes read from registers".
                DoubleVector e = missed.blend(in, hit);
                int base = top;
                int at = W * ref;
                double e0 = e.lane(0);
                if (e0 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at], Bvh3dWide.key(e0));
                }
                double e1 = e.lane(1);
                if (e1 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 1], Bvh3dWide.key(e1));
                }
                double e2 = e.lane(2);
                if (e2 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 2], Bvh3dWide.key(e2));
                }
                double e3 = e.lane(3);
                if (e3 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 3], Bvh3dWide.key(e3));
                }
                double e4 = e.lane(4);
                if (e4 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 4], Bvh3dWide.key(e4));
                }
                double e5 = e.lane(5);
                if (e5 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 5], Bvh3dWide.key(e5));
                }
                double e6 = e.lane(6);
                if (e6 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 6], Bvh3dWide.key(e6));
                }
                double e7 = e.lane(7);
                if (e7 >= 0) {
                    top = Bvh3dWide.push(nodes, entries, base, top, refs[at + 7], Bvh3dWide.key(e7));
                }
                if (top > base) {
                    ref = nodes[--top];
                    continue;
                }
            } else {
                tree.leaf(ref, r, s);
            }
            do {
                if (top == 0) {
                    return;
                }
                top--;
            } while (entries[top] > Bvh3dWide.key(r.best));
            ref = nodes[top];
        }
    }

    /**
     * {@link Bvh3dWide#slots} with the slots' bounds tested eight at a time: {@code passes} blocks of
     * eight slots' double bounds, in the nodes' layout ({@link Bvh3dPacket} copies them so). The lanes
     * do the scalar test's arithmetic, one fused multiply-add per plane, and let a slot in if its entry
     * is at most its exit; the scalar test compares the two as {@link Bvh3dWide#key}s, which also lets in
     * an entry just past the exit (within the keys' truncation, under 2^-19 of the exit). A pass with a
     * lane in that margin is done again by the scalar test, so every slot the leaves' test lets in is let
     * in here, with the same key. (An exit of minus zero with an entry of zero is let in here and not by
     * the scalar test: one exact test more, which cannot change the answer.) Doubles only, no long lanes:
     * a vector type more in the JVM made C2 box another kernel's vectors ({@code RayCaster3d}'s, found by
     * the allocation test). Padding bounds of plus and minus infinity are missed by every ray.
     */
    static void slots(Bvh3dWide tree, PickRay r, PickWorkspace workspace, double[] b, int[] ids, int passes) {
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        DoubleVector ix = DoubleVector.broadcast(D, r.ix);
        DoubleVector iy = DoubleVector.broadcast(D, r.iy);
        DoubleVector iz = DoubleVector.broadcast(D, r.iz);
        DoubleVector nearX = DoubleVector.broadcast(D, r.nearX);
        DoubleVector nearY = DoubleVector.broadcast(D, r.nearY);
        DoubleVector nearZ = DoubleVector.broadcast(D, r.nearZ);
        DoubleVector farX = DoubleVector.broadcast(D, r.farX);
        DoubleVector farY = DoubleVector.broadcast(D, r.farY);
        DoubleVector farZ = DoubleVector.broadcast(D, r.farZ);
        DoubleVector zero = DoubleVector.broadcast(D, 0.0);
        DoubleVector best = DoubleVector.broadcast(D, r.best);
        DoubleVector missed = DoubleVector.broadcast(D, -1);
        DoubleVector margin = DoubleVector.broadcast(D, 1 + 0x1p-19);
        DoubleVector tiny = DoubleVector.broadcast(D, Double.MIN_NORMAL);
        int upper = Bvh3dWide.key(r.best);
        int nx = W * r.nx;
        int ny = W * r.ny;
        int nz = W * r.nz;
        int fx = 3 * W - nx;
        int fy = 5 * W - ny;
        int fz = 7 * W - nz;
        int top = 0;
        for (int v = 0; v < passes; v++) {
            int o = Bvh3dWide.STRIDE * v;
            DoubleVector in = DoubleVector.fromArray(D, b, o + nx).fma(ix, nearX)
                    .max(DoubleVector.fromArray(D, b, o + ny).fma(iy, nearY))
                    .max(DoubleVector.fromArray(D, b, o + nz).fma(iz, nearZ).max(zero));
            DoubleVector out = DoubleVector.fromArray(D, b, o + fx).fma(ix, farX)
                    .min(DoubleVector.fromArray(D, b, o + fy).fma(iy, farY))
                    .min(DoubleVector.fromArray(D, b, o + fz).fma(iz, farZ).min(best));
            VectorMask<Double> hit = in.compare(VectorOperators.LE, out);
            int at = W * v;
            if (in.compare(VectorOperators.LE, out.fma(margin, tiny)).trueCount() != hit.trueCount()) {
                // A lane in the keys' margin: this pass by the scalar test.
                for (int j = 0; j < W; j++) {
                    int slot = ids[at + j];
                    if (slot >= 0) {
                        top = tree.pushSlot(nodes, entries, top, slot, upper, r);
                    }
                }
                continue;
            }
            DoubleVector e = missed.blend(in, hit);
            // The lanes read at constant indices, written out, as the node test's are (see search).
            double e0 = e.lane(0);
            if (e0 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at], Bvh3dWide.key(e0));
            }
            double e1 = e.lane(1);
            if (e1 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 1], Bvh3dWide.key(e1));
            }
            double e2 = e.lane(2);
            if (e2 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 2], Bvh3dWide.key(e2));
            }
            double e3 = e.lane(3);
            if (e3 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 3], Bvh3dWide.key(e3));
            }
            double e4 = e.lane(4);
            if (e4 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 4], Bvh3dWide.key(e4));
            }
            double e5 = e.lane(5);
            if (e5 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 5], Bvh3dWide.key(e5));
            }
            double e6 = e.lane(6);
            if (e6 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 6], Bvh3dWide.key(e6));
            }
            double e7 = e.lane(7);
            if (e7 >= 0) {
                top = Bvh3dWide.push(nodes, entries, 0, top, ids[at + 7], Bvh3dWide.key(e7));
            }
        }
        tree.popSlots(r, workspace.slab, nodes, entries, top);
    }
}
