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
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.gen.ClosedMesh;
import io.github.obbkit.testkit.oracle.RayTriangleOracle;
import io.github.obbkit.testkit.oracle.Triangle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The two-level pick (scene hierarchy, then each object's triangle hierarchy) equals the brute-force
 * scan of every triangle of every object, bit for bit and tie for tie; and the triangle it picks is
 * one the exact oracle says the ray hits, outside the band.
 */
class MeshPicker3dProperties {
    private static final int[] SIZES = {1, 2, 3, 5, 8, 20, 60, 150};

    /** A scene: the picker, its boxes and meshes, and rays for it. */
    record Scene(MeshPicker3d picker, List<Obb3d> boxes, List<Mesh3d> meshes, Gen<Ray3d> rays) {
    }

    record Query(int scene, Ray3d ray, String kind) {
        @Override
        public String toString() {
            return kind + " in scene " + scene + ": " + ray;
        }
    }

    /** Meshes within [-1, 1] on each axis: an icosphere, a grid on a cube, a soup of triangles. */
    static List<double[]> unitShapes(RandomGenerator random, List<int[]> faces) {
        List<double[]> shapes = new ArrayList<>();
        for (ClosedMesh m : List.of(ClosedMesh.icosphere(1, random), ClosedMesh.cubeGrid(2, random),
                ClosedMesh.icosphere(2, random))) {
            double[] v = m.vertices();
            double[] c = m.centre();
            double reach = 0;
            for (int i = 0; i < v.length; i++) {
                v[i] -= c[i % 3];
                reach = Math.max(reach, Math.abs(v[i]));
            }
            for (int i = 0; i < v.length; i++) {
                v[i] /= reach;
            }
            shapes.add(v);
            faces.add(m.indices());
        }
        double[] soup = new double[90];
        int[] soupFaces = new int[30];
        for (int i = 0; i < 90; i++) {
            soup[i] = random.nextDouble(-1, 1);
        }
        for (int i = 0; i < 30; i++) {
            soupFaces[i] = i;
        }
        shapes.add(soup);
        faces.add(soupFaces);
        return shapes;
    }

    static Scene scene(RandomGenerator random, int n) {
        List<int[]> faces = new ArrayList<>();
        List<double[]> shapes = unitShapes(random, faces);
        List<Obb3d> boxes = RayGenerators3d.scene(random, n);
        List<Mesh3d> meshes = new ArrayList<>();
        for (Obb3d box : boxes) {
            int same = boxes.indexOf(box);
            if (same < meshes.size()) {
                // The scene repeats a box now and then: repeat its object whole, so that picks tie
                meshes.add(meshes.get(same));
                continue;
            }
            int s = random.nextInt(shapes.size());
            double[] v = shapes.get(s).clone();
            // Filling the box exactly, or inside it
            double f = random.nextBoolean() ? 1 : random.nextDouble(0.3, 1);
            double[] h = {f * box.halfExtentX(), f * box.halfExtentY(), f * box.halfExtentZ()};
            for (int i = 0; i < v.length; i++) {
                v[i] *= h[i % 3];
                v[i] = Math.max(-h[i % 3], Math.min(h[i % 3], v[i]));
            }
            meshes.add(Mesh3d.of(v, faces.get(s)));
        }
        Gen<Ray3d> toBoxes = RayGenerators3d.sceneRay(boxes);
        return new Scene(MeshPicker3d.build(boxes, meshes), boxes, meshes, toBoxes);
    }

    /** A world point of object {@code i}'s mesh: a vertex, or a point of an edge. */
    static double[] meshPoint(Scene scene, int i, RandomGenerator random) {
        Mesh3d mesh = scene.meshes().get(i);
        Obb3d box = scene.boxes().get(i);
        int tri = random.nextInt(mesh.triangleCount());
        int corner = random.nextInt(3);
        Vector3d a = mesh.vertex(mesh.index(tri, corner), new Vector3d());
        Vector3d b = mesh.vertex(mesh.index(tri, (corner + 1) % 3), new Vector3d());
        double s = random.nextBoolean() ? 0 : random.nextDouble();
        double[] l = {a.x + s * (b.x - a.x), a.y + s * (b.y - a.y), a.z + s * (b.z - a.z)};
        return new double[] {
            box.centerX() + l[0] * box.axisXx() + l[1] * box.axisYx() + l[2] * box.axisZx(),
            box.centerY() + l[0] * box.axisXy() + l[1] * box.axisYy() + l[2] * box.axisZy(),
            box.centerZ() + l[0] * box.axisXz() + l[1] * box.axisYz() + l[2] * box.axisZz()};
    }

    static Gen<Query> queries(List<Scene> scenes) {
        return random -> {
            int i = random.nextInt(scenes.size());
            Scene scene = scenes.get(i);
            if (random.nextBoolean()) {
                return new Query(i, scene.rays().next(random), "towardsABox");
            }
            double[] p = meshPoint(scene, random.nextInt(scene.boxes().size()), random);
            double[] u = {random.nextDouble(-1, 1), random.nextDouble(-1, 1), random.nextDouble(-1, 1)};
            double r = random.nextDouble(0.5, 40);
            double[] o = {p[0] + r * u[0], p[1] + r * u[1], p[2] + r * u[2]};
            if (o[0] == p[0] && o[1] == p[1] && o[2] == p[2]) {
                o[2] += 1;
            }
            return new Query(i, Ray3d.through(o[0], o[1], o[2], p[0], p[1], p[2]), "atAMeshEdgeOrVertex");
        };
    }

    static List<Scene> scenes(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Scene> scenes = new ArrayList<>();
        for (int n : SIZES) {
            scenes.add(scene(random, n));
        }
        return scenes;
    }

    @Test
    void twoLevelPick_equalsTheBruteForceScanOfEveryTriangle() {
        List<Scene> scenes = scenes(18);
        MeshPickWorkspace workspace = new MeshPickWorkspace();
        MutableMeshPick tree = new MutableMeshPick();
        MutableMeshPick scan = new MutableMeshPick();
        Property.Report report = Property.forAll(queries(scenes))
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.05)
                .check(q -> {
                    MeshPicker3d picker = scenes.get(q.scene()).picker();
                    boolean expected = picker.scanNearest(q.ray(), workspace, scan);
                    Property.label(expected ? "hit" : "miss");
                    Property.label(q.kind());
                    assertThat(picker.pickNearest(q.ray(), workspace, tree)).as("hit").isEqualTo(expected);
                    assertThat(tree.toString()).as("the two-level pick").isEqualTo(scan.toString());
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void thePickedTriangle_isHitByTheExactOracle_inItsObjectsFrame() {
        List<Scene> scenes = scenes(19);
        MeshPickWorkspace workspace = new MeshPickWorkspace();
        MutableMeshPick pick = new MutableMeshPick();
        Property.Report report = Property.forAll(queries(scenes))
                .maxDiscardRatio(0.8)
                .check(q -> {
                    Scene scene = scenes.get(q.scene());
                    Property.assume(scene.picker().pickNearest(q.ray(), workspace, pick));
                    Obb3d box = scene.boxes().get(pick.objectIndex());
                    Mesh3d mesh = scene.meshes().get(pick.objectIndex());
                    Ray3d local = localRay(q.ray(), box);
                    Vector3d[] v = new Vector3d[3];
                    for (int c = 0; c < 3; c++) {
                        v[c] = mesh.vertex(mesh.index(pick.triangleIndex(), c), new Vector3d());
                    }
                    Triangle t = new Triangle(v[0].x, v[0].y, v[0].z, v[1].x, v[1].y, v[1].z, v[2].x, v[2].y, v[2].z);
                    RayTriangleOracle.Verdict exact = RayTriangleOracle.intersect(local, t);
                    // The local ray is rounded once more here than in the picker: a band of 1e-9
                    Property.assume(exact.margin() > 1e-9 * exact.scale());
                    Property.label(q.kind());
                    assertThat(exact.hit()).as("the oracle on the picked triangle %s: %s", pick, exact).isTrue();
                    assertThat(Math.abs(pick.t() - exact.t()) * local.directionLength())
                            .as("t of %s against %s", pick, exact)
                            .isLessThanOrEqualTo(1e-9 * exact.scale() / exact.sine());
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries() / 5);
    }

    /** The world ray in the box's frame: {@code R (o - c)}, {@code R d}. */
    static Ray3d localRay(Ray3d ray, Obb3d b) {
        double px = ray.originX() - b.centerX();
        double py = ray.originY() - b.centerY();
        double pz = ray.originZ() - b.centerZ();
        double dx = ray.directionX();
        double dy = ray.directionY();
        double dz = ray.directionZ();
        return Ray3d.of(b.axisXx() * px + b.axisXy() * py + b.axisXz() * pz,
                b.axisYx() * px + b.axisYy() * py + b.axisYz() * pz,
                b.axisZx() * px + b.axisZy() * py + b.axisZz() * pz,
                b.axisXx() * dx + b.axisXy() * dy + b.axisXz() * dz,
                b.axisYx() * dx + b.axisYy() * dy + b.axisYz() * dz,
                b.axisZx() * dx + b.axisZy() * dy + b.axisZz() * dz);
    }
}
