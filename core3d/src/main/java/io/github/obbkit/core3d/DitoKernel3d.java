package io.github.obbkit.core3d;

/**
 * DiTO (T. Larsson and L. Källberg, "Fast Computation of Tight-Fitting Oriented Bounding Boxes", Game
 * Engine Gems 2, 2011) for {@link PointFit3d}: the points extremal along fixed directions; the large
 * base triangle among them (the farthest extremal pair, then the extremal point farthest from their
 * line); the two extremal points farthest from its plane on either side, which raise two tetrahedra
 * on it; candidate frames from those seven triangles, compared on the extremal points alone; then,
 * as the paper's last step, the frame is kept only if its box around all the points is smaller than
 * the axis-aligned box, and the world axes are taken otherwise.
 *
 * <p>{@link #dito14} is DiTO-14 (seven directions) with the departures that measured tighter on the
 * shapes of the guide (docs/core3d.md): (1) with a triangle's normal as one axis, every direction
 * between two extremal points projected into the triangle's plane is tried as the second (the paper
 * tries the triangle's three edges), and the base triangle's edges are tried as an axis the same
 * way; (2) frames are compared by the volume of their box around the extremal points, with a small
 * surface term for flat sets (the paper compares surface areas; on the guide's shapes the two
 * measured the same); (3) extremal points that are collinear give the third corner from all the
 * points, and a truly collinear set the line's frame.
 *
 * <p>{@link #dito26} is the paper's DiTO-26 (thirteen directions: the world axes, the four cube
 * diagonals and the six face diagonals) with the paper's candidates (each triangle's normal with each
 * of its three edges), compared by volume, plus one candidate the paper does not have: the principal
 * axes of the points, as a frame and as the axis about which the best cross-section of the extremal
 * points is sought (as in departure (1)). That candidate is what fixes elongated and flat clouds,
 * whose extremal pairs point along a diagonal of the box rather than along its axis.
 */
final class DitoKernel3d {
    /** DiTO-14's seven directions: the world axes and the four cube diagonals (not normalised). */
    static final double[] NORMALS_7 = {
        1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, -1, 1, -1, 1, 1, -1, -1};
    /** DiTO-26's thirteen: DiTO-14's and the six face diagonals (not normalised). */
    static final double[] NORMALS_13 = {
        1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, -1, 1, -1, 1, 1, -1, -1,
        1, 1, 0, 1, -1, 0, 1, 0, 1, 1, 0, -1, 0, 1, 1, 0, 1, -1};
    /** The weight of the surface term that lets flat sets' frames compare (their volumes are all 0). */
    private static final double AREA_WEIGHT = 1e-9;

    private DitoKernel3d() {
    }

    /** DiTO-14 with the departures of the class comment; the frame into {@code ws.frame}. */
    static void dito14(double[] q, int n, PointFitWorkspace3d ws) {
        double best = base(q, n, NORMALS_7, ws, true);
        int[] base = ws.base;
        int m = base[0];
        if (m < 0) {
            return;
        }
        double[] e = ws.e;
        int a = base[1];
        int b = a + 1;
        int c = base[2];
        // The base triangle's edges as an axis too, with the best cross-section the extremal points allow.
        best = inPlane(e, m, e[3 * b] - e[3 * a], e[3 * b + 1] - e[3 * a + 1], e[3 * b + 2] - e[3 * a + 2], best, ws);
        best = inPlane(e, m, e[3 * c] - e[3 * b], e[3 * c + 1] - e[3 * b + 1], e[3 * c + 2] - e[3 * b + 2], best, ws);
        best = inPlane(e, m, e[3 * a] - e[3 * c], e[3 * a + 1] - e[3 * c + 1], e[3 * a + 2] - e[3 * c + 2], best, ws);
        tetrahedra(e, m, a, b, c, best, ws, true);
        keepIfBelowAabb(q, n, ws);
    }

    /** DiTO-26 with the principal axes as one more candidate (class comment); into {@code ws.frame}. */
    static void dito26(double[] q, int n, PointFitWorkspace3d ws) {
        double best = base(q, n, NORMALS_13, ws, false);
        int[] base = ws.base;
        int m = base[0];
        if (m < 0) {
            return;
        }
        double[] e = ws.e;
        double[] frame = ws.frame;
        int a = base[1];
        int b = a + 1;
        int c = base[2];
        best = tetrahedra(e, m, a, b, c, best, ws, false);
        // The principal axes: as a frame, and the major axis with its best cross-section.
        double[] pca = ws.pca;
        PointFitKernel3d.pca(q, n, pca, ws);
        double v = quality(e, m, pca, ws.scratch);
        if (v < best) {
            best = v;
            System.arraycopy(pca, 0, frame, 0, 9);
        }
        inPlane(e, m, pca[0], pca[1], pca[2], best, ws);
        keepIfBelowAabb(q, n, ws);
    }

