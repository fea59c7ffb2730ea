package io.github.obbkit.core2d.internal;

/**
 * Argument validation that names the argument and the offending value, so that bad input fails
 * loudly at the factory instead of turning into a silent wrong answer in a kernel.
 */
public final class Checks {
    private Checks() {
    }

    /** The domain of every coordinate obbkit accepts: within this of the origin (docs/precision.md). */
    public static final double MAX_REACH = 1e300;

    /**
     * Returns {@code value} with {@code -0.0} turned into {@code 0.0}, after checking it is finite and
     * within {@link #MAX_REACH} of the origin: the one domain of every coordinate (a box's reach, a
     * bound, a ray's origin, a point given to a query).
     *
     * @param name  the argument's name, used in the message
     * @param value the value
     * @return the value, normalised
     * @throws IllegalArgumentException if the value is NaN, infinite or beyond the reach
     */
    public static double withinReach(String name, double value) {
        finite(name, value);
        if (!(Math.abs(value) <= MAX_REACH)) {
            throw new IllegalArgumentException(name + " must be within " + MAX_REACH + " of the origin, was " + value);
        }
        return value + 0.0;
    }

    /**
     * Returns {@code value} with {@code -0.0} turned into {@code 0.0}, after checking it is finite.
     *
     * @param name  the argument's name, used in the message
     * @param value the value
     * @return the value, normalised
     * @throws IllegalArgumentException if the value is NaN or infinite
     */
    public static double finite(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite, was " + value);
        }
        return value + 0.0;
    }

    /**
     * Returns {@code value} with {@code -0.0} turned into {@code 0.0}, after checking it is finite and
     * not negative.
     *
     * @param name  the argument's name, used in the message
     * @param value the value
     * @return the value, normalised
     * @throws IllegalArgumentException if the value is NaN, infinite or negative
     */
    public static double nonNegative(String name, double value) {
        finite(name, value);
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0, was " + value);
        }
        return value + 0.0;
    }

    /**
     * Checks a value is finite and strictly positive.
     *
     * @param name  the argument's name, used in the message
     * @param value the value
     * @return the value
     * @throws IllegalArgumentException if the value is NaN, infinite, zero or negative
     */
    public static double positive(String name, double value) {
        finite(name, value);
        if (!(value > 0)) {
            throw new IllegalArgumentException(name + " must be > 0, was " + value);
        }
        return value;
    }

    /**
     * Checks an array is long enough to receive {@code needed} elements.
     *
     * @param name   the argument's name
     * @param length the array's length
     * @param needed the elements the call writes
     * @throws IllegalArgumentException if the array is too short
     */
    public static void length(String name, int length, int needed) {
        if (length < needed) {
            throw new IllegalArgumentException(
                    name + " must have at least " + needed + " elements, had " + length);
        }
    }
}
