package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Vector3dc;
import org.joml.Vector3fc;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, closed axis-aligned box {@code [minX, maxX] x [minY, maxY] x [minZ, maxZ]}.
 *
 * <p>Zero size along any axis (a rectangle, a segment or a point) is allowed. Boxes are closed:
 * boxes that touch along a face, an edge or at a corner intersect, and a point on the boundary is
 * contained. No tolerance is applied anywhere in this class; comparisons are exact on the stored
 * doubles.
 *
 * <p>Equality is exact ({@code -0.0} is stored as {@code 0.0}, so it does not split equal boxes);
 * use {@link #isCloseTo(Aabb3d, double)} for approximate comparison. {@link #toString()} prints Java
 * source that recreates the box bit for bit.
 */
public final class Aabb3d {
    final double minX;
    final double minY;
    final double minZ;
    final double maxX;
    final double maxY;
    final double maxZ;

    private Aabb3d(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        this.minX = minX + 0.0;
        this.minY = minY + 0.0;
        this.minZ = minZ + 0.0;
        this.maxX = maxX + 0.0;
        this.maxY = maxY + 0.0;
        this.maxZ = maxZ + 0.0;
    }

    /**
     * Creates the box {@code [minX, maxX] x [minY, maxY] x [minZ, maxZ]}.
     *
     * @param minX smallest x
     * @param minY smallest y
     * @param minZ smallest z
     * @param maxX largest x, at least {@code minX}
     * @param maxY largest y, at least {@code minY}
     * @param maxZ largest z, at least {@code minZ}
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, or a minimum exceeds its maximum
     */
    public static Aabb3d of(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        double x0 = Checks.withinReach("minX", minX);
        double y0 = Checks.withinReach("minY", minY);
        double z0 = Checks.withinReach("minZ", minZ);
        double x1 = Checks.withinReach("maxX", maxX);
        double y1 = Checks.withinReach("maxY", maxY);
        double z1 = Checks.withinReach("maxZ", maxZ);
        if (x0 > x1) {
            throw new IllegalArgumentException("minX must be <= maxX, was minX=" + minX + " maxX=" + maxX);
        }
        if (y0 > y1) {
            throw new IllegalArgumentException("minY must be <= maxY, was minY=" + minY + " maxY=" + maxY);
        }
        if (z0 > z1) {
            throw new IllegalArgumentException("minZ must be <= maxZ, was minZ=" + minZ + " maxZ=" + maxZ);
        }
        return new Aabb3d(x0, y0, z0, x1, y1, z1);
    }

    /**
     * Creates the box spanned by two corners.
     *
     * @param min the smallest corner (copied)
     * @param max the largest corner (copied)
     * @return the box
     * @throws IllegalArgumentException as {@link #of(double, double, double, double, double, double)}
     */
    public static Aabb3d of(Vector3dc min, Vector3dc max) {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        return of(min.x(), min.y(), min.z(), max.x(), max.y(), max.z());
    }

    /**
     * Creates the box spanned by two single-precision corners; the box is stored in double.
     *
     * @param min the smallest corner (copied)
     * @param max the largest corner (copied)
     * @return the box
     * @throws IllegalArgumentException as {@link #of(double, double, double, double, double, double)}
     */
    public static Aabb3d of(Vector3fc min, Vector3fc max) {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        return of(min.x(), min.y(), min.z(), max.x(), max.y(), max.z());
    }

    /**
     * Creates the box with the given centre and half-extents: {@code [cx - ex, cx + ex]} and likewise
     * on y and z (each bound rounded once).
     *
     * @param centerX     centre x
     * @param centerY     centre y
     * @param centerZ     centre z
     * @param halfExtentX half the size along x, at least 0
     * @param halfExtentY half the size along y, at least 0
     * @param halfExtentZ half the size along z, at least 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, an extent is negative, or a bound
     *                                  overflows
     */
    public static Aabb3d fromCenter(double centerX, double centerY, double centerZ,
                                    double halfExtentX, double halfExtentY, double halfExtentZ) {
        double cx = Checks.finite("centerX", centerX);
        double cy = Checks.finite("centerY", centerY);
        double cz = Checks.finite("centerZ", centerZ);
        double ex = Checks.nonNegative("halfExtentX", halfExtentX);
        double ey = Checks.nonNegative("halfExtentY", halfExtentY);
        double ez = Checks.nonNegative("halfExtentZ", halfExtentZ);
        return of(cx - ex, cy - ey, cz - ez, cx + ex, cy + ey, cz + ez);
    }

    /** Creates without checks; the caller guarantees finite bounds in order. */
    static Aabb3d trusted(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        return new Aabb3d(minX, minY, minZ, maxX, maxY, maxZ);
    }

    /**
     * The smallest x.
     *
     * @return {@code minX}
     */
    public double minX() {
        return minX;
    }

    /**
     * The smallest y.
     *
     * @return {@code minY}
     */
    public double minY() {
        return minY;
    }

    /**
     * The smallest z.
     *
     * @return {@code minZ}
     */
    public double minZ() {
        return minZ;
    }

    /**
     * The largest x.
     *
     * @return {@code maxX}
     */
    public double maxX() {
        return maxX;
    }

    /**
     * The largest y.
     *
     * @return {@code maxY}
     */
    public double maxY() {
        return maxY;
    }

    /**
     * The largest z.
     *
     * @return {@code maxZ}
     */
    public double maxZ() {
        return maxZ;
    }

    /**
     * The centre's x, computed as {@code minX / 2 + maxX / 2} so that it cannot overflow.
     *
     * @return the centre's x
     */
    public double centerX() {
        return 0.5 * minX + 0.5 * maxX;
    }

    /**
     * The centre's y, computed as {@code minY / 2 + maxY / 2} so that it cannot overflow.
     *
     * @return the centre's y
     */
    public double centerY() {
        return 0.5 * minY + 0.5 * maxY;
    }

    /**
     * The centre's z, computed as {@code minZ / 2 + maxZ / 2} so that it cannot overflow.
     *
     * @return the centre's z
     */
    public double centerZ() {
        return 0.5 * minZ + 0.5 * maxZ;
    }

    /**
     * Half the size along x, computed as {@code maxX / 2 - minX / 2} so that it cannot overflow.
     *
     * @return the half-extent along x, at least 0
     */
    public double halfExtentX() {
        return 0.5 * maxX - 0.5 * minX;
    }

    /**
     * Half the size along y, computed as {@code maxY / 2 - minY / 2} so that it cannot overflow.
     *
     * @return the half-extent along y, at least 0
     */
    public double halfExtentY() {
        return 0.5 * maxY - 0.5 * minY;
    }

    /**
     * Half the size along z, computed as {@code maxZ / 2 - minZ / 2} so that it cannot overflow.
     *
     * @return the half-extent along z, at least 0
     */
    public double halfExtentZ() {
        return 0.5 * maxZ - 0.5 * minZ;
    }

    /**
     * Tests whether two closed boxes share at least one point; touching counts.
     *
     * @param other the other box
     * @return true if they intersect
     */
    public boolean intersects(Aabb3d other) {
        Objects.requireNonNull(other, "other");
        return minX <= other.maxX && other.minX <= maxX
                && minY <= other.maxY && other.minY <= maxY
                && minZ <= other.maxZ && other.minZ <= maxZ;
    }

    /**
     * Tests whether a point lies in this closed box (on the boundary counts).
     *
     * @param x the point's x
     * @param y the point's y
     * @param z the point's z
     * @return true if {@code min <= p <= max} on every axis
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(double x, double y, double z) {
        Checks.withinReach("x", x);
        Checks.withinReach("y", y);
        Checks.withinReach("z", z);
        return minX <= x && x <= maxX && minY <= y && y <= maxY && minZ <= z && z <= maxZ;
    }

    /**
     * Tests whether a point lies in this closed box; Kotlin reads it as {@code p in box}.
     *
     * @param point the point
     * @return true if the point is inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(Vector3dc point) {
        Objects.requireNonNull(point, "point");
        return contains(point.x(), point.y(), point.z());
    }

    /**
     * Tests whether a single-precision point lies in this closed box; Kotlin reads it as
     * {@code p in box}.
     *
     * @param point the point
     * @return true if the point is inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(Vector3fc point) {
        Objects.requireNonNull(point, "point");
        return contains(point.x(), point.y(), point.z());
    }

    /**
     * Tests whether another box lies entirely in this one (shared boundaries count); Kotlin reads it
     * as {@code other in box}.
     *
     * @param other the other box
     * @return true if every point of {@code other} is in this box
     */
    public boolean contains(Aabb3d other) {
        Objects.requireNonNull(other, "other");
        return minX <= other.minX && other.maxX <= maxX
                && minY <= other.minY && other.maxY <= maxY
                && minZ <= other.minZ && other.maxZ <= maxZ;
    }

    /**
     * Returns the smallest box containing both.
     *
     * @param other the other box
     * @return the union's bounds
     */
    public Aabb3d union(Aabb3d other) {
        Objects.requireNonNull(other, "other");
        return new Aabb3d(Math.min(minX, other.minX), Math.min(minY, other.minY), Math.min(minZ, other.minZ),
                Math.max(maxX, other.maxX), Math.max(maxY, other.maxY), Math.max(maxZ, other.maxZ));
    }

    /**
     * Compares with another box bound by bound.
     *
     * @param other     the other box
     * @param tolerance the largest absolute difference allowed per bound, at least 0
     * @return true if every bound differs by at most {@code tolerance}
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(Aabb3d other, double tolerance) {
        Objects.requireNonNull(other, "other");
        Checks.nonNegative("tolerance", tolerance);
        return Math.abs(minX - other.minX) <= tolerance && Math.abs(minY - other.minY) <= tolerance
                && Math.abs(minZ - other.minZ) <= tolerance && Math.abs(maxX - other.maxX) <= tolerance
                && Math.abs(maxY - other.maxY) <= tolerance && Math.abs(maxZ - other.maxZ) <= tolerance;
    }

    /**
     * Exact equality of the six bounds.
     *
     * @param o the other object
     * @return true if {@code o} is an {@code Aabb3d} with bit-identical bounds
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Aabb3d b
                && Double.doubleToLongBits(minX) == Double.doubleToLongBits(b.minX)
                && Double.doubleToLongBits(minY) == Double.doubleToLongBits(b.minY)
                && Double.doubleToLongBits(minZ) == Double.doubleToLongBits(b.minZ)
                && Double.doubleToLongBits(maxX) == Double.doubleToLongBits(b.maxX)
                && Double.doubleToLongBits(maxY) == Double.doubleToLongBits(b.maxY)
                && Double.doubleToLongBits(maxZ) == Double.doubleToLongBits(b.maxZ);
    }

    /**
     * A hash consistent with the exact {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        int h = Double.hashCode(minX);
        h = 31 * h + Double.hashCode(minY);
        h = 31 * h + Double.hashCode(minZ);
        h = 31 * h + Double.hashCode(maxX);
        h = 31 * h + Double.hashCode(maxY);
        return 31 * h + Double.hashCode(maxZ);
    }

    /**
     * Java source that recreates this box bit for bit, ready to paste into a test.
     *
     * @return {@code Aabb3d.of(minX, minY, minZ, maxX, maxY, maxZ)}
     */
    @Override
    public String toString() {
        return "Aabb3d.of(" + minX + ", " + minY + ", " + minZ + ", " + maxX + ", " + maxY + ", " + maxZ + ")";
    }
}
