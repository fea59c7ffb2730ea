package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Collection;
import java.util.Objects;
import org.joml.Vector3dc;
import org.joml.Vector3fc;

/**
 * Oriented boxes fitted to 3D points: a tight box fast ({@link Method#DITO_26}, the default, or
 * {@link Method#DITO_14}), the principal-axes baseline ({@link Method#PCA}), or a tighter one for more
 * time ({@link Method#REFINED}). The minimum-volume box is a much harder problem (J. O'Rourke's exact
 * algorithm is cubic in the hull's size); these methods are near-optimal, and their measured quality
 * against a brute-force oracle is in the guide (docs/core3d.md).
 *
 * <p><b>Contract, every method.</b> The points are read relative to the centre of their
 * axis-aligned bounds, so sets far from the origin keep their precision, and a frame is chosen; the
 * box's axes are then ordered by decreasing extent (X the longest, measured on those relative
 * points) and right-handed, and its half-extents are set last, from every input point, with the
 * arithmetic of
 * {@link Obb3d#contains(double, double, double)}: every input point is contained, with no tolerance,
 * as that method computes it (docs/precision.md). So two half-extents within rounding of each other
 * (a few ulps of the largest coordinate) may come out in either order. Degenerate sets give degenerate boxes: one
 * distinct point a box of zero extents on the world axes; collinear points a segment along the line;
 * coplanar points a box of zero (or rounding-sized) thickness. Duplicates count once in every method
 * but {@link Method#PCA} (and the principal axes {@link Method#DITO_26} tries), where they weigh the
 * covariance as the samples they are.
 *
 * <p><b>Cost.</b> A fit without a workspace allocates one ({@code 3n} doubles for the points relative
 * to their centre, and a few small arrays) besides the box. The forms that take a
 * {@link PointFitWorkspace3d} allocate nothing but the box once the workspace has room for the points,
 * and return the same box bit for bit; {@code bench/RESULTS.md} has the throughput of each method.
 */
public final class PointFit3d {
    /** How the box's axes are chosen. */
    public enum Method {
        /**
         * The eigenvectors of the points' covariance (principal component analysis, by the Jacobi
         * method that {@link Obb3d#fromCovariance} uses). Two passes over the points; sensitive to how
         * the points are distributed, not only to their hull, so its boxes are often loose.
         */
        PCA,
        /**
         * DiTO-14 (T. Larsson and L. Källberg, "Fast Computation of Tight-Fitting Oriented Bounding
         * Boxes", Game Engine Gems 2, 2011): the 14 points extremal along 7 fixed directions, a large
         * triangle among them and the two tetrahedra on it, and, of the frames their normals and
         * edges span (each with every in-plane direction between two extremal points) and the world
         * axes, the one whose box around the 14 points has the least volume; as in the paper, the
         * axis-aligned box is kept if the chosen frame's box around all the points is not smaller.
         * Besides the passes every method makes (the bounds, the relative copy, the sizing), one pass
         * for the extremal points and one to check the chosen frame against the axis-aligned box. The
         * departures from the paper are in docs/core3d.md.
         */
        DITO_14,
        /**
         * DiTO-26, the paper's variant with 13 directions (the world axes, the cube's four diagonals and
         * its six face diagonals), each of the seven triangles' normals with each of its edges as the
         * paper has it, plus the principal axes as one more candidate frame and the major principal
         * axis with the best cross-section of the 26 extremal points; the axis-aligned box if none is
         * smaller. Besides the passes every method makes, one for the extremal points, two for the
         * principal axes and one for the check; the default, tighter than {@link #DITO_14} on
         * elongated sets (docs/core3d.md has both methods' measured quality, shape by shape).
         */
        DITO_26,
        /**
         * DiTO-14's frame, the principal axes and the world axes, each improved by a local search over
         * small rotations that keeps a turn only if the box around all the points gets smaller (by
         * volume, with a surface term of {@code 1e-9} of the set's size so flat sets turn too), the
         * best of the three kept. A few hundred passes over the points: for when quality matters more
         * than time. Never larger than DiTO-14's box on the same points, up to rounding.
         */
        REFINED
    }

    private PointFit3d() {
    }

