package io.github.obbkit.core3d;

import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Quaterniond;

/**
 * A covariance {@code R diag(v) R^T} built by JOML for the tests of the principal axes: a random
 * rotation {@code R} and variances near 1, 3 and 6 put on R's columns in the {@code k}-th of the six
 * orders ({@code k mod 6}), so that every order of the eigenvalues, odd and even, comes up.
 */
final class RotatedCovariance {
    private static final int[][] ORDERS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** R. */
    final Matrix3d rotation;
    /** The variance along each column of R. */
    final double[] variances;
    /** {@code R diag(variances) R^T}. */
    final Matrix3d sigma;

    RotatedCovariance(SplittableRandom r, int k) {
        Quaterniond q = new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3));
        rotation = new Matrix3d().rotation(q);
        double[] d = {1 + r.nextDouble(), 3 + r.nextDouble(), 6 + r.nextDouble()};
        int[] order = ORDERS[k % 6];
        variances = new double[] {d[order[0]], d[order[1]], d[order[2]]};
        sigma = new Matrix3d(rotation).mul(new Matrix3d().scaling(variances[0], variances[1], variances[2]))
                .mul(new Matrix3d(rotation).transpose());
    }

    /** The column of R with the {@code rank}-th largest variance (0: the largest). */
    int columnOfRank(int rank) {
        for (int c = 0; c < 3; c++) {
            int above = 0;
            for (int o = 0; o < 3; o++) {
                above += variances[o] > variances[c] ? 1 : 0;
            }
            if (above == rank) {
                return c;
            }
        }
        throw new IllegalStateException("variances must differ");
    }
}
