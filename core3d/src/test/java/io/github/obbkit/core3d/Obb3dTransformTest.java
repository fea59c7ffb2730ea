package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.joml.Matrix3d;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Matrix4x3d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class Obb3dTransformTest {

    private static final Aabb3d UNIT = Aabb3d.of(-1, -1, -1, 1, 1, 1);

    /** The corners of {@code local} mapped by {@code m} are the box's corners, in some order. */
    private static void assertSameCorners(Obb3d box, Matrix4d m, Aabb3d local, double tolerance) {
        Vector3d[] actual = new Vector3d[8];
        for (int c = 0; c < 8; c++) {
            actual[c] = new Vector3d();
        }
        List<Vector3d> unmatched = new ArrayList<>(List.of(box.corners(actual)));
        for (int c = 0; c < 8; c++) {
            Vector3d expected = m.transformPosition(new Vector3d((c & 1) == 0 ? local.minX() : local.maxX(),
                    (c & 2) == 0 ? local.minY() : local.maxY(), (c & 4) == 0 ? local.minZ() : local.maxZ()));
            Vector3d nearest = unmatched.stream().min(Comparator.comparingDouble(v -> v.distance(expected))).get();
            assertThat(nearest.distance(expected)).as("corner %d, %s", c, expected).isLessThan(tolerance);
            unmatched.remove(nearest);
        }
    }

    @Test
    void translateRotateScale_givesCentreAxesAndScaledExtents() {
        Matrix4d m = new Matrix4d().translation(1, 2, 3).rotateZ(Math.PI / 2).scale(2, 3, 4);

        Obb3d box = Obb3d.fromTransform(m, UNIT);

        assertThat(box.isCloseTo(Obb3d.fromAxes(1, 2, 3, 0, 1, 0, -1, 0, 0, 0, 0, 1, 2, 3, 4), 1e-15)).isTrue();
    }

    @Test
    void offCentreLocalBox_mapsEveryCornerWhereTheMatrixSendsIt() {
        Matrix4d m = new Matrix4d().translation(-5, 0.5, 7).rotateXYZ(0.3, -1.1, 2.0).scale(1, 2, 3);
        Aabb3d local = Aabb3d.of(0, -2, 1, 1, 0, 3);

        assertSameCorners(Obb3d.fromTransform(m, local), m, local, 1e-13);
    }

    @Test
    void negativeScale_flipsTheAxis_andKeepsTheExtentPositive() {
        Matrix4d m = new Matrix4d().translation(0, 0, 1).scale(-2, 1, 1);

        Obb3d box = Obb3d.fromTransform(m, UNIT);

        assertThat(box).isEqualTo(Obb3d.fromAxes(0, 0, 1, -1, 0, 0, 0, 1, 0, 0, 0, 1, 2, 1, 1));
        assertSameCorners(box, m, UNIT, 1e-15);
    }

    @Test
    void mirrorWithRotation_coversTheSamePointsAsTheTransformedCorners() {
        Matrix4d m = new Matrix4d().rotate(0.9, Math.sqrt(0.5), Math.sqrt(0.5), 0).scale(1.5, -0.5, 2);
        Aabb3d local = Aabb3d.of(-1, 0, 2, 3, 1, 2.5);

        assertSameCorners(Obb3d.fromTransform(m, local), m, local, 1e-13);
    }

    @Test
    void zeroScaleOnOneColumn_flattensTheBox_withTheCrossProductAsThatAxis() {
        Obb3d box = Obb3d.fromTransform(new Matrix4d().scale(2, 0, 3), UNIT);

        assertThat(box).isEqualTo(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 2, 0, 3));
    }

    @Test
    void zeroScaleOnTwoColumns_completesTheAxesFromTheWorldAxes() {
        Matrix4d m = new Matrix4d().rotationZ(Math.PI / 2).scale(0, 5, 0);

        Obb3d box = Obb3d.fromTransform(m, UNIT);

        // Y is the image of local y, (-1, 0, 0); Z is world z; X = Y x Z.
        assertThat(box.isCloseTo(Obb3d.fromAxes(0, 0, 0, 0, 1, 0, -1, 0, 0, 0, 0, 1, 0, 5, 0), 1e-15)).isTrue();
        Obb3dFactoryTest.assertOrthonormal(box);
    }

    @Test
    void zeroScaleOnOneTiltedColumn_stillGivesAnOrthonormalSet() {
        Matrix4d m = new Matrix4d().rotateXYZ(0.4, 0.5, 0.6).scale(0, 0, 2);

        Obb3d box = Obb3d.fromTransform(m, UNIT);

        Obb3dFactoryTest.assertOrthonormal(box);
        assertThat(box.halfExtents(new Vector3d())).isEqualTo(new Vector3d(0, 0, 2));
        assertSameCorners(box, m, UNIT, 1e-15);
    }

    @Test
    void zeroLinearPart_givesAPointWithWorldAxes() {
        Matrix4d m = new Matrix4d().translation(4, 5, 6).scale(0);

        assertThat(Obb3d.fromTransform(m, UNIT)).isEqualTo(Obb3d.fromAxes(4, 5, 6, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0));
    }

    @Test
    void shear_isRejectedNamingTheColumnsAndTheirCosine() {
        Matrix4d shear = new Matrix4d().m10(0.5);

        assertThatThrownBy(() -> Obb3d.fromTransform(shear, UNIT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("transform must not shear: the images of the local X and Y axes (1.0, 0.0, 0.0)")
                .hasMessageContaining("cosine 0.447");
    }

    @Test
    void projection_isRejectedNamingTheBottomRow() {
        Matrix4d perspective = new Matrix4d().perspective(1, 1, 0.1, 10);

        assertThatThrownBy(() -> Obb3d.fromTransform(perspective, UNIT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("transform must be affine, with bottom row (m03, m13, m23, m33) = (0, 0, 0, 1), "
                        + "was (0.0, 0.0, -1.0, 0.0)");
    }

    @Test
    void nonFiniteElement_isRejectedNamingTheElement() {
        assertThatThrownBy(() -> Obb3d.fromTransform(new Matrix4d().m21(Double.NaN), UNIT))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transform.m21 must be finite, was NaN");
    }

    @Test
    void floatAndFourByThreeMatrices_giveTheSameBoxAsTheDoubleMatrix() {
        Matrix4f mf = new Matrix4f().translation(1, -2, 3).rotateXYZ(0.3f, 0.2f, -0.7f).scale(2, 1, 0.5f);
        Matrix4d md = new Matrix4d(mf);
        Matrix4x3d m43 = new Matrix4x3d().set(md.m00(), md.m01(), md.m02(), md.m10(), md.m11(), md.m12(),
                md.m20(), md.m21(), md.m22(), md.m30(), md.m31(), md.m32());

        Obb3d fromDouble = Obb3d.fromTransform(md, UNIT);

        assertThat(Obb3d.fromTransform(mf, UNIT)).isEqualTo(fromDouble);
        assertThat(Obb3d.fromTransform(m43, UNIT)).isEqualTo(fromDouble);
        Obb3dFactoryTest.assertOrthonormal(fromDouble);
    }

    @Test
    void overflowingExtent_isRejected() {
        Matrix4d huge = new Matrix4d().scale(1e300);

        assertThatThrownBy(() -> Obb3d.fromTransform(huge, Aabb3d.of(-1e10, 0, 0, 1e10, 0, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transformed halfExtentX must be finite, "
                        + "was Infinity");
    }

    private static final double COS30 = Math.sqrt(3) / 2;

    @Test
    void projectiveFloatMatrix_isRejectedNamingTheBottomRow() {
        assertThatThrownBy(() -> Obb3d.fromTransform(new Matrix4f().m23(0.5f), UNIT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(0.0, 0.0, 0.5, 1.0)");
    }

    @Test
    void shearOfEitherColumnAgainstZ_isRejected() {
        assertThatThrownBy(() -> Obb3d.fromTransform(new Matrix4d().m20(0.5), UNIT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("local X and Z axes");
        assertThatThrownBy(() -> Obb3d.fromTransform(new Matrix4d().m21(0.5), UNIT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("local Y and Z axes");
    }

    @Test
    void shearOfExactlyTheTolerance_isAccepted() {
        // columns (1, 0, 0) and (m10, 1, 0), m10 chosen so that the unit columns' cosine
        // m10 / sqrt(m10^2 + 1) rounds to exactly AXIS_TOLERANCE; the next double up is beyond it.
        double m10 = 1.0000000000500001E-5;
        assertThat(m10 / Math.sqrt(m10 * m10 + 1)).isEqualTo(Obb3d.AXIS_TOLERANCE);

        Obb3d box = Obb3d.fromTransform(new Matrix4d().m10(m10), UNIT);

        assertThat(box.isCloseTo(Obb3d.fromAabb(UNIT), 1e-9)).isTrue();
        assertThatThrownBy(() -> Obb3d.fromTransform(new Matrix4d().m10(Math.nextUp(m10)), UNIT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("shear");
    }

    @Test
    void onlyTheXColumnLeft_isCompletedWithWorldYMadePerpendicular() {
        // X = (cos30, sin30, 0); world y loses its X component: (-sin30, cos30, 0); Z = X x Y = world z.
        Obb3d box = Obb3d.fromTransform(new Matrix4d().rotationZ(Math.PI / 6).scale(2, 0, 0), UNIT);

        assertThat(box.isCloseTo(Obb3d.fromAxes(0, 0, 0, COS30, 0.5, 0, -0.5, COS30, 0, 0, 0, 1, 2, 0, 0), 1e-15))
                .as("%s", box).isTrue();
    }

    @Test
    void onlyTheXColumnLeft_alongWorldY_isCompletedWithWorldZ() {
        // X = world y is within 53 degrees of world y, so Y is the next world axis, z; Z = X x Y = world x.
        Obb3d box = Obb3d.fromTransform(new Matrix4d().rotationZ(Math.PI / 2).scale(2, 0, 0), UNIT);

        assertThat(box.isCloseTo(Obb3d.fromAxes(0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 2, 0, 0), 1e-15))
                .as("%s", box).isTrue();
    }

    @Test
    void zeroScaleOnTheXOrZColumn_takesThatAxisAsTheRightHandedCrossProduct() {
        // A 30 degree turn about z: X = (cos30, sin30, 0), Y = (-sin30, cos30, 0), Z = world z, and a
        // missing axis is the cross product of the other two in right-handed order.
        Obb3d flatX = Obb3d.fromTransform(new Matrix4d().rotationZ(Math.PI / 6).scale(0, 2, 3), UNIT);
        Obb3d flatZ = Obb3d.fromTransform(new Matrix4d().rotationZ(Math.PI / 6).scale(2, 3, 0), UNIT);

        assertThat(flatX.isCloseTo(Obb3d.fromAxes(0, 0, 0, COS30, 0.5, 0, -0.5, COS30, 0, 0, 0, 1, 0, 2, 3), 1e-15))
                .as("%s", flatX).isTrue();
        assertThat(flatZ.isCloseTo(Obb3d.fromAxes(0, 0, 0, COS30, 0.5, 0, -0.5, COS30, 0, 0, 0, 1, 2, 3, 0), 1e-15))
                .as("%s", flatZ).isTrue();
    }

    @Test
    void tinyAndHugeScales_keepTheAxesAndScaleTheExtents() {
        // Column lengths of 1e-200 and 1e200 would underflow or overflow if squared directly.
        Aabb3d small = Aabb3d.of(-1e-100, -2e-100, -3e-100, 1e-100, 2e-100, 3e-100);
        Obb3d tiny = Obb3d.fromTransform(new Matrix4d().rotationZ(Math.PI / 6).scale(1e-200), UNIT);
        Obb3d huge = Obb3d.fromTransform(new Matrix4d().rotationZ(Math.PI / 6).scale(1e200), small);
        Obb3d turned = Obb3d.fromAxes(0, 0, 0, COS30, 0.5, 0, -0.5, COS30, 0, 0, 0, 1, 1, 1, 1);

        assertThat(tiny.rotation(new Matrix3d()).equals(turned.rotation(new Matrix3d()), 1e-15)).isTrue();
        assertThat(tiny.halfExtents(new Vector3d()).div(1e-200).distance(1, 1, 1)).isLessThan(1e-15);
        assertThat(huge.rotation(new Matrix3d()).equals(turned.rotation(new Matrix3d()), 1e-15)).isTrue();
        assertThat(huge.halfExtents(new Vector3d()).div(1e100).distance(1, 2, 3)).isLessThan(1e-14);
    }
}
