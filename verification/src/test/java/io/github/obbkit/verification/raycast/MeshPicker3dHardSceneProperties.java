package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Mesh3d;
import io.github.obbkit.raycast.MeshPickWorkspace;
import io.github.obbkit.raycast.MeshPicker3d;
import io.github.obbkit.raycast.MutableMeshPick;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The two-level pick equals the brute-force scan in the scenes that stress its bounds: meshes that
 * fill their boxes to the corners, stacks of identical triangles, degenerate triangles, boxes nested
 * about one centre or repeated, tiny and huge scales far from the origin; and rays along world and
 * box axes, through box corners, and starting inside boxes or on a triangle.
 */
class MeshPicker3dHardSceneProperties {
    private static final double[] SCALES = {1e-6, 1, 1, 1e4};
    private static final double[] OFFSETS = {0, 0, 100, 1e6};

    record Scene(MeshPicker3d picker, List<Obb3d> boxes, List<Mesh3d> meshes, double scale) {
    }

    record Query(int scene, Ray3d ray, String kind) {
        @Override
        public String toString() {
            return kind + " in scene " + scene + ": " + ray;
        }
    }

    static Scene scene(RandomGenerator random, int n) {
        double s = SCALES[random.nextInt(SCALES.length)];
        double off = OFFSETS[random.nextInt(OFFSETS.length)] * s;
        List<Obb3d> boxes = new ArrayList<>();
        List<Mesh3d> meshes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i > 0 && random.nextInt(6) == 0) {
                int j = random.nextInt(i);
                boxes.add(boxes.get(j));
                meshes.add(meshes.get(j));
                continue;
            }
            double[] h = {s * random.nextDouble(0.2, 2), s * random.nextDouble(0.2, 2), s * random.nextDouble(0.2, 2)};
            double[] c = {off + s * random.nextDouble(-n, n), off + s * random.nextDouble(-n, n),
                s * random.nextDouble(-n, n)};
            if (i > 0 && random.nextInt(4) == 0) {
                Obb3d other = boxes.get(random.nextInt(i));
                c = new double[] {other.centerX(), other.centerY(), other.centerZ()};
            }
            Quaterniond q = random.nextBoolean() ? new Quaterniond()
                    : new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                            random.nextGaussian()).normalize();
            boxes.add(Obb3d.of(new Vector3d(c[0], c[1], c[2]), q, new Vector3d(h[0], h[1], h[2])));
            meshes.add(mesh(random, h));
        }
        return new Scene(MeshPicker3d.build(boxes, meshes), boxes, meshes, s);
    }

    /** The box's own surface; a stack of one triangle and a few others; or degenerate triangles and one real. */
    static Mesh3d mesh(RandomGenerator random, double[] h) {
        int kind = random.nextInt(3);
        if (kind == 0) {
            double[] v = new double[24];
            for (int c = 0; c < 8; c++) {
                for (int k = 0; k < 3; k++) {
                    v[3 * c + k] = (c >> k & 1) == 0 ? -h[k] : h[k];
                }
            }
            return Mesh3d.of(v, new int[] {0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1, 2, 3, 7, 2, 7, 6, 0,
                2, 6, 0, 6, 4, 1, 5, 7, 1, 7, 3});
        }
        int m = 6 + random.nextInt(10);
        double[] v = new double[9 * m];
        int[] f = new int[3 * m];
        double[] first = new double[9];
        for (int i = 0; i < m; i++) {
            double[] t = new double[9];
            for (int j = 0; j < 9; j++) {
                int k = j % 3;
                t[j] = random.nextInt(4) == 0 ? (random.nextBoolean() ? h[k] : -h[k]) : random.nextDouble(-h[k], h[k]);
            }
            if (kind == 1 && i > 0 && i < m - 3) {
                t = first;
            } else if (kind == 2 && i > 0) {
                // c on the line through a and b
                for (int k = 0; k < 3; k++) {
                    t[6 + k] = 0.5 * t[k] + 0.5 * t[3 + k];
                }
            }
            if (i == 0) {
                first = t;
            }
            System.arraycopy(t, 0, v, 9 * i, 9);
            for (int c = 0; c < 3; c++) {
                f[3 * i + c] = 3 * i + c;
            }
        }
        return Mesh3d.of(v, f);
    }

    static double[] world(Obb3d b, double x, double y, double z) {
        return new double[] {
            b.centerX() + x * b.axisXx() + y * b.axisYx() + z * b.axisZx(),
            b.centerY() + x * b.axisXy() + y * b.axisYy() + z * b.axisZy(),
            b.centerZ() + x * b.axisXz() + y * b.axisYz() + z * b.axisZz()};
    }

    static Gen<Query> queries(List<Scene> scenes) {
        return random -> {
            int i = random.nextInt(scenes.size());
            Scene scene = scenes.get(i);
            int o = random.nextInt(scene.boxes().size());
            Obb3d box = scene.boxes().get(o);
            Mesh3d mesh = scene.meshes().get(o);
            double[] target;
            String aim;
            if (random.nextBoolean()) {
                Vector3d v = mesh.vertex(mesh.index(random.nextInt(mesh.triangleCount()), random.nextInt(3)),
                        new Vector3d());
                target = world(box, v.x, v.y, v.z);
                aim = "atAVertex";
            } else {
                target = world(box, (random.nextBoolean() ? 1 : -1) * box.halfExtentX(),
                        (random.nextBoolean() ? 1 : -1) * box.halfExtentY(),
                        (random.nextBoolean() ? 1 : -1) * box.halfExtentZ());
                aim = "atACorner";
            }
            double[] d = new double[3];
            String along;
            if (random.nextBoolean()) {
                d[random.nextInt(3)] = random.nextBoolean() ? 1 : -1;
                along = "alongAWorldAxis";
            } else {
                d = new double[] {random.nextGaussian(), random.nextGaussian(), random.nextGaussian()};
                along = "anyWay";
            }
            if (d[0] == 0 && d[1] == 0 && d[2] == 0) {
                d[0] = 1;
            }
            double back = switch (random.nextInt(3)) {
                case 0 -> 0;
                case 1 -> random.nextDouble(0, 0.3) * scene.scale();
                default -> random.nextDouble(1, 60) * scene.scale();
            };
            String from = back == 0 ? "fromTheTarget" : back < scene.scale() ? "fromNearBy" : "fromAfar";
            return new Query(i, Ray3d.of(target[0] - back * d[0], target[1] - back * d[1], target[2] - back * d[2],
                    d[0], d[1], d[2]), aim + "," + along + "," + from);
        };
    }

    @Test
    void twoLevelPick_equalsTheScan_inHardScenes() {
        SplittableRandom random = new SplittableRandom(23);
        List<Scene> scenes = new ArrayList<>();
        for (int n : new int[] {1, 2, 4, 9, 16, 33, 70}) {
            scenes.add(scene(random, n));
        }
        MeshPickWorkspace workspace = new MeshPickWorkspace();
        MutableMeshPick tree = new MutableMeshPick();
        MutableMeshPick scan = new MutableMeshPick();
        Property.Report report = Property.forAll(queries(scenes))
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.02)
                .requireLabel("alongAWorldAxis", 0.3)
                .requireLabel("atACorner", 0.3)
                .requireLabel("fromTheTarget", 0.2)
                .requireLabel("fromNearBy", 0.2)
                .check(q -> {
                    MeshPicker3d picker = scenes.get(q.scene()).picker();
                    boolean expected = picker.scanNearest(q.ray(), workspace, scan);
                    Property.label(expected ? "hit" : "miss");
                    for (String kind : q.kind().split(",")) {
                        Property.label(kind);
                    }
                    assertThat(picker.pickNearest(q.ray(), workspace, tree)).as("hit").isEqualTo(expected);
                    assertThat(tree.toString()).as("the two-level pick").isEqualTo(scan.toString());
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }
}
