package io.github.obbkit.testkit.assertj;

import static io.github.obbkit.testkit.assertj.ObbAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core2d.Obb2d;
import org.junit.jupiter.api.Test;

class ObbAssertionsTest {
    private final Obb2d unit = Obb2d.of(0, 0, 0, 1, 1);

    @Test
    void passingAssertions_pass() {
        assertThat(unit).intersects(unit.translated(2, 0)).isSeparatedFrom(unit.translated(2.5, 0))
                .containsPoint(1, 1).doesNotContainPoint(1.5, 0).isCloseTo(unit.translated(1e-9, 0), 1e-8);
    }

    @Test
    void failingIntersects_printsBothBoxesAsPasteableSource() {
        Obb2d far = unit.translated(3, 0);
        assertThatThrownBy(() -> assertThat(unit).intersects(far))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("separated by 1.0")
                .hasMessageContaining("Obb2d a = " + unit + ";")
                .hasMessageContaining("Obb2d b = " + far + ";");
    }

    @Test
    void failingSeparation_saysWhetherTheyTouchOrOverlap() {
        assertThatThrownBy(() -> assertThat(unit).isSeparatedFrom(unit.translated(2, 0)))
                .hasMessageContaining("touch");
        assertThatThrownBy(() -> assertThat(unit).isSeparatedFrom(unit.translated(1, 0)))
                .hasMessageContaining("overlap");
    }

    @Test
    void failingContainment_namesThePoint() {
        assertThatThrownBy(() -> assertThat(unit).containsPoint(3, 0)).hasMessageContaining("(3.0, 0.0)")
                .hasMessageContaining("2.0 outside");
        assertThatThrownBy(() -> assertThat(unit).doesNotContainPoint(0, 0)).hasMessageContaining("not to contain");
        assertThatThrownBy(() -> assertThat(unit).isCloseTo(unit.translated(1, 0), 0.5))
                .hasMessageContaining("to be within 0.5");
    }
}
