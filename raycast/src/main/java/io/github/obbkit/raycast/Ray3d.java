package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Vector3d;
import org.joml.Vector3dc;
import org.joml.Vector3fc;
import org.jspecify.annotations.Nullable;

/**
 * An immutable 3D ray: the points {@code origin + t * direction} for {@code t >= 0}.
 *
 * <p><b>The parameter t is in units of the direction's length.</b> The direction is kept exactly as
 * given, never normalised, so {@code t = 1} is the point {@code origin + direction} and the distance
 * from the origin to the point at {@code t} is {@code t * |direction|}. A ray built with
 * {@link #through} from {@code a} to {@code b} reaches {@code b} at {@code t = 1}; a ray from
 * an {@link Unprojector} reaches the far plane at {@code t = 1}. Call {@link #withUnitDirection()} when
 * {@code t} should be a distance. Every routine of this package follows this convention.
 *
 * <p>Instances are made by validating factories and never keep a caller's JOML object. NaN or
 * infinite components, a zero direction, or a direction so short that it has lost precision (length
 * below {@link Double#MIN_NORMAL}) or so long that its length overflows are rejected with an
 * {@link IllegalArgumentException} that names the argument and its value. {@code -0.0} is stored as
 * {@code 0.0}. {@link #equals(Object)} is exact; {@link #toString()} prints Java source that recreates
 * the ray bit for bit.
 */
public final class Ray3d {
    final double ox;
    final double oy;
    final double oz;
    final double dx;
    final double dy;
    final double dz;
    /** {@code |direction|}, computed once: the slab test's parallel threshold is relative to it. */
    final double length;

    private Ray3d(double ox, double oy, double oz, double dx, double dy, double dz, double length) {
        this.ox = ox + 0.0;
        this.oy = oy + 0.0;
        this.oz = oz + 0.0;
        this.dx = dx + 0.0;
        this.dy = dy + 0.0;
        this.dz = dz + 0.0;
        this.length = length;
    }

    /**
     * Creates the ray {@code origin + t * direction}, {@code t >= 0}.
     *
     * @param originX    the origin's x
     * @param originY    the origin's y
     * @param originZ    the origin's z
     * @param directionX the direction's x
     * @param directionY the direction's y
     * @param directionZ the direction's z
     * @return the ray
     * @throws IllegalArgumentException if a component is NaN or infinite, or the direction is zero,
     *                                  shorter than {@link Double#MIN_NORMAL} or of overflowing length
     */
    public static Ray3d of(double originX, double originY, double originZ,
                           double directionX, double directionY, double directionZ) {
        double x = Checks.withinReach("originX", originX);
        double y = Checks.withinReach("originY", originY);
        double z = Checks.withinReach("originZ", originZ);
        double a = Checks.finite("directionX", directionX);
        double b = Checks.finite("directionY", directionY);
        double c = Checks.finite("directionZ", directionZ);
        return new Ray3d(x, y, z, a, b, c, directionLength(a, b, c));
    }

    /** The length a ray of this direction stores, after the checks {@link #of} makes of it. */
    static double directionLength(double a, double b, double c) {
        double length = Checks.length(a, b, c);
        if (length == 0) {
            throw new IllegalArgumentException("direction must be non-zero, was (" + a + ", " + b + ", " + c + ")");
        }
        if (length < Double.MIN_NORMAL) {
            throw new IllegalArgumentException("direction must have a length of at least Double.MIN_NORMAL, was ("
                    + a + ", " + b + ", " + c + ") of length " + length);
        }
        if (!Double.isFinite(length)) {
            throw new IllegalArgumentException("direction must have a finite length, was (" + a + ", " + b + ", "
                    + c + ")");
        }
        return length;
    }

    /**
     * Creates a ray from JOML vectors (copied).
     *
     * @param origin    the origin
     * @param direction the direction, not normalised by this call
     * @return the ray
     * @throws IllegalArgumentException as {@link #of(double, double, double, double, double, double)}
     */
    public static Ray3d of(Vector3dc origin, Vector3dc direction) {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(direction, "direction");
        return of(origin.x(), origin.y(), origin.z(), direction.x(), direction.y(), direction.z());
    }

