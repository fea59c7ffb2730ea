package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import io.github.obbkit.core3d.internal.SymmetricEigen3;
import java.util.Objects;
import org.joml.Matrix3dc;
import org.joml.Matrix3fc;
import org.joml.Vector3dc;
import org.joml.Vector3fc;

/**
 * The k-sigma box of a 3D Gaussian, behind {@link Obb3d}'s {@code fromCovariance}: the covariance
 * is checked to be symmetric and positive semi-definite within {@link #COVARIANCE_TOLERANCE} of its
 * largest entry, decomposed by the cyclic Jacobi method of {@link SymmetricEigen3}, its eigenvectors
 * sorted by decreasing eigenvalue (left in world order for a diagonal covariance) and made
 * right-handed, and the half-extents set to {@code k * sqrt(lambda)}. The axes then go through
 * {@link AxisFrames3d#orthonormalised}.
 */
final class CovarianceFit3d {
    /** {@link Obb3d#COVARIANCE_TOLERANCE}: the relative asymmetry and negative eigenvalue accepted. */
    static final double COVARIANCE_TOLERANCE = 1e-6;

    private CovarianceFit3d() {
    }

    /** {@link Obb3d#fromCovariance(double, double, double, double, double, double, double, double, double, double)}. */
    static Obb3d fromCovariance(double meanX, double meanY, double meanZ, double sxx, double sxy,
                                double sxz, double syy, double syz, double szz, double k) {
        double mx = Checks.finite("meanX", meanX);
        double my = Checks.finite("meanY", meanY);
        double mz = Checks.finite("meanZ", meanZ);
        double a00 = Checks.finite("covariance[0][0]", sxx);
        double a01 = Checks.finite("covariance[0][1]", sxy);
        double a02 = Checks.finite("covariance[0][2]", sxz);
        double a11 = Checks.finite("covariance[1][1]", syy);
        double a12 = Checks.finite("covariance[1][2]", syz);
        double a22 = Checks.finite("covariance[2][2]", szz);
        double kk = Checks.positive("k", k);
        double scale = Math.max(Math.max(Math.abs(a00), Math.abs(a11)), Math.abs(a22));
        scale = Math.max(scale, Math.max(Math.max(Math.abs(a01), Math.abs(a02)), Math.abs(a12)));
        double[] e = SymmetricEigen3.decompose(a00, a01, a02, a11, a12, a22, new double[12]);
        double smallest = Math.min(Math.min(e[0], e[1]), e[2]);
        if (smallest < -COVARIANCE_TOLERANCE * scale) {
            throw new IllegalArgumentException("covariance must be positive semi-definite, was [[" + a00 + ", "
                    + a01 + ", " + a02 + "], [" + a01 + ", " + a11 + ", " + a12 + "], [" + a02 + ", " + a12 + ", "
                    + a22 + "]] with eigenvalue " + smallest);
        }
        int[] order = {0, 1, 2};
        boolean diagonal = a01 == 0 && a02 == 0 && a12 == 0;
        if (!diagonal) {
            sortDescending(e, order);
        }
        int i = 3 + 3 * order[0];
        int j = 3 + 3 * order[1];
        int l = 3 + 3 * order[2];
        double ux = e[i];
        double uy = e[i + 1];
        double uz = e[i + 2];
        double vx = e[j];
        double vy = e[j + 1];
        double vz = e[j + 2];
        double wx = e[l];
        double wy = e[l + 1];
        double wz = e[l + 2];
        // Jacobi's product of rotations is right-handed; an odd reordering is undone by flipping Z.
        double det = ux * (vy * wz - vz * wy) - uy * (vx * wz - vz * wx) + uz * (vx * wy - vy * wx);
        if (det < 0) {
            wx = -wx;
            wy = -wy;
            wz = -wz;
        }
        return AxisFrames3d.orthonormalised(mx, my, mz, ux, uy, uz, vx, vy, vz, wx, wy, wz,
                extent(kk, e[order[0]], "X"), extent(kk, e[order[1]], "Y"), extent(kk, e[order[2]], "Z"));
    }

