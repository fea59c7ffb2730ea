package io.github.obbkit.core3d;

import java.util.Objects;

/**
 * A camera's {@link Frustum} against oriented boxes, two ways: an exact separating-axis test for
 * selection, and the usual conservative plane test, with a three-way answer, for culling. Static,
 * stateless and allocation-free.
 *
 * <p><b>Which to use.</b> {@link #classify(Frustum, Obb3d)} is the culling test: six planes, a few
 * dozen multiplications, and an answer that may only err towards drawing. It never answers
 * {@link Containment#OUTSIDE} for a box that touches the frustum, and answers
 * {@link Containment#INSIDE} only for a box wholly inside it; but a box outside the frustum near one
 * of its edges or corners (beyond two planes at once, yet beyond neither alone) is called
 * {@link Containment#INTERSECTING}, as is any box within the lean of a plane. That costs a wasted draw,
 * never a missing one, so a renderer wants it. {@link #intersects(Frustum, Obb3d)} is the selection
 * test: exact up to a narrow boundary band, so the boxes it reports are the boxes that touch the
 * frustum, as a user who drags a marquee rectangle expects; it costs a few times more on boxes near
 * the frustum (it goes on to the edge axes) and about the same on boxes clearly outside. For a set of
 * boxes, the marquee selection and culling in obbkit-raycast use both: the plane test on the
 * hierarchy's nodes, the exact test (or the plane test, for culling) on its leaves.
 *
 * <p><b>The exact test.</b> A frustum is a convex hexahedron; it and a box are disjoint exactly when
 * one of these axes separates them (Ericson, Real-Time Collision Detection, 4.4.1 and 5.2.1; Eberly,
 * "Intersection of Convex Objects: The Method of Separating Axes"): the frustum's six face normals,
 * the box's three axes, and the cross products of the frustum's distinct edge directions (six for a
 * perspective camera, three for an orthographic one) with the box's three axes. Closed shapes:
 * touching intersects. Outside {@link #boundaryBand(Frustum, Obb3d)} of touching, the answer is that
 * of exact arithmetic on the frustum the matrix defines and the stored box; inside the band either
 * answer may come back. The band's scale is the frustum's whole size, measured from the box's centre,
 * not the distance from the world's origin.
 *
 * <p><b>The conservative test.</b> The box's extent along each plane's normal ({@code hx |n · u| +
 * hy |n · v| + hz |n · w|}, the absolute-value rule of Arvo, Graphics Gems, 1990, and of JOML's
 * {@code FrustumIntersection.testAab} for axis-aligned boxes) against the plane. Each plane is moved
 * by a lean of {@link #LEAN_RELATIVE} times the frustum's size plus the box's distance and size,
 * outwards for OUTSIDE and inwards for INSIDE, so that rounding in the frustum's corners and in the
 * box's projections can only move an answer to INTERSECTING. A box the exact test reports is never
 * OUTSIDE here.
 *
 * <p>The derivations of {@link #BAND_RELATIVE} and {@link #LEAN_RELATIVE}, with the tests that pin
 * them, are in
 * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core3d">precision.md</a>.
 */
public final class FrustumTest3d {
    /** The relative half-width of the exact test's boundary band; see {@link #boundaryBand(Frustum, Obb3d)}. */
    public static final double BAND_RELATIVE = 1e-6;

    /**
     * The conservative test's lean, relative to the frustum's size (the largest coordinate of a corner
     * from the centre of the corners' bounds) plus the box's distance from that centre (the sum of its
     * coordinates' magnitudes) plus its three half-extents: {@code 2^-40}, about {@code 9.1e-13}.
     */
    public static final double LEAN_RELATIVE = FrustumKernel3d.LEAN_RELATIVE;

    private FrustumTest3d() {
    }

    /**
     * Whether the closed frustum and the closed box share a point, by the separating-axis test: exact
     * outside {@link #boundaryBand(Frustum, Obb3d)}.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return true if they intersect or touch
     */
    public static boolean intersects(Frustum frustum, Obb3d box) {
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(box, "box");
        return FrustumKernel3d.intersects(frustum, box.cx, box.cy, box.cz, box.ux, box.uy, box.uz, box.vx, box.vy,
                box.vz, box.wx, box.wy, box.wz, box.hx, box.hy, box.hz);
    }

    /**
     * {@link #intersects(Frustum, Obb3d)} for box {@code index} of a batch, read in place.
     *
     * @param frustum the frustum
     * @param boxes   the batch
     * @param index   the box's index
     * @return true if the frustum and the box intersect or touch
     * @throws IllegalArgumentException if the index is out of range
     */
    public static boolean intersects(Frustum frustum, Obb3dBatch boxes, int index) {
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(boxes, "boxes");
        checkIndex(boxes, index);
        return FrustumKernel3d.intersects(frustum, boxes.cx[index], boxes.cy[index], boxes.cz[index], boxes.ux[index],
                boxes.uy[index], boxes.uz[index], boxes.vx[index], boxes.vy[index], boxes.vz[index], boxes.wx[index],
                boxes.wy[index], boxes.wz[index], boxes.hx[index], boxes.hy[index], boxes.hz[index]);
    }