    /**
     * A box fitted by {@link Method#DITO_26} to the points {@code (xyz[3i], xyz[3i + 1], xyz[3i + 2])}.
     *
     * @param xyz the coordinates, x, y and z interleaved; at least one point
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code xyz} is null
     * @throws IllegalArgumentException if the length is zero or not a multiple of 3, or a coordinate is
     *                                  NaN, infinite or beyond {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(double[] xyz) {
        return fit(xyz, Method.DITO_26);
    }

    /**
     * A box fitted by the given method to the points {@code (xyz[3i], xyz[3i + 1], xyz[3i + 2])}.
     *
     * @param xyz    the coordinates, x, y and z interleaved; at least one point
     * @param method how the axes are chosen
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code xyz} or {@code method} is null
     * @throws IllegalArgumentException if the length is zero or not a multiple of 3, or a coordinate is
     *                                  NaN, infinite or beyond {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(double[] xyz, Method method) {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(xyz, "xyz");
        if (xyz.length == 0 || xyz.length % 3 != 0) {
            throw new IllegalArgumentException("xyz must hold x, y and z of at least one point, had length "
                    + xyz.length);
        }
        return fit(xyz, 0, xyz.length / 3, method);
    }

    /**
     * A box fitted by the given method to {@code count} points read from {@code xyz}: point {@code i}
     * is {@code (xyz[offset + 3i], xyz[offset + 3i + 1], xyz[offset + 3i + 2])}.
     *
     * @param xyz    the coordinates, interleaved
     * @param offset the index of the first point's x, at least 0
     * @param count  the number of points, at least 1
     * @param method how the axes are chosen
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code xyz} or {@code method} is null
     * @throws IllegalArgumentException if the range does not fit in {@code xyz}, {@code count < 1}, or a
     *                                  coordinate is NaN, infinite or beyond {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(double[] xyz, int offset, int count, Method method) {
        checkRange(xyz, offset, count, method);
        return fitChecked(xyz, offset, count, method, new PointFitWorkspace3d());
    }

    /**
     * {@link #fit(double[], int, int, Method)} with the caller's scratch space: the same box, bit for
     * bit, and nothing allocated but the box once the workspace has room for {@code count} points.
     *
     * @param xyz       the coordinates, interleaved
     * @param offset    the index of the first point's x, at least 0
     * @param count     the number of points, at least 1
     * @param method    how the axes are chosen
     * @param workspace the scratch space, grown if it has no room for {@code count} points
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code xyz}, {@code method} or {@code workspace} is null
     * @throws IllegalArgumentException if the range does not fit in {@code xyz}, {@code count < 1}, or a
     *                                  coordinate is NaN, infinite or beyond {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(double[] xyz, int offset, int count, Method method, PointFitWorkspace3d workspace) {
        Objects.requireNonNull(workspace, "workspace");
        checkRange(xyz, offset, count, method);
        return fitChecked(xyz, offset, count, method, workspace);
    }

    /**
     * A box fitted by the given method to the points.
     *
     * @param points at least one point; read, never kept
     * @param method how the axes are chosen
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code points}, one of its elements, or {@code method} is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN, infinite or beyond
     *                                  {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(Vector3dc[] points, Method method) {
        Objects.requireNonNull(points, "points");
        return fit(points, method, new PointFitWorkspace3d());
    }

    /**
     * {@link #fit(Vector3dc[], Method)} with the caller's scratch space: the same box, bit for bit, and
     * nothing allocated but the box once the workspace has room for the points.
     *
     * @param points    at least one point; read, never kept
     * @param method    how the axes are chosen
     * @param workspace the scratch space, grown if it has no room for the points
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code points}, one of its elements, {@code method} or
     *                                  {@code workspace} is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN, infinite or beyond
     *                                  {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(Vector3dc[] points, Method method, PointFitWorkspace3d workspace) {
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(workspace, "workspace");
        workspace.ensureRaw(points.length);
        double[] xyz = workspace.raw;
        for (int i = 0; i < points.length; i++) {
            Vector3dc p = Checks.element("points", i, points[i]);
            xyz[3 * i] = p.x();
            xyz[3 * i + 1] = p.y();
            xyz[3 * i + 2] = p.z();
        }
        return fitCopied(xyz, points.length, method, workspace);
    }

    /**
     * A box fitted by the given method to single-precision points, read into double first.
     *
     * @param points at least one point; read, never kept
     * @param method how the axes are chosen
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code points}, one of its elements, or {@code method} is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN or infinite
     */
    public static Obb3d fit(Vector3fc[] points, Method method) {
        Objects.requireNonNull(points, "points");
        PointFitWorkspace3d workspace = new PointFitWorkspace3d();
        workspace.ensureRaw(points.length);
        double[] xyz = workspace.raw;
        for (int i = 0; i < points.length; i++) {
            Vector3fc p = Checks.element("points", i, points[i]);
            xyz[3 * i] = p.x();
            xyz[3 * i + 1] = p.y();
            xyz[3 * i + 2] = p.z();
        }
        return fitCopied(xyz, points.length, method, workspace);
    }

    /**
     * A box fitted by the given method to the points of a collection.
     *
     * @param points at least one point; read, never kept
     * @param method how the axes are chosen
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code points}, one of its elements, or {@code method} is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN, infinite or beyond
     *                                  {@link Obb3d#MAX_REACH}
     */
    public static Obb3d fit(Collection<? extends Vector3dc> points, Method method) {
        return fit(Objects.requireNonNull(points, "points").toArray(new Vector3dc[0]), method);
    }

    /**
     * A box fitted by the given method to the single-precision points of a collection. (Its own name,
     * because collections of {@code Vector3fc} and of {@code Vector3dc} erase to the same signature.)
     *
     * @param points at least one point; read, never kept
     * @param method how the axes are chosen
     * @return the box, which contains every point
     * @throws NullPointerException     if {@code points}, one of its elements, or {@code method} is null
     * @throws IllegalArgumentException if there is no point, or a coordinate is NaN or infinite
     */
    public static Obb3d fitFloats(Collection<? extends Vector3fc> points, Method method) {
        return fit(Objects.requireNonNull(points, "points").toArray(new Vector3fc[0]), method);
    }

