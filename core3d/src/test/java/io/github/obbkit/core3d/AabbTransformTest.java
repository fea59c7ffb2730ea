package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Matrix4x3d;
import org.junit.jupiter.api.Test;

class AabbTransformTest {

    private static final Aabb3d BOX = Aabb3d.of(-1, 0, 2, 3, 1, 2.5);

    /** Rotations, scales, mirrors and translations, each a plain affine matrix. */
    private static final Matrix4d[] MATRICES = {
            new Matrix4d(),
            new Matrix4d().translation(10, -20, 30),
            new Matrix4d().rotationZ(Math.PI / 4),
            new Matrix4d().rotationXYZ(0.3, -1.2, 2.5).scale(2, 0.5, 3),
            new Matrix4d().translation(1, 2, 3).rotateYXZ(1, 2, 3).scale(-1, 2, -0.25),
            new Matrix4d().scale(-3, -3, -3),
            new Matrix4d().translation(1e6, 1e6, -1e6).rotateX(0.1).scale(0, 1, 1),
    };

    private static Matrix4x3d fourByThree(Matrix4d m) {
        return new Matrix4x3d().set(m.m00(), m.m01(), m.m02(), m.m10(), m.m11(), m.m12(), m.m20(), m.m21(), m.m22(),
                m.m30(), m.m31(), m.m32());
    }

    @Test
    void quarterTurnOfAFlatSquare_isWorkedOutByHand() {
        // Arvo's rule: centre (0, 0, 0), half-extent |M| (1, 1, 0) = (cos + sin, sin + cos, 0) = (sqrt2, sqrt2, 0).
        Aabb3d square = Aabb3d.of(-1, -1, 0, 1, 1, 0);

        Aabb3d b = AabbTransform.transform(new Matrix4d().rotationZ(Math.PI / 4), square);

        assertThat(b.maxX()).isCloseTo(Math.sqrt(2), within(1e-15));
        assertThat(b.minY()).isCloseTo(-Math.sqrt(2), within(1e-15));
        assertThat(b.minZ()).isZero();
        assertThat(b.maxZ()).isZero();
    }

    @Test
    void scaleAndTranslate_isWorkedOutByHand() {
        // Centre (1, 0.5, 2.25) -> (-2 + 5, 0.5 - 1, 4.5) = (3, -0.5, 4.5); half-extent (2, 0.5, 0.25) -> (4, 0.5, 0.5).
        Matrix4d m = new Matrix4d().translation(5, -1, 0).scale(-2, 1, 2);

        assertThat(AabbTransform.transform(m, BOX)).isEqualTo(Aabb3d.of(-1, -1, 4, 7, 0, 5));
    }

    @Test
    void absMatrixRule_equalsTheEightCornerTransform() {
        for (Matrix4d m : MATRICES) {
            Aabb3d fast = AabbTransform.transform(m, BOX);
            Aabb3d slow = SatReference.transformByCorners(m, BOX);

            assertThat(fast.isCloseTo(slow, 1e-9)).as("%s vs %s", fast, slow).isTrue();
        }
    }

    @Test
    void floatAndFourByThreeMatrices_agreeWithTheDoubleMatrix() {
        Matrix4f mf = new Matrix4f().translation(1, 2, 3).rotateXYZ(0.5f, 0.1f, -0.3f).scale(1, -2, 3);
        Matrix4d md = new Matrix4d(mf);

        assertThat(AabbTransform.transform(mf, BOX)).isEqualTo(AabbTransform.transform(md, BOX));
        assertThat(AabbTransform.transform(fourByThree(md), BOX)).isEqualTo(AabbTransform.transform(md, BOX));
    }

