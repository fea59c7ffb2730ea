package io.github.obbkit.core3d;

/**
 * The algorithms behind {@link PointFit3d}: each finds a frame (three orthonormal axes) for a point
 * set given relative to a reference point, and {@link #sealed} turns a frame into the box. Frames are
 * nine numbers, axis X, Y, Z, in a {@code double[9]}.
 */
final class PointFitKernel3d {
    /** DiTO-14's seven directions: the world axes and the four cube diagonals (not normalised). */
    private static final double[] DITO_NORMALS = {
        1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, -1, 1, -1, 1, 1, -1, -1};
    /** The refinement's first turn, in radians, and the turn at which it stops. */
    private static final double FIRST_TURN = 0.2;
    private static final double LAST_TURN = 1e-5;
    /** The weight of the surface term that lets flat sets' frames compare (their volumes are all 0). */
    private static final double AREA_WEIGHT = 1e-9;

    private PointFitKernel3d() {
    }

    /** The principal axes of the points' covariance (about their mean). */
    static void pca(double[] q, int n, double[] frame) {
        double mx = 0;
        double my = 0;
        double mz = 0;
        for (int i = 0; i < 3 * n; i += 3) {
            mx += q[i];
            my += q[i + 1];
            mz += q[i + 2];
        }
        mx /= n;
        my /= n;
        mz /= n;
        double sxx = 0;
        double sxy = 0;
        double sxz = 0;
        double syy = 0;
        double syz = 0;
        double szz = 0;
        for (int i = 0; i < 3 * n; i += 3) {
            double x = q[i] - mx;
            double y = q[i + 1] - my;
            double z = q[i + 2] - mz;
            sxx += x * x;
            sxy += x * y;
            sxz += x * z;
            syy += y * y;
            syz += y * z;
            szz += z * z;
        }
        CovarianceFit3d.principalAxes(sxx, sxy, sxz, syy, syz, szz, frame);
    }

    /**
     * DiTO-14 (T. Larsson and L. Källberg, "Fast Computation of Tight-Fitting Oriented Bounding
     * Boxes", Game Engine Gems 2, 2011): the 14 points extremal along seven fixed directions; the
     * large base triangle (the farthest pair of them, then the one farthest from their line); the two
     * points farthest from its plane on either side, which make two tetrahedra on it; candidate frames
     * from those seven triangles; the best around the 14 points wins, then one pass over all points
     * sizes it.
     *
     * <p>Departures from the paper, each measured on the shapes of the guide: (1) a candidate frame
     * takes a triangle's normal as one axis and, as the second, every direction between two
     * extremal points projected into the triangle's plane (the paper tries the triangle's three
     * edges only), and the base triangle's edges are tried as an axis the same way; (2) frames are
     * compared by the volume of their box around the 14 points (with a small surface term for flat
     * sets), where the paper compares surface areas; (3) extremal points that are collinear give the
     * line and the world axis least along it, a case the paper leaves to the caller.
     */
    static void dito(double[] q, int n, double[] frame) {
        int[] extremal = new int[14];
        double[] lo = new double[7];
        double[] hi = new double[7];
        java.util.Arrays.fill(lo, Double.POSITIVE_INFINITY);
        java.util.Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < n; i++) {
            double x = q[3 * i];
            double y = q[3 * i + 1];
            double z = q[3 * i + 2];
            for (int k = 0; k < 7; k++) {
                double t = x * DITO_NORMALS[3 * k] + y * DITO_NORMALS[3 * k + 1] + z * DITO_NORMALS[3 * k + 2];
                if (t < lo[k]) {
                    lo[k] = t;
                    extremal[2 * k] = i;
                }
                if (t > hi[k]) {
                    hi[k] = t;
                    extremal[2 * k + 1] = i;
                }
            }
        }
        double[] e = new double[42];
        double[] scratch = new double[6];
        for (int k = 0; k < 14; k++) {
            System.arraycopy(q, 3 * extremal[k], e, 3 * k, 3);
        }
        // World axes first: the box any other frame must beat.
        setFrame(frame, 1, 0, 0, 0, 1, 0);
        double best = quality(e, 14, frame, scratch);
        // Base triangle: the farthest extremal pair, then the extremal point farthest from its line.
        int a = 0;
        int b = 1;
        double far = -1;
        for (int k = 0; k < 7; k++) {
            double d = distanceSquared(e, 2 * k, 2 * k + 1);
            if (d > far) {
                far = d;
                a = 2 * k;
                b = 2 * k + 1;
            }
        }
        if (!(far > 0)) {
            return;
        }
        double e0x = e[3 * b] - e[3 * a];
        double e0y = e[3 * b + 1] - e[3 * a + 1];
        double e0z = e[3 * b + 2] - e[3 * a + 2];
        int c = -1;
        double farLine = 0;
        for (int k = 0; k < 14; k++) {
            double fx = e[3 * k] - e[3 * a];
            double fy = e[3 * k + 1] - e[3 * a + 1];
            double fz = e[3 * k + 2] - e[3 * a + 2];
            double cx = e0y * fz - e0z * fy;
            double cy = e0z * fx - e0x * fz;
            double cz = e0x * fy - e0y * fx;
            double d = cx * cx + cy * cy + cz * cz;
            if (d > farLine) {
                farLine = d;
                c = k;
            }
        }
        if (c < 0) {
            // The extremal points of an elongated set can all be its two ends: take the third corner
            // from all the points, which only a truly collinear set leaves without one.
            c = farthestFromLine(q, n, e, a, e0x, e0y, e0z);
        }
        double[] candidate = new double[9];
        if (c < 0) {
            lineFrame(e0x, e0y, e0z, candidate);
            if (quality(e, 14, candidate, scratch) < best) {
                System.arraycopy(candidate, 0, frame, 0, 9);
            }
            return;
        }
        best = triangle(e, a, b, c, best, frame, candidate, scratch);
        // The base triangle's edges as an axis too, with the best cross-section the extremal points allow.
        best = inPlane(e, e0x, e0y, e0z, best, frame, candidate, scratch);
        best = inPlane(e, e[3 * c] - e[3 * b], e[3 * c + 1] - e[3 * b + 1], e[3 * c + 2] - e[3 * b + 2], best, frame,
                candidate, scratch);
        best = inPlane(e, e[3 * a] - e[3 * c], e[3 * a + 1] - e[3 * c + 1], e[3 * a + 2] - e[3 * c + 2], best, frame,
                candidate, scratch);
        // The tetrahedra: the extremal points farthest below and above the base triangle's plane.
        double nx = e0y * (e[3 * c + 2] - e[3 * a + 2]) - e0z * (e[3 * c + 1] - e[3 * a + 1]);
        double ny = e0z * (e[3 * c] - e[3 * a]) - e0x * (e[3 * c + 2] - e[3 * a + 2]);
        double nz = e0x * (e[3 * c + 1] - e[3 * a + 1]) - e0y * (e[3 * c] - e[3 * a]);
        int below = -1;
        int above = -1;
        double minT = 0;
        double maxT = 0;
        for (int k = 0; k < 14; k++) {
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
        for (int apex : new int[] {below, above}) {
            if (apex >= 0) {
                best = triangle(e, a, b, apex, best, frame, candidate, scratch);
                best = triangle(e, b, c, apex, best, frame, candidate, scratch);
                best = triangle(e, c, a, apex, best, frame, candidate, scratch);
            }
        }
    }

