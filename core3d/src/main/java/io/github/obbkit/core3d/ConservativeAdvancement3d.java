package io.github.obbkit.core3d;

import java.util.Objects;
import org.joml.Vector3dc;
import org.jspecify.annotations.Nullable;

/**
 * The first contact of two boxes that translate and turn over a step, by conservative advancement
 * (Mirtich, "Impulse-based Dynamic Simulation of Rigid Body Systems", 1996, 2.4; Zhang, Redon, Lee
 * and Kim, "Continuous Collision Detection for Articulated Models using Taylor Models and Temporal
 * Culling", 2007): approximate, to a stated tolerance, where {@link Sweep3d} is exact for boxes that
 * do not turn. Box A's centre moves by {@code moveA} and A turns about its centre by the rotation
 * vector {@code spinA} (axis times angle in radians) at constant angular velocity as time runs from 0
 * to 1, and the same for B.
 *
 * <p><b>Algorithm.</b> At time {@code t} the largest gap {@code g} between the boxes' projections on
 * their fifteen candidate axes (edge-edge axes of nearly parallel edges left out) is a lower bound of
 * their distance, and no point of either box moves towards the other faster than
 * {@code μ = |moveB - moveA| + |spinA| rA + |spinB| rB} per unit of time, {@code r} the distance from
 * a box's centre to its corners. So the boxes cannot touch before {@code t + g / μ}; the search
 * advances by {@code (g - tolerance / 2) / μ} until {@code g <= tolerance}, and reports that time.
 *
 * <p><b>What is guaranteed.</b> It never tunnels: the reported time is never later than the true
 * first contact (up to rounding, which the half tolerance kept in every step covers), and a contact
 * is reported whenever the boxes touch during the step. It may report a contact that is not one: at
 * the reported time the boxes are within {@code √3 tolerance} of each other (the best of the
 * candidate axes sees at least {@code 1/√3} of the distance), not necessarily touching, and the time
 * may be early by as much as that distance over the slowest approach. Boxes that touch or overlap at
 * {@code t = 0} report 0 with {@link Sat3d#mtv}'s normal; otherwise the normal is the axis of the
 * largest gap at the reported time, from A towards B. Tolerances below {@link #MIN_TOLERANCE_RELATIVE}
 * of the step's scale ({@link Sweep3d#boundaryBand} over {@link Sweep3d#BAND_RELATIVE}) are raised to
 * it, and the search stops after {@link #MAX_ITERATIONS} steps, reporting the time it reached (still
 * no later than the true contact). It allocates a few small objects per step; for boxes that do not
 * turn, {@link Sweep3d} is exact, faster and allocation-free.
 */
public final class ConservativeAdvancement3d {
    /** The most advancement steps; the time reached is then reported, conservatively. */
    public static final int MAX_ITERATIONS = 10_000;

    /** The smallest tolerance, relative to the step's scale; smaller ones are raised to it. */
    public static final double MIN_TOLERANCE_RELATIVE = 1e-9;

    private ConservativeAdvancement3d() {
    }

    /**
     * The first contact, to within {@code tolerance}, of A and B translating and turning over the step.
     *
     * @param a         box A at time 0
     * @param moveA     A's centre's displacement over the step
     * @param spinA     A's rotation over the step about its centre, as axis times angle in radians
     * @param b         box B at time 0
     * @param moveB     B's centre's displacement over the step
     * @param spinB     B's rotation over the step about its centre
     * @param tolerance the distance at which the boxes count as touching, {@code > 0}
     * @return the contact (its time no later than the true first contact), or null when the boxes stay
     *         farther apart than the tolerance throughout the step
     * @throws IllegalArgumentException if a displacement's component is NaN, infinite or larger in
     *                                  magnitude than {@link Obb3d#MAX_REACH}, a spin's component is NaN
     *                                  or infinite, or the tolerance is not finite and positive
     */
    public static @Nullable Contact3d firstContact(Obb3d a, Vector3dc moveA, Vector3dc spinA, Obb3d b,
                                                   Vector3dc moveB, Vector3dc spinB, double tolerance) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Sweep3d.checkMove("moveA", moveA);
        Sweep3d.checkMove("moveB", moveB);
        checkSpin("spinA", spinA);
        checkSpin("spinB", spinB);
        if (!(tolerance > 0 && tolerance < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("tolerance must be finite and > 0, was " + tolerance);
        }
        double floor = MIN_TOLERANCE_RELATIVE / Sweep3d.BAND_RELATIVE * Sweep3d.boundaryBand(a, moveA, b, moveB);
        return ConservativeAdvancement3dKernel.advance(a, moveA.x(), moveA.y(), moveA.z(), spinA.x(), spinA.y(),
                spinA.z(), b, moveB.x(), moveB.y(), moveB.z(), spinB.x(), spinB.y(), spinB.z(),
                Math.max(tolerance, floor));
    }

    private static void checkSpin(String name, Vector3dc spin) {
        Objects.requireNonNull(spin, name);
        if (!(Double.isFinite(spin.x()) && Double.isFinite(spin.y()) && Double.isFinite(spin.z()))) {
            throw new IllegalArgumentException(name + " must be finite, was (" + spin.x() + ", " + spin.y() + ", "
                    + spin.z() + ")");
        }
    }
}
