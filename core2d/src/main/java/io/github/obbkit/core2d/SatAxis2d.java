package io.github.obbkit.core2d;

/**
 * The four candidate separating axes of two 2D boxes, in the order the tests visit them (which is
 * also the order that breaks ties in {@link Sat2d#mtv(Obb2d, Obb2d)}).
 */
public enum SatAxis2d {
    /** Box A's local X axis (row 0 of A's rotation). */
    A_X,
    /** Box A's local Y axis (row 1 of A's rotation). */
    A_Y,
    /** Box B's local X axis (row 0 of B's rotation). */
    B_X,
    /** Box B's local Y axis (row 1 of B's rotation). */
    B_Y
}
