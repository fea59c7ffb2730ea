package io.github.obbkit.core3d;

/**
 * The exact, band-free forms of the pair test and of point containment: the answers of exact
 * arithmetic on the stored doubles, for the box they define, which is the parallelepiped
 * {@code c + s0 hx u + s1 hy v + s2 hz w}, {@code |s_i| <= 1}, of its stored rows (the box itself
 * when the rows are exactly orthonormal). A filtered predicate in the manner of Shewchuk (1997) and
 * CGAL's filtered kernels: a floating-point pass with a certified error bound {@code E} decides
 * whatever it can, and only a case it cannot decide is recomputed exactly by
 * {@link Zonotope3dExact}.
 *
 * <p>The floating-point pass is {@link Sat3dKernel}'s fifteen tests without the lean: margin
 * {@code m = |distance| - (radii)} per axis. {@code E} bounds how far that computed margin can be
 * from the exact margin on the exact axis (the cross product of two stored rows, which is what a
 * facet normal of the parallelepipeds' Minkowski difference is), counting the rounding of every
 * operation and how far each box's stored rows are from orthonormal, which the pass measures first
 * (its Gram defect). A margin above {@code E} separates for certain; one below {@code -E} certainly
 * does not. An edge-edge axis whose rows are exactly parallel has no facet and is skipped (tested
 * exactly, by two-product arithmetic). The pair intersects for certain when no axis is in doubt;
 * otherwise the exact path decides. No rank test is needed: when the rows of non-zero extent span
 * less than space, one of the fifteen axes is a cross product perpendicular to all of them, whose
 * exact margin {@code |N · t|} is not negative, so that axis is always in doubt. The derivation of {@code E}, and why the axes are complete, are
 * in docs/precision.md ("Exact predicates").
 */
final class Sat3dExactKernel {
    /** The relative error bound's multiplier of the rows' measured defect and of the unit roundoff. */
    private static final double BOUND_FACTOR = 256;
    /** {@code u = 2^-53}, the unit roundoff of {@code double}. */
    private static final double U = 0x1p-53;
    /** Absolute slack for results that underflow: a few hundred times the smallest subnormal. */
    private static final double UNDERFLOW_SLACK = 0x1p-1060;
    /** Above this measured defect the first-order bound is not trusted and the exact path decides. */
    private static final double MAX_DEFECT = 0x1p-20;
    /** A product at least this large has an exactly representable rounding error. */
    private static final double TWO_PRODUCT_SAFE = 0x1p-960;

    private Sat3dExactKernel() {
    }

