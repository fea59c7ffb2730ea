package io.github.obbkit.core3d;

/**
 * The algorithms behind {@link PointFit3d} other than DiTO's ({@link DitoKernel3d}): each finds a frame
 * (three orthonormal axes) for a point set given relative to a reference point, and {@link #sealed}
 * turns a frame into the box. Frames are nine numbers, axis X, Y, Z, in a {@code double[9]}; the
 * scratch arrays come from the caller's {@link PointFitWorkspace3d}, so that nothing here allocates
 * but the box.
 */
final class PointFitKernel3d {
    /** The refinement's first turn, in radians, and the turn at which it stops. */
    private static final double FIRST_TURN = 0.2;
    private static final double LAST_TURN = 1e-5;
    /** The weight of the surface term that lets flat sets' frames compare (their volumes are all 0). */
    private static final double AREA_WEIGHT = 1e-9;

    private PointFitKernel3d() {
    }

    /** The principal axes of the points' covariance (about their mean), into {@code frame}. */
    static void pca(double[] q, int n, double[] frame, PointFitWorkspace3d ws) {
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
        CovarianceFit3d.principalAxes(sxx, sxy, sxz, syy, syz, szz, frame, ws.eigen, ws.jacobi);
    }

    /**
     * Local search from the given frames: turns about each axis of the current frame by a step,
     * keeping a turn that lowers the volume (with a small surface term for flat sets) of the box
     * around all the points, halving the step when no turn helps. The starts are {@code ws.dito},
     * {@code ws.pca} and {@code ws.world}, in that order; the best result is written to
     * {@code ws.frame}. The search never returns a frame worse than its best start.
     */
    static void refine(double[] q, int n, PointFitWorkspace3d ws) {
        double[] ext = ws.ext;
        double scale = 0;
        for (int i = 0; i < 3 * n; i++) {
            scale = Math.max(scale, Math.abs(q[i]));
        }
        double bestAll = Double.POSITIVE_INFINITY;
        double[] current = ws.current;
        double[] trial = ws.trial;
        for (int s = 0; s < 3; s++) {
            System.arraycopy(s == 0 ? ws.dito : s == 1 ? ws.pca : ws.world, 0, current, 0, 9);
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
                System.arraycopy(current, 0, ws.frame, 0, 9);
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

    /**
     * The box of a frame: the axes made a stored box's (through {@link AxisFrames3d#orthonormalise})
     * and ordered by decreasing extent (Z negated after an odd reordering, so they stay right-handed);
     * the centre from the extents of the relative points {@code q}; the half-extents last, from every
     * original point {@code xyz[offset + 3i ..]}, computed as {@link Obb3d#contains(double, double,
     * double)} computes the offsets, so every input point is contained with no tolerance.
     */
    static Obb3d sealed(double[] xyz, int offset, double[] q, int n, double refX, double refY, double refZ,
                        PointFitWorkspace3d ws) {
        double[] f = ws.candidate;
        System.arraycopy(ws.frame, 0, f, 0, 9);
        AxisFrames3d.orthonormalise(f);
        double[] ext = ws.ext;
        extents(q, n, f, ext);
        // Longest axis first: sort the three (extent, axis) pairs, tracking the permutation's parity.
        int o0 = 0;
        int o1 = 1;
        int o2 = 2;
        boolean odd = false;
        if (size(ext, o1) > size(ext, o0)) {
            int t = o0;
            o0 = o1;
            o1 = t;
            odd = !odd;
        }
        if (size(ext, o2) > size(ext, o0)) {
            int t = o0;
            o0 = o2;
            o2 = t;
            odd = !odd;
        }
        if (size(ext, o2) > size(ext, o1)) {
            int t = o1;
            o1 = o2;
            o2 = t;
            odd = !odd;
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
        double[] g = ws.sealed;
        System.arraycopy(f, 3 * o0, g, 0, 3);
        System.arraycopy(f, 3 * o1, g, 3, 3);
        System.arraycopy(f, 3 * o2, g, 6, 3);
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

    /** The size of the extents {@code ext} along axis {@code k}. */
    private static double size(double[] ext, int k) {
        return ext[2 * k + 1] - ext[2 * k];
    }
}
