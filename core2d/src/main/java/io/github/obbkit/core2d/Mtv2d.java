package io.github.obbkit.core2d;

import io.github.obbkit.core2d.internal.Checks;
import java.util.Objects;
import org.joml.Vector2d;
import org.jspecify.annotations.Nullable;

/**
 * A minimum translation vector: the unit direction and the depth by which box B must move so that
 * it only touches box A. Moving B by {@code normal * depth} leaves the boxes touching (within
 * {@link Sat2d#boundaryBand(Obb2d, Obb2d)}) and not overlapping. Immutable; exact equality.
 */
public final class Mtv2d {
    /** How far from 1 the length of a normal given to {@link #of} may be; derived in docs/precision.md. */
    private static final double UNIT_TOLERANCE = 1e-9;

    private final double normalX;
    private final double normalY;
    private final double depth;
    private final SatAxis2d axis;

    private Mtv2d(double normalX, double normalY, double depth, SatAxis2d axis) {
        this.normalX = normalX + 0.0;
        this.normalY = normalY + 0.0;
        this.depth = depth + 0.0;
        this.axis = axis;
    }

    /**
     * Creates a translation vector.
     *
     * @param normalX the unit direction's x, pointing from A towards B
     * @param normalY the unit direction's y
     * @param depth   how far to push B along the direction, at least 0
     * @param axis    which candidate axis the direction is
     * @return the vector
     * @throws IllegalArgumentException if a value is NaN or infinite, the depth is negative, or the
     *                                  direction is not a unit vector within {@code 1e-9}
     * @throws NullPointerException     if the axis is null
     */
    public static Mtv2d of(double normalX, double normalY, double depth, SatAxis2d axis) {
        Objects.requireNonNull(axis, "axis");
        Checks.finite("normalX", normalX);
        Checks.finite("normalY", normalY);
        Checks.nonNegative("depth", depth);
        double len = Math.hypot(normalX, normalY);
        if (!(Math.abs(len - 1) <= UNIT_TOLERANCE)) {
            throw new IllegalArgumentException("normal must be a unit vector, was (" + normalX + ", " + normalY
                    + ") of length " + len);
        }
        return new Mtv2d(normalX, normalY, depth, axis);
    }

    /** Creates without checks; the kernel's values are unit axes and non-negative depths by construction. */
    static Mtv2d trusted(double normalX, double normalY, double depth, SatAxis2d axis) {
        return new Mtv2d(normalX, normalY, Math.max(depth, 0), axis);
    }

    /**
     * The unit direction's x.
     *
     * @return the unit direction's x, pointing from A towards B
     */
    public double normalX() {
        return normalX;
    }

    /**
     * The unit direction's y.
     *
     * @return the unit direction's y, pointing from A towards B
     */
    public double normalY() {
        return normalY;
    }

    /**
     * How far to push B along the normal.
     *
     * @return how far to push B along {@link #normalX()}, {@link #normalY()}; 0 for touching boxes
     */
    public double depth() {
        return depth;
    }

    /** {@return the candidate axis the direction lies along} */
    public SatAxis2d axis() {
        return axis;
    }

    /**
     * Writes the translation {@code normal * depth} into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector2d translation(Vector2d dest) {
        Objects.requireNonNull(dest, "dest");
        return dest.set(normalX * depth, normalY * depth);
    }

    /**
     * Exact equality of direction, depth and axis.
     *
     * @param o the other object
     * @return true if {@code o} is an equal {@code Mtv2d}
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Mtv2d m
                && Double.doubleToLongBits(normalX) == Double.doubleToLongBits(m.normalX)
                && Double.doubleToLongBits(normalY) == Double.doubleToLongBits(m.normalY)
                && Double.doubleToLongBits(depth) == Double.doubleToLongBits(m.depth)
                && axis == m.axis;
    }

    @Override
    public int hashCode() {
        int h = Double.hashCode(normalX);
        h = 31 * h + Double.hashCode(normalY);
        h = 31 * h + Double.hashCode(depth);
        return 31 * h + axis.ordinal();
    }

    /** @return Java source that recreates this vector exactly */
    @Override
    public String toString() {
        return "Mtv2d.of(" + normalX + ", " + normalY + ", " + depth + ", SatAxis2d." + axis + ")";
    }
}
