package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Matrix3d;
import org.joml.Matrix3f;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

class Obb3dCovarianceTest {

    /** R diag(d) R^T for the rotation {@code q}: the covariance whose axes are the columns of R. */
    private static Matrix3d covariance(Quaterniond q, double d0, double d1, double d2) {
        Matrix3d r = new Matrix3d().rotation(q);
        Matrix3d d = new Matrix3d().scaling(d0, d1, d2);
        return new Matrix3d(r).mul(d).mul(new Matrix3d(r).transpose());
    }

    private static double alignment(Vector3d a, Vector3d b) {
        return Math.abs(a.dot(b)) / (a.length() * b.length());
    }

    @Test
    void diagonalCovariance_givesWorldAxesAndExactlyKSqrtOfTheDiagonal() {
        Obb3d box = Obb3d.fromCovariance(1, 2, 3, 4, 0, 0, 9, 0, 0.25, 3);

        assertThat(box).isEqualTo(Obb3d.fromAxes(1, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 6, 9, 1.5));
    }

    @Test
    void diagonalCovariance_keepsWorldOrder_evenWhenNotSorted() {
        Obb3d box = Obb3d.fromCovariance(0, 0, 0, 0.01, 0, 0, 1, 0, 100, 2);

        assertThat(box.halfExtents(new Vector3d())).isEqualTo(new Vector3d(0.2, 2, 20));
        assertThat(box.axisXx()).isEqualTo(1);
    }

    @Test
    void rotatedCovariance_recoversTheAxesUpToSign_majorAxisFirst() {
        Quaterniond q = new Quaterniond().rotationAxis(0.7, 1 / Math.sqrt(14), 2 / Math.sqrt(14), 3 / Math.sqrt(14));
        Matrix3d r = new Matrix3d().rotation(q);
        Matrix3d sigma = covariance(q, 4, 9, 1);

        Obb3d box = Obb3d.fromCovariance(new Vector3d(1, -1, 0.5), sigma, 2);

        // Sorted: 9 (column 1), 4 (column 0), 1 (column 2); extents 2 * (3, 2, 1).
        assertThat(box.halfExtentX()).isCloseTo(6, within(1e-12));
        assertThat(box.halfExtentY()).isCloseTo(4, within(1e-12));
        assertThat(box.halfExtentZ()).isCloseTo(2, within(1e-12));
        assertThat(alignment(box.axisX(new Vector3d()), r.getColumn(1, new Vector3d()))).isCloseTo(1, within(1e-12));
        assertThat(alignment(box.axisY(new Vector3d()), r.getColumn(0, new Vector3d()))).isCloseTo(1, within(1e-12));
        assertThat(alignment(box.axisZ(new Vector3d()), r.getColumn(2, new Vector3d()))).isCloseTo(1, within(1e-12));
        assertThat(box.center(new Vector3d())).isEqualTo(new Vector3d(1, -1, 0.5));
    }

    @Test
    void nonDiagonalCovariance_givesARightHandedOrthonormalSet() {
        Obb3d box = Obb3d.fromCovariance(0, 0, 0, 2, 0.5, -0.3, 1, 0.2, 3, 1);

        Obb3dFactoryTest.assertOrthonormal(box);
        Vector3d z = box.axisX(new Vector3d()).cross(box.axisY(new Vector3d()));
        assertThat(z.distance(box.axisZ(new Vector3d()))).isLessThan(1e-14);
        assertThat(box.halfExtentX()).isGreaterThanOrEqualTo(box.halfExtentY());
        assertThat(box.halfExtentY()).isGreaterThanOrEqualTo(box.halfExtentZ());
    }

    @Test
    void repeatedEigenvalues_giveAnOrthonormalBasisOfTheRepeatedPlane() {
        Quaterniond q = new Quaterniond().rotationXYZ(0.4, -0.8, 1.9);
        Vector3d unique = new Matrix3d().rotation(q).getColumn(2, new Vector3d());

        Obb3d box = Obb3d.fromCovariance(new Vector3d(), covariance(q, 4, 4, 1), 1);

        Obb3dFactoryTest.assertOrthonormal(box);
        assertThat(box.halfExtentX()).isCloseTo(2, within(1e-12));
        assertThat(box.halfExtentY()).isCloseTo(2, within(1e-12));
        assertThat(box.halfExtentZ()).isCloseTo(1, within(1e-12));
        assertThat(alignment(box.axisZ(new Vector3d()), unique)).isCloseTo(1, within(1e-12));
    }

