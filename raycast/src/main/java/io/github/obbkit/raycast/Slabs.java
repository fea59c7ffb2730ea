package io.github.obbkit.raycast;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;

/**
 * The slab test itself, once, on raw ray components, so that {@link SlabRaycast}, {@link RayCaster3d},
 * {@link Picking} and {@link Bvh3d} give bit-identical answers. Each kernel narrows the range
 * {@code [lo, hi]} slab by slab, keeping the running interval and faces in {@code s}, and leaves
 * {@code s} fully written; the oriented-box kernels in 3D do the same arithmetic without branching on
 * the data (see {@link #obb(double, double, double, double, double, double, double, double, double,
 * double, double, double, double, double, double, double, double, double, double, double, double,
 * double, double, double, boolean, MutableRayHit)}). Faces are indices of {@link MutableRayHit#FACES}.
 * No checks: the callers validate.
 */
final class Slabs {
    private static final int NO_FACE = MutableRayHit.NO_FACE;
    private static final double INF = Double.POSITIVE_INFINITY;

    private Slabs() {
    }

    /** Starts a query over {@code [lo, hi]}. */
    private static void start(MutableRayHit s, double lo, double hi) {
        s.hit = false;
        s.tMin = lo;
        s.tMax = hi;
        s.entry = NO_FACE;
        s.exit = NO_FACE;
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
     * Ends a query whose slabs left {@code [s.tMin, s.tMax]}: a hit, unless that interval lies wholly
     * beyond the doubles. A crossing past {@code Double.MAX_VALUE} (a direction tiny against the
     * distances) rounds to an infinity, and when every slab's does the interval is {@code [+inf, +inf]}
     * (or {@code [-inf, -inf]}) whether or not the ray meets the box: so a box met at no finite
     * parameter is a miss.
     */
    static boolean finish(MutableRayHit s) {
        if (!(s.tMin < INF & s.tMax > -INF)) {
            return s.miss();
        }
        s.hit = true;
        s.tMin += 0.0;
        s.tMax += 0.0;
        return true;
    }

    /**
     * One slab of a box: {@code e = axis · (c - o)}, {@code f = axis · d}, half-width {@code h}. The
     * local coordinate of the ray's point at {@code t} is {@code -e + t f}: it reaches {@code +h} at
     * {@code (e + h) / f} and {@code -h} at {@code (e - h) / f}. Choosing near and far by the sign of
     * {@code f} instead of swapping keeps them ordered: rounding is monotone.
     *
     * @return false if the slab leaves nothing of the running interval
     */
    private static boolean slab(int axis, double e, double f, double h, double threshold, MutableRayHit s) {
        if (Math.abs(f) > threshold) {
            boolean up = f > 0;
            double toPlus = (e + h) / f;
            double toMinus = (e - h) / f;
            double near = up ? toMinus : toPlus;
            double far = up ? toPlus : toMinus;
            // A slab's face beats a range bound it ties with; among slabs, the lowest axis wins ties.
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
        // Parallel to the slab: the line stays in it exactly when the origin is in the closed slab.
        return !(-e - h > 0 || -e + h < 0);
    }

    /** One slab of an axis-aligned box, from its bounds: {@code (bound - o) / d} is exact at the bounds. */
    private static boolean aabbSlab(int axis, double o, double d, double min, double max, double threshold,
                                    MutableRayHit s) {
        if (Math.abs(d) > threshold) {
            boolean up = d > 0;
            double near = ((up ? min : max) - o) / d;
            double far = ((up ? max : min) - o) / d;
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
        return min <= o && o <= max;
    }

    static boolean obb(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                       Obb3d b, double lo, double hi, MutableRayHit s) {
        return obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(),
                b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX(), b.halfExtentY(),
                b.halfExtentZ(), lo, hi, false, s);
    }

    /** The chord of the line through an oriented box, kept only if it reaches {@code t >= 0}. */
    static boolean obbChord(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                            Obb3d b, MutableRayHit s) {
        return obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(),
                b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX(), b.halfExtentY(),
                b.halfExtentZ(), Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, true, s);
    }

    /**
     * The oriented-box kernel on the box's raw numbers (centre, rows of the rotation, half-extents), so
     * that a caller keeping boxes in flat arrays ({@link Bvh3d}) runs the very same arithmetic.
     *
     * <p>It gives to the bit the answer {@link #slab} gives slab by slab, without a branch that depends
     * on the data, so that a run of boxes the branch predictor cannot learn costs no mispredictions:
     * both crossings of every slab are computed (the early exit on an empty interval only saved work,
     * as the interval never grows again); the nearer and the farther are their minimum and maximum
     * (equal, rounding being monotone, to choosing by the sign of {@code f}); {@code tMin} and
     * {@code tMax} are the running maximum and minimum; and the entry face is that of the first slab
     * whose near crossing equals the final {@code tMin} (none if none does: the range's bound won),
     * which is exactly the face {@code slab}'s tie rule leaves, and likewise the exit face. The holder
     * is written whole, hit or miss, and shows the miss state through its accessors. Only the parallel
     * test branches, and it goes the same way for nearly every box.
     *
     * @param reachesRay whether to keep the hit only if {@code tMax >= 0} (the chord of a ray)
     */
    static boolean obb(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                       double cx, double cy, double cz, double r00, double r01, double r02, double r10, double r11,
                       double r12, double r20, double r21, double r22, double hx, double hy, double hz,
                       double lo, double hi, boolean reachesRay, MutableRayHit s) {
        double px = cx - ox;
        double py = cy - oy;
        double pz = cz - oz;
        double e0 = r00 * px + r01 * py + r02 * pz;
        double f0 = r00 * dx + r01 * dy + r02 * dz;
        double e1 = r10 * px + r11 * py + r12 * pz;
        double f1 = r10 * dx + r11 * dy + r12 * dz;
        double e2 = r20 * px + r21 * py + r22 * pz;
        double f2 = r20 * dx + r21 * dy + r22 * dz;
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
        if (Math.abs(f0) > threshold) {
            double toMinus = (e0 - hx) / f0;
            double toPlus = (e0 + hx) / f0;
            near0 = Math.min(toMinus, toPlus);
            far0 = Math.max(toMinus, toPlus);
            down0 = (int) (Double.doubleToRawLongBits(f0) >>> 63);
            tMin = Math.max(tMin, near0);
            tMax = Math.min(tMax, far0);
        } else {
            in = !(-e0 - hx > 0 | -e0 + hx < 0);
        }
        if (Math.abs(f1) > threshold) {
            double toMinus = (e1 - hy) / f1;
            double toPlus = (e1 + hy) / f1;
            near1 = Math.min(toMinus, toPlus);
            far1 = Math.max(toMinus, toPlus);
            down1 = (int) (Double.doubleToRawLongBits(f1) >>> 63);
            tMin = Math.max(tMin, near1);
            tMax = Math.min(tMax, far1);
        } else {
            in &= !(-e1 - hy > 0 | -e1 + hy < 0);
        }
        if (Math.abs(f2) > threshold) {
            double toMinus = (e2 - hz) / f2;
            double toPlus = (e2 + hz) / f2;
            near2 = Math.min(toMinus, toPlus);
            far2 = Math.max(toMinus, toPlus);
            down2 = (int) (Double.doubleToRawLongBits(f2) >>> 63);
            tMin = Math.max(tMin, near2);
            tMax = Math.min(tMax, far2);
        } else {
            in &= !(-e2 - hz > 0 | -e2 + hz < 0);
        }
        // Faces are indices 2 axis + side: going up (down = 0) a slab is entered at its minus face.
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

    static boolean aabb(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                        Aabb3d b, double lo, double hi, MutableRayHit s) {
        start(s, lo, hi);
        if (!aabbSlab(0, ox, dx, b.minX(), b.maxX(), threshold, s)
                || !aabbSlab(1, oy, dy, b.minY(), b.maxY(), threshold, s)
                || !aabbSlab(2, oz, dz, b.minZ(), b.maxZ(), threshold, s)) {
            return s.miss();
        }
        return finish(s);
    }

    static boolean obb2(double ox, double oy, double dx, double dy, double threshold, Obb2d b, double lo,
                        double hi, MutableRayHit s) {
        start(s, lo, hi);
        double px = b.centerX() - ox;
        double py = b.centerY() - oy;
        if (!slab(0, b.axisXx() * px + b.axisXy() * py, b.axisXx() * dx + b.axisXy() * dy, b.halfExtentX(), threshold, s)
                || !slab(1, b.axisYx() * px + b.axisYy() * py, b.axisYx() * dx + b.axisYy() * dy, b.halfExtentY(), threshold, s)) {
            return s.miss();
        }
        return finish(s);
    }

    static boolean aabb2(double ox, double oy, double dx, double dy, double threshold, Aabb2d b, double lo,
                         double hi, MutableRayHit s) {
        start(s, lo, hi);
        if (!aabbSlab(0, ox, dx, b.minX(), b.maxX(), threshold, s)
                || !aabbSlab(1, oy, dy, b.minY(), b.maxY(), threshold, s)) {
            return s.miss();
        }
        return finish(s);
    }

    /** The ray's chord: the whole line's interval, kept only if it reaches {@code t >= 0}. */
    static boolean chordReachesRay(boolean hit, MutableRayHit s) {
        return hit && (s.tMax >= 0 || s.miss());
    }

    // ---------------------------------------------------------------- hit or miss only, no faces
    // The same arithmetic as above without the faces: the running interval takes exactly the same
    // values, so the answer is the same. The range is [0, +inf): the ray.

    private static double near(double e, double f, double h) {
        return f > 0 ? (e - h) / f : (e + h) / f;
    }

    private static double far(double e, double f, double h) {
        return f > 0 ? (e + h) / f : (e - h) / f;
    }

    static boolean obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           Obb3d b) {
        return obbHits(ox, oy, oz, dx, dy, dz, threshold, b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(),
                b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX(), b.halfExtentY(),
                b.halfExtentZ());
    }

    /** Hit or miss of {@link #obb} over {@code [0, +infinity)}, without faces, and as free of branches. */
    static boolean obbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           double cx, double cy, double cz, double r00, double r01, double r02, double r10,
                           double r11, double r12, double r20, double r21, double r22, double hx, double hy,
                           double hz) {
        double px = cx - ox;
        double py = cy - oy;
        double pz = cz - oz;
        double e0 = r00 * px + r01 * py + r02 * pz;
        double f0 = r00 * dx + r01 * dy + r02 * dz;
        double e1 = r10 * px + r11 * py + r12 * pz;
        double f1 = r10 * dx + r11 * dy + r12 * dz;
        double e2 = r20 * px + r21 * py + r22 * pz;
        double f2 = r20 * dx + r21 * dy + r22 * dz;
        double lo = 0;
        double hi = Double.POSITIVE_INFINITY;
        boolean in = true;
        if (Math.abs(f0) > threshold) {
            double toMinus = (e0 - hx) / f0;
            double toPlus = (e0 + hx) / f0;
            lo = Math.max(lo, Math.min(toMinus, toPlus));
            hi = Math.min(hi, Math.max(toMinus, toPlus));
        } else {
            in = !(-e0 - hx > 0 | -e0 + hx < 0);
        }
        if (Math.abs(f1) > threshold) {
            double toMinus = (e1 - hy) / f1;
            double toPlus = (e1 + hy) / f1;
            lo = Math.max(lo, Math.min(toMinus, toPlus));
            hi = Math.min(hi, Math.max(toMinus, toPlus));
        } else {
            in &= !(-e1 - hy > 0 | -e1 + hy < 0);
        }
        if (Math.abs(f2) > threshold) {
            double toMinus = (e2 - hz) / f2;
            double toPlus = (e2 + hz) / f2;
            lo = Math.max(lo, Math.min(toMinus, toPlus));
            hi = Math.min(hi, Math.max(toMinus, toPlus));
        } else {
            in &= !(-e2 - hz > 0 | -e2 + hz < 0);
        }
        return in & lo <= hi & lo < INF;
    }

