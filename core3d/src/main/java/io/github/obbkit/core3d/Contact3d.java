package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * The first contact of two moving boxes, as {@link Sweep3d} finds it: the time in {@code [0, 1]} of
 * the step at which they first touch, the unit normal of the plane they touch across, pointing from
 * A towards B, and which of the fifteen candidate axes that normal is. Immutable; {@code -0.0} is
 * stored as {@code 0.0}; exact equality.
 */
public final class Contact3d {
    /** How far from 1 the length of a normal given to {@link #of} may be; why: docs/precision.md. */
    private static final double UNIT_TOLERANCE = 1e-9;

    private final double time;
    private final double normalX;
    private final double normalY;
    private final double normalZ;
    private final SatAxis3d axis;

    private Contact3d(double time, double normalX, double normalY, double normalZ, SatAxis3d axis) {
        this.time = time + 0.0;
        this.normalX = normalX + 0.0;
        this.normalY = normalY + 0.0;
        this.normalZ = normalZ + 0.0;
        this.axis = axis;
    }

    /**
     * Creates a contact.
     *
     * @param time    the fraction of the step at which the boxes first touch, in {@code [0, 1]}
     * @param normalX the unit normal's x, pointing from A towards B
     * @param normalY the unit normal's y
     * @param normalZ the unit normal's z
     * @param axis    which candidate axis the normal is
     * @return the contact
     * @throws IllegalArgumentException if a value is NaN or infinite, the time is outside
     *                                  {@code [0, 1]}, or the normal is not a unit vector within
     *                                  {@code 1e-9}
     * @throws NullPointerException     if the axis is null
     */
    public static Contact3d of(double time, double normalX, double normalY, double normalZ, SatAxis3d axis) {
        Objects.requireNonNull(axis, "axis");
        Checks.nonNegative("time", time);
        if (time > 1) {
            throw new IllegalArgumentException("time must be <= 1, was " + time);
        }
        Checks.finite("normalX", normalX);
        Checks.finite("normalY", normalY);
        Checks.finite("normalZ", normalZ);
        double len = Math.sqrt(normalX * normalX + normalY * normalY + normalZ * normalZ);
        if (!(Math.abs(len - 1) <= UNIT_TOLERANCE)) {
            throw new IllegalArgumentException("normal must be a unit vector, was (" + normalX + ", " + normalY
                    + ", " + normalZ + ") of length " + len);
        }
        return new Contact3d(time, normalX, normalY, normalZ, axis);
    }

    /** Creates without checks; the kernel's times lie in [0, 1] and its normals are unit by construction. */
    static Contact3d trusted(double time, double normalX, double normalY, double normalZ, SatAxis3d axis) {
        return new Contact3d(time, normalX, normalY, normalZ, axis);
    }

    /**
     * The time of first contact.
     *
     * @return the fraction of the step, in {@code [0, 1]}; 0 when the boxes touch or overlap at the start
     */
    public double time() {
        return time;
    }

    /**
     * The unit normal's x.
     *
     * @return the x component of the normal, pointing from A towards B
     */
    public double normalX() {
        return normalX;
    }

    /**
     * The unit normal's y.
     *
     * @return the y component of the normal, pointing from A towards B
     */
    public double normalY() {
        return normalY;
    }

    /**
     * The unit normal's z.
     *
     * @return the z component of the normal, pointing from A towards B
     */
    public double normalZ() {
        return normalZ;
    }

    /**
     * Writes the normal into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector3d normal(Vector3d dest) {
        java.util.Objects.requireNonNull(dest, "dest");
        return dest.set(normalX, normalY, normalZ);
    }

    /**
     * The candidate axis the normal lies along.
     *
     * @return the axis
     */
    public SatAxis3d axis() {
        return axis;
    }

    /**
     * Exact equality of time, normal and axis.
     *
     * @param o the other object
     * @return true if {@code o} is an equal {@code Contact3d}
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Contact3d c
                && Double.doubleToLongBits(time) == Double.doubleToLongBits(c.time)
                && Double.doubleToLongBits(normalX) == Double.doubleToLongBits(c.normalX)
                && Double.doubleToLongBits(normalY) == Double.doubleToLongBits(c.normalY)
                && Double.doubleToLongBits(normalZ) == Double.doubleToLongBits(c.normalZ)
                && axis == c.axis;
    }

    /**
     * A hash consistent with the exact {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        int h = Double.hashCode(time);
        h = 31 * h + Double.hashCode(normalX);
        h = 31 * h + Double.hashCode(normalY);
        h = 31 * h + Double.hashCode(normalZ);
        return 31 * h + axis.ordinal();
    }

    /**
     * Java source that recreates this contact exactly.
     *
     * @return {@code Contact3d.of(time, normalX, normalY, normalZ, SatAxis3d.AXIS)}
     */
    @Override
    public String toString() {
        return "Contact3d.of(" + time + ", " + normalX + ", " + normalY + ", " + normalZ + ", SatAxis3d." + axis
                + ")";
    }
}
