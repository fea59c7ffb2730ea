package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The two-level walk against the brute-force scan, bit for bit, over {@link MeshScenes}' hard scenes;
 * and the scan against a third, independent answer: every triangle moved into the world by the test
 * and tested there by {@link RayTriangle}.
 */
class MeshTraversalTest {
    private static final int[] SIZES = {1, 2, 3, 5, 8, 9, 17, 40, 90};
    private final MeshPickWorkspace ws = new MeshPickWorkspace();
    private final MutableMeshPick pick = new MutableMeshPick();
    private final MutableMeshPick scan = new MutableMeshPick();

    private void sameAnswer(MeshPicker3d picker, Ray3d ray, String what) {
        boolean scanned = picker.scanNearest(ray, ws, scan);
        assertThat(picker.pickNearest(ray, ws, pick)).as("hit, %s: %s", what, ray).isEqualTo(scanned);
        assertThat(pick.toString()).as("the walk, %s: %s", what, ray).isEqualTo(scan.toString());
        assertThat(scan.isHit()).isEqualTo(scanned);
    }

    @Test
    void walk_equalsTheScan_bitForBit_overHardScenes() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            MeshScenes.Scene scene = MeshScenes.scene(random, SIZES[random.nextInt(SIZES.length)]);
            for (int r = 0; r < 150; r++) {
                sameAnswer(scene.picker(), MeshScenes.ray(scene, random), "seed " + seed + ", ray " + r);
            }
        }
    }

    @Test
    void theScan_findsTheNearestTriangle_thatTheWorldTestFinds() {
        int hits = 0;
        for (long seed = 100; seed < 130; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            MeshScenes.Scene scene = MeshScenes.scene(random, SIZES[random.nextInt(SIZES.length)]);
            for (int r = 0; r < 60; r++) {
                Ray3d ray = MeshScenes.ray(scene, random);
                boolean hit = scene.picker().scanNearest(ray, ws, scan);
                hits += hit ? 1 : 0;
                agreesWithTheWorld(scene, ray, hit, "seed " + seed + ", ray " + r);
            }
        }
        assertThat(hits).as("the rays hit often enough to test hits").isGreaterThan(600);
    }

    @Test
    void aSceneHierarchyDeeperThanTheWorkspacesFirstStack_isWalkedWhole() {
        // Boxes at x = 2^k: each binned split peels off the farthest box, so the tree is a long chain
        List<Obb3d> boxes = new ArrayList<>();
        List<Mesh3d> meshes = new ArrayList<>();
        Mesh3d wall = Mesh3d.of(new double[] {0, -1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1}, new int[] {0, 1, 2, 0, 2, 3});
        for (int k = 1; k <= 400; k++) {
            boxes.add(Obb3d.fromAxes(Math.scalb(1.0, k), 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 1, 1));
            meshes.add(wall);
        }
        MeshPicker3d picker = MeshPicker3d.build(boxes, meshes);
        assertThat(Bvh3d.build(boxes).depth()).as("deeper than the first stack").isGreaterThan(70);
        for (Ray3d ray : new Ray3d[] {Ray3d.of(0, 0.5, 0.25, 1, 0, 0), Ray3d.of(0x1p401, 0.5, 0.25, -1, 0, 0),
            Ray3d.of(0, 0, 0, 1, 0, 0), Ray3d.of(3, 0.5, 0.25, 1, 1e-12, 0)}) {
            sameAnswer(picker, ray, "a chain of 400 boxes");
            assertThat(pick.isHit()).isTrue();
        }
        picker.pickNearest(Ray3d.of(0, 0.5, 0.25, 1, 0, 0), ws, pick);
        assertThat(pick.objectIndex()).isZero();
        assertThat(pick.t()).isEqualTo(2);
    }

    @Test
    void aRayStartingInsideObjects_findsTheirTriangles() {
        // Nested cubes about one centre, and the ray starting at the centre: every box holds the origin
        List<Obb3d> boxes = new ArrayList<>();
        List<Mesh3d> meshes = new ArrayList<>();
        for (int k = 0; k < 12; k++) {
            double h = 1 + k;
            boxes.add(Obb3d.fromAxes(5, 5, 5, 1, 0, 0, 0, 1, 0, 0, 0, 1, h, h, h));
            meshes.add(MeshScenes.cube(new double[] {h, h, h}));
        }
        MeshPicker3d picker = MeshPicker3d.build(boxes, meshes);
        for (Ray3d ray : new Ray3d[] {Ray3d.of(5, 5, 5, 1, 0, 0), Ray3d.of(5, 5, 5, 0, -1, 0),
            Ray3d.of(5.5, 5.25, 5, 0, 0, 1), Ray3d.of(5, 5, 5, 1, 1, 1), Ray3d.of(5, 5, 5, -0.3, 0.2, 1)}) {
            sameAnswer(picker, ray, "nested cubes");
            assertThat(pick.objectIndex()).as("the innermost cube, %s", ray).isZero();
        }
        picker.pickNearest(Ray3d.of(5, 5, 5, 1, 0, 0), ws, pick);
        assertThat(pick.t()).isEqualTo(1);
        // From inside the outermost only, looking out: its own wall at 17
        picker.pickNearest(Ray3d.of(5, 5, 16.5, 0, 0, 1), ws, pick);
        assertThat(pick.objectIndex()).isEqualTo(11);
        assertThat(pick.t()).isEqualTo(0.5);
        // Starting on a wall: the wall, at t = 0
        sameAnswer(picker, Ray3d.of(5, 5, 16, 0, 0, 1), "on a wall");
        assertThat(pick.objectIndex()).isEqualTo(10);
        assertThat(pick.t()).isZero();
    }


    @Test
    void aRayInAFacesPlane_hitsTheEdgesOfTheFacesAcrossIt() {
        // The unit cube's surface in its own box; each ray runs in the plane of a face, so it meets
        // that face edge-on and the face across its path at an edge: a hit only if the box's
        // interval is not shrunk on the axis the ray is parallel to
        Mesh3d cube = MeshScenes.cube(new double[] {1, 1, 1});
        MeshPicker3d picker = MeshPicker3d.build(List.of(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1)),
                List.of(cube));
        Ray3d[] rays = {Ray3d.of(1, -3, 0.5, 0, 1, 0), Ray3d.of(-1, 0.25, -3, 0, 0, 1), Ray3d.of(0.5, 1, 3, 0, 0, -1),
            Ray3d.of(3, -1, 0.5, -1, 0, 0), Ray3d.of(-0.5, 3, 1, 0, -1, 0), Ray3d.of(-3, 0.25, -1, 1, 0, 0)};
        for (Ray3d ray : rays) {
            sameAnswer(picker, ray, "in a face's plane");
            assertThat(pick.isHit()).as("%s", ray).isTrue();
            assertThat(pick.t()).as("%s", ray).isEqualTo(2);
        }
    }

    @Test
    void aRayTouchingABoxAtACornerOnly_hitsTheMeshVertexThere() {
        // Boxes whose corners are small integers (exact as floats too), each holding its own
        // surface: a ray that touches a box only at a corner must reach that box through the scene's
        // hierarchy, however exactly its bounds are stored
        List<Obb3d> boxes = new ArrayList<>();
        List<Mesh3d> meshes = new ArrayList<>();
        Mesh3d cube = MeshScenes.cube(new double[] {1, 1, 1});
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                for (int k = 0; k < 2; k++) {
                    boxes.add(Obb3d.fromAxes(4 * i, 4 * j, 4 * k, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1));
                    meshes.add(cube);
                }
            }
        }
        MeshPicker3d picker = MeshPicker3d.build(boxes, meshes);
        int[][] signs = {{1, 1, 1}, {-1, 1, 1}, {1, -1, 1}, {1, 1, -1}, {-1, -1, 1}, {-1, 1, -1}, {1, -1, -1},
            {-1, -1, -1}};
        int checked = 0;
        for (int b = 0; b < boxes.size(); b++) {
            Obb3d box = boxes.get(b);
            for (int[] s : signs) {
                double[] c = {box.centerX() + s[0], box.centerY() + s[1], box.centerZ() + s[2]};
                // Away from the box on one axis, towards it on another, along the face on the third:
                // the line meets the closed box at the corner alone
                double[][] directions = {{s[0], -s[1], 0}, {0, s[1], -s[2]}, {-s[0], 0, s[2]}};
                for (double[] d : directions) {
                    Ray3d ray = Ray3d.of(c[0] - 3 * d[0], c[1] - 3 * d[1], c[2] - 3 * d[2], d[0], d[1], d[2]);
                    sameAnswer(picker, ray, "touching box " + b + " at a corner");
                    assertThat(pick.isHit()).as("%s", ray).isTrue();
                    assertThat(pick.t()).as("%s", ray).isLessThanOrEqualTo(3);
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(18 * 8 * 3);
    }


    /**
     * The scan's pick against every triangle tested in world coordinates: the picked point lies on the
     * ray at its {@code t}, and no triangle hit well inside and well off edge-on is nearer.
     */
    private void agreesWithTheWorld(MeshScenes.Scene scene, Ray3d ray, boolean hit, String what) {
        MutableTriangleHit h = new MutableTriangleHit();
        double dl = Math.sqrt(ray.dx * ray.dx + ray.dy * ray.dy + ray.dz * ray.dz);
        double reach = Math.max(Math.abs(scene.offset()), scene.scale() * (4 + 8 * scene.size()));
        reach = Math.max(reach, Math.max(Math.abs(ray.ox), Math.max(Math.abs(ray.oy), Math.abs(ray.oz))));
        double tol = 1e-9 * reach;
        double nearest = Double.POSITIVE_INFINITY;
        String nearestName = "";
        for (int i = 0; i < scene.size(); i++) {
            Obb3d box = scene.boxes().get(i);
            Mesh3d mesh = scene.meshes().get(i);
            for (int k = 0; k < mesh.triangleCount(); k++) {
                double[][] p = corners(box, mesh, k);
                if (i == scan.objectIndex() && k == scan.triangleIndex()) {
                    // The picked point, w a + u b + v c, is the ray's point at t
                    for (int a = 0; a < 3; a++) {
                        double x = scan.w() * p[0][a] + scan.u() * p[1][a] + scan.v() * p[2][a];
                        double o = a == 0 ? ray.ox + scan.t() * ray.dx : a == 1 ? ray.oy + scan.t() * ray.dy
                                : ray.oz + scan.t() * ray.dz;
                        if (sine(p, ray) > 1e-3) {
                            assertThat(Math.abs(x - o)).as("the picked point's %s, %s: %s, %s", "xyz".charAt(a), what,
                                    ray, scan).isLessThanOrEqualTo(tol);
                        }
                    }
                    assertThat(scan.w() + scan.u() + scan.v()).as("the weights' sum, %s", what).isCloseTo(1.0,
                            org.assertj.core.data.Offset.offset(1e-9));
                }
                if (!RayTriangle.intersect(ray, p[0][0], p[0][1], p[0][2], p[1][0], p[1][1], p[1][2], p[2][0],
                        p[2][1], p[2][2], h)) {
                    continue;
                }
                // Clear of the edges, of edge-on, and of the origin by more than the local frame's rounding
                boolean clear = margin(p, ray, h) > tol && sine(p, ray) > 1e-3 && h.t() * dl > tol;
                if (clear && h.t() < nearest) {
                    nearest = h.t();
                    nearestName = "object " + i + " triangle " + k;
                }
            }
        }
        if (nearest < Double.POSITIVE_INFINITY) {
            assertThat(hit).as("%s: the world test hits %s at %s: %s", what, nearestName, nearest, ray).isTrue();
            assertThat(scan.t()).as("%s: the world test hits %s at %s: %s", what, nearestName, nearest, ray)
                    .isLessThanOrEqualTo(nearest + tol / dl);
        }
    }

    private static double[][] corners(Obb3d box, Mesh3d mesh, int k) {
        double[][] p = new double[3][];
        Vector3d v = new Vector3d();
        for (int c = 0; c < 3; c++) {
            mesh.vertex(mesh.index(k, c), v);
            p[c] = MeshScenes.world(box, v.x, v.y, v.z);
        }
        return p;
    }

    /**
     * How far the hit point is from the triangle's nearest edge, seen along the ray: weight {@code i}
     * times the height over the opposite edge, {@code |n . d| / |e x d|}.
     */
    private static double margin(double[][] p, Ray3d ray, MutableTriangleHit h) {
        double[] weights = {h.w(), h.u(), h.v()};
        double[] d = {ray.dx, ray.dy, ray.dz};
        double[] n = cross(sub(p[1], p[0]), sub(p[2], p[0]));
        double area = Math.abs(n[0] * d[0] + n[1] * d[1] + n[2] * d[2]);
        double least = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 3; i++) {
            double[] e = cross(sub(p[(i + 2) % 3], p[(i + 1) % 3]), d);
            least = Math.min(least, weights[i] * area / Math.sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]));
        }
        return least;
    }

    private static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    /** |n . d| / (|n| |d|): 0 for a triangle seen edge-on (or degenerate), 1 face-on. */
    private static double sine(double[][] p, Ray3d ray) {
        double[] e = {p[1][0] - p[0][0], p[1][1] - p[0][1], p[1][2] - p[0][2]};
        double[] f = {p[2][0] - p[0][0], p[2][1] - p[0][1], p[2][2] - p[0][2]};
        double nx = e[1] * f[2] - e[2] * f[1];
        double ny = e[2] * f[0] - e[0] * f[2];
        double nz = e[0] * f[1] - e[1] * f[0];
        double n = Math.sqrt(nx * nx + ny * ny + nz * nz);
        double d = Math.sqrt(ray.dx * ray.dx + ray.dy * ray.dy + ray.dz * ray.dz);
        return n == 0 ? 0 : Math.abs(nx * ray.dx + ny * ray.dy + nz * ray.dz) / (n * d);
    }
}
