package io.github.obbkit.core2d;

/**
 * The four-axis separating-axis test of {@link Sat2d} extended to time, for two rectangles that
 * translate without turning over a step {@code t in [0, 1]}, B moving by {@code v} relative to A: each
 * radius is constant and each projected centre distance changes linearly, {@code p + w t}, so each
 * axis leaves the boxes unseparated for one interval of time, and they first touch at the latest
 * entry if it comes no later than the earliest exit (Eberly, "Dynamic Collision Detection using
 * Oriented Bounding Boxes"; Ericson, Real-Time Collision Detection 5.5). The twin of the 3D
 * {@code Sweep3dKernel}, which has no degenerate axes to skip here: a rectangle's axes are never
 * cross products. Boxes that touch or overlap at {@code t = 0} by {@link Sat2d#intersects} are a
 * contact at time 0 with {@link Sat2d#mtv}'s normal. No argument checks and no allocation.
 */
final class Sweep2dKernel {
    private static final double EPSILON = Sat2d.EPSILON;

    /** The axes by ordinal, without the copy that {@code values()} makes on every call. */
    private static final SatAxis2d[] AXES = SatAxis2d.values();

    private Sweep2dKernel() {
    }

    /** A against B, B moving by {@code (vx, vy)} relative to A over the step. */
    static boolean sweep(Obb2d a, Obb2d b, double vx, double vy, MutableContact2d dest) {
        if (Sat2d.intersects(a, b)
                && Sat2d.push(a, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy, b.hx, b.hy, dest, false) != null) {
            return true;
        }
        double tx = b.cx - a.cx;
        double ty = b.cy - a.cy;
        double ta0 = tx * a.ux + ty * a.uy;
        double ta1 = tx * a.vx + ty * a.vy;
        double wa0 = vx * a.ux + vy * a.uy;
        double wa1 = vx * a.vx + vy * a.vy;
        double r00 = a.ux * b.ux + a.uy * b.uy;
        double r01 = a.ux * b.vx + a.uy * b.vy;
        double r10 = a.vx * b.ux + a.vy * b.uy;
        double r11 = a.vx * b.vx + a.vy * b.vy;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double in = Double.NEGATIVE_INFINITY;
        double out = Double.POSITIVE_INFINITY;
        int best = -1;
        double approach = 0;
        double p;
        double w;
        double r;
        double e;
        // L = A0
        p = ta0;
        w = wa0;
        r = a.hx + b.hx * q00 + b.hy * q01;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 0;
            approach = w;
        }
        // L = A1
        p = ta1;
        w = wa1;
        r = a.hy + b.hx * q10 + b.hy * q11;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 1;
            approach = w;
        }
        // L = B0
        p = ta0 * r00 + ta1 * r10;
        w = wa0 * r00 + wa1 * r10;
        r = a.hx * q00 + a.hy * q10 + b.hx;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 2;
            approach = w;
        }
        // L = B1
        p = ta0 * r01 + ta1 * r11;
        w = wa0 * r01 + wa1 * r11;
        r = a.hx * q01 + a.hy * q11 + b.hy;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 3;
            approach = w;
        }
        double time = Math.max(in, 0);
        if (best < 0 || time > out || time > 1) {
            return dest.none();
        }
        double nx = best == 0 ? a.ux : best == 1 ? a.vx : best == 2 ? b.ux : b.vx;
        double ny = best == 0 ? a.uy : best == 1 ? a.vy : best == 2 ? b.uy : b.vy;
        // The normal points from A towards B: against B's approach along the axis.
        if (approach > 0) {
            nx = -nx;
            ny = -ny;
        }
        dest.set(time, nx, ny, 0, AXES[best]);
        return true;
    }

    /** When {@code |p + w t| <= r} begins: -infinity if always, +infinity if never. */
    private static double enter(double p, double w, double r) {
        if (w > 0) {
            return (-r - p) / w;
        }
        if (w < 0) {
            return (r - p) / w;
        }
        return Math.abs(p) > r ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }

    /** When {@code |p + w t| <= r} ends: +infinity if never, -infinity if it never begins. */
    private static double leave(double p, double w, double r) {
        if (w > 0) {
            return (r - p) / w;
        }
        if (w < 0) {
            return (-r - p) / w;
        }
        return Math.abs(p) > r ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
}
