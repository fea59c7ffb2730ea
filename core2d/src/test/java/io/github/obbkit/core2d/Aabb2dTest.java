package io.github.obbkit.core2d;

import static io.github.obbkit.core2d.Obb2dValidationTest.assertRejected;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The closed axis-aligned rectangle: construction, tests, union, equality and validation. */
class Aabb2dTest {
    private static final Aabb2d BOX = Aabb2d.of(1, 2, 5, 4);

    // ------------------------------------------------------------------ construction

    @Test
    void of_storesTheBoundsAndDerivesCentreAndHalfExtents() {
        assertThat(BOX.minX()).isEqualTo(1.0);
        assertThat(BOX.minY()).isEqualTo(2.0);
        assertThat(BOX.maxX()).isEqualTo(5.0);
        assertThat(BOX.maxY()).isEqualTo(4.0);
        assertThat(BOX.centerX()).isEqualTo(3.0);
        assertThat(BOX.centerY()).isEqualTo(3.0);
        assertThat(BOX.halfExtentX()).isEqualTo(2.0);
        assertThat(BOX.halfExtentY()).isEqualTo(1.0);
    }

    @Test
    void of_withJomlCorners_equalsTheScalarForm() {
        assertThat(Aabb2d.of(new Vector2d(1, 2), new Vector2d(5, 4))).isEqualTo(BOX);
        assertThat(Aabb2d.of(new Vector2f(1, 2), new Vector2f(5, 4))).isEqualTo(BOX);
    }

    @Test
    void fromCenter_spansCentrePlusMinusHalfExtents() {
        assertThat(Aabb2d.fromCenter(3, 3, 2, 1)).isEqualTo(BOX);
    }

    @Test
    void degenerateRectangles_areAllowed() {
        Aabb2d segment = Aabb2d.of(0, 1, 4, 1);
        Aabb2d point = Aabb2d.fromCenter(7, 8, 0, 0);

        assertThat(segment.halfExtentY()).isZero();
        assertThat(point).isEqualTo(Aabb2d.of(7, 8, 7, 8));
        assertThat(point.contains(7, 8)).isTrue();
    }

    @Test
    void centre_ofAHugeRectangle_doesNotOverflow() {
        Aabb2d huge = Aabb2d.of(-Obb2d.MAX_REACH, Obb2d.MAX_REACH / 2, Obb2d.MAX_REACH, Obb2d.MAX_REACH);

        assertThat(huge.centerX()).isZero();
        assertThat(huge.centerY()).isEqualTo(0.75 * Obb2d.MAX_REACH);
    }

