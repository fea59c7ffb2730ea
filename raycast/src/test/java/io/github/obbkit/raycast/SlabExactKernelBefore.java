package io.github.obbkit.raycast;

import static io.github.obbkit.raycast.SlabExactKernel.DOUBT;
import static io.github.obbkit.raycast.SlabExactKernel.HOLDS;
import static io.github.obbkit.raycast.SlabExactKernel.MISS;

import io.github.obbkit.core3d.Obb3d;

/**
 * The 3D oriented-box filter of {@link SlabExactKernel} as it was before its restructuring for speed
 * (sign-form reach tests, plain products, the largest Gram defect), kept verbatim so that a property
 * can hold the new filter to the old one's answers, bit for bit. Its verdicts are the kernel's.
 */
final class SlabExactKernelBefore {
    private static final double BOUND_FACTOR = 256;
    private static final double U = 0x1p-53;
    private static final double MAX_DEFECT = 0x1p-20;
    private static final double MIN_SCALE = 0x1p-500;
    private static final double MAX_SCALE = 0x1p500;
    private static final int ALL = DOUBT | MISS;

    private SlabExactKernelBefore() {
    }

    /** The old answer: the old filter, then the (unchanged) exact path. */
    static boolean obb(Ray3d r, Obb3d b) {
        int v = filterObb(r, b);
        return v == DOUBT ? SlabExactKernel.exactObb(r, b) : v == HOLDS;
    }

    /** The floating-point pass for an oriented box: HOLDS (a hit), MISS, or DOUBT. */
    static int filterObb(Ray3d r, Obb3d b) {
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
     * The pass proper, given the rows, the half-extents, {@code p = c - o}, the direction, the relative
     * bound {@code a} and the scales: each slab's reach, then the pairs. (Split from
     * filterObb to keep each within the JIT's inline budget.)
     */
    private static int slabs(double ux, double uy, double uz, double vx, double vy, double vz, double wx, double wy,
                             double wz, double hx, double hy, double hz, double px, double py, double pz, double dx,
                             double dy, double dz, double a, double s, double l) {
        double es = a * s;
        double ef = a * l;
        double e0 = ux * px + uy * py + uz * pz;
        double f0 = ux * dx + uy * dy + uz * dz;
        double e1 = vx * px + vy * py + vz * pz;
        double f1 = vx * dx + vy * dy + vz * dz;
        double e2 = wx * px + wy * py + wz * pz;
        double f2 = wx * dx + wy * dy + wz * dz;
        // Every sign, without an early exit: which ones fail is as random as the rays.
        int v = reach(e0, f0, hx, es, ef) | reach(e1, f1, hy, es, ef) | reach(e2, f2, hz, es, ef)
                | pairs(e0, f0, hx, e1, f1, hy, e2, f2, hz, es, es * l);
        return (v & MISS) != 0 ? MISS : v;
    }

    /** The three pairs of slabs; a pair whose origins are both certainly strictly inside holds at {@code t = 0}. */
    private static int pairs(double e0, double f0, double hx, double e1, double f1, double hy, double e2, double f2,
                             double hz, double es, double ep) {
        boolean in0 = Math.abs(e0) - hx < -es;
        boolean in1 = Math.abs(e1) - hy < -es;
        boolean in2 = Math.abs(e2) - hz < -es;
        return pair(e0, f0, hx, e1, f1, hy, ep) & (in0 & in1 ? HOLDS : ALL)
                | pair(e0, f0, hx, e2, f2, hz, ep) & (in0 & in2 ? HOLDS : ALL)
                | pair(e1, f1, hy, e2, f2, hz, ep) & (in1 & in2 ? HOLDS : ALL);
    }

    /**
     * Whether the slab reaches the ray's range: going up it ({@code f > 0}) the ray needs
     * {@code e + h >= 0}, going down {@code e - h <= 0}; when the sign of {@code f} is in doubt, the
     * origin must be certainly inside ({@code |e| < h}), and nothing is certainly a miss.
     */
    static int reach(double e, double f, double h, double es, double ef) {
        // Without a branch on the data: -sign(f) e - h when the sign is certain, |e| - h when not.
        boolean certain = Math.abs(f) > ef;
        double m = (certain ? Math.copySign(1.0, -f) * e : Math.abs(e)) - h;
        return (m > es & certain ? MISS : HOLDS) | (m < -es ? HOLDS : DOUBT);
    }

    /** Whether two slabs' intervals meet: {@code |e_i f_j - e_j f_i| <= h_i |f_j| + h_j |f_i|}, within {@code ep}. */
    static int pair(double ei, double fi, double hi, double ej, double fj, double hj, double ep) {
        double m = Math.abs(ei * fj - ej * fi) - (hi * Math.abs(fj) + hj * Math.abs(fi));
        return (m > ep ? MISS : HOLDS) | (m < -ep ? HOLDS : DOUBT);
    }

    private static boolean inRange(double scale) {
        return scale >= MIN_SCALE && scale <= MAX_SCALE;
    }

    /**
     * A certified bound on how far the rows are from orthonormal: the largest
     * {@code |a_i · a_j - δ_ij|}, computed, plus {@code 8u} for the rounding of that computation.
     */
    static double defect(double ux, double uy, double uz, double vx, double vy, double vz, double wx, double wy,
                         double wz) {
        double g00 = ux * ux + uy * uy + uz * uz - 1;
        double g11 = vx * vx + vy * vy + vz * vz - 1;
        double g22 = wx * wx + wy * wy + wz * wz - 1;
        double g01 = ux * vx + uy * vy + uz * vz;
        double g02 = ux * wx + uy * wy + uz * wz;
        double g12 = vx * wx + vy * wy + vz * wz;
        double d = Math.max(Math.max(Math.abs(g00), Math.abs(g11)), Math.max(Math.abs(g22), Math.abs(g01)));
        return Math.max(d, Math.max(Math.abs(g02), Math.abs(g12))) + 8 * U;
    }

}
