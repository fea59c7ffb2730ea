package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.property.Shrink;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Shrinkers that simplify a failing ray-box case the way a person would when writing it down: the
 * box moved to the origin (with the ray), its axes made the world's, and the numbers rounded to few
 * digits. Candidates a factory refuses are skipped.
 */
public final class RayShrinkers3d {
    private RayShrinkers3d() {
    }

    /**
     * The shrinker of a ray-box case.
     *
     * @return the shrinker
     */
    public static Shrink<RayCase3d> rayCase() {
        return c -> {
            List<RayCase3d> out = new ArrayList<>();
            Ray3d r = c.ray();
            Obb3d b = c.box();
            if (b.centerX() != 0 || b.centerY() != 0 || b.centerZ() != 0) {
                add(out, () -> new RayCase3d(Ray3d.of(r.originX() - b.centerX(), r.originY() - b.centerY(),
                        r.originZ() - b.centerZ(), r.directionX(), r.directionY(), r.directionZ()),
                        b.translated(-b.centerX(), -b.centerY(), -b.centerZ()), c.family()));
            }
            if (b.axisXx() != 1 || b.axisYy() != 1 || b.axisZz() != 1) {
                add(out, () -> c.withBox(Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), 1, 0, 0, 0, 1, 0, 0, 0, 1,
                        b.halfExtentX(), b.halfExtentY(), b.halfExtentZ())));
            }
            for (int digits = 0; digits <= 3; digits++) {
                int k = digits;
                add(out, () -> c.withRay(Ray3d.of(round(r.originX(), k), round(r.originY(), k), round(r.originZ(), k),
                        r.directionX(), r.directionY(), r.directionZ())));
                add(out, () -> c.withRay(Ray3d.of(r.originX(), r.originY(), r.originZ(), round(r.directionX(), k),
                        round(r.directionY(), k), round(r.directionZ(), k))));
                add(out, () -> c.withBox(Obb3d.fromAxes(round(b.centerX(), k), round(b.centerY(), k),
                        round(b.centerZ(), k), b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(),
                        b.axisZz(), b.halfExtentX(), b.halfExtentY(), b.halfExtentZ())));
                add(out, () -> c.withBox(Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(),
                        b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), round(b.halfExtentX(), k),
                        round(b.halfExtentY(), k), round(b.halfExtentZ(), k))));
            }
            return out.stream().filter(x -> !x.equals(c));
        };
    }

    private static double round(double v, int digits) {
        double scale = Math.pow(10, digits);
        double r = Math.rint(v * scale) / scale;
        return Double.isFinite(r) ? r : v;
    }

    private static void add(List<RayCase3d> out, Supplier<RayCase3d> candidate) {
        try {
            out.add(candidate.get());
        } catch (IllegalArgumentException refused) {
            // Not a valid case: skip it.
        }
    }
}