    @Test
    void isotropicCovariance_isASphereOfBoxes() {
        Obb3d box = Obb3d.fromCovariance(new Vector3d(), covariance(new Quaterniond().rotationY(0.3), 2, 2, 2), 1);

        Obb3dFactoryTest.assertOrthonormal(box);
        assertThat(box.halfExtents(new Vector3d()).distance(Math.sqrt(2), Math.sqrt(2), Math.sqrt(2))).isLessThan(1e-14);
    }

    @Test
    void thinCovariance_keepsItsSmallExtent() {
        Quaterniond q = new Quaterniond().rotationAxis(1.2, 0.6, 0.0, 0.8);
        Obb3d box = Obb3d.fromCovariance(new Vector3d(), covariance(q, 1, 1e-4, 1e-12), 1);

        assertThat(box.halfExtentZ()).isCloseTo(1e-6, within(1e-9));
        assertThat(box.halfExtentY()).isCloseTo(1e-2, within(1e-12));
    }

    @Test
    void zeroCovariance_givesAPointWithWorldAxes() {
        assertThat(Obb3d.fromCovariance(5, 6, 7, 0, 0, 0, 0, 0, 0, 3))
                .isEqualTo(Obb3d.fromAxes(5, 6, 7, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0));
    }

    @Test
    void tinyNegativeEigenvalue_withinTolerance_isClampedToAFlatBox() {
        Obb3d box = Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 0, -1e-7, 1);

