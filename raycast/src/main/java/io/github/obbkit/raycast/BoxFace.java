package io.github.obbkit.raycast;

/**
 * A face of a box, named by the box's local axis it is perpendicular to and the side it lies on:
 * {@code NEG_X} is the face at {@code -halfExtentX} along the box's local X axis (its outward normal
 * is {@code -axisX}), {@code POS_X} the face at {@code +halfExtentX}, and so on. For an axis-aligned
 * box the local axes are the world axes ({@code NEG_X} is the face {@code x = minX}); 2D boxes use
 * only the X and Y faces (their "faces" are edges).
 */
public enum BoxFace {
    /** The face at {@code -halfExtentX} along the local X axis; outward normal {@code -axisX}. */
    NEG_X(0, -1),
    /** The face at {@code +halfExtentX} along the local X axis; outward normal {@code +axisX}. */
    POS_X(0, 1),
    /** The face at {@code -halfExtentY} along the local Y axis; outward normal {@code -axisY}. */
    NEG_Y(1, -1),
    /** The face at {@code +halfExtentY} along the local Y axis; outward normal {@code +axisY}. */
    POS_Y(1, 1),
    /** The face at {@code -halfExtentZ} along the local Z axis; outward normal {@code -axisZ}. */
    NEG_Z(2, -1),
    /** The face at {@code +halfExtentZ} along the local Z axis; outward normal {@code +axisZ}. */
    POS_Z(2, 1);

    private static final BoxFace[] BY_INDEX = values();

    private final int axis;
    private final int sign;

    BoxFace(int axis, int sign) {
        this.axis = axis;
        this.sign = sign;
    }

    /**
     * The local axis the face is perpendicular to.
     *
     * @return 0 for X, 1 for Y, 2 for Z
     */
    public int axis() {
        return axis;
    }

    /**
     * The side of the box the face lies on.
     *
     * @return -1 for the face at minus the half-extent, +1 for plus
     */
    public int sign() {
        return sign;
    }

    /**
     * The face on the other side of the box.
     *
     * @return the opposite face
     */
    public BoxFace opposite() {
        return BY_INDEX[ordinal() ^ 1];
    }

    /**
     * The face perpendicular to {@code axis} on side {@code sign}.
     *
     * @param axis 0, 1 or 2
     * @param sign -1 or +1
     * @return the face
     * @throws IllegalArgumentException if the axis or the sign is out of range
     */
    public static BoxFace of(int axis, int sign) {
        if (axis < 0 || axis > 2) {
            throw new IllegalArgumentException("axis must be 0, 1 or 2, was " + axis);
        }
        if (sign != -1 && sign != 1) {
            throw new IllegalArgumentException("sign must be -1 or 1, was " + sign);
        }
        return BY_INDEX[2 * axis + (sign + 1) / 2];
    }
}