    /**
     * Copies the point of {@code q} farthest from the line through extremal point {@code a} along
     * {@code e0} into slot 2 of {@code e} (the slot of the least-x point, which stays in the set as its
     * duplicate may) and returns 2, or returns -1 if every point is on the line.
     */
    private static int farthestFromLine(double[] q, int n, double[] e, int a, double e0x, double e0y, double e0z) {
        int c = -1;
        double farLine = 0;
        for (int k = 0; k < n; k++) {
            double fx = q[3 * k] - e[3 * a];
            double fy = q[3 * k + 1] - e[3 * a + 1];
            double fz = q[3 * k + 2] - e[3 * a + 2];
            double cx = e0y * fz - e0z * fy;
            double cy = e0z * fx - e0x * fz;
            double cz = e0x * fy - e0y * fx;
            double d = cx * cx + cy * cy + cz * cz;
            if (d > farLine) {
                farLine = d;
                c = k;
            }
        }
        if (c < 0) {
            return -1;
        }
        int slot = a == 2 || a == 3 ? 4 : 2;
        System.arraycopy(q, 3 * c, e, 3 * slot, 3);
        return slot;
    }

    /** Tries the three frames of triangle (i, j, k) of the points {@code e}; keeps the best in {@code frame}. */
    private static double triangle(double[] e, int i, int j, int k, double best, double[] frame, double[] candidate,
                                   double[] scratch) {
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
        return inPlane(e, nx, ny, nz, best, frame, candidate, scratch);
    }

    /**
     * Tries, as the second axis with {@code n} the third, every direction between two of the points
     * {@code e} (which includes the edges of the triangle {@code n} came from); keeps the best.
     */
    private static double inPlane(double[] e, double nx, double ny, double nz, double best, double[] frame,
                                  double[] candidate, double[] scratch) {
        for (int i = 0; i < 14; i++) {
            for (int j = i + 1; j < 14; j++) {
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
                setFrame(candidate, ny * cz - nz * cy, nz * cx - nx * cz, nx * cy - ny * cx, nx, ny, nz);
                double q = quality(e, 14, candidate, scratch);
                if (q < best) {
                    best = q;
                    System.arraycopy(candidate, 0, frame, 0, 9);
                }
            }
        }
        return best;
    }