    static boolean aabbHits(double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                            Aabb3d b) {
        double lo = 0;
        double hi = Double.POSITIVE_INFINITY;
        for (int axis = 0; axis < 3; axis++) {
            double o = axis == 0 ? ox : axis == 1 ? oy : oz;
            double d = axis == 0 ? dx : axis == 1 ? dy : dz;
            double min = axis == 0 ? b.minX() : axis == 1 ? b.minY() : b.minZ();
            double max = axis == 0 ? b.maxX() : axis == 1 ? b.maxY() : b.maxZ();
            if (Math.abs(d) > threshold) {
                boolean up = d > 0;
                double n = ((up ? min : max) - o) / d;
                double x = ((up ? max : min) - o) / d;
                if (n > lo) {
                    lo = n;
                }
                if (x < hi) {
                    hi = x;
                }
                if (!(lo <= hi)) {
                    return false;
                }
            } else if (!(min <= o && o <= max)) {
                return false;
            }
        }
        return lo < INF;
    }

    static boolean obb2Hits(double ox, double oy, double dx, double dy, double threshold, Obb2d b) {
        double px = b.centerX() - ox;
        double py = b.centerY() - oy;
        double lo = 0;
        double hi = Double.POSITIVE_INFINITY;
        for (int axis = 0; axis < 2; axis++) {
            double ax = axis == 0 ? b.axisXx() : b.axisYx();
            double ay = axis == 0 ? b.axisXy() : b.axisYy();
            double h = axis == 0 ? b.halfExtentX() : b.halfExtentY();
            double e = ax * px + ay * py;
            double f = ax * dx + ay * dy;
            if (Math.abs(f) > threshold) {
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
            } else if (-e - h > 0 || -e + h < 0) {
                return false;
            }
        }
        return lo < INF;
    }

    static boolean aabb2Hits(double ox, double oy, double dx, double dy, double threshold, Aabb2d b) {
        double lo = 0;
        double hi = Double.POSITIVE_INFINITY;
        for (int axis = 0; axis < 2; axis++) {
            double o = axis == 0 ? ox : oy;
            double d = axis == 0 ? dx : dy;
            double min = axis == 0 ? b.minX() : b.minY();
            double max = axis == 0 ? b.maxX() : b.maxY();
            if (Math.abs(d) > threshold) {
                boolean up = d > 0;
                double n = ((up ? min : max) - o) / d;
                double x = ((up ? max : min) - o) / d;
                if (n > lo) {
                    lo = n;
                }
                if (x < hi) {
                    hi = x;
                }
                if (!(lo <= hi)) {
                    return false;
                }
            } else if (!(min <= o && o <= max)) {
                return false;
            }
        }
        return lo < INF;
    }
}
