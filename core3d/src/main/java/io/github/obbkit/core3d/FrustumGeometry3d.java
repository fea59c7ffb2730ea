package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;

/**
 * Builds a {@link Frustum}'s geometry from its matrix, once: the planes (Gribb and Hartmann's rows),
 * the inverse by 2 x 2 minors, the eight corners, each plane's range of corner projections, and the
 * distinct edge directions that the exact test crosses with a box's axes. Validates as it goes and
 * refuses, naming the matrix, what {@link Frustum#of} documents.
 *
 * <p><b>Edge directions.</b> The frustum's twelve edges are the images of the cube's, which come in
 * three classes of four parallel edges (along normalised-device x, y and depth). Through the inverse
 * {@code H}, the edge of class {@code k} that starts at the cube point {@code p} runs along
 * {@code W(p) A_k - W_k A(p)}, where {@code A} and {@code W} are the xyz and w rows of {@code H}
 * applied to {@code p} and {@code A_k}, {@code W_k} those of column {@code k}. When
 * {@code |W_k| |A(p)|} is at most {@link #MERGE} times {@code W(p) |A_k|} for all four edges of the
 * class (exactly 0 for the x and y classes of a perspective camera, and for all three of an
 * orthographic one), the four are parallel to within {@code 2 MERGE} radians and the class keeps the
 * one direction {@code A_k}; otherwise each edge keeps its own. An orthographic camera thus has three
 * directions, and a perspective one six, as long as the rounding of the double inverse leaves its x
 * and y classes within {@code MERGE} (it grows with the ratio of the far plane's distance to the near
 * one's: about {@code 6e-15} at 100); otherwise up to twelve, with the same answers, only slower.
 * docs/precision.md bounds what the merge can hide.
 */
final class FrustumGeometry3d {
    /** Classes of edges parallel to within about twice this (radians) keep one direction. */
    static final double MERGE = 0x1p-44;

    double[] corners = new double[24];
    double[] rel = new double[24];
    double[] planes = new double[24];
    double[] normals = new double[18];
    double[] faceLo = new double[6];
    double[] faceHi = new double[6];
    double[] edges;
    int edgeCount;
    double extent;
    double ox;
    double oy;
    double oz;

    private FrustumGeometry3d() {
    }

    /** {@code m} column-major, as {@code Matrix4d.get(double[])} writes it: element {@code m[4c + r]}. */
    static FrustumGeometry3d of(double[] m, Frustum.DepthRange depth) {
        for (int i = 0; i < 16; i++) {
            if (!Double.isFinite(m[i])) {
                throw refused(m, "must have finite elements");
            }
        }
        FrustumGeometry3d g = new FrustumGeometry3d();
        double[] h = inverse(m);
        g.corners(m, h, depth);
        g.planes(m, depth);
        g.edges(h, depth);
        return g;
    }

