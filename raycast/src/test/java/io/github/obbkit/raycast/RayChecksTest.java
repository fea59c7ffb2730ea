package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The length helper's documented edge: it is infinite only when the true length is. */
class RayChecksTest {

    @Test
    void length_isInfiniteForAnInfiniteComponent_andZeroForZero() {
        assertThat(RayChecks.length(Double.POSITIVE_INFINITY, 0, 0)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(RayChecks.length(3, Double.NEGATIVE_INFINITY, 4)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(RayChecks.length(0, 0, 0)).isZero();
    }

    @Test
    void length_neitherOverflowsNorUnderflows_atEitherEndOfTheRange() {
        // 3-4-5 scaled by powers of two far beyond what squaring survives, and right at the switch.
        assertThat(RayChecks.length(0x1p1000 * 3, 0x1p1000 * 4, 0)).isEqualTo(0x1p1000 * 5);
        assertThat(RayChecks.length(0, 0x1p-1060 * 3, 0x1p-1060 * 4)).isEqualTo(0x1p-1060 * 5);
        assertThat(RayChecks.length(0x1p500, 0, 0)).isEqualTo(0x1p500);
        assertThat(RayChecks.length(0, 0, 0x1p-500)).isEqualTo(0x1p-500);
    }
}
