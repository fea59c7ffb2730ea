package io.github.obbkit.core3d.internal;

/**
 * Argument validation that names the argument and the offending value, so that bad input fails
 * loudly at the factory instead of turning into a silent wrong answer in a kernel.
 */
public final class Checks {
    private Checks() {
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

    /**
     * Checks that {@code needed} elements starting at {@code offset} fit in an array.
     *
     * @param name   the array argument's name
     * @param length the array's length
     * @param offset the first index the call writes
     * @param needed the elements the call writes
     * @throws IllegalArgumentException if the offset is negative or the elements do not fit
     */
    public static void slot(String name, int length, int offset, int needed) {
        if (offset < 0 || offset > length - needed) {
            throw new IllegalArgumentException(name + " must have room for " + needed + " elements at offset "
                    + offset + ", had length " + length);
        }
    }
}