    /**
     * Local search from the given frames: turns about each axis of the current frame by a step,
     * keeping a turn that lowers the volume (with a small surface term for flat sets) of the box
     * around all the points, halving the step when no turn helps. The best result of all starts is
     * written to {@code frame}; the search never returns a frame worse than its best start.
     */
    static void refine(double[] q, int n, double[][] starts, double[] frame) {
        double[] ext = new double[6];
        double scale = 0;
        for (int i = 0; i < 3 * n; i++) {
            scale = Math.max(scale, Math.abs(q[i]));
        }
        double bestAll = Double.POSITIVE_INFINITY;
        double[] current = new double[9];
        double[] trial = new double[9];
        for (double[] start : starts) {
            System.arraycopy(start, 0, current, 0, 9);
            double value = objective(q, n, current, ext, scale);
            for (double step = FIRST_TURN; step >= LAST_TURN; step *= 0.5) {
                boolean improved = true;
                while (improved) {
                    improved = false;
                    for (int axis = 0; axis < 3; axis++) {
                        for (int sign = -1; sign <= 1; sign += 2) {
                            turn(current, axis, sign * step, trial);
                            double v = objective(q, n, trial, ext, scale);
                            if (v < value) {
                                value = v;
                                System.arraycopy(trial, 0, current, 0, 9);
                                improved = true;
                            }
                        }
                    }
                }
            }
            if (value < bestAll) {
                bestAll = value;
                System.arraycopy(current, 0, frame, 0, 9);
            }
        }
    }

    private static double objective(double[] q, int n, double[] f, double[] ext, double scale) {
        extents(q, n, f, ext);
        double x = ext[1] - ext[0];
        double y = ext[3] - ext[2];
        double z = ext[5] - ext[4];
        return x * y * z + AREA_WEIGHT * scale * (x * y + y * z + z * x);
    }

    /** {@code frame} turned by {@code angle} about its own axis {@code axis}, renormalised, into {@code dest}. */
    private static void turn(double[] frame, int axis, double angle, double[] dest) {
        int i = (axis + 1) % 3;
        int j = (axis + 2) % 3;
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        System.arraycopy(frame, 0, dest, 0, 9);
        for (int k = 0; k < 3; k++) {
            double a = frame[3 * i + k];
            double b = frame[3 * j + k];
            dest[3 * i + k] = c * a + s * b;
            dest[3 * j + k] = -s * a + c * b;
        }
        setFrame(dest, dest[0], dest[1], dest[2], dest[3], dest[4], dest[5]);
    }

    /** The frame along a line, with Y the world axis least along it made perpendicular. */
    static void lineFrame(double ux, double uy, double uz, double[] frame) {
        double ax = Math.abs(ux);
        double ay = Math.abs(uy);
        double az = Math.abs(uz);
        if (ax <= ay && ax <= az) {
            setFrame(frame, ux, uy, uz, 1, 0, 0);
        } else if (ay <= az) {
            setFrame(frame, ux, uy, uz, 0, 1, 0);
        } else {
            setFrame(frame, ux, uy, uz, 0, 0, 1);
        }
    }

    /**
     * An orthonormal right-handed frame from a first axis {@code u} and a second direction {@code v}
     * (Gram-Schmidt), the third axis their cross product. Inputs are scaled first, so that no square
     * overflows or underflows.
     */
    static void setFrame(double[] f, double ux, double uy, double uz, double vx, double vy, double vz) {
        double s = Math.max(Math.abs(ux), Math.max(Math.abs(uy), Math.abs(uz)));
        ux /= s;
        uy /= s;
        uz /= s;
        double l = Math.sqrt(ux * ux + uy * uy + uz * uz);
        ux /= l;
        uy /= l;
        uz /= l;
        s = Math.max(Math.abs(vx), Math.max(Math.abs(vy), Math.abs(vz)));
        vx /= s;
        vy /= s;
        vz /= s;
        double d = ux * vx + uy * vy + uz * vz;
        vx -= d * ux;
        vy -= d * uy;
        vz -= d * uz;
        s = Math.max(Math.abs(vx), Math.max(Math.abs(vy), Math.abs(vz)));
        vx /= s;
        vy /= s;
        vz /= s;
        l = Math.sqrt(vx * vx + vy * vy + vz * vz);
        vx /= l;
        vy /= l;
        vz /= l;
        f[0] = ux;
        f[1] = uy;
        f[2] = uz;
        f[3] = vx;
        f[4] = vy;
        f[5] = vz;
        f[6] = uy * vz - uz * vy;
        f[7] = uz * vx - ux * vz;
        f[8] = ux * vy - uy * vx;
    }

