package io.github.obbkit.core2d;

import static io.github.obbkit.core2d.Obb2dValidationTest.assertRejected;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.joml.Vector2d;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Mtv2d as a value: its factory's checks, exact equality, toString as source and translation. */
class Mtv2dTest {
    private static final double COS30 = Math.sqrt(3) / 2;

    @Test
    void of_storesItsComponents() {
        Mtv2d mtv = Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y);

        assertThat(mtv.normalX()).isEqualTo(0.6);
        assertThat(mtv.normalY()).isEqualTo(-0.8);
        assertThat(mtv.depth()).isEqualTo(2.5);
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.B_Y);
    }

    @Test
    void translation_isNormalTimesDepth() {
        Vector2d dest = new Vector2d(9, 9);

        Vector2d t = Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.A_X).translation(dest);

        assertThat(t).isSameAs(dest);
        assertThat(t.x).isEqualTo(1.5);
        assertThat(t.y).isEqualTo(-2.0);
    }

    @Test
    void of_acceptsANormalWithinTheUnitTolerance() {
        assertThat(Mtv2d.of(COS30, 0.5, 1, SatAxis2d.A_X).normalX()).isEqualTo(COS30);
        assertThat(Mtv2d.of(1 + 5e-10, 0, 1, SatAxis2d.A_X).normalX()).isEqualTo(1 + 5e-10);
    }

    @Test
    void of_acceptsANormalOffUnitByExactlyTheTolerance_andRejectsTheNextDoubleBeyond() {
        // 1 - 0.999999999 is exact (Sterbenz) and not above 1e-9; one double shorter it is.
        double shortest = 0.999999999;

        assertThat(Mtv2d.of(shortest, 0, 1, SatAxis2d.A_X).normalX()).isEqualTo(shortest);
        assertThat(Mtv2d.of(0, -shortest, 1, SatAxis2d.A_Y).normalY()).isEqualTo(-shortest);
        assertThatThrownBy(() -> Mtv2d.of(Math.nextDown(shortest), 0, 1, SatAxis2d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unit vector");
    }

    @Test
    void of_acceptsZeroDepth() {
        assertThat(Mtv2d.of(1, 0, 0, SatAxis2d.A_X).depth()).isZero();
    }

    @ParameterizedTest
    @ValueSource(doubles = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY})
    void of_rejectsANonFiniteComponent(double bad) {
        assertRejected(() -> Mtv2d.of(bad, 0, 1, SatAxis2d.A_X), "normalX", bad);
        assertRejected(() -> Mtv2d.of(0, bad, 1, SatAxis2d.A_X), "normalY", bad);
        assertRejected(() -> Mtv2d.of(1, 0, bad, SatAxis2d.A_X), "depth", bad);
    }

    @ParameterizedTest
    @ValueSource(doubles = {-1.0, -Double.MIN_VALUE})
    void of_rejectsANegativeDepth(double bad) {
        assertRejected(() -> Mtv2d.of(1, 0, bad, SatAxis2d.A_X), "depth", bad);
    }

    @Test
    void of_rejectsANullAxis_insteadOfAValueThatBreaksLater() {
        assertThatThrownBy(() -> Mtv2d.of(1, 0, 1, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("axis");
    }

    @Test
    void of_rejectsANonUnitNormal() {
        assertThatThrownBy(() -> Mtv2d.of(3, 4, 1, SatAxis2d.A_X))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("normal").hasMessageContaining("(3.0, 4.0)").hasMessageContaining("5.0");
        assertThatThrownBy(() -> Mtv2d.of(0, 0, 1, SatAxis2d.A_X))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("normal");
        assertThatThrownBy(() -> Mtv2d.of(1 + 1e-8, 0, 1, SatAxis2d.A_X))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("normal");
    }

    @Test
    void equality_isExactOverAllFourComponents() {
        Mtv2d a = Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y);

        assertThat(a).isEqualTo(Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y))
                .hasSameHashCodeAs(Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y));
        assertThat(a).isNotEqualTo(Mtv2d.of(0.8, -0.6, 2.5, SatAxis2d.B_Y));
        assertThat(a).isNotEqualTo(Mtv2d.of(0.6, 0.8, 2.5, SatAxis2d.B_Y));
        assertThat(a).isNotEqualTo(Mtv2d.of(0.6, -0.8, Math.nextUp(2.5), SatAxis2d.B_Y));
        assertThat(a).isNotEqualTo(Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_X));
        assertThat(a).isNotEqualTo(null);
    }

    @Test
    void hashCode_changesWithEveryComponent() {
        // Not required of a hash code, but one that ignored a component would collide for every push
        // differing only in it.
        Mtv2d a = Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y);

        assertThat(Mtv2d.of(0.8, -0.6, 2.5, SatAxis2d.B_Y).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Mtv2d.of(0.6, 0.8, 2.5, SatAxis2d.B_Y).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Mtv2d.of(0.6, -0.8, 3.5, SatAxis2d.B_Y).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_X).hashCode()).isNotEqualTo(a.hashCode());
    }

    @Test
    void negativeZero_isStoredAsZero() {
        Mtv2d negative = Mtv2d.of(-0.0, -1, -0.0, SatAxis2d.A_Y);

        assertThat(negative).isEqualTo(Mtv2d.of(0, -1, 0, SatAxis2d.A_Y))
                .hasSameHashCodeAs(Mtv2d.of(0, -1, 0, SatAxis2d.A_Y));
        assertThat(Double.doubleToRawLongBits(negative.normalX())).isZero();
        assertThat(Double.doubleToRawLongBits(negative.depth())).isZero();
        Mtv2d flat = Mtv2d.of(-1, -0.0, 1, SatAxis2d.A_X);
        assertThat(flat).isEqualTo(Mtv2d.of(-1, 0, 1, SatAxis2d.A_X));
        assertThat(Double.doubleToRawLongBits(flat.normalY())).isZero();
    }

    @Test
    void kernelResult_pointingDown_hasNoNegativeZero() {
        // the kernel negates A's Y axis (0, 1) to point at B below: (-0.0, -1) must come out as (0.0, -1)
        Mtv2d mtv = Sat2d.mtv(Obb2d.of(0, 0, 0, 2, 1), Obb2d.of(0, -1.2, 0, 0.5, 0.6));

        assertThat(mtv).isNotNull();
        assertThat(Double.doubleToRawLongBits(mtv.normalX())).isZero();
        assertThat(mtv.normalY()).isEqualTo(-1.0);
    }

    @Test
    void toString_printsAnOfCall() {
        assertThat(Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y)).hasToString("Mtv2d.of(0.6, -0.8, 2.5, SatAxis2d.B_Y)");
    }

    @Test
    void toString_evaluatedAsOf_recreatesAKernelResult() {
        Mtv2d mtv = Sat2d.mtv(Obb2d.of(0, 0, 0.5, 2, 1), Obb2d.of(1.3, 0.7, -0.2, 1.5, 0.5));
        assertThat(mtv).isNotNull();
        Matcher m = Pattern.compile("Mtv2d\\.of\\((.*), (.*), (.*), SatAxis2d\\.(.*)\\)").matcher(mtv.toString());
        assertThat(m.matches()).as(mtv.toString()).isTrue();

        Mtv2d recreated = Mtv2d.of(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                Double.parseDouble(m.group(3)), SatAxis2d.valueOf(m.group(4)));

        assertThat(recreated).isEqualTo(mtv);
    }

    @Test
    void satAxes_comeInTheTieBreakOrder() {
        assertThat(SatAxis2d.values()).containsExactly(SatAxis2d.A_X, SatAxis2d.A_Y, SatAxis2d.B_X, SatAxis2d.B_Y);
    }
}
