package io.github.obbkit.raycast;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.math.BigDecimal;

/**
 * The exact, band-free ray-box hit test: whether some {@code t >= 0} (any real, not only those within
 * the doubles) puts {@code o + t d}, for the stored doubles of the ray, in the closed box the stored
 * doubles define: for an oriented box the parallelepiped {@code c + s0 hx u + s1 hy v + s2 hz w},
 * {@code |s_i| <= 1}, of its stored rows (the box itself when they are exactly orthonormal), as
 * {@code Sat3d.intersectsExact} takes it; for an axis-aligned box its bounds. A filtered predicate
 * (Shewchuk 1997; CGAL's filtered kernels): a floating-point pass with certified error bounds decides
 * whatever it can, and only what it cannot is recomputed exactly, in {@link BigDecimal} on the exact
 * binary values.
 *
 * <p><b>The decision.</b> With rows {@code d_k} of full rank, the parallelepiped is the intersection
 * of the slabs {@code |N_k · (p - c)| <= H_k}, {@code N_k = d_(k+1) x d_(k+2)} (the rows of the
 * cofactor matrix; in 2D {@code N_0 = perp(d_1)}), {@code H_k = h_k |N_k · d_k|}, exactly. The ray is
 * in slab {@code k} for the interval {@code I_k = { t : |e_k - t f_k| <= H_k }}, {@code e_k = N_k · (c - o)},
 * {@code f_k = N_k · d}. By Helly's theorem on the line, the intervals and {@code [0, +inf)} share a
 * point iff every two of them do, which is a sign test on a polynomial with no division:
 * <ul>
 * <li>a slab and the ray's range: {@code f_k >= 0} implies {@code e_k + H_k >= 0}, and
 *     {@code f_k <= 0} implies {@code e_k - H_k <= 0}; for {@code f_k != 0} both are
 *     {@code e_k f_k + H_k |f_k| >= 0}, and for {@code f_k = 0} the origin is in the slab;</li>
 * <li>two slabs: {@code |e_i f_j - e_j f_i| <= H_i |f_j| + H_j |f_i|} (the line in the plane of the
 *     two slab coordinates against their rectangle; implied by the first kind when an {@code f} is 0).</li>
 * </ul>
 * The conditions are unchanged when a slab's {@code N_k} is scaled by any non-zero number, so the
 * floating-point pass uses {@code d_k} for {@code N_k} and {@code h_k} for {@code H_k}: for rows whose
 * Gram matrix is within {@code eps} of the identity (measured first, as {@code Sat3dExactKernel} does)
 * they differ by a few {@code eps}. Each sign is certified by a bound on its error: {@code 256 (eps + u) S}
 * for whether the origin is in a slab, {@code 256 (eps + u) S L} for a slab's reach (the product form
 * above) and for a pair, {@code S} the distance and extents scale, {@code L} the direction's 1-norm;
 * {@code eps} is the sum of the rows' computed Gram defects, and the products go through {@code fma}.
 * The pass runs only when {@code S} and {@code L} lie between
 * {@code 2^-500} and {@code 2^500}, where no product underflows or overflows; elsewhere, and for any
 * sign in doubt, the exact path decides. An axis-aligned box needs no bound on the rows: its slab
 * tests are exact comparisons of doubles, and its crossings {@code (bound - o) / d} are within
 * {@code 2u} of the exact quotient. Derivation: docs/precision.md ("Exact predicates").
 */
final class SlabExactKernel {
    /** The error bound's multiplier of the rows' defect and of the unit roundoff. */
    private static final double BOUND_FACTOR = 256;
    /** {@code u = 2^-53}, the unit roundoff of {@code double}. */
    private static final double U = 0x1p-53;
    /** Above this measured defect the first-order bound is not trusted and the exact path decides. */
    private static final double MAX_DEFECT = 0x1p-20;
    /** The smallest scale (of distances, and of directions) the floating-point pass takes. */
    private static final double MIN_SCALE = 0x1p-500;
    /** The largest scale the floating-point pass takes. */
    private static final double MAX_SCALE = 0x1p500;
    /** Relative error allowance of a crossing {@code (bound - o) / d}: two roundings, doubled. */
    private static final double QUOTIENT_ERROR = 4 * U;
    /** Absolute allowance for crossings that underflow. */
    private static final double UNDERFLOW_SLACK = 0x1p-1060;

    /** A verdict of the floating-point pass: every sign certified to hold, a hit. */
    static final int HOLDS = 0;
    /** Some sign in doubt: the exact path decides. */
    static final int DOUBT = 1;
    /** Some sign certified to fail: a miss. */
    static final int MISS = 2;
    /** Every verdict bit: a mask that keeps a test's verdict. */
    private static final int ALL = DOUBT | MISS;

