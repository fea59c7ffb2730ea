package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core2d.Obb2d;
import java.util.OptionalDouble;
import java.util.function.DoubleUnaryOperator;
import org.joml.Vector2dc;

/**
 * The 2D twin of {@link SweepOracles3d}: the first time two translating rectangles come within a
 * distance of each other, by a scan over the step, a golden-section search for the least separation
 * between the neighbours of the smallest sample (which catches boxes that pass through each other
 * between two samples), and bisection, all on the static oracle {@link Oracles2d}. The same
 * {@link SweepOracles3d#SCAN_STEPS} and {@link SweepOracles3d#TIME_TOLERANCE}.
 */
public final class SweepOracles2d {
    private SweepOracles2d() {
    }

    /**
     * The signed separation ({@link Oracles2d#separation}) of the boxes at time {@code t}.
     *
     * @param a     box A at time 0
     * @param moveA A's displacement over the step
     * @param b     box B at time 0
     * @param moveB B's displacement over the step
     * @param t     the time
     * @return the separation at {@code t}
     */
    public static double separationAt(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB, double t) {
        return Oracles2d.separation(at(a, moveA, t), at(b, moveB, t));
    }

    /**
     * Box {@code box} moved by {@code t * move}.
     *
     * @param box  the box at time 0
     * @param move its displacement over the step
     * @param t    the time
     * @return the box at time {@code t}
     */
    public static Obb2d at(Obb2d box, Vector2dc move, double t) {
        return box.translated(t * move.x(), t * move.y());
    }

    /**
     * The first time in {@code [0, 1]} at which the boxes intersect by {@link Oracles2d#intersects},
     * to within {@link SweepOracles3d#TIME_TOLERANCE} above.
     *
     * @param a     box A at time 0
     * @param moveA A's displacement over the step
     * @param b     box B at time 0
     * @param moveB B's displacement over the step
     * @return the time, or empty when they do not intersect during the step
     */
    public static OptionalDouble firstContact(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB) {
        return SweepOracles3d.first(t -> Oracles2d.intersects(at(a, moveA, t), at(b, moveB, t)),
                t -> separationAt(a, moveA, b, moveB, t));
    }

    /**
     * The first time in {@code [0, 1]} at which the boxes' signed separation is at most
     * {@code distance}, to within {@link SweepOracles3d#TIME_TOLERANCE} above.
     *
     * @param a        box A at time 0
     * @param moveA    A's displacement over the step
     * @param b        box B at time 0
     * @param moveB    B's displacement over the step
     * @param distance the signed separation to reach
     * @return the time, or empty when the separation stays above {@code distance} during the step
     */
    public static OptionalDouble firstTimeWithin(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB,
                                                 double distance) {
        DoubleUnaryOperator f = t -> separationAt(a, moveA, b, moveB, t) - distance;
        return SweepOracles3d.first(t -> f.applyAsDouble(t) <= 0, f);
    }
}