        assertThat(box.halfExtentZ()).isZero();
        assertThat(box.halfExtentX()).isEqualTo(1);
    }

    @Test
    void indefiniteCovariance_isRejectedWithTheMatrixAndTheEigenvalue() {
        // [[1, 2, 0], [2, 1, 0], [0, 0, 1]] has eigenvalues 3, 1 and -1.
        assertThatThrownBy(() -> Obb3d.fromCovariance(0, 0, 0, 1, 2, 0, 1, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("covariance must be positive semi-definite, was [[1.0, 2.0, 0.0], "
                        + "[2.0, 1.0, 0.0], [0.0, 0.0, 1.0]] with eigenvalue -")
                .satisfies(e -> assertThat(Double.parseDouble(e.getMessage().replaceAll(".* eigenvalue ", "")))
                        .isCloseTo(-1, within(1e-14)));
        assertThatThrownBy(() -> Obb3d.fromCovariance(0, 0, 0, -1, 0, 0, 1, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith("with eigenvalue -1.0");
    }

    @Test
    void asymmetricMatrix_isRejectedWithTheMatrix() {
        Matrix3d m = new Matrix3d(1, 0, 0, 0.001, 1, 0, 0, 0, 1);

        assertThatThrownBy(() -> Obb3d.fromCovariance(new Vector3d(), m, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("covariance must be symmetric, was [[1.0, 0.001, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]");
    }

    @Test
    void slightlyAsymmetricMatrix_withinTolerance_isAveraged() {
        Matrix3d m = new Matrix3d(2, 0.5, 0, 0.5 + 1e-9, 2, 0, 0, 0, 1);

        Obb3d box = Obb3d.fromCovariance(new Vector3d(), m, 1);

        // Eigenvalues of the averaged [[2, 0.5 + 5e-10], ...] are 2.5, 1.5, 1.
        assertThat(box.halfExtentX()).isCloseTo(Math.sqrt(2.5), within(1e-9));
        assertThat(box.halfExtentY()).isCloseTo(Math.sqrt(1.5), within(1e-9));
        assertThat(box.halfExtentZ()).isCloseTo(1, within(1e-15));
    }

    @Test
    void floatInputs_giveTheSameBoxAsTheirDoubleValues() {
        Matrix3f mf = new Matrix3f(2, 0.5f, 0.1f, 0.5f, 1, 0.2f, 0.1f, 0.2f, 3);
        Obb3d fromFloat = Obb3d.fromCovariance(new Vector3f(1, 2, 3), mf, 2);
        Obb3d fromDouble = Obb3d.fromCovariance(new Vector3d(1, 2, 3), new Matrix3d(mf), 2);

        assertThat(fromFloat).isEqualTo(fromDouble);
    }

    @Test
    void badArguments_areRejectedByName() {
        assertThatThrownBy(() -> Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 0, 1, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("k must be > 0, was 0.0");
        assertThatThrownBy(() -> Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 0, 1, -2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("k must be > 0, was -2.0");
        assertThatThrownBy(() -> Obb3d.fromCovariance(0, 0, 0, 1, 0, Double.NaN, 1, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("covariance[0][2] must be finite, was NaN");
        assertThatThrownBy(() -> Obb3d.fromCovariance(0, Double.POSITIVE_INFINITY, 0, 1, 0, 0, 1, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("meanY must be finite, was Infinity");
        assertThatThrownBy(() -> Obb3d.fromCovariance(new Vector3d(), new Matrix3d().m21(Double.NaN), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("covariance[1][2] must be finite, was NaN");
    }

    @Test
    void asymmetryOfExactlyTheTolerance_isAcceptedAndAveraged_inEachPair() {
        // |m_ij - m_ji| = 1e-6 = COVARIANCE_TOLERANCE * 1, the largest entry; the next double is beyond.
        Obb3d expected01 = Obb3d.fromCovariance(0, 0, 0, 1, 5e-7, 0, 1, 0, 1, 1);
        Obb3d expected02 = Obb3d.fromCovariance(0, 0, 0, 1, 0, 5e-7, 1, 0, 1, 1);
        Obb3d expected12 = Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 5e-7, 1, 1);

        assertThat(Obb3d.fromCovariance(new Vector3d(), new Matrix3d().m10(1e-6), 1)).isEqualTo(expected01);
        assertThat(Obb3d.fromCovariance(new Vector3d(), new Matrix3d().m20(1e-6), 1)).isEqualTo(expected02);
        assertThat(Obb3d.fromCovariance(new Vector3d(), new Matrix3d().m21(1e-6), 1)).isEqualTo(expected12);
        assertThatThrownBy(() -> Obb3d.fromCovariance(new Vector3d(), new Matrix3d().m21(Math.nextUp(1e-6)), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("covariance must be symmetric");
    }

    @Test
    void asymmetryTolerance_growsWithTheLargestEntry() {
        // largest entry 100: an asymmetry of 5e-5 is within 1e-6 * 100, one of 2e-4 is not
        Matrix3d within = new Matrix3d().scaling(100, 1, 1).m10(5e-5);
        Matrix3d beyond = new Matrix3d().scaling(100, 1, 1).m10(2e-4);

        assertThat(Obb3d.fromCovariance(new Vector3d(), within, 1).halfExtentX()).isCloseTo(10, within(1e-12));
        assertThatThrownBy(() -> Obb3d.fromCovariance(new Vector3d(), beyond, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("covariance must be symmetric");
    }

    private static double handedness(Obb3d box) {
        return box.axisX(new Vector3d()).dot(box.axisY(new Vector3d()).cross(box.axisZ(new Vector3d())));
    }

    @Test
    void unitCovarianceWithRoundingNoiseOffTheDiagonal_givesARightHandedOrthonormalSet() {
        // 1e-17 in the (y, z) entry: eigenvalues 1 +- 1e-17, equal to rounding, so Jacobi turns y and z
        // by 45 degrees; Z must still be built as X x Y, not collapse onto Y.
        Obb3d box = Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 1e-17, 1, 1);

        Obb3dFactoryTest.assertOrthonormal(box);
        assertThat(handedness(box)).isCloseTo(1, within(1e-15));
        assertThat(box.halfExtents(new Vector3d())).isEqualTo(new Vector3d(1, 1, 1));
    }

    @Test
    void covarianceSpanningEighteenOrders_givesARightHandedSet() {
        // Found by a search over random covariances: eigenvalues about 2e19, 7e14 and 1e3, and Jacobi's
        // third eigenvector has an exact zero component, which a Z axis read from the wrong
        // components would turn into a left-handed set.
        Obb3d box = Obb3d.fromCovariance(0, 0, 0, 4.9587418205846415E18, 5.6082022881887314E18,
                6.6187140359123261E18, 6.3427244335816428E18, 7.4855857683459707E18, 8.8356413802332211E18, 1);

        Obb3dFactoryTest.assertOrthonormal(box);
        assertThat(handedness(box)).isCloseTo(1, within(1e-15));
        assertThat(box.halfExtentX()).isGreaterThan(box.halfExtentY());
        assertThat(box.halfExtentY()).isGreaterThan(box.halfExtentZ());
    }
}
