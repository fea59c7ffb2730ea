package io.github.obbkit.testkit.oracle;

import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.oracle.Push3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** The 3D oracles and generators on cases worked out by hand. */
class Oracles3dTest {
    private static final double C = Math.sqrt(0.5);

    private static Obb3d cube(double x, double y, double z, double h) {
        return Obb3d.fromAxes(x, y, z, 1, 0, 0, 0, 1, 0, 0, 0, 1, h, h, h);
    }

    @Test
    void cubesApartAlongX_areSeparatedByTheGap_byBothOracles() {
        Obb3d a = cube(0, 0, 0, 1);
        Obb3d b = cube(2.5, 0.3, -0.2, 1);
        assertThat(Oracles3d.separation(a, b)).isCloseTo(0.5, within(1e-15));
        assertThat(Oracles3d.slabInflation(a, b)).isCloseTo(0.25, within(1e-15));
        assertThat(Oracles3d.intersectsByLinearProgram(a, b)).isFalse();
        assertThat(Oracles3d.mtv(a, b)).isNull();
    }

    @Test
    void overlappingCubes_havePenetrationAlongTheShallowAxis() {
        Obb3d a = cube(0, 0, 0, 1);
        Obb3d b = cube(1.75, 0.5, 0, 1);
        assertThat(Oracles3d.separation(a, b)).isCloseTo(-0.25, within(1e-15));
        assertThat(Oracles3d.slabInflation(a, b)).isCloseTo(-0.125, within(1e-15));
        assertThat(Oracles3d.intersectsByLinearProgram(a, b)).isTrue();
        Push3d push = Oracles3d.mtv(a, b);
        assertThat(push).isNotNull();
        assertThat(push.depth()).isCloseTo(0.25, within(1e-15));
        assertThat(push.normalX()).isCloseTo(1, within(1e-15));
    }

    @Test
    void aPointOnASegmentsLine_insideIt_touchesIt() {
        Obb3d segment = Obb3d.fromAxes(3, -7, 6, 0, 0, -1, 0, -1, 0, -1, 0, 0, 0, 0, 0.5);
        Obb3d point = Obb3d.fromAxes(3.25, -7, 6, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
        assertThat(Oracles3d.separation(segment, point)).isCloseTo(0, within(1e-15));
        assertThat(Oracles3d.intersects(segment, point)).isTrue();
        assertThat(Oracles3d.separation(segment, point.translated(0, 0.1, 0))).isCloseTo(0.1, within(1e-15));
    }

    @Test
    void crossingFlatPlates_intersect_thoughNeitherCanBeDeflated() {
        Obb3d horizontal = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 2, 2, 0);
        Obb3d vertical = Obb3d.fromAxes(0.5, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1);
        assertThat(Oracles3d.separation(horizontal, vertical)).isNegative();
        assertThat(Oracles3d.slabInflation(horizontal, vertical)).isCloseTo(0, within(1e-15));
        assertThat(Oracles3d.intersectsByLinearProgram(horizontal, vertical)).isTrue();
    }

    @Test
    void cubesTurnedAboutDifferentAxes_edgeToEdge_areSeparatedOnlyByAnEdgeEdgeAxis() {
        Obb3d a = Obb3d.fromAxes(0, 0, 0, C, C, 0, -C, C, 0, 0, 0, 1, 1, 1, 1);
        Obb3d b = Obb3d.fromAxes(2 * Math.sqrt(2) + 0.1, 0, 0, C, 0, C, 0, 1, 0, -C, 0, C, 1, 1, 1);
        assertThat(Oracles3d.separation(a, b)).isCloseTo(0.1, within(1e-14));
        assertThat(Oracles3d.faceAxisGap(a, b)).isNegative();
        assertThat(Oracles3d.slabInflation(a, b)).isPositive();
        assertThat(Generators3d.isEdgeEdgeOnly(new ObbPair3d(a, b, "handmade"))).isTrue();
    }