    private SlabExactKernel() {
    }

    // ---------------------------------------------------------------- oriented boxes in 3D

    /**
     * Whether the ray hits the box (the parallelepiped of its stored rows), exactly. It reads the pass's
     * verdict bits as they come ({@code 0} a hit, {@link #DOUBT} alone in doubt, any {@link #MISS} bit a
     * miss), without first reducing them to one verdict: that reduction compiled to a branch on hit or
     * miss, which random rays mispredict.
     */
    static boolean obb(Ray3d r, Obb3d b) {
        int v = passObb(r, b);
        return v == DOUBT ? exactObb(r, b) : v == HOLDS;
    }

    /** The floating-point pass for an oriented box as one verdict: {@link #HOLDS} (a hit), {@link #MISS}, or {@link #DOUBT}. */
    static int filterObb(Ray3d r, Obb3d b) {
        return verdict(passObb(r, b));
    }

    /** One verdict from a pass's bits: a miss bit wins. */
    private static int verdict(int bits) {
        return (bits & MISS) != 0 ? MISS : bits;
    }

    /**
     * The floating-point pass for an oriented box, as verdict bits (see {@link #obb}). Split in three
     * ({@link #slabs}, {@link #signs}) so that each part stays within the JIT's inline budget and the
     * whole pass inlines into its caller's loop.
     */
    static int passObb(Ray3d r, Obb3d b) {
        double ux = b.axisXx();
        double uy = b.axisXy();
        double uz = b.axisXz();
        double vx = b.axisYx();
        double vy = b.axisYy();
        double vz = b.axisYz();
        double wx = b.axisZx();
        double wy = b.axisZy();
        double wz = b.axisZz();
        double hx = b.halfExtentX();
        double hy = b.halfExtentY();
        double hz = b.halfExtentZ();
        double px = b.centerX() - r.ox;
        double py = b.centerY() - r.oy;
        double pz = b.centerZ() - r.oz;
        double eps = defect(ux, uy, uz, vx, vy, vz, wx, wy, wz);
        double s = Math.abs(px) + Math.abs(py) + Math.abs(pz) + (hx + hy + hz);
        double l = Math.abs(r.dx) + Math.abs(r.dy) + Math.abs(r.dz);
        if (eps <= MAX_DEFECT && inRange(s) && inRange(l)) {
            return slabs(ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz, px, py, pz, r.dx, r.dy, r.dz,
                    BOUND_FACTOR * (eps + U), s, l);
        }
        return DOUBT;
    }

    /**
     * The slabs' {@code e_k = d_k · p} and {@code f_k = d_k · d}, given the rows, the half-extents,
     * {@code p = c - o}, the direction, the relative bound {@code a} and the scales.
     */
    private static int slabs(double ux, double uy, double uz, double vx, double vy, double vz, double wx, double wy,
                             double wz, double hx, double hy, double hz, double px, double py, double pz, double dx,
                             double dy, double dz, double a, double s, double l) {
        double es = a * s;
        return signs(dot(ux, uy, uz, px, py, pz), dot(ux, uy, uz, dx, dy, dz), hx,
                dot(vx, vy, vz, px, py, pz), dot(vx, vy, vz, dx, dy, dz), hy,
                dot(wx, wy, wz, px, py, pz), dot(wx, wy, wz, dx, dy, dz), hz, es, es * l);
    }

    /**
     * Every sign of the three slabs, without an early exit (which ones fail is as random as the rays):
     * each slab's reach, then the pairs; a pair whose origins are both certainly strictly inside holds
     * at {@code t = 0}.
     */
    private static int signs(double e0, double f0, double hx, double e1, double f1, double hy, double e2,
                             double f2, double hz, double es, double ep) {
        boolean in0 = Math.abs(e0) - hx < -es;
        boolean in1 = Math.abs(e1) - hy < -es;
        boolean in2 = Math.abs(e2) - hz < -es;
        return reach(e0, f0, hx, in0, ep) | reach(e1, f1, hy, in1, ep) | reach(e2, f2, hz, in2, ep)
                | pair(e0, f0, hx, e1, f1, hy, ep) & (in0 & in1 ? HOLDS : ALL)
                | pair(e0, f0, hx, e2, f2, hz, ep) & (in0 & in2 ? HOLDS : ALL)
                | pair(e1, f1, hy, e2, f2, hz, ep) & (in1 & in2 ? HOLDS : ALL);
    }

    /** {@code a · b} for three components, through {@code fma}. */
    private static double dot(double ax, double ay, double az, double bx, double by, double bz) {
        return Math.fma(ax, bx, Math.fma(ay, by, az * bz));
    }

