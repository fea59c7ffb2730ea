package io.github.obbkit.testkit.oracle;

import io.github.obbkit.testkit.gen.RayCase3d;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An exactly constructed ray that touches or crosses a box at a known parameter, with no rounding
 * anywhere: the box has axes whose components are 0 and ±1, and every coordinate is a small
 * half-integer, so a correct closed-box test must report a hit containing {@code t}, with no boundary
 * band to hide in. {@code missing}, when present, is the same ray moved one unit away, which must
 * miss: closed, but not too closed.
 *
 * @param ray     the touching ray
 * @param box     the box
 * @param t       where the ray touches or crosses the box, in units of the direction's length
 * @param missing the ray moved one unit off the box, or null if the construction has none
 * @param family  the kind of touch ("corner", "edge", "facePlane", "exactPoint", ...)
 */
public record RayTouch(Ray3d ray, Obb3d box, double t, @Nullable Ray3d missing, String family) {
    /**
     * Checks the components are present.
     *
     * @param ray     the touching ray
     * @param box     the box
     * @param t       the touching parameter
     * @param missing the missing ray, or null
     * @param family  the kind of touch
     */
    public RayTouch {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(family, "family");
    }

    /**
     * The touching ray and its box as a case.
     *
     * @return the case, with this touch's family
     */
    public RayCase3d touching() {
        return new RayCase3d(ray, box, family);
    }

    /**
     * The touch as Java source.
     *
     * @return the family, the rays, the box and {@code t}
     */
    @Override
    public String toString() {
        return "(" + family + ", touching at t = " + t + ")\n    Ray3d ray = " + ray + ";\n    Obb3d box = " + box
                + ";\n    Ray3d missing = " + missing + ";";
    }
}
