package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * {@link Bvh3d}'s wide tree, one ray at a time (the vector path in this JVM when it has
 * jdk.incubator.vector, the scalar path in the build's run without it) and from arrays of rays, answers
 * exactly what the linear scan answers, index, {@code t}, face and tie, on scenes chosen to be hard
 * for float bounds: boxes far from the world's origin, where a float's step is far wider than a box,
 * and rays that graze the boxes' bounds exactly (along a bound's plane, through a bound's corner),
 * where a bound rounded the wrong way would lose the box; and a camera's rays picked one after
 * another through one workspace, each pick after a hit starting from the last pick's box.
 */
class Bvh3dWideProperties {

    /** obbkit's typical random scene with its rays, shifted far from the origin one time in three. */
    static Gen<PickScene> typical() {
        return random -> {
            List<Obb3d> boxes = RayGenerators3d.scene(random, 1 + random.nextInt(300));
            double shift = random.nextInt(3) == 0 ? Math.pow(10, random.nextDouble(3, 8)) : 0;
            List<Obb3d> moved = new ArrayList<>();
            for (Obb3d b : boxes) {
                moved.add(b.translated(shift, -shift, shift));
            }
            List<Ray3d> queries = new ArrayList<>();
            PickScene.sceneRays(random, moved, queries, 24);
            grazing(random, moved, queries, 24);
            return new PickScene(moved, queries, shift == 0 ? "typical" : "far");
        };
    }

