package io.github.obbkit.raycast;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Ray-box intersection by the slab method: static, stateless kernels for {@link Obb3d},
 * {@link Aabb3d}, and in 2D {@link Obb2d} and {@link Aabb2d}.
 *
 * <p><b>Algorithm.</b> A box is the intersection of three slabs, one per local axis: the points
 * whose coordinate along the axis lies within the half-extent of the centre's. The line
 * {@code o + t d} is in a slab for an interval of {@code t}, and in the box for the intersection of
 * the three intervals (Kay and Kajiya 1986; Real-Time Rendering, the form 0 A.D. uses for its
 * oriented boxes). Per axis {@code a} with half-extent {@code h}, with {@code e = a · (c - o)} the
 * distance from the origin to the centre along the axis and {@code f = a · d} the direction's
 * component along it, the line crosses the slab's two planes at {@code t1 = (e + h) / f} and
 * {@code t2 = (e - h) / f}; the nearer is where it enters, the farther where it leaves. The running
 * interval starts as the query's range and is narrowed by each slab; the box is hit when it is not
 * empty. For an axis-aligned box the same is done from the bounds, {@code (min - o) / d} and
 * {@code (max - o) / d}, which is exact at the bounds.
 *
 * <p><b>Conventions.</b> {@code t} is in units of the direction's length: the ray is
 * {@code o + t d} with {@code d} as given, never normalised, so {@code t |d|} is a distance (see
 * {@link Ray3d}). Boxes are closed, and every comparison is {@code <=}: a ray touching a face, an
 * edge or a corner hits, with {@code tMin == tMax} when it touches at a single point. Boxes with zero
 * extent on one, two or three axes (a rectangle, a segment, a point) need no special case: their
 * slab has {@code t1 == t2}, and a ray through them is hit at that single {@code t}.
 *
 * <p><b>Three questions.</b> {@code intersect(ray, box)} returns the chord of the line, the whole
 * interval {@code [tMin, tMax]} of the line inside the box, provided it reaches {@code t >= 0} (the
 * ray hits): {@code tMin < 0} means the origin is inside the box, and then the entry face is the one
 * behind the origin. {@code firstHit(ray, box)} answers a picker: the same hit with {@code tMin}
 * clamped to 0, and no entry face ({@code null}) when the origin is inside. {@code intersect(ray, box,
 * tMin, tMax, dest)} narrows any range the caller gives, finite or infinite, such as
 * {@code [0, bestSoFar]}. Each comes as an allocation-free kernel writing a caller-owned
 * {@link MutableRayHit} and returning whether it hit (the form for a frame loop), and as a convenience
 * returning a {@link RayHit} or {@code null}, which allocates that value on a hit and a working holder
 * on every call unless the JIT inlines the whole call and removes it; {@code intersects} answers
 * hit-or-miss only.
 *
 * <p><b>Parallel slabs.</b> When {@code |f| <= } {@link #PARALLEL_EPSILON} {@code |d|} the ray is
 * taken as parallel to the slab and, instead of dividing by a near-zero {@code f}, the test is
 * whether the origin lies in the closed slab, {@code -e - h <= 0 <= -e + h}: then the line is in the
 * slab for every {@code t}, else for none. The threshold is relative to {@code |d|}, so it is the sine
 * of the angle between ray and slab plane; a ray at a smaller angle drifts across the slab by less
 * than {@code 1.7e-12 S}, inside the boundary band. Why dividing would be wrong, and why
 * {@code 1e-12}: <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#raycast">
 * docs/precision.md</a>.
 *
 * <p><b>Accuracy and the boundary band.</b> Hit-or-miss is exact outside
 * {@link #boundaryBand(Ray3d, Obb3d)}, a band of {@link #BAND_RELATIVE} {@code = 1e-9} times the
 * scale {@code S = max|c - o| + hx + hy + hz}: a ray that stays farther than the band from the box
 * misses, and a ray that would still hit after being moved by the band in any direction hits. The
 * scale is measured from the ray's origin to the box, not from the world origin: the kernel works on
 * {@code c - o}, so a ray and box near {@code (1e6, 1e6, 1e6)} are as exact as near the origin.
 * {@code tMin} and {@code tMax} are accurate in the same sense: the points at them lie within about
 * {@code 40 u S} ({@code u = 2^-53}) of the box's surface. Along the ray, a crossing at a grazing angle
 * {@code θ} is known only to about {@code 40 u S / sin θ}; that is the conditioning of the problem, not
 * of the method. The band's derivation is in precision.md too.
 *
 * <p><b>Exactly representable touches.</b> With world axes (or any axes whose components are 0 and
 * ±1) and coordinates whose sums and differences are exact (small integers, dyadic fractions),
 * {@code e ± h} and {@code f} are exact and each {@code t} is a correctly rounded quotient; rounding is
 * monotone, so an order that holds exactly holds after rounding, and a ray that touches such a box
 * at a corner, along an edge or in a face plane is reported as a hit, never lost to rounding.
 *
 * <p><b>Domain.</b> Coordinates whose differences overflow (around {@code 1e308}) are outside the
 * domain. A direction tiny compared to the distances makes {@code t} overflow: a box the ray (or, for
 * a chord, the line) meets at no parameter within the doubles, {@code |t| <= Double.MAX_VALUE}, is a
 * miss, because there every crossing rounds to the same infinity and the box could as well be
 * missed; a box it is in at some finite parameter is a hit whose entry or exit beyond the doubles is
 * reported as {@code -infinity} or {@code +infinity}. The same holds for every query in this package.
 */
public final class SlabRaycast {
    /**
     * A slab is taken as parallel to the ray when {@code |axis · d| <= PARALLEL_EPSILON * |d|}; see
     * the class comment, and docs/precision.md for why {@code 1e-12}.
     */
    public static final double PARALLEL_EPSILON = SlabKernel.PARALLEL_EPSILON;

    /**
     * The relative half-width of the boundary band; see {@link #boundaryBand(Ray3d, Obb3d)}, and
     * docs/precision.md for why {@code 1e-9}.
     */
    public static final double BAND_RELATIVE = 1e-9;

    private static final double INF = Double.POSITIVE_INFINITY;

    private SlabRaycast() {
    }

    private static double threshold(Ray3d ray) {
        return SlabKernel.threshold(ray.length);
    }

    private static double threshold(Ray2d ray) {
        return SlabKernel.threshold(ray.length);
    }

    // ------------------------------------------------------------------------------------ Obb3d

    /**
     * The chord of the ray's line through a box, if it reaches {@code t >= 0}: writes
     * {@code [tMin, tMax]} and the entry and exit faces into {@code dest}. {@code tMin < 0} when the
     * origin is inside the box. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public static boolean intersect(Ray3d ray, Obb3d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.obbChord(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box, dest);
    }

    /**
     * The part of the ray's line with {@code t} in {@code [tMin, tMax]} that lies in a box: writes it
     * into {@code dest}, with a face null where the range, not the box, bounds it. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param tMin the start of the range, may be {@code -infinity}
     * @param tMax the end of the range, may be {@code +infinity}
     * @param dest overwritten with the hit, or with the miss state
     * @return true if some {@code t} in the range puts the ray's point in the box
     * @throws IllegalArgumentException if a bound is NaN or {@code tMin > tMax}
     */
    public static boolean intersect(Ray3d ray, Obb3d box, double tMin, double tMax, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        RayChecks.range(tMin, tMax);
        return SlabKernel.obb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box, tMin, tMax, dest);
    }

    /**
     * The first point of the ray in a box, as a picker wants it: the hit over {@code [0, +infinity)},
     * so {@code tMin >= 0}; when the origin is inside, {@code tMin == 0} and the entry face is null.
     * Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public static boolean firstHit(Ray3d ray, Obb3d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.obb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box, 0, INF, dest);
    }

    /**
     * The chord of the ray's line through a box, if it reaches {@code t >= 0}; see
     * {@link #intersect(Ray3d, Obb3d, MutableRayHit)}.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the hit, or null if the ray misses
     */
    public static @Nullable RayHit intersect(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return intersect(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * The first point of the ray in a box; see {@link #firstHit(Ray3d, Obb3d, MutableRayHit)}.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the hit with {@code tMin >= 0}, or null if the ray misses
     */
    public static @Nullable RayHit firstHit(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return firstHit(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * Whether the ray hits a box: the same answer as {@link #intersect(Ray3d, Obb3d, MutableRayHit)},
     * computed without faces. Allocates nothing.
     *
     * @param ray the ray
     * @param box the closed box
     * @return true if some {@code t >= 0} puts the ray's point in the box
     */
    public static boolean intersects(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return SlabKernel.obbHits(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box);
    }

    /**
     * Whether the ray hits the box, exactly: some real {@code t >= 0} puts {@code o + t d} in the closed
     * parallelepiped {@code c + s0 hx axisX + s1 hy axisY + s2 hz axisZ}, {@code |s_i| <= 1}, of the stored
     * doubles (the box when its axes are exactly orthonormal); no band, no parallel threshold, a touch hits.
     * The slab test with a certified error bound, and {@code BigDecimal} (allocating) only where it cannot
     * decide: docs/precision.md ("Exact predicates").
     *
     * @param ray the ray
     * @param box the closed box
     * @return the exact answer
     */
    public static boolean intersectsExact(Ray3d ray, Obb3d box) {
        return SlabExactKernel.obb(Objects.requireNonNull(ray, "ray"), Objects.requireNonNull(box, "box"));
    }

    /**
     * The half-width of the band around "touching" outside which hit-or-miss is exact:
     * {@link #BAND_RELATIVE} times {@code max(|cx - ox|, |cy - oy|, |cz - oz|) + hx + hy + hz}. See
     * the class comment for the contract and docs/precision.md for the derivation.
     *
     * @param ray the ray
     * @param box the box
     * @return the band's half-width in world units
     */
    public static double boundaryBand(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double far = Math.max(Math.max(Math.abs(box.centerX() - ray.ox), Math.abs(box.centerY() - ray.oy)),
                Math.abs(box.centerZ() - ray.oz));
        return BAND_RELATIVE * (far + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ());
    }

    // ------------------------------------------------------------------------------------ Aabb3d

    /**
     * The chord of the ray's line through an axis-aligned box, if it reaches {@code t >= 0}; faces
     * are named by world axis ({@code NEG_X} is {@code x = minX}). Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public static boolean intersect(Ray3d ray, Aabb3d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.chordReachesRay(
                SlabKernel.aabb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box, -INF, INF, dest),
                dest);
    }

    /**
     * The part of the ray's line with {@code t} in {@code [tMin, tMax]} that lies in an axis-aligned
     * box. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param tMin the start of the range, may be {@code -infinity}
     * @param tMax the end of the range, may be {@code +infinity}
     * @param dest overwritten with the hit, or with the miss state
     * @return true if some {@code t} in the range puts the ray's point in the box
     * @throws IllegalArgumentException if a bound is NaN or {@code tMin > tMax}
     */
    public static boolean intersect(Ray3d ray, Aabb3d box, double tMin, double tMax, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        RayChecks.range(tMin, tMax);
        return SlabKernel.aabb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box, tMin, tMax, dest);
    }

    /**
     * The first point of the ray in an axis-aligned box, {@code tMin >= 0}; see
     * {@link #firstHit(Ray3d, Obb3d, MutableRayHit)}. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public static boolean firstHit(Ray3d ray, Aabb3d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.aabb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box, 0, INF, dest);
    }

    /**
     * The chord of the ray's line through an axis-aligned box, if it reaches {@code t >= 0}.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the hit, or null if the ray misses
     */
    public static @Nullable RayHit intersect(Ray3d ray, Aabb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return intersect(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * The first point of the ray in an axis-aligned box.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the hit with {@code tMin >= 0}, or null if the ray misses
     */
    public static @Nullable RayHit firstHit(Ray3d ray, Aabb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return firstHit(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * Whether the ray hits an axis-aligned box. Allocates nothing.
     *
     * @param ray the ray
     * @param box the closed box
     * @return true if some {@code t >= 0} puts the ray's point in the box
     */
    public static boolean intersects(Ray3d ray, Aabb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return SlabKernel.aabbHits(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold(ray), box);
    }

    /**
     * Whether the ray hits an axis-aligned box, exactly; see {@link #intersectsExact(Ray3d, Obb3d)}.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the exact answer
     */
    public static boolean intersectsExact(Ray3d ray, Aabb3d box) {
        return SlabExactKernel.aabb(Objects.requireNonNull(ray, "ray"), Objects.requireNonNull(box, "box"));
    }

    /**
     * The boundary band for an axis-aligned box: {@link #BAND_RELATIVE} times the largest distance
     * from the origin to the centre along a world axis plus the three half-extents.
     *
     * @param ray the ray
     * @param box the box
     * @return the band's half-width in world units
     */
    public static double boundaryBand(Ray3d ray, Aabb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double far = Math.max(Math.max(Math.abs(box.centerX() - ray.ox), Math.abs(box.centerY() - ray.oy)),
                Math.abs(box.centerZ() - ray.oz));
        return BAND_RELATIVE * (far + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ());
    }

    // ------------------------------------------------------------------------------------ Obb2d

    /**
     * The chord of a 2D ray's line through a box, if it reaches {@code t >= 0}; the faces are the
     * box's edges, {@code NEG_X} to {@code POS_Y}. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public static boolean intersect(Ray2d ray, Obb2d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.chordReachesRay(SlabKernel.obb2(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box, -INF,
                INF, dest), dest);
    }

    /**
     * The part of a 2D ray's line with {@code t} in {@code [tMin, tMax]} that lies in a box.
     * Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param tMin the start of the range, may be {@code -infinity}
     * @param tMax the end of the range, may be {@code +infinity}
     * @param dest overwritten with the hit, or with the miss state
     * @return true if some {@code t} in the range puts the ray's point in the box
     * @throws IllegalArgumentException if a bound is NaN or {@code tMin > tMax}
     */
    public static boolean intersect(Ray2d ray, Obb2d box, double tMin, double tMax, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        RayChecks.range(tMin, tMax);
        return SlabKernel.obb2(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box, tMin, tMax, dest);
    }

    /**
     * The first point of a 2D ray in a box, {@code tMin >= 0}. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public static boolean firstHit(Ray2d ray, Obb2d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.obb2(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box, 0, INF, dest);
    }

    /**
     * The chord of a 2D ray's line through a box, if it reaches {@code t >= 0}.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the hit, or null if the ray misses
     */
    public static @Nullable RayHit intersect(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return intersect(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * The first point of a 2D ray in a box.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the hit with {@code tMin >= 0}, or null if the ray misses
     */
    public static @Nullable RayHit firstHit(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return firstHit(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * Whether a 2D ray hits a box. Allocates nothing.
     *
     * @param ray the ray
     * @param box the closed box
     * @return true if some {@code t >= 0} puts the ray's point in the box
     */
    public static boolean intersects(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return SlabKernel.obb2Hits(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box);
    }

    /**
     * Whether a 2D ray hits a box (its stored axes' parallelogram) exactly; see {@link #intersectsExact(Ray3d, Obb3d)}.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the exact answer
     */
    public static boolean intersectsExact(Ray2d ray, Obb2d box) {
        return SlabExactKernel.obb2(Objects.requireNonNull(ray, "ray"), Objects.requireNonNull(box, "box"));
    }

    /**
     * The boundary band of a 2D ray and box: {@link #BAND_RELATIVE} times
     * {@code max(|cx - ox|, |cy - oy|) + hx + hy}.
     *
     * @param ray the ray
     * @param box the box
     * @return the band's half-width in world units
     */
    public static double boundaryBand(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double far = Math.max(Math.abs(box.centerX() - ray.ox), Math.abs(box.centerY() - ray.oy));
        return BAND_RELATIVE * (far + box.halfExtentX() + box.halfExtentY());
    }

    // ------------------------------------------------------------------------------------ Aabb2d

    /**
     * The chord of a 2D ray's line through an axis-aligned rectangle, if it reaches {@code t >= 0}.
     * Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed rectangle
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the rectangle
     */
    public static boolean intersect(Ray2d ray, Aabb2d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.chordReachesRay(SlabKernel.aabb2(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box.minX(),
                box.minY(), box.maxX(), box.maxY(), -INF, INF, dest), dest);
    }

    /**
     * The part of a 2D ray's line with {@code t} in {@code [tMin, tMax]} that lies in an axis-aligned
     * rectangle. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed rectangle
     * @param tMin the start of the range, may be {@code -infinity}
     * @param tMax the end of the range, may be {@code +infinity}
     * @param dest overwritten with the hit, or with the miss state
     * @return true if some {@code t} in the range puts the ray's point in the rectangle
     * @throws IllegalArgumentException if a bound is NaN or {@code tMin > tMax}
     */
    public static boolean intersect(Ray2d ray, Aabb2d box, double tMin, double tMax, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        RayChecks.range(tMin, tMax);
        return SlabKernel.aabb2(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box.minX(), box.minY(), box.maxX(),
                box.maxY(), tMin, tMax, dest);
    }

    /**
     * The first point of a 2D ray in an axis-aligned rectangle, {@code tMin >= 0}. Allocates nothing.
     *
     * @param ray  the ray
     * @param box  the closed rectangle
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the rectangle
     */
    public static boolean firstHit(Ray2d ray, Aabb2d box, MutableRayHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.aabb2(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box.minX(), box.minY(), box.maxX(),
                box.maxY(), 0, INF, dest);
    }

    /**
     * The chord of a 2D ray's line through an axis-aligned rectangle, if it reaches {@code t >= 0}.
     *
     * @param ray the ray
     * @param box the closed rectangle
     * @return the hit, or null if the ray misses
     */
    public static @Nullable RayHit intersect(Ray2d ray, Aabb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return intersect(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * The first point of a 2D ray in an axis-aligned rectangle.
     *
     * @param ray the ray
     * @param box the closed rectangle
     * @return the hit with {@code tMin >= 0}, or null if the ray misses
     */
    public static @Nullable RayHit firstHit(Ray2d ray, Aabb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        MutableRayHit s = new MutableRayHit();
        return firstHit(ray, box, s) ? s.toRayHit() : null;
    }

    /**
     * Whether a 2D ray hits an axis-aligned rectangle. Allocates nothing.
     *
     * @param ray the ray
     * @param box the closed rectangle
     * @return true if some {@code t >= 0} puts the ray's point in the rectangle
     */
    public static boolean intersects(Ray2d ray, Aabb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return SlabKernel.aabb2Hits(ray.ox, ray.oy, ray.dx, ray.dy, threshold(ray), box.minX(), box.minY(),
                box.maxX(), box.maxY());
    }

    /**
     * Whether a 2D ray hits an axis-aligned rectangle, exactly; see {@link #intersectsExact(Ray3d, Obb3d)}.
     *
     * @param ray the ray
     * @param box the closed rectangle
     * @return the exact answer
     */
    public static boolean intersectsExact(Ray2d ray, Aabb2d box) {
        return SlabExactKernel.aabb2(Objects.requireNonNull(ray, "ray"), Objects.requireNonNull(box, "box"));
    }

    /**
     * The boundary band of a 2D ray and an axis-aligned rectangle.
     *
     * @param ray the ray
     * @param box the rectangle
     * @return the band's half-width in world units
     */
    public static double boundaryBand(Ray2d ray, Aabb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double far = Math.max(Math.abs(box.centerX() - ray.ox), Math.abs(box.centerY() - ray.oy));
        return BAND_RELATIVE * (far + box.halfExtentX() + box.halfExtentY());
    }
}
