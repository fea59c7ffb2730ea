package io.github.obbkit.core3d.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SymmetricEigen3Test {

    /** Checks A v = lambda v for each pair and that the vectors are orthonormal. */
    private static void assertDecomposition(double[] a, double[] e, double tolerance) {
        for (int k = 0; k < 3; k++) {
            double[] v = {e[3 + 3 * k], e[4 + 3 * k], e[5 + 3 * k]};
            for (int r = 0; r < 3; r++) {
                double av = a[3 * r] * v[0] + a[3 * r + 1] * v[1] + a[3 * r + 2] * v[2];
                assertThat(av).isCloseTo(e[k] * v[r], within(tolerance));
            }
            for (int l = 0; l < 3; l++) {
                double dot = v[0] * e[3 + 3 * l] + v[1] * e[4 + 3 * l] + v[2] * e[5 + 3 * l];
                assertThat(dot).isCloseTo(k == l ? 1 : 0, within(1e-14));
            }
        }
    }

    @Test
    void diagonalMatrix_isReturnedUntouched() {
        double[] e = SymmetricEigen3.decompose(3, 0, 0, -0.1, 0, 7, new double[12]);

        assertThat(e).containsExactly(3, -0.1, 7, 1, 0, 0, 0, 1, 0, 0, 0, 1);
    }

    @Test
    void twoByTwoBlock_hasEigenvaluesOneAndThree() {
        // [[2, 1, 0], [1, 2, 0], [0, 0, 5]]: eigenvalues 1 and 3 along (1, -1, 0) and (1, 1, 0), and 5.
        double[] e = SymmetricEigen3.decompose(2, 1, 0, 2, 0, 5, new double[12]);

        assertThat(new double[]{e[0], e[1]}).containsExactlyInAnyOrder(1, 3);
        assertThat(e[2]).isEqualTo(5);
        assertDecomposition(new double[]{2, 1, 0, 1, 2, 0, 0, 0, 5}, e, 1e-15);
    }

    @Test
    void fullMatrix_satisfiesTheEigenEquation() {
        double[] a = {4, -2, 1, -2, 3, 0.5, 1, 0.5, 2};

        double[] e = SymmetricEigen3.decompose(a[0], a[1], a[2], a[4], a[5], a[8], new double[12]);

        assertDecomposition(a, e, 1e-14);
        assertThat(e[0] + e[1] + e[2]).isCloseTo(9, within(1e-14));
    }

    @Test
    void tripleEigenvalueWithOffDiagonalNoise_staysOrthonormal() {
        double[] a = {1, 1e-17, -1e-17, 1e-17, 1, 2e-17, -1e-17, 2e-17, 1};

        double[] e = SymmetricEigen3.decompose(a[0], a[1], a[2], a[4], a[5], a[8], new double[12]);

        assertDecomposition(a, e, 1e-15);
    }

    @Test
    void eigenvectors_formARotation() {
        double[] e = SymmetricEigen3.decompose(1, 0.3, -0.4, 2, 0.7, 0.5, new double[12]);
        double det = e[3] * (e[7] * e[11] - e[8] * e[10]) - e[4] * (e[6] * e[11] - e[8] * e[9])
                + e[5] * (e[6] * e[10] - e[7] * e[9]);

        assertThat(det).isCloseTo(1, within(1e-14));
    }

    @Test
    void shortDestination_isRejected() {
        assertThatThrownBy(() -> SymmetricEigen3.decompose(1, 0, 0, 1, 0, 1, new double[11]))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("dest must have at least 12 elements, had 11");
    }
}
