package io.github.obbkit.testkit.contract;

/**
 * What a ray-triangle test under {@link RayTriangleContract} reports on a hit: the ray's parameter and
 * the barycentric weights of the triangle's vertices {@code a}, {@code b}, {@code c}, so that the hit
 * point is {@code w a + u b + v c}.
 *
 * @param t the ray's parameter, in units of its direction's length
 * @param w the weight of {@code a}
 * @param u the weight of {@code b}
 * @param v the weight of {@code c}
 */
public record TriangleHit(double t, double w, double u, double v) {
    /**
     * A hit from {@code t} and the weights of {@code b} and {@code c}, the weight of {@code a} being
     * {@code 1 - u - v}: the form Moller-Trumbore and most kernels report.
     *
     * @param t the ray's parameter
     * @param u the weight of {@code b}
     * @param v the weight of {@code c}
     * @return the hit
     */
    public static TriangleHit ofUv(double t, double u, double v) {
        return new TriangleHit(t, 1 - u - v, u, v);
    }
}
