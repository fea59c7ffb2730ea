package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import java.util.List;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class MeshPicker3dTest {
    /** The unit square at z = 0, two triangles sharing the diagonal (0,0)-(1,1), in a box of half-extents (1, 1, 0). */
    private static final Mesh3d SQUARE = Mesh3d.of(new double[] {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0},
            new int[] {0, 1, 2, 0, 2, 3});
    private final MeshPickWorkspace ws = new MeshPickWorkspace();
    private final MutableMeshPick pick = new MutableMeshPick();
    private final MutableMeshPick scan = new MutableMeshPick();

    private static Obb3d at(double x, double y, double z) {
        return Obb3d.of(new Vector3d(x, y, z), new Quaterniond(), new Vector3d(1, 1, 0));
    }

    private void bothSay(MeshPicker3d picker, Ray3d ray, String expected) {
        picker.pickNearest(ray, ws, pick);
        picker.scanNearest(ray, ws, scan);
        assertThat(pick.toString()).as("the two-level pick of %s", ray).isEqualTo(expected);
        assertThat(scan.toString()).as("the scan of %s", ray).isEqualTo(expected);
    }

    @Test
    void theNearestObjectsTriangle_isPicked_withTheWorldRaysT() {
        MeshPicker3d picker = MeshPicker3d.build(List.of(at(0, 0, -4), at(0, 0, -2)), List.of(SQUARE, SQUARE));
        picker.pickNearest(Ray3d.of(0.75, 0.25, 0, 0, 0, -2), ws, pick);
        assertThat(pick.objectIndex()).isEqualTo(1);
        assertThat(pick.triangleIndex()).isEqualTo(0);
        assertThat(pick.t()).isEqualTo(1);
        assertThat(new double[] {pick.w(), pick.u(), pick.v()}).containsExactly(0.25, 0.5, 0.25);
    }

    @Test
    void ties_goToTheSmallestObject_thenTheSmallestTriangle() {
        // Two copies of one object; the ray runs through the shared diagonal
        MeshPicker3d picker = MeshPicker3d.build(List.of(at(0, 0, -1), at(0, 0, -1)), List.of(SQUARE, SQUARE));
        bothSay(picker, Ray3d.of(0.5, 0.5, 0, 0, 0, -1), "MeshPick[object=0, triangle=0, t=1.0, w=0.5, u=0.0, v=0.5]");
    }

    @Test
    void aTurnedObject_isHitInItsOwnFrame() {
        // Turned a quarter about x: local y is world z, so the square stands in the plane y = 0
        Obb3d turned = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -1, 0, 1, 1, 0);
        MeshPicker3d picker = MeshPicker3d.build(List.of(turned), List.of(SQUARE));
        picker.pickNearest(Ray3d.of(0.25, 5, 0.75, 0, -1, 0), ws, pick);
        assertThat(pick.isHit()).isTrue();
        assertThat(pick.triangleIndex()).isEqualTo(1);
        assertThat(pick.t()).isEqualTo(5);
    }

    @Test
    void missesAndAnEmptyScene_leaveTheMissState() {
        MeshPicker3d empty = MeshPicker3d.build(List.of(), List.of());
        assertThat(empty.pickNearest(Ray3d.of(0, 0, 0, 1, 0, 0), ws, pick)).isFalse();
        assertThat(pick.objectIndex()).isEqualTo(-1);
        assertThat(pick.t()).isNaN();
        MeshPicker3d one = MeshPicker3d.build(List.of(at(0, 0, -1)), List.of(SQUARE));
        bothSay(one, Ray3d.of(-0.5, 0.5, 0, 0, 0, -1), "miss");
        bothSay(one, Ray3d.of(0.5, 0.5, 0, 0, 0, 1), "miss");
        assertThat(one.toString()).isEqualTo("MeshPicker3d[objects=1]");
        assertThat(one.mesh(0)).isSameAs(SQUARE);
        assertThat(one.box(0)).isEqualTo(at(0, 0, -1));
    }

    @Test
    void theMeshsHalfExtents_areItsLargestCoordinates() {
        assertThat(SQUARE.halfExtents(new Vector3d())).isEqualTo(new Vector3d(1, 1, 0));
        assertThat(SQUARE.triangleCount()).isEqualTo(2);
        assertThat(SQUARE.vertexCount()).isEqualTo(4);
        assertThat(SQUARE.index(1, 2)).isEqualTo(3);
        assertThat(SQUARE.toString()).isEqualTo("Mesh3d[vertices=4, triangles=2]");
    }

    @Test
    void aLargeMesh_hasAHierarchyOfLogarithmicDepth_andPicksWhatItsScanPicks() {
        int n = 64;
        double[] v = new double[3 * (n + 1) * (n + 1)];
        int[] f = new int[6 * n * n];
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                int k = 3 * (i * (n + 1) + j);
                v[k] = i / (double) n;
                v[k + 1] = j / (double) n;
                v[k + 2] = 0.1 * Math.sin(i * 0.3) * Math.cos(j * 0.2);
            }
        }
        int q = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int a = i * (n + 1) + j;
                int[] two = {a, a + n + 1, a + n + 2, a, a + n + 2, a + 1};
                System.arraycopy(two, 0, f, q, 6);
                q += 6;
            }
        }
        Mesh3d grid = Mesh3d.of(v, f);
        assertThat(grid.depth).isLessThan(20);
        MeshPicker3d picker = MeshPicker3d.build(List.of(Obb3d.of(new Vector3d(), new Quaterniond(),
                new Vector3d(1, 1, 0.1))), List.of(grid));
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 500; i++) {
            Ray3d ray = Ray3d.through(random.nextDouble(-1, 2), random.nextDouble(-1, 2), 2,
                    random.nextDouble(0, 1), random.nextDouble(0, 1), random.nextDouble(-0.1, 0.1));
            picker.pickNearest(ray, ws, pick);
            picker.scanNearest(ray, ws, scan);
            assertThat(pick.toString()).isEqualTo(scan.toString());
        }
    }
}