    /**
     * Whether the slab reaches the ray's range, as the sign of {@code n = e f + h |f|}, within {@code ep}:
     * going up the slab ({@code f > 0}) the ray needs {@code e + h >= 0}, going down {@code e - h <= 0},
     * and either is {@code n >= 0} (multiplied by {@code |f|}), so no sign of {@code f} need be certain: an
     * {@code n} certainly negative (or positive) has an exact {@code f} that is not zero. A slab the ray
     * runs along ({@code n} near 0) holds if its origin is certainly inside ({@code in}); it is never a
     * certain miss.
     */
    static int reach(double e, double f, double h, boolean in, double ep) {
        // L = e f + h |f|
        double n = Math.fma(h, Math.abs(f), e * f);
        return (n < -ep ? MISS : HOLDS) | (n > ep | in ? HOLDS : DOUBT);
    }

    /** Whether two slabs' intervals meet: {@code |e_i f_j - e_j f_i| <= h_i |f_j| + h_j |f_i|}, within {@code ep}. */
    static int pair(double ei, double fi, double hi, double ej, double fj, double hj, double ep) {
        double m = Math.abs(Math.fma(ei, fj, -(ej * fi))) - Math.fma(hi, Math.abs(fj), hj * Math.abs(fi));
        return (m > ep ? MISS : HOLDS) | (m < -ep ? HOLDS : DOUBT);
    }

    private static boolean inRange(double scale) {
        return scale >= MIN_SCALE && scale <= MAX_SCALE;
    }

    /**
     * A certified bound on how far the rows are from orthonormal: the sum of the computed
     * {@code |a_i · a_j - δ_ij|} (at least their largest, and cheaper to take than it), plus {@code 8u}
     * for the rounding of that computation.
     */
    static double defect(double ux, double uy, double uz, double vx, double vy, double vz, double wx, double wy,
                         double wz) {
        double g00 = Math.fma(ux, ux, Math.fma(uy, uy, Math.fma(uz, uz, -1)));
        double g11 = Math.fma(vx, vx, Math.fma(vy, vy, Math.fma(vz, vz, -1)));
        double g22 = Math.fma(wx, wx, Math.fma(wy, wy, Math.fma(wz, wz, -1)));
        double g01 = dot(ux, uy, uz, vx, vy, vz);
        double g02 = dot(ux, uy, uz, wx, wy, wz);
        double g12 = dot(vx, vy, vz, wx, wy, wz);
        return ((Math.abs(g00) + Math.abs(g11)) + (Math.abs(g22) + Math.abs(g01)))
                + ((Math.abs(g02) + Math.abs(g12)) + 8 * U);
    }

    /** The exact path for an oriented box: the cofactor slabs in {@link BigDecimal}. */
    static boolean exactObb(Ray3d r, Obb3d b) {
        BigDecimal[][] d = {
            {big(b.axisXx()), big(b.axisXy()), big(b.axisXz())},
            {big(b.axisYx()), big(b.axisYy()), big(b.axisYz())},
            {big(b.axisZx()), big(b.axisZy()), big(b.axisZz())}};
        double[] h = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        BigDecimal[] p = {diff(b.centerX(), r.ox), diff(b.centerY(), r.oy), diff(b.centerZ(), r.oz)};
        BigDecimal[] dir = {big(r.dx), big(r.dy), big(r.dz)};
        BigDecimal[] e = new BigDecimal[3];
        BigDecimal[] f = new BigDecimal[3];
        BigDecimal[] hh = new BigDecimal[3];
        for (int k = 0; k < 3; k++) {
            BigDecimal[] n = cross(d[(k + 1) % 3], d[(k + 2) % 3]);
            e[k] = dot(n, p);
            f[k] = dot(n, dir);
            hh[k] = big(h[k]).multiply(dot(n, d[k]).abs());
        }
        return decide(e, f, hh);
    }

    // ---------------------------------------------------------------- oriented boxes in 2D

    /** Whether the 2D ray hits the box (the parallelogram of its stored rows), exactly. */
    static boolean obb2(Ray2d r, Obb2d b) {
        int v = passObb2(r, b);
        return v == DOUBT ? exactObb2(r, b) : v == HOLDS;
    }

    /** The floating-point pass in 2D as one verdict: {@link #HOLDS} (a hit), {@link #MISS}, or {@link #DOUBT}. */
    static int filterObb2(Ray2d r, Obb2d b) {
        return verdict(passObb2(r, b));
    }

