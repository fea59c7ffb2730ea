package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import org.assertj.core.data.Offset;
import org.joml.Matrix2d;
import org.joml.Matrix2f;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;

/**
 * The k-sigma box of a 2D Gaussian (seed 000, section 5): axes along the covariance's
 * eigenvectors, half-extents {@code k * sqrt(eigenvalue)}.
 */
class Obb2dFromCovarianceTest {
    private static final double COS30 = Math.sqrt(3) / 2;
    private static final double SIN30 = 0.5;
    private static final Offset<Double> TIGHT = within(1e-12);

    // ------------------------------------------------------------------ diagonal and isotropic

    @Test
    void diagonalCovariance_givesWorldAxesAndExactlyKSqrtVariance() {
        Obb2d box = Obb2d.fromCovariance(1, 2, 4, 0, 9, 3);

        assertThat(box).isEqualTo(Obb2d.fromAxes(1, 2, 1, 0, 0, 1, 6, 9));
    }

    @Test
    void diagonalCovariance_withIrrationalSigmas_isStillExactlyKSqrtVariance() {
        Obb2d box = Obb2d.fromCovariance(0, 0, 2, 0, 0.3, 2.5);

        assertThat(box.halfExtentX()).isEqualTo(2.5 * Math.sqrt(2));
        assertThat(box.halfExtentY()).isEqualTo(2.5 * Math.sqrt(0.3));
        assertThat(new double[] {box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy()}).containsExactly(1, 0, 0, 1);
    }

