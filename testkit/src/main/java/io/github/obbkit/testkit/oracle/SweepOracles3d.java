package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core3d.Obb3d;
import java.util.OptionalDouble;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.joml.Vector3dc;

/**
 * The time of first contact of two translating boxes, found by bisection over time on the static
 * oracle {@link Oracles3d} (corner projection), independent of any swept separating-axis test: the
 * boxes at time {@code t} are {@code a.translated(t * moveA)} and {@code b.translated(t * moveB)}.
 *
 * <p><b>Why a scan comes first.</b> Bisection needs a time at which the boxes are known to be in
 * contact; two boxes that pass through each other within the step are apart at both ends, so testing
 * the ends finds nothing. For translating boxes the signed separation is a convex function of time
 * (the signed distance from a point moving on a line to a fixed convex set, the boxes' Minkowski
 * difference), so its sub-level sets are intervals and its minimum lies between the two neighbours of
 * the smallest of any set of samples. The oracle samples {@link #SCAN_STEPS} {@code + 1} evenly
 * spaced times; if none is close enough, it minimises the separation by golden-section search between
 * the neighbours of the smallest sample, which finds a contact however short it lasts; then it
 * bisects between the last time known apart and the first known in contact, to
 * {@link #TIME_TOLERANCE}. {@link Oracles3d#separation} is exact only up to its candidate directions
 * (between the largest face-normal gap and the Euclidean distance, both convex and both zero exactly
 * at touching), so the golden-section step is exact where it matters, at the zero crossing.
 */
public final class SweepOracles3d {
    /** The number of intervals of the initial scan over the step. */
    public static final int SCAN_STEPS = 64;

    /** The bisection stops when the bracket of the first contact is this short, in units of the step. */
    public static final double TIME_TOLERANCE = 0x1p-40;

    private static final int GOLDEN_ITERATIONS = 80;

    private SweepOracles3d() {
    }

    /**
     * The signed separation ({@link Oracles3d#separation}) of the boxes at time {@code t}.
     *
     * @param a     box A at time 0
     * @param moveA A's displacement over the step
     * @param b     box B at time 0
     * @param moveB B's displacement over the step
     * @param t     the time
     * @return the separation at {@code t}
     */
    public static double separationAt(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB, double t) {
        return Oracles3d.separation(at(a, moveA, t), at(b, moveB, t));
    }

    /**
     * Box {@code box} moved by {@code t * move}.
     *
     * @param box  the box at time 0
     * @param move its displacement over the step
     * @param t    the time
     * @return the box at time {@code t}
     */
    public static Obb3d at(Obb3d box, Vector3dc move, double t) {
        return box.translated(t * move.x(), t * move.y(), t * move.z());
    }

    /**
     * Box {@code box} moved by {@code t * move} and turned about its centre by the rotation vector
     * {@code t * spin} (axis times angle in radians), with JOML's quaternions: the motion of
     * {@code ConservativeAdvancement3d}, built another way.
     *
     * @param box  the box at time 0
     * @param move its centre's displacement over the step
     * @param spin its rotation over the step
     * @param t    the time
     * @return the box at time {@code t}
     */
    public static Obb3d at(Obb3d box, Vector3dc move, Vector3dc spin, double t) {
        double angle = t * spin.length();
        Quaterniond q = angle == 0 ? new Quaterniond()
                : new Quaterniond().rotationAxis(angle, spin.x(), spin.y(), spin.z());
        Vector3d u = q.transform(new Vector3d(box.axisXx(), box.axisXy(), box.axisXz()));
        Vector3d v = q.transform(new Vector3d(box.axisYx(), box.axisYy(), box.axisYz()));
        Vector3d w = q.transform(new Vector3d(box.axisZx(), box.axisZy(), box.axisZz()));
        return Obb3d.fromAxes(box.centerX() + t * move.x(), box.centerY() + t * move.y(),
                box.centerZ() + t * move.z(), u.x, u.y, u.z, v.x, v.y, v.z, w.x, w.y, w.z, box.halfExtentX(),
                box.halfExtentY(), box.halfExtentZ());
    }