    private static void checkRange(double[] xyz, int offset, int count, Method method) {
        Objects.requireNonNull(xyz, "xyz");
        Objects.requireNonNull(method, "method");
        if (offset < 0) {
            throw new IllegalArgumentException("offset must be >= 0, was " + offset);
        }
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1, was " + count);
        }
        if ((long) offset + 3L * count > xyz.length) {
            throw new IllegalArgumentException("offset + 3 * count must be <= xyz.length (" + xyz.length
                    + "), was offset " + offset + " and count " + count);
        }
        for (int i = offset; i < offset + 3 * count; i++) {
            if (!(Math.abs(xyz[i]) <= Obb3d.MAX_REACH)) {
                throw badCoordinate("xyz[" + i + "]", xyz[i]);
            }
        }
    }

    private static IllegalArgumentException badCoordinate(String name, double value) {
        return new IllegalArgumentException(name + " must be finite and within " + Obb3d.MAX_REACH
                + " of the origin, was " + value);
    }

    private static Obb3d fitCopied(double[] xyz, int n, Method method, PointFitWorkspace3d ws) {
        Objects.requireNonNull(method, "method");
        if (n == 0) {
            throw new IllegalArgumentException("points must hold at least one point, had 0");
        }
        for (int i = 0; i < 3 * n; i++) {
            if (!(Math.abs(xyz[i]) <= Obb3d.MAX_REACH)) {
                throw badCoordinate("points[" + i / 3 + "]." + "xyz".charAt(i % 3), xyz[i]);
            }
        }
        return fitChecked(xyz, 0, n, method, ws);
    }

    private static Obb3d fitChecked(double[] xyz, int offset, int n, Method method, PointFitWorkspace3d ws) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double minZ = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        double maxZ = Double.NEGATIVE_INFINITY;
        for (int i = offset; i < offset + 3 * n; i += 3) {
            minX = Math.min(minX, xyz[i]);
            maxX = Math.max(maxX, xyz[i]);
            minY = Math.min(minY, xyz[i + 1]);
            maxY = Math.max(maxY, xyz[i + 1]);
            minZ = Math.min(minZ, xyz[i + 2]);
            maxZ = Math.max(maxZ, xyz[i + 2]);
        }
        // The reference: the bounds' centre, as halves so that no sum overflows.
        double refX = 0.5 * minX + 0.5 * maxX;
        double refY = 0.5 * minY + 0.5 * maxY;
        double refZ = 0.5 * minZ + 0.5 * maxZ;
        ws.ensure(n);
        double[] q = ws.q;
        for (int i = 0; i < n; i++) {
            q[3 * i] = xyz[offset + 3 * i] - refX;
            q[3 * i + 1] = xyz[offset + 3 * i + 1] - refY;
            q[3 * i + 2] = xyz[offset + 3 * i + 2] - refZ;
        }
        // The methods compare volumes and areas (products of three and two coordinates) and sums of
        // squares: sets wider than about 2^100 or narrower than 2^-100 are fitted as the same set
        // scaled by a power of two to a width near 1 (exact, so every frame is the one the scaled set
        // gets), then scaled back; sets in between keep every bit they had.
        int exponent = fitExponent(q, n);
        if (exponent != 0) {
            scale(q, n, -exponent);
        }
        switch (method) {
            case PCA -> PointFitKernel3d.pca(q, n, ws.frame, ws);
            case DITO_14 -> DitoKernel3d.dito14(q, n, ws);
            case DITO_26 -> DitoKernel3d.dito26(q, n, ws);
            case REFINED -> {
                DitoKernel3d.dito14(q, n, ws);
                System.arraycopy(ws.frame, 0, ws.dito, 0, 9);
                PointFitKernel3d.pca(q, n, ws.pca, ws);
                PointFitKernel3d.setFrame(ws.world, 1, 0, 0, 0, 1, 0);
                PointFitKernel3d.refine(q, n, ws);
            }
            default -> throw new AssertionError(method);
        }
        if (exponent != 0) {
            scale(q, n, exponent);
        }
        return PointFitKernel3d.sealed(xyz, offset, q, n, refX, refY, refZ, ws);
    }

    /** The largest coordinate's binary exponent if it lies outside [-100, 100], else 0. */
    private static int fitExponent(double[] q, int n) {
        double largest = 0;
        for (int i = 0; i < 3 * n; i++) {
            largest = Math.max(largest, Math.abs(q[i]));
        }
        int exponent = Math.getExponent(largest);
        return largest == 0 || Math.abs(exponent) <= 100 ? 0 : exponent;
    }

    private static void scale(double[] q, int n, int exponent) {
        for (int i = 0; i < 3 * n; i++) {
            q[i] = Math.scalb(q[i], exponent);
        }
    }
}
