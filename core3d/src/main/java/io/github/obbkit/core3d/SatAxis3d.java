package io.github.obbkit.core3d;

/**
 * The fifteen candidate separating axes of two 3D boxes, in the order the tests visit them (which
 * is also the order that breaks ties in {@link Sat3d#mtv(Obb3d, Obb3d)}): the three face
 * axes of A, the three face axes of B, then the nine cross products {@code a_i x b_j} of an edge
 * direction of A with one of B, {@code i} major.
 */
public enum SatAxis3d {
    /** Box A's local X axis (row 0 of A's rotation). */
    A_X,
    /** Box A's local Y axis (row 1 of A's rotation). */
    A_Y,
    /** Box A's local Z axis (row 2 of A's rotation). */
    A_Z,
    /** Box B's local X axis (row 0 of B's rotation). */
    B_X,
    /** Box B's local Y axis (row 1 of B's rotation). */
    B_Y,
    /** Box B's local Z axis (row 2 of B's rotation). */
    B_Z,
    /** The cross product of A's X axis with B's X axis. */
    AX_BX,
    /** The cross product of A's X axis with B's Y axis. */
    AX_BY,
    /** The cross product of A's X axis with B's Z axis. */
    AX_BZ,
    /** The cross product of A's Y axis with B's X axis. */
    AY_BX,
    /** The cross product of A's Y axis with B's Y axis. */
    AY_BY,
    /** The cross product of A's Y axis with B's Z axis. */
    AY_BZ,
    /** The cross product of A's Z axis with B's X axis. */
    AZ_BX,
    /** The cross product of A's Z axis with B's Y axis. */
    AZ_BY,
    /** The cross product of A's Z axis with B's Z axis. */
    AZ_BZ
}
