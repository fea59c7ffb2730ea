package io.github.obbkit.core2d;

import java.util.Collection;
import java.util.Objects;
import org.joml.Vector2dc;
import org.joml.Vector2fc;

/**
 * The minimum-area rectangle enclosing a set of 2D points: the convex hull by Andrew's monotone
 * chain with an exact turn test, then rotating calipers over the hull's edges (H. Freeman and R.
 * Shapira, "Determining the minimum-area encasing rectangle for an arbitrary closed curve",
 * CACM 18(7), 1975, who show that a side of a minimum rectangle lies on a hull edge; G. Toussaint,
 * "Solving geometric problems with the rotating calipers", MELECON 1983). {@link Obb2d#fromPoints}
 * delegates here.
 *
 * <p><b>Contract.</b> The hull is exact for the given doubles: duplicates count once and points on
 * a hull edge (collinear points) are not vertices. Of the rectangles with a side along a hull edge,
 * the one of least area is chosen (the first in counter-clockwise hull order from the
 * lexicographically smallest point on an exact tie), and its X axis is its longer side. The
 * calipers work in coordinates relative to a hull vertex, so points far from the origin keep their
 * precision. The area equals the exact minimum up to rounding: a relative error of a few
 * {@code 2^-53} of the point set's extent squared, measured against a brute-force oracle in
 * {@code verification}.
 *
 * <p><b>Containment.</b> The half-extents are set last, from every input point, with the arithmetic
 * of {@link Obb2d#contains(double, double)}: every input point is contained with no tolerance, as
 * that method computes it (in exact arithmetic each lies within a few {@code 2^-53} of its offset from
 * the centre of the box; see docs/precision.md).
 *
 * <p><b>Degenerate sets.</b> One distinct point gives a box of zero extents on the world axes at that
 * point; collinear points (two distinct points included) give a segment along the line
 * ({@code halfExtentY} zero, or a few roundings of the points' offsets for points collinear only in
 * exact arithmetic after rounding).
 *
 * <p><b>Cost.</b> {@code O(n log n)} time (the sort); a call without a workspace allocates one (six
 * arrays of about {@code n} doubles) besides the box; one with a {@link PointFitWorkspace2d} that has
 * room for the points allocates only the box. The turn test allocates only when its floating-point
 * filter cannot decide (nearly collinear triples).
 */
public final class PointFit2d {
    private PointFit2d() {
    }

    /**
     * The minimum-area rectangle of the points {@code (xy[0], xy[1]), (xy[2], xy[3]), ...}.
     *
     * @param xy the coordinates, x and y interleaved; an even number of at least 2
     * @return the box
     * @throws NullPointerException     if {@code xy} is null
     * @throws IllegalArgumentException if {@code xy} has an odd or zero length, or a coordinate is
     *                                  NaN, infinite or beyond {@link Obb2d#MAX_REACH}
     */
    public static Obb2d minimumArea(double[] xy) {
        Objects.requireNonNull(xy, "xy");
        if (xy.length == 0 || xy.length % 2 != 0) {
            throw new IllegalArgumentException("xy must hold x and y of at least one point, had length "
                    + xy.length);
        }
        return minimumArea(xy, 0, xy.length / 2);
    }

