package io.github.obbkit.raycast;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.jspecify.annotations.Nullable;

/**
 * The slab test, once, on raw ray components: the kernel under {@link SlabRaycast}, {@link RayCaster3d},
 * {@link ScanPicker3d} and {@link Bvh3d}, which therefore give bit-identical answers. It owns the
 * test's policy: the parallel threshold ({@link #threshold}), the tie rules, and the face codes
 * ({@link #NO_FACE}, {@link #face}) that a {@link MutableRayHit} carries.
 *
 * <p>One kernel per kind of box, each in two forms that share its per-slab arithmetic: one that
 * narrows a range {@code [lo, hi]} slab by slab and leaves the interval and faces in a
 * {@link MutableRayHit}, and one that answers hit or miss over {@code [0, +infinity)}. The
 * axis-aligned kernel takes each world axis's parallel flag and direction sign as arguments, so that
 * a prepared ray passes the ones it computed once; a rectangle is an axis-aligned box whose z slab
 * holds the ray. The oriented kernel in 3D does its arithmetic without branching on the data (see
 * {@link #obb(double, double, double, double, double, double, double, double, double, double, double,
 * double, double, double, double, double, double, double, double, double, double, double, double,
 * double, boolean, MutableRayHit)}). No checks: the callers validate.
 */
final class SlabKernel {
    /**
     * A slab is parallel to the ray when {@code |axis · d| <= PARALLEL_EPSILON |d|}; published as
     * {@link SlabRaycast#PARALLEL_EPSILON}.
     */
    static final double PARALLEL_EPSILON = 1e-12;

    /** The code of "no face": the range, not a slab, bounds the interval there. */
    static final int NO_FACE = 6;

    /** Faces by code {@code 2 axis + side}, side 0 for the face at minus the half-extent; null at {@link #NO_FACE}. */
    private static final @Nullable BoxFace[] FACES = {BoxFace.NEG_X, BoxFace.POS_X, BoxFace.NEG_Y, BoxFace.POS_Y,
        BoxFace.NEG_Z, BoxFace.POS_Z, null};

    private static final double INF = Double.POSITIVE_INFINITY;

    private SlabKernel() {
    }

    /** The parallel threshold of a ray whose direction has length {@code length}. */
    static double threshold(double length) {
        return PARALLEL_EPSILON * length;
    }

    /** The face of a code, null for {@link #NO_FACE}. */
    static @Nullable BoxFace face(int code) {
        return FACES[code];
    }

    // ---------------------------------------------------------------- the running interval

    /** Starts a query over {@code [lo, hi]}. */
    private static void start(MutableRayHit s, double lo, double hi) {
        s.hit = false;
        s.tMin = lo;
        s.tMax = hi;
        s.entry = NO_FACE;
        s.exit = NO_FACE;
    }

    /** Ends a query as a miss; the holder's accessors then show the miss state. */
    private static boolean miss(MutableRayHit s) {
        s.hit = false;
        return false;
    }

    /**
     * Ends a query whose slabs left {@code [s.tMin, s.tMax]}: a hit, unless that interval lies wholly
     * beyond the doubles. A crossing past {@code Double.MAX_VALUE} (a direction tiny against the
     * distances) rounds to an infinity, and when every slab's does the interval is {@code [+inf, +inf]}
     * (or {@code [-inf, -inf]}) whether or not the ray meets the box: so a box met at no finite
     * parameter is a miss.
     */
    private static boolean finish(MutableRayHit s) {
        if (!(s.tMin < INF & s.tMax > -INF)) {
            return miss(s);
        }
        s.hit = true;
        s.tMin += 0.0;
        s.tMax += 0.0;
        return true;
    }

    /** The ray's chord: the whole line's interval, kept only if it reaches {@code t >= 0}. */
    static boolean chordReachesRay(boolean hit, MutableRayHit s) {
        return hit && (s.tMax >= 0 || miss(s));
    }

    /** The face a ray going up ({@code f > 0}) or down slab {@code axis} enters through. */
    private static int entering(int axis, boolean up) {
        return 2 * axis + (up ? 0 : 1);
    }

    /** The face a ray going up or down slab {@code axis} leaves through. */
    private static int leaving(int axis, boolean up) {
        return 2 * axis + (up ? 1 : 0);
    }

