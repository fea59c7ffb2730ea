package io.github.obbkit.testkit.assertj;

import io.github.obbkit.testkit.oracle.Oracles2d;

import io.github.obbkit.core2d.Obb2d;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ assertions on a 2D box, decided by the {@link Oracles2d oracles} rather than by the code
 * under test. Failure messages print the boxes as Java source, ready to paste into a test.
 * Start with {@link ObbAssertions#assertThat(Obb2d)}.
 */
public final class Obb2dAssert extends AbstractAssert<Obb2dAssert, Obb2d> {

    Obb2dAssert(Obb2d actual) {
        super(actual, Obb2dAssert.class);
    }

    /**
     * Checks the box shares at least one point with {@code other} (touching counts).
     *
     * @param other the other box
     * @return this assertion
     */
    public Obb2dAssert intersects(Obb2d other) {
        isNotNull();
        double separation = Oracles2d.separation(actual, other);
        if (separation > 0) {
            failWithMessage("%nExpecting boxes to intersect, but they are separated by %s:%n    Obb2d a = %s;%n    Obb2d b = %s;",
                    separation, actual, other);
        }
        return this;
    }

    /**
     * Checks the box shares no point with {@code other}.
     *
     * @param other the other box
     * @return this assertion
     */
    public Obb2dAssert isSeparatedFrom(Obb2d other) {
        isNotNull();
        double separation = Oracles2d.separation(actual, other);
        if (separation <= 0) {
            failWithMessage("%nExpecting boxes to be separated, but they %s (separation %s):%n    Obb2d a = %s;%n    Obb2d b = %s;",
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
     * @return this assertion
     */
    public Obb2dAssert containsPoint(double x, double y) {
        isNotNull();
        double separation = Oracles2d.separation(actual, Obb2d.of(x, y, 0, 0, 0));
        if (separation > 0) {
            failWithMessage("%nExpecting%n    %s%nto contain (%s, %s), but the point is %s outside.", actual, x, y,
                    separation);
        }
        return this;
    }

    /**
     * Checks the point lies outside the closed box.
     *
     * @param x the point's x
     * @param y the point's y
     * @return this assertion
     */
    public Obb2dAssert doesNotContainPoint(double x, double y) {
        isNotNull();
        double separation = Oracles2d.separation(actual, Obb2d.of(x, y, 0, 0, 0));
        if (separation <= 0) {
            failWithMessage("%nExpecting%n    %s%nnot to contain (%s, %s), but it does.", actual, x, y);
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
    public Obb2dAssert isCloseTo(Obb2d expected, double tolerance) {
        isNotNull();
        if (!actual.isCloseTo(expected, tolerance)) {
            failWithMessage("%nExpecting%n    %s%nto be within %s of%n    %s", actual, tolerance, expected);
        }
        return this;
    }
}
