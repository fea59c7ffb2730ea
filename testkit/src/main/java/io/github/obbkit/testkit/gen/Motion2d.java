package io.github.obbkit.testkit.gen;

import io.github.obbkit.core2d.Obb2d;
import java.util.Objects;
import org.joml.Vector2d;

/**
 * Two rectangles at the start of a step and their displacements over it: at time
 * {@code t in [0, 1]} they are {@code a.translated(t * moveA)} and {@code b.translated(t * moveB)}.
 *
 * @param a      box A at time 0
 * @param moveAx A's displacement's x
 * @param moveAy A's displacement's y
 * @param b      box B at time 0
 * @param moveBx B's displacement's x
 * @param moveBy B's displacement's y
 * @param family the generator family, for labels
 */
public record Motion2d(Obb2d a, double moveAx, double moveAy, Obb2d b, double moveBx, double moveBy,
                       String family) {
    /**
     * Checks the components are present.
     *
     * @param a      box A at time 0
     * @param moveAx A's displacement's x
     * @param moveAy A's displacement's y
     * @param b      box B at time 0
     * @param moveBx B's displacement's x
     * @param moveBy B's displacement's y
     * @param family the generator family
     */
    public Motion2d {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(family, "family");
    }

    /**
     * A's displacement, as a new vector.
     *
     * @return A's displacement
     */
    public Vector2d moveA() {
        return new Vector2d(moveAx, moveAy);
    }

    /**
     * B's displacement, as a new vector.
     *
     * @return B's displacement
     */
    public Vector2d moveB() {
        return new Vector2d(moveBx, moveBy);
    }

    /**
     * Java source that recreates the motion, for failure reports.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return family + ": a = " + a + ", moveA = new Vector2d(" + moveAx + ", " + moveAy + "), b = " + b
                + ", moveB = new Vector2d(" + moveBx + ", " + moveBy + ")";
    }
}
