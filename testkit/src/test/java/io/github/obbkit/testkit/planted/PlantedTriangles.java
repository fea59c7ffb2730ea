package io.github.obbkit.testkit.planted;

import io.github.obbkit.raycast.MutableTriangleHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayTriangle;
import io.github.obbkit.testkit.contract.RayTriangleContract;
import io.github.obbkit.testkit.contract.TriangleHit;
import io.github.obbkit.testkit.oracle.Triangle;
import org.jspecify.annotations.Nullable;

/**
 * Plausible broken ray-triangle tests, each with one bug that has shipped in real code, run through
 * {@link RayTriangleContract} by {@code PlantedTriangleBugsTest}. Their names match no test pattern,
 * so the build never runs them on their own. Each runs 2,000 cases per property, a fifth of the
 * default, to keep the kit's own build short.
 */
final class PlantedTriangles {
    private PlantedTriangles() {
    }

    /** The switches: each true one plants a bug in an otherwise plain Moller-Trumbore test. */
    record Bugs(boolean cullBackFaces, boolean lineNotRay, boolean unitDirection, boolean weightsRotated) {
        static final Bugs NONE = new Bugs(false, false, false, false);
    }

    /** Moller and Trumbore (1997), two-sided, no epsilon: correct but for watertightness, plus the bugs. */
    static @Nullable TriangleHit mollerTrumbore(Ray3d ray, Triangle t, Bugs bugs) {
        double dx = ray.directionX();
        double dy = ray.directionY();
        double dz = ray.directionZ();
        double length = ray.directionLength();
        if (bugs.unitDirection()) {
            dx /= length;
            dy /= length;
            dz /= length;
        }
        double e1x = t.bx() - t.ax();
        double e1y = t.by() - t.ay();
        double e1z = t.bz() - t.az();
        double e2x = t.cx() - t.ax();
        double e2y = t.cy() - t.ay();
        double e2z = t.cz() - t.az();
        double px = dy * e2z - dz * e2y;
        double py = dz * e2x - dx * e2z;
        double pz = dx * e2y - dy * e2x;
        double det = e1x * px + e1y * py + e1z * pz;
        if (det == 0 || (bugs.cullBackFaces() && det < 0)) {
            return null;
        }
        double inv = 1 / det;
        double sx = ray.originX() - t.ax();
        double sy = ray.originY() - t.ay();
        double sz = ray.originZ() - t.az();
        double u = (sx * px + sy * py + sz * pz) * inv;
        if (u < 0 || u > 1) {
            return null;
        }
        double qx = sy * e1z - sz * e1y;
        double qy = sz * e1x - sx * e1z;
        double qz = sx * e1y - sy * e1x;
        double v = (dx * qx + dy * qy + dz * qz) * inv;
        if (v < 0 || u + v > 1) {
            return null;
        }
        double tt = (e2x * qx + e2y * qy + e2z * qz) * inv;
        if (tt < 0 && !bugs.lineNotRay()) {
            return null;
        }
        return bugs.weightsRotated() ? TriangleHit.ofUv(tt, v, 1 - u - v) : TriangleHit.ofUv(tt, u, v);
    }

    /** The suites run shorter than the default; see the class comment. */
    abstract static class Short extends RayTriangleContract {
        @Override
        protected int tries() {
            return 2_000;
        }
    }

    /** Not watertight: lets rays through shared edges and vertices. */
    static class MollerTrumbore extends Short {
        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            return mollerTrumbore(ray, t, Bugs.NONE);
        }
    }

    static class BackFacesCulled extends Short {
        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            return mollerTrumbore(ray, t, new Bugs(true, false, false, false));
        }
    }

    static class LineNotRay extends Short {
        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            return mollerTrumbore(ray, t, new Bugs(false, true, false, false));
        }
    }

    static class TInUnitDirectionUnits extends Short {
        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            return mollerTrumbore(ray, t, new Bugs(false, false, true, false));
        }
    }

    static class WeightsRotated extends Short {
        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            return mollerTrumbore(ray, t, new Bugs(false, false, false, true));
        }
    }

    /** The watertight test with zeros counted as outside: a ray exactly through an edge hits neither side. */
    static class EdgesExcluded extends Short {
        private final MutableTriangleHit hit = new MutableTriangleHit();

        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            if (!RayTriangle.intersect(ray, t.ax(), t.ay(), t.az(), t.bx(), t.by(), t.bz(), t.cx(), t.cy(), t.cz(),
                    hit)) {
                return null;
            }
            // A zero weight means the ray passed through an edge exactly
            if (hit.w() == 0 || hit.u() == 0 || hit.v() == 0) {
                return null;
            }
            return new TriangleHit(hit.t(), hit.w(), hit.u(), hit.v());
        }
    }

    /** obbkit's watertight test: passes the suite. */
    static class NoBug extends Short {
        private final MutableTriangleHit hit = new MutableTriangleHit();

        @Override
        protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
            return RayTriangle.intersect(ray, t.ax(), t.ay(), t.az(), t.bx(), t.by(), t.bz(), t.cx(), t.cy(), t.cz(),
                    hit) ? new TriangleHit(hit.t(), hit.w(), hit.u(), hit.v()) : null;
        }
    }
}
