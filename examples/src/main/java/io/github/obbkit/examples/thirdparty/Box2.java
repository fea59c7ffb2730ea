package io.github.obbkit.examples.thirdparty;

import org.jspecify.annotations.Nullable;

/**
 * A third party's own 2D oriented box: a centre, a unit axis along its width, and half-sizes, with a
 * separating-axis overlap test and a minimum translation vector written from the textbook (Ericson,
 * <i>Real-Time Collision Detection</i>, 4.4). It knows nothing of obbkit; {@code Box2ContractsTest}
 * holds it to obbkit's contracts through a three-line adapter.
 *
 * @param cx centre x
 * @param cy centre y
 * @param ux x of the unit axis along the width
 * @param uy y of the unit axis along the width
 * @param hx half the width
 * @param hy half the height
 */
public record Box2(double cx, double cy, double ux, double uy, double hx, double hy) {

    /**
     * Whether the boxes share a point (touching counts).
     *
     * @param o the other box
     * @return true if they overlap or touch
     */
    public boolean overlaps(Box2 o) {
        return overlapAlongEveryAxis(o) != null;
    }

    /**
     * The shortest push of {@code o} that leaves it touching this box, as {@code {nx, ny, depth}} with
     * the unit normal pointing from this box towards {@code o}; null if they are apart.
     *
     * @param o the box to push
     * @return the push, or null
     */
    public double @Nullable [] push(Box2 o) {
        return overlapAlongEveryAxis(o);
    }

    /** The four face normals; on each, the overlap of the two projections; the smallest wins. */
    private double @Nullable [] overlapAlongEveryAxis(Box2 o) {
        double tx = o.cx - cx;
        double ty = o.cy - cy;
        double[][] axes = {{ux, uy}, {-uy, ux}, {o.ux, o.uy}, {-o.uy, o.ux}};
        double[] best = null;
        for (double[] n : axes) {
            double distance = tx * n[0] + ty * n[1];
            double overlap = radius(n[0], n[1]) + o.radius(n[0], n[1]) - Math.abs(distance);
            if (overlap < 0) {
                return null;
            }
            if (best == null || overlap < best[2]) {
                double s = distance < 0 ? -1 : 1;
                best = new double[] {s * n[0], s * n[1], overlap};
            }
        }
        return best;
    }

    /** Half the length of the box's shadow on the unit direction {@code (nx, ny)}. */
    private double radius(double nx, double ny) {
        return hx * Math.abs(ux * nx + uy * ny) + hy * Math.abs(-uy * nx + ux * ny);
    }
}
