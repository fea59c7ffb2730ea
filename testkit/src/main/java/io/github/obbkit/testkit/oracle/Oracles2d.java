package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Slow, independent answers to the questions {@code core2d} answers fast, written differently on
 * purpose so that a shared mistake is unlikely.
 *
 * <p>The fast kernel projects the centre difference on four rotation rows; these oracles build the
 * corners first (as the Slang {@code OBB} of the seed text does: {@code center + inverse(rotation) *
 * (corner * scale)}), derive candidate axes from the corners' edges, and project all corners on
 * every candidate. The candidates are every edge's normal and direction and the direction between the
 * centres: projecting on any direction is a valid test, and these include every direction the
 * separating-axis theorem needs, also for boxes flattened into segments or points. Corners are built
 * relative to box A's centre, so rounding is relative to the pair's size, not to its distance from
 * the origin. Everything here allocates and is meant for tests only.
 */
public final class Oracles2d {
    /** How many evenly spaced directions {@link #mtv} searches besides the edge normals. */
    public static final int SEARCH_DIRECTIONS = 720;

    private Oracles2d() {
    }

    /**
     * The corners of a box, relative to {@code (originX, originY)}, computed from the definition:
     * the canonical corners {@code (-1,-1), (1,-1), (1,1), (-1,1)} scaled by the half-extents and taken
     * through the inverse (transpose) of the row rotation.
     *
     * @param box     the box
     * @param originX the x subtracted from every corner
     * @param originY the y subtracted from every corner
     * @return {@code x0, y0, ..., x3, y3}
     */
    public static double[] corners(Obb2d box, double originX, double originY) {
        Objects.requireNonNull(box, "box");
        double[][] canonical = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        // inverse(rotation) = transpose: its rows are the columns of the row-axes rotation.
        double[] inv0 = {box.axisXx(), box.axisYx()};
        double[] inv1 = {box.axisXy(), box.axisYy()};
        double ox = box.centerX() - originX;
        double oy = box.centerY() - originY;
        double[] pts = new double[8];
        for (int i = 0; i < 4; i++) {
            double sx = canonical[i][0] * box.halfExtentX();
            double sy = canonical[i][1] * box.halfExtentY();
            pts[2 * i] = ox + (inv0[0] * sx + inv0[1] * sy);
            pts[2 * i + 1] = oy + (inv1[0] * sx + inv1[1] * sy);
        }
        return pts;
    }

    /**
     * The signed separation of two boxes: the largest gap between their corner projections over all
     * candidate axes. Positive means separated by at least that distance; zero, touching; negative,
     * overlapping on every candidate axis, by at least that much.
     *
     * @param a one box
     * @param b the other box
     * @return the signed separation
     */
    public static double separation(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double[] pa = corners(a, a.centerX(), a.centerY());
        double[] pb = corners(b, a.centerX(), a.centerY());
        double best = Double.NEGATIVE_INFINITY;
        for (double[] axis : candidateAxes(pa, pb)) {
            best = Math.max(best, gap(pa, pb, axis[0], axis[1]));
        }
        if (best == Double.NEGATIVE_INFINITY) {
            return 0; // two points at the same place
        }
        return best;
    }

    /**
     * Whether two closed boxes intersect: {@code separation(a, b) <= 0}.
     *
     * @param a one box
     * @param b the other box
     * @return true if they share a point (up to the oracle's rounding)
     */
    public static boolean intersects(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return separation(a, b) <= 0;
    }

    /**
     * The brute-force minimum translation that pushes {@code b} out of {@code a}: over the candidate
     * axes of {@link #separation} and {@link #SEARCH_DIRECTIONS} evenly spaced directions, both signs
     * each, the shortest push of B along a direction that leaves the corner projections touching.
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or {@code null} when {@code separation(a, b) > 0}
     */
    public static @Nullable Push2d mtv(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double[] pa = corners(a, a.centerX(), a.centerY());
        double[] pb = corners(b, a.centerX(), a.centerY());
        double[][] edgeAxes = candidateAxes(pa, pb);
        double best = Double.POSITIVE_INFINITY;
        double bx = 1;
        double by = 0;
        double sep = Double.NEGATIVE_INFINITY;
        for (double[] axis : edgeAxes) {
            sep = Math.max(sep, gap(pa, pb, axis[0], axis[1]));
        }
        if (edgeAxes.length > 0 && sep > 0) {
            return null;
        }
        int n = edgeAxes.length + SEARCH_DIRECTIONS;
        for (int k = 0; k < n; k++) {
            double nx;
            double ny;
            if (k < edgeAxes.length) {
                nx = edgeAxes[k][0];
                ny = edgeAxes[k][1];
            } else {
                double angle = Math.PI * (k - edgeAxes.length) / SEARCH_DIRECTIONS;
                nx = Math.cos(angle);
                ny = Math.sin(angle);
            }
            double[] ia = interval(pa, nx, ny);
            double[] ib = interval(pb, nx, ny);
            double plus = ia[1] - ib[0];
            double minus = ib[1] - ia[0];
            if (plus < best) {
                best = plus;
                bx = nx;
                by = ny;
            }
            if (minus < best) {
                best = minus;
                bx = -nx;
                by = -ny;
            }
        }
        return new Push2d(bx, by, Math.max(best, 0));
    }

    /**
     * The bounds of a box's four corners, by taking their minimum and maximum.
     *
     * @param box the box
     * @return the rectangle spanned by the corners
     */
    public static Aabb2d aabbOfCorners(Obb2d box) {
        Objects.requireNonNull(box, "box");
        double[] p = corners(box, 0, 0);
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 4; i++) {
            minX = Math.min(minX, p[2 * i]);
            maxX = Math.max(maxX, p[2 * i]);
            minY = Math.min(minY, p[2 * i + 1]);
            maxY = Math.max(maxY, p[2 * i + 1]);
        }
        return Aabb2d.of(minX, minY, maxX, maxY);
    }

    private static double[][] candidateAxes(double[] pa, double[] pb) {
        double[][] axes = new double[17][];
        int n = 0;
        for (double[] pts : new double[][] {pa, pb}) {
            for (int i = 0; i < 4; i++) {
                int j = (i + 1) % 4;
                double ex = pts[2 * j] - pts[2 * i];
                double ey = pts[2 * j + 1] - pts[2 * i + 1];
                double len = Math.hypot(ex, ey);
                if (len > 0) {
                    axes[n++] = new double[] {-ey / len, ex / len};
                    axes[n++] = new double[] {ex / len, ey / len};
                }
            }
        }
        double cx = (pb[0] + pb[4]) / 2 - (pa[0] + pa[4]) / 2;
        double cy = (pb[1] + pb[5]) / 2 - (pa[1] + pa[5]) / 2;
        double len = Math.hypot(cx, cy);
        if (len > 0) {
            axes[n++] = new double[] {cx / len, cy / len};
        }
        return java.util.Arrays.copyOf(axes, n);
    }

    private static double gap(double[] pa, double[] pb, double nx, double ny) {
        double[] ia = interval(pa, nx, ny);
        double[] ib = interval(pb, nx, ny);
        return Math.max(ib[0] - ia[1], ia[0] - ib[1]);
    }

    private static double[] interval(double[] pts, double nx, double ny) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 4; i++) {
            double p = pts[2 * i] * nx + pts[2 * i + 1] * ny;
            lo = Math.min(lo, p);
            hi = Math.max(hi, p);
        }
        return new double[] {lo, hi};
    }
}
