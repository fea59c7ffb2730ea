package io.github.obbkit.testkit.planted;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.contract.RayBoxOptions;
import io.github.obbkit.testkit.contract.RayBoxOptions.Answer;
import io.github.obbkit.testkit.contract.RayBoxOptions.Boundary;
import io.github.obbkit.testkit.contract.RayBoxOptions.Boxes;
import io.github.obbkit.testkit.contract.RayBoxOptions.Precision;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.jspecify.annotations.Nullable;

/**
 * Ray-AABB kernels in the forms most code in the wild has (axis-aligned boxes, hit or miss only,
 * first hit only, open boxes, single precision), each correct one held to {@link RayBoxContract} in
 * its mode, and each with one bug that has shipped in real ray-AABB code planted in it. Bugs that
 * only the generators for rays starting on a surface, nearly parallel rays and extreme direction
 * lengths can see are among them.
 */
final class PlantedRayModes {
    private PlantedRayModes() {
    }

    /** The bugs a switch plants in {@link #aabb}. */
    enum Bug {
        NONE,
        /** No swap of the slab's two crossings when the direction is negative. */
        NO_SWAP,
        /** {@code (min - o) * (1 / d)} with no parallel case: {@code 0 * inf = NaN} for an origin on a face plane. */
        INVERSE_NAN,
        /** {@code tMax > 0} for a hit: a ray starting on the surface heading out is missed. */
        STRICT_EXIT,
        /** Components below {@code 1e-6} of the length treated as parallel. */
        PARALLEL_THRESHOLD,
        /** An absolute parallel threshold, {@code |d_k| < 1e-9}, not scaled to the direction's length. */
        ABSOLUTE_EPSILON,
        /** A direction with {@code d · d < 1e-12} taken for no direction: a miss. */
        SHORT_DIRECTION_MISSES,
        /** The exit returned as the first hit. */
        ENTRY_IS_EXIT,
        /** The first hit taken from the x slab only. */
        ENTRY_FROM_X_ONLY,
        /** The line, not the ray: no check that the exit is ahead of the origin. */
        LINE_NOT_RAY,
        /** A strict {@code tMin < tMax}: touches are missed. */
        STRICT_SPAN,
        /** Strict slabs for an open box, but {@code tMin <= tMax}: flat boxes and corners are hit. */
        OPEN_BUT_CLOSED_SPAN
    }

