package io.github.obbkit.raycast;

/**
 * A caller-owned ray-triangle result for {@link RayTriangle}: plain data, overwritten by every call.
 * After a hit, {@link #t()} is the ray's parameter (in units of its direction's length, as everywhere
 * in this package) and {@link #w()}, {@link #u()}, {@link #v()} are the barycentric weights of the
 * triangle's vertices {@code a}, {@code b} and {@code c}: the hit point is {@code w a + u b + v c},
 * each weight in {@code [0, 1]} and their sum 1 up to rounding. After a miss {@link #isHit()} is false
 * and every number NaN. Mutable and not thread-safe: give each thread its own.
 */
public final class MutableTriangleHit {
    private boolean hit;
    private double t = Double.NaN;
    private double w = Double.NaN;
    private double u = Double.NaN;
    private double v = Double.NaN;

    /**
     * Creates a holder in the "miss" state.
     */
    public MutableTriangleHit() {
    }

    void set(double t, double w, double u, double v) {
        this.hit = true;
        this.t = t + 0.0;
        this.w = w + 0.0;
        this.u = u + 0.0;
        this.v = v + 0.0;
    }

    boolean miss() {
        hit = false;
        t = Double.NaN;
        w = Double.NaN;
        u = Double.NaN;
        v = Double.NaN;
        return false;
    }

    /**
     * Whether the last call hit.
     *
     * @return true after a hit
     */
    public boolean isHit() {
        return hit;
    }

    /**
     * The ray's parameter at the hit point.
     *
     * @return {@code t}, or NaN after a miss
     */
    public double t() {
        return t;
    }

    /**
     * The barycentric weight of the triangle's first vertex, {@code a}.
     *
     * @return the weight, or NaN after a miss
     */
    public double w() {
        return w;
    }

    /**
     * The barycentric weight of the triangle's second vertex, {@code b}.
     *
     * @return the weight, or NaN after a miss
     */
    public double u() {
        return u;
    }

    /**
     * The barycentric weight of the triangle's third vertex, {@code c}.
     *
     * @return the weight, or NaN after a miss
     */
    public double v() {
        return v;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "miss"}, or the parameter and the three weights
     */
    @Override
    public String toString() {
        return hit ? "MutableTriangleHit[t=" + t + ", w=" + w + ", u=" + u + ", v=" + v + "]" : "miss";
    }
}
