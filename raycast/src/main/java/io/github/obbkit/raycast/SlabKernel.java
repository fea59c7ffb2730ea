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
     * <p>It is split in two, the projections on the box's axes here and the slabs in
     * {@link #obbSlabs}, so that each part stays inside the JIT's inline budget and a caller's loop
     * over many boxes runs the kernel inline instead of calling it with two dozen arguments.
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
        return obbSlabs(dot(ux, uy, uz, px, py, pz), dot(ux, uy, uz, dx, dy, dz), hx,
                dot(vx, vy, vz, px, py, pz), dot(vx, vy, vz, dx, dy, dz), hy,
                dot(wx, wy, wz, px, py, pz), dot(wx, wy, wz, dx, dy, dz), hz, threshold, lo, hi, reachesRay, s);
    }

    /**
     * {@link #obb} on the slabs: {@code e_k = axis_k · (c - o)}, {@code f_k = axis_k · d} and the
     * half-width {@code h_k} of each of the box's three slabs.
     */
    private static boolean obbSlabs(double e0, double f0, double h0, double e1, double f1, double h1, double e2,
                                    double f2, double h2, double threshold, double lo, double hi,
                                    boolean reachesRay, MutableRayHit s) {
        boolean c0 = crosses(f0, threshold);
        boolean c1 = crosses(f1, threshold);
        boolean c2 = crosses(f2, threshold);
        double near0 = nearOrNaN(c0, e0, f0, h0);
        double near1 = nearOrNaN(c1, e1, f1, h1);
        double near2 = nearOrNaN(c2, e2, f2, h2);
        double far0 = farOrNaN(c0, e0, f0, h0);
        double far1 = farOrNaN(c1, e1, f1, h1);
        double far2 = farOrNaN(c2, e2, f2, h2);
        double tMin = raise(raise(raise(lo, c0, near0), c1, near1), c2, near2);
        double tMax = lower(lower(lower(hi, c0, far0), c1, far1), c2, far2);
        boolean in = keeps(c0, e0, h0) & keeps(c1, e1, h1) & keeps(c2, e2, h2);
        return record(s, isHit(in, tMin, tMax, reachesRay), tMin, tMax,
                entryFace(tMin, near0, near1, near2, downOf(c0, f0), downOf(c1, f1), downOf(c2, f2)),
                exitFace(tMax, far0, far1, far2, downOf(c0, f0), downOf(c1, f1), downOf(c2, f2)));
    }

    /**
     * Whether slabs that all keep part of the line ({@code in}) leave a hit {@code [tMin, tMax]}. As in
     * {@link #finish}, an interval wholly beyond the doubles is no hit.
     */
    private static boolean isHit(boolean in, double tMin, double tMax, boolean reachesRay) {
        return in & tMin <= tMax & tMin < INF & tMax > -INF & (!reachesRay | tMax >= 0);
    }

    /** Writes the holder whole, hit or miss, and returns {@code hit}. */
    private static boolean record(MutableRayHit s, boolean hit, double tMin, double tMax, int entry, int exit) {
        s.hit = hit;
        s.tMin = tMin + 0.0;
        s.tMax = tMax + 0.0;
        s.entry = entry;
        s.exit = exit;
        return hit;
    }

    /** Where the line enters a slab if it crosses it; a parallel slab's crossings stay NaN, equal to nothing. */
    private static double nearOrNaN(boolean crosses, double e, double f, double h) {
        return crosses ? enter(e, f, h) : Double.NaN;
    }

    /** Where the line leaves a slab if it crosses it, else NaN. */
    private static double farOrNaN(boolean crosses, double e, double f, double h) {
        return crosses ? leave(e, f, h) : Double.NaN;
    }

    /** The running {@code tMin} after a slab: raised to its near crossing if the line crosses it. */
    private static double raise(double tMin, boolean crosses, double near) {
        return crosses ? Math.max(tMin, near) : tMin;
    }

    /** The running {@code tMax} after a slab: lowered to its far crossing if the line crosses it. */
    private static double lower(double tMax, boolean crosses, double far) {
        return crosses ? Math.min(tMax, far) : tMax;
    }

    /** Whether a slab leaves the line any part: always if the line crosses it, else if it holds the origin. */
    private static boolean keeps(boolean crosses, double e, double h) {
        return crosses | holds(e, h);
    }

    /** {@link #down} of a slab the line crosses, 0 (no face, so any) for a parallel one. */
    private static int downOf(boolean crosses, double f) {
        return crosses ? down(f) : 0;
    }

    /**
     * The entry face: that of the first slab whose near crossing equals {@code tMin}, {@link #NO_FACE}
     * if none does. Faces are codes {@code 2 axis + side}: going up ({@code down = 0}) a slab is entered
     * at its minus face.
     */
    private static int entryFace(double tMin, double near0, double near1, double near2, int down0, int down1,
                                 int down2) {
        int entry = near2 == tMin ? 4 + down2 : NO_FACE;
        entry = near1 == tMin ? 2 + down1 : entry;
        return near0 == tMin ? down0 : entry;
    }

    /** The exit face: that of the first slab whose far crossing equals {@code tMax}, {@link #NO_FACE} if none does. */
    private static int exitFace(double tMax, double far0, double far1, double far2, int down0, int down1,
                                int down2) {
        int exit = far2 == tMax ? 5 - down2 : NO_FACE;
        exit = far1 == tMax ? 3 - down1 : exit;
        return far0 == tMax ? 1 - down0 : exit;
    }

    static boolean obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           Obb3d b) {
        return obbHits(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(),
                b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(),
                b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    /**
     * Hit or miss of {@link #obb} over {@code [0, +infinity)}, without faces, and as free of branches:
     * the running interval takes exactly the values it takes there, so the answer is the same. Split
     * like {@code obb}, projections here and slabs in {@link #hitsSlabs}, to stay inside the inline
     * budget.
     */
    static boolean obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           double cx, double cy, double cz, double ux, double uy, double uz, double vx,
                           double vy, double vz, double wx, double wy, double wz, double hx, double hy,
                           double hz) {
        double px = cx - ox;
        double py = cy - oy;
        double pz = cz - oz;
        return hitsSlabs(dot(ux, uy, uz, px, py, pz), dot(ux, uy, uz, dx, dy, dz), hx,
                dot(vx, vy, vz, px, py, pz), dot(vx, vy, vz, dx, dy, dz), hy,
                dot(wx, wy, wz, px, py, pz), dot(wx, wy, wz, dx, dy, dz), hz, threshold);
    }

    /** {@link #obbHits} on the slabs, as {@link #obbSlabs} over {@code [0, +infinity)}. */
    private static boolean hitsSlabs(double e0, double f0, double h0, double e1, double f1, double h1, double e2,
                                     double f2, double h2, double threshold) {
        boolean c0 = crosses(f0, threshold);
        boolean c1 = crosses(f1, threshold);
        boolean c2 = crosses(f2, threshold);
        double lo = raise(raise(raise(0, c0, nearOrNaN(c0, e0, f0, h0)), c1, nearOrNaN(c1, e1, f1, h1)), c2,
                nearOrNaN(c2, e2, f2, h2));
        double hi = lower(lower(lower(INF, c0, farOrNaN(c0, e0, f0, h0)), c1, farOrNaN(c1, e1, f1, h1)), c2,
                farOrNaN(c2, e2, f2, h2));
        return keeps(c0, e0, h0) & keeps(c1, e1, h1) & keeps(c2, e2, h2) & lo <= hi & lo < INF;
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
