package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Mesh3d's validation and accessors, MeshPicker3d's, and the workspace's growth and tie order. */
class Mesh3dTest {
    /** Three triangles over five vertices, reaching -3 on x, 2 on y and -0.5 on z. */
    private static final double[] V = {0, 0, 0, -3, 0, 0, 0, 2, 0, 1, 1, -0.5, -1, -1, 0.25};
    private static final int[] F = {0, 1, 2, 1, 3, 4, 4, 2, 0};

    @Test
    void badInput_isRejected_namingTheArgumentAndValue() {
        assertThatThrownBy(() -> Mesh3d.of(null, F)).isInstanceOf(NullPointerException.class).hasMessage("vertices");
        assertThatThrownBy(() -> Mesh3d.of(V, null)).isInstanceOf(NullPointerException.class).hasMessage("indices");
        assertThatThrownBy(() -> Mesh3d.of(new double[] {0, 0, 0, 1}, new int[] {0, 0, 0}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("vertices must have a multiple of 3 elements, had 4");
        assertThatThrownBy(() -> Mesh3d.of(V, new int[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indices must have a positive multiple of 3 elements, had 0");
        assertThatThrownBy(() -> Mesh3d.of(V, new int[] {0, 1})).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indices must have a positive multiple of 3 elements, had 2");
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            double[] v = V.clone();
            v[13] = bad;
            assertThatThrownBy(() -> Mesh3d.of(v, F)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("vertices[13]").hasMessageContaining(String.valueOf(bad));
        }
        assertThatThrownBy(() -> Mesh3d.of(V, new int[] {0, 1, 2, 0, 5, 1})).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indices[4] must be in [0, 5), was 5");
        assertThatThrownBy(() -> Mesh3d.of(V, new int[] {0, -1, 2})).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indices[1] must be in [0, 5), was -1");
        // The last vertex is a valid index
        assertThat(Mesh3d.of(V, new int[] {4, 4, 4}).index(0, 0)).isEqualTo(4);
    }

    @Test
    void accessors_giveWhatWasGiven_andTheArraysAreCopied() {
        double[] v = V.clone();
        int[] f = F.clone();
        Mesh3d mesh = Mesh3d.of(v, f);
        v[0] = 99;
        f[0] = 3;
        assertThat(mesh.vertexCount()).isEqualTo(5);
        assertThat(mesh.triangleCount()).isEqualTo(3);
        Vector3d dest = new Vector3d();
        for (int i = 0; i < 5; i++) {
            assertThat(mesh.vertex(i, dest)).isSameAs(dest).isEqualTo(new Vector3d(V[3 * i], V[3 * i + 1], V[3 * i + 2]));
        }
        for (int t = 0; t < 3; t++) {
            for (int c = 0; c < 3; c++) {
                assertThat(mesh.index(t, c)).as("triangle %s corner %s", t, c).isEqualTo(F[3 * t + c]);
            }
        }
        assertThat(mesh.halfExtents(dest)).isSameAs(dest).isEqualTo(new Vector3d(3, 2, 0.5));
        assertThat(new double[] {mesh.halfExtent(0), mesh.halfExtent(1), mesh.halfExtent(2)}).containsExactly(3, 2, 0.5);
        assertThat(mesh.toString()).isEqualTo("Mesh3d[vertices=5, triangles=3]");
    }

    @Test
    void outOfRangeReads_areRejected() {
        Mesh3d mesh = Mesh3d.of(V, F);
        assertThatThrownBy(() -> mesh.vertex(5, new Vector3d())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 5), was 5");
        assertThatThrownBy(() -> mesh.vertex(-1, new Vector3d())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 5), was -1");
        assertThatThrownBy(() -> mesh.vertex(0, null)).isInstanceOf(NullPointerException.class).hasMessage("dest");
        assertThatThrownBy(() -> mesh.halfExtents(null)).isInstanceOf(NullPointerException.class).hasMessage("dest");
        assertThatThrownBy(() -> mesh.index(3, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("triangle must be in [0, 3), was 3");
        assertThatThrownBy(() -> mesh.index(-1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("triangle must be in [0, 3), was -1");
        assertThatThrownBy(() -> mesh.index(0, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("corner must be 0, 1 or 2, was 3");
        assertThatThrownBy(() -> mesh.index(0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("corner must be 0, 1 or 2, was -1");
    }

    @Test
    void thePicker_rejectsAMeshOutsideItsBox_onEachAxis_andBadLists() {
        Mesh3d mesh = Mesh3d.of(V, F);
        Obb3d fits = Obb3d.of(new Vector3d(5, 5, 5), new Quaterniond(), new Vector3d(3, 2, 0.5));
        assertThat(MeshPicker3d.build(List.of(fits), List.of(mesh)).size()).isEqualTo(1);
        String[] messages = {
            "meshes[1] must lie in boxes[1]: it reaches 3.0 along axis X, the box's half-extent is 2.9",
            "meshes[1] must lie in boxes[1]: it reaches 2.0 along axis Y, the box's half-extent is 1.9",
            "meshes[1] must lie in boxes[1]: it reaches 0.5 along axis Z, the box's half-extent is 0.4"};
        for (int k = 0; k < 3; k++) {
            double[] h = {3, 2, 0.5};
            h[k] -= 0.1;
            Obb3d small = Obb3d.of(new Vector3d(), new Quaterniond(), new Vector3d(h[0], h[1], h[2]));
            int axis = k;
            assertThatThrownBy(() -> MeshPicker3d.build(List.of(fits, small), List.of(mesh, mesh)))
                    .as("axis %s", axis).isInstanceOf(IllegalArgumentException.class).hasMessage(messages[k]);
        }
        assertThatThrownBy(() -> MeshPicker3d.build(List.of(fits), List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boxes and meshes must have the same size, had 1 and 0");
        List<Mesh3d> withNull = new ArrayList<>(Arrays.asList(mesh, null));
        assertThatThrownBy(() -> MeshPicker3d.build(List.of(fits, fits), withNull))
                .isInstanceOf(NullPointerException.class).hasMessage("meshes[1]");
        assertThatThrownBy(() -> MeshPicker3d.build(null, List.of())).isInstanceOf(NullPointerException.class)
                .hasMessage("boxes");
        assertThatThrownBy(() -> MeshPicker3d.build(List.of(), null)).isInstanceOf(NullPointerException.class)
                .hasMessage("meshes");
        MeshPicker3d picker = MeshPicker3d.build(List.of(fits, fits), List.of(mesh, mesh));
        assertThat(picker.mesh(1)).isSameAs(mesh);
        assertThatThrownBy(() -> picker.mesh(2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was 2");
        assertThatThrownBy(() -> picker.mesh(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was -1");
        assertThatThrownBy(() -> picker.box(2)).isInstanceOf(IllegalArgumentException.class);
        MeshPickWorkspace ws = new MeshPickWorkspace();
        MutableMeshPick pick = new MutableMeshPick();
        Ray3d ray = Ray3d.of(5, 5, 0, 0, 0, 1);
        assertThatThrownBy(() -> picker.pickNearest(null, ws, pick)).isInstanceOf(NullPointerException.class)
                .hasMessage("ray");
        assertThatThrownBy(() -> picker.pickNearest(ray, null, pick)).isInstanceOf(NullPointerException.class)
                .hasMessage("workspace");
        assertThatThrownBy(() -> picker.pickNearest(ray, ws, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("dest");
        assertThatThrownBy(() -> picker.scanNearest(null, ws, pick)).isInstanceOf(NullPointerException.class)
                .hasMessage("ray");
        assertThatThrownBy(() -> picker.scanNearest(ray, null, pick)).isInstanceOf(NullPointerException.class)
                .hasMessage("workspace");
        assertThatThrownBy(() -> picker.scanNearest(ray, ws, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("dest");
    }

    @Test
    void pickAndScan_sayHitOrMiss_andAReusedWorkspaceCarriesNothingOver() {
        Mesh3d square = Mesh3d.of(new double[] {-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0}, new int[] {0, 1, 2, 0, 2, 3});
        Obb3d near = Obb3d.of(new Vector3d(0, 0, 1), new Quaterniond(), new Vector3d(1, 1, 0));
        Obb3d far = Obb3d.of(new Vector3d(10, 0, 5), new Quaterniond(), new Vector3d(1, 1, 0));
        MeshPicker3d picker = MeshPicker3d.build(List.of(near, far), List.of(square, square));
        MeshPickWorkspace ws = new MeshPickWorkspace();
        MutableMeshPick pick = new MutableMeshPick();
        Ray3d toNear = Ray3d.of(0.25, 0.5, 0, 0, 0, 1);
        Ray3d toFar = Ray3d.of(10.25, 0.5, 0, 0, 0, 1);
        Ray3d away = Ray3d.of(0.25, 0.5, 0, 0, 0, -1);
        for (int round = 0; round < 2; round++) {
            assertThat(picker.scanNearest(toNear, ws, pick)).isTrue();
            assertThat(pick.objectIndex()).isZero();
            assertThat(pick.triangleIndex()).isEqualTo(1);
            assertThat(pick.t()).isEqualTo(1);
            assertThat(picker.scanNearest(toFar, ws, pick)).isTrue();
            assertThat(pick.objectIndex()).isEqualTo(1);
            assertThat(pick.t()).isEqualTo(5);
            assertThat(picker.scanNearest(away, ws, pick)).isFalse();
            assertThat(pick.isHit()).isFalse();
            assertThat(picker.pickNearest(toNear, ws, pick)).isTrue();
            assertThat(pick.t()).isEqualTo(1);
            assertThat(picker.pickNearest(toFar, ws, pick)).isTrue();
            assertThat(pick.objectIndex()).isEqualTo(1);
            assertThat(picker.pickNearest(away, ws, pick)).isFalse();
            assertThat(pick.objectIndex()).isEqualTo(-1);
        }
    }

    @Test
    void theWorkspace_growsOnlyWhenTooSmall_andOrdersByTThenObjectThenTriangle() {
        MeshPickWorkspace ws = new MeshPickWorkspace();
        int[] world = ws.worldNodes;
        int[] mesh = ws.meshNodes;
        ws.ensureWorld(world.length);
        ws.ensureMesh(mesh.length);
        assertThat(ws.worldNodes).isSameAs(world);
        assertThat(ws.meshNodes).isSameAs(mesh);
        ws.ensureWorld(world.length + 1);
        ws.ensureMesh(mesh.length + 5);
        assertThat(ws.worldNodes).hasSize(world.length + 1);
        assertThat(ws.worldEntries).hasSize(world.length + 1);
        assertThat(ws.meshNodes).hasSize(mesh.length + 5);
        assertThat(ws.meshEntries).hasSize(mesh.length + 5);
        ws.reset();
        assertThat(ws.better(Double.POSITIVE_INFINITY, 9, 9)).as("anything beats nothing").isTrue();
        ws.best = 1;
        ws.bestObject = 2;
        ws.bestTriangle = 3;
        assertThat(ws.better(0.5, 9, 9)).isTrue();
        assertThat(ws.better(1.5, 0, 0)).isFalse();
        assertThat(ws.better(1, 1, 9)).isTrue();
        assertThat(ws.better(1, 3, 0)).isFalse();
        assertThat(ws.better(1, 2, 2)).isTrue();
        assertThat(ws.better(1, 2, 3)).isFalse();
        assertThat(ws.better(1, 2, 4)).isFalse();
        ws.reset();
        assertThat(ws.best).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(ws.bestObject).isEqualTo(-1);
        assertThat(ws.bestTriangle).isEqualTo(-1);
    }

    @Test
    void aTriangleHit_normalisesNegativeZero_andSaysItHit() {
        MutableTriangleHit hit = new MutableTriangleHit();
        assertThat(hit.isHit()).isFalse();
        assertThat(hit.toString()).isEqualTo("miss");
        hit.set(-0.0, -0.0, -0.0, -0.0);
        assertThat(hit.isHit()).isTrue();
        for (double x : new double[] {hit.t(), hit.w(), hit.u(), hit.v()}) {
            assertThat(Double.doubleToRawLongBits(x)).isZero();
        }
        hit.set(1, 0.25, 0.5, 0.25);
        assertThat(hit.toString()).isEqualTo("MutableTriangleHit[t=1.0, w=0.25, u=0.5, v=0.25]");
        assertThat(hit.miss()).isFalse();
        assertThat(hit.isHit()).isFalse();
        assertThat(hit.w()).isNaN();
        assertThat(hit.v()).isNaN();
    }
}