    @Test
    void closestPoint_ofAPointOffACorner_isTheCorner_andOfAPointInside_isItself() {
        Obb3d a = Obb3d.fromAxes(1, 2, 3, 0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 2, 3);
        assertThat(Oracles3d.closestPoint(a, 10, 10, 10)).isEqualTo(new Vector3d(3, 3, 6));
        assertThat(Oracles3d.closestPoint(a, 1.5, 2.5, 3.5)).isEqualTo(new Vector3d(1.5, 2.5, 3.5));
        assertThat(Oracles3d.closestPoint(a, 1, 2, 10)).isEqualTo(new Vector3d(1, 2, 6));
    }

    @Test
    void transformByCorners_ofAQuarterTurnAndAShift() {
        Matrix4d m = new Matrix4d().translation(10, 0, 0).rotateZ(Math.PI / 2);
        Aabb3d box = Aabb3d.of(0, 0, 0, 2, 1, 3);
        Aabb3d out = Oracles3d.transformByCorners(m, box);
        assertThat(out.isCloseTo(Aabb3d.of(9, 0, 0, 10, 2, 3), 1e-15)).as("%s", out).isTrue();
        assertThat(Oracles3d.aabbOfCorners(Obb3d.fromAabb(box))).isEqualTo(box);
    }

    @Test
    void uniformRotations_spreadEachAxisComponentUniformly_unlikeEulerAngles() {
        // For a uniform rotation, each component of each axis is uniform on [-1, 1].
        SplittableRandom random = new SplittableRandom(7);
        int[] bins = new int[4];
        int n = 40_000;
        for (int i = 0; i < n; i++) {
            Matrix3d r = Generators3d.uniformRotation().next(random);
            bins[(int) Math.min(3, Math.floor((r.m20() + 1) * 2))]++;
        }
        for (int bin : bins) {
            assertThat(bin / (double) n).isCloseTo(0.25, within(0.01));
        }
    }

    @Test
    void axisKeepingRotations_haveExactZerosAndOnes() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 1000; i++) {
            Matrix3d r = Generators3d.axisKeepingRotation().next(random);
            int exact = 0;
            for (int col = 0; col < 3; col++) {
                for (int row = 0; row < 3; row++) {
                    double v = r.get(col, row);
                    if (v == 0 || Math.abs(v) == 1) {
                        exact++;
                    }
                }
            }
            assertThat(exact).as("%s", r).isGreaterThanOrEqualTo(5);
        }
    }

    @Test
    void signedPermutations_areExact_andAll48Come() {
        SplittableRandom random = new SplittableRandom(48);
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        int n = 48_000;
        for (int i = 0; i < n; i++) {
            Matrix3d r = Generators3d.signedPermutation().next(random);
            StringBuilder key = new StringBuilder();
            for (int row = 0; row < 3; row++) {
                int ones = 0;
                for (int col = 0; col < 3; col++) {
                    double v = r.get(col, row);
                    assertThat(v == 0 || Math.abs(v) == 1).as("%s", r).isTrue();
                    ones += v == 0 ? 0 : 1;
                    key.append(v == 0 ? '0' : v > 0 ? '+' : '-');
                }
                assertThat(ones).as("one non-zero per row: %s", r).isEqualTo(1);
            }
            assertThat(Math.abs(r.determinant())).isEqualTo(1);
            seen.merge(key.toString(), 1, Integer::sum);
        }
        assertThat(seen).hasSize(48);
        assertThat(seen.values()).allSatisfy(count -> assertThat(count).isBetween(850, 1150));
    }

    @Test
    void exactlyTouchingPairs_touch_andMovedApartTheyAreOneUnitApart() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 2000; i++) {
            ObbPair3d p = Generators3d.exactlyTouchingPair().next(random);
            assertThat(Oracles3d.separation(p.a(), p.b())).as("%s", p).isCloseTo(0, within(1e-14));
            assertThat(Oracles3d.separation(p.a(), Generators3d.movedApart(p, 1))).as("%s", p)
                    .isCloseTo(1, within(1e-14));
        }
    }
}
