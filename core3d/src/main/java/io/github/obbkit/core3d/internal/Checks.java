package io.github.obbkit.core3d.internal;

import org.jspecify.annotations.Nullable;

/**
 * Argument validation that names the argument and the offending value, so that bad input fails
 * loudly at the factory instead of turning into a silent wrong answer in a kernel; and the scaled
 * {@link #length(double, double, double) length} with which the factories measure the vectors they
 * validate.
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

    /**
     * The Euclidean length of {@code (x, y, z)}, scaled so that squaring neither overflows nor
     * underflows: infinite only if a component is, or the true length exceeds the largest double.
     * When the largest component's magnitude lies in {@code [2^-500, 2^500]} the result is the plain
     * {@code Math.sqrt(x * x + y * y + z * z)}, bit for bit; only beyond that is the vector divided
     * by that component first.
     *
     * @param x the first component
     * @param y the second component
     * @param z the third component
     * @return the length
     */
    public static double length(double x, double y, double z) {
        double m = Math.max(Math.max(Math.abs(x), Math.abs(y)), Math.abs(z));
        if (m == 0 || !Double.isFinite(m)) {
            return m;
        }
        if (m > 0x1p500 || m < 0x1p-500) {
            double a = x / m;
            double b = y / m;
            double c = z / m;
            return m * Math.sqrt(a * a + b * b + c * c);
        }
        return Math.sqrt(x * x + y * y + z * z);
    }

    /**
     * Checks that {@code from .. from + count - 1} is a range of a batch of {@code size} boxes.
     *
     * @param size  the batch's size
     * @param from  the first index
     * @param count how many
     * @throws IllegalArgumentException if {@code from} or {@code count} is negative or the range
     *                                  passes the end
     */
    public static void batchRange(int size, int from, int count) {
        if (from < 0) {
            throw new IllegalArgumentException("from must be >= 0, was " + from);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, was " + count);
        }
        if ((long) from + count > size) {
            throw new IllegalArgumentException("from + count must be <= boxes.size() = " + size + ", was "
                    + ((long) from + count) + " (from " + from + ", count " + count + ")");
        }
    }

    /**
     * Checks that bits {@code offset .. offset + count - 1} lie in a bitset of {@code words} longs.
     *
     * @param name       the bitset argument's name
     * @param words      its length in longs
     * @param offsetName the offset argument's name
     * @param offset     the first bit written
     * @param count      the bits written
     * @throws IllegalArgumentException if the offset is negative or the bits do not fit
     */
    public static void bits(String name, int words, String offsetName, int offset, int count) {
        if (offset < 0) {
            throw new IllegalArgumentException(offsetName + " must be >= 0, was " + offset);
        }
        if ((long) offset + count > 64L * words) {
            throw new IllegalArgumentException(name + " must hold " + offsetName + " + count = "
                    + ((long) offset + count) + " bits, held " + 64L * words + " (" + words + " longs)");
        }
    }

    /**
     * Checks that elements {@code offset .. offset + count - 1} lie in an array of {@code length}.
     *
     * @param name       the array argument's name
     * @param length     its length
     * @param offsetName the offset argument's name
     * @param offset     the first element written
     * @param count      the elements the call may write
     * @throws IllegalArgumentException if the offset is negative or the elements do not fit
     */
    public static void elements(String name, int length, String offsetName, int offset, int count) {
        elements(name, length, offsetName, offset, "count", count);
    }

    /**
     * As {@link #elements(String, int, String, int, int)}, with the count named as the message
     * should show it: an argument's name, or a fixed number such as {@code "6"}.
     *
     * @param name       the array argument's name
     * @param length     its length
     * @param offsetName the offset argument's name
     * @param offset     the first element written
     * @param countName  how the message names the count
     * @param count      the elements the call may write
     * @throws IllegalArgumentException if the offset is negative or the elements do not fit
     */
    public static void elements(String name, int length, String offsetName, int offset, String countName,
                                int count) {
        if (offset < 0) {
            throw new IllegalArgumentException(offsetName + " must be >= 0, was " + offset);
        }
        if ((long) offset + count > length) {
            throw new IllegalArgumentException(name + " must have " + offsetName + " + " + countName + " = "
                    + ((long) offset + count) + " elements, had " + length);
        }
    }

    /**
     * Returns element {@code index} of an array or list argument after checking it is not null, the
     * JDK's way: a {@link NullPointerException} whose message is the element, {@code boxes[1]}. The
     * message is built only when it is thrown.
     *
     * @param name  the argument's name
     * @param index the element's index
     * @param value the element
     * @param <T>   its type
     * @return the element
     * @throws NullPointerException if the element is null
     */
    public static <T> T element(String name, int index, @Nullable T value) {
        if (value == null) {
            throw new NullPointerException(name + "[" + index + "]");
        }
        return value;
    }
}