    /**
     * The slab test on an axis-aligned box (bounds centre ± half-extent), in double or, with
     * {@code single}, in float after rounding every input to float; open boxes with {@code open}.
     */
    static @Nullable RaySpan aabb(Ray3d ray, Obb3d box, Bug bug, boolean open, boolean single) {
        // In single precision every input and every result is rounded to float: the same algorithm in float.
        double[] o = {r(ray.originX(), single), r(ray.originY(), single), r(ray.originZ(), single)};
        double[] d = {r(ray.directionX(), single), r(ray.directionY(), single), r(ray.directionZ(), single)};
        double[] c = {r(box.centerX(), single), r(box.centerY(), single), r(box.centerZ(), single)};
        double[] h = {r(box.halfExtentX(), single), r(box.halfExtentY(), single), r(box.halfExtentZ(), single)};
        double[] lo = new double[3];
        double[] hi = new double[3];
        for (int k = 0; k < 3; k++) {
            lo[k] = r(c[k] - h[k], single);
            hi[k] = r(c[k] + h[k], single);
        }
        if (bug == Bug.SHORT_DIRECTION_MISSES && d[0] * d[0] + d[1] * d[1] + d[2] * d[2] < 1e-12) {
            return null;
        }
        double tMin = Double.NEGATIVE_INFINITY;
        double tMax = Double.POSITIVE_INFINITY;
        double xEntry = Double.NEGATIVE_INFINITY;
        double largest = Math.max(Math.abs(d[0]), Math.max(Math.abs(d[1]), Math.abs(d[2])));
        for (int k = 0; k < 3; k++) {
            boolean parallel = bug == Bug.PARALLEL_THRESHOLD ? Math.abs(d[k]) < 1e-6 * largest
                    : bug == Bug.ABSOLUTE_EPSILON ? Math.abs(d[k]) < 1e-9 : d[k] == 0;
            if (bug != Bug.INVERSE_NAN && parallel) {
                boolean outside = open || bug == Bug.OPEN_BUT_CLOSED_SPAN ? o[k] <= lo[k] || o[k] >= hi[k]
                        : o[k] < lo[k] || o[k] > hi[k];
                if (outside) {
                    return null;
                }
                continue;
            }
            double t1;
            double t2;
            if (bug == Bug.INVERSE_NAN) {
                double inv = r(1 / d[k], single);
                t1 = r(r(lo[k] - o[k], single) * inv, single);
                t2 = r(r(hi[k] - o[k], single) * inv, single);
            } else {
                t1 = r(r(lo[k] - o[k], single) / d[k], single);
                t2 = r(r(hi[k] - o[k], single) / d[k], single);
            }
            if (bug != Bug.NO_SWAP && t1 > t2) {
                double t = t1;
                t1 = t2;
                t2 = t;
            }
            if (k == 0) {
                xEntry = t1;
            }
            tMin = Math.max(tMin, t1);
            tMax = Math.min(tMax, t2);
        }
        boolean empty = (open && bug != Bug.OPEN_BUT_CLOSED_SPAN) || bug == Bug.STRICT_SPAN ? !(tMin < tMax)
                : !(tMin <= tMax);
        if (empty) {
            return null;
        }
        boolean behind = open || bug == Bug.STRICT_EXIT ? tMax <= 0 : tMax < 0;
        if (bug != Bug.LINE_NOT_RAY && behind) {
            return null;
        }
        if (bug == Bug.ENTRY_IS_EXIT) {
            return new RaySpan(tMax, tMax);
        }
        if (bug == Bug.ENTRY_FROM_X_ONLY) {
            return new RaySpan(xEntry, tMax);
        }
        return new RaySpan(tMin, tMax);
    }

    private static double r(double v, boolean single) {
        return single ? (float) v : v;
    }

    /** A kernel and its mode: the suite of a planted (or correct) ray-AABB kernel. */
    abstract static class Kernel extends RayBoxContract {
        private final Bug bug;
        private final RayBoxOptions options;

        Kernel(Bug bug, RayBoxOptions options) {
            this.bug = bug;
            this.options = options;
        }