    /** The floating-point pass in 2D, as verdict bits (see {@link #obb}). */
    static int passObb2(Ray2d r, Obb2d b) {
        double ux = b.axisXx();
        double uy = b.axisXy();
        double vx = b.axisYx();
        double vy = b.axisYy();
        double hx = b.halfExtentX();
        double hy = b.halfExtentY();
        double px = b.centerX() - r.ox;
        double py = b.centerY() - r.oy;
        double eps = Math.max(Math.max(Math.abs(ux * ux + uy * uy - 1), Math.abs(vx * vx + vy * vy - 1)),
                Math.abs(ux * vx + uy * vy)) + 8 * U;
        double s = Math.abs(px) + Math.abs(py) + (hx + hy);
        double l = Math.abs(r.dx) + Math.abs(r.dy);
        if (eps <= MAX_DEFECT && inRange(s) && inRange(l)) {
            return slabs2(ux, uy, vx, vy, hx, hy, px, py, r.dx, r.dy, BOUND_FACTOR * (eps + U), s, l);
        }
        return DOUBT;
    }

    /** The 2D pass proper, split from {@link #passObb2} as {@link #slabs} is. */
    private static int slabs2(double ux, double uy, double vx, double vy, double hx, double hy, double px, double py,
                              double dx, double dy, double a, double s, double l) {
        double es = a * s;
        double ep = es * l;
        double e0 = Math.fma(ux, px, uy * py);
        double f0 = Math.fma(ux, dx, uy * dy);
        double e1 = Math.fma(vx, px, vy * py);
        double f1 = Math.fma(vx, dx, vy * dy);
        boolean in0 = Math.abs(e0) - hx < -es;
        boolean in1 = Math.abs(e1) - hy < -es;
        return reach(e0, f0, hx, in0, ep) | reach(e1, f1, hy, in1, ep)
                | pair(e0, f0, hx, e1, f1, hy, ep) & (in0 & in1 ? HOLDS : ALL);
    }

    /** The exact path in 2D: the slabs of normals {@code perp(d_1)} and {@code perp(d_0)}. */
    static boolean exactObb2(Ray2d r, Obb2d b) {
        BigDecimal ux = big(b.axisXx());
        BigDecimal uy = big(b.axisXy());
        BigDecimal vx = big(b.axisYx());
        BigDecimal vy = big(b.axisYy());
        BigDecimal px = diff(b.centerX(), r.ox);
        BigDecimal py = diff(b.centerY(), r.oy);
        BigDecimal dx = big(r.dx);
        BigDecimal dy = big(r.dy);
        BigDecimal det = ux.multiply(vy).subtract(uy.multiply(vx)).abs();
        // N_0 = (vy, -vx), N_1 = (-uy, ux): N_k · d_k = ±det.
        BigDecimal[] e = {vy.multiply(px).subtract(vx.multiply(py)), ux.multiply(py).subtract(uy.multiply(px))};
        BigDecimal[] f = {vy.multiply(dx).subtract(vx.multiply(dy)), ux.multiply(dy).subtract(uy.multiply(dx))};
        BigDecimal[] h = {big(b.halfExtentX()).multiply(det), big(b.halfExtentY()).multiply(det)};
        return decide(e, f, h);
    }

    // ---------------------------------------------------------------- axis-aligned boxes

    /** Whether the ray hits the axis-aligned box, exactly. */
    static boolean aabb(Ray3d r, Aabb3d b) {
        return aabb(r.ox, r.oy, r.oz, r.dx, r.dy, r.dz, b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ());
    }

    /** Whether the 2D ray hits the rectangle, exactly: the box whose z slab {@code [0, 0]} holds the ray. */
    static boolean aabb2(Ray2d r, Aabb2d b) {
        return aabb(r.ox, r.oy, 0, r.dx, r.dy, 0, b.minX(), b.minY(), 0, b.maxX(), b.maxY(), 0);
    }

    /**
     * An axis-aligned box on its bounds. A slab reaches the range by an exact comparison
     * ({@code d > 0} needs {@code o <= max}, {@code d < 0} needs {@code min <= o}, {@code d == 0} both);
     * the slabs the ray crosses meet iff the latest entry is not after the earliest exit, decided by the
     * crossings {@code (bound - o) / d} as the fast kernel computes them when their error bound allows.
     */
    static boolean aabb(double ox, double oy, double oz, double dx, double dy, double dz, double minX,
                        double minY, double minZ, double maxX, double maxY, double maxZ) {
        int v = filterAabb(ox, oy, oz, dx, dy, dz, minX, minY, minZ, maxX, maxY, maxZ);
        return v == DOUBT ? exactAabb(ox, oy, oz, dx, dy, dz, minX, minY, minZ, maxX, maxY, maxZ) : v == HOLDS;
    }

