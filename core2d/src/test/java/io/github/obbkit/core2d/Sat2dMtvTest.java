package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.stream.Stream;
import org.assertj.core.data.Offset;
import org.joml.Vector2d;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The minimum translation vector on hand-computed overlaps, its sign, tie-break and push-out promise. */
class Sat2dMtvTest {
    private static final double DEG30 = Math.PI / 6;
    private static final double DEG45 = Math.PI / 4;
    private static final double COS30 = Math.sqrt(3) / 2;
    private static final double SIN30 = 0.5;
    private static final double SQRT2 = Math.sqrt(2);
    /** The kernel leans by 1e-12 of the boxes' size; these boxes are a few units across. */
    private static final Offset<Double> LEAN = within(1e-11);

    private static final Obb2d UNIT = Obb2d.of(0, 0, 0, 1, 1);
    private static final Obb2d DIAMOND = Obb2d.of(0, 0, DEG45, 1, 1);

    // ------------------------------------------------------------------ hand-computed depths

    @Test
    void axisAlignedOverlap_pushesAlongTheShallowerAxis() {
        // A = [-2, 2] x [-1, 1], B = [1.5, 3.5] x [-0.25, 1.25]: overlap 0.5 in x, 1.25 in y
        Obb2d a = Obb2d.of(0, 0, 0, 2, 1);
        Obb2d b = Obb2d.of(2.5, 0.5, 0, 1, 0.75);

        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.depth()).isCloseTo(0.5, LEAN);
        assertThat(mtv.normalX()).isEqualTo(1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
        assertThat(mtv.axis()).isIn(SatAxis2d.A_X, SatAxis2d.B_X);   // the same line for parallel boxes
    }

