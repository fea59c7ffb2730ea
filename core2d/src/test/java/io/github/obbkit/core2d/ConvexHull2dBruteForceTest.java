package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The monotone chain against slow answers of its own: the distinct points by a sorted set, the hull's
 * edges by testing every ordered pair against every point in exact arithmetic, and the orientation
 * by {@link BigDecimal} on grids where plain floating point gets signs wrong.
 */
class ConvexHull2dBruteForceTest {
    private static int exactTurn(double ax, double ay, double bx, double by, double cx, double cy) {
        BigDecimal abx = new BigDecimal(bx).subtract(new BigDecimal(ax));
        BigDecimal aby = new BigDecimal(by).subtract(new BigDecimal(ay));
        BigDecimal acx = new BigDecimal(cx).subtract(new BigDecimal(ax));
        BigDecimal acy = new BigDecimal(cy).subtract(new BigDecimal(ay));
        return abx.multiply(acy).subtract(aby.multiply(acx)).signum();
    }

    /** Whether {@code r} lies strictly between {@code p} and {@code q} on their line (given collinear). */
    private static boolean strictlyBetween(double px, double py, double qx, double qy, double rx, double ry) {
        boolean inX = px == qx ? rx == px : (rx > Math.min(px, qx) && rx < Math.max(px, qx));
        boolean inY = py == qy ? ry == py : (ry > Math.min(py, qy) && ry < Math.max(py, qy));
        return inX && inY;
    }

    /** Whether p to q is an edge of the strictly convex hull, counter-clockwise: every other point left of it or inside it. */
    private static boolean isHullEdge(double[] x, double[] y, int m, int p, int q) {
        for (int r = 0; r < m; r++) {
            if (r == p || r == q) {
                continue;
            }
            int turn = exactTurn(x[p], y[p], x[q], y[q], x[r], y[r]);
            if (turn < 0 || (turn == 0 && !strictlyBetween(x[p], y[p], x[q], y[q], x[r], y[r]))) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(double[] x, double[] y, int m, double px, double py) {
        for (int i = 0; i < m; i++) {
            if (x[i] == px && y[i] == py) {
                return i;
            }
        }
        throw new AssertionError("(" + px + ", " + py + ") is not an input point");
    }

    @Test
    void randomGridPoints_withDuplicatesAndCollinearRuns_giveTheDistinctPointsAndTheStrictlyConvexHull() {
        SplittableRandom r = new SplittableRandom(2);
        for (int c = 0; c < 120; c++) {
            int n = 2 + r.nextInt(13);
            int grid = 2 + r.nextInt(6);
            double scale = c % 3 == 0 ? 1 : c % 3 == 1 ? 0x1p-30 : 0x1p40;
            double offset = c % 2 == 0 ? 0 : 1e6;
            // Room for junk beyond the first n points, which neither method may read.
            double[] x = new double[n + 4];
            double[] y = new double[n + 4];
            TreeSet<String> distinct = new TreeSet<>();
            for (int i = 0; i < n + 4; i++) {
                x[i] = offset + scale * r.nextInt(grid);
                y[i] = offset + scale * r.nextInt(grid);
                if (i >= n) {
                    x[i] = offset + scale * (grid + 5);
                    y[i] = offset - scale * (grid + 5);
                } else {
                    distinct.add(x[i] + " " + y[i]);
                }
            }
            String at = "case " + c;

            int m = ConvexHull2d.sortDistinct(x, y, n);

            assertThat(m).as(at).isEqualTo(distinct.size());
            TreeSet<String> kept = new TreeSet<>();
            for (int i = 0; i < m; i++) {
                kept.add(x[i] + " " + y[i]);
                if (i > 0) {
                    assertThat(x[i - 1] < x[i] || (x[i - 1] == x[i] && y[i - 1] < y[i]))
                            .as("%s: sorted and distinct at %d", at, i).isTrue();
                }
            }
            assertThat(kept).as(at).isEqualTo(distinct);
            if (m < 2) {
                continue;
            }
            double[] hx = new double[m + 1];
            double[] hy = new double[m + 1];
            int h = ConvexHull2d.hull(x, y, m, hx, hy);

            int edges = 0;
            for (int p = 0; p < m; p++) {
                for (int q = 0; q < m; q++) {
                    if (p != q && isHullEdge(x, y, m, p, q)) {
                        edges++;
                    }
                }
            }
            assertThat(hx[0]).as(at).isEqualTo(x[0]);
            assertThat(hy[0]).as(at).isEqualTo(y[0]);
            if (edges == 2 || edges == 0) {
                // Collinear: the two extreme points, the lowest first.
                assertThat(h).as(at).isEqualTo(2);
                assertThat(new double[] {hx[1], hy[1]}).as(at).containsExactly(x[m - 1], y[m - 1]);
                continue;
            }
            assertThat(h).as(at).isEqualTo(edges);
            for (int i = 0; i < h; i++) {
                int p = indexOf(x, y, m, hx[i], hy[i]);
                int q = indexOf(x, y, m, hx[(i + 1) % h], hy[(i + 1) % h]);
                assertThat(isHullEdge(x, y, m, p, q)).as("%s: edge %d", at, i).isTrue();
            }
        }
    }

    @Test
    void orientation_isExact_onUlpGridsNearALine_withTheMovingPointInEachPlace() {
        double[][] lines = {{12, 12, 24, 24}, {0.5, 0.5, 17.300000000000001, 17.300000000000001},
            {-3e5, 1e5, 6e5, -2e5}, {1e-160, 3e-160, 7e-160, 21e-160}};
        int wrongByFloat = 0;
        for (double[] line : lines) {
            double px = line[0];
            double py = line[1];
            double qx = line[2];
            double qy = line[3];
            // Points on the line through p and q, then nudged by ulps.
            double mx = 0.5 * px + 0.5 * qx;
            double my = 0.5 * py + 0.5 * qy;
            for (int i = -24; i < 24; i++) {
                for (int j = -24; j < 24; j++) {
                    double ax = mx + i * Math.ulp(mx);
                    double ay = my + j * Math.ulp(my);
                    double[][] orders = {{ax, ay, px, py, qx, qy}, {px, py, ax, ay, qx, qy}, {px, py, qx, qy, ax, ay}};
                    for (double[] o : orders) {
                        int want = exactTurn(o[0], o[1], o[2], o[3], o[4], o[5]);
                        assertThat(ConvexHull2d.orientation(o[0], o[1], o[2], o[3], o[4], o[5]))
                                .as("%s", java.util.Arrays.toString(o)).isEqualTo(want);
                        double naive = (o[0] - o[4]) * (o[3] - o[5]) - (o[1] - o[5]) * (o[2] - o[4]);
                        if ((int) Math.signum(naive) != want) {
                            wrongByFloat++;
                        }
                    }
                }
            }
        }
        // The grids are hard: the formula the filter starts from gets many signs wrong.
        assertThat(wrongByFloat).isPositive();
    }
}
