package io.github.obbkit.raycast;

/**
 * A ray prepared for a BVH's bound tests, and the running answer of its search: the query half of a
 * {@link PickWorkspace}, written by {@link #prepare} at the start of every pick and read by the
 * traversals of {@link Bvh3dWide} (scalar and vector) and by their shared leaf test.
 *
 * <p>Bounds are grown for the query by the slack {@code g} of {@link Bvh3d}'s class comment (see
 * docs/precision.md, "Bvh3d node slack"). Per world axis, a ray parallel to it by the slab test's
 * threshold is tested by where its origin is ({@code lo}, {@code hi}: the origin moved by {@code -g}
 * and {@code +g}); any other by the parameters where it crosses the grown slab,
 * {@code bound * i + near} and {@code bound * i + far}, one fused multiply-add per plane with the
 * reciprocal {@code i = 1 / d}. An axis on which these could come near overflowing (a direction tiny
 * against the distances) constrains nothing: visiting more is always allowed. {@code p} marks the
 * axes tested by the origin alone; {@code n} says which bound of a slab is met first (0 for the
 * minimum when the ray goes up the axis, 3 for the maximum).
 */
final class PickRay {
    private static final double NODE_SLACK_RELATIVE = 1e-9;
    private static final double NODE_SLACK_ULPS = 16;

    double ox;
    double oy;
    double oz;
    double dx;
    double dy;
    double dz;
    double threshold;
    /** The slack {@code g} the bounds are grown by, in space (see {@link #prepare}). */
    double slack;
    double ix;
    double iy;
    double iz;
    double nearX;
    double nearY;
    double nearZ;
    double farX;
    double farY;
    double farZ;
    double loX;
    double hiX;
    double loY;
    double hiY;
    double loZ;
    double hiZ;
    boolean px;
    boolean py;
    boolean pz;
    int nx;
    int ny;
    int nz;

    /** The search's best hit so far: its {@code t}, the caller's index of its box (-1: none yet), its face code. */
    double best;
    int bestIndex;
    int bestFace;
    /** The slot of the best hit's box, where {@link #bestIndex} is set. */
    int bestSlot;
    /** A slot already tested before the search (the workspace's hint), which the leaves skip; -1 for none. */
    int tested;

    /**
     * Prepares the ray {@code o + t d} for a tree whose root bounds have centre {@code root*}, the sum
     * of half-extents {@code rootHalves} and largest coordinate magnitude {@code rootReach}, and
     * starts its search with no hit.
     */
    void prepare(double ox, double oy, double oz, double dx, double dy, double dz, double length, double rootX,
                 double rootY, double rootZ, double rootHalves, double rootReach) {
        this.ox = ox;
        this.oy = oy;
        this.oz = oz;
        this.dx = dx;
        this.dy = dy;
        this.dz = dz;
        threshold = SlabKernel.threshold(length);
        // M, the largest magnitude among the origin's and the root's coordinates, and the slack
        // g = 1e-9 S + 16 ulp(M), S the distance from the origin to the root's centre along the farthest
        // world axis plus the root's three half-extents.
        double reach = Math.max(Math.max(Math.max(Math.abs(ox), Math.abs(oy)), Math.abs(oz)), rootReach);
        double far = Math.max(Math.max(Math.abs(ox - rootX), Math.abs(oy - rootY)), Math.abs(oz - rootZ));
        double g = NODE_SLACK_RELATIVE * (far + rootHalves) + NODE_SLACK_ULPS * Math.ulp(reach);
        slack = g;
        boolean parallelX = SlabKernel.parallel(dx, threshold);
        boolean parallelY = SlabKernel.parallel(dy, threshold);
        boolean parallelZ = SlabKernel.parallel(dz, threshold);
        ix = 1 / dx;
        iy = 1 / dy;
        iz = 1 / dz;
        px = parallelX || !((reach + g) * Math.abs(ix) < 0x1p1000);
        py = parallelY || !((reach + g) * Math.abs(iy) < 0x1p1000);
        pz = parallelZ || !((reach + g) * Math.abs(iz) < 0x1p1000);
        nearX = -ox * ix - g * Math.abs(ix);
        farX = -ox * ix + g * Math.abs(ix);
        nearY = -oy * iy - g * Math.abs(iy);
        farY = -oy * iy + g * Math.abs(iy);
        nearZ = -oz * iz - g * Math.abs(iz);
        farZ = -oz * iz + g * Math.abs(iz);
        loX = parallelX ? ox - g : Double.NEGATIVE_INFINITY;
        hiX = parallelX ? ox + g : Double.POSITIVE_INFINITY;
        loY = parallelY ? oy - g : Double.NEGATIVE_INFINITY;
        hiY = parallelY ? oy + g : Double.POSITIVE_INFINITY;
        loZ = parallelZ ? oz - g : Double.NEGATIVE_INFINITY;
        hiZ = parallelZ ? oz + g : Double.POSITIVE_INFINITY;
        nx = dx > 0 ? 0 : 3;
        ny = dy > 0 ? 1 : 4;
        nz = dz > 0 ? 2 : 5;
        best = Double.POSITIVE_INFINITY;
        bestIndex = -1;
        bestFace = SlabKernel.NO_FACE;
        tested = -1;
    }

    /**
     * Whether the ray is parallel to a world axis, so that a bound test must compare its origin with
     * the bounds (the vector paths leave such rays to the scalar ones).
     */
    boolean parallel() {
        return loX > Double.NEGATIVE_INFINITY || loY > Double.NEGATIVE_INFINITY || loZ > Double.NEGATIVE_INFINITY;
    }

    /** Writes the search's answer into {@code dest}; true for a hit. */
    boolean answer(MutablePick dest) {
        if (bestIndex < 0) {
            return dest.miss();
        }
        dest.set(bestIndex, best, SlabKernel.face(bestFace));
        return true;
    }
}