    /**
     * Creates a ray from single-precision JOML vectors (copied into double).
     *
     * @param origin    the origin
     * @param direction the direction, not normalised by this call
     * @return the ray
     * @throws IllegalArgumentException as {@link #of(double, double, double, double, double, double)}
     */
    public static Ray3d of(Vector3fc origin, Vector3fc direction) {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(direction, "direction");
        return of(origin.x(), origin.y(), origin.z(), direction.x(), direction.y(), direction.z());
    }

    /**
     * Creates the ray from {@code from} through {@code to}: its direction is {@code to - from}, so it
     * reaches {@code to} at {@code t = 1}, and a hit at {@code t <= 1} lies on the segment.
     *
     * @param fromX the origin's x
     * @param fromY the origin's y
     * @param fromZ the origin's z
     * @param toX   the x of the point reached at {@code t = 1}
     * @param toY   the y of the point reached at {@code t = 1}
     * @param toZ   the z of the point reached at {@code t = 1}
     * @return the ray
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, the points coincide, or
     *                                  their difference overflows
     */
    public static Ray3d through(double fromX, double fromY, double fromZ, double toX, double toY, double toZ) {
        double length = throughLength(fromX, fromY, fromZ, toX, toY, toZ);
        double x = fromX + 0.0;
        double y = fromY + 0.0;
        double z = fromZ + 0.0;
        return new Ray3d(x, y, z, toX - x, toY - y, toZ - z, length);
    }

    /**
     * Checks two points as {@link #through(double, double, double, double, double, double)} does and
     * returns the length of {@code to - from}: so that a caller writing a ray's numbers into vectors
     * ({@link Unprojector}) refuses exactly what {@code through} refuses, without making a ray.
     */
    static double throughLength(double fromX, double fromY, double fromZ, double toX, double toY, double toZ) {
        double x = Checks.withinReach("fromX", fromX);
        double y = Checks.withinReach("fromY", fromY);
        double z = Checks.withinReach("fromZ", fromZ);
        Checks.withinReach("toX", toX);
        Checks.withinReach("toY", toY);
        Checks.withinReach("toZ", toZ);
        double a = toX - x;
        double b = toY - y;
        double c = toZ - z;
        if (!(Double.isFinite(a) && Double.isFinite(b) && Double.isFinite(c))) {
            throw new IllegalArgumentException("to - from must be finite, was (" + a + ", " + b + ", " + c + ")");
        }
        if (a == 0 && b == 0 && c == 0) {
            throw new IllegalArgumentException("from and to must differ, were both (" + fromX + ", " + fromY + ", "
                    + fromZ + ")");
        }
        return directionLength(a, b, c);
    }

    /**
     * Creates the ray from {@code from} through {@code to} (copied); see
     * {@link #through(double, double, double, double, double, double)}.
     *
     * @param from the origin
     * @param to   the point reached at {@code t = 1}
     * @return the ray
     * @throws IllegalArgumentException as {@link #through(double, double, double, double, double, double)}
     */
    public static Ray3d through(Vector3dc from, Vector3dc to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        return through(from.x(), from.y(), from.z(), to.x(), to.y(), to.z());
    }

    /**
     * The origin's x.
     *
     * @return the origin's x
     */
    public double originX() {
        return ox;
    }

    /**
     * The origin's y.
     *
     * @return the origin's y
     */
    public double originY() {
        return oy;
    }

    /**
     * The origin's z.
     *
     * @return the origin's z
     */
    public double originZ() {
        return oz;
    }

    /**
     * The direction's x, as given.
     *
     * @return the direction's x
     */
    public double directionX() {
        return dx;
    }

    /**
     * The direction's y, as given.
     *
     * @return the direction's y
     */
    public double directionY() {
        return dy;
    }

    /**
     * The direction's z, as given.
     *
     * @return the direction's z
     */
    public double directionZ() {
        return dz;
    }