    @Test
    void axisAlignedOverlapBelow_pushesDownwards() {
        // B = [-0.5, 0.5] x [-1.8, -0.6]: overlap 0.4 in y against 1.5 in x
        Obb2d a = Obb2d.of(0, 0, 0, 2, 1);
        Obb2d b = Obb2d.of(0, -1.2, 0, 0.5, 0.6);

        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.depth()).isCloseTo(0.4, LEAN);
        assertThat(mtv.normalX()).isEqualTo(0.0);
        assertThat(mtv.normalY()).isEqualTo(-1.0);
    }

    @Test
    void rotatedA_pushesAlongItsOwnAxis() {
        // A: 30 degrees, 2 x 1; B: axis-aligned 0.5 x 0.5, 2.3 along A's X axis.
        // On A_X: 2 + 0.5 (cos30 + sin30) - 2.3 = 0.3830127; B_X: 2cos30 + sin30 + 0.5 - 2.3cos30 = 0.740;
        // A_Y: 1 + 0.683 = 1.683; B_Y: 2sin30 + cos30 + 0.5 - 2.3sin30 = 1.216.
        Obb2d a = Obb2d.of(0, 0, DEG30, 2, 1);
        Obb2d b = Obb2d.of(2.3 * COS30, 2.3 * SIN30, 0, 0.5, 0.5);

        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(mtv.depth()).isCloseTo(0.5 * (COS30 + SIN30) - 0.3, LEAN);
        assertThat(mtv.depth()).isCloseTo(0.3830127, within(1e-7));
        assertThat(mtv.normalX()).isCloseTo(COS30, within(1e-15));
        assertThat(mtv.normalY()).isCloseTo(SIN30, within(1e-15));
    }

    @Test
    void rotatedA_withBOnTheOtherSide_pushesTheOtherWay() {
        Obb2d a = Obb2d.of(0, 0, DEG30, 2, 1);
        Obb2d b = Obb2d.of(-2.3 * COS30, -2.3 * SIN30, 0, 0.5, 0.5);

        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(mtv.depth()).isCloseTo(0.3830127, within(1e-7));
        assertThat(mtv.normalX()).isCloseTo(-COS30, within(1e-15));
        assertThat(mtv.normalY()).isCloseTo(-SIN30, within(1e-15));
    }

    @Test
    void rotatedA_pushesAlongBsAxisWhenThatIsShallower() {
        // A: the unit square at 45 degrees (radius sqrt2 on world axes); B: unit square at (2.2, 0).
        // B_X: sqrt2 + 1 - 2.2 = 0.2142136; A's diagonals: 1 + sqrt2 - 2.2 / sqrt2 = 0.858.
        Mtv2d mtv = Sat2d.mtv(DIAMOND, Obb2d.of(2.2, 0, 0, 1, 1));

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.B_X);
        assertThat(mtv.depth()).isCloseTo(SQRT2 + 1 - 2.2, LEAN);
        assertThat(mtv.normalX()).isEqualTo(1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
    }

    @ParameterizedTest(name = "B at ({0}, {1}) -> normal ({2}, {3}) on {4}")
    @MethodSource("fourSides")
    void normal_pointsFromATowardsB(double bx, double by, double nx, double ny, SatAxis2d axis) {
        Mtv2d mtv = Sat2d.mtv(DIAMOND, Obb2d.of(bx, by, 0, 1, 1));

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(axis);
        assertThat(mtv.normalX()).isEqualTo(nx);
        assertThat(mtv.normalY()).isEqualTo(ny);
        assertThat(mtv.depth()).isCloseTo(SQRT2 + 1 - 2.2, LEAN);
        // and the normal has a positive component along the centre difference
        assertThat(nx * bx + ny * by).isPositive();
    }

    static Stream<Arguments> fourSides() {
        return Stream.of(
                arguments(2.2, 0, 1.0, 0.0, SatAxis2d.B_X),
                arguments(-2.2, 0, -1.0, 0.0, SatAxis2d.B_X),
                arguments(0, 2.2, 0.0, 1.0, SatAxis2d.B_Y),
                arguments(0, -2.2, 0.0, -1.0, SatAxis2d.B_Y));
    }

    @Test
    void swappingTheBoxes_keepsTheDepthAndFlipsTheNormal() {
        Obb2d a = Obb2d.of(0, 0, DEG30, 2, 1);
        Obb2d b = Obb2d.of(2.3 * COS30, 2.3 * SIN30, 0, 0.5, 0.5);

        Mtv2d ab = Sat2d.mtv(a, b);
        Mtv2d ba = Sat2d.mtv(b, a);

        assertThat(ab).isNotNull();
        assertThat(ba).isNotNull();
        assertThat(ba.axis()).isEqualTo(SatAxis2d.B_X);
        assertThat(ba.depth()).isCloseTo(ab.depth(), within(1e-15));
        assertThat(ba.normalX()).isCloseTo(-ab.normalX(), within(1e-15));
        assertThat(ba.normalY()).isCloseTo(-ab.normalY(), within(1e-15));
    }

    @Test
    void obb2dMtv_delegatesToSat2d() {
        Obb2d b = Obb2d.of(2.2, 0, 0, 1, 1);

        assertThat(DIAMOND.mtv(b)).isEqualTo(Sat2d.mtv(DIAMOND, b));
        assertThat(UNIT.mtv(Obb2d.of(5, 0, 0, 1, 1))).isNull();
    }

    // ------------------------------------------------------------------ tie-break

    @Test
    void equalOverlapsOnAllFourAxes_pickAX() {
        // equal squares offset by (0.5, 0.5): 1.5 on every axis
        Mtv2d mtv = Sat2d.mtv(UNIT, Obb2d.of(0.5, 0.5, 0, 1, 1));

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(mtv.depth()).isCloseTo(1.5, LEAN);
        assertThat(mtv.normalX()).isEqualTo(1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
    }

    @Test
    void equalOverlapsOnAYAndBY_pickAY() {
        // equal squares offset by (0.25, 0.5): 1.75 on the X axes, 1.5 on the Y axes
        Mtv2d mtv = Sat2d.mtv(UNIT, Obb2d.of(0.25, 0.5, 0, 1, 1));

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_Y);
        assertThat(mtv.depth()).isCloseTo(1.5, LEAN);
        assertThat(mtv.normalX()).isEqualTo(0.0);
        assertThat(mtv.normalY()).isEqualTo(1.0);
    }

    @Test
    void equalOverlapsOnAXAndBX_pickAXEvenWhenBLiesOnTheNegativeSide() {
        Mtv2d mtv = Sat2d.mtv(UNIT, Obb2d.of(-1.5, 0, 0, 1, 1));

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(mtv.depth()).isCloseTo(0.5, LEAN);
        assertThat(mtv.normalX()).isEqualTo(-1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
    }

    @Test
    void concentricIdenticalBoxes_pickAXItself() {
        Mtv2d mtv = Sat2d.mtv(UNIT, UNIT);

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(mtv.depth()).isCloseTo(2.0, LEAN);
        assertThat(mtv.normalX()).isEqualTo(1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
    }

    @Test
    void concentricBoxes_pushAlongTheChosenAxisNotItsNegation() {
        // A at 200 degrees, 3 x 1; B a 0.5 x 0.5 square on the same centre.
        // A_Y: 1 + 0.5 (|cos200| + |sin200|) = 1.6409 is the least (A_X 3.64, B_X 3.66, B_Y 2.47),
        // and A's Y axis (-sin200, cos200) = (0.342, -0.940) points down: it is still the normal.
        double angle = Math.toRadians(200);
        Obb2d a = Obb2d.of(4, -7, angle, 3, 1);
        Obb2d b = Obb2d.of(4, -7, 0, 0.5, 0.5);

        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_Y);
        assertThat(mtv.depth()).isCloseTo(1.6408563820557887, within(1e-11));
        assertThat(mtv.normalX()).isEqualTo(a.axisYx());
        assertThat(mtv.normalY()).isEqualTo(a.axisYy());
        assertThat(mtv.normalX()).isCloseTo(0.34202014332566866, within(1e-15));
        assertThat(mtv.normalY()).isCloseTo(-0.9396926207859084, within(1e-15));
    }

    // ------------------------------------------------------------------ misses and contacts

    static Stream<Arguments> separatedPairs() {
        return Stream.of(
                arguments("A_X", UNIT, Obb2d.of(2.5, 0, DEG45, 1, 1)),
                arguments("A_Y", UNIT, Obb2d.of(0, 2.5, DEG45, 1, 1)),
                arguments("B_X", DIAMOND, Obb2d.of(2.5, 0, 0, 1, 1)),
                arguments("B_Y", DIAMOND, Obb2d.of(0, 2.5, 0, 1, 1)),
                arguments("edge gap 1e-6", UNIT, Obb2d.of(2 + 1e-6, 0.5, 0, 1, 1)),
                arguments("different points", Obb2d.of(1, 1, 0, 0, 0), Obb2d.of(1, 1.5, 0, 0, 0)));
    }

    @ParameterizedTest(name = "separated on {0}")
    @MethodSource("separatedPairs")
    void separatedBoxes_haveNoMtv(String name, Obb2d a, Obb2d b) {
        assertThat(Sat2d.mtv(a, b)).isNull();
        assertThat(Sat2d.mtv(b, a)).isNull();
    }

    @Test
    void touchingAlongAnEdge_hasDepthZeroWithinTheBand() {
        Obb2d b = Obb2d.of(2, 0.5, 0, 1, 1);

        Mtv2d mtv = Sat2d.mtv(UNIT, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.depth()).isBetween(0.0, Sat2d.boundaryBand(UNIT, b));
        assertThat(mtv.normalX()).isEqualTo(1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
    }

    @Test
    void touchingAtACorner_hasDepthZeroWithinTheBand() {
        Obb2d b = Obb2d.of(-2, -2, 0, 1, 1);

        Mtv2d mtv = Sat2d.mtv(UNIT, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.depth()).isBetween(0.0, Sat2d.boundaryBand(UNIT, b));
    }

    @Test
    void touchingALongBoxEndOn_hasAnMtvBecauseTheBoxesIntersect() {
        // B = [1, 2001] x [-1, 1] touches A = [-1, 1]^2 at x = 1. intersects() leans towards
        // touching by EPSILON times B's 1000 along A_X; the MTV must lean the same way, or it would
        // call touching boxes separated by about 1e-9.
        Obb2d b = Obb2d.of(1001, 0, 0, 1000, 1);

        Mtv2d mtv = Sat2d.mtv(UNIT, b);

        assertThat(Sat2d.intersects(UNIT, b)).isTrue();
        assertThat(mtv).isNotNull();
        assertThat(mtv.depth()).isBetween(0.0, Sat2d.boundaryBand(UNIT, b));
        assertThat(mtv.normalX()).isEqualTo(1.0);
        assertThat(mtv.normalY()).isEqualTo(0.0);
    }

    @Test
    void pointOnAnEdge_hasDepthExactlyZero() {
        // a point has no extent to lean by, so the overlap on A_X is 1 - 1 exactly
        Mtv2d mtv = Sat2d.mtv(UNIT, Obb2d.of(1, 0.25, 0, 0, 0));

        assertThat(mtv).isEqualTo(Mtv2d.of(1, 0, 0, SatAxis2d.A_X));
    }

    // ------------------------------------------------------------------ pushing B out

    static Stream<Arguments> overlappingPairs() {
        return Stream.of(
                arguments("axis-aligned", Obb2d.of(0, 0, 0, 2, 1), Obb2d.of(2.5, 0.5, 0, 1, 0.75)),
                arguments("rotated A", Obb2d.of(0, 0, DEG30, 2, 1), Obb2d.of(2.3 * COS30, 2.3 * SIN30, 0, 0.5, 0.5)),
                arguments("rotated A, B's axis", DIAMOND, Obb2d.of(2.2, 0, 0, 1, 1)),
                arguments("both rotated", Obb2d.of(1, 2, 0.3, 2, 1), Obb2d.of(2, 2.5, -0.4, 1.5, 0.5)),
                arguments("nested", Obb2d.of(0, 0, 0.3, 10, 8), Obb2d.of(1, -1, 1.2, 1, 0.5)),
                arguments("concentric", Obb2d.of(4, -7, Math.toRadians(200), 3, 1), Obb2d.of(4, -7, 0, 0.5, 0.5)),
                arguments("segment through a box", UNIT, Obb2d.of(0.2, 0.1, 0.5, 3, 0)),
                arguments("point inside a box", Obb2d.of(0, 0, DEG30, 2, 1), Obb2d.of(0.5, 0.5, 0, 0, 0)),
                arguments("far from the origin", Obb2d.of(1e6, 1e6, 0.7, 2, 1), Obb2d.of(1e6 + 1, 1e6 + 1, 0.1, 1, 1)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("overlappingPairs")
    void pushingBByTheMtv_leavesTheBoxesTouching(String name, Obb2d a, Obb2d b) {
        Mtv2d mtv = Sat2d.mtv(a, b);
        assertThat(mtv).isNotNull();
        Vector2d push = mtv.translation(new Vector2d());

        Obb2d pushed = b.translated(push.x, push.y);

        assertThat(Sat2d.intersects(a, pushed)).isTrue();
        Mtv2d after = Sat2d.mtv(a, pushed);
        assertThat(after).isNotNull();
        assertThat(after.depth()).isLessThanOrEqualTo(Sat2d.boundaryBand(a, pushed));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("overlappingPairs")
    void pushingBSlightlyFurther_separatesThem(String name, Obb2d a, Obb2d b) {
        Mtv2d mtv = Sat2d.mtv(a, b);
        assertThat(mtv).isNotNull();
        double d = mtv.depth() * 1.001;

        Obb2d pushed = b.translated(mtv.normalX() * d, mtv.normalY() * d);

        assertThat(Sat2d.intersects(a, pushed)).isFalse();
        assertThat(Sat2d.mtv(a, pushed)).isNull();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("overlappingPairs")
    void mtv_isAUnitNormalAndExistsExactlyWhenTheBoxesIntersect(String name, Obb2d a, Obb2d b) {
        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(Sat2d.intersects(a, b)).isTrue();
        assertThat(mtv).isNotNull();
        assertThat(Math.hypot(mtv.normalX(), mtv.normalY())).isCloseTo(1.0, within(1e-15));
        assertThat(mtv.depth()).isPositive();
    }
}
