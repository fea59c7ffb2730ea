package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.assertj.core.data.Offset;
import org.joml.Matrix2d;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;

/** The factories of, fromAxes, fromAabb and fromTransform on worked examples. */
class Obb2dFactoriesTest {
    private static final double DEG30 = Math.PI / 6;
    private static final double COS30 = Math.sqrt(3) / 2;
    private static final double SIN30 = 0.5;
    private static final Offset<Double> ULPS = within(1e-15);
    private static final Offset<Double> TIGHT = within(1e-12);

    // ------------------------------------------------------------------ of

    @Test
    void of_turnsTheAngleIntoRowAxes() {
        Obb2d box = Obb2d.of(1, 2, DEG30, 3, 4);

        assertThat(box.centerX()).isEqualTo(1.0);
        assertThat(box.centerY()).isEqualTo(2.0);
        assertThat(box.axisXx()).isCloseTo(COS30, ULPS);     // axisX = (cos, sin)
        assertThat(box.axisXy()).isCloseTo(SIN30, ULPS);
        assertThat(box.axisYx()).isCloseTo(-SIN30, ULPS);    // axisY = (-sin, cos)
        assertThat(box.axisYy()).isCloseTo(COS30, ULPS);
        assertThat(box.halfExtentX()).isEqualTo(3.0);
        assertThat(box.halfExtentY()).isEqualTo(4.0);
        assertThat(box.angle()).isCloseTo(DEG30, ULPS);
    }

    @Test
    void of_atAngleZero_hasExactWorldAxes() {
        Obb2d box = Obb2d.of(0, 0, 0, 1, 1);

        assertThat(new double[] {box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy()}).containsExactly(1, 0, 0, 1);
    }

    @Test
    void of_readsTheAngleOfTheXAxisBackIntoMinusPiToPi() {
        assertThat(Obb2d.of(0, 0, Math.toRadians(200), 1, 1).angle()).isCloseTo(Math.toRadians(-160), TIGHT);
        assertThat(Obb2d.of(0, 0, Math.PI, 1, 1).angle()).isCloseTo(Math.PI, TIGHT);
    }

    @Test
    void of_withVectors_equalsTheScalarForm() {
        Obb2d expected = Obb2d.of(1.5, -2.25, 0.7, 3, 0.5);

        assertThat(Obb2d.of(new Vector2d(1.5, -2.25), 0.7, new Vector2d(3, 0.5))).isEqualTo(expected);
        assertThat(Obb2d.of(new Vector2f(1.5f, -2.25f), 0.7, new Vector2f(3, 0.5f))).isEqualTo(expected);
    }

    @Test
    void of_copiesTheCallersVectors() {
        Vector2d center = new Vector2d(1, 2);
        Vector2d extents = new Vector2d(3, 4);
        Obb2d box = Obb2d.of(center, 0.3, extents);

        center.set(100, 100);
        extents.set(100, 100);

        assertThat(box).isEqualTo(Obb2d.of(1, 2, 0.3, 3, 4));
    }

    @Test
    void of_acceptsZeroExtents() {
        Obb2d point = Obb2d.of(1, 2, 0.3, 0, 0);

        assertThat(point.halfExtentX()).isZero();
        assertThat(point.halfExtentY()).isZero();
        assertThat(point.contains(1, 2)).isTrue();
    }

    @Test
    void accessors_writeIntoTheGivenDestinations() {
        Obb2d box = Obb2d.of(1, 2, 0, 3, 4);
        Vector2d dest = new Vector2d(9, 9);

        assertThat(box.center(dest)).isSameAs(dest).isEqualTo(new Vector2d(1, 2));
        assertThat(box.axisX(new Vector2d())).isEqualTo(new Vector2d(1, 0));
        assertThat(box.axisY(new Vector2d())).isEqualTo(new Vector2d(0, 1));
        assertThat(box.halfExtents(new Vector2d())).isEqualTo(new Vector2d(3, 4));
    }

