package io.github.obbkit.raycast;

import static io.github.obbkit.core3d.internal.Checks.element;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.internal.Checks;
import java.util.List;
import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.joml.Matrix4fc;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * Picking: from a pixel to a ray, and from a ray to the nearest of a list of boxes.
 *
 * <p><b>Rays from a camera.</b> {@link #ray(Matrix4dc, double, double, int[])} unprojects a window
 * position with JOML's {@link Matrix4dc#unproject(double, double, double, int[], Vector3d)} twice:
 * at normalised-device depth {@code -1} (the near plane) for the origin and at {@code +1} (the far
 * plane) for the point the ray reaches at {@code t = 1}. The direction is the difference, not
 * normalised, so a hit with {@code t <= 1} lies between the planes, and {@code t} scales with the
 * depth of the view frustum (see {@link Ray3d}). The matrix is {@code projection * view}, in JOML's
 * OpenGL convention: normalised-device depth in {@code [-1, 1]} ({@code zZeroToOne = false}), window
 * {@code y} growing upwards from the viewport's bottom edge, as {@code glViewport} has it (for mouse
 * coordinates measured from the top, pass {@code viewport[3] - mouseY}). Pixel centres are at
 * half-integers: the centre of the top-right pixel of an 800 x 600 viewport is {@code (799.5, 599.5)}.
 * For an orthographic camera every ray has the same direction; for a perspective one they all pass
 * through the eye.
 *
 * <p><b>Picking from a list.</b> {@link #pickNearest(Ray3d, List)} tests every box with
 * {@link SlabRaycast#firstHit(Ray3d, Obb3d, MutableRayHit)} and keeps the smallest {@code t}, the
 * smallest index among equal {@code t}. It is the reference a {@link Bvh3d} must agree with, and the
 * right tool for a few hundred boxes.
 */
public final class Picking {
    private Picking() {
    }

    /**
     * The ray under a window position: from the near plane towards the far plane.
     *
     * @param viewProjection the {@code projection * view} matrix (OpenGL depth convention)
     * @param windowX        the window x, in pixels from the viewport's left edge plus
     *                       {@code viewport[0]}
     * @param windowY        the window y, in pixels upwards from the viewport's bottom edge plus
     *                       {@code viewport[1]}
     * @param viewport       {@code {x, y, width, height}}, width and height positive
     * @return the ray; it reaches the far plane at {@code t = 1}
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, the viewport is too short
     *                                  or empty, or the matrix is singular or maps the position to
     *                                  infinity
     */
    public static Ray3d ray(Matrix4dc viewProjection, double windowX, double windowY, int[] viewport) {
        Checks.finite("windowX", windowX);
        Checks.finite("windowY", windowY);
        Checks.length("viewport", viewport.length, 4);
        if (viewport[2] <= 0 || viewport[3] <= 0) {
            throw new IllegalArgumentException("viewport width and height must be > 0, were " + viewport[2] + " and "
                    + viewport[3]);
        }
        requireInvertible(viewProjection);
        Vector3d near = viewProjection.unproject(windowX, windowY, 0, viewport, new Vector3d());
        Vector3d far = viewProjection.unproject(windowX, windowY, 1, viewport, new Vector3d());
        return between(near, far, "window position (" + windowX + ", " + windowY + ")");
    }

    /**
     * The ray under a window position, for a single-precision matrix (read into double first); see
     * {@link #ray(Matrix4dc, double, double, int[])}.
     *
     * @param viewProjection the {@code projection * view} matrix
     * @param windowX        the window x
     * @param windowY        the window y, upwards
     * @param viewport       {@code {x, y, width, height}}
     * @return the ray; it reaches the far plane at {@code t = 1}
     * @throws IllegalArgumentException as {@link #ray(Matrix4dc, double, double, int[])}
     */
    public static Ray3d ray(Matrix4fc viewProjection, double windowX, double windowY, int[] viewport) {
        return ray(new Matrix4d(viewProjection), windowX, windowY, viewport);
    }

    /**
     * The ray under a point given in normalised device coordinates, {@code (-1, -1)} the bottom-left
     * corner of the view and {@code (1, 1)} the top-right: from the near plane ({@code z = -1})
     * towards the far plane ({@code z = 1}).
     *
     * @param viewProjection the {@code projection * view} matrix (OpenGL depth convention)
     * @param ndcX           normalised device x
     * @param ndcY           normalised device y
     * @return the ray; it reaches the far plane at {@code t = 1}
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, or the matrix is singular
     *                                  or maps the point to infinity
     */
    public static Ray3d rayFromNdc(Matrix4dc viewProjection, double ndcX, double ndcY) {
        Checks.finite("ndcX", ndcX);
        Checks.finite("ndcY", ndcY);
        requireInvertible(viewProjection);
        // A viewport of {-1, -1, 2, 2} makes JOML's window-to-device step the identity.
        int[] identity = {-1, -1, 2, 2};
        Vector3d near = viewProjection.unproject(ndcX, ndcY, 0, identity, new Vector3d());
        Vector3d far = viewProjection.unproject(ndcX, ndcY, 1, identity, new Vector3d());
        return between(near, far, "device position (" + ndcX + ", " + ndcY + ")");
    }

    /**
     * The ray under a point in normalised device coordinates, for a single-precision matrix; see
     * {@link #rayFromNdc(Matrix4dc, double, double)}.
     *
     * @param viewProjection the {@code projection * view} matrix
     * @param ndcX           normalised device x
     * @param ndcY           normalised device y
     * @return the ray; it reaches the far plane at {@code t = 1}
     * @throws IllegalArgumentException as {@link #rayFromNdc(Matrix4dc, double, double)}
     */
    public static Ray3d rayFromNdc(Matrix4fc viewProjection, double ndcX, double ndcY) {
        return rayFromNdc(new Matrix4d(viewProjection), ndcX, ndcY);
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

    private static Ray3d between(Vector3d near, Vector3d far, String what) {
        if (!(near.isFinite() && far.isFinite())) {
            throw new IllegalArgumentException("viewProjection must map the " + what
                    + " to finite points, but the near and far planes gave " + near + " and " + far);
        }
        if (near.equals(far)) {
            throw new IllegalArgumentException("viewProjection must separate the near and far planes, but both give "
                    + near + " for the " + what);
        }
        return Ray3d.through(near.x, near.y, near.z, far.x, far.y, far.z);
    }

    /**
     * The nearest box the ray hits: the smallest {@link SlabRaycast#firstHit(Ray3d, Obb3d) first-hit}
     * {@code t}, and among equal {@code t} the smallest index. A box containing the origin is hit at
     * {@code t = 0} with no face.
     *
     * @param ray   the ray
     * @param boxes the boxes, none null
     * @return the pick, or null if the ray hits none
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static @Nullable Pick pickNearest(Ray3d ray, List<Obb3d> boxes) {
        MutablePick dest = new MutablePick();
        MutableRayHit s = dest.scratch;
        double threshold = SlabKernel.threshold(ray.length);
        int i = 0;
        dest.miss();
        double best = Double.POSITIVE_INFINITY;
        for (Obb3d box : boxes) {
            best = consider(ray, threshold, box, i, best, dest, s);
            i++;
        }
        return dest.toPick();
    }

    /**
     * The nearest box the ray hits; see {@link #pickNearest(Ray3d, List)}.
     *
     * @param ray   the ray
     * @param boxes the boxes, none null
     * @return the pick, or null if the ray hits none
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static @Nullable Pick pickNearest(Ray3d ray, Obb3d[] boxes) {
        MutablePick dest = new MutablePick();
        return pickNearest(ray, boxes, dest) ? dest.toPick() : null;
    }

    /**
     * The nearest box the ray hits, written into {@code dest}; see {@link #pickNearest(Ray3d, List)}.
     * Allocates nothing.
     *
     * @param ray   the ray
     * @param boxes the boxes, none null
     * @param dest  overwritten with the pick, or with the miss state
     * @return true if the ray hits a box
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static boolean pickNearest(Ray3d ray, Obb3d[] boxes, MutablePick dest) {
        MutableRayHit s = dest.scratch;
        double threshold = SlabKernel.threshold(ray.length);
        dest.miss();
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < boxes.length; i++) {
            best = consider(ray, threshold, boxes[i], i, best, dest, s);
        }
        return dest.hit;
    }

    /** Tests box {@code i} over {@code [0, best]}: a box entered later cannot win, one entered at best can't either. */
    private static double consider(Ray3d ray, double threshold, @Nullable Obb3d box, int i, double best,
                                   MutablePick dest, MutableRayHit s) {
        if (SlabKernel.obb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold, element("boxes", i, box), 0, best, s)
                && (s.tMin < best || !dest.hit)) {
            dest.set(i, s.tMin, s.entryFace());
            return s.tMin;
        }
        return best;
    }
}