    /**
     * The direction's Euclidean length: the distance covered per unit of {@code t}.
     *
     * @return {@code |direction|}, positive and finite
     */
    public double directionLength() {
        return length;
    }

    /**
     * Writes the origin into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector3d origin(Vector3d dest) {
        Objects.requireNonNull(dest, "dest");
        return dest.set(ox, oy, oz);
    }

    /**
     * Writes the direction, as given, into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector3d direction(Vector3d dest) {
        Objects.requireNonNull(dest, "dest");
        return dest.set(dx, dy, dz);
    }

    /**
     * Writes the point {@code origin + t * direction} into {@code dest}; {@code t} is in units of the
     * direction's length and may be negative (behind the origin). The point is always finite: a
     * {@code t} that is not, or one whose point overflows, is rejected and {@code dest} left as it was.
     *
     * @param t    the parameter
     * @param dest the vector to overwrite
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code t} is NaN or infinite, or the point overflows
     */
    public Vector3d pointAt(double t, Vector3d dest) {
        Objects.requireNonNull(dest, "dest");
        Checks.finite("t", t);
        double x = ox + t * dx;
        double y = oy + t * dy;
        double z = oz + t * dz;
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(z)) {
            throw new IllegalArgumentException("pointAt(t) must be finite, was (" + x + ", " + y + ", " + z
                    + ") at t=" + t);
        }
        return dest.set(x, y, z);
    }

    /**
     * Returns the same ray with its direction scaled to unit length, so that {@code t} becomes the
     * distance from the origin. The result's {@code t} is this ray's {@code t} times
     * {@link #directionLength()}.
     *
     * @return the ray with a unit direction
     */
    public Ray3d withUnitDirection() {
        double a = dx / length;
        double b = dy / length;
        double c = dz / length;
        return new Ray3d(ox, oy, oz, a, b, c, Checks.length(a, b, c));
    }

    /**
     * Compares with another ray component by component.
     *
     * @param other     the other ray
     * @param tolerance the largest absolute difference allowed per component, at least 0
     * @return true if every origin and direction component differs by at most {@code tolerance}
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(Ray3d other, double tolerance) {
        Objects.requireNonNull(other, "other");
        if (!(Checks.finite("tolerance", tolerance) >= 0)) {
            throw new IllegalArgumentException("tolerance must be >= 0, was " + tolerance);
        }
        return Math.abs(ox - other.ox) <= tolerance && Math.abs(oy - other.oy) <= tolerance
                && Math.abs(oz - other.oz) <= tolerance && Math.abs(dx - other.dx) <= tolerance
                && Math.abs(dy - other.dy) <= tolerance && Math.abs(dz - other.dz) <= tolerance;
    }

    /**
     * Exact equality of origin and direction.
     *
     * @param o the other object
     * @return true if {@code o} is a {@code Ray3d} with bit-identical components
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Ray3d r
                && Double.doubleToLongBits(ox) == Double.doubleToLongBits(r.ox)
                && Double.doubleToLongBits(oy) == Double.doubleToLongBits(r.oy)
                && Double.doubleToLongBits(oz) == Double.doubleToLongBits(r.oz)
                && Double.doubleToLongBits(dx) == Double.doubleToLongBits(r.dx)
                && Double.doubleToLongBits(dy) == Double.doubleToLongBits(r.dy)
                && Double.doubleToLongBits(dz) == Double.doubleToLongBits(r.dz);
    }

    /**
     * A hash consistent with the exact {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        int h = Double.hashCode(ox);
        h = 31 * h + Double.hashCode(oy);
        h = 31 * h + Double.hashCode(oz);
        h = 31 * h + Double.hashCode(dx);
        h = 31 * h + Double.hashCode(dy);
        return 31 * h + Double.hashCode(dz);
    }

    /**
     * Java source that recreates this ray bit for bit, ready to paste into a test.
     *
     * @return {@code Ray3d.of(ox, oy, oz, dx, dy, dz)}
     */
    @Override
    public String toString() {
        return "Ray3d.of(" + ox + ", " + oy + ", " + oz + ", " + dx + ", " + dy + ", " + dz + ")";
    }
}
