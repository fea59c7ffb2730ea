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
    /** The length of the scratch space of the allocation-free {@code decompose}: two 3 x 3 matrices. */
    public static final int SCRATCH = 18;

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
        return decompose(a00, a01, a02, a11, a12, a22, dest, new double[SCRATCH]);
    }

    /**
     * {@link #decompose(double, double, double, double, double, double, double[])} with the caller's
     * scratch space, so that nothing is allocated; the same numbers, bit for bit.
     *
     * @param a00     entry (0, 0)
     * @param a01     entry (0, 1) and (1, 0)
     * @param a02     entry (0, 2) and (2, 0)
     * @param a11     entry (1, 1)
     * @param a12     entry (1, 2) and (2, 1)
     * @param a22     entry (2, 2)
     * @param dest    at least 12 elements, overwritten
     * @param scratch at least {@link #SCRATCH} elements, overwritten
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} or {@code scratch} is too short
     */
    public static double[] decompose(double a00, double a01, double a02, double a11, double a12, double a22,
                                     double[] dest, double[] scratch) {
        Checks.length("dest", dest.length, 12);
        Checks.length("scratch", scratch.length, SCRATCH);
        // The matrix a[i][j] at scratch[3i + j], the eigenvectors' matrix v[i][j] at scratch[9 + 3i + j].
        double[] m = scratch;
        m[0] = a00;
        m[1] = a01;
        m[2] = a02;
        m[3] = a01;
        m[4] = a11;
        m[5] = a12;
        m[6] = a02;
        m[7] = a12;
        m[8] = a22;
        for (int k = 9; k < SCRATCH; k++) {
            m[k] = 0;
        }
        m[9] = 1;
        m[13] = 1;
        m[17] = 1;
        for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
            if (m[1] == 0 && m[2] == 0 && m[5] == 0) {
                break;
            }
            rotate(m, 0, 1, sweep);
            rotate(m, 0, 2, sweep);
            rotate(m, 1, 2, sweep);
        }
        dest[0] = m[0];
        dest[1] = m[4];
        dest[2] = m[8];
        for (int k = 0; k < 3; k++) {
            dest[3 + 3 * k] = m[9 + k];
            dest[4 + 3 * k] = m[12 + k];
            dest[5 + 3 * k] = m[15 + k];
        }
        return dest;
    }

    /** Annihilates {@code a[p][q]} by a plane rotation, accumulating it into the columns of {@code v}. */
    private static void rotate(double[] m, int p, int q, int sweep) {
        double apq = m[3 * p + q];
        if (apq == 0) {
            return;
        }
        double app = m[4 * p];
        double aqq = m[4 * q];
        double g = 100 * Math.abs(apq);
        // Once the matrix is nearly diagonal, an entry too small to change either diagonal entry is
        // rounding noise: dropping it keeps the eigenvalues' relative accuracy and ends the sweeps.
        if (sweep > 3 && Math.abs(app) + g == Math.abs(app) && Math.abs(aqq) + g == Math.abs(aqq)) {
            m[3 * p + q] = 0;
            m[3 * q + p] = 0;
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
        m[4 * p] = app - t * apq;
        m[4 * q] = aqq + t * apq;
        m[3 * p + q] = 0;
        m[3 * q + p] = 0;
        int r = 3 - p - q;
        double arp = m[3 * r + p];
        double arq = m[3 * r + q];
        m[3 * r + p] = c * arp - s * arq;
        m[3 * p + r] = m[3 * r + p];
        m[3 * r + q] = s * arp + c * arq;
        m[3 * q + r] = m[3 * r + q];
        for (int k = 0; k < 3; k++) {
            double vkp = m[9 + 3 * k + p];
            double vkq = m[9 + 3 * k + q];
            m[9 + 3 * k + p] = c * vkp - s * vkq;
            m[9 + 3 * k + q] = s * vkp + c * vkq;
        }
    }
}
