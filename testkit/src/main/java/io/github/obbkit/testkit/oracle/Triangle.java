package io.github.obbkit.testkit.oracle;

/**
 * A triangle by its three vertices {@code a}, {@code b}, {@code c}, as plain doubles. {@link
 * #toString()} prints Java source that recreates it bit for bit.
 *
 * @param ax the first vertex's x
 * @param ay the first vertex's y
 * @param az the first vertex's z
 * @param bx the second vertex's x
 * @param by the second vertex's y
 * @param bz the second vertex's z
 * @param cx the third vertex's x
 * @param cy the third vertex's y
 * @param cz the third vertex's z
 */
public record Triangle(double ax, double ay, double az, double bx, double by, double bz,
                       double cx, double cy, double cz) {
    /**
     * Checks that every coordinate is finite.
     *
     * @param ax the first vertex's x
     * @param ay the first vertex's y
     * @param az the first vertex's z
     * @param bx the second vertex's x
     * @param by the second vertex's y
     * @param bz the second vertex's z
     * @param cx the third vertex's x
     * @param cy the third vertex's y
     * @param cz the third vertex's z
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public Triangle {
        double[] all = {ax, ay, az, bx, by, bz, cx, cy, cz};
        for (int i = 0; i < 9; i++) {
            if (!Double.isFinite(all[i])) {
                throw new IllegalArgumentException("coordinate " + i + " must be finite, was " + all[i]);
            }
        }
    }

    /**
     * Vertex {@code i}'s coordinate {@code k}.
     *
     * @param i the vertex, 0 to 2
     * @param k the axis, 0 to 2
     * @return the coordinate
     */
    public double vertex(int i, int k) {
        int n = 3 * i + k;
        return switch (n) {
            case 0 -> ax;
            case 1 -> ay;
            case 2 -> az;
            case 3 -> bx;
            case 4 -> by;
            case 5 -> bz;
            case 6 -> cx;
            case 7 -> cy;
            case 8 -> cz;
            default -> throw new IllegalArgumentException("vertex and axis must be in 0..2, were " + i + ", " + k);
        };
    }

    /**
     * The same triangle walked the other way: {@code (a, c, b)}.
     *
     * @return the reversed triangle
     */
    public Triangle reversed() {
        return new Triangle(ax, ay, az, cx, cy, cz, bx, by, bz);
    }

    /**
     * The triangle moved by {@code (x, y, z)}, each coordinate rounded.
     *
     * @param x the move's x
     * @param y the move's y
     * @param z the move's z
     * @return the moved triangle
     */
    public Triangle translated(double x, double y, double z) {
        return new Triangle(ax + x, ay + y, az + z, bx + x, by + y, bz + z, cx + x, cy + y, cz + z);
    }

    /**
     * Java source that recreates the triangle.
     *
     * @return the source
     */
    @Override
    public String toString() {
        return "new Triangle(" + ax + ", " + ay + ", " + az + ", " + bx + ", " + by + ", " + bz + ", " + cx + ", "
                + cy + ", " + cz + ")";
    }
}
