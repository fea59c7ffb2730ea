package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * {@link Obb3d#fromCovariance}'s documented frame for a non-diagonal matrix: axes sorted by decreasing
 * eigenvalue and right-handed, half-extents {@code k} times the square roots of the sorted eigenvalues.
 * The covariances are {@code R diag(d) R^T} built by JOML, with the three variances in every order,
 * so half the cases need an odd reordering of Jacobi's right-handed eigenvectors, which the fit must
 * undo by flipping Z.
 */
class CovarianceFit3dHandednessTest {
    @Test
    void axesByDecreasingVariance_rightHanded_extentsFromTheSortedEigenvalues() {
        SplittableRandom r = new SplittableRandom(0xc0f1);
        for (int k = 0; k < 600; k++) {
            RotatedCovariance c = new RotatedCovariance(r, k);
            Matrix3d sigma = c.sigma;
            double scale = 0.5 + r.nextDouble();

            Obb3d box = Obb3d.fromCovariance(1, -2, 3, sigma.m00, sigma.m10, sigma.m20, sigma.m11, sigma.m21,
                    sigma.m22, scale);

            Vector3d x = new Vector3d(box.axisXx(), box.axisXy(), box.axisXz());
            Vector3d y = new Vector3d(box.axisYx(), box.axisYy(), box.axisYz());
            Vector3d z = new Vector3d(box.axisZx(), box.axisZy(), box.axisZz());
            assertThat(x.dot(y.cross(z, new Vector3d()))).as("case %d: det of the axes", k).isCloseTo(1, within(1e-9));
            Vector3d[] axes = {x, y, z};
            double[] extents = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
            for (int a = 0; a < 3; a++) {
                int column = c.columnOfRank(a);
                double dot = axes[a].dot(c.rotation.getColumn(column, new Vector3d()));
                assertThat(Math.abs(dot)).as("case %d, axis %d", k, a).isCloseTo(1, within(1e-9));
                double expected = scale * Math.sqrt(c.variances[column]);
                assertThat(extents[a]).as("case %d, extent %d", k, a).isCloseTo(expected, within(1e-9 * expected));
            }
            assertThat(box.centerX()).isEqualTo(1);
            assertThat(box.centerY()).isEqualTo(-2);
            assertThat(box.centerZ()).isEqualTo(3);
        }
    }
}
