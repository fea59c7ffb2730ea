package io.github.obbkit.raycast;

/**
 * The argument check only rays need: a parameter range. The checks every module shares
 * ({@code finite}, an array's length, the overflow-safe vector length) are core3d's, exported to this
 * module.
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
}
