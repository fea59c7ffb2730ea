package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.util.Objects;

/**
 * A ray, a box, and the name of the generator family that made them ("aimed", "nearMiss",
 * "grazing", ...), so a property can count how often each family ran. {@link #toString()} prints both
 * as Java source, ready to paste into a test.
 *
 * @param ray    the ray
 * @param box    the box
 * @param family the generator family
 */
public record RayCase3d(Ray3d ray, Obb3d box, String family) {
    /**
     * Checks the components are present.
     *
     * @param ray    the ray
     * @param box    the box
     * @param family the generator family
     */
    public RayCase3d {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(family, "family");
    }

    /**
     * Returns the case with another ray.
     *
     * @param newRay the ray
     * @return the case
     */
    public RayCase3d withRay(Ray3d newRay) {
        Objects.requireNonNull(newRay, "newRay");
        return new RayCase3d(newRay, box, family);
    }

    /**
     * Returns the case with another box.
     *
     * @param newBox the box
     * @return the case
     */
    public RayCase3d withBox(Obb3d newBox) {
        Objects.requireNonNull(newBox, "newBox");
        return new RayCase3d(ray, newBox, family);
    }

    /**
     * The case as Java source.
     *
     * @return the family, then the ray and the box as declarations
     */
    @Override
    public String toString() {
        return "(" + family + ")\n    Ray3d ray = " + ray + ";\n    Obb3d box = " + box + ";";
    }
}
