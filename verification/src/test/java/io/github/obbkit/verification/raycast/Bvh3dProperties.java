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
import io.github.obbkit.testkit.gen.RayGenerators3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The hierarchy's pick equals the linear scan's, bit for bit and tie for tie, for every query: on
 * scenes of one to three thousand boxes (built once, queried many times), after they have been
 * refitted to moved boxes, and on one scene of 100,000 boxes.
 */
class Bvh3dProperties {
    private static final int[] SIZES = {1, 2, 3, 5, 8, 13, 40, 100, 250, 500, 1000, 1500, 2000, 2500, 3000};

    /** A scene: its boxes, the linear scan and the hierarchy over them, and a generator of rays for it. */
    record Scene(Obb3d[] boxes, ScanPicker3d scan, Bvh3d bvh, Gen<Ray3d> rays) {
        static Scene of(List<Obb3d> boxes) {
            return new Scene(boxes.toArray(new Obb3d[0]), ScanPicker3d.of(boxes), Bvh3d.build(boxes),
                    RayGenerators3d.sceneRay(boxes));
        }
    }

    /** A query: which scene, and the ray. */
    record Query(int scene, int size, Ray3d ray) {
        @Override
        public String toString() {
            return "scene " + scene + " (" + size + " boxes): " + ray;
        }
    }

    private static List<Scene> scenes(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Scene> scenes = new ArrayList<>();
        for (int size : SIZES) {
            scenes.add(Scene.of(RayGenerators3d.scene(random, size)));
        }
        return scenes;
    }

    private static Gen<Query> queries(List<Scene> scenes) {
        return random -> {
            int i = random.nextInt(scenes.size());
            return new Query(i, scenes.get(i).boxes().length, scenes.get(i).rays().next(random));
        };
    }

    private static void samePick(Scene scene, Ray3d ray, PickWorkspace workspace, MutablePick holder) {
        Pick expected = scene.scan().pickNearest(ray);
        Property.label(expected == null ? "miss" : expected.t() == 0 ? "fromInside" : "hit");
        assertThat(scene.bvh().pickNearest(ray)).as("the hierarchy's pick").isEqualTo(expected);
        scene.bvh().pickNearest(ray, workspace, holder);
        assertThat(holder.toPick()).as("the allocation-free pick").isEqualTo(expected);
    }

    @Test
    void pickEqualsTheLinearScan_forEveryQuery() {
        List<Scene> scenes = scenes(1);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        Property.Report report = Property.forAll(queries(scenes))
                .requireLabel("hit", 0.3)
                .requireLabel("miss", 0.05)
                .requireLabel("fromInside", 0.02)
                .check(q -> samePick(scenes.get(q.scene()), q.ray(), workspace, holder));
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void afterRefit_pickStillEqualsTheLinearScan() {
        List<Scene> scenes = scenes(2);
        SplittableRandom random = new SplittableRandom(3);
        List<Scene> moved = new ArrayList<>();
        for (Scene scene : scenes) {
            // Every box moved by up to 3 units, and one in four turned about its centre as well.
            Obb3d[] boxes = new Obb3d[scene.boxes().length];
            for (int i = 0; i < boxes.length; i++) {
                Obb3d b = scene.boxes()[i];
                Obb3d shifted = b.translated(random.nextDouble(-3, 3), random.nextDouble(-3, 3), random.nextDouble(-3, 3));
                boxes[i] = random.nextInt(4) == 0 ? RayGenerators3d.scene(random, 1).get(0).translated(
                        shifted.centerX(), shifted.centerY(), shifted.centerZ()) : shifted;
            }
            scene.bvh().refit(boxes);
            moved.add(new Scene(boxes, ScanPicker3d.of(boxes), scene.bvh(), RayGenerators3d.sceneRay(List.of(boxes))));
        }
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        Property.Report report = Property.forAll(queries(moved))
                .requireLabel("hit", 0.3)
                .check(q -> samePick(moved.get(q.scene()), q.ray(), workspace, holder));
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void hundredThousandBoxes_fewHundredPicks() {
        SplittableRandom random = new SplittableRandom(4);
        List<Obb3d> boxes = RayGenerators3d.scene(random, 100_000);
        ScanPicker3d scan = ScanPicker3d.of(boxes);
        long start = System.nanoTime();
        Bvh3d bvh = Bvh3d.build(boxes);
        long built = System.nanoTime();
        Gen<Ray3d> rays = RayGenerators3d.sceneRay(boxes);
        List<Ray3d> queries = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            queries.add(rays.next(random));
        }
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        Pick[] fromTree = new Pick[queries.size()];
        long treeStart = System.nanoTime();
        for (int i = 0; i < queries.size(); i++) {
            bvh.pickNearest(queries.get(i), workspace, holder);
            fromTree[i] = holder.toPick();
        }
        long treeEnd = System.nanoTime();
        Pick[] fromScan = new Pick[queries.size()];
        for (int i = 0; i < queries.size(); i++) {
            scan.pickNearest(queries.get(i), workspace, holder);
            fromScan[i] = holder.toPick();
        }
        long scanEnd = System.nanoTime();
        int hits = 0;
        for (int i = 0; i < queries.size(); i++) {
            assertThat(fromTree[i]).as("pick %s: %s", i, queries.get(i)).isEqualTo(fromScan[i]);
            hits += fromScan[i] == null ? 0 : 1;
        }
        System.out.printf("[bvh] 100,000 boxes: build %.0f ms (%d nodes, depth %d); %d picks (%d hits): "
                        + "hierarchy %.1f us per pick, linear scan %.0f us per pick%n",
                (built - start) / 1e6, bvh.nodeCount(), bvh.depth(), queries.size(), hits,
                (treeEnd - treeStart) / 1e3 / queries.size(), (scanEnd - treeEnd) / 1e3 / queries.size());
        assertThat(hits).isGreaterThan(queries.size() / 2);
    }
}
