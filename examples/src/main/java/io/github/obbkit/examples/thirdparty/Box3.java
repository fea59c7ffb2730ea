package io.github.obbkit.examples.thirdparty;

import org.jspecify.annotations.Nullable;

/**
 * A third party's own 3D oriented box: a centre, three unit axes (rows of its rotation) and
 * half-sizes, with the fifteen-axis separating-axis test and a minimum translation vector (Gottschalk
 * 1996; Ericson, <i>Real-Time Collision Detection</i>, 4.4.1), written in the box's frame. It knows
 * nothing of obbkit; {@code Box3ContractsTest} holds it to obbkit's contracts.
 *
 * @param c centre {@code {x, y, z}}
 * @param u the three unit axes, {@code u[i] = {x, y, z}}
 * @param h the three half-sizes
 */
public record Box3(double[] c, double[][] u, double[] h) {
    /** Added to each {@code |R_ij|}: keeps nearly parallel edges from making a false separating axis. */
    private static final double EPSILON = 1e-12;

    /**
     * Whether the boxes share a point (touching counts).
     *
     * @param o the other box
     * @return true if they overlap or touch
     */
    public boolean overlaps(Box3 o) {
        return push(o) != null;
    }

    /**
     * The shortest push of {@code o} that leaves it touching this box, as {@code {nx, ny, nz, depth}}
     * with the unit normal pointing from this box towards {@code o}; null if they are apart.
     *
     * @param o the box to push
     * @return the push, or null
     */
    public double @Nullable [] push(Box3 o) {
        double[] d = {o.c[0] - c[0], o.c[1] - c[1], o.c[2] - c[2]};
        double[] best = null;
        // The six face axes, then the nine edge-edge axes u_i x o.u_j.
        for (int k = 0; k < 15; k++) {
            double[] n;
            if (k < 3) {
                n = u[k];
            } else if (k < 6) {
                n = o.u[k - 3];
            } else {
                n = cross(u[(k - 6) / 3], o.u[(k - 6) % 3]);
                double length = Math.sqrt(dot(n, n));
                if (length < 1e-6) {
                    continue; // nearly parallel edges: a face axis separates whenever this one would
                }
                n = new double[] {n[0] / length, n[1] / length, n[2] / length};
            }
            double distance = dot(d, n);
            double overlap = radius(n) + o.radius(n) - Math.abs(distance);
            if (overlap < 0) {
                return null;
            }
            if (best == null || overlap < best[3]) {
                double s = distance < 0 ? -1 : 1;
                best = new double[] {s * n[0], s * n[1], s * n[2], overlap};
            }
        }
        return best;
    }

    /** Half the length of the box's shadow on the unit direction {@code n}, a little generous. */
    private double radius(double[] n) {
        double r = 0;
        for (int i = 0; i < 3; i++) {
            r += h[i] * (Math.abs(dot(u[i], n)) + EPSILON);
        }
        return r;
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
