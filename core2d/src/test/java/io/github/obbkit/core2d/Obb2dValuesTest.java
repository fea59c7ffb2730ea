package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.assertj.core.data.Offset;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Obb2d as a value: exact equality, -0.0, toString as source, isCloseTo, moves, turns and contains. */
class Obb2dValuesTest {
    private static final double DEG30 = Math.PI / 6;
    private static final double COS30 = Math.sqrt(3) / 2;
    private static final double SIN30 = 0.5;
    private static final Offset<Double> ULPS = within(1e-15);

    // ------------------------------------------------------------------ equals and hashCode

    @Test
    void boxesBuiltAlike_areEqualWithEqualHashCodes() {
        Obb2d a = Obb2d.of(1, 2, 0.3, 3, 4);
        Obb2d b = Obb2d.of(1, 2, 0.3, 3, 4);

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isEqualTo(a);
        assertThat(a).isNotEqualTo(null);
        assertThat(a).isNotEqualTo("Obb2d.of(1, 2, 0.3, 3, 4)");
    }

    @Test
    void boxesDifferingInAnyOneComponent_areNotEqual() {
        Obb2d base = Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3, 4);

        assertThat(base).isNotEqualTo(Obb2d.fromAxes(1.5, 2, 0.6, 0.8, -0.8, 0.6, 3, 4));
        assertThat(base).isNotEqualTo(Obb2d.fromAxes(1, 2.5, 0.6, 0.8, -0.8, 0.6, 3, 4));
        assertThat(base).isNotEqualTo(Obb2d.fromAxes(1, 2, 0.8, 0.6, -0.6, 0.8, 3, 4));
        assertThat(base).isNotEqualTo(Obb2d.fromAxes(1, 2, 0.6, 0.8, 0.8, -0.6, 3, 4));
        assertThat(base).isNotEqualTo(Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3.5, 4));
        assertThat(base).isNotEqualTo(Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3, 4.5));
    }

    @Test
    void hashCode_changesWithTheCentreTheAxesAndTheExtents() {
        // Not required of a hash code, but one that ignored a component would put every box of a row
        // (boxes differing only in that component) into one bucket of a hash set. (Flipping the
        // signs of two components can collide: the sign bit lands on 2^31 times an even factor.)
        Obb2d base = Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3, 4);

        assertThat(Obb2d.fromAxes(1.5, 2, 0.6, 0.8, -0.8, 0.6, 3, 4).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb2d.fromAxes(1, 2.5, 0.6, 0.8, -0.8, 0.6, 3, 4).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb2d.fromAxes(1, 2, 0.8, 0.6, -0.6, 0.8, 3, 4).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb2d.fromAxes(1, 2, 0, 1, -1, 0, 3, 4).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3.5, 4).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3, 4.5).hashCode()).isNotEqualTo(base.hashCode());
    }

    @Test
    void equality_isExactNotApproximate() {
        Obb2d a = Obb2d.of(1, 2, 0.3, 3, 4);

        assertThat(a).isNotEqualTo(Obb2d.of(Math.nextUp(1.0), 2, 0.3, 3, 4));
        assertThat(a).isNotEqualTo(Obb2d.of(1, 2, 0.3, 3, Math.nextDown(4.0)));
    }

    @Test
    void negativeZero_isStoredAsZero_soTheBoxesAreEqual() {
        Obb2d negative = Obb2d.of(-0.0, -0.0, -0.0, -0.0, -0.0);
        Obb2d positive = Obb2d.of(0.0, 0.0, 0.0, 0.0, 0.0);

        assertThat(negative).isEqualTo(positive).hasSameHashCodeAs(positive);
        assertThat(Double.doubleToRawLongBits(negative.centerX())).isZero();
        assertThat(Double.doubleToRawLongBits(negative.axisXy())).isZero();
        assertThat(Double.doubleToRawLongBits(negative.halfExtentX())).isZero();
    }

    @Test
    void negativeZero_inFromAxes_isStoredAsZero() {
        Obb2d negative = Obb2d.fromAxes(-0.0, -0.0, 1, -0.0, -0.0, 1, -0.0, -0.0);
        Obb2d positive = Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 0, 0);

        assertThat(negative).isEqualTo(positive).hasSameHashCodeAs(positive);
        assertThat(negative.toString()).doesNotContain("-0.0");
    }

    @Test
    void negativeZero_fromANegatedAxis_isStoredAsZero() {
        // JOML's scale(-1, -1) leaves -0.0 in m01 and m10, so the axes arrive as (-1, -0.0), (-0.0, -1)
        Obb2d flipped = Obb2d.fromTransform(new Matrix3x2d().scale(-1, -1), Aabb2d.fromCenter(0, 0, 1, 1));

        assertThat(Double.doubleToRawLongBits(flipped.axisXy())).isZero();
        assertThat(Double.doubleToRawLongBits(flipped.axisYx())).isZero();
        assertThat(flipped).isEqualTo(Obb2d.fromAxes(0, 0, -1, 0, 0, -1, 1, 1));
    }

    @Test
    void negativeZero_fromAHalfTurnWithNegativeZeroTranslation_isStoredAsZero() {
        // A half turn whose zero entries are all -0.0: the centre comes out as -1 * 0 + -0.0 * 0 + -0.0.
        Aabb2d local = Aabb2d.fromCenter(0, 0, 1, 2);
        Obb2d box = Obb2d.fromTransform(new Matrix3x2d(-1, -0.0, -0.0, -1, -0.0, -0.0), local);

        assertThat(box).isEqualTo(Obb2d.fromTransform(new Matrix3x2d(-1, 0, 0, -1, 0, 0), local))
                .isEqualTo(Obb2d.fromAxes(0, 0, -1, 0, 0, -1, 1, 2));
        assertThat(Double.doubleToRawLongBits(box.centerX())).isZero();
        assertThat(Double.doubleToRawLongBits(box.centerY())).isZero();
    }

    @Test
    void negativeZero_fromAQuarterTurnWrittenWithNegativeZero_isStoredAsZero() {
        // columns (-0.0, 1) and (-1, -0.0): axisX = (-0.0, 1), axisY = (-1, -0.0) before normalising
        Obb2d box = Obb2d.fromTransform(new Matrix3x2d(-0.0, 1, -1, -0.0, 0, 0), Aabb2d.fromCenter(0, 0, 1, 2));

        assertThat(box).isEqualTo(Obb2d.fromAxes(0, 0, 0, 1, -1, 0, 1, 2));
        assertThat(Double.doubleToRawLongBits(box.axisXx())).isZero();
        assertThat(Double.doubleToRawLongBits(box.axisYy())).isZero();
    }

    // ------------------------------------------------------------------ toString as source

    @Test
    void toString_printsAFromAxesCall() {
        assertThat(Obb2d.of(1, 2, 0, 3, 4)).hasToString("Obb2d.fromAxes(1.0, 2.0, 1.0, 0.0, 0.0, 1.0, 3.0, 4.0)");
    }

    static Stream<Obb2d> assortedBoxes() {
        List<Obb2d> boxes = new ArrayList<>();
        for (int degrees = -180; degrees <= 360; degrees += 17) {
            boxes.add(Obb2d.of(degrees * 0.37, -degrees * 1.1, Math.toRadians(degrees), 80, 40));
        }
        boxes.add(Obb2d.of(1e6 + 0.1, -1e-300, 0.1, 0, 0));
        boxes.add(Obb2d.fromAxes(0, 0, (float) Math.cos(0.3), (float) Math.sin(0.3), (float) -Math.sin(0.3),
                (float) Math.cos(0.3), 1, 2));
        boxes.add(Obb2d.fromAxes(2, 3, COS30, SIN30, SIN30, -COS30, 2, 1));
        boxes.add(Obb2d.fromTransform(new Matrix3x2f().translation(10, 20).rotate(0.7f).scale(2, 3),
                Aabb2d.of(-1, 0, 3, 2)));
        boxes.add(Obb2d.fromCovariance(0, 0, 0.7500000000002501, 0.4330127018917863, 0.25000000000074996, 3));
        boxes.add(Obb2d.fromCovariance(5, 6, 7, 2 * Math.sqrt(3), 3, 2));
        boxes.add(Obb2d.of(1, 2, 0.3, 3, 4).rotatedAbout(1.234, -5, 7).rotated(-2.5));
        boxes.add(Obb2d.of(5e299, -5e299, 1, Double.MIN_VALUE, 4e299));
        return boxes.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("assortedBoxes")
    void toString_evaluatedAsFromAxes_recreatesTheBoxBitForBit(Obb2d box) {
        Matcher m = Pattern.compile("Obb2d\\.fromAxes\\((.*)\\)").matcher(box.toString());
        assertThat(m.matches()).as(box.toString()).isTrue();
        String[] parts = m.group(1).split(", ");
        assertThat(parts).hasSize(8);
        double[] v = new double[8];
        for (int i = 0; i < 8; i++) {
            v[i] = Double.parseDouble(parts[i]);
        }

        Obb2d recreated = Obb2d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);

        assertThat(recreated).isEqualTo(box).hasSameHashCodeAs(box);
    }

    // ------------------------------------------------------------------ isCloseTo

    @Test
    void isCloseTo_comparesEachComponentWithTheGivenTolerance() {
        Obb2d a = Obb2d.of(1, 2, 0.3, 3, 4);
        Obb2d shifted = a.translated(1e-9, 0);
        Obb2d wider = Obb2d.of(1, 2, 0.3, 3 + 1e-9, 4);
        Obb2d turned = Obb2d.of(1, 2, 0.3 + 1e-9, 3, 4);

        assertThat(a.isCloseTo(a, 0)).isTrue();
        assertThat(a.isCloseTo(shifted, 1e-8)).isTrue();
        assertThat(a.isCloseTo(shifted, 1e-10)).isFalse();
        assertThat(a.isCloseTo(wider, 1e-8)).isTrue();
        assertThat(a.isCloseTo(wider, 1e-10)).isFalse();
        assertThat(a.isCloseTo(turned, 1e-8)).isTrue();
        assertThat(a.isCloseTo(turned, 1e-10)).isFalse();
        assertThat(shifted.isCloseTo(a, 1e-8)).isTrue();
    }

    @Test
    void isCloseTo_doesNotIdentifyBoxesStoredWithFlippedAxes() {
        // the same square, stored with both axes negated
        Obb2d a = Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1, 1);
        Obb2d flipped = Obb2d.fromAxes(0, 0, -1, 0, 0, -1, 1, 1);

        assertThat(a.aabb()).isEqualTo(flipped.aabb());
        assertThat(a.isCloseTo(flipped, 0.5)).isFalse();
        assertThat(a).isNotEqualTo(flipped);
    }

    // ------------------------------------------------------------------ translated

    @Test
    void translated_movesOnlyTheCentre() {
        Obb2d box = Obb2d.of(1, 2, 0.3, 4, 5);

        Obb2d moved = box.translated(3, -1);

        assertThat(moved.centerX()).isEqualTo(4.0);
        assertThat(moved.centerY()).isEqualTo(1.0);
        assertThat(moved.axisXx()).isEqualTo(box.axisXx());
        assertThat(moved.axisXy()).isEqualTo(box.axisXy());
        assertThat(moved.axisYx()).isEqualTo(box.axisYx());
        assertThat(moved.axisYy()).isEqualTo(box.axisYy());
        assertThat(moved.halfExtentX()).isEqualTo(4.0);
        assertThat(moved.halfExtentY()).isEqualTo(5.0);
        assertThat(box.translated(new Vector2d(3, -1))).isEqualTo(moved);
        assertThat(box.centerX()).as("the original is unchanged").isEqualTo(1.0);
    }

    @Test
    void translatedByZero_isEqual() {
        Obb2d box = Obb2d.of(1, 2, 0.3, 4, 5);

        assertThat(box.translated(0, -0.0)).isEqualTo(box);
    }

    // ------------------------------------------------------------------ rotated

    @Test
    void rotated_turnsAboutTheCentreWhichStaysExactlyPut() {
        Obb2d box = Obb2d.of(1.1, 2.3, 0.3, 3, 4);

        Obb2d turned = box.rotated(0.4);

        assertThat(turned.centerX()).isEqualTo(1.1);
        assertThat(turned.centerY()).isEqualTo(2.3);
        assertThat(turned.isCloseTo(Obb2d.of(1.1, 2.3, 0.7, 3, 4), 1e-15)).isTrue();
        assertThat(turned.halfExtentX()).isEqualTo(3.0);
        assertThat(turned.halfExtentY()).isEqualTo(4.0);
    }

    @Test
    void rotatedAboutTheOrigin_byAQuarterTurn_movesTheCentreAndTurnsTheAxes() {
        // (2, 0) turned 90 degrees about the origin is (0, 2); axisX (1, 0) becomes (0, 1)
        Obb2d turned = Obb2d.of(2, 0, 0, 3, 1).rotatedAbout(Math.PI / 2, 0, 0);

        assertThat(turned.centerX()).isCloseTo(0, ULPS);
        assertThat(turned.centerY()).isCloseTo(2, ULPS);
        assertThat(turned.axisXx()).isCloseTo(0, ULPS);
        assertThat(turned.axisXy()).isCloseTo(1, ULPS);
        assertThat(turned.axisYx()).isCloseTo(-1, ULPS);
        assertThat(turned.axisYy()).isCloseTo(0, ULPS);
        assertThat(turned.halfExtentX()).isEqualTo(3.0);
        assertThat(turned.halfExtentY()).isEqualTo(1.0);
    }

    @Test
    void rotatedAboutAPivotLevelWithOrAboveTheCentre_movesTheCentre() {
        // Sharing one coordinate with the pivot is not being at the pivot: a quarter turn about the
        // origin takes (0, 2) to (-2, 0) and (2, 0) to (0, 2).
        Obb2d above = Obb2d.of(0, 2, 0, 3, 1).rotatedAbout(Math.PI / 2, 0, 0);
        Obb2d level = Obb2d.of(2, 0, 0, 3, 1).rotatedAbout(Math.PI / 2, 0, 0);

        assertThat(above.centerX()).isCloseTo(-2, ULPS);
        assertThat(above.centerY()).isCloseTo(0, ULPS);
        assertThat(level.centerX()).isCloseTo(0, ULPS);
        assertThat(level.centerY()).isCloseTo(2, ULPS);
    }

    static Stream<Arguments> turnsOfTurnedBoxes() {
        List<Arguments> cases = new ArrayList<>();
        for (double angle : new double[] {0.1, 0.7, 1.3, 2.0, 2.9, -0.4, -1.2, -2.6}) {
            for (double turn : new double[] {0.5, 1.6, 2.1, 3.0, -0.9, -2.5}) {
                cases.add(Arguments.of(angle, turn));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "box at {0} rad turned by {1} rad")
    @MethodSource("turnsOfTurnedBoxes")
    void rotated_addsTheTurnToTheAngle(double angle, double turn) {
        // Turning both axes of a box at angle a by t gives the box at angle a + t, same handedness.
        Obb2d turned = Obb2d.of(1, 2, angle, 3, 4).rotated(turn);

        assertThat(turned.isCloseTo(Obb2d.of(1, 2, angle + turn, 3, 4), 1e-14)).as("%s", turned).isTrue();
    }

    @Test
    void rotatedAboutAPivot_byAHalfTurn_reflectsTheCentreThroughThePivot() {
        // (3, 1) about (1, 1) by 180 degrees: (-1, 1)
        Obb2d turned = Obb2d.of(3, 1, 0.2, 1, 1).rotatedAbout(Math.PI, 1, 1);

        assertThat(turned.centerX()).isCloseTo(-1, within(1e-14));
        assertThat(turned.centerY()).isCloseTo(1, within(1e-14));
        assertThat(turned.angle()).isCloseTo(0.2 - Math.PI, within(1e-14));
    }

    @Test
    void rotatedAboutAPivot_by30Degrees_swingsTheCentreOnTheCircle() {
        // the centre is 2 to the right of (1, 2): it ends at (1 + 2cos30, 2 + 2sin30) = (1 + sqrt3, 3)
        Obb2d turned = Obb2d.of(3, 2, 0, 1, 0.5).rotatedAbout(DEG30, 1, 2);

        assertThat(turned.centerX()).isCloseTo(1 + Math.sqrt(3), within(1e-14));
        assertThat(turned.centerY()).isCloseTo(3, within(1e-14));
        assertThat(turned.axisXx()).isCloseTo(COS30, ULPS);
        assertThat(turned.axisXy()).isCloseTo(SIN30, ULPS);
    }

    @Test
    void rotatedAboutItsOwnCentre_isRotated() {
        Obb2d box = Obb2d.of(-4, 9, 1.3, 2, 7);

        assertThat(box.rotatedAbout(0.9, -4, 9)).isEqualTo(box.rotated(0.9));
    }

    @Test
    void rotatedByAFullTurn_isCloseToTheOriginal() {
        Obb2d box = Obb2d.of(1, 2, 0.3, 3, 4);

        assertThat(box.rotated(2 * Math.PI).isCloseTo(box, 1e-15)).isTrue();
        assertThat(box.rotatedAbout(2 * Math.PI, -10, 20).isCloseTo(box, 1e-13)).isTrue();
    }

    @Test
    void rotatedThereAndBack_isCloseToTheOriginal() {
        Obb2d box = Obb2d.of(1, 2, 0.3, 3, 4);

        assertThat(box.rotatedAbout(1.7, 5, -5).rotatedAbout(-1.7, 5, -5).isCloseTo(box, 1e-14)).isTrue();
    }

    @Test
    void rotated_manyTimes_keepsOrthonormalAxes() {
        Obb2d box = Obb2d.of(0, 0, 0, 1, 1);
        for (int i = 0; i < 1000; i++) {
            box = box.rotated(0.1);
        }

        assertThat(Math.hypot(box.axisXx(), box.axisXy())).isCloseTo(1, ULPS);
        assertThat(Math.hypot(box.axisYx(), box.axisYy())).isCloseTo(1, ULPS);
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, ULPS);
        // 100 rad is 16 full turns less 0.530965 rad
        assertThat(box.angle()).isCloseTo(100 - 32 * Math.PI, within(1e-11));
    }

    // ------------------------------------------------------------------ contains

    @Test
    void contains_includesTheBoundary() {
        Obb2d box = Obb2d.of(0, 0, 0, 2, 1);

        assertThat(box.contains(0, 0)).isTrue();
        assertThat(box.contains(2, 1)).as("corner").isTrue();
        assertThat(box.contains(-2, -1)).as("corner").isTrue();
        assertThat(box.contains(2, 0)).as("edge").isTrue();
        assertThat(box.contains(0.5, -1)).as("edge").isTrue();
        assertThat(box.contains(2 + 1e-12, 0)).isFalse();
        assertThat(box.contains(0, -1 - 1e-12)).isFalse();
    }

    @Test
    void contains_inARotatedBox_usesTheLocalFrame() {
        // local (1.9, 0.9) is inside 2 x 1; local (2.1, 0) and (0, 1.1) are not
        Obb2d box = Obb2d.of(10, 20, DEG30, 2, 1);

        assertThat(box.contains(10 + 1.9 * COS30 - 0.9 * SIN30, 20 + 1.9 * SIN30 + 0.9 * COS30)).isTrue();
        assertThat(box.contains(10 + 2.1 * COS30, 20 + 2.1 * SIN30)).isFalse();
        assertThat(box.contains(10 - 1.1 * SIN30, 20 + 1.1 * COS30)).isFalse();
        // (11, 20) is 1 along world x from the centre: local (cos30, -sin30) = (0.866, -0.5)
        assertThat(box.contains(11, 20)).isTrue();
        // (12.1, 20): local (2.1 cos30, -2.1 sin30) = (1.819, -1.05): outside
        assertThat(box.contains(12.1, 20)).isFalse();
    }

    @Test
    void containsWithTolerance_growsEachFace() {
        Obb2d box = Obb2d.of(0, 0, 0, 2, 1);

        assertThat(box.contains(2 + 1e-12, 0, 1e-9)).isTrue();
        assertThat(box.contains(2.5, 1.5, 0.5)).isTrue();
        assertThat(box.contains(2.5, 1.6, 0.5)).isFalse();
        assertThat(box.contains(2 + 1e-12, 0, 0)).isFalse();
    }

    @Test
    void contains_ofAFlatBox_isExactWithoutToleranceAndForgivingWithIt() {
        Obb2d segment = Obb2d.of(0, 0, 0, 2, 0);

        assertThat(segment.contains(1, 0)).isTrue();
        assertThat(segment.contains(2, 0)).isTrue();
        assertThat(segment.contains(1, 1e-15)).isFalse();
        assertThat(segment.contains(1, 1e-15, 1e-12)).isTrue();
    }

    @Test
    void contains_ofAPoint_isOnlyThatPoint() {
        Obb2d point = Obb2d.of(3, 4, 0.3, 0, 0);

        assertThat(point.contains(3, 4)).isTrue();
        assertThat(point.contains(3, Math.nextUp(4.0))).isFalse();
    }

    @Test
    void contains_withJomlVectors_matchesTheScalarForm() {
        Obb2d box = Obb2d.of(0, 0, 0, 2, 1);

        assertThat(box.contains(new Vector2d(2, 1))).isTrue();
        assertThat(box.contains(new Vector2d(2.001, 1))).isFalse();
        assertThat(box.contains(new Vector2f(2, 1))).isTrue();
        assertThat(box.contains(new Vector2f(-2, -1.001f))).isFalse();
    }
}
