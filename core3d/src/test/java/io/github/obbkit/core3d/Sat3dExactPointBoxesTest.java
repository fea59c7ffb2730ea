package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The exact predicates on boxes of no extent at all (points), where the answer is plain equality of
 * the stored centres: one ulp apart is inside every error bound, so the filter cannot decide and the
 * exact path must, with no generator left to project on.
 */
class Sat3dExactPointBoxesTest {
    private static Obb3d point(double x, double y, double z) {
        return Obb3d.fromAxes(x, y, z, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
    }

    @Test
    void twoPoints_intersectExactlyWhenTheyAreTheSamePoint() {
        double[] bases = {1, -3.5, 1e-300, 7e12};
        for (double base : bases) {
            Obb3d a = point(base, 2, -5);
            assertThat(Sat3d.intersectsExact(a, point(base, 2, -5))).as("same point at %s", base).isTrue();
            assertThat(Sat3d.intersectsExact(a, point(Math.nextUp(base), 2, -5))).as("x one ulp up at %s", base)
                    .isFalse();
            assertThat(Sat3d.intersectsExact(point(base, Math.nextDown(2.0), -5), a)).as("y one ulp down at %s", base)
                    .isFalse();
            assertThat(Sat3d.intersectsExact(a, point(base, 2, Math.nextUp(-5.0)))).as("z one ulp up at %s", base)
                    .isFalse();
        }
    }

    @Test
    void aPointBox_containsExactlyItsOwnPoint() {
        Obb3d p = point(0.1, 0.2, 0.3);
        assertThat(Sat3d.containsExact(p, 0.1, 0.2, 0.3)).isTrue();
        assertThat(Sat3d.containsExact(p, Math.nextUp(0.1), 0.2, 0.3)).isFalse();
        assertThat(Sat3d.containsExact(p, 0.1, Math.nextDown(0.2), 0.3)).isFalse();
        assertThat(Sat3d.containsExact(p, 0.1, 0.2, Math.nextUp(0.3))).isFalse();
    }
}
