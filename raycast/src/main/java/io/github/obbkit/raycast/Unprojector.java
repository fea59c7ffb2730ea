package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.joml.Matrix4fc;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * A camera's view-projection matrix prepared for turning pixels into rays: the matrix is inverted
 * once, here, and every ray after that costs two matrix-vector products.
 *
 * <p><b>Rays from a camera.</b> {@link #ray(double, double, int[])} maps a window position to
 * normalised device coordinates and back through the inverse matrix twice: at the near plane's depth
 * for the origin, and at the far plane's for the point the ray reaches at {@code t = 1}. The
 * direction is the difference, not normalised, so a hit with {@code t <= 1} lies between the planes,
 * and {@code t} scales with the depth of the view frustum (see {@link Ray3d}). The matrix is
 * {@code projection * view}; its depth convention is a {@link DepthRange}: OpenGL's default puts the
 * near plane at normalised-device depth {@code -1}, Vulkan, Direct3D, Metal (and OpenGL with
 * {@code glClipControl}) put it at {@code 0}; the far plane is at {@code 1} in both. Window {@code y}
 * grows upwards from the viewport's bottom edge, as {@code glViewport} has it (for mouse coordinates
 * measured from the top, pass {@code viewport[3] - mouseY}). Pixel centres are at half-integers: the
 * centre of the top-right pixel of an 800 x 600 viewport is {@code (799.5, 599.5)}. For an
 * orthographic camera every ray has the same direction; for a perspective one they all pass through
 * the eye.
 *
 * <p><b>Arithmetic.</b> The inverse and the mapping are those of JOML's
 * {@link Matrix4dc#unproject(double, double, double, int[], Vector3d)}, operation for operation, with
 * the inverse computed once instead of on every call: with {@link DepthRange#NEGATIVE_ONE_TO_ONE} a ray
 * is, to the bit, the one {@code Ray3d.through(unproject(x, y, 0), unproject(x, y, 1))} gives.
 * {@link #rayFromNdc(double, double)} is the same mapping with the viewport {@code {-1, -1, 2, 2}},
 * which makes JOML's window-to-device step the identity, up to its rounding.
 *
 * <p>Immutable and safe to share between threads. The allocation-free forms write the ray's origin
 * and direction into caller-owned vectors.
 */
public final class Unprojector {
    /**
     * Where a projection puts the near and far planes in normalised-device depth: which of the two
     * conventions the matrix was built with (JOML's {@code zZeroToOne} argument).
     */
    public enum DepthRange {
        /**
         * The near plane at depth {@code -1}, the far plane at {@code 1}: OpenGL's default, and JOML's
         * when {@code zZeroToOne} is false (its default).
         */
        NEGATIVE_ONE_TO_ONE(-1.0),
        /**
         * The near plane at depth {@code 0}, the far plane at {@code 1}: Vulkan's, Direct3D's and Metal's,
         * and JOML's when {@code zZeroToOne} is true.
         */
        ZERO_TO_ONE(0.0);

        /** The near plane's normalised-device depth; the far plane's is 1. */
        final double near;

        DepthRange(double near) {
            this.near = near;
        }
    }

    private final Matrix4d viewProjection;
    private final DepthRange depth;
    // The inverse of the view-projection matrix, iCR for column C, row R, as JOML names its elements.
    private final double i00;
    private final double i01;
    private final double i02;
    private final double i03;
    private final double i10;
    private final double i11;
    private final double i12;
    private final double i13;
    private final double i20;
    private final double i21;
    private final double i22;
    private final double i23;
    private final double i30;
    private final double i31;
    private final double i32;
    private final double i33;
    // i2R times the near plane's depth, as unproject rounded it per call. The far plane's depth is 1 in
    // every range, and i2R times 1 is i2R itself, so the far plane's terms are the i2R.
    private final double nearTerm0;
    private final double nearTerm1;
    private final double nearTerm2;
    private final double nearTerm3;

    private Unprojector(Matrix4d m, DepthRange depth) {
        this.viewProjection = m;
        this.depth = depth;
        // The inverse by 2 x 2 minors, written as Matrix4d.unproject writes it, so every element
        // rounds as there.
        double a = m.m00() * m.m11() - m.m01() * m.m10();
        double b = m.m00() * m.m12() - m.m02() * m.m10();
        double c = m.m00() * m.m13() - m.m03() * m.m10();
        double d = m.m01() * m.m12() - m.m02() * m.m11();
        double e = m.m01() * m.m13() - m.m03() * m.m11();
        double f = m.m02() * m.m13() - m.m03() * m.m12();
        double g = m.m20() * m.m31() - m.m21() * m.m30();
        double h = m.m20() * m.m32() - m.m22() * m.m30();
        double i = m.m20() * m.m33() - m.m23() * m.m30();
        double j = m.m21() * m.m32() - m.m22() * m.m31();
        double k = m.m21() * m.m33() - m.m23() * m.m31();
        double l = m.m22() * m.m33() - m.m23() * m.m32();
        double det = a * l - b * k + c * j + d * i - e * h + f * g;
        det = 1.0 / det;
        i00 = (m.m11() * l - m.m12() * k + m.m13() * j) * det;
        i01 = (-m.m01() * l + m.m02() * k - m.m03() * j) * det;
        i02 = (m.m31() * f - m.m32() * e + m.m33() * d) * det;
        i03 = (-m.m21() * f + m.m22() * e - m.m23() * d) * det;
        i10 = (-m.m10() * l + m.m12() * i - m.m13() * h) * det;
        i11 = (m.m00() * l - m.m02() * i + m.m03() * h) * det;
        i12 = (-m.m30() * f + m.m32() * c - m.m33() * b) * det;
        i13 = (m.m20() * f - m.m22() * c + m.m23() * b) * det;
        i20 = (m.m10() * k - m.m11() * i + m.m13() * g) * det;
        i21 = (-m.m00() * k + m.m01() * i - m.m03() * g) * det;
        i22 = (m.m30() * e - m.m31() * c + m.m33() * a) * det;
        i23 = (-m.m20() * e + m.m21() * c - m.m23() * a) * det;
        i30 = (-m.m10() * j + m.m11() * h - m.m12() * g) * det;
        i31 = (m.m00() * j - m.m01() * h + m.m02() * g) * det;
        i32 = (-m.m30() * d + m.m31() * b - m.m32() * a) * det;
        i33 = (m.m20() * d - m.m21() * b + m.m22() * a) * det;
        nearTerm0 = i20 * depth.near;
        nearTerm1 = i21 * depth.near;
        nearTerm2 = i22 * depth.near;
        nearTerm3 = i23 * depth.near;
    }

    /**
     * Prepares a view-projection matrix (copied).
     *
     * @param viewProjection the {@code projection * view} matrix
     * @param depth          the depth convention the projection was built with
     * @return the unprojector
     * @throws IllegalArgumentException if the matrix is singular or its determinant is NaN or
     *                                  infinite; the message lists its elements
     */
    public static Unprojector of(Matrix4dc viewProjection, DepthRange depth) {
        Objects.requireNonNull(viewProjection, "viewProjection");
        Objects.requireNonNull(depth, "depth");
        requireInvertible(viewProjection);
        return new Unprojector(new Matrix4d(viewProjection), depth);
    }

    /**
     * Prepares a single-precision view-projection matrix, read into double first; see
     * {@link #of(Matrix4dc, DepthRange)}.
     *
     * @param viewProjection the {@code projection * view} matrix
     * @param depth          the depth convention the projection was built with
     * @return the unprojector
     * @throws IllegalArgumentException as {@link #of(Matrix4dc, DepthRange)}
     */
    public static Unprojector of(Matrix4fc viewProjection, DepthRange depth) {
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(viewProjection, "viewProjection");
        return of(new Matrix4d(viewProjection), depth);
    }

    private static void requireInvertible(Matrix4dc m) {
        double det = m.determinant();
        if (!(det != 0 && Double.isFinite(det))) {
            throw new IllegalArgumentException("viewProjection must be invertible, was [" + m.m00() + ", " + m.m10()
                    + ", " + m.m20() + ", " + m.m30() + "; " + m.m01() + ", " + m.m11() + ", " + m.m21() + ", "
                    + m.m31() + "; " + m.m02() + ", " + m.m12() + ", " + m.m22() + ", " + m.m32() + "; " + m.m03()
                    + ", " + m.m13() + ", " + m.m23() + ", " + m.m33() + "] with determinant " + det);
        }
    }

    /**
     * The depth convention this unprojector was made with.
     *
     * @return the depth range
     */
    public DepthRange depthRange() {
        return depth;
    }

    /**
     * The ray under a window position: from the near plane towards the far plane.
     *
     * @param windowX  the window x, in pixels from the viewport's left edge plus {@code viewport[0]}
     * @param windowY  the window y, in pixels upwards from the viewport's bottom edge plus
     *                 {@code viewport[1]}
     * @param viewport {@code {x, y, width, height}}, width and height positive
     * @return the ray; it reaches the far plane at {@code t = 1}
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, the viewport is too short or
     *                                  empty, or the matrix maps the position to infinity or its near and
     *                                  far planes to one point
     */
    public Ray3d ray(double windowX, double windowY, int[] viewport) {
        Objects.requireNonNull(viewport, "viewport");
        Checks.finite("windowX", windowX);
        Checks.finite("windowY", windowY);
        RayChecks.viewport(viewport);
        return Objects.requireNonNull(unproject(windowX, windowY, viewport[0], viewport[1], viewport[2], viewport[3],
                true, null, null));
    }

    /**
     * The ray under a window position, written into caller-owned vectors: the numbers
     * {@link #ray(double, double, int[])} would give the ray. Allocates nothing; on a refused input
     * neither vector is written.
     *
     * @param windowX   the window x
     * @param windowY   the window y, upwards
     * @param viewport  {@code {x, y, width, height}}
     * @param origin    overwritten with the ray's origin, on the near plane
     * @param direction overwritten with the ray's direction, from the near plane to the far plane
     * @throws IllegalArgumentException as {@link #ray(double, double, int[])}
     */
    public void ray(double windowX, double windowY, int[] viewport, Vector3d origin, Vector3d direction) {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(direction, "direction");
        Checks.finite("windowX", windowX);
        Checks.finite("windowY", windowY);
        RayChecks.viewport(viewport);
        unproject(windowX, windowY, viewport[0], viewport[1], viewport[2], viewport[3], true, origin, direction);
    }

    /**
     * The ray under a point given in normalised device coordinates, {@code (-1, -1)} the bottom-left
     * corner of the view and {@code (1, 1)} the top-right: from the near plane towards the far plane.
     *
     * @param ndcX normalised device x
     * @param ndcY normalised device y
     * @return the ray; it reaches the far plane at {@code t = 1}
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, or the matrix maps the point
     *                                  to infinity or its near and far planes to one point
     */
    public Ray3d rayFromNdc(double ndcX, double ndcY) {
        Checks.finite("ndcX", ndcX);
        Checks.finite("ndcY", ndcY);
        return Objects.requireNonNull(unproject(ndcX, ndcY, -1, -1, 2, 2, false, null, null));
    }

    /**
     * The ray under a point in normalised device coordinates, written into caller-owned vectors: the
     * numbers {@link #rayFromNdc(double, double)} would give the ray. Allocates nothing; on a refused
     * input neither vector is written.
     *
     * @param ndcX      normalised device x
     * @param ndcY      normalised device y
     * @param origin    overwritten with the ray's origin, on the near plane
     * @param direction overwritten with the ray's direction, from the near plane to the far plane
     * @throws IllegalArgumentException as {@link #rayFromNdc(double, double)}
     */
    public void rayFromNdc(double ndcX, double ndcY, Vector3d origin, Vector3d direction) {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(direction, "direction");
        Checks.finite("ndcX", ndcX);
        Checks.finite("ndcY", ndcY);
        // The viewport {-1, -1, 2, 2} makes the window-to-device step the identity, up to its rounding.
        unproject(ndcX, ndcY, -1, -1, 2, 2, false, origin, direction);
    }

    /**
     * The near and far points under a window position, as {@code Matrix4d.unproject} computes them,
     * checked and written as a ray's origin and direction.
     */
    /**
     * {@link #ray(double, double, int[], Vector3d, Vector3d)} for a viewport already checked and read
     * into numbers, and a window position known to be finite: {@link FramePicker} checks its viewport
     * once per frame, not once per pixel.
     */
    void rayInViewport(double windowX, double windowY, int viewX, int viewY, int width, int height, Vector3d origin,
                       Vector3d direction) {
        unproject(windowX, windowY, viewX, viewY, width, height, true, origin, direction);
    }

    /**
     * The ray through a window (or, with {@code window} false, device) position: into {@code origin}
     * and {@code direction}, returning null, or, when they are null, as a new {@link Ray3d} with the
     * same numbers, so that the value forms make nothing but their ray.
     */
    private @Nullable Ray3d unproject(double windowX, double windowY, double viewX, double viewY, double width,
                                      double height, boolean window, @Nullable Vector3d origin,
                                      @Nullable Vector3d direction) {
        double ndcX = ndc(windowX, viewX, width);
        double ndcY = ndc(windowY, viewY, height);
        double wNear = 1.0 / (i03 * ndcX + i13 * ndcY + nearTerm3 + i33);
        double nearX = (i00 * ndcX + i10 * ndcY + nearTerm0 + i30) * wNear;
        double nearY = (i01 * ndcX + i11 * ndcY + nearTerm1 + i31) * wNear;
        double nearZ = (i02 * ndcX + i12 * ndcY + nearTerm2 + i32) * wNear;
        double wFar = 1.0 / (i03 * ndcX + i13 * ndcY + i23 + i33);
        double farX = (i00 * ndcX + i10 * ndcY + i20 + i30) * wFar;
        double farY = (i01 * ndcX + i11 * ndcY + i21 + i31) * wFar;
        double farZ = (i02 * ndcX + i12 * ndcY + i22 + i32) * wFar;
        if (!(Double.isFinite(nearX) && Double.isFinite(nearY) && Double.isFinite(nearZ) && Double.isFinite(farX)
                && Double.isFinite(farY) && Double.isFinite(farZ))) {
            throw new IllegalArgumentException("viewProjection must map the " + what(window, windowX, windowY)
                    + " to finite points, but the near and far planes gave " + new Vector3d(nearX, nearY, nearZ)
                    + " and " + new Vector3d(farX, farY, farZ));
        }
        if (same(nearX, farX) && same(nearY, farY) && same(nearZ, farZ)) {
            throw new IllegalArgumentException("viewProjection must separate the near and far planes, but both give "
                    + new Vector3d(nearX, nearY, nearZ) + " for the " + what(window, windowX, windowY));
        }
        Ray3d.throughLength(nearX, nearY, nearZ, farX, farY, farZ);
        double x = nearX + 0.0;
        double y = nearY + 0.0;
        double z = nearZ + 0.0;
        double dx = (farX - x) + 0.0;
        double dy = (farY - y) + 0.0;
        double dz = (farZ - z) + 0.0;
        if (origin == null || direction == null) {
            return Ray3d.of(x, y, z, dx, dy, dz);
        }
        origin.set(x, y, z);
        direction.set(dx, dy, dz);
        return null;
    }

    /** A window (or device) coordinate's normalised-device one, over a viewport's start and size. */
    private static double ndc(double window, double view, double size) {
        return (window - view) / size * 2.0 - 1.0;
    }

    /**
     * The parts of the rays of a row of pixels that depend on their column alone, for a frame: for
     * the {@code count} pixels from window x {@code x + 0.5} (at steps of 1), {@code i0R * ndcX},
     * R = 0 .. 3, into {@code terms[4 c .. 4 c + 3]}, rounded as {@link #unproject} rounds them.
     */
    void columnTerms(int x, int count, int viewX, int width, double[] terms) {
        for (int c = 0; c < count; c++) {
            double ndcX = ndc(x + c + 0.5, viewX, width);
            terms[4 * c] = i00 * ndcX;
            terms[4 * c + 1] = i01 * ndcX;
            terms[4 * c + 2] = i02 * ndcX;
            terms[4 * c + 3] = i03 * ndcX;
        }
    }

    /**
     * The part of the rays of a row of pixels at window y {@code windowY} that depends on the row alone:
     * {@code i1R * ndcY}, R = 0 .. 3, into {@code terms[4 r .. 4 r + 3]}.
     */
    void rowTerms(double windowY, int viewY, int height, double[] terms, int r) {
        double ndcY = ndc(windowY, viewY, height);
        terms[4 * r] = i10 * ndcY;
        terms[4 * r + 1] = i11 * ndcY;
        terms[4 * r + 2] = i12 * ndcY;
        terms[4 * r + 3] = i13 * ndcY;
    }

    /**
     * The ray through window position {@code (windowX, windowY)} from its column's terms (at
     * {@code columns[4 c]}, {@link #columnTerms}) and its row's (at {@code rows[4 r]}, {@link #rowTerms}):
     * the origin and
     * direction {@link #rayInViewport} gives, bit for bit, as the sums and products are the same
     * ones in the same order, into {@code origin} and {@code direction}; returns the direction's
     * length ({@link Ray3d#directionLength}). A ray that any of {@link #unproject}'s checks might
     * refuse goes through {@link #rayInViewport} itself, which refuses it with its own message.
     */
    double pixelRay(double[] columns, int c, double[] rows, int r, double windowX, double windowY, int viewX,
                    int viewY, int width, int height, Vector3d origin, Vector3d direction) {
        int o = 4 * c;
        int q = 4 * r;
        double s0 = columns[o] + rows[q];
        double s1 = columns[o + 1] + rows[q + 1];
        double s2 = columns[o + 2] + rows[q + 2];
        double s3 = columns[o + 3] + rows[q + 3];
        double wNear = 1.0 / (s3 + nearTerm3 + i33);
        double nearX = (s0 + nearTerm0 + i30) * wNear;
        double nearY = (s1 + nearTerm1 + i31) * wNear;
        double nearZ = (s2 + nearTerm2 + i32) * wNear;
        double wFar = 1.0 / (s3 + i23 + i33);
        double farX = (s0 + i20 + i30) * wFar;
        double farY = (s1 + i21 + i31) * wFar;
        double farZ = (s2 + i22 + i32) * wFar;
        double reach = Checks.MAX_REACH;
        if (Math.abs(nearX) <= reach && Math.abs(nearY) <= reach && Math.abs(nearZ) <= reach
                && Math.abs(farX) <= reach && Math.abs(farY) <= reach && Math.abs(farZ) <= reach) {
            double x = nearX + 0.0;
            double y = nearY + 0.0;
            double z = nearZ + 0.0;
            double dx = (farX - x) + 0.0;
            double dy = (farY - y) + 0.0;
            double dz = (farZ - z) + 0.0;
            double length = Checks.length(dx, dy, dz);
            // A length of at least MIN_NORMAL also rules out near and far the same point.
            if (length >= Double.MIN_NORMAL && length <= Double.MAX_VALUE) {
                origin.set(x, y, z);
                direction.set(dx, dy, dz);
                return length;
            }
        }
        rayInViewport(windowX, windowY, viewX, viewY, width, height, origin, direction);
        return Ray3d.directionLength(direction.x, direction.y, direction.z);
    }

    /** The same double, as {@code Vector3d.equals} compares components: {@code -0.0} differs from {@code 0.0}. */
    private static boolean same(double a, double b) {
        return Double.doubleToLongBits(a) == Double.doubleToLongBits(b);
    }

    private static String what(boolean window, double x, double y) {
        return (window ? "window" : "device") + " position (" + x + ", " + y + ")";
    }

    /**
     * Java source that makes an equal unprojector.
     *
     * @return {@code Unprojector.of(new Matrix4d(m00, m01, ... m33), Unprojector.DepthRange.<range>)}
     */
    @Override
    public String toString() {
        Matrix4d m = viewProjection;
        return "Unprojector.of(new Matrix4d(" + m.m00() + ", " + m.m01() + ", " + m.m02() + ", " + m.m03() + ", "
                + m.m10() + ", " + m.m11() + ", " + m.m12() + ", " + m.m13() + ", " + m.m20() + ", " + m.m21() + ", "
                + m.m22() + ", " + m.m23() + ", " + m.m30() + ", " + m.m31() + ", " + m.m32() + ", " + m.m33()
                + "), Unprojector.DepthRange." + depth + ")";
    }
}
