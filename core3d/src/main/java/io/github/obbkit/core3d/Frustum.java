package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Arrays;
import java.util.Objects;
import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.joml.Matrix4fc;
import org.joml.Vector3d;
import org.joml.Vector4d;
import org.jspecify.annotations.Nullable;

/**
 * A camera's view frustum: the closed convex hexahedron that a view-projection matrix maps onto the
 * cube of normalised device coordinates, perspective or orthographic. Immutable; made once per
 * camera (or per marquee rectangle) by {@link #of(Matrix4dc, DepthRange)}, then tested against many
 * boxes by {@link FrustumTest3d}.
 *
 * <p><b>Convention.</b> The matrix is {@code projection * view} in JOML's column-vector convention
 * (clip = M (x, y, z, 1)). A world point is inside when its clip coordinates satisfy
 * {@code -w <= x <= w}, {@code -w <= y <= w} and, for the depth, {@code -w <= z <= w} with
 * {@link DepthRange#NEGATIVE_ONE_TO_ONE} (OpenGL's default) or {@code 0 <= z <= w} with
 * {@link DepthRange#ZERO_TO_ONE} (Vulkan, Direct3D, Metal). The planes are those of Gribb and Hartmann
 * ("Fast Extraction of Viewing Frustum Planes from the World-View-Projection Matrix", 2001): the sums
 * and differences of the matrix's fourth row with its first three. The corners are the cube's
 * corners taken through the inverse matrix and divided by their {@code w}.
 *
 * <p><b>Reads.</b> {@link #plane(Plane, Vector4d)} gives a plane's unit inward normal and offset
 * ({@code n · x + d >= 0} inside); {@link #corner(int, Vector3d)} a corner, whose index takes the
 * normalised-device x from bit 0 ({@code -1} when clear), y from bit 1 and depth from bit 2 (the near
 * plane when clear), as {@link Obb3d#corners(Vector3d[])} numbers a box's. Both write into the
 * caller's vectors.
 *
 * <p><b>Validation.</b> The factory refuses, with an {@link IllegalArgumentException} that lists the
 * matrix, a matrix with a NaN or infinite element, a singular one, and one whose frustum does not lie
 * wholly in front of the camera ({@code w <= 0} at a corner: a near plane at or behind the eye, or a
 * negated matrix), or whose corners overflow or lie beyond {@link Obb3d#MAX_REACH}. Accepted
 * frustums are bounded, so every test against them is finite.
 */
public final class Frustum {
    /**
     * Where the projection puts the near and far planes in normalised-device depth (JOML's
     * {@code zZeroToOne} argument); the same choice as {@code Unprojector.DepthRange} in
     * obbkit-raycast.
     */
    public enum DepthRange {
        /** The near plane at depth {@code -1}, the far plane at {@code 1}: OpenGL's default, JOML's default. */
        NEGATIVE_ONE_TO_ONE(-1.0),
        /** The near plane at depth {@code 0}, the far plane at {@code 1}: Vulkan, Direct3D, Metal. */
        ZERO_TO_ONE(0.0);

        /** The near plane's normalised-device depth. */
        final double near;

        DepthRange(double near) {
            this.near = near;
        }
    }

    /** The six faces of a frustum, in the order of {@link #planes(double[])}. */
    public enum Plane {
        /** Normalised-device {@code x = -1}. */
        LEFT,
        /** Normalised-device {@code x = 1}. */
        RIGHT,
        /** Normalised-device {@code y = -1}. */
        BOTTOM,
        /** Normalised-device {@code y = 1}. */
        TOP,
        /** The near depth, {@code -1} or {@code 0} as the {@link DepthRange} says. */
        NEAR,
        /** Normalised-device depth {@code 1}. */
        FAR
    }

    /** The matrix as given, column-major as JOML's {@code get(double[])} writes it. */
    private final double[] m;
    private final DepthRange depth;
    /** The centre of the corners' bounds: the point the kernels measure from, so that far from the origin is as exact as near it. */
    final double ox;
    final double oy;
    final double oz;
    /** The corners, x y z per corner, in world coordinates. */
    private final double[] corners;
    /** The corners minus {@code (ox, oy, oz)}. */
    final double[] rel;
    /** Per plane: the unit inward normal and {@code d}, world coordinates. */
    private final double[] planes;
    /** Per plane: its unit inward normal. */
    final double[] normals;
    /** Per plane: the least and greatest projection of the corners onto its normal, from {@code (ox, oy, oz)}. */
    final double[] faceLo;
    final double[] faceHi;
    /** The distinct edge directions, unit, x y z each. */
    final double[] edges;
    final int edgeCount;
    /** The largest coordinate magnitude of {@link #rel}: the frustum's size for the conservative test's lean. */
    final double extent;

    private Frustum(double[] m, DepthRange depth, FrustumGeometry3d g) {
        this.m = m;
        this.depth = depth;
        this.corners = g.corners;
        this.ox = g.ox;
        this.oy = g.oy;
        this.oz = g.oz;
        this.rel = g.rel;
        this.planes = g.planes;
        this.normals = g.normals;
        this.faceLo = g.faceLo;
        this.faceHi = g.faceHi;
        this.edges = g.edges;
        this.edgeCount = g.edgeCount;
        this.extent = g.extent;
    }

