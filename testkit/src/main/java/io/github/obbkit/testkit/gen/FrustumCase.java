package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;

/**
 * A frustum, a box and the name of the generator family that made them ("nearPlane", "outsideCorner",
 * ...), so a property can count how often each family ran. {@link #toString()} prints both as Java
 * source.
 *
 * @param frustum the frustum
 * @param box     the box
 * @param family  the generator family
 */
public record FrustumCase(Frustum frustum, Obb3d box, String family) {
    /**
     * Checks the components are present.
     *
     * @param frustum the frustum
     * @param box     the box
     * @param family  the generator family
     */
    public FrustumCase {
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(family, "family");
    }

    /**
     * Both values as Java source, and the family.
     *
     * @return {@code family: frustum; box}
     */
    @Override
    public String toString() {
        return family + ": " + frustum + "; " + box;
    }
}
