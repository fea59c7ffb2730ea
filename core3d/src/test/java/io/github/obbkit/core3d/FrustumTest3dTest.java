package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

class FrustumTest3dTest {
    private static final Frustum BOX = FrustumTest.box();

    /** An axis-aligned box beyond the box frustum's right plane (x = 1) by {@code gap}. */
    private static Obb3d beyondRight(double gap) {
        return Obb3d.of(1 + gap + 0.5, 0, -2, new Quaterniond(), 0.5, 0.5, 0.5);
    }

    @Test
    void lean_isTwoToTheMinus40OfTheFrustumsSizePlusTheBoxsDistanceAndSize() {
        assertThat(FrustumTest3d.LEAN_RELATIVE).isEqualTo(0x1p-40);
        // Size 1, distance 1.5 + gap, half-extents 1.5: the lean is 4 * 2^-40 (and a hair).
        assertThat(FrustumTest3d.classify(BOX, beyondRight(5 * 0x1p-40))).isEqualTo(Containment.OUTSIDE);
        assertThat(FrustumTest3d.classify(BOX, beyondRight(3.5 * 0x1p-40))).isEqualTo(Containment.INTERSECTING);
        assertThat(FrustumTest3d.intersects(BOX, beyondRight(0x1p-40))).isFalse();
        assertThat(FrustumTest3d.intersects(BOX, beyondRight(0))).isTrue();
    }

    @Test
    void aDiamondOutsideACorner_isIntersectingForCulling_butSeparatedForSelection() {
        // |x - 1.6| + |y - 1.6| <= 1 misses the corner (1, 1) by 0.2 along the diagonal, an axis that
        // is the frustum's depth edge crossed with the box's z axis; it is beyond neither x = 1 nor y = 1.
        Obb3d diamond = Obb3d.of(1.6, 1.6, -2, new Quaterniond().rotationZ(Math.PI / 4), Math.sqrt(0.5),
                Math.sqrt(0.5), 0.5);
        assertThat(FrustumTest3d.classify(BOX, diamond)).isEqualTo(Containment.INTERSECTING);
        assertThat(FrustumTest3d.intersects(BOX, diamond)).isFalse();
        assertThat(FrustumTest3d.intersects(BOX, diamond.translated(-0.21, -0.21, 0))).isTrue();
    }

    @Test
    void insideAndOutside_areClassified() {
        assertThat(FrustumTest3d.classify(BOX, Obb3d.of(0, 0, -2, new Quaterniond(), 0.5, 0.5, 0.5)))
                .isEqualTo(Containment.INSIDE);
        // Filling the frustum exactly is within the lean of every plane: not INSIDE.
        assertThat(FrustumTest3d.classify(BOX, Obb3d.of(0, 0, -2, new Quaterniond(), 1, 1, 1)))
                .isEqualTo(Containment.INTERSECTING);
        assertThat(FrustumTest3d.classify(BOX, Obb3d.of(0, 0, -2, new Quaterniond(), 1.01, 1, 1)))
                .isEqualTo(Containment.INTERSECTING);
        assertThat(FrustumTest3d.classify(BOX, 2, 0, -2, 3, 1, -1)).isEqualTo(Containment.OUTSIDE);
        assertThat(FrustumTest3d.classify(BOX, -0.5, -0.5, -2.5, 0.5, 0.5, -1.5)).isEqualTo(Containment.INSIDE);
    }

    @Test
    void perspective_boxesAcrossTheNearPlaneIntersect_andBoxesBehindTheCameraDoNot() {
        Frustum f = Frustum.of(new Matrix4d().perspective(Math.toRadians(60), 1, 1, 100, true),
                Frustum.DepthRange.ZERO_TO_ONE);
        Obb3d acrossNear = Obb3d.of(0, 0, -1, new Quaterniond().rotationXYZ(0.3, 0.2, 0.1), 0.1, 0.1, 0.1);
        Obb3d behind = Obb3d.of(0, 0, 5, new Quaterniond(), 3, 3, 3);
        assertThat(FrustumTest3d.intersects(f, acrossNear)).isTrue();
        assertThat(FrustumTest3d.classify(f, acrossNear)).isEqualTo(Containment.INTERSECTING);
        assertThat(FrustumTest3d.intersects(f, behind)).isFalse();
        assertThat(FrustumTest3d.classify(f, behind)).isEqualTo(Containment.OUTSIDE);
    }

    @Test
    void farFromTheOrigin_theAnswersAreThoseNearIt() {
        Matrix4d near = new Matrix4d().perspective(1, 1.3, 0.1, 20).lookAt(0, 0, 0, 1, 0.2, -1, 0, 1, 0);
        Matrix4d far = new Matrix4d().perspective(1, 1.3, 0.1, 20).lookAt(1e6, 1e6, 1e6, 1e6 + 1, 1e6 + 0.2, 1e6 - 1,
                0, 1, 0);
        Frustum a = Frustum.of(near, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        Frustum b = Frustum.of(far, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        Quaterniond q = new Quaterniond().rotationXYZ(0.7, -0.4, 1.1);
        for (double x = -10; x <= 10; x += 0.5) {
            Obb3d box = Obb3d.of(x, 0.3 * x, -x, q, 0.4, 0.2, 0.1);
            Obb3d moved = box.translated(1e6, 1e6, 1e6);
            assertThat(FrustumTest3d.intersects(b, moved)).as("x = %s", x).isEqualTo(FrustumTest3d.intersects(a, box));
            assertThat(FrustumTest3d.boundaryBand(b, moved)).isCloseTo(FrustumTest3d.boundaryBand(a, box),
                    org.assertj.core.data.Offset.offset(1e-12));
        }
    }

    @Test
    void boundaryBand_isTenToTheMinusSixOfTheFarthestCornerCoordinatePlusTheHalfExtents() {
        assertThat(FrustumTest3d.BAND_RELATIVE).isEqualTo(1e-6);
        // From (3, 0, -2) the farthest corner coordinate is 4 away (x = -1); half-extents 0.5 + 0.25 + 0.
        Obb3d box = Obb3d.of(3, 0, -2, new Quaterniond(), 0.5, 0.25, 0);
        assertThat(FrustumTest3d.boundaryBand(BOX, box)).isEqualTo(1e-6 * 4.75);
    }

    @Test
    void batchForms_readTheBoxInPlace_andCheckTheIndex() {
        Obb3dBatch batch = Obb3dBatch.of(beyondRight(0.1), beyondRight(0));
        assertThat(FrustumTest3d.intersects(BOX, batch, 0)).isFalse();
        assertThat(FrustumTest3d.intersects(BOX, batch, 1)).isTrue();
        assertThat(FrustumTest3d.classify(BOX, batch, 0)).isEqualTo(Containment.OUTSIDE);
        assertThatThrownBy(() -> FrustumTest3d.intersects(BOX, batch, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("index must be in [0, 2), was 2");
        assertThatThrownBy(() -> FrustumTest3d.classify(BOX, 1, 0, 0, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("min <= max");
        assertThatThrownBy(() -> FrustumTest3d.classify(BOX, Double.NaN, 0, 0, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NaN");
        assertThatThrownBy(() -> FrustumTest3d.intersects(null, beyondRight(0)))
                .isInstanceOf(NullPointerException.class).hasMessage("frustum");
    }
}
