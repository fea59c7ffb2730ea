package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import org.jspecify.annotations.Nullable;

/**
 * The minimum translation vector of {@link Sat3d#mtv}: the fifteen tests of {@link Sat3dKernel},
 * all evaluated, then the axis of least overlap. It owns the choice's policy: overlaps within
 * {@link #TIE_RELATIVE} of the pair's scale are a tie, which the earlier axis in {@link SatAxis3d}
 * order keeps ({@link #clearlyLess}, the one place the rule is written), and edge-edge axes shorter
 * than {@link #DEGENERATE_EDGE_AXIS} are never candidates. Why those values: docs/precision.md.
 * No argument checks; {@link #push} allocates the returned {@link Mtv3d} when it is given no holder,
 * and nothing when it is given one.
 */
final class Sat3dMtvKernel {
    /** {@link Sat3d#DEGENERATE_EDGE_AXIS}: edge-edge axes shorter than this are not candidates. */
    static final double DEGENERATE_EDGE_AXIS = 1e-7;

    /** The pair test's lean: the same comparisons decide, and the depths leave it out. */
    private static final double EPSILON = Sat3dKernel.EPSILON;

    /** Overlaps closer than this times the pair's scale are ties. */
    private static final double TIE_RELATIVE = 0x1p-40;

    /** The axes by ordinal, without the copy that {@code values()} makes on every call. */
    private static final SatAxis3d[] AXES = SatAxis3d.values();

    private Sat3dMtvKernel() {
    }

    /**
     * What {@link #push} answers when it wrote the push into a holder: a shared constant that only
     * says "intersecting", never handed out. The value form cannot take a holder of its own: the
     * kernel is far past C2's inline budget, so a holder made here would escape into it and be
     * allocated beside the result.
     */
    private static final Mtv3d IN_HOLDER = Mtv3d.trusted(1, 0, 0, 0, SatAxis3d.A_X);

    /**
     * The push of {@code b} out of {@code a} along the axis of least overlap, or {@code null} when an
     * axis separates them; the contract is {@link Sat3d#mtv}'s. Allocates only the result.
     */
    static @Nullable Mtv3d mtv(Obb3d a, Obb3d b) {
        return push(a, b.cx, b.cy, b.cz, b.ux, b.uy, b.uz, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz, b.hx, b.hy, b.hz, null,
                false);
    }

    /** {@link Sat3d#separatingMtv}: as {@link #mtv}, with the depth that leaves the boxes apart. */
    static @Nullable Mtv3d separatingMtv(Obb3d a, Obb3d b) {
        return push(a, b.cx, b.cy, b.cz, b.ux, b.uy, b.uz, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz, b.hx, b.hy, b.hz, null,
                true);
    }

    /** {@link #separatingMtv} into a caller's holder, as {@link #mtv(Obb3d, Obb3d, MutableContact3d)}. */
    static boolean separatingMtv(Obb3d a, Obb3d b, MutableContact3d dest) {
        return push(a, b.cx, b.cy, b.cz, b.ux, b.uy, b.uz, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz, b.hx, b.hy, b.hz,
                dest, true) != null || dest.none();
    }

    /**
     * {@link #mtv} into a caller's holder: writes the push's normal, depth and axis into {@code dest}
     * at time 0 and returns true, or sets it to "no contact" and returns false when an axis separates
     * the boxes. Allocates nothing.
     */
    static boolean mtv(Obb3d a, Obb3d b, MutableContact3d dest) {
        return push(a, b.cx, b.cy, b.cz, b.ux, b.uy, b.uz, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz, b.hx, b.hy, b.hz,
                dest, false) != null || dest.none();
    }

