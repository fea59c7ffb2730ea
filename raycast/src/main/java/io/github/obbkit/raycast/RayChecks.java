package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;

/**
 * The argument checks only rays and cameras need: a parameter range and a viewport. The checks
 * every module shares ({@code finite}, an array's length, the overflow-safe vector length) are
 * core3d's, exported to this module.
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
     * Checks a viewport {@code {x, y, width, height}}: not null, at least four values, width and
     * height positive.
     *
     * @param viewport the viewport
     * @throws NullPointerException     if {@code viewport} is null
     * @throws IllegalArgumentException if it is too short or empty
     */
    static void viewport(int[] viewport) {
        Objects.requireNonNull(viewport, "viewport");
        Checks.length("viewport", viewport.length, 4);
        if (viewport[2] <= 0 || viewport[3] <= 0) {
            throw new IllegalArgumentException("viewport width and height must be > 0, were " + viewport[2] + " and "
                    + viewport[3]);
        }
    }
}
