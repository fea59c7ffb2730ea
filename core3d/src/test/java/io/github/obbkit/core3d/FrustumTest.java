package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.joml.Vector4d;
import org.junit.jupiter.api.Test;

class FrustumTest {
    /** x and y in [-1, 1], z from -1 (near) to -3 (far): every number exact. */
    static Frustum box() {
        return Frustum.of(new Matrix4d().ortho(-1, 1, -1, 1, 1, 3), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
    }

    @Test
    void orthographicCorners_areTheCubesCornersThroughTheInverse_inTheDocumentedOrder() {
        Frustum f = box();
        Vector3d p = new Vector3d();
        assertThat(f.corner(0, p)).isEqualTo(new Vector3d(-1, -1, -1));
        assertThat(f.corner(1, p)).isEqualTo(new Vector3d(1, -1, -1));
        assertThat(f.corner(2, p)).isEqualTo(new Vector3d(-1, 1, -1));
        assertThat(f.corner(7, p)).isEqualTo(new Vector3d(1, 1, -3));
        assertThat(f.corners(new double[24])[14]).isEqualTo(-3.0);
        assertThat(f.isOrthographic()).isTrue();
    }

    @Test
    void planes_haveUnitInwardNormals_andHoldAtTheirCorners() {
        Frustum f = box();
        Vector4d plane = new Vector4d();
        assertThat(f.plane(Frustum.Plane.LEFT, plane)).isEqualTo(new Vector4d(1, 0, 0, 1));
        assertThat(f.plane(Frustum.Plane.NEAR, plane)).isEqualTo(new Vector4d(0, 0, -1, -1));
        assertThat(f.plane(Frustum.Plane.FAR, plane)).isEqualTo(new Vector4d(0, 0, 1, 3));
        assertThat(f.planes(new double[24])[4 * 3 + 1]).isEqualTo(-1.0); // TOP points down
    }

    @Test
    void bothDepthConventions_giveTheSameFrustumForTheirOwnProjection() {
        Matrix4d view = new Matrix4d().lookAt(1, 2, 3, 0, 0, 0, 0, 1, 0);
        Frustum gl = Frustum.of(new Matrix4d().perspective(1, 1.5, 0.5, 50, false).mul(view),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        Frustum zo = Frustum.of(new Matrix4d().perspective(1, 1.5, 0.5, 50, true).mul(view),
                Frustum.DepthRange.ZERO_TO_ONE);
        Vector3d a = new Vector3d();
        Vector3d b = new Vector3d();
        for (int i = 0; i < 8; i++) {
            assertThat(gl.corner(i, a).distance(zo.corner(i, b))).isLessThan(1e-12 * 50);
        }
        assertThat(gl.isOrthographic()).isFalse();
        assertThat(gl.depthRange()).isEqualTo(Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
    }

    @Test
    void aFloatMatrix_isReadIntoDouble() {
        Matrix4f m = new Matrix4f().perspective(1f, 1.5f, 0.5f, 50f).lookAt(1, 2, 3, 0, 0, 0, 0, 1, 0);
        assertThat(Frustum.of(m, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE))
                .isEqualTo(Frustum.of(new Matrix4d(m), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE));
    }

    @Test
    void toString_isJavaSourceForAnEqualFrustum_andTheMatrixReadsBack() {
        Frustum f = Frustum.of(new Matrix4d().perspective(1, 1.5, 0.5, 50).lookAt(1, 2, 3, 0, 0, 0, 0, 1, 0),
                Frustum.DepthRange.ZERO_TO_ONE);
        Matrix4d m = f.viewProjection(new Matrix4d());
        String expected = "Frustum.of(new Matrix4d(" + m.m00() + ", " + m.m01() + ", " + m.m02() + ", " + m.m03()
                + ", " + m.m10() + ", " + m.m11() + ", " + m.m12() + ", " + m.m13() + ", " + m.m20() + ", " + m.m21()
                + ", " + m.m22() + ", " + m.m23() + ", " + m.m30() + ", " + m.m31() + ", " + m.m32() + ", " + m.m33()
                + "), Frustum.DepthRange.ZERO_TO_ONE)";
        assertThat(f.toString()).isEqualTo(expected);
        assertThat(Frustum.of(m, Frustum.DepthRange.ZERO_TO_ONE)).isEqualTo(f).hasSameHashCodeAs(f);
        assertThat(Frustum.of(m, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE)).isNotEqualTo(f);
    }

    @Test
    void badMatrices_areRejectedWithTheMatrixInTheMessage() {
        assertThatThrownBy(() -> Frustum.of(new Matrix4d().m00(Double.NaN), Frustum.DepthRange.ZERO_TO_ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite").hasMessageContaining("NaN");
        assertThatThrownBy(() -> Frustum.of(new Matrix4d().scale(1, 0, 1), Frustum.DepthRange.ZERO_TO_ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("invertible");
        // A negated camera puts w < 0 in its frustum; a near plane behind the eye crosses w = 0.
        double[] negated = new Matrix4d().perspective(1, 1, 0.1, 10).get(new double[16]);
        for (int i = 0; i < 16; i++) {
            negated[i] = -negated[i];
        }
        assertThatThrownBy(() -> Frustum.of(new Matrix4d().set(negated),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in front of the camera");
        assertThatThrownBy(() -> Frustum.of(new Matrix4d().perspective(1, 1, -0.1, 10),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("w > 0");
        assertThatThrownBy(() -> Frustum.of(new Matrix4d().ortho(-1e301, 1e301, -1, 1, 1, 3),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("MAX_REACH");
        assertThatThrownBy(() -> Frustum.of((Matrix4d) null, Frustum.DepthRange.ZERO_TO_ONE))
                .isInstanceOf(NullPointerException.class).hasMessage("viewProjection");
        assertThatThrownBy(() -> Frustum.of(new Matrix4d(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("depth");
        assertThatThrownBy(() -> box().corner(8, new Vector3d()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("index must be in [0, 7], was 8");
        assertThatThrownBy(() -> box().corners(new double[23]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("24");
    }

    @Test
    void aPerspectiveCamera_hasSixEdgeDirections_anOrthographicOneThree() {
        assertThat(box().edgeCount).isEqualTo(3);
        Frustum f = Frustum.of(new Matrix4d().perspective(1, 1.5, 0.5, 50).lookAt(1, 2, 3, 0, 0, 0, 0, 1, 0),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        assertThat(f.edgeCount).isEqualTo(6);
    }
}
