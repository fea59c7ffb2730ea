package io.github.obbkit.raycast;

/**
 * The argument checks only rays need: a parameter range, and the direction's length. The checks every
 * module shares ({@code finite}, an array's length) are core3d's, exported to this module.
 */
final class RayChecks {
    private RayChecks() {
    }

    /**
     * Checks a parameter range {@code [tMin, tMax]}: neither end NaN, {@code tMin <= tMax}; infinite
     * ends are allowed.
     *
     * @param tMin the lower end
     * @param tMax the upper end
     * @throws IllegalArgumentException if an end is NaN or {@code tMin > tMax}
     */
    static void range(double tMin, double tMax) {
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
     * The Euclidean length of {@code (x, y, z)}, scaled so that squaring neither overflows nor
     * underflows; infinite only if the true length exceeds the largest double.
     *
     * @param x the first component
     * @param y the second component
     * @param z the third component
     * @return the length
     */
    static double length(double x, double y, double z) {
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
