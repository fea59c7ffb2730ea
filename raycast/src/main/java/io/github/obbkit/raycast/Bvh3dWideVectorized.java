package io.github.obbkit.raycast;

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
 * reciprocal of 0 and entries of minus and plus infinity, which constrain nothing, and, when the ray
 * is parallel to it, the origin's comparison with the bounds; NaN bounds (an empty child) miss.
 *
 * <p>This class alone names {@code jdk.incubator.vector}, and is loaded only after
 * {@link Bvh3dWide} has checked that the module is present. The whole traversal is one method, so
 * that no vector crosses a call C2 might not inline (it would be boxed).
 */
final class Bvh3dWideVectorized {
    private static final int W = Bvh3dWide.WIDTH;
    private static final VectorSpecies<Float> F = VectorSpecies.of(float.class, VectorShape.forBitSize(32 * W));
    private static final VectorSpecies<Double> D = VectorSpecies.of(double.class, VectorShape.forBitSize(64 * W));

    private Bvh3dWideVectorized() {
    }

    /** The lanes per node test; touching it loads the vector classes, which fails if they are absent. */
    static int lanes() {
        return D.length();
    }

    /** Bound {@code k} of every child of the node at {@code o}, widened to doubles. */
    private static DoubleVector bound(float[] b, int o) {
        return (DoubleVector) FloatVector.fromArray(F, b, o).convertShape(VectorOperators.F2D, D, 0);
    }

    /** {@link Bvh3dWide}'s traversal with the node test on vectors; the leaves are the scalar path's. */
    static void search(Bvh3dWide tree, PickRay r, PickWorkspace workspace) {
        int[] nodes = workspace.nodes;
        int[] entries = workspace.entries;
        double[] lane = workspace.lanes;
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
        DoubleVector loX = DoubleVector.broadcast(D, r.loX);
        DoubleVector hiX = DoubleVector.broadcast(D, r.hiX);
        DoubleVector loY = DoubleVector.broadcast(D, r.loY);
        DoubleVector hiY = DoubleVector.broadcast(D, r.hiY);
        DoubleVector loZ = DoubleVector.broadcast(D, r.loZ);
        DoubleVector hiZ = DoubleVector.broadcast(D, r.hiZ);
        DoubleVector zero = DoubleVector.zero(D);
        DoubleVector missed = DoubleVector.broadcast(D, -1);
        boolean parallel = r.loX > -inf || r.loY > -inf || r.loZ > -inf;
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
                DoubleVector in = bound(b, o + nx).fma(ix, nearX).max(bound(b, o + ny).fma(iy, nearY))
                        .max(bound(b, o + nz).fma(iz, nearZ).max(zero));
                DoubleVector out = bound(b, o + fx).fma(ix, farX).min(bound(b, o + fy).fma(iy, farY))
                        .min(bound(b, o + fz).fma(iz, farZ).min(r.best));
                VectorMask<Double> hit = in.compare(VectorOperators.LE, out);
                if (parallel) {
                    // The origin, grown by g, within the bounds of each axis it is parallel to (others: +-inf).
                    hit = hit.and(bound(b, o).compare(VectorOperators.LE, hiX))
                            .and(bound(b, o + 3 * W).compare(VectorOperators.GE, loX))
                            .and(bound(b, o + W).compare(VectorOperators.LE, hiY))
                            .and(bound(b, o + 4 * W).compare(VectorOperators.GE, loY))
                            .and(bound(b, o + 2 * W).compare(VectorOperators.LE, hiZ))
                            .and(bound(b, o + 5 * W).compare(VectorOperators.GE, loZ));
                }
                missed.blend(in, hit).intoArray(lane, 0);
                int base = top;
                for (int j = 0; j < W; j++) {
                    double e = lane[j];
                    if (e >= 0) {
                        top = Bvh3dWide.push(nodes, entries, base, top, refs[W * ref + j], Bvh3dWide.key(e));
                    }
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
}
