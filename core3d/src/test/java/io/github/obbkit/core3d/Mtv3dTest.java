package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class Mtv3dTest {

    @Test
    void of_rejectsANullAxis_insteadOfAValueThatBreaksLater() {
        assertThatThrownBy(() -> Mtv3d.of(1, 0, 0, 1, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("axis");
    }

    @Test
    void of_keepsTheValues_andTranslationIsNormalTimesDepth() {
        Mtv3d mtv = Mtv3d.of(0, 0.6, -0.8, 2, SatAxis3d.AY_BZ);

        assertThat(mtv.normalX()).isZero();
        assertThat(mtv.normalY()).isEqualTo(0.6);
        assertThat(mtv.normalZ()).isEqualTo(-0.8);
        assertThat(mtv.depth()).isEqualTo(2);
        assertThat(mtv.axis()).isEqualTo(SatAxis3d.AY_BZ);
        assertThat(mtv.translation(new Vector3d())).isEqualTo(new Vector3d(0, 1.2, -1.6));
    }

    @Test
    void badArguments_areRejectedByNameAndValue() {
        assertThatThrownBy(() -> Mtv3d.of(1, 1, 0, 1, SatAxis3d.A_X)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("normal must be a unit vector, was (1.0, 1.0, 0.0) of length " + Math.sqrt(2));
        assertThatThrownBy(() -> Mtv3d.of(1, 0, 0, -1, SatAxis3d.A_X)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("depth must be >= 0, was -1.0");
        assertThatThrownBy(() -> Mtv3d.of(1, 0, Double.NaN, 1, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("normalZ must be finite, was NaN");
    }

    @Test
    void of_acceptsANormalWithinTheUnitTolerance_andRejectsOneJustBeyond() {
        // 1e-9: a normal computed in double passes, one rounded to float (0.6f, 0.8f) does not.
        assertThat(Mtv3d.of(1 + 0.9e-9, 0, 0, 1, SatAxis3d.A_X).normalX()).isEqualTo(1 + 0.9e-9);
        assertThat(Mtv3d.of(0, 0, -(1 - 0.9e-9), 1, SatAxis3d.B_Z).normalZ()).isEqualTo(-(1 - 0.9e-9));
        assertThatThrownBy(() -> Mtv3d.of(1 + 1.1e-9, 0, 0, 1, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("normal must be a unit vector");
        assertThatThrownBy(() -> Mtv3d.of(0, 1 - 1.1e-9, 0, 1, SatAxis3d.A_Y))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("normal must be a unit vector");
        assertThatThrownBy(() -> Mtv3d.of(0.6f, 0.8f, 0, 1, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("normal must be a unit vector");
    }

    @Test
    void equality_isExact_andNegativeZeroIsNormalised() {
        Mtv3d a = Mtv3d.of(-0.0, 1, -0.0, 0.5, SatAxis3d.B_Y);
        Mtv3d b = Mtv3d.of(0, 1, 0, 0.5, SatAxis3d.B_Y);

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(Mtv3d.of(0, 1, 0, 0.5, SatAxis3d.A_Y));
        assertThat(a).isNotEqualTo(Mtv3d.of(0, 1, 0, Math.nextUp(0.5), SatAxis3d.B_Y));
    }

    @Test
    void toString_isJavaSourceThatRecreatesTheValue() {
        Mtv3d mtv = Sat3d.mtv(Sat3dTest.CUBE, Sat3dTest.edgeToEdge(-0.01));

        String source = mtv.toString();
        double[] v = PastedSource.arguments(source.replace(", SatAxis3d.AZ_BX", ""));

        assertThat(source).startsWith("Mtv3d.of(").endsWith(", SatAxis3d.AZ_BX)");
        assertThat(Mtv3d.of(v[0], v[1], v[2], v[3], SatAxis3d.AZ_BX)).isEqualTo(mtv);
    }

    @Test
    void satAxes_areInTestOrder() {
        assertThat(SatAxis3d.values()).containsExactly(SatAxis3d.A_X, SatAxis3d.A_Y, SatAxis3d.A_Z, SatAxis3d.B_X,
                SatAxis3d.B_Y, SatAxis3d.B_Z, SatAxis3d.AX_BX, SatAxis3d.AX_BY, SatAxis3d.AX_BZ, SatAxis3d.AY_BX,
                SatAxis3d.AY_BY, SatAxis3d.AY_BZ, SatAxis3d.AZ_BX, SatAxis3d.AZ_BY, SatAxis3d.AZ_BZ);
    }

    @Test
    void hashCode_changesWithEveryComponent() {
        // Not required of a hash code, but one that ignored a component would collide for every push
        // differing only in it.
        Mtv3d a = Mtv3d.of(0, 0.6, -0.8, 2, SatAxis3d.AY_BZ);

        assertThat(Mtv3d.of(0.6, 0, -0.8, 2, SatAxis3d.AY_BZ).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Mtv3d.of(0, 0.8, -0.6, 2, SatAxis3d.AY_BZ).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Mtv3d.of(0, 0.6, -0.8, 3, SatAxis3d.AY_BZ).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Mtv3d.of(0, 0.6, -0.8, 2, SatAxis3d.AZ_BZ).hashCode()).isNotEqualTo(a.hashCode());
    }

    @Test
    void negativeZeroInTheYComponentOrTheDepth_isStoredAsZero() {
        Mtv3d mtv = Mtv3d.of(1, -0.0, 0, -0.0, SatAxis3d.A_X);

        assertThat(mtv).isEqualTo(Mtv3d.of(1, 0, 0, 0, SatAxis3d.A_X));
        assertThat(Double.doubleToRawLongBits(mtv.normalY())).isZero();
        assertThat(Double.doubleToRawLongBits(mtv.depth())).isZero();
    }
}
