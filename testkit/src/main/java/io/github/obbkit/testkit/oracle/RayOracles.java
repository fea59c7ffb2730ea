package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Slow, independent answers to the questions {@code SlabRaycast} answers fast, written differently
 * on purpose so that a shared mistake is unlikely.
 *
 * <p><b>The chord, by faces.</b> The slab test intersects three parameter intervals. {@link #lineChord}
 * never forms a slab: it builds the box's eight corners from the definition (the canonical signs
 * scaled by the half-extents and taken through the transposed rotation, relative to the ray's
 * origin), takes each of the six faces as a rectangle of four corners, intersects the line with the
 * face's plane (its normal a cross product of two edges), keeps the crossing if it lies inside the
 * rectangle (on the inner side of its four edges, within {@link #TOLERANCE_RELATIVE} of the scale),
 * and returns the smallest and largest crossing. A box with zero extents has no six faces, so it
 * gets a test of its own kind: a line against a rectangle (crossing its plane, or clipped against its
 * four edges when the line lies in the plane), against a segment (closest points of two lines), or
 * against a point (distance from the line).
 *
 * <p><b>The margin, by separating directions.</b> {@link #margin} says how robust the answer is: the
 * distance by which the ray's origin may move, in any direction, before hit turns into miss or back.
 * The ray hits the box exactly when the origin lies in the convex set {@code M} of points from which
 * the box is reachable along {@code d}: the box swept backwards along {@code -d}. Its support function
 * is that of the box where {@code u · d >= 0} and infinite elsewhere, so for a hit the margin is the
 * depth of the origin in {@code M}, {@code min f(u)} over the unit normals {@code u} of {@code M}'s
 * facets with {@code f(u) = u · (c - o) + sum h_k |u · a_k|}; the candidates are the box axes,
 * {@code d}, their pairwise cross products and the cross products of those with the axes and
 * {@code d}, which include every facet normal also for flat boxes (any extra candidate with
 * {@code u · d >= 0} is a valid constraint and cannot lower the minimum). A negative minimum means a
 * miss, whose margin is minus the distance from the ray to the box, found by golden-section search
 * on the convex function {@code t -> dist(o + t d, box)}. For a box flat along the ray, a segment or a
 * point, {@code M} has no interior and a hit has margin 0: such hits are never robust.
 *
 * <p>Everything here allocates and is meant for tests only.
 */
public final class RayOracles {
    /** The tolerance of the face tests, relative to {@link #scale(Ray3d, Obb3d)}. */
    public static final double TOLERANCE_RELATIVE = 1e-12;

    private static final int[][] CANONICAL = {
        {-1, -1, -1}, {1, -1, -1}, {-1, 1, -1}, {1, 1, -1}, {-1, -1, 1}, {1, -1, 1}, {-1, 1, 1}, {1, 1, 1}};

    private RayOracles() {
    }

    /**
     * The scale of a ray and a box: the largest distance from the origin to the centre along a world
     * axis, plus the three half-extents. Tolerances and bands are relative to it.
     *
     * @param ray the ray
     * @param box the box
     * @return the scale
     */
    public static double scale(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return Math.max(Math.max(Math.abs(box.centerX() - ray.originX()), Math.abs(box.centerY() - ray.originY())),
                Math.abs(box.centerZ() - ray.originZ())) + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
    }

    // ------------------------------------------------------------------------------------ 3D geometry

    private static double[] axis(Obb3d b, int k) {
        return switch (k) {
            case 0 -> new double[] {b.axisXx(), b.axisXy(), b.axisXz()};
            case 1 -> new double[] {b.axisYx(), b.axisYy(), b.axisYz()};
            default -> new double[] {b.axisZx(), b.axisZy(), b.axisZz()};
        };
    }

    private static double[] half(Obb3d b) {
        return new double[] {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
    }

    /**
     * The corners of a box relative to a point, from the definition: corner {@code i} is the centre
     * plus the canonical signs of {@code i} (bit 0 for X, 1 for Y, 2 for Z) scaled by the half-extents
     * and taken through the transpose of the row rotation.
     *
     * @param box the box
     * @param ox  the x subtracted from every corner
     * @param oy  the y subtracted from every corner
     * @param oz  the z subtracted from every corner
     * @return eight corners, each {@code {x, y, z}}
     */
    public static double[][] corners(Obb3d box, double ox, double oy, double oz) {
        Objects.requireNonNull(box, "box");
        // The transpose of the rotation: its rows are the columns of the row-axes rotation.
        double[][] inverse = {{box.axisXx(), box.axisYx(), box.axisZx()}, {box.axisXy(), box.axisYy(), box.axisZy()},
            {box.axisXz(), box.axisYz(), box.axisZz()}};
        double[] h = half(box);
        double[] c = {box.centerX() - ox, box.centerY() - oy, box.centerZ() - oz};
        double[][] out = new double[8][3];
        for (int i = 0; i < 8; i++) {
            double[] local = {CANONICAL[i][0] * h[0], CANONICAL[i][1] * h[1], CANONICAL[i][2] * h[2]};
            for (int r = 0; r < 3; r++) {
                out[i][r] = c[r] + (inverse[r][0] * local[0] + inverse[r][1] * local[1] + inverse[r][2] * local[2]);
            }
        }
        return out;
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    private static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    private static double[] scaled(double[] a, double s) {
        return new double[] {a[0] * s, a[1] * s, a[2] * s};
    }

    private static double norm(double[] a) {
        return Math.sqrt(dot(a, a));
    }

    // ------------------------------------------------------------------------------------ rescaling

    /**
     * The power of two that brings a problem whose largest number is {@code m} to about 1, or 1 when
     * its numbers lie in {@code [2^-200, 2^200]}: there the oracles' products of up to four of them
     * neither overflow nor underflow. Scaling positions by a power of two is exact, so a rescaled
     * problem has the same answers, scaled; this keeps the oracles working across the whole domain
     * the kernels accept (boxes up to {@code MAX_REACH}), where squares would overflow.
     */
    private static double rescale(double m) {
        if (m == 0 || m >= 0x1p-200 && m <= 0x1p200) {
            return 1;
        }
        return Math.scalb(1.0, -Math.getExponent(m));
    }

    private static double size(Ray3d ray, Obb3d box) {
        return Math.max(Math.max(Math.max(Math.abs(ray.originX()), Math.abs(ray.originY())), Math.abs(ray.originZ())),
                Math.max(Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())), Math.abs(box.centerZ())),
                        Math.max(Math.max(box.halfExtentX(), box.halfExtentY()), box.halfExtentZ())));
    }

    private static double size(Ray2d ray, Obb2d box) {
        return Math.max(Math.max(Math.abs(ray.originX()), Math.abs(ray.originY())),
                Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())),
                        Math.max(box.halfExtentX(), box.halfExtentY())));
    }

    /** The ray with its origin scaled by {@code f} and its direction kept: {@code t} scales by {@code f}. */
    private static Ray3d scaled(Ray3d r, double f) {
        return Ray3d.of(r.originX() * f, r.originY() * f, r.originZ() * f, r.directionX(), r.directionY(),
                r.directionZ());
    }

    private static Ray2d scaled(Ray2d r, double f) {
        return Ray2d.of(r.originX() * f, r.originY() * f, r.directionX(), r.directionY());
    }

    private static Obb3d scaled(Obb3d b, double f) {
        return Obb3d.fromAxes(b.centerX() * f, b.centerY() * f, b.centerZ() * f, b.axisXx(), b.axisXy(), b.axisXz(),
                b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX() * f,
                b.halfExtentY() * f, b.halfExtentZ() * f);
    }

    private static Obb2d scaled(Obb2d b, double f) {
        return Obb2d.fromAxes(b.centerX() * f, b.centerY() * f, b.axisXx(), b.axisXy(), b.axisYx(), b.axisYy(),
                b.halfExtentX() * f, b.halfExtentY() * f);
    }

    // ------------------------------------------------------------------------------------ 3D chord

    /**
     * Where the ray's whole line lies in the closed box: {@code {tEntry, tExit}} in units of the
     * direction's length, found by faces (or, for flat boxes, by a rectangle, segment or point test).
     * Points within {@link #TOLERANCE_RELATIVE} of the scale count as on the box.
     *
     * @param ray the ray
     * @param box the box
     * @return {@code {tEntry, tExit}}, or null if the line misses the box
     */
    public static double @Nullable [] lineChord(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double f = rescale(size(ray, box));
        if (f != 1) {
            double[] c = lineChord(scaled(ray, f), scaled(box, f));
            return c == null ? null : new double[] {c[0] / f, c[1] / f};
        }
        double tol = TOLERANCE_RELATIVE * scale(ray, box);
        double[] d = {ray.directionX(), ray.directionY(), ray.directionZ()};
        double[][] q = corners(box, ray.originX(), ray.originY(), ray.originZ());
        double[] h = half(box);
        int zeros = (h[0] == 0 ? 1 : 0) + (h[1] == 0 ? 1 : 0) + (h[2] == 0 ? 1 : 0);
        List<Double> ts = new ArrayList<>();
        if (zeros == 0) {
            for (int k = 0; k < 3; k++) {
                for (int side = 0; side < 2; side++) {
                    crossFace(face(q, k, side), d, tol, ts);
                }
            }
        } else if (zeros == 1) {
            int k = h[0] == 0 ? 0 : h[1] == 0 ? 1 : 2;
            rectangle(face(q, k, 0), d, tol, ts);
        } else if (zeros == 2) {
            int k = h[0] != 0 ? 0 : h[1] != 0 ? 1 : 2;
            segment(q[0], q[1 << k], d, tol, ts);
        } else {
            point(q[0], d, tol, ts);
        }
        if (ts.isEmpty()) {
            return null;
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double t : ts) {
            lo = Math.min(lo, t);
            hi = Math.max(hi, t);
        }
        return new double[] {lo, hi};
    }

    /**
     * The chord of the line if it reaches {@code t >= 0}: the ray hits the box.
     *
     * @param ray the ray
     * @param box the box
     * @return {@code {tEntry, tExit}} of the whole line, or null if the ray misses
     */
    public static double @Nullable [] chord(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double[] c = lineChord(ray, box);
        return c != null && c[1] >= 0 ? c : null;
    }

    /**
     * Whether the ray hits the box, by {@link #chord}.
     *
     * @param ray the ray
     * @param box the box
     * @return true if the face test finds the ray in the box for some {@code t >= 0}
     */
    public static boolean hits(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return chord(ray, box) != null;
    }

    /** The four corners of face {@code (k, side)} in cyclic order around it. */
    private static double[][] face(double[][] q, int k, int side) {
        int i = (k + 1) % 3;
        int j = (k + 2) % 3;
        int base = side << k;
        return new double[][] {q[base], q[base | (1 << i)], q[base | (1 << i) | (1 << j)], q[base | (1 << j)]};
    }

    /** The line {@code t d} through the origin against a rectangle with corners in cyclic order. */
    private static void crossFace(double[][] f, double[] d, double tol, List<Double> ts) {
        double[] n = cross(sub(f[1], f[0]), sub(f[3], f[0]));
        double nd = dot(n, d);
        if (nd == 0) {
            return; // parallel: the neighbouring faces see the line
        }
        double t = dot(n, f[0]) / nd;
        if (!Double.isFinite(t)) {
            return;
        }
        double[] x = scaled(d, t);
        if (insideEdges(f, n, x, tol)) {
            ts.add(t);
        }
    }

    private static boolean insideEdges(double[][] f, double[] n, double[] x, double tol) {
        double nn = norm(n);
        for (int e = 0; e < 4; e++) {
            double[] a = f[e];
            double[] edge = sub(f[(e + 1) % 4], a);
            double length = norm(edge);
            double side = dot(cross(edge, sub(x, a)), n) / (length * nn);
            if (!(side >= -tol)) {
                return false;
            }
        }
        return true;
    }

    /** A flat box: crossing its plane, or clipped against its edges when the line lies in the plane. */
    private static void rectangle(double[][] f, double[] d, double tol, List<Double> ts) {
        double[] n = cross(sub(f[1], f[0]), sub(f[3], f[0]));
        double nn = norm(n);
        if (nn == 0) {
            // Degenerate beyond one axis cannot reach here: zero extents were counted exactly.
            return;
        }
        double sine = Math.abs(dot(n, d)) / (nn * norm(d));
        if (sine > 1e-9) {
            crossFace(f, d, tol, ts);
            return;
        }
        // The line runs along the plane: is it in it? Then clip it against the four edges.
        if (Math.abs(dot(n, f[0])) / nn > tol) {
            return;
        }
        for (int e = 0; e < 4; e++) {
            segment(f[e], f[(e + 1) % 4], d, tol, ts);
        }
    }

    /** The line {@code t d} against the segment {@code [a, b]}: closest points, or overlap if parallel. */
    private static void segment(double[] a, double[] b, double[] d, double tol, List<Double> ts) {
        double[] u = sub(b, a);
        double dd = dot(d, d);
        double uu = dot(u, u);
        if (uu == 0) {
            point(a, d, tol, ts);
            return;
        }
        double du = dot(d, u);
        double denominator = dd * uu - du * du;
        if (denominator <= 1e-24 * dd * uu) {
            // Parallel: the line is on the segment's line or not at all.
            double ta = dot(a, d) / dd;
            if (norm(sub(a, scaled(d, ta))) <= tol) {
                ts.add(ta);
                ts.add(dot(b, d) / dd);
            }
            return;
        }
        double s = (dot(a, d) * du - dot(a, u) * dd) / denominator;
        s = Math.max(0, Math.min(1, s));
        double[] p = {a[0] + s * u[0], a[1] + s * u[1], a[2] + s * u[2]};
        double t = dot(p, d) / dd;
        if (norm(sub(p, scaled(d, t))) <= tol) {
            ts.add(t);
        }
    }

    private static void point(double[] p, double[] d, double tol, List<Double> ts) {
        double t = dot(p, d) / dot(d, d);
        if (norm(sub(p, scaled(d, t))) <= tol) {
            ts.add(t);
        }
    }

    // ------------------------------------------------------------------------------------ 3D margin

    /**
     * How robust the ray's hit or miss is: positive for a hit, the distance the origin may move in
     * any direction and still hit; negative for a miss, minus the distance from the ray to the box;
     * near zero for a ray that touches the box, or hits one that is flat along it, a segment or a
     * point. See the class comment.
     *
     * @param ray the ray
     * @param box the box
     * @return the signed margin in world units
     */
    public static double margin(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double shrink = rescale(size(ray, box));
        if (shrink != 1) {
            return margin(scaled(ray, shrink), scaled(box, shrink)) / shrink;
        }
        double length = ray.directionLength();
        double[] d = {ray.directionX() / length, ray.directionY() / length, ray.directionZ() / length};
        double[] p = {box.centerX() - ray.originX(), box.centerY() - ray.originY(), box.centerZ() - ray.originZ()};
        double[][] a = {axis(box, 0), axis(box, 1), axis(box, 2)};
        double[] h = half(box);
        List<double[]> generators = List.of(a[0], a[1], a[2], d);
        List<double[]> first = new ArrayList<>(generators);
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                first.add(cross(generators.get(i), generators.get(j)));
            }
        }
        List<double[]> candidates = new ArrayList<>(first);
        for (double[] n : first) {
            for (double[] g : generators) {
                candidates.add(cross(n, g));
            }
        }
        double best = Double.POSITIVE_INFINITY;
        for (double[] c : candidates) {
            double l = norm(c);
            if (!(l > 1e-150)) {
                continue;
            }
            for (int sign = -1; sign <= 1; sign += 2) {
                double[] u = scaled(c, sign / l);
                // Only directions the ray does not move against bound M; a hair of slack keeps
                // the side walls (u . d = 0) whatever their rounding.
                if (dot(u, d) < -1e-12) {
                    continue;
                }
                double f = dot(u, p) + h[0] * Math.abs(dot(u, a[0])) + h[1] * Math.abs(dot(u, a[1]))
                        + h[2] * Math.abs(dot(u, a[2]));
                best = Math.min(best, f);
            }
        }
        if (best >= 0) {
            return best;
        }
        return -distance(ray, box);
    }

    /**
     * The distance from the ray ({@code t >= 0}) to the box, by golden-section search on the convex
     * function {@code t -> dist(o + t d, box)}.
     *
     * @param ray the ray
     * @param box the box
     * @return the distance, 0 if the ray hits
     */
    public static double distance(Ray3d ray, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double f = rescale(size(ray, box));
        if (f != 1) {
            return distance(scaled(ray, f), scaled(box, f)) / f;
        }
        double reach = Math.sqrt(Math.pow(box.halfExtentX(), 2) + Math.pow(box.halfExtentY(), 2)
                + Math.pow(box.halfExtentZ(), 2));
        double far = Math.sqrt(Math.pow(box.centerX() - ray.originX(), 2) + Math.pow(box.centerY() - ray.originY(), 2)
                + Math.pow(box.centerZ() - ray.originZ(), 2));
        double lo = 0;
        double hi = 2 * (far + reach) / ray.directionLength();
        double g = (Math.sqrt(5) - 1) / 2;
        double x1 = hi - g * (hi - lo);
        double x2 = lo + g * (hi - lo);
        double f1 = Math.max(0, signedDistanceAt(ray, x1, box));
        double f2 = Math.max(0, signedDistanceAt(ray, x2, box));
        for (int i = 0; i < 200 && hi - lo > 0; i++) {
            if (f1 <= f2) {
                hi = x2;
                x2 = x1;
                f2 = f1;
                x1 = hi - g * (hi - lo);
                f1 = Math.max(0, signedDistanceAt(ray, x1, box));
            } else {
                lo = x1;
                x1 = x2;
                f1 = f2;
                x2 = lo + g * (hi - lo);
                f2 = Math.max(0, signedDistanceAt(ray, x2, box));
            }
        }
        return Math.min(Math.min(f1, f2), Math.max(0, signedDistanceAt(ray, 0, box)));
    }

    /**
     * The signed distance from the ray's point at {@code t} to the box: the Euclidean distance when
     * outside, minus the depth (the distance to the nearest face) when inside. The point is formed
     * relative to the box's centre, {@code (o - c) + t d}, so that rounding is relative to the ray
     * and box, not to their distance from the world's origin.
     *
     * @param ray the ray
     * @param t   the parameter, in units of the direction's length
     * @param box the box
     * @return the signed distance; 0 on the surface
     */
    public static double signedDistanceAt(Ray3d ray, double t, Obb3d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double f = rescale(size(ray, box));
        if (f != 1) {
            return signedDistanceAt(scaled(ray, f), t * f, scaled(box, f)) / f;
        }
        double[] p = {(ray.originX() - box.centerX()) + t * ray.directionX(),
            (ray.originY() - box.centerY()) + t * ray.directionY(),
            (ray.originZ() - box.centerZ()) + t * ray.directionZ()};
        double[] h = half(box);
        double outside = 0;
        double deepest = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < 3; k++) {
            double excess = Math.abs(dot(axis(box, k), p)) - h[k];
            deepest = Math.max(deepest, excess);
            if (excess > 0) {
                outside += excess * excess;
            }
        }
        return outside > 0 ? Math.sqrt(outside) : deepest;
    }

    // ------------------------------------------------------------------------------------ 2D

    /**
     * The scale of a 2D ray and box: the largest distance from the origin to the centre along a world
     * axis, plus the two half-extents.
     *
     * @param ray the ray
     * @param box the box
     * @return the scale
     */
    public static double scale(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        return Math.max(Math.abs(box.centerX() - ray.originX()), Math.abs(box.centerY() - ray.originY()))
                + box.halfExtentX() + box.halfExtentY();
    }

    /**
     * Where a 2D ray's whole line lies in the closed box, by intersecting it with the four edges as
     * segments (a collinear edge contributes both ends).
     *
     * @param ray the ray
     * @param box the box
     * @return {@code {tEntry, tExit}}, or null if the line misses
     */
    public static double @Nullable [] lineChord(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double f = rescale(size(ray, box));
        if (f != 1) {
            double[] c = lineChord(scaled(ray, f), scaled(box, f));
            return c == null ? null : new double[] {c[0] / f, c[1] / f};
        }
        double tol = TOLERANCE_RELATIVE * scale(ray, box);
        double[] corners = Oracles2d.corners(box, ray.originX(), ray.originY());
        double dx = ray.directionX();
        double dy = ray.directionY();
        double dd = dx * dx + dy * dy;
        List<Double> ts = new ArrayList<>();
        for (int e = 0; e < 4; e++) {
            double ax = corners[2 * e];
            double ay = corners[2 * e + 1];
            double ux = corners[(2 * e + 2) % 8] - ax;
            double uy = corners[(2 * e + 3) % 8] - ay;
            double uu = ux * ux + uy * uy;
            double cross = dx * uy - dy * ux;
            if (uu == 0 || Math.abs(cross) <= 1e-14 * Math.sqrt(dd * uu)) {
                // A point, or parallel: on the line if its start is.
                double ta = (ax * dx + ay * dy) / dd;
                if (Math.hypot(ax - ta * dx, ay - ta * dy) <= tol) {
                    ts.add(ta);
                    ts.add(((ax + ux) * dx + (ay + uy) * dy) / dd);
                }
                continue;
            }
            double t = (ax * uy - ay * ux) / cross;
            double s = (ax * dy - ay * dx) / cross;
            double slack = tol / Math.sqrt(uu);
            if (s >= -slack && s <= 1 + slack) {
                ts.add(t);
            }
        }
        if (ts.isEmpty()) {
            return null;
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double t : ts) {
            lo = Math.min(lo, t);
            hi = Math.max(hi, t);
        }
        return new double[] {lo, hi};
    }

    /**
     * The chord of a 2D ray's line if it reaches {@code t >= 0}.
     *
     * @param ray the ray
     * @param box the box
     * @return {@code {tEntry, tExit}} of the whole line, or null if the ray misses
     */
    public static double @Nullable [] chord(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double[] c = lineChord(ray, box);
        return c != null && c[1] >= 0 ? c : null;
    }

    /**
     * The signed margin of a 2D ray and box, as {@link #margin(Ray3d, Obb3d)}: the depth of the
     * origin in the box swept backwards along the ray, over the normals of its edges (the box axes and
     * the perpendicular of {@code d}, and {@code d} itself), or minus the distance for a miss.
     *
     * @param ray the ray
     * @param box the box
     * @return the signed margin in world units
     */
    public static double margin(Ray2d ray, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double shrink = rescale(size(ray, box));
        if (shrink != 1) {
            return margin(scaled(ray, shrink), scaled(box, shrink)) / shrink;
        }
        double length = ray.directionLength();
        double dx = ray.directionX() / length;
        double dy = ray.directionY() / length;
        double px = box.centerX() - ray.originX();
        double py = box.centerY() - ray.originY();
        double[][] normals = {{box.axisXx(), box.axisXy()}, {box.axisYx(), box.axisYy()}, {-dy, dx}, {dx, dy}};
        double best = Double.POSITIVE_INFINITY;
        for (double[] n : normals) {
            for (int sign = -1; sign <= 1; sign += 2) {
                double ux = sign * n[0];
                double uy = sign * n[1];
                if (ux * dx + uy * dy < -1e-12) {
                    continue;
                }
                double f = ux * px + uy * py + box.halfExtentX() * Math.abs(ux * box.axisXx() + uy * box.axisXy())
                        + box.halfExtentY() * Math.abs(ux * box.axisYx() + uy * box.axisYy());
                best = Math.min(best, f);
            }
        }
        if (best >= 0) {
            return best;
        }
        // Distance by golden section on the convex t -> dist(o + t d, box).
        double far = Math.hypot(px, py) + box.halfExtentX() + box.halfExtentY();
        double lo = 0;
        double hi = 2 * far / length;
        double g = (Math.sqrt(5) - 1) / 2;
        double x1 = hi - g * (hi - lo);
        double x2 = lo + g * (hi - lo);
        double f1 = Math.max(0, signedDistanceAt(ray, x1, box));
        double f2 = Math.max(0, signedDistanceAt(ray, x2, box));
        for (int i = 0; i < 200 && hi - lo > 0; i++) {
            if (f1 <= f2) {
                hi = x2;
                x2 = x1;
                f2 = f1;
                x1 = hi - g * (hi - lo);
                f1 = Math.max(0, signedDistanceAt(ray, x1, box));
            } else {
                lo = x1;
                x1 = x2;
                f1 = f2;
                x2 = lo + g * (hi - lo);
                f2 = Math.max(0, signedDistanceAt(ray, x2, box));
            }
        }
        return -Math.min(Math.min(f1, f2), Math.max(0, signedDistanceAt(ray, 0, box)));
    }

    /**
     * The signed distance from a 2D ray's point at {@code t} to the box: distance outside, minus the
     * depth inside.
     *
     * @param ray the ray
     * @param t   the parameter
     * @param box the box
     * @return the signed distance
     */
    public static double signedDistanceAt(Ray2d ray, double t, Obb2d box) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(box, "box");
        double f = rescale(size(ray, box));
        if (f != 1) {
            return signedDistanceAt(scaled(ray, f), t * f, scaled(box, f)) / f;
        }
        double px = (ray.originX() - box.centerX()) + t * ray.directionX();
        double py = (ray.originY() - box.centerY()) + t * ray.directionY();
        double ex = Math.abs(px * box.axisXx() + py * box.axisXy()) - box.halfExtentX();
        double ey = Math.abs(px * box.axisYx() + py * box.axisYy()) - box.halfExtentY();
        if (ex > 0 || ey > 0) {
            return Math.hypot(Math.max(ex, 0), Math.max(ey, 0));
        }
        return Math.max(ex, ey);
    }
}