    /**
     * {@link #mtv}'s choice for A against a box B given as its fifteen numbers (centre, axes,
     * half-extents), or {@code null} when an axis separates the boxes (and {@code dest} is left
     * alone). With no holder it returns the push as a new {@link Mtv3d}; with one it writes the
     * push's normal, depth and axis into {@code dest} at time 0 and returns a constant that only
     * means "intersecting". Numbers rather than a box, so that {@link Sweep3dKernel} can call it with
     * a batch's columns; one body for both forms, so that they choose alike bit for bit. With
     * {@code separating} the depth is {@link #clearDepth}'s, that of {@link Sat3d#separatingMtv}.
     */
    static @Nullable Mtv3d push(Obb3d a, double bcx, double bcy, double bcz, double bux, double buy, double buz,
                       double bvx, double bvy, double bvz, double bwx, double bwy, double bwz, double b0,
                       double b1, double b2, @Nullable MutableContact3d dest, boolean separating) {
        double dx = bcx - a.cx;
        double dy = bcy - a.cy;
        double dz = bcz - a.cz;
        double t0 = dx * a.ux + dy * a.uy + dz * a.uz;
        double t1 = dx * a.vx + dy * a.vy + dz * a.vz;
        double t2 = dx * a.wx + dy * a.wy + dz * a.wz;
        double r00 = a.ux * bux + a.uy * buy + a.uz * buz;
        double r01 = a.ux * bvx + a.uy * bvy + a.uz * bvz;
        double r02 = a.ux * bwx + a.uy * bwy + a.uz * bwz;
        double r10 = a.vx * bux + a.vy * buy + a.vz * buz;
        double r11 = a.vx * bvx + a.vy * bvy + a.vz * bvz;
        double r12 = a.vx * bwx + a.vy * bwy + a.vz * bwz;
        double r20 = a.wx * bux + a.wy * buy + a.wz * buz;
        double r21 = a.wx * bvx + a.wy * bvy + a.wz * bvz;
        double r22 = a.wx * bwx + a.wy * bwy + a.wz * bwz;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q02 = Math.abs(r02) + EPSILON;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double q12 = Math.abs(r12) + EPSILON;
        double q20 = Math.abs(r20) + EPSILON;
        double q21 = Math.abs(r21) + EPSILON;
        double q22 = Math.abs(r22) + EPSILON;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        // The same projected distances and radii, term for term, as in Sat3dKernel.intersects.
        double p0 = Math.abs(t0); // L = A0
        double p1 = Math.abs(t1); // L = A1
        double p2 = Math.abs(t2); // L = A2
        double p3 = Math.abs(t0 * r00 + t1 * r10 + t2 * r20); // L = B0
        double p4 = Math.abs(t0 * r01 + t1 * r11 + t2 * r21); // L = B1
        double p5 = Math.abs(t0 * r02 + t1 * r12 + t2 * r22); // L = B2
        double p6 = Math.abs(t2 * r10 - t1 * r20); // L = A0 x B0
        double p7 = Math.abs(t2 * r11 - t1 * r21); // L = A0 x B1
        double p8 = Math.abs(t2 * r12 - t1 * r22); // L = A0 x B2
        double p9 = Math.abs(t0 * r20 - t2 * r00); // L = A1 x B0
        double p10 = Math.abs(t0 * r21 - t2 * r01); // L = A1 x B1
        double p11 = Math.abs(t0 * r22 - t2 * r02); // L = A1 x B2
        double p12 = Math.abs(t1 * r00 - t0 * r10); // L = A2 x B0
        double p13 = Math.abs(t1 * r01 - t0 * r11); // L = A2 x B1
        double p14 = Math.abs(t1 * r02 - t0 * r12); // L = A2 x B2
        double s0 = a0 + (b0 * q00 + b1 * q01 + b2 * q02);
        double s1 = a1 + (b0 * q10 + b1 * q11 + b2 * q12);
        double s2 = a2 + (b0 * q20 + b1 * q21 + b2 * q22);
        double s3 = (a0 * q00 + a1 * q10 + a2 * q20) + b0;
        double s4 = (a0 * q01 + a1 * q11 + a2 * q21) + b1;
        double s5 = (a0 * q02 + a1 * q12 + a2 * q22) + b2;
        double s6 = (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01);
        double s7 = (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00);
        double s8 = (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00);
        double s9 = (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11);
        double s10 = (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10);
        double s11 = (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10);
        double s12 = (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21);
        double s13 = (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20);
        double s14 = (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20);
        if (p0 > s0 | p1 > s1 | p2 > s2 | p3 > s3 | p4 > s4 | p5 > s5 | p6 > s6 | p7 > s7 | p8 > s8
                | p9 > s9 | p10 > s10 | p11 > s11 | p12 > s12 | p13 > s13 | p14 > s14) {
            return null;
        }
        // Least overlap, first in SatAxis3d order on ties. Each overlap leaves out the lean
        // EPSILON * (the half-extents in that test), so that a push by it lands just inside the
        // leaning boundary of the pair test, not on it, where rounding could tip it over. Face axes
        // are unit.
        // An edge-edge axis parallel to a face axis (boxes turned about a shared direction) has the
        // same overlap computed another way: differences below the slack are rounding, not geometry.
        double slack = TIE_RELATIVE * (Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dz))
                + a0 + a1 + a2 + b0 + b1 + b2);
        double leanA = EPSILON * (a0 + a1 + a2);
        double leanB = EPSILON * (b0 + b1 + b2);
        int best = 0;
        double depth = s0 - p0 - leanB;
        double o = s1 - p1 - leanB;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 1;
        }
        o = s2 - p2 - leanB;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 2;
        }
        o = s3 - p3 - leanA;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 3;
        }
        o = s4 - p4 - leanA;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 4;
        }
        o = s5 - p5 - leanA;
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 5;
        }
        // Edge-edge axis a_i x b_j has, in A's frame, the components of e_i x (column j of R).
        o = edgeOverlap(s6 - p6 - EPSILON * ((a1 + a2) + (b1 + b2)), r10, r20);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 6;
        }
        o = edgeOverlap(s7 - p7 - EPSILON * ((a1 + a2) + (b0 + b2)), r11, r21);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 7;
        }
        o = edgeOverlap(s8 - p8 - EPSILON * ((a1 + a2) + (b0 + b1)), r12, r22);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 8;
        }
        o = edgeOverlap(s9 - p9 - EPSILON * ((a0 + a2) + (b1 + b2)), r00, r20);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 9;
        }
        o = edgeOverlap(s10 - p10 - EPSILON * ((a0 + a2) + (b0 + b2)), r01, r21);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 10;
        }
        o = edgeOverlap(s11 - p11 - EPSILON * ((a0 + a2) + (b0 + b1)), r02, r22);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 11;
        }
        o = edgeOverlap(s12 - p12 - EPSILON * ((a0 + a1) + (b1 + b2)), r00, r10);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 12;
        }
        o = edgeOverlap(s13 - p13 - EPSILON * ((a0 + a1) + (b0 + b2)), r01, r11);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 13;
        }
        o = edgeOverlap(s14 - p14 - EPSILON * ((a0 + a1) + (b0 + b1)), r02, r12);
        if (clearlyLess(o, depth, slack)) {
            depth = o;
            best = 14;
        }
        double nx;
        double ny;
        double nz;
        if (best < 3) {
            nx = axisComponent(a, best, 0);
            ny = axisComponent(a, best, 1);
            nz = axisComponent(a, best, 2);
        } else if (best < 6) {
            int j = best - 3;
            nx = j == 0 ? bux : j == 1 ? bvx : bwx;
            ny = j == 0 ? buy : j == 1 ? bvy : bwy;
            nz = j == 0 ? buz : j == 1 ? bvz : bwz;
        } else {
            int i = (best - 6) / 3;
            int j = (best - 6) % 3;
            double ax = axisComponent(a, i, 0);
            double ay = axisComponent(a, i, 1);
            double az = axisComponent(a, i, 2);
            double bx = j == 0 ? bux : j == 1 ? bvx : bwx;
            double by = j == 0 ? buy : j == 1 ? bvy : bwy;
            double bz = j == 0 ? buz : j == 1 ? bvz : bwz;
            double cx = ay * bz - az * by;
            double cy = az * bx - ax * bz;
            double cz = ax * by - ay * bx;
            double len = Math.sqrt(cx * cx + cy * cy + cz * cz);
            nx = cx / len;
            ny = cy / len;
            nz = cz / len;
        }
        if (dx * nx + dy * ny + dz * nz < 0) {
            nx = -nx;
            ny = -ny;
            nz = -nz;
        }
        double push = Math.max(depth, 0);
        if (separating) {
            push = clearDepth(a, bcx, bcy, bcz, bux, buy, buz, bvx, bvy, bvz, bwx, bwy, bwz, b0, b1, b2, nx, ny, nz,
                    push);
        }
        if (dest == null) {
            return Mtv3d.trusted(nx, ny, nz, push, AXES[best]);
        }
        dest.set(0, nx, ny, nz, push, AXES[best]);
        return IN_HOLDER;
    }

    /**
     * The depth of {@link Sat3d#separatingMtv} along the push {@code (nx, ny, nz) * depth}: the push
     * plus {@code 2 boundaryBand(a, b)} plus four ulps of B's largest centre coordinate, the slop
     * doubled until B moved by it no longer intersects A. B is moved and checked as
     * {@link Obb3d#translated} moves and checks it (the same messages once it would leave the reach,
     * which ends the loop), and tested by this kernel's own fifteen comparisons, which are
     * {@link Sat3dKernel#intersects}'s, on its numbers, so that no box is made.
     */
    private static double clearDepth(Obb3d a, double bcx, double bcy, double bcz, double bux, double buy,
                                     double buz, double bvx, double bvy, double bvz, double bwx, double bwy,
                                     double bwz, double b0, double b1, double b2, double nx, double ny, double nz,
                                     double depth) {
        // Sat3d.boundaryBand(a, b), term for term.
        double d = Math.max(Math.max(Math.abs(bcx - a.cx), Math.abs(bcy - a.cy)), Math.abs(bcz - a.cz));
        double band = Sat3d.BAND_RELATIVE * (d + a.hx + a.hy + a.hz + b0 + b1 + b2);
        double slop = 2 * band + 4 * Math.ulp(Math.max(Math.max(Math.abs(bcx), Math.abs(bcy)), Math.abs(bcz)));
        // Ends: each pass doubles the push, and the reach check throws once B would leave the reach.
        while (true) {
            double push = depth + slop;
            double mx = Checks.finite("dx", nx * push);
            double my = Checks.finite("dy", ny * push);
            double mz = Checks.finite("dz", nz * push);
            double cx = Checks.finite("translated centerX", bcx + mx);
            double cy = Checks.finite("translated centerY", bcy + my);
            double cz = Checks.finite("translated centerZ", bcz + mz);
            BoxQueries3d.checkReach(cx, cy, cz, b0, b1, b2);
            // Apart: allocates nothing; a pass that finds B still touching (rare) makes one Mtv3d.
            if (push(a, cx, cy, cz, bux, buy, buz, bvx, bvy, bvz, bwx, bwy, bwz, b0, b1, b2, null, false) == null) {
                return push;
            }
            slop *= 2;
        }
    }

    /**
     * Whether overlap {@code o} beats the least so far, {@code depth}: by more than the tie slack.
     * Overlaps that differ by at most {@code slack} are a tie, which the earlier axis keeps. The one
     * place the tie rule is written, for all fourteen comparisons.
     */
    private static boolean clearlyLess(double o, double depth, double slack) {
        return o < depth - slack;
    }

    /**
     * An edge-edge overlap in world units: {@code overlap / |a_i x b_j|}, where the axis's two
     * non-zero components in A's frame are {@code r} and {@code s}; infinite (never the least) for an
     * axis shorter than {@link #DEGENERATE_EDGE_AXIS}, so that nothing is ever divided by zero.
     */
    private static double edgeOverlap(double overlap, double r, double s) {
        double len = Math.sqrt(r * r + s * s);
        return len < DEGENERATE_EDGE_AXIS ? Double.POSITIVE_INFINITY : overlap / len;
    }

    private static double axisComponent(Obb3d box, int axis, int component) {
        switch (axis * 3 + component) {
            case 0:
                return box.ux;
            case 1:
                return box.uy;
            case 2:
                return box.uz;
            case 3:
                return box.vx;
            case 4:
                return box.vy;
            case 5:
                return box.vz;
            case 6:
                return box.wx;
            case 7:
                return box.wy;
            default:
                return box.wz;
        }
    }
}
