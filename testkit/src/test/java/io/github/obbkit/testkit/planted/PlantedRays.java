package io.github.obbkit.testkit.planted;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.jspecify.annotations.Nullable;

/**
 * Plausible broken ray-box tests, each with one bug that has shipped in real code. They are never
 * run by the build on their own (their names match no test pattern); {@code PlantedRayBugsTest} runs
 * each through {@link RayBoxContract} and asserts that the suite catches it.
 */
final class PlantedRays {
    private PlantedRays() {
    }

    /** The switches: each true one plants a bug in an otherwise correct slab test. */
    record Bugs(boolean noParallelCheck, boolean strictSpan, boolean openSlabs, boolean unitDirection,
                boolean rowsAsColumns, boolean lineNotRay) {
        static final Bugs NONE = new Bugs(false, false, false, false, false, false);
    }

    /** A slab test in the 0 A.D. form, with switches for the bugs; the chord, tMin < 0 when inside. */
    static @Nullable RaySpan slab(Ray3d ray, Obb3d box, Bugs bugs) {
        double dx = ray.directionX();
        double dy = ray.directionY();
        double dz = ray.directionZ();
        double length = ray.directionLength();
        if (bugs.unitDirection()) {
            dx /= length;
            dy /= length;
            dz /= length;
        }
        double[][] r = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
            {box.axisZx(), box.axisZy(), box.axisZz()}};
        double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        double px = box.centerX() - ray.originX();
        double py = box.centerY() - ray.originY();
        double pz = box.centerZ() - ray.originZ();
        double tMin = Double.NEGATIVE_INFINITY;
        double tMax = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 3; i++) {
            double ax = bugs.rowsAsColumns() ? r[0][i] : r[i][0];
            double ay = bugs.rowsAsColumns() ? r[1][i] : r[i][1];
            double az = bugs.rowsAsColumns() ? r[2][i] : r[i][2];
            double e = ax * px + ay * py + az * pz;
            double f = ax * dx + ay * dy + az * dz;
            double threshold = 1e-12 * (bugs.unitDirection() ? 1 : length);
            if (bugs.noParallelCheck() || Math.abs(f) > threshold) {
                double t1 = (e + h[i]) / f;
                double t2 = (e - h[i]) / f;
                if (t1 > t2) {
                    double t = t1;
                    t1 = t2;
                    t2 = t;
                }
                if (t1 > tMin) {
                    tMin = t1;
                }
                if (t2 < tMax) {
                    tMax = t2;
                }
                if (bugs.strictSpan() ? tMin >= tMax : tMin > tMax) {
                    return null;
                }
            } else if (bugs.openSlabs() ? (-e - h[i] >= 0 || -e + h[i] <= 0) : (-e - h[i] > 0 || -e + h[i] < 0)) {
                return null;
            }
        }
        if (!bugs.lineNotRay() && tMax < 0) {
            return null;
        }
        return new RaySpan(tMin, tMax);
    }

    /**
     * No parallel test: {@code (e ± h) / f} even when {@code f} is zero, trusting IEEE infinities. An
     * origin exactly on a face plane gives {@code 0 / 0 = NaN}, and the ray lying in that face misses.
     */
    static class NoParallelCheck extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, new Bugs(true, false, false, false, false, false));
        }
    }

    /**
     * A strict {@code tMin < tMax} for a hit: a ray touching a corner or an edge, and every flat box
     * (where entry and exit coincide), is missed.
     */
    static class StrictSpan extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, new Bugs(false, true, false, false, false, false));
        }
    }

    /** An open slab in the parallel case: a ray lying in a face's plane is missed. */
    static class OpenSlabs extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, new Bugs(false, false, true, false, false, false));
        }
    }

    /**
     * The direction normalised inside the test, so {@code t} comes out as a distance where the
     * convention says units of the direction's length.
     */
    static class TInUnitDirectionUnits extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, new Bugs(false, false, false, true, false, false));
        }
    }

    /** The rotation read by columns instead of rows: the transpose's axes. */
    static class RowsAsColumns extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, new Bugs(false, false, false, false, true, false));
        }
    }

    /** The line, not the ray: a box entirely behind the origin is hit. */
    static class LineNotRay extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, new Bugs(false, false, false, false, false, true));
        }
    }

    /** The same slab test with no bug: the suite must pass it, or the catches above mean nothing. */
    static class NoBug extends RayBoxContract {
        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            return slab(ray, box, Bugs.NONE);
        }
    }
}
