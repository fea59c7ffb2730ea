package io.github.obbkit.testkit.assertj;

import io.github.obbkit.testkit.oracle.Oracles3d;

import io.github.obbkit.core3d.Obb3d;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ assertions on a 3D box, decided by the {@link Oracles3d oracles} rather than by the code
 * under test. Failure messages print the boxes as Java source, ready to paste into a test.
 * Start with {@link ObbAssertions#assertThat(Obb3d)}.
 */
public final class Obb3dAssert extends AbstractAssert<Obb3dAssert, Obb3d> {

    Obb3dAssert(Obb3d actual) {
        super(actual, Obb3dAssert.class);
    }

    /**
     * Checks the box shares at least one point with {@code other} (touching counts), by
     * {@link Oracles3d#separation}.
     *
     * @param other the other box
     * @return this assertion
     */
    public Obb3dAssert intersects(Obb3d other) {
        isNotNull();
        double separation = Oracles3d.separation(actual, other);
        if (separation > 0) {
            failWithMessage("%nExpecting boxes to intersect, but they are separated by %s:%n    Obb3d a = %s;%n    Obb3d b = %s;",
                    separation, actual, other);
        }
        return this;
    }

    /**
     * Checks the box shares no point with {@code other}, by {@link Oracles3d#separation}.
     *
     * @param other the other box
     * @return this assertion
     */
    public Obb3dAssert isSeparatedFrom(Obb3d other) {
        isNotNull();
        double separation = Oracles3d.separation(actual, other);
        if (separation <= 0) {
            failWithMessage("%nExpecting boxes to be separated, but they %s (separation %s):%n    Obb3d a = %s;%n    Obb3d b = %s;",
                    separation == 0 ? "touch" : "overlap", separation, actual, other);
        }
        return this;
    }

    /**
     * Checks the closed box contains the point (decided by the oracle, as a box of zero size at the
     * point).
     *
     * @param x the point's x
     * @param y the point's y
     * @param z the point's z
     * @return this assertion
     */
    public Obb3dAssert containsPoint(double x, double y, double z) {
        isNotNull();
        double separation = Oracles3d.separation(actual, point(x, y, z));
        if (separation > 0) {
            failWithMessage("%nExpecting%n    %s%nto contain (%s, %s, %s), but the point is %s outside.", actual, x, y, z,
                    separation);
        }
        return this;
    }

    /**
     * Checks the point lies outside the closed box (decided by the oracle).
     *
     * @param x the point's x
     * @param y the point's y
     * @param z the point's z
     * @return this assertion
     */
    public Obb3dAssert doesNotContainPoint(double x, double y, double z) {
        isNotNull();
        double separation = Oracles3d.separation(actual, point(x, y, z));
        if (separation <= 0) {
            failWithMessage("%nExpecting%n    %s%nnot to contain (%s, %s, %s), but it does.", actual, x, y, z);
        }
        return this;
    }

    /**
     * Checks every stored component (centre, axes, half-extents) is within {@code tolerance} of
     * {@code expected}'s.
     *
     * @param expected  the expected box
     * @param tolerance the largest absolute difference per component
     * @return this assertion
     */
    public Obb3dAssert isCloseTo(Obb3d expected, double tolerance) {
        isNotNull();
        if (!actual.isCloseTo(expected, tolerance)) {
            failWithMessage("%nExpecting%n    %s%nto be within %s of%n    %s", actual, tolerance, expected);
        }
        return this;
    }

    private static Obb3d point(double x, double y, double z) {
        return Obb3d.fromAxes(x, y, z, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
    }
}
