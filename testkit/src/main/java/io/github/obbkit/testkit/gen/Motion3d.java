package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;
import org.joml.Vector3d;

/**
 * Two boxes at the start of a step and their displacements over it: at time {@code t in [0, 1]} they
 * are {@code a.translated(t * moveA)} and {@code b.translated(t * moveB)}.
 *
 * @param a      box A at time 0
 * @param moveAx A's displacement's x
 * @param moveAy A's displacement's y
 * @param moveAz A's displacement's z
 * @param b      box B at time 0
 * @param moveBx B's displacement's x
 * @param moveBy B's displacement's y
 * @param moveBz B's displacement's z
 * @param family the generator family, for labels
 */
public record Motion3d(Obb3d a, double moveAx, double moveAy, double moveAz, Obb3d b, double moveBx,
                       double moveBy, double moveBz, String family) {
    /**
     * Checks the components are present.
     *
     * @param a      box A at time 0
     * @param moveAx A's displacement's x
     * @param moveAy A's displacement's y
     * @param moveAz A's displacement's z
     * @param b      box B at time 0
     * @param moveBx B's displacement's x
     * @param moveBy B's displacement's y
     * @param moveBz B's displacement's z
     * @param family the generator family
     */
    public Motion3d {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(family, "family");
    }

    /**
     * A's displacement, as a new vector.
     *
     * @return A's displacement
     */
    public Vector3d moveA() {
        return new Vector3d(moveAx, moveAy, moveAz);
    }

    /**
     * B's displacement, as a new vector.
     *
     * @return B's displacement
     */
    public Vector3d moveB() {
        return new Vector3d(moveBx, moveBy, moveBz);
    }

    /**
     * Java source that recreates the motion, for failure reports.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return family + ": a = " + a + ", moveA = new Vector3d(" + moveAx + ", " + moveAy + ", " + moveAz
                + "), b = " + b + ", moveB = new Vector3d(" + moveBx + ", " + moveBy + ", " + moveBz + ")";
    }
}