    @Test
    void rawKernel_writesSixValuesAtTheOffset_andNothingElse() {
        Matrix4d m = MATRICES[4];
        double[] dest = {7, 7, 7, 7, 7, 7, 7, 7, 7};

        double[] out = AabbTransform.transform(m, BOX.minX(), BOX.minY(), BOX.minZ(), BOX.maxX(), BOX.maxY(),
                BOX.maxZ(), dest, 2);

        Aabb3d expected = AabbTransform.transform(m, BOX);
        assertThat(out).isSameAs(dest)
                .containsExactly(7, 7, expected.minX(), expected.minY(), expected.minZ(), expected.maxX(),
                        expected.maxY(), expected.maxZ(), 7);
        assertThat(AabbTransform.transform(new Matrix4f(m), -1, 0, 2, 3, 1, 2.5, new double[6], 0))
                .containsExactly(AabbTransform.transform(new Matrix4d(new Matrix4f(m)), -1, 0, 2, 3, 1, 2.5,
                        new double[6], 0));
        assertThat(AabbTransform.transform(fourByThree(m), -1, 0, 2, 3, 1, 2.5, new double[6], 0))
                .containsExactly(expected.minX(), expected.minY(), expected.minZ(), expected.maxX(), expected.maxY(),
                        expected.maxZ());
    }

