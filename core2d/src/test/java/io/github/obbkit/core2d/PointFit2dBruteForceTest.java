package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Vector2d;
import org.joml.Vector2dc;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;

/**
 * The minimum-area fit against a brute force of its own: a side of a least rectangle lies along a
 * hull edge (Freeman and Shapira), so the least of the rectangles aligned with the line through every
 * pair of distinct input points is the minimum. Each box must reach that area up to rounding, hold
 * every point with no tolerance, be centred on the points' extent along both axes, and have its longer
 * side along X; every input form and a reused workspace must give it bit for bit. The sets are the
 * ones the calipers find hard: grids full of duplicates and collinear runs, collinear sets, two points,
 * one point, and scales from {@code 1e-290} to {@code 1e299} and far from the origin (where the fit's
 * scaling of edge vectors and its coordinates relative to a hull vertex matter).
 */
class PointFit2dBruteForceTest {
    /**
     * The least bounding-rectangle area over the directions of all pairs of distinct points, divided
     * by {@code e * e} (so that it neither overflows nor underflows at any scale).
     */
    private static double bruteForceArea(double[] x, double[] y, double e) {
        double best = Double.POSITIVE_INFINITY;
        boolean anyPair = false;
        for (int p = 0; p < x.length; p++) {
            for (int q = p + 1; q < x.length; q++) {
                double ex = x[q] - x[p];
                double ey = y[q] - y[p];
                if (ex == 0 && ey == 0) {
                    continue;
                }
                anyPair = true;
                double s = Math.max(Math.abs(ex), Math.abs(ey));
                double len = Math.hypot(ex / s, ey / s);
                double ux = ex / s / len;
                double uy = ey / s / len;
                double minU = Double.POSITIVE_INFINITY;
                double maxU = Double.NEGATIVE_INFINITY;
                double minN = Double.POSITIVE_INFINITY;
                double maxN = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < x.length; i++) {
                    double dx = x[i] - x[p];
                    double dy = y[i] - y[p];
                    double u = dx * ux + dy * uy;
                    double n = -dx * uy + dy * ux;
                    minU = Math.min(minU, u);
                    maxU = Math.max(maxU, u);
                    minN = Math.min(minN, n);
                    maxN = Math.max(maxN, n);
                }
                best = Math.min(best, (maxU - minU) / e * ((maxN - minN) / e));
            }
        }
        return anyPair ? best : 0;
    }

    private static double extent(double[] x, double[] y) {
        double w = 0;
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x.length; j++) {
                w = Math.max(w, Math.max(Math.abs(x[i] - x[j]), Math.abs(y[i] - y[j])));
            }
        }
        return w;
    }

    private static double largest(double[] x, double[] y) {
        double m = 0;
        for (int i = 0; i < x.length; i++) {
            m = Math.max(m, Math.max(Math.abs(x[i]), Math.abs(y[i])));
        }
        return m;
    }

    private static double[] interleave(double[] x, double[] y) {
        double[] xy = new double[2 * x.length];
        for (int i = 0; i < x.length; i++) {
            xy[2 * i] = x[i];
            xy[2 * i + 1] = y[i];
        }
        return xy;
    }

    /** Checks one fit against the brute force and the contract; returns the box. */
    private static Obb2d checkFit(double[] x, double[] y, String at) {
        double[] xy = interleave(x, y);
        Obb2d box = PointFit2d.minimumArea(xy.clone());

        double e = extent(x, y);
        double band = 1e-12 + 8 * Math.ulp(largest(x, y)) / e;
        double area = e == 0 ? 0 : 2 * box.halfExtentX() / e * (2 * box.halfExtentY() / e);
        double oracle = bruteForceArea(x, y, e);
        assertThat(Math.abs(area - oracle)).as("%s: area %s vs brute force %s of %s", at, area, oracle, box)
                .isLessThanOrEqualTo(band);
        assertThat(box.halfExtentX()).as("%s: X is the longer side of %s", at, box)
                .isGreaterThanOrEqualTo(box.halfExtentY() * (1 - 1e-12));
        // An orthonormal frame, as every stored box has.
        assertThat(box.axisXx() * box.axisXx() + box.axisXy() * box.axisXy()).as(at).isCloseTo(1, within(4e-16));
        assertThat(box.axisYx() * box.axisYx() + box.axisYy() * box.axisYy()).as(at).isCloseTo(1, within(4e-16));
        assertThat(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy()).as(at).isCloseTo(0, within(4e-16));
        assertThat(box.axisXx() * box.axisYy() - box.axisXy() * box.axisYx()).as(at + ": right-handed").isPositive();
        // Every point in, with no tolerance; the box centred on the points along each axis.
        double minU = Double.POSITIVE_INFINITY;
        double maxU = Double.NEGATIVE_INFINITY;
        double minV = Double.POSITIVE_INFINITY;
        double maxV = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < x.length; i++) {
            assertThat(box.contains(x[i], y[i])).as("%s: point %d (%s, %s) in %s", at, i, x[i], y[i], box).isTrue();
            double dx = x[i] - box.centerX();
            double dy = y[i] - box.centerY();
            double u = dx * box.axisXx() + dy * box.axisXy();
            double v = dx * box.axisYx() + dy * box.axisYy();
            minU = Math.min(minU, u);
            maxU = Math.max(maxU, u);
            minV = Math.min(minV, v);
            maxV = Math.max(maxV, v);
        }
        double centring = 1e-12 * e + 8 * Math.ulp(largest(x, y));
        assertThat(maxU + minU).as("%s: centred along X, %s", at, box).isCloseTo(0, within(centring));
        assertThat(maxV + minV).as("%s: centred along Y, %s", at, box).isCloseTo(0, within(centring));
        assertThat(box.halfExtentX()).as(at).isEqualTo(Math.max(maxU, -minU));
        assertThat(box.halfExtentY()).as(at).isEqualTo(Math.max(maxV, -minV));
        return box;
    }

    private static org.assertj.core.data.Offset<Double> within(double d) {
        return org.assertj.core.data.Offset.offset(d);
    }

    @Test
    void randomSets_atEveryScale_reachTheBruteForceMinimum_andHoldEveryPoint() {
        SplittableRandom r = new SplittableRandom(20);
        double[] scales = {1, 1e-290, 1e-3, 1e6, 1e299};
        for (int c = 0; c < 400; c++) {
            int n = 1 + r.nextInt(c % 7 == 0 ? 3 : 16);
            double scale = scales[c % scales.length];
            double offset = c % 4 == 3 && scale < 1e290 ? scale * 1e7 : 0;
            int kind = c % 5;
            double[] x = new double[n];
            double[] y = new double[n];
            double slopeX = r.nextDouble(-1, 1);
            double slopeY = r.nextDouble(-1, 1);
            for (int i = 0; i < n; i++) {
                switch (kind) {
                    case 0 -> { // uniform
                        x[i] = offset + scale * r.nextDouble(-0.4, 0.4);
                        y[i] = offset + scale * r.nextDouble(-0.4, 0.4);
                    }
                    case 1 -> { // a small grid: duplicates, collinear runs, exact ties
                        x[i] = offset + scale * 0x1p-3 * r.nextInt(4);
                        y[i] = offset + scale * 0x1p-3 * r.nextInt(4);
                    }
                    case 2 -> { // a needle: nearly collinear
                        double t = r.nextDouble(-0.4, 0.4);
                        x[i] = offset + scale * (t * slopeX + 1e-9 * r.nextDouble());
                        y[i] = offset + scale * (t * slopeY + 1e-9 * r.nextDouble());
                    }
                    case 3 -> { // on an integer line: collinear in exact arithmetic
                        int t = r.nextInt(-3, 4);
                        x[i] = offset + scale * 0x1p-4 * 3 * t;
                        y[i] = offset + scale * 0x1p-4 * -2 * t;
                    }
                    default -> { // a thin, turned rectangle's outline, a long side along no world axis
                        double t = r.nextDouble(-0.4, 0.4);
                        double w = r.nextBoolean() ? 0.05 : -0.05;
                        x[i] = offset + scale * (0.8 * t - 0.6 * w);
                        y[i] = offset + scale * (0.6 * t + 0.8 * w);
                    }
                }
            }
            checkFit(x, y, "case " + c + " kind " + kind + " scale " + scale + " offset " + offset + " n " + n);
        }
    }

    @Test
    void onePoint_repeated_isAPointBoxOnTheWorldAxes_andNegativeZeroIsStoredAsZero() {
        Obb2d box = PointFit2d.minimumArea(new double[] {3.5, -2, 3.5, -2, 3.5, -2});
        assertThat(box).isEqualTo(Obb2d.fromAxes(3.5, -2, 1, 0, 0, 1, 0, 0));

        Obb2d zero = PointFit2d.minimumArea(new double[] {-0.0, -0.0});
        assertThat(Double.doubleToRawLongBits(zero.centerX())).isZero();
        assertThat(Double.doubleToRawLongBits(zero.centerY())).isZero();
    }

    @Test
    void twoPoints_giveTheSegmentBetweenThem_atTinyAndHugeScales() {
        double[][] pairs = {
            {1, 2, 4, 6},                        // length 5 along (0.6, 0.8)
            {1e-300, 2e-300, 4e-300, 6e-300},    // squares underflow unless scaled
            {-3e299, -4e299, 3e299, 4e299},      // squares overflow unless scaled
            {7, 1, 7, -3},                       // vertical
        };
        for (double[] p : pairs) {
            Obb2d box = PointFit2d.minimumArea(p.clone());
            double dx = p[2] - p[0];
            double dy = p[3] - p[1];
            double len = Math.hypot(dx, dy);
            String at = java.util.Arrays.toString(p);
            // Zero up to the rounding of the points' offsets across an axis that is rounded itself.
            assertThat(box.halfExtentY()).as(at).isLessThanOrEqualTo(1e-15 * len);
            assertThat(box.halfExtentX()).as(at).isCloseTo(len / 2, within(1e-15 * len));
            assertThat(box.centerX()).as(at).isCloseTo(p[0] / 2 + p[2] / 2, within(1e-15 * len));
            assertThat(box.centerY()).as(at).isCloseTo(p[1] / 2 + p[3] / 2, within(1e-15 * len));
            // The X axis along the segment, either way round.
            assertThat(Math.abs(box.axisXx() * dx / len + box.axisXy() * dy / len)).as(at).isCloseTo(1, within(1e-15));
            checkFit(new double[] {p[0], p[2]}, new double[] {p[1], p[3]}, at);
        }
    }

    /** A 4 by 1 rectangle's corners and edge midpoints, turned by 30 degrees about the origin and scaled. */
    private static double[][] turnedRectangle(double scale) {
        double c = Math.cos(Math.PI / 6);
        double s = Math.sin(Math.PI / 6);
        double[][] local = {{-2, -0.5}, {2, -0.5}, {2, 0.5}, {-2, 0.5}, {0, -0.5}, {0, 0.5}, {0.5, 0.1}};
        double[] x = new double[local.length];
        double[] y = new double[local.length];
        for (int i = 0; i < local.length; i++) {
            x[i] = scale * (c * local[i][0] - s * local[i][1]);
            y[i] = scale * (s * local[i][0] + c * local[i][1]);
        }
        return new double[][] {x, y};
    }

    @Test
    void setsWhoseAreaOverflowsOrUnderflows_stillGetTheLeastRectangle() {
        // Extents above about 1e154 make every candidate's area infinite, below about 1e-162 zero:
        // the comparison of areas must not depend on their squares being representable.
        for (double scale : new double[] {1e200, 1e-200, 1e-300, 1e299}) {
            double[][] p = turnedRectangle(scale);
            Obb2d box = checkFit(p[0], p[1], "scale " + scale);
            assertThat(box.halfExtentX() / scale).as("scale %s: %s", scale, box).isCloseTo(2, within(1e-12));
            assertThat(box.halfExtentY() / scale).as("scale %s: %s", scale, box).isCloseTo(0.5, within(1e-12));
            // A pentagon, whose first hull edge (from the lexicographically least point) is not the best.
            double[] px = {0, 7, 9, 4, -1};
            double[] py = {0, -1, 4, 9, 5};
            for (int i = 0; i < px.length; i++) {
                px[i] *= scale / 10;
                py[i] *= scale / 10;
            }
            checkFit(px, py, "pentagon, scale " + scale);
        }
    }

    @Test
    void aWorkspaceThatServedAnotherSet_leavesNoTraceInAHugeSetsBox() {
        PointFitWorkspace2d ws = new PointFitWorkspace2d();
        double[][] p = turnedRectangle(1e200);
        double[] xy = interleave(p[0], p[1]);
        PointFit2d.minimumArea(new double[] {0, 0, 1, 0, 1, 1, 0, 1, 0.5, 0.5, 0.2, 0.9, 0.1, 0.3}, 0, 7, ws);

        assertThat(PointFit2d.minimumArea(xy, 0, 7, ws)).isEqualTo(PointFit2d.minimumArea(xy));
    }

    @Test
    void everyInputForm_andAWorkspaceThatGrowsAndShrinks_giveTheSameBox_bitForBit() {
        SplittableRandom r = new SplittableRandom(21);
        PointFitWorkspace2d shared = new PointFitWorkspace2d();
        int[] sizes = {3, 40, 5, 40, 41, 1, 2, 200, 7};
        for (int c = 0; c < sizes.length; c++) {
            int n = sizes[c];
            double[] xy = new double[2 * n];
            for (int i = 0; i < xy.length; i++) {
                xy[i] = (float) r.nextDouble(-10, 10); // floats, so that the float forms read the same points
            }
            Obb2d box = PointFit2d.minimumArea(xy.clone());
            double[] padded = new double[xy.length + 5];
            java.util.Arrays.fill(padded, 1e9); // junk around the range, which must not be read
            System.arraycopy(xy, 0, padded, 3, xy.length);
            Vector2dc[] doubles = new Vector2dc[n];
            Vector2f[] floats = new Vector2f[n];
            List<Vector2f> floatList = new ArrayList<>();
            List<Vector2dc> reversed = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                doubles[i] = new Vector2d(xy[2 * i], xy[2 * i + 1]);
                floats[i] = new Vector2f((float) xy[2 * i], (float) xy[2 * i + 1]);
                floatList.add(floats[i]);
                reversed.add(0, doubles[i]);
            }
            String at = "case " + c + " n " + n;
            assertThat(PointFit2d.minimumArea(padded, 3, n)).as(at).isEqualTo(box);
            assertThat(PointFit2d.minimumArea(padded, 3, n, shared)).as(at + " shared workspace").isEqualTo(box);
            assertThat(PointFit2d.minimumArea(padded, 3, n, new PointFitWorkspace2d())).as(at).isEqualTo(box);
            assertThat(PointFit2d.minimumArea(doubles)).as(at).isEqualTo(box);
            assertThat(PointFit2d.minimumArea(floats)).as(at).isEqualTo(box);
            assertThat(PointFit2d.minimumAreaOfFloats(floatList)).as(at).isEqualTo(box);
            assertThat(PointFit2d.minimumArea(reversed)).as(at + " reversed").isEqualTo(box);
            assertThat(Obb2d.fromPoints(reversed)).as(at).isEqualTo(box);
            assertThat(Obb2d.fromPoints(padded, 3, n)).as(at).isEqualTo(box);
            // The caller's array is read, never reordered.
            assertThat(padded[3]).isEqualTo(xy[0]);
            assertThat(padded[padded.length - 3]).isEqualTo(xy[xy.length - 1]);
        }
    }

    @Test
    void badRanges_areRefused_namingTheArgumentAndValue() {
        PointFitWorkspace2d ws = new PointFitWorkspace2d();
        assertThatThrownBy(() -> PointFit2d.minimumArea(new double[0]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xy must hold x and y of at least one point, had length 0");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new double[3]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xy must hold x and y of at least one point, had length 3");
        for (boolean withWorkspace : new boolean[] {false, true}) {
            java.util.function.BiFunction<Integer, Integer, Obb2d> fit = (offset, count) -> withWorkspace
                    ? PointFit2d.minimumArea(new double[6], offset, count, ws)
                    : PointFit2d.minimumArea(new double[6], offset, count);
            assertThatThrownBy(() -> fit.apply(-1, 1)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("offset must be >= 0, was -1");
            assertThatThrownBy(() -> fit.apply(0, 0)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("count must be >= 1, was 0");
            assertThatThrownBy(() -> fit.apply(1, 3)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("offset + 2 * count must be <= xy.length (6), was offset 1 and count 3");
            assertThatThrownBy(() -> fit.apply(2, Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("offset + 2 * count must be <= xy.length (6), was offset 2 and count "
                            + Integer.MAX_VALUE);
            // The range may end exactly at the array's end, and start at 0.
            assertThat(fit.apply(2, 2)).isEqualTo(Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 0, 0));
            assertThat(fit.apply(0, 3)).isEqualTo(Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 0, 0));
        }
        assertThatThrownBy(() -> PointFit2d.minimumArea(new double[2], 0, 1, null))
                .isInstanceOf(NullPointerException.class).hasMessage("workspace");
        assertThatThrownBy(() -> PointFit2d.minimumArea((double[]) null, 0, 1, ws))
                .isInstanceOf(NullPointerException.class).hasMessage("xy");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new Vector2dc[0]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("points must hold at least one point, had 0");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new Vector2f[0]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("points must hold at least one point, had 0");
    }

    @Test
    void badCoordinates_areRefused_namingWhereTheyAre() {
        double[] xy = {0, 0, 1, 2, 3, Double.NaN};
        assertThatThrownBy(() -> PointFit2d.minimumArea(xy))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xy[5] must be finite and within 1.0E300 of the origin, was NaN");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new double[] {9, 9, 0, Math.nextUp(Obb2d.MAX_REACH)}, 2, 1,
                new PointFitWorkspace2d()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xy[3] must be finite and within 1.0E300 of the origin, was " + Math.nextUp(Obb2d.MAX_REACH));
        assertThatThrownBy(() -> PointFit2d.minimumArea(new double[] {9, 0, 0, Double.POSITIVE_INFINITY, 0}, 1, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xy[3] must be finite and within 1.0E300 of the origin, was Infinity");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new Vector2d(1, 1), new Vector2d(Double.NEGATIVE_INFINITY, 0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("points[1].x must be finite and within 1.0E300 of the origin, was -Infinity");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new Vector2f(1, 1), new Vector2f(0, 2), new Vector2f(0, Float.NaN)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("points[2].y must be finite and within 1.0E300 of the origin, was NaN");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new Vector2d(1, 1), null))
                .isInstanceOf(NullPointerException.class).hasMessage("points[1]");
        assertThatThrownBy(() -> PointFit2d.minimumArea(new Vector2f(1, 1), null))
                .isInstanceOf(NullPointerException.class).hasMessage("points[1]");
        // The reach itself is allowed.
        Obb2d far = PointFit2d.minimumArea(new double[] {Obb2d.MAX_REACH, -Obb2d.MAX_REACH});
        assertThat(far.centerX()).isEqualTo(Obb2d.MAX_REACH);
        assertThat(far.centerY()).isEqualTo(-Obb2d.MAX_REACH);
    }
}
