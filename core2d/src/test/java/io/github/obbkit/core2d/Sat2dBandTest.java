package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The boundary band is the documented formula: 1e-10 times the largest centre offset plus the four half-extents. */
class Sat2dBandTest {

    @Test
    void band_isBandRelativeTimesTheLargestCentreOffsetPlusAllHalfExtents() {
        Obb2d a = Obb2d.of(1, 2, 0.3, 3, 4);
        Obb2d b = Obb2d.of(-6, 10, -1.1, 0.5, 0.25);
        // offsets |dx| = 7, |dy| = 8: the larger, 8, plus 3 + 4 + 0.5 + 0.25
        assertThat(Sat2d.boundaryBand(a, b)).isEqualTo(1e-10 * (8 + 3 + 4 + 0.5 + 0.25));
        assertThat(Sat2d.boundaryBand(b, a)).isEqualTo(Sat2d.boundaryBand(a, b));
        assertThat(Sat2d.BAND_RELATIVE).isEqualTo(1e-10);
    }

    @Test
    void band_dependsOnTheOffsetBetweenTheBoxes_notOnTheirDistanceFromTheOrigin() {
        Obb2d a = Obb2d.of(1e6, -1e6, 0, 1, 2);
        Obb2d b = Obb2d.of(1e6 + 3, -1e6 - 1, 0, 2, 1);
        assertThat(Sat2d.boundaryBand(a, b)).isEqualTo(1e-10 * (3 + 1 + 2 + 2 + 1));
    }

    @Test
    void band_ofTwoPointsAtTheSamePlace_isZero() {
        Obb2d p = Obb2d.of(5, 5, 0, 0, 0);
        assertThat(Sat2d.boundaryBand(p, p)).isZero();
    }
}
