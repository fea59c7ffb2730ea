package io.github.obbkit.core3d;

/**
 * Frustum against box, in two forms that share the frustum's face tests: the exact separating-axis
 * test {@link #intersects} and the conservative plane test {@link #classify}. It owns the
 * conservative test's lean {@link #LEAN_RELATIVE}. No argument checks and no allocation:
 * {@link FrustumTest3d} checks, then calls here.
 *
 * <p>Everything is measured from the frustum's reference point {@code o} (the centre of its corners'
 * bounds): the box's centre becomes {@code c - o}, one subtraction, so a frustum and a box far from the
 * world's origin are as exact as near it.
 *
 * <p><b>Axes.</b> A frustum and a box are disjoint exactly when one of these separates their
 * projections (Ericson, Real-Time Collision Detection, 5.2.1 and 4.4.1; Eberly, "Intersection of
 * Convex Objects: The Method of Separating Axes", Geometric Tools): the frustum's face normals, the
 * box's three axes, and the cross product of each distinct edge direction of the frustum with each box
 * axis. Each axis {@code L} is used as computed: the frustum's projection is that of its eight stored
 * corners onto {@code L}, and the box's radius {@code hx |L · u| + hy |L · v| + hz |L · w|}, which is
 * exact for the parallelepiped the stored axes span. A nearly degenerate {@code L} (an edge nearly
 * parallel to a box axis) is therefore still a true axis of the stored shapes: rounding cannot invent
 * a separation, and no lean is needed.
 */
final class FrustumKernel3d {
    /**
     * {@link FrustumTest3d#LEAN_RELATIVE}: how far, relative to the frustum's size plus the box's
     * distance and size, the conservative test moves each plane outwards for OUTSIDE and inwards for
     * INSIDE.
     */
    static final double LEAN_RELATIVE = 0x1p-40;

    private FrustumKernel3d() {
    }

    /**
     * The conservative plane test: outside when the box is wholly beyond one plane moved out by the
     * lean, inside when it is within all six moved in by the lean.
     */
    static Containment classify(Frustum f, double cx, double cy, double cz, double ux, double uy, double uz, double vx,
                        double vy, double vz, double wx, double wy, double wz, double hx, double hy, double hz) {
        double dx = cx - f.ox;
        double dy = cy - f.oy;
        double dz = cz - f.oz;
        double[] n = f.normals;
        double[] lo = f.faceLo;
        // The lean: the frustum's size, the box's distance and its size. It never shrinks from a box to
        // bounds that contain it, which is what lets a hierarchy prune by the bounds (see classifyBounds).
        double lean = LEAN_RELATIVE * (f.extent + (Math.abs(dx) + Math.abs(dy) + Math.abs(dz)) + (hx + hy + hz));
        boolean inside = true;
        for (int p = 0; p < 6; p++) {
            double nx = n[3 * p];
            double ny = n[3 * p + 1];
            double nz = n[3 * p + 2];
            // The box's centre and radius along the plane's normal.
            double c = nx * dx + ny * dy + nz * dz;
            double r = hx * Math.abs(nx * ux + ny * uy + nz * uz) + hy * Math.abs(nx * vx + ny * vy + nz * vz)
                    + hz * Math.abs(nx * wx + ny * wy + nz * wz);
            if (c + r < lo[p] - lean) {
                return Containment.OUTSIDE;
            }
            inside &= c - r >= lo[p] + lean;
        }
        return inside ? Containment.INSIDE : Containment.INTERSECTING;
    }

    /**
     * The conservative test for axis-aligned bounds, as {@link #classify} with the box's axes the
     * world's, with twice the lean and the bounds grown by eight ulps of their coordinates.
     */
    static Containment classifyBounds(Frustum f, double minX, double minY, double minZ, double maxX, double maxY,
                              double maxZ) {
        double dx = (0.5 * minX + 0.5 * maxX) - f.ox;
        double dy = (0.5 * minY + 0.5 * maxY) - f.oy;
        double dz = (0.5 * minZ + 0.5 * maxZ) - f.oz;
        // Half-sizes grown by eight ulps of the bounds: more than the rounding of the centre and of
        // themselves, and of the absolute-value rule that made a box's bounds, so the box tested
        // contains the box the bounds were made from.
        double hx = (0.5 * maxX - 0.5 * minX) + 8 * Math.ulp(Math.max(Math.abs(minX), Math.abs(maxX)));
        double hy = (0.5 * maxY - 0.5 * minY) + 8 * Math.ulp(Math.max(Math.abs(minY), Math.abs(maxY)));
        double hz = (0.5 * maxZ - 0.5 * minZ) + 8 * Math.ulp(Math.max(Math.abs(minZ), Math.abs(maxZ)));
        double[] n = f.normals;
        double[] lo = f.faceLo;
        // Twice the lean of the boxes inside: a box the plane test keeps, its bounds keep too.
        double lean = 2 * LEAN_RELATIVE * (f.extent + (Math.abs(dx) + Math.abs(dy) + Math.abs(dz)) + (hx + hy + hz));
        boolean inside = true;
        for (int p = 0; p < 6; p++) {
            double nx = n[3 * p];
            double ny = n[3 * p + 1];
            double nz = n[3 * p + 2];
            double c = nx * dx + ny * dy + nz * dz;
            double r = hx * Math.abs(nx) + hy * Math.abs(ny) + hz * Math.abs(nz);
            if (c + r < lo[p] - lean) {
                return Containment.OUTSIDE;
            }
            inside &= c - r >= lo[p] + lean;
        }
        return inside ? Containment.INSIDE : Containment.INTERSECTING;
    }

