package io.github.obbkit.raycast.internal;

/**
 * Argument validation that names the argument and the offending value, so that bad input fails
 * loudly at the boundary instead of turning into a silent wrong answer in a kernel.
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
     * Checks a parameter range {@code [tMin, tMax]}: neither end NaN, {@code tMin <= tMax}; infinite
     * ends are allowed.
     *
     * @param tMin the lower end
     * @param tMax the upper end
     * @throws IllegalArgumentException if an end is NaN or {@code tMin > tMax}
     */
    public static void range(double tMin, double tMax) {
        if (Double.isNaN(tMin)) {
            throw new IllegalArgumentException("tMin must not be NaN, was " + tMin);
        }
        if (Double.isNaN(tMax)) {
            throw new IllegalArgumentException("tMax must not be NaN, was " + tMax);
        }
        if (tMin > tMax) {
            throw new IllegalArgumentException("tMin must be <= tMax, was tMin=" + tMin + " tMax=" + tMax);
        }
    }

    /**
     * Checks an array is long enough.
     *
     * @param name   the argument's name
     * @param length the array's length
     * @param needed the elements the call reads or writes
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
     * underflows; infinite only if the true length exceeds the largest double.
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
}
