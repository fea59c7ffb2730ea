package io.github.obbkit.verification.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.oracle.RayTouch;
import io.github.obbkit.testkit.property.Gen;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A scene of boxes and the rays to pick among them, built together so that a failure prints both, for
 * the suites that hold the hierarchy's pick to the linear scan; with the scene families more than one
 * of them draws.
 */
record PickScene(List<Obb3d> boxes, List<Ray3d> rays, String family) {
    @Override
    public String toString() {
        return family + ": " + boxes.size() + " boxes " + boxes + ", rays " + rays;
    }

    /**
     * One to twelve of testkit's exact touches: their boxes are the scene, their rays (and near misses)
     * the queries.
     */
    static Gen<PickScene> touches() {
        Gen<RayTouch> touch = RayGenerators3d.touches();
        return random -> {
            int n = 1 + random.nextInt(12);
            List<Obb3d> boxes = new ArrayList<>();
            List<Ray3d> queries = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                RayTouch t = touch.next(random);
                boxes.add(t.box());
                queries.add(t.ray());
                if (t.missing() != null) {
                    queries.add(t.missing());
                }
            }
            return new PickScene(boxes, queries, "touches");
        };
    }

    /** Adds {@code count} of testkit's rays aimed into the scene {@code boxes} to {@code rays}. */
    static void sceneRays(RandomGenerator random, List<Obb3d> boxes, List<Ray3d> rays, int count) {
        Gen<Ray3d> gen = RayGenerators3d.sceneRay(boxes);
        for (int i = 0; i < count; i++) {
            rays.add(gen.next(random));
        }
    }
}