    /**
     * The first of {@code samples + 1} evenly spaced times of the step at which turning boxes are
     * separated by at most {@code distance}. Turning boxes have no convex separation, so this is a
     * plain scan: it finds a contact only if it lasts longer than one sample's spacing, and it is a
     * time at which the boxes are known to be within {@code distance}, not the first such time.
     *
     * @param a        box A at time 0
     * @param moveA    A's centre's displacement
     * @param spinA    A's rotation over the step
     * @param b        box B at time 0
     * @param moveB    B's centre's displacement
     * @param spinB    B's rotation over the step
     * @param distance the signed separation to reach
     * @param samples  the number of intervals, at least 1
     * @return the first sampled time within {@code distance}, or empty
     */
    public static OptionalDouble firstSampleWithin(Obb3d a, Vector3dc moveA, Vector3dc spinA, Obb3d b,
                                                   Vector3dc moveB, Vector3dc spinB, double distance,
                                                   int samples) {
        for (int k = 0; k <= samples; k++) {
            double t = (double) k / samples;
            if (Oracles3d.separation(at(a, moveA, spinA, t), at(b, moveB, spinB, t)) <= distance) {
                return OptionalDouble.of(t);
            }
        }
        return OptionalDouble.empty();
    }

    /**
     * The first time in {@code [0, 1]} at which the boxes intersect by {@link Oracles3d#intersects},
     * to within {@link #TIME_TOLERANCE} above.
     *
     * @param a     box A at time 0
     * @param moveA A's displacement over the step
     * @param b     box B at time 0
     * @param moveB B's displacement over the step
     * @return the time, or empty when they do not intersect during the step
     */
    public static OptionalDouble firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
        return first(t -> Oracles3d.intersects(at(a, moveA, t), at(b, moveB, t)),
                t -> separationAt(a, moveA, b, moveB, t));
    }

    /**
     * The first time in {@code [0, 1]} at which the boxes' signed separation is at most
     * {@code distance} (negative: overlapping by at least {@code -distance}), to within
     * {@link #TIME_TOLERANCE} above.
     *
     * @param a        box A at time 0
     * @param moveA    A's displacement over the step
     * @param b        box B at time 0
     * @param moveB    B's displacement over the step
     * @param distance the signed separation to reach
     * @return the time, or empty when the separation stays above {@code distance} during the step
     */
    public static OptionalDouble firstTimeWithin(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB,
                                                 double distance) {
        DoubleUnaryOperator f = t -> separationAt(a, moveA, b, moveB, t) - distance;
        return first(t -> f.applyAsDouble(t) <= 0, f);
    }

    /**
     * The first time in {@code [0, 1]} at which {@code within} holds, given that it holds exactly on an
     * interval of time and that {@code f} is convex and at most 0 where it holds.
     */
    static OptionalDouble first(DoublePredicate within, DoubleUnaryOperator f) {
        if (within.test(0)) {
            return OptionalDouble.of(0);
        }
        double lo = 0;
        double hi = Double.NaN;
        int smallest = 0;
        double smallestValue = Double.POSITIVE_INFINITY;
        for (int k = 1; k <= SCAN_STEPS; k++) {
            double t = (double) k / SCAN_STEPS;
            if (within.test(t)) {
                hi = t;
                break;
            }
            lo = t;
            double v = f.applyAsDouble(t);
            if (v < smallestValue) {
                smallestValue = v;
                smallest = k;
            }
        }
        if (Double.isNaN(hi)) {
            // Passing through between two samples: the minimum lies between the smallest's neighbours.
            double x0 = Math.max(0, (double) (smallest - 1) / SCAN_STEPS);
            double x3 = Math.min(1, (double) (smallest + 1) / SCAN_STEPS);
            double g = (Math.sqrt(5) - 1) / 2;
            double x1 = x3 - g * (x3 - x0);
            double x2 = x0 + g * (x3 - x0);
            double f1 = f.applyAsDouble(x1);
            double f2 = f.applyAsDouble(x2);
            for (int i = 0; i < GOLDEN_ITERATIONS && Double.isNaN(hi); i++) {
                if (within.test(x1)) {
                    hi = x1;
                } else if (within.test(x2)) {
                    hi = x2;
                } else if (f1 <= f2) {
                    x3 = x2;
                    x2 = x1;
                    f2 = f1;
                    x1 = x3 - g * (x3 - x0);
                    f1 = f.applyAsDouble(x1);
                } else {
                    x0 = x1;
                    x1 = x2;
                    f1 = f2;
                    x2 = x0 + g * (x3 - x0);
                    f2 = f.applyAsDouble(x2);
                }
            }
            if (Double.isNaN(hi)) {
                return OptionalDouble.empty();
            }
            // Apart at the left neighbour of the bracket (scanned, or time 0).
            lo = Math.max(0, (double) (smallest - 1) / SCAN_STEPS);
        }
        while (hi - lo > TIME_TOLERANCE) {
            double mid = 0.5 * (lo + hi);
            if (within.test(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return OptionalDouble.of(hi);
    }
}
