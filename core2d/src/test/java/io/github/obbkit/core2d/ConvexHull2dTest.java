package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ConvexHull2dTest {
    private static int exact(double ax, double ay, double bx, double by, double cx, double cy) {
        BigDecimal abx = new BigDecimal(bx).subtract(new BigDecimal(ax));
        BigDecimal aby = new BigDecimal(by).subtract(new BigDecimal(ay));
        BigDecimal acx = new BigDecimal(cx).subtract(new BigDecimal(ax));
        BigDecimal acy = new BigDecimal(cy).subtract(new BigDecimal(ay));
        return abx.multiply(acy).subtract(aby.multiply(acx)).signum();
    }

    /** Shewchuk's and Kettner et al.'s classic: a 256 x 256 ulp grid near the line through (12, 12), (24, 24). */
    @Test
    void orientation_nearlyCollinearUlpGrid_isExact() {
        int wrongByFloat = 0;
        for (int i = 0; i < 256; i++) {
            for (int j = 0; j < 256; j++) {
                double ax = 0.5 + i * 0x1p-53;
                double ay = 0.5 + j * 0x1p-53;
                int want = exact(ax, ay, 12, 12, 24, 24);
                assertThat(ConvexHull2d.orientation(ax, ay, 12, 12, 24, 24)).as("%d %d", i, j).isEqualTo(want);
                double naive = (12 - ax) * (24 - ay) - (12 - ay) * (24 - ax);
                if ((int) Math.signum(naive) != want) {
                    wrongByFloat++;
                }
            }
        }
        // The grid is hard: plain floating point gets many of these signs wrong.
        assertThat(wrongByFloat).isPositive();
    }

    @Test
    void orientation_hugeAndTinyCoordinates_isExact() {
        assertThat(ConvexHull2d.orientation(-1e300, -1e300, 0, 0, 1e300, 1e300)).isZero();
        assertThat(ConvexHull2d.orientation(-1e300, -1e300, 0, Double.MIN_VALUE, 1e300, 1e300)).isEqualTo(-1);
        assertThat(ConvexHull2d.orientation(0, 0, Double.MIN_VALUE, 0, 0, Double.MIN_VALUE)).isEqualTo(1);
        assertThat(ConvexHull2d.orientation(0, 0, 1e-300, 1e-300, 2e-300, 2e-300)).isZero();
    }

    @Test
    void hull_dropsDuplicatesAndPointsOnEdges() {
        double[] x = {0, 2, 2, 0, 1, 1, 2, 0, 1};
        double[] y = {0, 0, 2, 2, 0, 1, 2, 0, 2};
        int m = ConvexHull2d.sortDistinct(x, y, x.length);
        assertThat(m).isEqualTo(7);
        double[] hx = new double[m + 1];
        double[] hy = new double[m + 1];
        int h = ConvexHull2d.hull(x, y, m, hx, hy);
        assertThat(h).isEqualTo(4);
        assertThat(new double[] {hx[0], hy[0], hx[1], hy[1], hx[2], hy[2], hx[3], hy[3]})
                .containsExactly(0, 0, 2, 0, 2, 2, 0, 2);
    }
}
