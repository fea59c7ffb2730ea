package io.github.obbkit.testkit.gen;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.raycast.Ray2d;
import java.util.Objects;

/**
 * A 2D ray, a box and the name of the generator family that made them, so that a property can count
 * how often each family ran. {@link #toString()} prints both as Java source.
 *
 * @param ray    the ray
 * @param box    the box
 * @param family the generator family
 */
public record RayCase2d(Ray2d ray, Obb2d box, String family) {
    /**
     * Checks the components are present.
     *
     * @param ray    the ray
     * @param box    the box
     * @param family the generator family
     */
    public RayCase2d {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(family, "family");
    }

    /**
     * The case as Java source.
     *
     * @return the family, then the ray and the box as declarations
     */
    @Override
    public String toString() {
        return "(" + family + ")\n    Ray2d ray = " + ray + ";\n    Obb2d box = " + box + ";";
    }
}
