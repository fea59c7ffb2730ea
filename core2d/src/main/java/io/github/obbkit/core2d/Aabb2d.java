package io.github.obbkit.core2d;

import io.github.obbkit.core2d.internal.Checks;
import java.util.Objects;
import org.joml.Vector2dc;
import org.joml.Vector2fc;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, closed axis-aligned rectangle {@code [minX, maxX] x [minY, maxY]}.
 *
 * <p>Zero width or height (a segment or a point) is allowed. Boxes are closed: rectangles that
 * touch along an edge or at a corner intersect, and a point on the boundary is contained. No
 * tolerance is applied anywhere in this class; comparisons are exact on the stored doubles.
 *
 * <p>Equality is exact ({@code -0.0} is stored as {@code 0.0}, so it does not split equal boxes);
 * use {@link #isCloseTo(Aabb2d, double)} for approximate comparison.
 */
public final class Aabb2d {
    final double minX;
    final double minY;
    final double maxX;
    final double maxY;

    private Aabb2d(double minX, double minY, double maxX, double maxY) {
        this.minX = minX;
        this.minY = minY;
        this.maxX = maxX;
        this.maxY = maxY;
    }

    /**
     * Creates the rectangle {@code [minX, maxX] x [minY, maxY]}.
     *
     * @param minX smallest x
     * @param minY smallest y
     * @param maxX largest x, at least {@code minX}
     * @param maxY largest y, at least {@code minY}
     * @return the rectangle
     * @throws IllegalArgumentException if a value is NaN or infinite, or a minimum exceeds its maximum
     */
    public static Aabb2d of(double minX, double minY, double maxX, double maxY) {
        double x0 = Checks.withinReach("minX", minX);
        double y0 = Checks.withinReach("minY", minY);
        double x1 = Checks.withinReach("maxX", maxX);
        double y1 = Checks.withinReach("maxY", maxY);
        if (x0 > x1) {
            throw new IllegalArgumentException("minX must be <= maxX, was minX=" + minX + " maxX=" + maxX);
        }
        if (y0 > y1) {
            throw new IllegalArgumentException("minY must be <= maxY, was minY=" + minY + " maxY=" + maxY);
        }
        return new Aabb2d(x0, y0, x1, y1);
    }

    /**
     * Creates the rectangle spanned by two corners.
     *
     * @param min the smallest corner
     * @param max the largest corner
     * @return the rectangle
     * @throws IllegalArgumentException as {@link #of(double, double, double, double)}
     */
    public static Aabb2d of(Vector2dc min, Vector2dc max) {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        return of(min.x(), min.y(), max.x(), max.y());
    }

    /**
     * Creates the rectangle spanned by two single-precision corners.
     *
     * @param min the smallest corner
     * @param max the largest corner
     * @return the rectangle
     * @throws IllegalArgumentException as {@link #of(double, double, double, double)}
     */
    public static Aabb2d of(Vector2fc min, Vector2fc max) {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        return of(min.x(), min.y(), max.x(), max.y());
    }

    /**
     * Creates the rectangle with the given centre and half-extents.
     *
     * @param centerX    centre x
     * @param centerY    centre y
     * @param halfExtentX half the width, at least 0
     * @param halfExtentY half the height, at least 0
     * @return the rectangle {@code [cx - ex, cx + ex] x [cy - ey, cy + ey]}
     * @throws IllegalArgumentException if a value is NaN or infinite, or an extent is negative
     */
    public static Aabb2d fromCenter(double centerX, double centerY, double halfExtentX, double halfExtentY) {
        double cx = Checks.finite("centerX", centerX);
        double cy = Checks.finite("centerY", centerY);
        double ex = Checks.nonNegative("halfExtentX", halfExtentX);
        double ey = Checks.nonNegative("halfExtentY", halfExtentY);
        return of(cx - ex, cy - ey, cx + ex, cy + ey);
    }

    /** {@return the smallest x} */
    public double minX() {
        return minX;
    }

    /** {@return the smallest y} */
    public double minY() {
        return minY;
    }

    /** {@return the largest x} */
    public double maxX() {
        return maxX;
    }

    /** {@return the largest y} */
    public double maxY() {
        return maxY;
    }

    /**
     * The centre's x.
     *
     * @return the centre's x, {@code (minX + maxX) / 2}
     */
    public double centerX() {
        return 0.5 * minX + 0.5 * maxX;
    }

    /**
     * The centre's y.
     *
     * @return the centre's y, {@code (minY + maxY) / 2}
     */
    public double centerY() {
        return 0.5 * minY + 0.5 * maxY;
    }

    /**
     * Half the width.
     *
     * @return half the width, {@code maxX / 2 - minX / 2} (halved first, so it cannot overflow)
     */
    public double halfExtentX() {
        return 0.5 * maxX - 0.5 * minX;
    }

    /**
     * Half the height.
     *
     * @return half the height, {@code maxY / 2 - minY / 2} (halved first, so it cannot overflow)
     */
    public double halfExtentY() {
        return 0.5 * maxY - 0.5 * minY;
    }

    /**
     * Tests whether two closed rectangles share at least one point; touching counts.
     *
     * @param other the other rectangle
     * @return true if they intersect
     */
    public boolean intersects(Aabb2d other) {
        Objects.requireNonNull(other, "other");
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY;
    }

    /**
     * Tests whether a point lies in this closed rectangle (on the boundary counts).
     *
     * @param x the point's x
     * @param y the point's y
     * @return true if {@code minX <= x <= maxX} and {@code minY <= y <= maxY}
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(double x, double y) {
        Checks.withinReach("x", x);
        Checks.withinReach("y", y);
        return minX <= x && x <= maxX && minY <= y && y <= maxY;
    }

    /**
     * Tests whether a point lies in this closed rectangle; Kotlin reads it as {@code p in box}.
     *
     * @param point the point
     * @return true if the point is inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(Vector2dc point) {
        Objects.requireNonNull(point, "point");
        return contains(point.x(), point.y());
    }

    /**
     * Tests whether a single-precision point lies in this closed rectangle; Kotlin reads it as
     * {@code p in box}.
     *
     * @param point the point
     * @return true if the point is inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(Vector2fc point) {
        Objects.requireNonNull(point, "point");
        return contains(point.x(), point.y());
    }

    /**
     * Tests whether another rectangle lies entirely in this one (shared boundaries count); Kotlin
     * reads it as {@code other in box}.
     *
     * @param other the other rectangle
     * @return true if every point of {@code other} is in this rectangle
     */
    public boolean contains(Aabb2d other) {
        Objects.requireNonNull(other, "other");
        return minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY;
    }

    /**
     * Returns the smallest rectangle containing both.
     *
     * @param other the other rectangle
     * @return the union's bounds
     */
    public Aabb2d union(Aabb2d other) {
        Objects.requireNonNull(other, "other");
        return new Aabb2d(Math.min(minX, other.minX), Math.min(minY, other.minY),
                Math.max(maxX, other.maxX), Math.max(maxY, other.maxY));
    }

    /**
     * Compares with another rectangle coordinate by coordinate.
     *
     * @param other     the other rectangle
     * @param tolerance the largest absolute difference allowed per coordinate, at least 0
     * @return true if every bound differs by at most {@code tolerance}
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(Aabb2d other, double tolerance) {
        Objects.requireNonNull(other, "other");
        Checks.nonNegative("tolerance", tolerance);
        return Math.abs(minX - other.minX) <= tolerance && Math.abs(minY - other.minY) <= tolerance
                && Math.abs(maxX - other.maxX) <= tolerance && Math.abs(maxY - other.maxY) <= tolerance;
    }

    /**
     * Exact equality of the four bounds.
     *
     * @param o the other object
     * @return true if {@code o} is an {@code Aabb2d} with bit-identical bounds
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Aabb2d b
                && Double.doubleToLongBits(minX) == Double.doubleToLongBits(b.minX)
                && Double.doubleToLongBits(minY) == Double.doubleToLongBits(b.minY)
                && Double.doubleToLongBits(maxX) == Double.doubleToLongBits(b.maxX)
                && Double.doubleToLongBits(maxY) == Double.doubleToLongBits(b.maxY);
    }

    @Override
    public int hashCode() {
        int h = Double.hashCode(minX);
        h = 31 * h + Double.hashCode(minY);
        h = 31 * h + Double.hashCode(maxX);
        return 31 * h + Double.hashCode(maxY);
    }

    /** @return Java source that recreates this rectangle exactly */
    @Override
    public String toString() {
        return "Aabb2d.of(" + minX + ", " + minY + ", " + maxX + ", " + maxY + ")";
    }
}
