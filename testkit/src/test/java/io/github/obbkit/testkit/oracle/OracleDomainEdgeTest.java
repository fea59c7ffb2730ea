package io.github.obbkit.testkit.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import org.junit.jupiter.api.Test;

/**
 * The oracles at the edges of the domain they judge: boxes with half-extents far above {@code 1e154}
 * (where squaring overflows) up to the reach {@code 1e300}, and rays with short directions far out.
 * They answer as they do for boxes a few units across, scaled: never NaN, never an overflowed
 * infinity.
 */
class OracleDomainEdgeTest {
    private static final double[] SCALES = {1, 1e154, 1e200, 3e299};

    private static Obb3d cube(double x, double y, double z, double h) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, h, h, h));
    }

    @Test
    void rayDistanceAndMargin_scaleWithTheBox_upToTheReach() {
        for (double s : SCALES) {
            Obb3d box = cube(0, 0, 0, s / 3);
            Ray3d hitting = Ray3d.of(-s, 0, 0, 1, 0, 0);
            Ray3d passing = Ray3d.of(0, s, 0, 1, 0, 0);

            assertThat(RayOracles.distance(hitting, box)).as("scale %s", s).isZero();
            assertThat(RayOracles.margin(hitting, box)).as("scale %s", s).isCloseTo(s / 3, within(1e-9 * s));
            assertThat(RayOracles.distance(passing, box)).as("scale %s", s).isCloseTo(2 * s / 3, within(1e-9 * s));
            assertThat(RayOracles.margin(passing, box)).as("scale %s", s).isCloseTo(-2 * s / 3, within(1e-9 * s));
            assertThat(RayOracles.signedDistanceAt(passing, 0, box)).isCloseTo(2 * s / 3, within(1e-9 * s));
            assertThat(RayOracles.signedDistanceAt(Ray3d.of(s, s, s, 1, 0, 0), 0, box))
                    .isCloseTo(Math.sqrt(3) * 2 * s / 3, within(1e-9 * s));
            assertThat(RayOracles.hits(hitting, box)).isTrue();
            assertThat(RayOracles.hits(passing, box)).isFalse();
        }
    }

    @Test
    void aShortDirectionFarOut_stillGivesTheDistance() {
        Obb3d box = cube(0, 0, 0, 1e299);
        Ray3d slow = Ray3d.of(0, 6e299, 0, 1e-150, 0, 0);

        assertThat(RayOracles.distance(slow, box)).isCloseTo(5e299, within(1e290));
    }

    @Test
    void rayOracles2d_scaleWithTheBox_upToTheReach() {
        for (double s : SCALES) {
            Obb2d box = Obb2d.of(0, 0, 0, s / 3, s / 3);
            Ray2d passing = Ray2d.of(0, s, 1, 0);

            assertThat(RayOracles.margin(passing, box)).as("scale %s", s).isCloseTo(-2 * s / 3, within(1e-9 * s));
            assertThat(RayOracles.signedDistanceAt(passing, 0, box)).isCloseTo(2 * s / 3, within(1e-9 * s));
        }
    }

    @Test
    void pairOracles3d_scaleWithTheBoxes_upToTheReach() {
        for (double s : SCALES) {
            Obb3d a = cube(0, 0, 0, s / 4);
            Obb3d apart = cube(3 * s / 4, 0, 0, s / 4);
            Obb3d over = cube(s / 4, 0, 0, s / 4);

            assertThat(Oracles3d.separation(a, apart)).as("scale %s", s).isCloseTo(s / 4, within(1e-9 * s));
            assertThat(Oracles3d.intersects(a, apart)).isFalse();
            assertThat(Oracles3d.intersects(a, over)).isTrue();
            Push3d push = Oracles3d.mtv(a, over);
            assertThat(push).isNotNull();
            assertThat(push.depth()).as("scale %s", s).isCloseTo(s / 4, within(1e-9 * s));
            assertThat(Oracles3d.closestPoint(a, s, 0, 0).x).isCloseTo(s / 4, within(1e-9 * s));
        }
    }

    @Test
    void pairOracles2d_scaleWithTheBoxes_upToTheReach() {
        for (double s : SCALES) {
            Obb2d a = Obb2d.of(0, 0, 0.3, s / 4, s / 4);
            Obb2d apart = Obb2d.of(0, s, 0.3, s / 4, s / 4);

            assertThat(Oracles2d.separation(a, apart)).as("scale %s", s).isPositive().isLessThan(s);
            assertThat(Oracles2d.intersects(a, apart)).isFalse();
        }
    }
}