    /**
     * What both variants begin with: the extremal points along {@code normals}, the world axes as the
     * frame to beat, then the base triangle's frames ({@code allDirections} as {@link #triangle} takes it).
     * Returns the best quality so far and leaves in {@code ws.base} the extremal points' count and the
     * base triangle's corners {@code a} and {@code c} ({@code b} is {@code a + 1}); the count is -1
     * when the points are too degenerate for a triangle, and then {@code ws.frame} is final.
     */
    private static double base(double[] q, int n, double[] normals, PointFitWorkspace3d ws,
                               boolean allDirections) {
        double[] e = ws.e;
        int[] base = ws.base;
        base[0] = -1;
        int m = extremalPoints(q, n, normals, ws);
        // World axes first: the box any other frame must beat.
        PointFitKernel3d.setFrame(ws.frame, 1, 0, 0, 0, 1, 0);
        double best = quality(e, m, ws.frame, ws.scratch);
        int a = farthestPair(e, m);
        if (a < 0) {
            return best;
        }
        int c = baseCorner(q, n, e, m, a);
        if (c < 0) {
            lineFrame(e, m, a, best, ws);
            return best;
        }
        base[0] = m;
        base[1] = a;
        base[2] = c;
        return triangle(e, m, a, a + 1, c, best, ws, allDirections);
    }

    /**
     * The points of {@code q} least and greatest along each of the directions, copied into
     * {@code ws.e} (least along direction {@code k} at slot {@code 2k}, greatest at {@code 2k + 1};
     * the first of equals wins); returns their number, twice the directions'.
     */
    private static int extremalPoints(double[] q, int n, double[] normals, PointFitWorkspace3d ws) {
        int k = normals.length / 3;
        int[] extremal = ws.extremal;
        double[] lo = ws.lo;
        double[] hi = ws.hi;
        for (int j = 0; j < k; j++) {
            lo[j] = Double.POSITIVE_INFINITY;
            hi[j] = Double.NEGATIVE_INFINITY;
        }
        for (int i = 0; i < n; i++) {
            double x = q[3 * i];
            double y = q[3 * i + 1];
            double z = q[3 * i + 2];
            for (int j = 0; j < k; j++) {
                double t = x * normals[3 * j] + y * normals[3 * j + 1] + z * normals[3 * j + 2];
                if (t < lo[j]) {
                    lo[j] = t;
                    extremal[2 * j] = i;
                }
                if (t > hi[j]) {
                    hi[j] = t;
                    extremal[2 * j + 1] = i;
                }
            }
        }
        for (int j = 0; j < 2 * k; j++) {
            System.arraycopy(q, 3 * extremal[j], ws.e, 3 * j, 3);
        }
        return 2 * k;
    }

    /** The first slot of the farthest extremal pair (slots {@code 2k, 2k + 1}), or -1 if all coincide. */
    private static int farthestPair(double[] e, int m) {
        int a = -1;
        double far = 0;
        for (int k = 0; k < m; k += 2) {
            double dx = e[3 * k + 3] - e[3 * k];
            double dy = e[3 * k + 4] - e[3 * k + 1];
            double dz = e[3 * k + 5] - e[3 * k + 2];
            double d = dx * dx + dy * dy + dz * dz;
            if (d > far) {
                far = d;
                a = k;
            }
        }
        return a;
    }

    /**
     * The slot of the base triangle's third corner: the extremal point farthest from the line of
     * slots {@code a, a + 1}; if every extremal point is on it (an elongated set's extremal points can
     * all be its two ends), the point of {@code q} farthest from it, copied into a slot that is not
     * {@code a} or {@code a + 1} (its own point stays in the set as a duplicate may); -1 if every point
     * is on the line.
     */
    private static int baseCorner(double[] q, int n, double[] e, int m, int a) {
        double e0x = e[3 * a + 3] - e[3 * a];
        double e0y = e[3 * a + 4] - e[3 * a + 1];
        double e0z = e[3 * a + 5] - e[3 * a + 2];
        int c = farthestFromLine(e, m, e[3 * a], e[3 * a + 1], e[3 * a + 2], e0x, e0y, e0z);
        if (c >= 0) {
            return c;
        }
        c = farthestFromLine(q, n, e[3 * a], e[3 * a + 1], e[3 * a + 2], e0x, e0y, e0z);
        if (c < 0) {
            return -1;
        }
        int slot = a == 2 || a == 3 ? 4 : 2;
        System.arraycopy(q, 3 * c, e, 3 * slot, 3);
        return slot;
    }