    @Test
    void rotation_hasTheAxesAsRowsAndTakesWorldDirectionsIntoLocal() {
        Obb2d box = Obb2d.of(0, 0, DEG30, 1, 1);
        Matrix2d r = box.rotation(new Matrix2d());

        // row 0 = (m00, m10) = axisX, row 1 = (m01, m11) = axisY
        assertThat(r.m00()).isEqualTo(box.axisXx());
        assertThat(r.m10()).isEqualTo(box.axisXy());
        assertThat(r.m01()).isEqualTo(box.axisYx());
        assertThat(r.m11()).isEqualTo(box.axisYy());
        // the world direction of axisX is local (1, 0)
        Vector2d local = r.transform(new Vector2d(COS30, SIN30));
        assertThat(local.x).isCloseTo(1, ULPS);
        assertThat(local.y).isCloseTo(0, ULPS);
    }

    // ------------------------------------------------------------------ fromAxes

    @Test
    void fromAxes_keepsExactUnitAxesBitForBit() {
        Obb2d box = Obb2d.fromAxes(1, 2, 0, 1, -1, 0, 3, 4);

        assertThat(new double[] {box.centerX(), box.centerY(), box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy(),
                box.halfExtentX(), box.halfExtentY()}).containsExactly(1, 2, 0, 1, -1, 0, 3, 4);
    }