    /**
     * The minimum-area rectangle of {@code count} points read from {@code xy}: point {@code i} is
     * {@code (xy[offset + 2i], xy[offset + 2i + 1])}.
     *
     * @param xy     the coordinates, x and y interleaved
     * @param offset the index of the first point's x, at least 0
     * @param count  the number of points, at least 1
     * @return the box
     * @throws NullPointerException     if {@code xy} is null
     * @throws IllegalArgumentException if the range does not fit in {@code xy}, {@code count < 1}, or a
     *                                  coordinate is NaN, infinite or beyond {@link Obb2d#MAX_REACH}
     */
    public static Obb2d minimumArea(double[] xy, int offset, int count) {
        Objects.requireNonNull(xy, "xy");
        if (offset < 0) {
            throw new IllegalArgumentException("offset must be >= 0, was " + offset);
        }
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1, was " + count);
        }
        if ((long) offset + 2L * count > xy.length) {
            throw new IllegalArgumentException("offset + 2 * count must be <= xy.length (" + xy.length
                    + "), was offset " + offset + " and count " + count);
        }
        return minimumArea(xy, offset, count, new PointFitWorkspace2d());
    }

    /**
     * {@link #minimumArea(double[], int, int)} with the caller's scratch space: the same box, bit for
     * bit, and nothing allocated but the box once the workspace has room for {@code count} points.
     *
     * @param xy        the coordinates, x and y interleaved
     * @param offset    the index of the first point's x, at least 0
     * @param count     the number of points, at least 1
     * @param workspace the scratch space, grown if it has no room for {@code count} points
     * @return the box
     * @throws NullPointerException     if {@code xy} or {@code workspace} is null
     * @throws IllegalArgumentException if the range does not fit in {@code xy}, {@code count < 1}, or a
     *                                  coordinate is NaN, infinite or beyond {@link Obb2d#MAX_REACH}
     */
    public static Obb2d minimumArea(double[] xy, int offset, int count, PointFitWorkspace2d workspace) {
        Objects.requireNonNull(xy, "xy");
        Objects.requireNonNull(workspace, "workspace");
        if (offset < 0) {
            throw new IllegalArgumentException("offset must be >= 0, was " + offset);
        }
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1, was " + count);
        }
        if ((long) offset + 2L * count > xy.length) {
            throw new IllegalArgumentException("offset + 2 * count must be <= xy.length (" + xy.length
                    + "), was offset " + offset + " and count " + count);
        }
        workspace.ensure(count);
        double[] x = workspace.x;
        double[] y = workspace.y;
        for (int i = 0; i < count; i++) {
            x[i] = coordinate("xy", offset + 2 * i, xy[offset + 2 * i]);
            y[i] = coordinate("xy", offset + 2 * i + 1, xy[offset + 2 * i + 1]);
        }
        return fit(workspace, count);
    }

    /**
     * The minimum-area rectangle of the given points.
     *
     * @param points at least one point; read, never kept
     * @return the box
     * @throws NullPointerException     if {@code points} or one of its elements is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN, infinite or beyond
     *                                  {@link Obb2d#MAX_REACH}
     */
    public static Obb2d minimumArea(Vector2dc... points) {
        Objects.requireNonNull(points, "points");
        double[] x = new double[points.length];
        double[] y = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            Vector2dc p = points[i];
            if (p == null) {
                throw new NullPointerException("points[" + i + "]");
            }
            x[i] = coordinate("points[].x", i, p.x());
            y[i] = coordinate("points[].y", i, p.y());
        }
        return fitNonEmpty(x, y);
    }

    /**
     * The minimum-area rectangle of the given single-precision points, read into double first.
     *
     * @param points at least one point; read, never kept
     * @return the box
     * @throws NullPointerException     if {@code points} or one of its elements is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN or infinite
     */
    public static Obb2d minimumArea(Vector2fc... points) {
        Objects.requireNonNull(points, "points");
        double[] x = new double[points.length];
        double[] y = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            Vector2fc p = points[i];
            if (p == null) {
                throw new NullPointerException("points[" + i + "]");
            }
            x[i] = coordinate("points[].x", i, p.x());
            y[i] = coordinate("points[].y", i, p.y());
        }
        return fitNonEmpty(x, y);
    }

    /**
     * The minimum-area rectangle of the points of a collection, in its iteration order.
     *
     * @param points at least one point; read, never kept
     * @return the box
     * @throws NullPointerException     if {@code points} or one of its elements is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN, infinite or beyond
     *                                  {@link Obb2d#MAX_REACH}
     */
    public static Obb2d minimumArea(Collection<? extends Vector2dc> points) {
        return minimumArea(Objects.requireNonNull(points, "points").toArray(new Vector2dc[0]));
    }

    /**
     * The minimum-area rectangle of the single-precision points of a collection, read into double.
     * (Its own name, because a collection of {@code Vector2fc} and one of {@code Vector2dc} erase to
     * the same Java signature.)
     *
     * @param points at least one point; read, never kept
     * @return the box
     * @throws NullPointerException     if {@code points} or one of its elements is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN or infinite
     */
    public static Obb2d minimumAreaOfFloats(Collection<? extends Vector2fc> points) {
        return minimumArea(Objects.requireNonNull(points, "points").toArray(new Vector2fc[0]));
    }

    /** The value, checked; the name is built only for the message (an array name, or "points[].x"). */
    private static double coordinate(String name, int index, double value) {
        if (!(Math.abs(value) <= Obb2d.MAX_REACH)) {
            String full = name.startsWith("points[]") ? "points[" + index + "]" + name.substring(8)
                    : name + "[" + index + "]";
            throw new IllegalArgumentException(full + " must be finite and within " + Obb2d.MAX_REACH
                    + " of the origin, was " + value);
        }
        return value + 0.0;
    }

    private static Obb2d fitNonEmpty(double[] x, double[] y) {
        if (x.length == 0) {
            throw new IllegalArgumentException("points must hold at least one point, had 0");
        }
        PointFitWorkspace2d workspace = new PointFitWorkspace2d();
        workspace.ensure(x.length);
        System.arraycopy(x, 0, workspace.x, 0, x.length);
        System.arraycopy(y, 0, workspace.y, 0, y.length);
        return fit(workspace, x.length);
    }

    /** Fits the validated points {@code ws.x, ws.y}, which are reordered here. */
    private static Obb2d fit(PointFitWorkspace2d ws, int n) {
        double[] x = ws.x;
        double[] y = ws.y;
        double[] ox = ws.ox;
        double[] oy = ws.oy;
        System.arraycopy(x, 0, ox, 0, n);
        System.arraycopy(y, 0, oy, 0, n);
        int m = ConvexHull2d.sortDistinct(x, y, n);
        if (m == 1) {
            return new Obb2d(x[0], y[0], 1, 0, 0, 1, 0, 0);
        }
        double[] hx = ws.hx;
        double[] hy = ws.hy;
        int h = ConvexHull2d.hull(x, y, m, hx, hy);
        // Relative to the first vertex: near points far from the origin subtract exactly (Sterbenz).
        double refX = hx[0];
        double refY = hy[0];
        for (int i = 0; i < h; i++) {
            hx[i] -= refX;
            hy[i] -= refY;
        }
        double[] frame = ws.frame;
        if (h == 2) {
            segmentFrame(hx, hy, frame);
        } else {
            calipers(hx, hy, h, frame);
        }
        return sealed(ox, oy, n, refX + frame[0], refY + frame[1], frame[2], frame[3], frame[4] >= 1, ws.axes);
    }

    /** The frame of a segment from vertex 0 to vertex 1: centre (local) and direction. */
    private static void segmentFrame(double[] px, double[] py, double[] frame) {
        double ex = px[1] - px[0];
        double ey = py[1] - py[0];
        double s = Math.max(Math.abs(ex), Math.abs(ey));
        ex /= s;
        ey /= s;
        double len = Math.sqrt(ex * ex + ey * ey);
        frame[0] = px[0] + 0.5 * (px[1] - px[0]);
        frame[1] = py[0] + 0.5 * (py[1] - py[0]);
        frame[2] = ex / len;
        frame[3] = ey / len;
        frame[4] = 1;
    }

    /**
     * Rotating calipers over a strictly convex counter-clockwise polygon of {@code h >= 3} vertices:
     * writes the least-area rectangle's centre (local), its edge direction {@code u}, and whether
     * {@code u} is its longer side (1) or not (0).
     *
     * <p>The three calipers (farthest along {@code u}, farthest from the edge, farthest against
     * {@code u}) advance while the next edge still climbs in their direction, judged by the sign of
     * that edge's dot product with the direction: a sign misjudged by rounding is one of an edge
     * within rounding of perpendicular to it, so the vertex chosen instead projects within rounding
     * of the right one, however short the edges.
     */
    private static void calipers(double[] px, double[] py, int h, double[] frame) {
        // Areas are compared times sc^2, sc = 2^-e for the binade e of the largest coordinate: the
        // plain product over- and underflows for extents beyond about 1e154 and below 1e-162 (every
        // candidate then ties at infinity or zero), and a power of two scales every rounding exactly,
        // so wherever the plain areas were finite and normal the comparisons are the same.
        double largest = 0;
        for (int i = 0; i < h; i++) {
            largest = Math.max(largest, Math.max(Math.abs(px[i]), Math.abs(py[i])));
        }
        double sc = Math.scalb(1.0, -Math.getExponent(largest));
        double best = Double.POSITIVE_INFINITY;
        int right = 1;
        int top = 1;
        int left = 1;
        for (int i = 0; i < h; i++) {
            int i1 = i + 1 == h ? 0 : i + 1;
            double ex = px[i1] - px[i];
            double ey = py[i1] - py[i];
            double s = Math.max(Math.abs(ex), Math.abs(ey));
            ex /= s;
            ey /= s;
            double len = Math.sqrt(ex * ex + ey * ey);
            double ux = ex / len;
            double uy = ey / len;
            // n = u turned a quarter counter-clockwise: into the polygon.
            double nx = -uy;
            double ny = ux;
            right = Math.max(right, i + 1);
            while (right < i + h && dot(px, py, h, right, ux, uy) > 0) {
                right++;
            }
            top = Math.max(top, right);
            while (top < i + h && dot(px, py, h, top, nx, ny) > 0) {
                top++;
            }
            left = Math.max(left, top);
            while (left < i + h && dot(px, py, h, left, ux, uy) < 0) {
                left++;
            }
            int r = right % h;
            int t = top % h;
            int l = left % h;
            double maxU = (px[r] - px[i]) * ux + (py[r] - py[i]) * uy;
            double minU = (px[l] - px[i]) * ux + (py[l] - py[i]) * uy;
            double maxN = (px[t] - px[i]) * nx + (py[t] - py[i]) * ny;
            double width = maxU - minU;
            double area = (width * sc) * (maxN * sc);
            if (area < best) {
                best = area;
                double midU = 0.5 * (minU + maxU);
                double midN = 0.5 * maxN;
                frame[0] = px[i] + ux * midU + nx * midN;
                frame[1] = py[i] + uy * midU + ny * midN;
                frame[2] = ux;
                frame[3] = uy;
                frame[4] = width >= maxN ? 1 : 0;
            }
        }
    }

    /** The dot product of polygon edge {@code k} (from vertex {@code k mod h} to the next) with {@code d}. */
    private static double dot(double[] px, double[] py, int h, int k, double dx, double dy) {
        int a = k % h;
        int b = a + 1 == h ? 0 : a + 1;
        return (px[b] - px[a]) * dx + (py[b] - py[a]) * dy;
    }

    /**
     * The box with the given centre and direction {@code u} (the X axis if {@code uIsX}, else the Y
     * axis), its half-extents the largest offsets of the input points along each axis, computed as
     * {@link Obb2d#contains(double, double)} computes them.
     */
    private static Obb2d sealed(double[] x, double[] y, int n, double cx, double cy, double ux, double uy,
                                boolean uIsX, double[] axes) {
        double ax = uIsX ? ux : -uy;
        double ay = uIsX ? uy : ux;
        axes[0] = ax;
        axes[1] = ay;
        axes[2] = -ay;
        axes[3] = ax;
        AxisFrames2d.orthonormalise(axes);
        // As a stored box holds them: -0.0 made 0.0.
        double fcx = cx + 0.0;
        double fcy = cy + 0.0;
        double fux = axes[0] + 0.0;
        double fuy = axes[1] + 0.0;
        double fvx = axes[2] + 0.0;
        double fvy = axes[3] + 0.0;
        double hx = 0;
        double hy = 0;
        for (int i = 0; i < n; i++) {
            double dx = x[i] - fcx;
            double dy = y[i] - fcy;
            hx = Math.max(hx, Math.abs(dx * fux + dy * fuy));
            hy = Math.max(hy, Math.abs(dx * fvx + dy * fvy));
        }
        return new Obb2d(fcx, fcy, fux, fuy, fvx, fvy, hx, hy);
    }
}
