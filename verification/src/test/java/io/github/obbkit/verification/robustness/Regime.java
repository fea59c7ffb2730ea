package io.github.obbkit.verification.robustness;

import java.util.random.RandomGenerator;

/**
 * The numerical regimes of {@link RobustnessProperties}: the places where a kernel's rounding, its
 * epsilon or a division could turn an answer wrong. Each knows how to draw the sizes, centres and
 * extents of its boxes; the case generators ({@link RegimeCases2d}, {@link RegimeCases3d},
 * {@link RegimeRays}) build pairs, transforms and rays from them.
 */
enum Regime {
    /**
     * Boxes from {@code 1e-6} to {@code 1e6} units (a third below {@code 1e-4}, a third above
     * {@code 1e4}), centred within ten sizes of the origin.
     */
    SCALE,
    /**
     * Boxes from {@code 1e-6} to {@code 1e6} units whose centres lie {@code 1e5} to {@code 1e7} from
     * the origin, where the spacing of the doubles is often coarser than the band.
     */
    FAR,
    /** Boxes with aspect ratios from {@code 1e3} up to {@code 1e6}: slivers, needles and plates. */
    ELONGATED,
    /**
     * Axes {@code 1e-8} to {@code 1e-2} rad from parallel: two boxes, a box and the world's axes, or
     * (down to {@code 1e-13}, below the slab test's parallel threshold) a ray and a face.
     */
    NEAR_PARALLEL,
    /**
     * Integer coordinates up to {@code 1e7} (half-integers for rays) and axes along the world's,
     * exactly touching: every number is exact, so there is no band to hide in.
     */
    INTEGER_TOUCHING,
    /** Rays lying in a supporting plane (a supporting line in 2D) through an edge or a corner of the box. */
    GRAZING;

    /** The regimes with a boundary band, for pairs and bounds (grazing is a regime of rays only). */
    static final String[] BANDED = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL"};

    /** The regimes with a boundary band, for rays. */
    static final String[] BANDED_RAYS = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL", "GRAZING"};

    /**
     * {@code 10^u} for {@code u} uniform in {@code [lo, hi)}.
     *
     * @param random the random source
     * @param lo     the smallest exponent
     * @param hi     the largest exponent
     * @return the value
     */
    static double pow10(RandomGenerator random, double lo, double hi) {
        return Math.pow(10, random.nextDouble(lo, hi));
    }

    /**
     * A case's size, the typical half-extent of its boxes: {@code 1e-6..1e6} for {@link #SCALE},
     * {@link #FAR} and {@link #GRAZING} (a third each below {@code 1e-4}, between, and above
     * {@code 1e4}), else {@code 1e-3..1e3}.
     *
     * @param random the random source
     * @return the size
     */
    double size(RandomGenerator random) {
        if (this == SCALE || this == FAR || this == GRAZING) {
            int third = random.nextInt(3);
            return third == 0 ? pow10(random, -6, -4) : third == 1 ? pow10(random, -4, 4) : pow10(random, 4, 6);
        }
        return pow10(random, -3, 3);
    }

    /**
     * A centre: for {@link #FAR} {@code 1e5..1e7} from the origin in a uniformly random direction,
     * otherwise within ten sizes of it on each axis.
     *
     * @param random the random source
     * @param size   the case's size
     * @param dims   2 or 3
     * @return the coordinates
     */
    double[] centre(RandomGenerator random, double size, int dims) {
        double[] c = new double[dims];
        if (this == FAR) {
            double[] u = unit(random, dims);
            double distance = pow10(random, 5, 7);
            for (int k = 0; k < dims; k++) {
                c[k] = distance * u[k];
            }
        } else {
            for (int k = 0; k < dims; k++) {
                c[k] = random.nextDouble(-10, 10) * size;
            }
        }
        return c;
    }

    /**
     * Half-extents around {@code size}: within a factor of 10 of it, except for {@link #ELONGATED},
     * where one axis is long and the others (one in 2D, one or two in 3D) are {@code 1e-3} to
     * {@code 1e-6} of it, exactly {@code 1e-6} one time in ten.
     *
     * @param random the random source
     * @param size   the case's size
     * @param dims   2 or 3
     * @return the half-extents
     */
    double[] extents(RandomGenerator random, double size, int dims) {
        double[] h = new double[dims];
        if (this != ELONGATED) {
            for (int k = 0; k < dims; k++) {
                h[k] = size * pow10(random, -1, 1);
            }
            return h;
        }
        int longAxis = random.nextInt(dims);
        double length = size * pow10(random, -0.3, 0.3);
        int shortAxes = dims == 2 ? 1 : 1 + random.nextInt(2);
        for (int k = 0; k < dims; k++) {
            h[k] = length * pow10(random, -1, 0);
        }
        h[longAxis] = length;
        for (int s = 1; s <= shortAxes; s++) {
            double ratio = random.nextInt(10) == 0 ? 1e-6 : pow10(random, -6, -3);
            h[(longAxis + s) % dims] = length * ratio;
        }
        return h;
    }

    /**
     * A small angle for {@link #NEAR_PARALLEL}: {@code 1e-8} to {@code 1e-2} rad, either sign.
     *
     * @param random the random source
     * @return the angle
     */
    static double tinyAngle(RandomGenerator random) {
        return (random.nextBoolean() ? 1 : -1) * pow10(random, -8, -2);
    }

    /**
     * A uniformly random unit vector.
     *
     * @param random the random source
     * @param dims   2 or 3
     * @return the vector
     */
    static double[] unit(RandomGenerator random, int dims) {
        while (true) {
            double[] v = new double[dims];
            double n = 0;
            for (int k = 0; k < dims; k++) {
                v[k] = random.nextGaussian();
                n += v[k] * v[k];
            }
            n = Math.sqrt(n);
            if (n > 1e-3) {
                for (int k = 0; k < dims; k++) {
                    v[k] /= n;
                }
                return v;
            }
        }
    }
}
