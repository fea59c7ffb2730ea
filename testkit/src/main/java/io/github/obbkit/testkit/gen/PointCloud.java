package io.github.obbkit.testkit.gen;

import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A generated point set: its kind (which generator made it) and its coordinates, interleaved
 * ({@code x, y} in 2D, {@code x, y, z} in 3D).
 *
 * @param kind        the generator's name, for labels and failure reports
 * @param dimension   2 or 3
 * @param coordinates the coordinates, interleaved; never changed after construction
 */
public record PointCloud(String kind, int dimension, double[] coordinates) {
    /**
     * Checks the parts.
     *
     * @param kind        the generator's name
     * @param dimension   2 or 3
     * @param coordinates the coordinates, at least one whole point
     * @throws IllegalArgumentException if the dimension is not 2 or 3, or the coordinates are not
     *                                  whole points
     */
    public PointCloud {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(coordinates, "coordinates");
        if (dimension != 2 && dimension != 3) {
            throw new IllegalArgumentException("dimension must be 2 or 3, was " + dimension);
        }
        if (coordinates.length == 0 || coordinates.length % dimension != 0) {
            throw new IllegalArgumentException("coordinates must hold whole points, had length " + coordinates.length);
        }
    }

    /** {@return the number of points} */
    public int count() {
        return coordinates.length / dimension;
    }

    /** {@return a copy of the coordinates} */
    public double[] copy() {
        return coordinates.clone();
    }

    /** {@return Java source recreating this set bit for bit} */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("new PointCloud(\"").append(kind).append("\", ").append(dimension)
                .append(", new double[] {");
        for (int i = 0; i < coordinates.length; i++) {
            s.append(i == 0 ? "" : ", ").append(Double.toHexString(coordinates[i]));
        }
        return s.append("})").toString();
    }

    /**
     * Equal kind, dimension and coordinates, bit for bit.
     *
     * @param o the other object
     * @return whether they are equal
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof PointCloud p && p.kind.equals(kind) && p.dimension == dimension
                && Arrays.equals(p.coordinates, coordinates);
    }

    /** {@return a hash of the parts} */
    @Override
    public int hashCode() {
        return Objects.hash(kind, dimension, Arrays.hashCode(coordinates));
    }
}
