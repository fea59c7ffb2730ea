package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;

/**
 * Two 3D boxes and the name of the generator family that made them ("edgeEdgeOnly", "faceTouching",
 * ...), so a property can count how often each family ran. {@link #toString()} prints both boxes as
 * Java source, ready to paste into a test.
 *
 * @param a      the first box
 * @param b      the second box
 * @param family the generator family
 */
public record ObbPair3d(Obb3d a, Obb3d b, String family) {
    /**
     * Checks the components are present.
     *
     * @param a      the first box
     * @param b      the second box
     * @param family the generator family
     */
    public ObbPair3d {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(family, "family");
    }

    /**
     * The same pair in the other order.
     *
     * @return the pair with the boxes exchanged
     */
    public ObbPair3d swapped() {
        return new ObbPair3d(b, a, family);
    }

    /**
     * Returns the pair with the first box replaced.
     *
     * @param newA the new first box
     * @return the pair
     */
    public ObbPair3d withA(Obb3d newA) {
        Objects.requireNonNull(newA, "newA");
        return new ObbPair3d(newA, b, family);
    }

    /**
     * Returns the pair with the second box replaced.
     *
     * @param newB the new second box
     * @return the pair
     */
    public ObbPair3d withB(Obb3d newB) {
        Objects.requireNonNull(newB, "newB");
        return new ObbPair3d(a, newB, family);
    }

    /**
     * Returns the pair with its family renamed, for a generator that derives one family from another.
     *
     * @param newFamily the new family name
     * @return the pair
     */
    public ObbPair3d withFamily(String newFamily) {
        Objects.requireNonNull(newFamily, "newFamily");
        return new ObbPair3d(a, b, newFamily);
    }

    /** @return both boxes as Java source, under the family's name */
    @Override
    public String toString() {
        return "(" + family + ")\n    Obb3d a = " + a + ";\n    Obb3d b = " + b + ";";
    }
}
