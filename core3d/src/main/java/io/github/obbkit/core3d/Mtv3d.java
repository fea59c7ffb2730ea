package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * A minimum translation vector: the unit direction and the depth by which box B must move so that
 * it only touches box A, and which of the fifteen candidate axes the direction is. Moving B by
 * {@code normal * depth} leaves the boxes touching (within {@link Sat3d#boundaryBand(Obb3d, Obb3d)})
 * and not overlapping. Immutable; {@code -0.0} is stored as {@code 0.0}; exact equality.
 */
public final class Mtv3d {
    /** How far from 1 the length of a normal given to {@link #of} may be; why: docs/precision.md. */
    private static final double UNIT_TOLERANCE = 1e-9;

    private final double normalX;
    private final double normalY;
    private final double normalZ;
    private final double depth;
    private final SatAxis3d axis;

    private Mtv3d(double normalX, double normalY, double normalZ, double depth, SatAxis3d axis) {
        this.normalX = normalX + 0.0;
        this.normalY = normalY + 0.0;
        this.normalZ = normalZ + 0.0;
        this.depth = depth + 0.0;
        this.axis = axis;
    }

    /**
     * Creates a translation vector.
     *
     * @param normalX the unit direction's x, pointing from A towards B
     * @param normalY the unit direction's y
     * @param normalZ the unit direction's z
     * @param depth   how far to push B along the direction, at least 0
     * @param axis    which candidate axis the direction is
     * @return the vector
     * @throws IllegalArgumentException if a value is NaN or infinite, the depth is negative, or the
     *                                  direction is not a unit vector within {@code 1e-9}
     * @throws NullPointerException     if the axis is null
     */
    public static Mtv3d of(double normalX, double normalY, double normalZ, double depth, SatAxis3d axis) {
        Objects.requireNonNull(axis, "axis");
        Checks.finite("normalX", normalX);
        Checks.finite("normalY", normalY);
        Checks.finite("normalZ", normalZ);
        Checks.nonNegative("depth", depth);
        double len = Math.sqrt(normalX * normalX + normalY * normalY + normalZ * normalZ);
        if (!(Math.abs(len - 1) <= UNIT_TOLERANCE)) {
            throw new IllegalArgumentException("normal must be a unit vector, was (" + normalX + ", " + normalY
                    + ", " + normalZ + ") of length " + len);
        }
        return new Mtv3d(normalX, normalY, normalZ, depth, axis);
    }

    /** Creates without checks; the kernel's values are unit axes and non-negative depths by construction. */
    static Mtv3d trusted(double normalX, double normalY, double normalZ, double depth, SatAxis3d axis) {
        return new Mtv3d(normalX, normalY, normalZ, Math.max(depth, 0), axis);
    }

    /**
     * The unit direction's x.
     *
     * @return the x component of the direction from A towards B
     */
    public double normalX() {
        return normalX;
    }

    /**
     * The unit direction's y.
     *
     * @return the y component of the direction from A towards B
     */
    public double normalY() {
        return normalY;
    }

    /**
     * The unit direction's z.
     *
     * @return the z component of the direction from A towards B
     */
    public double normalZ() {
        return normalZ;
    }

    /**
     * How far to push B along the normal.
     *
     * @return the depth, at least 0; 0 for boxes that just touch
     */
    public double depth() {
        return depth;
    }

    /**
     * The candidate axis the direction lies along.
     *
     * @return the axis
     */
    public SatAxis3d axis() {
        return axis;
    }

    /**
     * Writes the translation {@code normal * depth} into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector3d translation(Vector3d dest) {
        Objects.requireNonNull(dest, "dest");
        return dest.set(normalX * depth, normalY * depth, normalZ * depth);
    }

    /**
     * Exact equality of direction, depth and axis.
     *
     * @param o the other object
     * @return true if {@code o} is an equal {@code Mtv3d}
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Mtv3d m
                && Double.doubleToLongBits(normalX) == Double.doubleToLongBits(m.normalX)
                && Double.doubleToLongBits(normalY) == Double.doubleToLongBits(m.normalY)
                && Double.doubleToLongBits(normalZ) == Double.doubleToLongBits(m.normalZ)
                && Double.doubleToLongBits(depth) == Double.doubleToLongBits(m.depth)
                && axis == m.axis;
    }

    /**
     * A hash consistent with the exact {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        int h = Double.hashCode(normalX);
        h = 31 * h + Double.hashCode(normalY);
        h = 31 * h + Double.hashCode(normalZ);
        h = 31 * h + Double.hashCode(depth);
        return 31 * h + axis.ordinal();
    }

    /**
     * Java source that recreates this vector exactly.
     *
     * @return {@code Mtv3d.of(normalX, normalY, normalZ, depth, SatAxis3d.AXIS)}
     */
    @Override
    public String toString() {
        return "Mtv3d.of(" + normalX + ", " + normalY + ", " + normalZ + ", " + depth + ", SatAxis3d." + axis + ")";
    }
}