    /**
     * The principal axes of a symmetric matrix, for {@link PointFit3d}'s principal-component fit: the
     * same Jacobi decomposition, order (by decreasing eigenvalue, world order for a diagonal matrix)
     * and handedness as {@code fromCovariance}, written as axis X, Y, Z into {@code dest[0..8]};
     * {@code eigen} (12 numbers) and {@code jacobi} ({@link SymmetricEigen3#SCRATCH}) are the
     * decomposition's scratch space, so that nothing is allocated.
     */
    static void principalAxes(double a00, double a01, double a02, double a11, double a12, double a22,
                              double[] dest, double[] eigen, double[] jacobi) {
        double[] e = SymmetricEigen3.decompose(a00, a01, a02, a11, a12, a22, eigen, jacobi);
        int o0 = 0;
        int o1 = 1;
        int o2 = 2;
        if (!(a01 == 0 && a02 == 0 && a12 == 0)) {
            // The sort of sortDescending, on three locals.
            if (e[o1] > e[o0]) {
                int t = o0;
                o0 = o1;
                o1 = t;
            }
            if (e[o2] > e[o0]) {
                int t = o0;
                o0 = o2;
                o2 = t;
            }
            if (e[o2] > e[o1]) {
                int t = o1;
                o1 = o2;
                o2 = t;
            }
        }
        System.arraycopy(e, 3 + 3 * o0, dest, 0, 3);
        System.arraycopy(e, 3 + 3 * o1, dest, 3, 3);
        System.arraycopy(e, 3 + 3 * o2, dest, 6, 3);
        double det = dest[0] * (dest[4] * dest[8] - dest[5] * dest[7]) - dest[1] * (dest[3] * dest[8] - dest[5] * dest[6])
                + dest[2] * (dest[3] * dest[7] - dest[4] * dest[6]);
        if (det < 0) {
            dest[6] = -dest[6];
            dest[7] = -dest[7];
            dest[8] = -dest[8];
        }
    }

    private static void sortDescending(double[] eigenvalues, int[] order) {
        for (int a = 0; a < 2; a++) {
            for (int b = a + 1; b < 3; b++) {
                if (eigenvalues[order[b]] > eigenvalues[order[a]]) {
                    int t = order[a];
                    order[a] = order[b];
                    order[b] = t;
                }
            }
        }
    }

    private static double extent(double k, double variance, String axis) {
        return Checks.finite("k-sigma halfExtent" + axis, k * Math.sqrt(Math.max(variance, 0)));
    }

    /** {@link Obb3d#fromCovariance(Vector3dc, Matrix3dc, double)}: mirrored entries averaged. */
    static Obb3d fromCovariance(Vector3dc mean, Matrix3dc covariance, double k) {
        Objects.requireNonNull(mean, "mean");
        Objects.requireNonNull(covariance, "covariance");
        return fromCovarianceMatrix(mean.x(), mean.y(), mean.z(),
                covariance.m00(), covariance.m10(), covariance.m20(),
                covariance.m01(), covariance.m11(), covariance.m21(),
                covariance.m02(), covariance.m12(), covariance.m22(), k);
    }

    /** {@link Obb3d#fromCovariance(Vector3fc, Matrix3fc, double)}: read into double first. */
    static Obb3d fromCovariance(Vector3fc mean, Matrix3fc covariance, double k) {
        Objects.requireNonNull(mean, "mean");
        Objects.requireNonNull(covariance, "covariance");
        return fromCovarianceMatrix(mean.x(), mean.y(), mean.z(),
                covariance.m00(), covariance.m10(), covariance.m20(),
                covariance.m01(), covariance.m11(), covariance.m21(),
                covariance.m02(), covariance.m12(), covariance.m22(), k);
    }

    /** Arguments are row by row: {@code sRC} is row R, column C. */
    private static Obb3d fromCovarianceMatrix(double mx, double my, double mz,
                                              double s00, double s01, double s02,
                                              double s10, double s11, double s12,
                                              double s20, double s21, double s22, double k) {
        Checks.finite("covariance[0][0]", s00);
        Checks.finite("covariance[0][1]", s01);
        Checks.finite("covariance[0][2]", s02);
        Checks.finite("covariance[1][0]", s10);
        Checks.finite("covariance[1][1]", s11);
        Checks.finite("covariance[1][2]", s12);
        Checks.finite("covariance[2][0]", s20);
        Checks.finite("covariance[2][1]", s21);
        Checks.finite("covariance[2][2]", s22);
        double scale = Math.max(Math.max(Math.abs(s00), Math.abs(s11)), Math.abs(s22));
        scale = Math.max(scale, Math.max(Math.max(Math.abs(s01), Math.abs(s10)), Math.abs(s02)));
        scale = Math.max(scale, Math.max(Math.max(Math.abs(s20), Math.abs(s12)), Math.abs(s21)));
        double slack = COVARIANCE_TOLERANCE * scale;
        if (!(Math.abs(s01 - s10) <= slack && Math.abs(s02 - s20) <= slack && Math.abs(s12 - s21) <= slack)) {
            throw new IllegalArgumentException("covariance must be symmetric, was [[" + s00 + ", " + s01 + ", "
                    + s02 + "], [" + s10 + ", " + s11 + ", " + s12 + "], [" + s20 + ", " + s21 + ", " + s22 + "]]");
        }
        return fromCovariance(mx, my, mz, s00, 0.5 * s01 + 0.5 * s10, 0.5 * s02 + 0.5 * s20, s11,
                0.5 * s12 + 0.5 * s21, s22, k);
    }
}
