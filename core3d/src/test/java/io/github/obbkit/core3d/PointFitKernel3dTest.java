package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * {@link PointFitKernel3d}'s principal axes and local search against answers computed here: the
 * principal axes against a test-local Jacobi decomposition of the covariance about the mean (on
 * clouds far from their mean's origin, with repeated points weighing as samples); the refinement
 * never ends above its best start, returns a start that is already the least box unchanged whichever
 * slot it is in, and ends where no turn of its last step about any of its axes (done here by a
 * rotation matrix, not the kernel's turn) lowers the documented objective: the volume plus
 * {@code 1e-9} of the largest coordinate times the surface, for flat sets too.
 */
class PointFitKernel3dTest {
    private static final int CASES = 300;
    /** The refinement's last step: it halves from 0.2 and stops below 1e-5 (the class's constants). */
    private static final double LAST_STEP = 0.2 / (1 << 14);

    @Test
    void principalAxes_areTheCovariancesEigenvectors_byDecreasingVariance() {
        SplittableRandom r = new SplittableRandom(0x9CAL);
        PointFitWorkspace3d ws = new PointFitWorkspace3d();
        for (int k = 0; k < CASES; k++) {
            // Variances 1 : a^2 : b^2 with a, b at most 0.8 apart, so the eigenvectors are well defined.
            double[] sd = {1, r.nextDouble(0.3, 0.8), 0};
            sd[2] = sd[1] * r.nextDouble(0.3, 0.8);
            Matrix3d turn = turn(r);
            int n = 20 + r.nextInt(60);
            double scale = Math.scalb(1.0, r.nextInt(-30, 31));
            double[] far = {r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3)};
            double[] q = new double[3 * n];
            for (int i = 0; i < n; i++) {
                if (i > 0 && r.nextInt(4) == 0) {
                    System.arraycopy(q, 3 * r.nextInt(i), q, 3 * i, 3); // a repeated sample
                    continue;
                }
                double[] v = turn(turn, sd[0] * r.nextGaussian(), sd[1] * r.nextGaussian(), sd[2] * r.nextGaussian());
                for (int a = 0; a < 3; a++) {
                    q[3 * i + a] = (far[a] + v[a]) * scale;
                }
            }
            double[] frame = new double[9];
            PointFitKernel3d.pca(q, n, frame, ws);
            double[][] cov = covariance(q, n);
            double[] values = new double[3];
            double[][] vectors = jacobi(cov, values);
            String label = "case " + k + " " + Arrays.toString(frame);
            if (!(values[0] > 1.05 * values[1] && values[1] > 1.05 * values[2])) {
                continue; // the sample's variances too close for the axes to be defined
            }
            for (int a = 0; a < 3; a++) {
                double c = frame[3 * a] * vectors[a][0] + frame[3 * a + 1] * vectors[a][1] + frame[3 * a + 2] * vectors[a][2];
                assertThat(Math.abs(c)).as("%s: axis %s", label, a).isGreaterThan(1 - 1e-9);
            }
            double[] z = DitoOracle3d.cross(new double[] {frame[0], frame[1], frame[2]},
                    new double[] {frame[3], frame[4], frame[5]});
            assertThat(z[0] * frame[6] + z[1] * frame[7] + z[2] * frame[8]).as("%s: right-handed", label)
                    .isGreaterThan(1 - 1e-12);
        }
    }

    @Test
    void refine_neverEndsAboveItsBestStart_andEndsWhereNoLastStepTurnHelps() {
        SplittableRandom r = new SplittableRandom(0x5EA7L);
        PointFitWorkspace3d ws = new PointFitWorkspace3d();
        for (int k = 0; k < CASES / 3; k++) {
            double[] q = DitoKernel3dOracleTest.cloud(r, k);
            // Scaled by a power of two (exact): the surface term's weight grows with the set, so a
            // weight that did not would tip the balance between thickness and surface.
            double scale = Math.scalb(1.0, r.nextInt(-20, 21));
            for (int i = 0; i < q.length; i++) {
                q[i] *= scale;
            }
            int n = q.length / 3;
            setFrame(ws.dito, turn(r));
            setFrame(ws.pca, turn(r));
            PointFitKernel3d.setFrame(ws.world, 1, 0, 0, 0, 1, 0);
            double bestStart = Math.min(objective(q, n, ws.dito), Math.min(objective(q, n, ws.pca),
                    objective(q, n, ws.world)));
            PointFitKernel3d.refine(q, n, ws);
            double[] f = ws.frame.clone();
            double end = objective(q, n, f);
            String label = "case " + k + " of " + Arrays.toString(q) + ", frame " + Arrays.toString(f);
            double tol = 1e-12 * bestStart + Math.ulp(bestStart);
            assertThat(end).as("%s: above the best start", label).isLessThanOrEqualTo(bestStart + tol);
            for (int axis = 0; axis < 3; axis++) {
                for (int sign = -1; sign <= 1; sign += 2) {
                    double turned = objective(q, n, rotated(f, axis, sign * LAST_STEP));
                    assertThat(turned).as("%s: turning about axis %s by %s helps", label, axis, sign * LAST_STEP)
                            .isGreaterThanOrEqualTo(end - 1e-12 * end - Math.ulp(end));
                }
            }
        }
    }

    @Test
    void refine_returnsAStartThatIsAlreadyTheLeastBox_whicheverSlotItIsIn() {
        SplittableRandom r = new SplittableRandom(0xB0CL);
        PointFitWorkspace3d ws = new PointFitWorkspace3d();
        for (int k = 0; k < 60; k++) {
            // A box's eight corners, turned: its own frame is the least box, and no turn keeps it.
            Matrix3d turn = turn(r);
            double[] s = {r.nextDouble(0.5, 2), r.nextDouble(0.5, 2), r.nextDouble(0.5, 2)};
            double[] q = new double[3 * 8];
            for (int i = 0; i < 8; i++) {
                double[] v = turn(turn, (i & 1) == 0 ? s[0] : -s[0], (i & 2) == 0 ? s[1] : -s[1],
                        (i & 4) == 0 ? s[2] : -s[2]);
                System.arraycopy(v, 0, q, 3 * i, 3);
            }
            double[] own = new double[9];
            setFrame(own, turn);
            int slot = k % 3;
            double[][] starts = {ws.dito, ws.pca, ws.world};
            for (int j = 0; j < 3; j++) {
                if (j == slot) {
                    System.arraycopy(own, 0, starts[j], 0, 9);
                } else {
                    setFrame(starts[j], turn(r));
                }
            }
            PointFitKernel3d.refine(q, 8, ws);
            assertThat(ws.frame).as("case %s, the box's frame in slot %s", k, slot).containsExactly(own);
        }
    }

    // ---- The documented objective and frames, computed here.

    private static double objective(double[] q, int n, double[] f) {
        double scale = 0;
        for (int i = 0; i < 3 * n; i++) {
            scale = Math.max(scale, Math.abs(q[i]));
        }
        double[] s = new double[3];
        for (int a = 0; a < 3; a++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                double t = q[3 * i] * f[3 * a] + q[3 * i + 1] * f[3 * a + 1] + q[3 * i + 2] * f[3 * a + 2];
                lo = Math.min(lo, t);
                hi = Math.max(hi, t);
            }
            s[a] = hi - lo;
        }
        return s[0] * s[1] * s[2] + 1e-9 * scale * (s[0] * s[1] + s[1] * s[2] + s[2] * s[0]);
    }

    /** The frame turned by {@code angle} about its own axis {@code axis} (Rodrigues, by a JOML matrix). */
    private static double[] rotated(double[] f, int axis, double angle) {
        Matrix3d m = new Matrix3d().rotation(angle, f[3 * axis], f[3 * axis + 1], f[3 * axis + 2]);
        double[] g = new double[9];
        for (int a = 0; a < 3; a++) {
            double x = f[3 * a];
            double y = f[3 * a + 1];
            double z = f[3 * a + 2];
            g[3 * a] = m.m00 * x + m.m10 * y + m.m20 * z;
            g[3 * a + 1] = m.m01 * x + m.m11 * y + m.m21 * z;
            g[3 * a + 2] = m.m02 * x + m.m12 * y + m.m22 * z;
        }
        return g;
    }

    private static Matrix3d turn(SplittableRandom r) {
        return new Matrix3d().rotation(new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3),
                r.nextDouble(-3, 3)));
    }

    private static double[] turn(Matrix3d m, double x, double y, double z) {
        return new double[] {m.m00 * x + m.m10 * y + m.m20 * z, m.m01 * x + m.m11 * y + m.m21 * z,
            m.m02 * x + m.m12 * y + m.m22 * z};
    }

    /** The frame whose axes are the matrix's columns (the images of the world axes). */
    private static void setFrame(double[] f, Matrix3d m) {
        double[] c = {m.m00, m.m01, m.m02, m.m10, m.m11, m.m12, m.m20, m.m21, m.m22};
        System.arraycopy(c, 0, f, 0, 9);
    }

    /** The covariance about the mean, each point (repeats too) one sample. */
    private static double[][] covariance(double[] q, int n) {
        double[] mean = new double[3];
        for (int i = 0; i < n; i++) {
            for (int a = 0; a < 3; a++) {
                mean[a] += q[3 * i + a] / n;
            }
        }
        double[][] c = new double[3][3];
        for (int i = 0; i < n; i++) {
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < 3; b++) {
                    c[a][b] += (q[3 * i + a] - mean[a]) * (q[3 * i + b] - mean[b]);
                }
            }
        }
        return c;
    }

    /**
     * The eigenvectors of a symmetric 3x3 matrix by cyclic Jacobi rotations, as rows sorted by
     * decreasing eigenvalue (into {@code values}).
     */
    private static double[][] jacobi(double[][] m, double[] values) {
        double[][] a = {m[0].clone(), m[1].clone(), m[2].clone()};
        double[][] v = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        for (int sweep = 0; sweep < 100; sweep++) {
            double off = a[0][1] * a[0][1] + a[0][2] * a[0][2] + a[1][2] * a[1][2];
            double diag = a[0][0] * a[0][0] + a[1][1] * a[1][1] + a[2][2] * a[2][2];
            if (off <= 1e-40 * diag) {
                break;
            }
            for (int p = 0; p < 2; p++) {
                for (int qq = p + 1; qq < 3; qq++) {
                    if (a[p][qq] == 0) {
                        continue;
                    }
                    double theta = 0.5 * Math.atan2(2 * a[p][qq], a[qq][qq] - a[p][p]);
                    double c = Math.cos(theta);
                    double s = Math.sin(theta);
                    // A <- J^T A J, with J the rotation in the (p, q) plane that zeroes a[p][q].
                    for (int k = 0; k < 3; k++) {
                        double akp = a[k][p];
                        double akq = a[k][qq];
                        a[k][p] = c * akp - s * akq;
                        a[k][qq] = s * akp + c * akq;
                    }
                    for (int k = 0; k < 3; k++) {
                        double apk = a[p][k];
                        double aqk = a[qq][k];
                        a[p][k] = c * apk - s * aqk;
                        a[qq][k] = s * apk + c * aqk;
                    }
                    for (int k = 0; k < 3; k++) {
                        double vkp = v[k][p];
                        double vkq = v[k][qq];
                        v[k][p] = c * vkp - s * vkq;
                        v[k][qq] = s * vkp + c * vkq;
                    }
                }
            }
        }
        Integer[] order = {0, 1, 2};
        Arrays.sort(order, (x, y) -> Double.compare(a[y][y], a[x][x]));
        double[][] out = new double[3][];
        for (int i = 0; i < 3; i++) {
            int j = order[i];
            values[i] = a[j][j];
            out[i] = new double[] {v[0][j], v[1][j], v[2][j]};
        }
        return out;
    }
}
