package io.github.obbkit.testkit.oracle;

import io.github.obbkit.raycast.Ray3d;
import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Ray against triangle in exact rational arithmetic on the given doubles, independent of any kernel:
 * no shear, no dominant axis, no rounding before the answer. Every double is an exact
 * {@link BigDecimal}; sums and products of them are exact.
 *
 * <p>With {@code A, B, C} the vertices minus the ray's origin and {@code d} its direction, the signed
 * volumes {@code s_a = det[d, B, C]}, {@code s_b = det[d, C, A]}, {@code s_c = det[d, A, B]} say on
 * which side of each edge the ray's line passes (they are the barycentric weights of the point where
 * the line meets the plane, times their sum {@code d · N}, {@code N = (B - A) x (C - A)}). The line
 * meets the closed triangle when no two of them have opposite signs and their sum is not 0 (a line in
 * the triangle's plane, or a degenerate triangle, is a miss, as it is for the kernels held to this);
 * the ray does when {@code t = det[A, B, C] / (d · N)} is also at least 0. Both are decided by exact
 * signs. Only the reported numbers ({@code t}, the margins) are rounded, once, at the end.
 */
public final class RayTriangleOracle {
    private static final MathContext CONTEXT = new MathContext(40);

    private RayTriangleOracle() {
    }

    /**
     * The oracle's answer for one ray and one triangle, over {@code t >= 0}.
     *
     * @param hit        whether the ray meets the closed triangle at some {@code t >= 0}, exactly
     * @param t          the parameter where the line meets the triangle's plane (rounded from the exact
     *                   value), NaN if it is parallel to it
     * @param edgeMargin the least distance, in world units, from the ray's line to the lines of the three
     *                   edges (0 when one of them is parallel to the ray, or the triangle is degenerate):
     *                   how far the ray may move before an edge's side could change
     * @param depthMargin the distance along the ray from its origin to the plane, {@code |t| |d|}
     *                   (infinite when the line is parallel to the plane)
     * @param scale      the largest magnitude of a coordinate of {@code vertex - origin}
     * @param sine       the sine of the angle between the ray and the triangle's plane, 0 for a degenerate
     *                   triangle
     */
    public record Verdict(boolean hit, double t, double edgeMargin, double depthMargin, double scale, double sine) {
        /**
         * The smaller of the two margins: within this distance of the ray nothing changes the answer.
         *
         * @return the margin
         */
        public double margin() {
            return Math.min(edgeMargin, depthMargin);
        }
    }

    /**
     * Decides a ray against a triangle exactly.
     *
     * @param ray      the ray
     * @param triangle the triangle
     * @return the verdict
     */
    public static Verdict intersect(Ray3d ray, Triangle triangle) {
        BigDecimal[] o = {exact(ray.originX()), exact(ray.originY()), exact(ray.originZ())};
        BigDecimal[] d = {exact(ray.directionX()), exact(ray.directionY()), exact(ray.directionZ())};
        BigDecimal[][] v = new BigDecimal[3][3];
        double scale = 0;
        for (int i = 0; i < 3; i++) {
            for (int k = 0; k < 3; k++) {
                v[i][k] = exact(triangle.vertex(i, k)).subtract(o[k]);
                scale = Math.max(scale, Math.abs(v[i][k].doubleValue()));
            }
        }
        BigDecimal sa = det(d, v[1], v[2]);
        BigDecimal sb = det(d, v[2], v[0]);
        BigDecimal sc = det(d, v[0], v[1]);
        BigDecimal sum = sa.add(sb).add(sc);
        BigDecimal volume = det(v[0], v[1], v[2]);
        boolean negative = sa.signum() < 0 || sb.signum() < 0 || sc.signum() < 0;
        boolean positive = sa.signum() > 0 || sb.signum() > 0 || sc.signum() > 0;
        boolean meetsLine = !(negative && positive) && sum.signum() != 0;
        boolean ahead = volume.signum() == 0 || volume.signum() == sum.signum();
        double t = sum.signum() == 0 ? Double.NaN : volume.divide(sum, CONTEXT).doubleValue();
        double length = Math.sqrt(sq(ray.directionX()) + sq(ray.directionY()) + sq(ray.directionZ()));
        double edgeMargin = Math.min(edgeDistance(sa, d, v[1], v[2]),
                Math.min(edgeDistance(sb, d, v[2], v[0]), edgeDistance(sc, d, v[0], v[1])));
        double[] n = cross(sub(v[1], v[0]), sub(v[2], v[0]));
        double nLength = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        double sine = nLength == 0 ? 0 : Math.abs(sum.doubleValue()) / (nLength * length);
        if (nLength == 0) {
            edgeMargin = 0;
        }
        double depthMargin = Double.isNaN(t) ? Double.POSITIVE_INFINITY : Math.abs(t) * length;
        return new Verdict(meetsLine && ahead, t, edgeMargin, depthMargin, scale, sine);
    }

    /**
     * Whether the ray hits the triangle, exactly; {@link #intersect}'s {@code hit}.
     *
     * @param ray      the ray
     * @param triangle the triangle
     * @return true if the ray meets the closed triangle at some {@code t >= 0}
     */
    public static boolean hits(Ray3d ray, Triangle triangle) {
        return intersect(ray, triangle).hit();
    }

    /** The distance from the ray's line to the line through {@code p} and {@code q}: |s| / |d x (q - p)|. */
    private static double edgeDistance(BigDecimal s, BigDecimal[] d, BigDecimal[] p, BigDecimal[] q) {
        double[] e = sub(q, p);
        double[] c = cross(new double[] {d[0].doubleValue(), d[1].doubleValue(), d[2].doubleValue()}, e);
        double length = Math.sqrt(c[0] * c[0] + c[1] * c[1] + c[2] * c[2]);
        if (length == 0 || s.signum() == 0) {
            return 0;
        }
        return Math.abs(s.doubleValue()) / length;
    }

    private static BigDecimal exact(double x) {
        return new BigDecimal(x);
    }

    private static double sq(double x) {
        return x * x;
    }

    /** {@code det[p, q, r] = p · (q x r)}, exactly. */
    private static BigDecimal det(BigDecimal[] p, BigDecimal[] q, BigDecimal[] r) {
        BigDecimal x = q[1].multiply(r[2]).subtract(q[2].multiply(r[1]));
        BigDecimal y = q[2].multiply(r[0]).subtract(q[0].multiply(r[2]));
        BigDecimal z = q[0].multiply(r[1]).subtract(q[1].multiply(r[0]));
        return p[0].multiply(x).add(p[1].multiply(y)).add(p[2].multiply(z));
    }

    /** {@code q - p}, exact, then rounded: for margins only. */
    private static double[] sub(BigDecimal[] q, BigDecimal[] p) {
        return new double[] {q[0].subtract(p[0]).doubleValue(), q[1].subtract(p[1]).doubleValue(),
            q[2].subtract(p[2]).doubleValue()};
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