    /**
     * The conservative plane test, for culling: never {@link Containment#OUTSIDE} for a box that
     * touches the frustum, {@link Containment#INSIDE} only for a box wholly inside it, and
     * {@link Containment#INTERSECTING} otherwise, including for some boxes that are outside near an
     * edge or a corner; see the class comment.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return where the box lies
     */
    public static Containment classify(Frustum frustum, Obb3d box) {
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(box, "box");
        return FrustumKernel3d.classify(frustum, box.cx, box.cy, box.cz, box.ux, box.uy, box.uz, box.vx, box.vy,
                box.vz, box.wx, box.wy, box.wz, box.hx, box.hy, box.hz);
    }

    /**
     * {@link #classify(Frustum, Obb3d)} for box {@code index} of a batch, read in place.
     *
     * @param frustum the frustum
     * @param boxes   the batch
     * @param index   the box's index
     * @return where the box lies
     * @throws IllegalArgumentException if the index is out of range
     */
    public static Containment classify(Frustum frustum, Obb3dBatch boxes, int index) {
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(boxes, "boxes");
        checkIndex(boxes, index);
        return FrustumKernel3d.classify(frustum, boxes.cx[index], boxes.cy[index], boxes.cz[index], boxes.ux[index],
                boxes.uy[index], boxes.uz[index], boxes.vx[index], boxes.vy[index], boxes.vz[index], boxes.wx[index],
                boxes.wy[index], boxes.wz[index], boxes.hx[index], boxes.hy[index], boxes.hz[index]);
    }

    /**
     * The conservative plane test for closed axis-aligned bounds given as numbers (a hierarchy's node,
     * say), with {@link #classify(Frustum, Obb3d)}'s guarantees. The bounds are grown by eight ulps of
     * their largest coordinate on each axis, and the lean is twice a box's: so the answer holds for any
     * box whose {@link Obb3d#aabb()} the bounds contain, and bounds are never OUTSIDE when such a box is
     * not (a hierarchy may prune by them and still find every box the plane test keeps).
     *
     * @param frustum the frustum
     * @param minX    the least x
     * @param minY    the least y
     * @param minZ    the least z
     * @param maxX    the greatest x
     * @param maxY    the greatest y
     * @param maxZ    the greatest z
     * @return where the bounds lie
     * @throws IllegalArgumentException if a bound is NaN or infinite, or a minimum exceeds its maximum
     */
    public static Containment classify(Frustum frustum, double minX, double minY, double minZ, double maxX,
                                       double maxY, double maxZ) {
        Objects.requireNonNull(frustum, "frustum");
        if (!(minX <= maxX && minY <= maxY && minZ <= maxZ && Math.abs(minX) <= Double.MAX_VALUE
                && Math.abs(minY) <= Double.MAX_VALUE && Math.abs(minZ) <= Double.MAX_VALUE
                && Math.abs(maxX) <= Double.MAX_VALUE && Math.abs(maxY) <= Double.MAX_VALUE
                && Math.abs(maxZ) <= Double.MAX_VALUE)) {
            throw new IllegalArgumentException("bounds must be finite with min <= max, were [" + minX + ", " + minY
                    + ", " + minZ + "] to [" + maxX + ", " + maxY + ", " + maxZ + "]");
        }
        return FrustumKernel3d.classifyBounds(frustum, minX, minY, minZ, maxX, maxY, maxZ);
    }

    /**
     * The half-width of the band around touching inside which {@link #intersects(Frustum, Obb3d)} may
     * answer either way: {@link #BAND_RELATIVE} times the scale {@code S}, the largest coordinate
     * difference between the box's centre and a corner of the frustum plus the box's three
     * half-extents. A pair whose signed gap (the distance between the two when apart, minus the
     * penetration depth when they overlap) is further than this from 0 gets the exact answer.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return the band's half-width, in world units
     */
    public static double boundaryBand(Frustum frustum, Obb3d box) {
        Objects.requireNonNull(frustum, "frustum");
        Objects.requireNonNull(box, "box");
        double dx = box.cx - frustum.ox;
        double dy = box.cy - frustum.oy;
        double dz = box.cz - frustum.oz;
        double far = 0;
        double[] q = frustum.rel;
        for (int i = 0; i < 24; i += 3) {
            far = Math.max(far, Math.max(Math.max(Math.abs(q[i] - dx), Math.abs(q[i + 1] - dy)),
                    Math.abs(q[i + 2] - dz)));
        }
        return BAND_RELATIVE * (far + box.hx + box.hy + box.hz);
    }

    private static void checkIndex(Obb3dBatch boxes, int index) {
        if (index < 0 || index >= boxes.size()) {
            throw new IllegalArgumentException("index must be in [0, " + boxes.size() + "), was " + index);
        }
    }
}
