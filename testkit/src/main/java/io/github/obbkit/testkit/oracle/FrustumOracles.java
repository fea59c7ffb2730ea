package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3d;
import org.joml.Matrix4d;
import org.joml.Vector3d;

/**
 * Oracles for a view frustum against an oriented box that share nothing with obbkit's kernel but the
 * matrix: they read the frustum's {@link Frustum#viewProjection(Matrix4d) matrix} and
 * {@link Frustum#depthRange() depth convention} and work from the definition, the six clip-space
 * inequalities ({@code -w <= x <= w}, {@code -w <= y <= w}, {@code -w <= z <= w} or
 * {@code 0 <= z <= w}), never from the frustum's planes, corners or edge directions.
 *
 * <p><b>Intersection by a linear program.</b> {@link #inflation} finds the least {@code δ} at which
 * the frustum's six half-spaces (each normalised to a unit normal), every one moved outwards by
 * {@code δ} (inwards for a negative {@code δ}), still share a point with the box: the optimum of a
 * linear program in {@code (x, δ)} over those six and the box's six faces, found by enumerating the
 * vertices (every choice of four of the twelve constraints held with equality, solved by Gaussian
 * elimination, kept if it satisfies the other eight). Its sign is the pair's: negative when they
 * overlap, zero when they touch, positive when they are apart. For a pair a distance {@code D} apart
 * it is at most {@code D} (moving every plane out by {@code D} grows the frustum by at least a ball of
 * that radius); for a pair that overlaps, the box meets the frustum shrunk by {@code -δ}, so it must
 * move at least {@code -δ} to get out. So {@code δ > band} proves a gap wider than the band and
 * {@code δ < -band} an overlap deeper than it; flat boxes need no special case, since only the
 * frustum moves. The feasibility check allows {@link #TOLERANCE} times {@link #scale}, which the
 * optimum may undershoot by as much.
 *
 * <p><b>Containment by the definition.</b> {@link #containmentMargin} is the least value, over the
 * box's eight corners and the six normalised inequalities, of the inequality's slack: a convex box is
 * inside the convex frustum exactly when all eight corners are.
 */
public final class FrustumOracles {
    /** The linear program's feasibility slack, relative to {@link #scale}. */
    public static final double TOLERANCE = 1e-11;

    private FrustumOracles() {
    }

    /**
     * The frustum's six inward half-spaces from the clip-space inequalities, each as
     * {@code nx, ny, nz, d} with a unit normal, so that {@code n · x + d >= 0} inside: in
     * {@code Frustum.Plane} order (left, right, bottom, top, near, far).
     *
     * @param frustum the frustum
     * @return 24 numbers
     */
    public static double[] halfSpaces(Frustum frustum) {
        Matrix4d m = frustum.viewProjection(new Matrix4d());
        // The clip coordinates of x as linear functions: row r is (m0r, m1r, m2r, m3r).
        double[][] row = {
            {m.m00(), m.m10(), m.m20(), m.m30()}, {m.m01(), m.m11(), m.m21(), m.m31()},
            {m.m02(), m.m12(), m.m22(), m.m32()}, {m.m03(), m.m13(), m.m23(), m.m33()}};
        boolean zeroToOne = frustum.depthRange() == Frustum.DepthRange.ZERO_TO_ONE;
        double[] out = new double[24];
        for (int p = 0; p < 6; p++) {
            double[] g = new double[4];
            for (int c = 0; c < 4; c++) {
                // w + x >= 0, w - x >= 0, ...; z >= 0 alone for a zero-to-one near plane.
                double w = row[3][c];
                double v = row[p / 2][c];
                g[c] = p == 4 && zeroToOne ? v : (p % 2 == 0 ? w + v : w - v);
            }
            double len = Math.sqrt(g[0] * g[0] + g[1] * g[1] + g[2] * g[2]);
            for (int c = 0; c < 4; c++) {
                out[4 * p + c] = g[c] / len;
            }
        }
        return out;
    }

    /**
     * The frustum's corners by JOML: {@code Matrix4d.invert} and {@code transformProject} of the
     * cube's corners, x from bit 0, y from bit 1, depth from bit 2 (near when clear).
     *
     * @param frustum the frustum
     * @return 24 numbers
     */
    public static double[] corners(Frustum frustum) {
        Matrix4d inverse = frustum.viewProjection(new Matrix4d()).invert();
        double near = frustum.depthRange() == Frustum.DepthRange.ZERO_TO_ONE ? 0 : -1;
        double[] out = new double[24];
        Vector3d v = new Vector3d();
        for (int i = 0; i < 8; i++) {
            inverse.transformProject((i & 1) == 0 ? -1 : 1, (i & 2) == 0 ? -1 : 1, (i & 4) == 0 ? near : 1, v);
            out[3 * i] = v.x;
            out[3 * i + 1] = v.y;
            out[3 * i + 2] = v.z;
        }
        return out;
    }

    /**
     * The pair's scale: the largest coordinate difference between the box's centre and a corner of
     * the frustum (as {@link #corners} finds them), plus the box's three half-extents.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return the scale, in world units
     */
    public static double scale(Frustum frustum, Obb3d box) {
        double[] q = corners(frustum);
        double far = 0;
        for (int i = 0; i < 8; i++) {
            far = Math.max(far, Math.abs(q[3 * i] - box.centerX()));
            far = Math.max(far, Math.abs(q[3 * i + 1] - box.centerY()));
            far = Math.max(far, Math.abs(q[3 * i + 2] - box.centerZ()));
        }
        return far + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
    }

