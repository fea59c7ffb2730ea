package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The nearest box a ray hits, as a {@link Picker3d} ({@link ScanPicker3d}, {@link Bvh3d}) reports it:
 * the box's index in the caller's list, the parameter of
 * the first point of the ray in it ({@code t >= 0}, in units of the direction's length), and the face
 * the ray enters through, {@code null} when the ray starts inside the box (then {@code t == 0}).
 * "Nearest" means the smallest {@code t}, then the smallest index. Immutable; {@link #equals(Object)}
 * is exact.
 */
public final class Pick {
    private final int index;
    private final double t;
    private final @Nullable BoxFace face;

    private Pick(int index, double t, @Nullable BoxFace face) {
        this.index = index;
        this.t = t + 0.0;
        this.face = face;
    }

    /**
     * Creates a pick.
     *
     * @param index the box's index, at least 0
     * @param t     the first parameter of the ray in the box, finite or infinite, at least 0
     * @param face  the face entered, or null if the ray starts inside
     * @return the pick
     * @throws IllegalArgumentException if the index is negative or {@code t} is NaN or negative
     */
    public static Pick of(int index, double t, @Nullable BoxFace face) {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0, was " + index);
        }
        if (!(t >= 0)) {
            throw new IllegalArgumentException("t must be >= 0, was " + t);
        }
        return new Pick(index, t, face);
    }

    static Pick trusted(int index, double t, @Nullable BoxFace face) {
        return new Pick(index, t, face);
    }

    /**
     * The index of the box in the list or array that was searched.
     *
     * @return the index
     */
    public int index() {
        return index;
    }

    /**
     * The parameter of the first point of the ray in the box, in units of the direction's length.
     *
     * @return {@code t >= 0}
     */
    public double t() {
        return t;
    }

    /**
     * The face the ray enters the box through.
     *
     * @return the face, or null when the ray starts inside the box
     */
    public @Nullable BoxFace face() {
        return face;
    }

    /**
     * Compares with another pick: same index and face, {@code t} within {@code tolerance}.
     *
     * @param other     the other pick
     * @param tolerance the largest absolute difference of {@code t}, at least 0
     * @return true if close
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(Pick other, double tolerance) {
        Objects.requireNonNull(other, "other");
        if (!(Checks.finite("tolerance", tolerance) >= 0)) {
            throw new IllegalArgumentException("tolerance must be >= 0, was " + tolerance);
        }
        return index == other.index && face == other.face && (t == other.t || Math.abs(t - other.t) <= tolerance);
    }

    /**
     * Exact equality.
     *
     * @param o the other object
     * @return true if {@code o} is a {@code Pick} with the same index and face and a bit-identical t
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Pick p && index == p.index && face == p.face
                && Double.doubleToLongBits(t) == Double.doubleToLongBits(p.t);
    }

    /**
     * A hash consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(index, t, face);
    }

    /**
     * Java source that recreates this pick.
     *
     * @return {@code Pick.of(index, t, BoxFace.X)}
     */
    @Override
    public String toString() {
        return "Pick.of(" + index + ", " + Doubles.source(t) + ", " + RayHit.face(face) + ")";
    }
}
