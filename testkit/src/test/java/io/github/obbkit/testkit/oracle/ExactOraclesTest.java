package io.github.obbkit.testkit.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** The exact oracles on cases worked out by hand, at every magnitude, and against the double oracle. */
class ExactOraclesTest {
    private static Obb3d cube(double x, double y, double z, double h) {
        return Obb3d.of(x, y, z, new Quaterniond(), h, h, h);
    }

    @Test
    void unitCubesTwoApart_touch_andOneUlpFurther_areSeparated() {
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, 1), cube(2, 0, 0, 1))).isTrue();
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, 1), cube(Math.nextUp(2.0), 0, 0, 1))).isFalse();
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, 1), cube(2, 2, 2, 1))).as("corner to corner").isTrue();
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, 1), cube(2, 2, Math.nextUp(2.0), 1))).isFalse();
    }

    @Test
    void hugeAndSubnormalMagnitudes_areAsExactAsOrdinaryOnes() {
        double big = 0x1p900;
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, big), cube(2 * big, 0, 0, big))).isTrue();
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, big), cube(Math.nextUp(2 * big), 0, 0, big))).isFalse();
        double tiny = Double.MIN_VALUE;
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, tiny), cube(2 * tiny, 0, 0, tiny))).isTrue();
        assertThat(ExactOracles3d.intersects(cube(0, 0, 0, tiny), cube(3 * tiny, 0, 0, tiny))).isFalse();
        assertThat(ExactOracles3d.contains(cube(0, 0, 0, tiny), tiny, -tiny, 0)).isTrue();
        assertThat(ExactOracles3d.contains(cube(0, 0, 0, tiny), 2 * tiny, 0, 0)).isFalse();
    }

    @Test
    void degenerateBoxes_pointsSegmentsAndCoplanarRectangles() {
        Obb3d point = cube(1, 1, 1, 0);
        assertThat(ExactOracles3d.intersects(point, cube(0, 0, 0, 1))).as("a point on a corner").isTrue();
        assertThat(ExactOracles3d.intersects(point, point)).isTrue();
        assertThat(ExactOracles3d.intersects(point, cube(Math.nextUp(1.0), 1, 1, 0))).isFalse();
        Obb3d segment = Obb3d.of(0, 0, 0, new Quaterniond(), 1, 0, 0);
        Obb3d crossing = Obb3d.of(0, 0, 0, new Quaterniond(), 0, 1, 0);
        Obb3d above = Obb3d.of(0, 0, 0x1p-1074, new Quaterniond(), 0, 1, 0);
        assertThat(ExactOracles3d.intersects(segment, crossing)).isTrue();
        assertThat(ExactOracles3d.intersects(segment, above)).as("skew by the smallest double").isFalse();
        Obb3d flat = Obb3d.of(0, 0, 0, new Quaterniond(), 1, 1, 0);
        Obb3d sideBySide = Obb3d.of(2, 0, 0, new Quaterniond(), 1, 1, 0);
        assertThat(ExactOracles3d.intersects(flat, sideBySide)).isTrue();
        assertThat(ExactOracles3d.intersects(flat, sideBySide.translated(0, 0, 1e-300))).isFalse();
    }

    @Test
    void twoD_touchingAndApartByAnUlp() {
        Obb2d a = Obb2d.of(0, 0, 0, 1, 1);
        assertThat(ExactOracles2d.intersects(a, Obb2d.of(2, 2, 0, 1, 1))).isTrue();
        assertThat(ExactOracles2d.intersects(a, Obb2d.of(2, Math.nextUp(2.0), 0, 1, 1))).isFalse();
        assertThat(ExactOracles2d.contains(a, 1, -1)).isTrue();
        assertThat(ExactOracles2d.contains(a, Math.nextUp(1.0), 0)).isFalse();
        assertThat(ExactOracles2d.intersects(Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(2, 0, 0, 1, 0))).as("collinear").isTrue();
        assertThat(ExactOracles2d.intersects(Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(2, 0x1p-1074, 0, 1, 0))).isFalse();
    }

    @Test
    void agreesWithTheDoubleOracle_whereThatOneIsClearlyRight() {
        Property.forAll(Generators3d.pair())
                .tries(2_000)
                .check((ObbPair3d p) -> {
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (Math.abs(separation) > 1e-9 * Oracles3d.scale(p.a(), p.b())) {
                        assertThat(ExactOracles3d.intersects(p.a(), p.b())).as("separation %s", separation)
                                .isEqualTo(separation < 0);
                    }
                });
    }
}
