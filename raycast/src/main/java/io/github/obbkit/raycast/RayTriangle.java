package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Vector3dc;

/**
 * A ray against one triangle, watertight: the test of Woop, Benthin and Wald, "Watertight
 * Ray/Triangle Intersection", JCGT 2(1), 2013, with the edge functions' signs made exact in
 * {@code double} (where the paper falls back from {@code float} to {@code double}; see the project's
 * {@code docs/precision.md}).
 *
 * <p><b>Contract.</b> The ray is {@code o + t d}, {@code t} in units of {@code |d|}; a triangle is
 * closed and two-sided (no back-face culling). A ray through a triangle's edge or vertex hits it, so a
 * ray through an edge or vertex that triangles share hits every one of them (nearest-hit searches
 * break the tie by index): no ray slips between the triangles of a closed mesh. A triangle seen
 * exactly edge-on, or degenerate (its vertices on a line), is never hit. Where the ray passes farther
 * than {@link #boundaryBand} from every edge of the triangle, and reaches the triangle's plane farther
 * than it from its origin, hit or miss is that of exact arithmetic on the given doubles.
 *
 * <p><b>Numbers.</b> The watertight guarantee needs the edge functions' products neither to overflow
 * nor to fall below the normal range: every component of {@code vertex - origin} at most
 * {@link #MAX_COORDINATE} in magnitude. Beyond it the answers are never NaN, but a ray may then miss at
 * a shared edge. No allocation; bad arguments throw {@link IllegalArgumentException} naming the
 * argument and its value.
 */
public final class RayTriangle {
    /**
     * The half-width of the boundary band, relative to {@link #boundaryBand}'s scale: outside it hit
     * or miss is exact. Derived in {@code docs/precision.md}.
     */
    public static final double BAND_RELATIVE = 1e-12;

    /**
     * The largest magnitude of a component of {@code vertex - origin} for which the watertight
     * guarantee holds: {@code 2^500}, so that the edge functions' products stay finite.
     */
    public static final double MAX_COORDINATE = 0x1p500;

    private RayTriangle() {
    }

    /**
     * Intersects a ray with the triangle {@code (a, b, c)} over {@code t >= 0}.
     *
     * @param ray  the ray
     * @param a    the first vertex
     * @param b    the second vertex
     * @param c    the third vertex
     * @param dest overwritten with {@code t} and the barycentric weights, or with the miss state
     * @return true if the ray hits the triangle
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@code MAX_REACH = 1e300}
     */
    public static boolean intersect(Ray3d ray, Vector3dc a, Vector3dc b, Vector3dc c, MutableTriangleHit dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(c, "c");
        return intersect(ray, a.x(), a.y(), a.z(), b.x(), b.y(), b.z(), c.x(), c.y(), c.z(), 0,
                Double.POSITIVE_INFINITY, dest);
    }

    /**
     * Intersects a ray with the triangle {@code (a, b, c)} over {@code t >= 0}.
     *
     * @param ray  the ray
     * @param ax   the first vertex's x
     * @param ay   the first vertex's y
     * @param az   the first vertex's z
     * @param bx   the second vertex's x
     * @param by   the second vertex's y
     * @param bz   the second vertex's z
     * @param cx   the third vertex's x
     * @param cy   the third vertex's y
     * @param cz   the third vertex's z
     * @param dest overwritten with {@code t} and the barycentric weights, or with the miss state
     * @return true if the ray hits the triangle
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@code MAX_REACH = 1e300}
     */
    public static boolean intersect(Ray3d ray, double ax, double ay, double az, double bx, double by, double bz,
                                    double cx, double cy, double cz, MutableTriangleHit dest) {
        return intersect(ray, ax, ay, az, bx, by, bz, cx, cy, cz, 0, Double.POSITIVE_INFINITY, dest);
    }

    /**
     * Intersects a ray with the triangle {@code (a, b, c)} over the closed range {@code [tMin, tMax]}
     * of the ray's parameter.
     *
     * @param ray  the ray
     * @param ax   the first vertex's x
     * @param ay   the first vertex's y
     * @param az   the first vertex's z
     * @param bx   the second vertex's x
     * @param by   the second vertex's y
     * @param bz   the second vertex's z
     * @param cx   the third vertex's x
     * @param cy   the third vertex's y
     * @param cz   the third vertex's z
     * @param tMin the range's lower end; may be negative (the line behind the origin) or infinite
     * @param tMax the range's upper end, at least {@code tMin}; may be infinite
     * @param dest overwritten with {@code t} and the barycentric weights, or with the miss state
     * @return true if the ray hits the triangle at a {@code t} in range
     * @throws IllegalArgumentException if a coordinate is NaN, infinite or beyond 1e300, an end of the range is NaN,
     *                                  or {@code tMin > tMax}
     */
    public static boolean intersect(Ray3d ray, double ax, double ay, double az, double bx, double by, double bz,
                                    double cx, double cy, double cz, double tMin, double tMax,
                                    MutableTriangleHit dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(dest, "dest");
        checkVertices(ax, ay, az, bx, by, bz, cx, cy, cz);
        RayChecks.range(tMin, tMax);
        return TriangleKernel.intersect(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ax, ay, az, bx, by, bz,
                cx, cy, cz, tMin, tMax, dest);
    }

    /** Literal names, not concatenated ones: the check must not allocate on the hot path. */
    private static void checkVertices(double ax, double ay, double az, double bx, double by, double bz, double cx,
                                      double cy, double cz) {
        Checks.withinReach("ax", ax);
        Checks.withinReach("ay", ay);
        Checks.withinReach("az", az);
        Checks.withinReach("bx", bx);
        Checks.withinReach("by", by);
        Checks.withinReach("bz", bz);
        Checks.withinReach("cx", cx);
        Checks.withinReach("cy", cy);
        Checks.withinReach("cz", cz);
    }

    /**
     * The half-width of the boundary band of a ray and a triangle: {@link #BAND_RELATIVE} times the
     * scale {@code S}, the largest magnitude of a component of {@code vertex - origin} over the three
     * vertices.
     *
     * @param ray the ray
     * @param ax  the first vertex's x
     * @param ay  the first vertex's y
     * @param az  the first vertex's z
     * @param bx  the second vertex's x
     * @param by  the second vertex's y
     * @param bz  the second vertex's z
     * @param cx  the third vertex's x
     * @param cy  the third vertex's y
     * @param cz  the third vertex's z
     * @return the band's half-width, in world units
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@code MAX_REACH = 1e300}
     */
    public static double boundaryBand(Ray3d ray, double ax, double ay, double az, double bx, double by, double bz,
                                      double cx, double cy, double cz) {
        Objects.requireNonNull(ray, "ray");
        checkVertices(ax, ay, az, bx, by, bz, cx, cy, cz);
        double s = Math.max(Math.max(Math.abs(ax - ray.ox), Math.abs(ay - ray.oy)), Math.abs(az - ray.oz));
        s = Math.max(s, Math.max(Math.max(Math.abs(bx - ray.ox), Math.abs(by - ray.oy)), Math.abs(bz - ray.oz)));
        s = Math.max(s, Math.max(Math.max(Math.abs(cx - ray.ox), Math.abs(cy - ray.oy)), Math.abs(cz - ray.oz)));
        return BAND_RELATIVE * s;
    }
}
