package io.github.obbkit.examples.yourcode;

/**
 * Stands for <em>your</em> geometry: a rotated rectangle type of your own, with an overlap test of
 * your own (corner projection, the textbook way). The tests beside it hold it to obbkit's testkit.
 *
 * <p>It earned its place: its first version built corners from an angle and tested edge normals only,
 * and the contract suite caught both bugs at once: boxes touching at exact right angles came apart by
 * {@code cos(pi/2) = 6e-17}, and a flat rectangle (a segment) has no normal along its length, so two
 * collinear segments far apart "overlapped". This version takes the axis as a unit vector and also
 * tests the edge directions.
 *
 * @param x      centre x
 * @param y      centre y
 * @param cos    x of the unit vector along the width
 * @param sin    y of the unit vector along the width
 * @param width  full width
 * @param height full height
 */
public record Rect(double x, double y, double cos, double sin, double width, double height) {

    /**
     * Whether two rectangles overlap (touching counts).
     *
     * @param other the other rectangle
     * @return true if they share a point
     */
    public boolean overlaps(Rect other) {
        double[] p = corners();
        double[] q = other.corners();
        // Each rectangle's two axes (edge normals and edge directions alike): four candidates in all.
        double[][] axes = {{cos, sin}, {-sin, cos}, {other.cos, other.sin}, {-other.sin, other.cos}};
        for (double[] n : axes) {
            if (separatedAlong(n[0], n[1], p, q)) {
                return false;
            }
        }
        return true;
    }

    /** @return the corners as x0, y0, ..., x3, y3 */
    public double[] corners() {
        double wx = cos * width / 2;
        double wy = sin * width / 2;
        double hx = -sin * height / 2;
        double hy = cos * height / 2;
        return new double[] {x - wx - hx, y - wy - hy, x + wx - hx, y + wy - hy, x + wx + hx, y + wy + hy,
            x - wx + hx, y - wy + hy};
    }

    private static boolean separatedAlong(double nx, double ny, double[] p, double[] q) {
        double pMin = Double.POSITIVE_INFINITY;
        double pMax = Double.NEGATIVE_INFINITY;
        double qMin = Double.POSITIVE_INFINITY;
        double qMax = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < 4; k++) {
            double a = p[2 * k] * nx + p[2 * k + 1] * ny;
            double b = q[2 * k] * nx + q[2 * k + 1] * ny;
            pMin = Math.min(pMin, a);
            pMax = Math.max(pMax, a);
            qMin = Math.min(qMin, b);
            qMax = Math.max(qMax, b);
        }
        return pMax < qMin || qMax < pMin;
    }
}
