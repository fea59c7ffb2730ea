package io.github.obbkit.core3d;

import org.joml.Matrix4dc;
import org.joml.Vector3d;

/**
 * Slow, independent references for the tests: the separating-axis test done the textbook way, by
 * projecting all sixteen corners on the fifteen world-space axes, and the kernel of {@link Sat3d}
 * rewritten with switches that plant the historical bugs, so that a test can show it would have
 * caught them.
 */
final class SatReference {
    private SatReference() {
    }

    static double[][] axes(Obb3d box) {
        return new double[][]{
                {box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()}, {box.axisZx(), box.axisZy(), box.axisZz()}};
    }

    /** The fifteen candidate axes in world coordinates, normalised, in {@link SatAxis3d} order; null if degenerate. */
    static double[][] worldAxes(Obb3d a, Obb3d b) {
        double[][] aa = axes(a);
        double[][] bb = axes(b);
        double[][] out = new double[15][];
        for (int i = 0; i < 3; i++) {
            out[i] = aa[i].clone();
            out[3 + i] = bb[i].clone();
        }
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                double[] p = aa[i];
                double[] q = bb[j];
                double x = p[1] * q[2] - p[2] * q[1];
                double y = p[2] * q[0] - p[0] * q[2];
                double z = p[0] * q[1] - p[1] * q[0];
                double l = Math.sqrt(x * x + y * y + z * z);
                out[6 + 3 * i + j] = l < 1e-9 ? null : new double[]{x / l, y / l, z / l};
            }
        }
        return out;
    }

    /**
     * The gap between the boxes' corner projections on each of the fifteen axes (positive: separated
     * along that axis by that distance), NaN for a degenerate edge-edge axis.
     */
    static double[] gaps(Obb3d a, Obb3d b) {
        double[] ca = a.corners(new double[24]);
        double[] cb = b.corners(new double[24]);
        double[][] axes = worldAxes(a, b);
        double[] gaps = new double[15];
        for (int k = 0; k < 15; k++) {
            double[] n = axes[k];
            if (n == null) {
                gaps[k] = Double.NaN;
                continue;
            }
            double minA = Double.POSITIVE_INFINITY;
            double maxA = Double.NEGATIVE_INFINITY;
            double minB = Double.POSITIVE_INFINITY;
            double maxB = Double.NEGATIVE_INFINITY;
            for (int c = 0; c < 8; c++) {
                double pa = ca[3 * c] * n[0] + ca[3 * c + 1] * n[1] + ca[3 * c + 2] * n[2];
                double pb = cb[3 * c] * n[0] + cb[3 * c + 1] * n[1] + cb[3 * c + 2] * n[2];
                minA = Math.min(minA, pa);
                maxA = Math.max(maxA, pa);
                minB = Math.min(minB, pb);
                maxB = Math.max(maxB, pb);
            }
            gaps[k] = Math.max(minB - maxA, minA - maxB);
        }
        return gaps;
    }

    /** The axes along which the corner projections are apart by more than {@code margin}. */
    static java.util.List<SatAxis3d> separatingAxes(Obb3d a, Obb3d b, double margin) {
        double[] g = gaps(a, b);
        java.util.List<SatAxis3d> out = new java.util.ArrayList<>();
        for (int k = 0; k < 15; k++) {
            if (g[k] > margin) {
                out.add(SatAxis3d.values()[k]);
            }
        }
        return out;
    }

    /** The historical bugs that {@link #separated} can plant. */
    enum Bug {
        NONE, TRANSPOSED_R, WORLD_TRANSLATION
    }

    /**
     * The Ericson-form kernel with a chosen epsilon and, optionally, a planted bug. With
     * {@code epsilon = Sat3d.EPSILON} and {@link Bug#NONE} it answers as {@link Sat3d#intersects}.
     */
    static boolean separated(Obb3d a, Obb3d b, double epsilon, Bug bug) {
        double[][] aa = axes(a);
        double[][] bb = axes(b);
        double[] ea = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
        double[] eb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        double[] d = {b.centerX() - a.centerX(), b.centerY() - a.centerY(), b.centerZ() - a.centerZ()};
        double[] t = new double[3];
        double[][] r = new double[3][3];
        for (int i = 0; i < 3; i++) {
            t[i] = bug == Bug.WORLD_TRANSLATION ? d[i] : d[0] * aa[i][0] + d[1] * aa[i][1] + d[2] * aa[i][2];
            for (int j = 0; j < 3; j++) {
                double[] p = bug == Bug.TRANSPOSED_R ? aa[j] : aa[i];
                double[] q = bug == Bug.TRANSPOSED_R ? bb[i] : bb[j];
                r[i][j] = p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
            }
        }
        double[][] q = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                q[i][j] = Math.abs(r[i][j]) + epsilon;
            }
        }
        boolean separated = false;
        for (int i = 0; i < 3; i++) {
            separated |= Math.abs(t[i]) > ea[i] + (eb[0] * q[i][0] + eb[1] * q[i][1] + eb[2] * q[i][2]);
        }
        for (int j = 0; j < 3; j++) {
            separated |= Math.abs(t[0] * r[0][j] + t[1] * r[1][j] + t[2] * r[2][j])
                    > (ea[0] * q[0][j] + ea[1] * q[1][j] + ea[2] * q[2][j]) + eb[j];
        }
        for (int i = 0; i < 3; i++) {
            int i1 = (i + 1) % 3;
            int i2 = (i + 2) % 3;
            for (int j = 0; j < 3; j++) {
                int j1 = (j + 1) % 3;
                int j2 = (j + 2) % 3;
                separated |= Math.abs(t[i2] * r[i1][j] - t[i1] * r[i2][j])
                        > (ea[i1] * q[i2][j] + ea[i2] * q[i1][j]) + (eb[j1] * q[i][j2] + eb[j2] * q[i][j1]);
            }
        }
        return separated;
    }

    /** The eight-corner reference for {@link AabbTransform}: transform every corner, take min and max. */
    static Aabb3d transformByCorners(Matrix4dc m, Aabb3d box) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        Vector3d p = new Vector3d();
        for (int c = 0; c < 8; c++) {
            p.set((c & 1) == 0 ? box.minX() : box.maxX(), (c & 2) == 0 ? box.minY() : box.maxY(),
                    (c & 4) == 0 ? box.minZ() : box.maxZ());
            m.transformPosition(p);
            lo[0] = Math.min(lo[0], p.x);
            lo[1] = Math.min(lo[1], p.y);
            lo[2] = Math.min(lo[2], p.z);
            hi[0] = Math.max(hi[0], p.x);
            hi[1] = Math.max(hi[1], p.y);
            hi[2] = Math.max(hi[2], p.z);
        }
        return Aabb3d.of(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]);
    }
}