    /**
     * The quality of a frame: the volume of the box around the points along it, plus a surface term of
     * {@code 1e-9} of the box's size, so that frames of flat sets (all of volume 0) still compare.
     */
    private static double quality(double[] p, int n, double[] f, double[] ext) {
        extents(p, n, f, ext);
        double x = ext[1] - ext[0];
        double y = ext[3] - ext[2];
        double z = ext[5] - ext[4];
        return x * y * z + AREA_WEIGHT * (x + y + z) * (x * y + y * z + z * x);
    }

    /** The least and greatest projection of the points on each axis: {@code minX, maxX, minY, ...}. */
    static void extents(double[] p, int n, double[] f, double[] ext) {
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        double minZ = Double.POSITIVE_INFINITY;
        double maxZ = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 3 * n; i += 3) {
            double x = p[i];
            double y = p[i + 1];
            double z = p[i + 2];
            double s = x * f[0] + y * f[1] + z * f[2];
            double t = x * f[3] + y * f[4] + z * f[5];
            double r = x * f[6] + y * f[7] + z * f[8];
            minX = Math.min(minX, s);
            maxX = Math.max(maxX, s);
            minY = Math.min(minY, t);
            maxY = Math.max(maxY, t);
            minZ = Math.min(minZ, r);
            maxZ = Math.max(maxZ, r);
        }
        ext[0] = minX;
        ext[1] = maxX;
        ext[2] = minY;
        ext[3] = maxY;
        ext[4] = minZ;
        ext[5] = maxZ;
    }

    private static double distanceSquared(double[] p, int i, int j) {
        double dx = p[3 * j] - p[3 * i];
        double dy = p[3 * j + 1] - p[3 * i + 1];
        double dz = p[3 * j + 2] - p[3 * i + 2];
        return dx * dx + dy * dy + dz * dz;
    }

    /**
     * The box of a frame: the axes made a stored box's (through {@link AxisFrames3d#orthonormalised})
     * and ordered by decreasing extent (Z negated after an odd reordering, so they stay right-handed);
     * the centre from the extents of the relative points {@code q}; the half-extents last, from every
     * original point {@code xyz[offset + 3i ..]}, computed as {@link Obb3d#contains(double, double,
     * double)} computes the offsets, so every input point is contained with no tolerance.
     */
    static Obb3d sealed(double[] xyz, int offset, double[] q, int n, double refX, double refY, double refZ,
                        double[] frame) {
        Obb3d axes = AxisFrames3d.orthonormalised(refX, refY, refZ, frame[0], frame[1], frame[2], frame[3],
                frame[4], frame[5], frame[6], frame[7], frame[8], 0, 0, 0);
        double[] f = {axes.ux, axes.uy, axes.uz, axes.vx, axes.vy, axes.vz, axes.wx, axes.wy, axes.wz};
        double[] ext = new double[6];
        extents(q, n, f, ext);
        // Longest axis first: sort the three (extent, axis) pairs, tracking the permutation's parity.
        int[] order = {0, 1, 2};
        boolean odd = false;
        for (int a = 0; a < 2; a++) {
            for (int b = a + 1; b < 3; b++) {
                if (ext[2 * order[b] + 1] - ext[2 * order[b]] > ext[2 * order[a] + 1] - ext[2 * order[a]]) {
                    int t = order[a];
                    order[a] = order[b];
                    order[b] = t;
                    odd = !odd;
                }
            }
        }
        double cx = refX;
        double cy = refY;
        double cz = refZ;
        for (int k = 0; k < 3; k++) {
            double mid = 0.5 * ext[2 * k] + 0.5 * ext[2 * k + 1];
            cx += mid * f[3 * k];
            cy += mid * f[3 * k + 1];
            cz += mid * f[3 * k + 2];
        }
        double[] g = new double[9];
        for (int k = 0; k < 3; k++) {
            System.arraycopy(f, 3 * order[k], g, 3 * k, 3);
        }
        if (odd) {
            g[6] = -g[6];
            g[7] = -g[7];
            g[8] = -g[8];
        }
        cx += 0.0;
        cy += 0.0;
        cz += 0.0;
        double hx = 0;
        double hy = 0;
        double hz = 0;
        for (int i = 0; i < n; i++) {
            double dx = xyz[offset + 3 * i] - cx;
            double dy = xyz[offset + 3 * i + 1] - cy;
            double dz = xyz[offset + 3 * i + 2] - cz;
            hx = Math.max(hx, Math.abs(dx * g[0] + dy * g[1] + dz * g[2]));
            hy = Math.max(hy, Math.abs(dx * g[3] + dy * g[4] + dz * g[5]));
            hz = Math.max(hz, Math.abs(dx * g[6] + dy * g[7] + dz * g[8]));
        }
        return new Obb3d(cx, cy, cz, g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8], hx, hy, hz);
    }
}
