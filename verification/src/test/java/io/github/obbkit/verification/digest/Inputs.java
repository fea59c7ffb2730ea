package io.github.obbkit.verification.digest;

import java.util.SplittableRandom;

/**
 * Numbers shared by the input generators: the regimes of scale and offset, tilts, awkward values.
 * Trigonometry is {@link StrictMath}'s, so the inputs are the same bits on every JVM.
 *
 * <p>THE INPUTS MUST NEVER CHANGE: the recorded digests are answers to exactly these numbers. Add a
 * case by adding a family with its own seed, never by editing a generator an existing family uses.
 */
final class Inputs {
    /** {@code 10^k} for {@code k = 0 .. 15}, written out so that no library computes them. */
    static final double[] TENS = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15};

    /** {@code 10^-k} for {@code k = 0 .. 15}. */
    static final double[] TENTHS = {1e0, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11,
        1e-12, 1e-13, 1e-14, 1e-15};

    /** Direction components around the rays' parallel threshold ({@code 1e-12} of the length) and far below. */
    static final double[] SMALL = {0.0, -0.0, 1e-15, 1e-13, 5e-13, 9.999999999999999e-13, 1e-12, 1.0000000000000002e-12,
        2e-12, 1e-11, 1e-9, 1e-100, 1e-300, Double.MIN_NORMAL, -1e-12, -1e-13, -2e-12};

    private Inputs() {
    }

    static double sign(SplittableRandom r) {
        return r.nextBoolean() ? 1 : -1;
    }

    /** A turn of {@code 10^-9 .. 10^-15} radians, either way. */
    static double tilt(SplittableRandom r) {
        return sign(r) * TENTHS[9 + r.nextInt(7)];
    }

    /**
     * The scale of a whole scene: mostly 1, else a power of two (exact), huge ({@code 1e6 .. 1e12}),
     * tiny ({@code 1e-6 .. 1e-12}) or a plain factor.
     */
    static double scale(SplittableRandom r) {
        switch (r.nextInt(7)) {
            case 0:
            case 1:
            case 2:
                return 1;
            case 3:
                return Math.scalb(1.0, r.nextInt(-20, 21));
            case 4:
                return TENS[6 + r.nextInt(7)];
            case 5:
                return TENTHS[6 + r.nextInt(7)];
            default:
                return r.nextDouble(0.1, 10);
        }
    }

    /** One coordinate of a scene's offset: mostly 0, else {@code 1e6 .. 1e9} away, whole or fractional. */
    static double offset(SplittableRandom r) {
        switch (r.nextInt(4)) {
            case 0:
                return sign(r) * TENS[6 + r.nextInt(4)];
            case 1:
                return sign(r) * TENS[6 + r.nextInt(4)] * r.nextDouble(1, 10);
            default:
                return 0;
        }
    }

    /** A coordinate in a unit frame: an integer in {@code [-4, 4]} (sometimes {@code -0.0}) or any value. */
    static double coordinate(SplittableRandom r) {
        switch (r.nextInt(8)) {
            case 0:
                return -0.0;
            case 1:
            case 2:
            case 3:
                return r.nextInt(-4, 5);
            default:
                return r.nextDouble(-5, 5);
        }
    }

    /** A half-extent in a unit frame: zero, a whole number, or any value up to 3. */
    static double extent(SplittableRandom r) {
        switch (r.nextInt(7)) {
            case 0:
                return 0;
            case 1:
            case 2:
                return r.nextInt(1, 4);
            default:
                return r.nextDouble(0, 3);
        }
    }

    /** A value that a factory must refuse in an argument that must be finite. */
    static double notFinite(SplittableRandom r) {
        switch (r.nextInt(3)) {
            case 0:
                return Double.NaN;
            case 1:
                return Double.POSITIVE_INFINITY;
            default:
                return Double.NEGATIVE_INFINITY;
        }
    }

    /**
     * A copy of {@code args}, with one element replaced by a value its factory should refuse for
     * about one call in ten.
     */
    static double[] spoil(SplittableRandom r, double[] args) {
        double[] spoilt = args.clone();
        if (r.nextInt(10) != 0) {
            return spoilt;
        }
        int k = r.nextInt(spoilt.length);
        switch (r.nextInt(4)) {
            case 0:
                spoilt[k] = -spoilt[k] - 1;
                break;
            case 1:
                spoilt[k] = 1e300 + Math.abs(spoilt[k]);
                break;
            default:
                spoilt[k] = notFinite(r);
                break;
        }
        return spoilt;
    }

    /**
     * A unit vector of {@code n} components, uniform on the sphere: a point of the cube drawn until it
     * falls inside the unit ball (and not near its centre), then normalised. No Gaussian sampler: its
     * algorithm is not pinned down from one JDK to the next.
     */
    static double[] unit(SplittableRandom r, int n) {
        double[] p = new double[n];
        while (true) {
            double q = 0;
            for (int k = 0; k < n; k++) {
                p[k] = r.nextDouble(-1, 1);
                q += p[k] * p[k];
            }
            if (q <= 1 && q >= 0.01) {
                double l = Math.sqrt(q);
                for (int k = 0; k < n; k++) {
                    p[k] /= l;
                }
                return p;
            }
        }
    }
}
