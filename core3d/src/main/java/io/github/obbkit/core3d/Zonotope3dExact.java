package io.github.obbkit.core3d;

import java.math.BigDecimal;

/**
 * The exact path of {@link Sat3dExactKernel}: whether a point {@code t} lies in the zonotope
 * {@code Z = { sum_k s_k h_k d_k : |s_k| <= 1 }}, in {@link BigDecimal} arithmetic on the exact
 * binary values of the stored doubles (every double is a finite decimal; sums, differences and
 * products of them are exact, and nothing here divides). Two boxes intersect exactly when
 * {@code cB - cA} lies in the zonotope of their six scaled rows (the Minkowski difference of the
 * two parallelepipeds); a point {@code p} lies in a box exactly when {@code p - c} lies in the
 * zonotope of the box's three scaled rows.
 *
 * <p>With {@code G} the rows whose half-extent is not zero, the test depends on the rank of
 * {@code G} (a zonotope of rank {@code r} is an {@code r}-dimensional polytope whose facets are
 * spanned by its generators):
 * <ul>
 * <li>rank 3: {@code t} is in {@code Z} iff {@code |N · t| <= sum_k h_k |N · d_k|} for every
 *     non-zero {@code N = d_p x d_q} with {@code p, q} in {@code G} (every facet normal is one);</li>
 * <li>rank 2, in the plane of normal {@code N = d_p x d_q != 0}: iff {@code N · t = 0} and the same
 *     inequality holds for {@code M = N x d_k}, every {@code k} in {@code G} (the edge normals of a
 *     zonogon in its plane);</li>
 * <li>rank 1, along {@code d_p}: iff {@code d_p x t = 0} and
 *     {@code |d_p · t| <= sum_k h_k |d_p · d_k|};</li>
 * <li>rank 0: iff {@code t = 0}.</li>
 * </ul>
 * Slow (tens of microseconds); the filter calls it only for cases its error bound cannot decide.
 */
final class Zonotope3dExact {
    private Zonotope3dExact() {
    }

    static boolean intersects(Obb3d a, Obb3d b) {
        BigDecimal[] t = {diff(b.cx, a.cx), diff(b.cy, a.cy), diff(b.cz, a.cz)};
        BigDecimal[][] d = {rowX(a), rowY(a), rowZ(a), rowX(b), rowY(b), rowZ(b)};
        double[] h = {a.hx, a.hy, a.hz, b.hx, b.hy, b.hz};
        return contains(t, d, h);
    }

    static boolean contains(Obb3d b, double x, double y, double z) {
        BigDecimal[] t = {diff(x, b.cx), diff(y, b.cy), diff(z, b.cz)};
        BigDecimal[][] d = {rowX(b), rowY(b), rowZ(b)};
        double[] h = {b.hx, b.hy, b.hz};
        return contains(t, d, h);
    }

    /** Whether {@code t} lies in the zonotope of the rows {@code d} scaled by {@code h}. */
    static boolean contains(BigDecimal[] t, BigDecimal[][] rows, double[] extents) {
        int n = 0;
        BigDecimal[][] d = new BigDecimal[rows.length][];
        BigDecimal[] h = new BigDecimal[rows.length];
        for (int k = 0; k < rows.length; k++) {
            if (extents[k] > 0) {
                d[n] = rows[k];
                h[n] = new BigDecimal(extents[k]);
                n++;
            }
        }
        if (n == 0) {
            return isZero(t);
        }
        BigDecimal[] plane = null;
        boolean rank3 = false;
        for (int p = 0; p < n && !rank3; p++) {
            for (int q = p + 1; q < n && !rank3; q++) {
                BigDecimal[] c = cross(d[p], d[q]);
                if (isZero(c)) {
                    continue;
                }
                plane = c;
                for (int r = q + 1; r < n; r++) {
                    if (dot(c, d[r]).signum() != 0) {
                        rank3 = true;
                        break;
                    }
                }
            }
        }
        if (rank3) {
            for (int p = 0; p < n; p++) {
                for (int q = p + 1; q < n; q++) {
                    BigDecimal[] c = cross(d[p], d[q]);
                    if (!isZero(c) && !within(c, t, d, h, n)) {
                        return false;
                    }
                }
            }
            return true;
        }
        if (plane != null) {
            if (dot(plane, t).signum() != 0) {
                return false;
            }
            for (int k = 0; k < n; k++) {
                if (!within(cross(plane, d[k]), t, d, h, n)) {
                    return false;
                }
            }
            return true;
        }
        return isZero(cross(d[0], t)) && within(d[0], t, d, h, n);
    }

    /** {@code |axis · t| <= sum_k h_k |axis · d_k|}: the axis does not separate. */
    private static boolean within(BigDecimal[] axis, BigDecimal[] t, BigDecimal[][] d, BigDecimal[] h, int n) {
        BigDecimal radius = BigDecimal.ZERO;
        for (int k = 0; k < n; k++) {
            radius = radius.add(h[k].multiply(dot(axis, d[k]).abs()));
        }
        return dot(axis, t).abs().compareTo(radius) <= 0;
    }

    private static BigDecimal diff(double x, double y) {
        return new BigDecimal(x).subtract(new BigDecimal(y));
    }

    private static BigDecimal[] rowX(Obb3d b) {
        return new BigDecimal[] {new BigDecimal(b.ux), new BigDecimal(b.uy), new BigDecimal(b.uz)};
    }

    private static BigDecimal[] rowY(Obb3d b) {
        return new BigDecimal[] {new BigDecimal(b.vx), new BigDecimal(b.vy), new BigDecimal(b.vz)};
    }

    private static BigDecimal[] rowZ(Obb3d b) {
        return new BigDecimal[] {new BigDecimal(b.wx), new BigDecimal(b.wy), new BigDecimal(b.wz)};
    }

    private static BigDecimal[] cross(BigDecimal[] a, BigDecimal[] b) {
        return new BigDecimal[] {
            a[1].multiply(b[2]).subtract(a[2].multiply(b[1])),
            a[2].multiply(b[0]).subtract(a[0].multiply(b[2])),
            a[0].multiply(b[1]).subtract(a[1].multiply(b[0]))};
    }

    private static BigDecimal dot(BigDecimal[] a, BigDecimal[] b) {
        return a[0].multiply(b[0]).add(a[1].multiply(b[1])).add(a[2].multiply(b[2]));
    }

    private static boolean isZero(BigDecimal[] v) {
        return v[0].signum() == 0 && v[1].signum() == 0 && v[2].signum() == 0;
    }
}
