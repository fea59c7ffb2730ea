package io.github.obbkit.core2d;

import io.github.obbkit.core2d.internal.Checks;

/**
 * The k-sigma box of a 2D Gaussian, for {@link Obb2d#fromCovariance}: the closed-form
 * eigen-decomposition of a symmetric 2x2 covariance, with the half-angle {@code atan2} form for the
 * axes and a Kahan-compensated determinant for the smaller eigenvalue, and the checks of symmetry
 * and positive semi-definiteness within {@link Obb2d#COVARIANCE_TOLERANCE} times the largest entry.
 */
final class CovarianceFit2d {
    private CovarianceFit2d() {
    }

    /** The box of {@link Obb2d#fromCovariance(double, double, double, double, double, double)}. */
    static Obb2d fit(double meanX, double meanY, double sxx, double sxy, double syy, double k) {
        double mx = Checks.finite("meanX", meanX);
        double my = Checks.finite("meanY", meanY);
        double a = Checks.finite("covariance[0][0]", sxx);
        double b = Checks.finite("covariance[0][1]", sxy);
        double c = Checks.finite("covariance[1][1]", syy);
        double kk = Checks.positive("k", k);
        double scale = Math.max(Math.abs(a), Math.max(Math.abs(b), Math.abs(c)));
        double slack = Obb2d.COVARIANCE_TOLERANCE * scale;
        if (b == 0) {
            if (a < -slack || c < -slack) {
                throw notPsd(a, b, c, Math.min(a, c));
            }
            return new Obb2d(mx, my, 1, 0, 0, 1, extent(kk, a, "x"), extent(kk, c, "y"));
        }
        double half = 0.5 * (a - c);
        double r = Math.hypot(half, b);
        double mean = 0.5 * a + 0.5 * c;
        double big = mean + r;
        // det = a*c - b*b with the rounding of b*b compensated (Kahan), so a thin splat keeps its width.
        double bb = b * b;
        double det = Math.fma(a, c, -bb) - Math.fma(b, b, -bb);
        // The smaller eigenvalue as det / big only where big = mean + r has no cancellation: with a
        // negative trace, big can be rounding noise above zero and det / big anything.
        double small = mean > 0 ? det / big : mean - r;
        if (big < -slack || small < -slack) {
            throw notPsd(a, b, c, Math.min(big, small));
        }
        double theta = 0.5 * Math.atan2(b, half);
        double cos = Math.cos(theta);
        double sin = Math.sin(theta);
        return new Obb2d(mx, my, cos, sin, -sin, cos, extent(kk, big, "major"), extent(kk, small, "minor"));
    }

    private static double extent(double k, double variance, String axis) {
        return Checks.finite("k-sigma extent along " + axis, k * Math.sqrt(Math.max(variance, 0)));
    }

    private static IllegalArgumentException notPsd(double a, double b, double c, double eigenvalue) {
        return new IllegalArgumentException("covariance must be positive semi-definite, was [[" + a + ", " + b
                + "], [" + b + ", " + c + "]] with eigenvalue " + eigenvalue);
    }

    /**
     * The box of a covariance given as a whole matrix ({@code m01} and {@code m10} both off-diagonal):
     * symmetric within tolerance, then fitted with the two entries averaged.
     */
    static Obb2d fitMatrix(double mx, double my, double m00, double m01, double m10, double m11, double k) {
        // Every element is checked before the symmetry test, which a NaN would fail misleadingly.
        Checks.finite("covariance[0][0]", m00);
        Checks.finite("covariance[1][1]", m11);
        Checks.finite("covariance[0][1]", m01);
        Checks.finite("covariance[1][0]", m10);
        double scale = Math.max(Math.max(Math.abs(m00), Math.abs(m11)), Math.max(Math.abs(m01), Math.abs(m10)));
        if (!(Math.abs(m01 - m10) <= Obb2d.COVARIANCE_TOLERANCE * scale)) {
            throw new IllegalArgumentException("covariance must be symmetric, was [[" + m00 + ", " + m10 + "], ["
                    + m01 + ", " + m11 + "]]");
        }
        return fit(mx, my, m00, 0.5 * m01 + 0.5 * m10, m11, k);
    }
}
