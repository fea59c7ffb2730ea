package io.github.obbkit.core3d.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The scaled length that the box factories measure axes and columns with. */
class ChecksTest {

    @Test
    void length_inTheMiddleRange_isThePlainSquareRoot_bitForBit() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 10_000; i++) {
            double scale = Math.scalb(1.0, random.nextInt(-490, 490));
            double x = (random.nextDouble() - 0.5) * scale;
            double y = (random.nextDouble() - 0.5) * scale;
            double z = (random.nextDouble() - 0.5) * scale;
            assertThat(Checks.length(x, y, z)).as("(%s, %s, %s)", x, y, z)
                    .isEqualTo(Math.sqrt(x * x + y * y + z * z));
        }
    }

    @Test
    void length_farOutsideTheRange_neitherOverflowsNorUnderflows() {
        assertThat(Checks.length(0x1p900 * 4, 0, 0x1p900 * -3)).isEqualTo(0x1p900 * 5);
        assertThat(Checks.length(0x1p-1050 * -3, 0x1p-1050 * 4, 0)).isEqualTo(0x1p-1050 * 5);
        assertThat(Checks.length(Double.MAX_VALUE, 0, 0)).isEqualTo(Double.MAX_VALUE);
        assertThat(Checks.length(0, Double.MIN_VALUE, 0)).isEqualTo(Double.MIN_VALUE);
    }

    @Test
    void length_isZeroForZero_infiniteForAnInfiniteComponent_andNaNForNaN() {
        assertThat(Checks.length(0, -0.0, 0)).isZero();
        assertThat(Checks.length(1, Double.NEGATIVE_INFINITY, 2)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(Checks.length(1, 2, Double.NaN)).isNaN();
    }

    @Test
    void length_atTheSwitchToScaling_andForInfiniteComponents_isExact() {
        assertThat(Checks.length(0x1p500, 0, 0)).isEqualTo(0x1p500);
        assertThat(Checks.length(0, 0, 0x1p-500)).isEqualTo(0x1p-500);
        assertThat(Checks.length(0x1p1000 * 3, 0x1p1000 * 4, 0)).isEqualTo(0x1p1000 * 5);
        assertThat(Checks.length(3, Double.NEGATIVE_INFINITY, 4)).isEqualTo(Double.POSITIVE_INFINITY);
    }
}
