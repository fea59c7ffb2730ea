package io.github.obbkit.testkit.assertj;

import static io.github.obbkit.testkit.assertj.ObbAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

class Obb3dAssertTest {
    private final Obb3d unit = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);

    @Test
    void passingAssertions_pass() {
        assertThat(unit).intersects(unit.translated(2, 0, 0)).isSeparatedFrom(unit.translated(2.5, 0, 0))
                .containsPoint(1, 1, 1).doesNotContainPoint(1.5, 0, 0).isCloseTo(unit.translated(0, 0, 1e-9), 1e-8);
    }

    @Test
    void separatedOnlyByAnEdgeEdgeAxis_isSeparated() {
        // Two cubes turned 45 degrees about z and about y, their edges crossing 0.1 apart along x.
        double c = Math.sqrt(0.5);
        Obb3d a = Obb3d.fromAxes(0, 0, 0, c, c, 0, -c, c, 0, 0, 0, 1, 1, 1, 1);
        Obb3d b = Obb3d.fromAxes(2 * Math.sqrt(2) + 0.1, 0, 0, c, 0, c, 0, 1, 0, -c, 0, c, 1, 1, 1);
        assertThat(a).isSeparatedFrom(b);
        assertThat(a).intersects(b.translated(-0.1, 0, 0));
    }

    @Test
    void failingIntersects_printsBothBoxesAsPasteableSource() {
        Obb3d far = unit.translated(0, 3, 0);
        assertThatThrownBy(() -> assertThat(unit).intersects(far))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("separated by 1.0")
                .hasMessageContaining("Obb3d a = " + unit + ";")
                .hasMessageContaining("Obb3d b = " + far + ";");
    }

    @Test
    void failingSeparation_saysWhetherTheyTouchOrOverlap() {
        assertThatThrownBy(() -> assertThat(unit).isSeparatedFrom(unit.translated(0, 0, 2)))
                .hasMessageContaining("touch");
        assertThatThrownBy(() -> assertThat(unit).isSeparatedFrom(unit.translated(0, 0, 1)))
                .hasMessageContaining("overlap");
    }

    @Test
    void failingContainment_namesThePoint() {
        assertThatThrownBy(() -> assertThat(unit).containsPoint(3, 0, 0)).hasMessageContaining("(3.0, 0.0, 0.0)")
                .hasMessageContaining("2.0 outside");
        assertThatThrownBy(() -> assertThat(unit).doesNotContainPoint(0, 0, 0)).hasMessageContaining("not to contain");
        assertThatThrownBy(() -> assertThat(unit).isCloseTo(unit.translated(1, 0, 0), 0.5))
                .hasMessageContaining("to be within 0.5");
    }
}
