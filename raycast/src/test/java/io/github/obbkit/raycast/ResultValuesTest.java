package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** BoxFace, RayHit and Pick as values. */
class ResultValuesTest {

    @Test
    void boxFace_axisSignAndOpposite() {
        assertThat(BoxFace.of(0, -1)).isEqualTo(BoxFace.NEG_X);
        assertThat(BoxFace.of(2, 1)).isEqualTo(BoxFace.POS_Z);
        for (BoxFace face : BoxFace.values()) {
            assertThat(BoxFace.of(face.axis(), face.sign())).isEqualTo(face);
            assertThat(face.opposite().axis()).isEqualTo(face.axis());
            assertThat(face.opposite().sign()).isEqualTo(-face.sign());
        }
        assertThatThrownBy(() -> BoxFace.of(3, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("axis must be 0, 1 or 2, was 3");
        assertThatThrownBy(() -> BoxFace.of(1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sign must be -1 or 1, was 0");
    }

    @Test
    void rayHit_equalityAndSource() {
        RayHit hit = RayHit.of(-0.0, 2.5, null, BoxFace.POS_Y);
        assertThat(hit).isEqualTo(RayHit.of(0, 2.5, null, BoxFace.POS_Y)).hasSameHashCodeAs(RayHit.of(0, 2.5, null,
                BoxFace.POS_Y));
        assertThat(hit).hasToString("RayHit.of(0.0, 2.5, null, BoxFace.POS_Y)");
        assertThat(RayHit.of(1, Double.POSITIVE_INFINITY, BoxFace.NEG_X, null))
                .hasToString("RayHit.of(1.0, Double.POSITIVE_INFINITY, BoxFace.NEG_X, null)");
        assertThat(hit).isNotEqualTo(RayHit.of(0, 2.5, BoxFace.NEG_Y, BoxFace.POS_Y));
        assertThat(hit.isCloseTo(RayHit.of(1e-12, 2.5 + 1e-12, null, BoxFace.POS_Y), 1e-11)).isTrue();
        assertThat(hit.isCloseTo(RayHit.of(1e-12, 2.5, BoxFace.NEG_Y, BoxFace.POS_Y), 1e-11)).isFalse();
        assertThat(RayHit.of(-1, 1, null, null).originInside()).isTrue();
        assertThat(RayHit.of(0, 1, null, null).originInside()).isFalse();
    }

    @Test
    void rayHit_refusesAnEmptyOrNaNInterval() {
        assertThatThrownBy(() -> RayHit.of(2, 1, null, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tMin must be <= tMax, was tMin=2.0 tMax=1.0");
        assertThatThrownBy(() -> RayHit.of(Double.NaN, 1, null, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tMin must not be NaN, was NaN");
        assertThatThrownBy(() -> RayHit.of(0, 1, null, null).isCloseTo(RayHit.of(0, 1, null, null), Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tolerance must be finite, was NaN");
    }

    @Test
    void pick_equalityAndValidation() {
        Pick pick = Pick.of(3, 1.5, BoxFace.NEG_Z);
        assertThat(pick.index()).isEqualTo(3);
        assertThat(pick.t()).isEqualTo(1.5);
        assertThat(pick.face()).isEqualTo(BoxFace.NEG_Z);
        assertThat(pick).isEqualTo(Pick.of(3, 1.5, BoxFace.NEG_Z)).hasSameHashCodeAs(Pick.of(3, 1.5, BoxFace.NEG_Z));
        assertThat(pick).hasToString("Pick.of(3, 1.5, BoxFace.NEG_Z)");
        assertThat(Pick.of(0, -0.0, null)).isEqualTo(Pick.of(0, 0, null));
        assertThat(pick.isCloseTo(Pick.of(3, 1.5 + 1e-12, BoxFace.NEG_Z), 1e-11)).isTrue();
        assertThat(pick.isCloseTo(Pick.of(4, 1.5, BoxFace.NEG_Z), 1e-11)).isFalse();
        assertThatThrownBy(() -> Pick.of(-1, 0, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be >= 0, was -1");
        assertThatThrownBy(() -> Pick.of(0, -1, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("t must be >= 0, was -1.0");
        assertThatThrownBy(() -> Pick.of(0, Double.NaN, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("t must be >= 0, was NaN");
    }

    @Test
    void mutableHolders_startAsMisses() {
        assertThat(new MutableRayHit().isHit()).isFalse();
        assertThat(new MutableRayHit().toRayHit()).isNull();
        MutablePick pick = new MutablePick();
        assertThat(pick.isHit()).isFalse();
        assertThat(pick.index()).isEqualTo(-1);
        assertThat(pick.t()).isNaN();
        assertThat(pick.face()).isNull();
        assertThat(pick.toPick()).isNull();
        assertThat(pick).hasToString("miss");
    }
}