    /** The floating-point pass for an axis-aligned box: {@link #HOLDS} (a hit), {@link #MISS}, or {@link #DOUBT}. */
    static int filterAabb(double ox, double oy, double oz, double dx, double dy, double dz, double minX,
                          double minY, double minZ, double maxX, double maxY, double maxZ) {
        if (!reaches(ox, dx, minX, maxX) || !reaches(oy, dy, minY, maxY) || !reaches(oz, dz, minZ, maxZ)) {
            return MISS;
        }
        double near = Double.NEGATIVE_INFINITY;
        double far = Double.POSITIVE_INFINITY;
        // The crossings in order without a branch on the sign: rounding is monotone (as in SlabKernel).
        if (dx != 0) {
            near = Math.min((minX - ox) / dx, (maxX - ox) / dx);
            far = Math.max((minX - ox) / dx, (maxX - ox) / dx);
        }
        if (dy != 0) {
            near = Math.max(near, Math.min((minY - oy) / dy, (maxY - oy) / dy));
            far = Math.min(far, Math.max((minY - oy) / dy, (maxY - oy) / dy));
        }
        if (dz != 0) {
            near = Math.max(near, Math.min((minZ - oz) / dz, (maxZ - oz) / dz));
            far = Math.min(far, Math.max((minZ - oz) / dz, (maxZ - oz) / dz));
        }
        // One crossed slab (or none) meets itself; an infinite crossing leaves the bound infinite: in doubt.
        double tol = QUOTIENT_ERROR * (Math.abs(near) + Math.abs(far)) + UNDERFLOW_SLACK;
        double m = near - far;
        if (m < -tol || (dx == 0 ? 0 : 1) + (dy == 0 ? 0 : 1) + (dz == 0 ? 0 : 1) < 2) {
            return HOLDS;
        }
        return m > tol ? MISS : DOUBT;
    }

    /** Whether a world axis's slab {@code [min, max]} meets the ray's range, exactly. */
    private static boolean reaches(double o, double d, double min, double max) {
        return (d < 0 || o <= max) && (d > 0 || min <= o);
    }

    /** The exact path for an axis-aligned box: {@code e = min + max - 2o}, {@code H = max - min}, twice the slab's. */
    static boolean exactAabb(double ox, double oy, double oz, double dx, double dy, double dz, double minX,
                             double minY, double minZ, double maxX, double maxY, double maxZ) {
        BigDecimal[] e = {centre2(ox, minX, maxX), centre2(oy, minY, maxY), centre2(oz, minZ, maxZ)};
        BigDecimal[] f = {big(dx), big(dy), big(dz)};
        BigDecimal[] h = {diff(maxX, minX), diff(maxY, minY), diff(maxZ, minZ)};
        return decide(e, f, h);
    }

    private static BigDecimal centre2(double o, double min, double max) {
        return big(min).add(big(max)).subtract(big(o).add(big(o)));
    }

    // ---------------------------------------------------------------- the exact decision

    /**
     * Whether the slabs {@code |e_k - t f_k| <= h_k} and {@code t >= 0} share a point, exactly: each
     * slab reaches the range, and every two slabs meet.
     */
    static boolean decide(BigDecimal[] e, BigDecimal[] f, BigDecimal[] h) {
        int n = e.length;
        for (int k = 0; k < n; k++) {
            int sf = f[k].signum();
            if (sf >= 0 && e[k].add(h[k]).signum() < 0 || sf <= 0 && e[k].subtract(h[k]).signum() > 0) {
                return false;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                BigDecimal gap = e[i].multiply(f[j]).subtract(e[j].multiply(f[i])).abs();
                BigDecimal room = h[i].multiply(f[j].abs()).add(h[j].multiply(f[i].abs()));
                if (gap.compareTo(room) > 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static BigDecimal big(double x) {
        return new BigDecimal(x);
    }

    private static BigDecimal diff(double x, double y) {
        return new BigDecimal(x).subtract(new BigDecimal(y));
    }

    private static BigDecimal[] cross(BigDecimal[] a, BigDecimal[] b) {
        return new BigDecimal[] {
            a[1].multiply(b[2]).subtract(a[2].multiply(b[1])),
            a[2].multiply(b[0]).subtract(a[0].multiply(b[2])),
            a[0].multiply(b[1]).subtract(a[1].multiply(b[0]))};
    }

    private static BigDecimal dot(BigDecimal[] a, BigDecimal[] b) {
        return a[0].multiply(b[0]).add(a[1].multiply(b[1])).add(a[2].multiply(b[2]));
    }
}
