package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Matrix4d;

/**
 * Selection and culling of many boxes by a camera's frustum: the sub-frustum of a marquee (a
 * rectangle dragged on screen), the boxes it selects through a {@link Bvh3d} or by a linear scan,
 * and the boxes a camera sees (culling). Static and stateless; the queries write indices into the
 * caller's array and, with the caller's {@link PickWorkspace}, allocate nothing.
 *
 * <p><b>Marquee.</b> {@link #marquee(Frustum, double, double, double, double, int[])} narrows a
 * camera's frustum to a window rectangle, in the window coordinates of {@link Unprojector} (pixels
 * from the viewport's bottom-left corner, {@code y} upwards; for mouse coordinates measured from the
 * top pass {@code viewport[3] - mouseY}): the rectangle's normalised-device range is stretched onto
 * {@code [-1, 1]} by a matrix put in front of the camera's (as {@code gluPickMatrix} does), so the
 * sub-frustum's side planes pass through the rays {@link Unprojector} gives for the rectangle's
 * corners, and its near and far planes are the camera's.
 *
 * <p><b>Selection and culling.</b> {@link #select(Bvh3d, Frustum, SelectionMode, PickWorkspace, int[])}
 * takes the boxes the frustum touches ({@link SelectionMode#TOUCHING}, the exact test of
 * {@link io.github.obbkit.core3d.FrustumTest3d#intersects(Frustum, io.github.obbkit.core3d.Obb3d)}) or
 * holds whole ({@link SelectionMode#WHOLLY_INSIDE}); {@link #visible(Bvh3d, Frustum, PickWorkspace,
 * int[])} takes every box the conservative plane test does not call OUTSIDE, the set a renderer draws.
 * Through the hierarchy, node bounds are tested by the conservative plane test, which prunes without
 * ever dropping a box the leaf test takes, and each remaining box gets the same test as in the scan
 * forms ({@link #select(Obb3dBatch, Frustum, SelectionMode, int[])}, {@link #visible(Obb3dBatch,
 * Frustum, int[])}): the hierarchy and the scan report the same set of indices. They are written into
 * {@code dest[0 .. n - 1]}, and {@code n} is returned; {@code dest} must have room for every box. The
 * scans write them in ascending order, the hierarchy in the order its walk meets them (sorting would
 * cost more than the walk when most boxes are taken: sort {@code dest[0 .. n - 1]} if order matters).
 */
public final class FrustumSelection3d {
    private FrustumSelection3d() {
    }

    /**
     * The sub-frustum of a window rectangle: the part of the camera's frustum that projects into it.
     * The corners may be given in any order.
     *
     * @param camera   the camera's frustum
     * @param x0       one corner's window x
     * @param y0       one corner's window y, upwards
     * @param x1       the opposite corner's window x
     * @param y1       the opposite corner's window y
     * @param viewport {@code {x, y, width, height}}, width and height positive
     * @return the sub-frustum, with the camera's depth convention
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, the rectangle has no width
     *                                  or no height, or the viewport is too short or empty; or as
     *                                  {@link Frustum#of} for the narrowed matrix
     */
    public static Frustum marquee(Frustum camera, double x0, double y0, double x1, double y1, int[] viewport) {
        Objects.requireNonNull(camera, "camera");
        Checks.finite("x0", x0);
        Checks.finite("y0", y0);
        Checks.finite("x1", x1);
        Checks.finite("y1", y1);
        RayChecks.viewport(viewport);
        if (x0 == x1 || y0 == y1) {
            throw new IllegalArgumentException("the rectangle must have a width and a height, was (" + x0 + ", " + y0
                    + ") to (" + x1 + ", " + y1 + ")");
        }
        // The rectangle in normalised device coordinates, as Unprojector maps a window position.
        double ax = (Math.min(x0, x1) - viewport[0]) / viewport[2] * 2.0 - 1.0;
        double bx = (Math.max(x0, x1) - viewport[0]) / viewport[2] * 2.0 - 1.0;
        double ay = (Math.min(y0, y1) - viewport[1]) / viewport[3] * 2.0 - 1.0;
        double by = (Math.max(y0, y1) - viewport[1]) / viewport[3] * 2.0 - 1.0;
        // Clip x' = (2 x - (ax + bx) w) / (bx - ax): the rectangle's range becomes [-w, w].
        Matrix4d narrow = new Matrix4d()
                .m00(2 / (bx - ax)).m30(-(ax + bx) / (bx - ax))
                .m11(2 / (by - ay)).m31(-(ay + by) / (by - ay));
        return Frustum.of(narrow.mul(camera.viewProjection(new Matrix4d())), camera.depthRange());
    }

