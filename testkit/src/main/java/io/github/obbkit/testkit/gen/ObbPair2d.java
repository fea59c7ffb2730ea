package io.github.obbkit.testkit.gen;

import io.github.obbkit.core2d.Obb2d;
import java.util.Objects;

/**
 * Two boxes and the name of the generator family that made them ("nearTouching", "parallel", ...),
 * so a property can count how often each family ran. {@link #toString()} prints both boxes as Java
 * source, ready to paste into a test.
 *
 * @param a      the first box
 * @param b      the second box
 * @param family the generator family
 */
public record ObbPair2d(Obb2d a, Obb2d b, String family) {
    /**
     * Checks the components are present.
     *
     * @param a      the first box
     * @param b      the second box
     * @param family the generator family
     */
    public ObbPair2d {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(family, "family");
    }

    /**
     * The same pair in the other order.
     *
     * @return the pair with the boxes exchanged
     */
    public ObbPair2d swapped() {
        return new ObbPair2d(b, a, family);
    }

    /**
     * Returns the pair with the first box replaced.
     *
     * @param newA the new first box
     * @return the pair
     */
    public ObbPair2d withA(Obb2d newA) {
        Objects.requireNonNull(newA, "newA");
        return new ObbPair2d(newA, b, family);
    }

    /**
     * Returns the pair with the second box replaced.
     *
     * @param newB the new second box
     * @return the pair
     */
    public ObbPair2d withB(Obb2d newB) {
        Objects.requireNonNull(newB, "newB");
        return new ObbPair2d(a, newB, family);
    }

    @Override
    public String toString() {
        return "(" + family + ")\n    Obb2d a = " + a + ";\n    Obb2d b = " + b + ";";
    }
}
