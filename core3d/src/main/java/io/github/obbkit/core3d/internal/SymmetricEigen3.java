package io.github.obbkit.core3d.internal;

/**
 * Eigen-decomposition of a symmetric 3x3 matrix by the cyclic Jacobi method (Golub and Van Loan,
 * Matrix Computations, 8.5; the rotation formulas of Numerical Recipes 11.1).
 *
 * <p>Jacobi was chosen over the closed-form (trigonometric) solution because of three properties
 * the covariance box needs: a diagonal input is returned untouched (no rotation is ever applied to
 * a zero off-diagonal entry, so the eigenvalues are the diagonal bit for bit and the eigenvectors
 * the world axes); repeated or nearly repeated eigenvalues cause no cancellation (the eigenvectors
 * are always the columns of a product of plane rotations, hence orthonormal to rounding, whatever
 * the spectrum); and small eigenvalues of a positive semi-definite matrix keep a small relative
 * error, which keeps thin Gaussians thin.
 */
public final class SymmetricEigen3 {
    /** Far more sweeps than the quadratic convergence needs (typically 4 to 6 at full precision). */
    private static final int MAX_SWEEPS = 64;

    private SymmetricEigen3() {
    }

    /**
     * Decomposes the symmetric matrix {@code [[a00, a01, a02], [a01, a11, a12], [a02, a12, a22]]}.
     *
     * <p>Writes the eigenvalues into {@code dest[0..2]} and the matching unit eigenvectors into
     * {@code dest[3..11]}, eigenvector {@code k} at {@code dest[3 + 3k .. 5 + 3k]}. The eigenvectors
     * form a rotation (determinant +1, up to rounding). No ordering is applied: when every
     * off-diagonal entry is zero the result is the diagonal with the world axes, in input order.
     *
     * @param a00  entry (0, 0)
     * @param a01  entry (0, 1) = (1, 0)
     * @param a02  entry (0, 2) = (2, 0)
     * @param a11  entry (1, 1)
     * @param a12  entry (1, 2) = (2, 1)
     * @param a22  entry (2, 2)
     * @param dest at least 12 elements, overwritten
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 12 elements
     */
    public static double[] decompose(double a00, double a01, double a02, double a11, double a12, double a22,
                                     double[] dest) {
        Checks.length("dest", dest.length, 12);
        double[][] a = {{a00, a01, a02}, {a01, a11, a12}, {a02, a12, a22}};
        double[][] v = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
            if (a[0][1] == 0 && a[0][2] == 0 && a[1][2] == 0) {
                break;
            }
            rotate(a, v, 0, 1, sweep);
            rotate(a, v, 0, 2, sweep);
            rotate(a, v, 1, 2, sweep);
        }
        dest[0] = a[0][0];
        dest[1] = a[1][1];
        dest[2] = a[2][2];
        for (int k = 0; k < 3; k++) {
            dest[3 + 3 * k] = v[0][k];
            dest[4 + 3 * k] = v[1][k];
            dest[5 + 3 * k] = v[2][k];
        }
        return dest;
    }

    /** Annihilates {@code a[p][q]} by a plane rotation, accumulating it into the columns of {@code v}. */
    private static void rotate(double[][] a, double[][] v, int p, int q, int sweep) {
        double apq = a[p][q];
        if (apq == 0) {
            return;
        }
        double app = a[p][p];
        double aqq = a[q][q];
        double g = 100 * Math.abs(apq);
        // Once the matrix is nearly diagonal, an entry too small to change either diagonal entry is
        // rounding noise: dropping it keeps the eigenvalues' relative accuracy and ends the sweeps.
        if (sweep > 3 && Math.abs(app) + g == Math.abs(app) && Math.abs(aqq) + g == Math.abs(aqq)) {
            a[p][q] = 0;
            a[q][p] = 0;
            return;
        }
        double theta = (aqq - app) / (2 * apq);
        double t;
        if (Math.abs(theta) > 1e150) {
            t = 0.5 / theta;
        } else {
            t = Math.copySign(1, theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        }
        double c = 1 / Math.sqrt(t * t + 1);
        double s = t * c;
        a[p][p] = app - t * apq;
        a[q][q] = aqq + t * apq;
        a[p][q] = 0;
        a[q][p] = 0;
        int r = 3 - p - q;
        double arp = a[r][p];
        double arq = a[r][q];
        a[r][p] = c * arp - s * arq;
        a[p][r] = a[r][p];
        a[r][q] = s * arp + c * arq;
        a[q][r] = a[r][q];
        for (int k = 0; k < 3; k++) {
            double vkp = v[k][p];
            double vkq = v[k][q];
            v[k][p] = c * vkp - s * vkq;
            v[k][q] = s * vkp + c * vkq;
        }
    }
}
