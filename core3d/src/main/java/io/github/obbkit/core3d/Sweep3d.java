package io.github.obbkit.core3d;

import java.util.Objects;
import org.joml.Vector3dc;
import org.jspecify.annotations.Nullable;

/**
 * The first contact of two boxes that move over a step, each translating by a constant displacement
 * without turning: box A moves by {@code moveA} and box B by {@code moveB} as the step's time runs
 * from 0 to 1, so at time {@code t} they are {@code a.translated(t * moveA)} and
 * {@code b.translated(t * moveB)}. A box tested only at the ends of a step can pass through a thin
 * one in between (tunnelling); the sweep finds the first time they touch, however fast they move.
 * Static, stateless and allocation-free (except the returned {@link Contact3d}).
 *
 * <p><b>Algorithm.</b> The separating-axis test of {@link Sat3d} extended to time (Eberly, "Dynamic
 * Collision Detection using Oriented Bounding Boxes", Geometric Tools 2008; Ericson, Real-Time
 * Collision Detection, 5.5). Without rotation every radius of the fifteen tests is constant and the
 * projected distance between the centres changes linearly, so each axis keeps the boxes unseparated
 * for one interval of time; the boxes first touch at the latest entry over the axes if it is no later
 * than the earliest exit and lies in {@code [0, 1]}. Its axis, oriented from A towards B, is the
 * contact normal; on equal entries the first in {@link SatAxis3d} order wins. It costs about one
 * static test plus one division per axis. Boxes that touch or overlap at {@code t = 0}
 * ({@link Sat3d#intersects} is true) report time 0, with the normal and axis of
 * {@link Sat3d#mtv} (the push that would separate them), so a resting contact is a contact at 0.
 *
 * <p><b>What it does not do.</b> The boxes do not turn during the step: for turning boxes use
 * {@link ConservativeAdvancement3d}, which is slower and approximate to a stated tolerance. The
 * motion is a straight line at constant speed; a step with acceleration is approximated by its
 * chord. It reports the first touch, not the contact points, and nothing after the first touch.
 *
 * <p><b>Parallel edges.</b> Edge-edge axes shorter than {@link Sat3d#DEGENERATE_EDGE_AXIS} (nearly
 * parallel edges) are skipped, as {@link Sat3d#mtv} skips them: their direction is known only to
 * rounding, so it never becomes the contact normal, and the face axes see any gap across the common
 * direction to within the band.
 *
 * <p><b>Boundary band.</b> Let {@code β = } {@link #boundaryBand}, {@link #BAND_RELATIVE} times the
 * scale of the whole step. If the boxes come within a signed gap of {@code -β} (overlap deeper than
 * {@code β}) at some time of the step, a contact is reported, at a time no earlier than the first at
 * which their gap is at most {@code +β} and no later than the first at which it is at most
 * {@code -β}; if they never come within {@code +β}, none is. In between (grazing contacts) either
 * answer may come back. The times are thus exact in space, not in time: a grazing approach may
 * report a time far from the exact one, at which the boxes are nonetheless within {@code β} of
 * touching. Derivation and tests:
 * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core3d">precision.md</a>.
 */
public final class Sweep3d {
    /** The relative half-width of the boundary band; see {@link #boundaryBand}. */
    public static final double BAND_RELATIVE = 1e-6;

    private Sweep3d() {
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
     *                                  magnitude than {@link Obb3d#MAX_REACH}
     */
    public static @Nullable Contact3d firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
        MutableContact3d c = new MutableContact3d();
        firstContact(a, moveA, b, moveB, c);
        return c.toContact();
    }

    /**
     * {@link #firstContact(Obb3d, Vector3dc, Obb3d, Vector3dc)} into a holder, allocating nothing.
     *
     * @param a     one box, at time 0
     * @param moveA A's displacement over the step
     * @param b     the other box, at time 0
     * @param moveB B's displacement over the step
     * @param dest  the holder to overwrite with the contact, or with "no contact"
     * @return true if the boxes touch during the step
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb3d#MAX_REACH}
     */
    public static boolean firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB, MutableContact3d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(dest, "dest");
        checkMove("moveA", moveA);
        checkMove("moveB", moveB);
        return Sweep3dKernel.sweep(a, b, moveB.x() - moveA.x(), moveB.y() - moveA.y(), moveB.z() - moveA.z(), dest);
    }

    /**
     * The first contact of box A moving by {@code moveA} with box {@code index} of a batch, which
     * stands still; the same answer as {@code firstContact(a, moveA, batch.get(index), zero, dest)},
     * allocating nothing. The normal points from A, the moving box, towards the batch's box.
     *
     * @param a     the moving box, at time 0
     * @param moveA its displacement over the step
     * @param batch the boxes standing still
     * @param index which of them
     * @param dest  the holder to overwrite with the contact, or with "no contact"
     * @return true if the boxes touch during the step
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb3d#MAX_REACH}, or the index is not
     *                                  one of the batch's
     */
    public static boolean firstContact(Obb3d a, Vector3dc moveA, Obb3dBatch batch, int index,
                                       MutableContact3d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(batch, "batch");
        Objects.requireNonNull(dest, "dest");
        checkMove("moveA", moveA);
        if (index < 0 || index >= batch.size()) {
            throw new IllegalArgumentException("index must be in [0, " + batch.size() + "), was " + index);
        }
        return Sweep3dKernel.sweep(a, batch, index, -moveA.x(), -moveA.y(), -moveA.z(), dest);
    }

    /**
     * The half-width of the band inside which {@link #firstContact} may answer either way:
     * {@link #BAND_RELATIVE} times the step's scale, which is, for each world axis, the larger of the
     * centre difference's component at the start and at the end of the step, the largest of these
     * three, plus all six half-extents.
     *
     * @param a     one box, at time 0
     * @param moveA A's displacement over the step
     * @param b     the other box, at time 0
     * @param moveB B's displacement over the step
     * @return the band's half-width, in world units
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb3d#MAX_REACH}
     */
    public static double boundaryBand(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        checkMove("moveA", moveA);
        checkMove("moveB", moveB);
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double dz = b.cz - a.cz;
        double ex = dx + (moveB.x() - moveA.x());
        double ey = dy + (moveB.y() - moveA.y());
        double ez = dz + (moveB.z() - moveA.z());
        double d = Math.max(Math.max(Math.max(Math.abs(dx), Math.abs(ex)), Math.max(Math.abs(dy), Math.abs(ey))),
                Math.max(Math.abs(dz), Math.abs(ez)));
        return BAND_RELATIVE * (d + a.hx + a.hy + a.hz + b.hx + b.hy + b.hz);
    }

    /** A displacement whose components are finite and at most {@link Obb3d#MAX_REACH} in magnitude. */
    static void checkMove(String name, Vector3dc move) {
        Objects.requireNonNull(move, name);
        checkComponent(name, "x", move.x());
        checkComponent(name, "y", move.y());
        checkComponent(name, "z", move.z());
    }

    private static void checkComponent(String name, String component, double value) {
        if (!(Math.abs(value) <= Obb3d.MAX_REACH)) {
            throw new IllegalArgumentException(name + "." + component + " must be finite and at most "
                    + Obb3d.MAX_REACH + " in magnitude, was " + value);
        }
    }
}