    @Test
    void rawKernel_refusesADestinationWithoutRoom() {
        Matrix4d m = new Matrix4d();

        assertThatThrownBy(() -> AabbTransform.transform(m, 0, 0, 0, 1, 1, 1, new double[8], 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dest must have offset + 6 = 9 elements, had 8");
        assertThatThrownBy(() -> AabbTransform.transform(m, 0, 0, 0, 1, 1, 1, new double[8], -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("offset must be >= 0, was -1");
    }

    @Test
    void projectiveMatrix_isRejectedNamingTheBottomRow() {
        Matrix4d m = new Matrix4d().m33(2);

        assertThatThrownBy(() -> AabbTransform.transform(m, BOX))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("transform must be affine, with bottom row (m03, m13, m23, m33) = (0, 0, 0, 1), "
                        + "was (0.0, 0.0, 0.0, 2.0)");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4f().m13(0.5f), 0, 0, 0, 1, 1, 1, new double[6], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(0.0, 0.5, 0.0, 1.0)");
    }

    @Test
    void nonFiniteMatrixElement_isRejectedByName() {
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4d().m30(Double.NaN), BOX))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transform.m30 must be finite, was NaN");
    }

    @Test
    void overflowingResult_isRejected() {
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4d().scale(1e300), Aabb3d.of(0, 0, 0, 1e10, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("transformed minX must be finite");
    }

    @Test
    void boundsOfAnOrientedBox_isItsTransformByTheBoxMatrix() {
        Obb3d box = Obb3d.of(1, 2, 3, new org.joml.Quaterniond().rotationXYZ(0.2, 0.4, 0.6), 1, 2, 0.5);
        Matrix4d boxMatrix = new Matrix4d().translation(1, 2, 3).rotate(new org.joml.Quaterniond().rotationXYZ(0.2, 0.4, 0.6));
        Aabb3d local = Aabb3d.of(-1, -2, -0.5, 1, 2, 0.5);

        assertThat(AabbTransform.bounds(box).isCloseTo(AabbTransform.transform(boxMatrix, local), 1e-14)).isTrue();
        assertThat(box.aabb()).isEqualTo(AabbTransform.bounds(box));
    }

    @Test
    void everyMatrixOverload_rejectsAProjectionOrADestinationWithoutRoom() {
        Matrix4f projectiveF = new Matrix4f().m03(0.5f);
        Matrix4d projectiveD = new Matrix4d().m03(0.5);

        assertThatThrownBy(() -> AabbTransform.transform(projectiveF, BOX))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(0.5, 0.0, 0.0, 1.0)");
        assertThatThrownBy(() -> AabbTransform.transform(projectiveD, 0, 0, 0, 1, 1, 1, new double[6], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(0.5, 0.0, 0.0, 1.0)");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4f(), 0, 0, 0, 1, 1, 1, new double[5], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("dest must have offset + 6 = 6 elements, had 5");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4x3d(), 0, 0, 0, 1, 1, 1, new double[6], 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("dest must have offset + 6 = 7 elements, had 6");
    }

    @Test
    void identity_keepsABoxAwayFromTheOrigin() {
        // [2, 6] x [4, 10] x [8, 9]: centre (4, 7, 8.5), half-extent (2, 3, 0.5), and back again
        Aabb3d box = Aabb3d.of(2, 4, 8, 6, 10, 9);

        assertThat(AabbTransform.transform(new Matrix4d(), box)).isEqualTo(box);
        assertThat(AabbTransform.transform(new Matrix4d(), 2, 4, 8, 6, 10, 9, new double[6], 0))
                .containsExactly(2, 4, 8, 6, 10, 9);
    }

    @Test
    void rawKernel_rejectsANonFiniteMatrixElementByName_andWritesNothing_inEveryOverload() {
        double[] dest = {7, 7, 7, 7, 7, 7};

        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4d().m30(Double.NaN), 0, 0, 0, 1, 1, 1, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transform.m30 must be finite, was NaN");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4f().m11(Float.POSITIVE_INFINITY), 0, 0, 0, 1, 1,
                1, dest, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("transform.m11 must be finite, was Infinity");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4x3d().m02(Double.NaN), 0, 0, 0, 0, 0, 0, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transform.m02 must be finite, was NaN");
        assertThat(dest).containsOnly(7);
    }

    @Test
    void rawKernel_rejectsAnOverflowingResult_withTheValueApisMessage() {
        Matrix4d huge = new Matrix4d().scale(1e300);
        double[] dest = new double[6];

        assertThatThrownBy(() -> AabbTransform.transform(huge, Aabb3d.of(0, 0, 0, 1e10, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transformed minX must be finite, was NaN");
        assertThatThrownBy(() -> AabbTransform.transform(huge, 0, 0, 0, 1e10, 1, 1, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transformed minX must be finite, was NaN");
        assertThatThrownBy(() -> AabbTransform.transform(huge, 0, 0, 0, 2.5e8, 1, 1, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("transformed maxX must be finite, was Infinity");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4x3d().scale(1e300), 0, 0, 0, 1e10, 1, 1, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("transformed minX must be finite");
        assertThat(dest).containsOnly(0);
    }

    @Test
    void rawKernel_rejectsNonFiniteOrInvertedBoundsByName() {
        double[] dest = new double[6];

        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4d(), Double.NaN, 0, 0, 1, 1, 1, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("minX must be finite, was NaN");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4f(), 0, 0, 0, 1, 1, Double.POSITIVE_INFINITY, dest,
                0)).isInstanceOf(IllegalArgumentException.class).hasMessage("maxZ must be finite, was Infinity");
        assertThatThrownBy(() -> AabbTransform.transform(new Matrix4x3d(), 0, 2, 0, 1, 1, 1, dest, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("minY must be <= maxY, was minY=2.0 maxY=1.0");
    }

    @Test
    void rawKernel_throwsExactlyWhenTheValueApiThrows_withTheSameMessage() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(20);
        double[] special = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e300, -1e300, 1e154, 0,
            -0.0, 1, Double.MAX_VALUE, Double.MIN_VALUE};
        for (int i = 0; i < 20_000; i++) {
            Matrix4d m = new Matrix4d().rotationXYZ(random.nextDouble(7), random.nextDouble(7), random.nextDouble(7))
                    .scale(Math.pow(10, random.nextInt(-300, 300)));
            m.setRowColumn(random.nextInt(3), random.nextInt(4), special[random.nextInt(special.length)]);
            double lo = -Math.pow(10, random.nextInt(-300, 300));
            double hi = Math.pow(10, random.nextInt(-300, 300));
            Aabb3d box = Aabb3d.of(lo, lo, lo, hi, hi, hi);
            String valueMessage = null;
            Aabb3d value = null;
            try {
                value = AabbTransform.transform(m, box);
            } catch (IllegalArgumentException e) {
                valueMessage = e.getMessage();
            }
            double[] dest = new double[6];
            String rawMessage = null;
            try {
                AabbTransform.transform(m, lo, lo, lo, hi, hi, hi, dest, 0);
            } catch (IllegalArgumentException e) {
                rawMessage = e.getMessage();
            }
            assertThat(rawMessage).as("matrix %s, box %s", m, box).isEqualTo(valueMessage);
            if (value != null) { // equal as numbers: the value API turns -0.0 into 0.0, the raw kernel does not
                double[] expected = {value.minX(), value.minY(), value.minZ(), value.maxX(), value.maxY(), value.maxZ()};
                for (int k = 0; k < 6; k++) {
                    assertThat(dest[k] == expected[k]).as("bound %d of %s", k, box).isTrue();
                }
            }
        }
    }
}
