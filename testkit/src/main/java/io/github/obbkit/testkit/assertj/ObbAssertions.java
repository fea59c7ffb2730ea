package io.github.obbkit.testkit.assertj;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;

/**
 * Entry points of the testkit's AssertJ assertions: {@code import static
 * io.github.obbkit.testkit.assertj.ObbAssertions.assertThat;} beside AssertJ's own.
 */
public final class ObbAssertions {
    private ObbAssertions() {
    }

    /**
     * Starts assertions on a 2D box.
     *
     * @param actual the box
     * @return the assertion
     */
    public static Obb2dAssert assertThat(Obb2d actual) {
        return new Obb2dAssert(actual);
    }

    /**
     * Starts assertions on a 3D box.
     *
     * @param actual the box
     * @return the assertion
     */
    public static Obb3dAssert assertThat(Obb3d actual) {
        return new Obb3dAssert(actual);
    }

    /**
     * Starts assertions on a ray against boxes.
     *
     * @param actual the ray
     * @return the assertion
     */
    public static Ray3dAssert assertThat(Ray3d actual) {
        return new Ray3dAssert(actual);
    }
}