    /**
     * The least outward move {@code δ} of the frustum's six planes at which it shares a point with the
     * closed box; see the class comment.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return {@code δ*}: negative when they overlap, positive when they are apart, in world units
     */
    public static double inflation(Frustum frustum, Obb3d box) {
        // Unknowns (y, δ) with y = x - c, the box's centre: the box's six faces n · y <= h as they are,
        // the frustum's six planes n · y - δ <= c moved out by δ.
        double cx = box.centerX();
        double cy = box.centerY();
        double cz = box.centerZ();
        double[][] axes = {
            {box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
            {box.axisZx(), box.axisZy(), box.axisZz()}};
        double[] half = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        double[] n = new double[36];
        double[] k = new double[12];
        double[] c = new double[12];
        for (int j = 0; j < 3; j++) {
            for (int s = 0; s < 2; s++) {
                int row = 2 * j + s;
                double sign = s == 0 ? 1 : -1;
                n[3 * row] = sign * axes[j][0];
                n[3 * row + 1] = sign * axes[j][1];
                n[3 * row + 2] = sign * axes[j][2];
                c[row] = half[j];
            }
        }
        double[] h = halfSpaces(frustum);
        for (int p = 0; p < 6; p++) {
            // g(c + y) >= -δ  <=>  -n · y - δ <= n · c + d.
            int row = 6 + p;
            n[3 * row] = -h[4 * p];
            n[3 * row + 1] = -h[4 * p + 1];
            n[3 * row + 2] = -h[4 * p + 2];
            k[row] = 1;
            c[row] = h[4 * p] * cx + h[4 * p + 1] * cy + h[4 * p + 2] * cz + h[4 * p + 3];
        }
        return minimumInflation(n, k, c, TOLERANCE * scale(frustum, box));
    }

    /**
     * Whether the closed frustum and box share a point by the linear program: {@link #inflation} at
     * most {@link #TOLERANCE} times {@link #scale}.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return true if they share a point, up to the oracle's tolerance
     */
    public static boolean intersects(Frustum frustum, Obb3d box) {
        return inflation(frustum, box) <= TOLERANCE * scale(frustum, box);
    }

    /**
     * The least slack of the frustum's normalised inequalities over the box's eight corners: at least
     * 0 exactly when the box is inside the closed frustum, and otherwise minus how far (in world
     * units, along a plane's normal) the farthest corner is beyond a plane.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return the margin, in world units
     */
    public static double containmentMargin(Frustum frustum, Obb3d box) {
        double[] h = halfSpaces(frustum);
        double[] q = box.corners(new double[24]);
        double least = Double.POSITIVE_INFINITY;
        for (int p = 0; p < 6; p++) {
            for (int i = 0; i < 8; i++) {
                double g = h[4 * p] * q[3 * i] + h[4 * p + 1] * q[3 * i + 1] + h[4 * p + 2] * q[3 * i + 2]
                        + h[4 * p + 3];
                least = Math.min(least, g);
            }
        }
        return least;
    }

    /**
     * Minimises {@code δ} subject to {@code n_i · y - k_i δ <= c_i} by vertex enumeration: every four
     * rows held with equality, solved by Gaussian elimination with partial pivoting, kept if the other
     * rows hold within {@code tolerance}.
     */
    private static double minimumInflation(double[] n, double[] k, double[] c, double tolerance) {
        int rows = c.length;
        double best = Double.POSITIVE_INFINITY;
        double[][] a = new double[4][5];
        int[] pick = new int[4];
        for (pick[0] = 0; pick[0] < rows; pick[0]++) {
            for (pick[1] = pick[0] + 1; pick[1] < rows; pick[1]++) {
                for (pick[2] = pick[1] + 1; pick[2] < rows; pick[2]++) {
                    for (pick[3] = pick[2] + 1; pick[3] < rows; pick[3]++) {
                        for (int r = 0; r < 4; r++) {
                            int i = pick[r];
                            a[r][0] = n[3 * i];
                            a[r][1] = n[3 * i + 1];
                            a[r][2] = n[3 * i + 2];
                            a[r][3] = -k[i];
                            a[r][4] = c[i];
                        }
                        double[] v = solve(a);
                        if (v == null || !(v[3] < best)) {
                            continue;
                        }
                        boolean feasible = true;
                        for (int q = 0; q < rows && feasible; q++) {
                            feasible = n[3 * q] * v[0] + n[3 * q + 1] * v[1] + n[3 * q + 2] * v[2] - k[q] * v[3]
                                    <= c[q] + tolerance;
                        }
                        if (feasible) {
                            best = v[3];
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The solution of the 4 x 4 system {@code a[r][0..3] · v = a[r][4]}, or null when it is singular. */
    private static double @org.jspecify.annotations.Nullable [] solve(double[][] a) {
        for (int col = 0; col < 4; col++) {
            int pivot = col;
            for (int r = col + 1; r < 4; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            if (!(Math.abs(a[pivot][col]) > 1e-12)) {
                return null; // the four planes meet in no single point
            }
            double[] t = a[pivot];
            a[pivot] = a[col];
            a[col] = t;
            for (int r = col + 1; r < 4; r++) {
                double f = a[r][col] / a[col][col];
                for (int j = col; j < 5; j++) {
                    a[r][j] -= f * a[col][j];
                }
            }
        }
        double[] v = new double[4];
        for (int r = 3; r >= 0; r--) {
            double s = a[r][4];
            for (int j = r + 1; j < 4; j++) {
                s -= a[r][j] * v[j];
            }
            v[r] = s / a[r][r];
        }
        return v;
    }
}
