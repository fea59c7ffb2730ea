package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;

/**
 * Brute-force answers to "the smallest box around these points", independent of obbkit's
 * {@code PointFit2d} and {@code PointFit3d}: no convex hull by monotone chain, no calipers, no
 * principal axes. Everything here allocates and is slow on purpose; use it on tens of points.
 *
 * <p><b>2D</b> ({@link #minimumArea}): the exact minimum area, up to rounding. A side of a
 * minimum-area rectangle lies on an edge of the convex hull (Freeman and Shapira 1975), every hull
 * edge joins two input points, so the least of the bounding rectangles along every direction between
 * two input points is the minimum: {@code O(n^3)}.
 *
 * <p><b>3D</b> ({@link #minimumVolume}): the least volume over every box one of whose axes is a
 * <em>candidate</em>, each with the exact minimum-area cross-section perpendicular to that axis (a
 * gift-wrapped 2D hull and every hull-edge direction). The candidates are the normals of the planes
 * through three input points (which include every hull face's normal), the directions between two
 * input points, and the cross products of two such directions. What it guarantees: its volume is
 * the volume of a box that contains the points (an upper bound of the minimum), and it is the exact
 * minimum whenever some minimum-volume box has a face flush with a face of the hull, or an axis along
 * a hull edge or along the cross product of two hull edges. J. O'Rourke ("Finding minimal enclosing
 * boxes", 1985) shows that a minimum box always has two adjacent faces each flush with a hull edge,
 * which this search covers only in those cases, so a fitter may beat it by a little on some sets;
 * {@code verification} reports how often. {@code O(n^4)} candidates on {@code n} points.
 */
public final class PointFitOracles {
    private PointFitOracles() {
    }