    static IllegalArgumentException refused(double[] m, String why) {
        StringBuilder s = new StringBuilder("viewProjection ").append(why).append(", was [");
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                s.append(m[4 * c + r]).append(c < 3 ? ", " : r < 3 ? "; " : "]");
            }
        }
        return new IllegalArgumentException(s.toString());
    }

    /** The inverse by 2 x 2 minors, column-major; refuses a singular matrix. */
    private static double[] inverse(double[] m) {
        double m00 = m[0], m01 = m[1], m02 = m[2], m03 = m[3];
        double m10 = m[4], m11 = m[5], m12 = m[6], m13 = m[7];
        double m20 = m[8], m21 = m[9], m22 = m[10], m23 = m[11];
        double m30 = m[12], m31 = m[13], m32 = m[14], m33 = m[15];
        double a = m00 * m11 - m01 * m10;
        double b = m00 * m12 - m02 * m10;
        double c = m00 * m13 - m03 * m10;
        double d = m01 * m12 - m02 * m11;
        double e = m01 * m13 - m03 * m11;
        double f = m02 * m13 - m03 * m12;
        double g = m20 * m31 - m21 * m30;
        double h = m20 * m32 - m22 * m30;
        double i = m20 * m33 - m23 * m30;
        double j = m21 * m32 - m22 * m31;
        double k = m21 * m33 - m23 * m31;
        double l = m22 * m33 - m23 * m32;
        double det = a * l - b * k + c * j + d * i - e * h + f * g;
        if (!(det != 0 && Double.isFinite(det))) {
            throw refused(m, "must be invertible (determinant " + det + ")");
        }
        double s = 1.0 / det;
        return new double[] {
            (m11 * l - m12 * k + m13 * j) * s, (-m01 * l + m02 * k - m03 * j) * s,
            (m31 * f - m32 * e + m33 * d) * s, (-m21 * f + m22 * e - m23 * d) * s,
            (-m10 * l + m12 * i - m13 * h) * s, (m00 * l - m02 * i + m03 * h) * s,
            (-m30 * f + m32 * c - m33 * b) * s, (m20 * f - m22 * c + m23 * b) * s,
            (m10 * k - m11 * i + m13 * g) * s, (-m00 * k + m01 * i - m03 * g) * s,
            (m30 * e - m31 * c + m33 * a) * s, (-m20 * e + m21 * c - m23 * a) * s,
            (-m10 * j + m11 * h - m12 * g) * s, (m00 * j - m01 * h + m02 * g) * s,
            (-m30 * d + m31 * b - m32 * a) * s, (m20 * d - m21 * b + m22 * a) * s};
    }

    /** {@code H (x, y, z, 1)}, row {@code r} (0..3). */
    private static double apply(double[] h, int r, double x, double y, double z) {
        return h[r] * x + h[4 + r] * y + h[8 + r] * z + h[12 + r];
    }

    private void corners(double[] m, double[] h, Frustum.DepthRange depth) {
        double lo = Double.POSITIVE_INFINITY;
        double[] min = {lo, lo, lo};
        double[] max = {-lo, -lo, -lo};
        for (int q = 0; q < 8; q++) {
            double x = (q & 1) == 0 ? -1 : 1;
            double y = (q & 2) == 0 ? -1 : 1;
            double z = (q & 4) == 0 ? depth.near : 1;
            double w = apply(h, 3, x, y, z);
            if (!(w > 0) || !Double.isFinite(w)) {
                throw refused(m, "must put its whole frustum in front of the camera (w > 0 at every corner), "
                        + "but corner " + q + " has w = " + w);
            }
            for (int k = 0; k < 3; k++) {
                double v = apply(h, k, x, y, z) / w + 0.0;
                if (!(Math.abs(v) <= Obb3d.MAX_REACH)) {
                    throw refused(m, "must keep its corners within MAX_REACH = " + Obb3d.MAX_REACH
                            + ", but corner " + q + " has coordinate " + v);
                }
                corners[3 * q + k] = v;
                min[k] = Math.min(min[k], v);
                max[k] = Math.max(max[k], v);
            }
        }
        ox = 0.5 * min[0] + 0.5 * max[0];
        oy = 0.5 * min[1] + 0.5 * max[1];
        oz = 0.5 * min[2] + 0.5 * max[2];
        for (int q = 0; q < 8; q++) {
            rel[3 * q] = corners[3 * q] - ox;
            rel[3 * q + 1] = corners[3 * q + 1] - oy;
            rel[3 * q + 2] = corners[3 * q + 2] - oz;
            extent = Math.max(extent, Math.max(Math.max(Math.abs(rel[3 * q]), Math.abs(rel[3 * q + 1])),
                    Math.abs(rel[3 * q + 2])));
        }
    }

    /** Gribb and Hartmann: row 3 plus or minus rows 0, 1, 2 (row 2 alone for a zero-to-one near plane). */
    private void planes(double[] m, Frustum.DepthRange depth) {
        for (int p = 0; p < 6; p++) {
            int row = p >> 1;
            double sign = (p & 1) == 0 ? 1 : -1;
            boolean nearZeroToOne = p == 4 && depth == Frustum.DepthRange.ZERO_TO_ONE;
            double[] v = new double[4];
            for (int c = 0; c < 4; c++) {
                v[c] = nearZeroToOne ? m[4 * c + 2] : m[4 * c + 3] + sign * m[4 * c + row];
            }
            double len = Checks.length(v[0], v[1], v[2]);
            if (!(len > 0) || !Double.isFinite(len)) {
                throw refused(m, "must give every plane a direction, but " + Frustum.Plane.values()[p]
                        + " has normal length " + len);
            }
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int c = 0; c < 3; c++) {
                normals[3 * p + c] = v[c] / len + 0.0;
                planes[4 * p + c] = normals[3 * p + c];
            }
            planes[4 * p + 3] = v[3] / len + 0.0;
            for (int q = 0; q < 8; q++) {
                double d = normals[3 * p] * rel[3 * q] + normals[3 * p + 1] * rel[3 * q + 1]
                        + normals[3 * p + 2] * rel[3 * q + 2];
                lo = Math.min(lo, d);
                hi = Math.max(hi, d);
            }
            faceLo[p] = lo;
            faceHi[p] = hi;
        }
    }

    private void edges(double[] h, Frustum.DepthRange depth) {
        double[] out = new double[36];
        int n = 0;
        for (int k = 0; k < 3; k++) {
            // Column k of H: where the edge direction comes from (A_k) and how w changes along it (W_k).
            double ax = h[4 * k];
            double ay = h[4 * k + 1];
            double az = h[4 * k + 2];
            double wk = h[4 * k + 3];
            double[] dirs = new double[12];
            boolean parallel = true;
            int e = 0;
            for (int q = 0; q < 8; q++) {
                if ((q >> k & 1) != 0) {
                    continue;
                }
                double x = (q & 1) == 0 ? -1 : 1;
                double y = (q & 2) == 0 ? -1 : 1;
                double z = (q & 4) == 0 ? depth.near : 1;
                double w = apply(h, 3, x, y, z);
                double px = apply(h, 0, x, y, z);
                double py = apply(h, 1, x, y, z);
                double pz = apply(h, 2, x, y, z);
                // W(p) A_k - W_k A(p): the edge's direction, up to a positive factor.
                dirs[3 * e] = w * ax - wk * px;
                dirs[3 * e + 1] = w * ay - wk * py;
                dirs[3 * e + 2] = w * az - wk * pz;
                parallel &= Math.abs(wk) * Checks.length(px, py, pz) <= MERGE * w * Checks.length(ax, ay, az);
                e++;
            }
            if (parallel) {
                n = add(out, n, ax, ay, az);
            } else {
                for (int i = 0; i < 4; i++) {
                    n = add(out, n, dirs[3 * i], dirs[3 * i + 1], dirs[3 * i + 2]);
                }
            }
        }
        edges = java.util.Arrays.copyOf(out, 3 * n);
        edgeCount = n;
    }

    private static int add(double[] out, int n, double x, double y, double z) {
        double len = Checks.length(x, y, z);
        if (!(len > 0) || !Double.isFinite(len)) {
            return n; // a zero-length edge adds no axis; the frustum's other edges span it
        }
        out[3 * n] = x / len;
        out[3 * n + 1] = y / len;
        out[3 * n + 2] = z / len;
        return n + 1;
    }
}
