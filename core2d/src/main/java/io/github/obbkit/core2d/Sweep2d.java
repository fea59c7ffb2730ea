package io.github.obbkit.core2d;

import java.util.Objects;
import org.joml.Vector2dc;
import org.jspecify.annotations.Nullable;

/**
 * The first contact of two rectangles that move over a step, each translating by a constant
 * displacement without turning: at time {@code t in [0, 1]} they are {@code a.translated(t * moveA)}
 * and {@code b.translated(t * moveB)}. The 2D twin of {@code Sweep3d} in core3d: a box tested only
 * at the ends of a step can pass through a thin one in between (tunnelling); the sweep finds the
 * first time they touch, however fast they move. Static, stateless and allocation-free (except the
 * returned {@link Contact2d}).
 *
 * <p><b>Algorithm.</b> The four-axis test of {@link Sat2d} extended to time (Eberly, "Dynamic
 * Collision Detection using Oriented Bounding Boxes", Geometric Tools 2008; Ericson, Real-Time
 * Collision Detection, 5.5): on each axis the radii are constant and the projected centre distance
 * changes linearly, so each axis keeps the boxes unseparated for one interval of time, and they first
 * touch at the latest entry if it is no later than the earliest exit and lies in {@code [0, 1]}. Its
 * axis, oriented from A towards B, is the normal; on equal entries the first in {@link SatAxis2d}
 * order wins. Boxes that touch or overlap at {@code t = 0} ({@link Sat2d#intersects}) report time 0
 * with the normal and axis of {@link Sat2d#mtv}. The boxes do not turn during the step, the motion is
 * a straight line at constant speed, and only the first touch is reported.
 *
 * <p><b>Boundary band.</b> With {@code β = } {@link #boundaryBand}: if the boxes overlap by more than
 * {@code β} at some time of the step, a contact is reported, no earlier than the first time their gap
 * is at most {@code +β} and no later than the first time it is at most {@code -β}; if they never come
 * within {@code +β}, none is; in between either answer may come back. Derivation and tests:
 * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core2d">precision.md</a>.
 */
public final class Sweep2d {
    /** The relative half-width of the boundary band; see {@link #boundaryBand}. */
    public static final double BAND_RELATIVE = 1e-10;

    private Sweep2d() {
    }

    /**
     * The first contact of A moving by {@code moveA} and B moving by {@code moveB} over the step.
     *
     * @param a     one box, at time 0
     * @param moveA A's displacement over the step
     * @param b     the other box, at time 0
     * @param moveB B's displacement over the step
     * @return the first contact, with its time in {@code [0, 1]} and its normal from A towards B, or
     *         null when the boxes do not touch during the step
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb2d#MAX_REACH}
     */
    public static @Nullable Contact2d firstContact(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB) {
        MutableContact2d c = new MutableContact2d();
        firstContact(a, moveA, b, moveB, c);
        return c.toContact();
    }

    /**
     * {@link #firstContact(Obb2d, Vector2dc, Obb2d, Vector2dc)} into a holder, allocating nothing.
     *
     * @param a     one box, at time 0
     * @param moveA A's displacement over the step
     * @param b     the other box, at time 0
     * @param moveB B's displacement over the step
     * @param dest  the holder to overwrite with the contact, or with "no contact"
     * @return true if the boxes touch during the step
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb2d#MAX_REACH}
     */
    public static boolean firstContact(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB, MutableContact2d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(dest, "dest");
        checkMove("moveA", moveA);
        checkMove("moveB", moveB);
        return Sweep2dKernel.sweep(a, b, moveB.x() - moveA.x(), moveB.y() - moveA.y(), dest);
    }

    /**
     * The half-width of the band inside which {@link #firstContact} may answer either way:
     * {@link #BAND_RELATIVE} times the step's scale, which is, for each world axis, the larger of the
     * centre difference's component at the start and at the end of the step, the larger of these two,
     * plus all four half-extents.
     *
     * @param a     one box, at time 0
     * @param moveA A's displacement over the step
     * @param b     the other box, at time 0
     * @param moveB B's displacement over the step
     * @return the band's half-width, in world units
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb2d#MAX_REACH}
     */
    public static double boundaryBand(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        checkMove("moveA", moveA);
        checkMove("moveB", moveB);
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double ex = dx + (moveB.x() - moveA.x());
        double ey = dy + (moveB.y() - moveA.y());
        double d = Math.max(Math.max(Math.abs(dx), Math.abs(ex)), Math.max(Math.abs(dy), Math.abs(ey)));
        return BAND_RELATIVE * (d + a.hx + a.hy + b.hx + b.hy);
    }

    private static void checkMove(String name, Vector2dc move) {
        Objects.requireNonNull(move, name);
        checkComponent(name, "x", move.x());
        checkComponent(name, "y", move.y());
    }

    private static void checkComponent(String name, String component, double value) {
        if (!(Math.abs(value) <= Obb2d.MAX_REACH)) {
            throw new IllegalArgumentException(name + "." + component + " must be finite and at most "
                    + Obb2d.MAX_REACH + " in magnitude, was " + value);
        }
    }
}