    /**
     * The minimum area of a rectangle containing the points {@code (xy[2i], xy[2i + 1])}, by brute
     * force over every direction between two input points.
     *
     * @param xy the coordinates, x and y interleaved, at least one point
     * @return the least area, 0 for one point or collinear points (up to rounding)
     * @throws NullPointerException     if {@code xy} is null
     * @throws IllegalArgumentException if {@code xy} is empty or has an odd length
     */
    public static double minimumArea(double[] xy) {
        Objects.requireNonNull(xy, "xy");
        if (xy.length == 0 || xy.length % 2 != 0) {
            throw new IllegalArgumentException("xy must hold whole points, had length " + xy.length);
        }
        int n = xy.length / 2;
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double dx = xy[2 * j] - xy[2 * i];
                double dy = xy[2 * j + 1] - xy[2 * i + 1];
                double len = Math.hypot(dx, dy);
                if (len == 0) {
                    continue;
                }
                best = Math.min(best, rectangleArea(xy, n, xy[2 * i], xy[2 * i + 1], dx / len, dy / len));
            }
        }
        return best == Double.POSITIVE_INFINITY ? 0 : best;
    }

    /** The area of the bounding rectangle along unit {@code (ux, uy)}, offsets taken from a point of the set. */
    private static double rectangleArea(double[] xy, int n, double ox, double oy, double ux, double uy) {
        double minU = 0;
        double maxU = 0;
        double minV = 0;
        double maxV = 0;
        for (int k = 0; k < n; k++) {
            double px = xy[2 * k] - ox;
            double py = xy[2 * k + 1] - oy;
            double u = px * ux + py * uy;
            double v = -px * uy + py * ux;
            minU = Math.min(minU, u);
            maxU = Math.max(maxU, u);
            minV = Math.min(minV, v);
            maxV = Math.max(maxV, v);
        }
        return (maxU - minU) * (maxV - minV);
    }

    /**
     * The smallest box over the candidate axes described in the class comment, around the points
     * {@code (xyz[3i], xyz[3i + 1], xyz[3i + 2])}. A point set whose points all coincide gives a box
     * of zero extents there; a collinear one, a box of zero volume along the line.
     *
     * @param xyz the coordinates, x, y and z interleaved, at least one point
     * @return the box (its {@link #volume(Obb3d)} is the oracle's answer)
     * @throws NullPointerException     if {@code xyz} is null
     * @throws IllegalArgumentException if {@code xyz} is empty or its length is not a multiple of 3
     */
    public static Obb3d minimumVolume(double[] xyz) {
        Objects.requireNonNull(xyz, "xyz");
        if (xyz.length == 0 || xyz.length % 3 != 0) {
            throw new IllegalArgumentException("xyz must hold whole points, had length " + xyz.length);
        }
        int n = xyz.length / 3;
        // Offsets from the first point keep sets far from the origin precise.
        double[] p = new double[xyz.length];
        for (int i = 0; i < xyz.length; i++) {
            p[i] = xyz[i] - xyz[i % 3];
        }
        Search search = new Search(p, n);
        double[][] dirs = new double[n * (n - 1) / 2][];
        int d = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double[] e = {p[3 * j] - p[3 * i], p[3 * j + 1] - p[3 * i + 1], p[3 * j + 2] - p[3 * i + 2]};
                if (e[0] != 0 || e[1] != 0 || e[2] != 0) {
                    dirs[d++] = e;
                    search.tryAxis(e[0], e[1], e[2]);
                }
            }
        }
        for (int a = 0; a < d; a++) {
            for (int b = a + 1; b < d; b++) {
                double[] e = dirs[a];
                double[] f = dirs[b];
                search.tryAxis(e[1] * f[2] - e[2] * f[1], e[2] * f[0] - e[0] * f[2], e[0] * f[1] - e[1] * f[0]);
            }
        }
        // Plane normals through three points are cross products of two directions from a shared point,
        // all of which the loop above has tried; a set with no two distinct points needs the axes.
        if (search.bestVolume == Double.POSITIVE_INFINITY) {
            search.tryAxis(0, 0, 1);
        }
        double[] f = search.best;
        double cx = xyz[0] + f[0] * f[12] + f[3] * f[13] + f[6] * f[14];
        double cy = xyz[1] + f[1] * f[12] + f[4] * f[13] + f[7] * f[14];
        double cz = xyz[2] + f[2] * f[12] + f[5] * f[13] + f[8] * f[14];
        return Obb3d.fromAxes(cx, cy, cz, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8],
                f[9], f[10], f[11]);
    }

    /**
     * {@code 8 hx hy hz}, a box's volume.
     *
     * @param box the box
     * @return its volume
     */
    public static double volume(Obb3d box) {
        return 8 * box.halfExtentX() * box.halfExtentY() * box.halfExtentZ();
    }

    /** The running best over candidate axes: axes, half-extents and centre offsets, 15 numbers. */
    private static final class Search {
        final double[] p;
        final int n;
        final double[] hullX;
        final double[] hullY;
        final double[] px;
        final double[] py;
        double bestVolume = Double.POSITIVE_INFINITY;
        double[] best = new double[15];

        Search(double[] p, int n) {
            this.p = p;
            this.n = n;
            hullX = new double[n + 1];
            hullY = new double[n + 1];
            px = new double[n];
            py = new double[n];
        }

        void tryAxis(double nx, double ny, double nz) {
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(len > 0) || !Double.isFinite(len)) {
                return;
            }
            nx /= len;
            ny /= len;
            nz /= len;
            // a: any unit vector perpendicular to n (from the world axis least along n); b = n x a.
            double ax;
            double ay;
            double az;
            if (Math.abs(nx) <= Math.abs(ny) && Math.abs(nx) <= Math.abs(nz)) {
                ax = 0;
                ay = nz;
                az = -ny;
            } else if (Math.abs(ny) <= Math.abs(nz)) {
                ax = -nz;
                ay = 0;
                az = nx;
            } else {
                ax = ny;
                ay = -nx;
                az = 0;
            }
            double al = Math.sqrt(ax * ax + ay * ay + az * az);
            ax /= al;
            ay /= al;
            az /= al;
            double bx = ny * az - nz * ay;
            double by = nz * ax - nx * az;
            double bz = nx * ay - ny * ax;
            double minN = Double.POSITIVE_INFINITY;
            double maxN = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < n; k++) {
                double x = p[3 * k];
                double y = p[3 * k + 1];
                double z = p[3 * k + 2];
                px[k] = x * ax + y * ay + z * az;
                py[k] = x * bx + y * by + z * bz;
                double t = x * nx + y * ny + z * nz;
                minN = Math.min(minN, t);
                maxN = Math.max(maxN, t);
            }
            double[] rect = minimumRectangle();
            double volume = rect[0] * (maxN - minN);
            if (volume < bestVolume) {
                bestVolume = volume;
                double c = rect[1];
                double s = rect[2];
                double ux = c * ax + s * bx;
                double uy = c * ay + s * by;
                double uz = c * az + s * bz;
                double vx = -s * ax + c * bx;
                double vy = -s * ay + c * by;
                double vz = -s * az + c * bz;
                best = new double[] {ux, uy, uz, vx, vy, vz, nx, ny, nz,
                    rect[3], rect[4], 0.5 * (maxN - minN), rect[5], rect[6], 0.5 * (minN + maxN)};
            }
        }

        /**
         * The least-area rectangle of the projected points: gift-wrap their hull (floating-point
         * turns, the farthest point on a tie), then every hull edge's direction. Returns the area, the
         * rectangle's direction (cos, sin in the plane's basis), its half-extents and centre.
         */
        double[] minimumRectangle() {
            int start = 0;
            for (int k = 1; k < n; k++) {
                if (px[k] < px[start] || (px[k] == px[start] && py[k] < py[start])) {
                    start = k;
                }
            }
            int h = 0;
            int current = start;
            do {
                hullX[h] = px[current];
                hullY[h] = py[current];
                h++;
                int next = current == 0 ? 1 % n : 0;
                for (int k = 0; k < n; k++) {
                    if (k == current) {
                        continue;
                    }
                    double ex = px[next] - px[current];
                    double ey = py[next] - py[current];
                    double fx = px[k] - px[current];
                    double fy = py[k] - py[current];
                    double turn = ex * fy - ey * fx;
                    if (turn < 0 || (turn == 0 && fx * fx + fy * fy > ex * ex + ey * ey)) {
                        next = k;
                    }
                }
                current = next;
            } while (current != start && h < n);
            double[] best = {Double.POSITIVE_INFINITY, 1, 0, 0, 0, 0, 0};
            for (int i = 0; i < h; i++) {
                int j = (i + 1) % h;
                double dx = hullX[j] - hullX[i];
                double dy = hullY[j] - hullY[i];
                double len = Math.hypot(dx, dy);
                if (len > 0) {
                    rectangle(dx / len, dy / len, best);
                }
            }
            if (best[0] == Double.POSITIVE_INFINITY) {
                rectangle(1, 0, best);
            }
            return best;
        }

        /** The bounding rectangle of all projected points (not only the hull's, which rounding may miss). */
        private void rectangle(double c, double s, double[] best) {
            double minU = Double.POSITIVE_INFINITY;
            double maxU = Double.NEGATIVE_INFINITY;
            double minV = Double.POSITIVE_INFINITY;
            double maxV = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < n; k++) {
                double u = px[k] * c + py[k] * s;
                double v = -px[k] * s + py[k] * c;
                minU = Math.min(minU, u);
                maxU = Math.max(maxU, u);
                minV = Math.min(minV, v);
                maxV = Math.max(maxV, v);
            }
            double area = (maxU - minU) * (maxV - minV);
            if (area < best[0]) {
                best[0] = area;
                best[1] = c;
                best[2] = s;
                best[3] = 0.5 * (maxU - minU);
                best[4] = 0.5 * (maxV - minV);
                best[5] = 0.5 * (minU + maxU);
                best[6] = 0.5 * (minV + maxV);
            }
        }
    }
}