    @Test
    void diagonalCovariance_keepsWorldAxesEvenWhenYIsTheMajorAxis() {
        Obb2d box = Obb2d.fromCovariance(0, 0, 1, 0, 16, 1);

        assertThat(box).isEqualTo(Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1, 4));
    }

    @Test
    void diagonalCovarianceWithNegativeZeroCovariance_isTheDiagonalCase() {
        assertThat(Obb2d.fromCovariance(0, 0, 4, -0.0, 9, 1)).isEqualTo(Obb2d.fromCovariance(0, 0, 4, 0, 9, 1));
    }

    @Test
    void isotropicCovariance_givesASquareWithWorldAxes() {
        Obb2d box = Obb2d.fromCovariance(5, 5, 4, 0, 4, 2);

        assertThat(box).isEqualTo(Obb2d.of(5, 5, 0, 4, 4));
        assertThat(Obb2d.fromCovariance(new Vector2d(5, 5), new Matrix2d(4, 0, 0, 4), 2)).isEqualTo(box);
    }

    @Test
    void nearlyIsotropicCovariance_givesASquareWithSomeOrthonormalAxes() {
        // any axes are right when the eigenvalues are equal; the extents must still be 2k
        Obb2d box = Obb2d.fromCovariance(0, 0, 4, 1e-20, 4, 2);

        assertThat(box.halfExtentX()).isCloseTo(4, TIGHT);
        assertThat(box.halfExtentY()).isCloseTo(4, TIGHT);
        assertThat(Math.hypot(box.axisXx(), box.axisXy())).isCloseTo(1, TIGHT);
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, TIGHT);
    }

    // ------------------------------------------------------------------ rotated

    @Test
    void rotatedCovariance_recoversTheAxesUpToSignAndTheExtents() {
        // R(30) diag(9, 1) R^T = [[9cos^2 + sin^2, 8 sin cos], [8 sin cos, 9 sin^2 + cos^2]]
        //                      = [[7, 2 sqrt3], [2 sqrt3, 3]]
        Obb2d box = Obb2d.fromCovariance(1, -1, 7, 2 * Math.sqrt(3), 3, 2);

        assertThat(box.centerX()).isEqualTo(1.0);
        assertThat(box.centerY()).isEqualTo(-1.0);
        assertThat(box.halfExtentX()).isCloseTo(6, TIGHT);   // 2 sqrt9
        assertThat(box.halfExtentY()).isCloseTo(2, TIGHT);   // 2 sqrt1
        assertParallel(box.axisXx(), box.axisXy(), COS30, SIN30);
        assertParallel(box.axisYx(), box.axisYy(), -SIN30, COS30);
    }

    @Test
    void rotatedCovarianceWithNegativeCorrelation_recoversTheAxesUpToSign() {
        // R(120) diag(9, 1) R^T = [[3, -2 sqrt3], [-2 sqrt3, 7]]: major axis (-1/2, sqrt3/2)
        Obb2d box = Obb2d.fromCovariance(0, 0, 3, -2 * Math.sqrt(3), 7, 1);

        assertThat(box.halfExtentX()).isCloseTo(3, TIGHT);
        assertThat(box.halfExtentY()).isCloseTo(1, TIGHT);
        assertParallel(box.axisXx(), box.axisXy(), -SIN30, COS30);
        assertParallel(box.axisYx(), box.axisYy(), COS30, SIN30);
    }

    @Test
    void rotatedCovariance_putsTheMajorAxisOnX() {
        // R(30) diag(1, 4) R^T = [[1.75, -3 sqrt3 / 4], [-3 sqrt3 / 4, 3.25]]: the major axis is R's Y axis
        Obb2d box = Obb2d.fromCovariance(0, 0, 1.75, -0.75 * Math.sqrt(3), 3.25, 3);

        assertThat(box.halfExtentX()).isCloseTo(6, TIGHT);
        assertThat(box.halfExtentY()).isCloseTo(3, TIGHT);
        assertParallel(box.axisXx(), box.axisXy(), -SIN30, COS30);
    }

    @Test
    void rotatedCovariance_asJomlMatrices_givesTheSameBox() {
        Obb2d expected = Obb2d.fromCovariance(1, -1, 7, 2 * Math.sqrt(3), 3, 2);
        double b = 2 * Math.sqrt(3);

        assertThat(Obb2d.fromCovariance(new Vector2d(1, -1), new Matrix2d(7, b, b, 3), 2)).isEqualTo(expected);
        Obb2d fromFloats = Obb2d.fromCovariance(new Vector2f(1, -1), new Matrix2f(7, (float) b, (float) b, 3), 2);
        assertThat(fromFloats.isCloseTo(expected, 1e-6)).isTrue();
    }

    @Test
    void singularCovariance_givesASegment() {
        // [[1, 1], [1, 1]] = R(45) diag(2, 0) R^T
        Obb2d box = Obb2d.fromCovariance(0, 0, 1, 1, 1, 3);

        assertThat(box.halfExtentX()).isCloseTo(3 * Math.sqrt(2), TIGHT);
        assertThat(box.halfExtentY()).isZero();
        assertParallel(box.axisXx(), box.axisXy(), Math.sqrt(0.5), Math.sqrt(0.5));
    }

    @Test
    void thinRotatedCovariance_keepsItsSmallWidthAccurately() {
        // R(30) diag(1, 1e-12) R^T rounded to double (a = cos^2 + 1e-12 sin^2, b = (1 - 1e-12) sin cos,
        // c = sin^2 + 1e-12 cos^2). Exact arithmetic on these doubles gives eigenvalues
        // 1.0000000000000000894 and 9.99999502152e-13, so at k = 3 the extents are
        // 3.0000000000000001341 and 2.99999925322819e-6.
        double a = 0.7500000000002501;
        double b = 0.4330127018917863;
        double c = 0.25000000000074996;

        Obb2d box = Obb2d.fromCovariance(0, 0, a, b, c, 3);

        assertThat(box.halfExtentY()).isCloseTo(3e-6, withinPercentage(0.1));
        // a naive (mean - r) eigenvalue is off by 2e-5 here; the compensated determinant is not
        assertThat(box.halfExtentY()).isCloseTo(2.99999925322819e-6, within(2.99999925322819e-6 * 1e-9));
        assertThat(box.halfExtentX()).isCloseTo(3, TIGHT);
        assertParallel(box.axisXx(), box.axisXy(), COS30, SIN30);
    }

    @Test
    void thinCovariance_asJomlMatrix_keepsItsSmallWidthToo() {
        double a = 0.7500000000002501;
        double b = 0.4330127018917863;
        double c = 0.25000000000074996;

        Obb2d box = Obb2d.fromCovariance(new Vector2d(), new Matrix2d(a, b, b, c), 3);

        assertThat(box.halfExtentY()).isCloseTo(2.99999925322819e-6, within(2.99999925322819e-6 * 1e-9));
    }

    // ------------------------------------------------------------------ tolerances and rejections

    @Test
    void slightlyAsymmetricMatrix_withinTheTolerance_isAveraged() {
        // |m01 - m10| = 2e-7 <= 1e-6 * 7
        Obb2d box = Obb2d.fromCovariance(new Vector2d(), new Matrix2d(7, 2 + 1e-7, 2 - 1e-7, 3), 1);

        assertThat(box.isCloseTo(Obb2d.fromCovariance(0, 0, 7, 2, 3, 1), 1e-15)).isTrue();
    }

    @Test
    void asymmetricMatrix_isRejected() {
        // JOML's constructor takes columns: m01 = 0.5 (row 1, column 0), m10 = 0
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 0.5, 0, 1), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("covariance").hasMessageContaining("symmetric")
                .hasMessageContaining("0.5");
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2f(), new Matrix2f(1, 0.5f, 0, 1), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("symmetric");
    }

    @Test
    void indefiniteCovariance_isRejectedNamingTheNegativeEigenvalue() {
        // [[1, 2], [2, 1]] has eigenvalues 3 and -1
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 1, 2, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("covariance").hasMessageContaining("positive semi-definite")
                .hasMessageContaining("-1.0");
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 2, 2, 1), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive semi-definite");
    }

    @Test
    void negativeDiagonalVariance_isRejected() {
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 4, 0, -1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive semi-definite").hasMessageContaining("-1.0");
    }

    @Test
    void negativeDefiniteCovariance_isRejected() {
        // [[-2, 1], [1, -2]] has eigenvalues -1 and -3
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, -2, 1, -2, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive semi-definite");
    }

    @Test
    void eigenvalueSlightlyBelowZero_withinTheTolerance_isClampedToZero() {
        // -1e-7 >= -1e-6 * 1: rounding noise in a computed covariance, not indefiniteness
        Obb2d box = Obb2d.fromCovariance(0, 0, 1, 0, -1e-7, 2);

        assertThat(box.halfExtentX()).isEqualTo(2.0);
        assertThat(box.halfExtentY()).isZero();
    }

    @Test
    void diagonalCovarianceWithAZeroVariance_givesASegment() {
        assertThat(Obb2d.fromCovariance(1, 2, 4, 0, 0, 3)).isEqualTo(Obb2d.fromAxes(1, 2, 1, 0, 0, 1, 6, 0));
        assertThat(Obb2d.fromCovariance(1, 2, 0, 0, 9, 3)).isEqualTo(Obb2d.fromAxes(1, 2, 1, 0, 0, 1, 0, 9));
    }

    @Test
    void diagonalVarianceOfExactlyMinusTheTolerance_isAcceptedAsZero() {
        // -1e-6 = -COVARIANCE_TOLERANCE * 1, the largest entry: still rounding noise
        assertThat(Obb2d.fromCovariance(0, 0, -1e-6, 0, 1, 2)).isEqualTo(Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 0, 2));
        assertThat(Obb2d.fromCovariance(0, 0, 1, 0, -1e-6, 2)).isEqualTo(Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 2, 0));
    }

    @Test
    void negativeVarianceTolerance_growsWithTheLargestEntry() {
        // largest entry 100: -5e-5 is within 1e-6 * 100 = 1e-4 of zero, -2e-4 is not
        assertThat(Obb2d.fromCovariance(0, 0, 100, 0, -5e-5, 1).halfExtentY()).isZero();
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 100, 0, -2e-4, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive semi-definite");
    }

    @Test
    void negatedSingularCovariance_isRejectedNamingItsNegativeEigenvalue() {
        // [[-1, 1], [1, -1]] = -[[1, -1], [-1, 1]] has eigenvalues 0 and -2: the larger is exactly 0
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, -1, 1, -1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive semi-definite").hasMessageContaining("eigenvalue -2.0");
    }

    @Test
    void smallerEigenvalueOfExactlyMinusTheTolerance_isAcceptedAsZero() {
        // [[1, 2^-10], [2^-10, c]] has the smaller eigenvalue c - 2^-20 / (1 - c) + ..., about -1e-6.
        // This c was found by stepping through doubles until the computed eigenvalue was exactly
        // -1e-6 = -COVARIANCE_TOLERANCE * 1; the next double down gives -1.0000000000000002E-6.
        double b = 0x1p-10;
        double c = -4.6326637267112834E-8;

        Obb2d box = Obb2d.fromCovariance(0, 0, 1, b, c, 1);

        assertThat(box.halfExtentY()).isZero();
        assertThat(box.halfExtentX()).isCloseTo(1, within(1e-6));
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 1, b, Math.nextDown(c), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("eigenvalue -1.0000000000000002E-6");
    }

    @Test
    void asymmetryOfExactlyTheTolerance_isAcceptedAndAveraged() {
        // |m01 - m10| = 1e-6 = COVARIANCE_TOLERANCE * 1, the largest entry; the next double is beyond
        Obb2d box = Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 1e-6, 0, 1), 1);

        assertThat(box).isEqualTo(Obb2d.fromCovariance(0, 0, 1, 5e-7, 1, 1));
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, Math.nextUp(1e-6), 0, 1), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("symmetric");
    }

    @Test
    void nonPositiveK_isRejected() {
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 1, 0, 1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k").hasMessageContaining("0.0");
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 1, 0, 1, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k").hasMessageContaining("-1.0");
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 0, 0, 1), -2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k").hasMessageContaining("-2.0");
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2f(), new Matrix2f(1, 0, 0, 1), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k").hasMessageContaining("0.0");
    }

    @Test
    void jomlInputs_areCopied() {
        Vector2d mean = new Vector2d(1, 2);
        Matrix2d covariance = new Matrix2d(4, 0, 0, 9);
        Obb2d box = Obb2d.fromCovariance(mean, covariance, 1);

        mean.set(50, 50);
        covariance.set(100, 0, 0, 100);

        assertThat(box).isEqualTo(Obb2d.fromAxes(1, 2, 1, 0, 0, 1, 2, 3));
    }

    /** Asserts that the unit vector (x, y) is +-(ex, ey). */
    private static void assertParallel(double x, double y, double ex, double ey) {
        double sign = Math.signum(x * ex + y * ey);
        assertThat(sign).as("(%s, %s) is not along (%s, %s)", x, y, ex, ey).isNotZero();
        assertThat(x).isCloseTo(sign * ex, TIGHT);
        assertThat(y).isCloseTo(sign * ey, TIGHT);
    }

    @Test
    void negatedSingularCovariance_isRejected_notTurnedIntoAThinBox() {
        // The negation of [[3, 0.3], [0.3, 0.03]] (eigenvalues 0 and 3) has eigenvalues 0 and -3.03.
        // Its larger eigenvalue mean + r cancels to rounding noise just above 0, and det / noise was
        // taken for the smaller one: a box with half-extents 1.5e-8 and 0.12 came back.
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, -3, 0.3, -0.03, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-3.03");
    }

    @Test
    void indefiniteCovarianceWithAZeroTrace_isRejected_evenWhereItsDeterminantUnderflows() {
        // [[1e-200, 1e-200], [1e-200, -1e-200]] has eigenvalues +-1.41e-200, far outside the tolerance
        // of 1e-206. Its trace is exactly 0, and a*c - b*b underflows to 0: taking det / big for the
        // smaller eigenvalue there (mean >= 0 instead of mean > 0) would accept it as a flat box.
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 1e-200, 1e-200, -1e-200, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("eigenvalue -1.41");
    }
}