    @Test
    void fromAxes_acceptsFloatRoundedAxesAndReorthonormalisesThem() {
        double a = 0.3;
        float c = (float) Math.cos(a);
        float s = (float) Math.sin(a);

        Obb2d box = Obb2d.fromAxes(0, 0, c, s, -s, c, 1, 1);

        assertThat(Math.hypot(box.axisXx(), box.axisXy())).isCloseTo(1, ULPS);
        assertThat(Math.hypot(box.axisYx(), box.axisYy())).isCloseTo(1, ULPS);
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, ULPS);
        assertThat(box.axisXx()).isCloseTo(Math.cos(a), within(1e-7));
        assertThat(box.axisXy()).isCloseTo(Math.sin(a), within(1e-7));
        assertThat(box.axisYx()).isCloseTo(-Math.sin(a), within(1e-7));
        assertThat(box.axisYy()).isCloseTo(Math.cos(a), within(1e-7));
    }

    @Test
    void fromAxes_withFloatVectors_acceptsRoundedAxesToo() {
        double a = 2.1;
        Vector2f axisX = new Vector2f((float) Math.cos(a), (float) Math.sin(a));
        Vector2f axisY = new Vector2f((float) -Math.sin(a), (float) Math.cos(a));

        Obb2d box = Obb2d.fromAxes(new Vector2f(1, 2), axisX, axisY, new Vector2f(3, 4));

        assertThat(box.isCloseTo(Obb2d.of(1, 2, a, 3, 4), 1e-7)).isTrue();
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, ULPS);
    }

    @Test
    void fromAxes_withDoubleVectors_equalsTheScalarForm() {
        Obb2d box = Obb2d.fromAxes(new Vector2d(1, 2), new Vector2d(0.6, 0.8), new Vector2d(-0.8, 0.6),
                new Vector2d(3, 4));

        assertThat(box).isEqualTo(Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3, 4));
    }

    @Test
    void fromAxes_slightlyOffPerpendicular_isMadePerpendicular() {
        // axisY turned 1e-6 rad too far: within AXIS_TOLERANCE of perpendicular
        double e = 1e-6;
        Obb2d box = Obb2d.fromAxes(0, 0, 1, 0, -Math.sin(e), Math.cos(e), 1, 1);

        assertThat(box.axisXx()).isEqualTo(1.0);
        assertThat(box.axisXy()).isEqualTo(0.0);
        assertThat(box.axisYx()).isCloseTo(0, ULPS);
        assertThat(box.axisYy()).isCloseTo(1, ULPS);
    }

    @Test
    void fromAxes_turnedAxisSlightlyOffPerpendicular_isStraightenedAlongTheOtherAxis() {
        // axisX (0.6, 0.8); axisY is (-0.8, 0.6) plus 2e-6 of axisX. Removing the axisX component
        // leaves (-0.8, 0.6).
        double e = 2e-6;
        Obb2d box = Obb2d.fromAxes(0, 0, 0.6, 0.8, -0.8 + e * 0.6, 0.6 + e * 0.8, 1, 1);

        assertThat(box.axisXx()).isCloseTo(0.6, ULPS);
        assertThat(box.axisXy()).isCloseTo(0.8, ULPS);
        assertThat(box.axisYx()).isCloseTo(-0.8, within(1e-15));
        assertThat(box.axisYy()).isCloseTo(0.6, within(1e-15));
    }

    @Test
    void fromAxes_offPerpendicularByExactlyTheTolerance_isAccepted() {
        // cosine 1 * 1e-5 + 0 * 1 = AXIS_TOLERANCE exactly: within the tolerance, then straightened
        Obb2d box = Obb2d.fromAxes(0, 0, 1, 0, Obb2d.AXIS_TOLERANCE, 1, 2, 3);

        assertThat(box).isEqualTo(Obb2d.of(0, 0, 0, 2, 3));
    }

    @Test
    void fromAxes_withinTheRoundingSlackOfOrthonormal_keepsTheAxesBitForBit() {
        // Squared lengths and the dot product exactly 8 ulps of 1 (2^-49) from exact: left alone, so
        // that re-validating a stored box changes nothing.
        double longer = 1 + 0x1p-50;  // squares to 1 + 2^-49 after rounding

        Obb2d longX = Obb2d.fromAxes(0, 0, longer, 0, 0, 1, 1, 1);
        Obb2d leaningY = Obb2d.fromAxes(0, 0, 1, 0, 0x1p-49, 1, 1, 1);
        Obb2d longY = Obb2d.fromAxes(0, 0, 1, 0, 0, longer, 1, 1);

        assertThat(longX.axisXx()).isEqualTo(longer);
        assertThat(leaningY.axisYx()).isEqualTo(0x1p-49);
        assertThat(longY.axisYy()).isEqualTo(longer);
    }

    @Test
    void fromAxes_withAnAxisLengthOffBy1e3_isRejected() {
        assertThatThrownBy(() -> Obb2d.fromAxes(0, 0, 1.001, 0, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("axisX").hasMessageContaining("1.001");
        assertThatThrownBy(() -> Obb2d.fromAxes(0, 0, 1, 0, 0, 0.999, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("axisY").hasMessageContaining("0.999");
        // a 30 degree axis scaled by 1 - 1e-3
        double k = 1 - 1e-3;
        assertThatThrownBy(() -> Obb2d.fromAxes(0, 0, k * COS30, k * SIN30, -SIN30, COS30, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("axisX");
    }

    @Test
    void fromAxes_withAxesOffPerpendicularBy1e3_isRejected() {
        // both unit length, 1e-3 rad from perpendicular: cosine 1e-3 > AXIS_TOLERANCE
        double e = 1e-3;
        assertThatThrownBy(() -> Obb2d.fromAxes(0, 0, 1, 0, -Math.sin(e), Math.cos(e), 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("perpendicular")
                .hasMessageContaining("axisX").hasMessageContaining("axisY");
    }

    @Test
    void fromAxes_withParallelAxes_isRejected() {
        assertThatThrownBy(() -> Obb2d.fromAxes(0, 0, 0.6, 0.8, 0.6, 0.8, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("perpendicular");
    }

    @Test
    void fromAxes_withZeroAxis_isRejected() {
        assertThatThrownBy(() -> Obb2d.fromAxes(0, 0, 0, 0, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("axisX").hasMessageContaining("length 0.0");
    }

    @Test
    void fromAxes_keepsAMirrorPairAsGiven() {
        // axisY = (0, -1): left-handed
        Obb2d mirror = Obb2d.fromAxes(2, 3, 1, 0, 0, -1, 2, 1);
        Obb2d plain = Obb2d.of(2, 3, 0, 2, 1);

        assertThat(mirror.axisYx()).isEqualTo(0.0);
        assertThat(mirror.axisYy()).isEqualTo(-1.0);
        // the same set of points
        assertThat(mirror.aabb()).isEqualTo(plain.aabb());
        assertThat(mirror.contains(4, 4)).isTrue();
        assertThat(mirror.contains(4, 4.001)).isFalse();
        assertThat(mirror.intersects(Obb2d.of(5, 3, 0, 1, 1))).isTrue();
        assertThat(mirror.intersects(Obb2d.of(5.01, 3, 0, 1, 1))).isFalse();
        // corners in local-sign order: (-,-) is now the top-left corner
        double[] c = mirror.corners(new double[8]);
        assertThat(c).containsExactly(0, 4, 4, 4, 4, 2, 0, 2);
    }

    @Test
    void fromAxes_keepsARotatedMirrorPairAsGiven() {
        Obb2d mirror = Obb2d.fromAxes(0, 0, COS30, SIN30, SIN30, -COS30, 2, 1);

        assertThat(mirror.axisYx()).isCloseTo(SIN30, ULPS);
        assertThat(mirror.axisYy()).isCloseTo(-COS30, ULPS);
        assertThat(mirror.aabb().isCloseTo(Obb2d.of(0, 0, DEG30, 2, 1).aabb(), 1e-12)).isTrue();
    }

    // ------------------------------------------------------------------ fromAabb

    @Test
    void fromAabb_coversTheRectangleWithWorldAxes() {
        Obb2d box = Obb2d.fromAabb(Aabb2d.of(1, 2, 5, 4));

        assertThat(box).isEqualTo(Obb2d.fromAxes(3, 3, 1, 0, 0, 1, 2, 1));
        assertThat(box.aabb()).isEqualTo(Aabb2d.of(1, 2, 5, 4));
    }

    @Test
    void fromAabb_ofADegenerateRectangle_isASegmentOrAPoint() {
        assertThat(Obb2d.fromAabb(Aabb2d.of(-1, 2, 3, 2))).isEqualTo(Obb2d.of(1, 2, 0, 2, 0));
        assertThat(Obb2d.fromAabb(Aabb2d.of(7, 8, 7, 8))).isEqualTo(Obb2d.of(7, 8, 0, 0, 0));
    }

    // ------------------------------------------------------------------ fromTransform

    @Test
    void fromTransform_rotationAndTranslation_moveTheCentreAndTurnTheAxes() {
        Matrix3x2d m = new Matrix3x2d().translation(10, 20).rotate(DEG30);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 2, 1));

        assertThat(box.centerX()).isEqualTo(10.0);
        assertThat(box.centerY()).isEqualTo(20.0);
        assertThat(box.axisXx()).isCloseTo(COS30, ULPS);
        assertThat(box.axisXy()).isCloseTo(SIN30, ULPS);
        assertThat(box.axisYx()).isCloseTo(-SIN30, ULPS);
        assertThat(box.axisYy()).isCloseTo(COS30, ULPS);
        assertThat(box.halfExtentX()).isCloseTo(2, ULPS);
        assertThat(box.halfExtentY()).isCloseTo(1, ULPS);
    }

    @Test
    void fromTransform_mapsAnOffCentreLocalBoxCentre() {
        // a quarter turn takes the local centre (2, 2) to (-2, 2); then + (10, 20)
        Matrix3x2d m = new Matrix3x2d().translation(10, 20).rotate(Math.PI / 2);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.of(1, 1, 3, 3));

        assertThat(box.centerX()).isCloseTo(8, TIGHT);
        assertThat(box.centerY()).isCloseTo(22, TIGHT);
        assertThat(box.halfExtentX()).isCloseTo(1, ULPS);
        assertThat(box.halfExtentY()).isCloseTo(1, ULPS);
    }

    @Test
    void fromTransform_putsTheScaleIntoTheExtents() {
        // local [0, 2] x [0, 2] scaled (3, 2) is [0, 6] x [0, 4], then moved by (5, 0)
        Matrix3x2d m = new Matrix3x2d().translation(5, 0).scale(3, 2);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(1, 1, 1, 1));

        assertThat(box).isEqualTo(Obb2d.of(8, 2, 0, 3, 2));
    }

    @Test
    void fromTransform_rotationTimesScale_givesRotatedAxesAndScaledExtents() {
        Matrix3x2d m = new Matrix3x2d().rotate(DEG30).scale(2, 3);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 1, 1));

        assertThat(box.isCloseTo(Obb2d.of(0, 0, DEG30, 2, 3), 1e-15)).isTrue();
    }

    @Test
    void fromTransform_cornersAreTheTransformedLocalCorners() {
        Matrix3x2d m = new Matrix3x2d().translation(5, -3).rotate(0.7).scale(2, 0.5);
        Aabb2d local = Aabb2d.of(-1, 0, 3, 2);

        Obb2d box = Obb2d.fromTransform(m, local);

        double[] c = box.corners(new double[8]);
        double[][] localCorners = {{-1, 0}, {3, 0}, {3, 2}, {-1, 2}};
        for (int i = 0; i < 4; i++) {
            Vector2d expected = m.transformPosition(new Vector2d(localCorners[i][0], localCorners[i][1]));
            assertThat(c[2 * i]).as("corner %d x", i).isCloseTo(expected.x, TIGHT);
            assertThat(c[2 * i + 1]).as("corner %d y", i).isCloseTo(expected.y, TIGHT);
        }
    }

    @Test
    void fromTransform_negativeScale_flipsTheAxisAndKeepsTheExtentPositive() {
        // x -> -2x: local [0, 2] x [-1, 1] becomes [-4, 0] x [-1, 1]
        Matrix3x2d m = new Matrix3x2d().scale(-2, 1);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(1, 0, 1, 1));

        assertThat(box.centerX()).isEqualTo(-2.0);
        assertThat(box.centerY()).isEqualTo(0.0);
        assertThat(box.halfExtentX()).isEqualTo(2.0);
        assertThat(box.halfExtentY()).isEqualTo(1.0);
        assertThat(box.axisXx()).isEqualTo(-1.0);
        assertThat(box.axisYy()).isEqualTo(1.0);
        assertThat(box.aabb()).isEqualTo(Aabb2d.of(-4, -1, 0, 1));
    }

    @Test
    void fromTransform_negativeScaleOnBothAxes_isAHalfTurn() {
        Matrix3x2d m = new Matrix3x2d().scale(-1, -1);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.of(1, 2, 3, 6));

        assertThat(box.centerX()).isEqualTo(-2.0);
        assertThat(box.centerY()).isEqualTo(-4.0);
        assertThat(box.halfExtentX()).isEqualTo(1.0);
        assertThat(box.halfExtentY()).isEqualTo(2.0);
        assertThat(box.aabb()).isEqualTo(Aabb2d.of(-3, -6, -1, -2));
    }

    @Test
    void fromTransform_zeroScaleOnX_flattensTheBoxOntoASegment() {
        // local [-2, 4] x [0, 2] with x -> 0, y -> 2y: the segment x = 0, y in [0, 4]
        Matrix3x2d m = new Matrix3x2d().scale(0, 2);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(1, 1, 3, 1));

        assertThat(box).isEqualTo(Obb2d.of(0, 2, 0, 0, 2));
    }

    @Test
    void fromTransform_zeroScaleOnY_flattensTheBoxOntoASegment() {
        Matrix3x2d m = new Matrix3x2d().scale(2, 0);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(1, 1, 3, 1));

        assertThat(box).isEqualTo(Obb2d.of(2, 0, 0, 6, 0));
    }

    @Test
    void fromTransform_rotatedZeroScale_takesTheMissingAxisPerpendicular() {
        Matrix3x2d m = new Matrix3x2d().rotate(DEG30).scale(0, 2);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 1, 1));

        assertThat(box.axisYx()).isCloseTo(-SIN30, ULPS);
        assertThat(box.axisYy()).isCloseTo(COS30, ULPS);
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, ULPS);
        assertThat(Math.hypot(box.axisXx(), box.axisXy())).isCloseTo(1, ULPS);
        assertThat(box.halfExtentX()).isZero();
        assertThat(box.halfExtentY()).isCloseTo(2, ULPS);
    }

    @Test
    void fromTransform_rotatedZeroScaleOnY_takesTheMissingAxisPerpendicular() {
        // 60 degrees times scale (2, 0) of local [-1, 1] x [-3, 3]: the segment from -(2cos60, 2sin60)
        // to (2cos60, 2sin60), with axisY the axisX turned a quarter turn counter-clockwise.
        Matrix3x2d m = new Matrix3x2d().rotate(2 * DEG30).scale(2, 0);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 1, 3));

        assertThat(box.axisXx()).isCloseTo(SIN30, ULPS);
        assertThat(box.axisXy()).isCloseTo(COS30, ULPS);
        assertThat(box.axisYx()).isCloseTo(-COS30, ULPS);
        assertThat(box.axisYy()).isCloseTo(SIN30, ULPS);
        assertThat(box.halfExtentX()).isCloseTo(2, ULPS);
        assertThat(box.halfExtentY()).isZero();
    }

    @Test
    void fromTransform_zeroScaleOnBothAxes_isAPointWithWorldAxes() {
        Matrix3x2d m = new Matrix3x2d().translation(3, 4).rotate(0.5).scale(0, 0);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(1, 1, 3, 1));

        assertThat(box).isEqualTo(Obb2d.of(3, 4, 0, 0, 0));
    }

    @Test
    void fromTransform_withShear_isRejected() {
        // columns (1, 0) and (0.5, 1): cosine 0.447
        Matrix3x2d shear = new Matrix3x2d(1, 0, 0.5, 1, 0, 0);

        assertThatThrownBy(() -> Obb2d.fromTransform(shear, Aabb2d.fromCenter(0, 0, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shear").hasMessageContaining("0.5");
        assertThatThrownBy(() -> Obb2d.fromTransform(new Matrix3x2f(1, 0, 0.5f, 1, 0, 0),
                Aabb2d.fromCenter(0, 0, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shear");
    }

    @Test
    void fromTransform_withShearAndScale_isRejected() {
        // rotate . scale . rotate by a non-right angle is a shear in disguise
        Matrix3x2d m = new Matrix3x2d().rotate(0.3).scale(2, 1).rotate(0.4);

        assertThatThrownBy(() -> Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shear");
    }

    @Test
    void fromTransform_withShearBelowTheTolerance_isAcceptedAndStraightened() {
        Matrix3x2d m = new Matrix3x2d(1, 0, 1e-7, 1, 0, 0);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 1, 1));

        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, ULPS);
        assertThat(box.isCloseTo(Obb2d.of(0, 0, 0, 1, 1), 1e-6)).isTrue();
    }

    @Test
    void fromTransform_withShearOfExactlyTheTolerance_isAccepted() {
        // columns (1, 0) and (m10, 1), m10 chosen so that the unit columns' cosine
        // m10 / hypot(m10, 1) rounds to exactly AXIS_TOLERANCE; the next double up is beyond it.
        double m10 = 1.0000000000500001E-5;
        assertThat(m10 / Math.hypot(m10, 1)).isEqualTo(Obb2d.AXIS_TOLERANCE);

        Obb2d box = Obb2d.fromTransform(new Matrix3x2d(1, 0, m10, 1, 0, 0), Aabb2d.fromCenter(0, 0, 1, 1));

        assertThat(box.isCloseTo(Obb2d.of(0, 0, 0, 1, 1), 1e-9)).isTrue();
        assertThatThrownBy(() -> Obb2d.fromTransform(new Matrix3x2d(1, 0, Math.nextUp(m10), 1, 0, 0),
                Aabb2d.fromCenter(0, 0, 1, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shear");
    }

    @Test
    void fromTransform_withAFloatRotation_isAcceptedAndOrthonormal() {
        Matrix3x2f m = new Matrix3x2f().translation(10, 20).rotate((float) DEG30);

        Obb2d box = Obb2d.fromTransform(m, Aabb2d.fromCenter(0, 0, 2, 1));

        assertThat(box.isCloseTo(Obb2d.of(10, 20, DEG30, 2, 1), 1e-6)).isTrue();
        assertThat(Math.hypot(box.axisXx(), box.axisXy())).isCloseTo(1, ULPS);
        assertThat(Math.hypot(box.axisYx(), box.axisYy())).isCloseTo(1, ULPS);
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).isCloseTo(0, ULPS);
    }

    @Test
    void fromTransform_withAFloatScale_isExact() {
        Matrix3x2f m = new Matrix3x2f().translation(5, 0).scale(3, 2);

        assertThat(Obb2d.fromTransform(m, Aabb2d.fromCenter(1, 1, 1, 1))).isEqualTo(Obb2d.of(8, 2, 0, 3, 2));
    }

    @Test
    void fromTransform_withAFloatNegativeAndZeroScale_behavesAsTheDoubleForm() {
        Aabb2d local = Aabb2d.fromCenter(1, 1, 3, 1);

        assertThat(Obb2d.fromTransform(new Matrix3x2f().scale(-2, 1), local))
                .isEqualTo(Obb2d.fromTransform(new Matrix3x2d().scale(-2, 1), local));
        assertThat(Obb2d.fromTransform(new Matrix3x2f().scale(0, 2), local))
                .isEqualTo(Obb2d.of(0, 2, 0, 0, 2));
        assertThat(Obb2d.fromTransform(new Matrix3x2f().translation(3, 4).scale(0, 0), local))
                .isEqualTo(Obb2d.of(3, 4, 0, 0, 0));
    }
}