    /**
     * The frustum of a view-projection matrix (copied).
     *
     * @param viewProjection the {@code projection * view} matrix, perspective or orthographic
     * @param depth          the depth convention the projection was built with
     * @return the frustum
     * @throws IllegalArgumentException if an element is NaN or infinite, the matrix is singular, or
     *                                  its frustum is not wholly in front of the camera or reaches beyond
     *                                  {@link Obb3d#MAX_REACH}; the message lists the matrix
     */
    public static Frustum of(Matrix4dc viewProjection, DepthRange depth) {
        Objects.requireNonNull(viewProjection, "viewProjection");
        Objects.requireNonNull(depth, "depth");
        double[] m = viewProjection.get(new double[16]);
        for (int i = 0; i < 16; i++) {
            m[i] += 0.0;
        }
        return new Frustum(m, depth, FrustumGeometry3d.of(m, depth));
    }

    /**
     * The frustum of a single-precision view-projection matrix, read into double first; see
     * {@link #of(Matrix4dc, DepthRange)}.
     *
     * @param viewProjection the {@code projection * view} matrix
     * @param depth          the depth convention the projection was built with
     * @return the frustum
     * @throws IllegalArgumentException as {@link #of(Matrix4dc, DepthRange)}
     */
    public static Frustum of(Matrix4fc viewProjection, DepthRange depth) {
        Objects.requireNonNull(viewProjection, "viewProjection");
        return of(new Matrix4d(viewProjection), depth);
    }

    /**
     * The depth convention the frustum was made with.
     *
     * @return the depth range
     */
    public DepthRange depthRange() {
        return depth;
    }

    /**
     * Writes the view-projection matrix this frustum was made from.
     *
     * @param dest overwritten with the matrix
     * @return {@code dest}
     */
    public Matrix4d viewProjection(Matrix4d dest) {
        java.util.Objects.requireNonNull(dest, "dest");
        return dest.set(m);
    }

    /**
     * Writes a plane: its unit inward normal into {@code x, y, z} and its offset into {@code w}, so that
     * a point {@code p} is on the frustum's side when {@code n · p + d >= 0}.
     *
     * @param plane which plane
     * @param dest  overwritten with {@code (nx, ny, nz, d)}
     * @return {@code dest}
     */
    public Vector4d plane(Plane plane, Vector4d dest) {
        java.util.Objects.requireNonNull(dest, "dest");
        Objects.requireNonNull(plane, "plane");
        int o = 4 * plane.ordinal();
        return dest.set(planes[o], planes[o + 1], planes[o + 2], planes[o + 3]);
    }

    /**
     * Writes the six planes of {@link #plane(Plane, Vector4d)}, in {@link Plane} order, as
     * {@code nx, ny, nz, d} each into {@code dest[0..23]}.
     *
     * @param dest an array of at least 24 elements
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 24 elements
     */
    public double[] planes(double[] dest) {
        Objects.requireNonNull(dest, "dest");
        Checks.length("dest", dest.length, 24);
        System.arraycopy(planes, 0, dest, 0, 24);
        return dest;
    }

    /**
     * Writes corner {@code index}: normalised-device x from bit 0 of the index ({@code -1} when clear,
     * {@code 1} when set), y from bit 1, depth from bit 2 (near when clear, far when set).
     *
     * @param index the corner, 0 to 7
     * @param dest  overwritten with the corner
     * @return {@code dest}
     * @throws IllegalArgumentException if the index is not in {@code [0, 7]}
     */
    public Vector3d corner(int index, Vector3d dest) {
        java.util.Objects.requireNonNull(dest, "dest");
        if (index < 0 || index > 7) {
            throw new IllegalArgumentException("index must be in [0, 7], was " + index);
        }
        return dest.set(corners[3 * index], corners[3 * index + 1], corners[3 * index + 2]);
    }

    /**
     * Writes the eight corners of {@link #corner(int, Vector3d)}, in its order, as
     * {@code x0, y0, z0, x1, ...} into {@code dest[0..23]}.
     *
     * @param dest an array of at least 24 elements
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 24 elements
     */
    public double[] corners(double[] dest) {
        Objects.requireNonNull(dest, "dest");
        Checks.length("dest", dest.length, 24);
        System.arraycopy(corners, 0, dest, 0, 24);
        return dest;
    }

    /**
     * Whether the matrix is an affine one (its fourth row is {@code 0, 0, 0, 1}): an orthographic
     * camera, whose frustum is a parallelepiped.
     *
     * @return true for an orthographic frustum
     */
    public boolean isOrthographic() {
        return m[3] == 0 && m[7] == 0 && m[11] == 0 && m[15] == 1;
    }

    /**
     * Equal when made from the same matrix, element for element ({@code Double.compare}), and the same
     * depth convention.
     *
     * @param o the other object
     * @return true if equal
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Frustum f && f.depth == depth && Arrays.equals(f.m, m);
    }

    /** {@return a hash consistent with {@link #equals(Object)}} */
    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(m) + depth.hashCode();
    }

    /**
     * Java source that makes an equal frustum.
     *
     * @return {@code Frustum.of(new Matrix4d(m00, m01, ... m33), Frustum.DepthRange.<range>)}
     */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("Frustum.of(new Matrix4d(");
        for (int i = 0; i < 16; i++) {
            s.append(i == 0 ? "" : ", ").append(m[i]);
        }
        return s.append("), Frustum.DepthRange.").append(depth).append(')').toString();
    }
}