    /**
     * The boxes of a hierarchy that the frustum selects, by the caller's index, in the walk's order;
     * exactly those {@link #select(Obb3dBatch, Frustum, SelectionMode, int[])} reports for the boxes
     * the hierarchy was built over.
     *
     * @param bvh       the hierarchy
     * @param frustum   the frustum (a camera's, or a {@link #marquee})
     * @param mode      touching or wholly inside
     * @param workspace the traversal's stack, one per thread
     * @param dest      receives the indices; at least {@code bvh.size()} long
     * @return how many were written
     * @throws IllegalArgumentException if {@code dest} is shorter than {@code bvh.size()}
     */
    public static int select(Bvh3d bvh, Frustum frustum, SelectionMode mode, PickWorkspace workspace, int[] dest) {
        check(bvh, frustum, workspace, dest);
        Objects.requireNonNull(mode, "mode");
        return FrustumTraversal3d.walk(bvh, frustum, leaf(mode), workspace, dest);
    }

    /**
     * The boxes of a batch that the frustum selects, by a linear scan, ascending.
     *
     * @param boxes   the boxes
     * @param frustum the frustum
     * @param mode    touching or wholly inside
     * @param dest    receives the indices; at least {@code boxes.size()} long
     * @return how many were written
     * @throws IllegalArgumentException if {@code dest} is shorter than {@code boxes.size()}
     */
    public static int select(Obb3dBatch boxes, Frustum frustum, SelectionMode mode, int[] dest) {
        check(boxes, frustum, dest);
        Objects.requireNonNull(mode, "mode");
        return FrustumTraversal3d.scan(boxes, frustum, leaf(mode), dest);
    }

    /**
     * Culling: the boxes of a hierarchy that the conservative plane test does not call OUTSIDE, by the
     * caller's index, in the walk's order; exactly those {@link #visible(Obb3dBatch, Frustum, int[])}
     * reports.
     * Every box that touches the frustum is among them, and so may be a few outside it near its edges
     * and corners.
     *
     * @param bvh       the hierarchy
     * @param frustum   the camera's frustum
     * @param workspace the traversal's stack, one per thread
     * @param dest      receives the indices; at least {@code bvh.size()} long
     * @return how many were written
     * @throws IllegalArgumentException if {@code dest} is shorter than {@code bvh.size()}
     */
    public static int visible(Bvh3d bvh, Frustum frustum, PickWorkspace workspace, int[] dest) {
        check(bvh, frustum, workspace, dest);
        return FrustumTraversal3d.walk(bvh, frustum, FrustumTraversal3d.Leaf.VISIBLE, workspace, dest);
    }

    /**
     * Culling by a linear scan: the boxes of a batch that the conservative plane test does not call
     * OUTSIDE, ascending.
     *
     * @param boxes   the boxes
     * @param frustum the camera's frustum
     * @param dest    receives the indices; at least {@code boxes.size()} long
     * @return how many were written
     * @throws IllegalArgumentException if {@code dest} is shorter than {@code boxes.size()}
     */
    public static int visible(Obb3dBatch boxes, Frustum frustum, int[] dest) {
        check(boxes, frustum, dest);
        return FrustumTraversal3d.scan(boxes, frustum, FrustumTraversal3d.Leaf.VISIBLE, dest);
    }

    private static FrustumTraversal3d.Leaf leaf(SelectionMode mode) {
        return mode == SelectionMode.TOUCHING ? FrustumTraversal3d.Leaf.TOUCHING : FrustumTraversal3d.Leaf.INSIDE;
    }

    private static void check(Bvh3d bvh, Frustum frustum, PickWorkspace workspace, int[] dest) {
        Objects.requireNonNull(bvh, "bvh");
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        Checks.length("dest", dest.length, bvh.size());
    }

    private static void check(Obb3dBatch boxes, Frustum frustum, int[] dest) {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(dest, "dest");
        Checks.length("dest", dest.length, boxes.size());
    }
}