    /**
     * Narrows the running interval to a slab's crossings {@code [near, far]}. A slab's face beats a
     * range bound it ties with; among slabs, the lowest axis wins ties.
     *
     * @return false if the slab leaves nothing of the running interval
     */
    private static boolean narrow(int axis, boolean up, double near, double far, MutableRayHit s) {
        if (near > s.tMin || (near == s.tMin && s.entry == NO_FACE)) {
            s.tMin = near;
            s.entry = entering(axis, up);
        }
        if (far < s.tMax || (far == s.tMax && s.exit == NO_FACE)) {
            s.tMax = far;
            s.exit = leaving(axis, up);
        }
        return s.tMin <= s.tMax;
    }

    // ---------------------------------------------------------------- axis-aligned boxes and rectangles
    // A slab of world axis k is [min, max]; the line o + t d crosses its planes at (bound - o) / d,
    // which is exact at the bounds. Which bound is met first follows from the sign of d alone, so the
    // crossings come out ordered without a comparison.

    /** Whether world axis component {@code d} is parallel to its slabs under {@code threshold}. */
    static boolean parallel(double d, double threshold) {
        return !(Math.abs(d) > threshold);
    }

    /** Where the line enters slab {@code [min, max]} of a world axis it crosses, going up or down it. */
    private static double aabbNear(boolean up, double o, double d, double min, double max) {
        return ((up ? min : max) - o) / d;
    }

    /** Where the line leaves slab {@code [min, max]} of a world axis it crosses. */
    private static double aabbFar(boolean up, double o, double d, double min, double max) {
        return ((up ? max : min) - o) / d;
    }

    /** A parallel slab of a world axis: the line stays in it exactly when the origin is in the closed slab. */
    private static boolean aabbHolds(double o, double min, double max) {
        return min <= o && o <= max;
    }

    /** One slab of an axis-aligned box, narrowing the running interval. */
    private static boolean aabbSlab(int axis, boolean parallel, boolean up, double o, double d, double min,
                                    double max, MutableRayHit s) {
        if (parallel) {
            return aabbHolds(o, min, max);
        }
        return narrow(axis, up, aabbNear(up, o, d, min, max), aabbFar(up, o, d, min, max), s);
    }

    /**
     * The part of the line with {@code t} in {@code [lo, hi]} inside an axis-aligned box, written into
     * {@code s}; per world axis, whether the ray is parallel to it and whether it goes up it.
     */
    static boolean aabb(boolean parallelX, boolean parallelY, boolean parallelZ, boolean upX, boolean upY,
                        boolean upZ, double ox, double oy, double oz, double dx, double dy, double dz,
                        double minX, double minY, double minZ, double maxX, double maxY, double maxZ,
                        double lo, double hi, MutableRayHit s) {
        start(s, lo, hi);
        if (!aabbSlab(0, parallelX, upX, ox, dx, minX, maxX, s)
                || !aabbSlab(1, parallelY, upY, oy, dy, minY, maxY, s)
                || !aabbSlab(2, parallelZ, upZ, oz, dz, minZ, maxZ, s)) {
            return miss(s);
        }
        return finish(s);
    }