        @Override
        protected RayBoxOptions options() {
            return options;
        }

        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            RaySpan span = aabb(ray, box, bug, options.boundary() == Boundary.OPEN,
                    options.precision() == Precision.FLOAT);
            if (span == null || options.answer() == Answer.SPAN) {
                return span;
            }
            // Entry-only kernels return the first hit, 0 when the origin is inside; hit-only ones a flag.
            return options.answer() == Answer.HIT_ONLY ? new RaySpan(0, 0)
                    : new RaySpan(Math.max(span.tMin(), 0), Double.NaN);
        }
    }

    private static final RayBoxOptions AABB = RayBoxOptions.defaults().withBoxes(Boxes.AXIS_ALIGNED);
    private static final RayBoxOptions HIT_ONLY = AABB.withAnswer(Answer.HIT_ONLY);
    private static final RayBoxOptions ENTRY_ONLY = AABB.withAnswer(Answer.ENTRY_ONLY);
    private static final RayBoxOptions OPEN = AABB.withBoundary(Boundary.OPEN);
    private static final RayBoxOptions FLOAT = AABB.withPrecision(Precision.FLOAT);

    // ------------------------------------------------------------------------------ correct kernels

    /** The correct ray-AABB slab test, spans, closed boxes. */
    static class AabbNoBug extends Kernel {
        AabbNoBug() {
            super(Bug.NONE, AABB);
        }
    }

    /** The correct test answering hit or miss only. */
    static class HitOnlyNoBug extends Kernel {
        HitOnlyNoBug() {
            super(Bug.NONE, HIT_ONLY);
        }
    }

    /** The correct test answering the first hit only. */
    static class EntryOnlyNoBug extends Kernel {
        EntryOnlyNoBug() {
            super(Bug.NONE, ENTRY_ONLY);
        }
    }

    /** The correct test of open boxes. */
    static class OpenNoBug extends Kernel {
        OpenNoBug() {
            super(Bug.NONE, OPEN);
        }
    }

    /** The correct test computed in float, at the band the float mode states. */
    static class FloatNoBug extends Kernel {
        FloatNoBug() {
            super(Bug.NONE, FLOAT);
        }
    }

    // ------------------------------------------------------------------------------ planted bugs

    /** Crossings not swapped for a negative direction component (axis-aligned mode). */
    static class AabbNoSwap extends Kernel {
        AabbNoSwap() {
            super(Bug.NO_SWAP, AABB);
        }
    }

    /** The reciprocal with no parallel case: NaN for an origin on a face plane (axis-aligned mode). */
    static class AabbInverseNaN extends Kernel {
        AabbInverseNaN() {
            super(Bug.INVERSE_NAN, AABB);
        }
    }

    /** {@code tMax > 0}: rays starting on the surface heading out are missed (axis-aligned mode). */
    static class AabbStrictExit extends Kernel {
        AabbStrictExit() {
            super(Bug.STRICT_EXIT, AABB);
        }
    }

    /** Nearly parallel taken for parallel, below {@code 1e-6} of the length (axis-aligned mode). */
    static class AabbParallelThreshold extends Kernel {
        AabbParallelThreshold() {
            super(Bug.PARALLEL_THRESHOLD, AABB);
        }
    }

    /** An absolute parallel threshold, wrong for short directions (axis-aligned mode). */
    static class AabbAbsoluteEpsilon extends Kernel {
        AabbAbsoluteEpsilon() {
            super(Bug.ABSOLUTE_EPSILON, AABB);
        }
    }

    /** Short directions taken for none (axis-aligned mode). */
    static class AabbShortDirectionMisses extends Kernel {
        AabbShortDirectionMisses() {
            super(Bug.SHORT_DIRECTION_MISSES, AABB);
        }
    }

    /** The exit returned as the first hit (entry-only mode). */
    static class EntryIsExit extends Kernel {
        EntryIsExit() {
            super(Bug.ENTRY_IS_EXIT, ENTRY_ONLY);
        }
    }

    /** The first hit from the x slab only (entry-only mode). */
    static class EntryFromXOnly extends Kernel {
        EntryFromXOnly() {
            super(Bug.ENTRY_FROM_X_ONLY, ENTRY_ONLY);
        }
    }

    /** The line, not the ray (hit-only mode). */
    static class HitOnlyLineNotRay extends Kernel {
        HitOnlyLineNotRay() {
            super(Bug.LINE_NOT_RAY, HIT_ONLY);
        }
    }

    /** A strict {@code tMin < tMax} for closed boxes (hit-only mode). */
    static class HitOnlyStrictSpan extends Kernel {
        HitOnlyStrictSpan() {
            super(Bug.STRICT_SPAN, HIT_ONLY);
        }
    }

    /** A closed-box kernel run as an open-box one: touches hit. */
    static class ClosedKernelStatedOpen extends RayBoxContract {
        @Override
        protected RayBoxOptions options() {
            return OPEN;
        }

        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return aabb(ray, box, Bug.NONE, false, false);
        }
    }

    /** Open slabs but a closed span test (open mode): flat boxes and corner touches are hit. */
    static class OpenButClosedSpan extends Kernel {
        OpenButClosedSpan() {
            super(Bug.OPEN_BUT_CLOSED_SPAN, OPEN);
        }
    }

    /** The correct float kernel stating double precision (and so double's band). */
    static class FloatKernelStatedDouble extends RayBoxContract {
        @Override
        protected RayBoxOptions options() {
            return AABB;
        }

        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return aabb(ray, box, Bug.NONE, false, true);
        }
    }

    /** The float kernel with the reciprocal and no parallel case (float mode). */
    static class FloatInverseNaN extends Kernel {
        FloatInverseNaN() {
            super(Bug.INVERSE_NAN, FLOAT);
        }
    }
}
