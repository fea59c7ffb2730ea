package io.github.obbkit.raycast;

/**
 * Which boxes a marquee (rectangle) selection takes, the two choices CAD and DCC tools offer: those
 * the rectangle's frustum touches, or only those it holds whole.
 */
public enum SelectionMode {
    /**
     * Every box that shares a point with the frustum, by the exact test
     * {@link io.github.obbkit.core3d.FrustumTest3d#intersects(io.github.obbkit.core3d.Frustum,
     * io.github.obbkit.core3d.Obb3d)}: exact outside its boundary band.
     */
    TOUCHING,
    /**
     * Every box wholly inside the frustum, by the conservative test
     * {@link io.github.obbkit.core3d.FrustumTest3d#classify(io.github.obbkit.core3d.Frustum,
     * io.github.obbkit.core3d.Obb3d)} answering {@code INSIDE}: every box taken is inside; a box inside
     * by less than that test's lean may be left out.
     */
    WHOLLY_INSIDE
}