    /** The index of the point of {@code p} farthest from the line through {@code o} along {@code d}; -1 if none is off it. */
    private static int farthestFromLine(double[] p, int n, double ox, double oy, double oz, double dx, double dy,
                                        double dz) {
        int c = -1;
        double far = 0;
        for (int k = 0; k < n; k++) {
            double fx = p[3 * k] - ox;
            double fy = p[3 * k + 1] - oy;
            double fz = p[3 * k + 2] - oz;
            double cx = dy * fz - dz * fy;
            double cy = dz * fx - dx * fz;
            double cz = dx * fy - dy * fx;
            double d = cx * cx + cy * cy + cz * cz;
            if (d > far) {
                far = d;
                c = k;
            }
        }
        return c;
    }

    /** A collinear set: the line's frame, if its box beats the world axes' on the extremal points. */
    private static void lineFrame(double[] e, int m, int a, double best, PointFitWorkspace3d ws) {
        PointFitKernel3d.lineFrame(e[3 * a + 3] - e[3 * a], e[3 * a + 4] - e[3 * a + 1], e[3 * a + 5] - e[3 * a + 2],
                ws.candidate);
        if (quality(e, m, ws.candidate, ws.scratch) < best) {
            System.arraycopy(ws.candidate, 0, ws.frame, 0, 9);
        }
    }

    /**
     * The ditetrahedron: the extremal points farthest below and above the base triangle's plane, each
     * with the base's three edges making three more triangles, whose frames are tried.
     */
    private static double tetrahedra(double[] e, int m, int a, int b, int c, double best, PointFitWorkspace3d ws,
                                     boolean allDirections) {
        double e0x = e[3 * b] - e[3 * a];
        double e0y = e[3 * b + 1] - e[3 * a + 1];
        double e0z = e[3 * b + 2] - e[3 * a + 2];
        double fx = e[3 * c] - e[3 * a];
        double fy = e[3 * c + 1] - e[3 * a + 1];
        double fz = e[3 * c + 2] - e[3 * a + 2];
        double nx = e0y * fz - e0z * fy;
        double ny = e0z * fx - e0x * fz;
        double nz = e0x * fy - e0y * fx;
        int below = -1;
        int above = -1;
        double minT = 0;
        double maxT = 0;
        for (int k = 0; k < m; k++) {
            double t = (e[3 * k] - e[3 * a]) * nx + (e[3 * k + 1] - e[3 * a + 1]) * ny + (e[3 * k + 2] - e[3 * a + 2]) * nz;
            if (t < minT) {
                minT = t;
                below = k;
            }
            if (t > maxT) {
                maxT = t;
                above = k;
            }
        }
        if (below >= 0) {
            best = triangle(e, m, a, b, below, best, ws, allDirections);
            best = triangle(e, m, b, c, below, best, ws, allDirections);
            best = triangle(e, m, c, a, below, best, ws, allDirections);
        }
        if (above >= 0) {
            best = triangle(e, m, a, b, above, best, ws, allDirections);
            best = triangle(e, m, b, c, above, best, ws, allDirections);
            best = triangle(e, m, c, a, above, best, ws, allDirections);
        }
        return best;
    }

