package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Vector2d;
import org.joml.Vector2dc;
import org.joml.Vector2fc;
import org.jspecify.annotations.Nullable;

/**
 * An immutable 2D ray: the points {@code origin + t * direction} for {@code t >= 0}.
 *
 * <p>As for {@link Ray3d}, <b>t is in units of the direction's length</b>: the direction is kept as
 * given, never normalised, so the distance from the origin to the point at {@code t} is
 * {@code t * |direction|}; {@link #withUnitDirection()} makes {@code t} a distance.
 *
 * <p>Instances are made by validating factories and never keep a caller's JOML object. NaN or
 * infinite components, a zero direction, or a direction shorter than {@link Double#MIN_NORMAL} or of
 * overflowing length are rejected with an {@link IllegalArgumentException} that names the argument
 * and its value. {@code -0.0} is stored as {@code 0.0}. {@link #equals(Object)} is exact;
 * {@link #toString()} prints Java source that recreates the ray bit for bit.
 */
public final class Ray2d {
    final double ox;
    final double oy;
    final double dx;
    final double dy;
    /** {@code |direction|}, computed once: the slab test's parallel threshold is relative to it. */
    final double length;

    private Ray2d(double ox, double oy, double dx, double dy, double length) {
        this.ox = ox + 0.0;
        this.oy = oy + 0.0;
        this.dx = dx + 0.0;
        this.dy = dy + 0.0;
        this.length = length;
    }

    /**
     * Creates the ray {@code origin + t * direction}, {@code t >= 0}.
     *
     * @param originX    the origin's x
     * @param originY    the origin's y
     * @param directionX the direction's x
     * @param directionY the direction's y
     * @return the ray
     * @throws IllegalArgumentException if a component is NaN or infinite, or the direction is zero,
     *                                  shorter than {@link Double#MIN_NORMAL} or of overflowing length
     */
    public static Ray2d of(double originX, double originY, double directionX, double directionY) {
        double x = Checks.withinReach("originX", originX);
        double y = Checks.withinReach("originY", originY);
        double a = Checks.finite("directionX", directionX);
        double b = Checks.finite("directionY", directionY);
        return new Ray2d(x, y, a, b, directionLength(a, b));
    }

    private static double directionLength(double a, double b) {
        double length = Checks.length(a, b, 0);
        if (length == 0) {
            throw new IllegalArgumentException("direction must be non-zero, was (" + a + ", " + b + ")");
        }
        if (length < Double.MIN_NORMAL) {
            throw new IllegalArgumentException("direction must have a length of at least Double.MIN_NORMAL, was ("
                    + a + ", " + b + ") of length " + length);
        }
        if (!Double.isFinite(length)) {
            throw new IllegalArgumentException("direction must have a finite length, was (" + a + ", " + b + ")");
        }
        return length;
    }

    /**
     * Creates a ray from JOML vectors (copied).
     *
     * @param origin    the origin
     * @param direction the direction, not normalised by this call
     * @return the ray
     * @throws IllegalArgumentException as {@link #of(double, double, double, double)}
     */
    public static Ray2d of(Vector2dc origin, Vector2dc direction) {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(direction, "direction");
        return of(origin.x(), origin.y(), direction.x(), direction.y());
    }

    /**
     * Creates a ray from single-precision JOML vectors (copied into double).
     *
     * @param origin    the origin
     * @param direction the direction, not normalised by this call
     * @return the ray
     * @throws IllegalArgumentException as {@link #of(double, double, double, double)}
     */
    public static Ray2d of(Vector2fc origin, Vector2fc direction) {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(direction, "direction");
        return of(origin.x(), origin.y(), direction.x(), direction.y());
    }

    /**
     * Creates the ray from {@code from} through {@code to}: its direction is {@code to - from}, so it
     * reaches {@code to} at {@code t = 1}.
     *
     * @param fromX the origin's x
     * @param fromY the origin's y
     * @param toX   the x of the point reached at {@code t = 1}
     * @param toY   the y of the point reached at {@code t = 1}
     * @return the ray
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, the points coincide, or
     *                                  their difference overflows
     */
    public static Ray2d through(double fromX, double fromY, double toX, double toY) {
        double x = Checks.withinReach("fromX", fromX);
        double y = Checks.withinReach("fromY", fromY);
        Checks.withinReach("toX", toX);
        Checks.withinReach("toY", toY);
        double a = toX - x;
        double b = toY - y;
        if (!(Double.isFinite(a) && Double.isFinite(b))) {
            throw new IllegalArgumentException("to - from must be finite, was (" + a + ", " + b + ")");
        }
        if (a == 0 && b == 0) {
            throw new IllegalArgumentException("from and to must differ, were both (" + fromX + ", " + fromY + ")");
        }
        return new Ray2d(x, y, a, b, directionLength(a, b));
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
    public Vector2d origin(Vector2d dest) {
        Objects.requireNonNull(dest, "dest");
        return dest.set(ox, oy);
    }

    /**
     * Writes the direction, as given, into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector2d direction(Vector2d dest) {
        Objects.requireNonNull(dest, "dest");
        return dest.set(dx, dy);
    }

    /**
     * Writes the point {@code origin + t * direction} into {@code dest}. The point is always finite:
     * a {@code t} that is not, or one whose point overflows, is rejected and {@code dest} left as it was.
     *
     * @param t    the parameter, in units of the direction's length
     * @param dest the vector to overwrite
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code t} is NaN or infinite, or the point overflows
     */
    public Vector2d pointAt(double t, Vector2d dest) {
        Objects.requireNonNull(dest, "dest");
        Checks.finite("t", t);
        double x = ox + t * dx;
        double y = oy + t * dy;
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("pointAt(t) must be finite, was (" + x + ", " + y + ") at t=" + t);
        }
        return dest.set(x, y);
    }

    /**
     * Returns the same ray with its direction scaled to unit length, so that {@code t} becomes the
     * distance from the origin.
     *
     * @return the ray with a unit direction
     */
    public Ray2d withUnitDirection() {
        double a = dx / length;
        double b = dy / length;
        return new Ray2d(ox, oy, a, b, Checks.length(a, b, 0));
    }

    /**
     * Exact equality of origin and direction.
     *
     * @param o the other object
     * @return true if {@code o} is a {@code Ray2d} with bit-identical components
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Ray2d r
                && Double.doubleToLongBits(ox) == Double.doubleToLongBits(r.ox)
                && Double.doubleToLongBits(oy) == Double.doubleToLongBits(r.oy)
                && Double.doubleToLongBits(dx) == Double.doubleToLongBits(r.dx)
                && Double.doubleToLongBits(dy) == Double.doubleToLongBits(r.dy);
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
        h = 31 * h + Double.hashCode(dx);
        return 31 * h + Double.hashCode(dy);
    }

    /**
     * Java source that recreates this ray bit for bit, ready to paste into a test.
     *
     * @return {@code Ray2d.of(ox, oy, dx, dy)}
     */
    @Override
    public String toString() {
        return "Ray2d.of(" + ox + ", " + oy + ", " + dx + ", " + dy + ")";
    }
}