    static boolean aabb(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                        Aabb3d b, double lo, double hi, MutableRayHit s) {
        return aabb(parallel(dx, threshold), parallel(dy, threshold), parallel(dz, threshold), dx > 0, dy > 0,
                dz > 0, ox, oy, oz, dx, dy, dz, b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), lo, hi,
                s);
    }

    /**
     * A rectangle: the box whose z slab is {@code [0, 0]}, which the ray, parallel to it at {@code z = 0},
     * never leaves.
     */
    static boolean aabb2(double ox, double oy, double dx, double dy, double threshold, double minX, double minY,
                         double maxX, double maxY, double lo, double hi, MutableRayHit s) {
        return aabb(parallel(dx, threshold), parallel(dy, threshold), true, dx > 0, dy > 0, false, ox, oy, 0, dx,
                dy, 0, minX, minY, 0, maxX, maxY, 0, lo, hi, s);
    }

    /** Hit or miss of {@link #aabb} over {@code [0, +infinity)}, without faces. */
    static boolean aabbHits(boolean parallelX, boolean parallelY, boolean parallelZ, boolean upX, boolean upY,
                            boolean upZ, double ox, double oy, double oz, double dx, double dy, double dz,
                            double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        double lo = 0;
        double hi = INF;
        if (parallelX) {
            if (!aabbHolds(ox, minX, maxX)) {
                return false;
            }
        } else {
            double n = aabbNear(upX, ox, dx, minX, maxX);
            double x = aabbFar(upX, ox, dx, minX, maxX);
            if (n > lo) {
                lo = n;
            }
            if (x < hi) {
                hi = x;
            }
            if (!(lo <= hi)) {
                return false;
            }
        }
        if (parallelY) {
            if (!aabbHolds(oy, minY, maxY)) {
                return false;
            }
        } else {
            double n = aabbNear(upY, oy, dy, minY, maxY);
            double x = aabbFar(upY, oy, dy, minY, maxY);
            if (n > lo) {
                lo = n;
            }
            if (x < hi) {
                hi = x;
            }
            if (!(lo <= hi)) {
                return false;
            }
        }
        if (parallelZ) {
            return aabbHolds(oz, minZ, maxZ) && lo < INF;
        }
        double n = aabbNear(upZ, oz, dz, minZ, maxZ);
        double x = aabbFar(upZ, oz, dz, minZ, maxZ);
        if (n > lo) {
            lo = n;
        }
        if (x < hi) {
            hi = x;
        }
        return lo <= hi & lo < INF;
    }

    static boolean aabbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                            Aabb3d b) {
        return aabbHits(parallel(dx, threshold), parallel(dy, threshold), parallel(dz, threshold), dx > 0, dy > 0,
                dz > 0, ox, oy, oz, dx, dy, dz, b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ());
    }

    /** Hit or miss of a rectangle over {@code [0, +infinity)}; see {@link #aabb2}. */
    static boolean aabb2Hits(double ox, double oy, double dx, double dy, double threshold, double minX, double minY,
                             double maxX, double maxY) {
        return aabbHits(parallel(dx, threshold), parallel(dy, threshold), true, dx > 0, dy > 0, false, ox, oy, 0,
                dx, dy, 0, minX, minY, 0, maxX, maxY, 0);
    }

    // ---------------------------------------------------------------- oriented boxes in 3D
    // One slab of a box: e = axis · (c - o), f = axis · d, half-width h. The local coordinate of the
    // ray's point at t is -e + t f: it reaches +h at (e + h) / f and -h at (e - h) / f. The nearer is
    // the minimum of the two, the farther the maximum: equal, rounding being monotone, to choosing by
    // the sign of f, and without a branch.

    /** {@code a · p}: the projection of the centre's offset or of the direction on a box axis. */
    private static double dot(double ax, double ay, double az, double px, double py, double pz) {
        return ax * px + ay * py + az * pz;
    }

    /** Whether the line crosses a slab, {@code f} the direction's component along its axis, or runs parallel to it. */
    private static boolean crosses(double f, double threshold) {
        return Math.abs(f) > threshold;
    }

    /** Where the line enters a slab it crosses. */
    private static double enter(double e, double f, double h) {
        return Math.min((e - h) / f, (e + h) / f);
    }

    /** Where the line leaves a slab it crosses. */
    private static double leave(double e, double f, double h) {
        return Math.max((e - h) / f, (e + h) / f);
    }

    /**
     * A parallel slab: the line stays in it exactly when the origin is in the closed slab,
     * {@code -e - h <= 0 <= -e + h}.
     */
    private static boolean holds(double e, double h) {
        return !(-e - h > 0 | -e + h < 0);
    }

    /** 1 if the line goes down the slab's axis ({@code f < 0} or {@code -0.0}), else 0: the side it enters by. */
    private static int down(double f) {
        return (int) (Double.doubleToRawLongBits(f) >>> 63);
    }

    static boolean obb(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                       Obb3d b, double lo, double hi, MutableRayHit s) {
        return obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(),
                b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX(),
                b.halfExtentY(), b.halfExtentZ(), lo, hi, false, s);
    }

    /** The chord of the line through an oriented box, kept only if it reaches {@code t >= 0}. */
    static boolean obbChord(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                            Obb3d b, MutableRayHit s) {
        return obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(),
                b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX(),
                b.halfExtentY(), b.halfExtentZ(), Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, true, s);
    }

    /**
     * The oriented-box kernel on the box's raw numbers (centre, rows of the rotation, half-extents), so
     * that callers keeping boxes in a batch or in flat arrays ({@link ScanPicker3d}, {@link Bvh3d}) run the very same
     * arithmetic.
     *
     * <p>It gives to the bit the answer {@link #narrow} gives slab by slab, without a branch that
     * depends on the data, so that a run of boxes the branch predictor cannot learn costs no
     * mispredictions: both crossings of every slab are computed (the early exit on an empty interval
     * only saved work, as the interval never grows again); {@code tMin} and {@code tMax} are the
     * running maximum and minimum; and the entry face is that of the first slab whose near crossing
     * equals the final {@code tMin} (none if none does: the range's bound won), which is exactly the
     * face {@code narrow}'s tie rule leaves, and likewise the exit face. The holder is written whole,
     * hit or miss, and shows the miss state through its accessors. Only the parallel test branches,
     * and it goes the same way for nearly every box.
     *
     * @param reachesRay whether to keep the hit only if {@code tMax >= 0} (the chord of a ray)
     */
    static boolean obb(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                       double cx, double cy, double cz, double ux, double uy, double uz, double vx, double vy,
                       double vz, double wx, double wy, double wz, double hx, double hy, double hz,
                       double lo, double hi, boolean reachesRay, MutableRayHit s) {
        double px = cx - ox;
        double py = cy - oy;
        double pz = cz - oz;
        double e0 = dot(ux, uy, uz, px, py, pz);
        double f0 = dot(ux, uy, uz, dx, dy, dz);
        double e1 = dot(vx, vy, vz, px, py, pz);
        double f1 = dot(vx, vy, vz, dx, dy, dz);
        double e2 = dot(wx, wy, wz, px, py, pz);
        double f2 = dot(wx, wy, wz, dx, dy, dz);
        double tMin = lo;
        double tMax = hi;
        boolean in = true;
        // A parallel slab's crossings stay NaN, equal to nothing: it names no face.
        double near0 = Double.NaN;
        double far0 = Double.NaN;
        double near1 = Double.NaN;
        double far1 = Double.NaN;
        double near2 = Double.NaN;
        double far2 = Double.NaN;
        int down0 = 0;
        int down1 = 0;
        int down2 = 0;
        if (crosses(f0, threshold)) {
            near0 = enter(e0, f0, hx);
            far0 = leave(e0, f0, hx);
            down0 = down(f0);
            tMin = Math.max(tMin, near0);
            tMax = Math.min(tMax, far0);
        } else {
            in = holds(e0, hx);
        }
        if (crosses(f1, threshold)) {
            near1 = enter(e1, f1, hy);
            far1 = leave(e1, f1, hy);
            down1 = down(f1);
            tMin = Math.max(tMin, near1);
            tMax = Math.min(tMax, far1);
        } else {
            in &= holds(e1, hy);
        }
        if (crosses(f2, threshold)) {
            near2 = enter(e2, f2, hz);
            far2 = leave(e2, f2, hz);
            down2 = down(f2);
            tMin = Math.max(tMin, near2);
            tMax = Math.min(tMax, far2);
        } else {
            in &= holds(e2, hz);
        }
        // Faces are codes 2 axis + side: going up (down = 0) a slab is entered at its minus face.
        int entry = near2 == tMin ? 4 + down2 : NO_FACE;
        entry = near1 == tMin ? 2 + down1 : entry;
        entry = near0 == tMin ? down0 : entry;
        int exit = far2 == tMax ? 5 - down2 : NO_FACE;
        exit = far1 == tMax ? 3 - down1 : exit;
        exit = far0 == tMax ? 1 - down0 : exit;
        // As in finish: an interval wholly beyond the doubles is no hit.
        boolean hit = in & tMin <= tMax & tMin < INF & tMax > -INF & (!reachesRay | tMax >= 0);
        s.hit = hit;
        s.tMin = tMin + 0.0;
        s.tMax = tMax + 0.0;
        s.entry = entry;
        s.exit = exit;
        return hit;
    }

    static boolean obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           Obb3d b) {
        return obbHits(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(),
                b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(),
                b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    /**
     * Hit or miss of {@link #obb} over {@code [0, +infinity)}, without faces, and as free of branches:
     * the running interval takes exactly the values it takes there, so the answer is the same.
     */
    static boolean obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           double cx, double cy, double cz, double ux, double uy, double uz, double vx,
                           double vy, double vz, double wx, double wy, double wz, double hx, double hy,
                           double hz) {
        double px = cx - ox;
        double py = cy - oy;
        double pz = cz - oz;
        double e0 = dot(ux, uy, uz, px, py, pz);
        double f0 = dot(ux, uy, uz, dx, dy, dz);
        double e1 = dot(vx, vy, vz, px, py, pz);
        double f1 = dot(vx, vy, vz, dx, dy, dz);
        double e2 = dot(wx, wy, wz, px, py, pz);
        double f2 = dot(wx, wy, wz, dx, dy, dz);
        double lo = 0;
        double hi = INF;
        boolean in = true;
        if (crosses(f0, threshold)) {
            lo = Math.max(lo, enter(e0, f0, hx));
            hi = Math.min(hi, leave(e0, f0, hx));
        } else {
            in = holds(e0, hx);
        }
        if (crosses(f1, threshold)) {
            lo = Math.max(lo, enter(e1, f1, hy));
            hi = Math.min(hi, leave(e1, f1, hy));
        } else {
            in &= holds(e1, hy);
        }
        if (crosses(f2, threshold)) {
            lo = Math.max(lo, enter(e2, f2, hz));
            hi = Math.min(hi, leave(e2, f2, hz));
        } else {
            in &= holds(e2, hz);
        }
        return in & lo <= hi & lo < INF;
    }

    // ---------------------------------------------------------------- oriented boxes in 2D
    // The same slabs with two axes, slab by slab: near and far chosen by the sign of f.

    /** Where the line enters a slab it crosses, by the sign of {@code f}. */
    private static double near(double e, double f, double h) {
        return f > 0 ? (e - h) / f : (e + h) / f;
    }

    /** Where the line leaves a slab it crosses, by the sign of {@code f}. */
    private static double far(double e, double f, double h) {
        return f > 0 ? (e + h) / f : (e - h) / f;
    }

    /**
     * One slab of a 2D box, {@code e = axis · (c - o)}, {@code f = axis · d}, half-width {@code h},
     * narrowing the running interval.
     *
     * @return false if the slab leaves nothing of the running interval
     */
    private static boolean slab(int axis, double e, double f, double h, double threshold, MutableRayHit s) {
        if (crosses(f, threshold)) {
            return narrow(axis, f > 0, near(e, f, h), far(e, f, h), s);
        }
        return holds(e, h);
    }

    static boolean obb2(double ox, double oy, double dx, double dy, double threshold, Obb2d b, double lo,
                        double hi, MutableRayHit s) {
        start(s, lo, hi);
        double px = b.centerX() - ox;
        double py = b.centerY() - oy;
        if (!slab(0, b.axisXx() * px + b.axisXy() * py, b.axisXx() * dx + b.axisXy() * dy, b.halfExtentX(), threshold,
                s)
                || !slab(1, b.axisYx() * px + b.axisYy() * py, b.axisYx() * dx + b.axisYy() * dy, b.halfExtentY(),
                threshold, s)) {
            return miss(s);
        }
        return finish(s);
    }

    /** Hit or miss of {@link #obb2} over {@code [0, +infinity)}, without faces. */
    static boolean obb2Hits(double ox, double oy, double dx, double dy, double threshold, Obb2d b) {
        double px = b.centerX() - ox;
        double py = b.centerY() - oy;
        double lo = 0;
        double hi = INF;
        for (int axis = 0; axis < 2; axis++) {
            double ax = axis == 0 ? b.axisXx() : b.axisYx();
            double ay = axis == 0 ? b.axisXy() : b.axisYy();
            double h = axis == 0 ? b.halfExtentX() : b.halfExtentY();
            double e = ax * px + ay * py;
            double f = ax * dx + ay * dy;
            if (crosses(f, threshold)) {
                double n = near(e, f, h);
                double x = far(e, f, h);
                if (n > lo) {
                    lo = n;
                }
                if (x < hi) {
                    hi = x;
                }
                if (!(lo <= hi)) {
                    return false;
                }
            } else if (!holds(e, h)) {
                return false;
            }
        }
        return lo < INF;
    }
}
