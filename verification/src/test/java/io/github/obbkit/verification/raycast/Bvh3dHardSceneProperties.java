package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The hierarchy's pick equals the linear scan's on scenes chosen to be hard for it rather than
 * typical: long thin turned sticks, whose bounds are mostly empty and overlap everywhere, so the
 * node a ray enters first is often not the one holding the nearest box; and boxes on a half-integer
 * grid hit by rays that touch them exactly (along a face plane, an edge, a corner), where the node
 * tests and the slab test meet on the same boundary.
 */
class Bvh3dHardSceneProperties {

    /** Sticks 10 to 40 long and 0.04 to 0.2 thick, turned at random, in a cube of side 30. */
    static Gen<PickScene> sticks() {
        return random -> {
            int n = 5 + random.nextInt(120);
            List<Obb3d> boxes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                double[] h = {random.nextDouble(5, 20), random.nextDouble(0.02, 0.1), random.nextDouble(0.02, 0.1)};
                int along = random.nextInt(3);
                double t = h[0];
                h[0] = h[along];
                h[along] = t;
                Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian()).normalize();
                boxes.add(Obb3d.of(random.nextDouble(0, 30), random.nextDouble(0, 30), random.nextDouble(0, 30), q,
                        h[0], h[1], h[2]));
            }
            List<Ray3d> queries = new ArrayList<>();
            PickScene.sceneRays(random, boxes, queries, 8);
            return new PickScene(boxes, queries, "sticks");
        };
    }


    private static void samePicks(PickScene scene) {
        Bvh3d bvh = Bvh3d.build(scene.boxes());
        ScanPicker3d scan = ScanPicker3d.of(scene.boxes());
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        int hits = 0;
        for (Ray3d ray : scene.rays()) {
            Pick expected = scan.pickNearest(ray);
            hits += expected == null ? 0 : 1;
            assertThat(bvh.pickNearest(ray)).as("the hierarchy's pick of %s", ray).isEqualTo(expected);
            assertThat(bvh.pickNearest(ray, workspace, holder)).isEqualTo(expected != null);
            assertThat(holder.toPick()).as("the allocation-free pick of %s", ray).isEqualTo(expected);
        }
        Property.label(hits == 0 ? "allMiss" : hits == scene.rays().size() ? "allHit" : "mixed");
    }

    @Test
    void pickEqualsTheLinearScan_amongLongThinTurnedSticks() {
        Property.Report report = Property.forAll(sticks())
                .tries(Math.max(50, Property.defaultTries() / 20))
                .requireLabel("mixed", 0.5)
                .check(Bvh3dHardSceneProperties::samePicks);
        assertThat(report.checked()).isGreaterThanOrEqualTo(Math.max(50, Property.defaultTries() / 20));
    }

    @Test
    void pickEqualsTheLinearScan_forRaysTouchingBoxesExactly() {
        Property.Report report = Property.forAll(PickScene.touches())
                .tries(Math.max(100, Property.defaultTries() / 10))
                .requireLabel("mixed", 0.3)
                .check(Bvh3dHardSceneProperties::samePicks);
        assertThat(report.checked()).isGreaterThanOrEqualTo(Math.max(100, Property.defaultTries() / 10));
    }
}
