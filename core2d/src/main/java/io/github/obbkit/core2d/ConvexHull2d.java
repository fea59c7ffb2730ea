package io.github.obbkit.core2d;

import java.math.BigDecimal;

/**
 * The convex hull of a 2D point set by Andrew's monotone chain (A. M. Andrew, "Another efficient
 * algorithm for convex hulls in two dimensions", Information Processing Letters 9(5), 1979), for
 * {@link PointFit2d}.
 *
 * <p>The hull is exact for the given doubles: the turn test is the sign of the orientation
 * determinant, decided by Shewchuk's static filter ("Adaptive Precision Floating-Point Arithmetic
 * and Fast Robust Geometric Predicates", 1997, {@code orient2d}'s first bound) and, when the filter
 * cannot tell, by exact {@link BigDecimal} arithmetic. Duplicates are removed before the chain, and
 * a point on a hull edge (a zero turn) is not a vertex: the hull is the strictly convex polygon, in
 * counter-clockwise order from the lexicographically smallest point.
 */
final class ConvexHull2d {
    /** Shewchuk's {@code ccwerrboundA}, {@code (3 + 16u) u}. */
    private static final double ORIENT_BOUND = (3 + 16 * 0x1p-53) * 0x1p-53;
    /** Below this sum of products, an underflow may hide in them, which the static bound ignores. */
    private static final double UNDERFLOW_GUARD = 0x1p-960;

    private ConvexHull2d() {
    }

    /**
     * The sign of the turn {@code a -> b -> c}: positive counter-clockwise, negative clockwise, zero
     * for collinear points, exact for the given doubles.
     */
    static int orientation(double ax, double ay, double bx, double by, double cx, double cy) {
        double left = (ax - cx) * (by - cy);
        double right = (ay - cy) * (bx - cx);
        double det = left - right;
        double sum = Math.abs(left) + Math.abs(right);
        double bound = ORIENT_BOUND * sum;
        if ((det > bound || -det > bound) && sum >= UNDERFLOW_GUARD && sum < Double.POSITIVE_INFINITY) {
            return det > 0 ? 1 : -1;
        }
        return exactOrientation(ax, ay, bx, by, cx, cy);
    }

    private static int exactOrientation(double ax, double ay, double bx, double by, double cx, double cy) {
        BigDecimal acx = new BigDecimal(ax).subtract(new BigDecimal(cx));
        BigDecimal bcy = new BigDecimal(by).subtract(new BigDecimal(cy));
        BigDecimal acy = new BigDecimal(ay).subtract(new BigDecimal(cy));
        BigDecimal bcx = new BigDecimal(bx).subtract(new BigDecimal(cx));
        return acx.multiply(bcy).subtract(acy.multiply(bcx)).signum();
    }

    /**
     * Sorts the first {@code n} points lexicographically (x, then y), removes duplicates, and returns
     * how many distinct points remain at the front of the arrays.
     */
    static int sortDistinct(double[] x, double[] y, int n) {
        heapSort(x, y, n);
        int m = n == 0 ? 0 : 1;
        for (int i = 1; i < n; i++) {
            if (x[i] != x[m - 1] || y[i] != y[m - 1]) {
                x[m] = x[i];
                y[m] = y[i];
                m++;
            }
        }
        return m;
    }

    /**
     * The hull of {@code n >= 2} distinct points sorted by {@link #sortDistinct}, written counter-
     * clockwise into {@code hx, hy} (room for {@code n + 1} points); returns the vertex count, 2 when
     * all points are collinear (the two extreme points).
     */
    static int hull(double[] x, double[] y, int n, double[] hx, double[] hy) {
        int k = 0;
        // Lower chain, left to right: a point that does not turn left pops the last vertex.
        for (int i = 0; i < n; i++) {
            while (k >= 2 && orientation(hx[k - 2], hy[k - 2], hx[k - 1], hy[k - 1], x[i], y[i]) <= 0) {
                k--;
            }
            hx[k] = x[i];
            hy[k] = y[i];
            k++;
        }
        // Upper chain, right to left, on top of the lower one.
        int lower = k + 1;
        for (int i = n - 2; i >= 0; i--) {
            while (k >= lower && orientation(hx[k - 2], hy[k - 2], hx[k - 1], hy[k - 1], x[i], y[i]) <= 0) {
                k--;
            }
            hx[k] = x[i];
            hy[k] = y[i];
            k++;
        }
        return k - 1;
    }

    private static boolean less(double[] x, double[] y, int i, int j) {
        return x[i] < x[j] || (x[i] == x[j] && y[i] < y[j]);
    }

    private static void swap(double[] x, double[] y, int i, int j) {
        double t = x[i];
        x[i] = x[j];
        x[j] = t;
        t = y[i];
        y[i] = y[j];
        y[j] = t;
    }

    /** Heapsort: O(n log n) on every input, in place, no allocation. */
    private static void heapSort(double[] x, double[] y, int n) {
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(x, y, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(x, y, 0, end);
            siftDown(x, y, 0, end);
        }
    }

    private static void siftDown(double[] x, double[] y, int root, int n) {
        int i = root;
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                return;
            }
            if (child + 1 < n && less(x, y, child, child + 1)) {
                child++;
            }
            if (!less(x, y, i, child)) {
                return;
            }
            swap(x, y, i, child);
            i = child;
        }
    }
}