    /** The exact test: no axis of the separating-axis set separates the frustum's corners from the box. */
    static boolean intersects(Frustum f, double cx, double cy, double cz, double ux, double uy, double uz,
                              double vx, double vy, double vz, double wx, double wy, double wz, double hx,
                              double hy, double hz) {
        double dx = cx - f.ox;
        double dy = cy - f.oy;
        double dz = cz - f.oz;
        double[] n = f.normals;
        double[] lo = f.faceLo;
        double[] hi = f.faceHi;
        // L = the frustum's face normals, whose corner ranges were projected once.
        for (int p = 0; p < 6; p++) {
            double nx = n[3 * p];
            double ny = n[3 * p + 1];
            double nz = n[3 * p + 2];
            double c = nx * dx + ny * dy + nz * dz;
            double r = hx * Math.abs(nx * ux + ny * uy + nz * uz) + hy * Math.abs(nx * vx + ny * vy + nz * vz)
                    + hz * Math.abs(nx * wx + ny * wy + nz * wz);
            if (c + r < lo[p] || c - r > hi[p]) {
                return false;
            }
        }
        double[] q = f.rel;
        // L = the box's axes, along which its radius is its half-extent.
        if (separated(q, ux, uy, uz, dx, dy, dz, hx) || separated(q, vx, vy, vz, dx, dy, dz, hy)
                || separated(q, wx, wy, wz, dx, dy, dz, hz)) {
            return false;
        }
        double[] d = f.edges;
        for (int k = 0; k < f.edgeCount; k++) {
            double ex = d[3 * k];
            double ey = d[3 * k + 1];
            double ez = d[3 * k + 2];
            // L = E x U, E x V, E x W.
            if (crossSeparates(q, ey * uz - ez * uy, ez * ux - ex * uz, ex * uy - ey * ux, dx, dy, dz, ux, uy, uz,
                    vx, vy, vz, wx, wy, wz, hx, hy, hz)
                    || crossSeparates(q, ey * vz - ez * vy, ez * vx - ex * vz, ex * vy - ey * vx, dx, dy, dz, ux, uy,
                    uz, vx, vy, vz, wx, wy, wz, hx, hy, hz)
                    || crossSeparates(q, ey * wz - ez * wy, ez * wx - ex * wz, ex * wy - ey * wx, dx, dy, dz, ux, uy,
                    uz, vx, vy, vz, wx, wy, wz, hx, hy, hz)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the corners' projections onto {@code L} miss {@code [c - r, c + r]}, {@code c = L · d}. */
    private static boolean separated(double[] q, double lx, double ly, double lz, double dx, double dy, double dz,
                                     double r) {
        double c = lx * dx + ly * dy + lz * dz;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 24; i += 3) {
            double p = lx * q[i] + ly * q[i + 1] + lz * q[i + 2];
            min = Math.min(min, p);
            max = Math.max(max, p);
        }
        return max < c - r || min > c + r;
    }

    /** {@link #separated} on an edge-cross axis, with the box's radius along it. */
    private static boolean crossSeparates(double[] q, double lx, double ly, double lz, double dx, double dy,
                                          double dz, double ux, double uy, double uz, double vx, double vy,
                                          double vz, double wx, double wy, double wz, double hx, double hy,
                                          double hz) {
        double r = hx * Math.abs(lx * ux + ly * uy + lz * uz) + hy * Math.abs(lx * vx + ly * vy + lz * vz)
                + hz * Math.abs(lx * wx + ly * wy + lz * wz);
        return separated(q, lx, ly, lz, dx, dy, dz, r);
    }
}