    @Test
    void halfExtent_ofAHugeRectangle_isFinite() {
        Aabb2d huge = Aabb2d.of(-1e300, -1e299, 1e300, 1e299);

        assertThat(huge.halfExtentX()).isEqualTo(1e300);
        assertThat(Aabb2d.fromCenter(0, 0, 1e300, 1).halfExtentX()).isEqualTo(1e300);
        // and Obb2d.fromAabb refuses it by name: its reach |c| + hx + hy passes 1e300
        assertThatThrownBy(() -> Obb2d.fromAabb(huge)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must lie within 1.0E300");
    }

    // ------------------------------------------------------------------ intersects

    static Stream<Arguments> pairs() {
        return Stream.of(
                arguments("overlapping", BOX, Aabb2d.of(4, 3, 6, 7), true),
                arguments("identical", BOX, Aabb2d.of(1, 2, 5, 4), true),
                arguments("nested", BOX, Aabb2d.of(2, 2.5, 3, 3), true),
                arguments("touching along an edge", BOX, Aabb2d.of(5, 3, 6, 7), true),
                arguments("touching at a corner", BOX, Aabb2d.of(5, 4, 6, 7), true),
                arguments("apart in x", BOX, Aabb2d.of(5.001, 2, 6, 4), false),
                arguments("apart in y", BOX, Aabb2d.of(1, -1, 5, 1.999), false),
                arguments("overlapping in x only", BOX, Aabb2d.of(2, 5, 3, 6), false),
                arguments("crossing, neither holding a corner of the other", BOX, Aabb2d.of(2, 0, 3, 10), true),
                arguments("segment through", BOX, Aabb2d.of(0, 3, 10, 3), true),
                arguments("point on an edge", BOX, Aabb2d.of(5, 3, 5, 3), true),
                arguments("point outside", BOX, Aabb2d.of(Math.nextUp(5.0), 3, Math.nextUp(5.0), 3), false),
                arguments("equal points", Aabb2d.of(1, 1, 1, 1), Aabb2d.of(1, 1, 1, 1), true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void intersects_givesTheHandComputedAnswerBothWays(String name, Aabb2d a, Aabb2d b, boolean expected) {
        assertThat(a.intersects(b)).isEqualTo(expected);
        assertThat(b.intersects(a)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void intersects_agreesWithTheObbTestOfTheSameRectangles(String name, Aabb2d a, Aabb2d b, boolean expected) {
        assertThat(Obb2d.fromAabb(a).intersects(Obb2d.fromAabb(b))).isEqualTo(expected);
    }

    // ------------------------------------------------------------------ contains

    @Test
    void containsPoint_includesTheBoundary() {
        assertThat(BOX.contains(3, 3)).isTrue();
        assertThat(BOX.contains(1, 2)).as("corner").isTrue();
        assertThat(BOX.contains(5, 4)).as("corner").isTrue();
        assertThat(BOX.contains(5, 3)).as("edge").isTrue();
        assertThat(BOX.contains(Math.nextUp(5.0), 3)).isFalse();
        assertThat(BOX.contains(3, Math.nextDown(2.0))).isFalse();
    }

    @Test
    void containsPoint_withJomlVectors_matchesTheScalarForm() {
        assertThat(BOX.contains(new Vector2d(5, 4))).isTrue();
        assertThat(BOX.contains(new Vector2d(5.001, 4))).isFalse();
        assertThat(BOX.contains(new Vector2f(1, 2))).isTrue();
        assertThat(BOX.contains(new Vector2f(0.999f, 2))).isFalse();
    }

    @Test
    void containsRectangle_acceptsSharedBoundariesAndRejectsOverhang() {
        assertThat(BOX.contains(BOX)).isTrue();
        assertThat(BOX.contains(Aabb2d.of(2, 2.5, 3, 3))).isTrue();
        assertThat(BOX.contains(Aabb2d.of(1, 2, 3, 4))).as("shares three edges").isTrue();
        assertThat(BOX.contains(Aabb2d.of(5, 4, 5, 4))).as("corner point").isTrue();
        assertThat(BOX.contains(Aabb2d.of(4, 3, 6, 3.5))).as("overhangs in x").isFalse();
        assertThat(BOX.contains(Aabb2d.of(0, 0, 10, 10))).as("the other way round").isFalse();
        assertThat(Aabb2d.of(0, 0, 10, 10).contains(BOX)).isTrue();
    }

    // ------------------------------------------------------------------ union

    @Test
    void union_isTheSmallestRectangleHoldingBoth() {
        Aabb2d a = Aabb2d.of(0, 0, 1, 1);
        Aabb2d b = Aabb2d.of(2, -1, 3, 0.5);

        assertThat(a.union(b)).isEqualTo(Aabb2d.of(0, -1, 3, 1));
        assertThat(b.union(a)).isEqualTo(Aabb2d.of(0, -1, 3, 1));
    }

    @Test
    void union_withANestedRectangleOrItself_isUnchanged() {
        assertThat(BOX.union(Aabb2d.of(2, 2.5, 3, 3))).isEqualTo(BOX);
        assertThat(BOX.union(BOX)).isEqualTo(BOX);
    }

    @Test
    void union_withAPoint_growsToReachIt() {
        assertThat(BOX.union(Aabb2d.of(7, 0, 7, 0))).isEqualTo(Aabb2d.of(1, 0, 7, 4));
    }

    // ------------------------------------------------------------------ values

    @Test
    void equalRectangles_haveEqualHashCodes() {
        assertThat(Aabb2d.of(1, 2, 5, 4)).isEqualTo(BOX).hasSameHashCodeAs(BOX);
        assertThat(BOX).isNotEqualTo(Aabb2d.of(1, 2, 5, Math.nextUp(4.0)));
        assertThat(BOX).isNotEqualTo(Aabb2d.of(1, 2, 6, 4));
        assertThat(BOX).isNotEqualTo(Aabb2d.of(1, 1, 5, 4));
        assertThat(BOX).isNotEqualTo(Aabb2d.of(0, 2, 5, 4));
        assertThat(BOX).isNotEqualTo(null);
        assertThat(BOX).isNotEqualTo(Obb2d.fromAabb(BOX));
    }

    @Test
    void hashCode_changesWithEveryBound() {
        // Not required of a hash code, but one that ignored a bound would put a row of rectangles
        // differing only in that bound into one bucket of a hash set.
        assertThat(Aabb2d.of(0, 2, 5, 4).hashCode()).isNotEqualTo(BOX.hashCode());
        assertThat(Aabb2d.of(1, 1, 5, 4).hashCode()).isNotEqualTo(BOX.hashCode());
        assertThat(Aabb2d.of(1, 2, 6, 4).hashCode()).isNotEqualTo(BOX.hashCode());
        assertThat(Aabb2d.of(1, 2, 5, 5).hashCode()).isNotEqualTo(BOX.hashCode());
    }

    @Test
    void negativeZero_isStoredAsZero() {
        Aabb2d negative = Aabb2d.of(-0.0, -0.0, -0.0, -0.0);
        Aabb2d positive = Aabb2d.of(0, 0, 0, 0);

        assertThat(negative).isEqualTo(positive).hasSameHashCodeAs(positive);
        assertThat(Double.doubleToRawLongBits(negative.minX())).isZero();
        assertThat(Aabb2d.fromCenter(-0.0, -0.0, -0.0, 0)).isEqualTo(positive);
        assertThat(Aabb2d.of(-0.0, -1, 1, 0).union(Aabb2d.of(-1, -0.0, 0, 1))).isEqualTo(Aabb2d.of(-1, -1, 1, 1));
    }

    @Test
    void toString_printsAnOfCall() {
        assertThat(BOX).hasToString("Aabb2d.of(1.0, 2.0, 5.0, 4.0)");
    }

    @Test
    void toString_evaluatedAsOf_recreatesTheRectangle() {
        Aabb2d box = Obb2d.of(0.1, -0.2, 0.7, 3.3, 1.1).aabb();
        Matcher m = Pattern.compile("Aabb2d\\.of\\((.*)\\)").matcher(box.toString());
        assertThat(m.matches()).isTrue();
        String[] p = m.group(1).split(", ");

        Aabb2d recreated = Aabb2d.of(Double.parseDouble(p[0]), Double.parseDouble(p[1]), Double.parseDouble(p[2]),
                Double.parseDouble(p[3]));

        assertThat(recreated).isEqualTo(box);
    }

    @Test
    void isCloseTo_comparesEachBoundWithTheGivenTolerance() {
        Aabb2d near = Aabb2d.of(1, 2, 5 + 1e-9, 4);

        assertThat(BOX.isCloseTo(BOX, 0)).isTrue();
        assertThat(BOX.isCloseTo(near, 1e-8)).isTrue();
        assertThat(BOX.isCloseTo(near, 1e-10)).isFalse();
        assertThat(near.isCloseTo(BOX, 1e-8)).isTrue();
    }

    // ------------------------------------------------------------------ validation

    private static final String[] OF = {"minX", "minY", "maxX", "maxY"};
    private static final String[] FROM_CENTER = {"centerX", "centerY", "halfExtentX", "halfExtentY"};
    private static final double[] NON_FINITE = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};

    static Stream<Arguments> ofCases() {
        List<Arguments> result = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            for (double bad : NON_FINITE) {
                result.add(arguments(OF[i], i, bad));
            }
        }
        return result.stream();
    }

    static Stream<Arguments> fromCenterCases() {
        List<Arguments> result = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            for (double bad : NON_FINITE) {
                result.add(arguments(FROM_CENTER[i], i, bad));
            }
        }
        for (double bad : new double[] {-1.0, -Double.MIN_VALUE}) {
            result.add(arguments("halfExtentX", 2, bad));
            result.add(arguments("halfExtentY", 3, bad));
        }
        return result.stream();
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("ofCases")
    void of_rejectsANonFiniteBound(String name, int position, double bad) {
        // a bound of NaN or infinity would otherwise slip past the min <= max check
        double[] v = {1, 2, 5, 4};
        v[position] = bad;
        assertRejected(() -> Aabb2d.of(v[0], v[1], v[2], v[3]), name, bad);
        assertRejected(() -> Aabb2d.of(new Vector2d(v[0], v[1]), new Vector2d(v[2], v[3])), name, bad);
        assertRejected(() -> Aabb2d.of(new Vector2f((float) v[0], (float) v[1]),
                new Vector2f((float) v[2], (float) v[3])), name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromCenterCases")
    void fromCenter_rejectsABadArgument(String name, int position, double bad) {
        double[] v = {3, 3, 2, 1};
        v[position] = bad;
        assertRejected(() -> Aabb2d.fromCenter(v[0], v[1], v[2], v[3]), name, bad);
    }

    @Test
    void of_withMinAboveMax_isRejectedNamingBothBounds() {
        assertThatThrownBy(() -> Aabb2d.of(5, 2, 1, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("minX=5.0").hasMessageContaining("maxX=1.0");
        assertThatThrownBy(() -> Aabb2d.of(1, 4, 5, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("minY=4.0").hasMessageContaining("maxY=2.0");
        assertThatThrownBy(() -> Aabb2d.of(new Vector2d(1, Math.nextUp(4.0)), new Vector2d(5, 4)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("minY");
    }

    @Test
    void fromCenter_whoseBoundsOverflow_isRejected() {
        assertThatThrownBy(() -> Aabb2d.fromCenter(1e308, 0, 1e308, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxX").hasMessageContaining("Infinity");
    }

    @Test
    void isCloseTo_rejectsABadTolerance() {
        for (double bad : new double[] {-1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertRejected(() -> BOX.isCloseTo(BOX, bad), "tolerance", bad);
        }
    }
}