    /**
     * Tries the frames of triangle (i, j, k) of the points {@code e}: its normal with each of its three
     * edges (the paper), or with every in-plane direction between two points ({@code allDirections});
     * keeps the best in {@code ws.frame}.
     */
    private static double triangle(double[] e, int m, int i, int j, int k, double best, PointFitWorkspace3d ws,
                                   boolean allDirections) {
        double ux = e[3 * j] - e[3 * i];
        double uy = e[3 * j + 1] - e[3 * i + 1];
        double uz = e[3 * j + 2] - e[3 * i + 2];
        double vx = e[3 * k] - e[3 * j];
        double vy = e[3 * k + 1] - e[3 * j + 1];
        double vz = e[3 * k + 2] - e[3 * j + 2];
        double nx = uy * vz - uz * vy;
        double ny = uz * vx - ux * vz;
        double nz = ux * vy - uy * vx;
        if (nx == 0 && ny == 0 && nz == 0) {
            return best;
        }
        if (allDirections) {
            return inPlane(e, m, nx, ny, nz, best, ws);
        }
        best = edgeFrame(e, m, ux, uy, uz, nx, ny, nz, best, ws);
        best = edgeFrame(e, m, vx, vy, vz, nx, ny, nz, best, ws);
        return edgeFrame(e, m, e[3 * i] - e[3 * k], e[3 * i + 1] - e[3 * k + 1], e[3 * i + 2] - e[3 * k + 2], nx, ny,
                nz, best, ws);
    }

    /** The frame of an edge {@code d} (X) and its triangle's normal {@code n} (Y); kept if better. */
    private static double edgeFrame(double[] e, int m, double dx, double dy, double dz, double nx, double ny,
                                    double nz, double best, PointFitWorkspace3d ws) {
        if (dx == 0 && dy == 0 && dz == 0) {
            return best;
        }
        PointFitKernel3d.setFrame(ws.candidate, dx, dy, dz, nx, ny, nz);
        double v = quality(e, m, ws.candidate, ws.scratch);
        if (v < best) {
            System.arraycopy(ws.candidate, 0, ws.frame, 0, 9);
            return v;
        }
        return best;
    }

    /**
     * Tries, as the second axis with {@code n} the third, every direction between two of the points
     * {@code e} (which includes the edges of the triangle {@code n} came from); keeps the best.
     */
    private static double inPlane(double[] e, int m, double nx, double ny, double nz, double best,
                                  PointFitWorkspace3d ws) {
        double[] candidate = ws.candidate;
        for (int i = 0; i < m; i++) {
            for (int j = i + 1; j < m; j++) {
                double dx = e[3 * j] - e[3 * i];
                double dy = e[3 * j + 1] - e[3 * i + 1];
                double dz = e[3 * j + 2] - e[3 * i + 2];
                // The direction's part in the plane of n: d - (d . n / n . n) n, taken through n x (d x n).
                double cx = dy * nz - dz * ny;
                double cy = dz * nx - dx * nz;
                double cz = dx * ny - dy * nx;
                if (cx == 0 && cy == 0 && cz == 0) {
                    continue;
                }
                PointFitKernel3d.setFrame(candidate, ny * cz - nz * cy, nz * cx - nx * cz, nx * cy - ny * cx, nx, ny,
                        nz);
                double v = quality(e, m, candidate, ws.scratch);
                if (v < best) {
                    best = v;
                    System.arraycopy(candidate, 0, ws.frame, 0, 9);
                }
            }
        }
        return best;
    }

    /**
     * The paper's last check: the chosen frame's box around all the points must be smaller than the
     * axis-aligned box (whose extents are the projections on the first three directions), or the world
     * axes are taken. A frame chosen on the extremal points alone can grow past it on the rest.
     */
    private static void keepIfBelowAabb(double[] q, int n, PointFitWorkspace3d ws) {
        double[] f = ws.frame;
        if (f[0] == 1 && f[4] == 1 && f[8] == 1) {
            return;
        }
        double[] ext = ws.scratch;
        PointFitKernel3d.extents(q, n, f, ext);
        double box = quality(ext[1] - ext[0], ext[3] - ext[2], ext[5] - ext[4]);
        double aabb = quality(ws.hi[0] - ws.lo[0], ws.hi[1] - ws.lo[1], ws.hi[2] - ws.lo[2]);
        if (!(box < aabb)) {
            PointFitKernel3d.setFrame(f, 1, 0, 0, 0, 1, 0);
        }
    }

    /** The quality of a frame on the points {@code p}: see {@link #quality(double, double, double)}. */
    private static double quality(double[] p, int n, double[] f, double[] ext) {
        PointFitKernel3d.extents(p, n, f, ext);
        return quality(ext[1] - ext[0], ext[3] - ext[2], ext[5] - ext[4]);
    }

    /**
     * The volume of a box of the given sizes plus a surface term of {@code 1e-9} of its size, so that
     * frames of flat sets (all of volume 0) still compare.
     */
    private static double quality(double x, double y, double z) {
        return x * y * z + AREA_WEIGHT * (x + y + z) * (x * y + y * z + z * x);
    }
}