    /**
     * Small boxes (some flat or points, some repeated) around a point far out, where floats are coarse
     * against the boxes, and rays grazing their bounds.
     */
    static Gen<PickScene> coarse() {
        return random -> {
            double far = Math.pow(2, random.nextInt(0, 30)) * (random.nextBoolean() ? 1 : -1);
            double size = Math.pow(2, random.nextInt(-12, 4));
            int n = 1 + random.nextInt(200);
            List<Obb3d> boxes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (i > 0 && random.nextInt(10) == 0) {
                    boxes.add(boxes.get(random.nextInt(i)));
                    continue;
                }
                double x = far + size * random.nextInt(-20, 20) / 4;
                double y = -far + size * random.nextInt(-20, 20) / 4;
                double z = far + size * random.nextInt(-20, 20) / 4;
                double h = random.nextInt(4) == 0 ? 0 : size * random.nextInt(1, 5) / 8;
                Quaterniond q = random.nextInt(3) == 0 ? new Quaterniond(random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian(), random.nextGaussian()).normalize() : new Quaterniond();
                boxes.add(Obb3d.of(x, y, z, q, h, random.nextInt(5) == 0 ? 0 : h, h));
            }
            List<Ray3d> queries = new ArrayList<>();
            grazing(random, boxes, queries, 32);
            PickScene.sceneRays(random, boxes, queries, 8);
            return new PickScene(boxes, queries, "coarse");
        };
    }


    /**
     * Adds {@code count} rays that graze a random box's bounds: along a world axis in the plane of one
     * of its bounds, or from outside through a corner of them.
     */
    static void grazing(RandomGenerator random, List<Obb3d> boxes, List<Ray3d> rays, int count) {
        for (int i = 0; i < count; i++) {
            Aabb3d a = boxes.get(random.nextInt(boxes.size())).aabb();
            double[] lo = {a.minX(), a.minY(), a.minZ()};
            double[] hi = {a.maxX(), a.maxY(), a.maxZ()};
            double reach = 4 + 2 * Math.max(Math.max(hi[0] - lo[0], hi[1] - lo[1]), hi[2] - lo[2]);
            double[] o = new double[3];
            double[] d = new double[3];
            int along = random.nextInt(3);
            for (int k = 0; k < 3; k++) {
                double pick = random.nextBoolean() ? lo[k] : hi[k];
                o[k] = k == along ? pick - reach : pick;
            }
            if (random.nextBoolean()) {
                d[along] = 1;
                rays.add(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]));
            } else {
                double[] corner = {random.nextBoolean() ? lo[0] : hi[0], random.nextBoolean() ? lo[1] : hi[1],
                    random.nextBoolean() ? lo[2] : hi[2]};
                rays.add(Ray3d.through(corner[0] - reach * random.nextDouble(-1, 1), corner[1] - reach,
                        corner[2] - reach * random.nextDouble(-1, 1), corner[0], corner[1], corner[2]));
            }
        }
    }

    /**
     * A camera's rays over a typical, coarse or touching scene with copies of some of its boxes (hits
     * tied in {@code t}, told apart by index): one eye, and rays through a 16 x 16 grid of pixels across
     * the scene in scan order (from one eye, or parallel from a plane, as an orthographic camera's), so
     * that picked one after another through one workspace, each pick after a hit has the last pick's
     * box to test first (see {@link PickWorkspace}).
     */
    static Gen<PickScene> fromOneEye() {
        Gen<PickScene> typical = typical();
        Gen<PickScene> coarse = coarse();
        Gen<PickScene> touches = PickScene.touches();
        return random -> {
            int kind = random.nextInt(3);
            PickScene base = (kind == 0 ? typical : kind == 1 ? coarse : touches).next(random);
            List<Obb3d> boxes = new ArrayList<>(base.boxes());
            int copies = random.nextInt(1 + boxes.size() / 3);
            for (int i = 0; i < copies; i++) {
                boxes.add(random.nextInt(boxes.size() + 1), boxes.get(random.nextInt(boxes.size())));
            }
            Aabb3d all = boxes.get(0).aabb();
            for (Obb3d b : boxes) {
                all = all.union(b.aabb());
            }
            double[] c = {0.5 * all.minX() + 0.5 * all.maxX(), 0.5 * all.minY() + 0.5 * all.maxY(),
                0.5 * all.minZ() + 0.5 * all.maxZ()};
            double reach = Math.max(1e-3, Math.max(all.maxX() - all.minX(), Math.max(all.maxY() - all.minY(),
                    all.maxZ() - all.minZ())));
            int axis = random.nextInt(3);
            double[] eye = c.clone();
            eye[axis] -= (random.nextBoolean() ? 3 : -3) * reach;
            double tilt = random.nextBoolean() ? 0 : 0.01 * reach;
            boolean orthographic = random.nextInt(3) == 0;
            List<Ray3d> rays = new ArrayList<>();
            for (int v = 0; v < 16; v++) {
                for (int u = 0; u < 16; u++) {
                    double[] target = c.clone();
                    target[(axis + 1) % 3] += (u - 7.5) / 15 * reach + tilt;
                    target[(axis + 2) % 3] += (v - 7.5) / 15 * reach + tilt;
                    // A perspective camera's ray, or one of an orthographic camera's parallel rays.
                    rays.add(orthographic ? Ray3d.of(target[0] - c[0] + eye[0], target[1] - c[1] + eye[1],
                            target[2] - c[2] + eye[2], c[0] - eye[0], c[1] - eye[1], c[2] - eye[2])
                            : Ray3d.through(eye[0], eye[1], eye[2], target[0], target[1], target[2]));
                }
            }
            return new PickScene(boxes, rays, (orthographic ? "parallel-" : "oneEye-") + base.family());
        };
    }

    /** One ray at a time, and arrays of rays from a random start, against the scan, ray by ray. */
    private static void samePicks(PickScene scene) {
        Bvh3d bvh = Bvh3d.build(scene.boxes());
        ScanPicker3d scan = ScanPicker3d.of(scene.boxes());
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        Ray3d[] rays = scene.rays().toArray(new Ray3d[0]);
        int n = rays.length;
        int[] indices = new int[n + 1];
        double[] ts = new double[n + 1];
        BoxFace[] faces = new BoxFace[n + 1];
        Ray3d[] shifted = new Ray3d[n + 1];
        System.arraycopy(rays, 0, shifted, 1, n);
        int hits = bvh.pickNearest(shifted, 1, n, workspace, indices, ts, faces);
        int expectedHits = 0;
        for (int k = 0; k < n; k++) {
            Ray3d ray = rays[k];
            Pick expected = scan.pickNearest(ray);
            expectedHits += expected == null ? 0 : 1;
            assertThat(bvh.pickNearest(ray)).as("the pick of %s", ray).isEqualTo(expected);
            assertThat(bvh.pickNearest(ray, workspace, holder)).isEqualTo(expected != null);
            assertThat(holder.toPick()).as("the allocation-free pick of %s", ray).isEqualTo(expected);
            assertThat(indices[k + 1]).as("the array's index for %s", ray).isEqualTo(expected == null ? -1 : expected.index());
            if (expected == null) {
                assertThat(ts[k + 1]).isEqualTo(Double.POSITIVE_INFINITY);
                assertThat(faces[k + 1]).isNull();
            } else {
                assertThat(ts[k + 1]).as("the array's t for %s", ray).isEqualTo(expected.t());
                assertThat(faces[k + 1]).as("the array's face for %s", ray).isEqualTo(expected.face());
            }
        }
        assertThat(hits).isEqualTo(expectedHits);
        Property.label(expectedHits == 0 ? "allMiss" : expectedHits == n ? "allHit" : "mixed");
    }

    @Test
    void everyPath_picksWhatTheScanPicks_forACamerasRaysOneAfterAnother() {
        Property.forAll(fromOneEye()).tries(Math.max(100, Property.defaultTries() / 10)).requireLabel("mixed", 0.5)
                .requireLabel("hinted", 0.5)
                .check(scene -> {
                    samePicks(scene);
                    ScanPicker3d scan = ScanPicker3d.of(scene.boxes());
                    int afterHit = 0;
                    boolean last = false;
                    for (Ray3d ray : scene.rays()) {
                        afterHit += last ? 1 : 0;
                        last = scan.pickNearest(ray) != null;
                    }
                    Property.label(afterHit > 0 ? "hinted" : "neverHinted");
                });
    }

    @Test
    void everyPath_picksWhatTheScanPicks_inTypicalScenes() {
        Property.forAll(typical()).tries(Math.max(100, Property.defaultTries() / 10)).requireLabel("mixed", 0.5)
                .check(Bvh3dWideProperties::samePicks);
    }

    @Test
    void everyPath_picksWhatTheScanPicks_whereFloatsAreCoarseAgainstTheBoxes() {
        Property.forAll(coarse()).tries(Math.max(100, Property.defaultTries() / 10)).requireLabel("mixed", 0.5)
                .check(Bvh3dWideProperties::samePicks);
    }

    @Test
    void everyPath_picksWhatTheScanPicks_forRaysTouchingBoxesExactly() {
        Property.forAll(PickScene.touches()).tries(Math.max(100, Property.defaultTries() / 10)).requireLabel("mixed", 0.3)
                .check(Bvh3dWideProperties::samePicks);
    }
}
