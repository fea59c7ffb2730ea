package io.github.obbkit.testkit.gen;

import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.oracle.Triangle;
import java.util.Objects;

/**
 * A ray, a triangle, and the name of the generator family that made them, so that a property can
 * count how often each family ran. {@link #toString()} prints both as Java source.
 *
 * @param ray      the ray
 * @param triangle the triangle
 * @param family   the generator family
 */
public record RayTriangleCase(Ray3d ray, Triangle triangle, String family) {
    /**
     * Checks the components are present.
     *
     * @param ray      the ray
     * @param triangle the triangle
     * @param family   the generator family
     */
    public RayTriangleCase {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(triangle, "triangle");
        Objects.requireNonNull(family, "family");
    }
}
