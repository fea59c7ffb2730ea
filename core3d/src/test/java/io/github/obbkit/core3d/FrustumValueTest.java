package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.joml.Vector4d;
import org.junit.jupiter.api.Test;

/**
 * The frustum as a value: equality element for element with zeros of either sign alike, source that
 * recreates it, the matrix read back, the orthographic test on each element of the fourth row, the
 * float form as the widened double form, and the reads' checks at their limits.
 */
class FrustumValueTest {
    private static Matrix4d camera(SplittableRandom r) {
        return new Matrix4d().perspective(r.nextDouble(0.5, 2), r.nextDouble(0.5, 2), r.nextDouble(0.1, 1),
                r.nextDouble(5, 50)).lookAt(r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3),
                r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3),
                0, 1, 0);
    }

    @Test
    void toString_isSourceThatRecreatesAnEqualFrustum_andTheMatrixReadsBackAsGiven() {
        SplittableRandom r = new SplittableRandom(8);
        for (int n = 0; n < 100; n++) {
            Matrix4d m = camera(r);
            Frustum.DepthRange depth = Frustum.DepthRange.values()[n % 2];
            Frustum f = Frustum.of(m, depth);
            String s = f.toString();
            assertThat(s).startsWith("Frustum.of(new Matrix4d(").endsWith("), Frustum.DepthRange." + depth + ")");
            String[] parts = s.substring("Frustum.of(new Matrix4d(".length(), s.indexOf(')')).split(", ");
            double[] e = new double[16];
            for (int i = 0; i < 16; i++) {
                e[i] = Double.parseDouble(parts[i]);
            }
            Matrix4d back = new Matrix4d(e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], e[8], e[9], e[10], e[11],
                    e[12], e[13], e[14], e[15]);
            assertThat(Frustum.of(back, depth)).isEqualTo(f).hasSameHashCodeAs(f);
            // Element for element, as given (a -0.0 reads back as 0.0: the factory stores no negative zero).
            assertThat(f.viewProjection(new Matrix4d()).equals(m, 0.0)).isTrue();
            assertThat(f.depthRange()).isEqualTo(depth);
        }
    }

    @Test
    void equality_isElementForElementAndDepth_withBothZerosAlike() {
        Matrix4d m = new Matrix4d().ortho(-2, 3, -1, 4, 0.5, 9);
        Frustum f = Frustum.of(m, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        assertThat(m.m01()).isZero();
        Matrix4d negativeZero = new Matrix4d(m).m01(-0.0).m10(-0.0).m23(-0.0);
        Frustum g = Frustum.of(negativeZero, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        assertThat(g).isEqualTo(f).hasSameHashCodeAs(f).hasToString(f.toString());
        assertThat(Double.doubleToRawLongBits(g.viewProjection(new Matrix4d()).m01())).isZero();
        assertThat(Frustum.of(m, Frustum.DepthRange.ZERO_TO_ONE)).isNotEqualTo(f);
        assertThat(Frustum.of(new Matrix4d(m).m30(Math.nextUp(m.m30())), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE))
                .isNotEqualTo(f);
        assertThat(f).isNotEqualTo(m);
    }

    @Test
    void isOrthographic_needsTheFourthRowToBeZeroZeroZeroOne_elementByElement() {
        Matrix4d ortho = new Matrix4d().ortho(-2, 3, -1, 4, 0.5, 9).rotateY(0.3).translate(5, -6, 7);
        Frustum.DepthRange d = Frustum.DepthRange.NEGATIVE_ONE_TO_ONE;
        assertThat(Frustum.of(ortho, d).isOrthographic()).isTrue();
        // A small perspective term in one element of the fourth row: still a frustum, no longer a parallelepiped.
        assertThat(Frustum.of(new Matrix4d(ortho).m03(1e-3), d).isOrthographic()).isFalse();
        assertThat(Frustum.of(new Matrix4d(ortho).m13(1e-3), d).isOrthographic()).isFalse();
        assertThat(Frustum.of(new Matrix4d(ortho).m23(1e-3), d).isOrthographic()).isFalse();
        assertThat(Frustum.of(new Matrix4d(ortho).m33(2), d).isOrthographic()).isFalse();
        assertThat(Frustum.of(new Matrix4d().perspective(1, 1, 1, 10), d).isOrthographic()).isFalse();
    }

    @Test
    void theFloatForm_isTheDoubleFormOfTheWidenedMatrix() {
        SplittableRandom r = new SplittableRandom(9);
        for (int n = 0; n < 50; n++) {
            Matrix4f m = new Matrix4f(camera(r));
            Frustum.DepthRange depth = Frustum.DepthRange.values()[n % 2];
            Frustum f = Frustum.of(m, depth);
            assertThat(f).isEqualTo(Frustum.of(new Matrix4d(m), depth));
            assertThat(f.corners(new double[24])).containsExactly(Frustum.of(new Matrix4d(m), depth)
                    .corners(new double[24]));
        }
        assertThatThrownBy(() -> Frustum.of((Matrix4f) null, Frustum.DepthRange.ZERO_TO_ONE))
                .isInstanceOf(NullPointerException.class).hasMessage("viewProjection");
        assertThatThrownBy(() -> Frustum.of(new Matrix4f(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("depth");
    }

    @Test
    void planeReads_agreeWithTheArrayForm_andHoldAtTheirFacesCorners_andTheReadsCheckTheirLimits() {
        SplittableRandom r = new SplittableRandom(10);
        int[][] faces = {{0, 2, 4, 6}, {1, 3, 5, 7}, {0, 1, 4, 5}, {2, 3, 6, 7}, {0, 1, 2, 3}, {4, 5, 6, 7}};
        for (int n = 0; n < 50; n++) {
            Frustum f = Frustum.of(camera(r), Frustum.DepthRange.values()[n % 2]);
            double[] all = f.planes(new double[25]);
            Vector4d p = new Vector4d();
            Vector3d c = new Vector3d();
            for (Frustum.Plane plane : Frustum.Plane.values()) {
                int o = 4 * plane.ordinal();
                assertThat(f.plane(plane, p)).isEqualTo(new Vector4d(all[o], all[o + 1], all[o + 2], all[o + 3]));
                assertThat(Math.sqrt(p.x * p.x + p.y * p.y + p.z * p.z)).isCloseTo(1,
                        org.assertj.core.data.Offset.offset(1e-12));
                for (int k : faces[plane.ordinal()]) {
                    f.corner(k, c);
                    assertThat(p.x * c.x + p.y * c.y + p.z * c.z + p.w).as("%s at corner %d", plane, k)
                            .isCloseTo(0, org.assertj.core.data.Offset.offset(1e-9 * (1 + c.length())));
                }
            }
            assertThat(all[24]).isZero();
        }
        Frustum f = FrustumTest.box();
        assertThatThrownBy(() -> f.planes(new double[23])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dest");
        assertThatThrownBy(() -> f.corners(new double[23])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dest");
        assertThatThrownBy(() -> f.corner(8, new Vector3d())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 7], was 8");
        assertThatThrownBy(() -> f.corner(-1, new Vector3d())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 7], was -1");
        assertThat(f.corner(7, new Vector3d())).isEqualTo(new Vector3d(1, 1, -3));
        assertThat(f.corner(0, new Vector3d())).isEqualTo(new Vector3d(-1, -1, -1));
        assertThatThrownBy(() -> f.plane(null, new Vector4d())).isInstanceOf(NullPointerException.class)
                .hasMessage("plane");
    }
}
