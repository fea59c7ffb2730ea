package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.internal.SymmetricEigen3;
import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * {@link CovarianceFit3d#principalAxes}, which the point fits' PCA and DiTO-26 use (DiTO-26 searches
 * the cross-sections about its first axis), against covariances built as {@code R diag(d) R^T} by
 * JOML: the rows are R's columns ordered by decreasing {@code d}, up to sign, and right-handed, for
 * every order of the three variances.
 */
class CovarianceFit3dPrincipalAxesTest {
    @Test
    void rowsAreTheEigenvectors_byDecreasingVariance_rightHanded() {
        SplittableRandom r = new SplittableRandom(0xc0fa);
        double[] dest = new double[9];
        double[] eigen = new double[12];
        double[] jacobi = new double[SymmetricEigen3.SCRATCH];
        for (int k = 0; k < 600; k++) {
            RotatedCovariance c = new RotatedCovariance(r, k);
            Matrix3d rot = c.rotation;
            Matrix3d sigma = c.sigma;

            CovarianceFit3d.principalAxes(sigma.m00, sigma.m10, sigma.m20, sigma.m11, sigma.m21, sigma.m22, dest,
                    eigen, jacobi);

            // The largest variance's column of R must be row 0, and so on.
            for (int row = 0; row < 3; row++) {
                Vector3d expected = rot.getColumn(c.columnOfRank(row), new Vector3d());
                double dot = dest[3 * row] * expected.x + dest[3 * row + 1] * expected.y + dest[3 * row + 2] * expected.z;
                assertThat(Math.abs(dot)).as("case %d, row %d", k, row).isCloseTo(1, within(1e-9));
            }
            Vector3d x = new Vector3d(dest[0], dest[1], dest[2]);
            Vector3d y = new Vector3d(dest[3], dest[4], dest[5]);
            Vector3d z = x.cross(y, new Vector3d());
            assertThat(z.x).as("case %d: Z = X x Y", k).isCloseTo(dest[6], within(1e-9));
            assertThat(z.y).as("case %d: Z = X x Y", k).isCloseTo(dest[7], within(1e-9));
            assertThat(z.z).as("case %d: Z = X x Y", k).isCloseTo(dest[8], within(1e-9));
        }
    }

    @Test
    void diagonalCovariance_keepsTheWorldAxesInWorldOrder_rightHanded() {
        double[] dest = new double[9];
        CovarianceFit3d.principalAxes(1, 0, 0, 9, 0, 4, dest, new double[12], new double[SymmetricEigen3.SCRATCH]);
        // Documented for fromCovariance and shared here: a diagonal matrix keeps the world order.
        assertThat(Math.abs(dest[0])).isEqualTo(1);
        assertThat(Math.abs(dest[4])).isEqualTo(1);
        assertThat(dest[0] * dest[4] * dest[8]).isEqualTo(1);
    }
}
