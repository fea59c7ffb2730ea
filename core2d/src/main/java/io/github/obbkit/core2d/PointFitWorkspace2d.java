package io.github.obbkit.core2d;

/**
 * The scratch space of {@link PointFit2d}'s fits, owned by the caller and reused: the points sorted
 * for the hull, their copy in input order for the sizing pass, and the hull itself, each grown once
 * to the largest set it meets. Passing the same workspace to every
 * {@link PointFit2d#minimumArea(double[], int, int, PointFitWorkspace2d)} call is what makes repeated
 * fits allocate nothing but the box they return, once it has grown to their size (the hull's exact turn test
 * still allocates when its floating-point filter cannot decide, as without a workspace). It carries
 * no answer between calls: a fit with a workspace returns the box the fit without one returns, bit
 * for bit. Mutable and not thread-safe: give each thread its own.
 */
public final class PointFitWorkspace2d {
    double[] x;
    double[] y;
    double[] ox;
    double[] oy;
    double[] hx;
    double[] hy;
    final double[] frame = new double[5];
    final double[] axes = new double[4];

    /**
     * Creates a workspace; it grows on first use to the largest set it meets, and a fit of a set no
     * larger than one it has served allocates nothing in it.
     */
    public PointFitWorkspace2d() {
        allocate(0);
    }

    /** Makes room for {@code n} points, keeping the arrays when they have it. */
    void ensure(int n) {
        if (x.length < n) {
            allocate(n);
        }
    }

    private void allocate(int n) {
        x = new double[n];
        y = new double[n];
        ox = new double[n];
        oy = new double[n];
        hx = new double[n + 1];
        hy = new double[n + 1];
    }
}
