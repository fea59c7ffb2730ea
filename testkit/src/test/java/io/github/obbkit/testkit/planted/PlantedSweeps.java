package io.github.obbkit.testkit.planted;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.Sweep2dContract;
import io.github.obbkit.testkit.contract.Sweep3dContract;
import io.github.obbkit.testkit.contract.SweepContact;
import org.joml.Vector2dc;
import org.joml.Vector3dc;
import org.jspecify.annotations.Nullable;

/**
 * Plausible broken sweeps, each with one bug that swept tests get wrong in practice; run by
 * {@code PlantedSweepBugsTest} through the sweep contract suites, which must catch every one.
 */
final class PlantedSweeps {
    private PlantedSweeps() {
    }

    /** Switches for the bugs of the textbook swept SAT below. */
    private enum Bug { NONE, ENDS_ONLY, FACE_AXES_ONLY, STILL_AXIS_SKIPPED, NO_EXIT, EARLIEST_ENTRY, NORMAL_FLIPPED }

    /**
     * A textbook swept SAT over world-space axes: each axis's interval of non-separation from the
     * projections of both boxes, then the latest entry against the earliest exit.
     */
    private static @Nullable SweepContact sweep3d(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB, Bug bug) {
        double[][] aa = {{a.axisXx(), a.axisXy(), a.axisXz()}, {a.axisYx(), a.axisYy(), a.axisYz()},
            {a.axisZx(), a.axisZy(), a.axisZz()}};
        double[][] bb = {{b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()},
            {b.axisZx(), b.axisZy(), b.axisZz()}};
        double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
        double[] hb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        double[] d = {b.centerX() - a.centerX(), b.centerY() - a.centerY(), b.centerZ() - a.centerZ()};
        double[] v = {moveB.x() - moveA.x(), moveB.y() - moveA.y(), moveB.z() - moveA.z()};
        double[][] axes = new double[15][];
        int n = 0;
        for (int i = 0; i < 3; i++) {
            axes[n++] = aa[i];
        }
        for (int j = 0; j < 3; j++) {
            axes[n++] = bb[j];
        }
        if (bug != Bug.FACE_AXES_ONLY) {
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    double[] c = cross(aa[i], bb[j]);
                    double len = Math.sqrt(dot(c, c));
                    if (len >= 1e-7) {
                        axes[n++] = new double[] {c[0] / len, c[1] / len, c[2] / len};
                    }
                }
            }
        }
        if (bug == Bug.ENDS_ONLY) {
            if (overlaps(axes, n, aa, bb, ha, hb, d, v, 0)) {
                return new SweepContact(0, aa[0][0], aa[0][1], aa[0][2]);
            }
            return overlaps(axes, n, aa, bb, ha, hb, d, v, 1) ? new SweepContact(1, aa[0][0], aa[0][1], aa[0][2])
                    : null;
        }
        double in = bug == Bug.EARLIEST_ENTRY ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        double out = Double.POSITIVE_INFINITY;
        double[] normal = aa[0];
        double sign = 1;
        for (int k = 0; k < n; k++) {
            double[] l = axes[k];
            double r = radius(aa, ha, l) + radius(bb, hb, l);
            double p = dot(d, l);
            double w = dot(v, l);
            double enter;
            double leave;
            if (w == 0) {
                if (Math.abs(p) > r && bug != Bug.STILL_AXIS_SKIPPED) {
                    return null;
                }
                enter = Double.NEGATIVE_INFINITY;
                leave = Double.POSITIVE_INFINITY;
            } else {
                double t1 = (-r - p) / w;
                double t2 = (r - p) / w;
                enter = Math.min(t1, t2);
                leave = Math.max(t1, t2);
            }
            if (bug == Bug.EARLIEST_ENTRY ? enter < in && enter > Double.NEGATIVE_INFINITY : enter > in) {
                in = enter;
                normal = l;
                sign = w > 0 ? -1 : 1;
            }
            out = Math.min(out, leave);
        }
        if (in == Double.POSITIVE_INFINITY) {
            in = Double.NEGATIVE_INFINITY;
        }
        double time = Math.max(in, 0);
        if (time > 1 || (bug != Bug.NO_EXIT && time > out)) {
            return null;
        }
        if (bug == Bug.NORMAL_FLIPPED) {
            sign = -sign;
        }
        return new SweepContact(time, sign * normal[0], sign * normal[1], sign * normal[2]);
    }

    private static boolean overlaps(double[][] axes, int n, double[][] aa, double[][] bb, double[] ha, double[] hb,
                                    double[] d, double[] v, double t) {
        for (int k = 0; k < n; k++) {
            double[] l = axes[k];
            double p = dot(d, l) + t * dot(v, l);
            if (Math.abs(p) > radius(aa, ha, l) + radius(bb, hb, l) + 1e-12) {
                return false;
            }
        }
        return true;
    }

    private static double radius(double[][] axes, double[] h, double[] l) {
        return h[0] * Math.abs(dot(axes[0], l)) + h[1] * Math.abs(dot(axes[1], l)) + h[2] * Math.abs(dot(axes[2], l));
    }

    private static double dot(double[] u, double[] v) {
        return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
    }

    private static double[] cross(double[] u, double[] v) {
        return new double[] {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
    }

    /** The same textbook sweep in 2D, on the four edge normals. */
    private static @Nullable SweepContact sweep2d(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB, Bug bug) {
        Obb3d a3 = Obb3d.fromAxes(a.centerX(), a.centerY(), 0, a.axisXx(), a.axisXy(), 0, a.axisYx(), a.axisYy(), 0,
                0, 0, 1, a.halfExtentX(), a.halfExtentY(), 1);
        Obb3d b3 = Obb3d.fromAxes(b.centerX(), b.centerY(), 0, b.axisXx(), b.axisXy(), 0, b.axisYx(), b.axisYy(), 0,
                0, 0, 1, b.halfExtentX(), b.halfExtentY(), 1);
        return sweep3d(a3, new org.joml.Vector3d(moveA.x(), moveA.y(), 0), b3,
                new org.joml.Vector3d(moveB.x(), moveB.y(), 0), bug == Bug.NONE ? Bug.FACE_AXES_ONLY : bug);
    }

    /** Tests the boxes only where the step starts and ends: the tunnelling bug a sweep exists to fix. */
    static final class EndsOnly3d extends Sweep3dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
            return sweep3d(a, moveA, b, moveB, Bug.ENDS_ONLY);
        }
    }

    /** Sweeps the six face axes only, forgetting the nine edge-edge axes. */
    static final class FaceAxesOnly3d extends Sweep3dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
            return sweep3d(a, moveA, b, moveB, Bug.FACE_AXES_ONLY);
        }
    }

    /**
     * Skips an axis along which the boxes do not approach (no division by a zero speed), forgetting
     * that it may separate them for the whole step.
     */
    static final class StillAxisSkipped3d extends Sweep3dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
            return sweep3d(a, moveA, b, moveB, Bug.STILL_AXIS_SKIPPED);
        }
    }

    /** Forgets to compare the latest entry with the earliest exit: boxes that pass by "touch". */
    static final class NoExitCheck3d extends Sweep3dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
            return sweep3d(a, moveA, b, moveB, Bug.NO_EXIT);
        }
    }

    /** Takes the earliest entry over the axes instead of the latest. */
    static final class EarliestEntry3d extends Sweep3dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
            return sweep3d(a, moveA, b, moveB, Bug.EARLIEST_ENTRY);
        }
    }

    /** Orients the normal along B's approach instead of against it. */
    static final class NormalFlipped3d extends Sweep3dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
            return sweep3d(a, moveA, b, moveB, Bug.NORMAL_FLIPPED);
        }
    }

    /** Tests the rectangles only where the step starts and ends. */
    static final class EndsOnly2d extends Sweep2dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB) {
            return sweep2d(a, moveA, b, moveB, Bug.ENDS_ONLY);
        }
    }

    /** Forgets the earliest exit in 2D. */
    static final class NoExitCheck2d extends Sweep2dContract {
        @Override
        protected @Nullable SweepContact firstContact(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB) {
            return sweep2d(a, moveA, b, moveB, Bug.NO_EXIT);
        }
    }
}