    /** Whether two closed boxes (parallelepipeds of their stored rows) share a point, exactly. */
    static boolean intersects(Obb3d a, Obb3d b) {
        double eps = Math.max(defect(a), defect(b));
        if (!(eps <= MAX_DEFECT)) {
            return Zonotope3dExact.intersects(a, b);
        }
        double b0 = b.hx;
        double b1 = b.hy;
        double b2 = b.hz;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double dz = b.cz - a.cz;
        double scale = Math.abs(dx) + Math.abs(dy) + Math.abs(dz) + (a0 + a1 + a2) + (b0 + b1 + b2);
        double e = BOUND_FACTOR * (eps + U) * scale + UNDERFLOW_SLACK;
        if (!(e < Double.POSITIVE_INFINITY)) {
            return Zonotope3dExact.intersects(a, b);
        }
        boolean doubt = false;
        double t0 = dx * a.ux + dy * a.uy + dz * a.uz;
        double r00 = a.ux * b.ux + a.uy * b.uy + a.uz * b.uz;
        double r01 = a.ux * b.vx + a.uy * b.vy + a.uz * b.vz;
        double r02 = a.ux * b.wx + a.uy * b.wy + a.uz * b.wz;
        double q00 = Math.abs(r00);
        double q01 = Math.abs(r01);
        double q02 = Math.abs(r02);
        // L = A1 x A2 (A's face normal, within the defect of a_0)
        double m = Math.abs(t0) - (a0 + (b0 * q00 + b1 * q01 + b2 * q02));
        if (m > e) {
            return false;
        }
        doubt |= m >= -e;
        double t1 = dx * a.vx + dy * a.vy + dz * a.vz;
        double r10 = a.vx * b.ux + a.vy * b.uy + a.vz * b.uz;
        double r11 = a.vx * b.vx + a.vy * b.vy + a.vz * b.vz;
        double r12 = a.vx * b.wx + a.vy * b.wy + a.vz * b.wz;
        double q10 = Math.abs(r10);
        double q11 = Math.abs(r11);
        double q12 = Math.abs(r12);
        // L = A2 x A0
        m = Math.abs(t1) - (a1 + (b0 * q10 + b1 * q11 + b2 * q12));
        if (m > e) {
            return false;
        }
        doubt |= m >= -e;
        double t2 = dx * a.wx + dy * a.wy + dz * a.wz;
        double r20 = a.wx * b.ux + a.wy * b.uy + a.wz * b.uz;
        double r21 = a.wx * b.vx + a.wy * b.vy + a.wz * b.vz;
        double r22 = a.wx * b.wx + a.wy * b.wy + a.wz * b.wz;
        double q20 = Math.abs(r20);
        double q21 = Math.abs(r21);
        double q22 = Math.abs(r22);
        // L = A0 x A1
        m = Math.abs(t2) - (a2 + (b0 * q20 + b1 * q21 + b2 * q22));
        if (m > e) {
            return false;
        }
        doubt |= m >= -e;
        // L = B1 x B2
        m = Math.abs(t0 * r00 + t1 * r10 + t2 * r20) - ((a0 * q00 + a1 * q10 + a2 * q20) + b0);
        if (m > e) {
            return false;
        }
        doubt |= m >= -e;
        // L = B2 x B0
        m = Math.abs(t0 * r01 + t1 * r11 + t2 * r21) - ((a0 * q01 + a1 * q11 + a2 * q21) + b1);
        if (m > e) {
            return false;
        }
        doubt |= m >= -e;
        // L = B0 x B1
        m = Math.abs(t0 * r02 + t1 * r12 + t2 * r22) - ((a0 * q02 + a1 * q12 + a2 * q22) + b2);
        if (m > e) {
            return false;
        }
        doubt |= m >= -e;
        // The nine edge-edge axes, each A_i x B_j, marked in doubt only if its rows are not exactly parallel.
        int edgeDoubt = 0;
        // L = A0 x B0
        m = Math.abs(t2 * r10 - t1 * r20) - ((a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 : 0;
        // L = A0 x B1
        m = Math.abs(t2 * r11 - t1 * r21) - ((a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 1 : 0;
        // L = A0 x B2
        m = Math.abs(t2 * r12 - t1 * r22) - ((a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 2 : 0;
        // L = A1 x B0
        m = Math.abs(t0 * r20 - t2 * r00) - ((a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 3 : 0;
        // L = A1 x B1
        m = Math.abs(t0 * r21 - t2 * r01) - ((a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 4 : 0;
        // L = A1 x B2
        m = Math.abs(t0 * r22 - t2 * r02) - ((a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 5 : 0;
        // L = A2 x B0
        m = Math.abs(t1 * r00 - t0 * r10) - ((a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 6 : 0;
        // L = A2 x B1
        m = Math.abs(t1 * r01 - t0 * r11) - ((a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 7 : 0;
        // L = A2 x B2
        m = Math.abs(t1 * r02 - t0 * r12) - ((a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20));
        if (m > e) {
            return false;
        }
        edgeDoubt |= m >= -e ? 1 << 8 : 0;
        if (!doubt && (edgeDoubt == 0 || onlyParallelEdgesInDoubt(a, b, edgeDoubt))) {
            return true;
        }
        return Zonotope3dExact.intersects(a, b);
    }

    /** Whether the closed box (the parallelepiped of its stored rows) holds the point, exactly. */
    static boolean contains(Obb3d b, double x, double y, double z) {
        double eps = defect(b);
        double dx = x - b.cx;
        double dy = y - b.cy;
        double dz = z - b.cz;
        double scale = Math.abs(dx) + Math.abs(dy) + Math.abs(dz) + (b.hx + b.hy + b.hz);
        double e = BOUND_FACTOR * (eps + U) * scale + UNDERFLOW_SLACK;
        if (eps <= MAX_DEFECT && e < Double.POSITIVE_INFINITY) {
            // m_i = |d · axis_i| - h_i: the margin on each face normal of the box.
            double m0 = Math.abs(dx * b.ux + dy * b.uy + dz * b.uz) - b.hx;
            double m1 = Math.abs(dx * b.vx + dy * b.vy + dz * b.vz) - b.hy;
            double m2 = Math.abs(dx * b.wx + dy * b.wy + dz * b.wz) - b.hz;
            if (m0 > e || m1 > e || m2 > e) {
                return false;
            }
            if (m0 < -e && m1 < -e && m2 < -e) {
                return true;
            }
        }
        return Zonotope3dExact.contains(b, x, y, z);
    }

    /**
     * A certified bound on how far a box's stored rows are from orthonormal: the largest
     * {@code |a_i · a_j - δ_ij|}, computed, plus the rounding of that computation (at most about
     * {@code 3u} for rows of length about 1; {@code 8u} is taken).
     */
    static double defect(Obb3d b) {
        double g00 = b.ux * b.ux + b.uy * b.uy + b.uz * b.uz - 1;
        double g11 = b.vx * b.vx + b.vy * b.vy + b.vz * b.vz - 1;
        double g22 = b.wx * b.wx + b.wy * b.wy + b.wz * b.wz - 1;
        double g01 = b.ux * b.vx + b.uy * b.vy + b.uz * b.vz;
        double g02 = b.ux * b.wx + b.uy * b.wy + b.uz * b.wz;
        double g12 = b.vx * b.wx + b.vy * b.wy + b.vz * b.wz;
        double d = Math.max(Math.max(Math.abs(g00), Math.abs(g11)), Math.max(Math.abs(g22), Math.abs(g01)));
        return Math.max(d, Math.max(Math.abs(g02), Math.abs(g12))) + 8 * U;
    }

    /**
     * Whether every edge-edge axis flagged in {@code mask} (bit {@code 3i + j} for {@code A_i x B_j})
     * is the cross product of two exactly parallel rows: zero, so no facet normal, and no test.
     */
    private static boolean onlyParallelEdgesInDoubt(Obb3d a, Obb3d b, int mask) {
        for (int k = 0; k < 9; k++) {
            if ((mask & (1 << k)) != 0 && !exactlyParallel(a, k / 3, b, k % 3)) {
                return false;
            }
        }
        return true;
    }

    private static boolean exactlyParallel(Obb3d a, int i, Obb3d b, int j) {
        double ax = i == 0 ? a.ux : i == 1 ? a.vx : a.wx;
        double ay = i == 0 ? a.uy : i == 1 ? a.vy : a.wy;
        double az = i == 0 ? a.uz : i == 1 ? a.vz : a.wz;
        double bx = j == 0 ? b.ux : j == 1 ? b.vx : b.wx;
        double by = j == 0 ? b.uy : j == 1 ? b.vy : b.wy;
        double bz = j == 0 ? b.uz : j == 1 ? b.vz : b.wz;
        // a x b = 0: each component's two products are equal, exactly.
        return productsEqual(ay, bz, az, by) && productsEqual(az, bx, ax, bz) && productsEqual(ax, by, ay, bx);
    }

    /**
     * Whether {@code p q == r s} exactly: a product is its rounded value plus the rounding error that
     * {@code fma} recovers exactly (Dekker's two-product), unless it is small enough to underflow, where
     * the answer is "not known equal" and the caller takes the exact path.
     */
    static boolean productsEqual(double p, double q, double r, double s) {
        if (p == 0 || q == 0 || r == 0 || s == 0) {
            return (p == 0 || q == 0) && (r == 0 || s == 0);
        }
        double x = p * q;
        double y = r * s;
        return x == y && Math.abs(x) >= TWO_PRODUCT_SAFE && Math.fma(p, q, -x) == Math.fma(r, s, -y);
    }
}
