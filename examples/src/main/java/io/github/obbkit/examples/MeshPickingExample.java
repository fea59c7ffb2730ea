package io.github.obbkit.examples;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Mesh3d;
import io.github.obbkit.raycast.MeshPickWorkspace;
import io.github.obbkit.raycast.MeshPicker3d;
import io.github.obbkit.raycast.MutableMeshPick;
import io.github.obbkit.raycast.Ray3d;
import java.util.List;
import org.joml.Quaterniond;
import org.joml.Vector3d;

/** Two-level picking: which triangle of which object is under the cursor? */
public final class MeshPickingExample {
    private MeshPickingExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::meshPicking[]
        // A cube of 12 triangles, in its own frame: corners at +-1
        double[] vertices = {-1, -1, -1, 1, -1, -1, 1, 1, -1, -1, 1, -1, -1, -1, 1, 1, -1, 1, 1, 1, 1, -1, 1, 1};
        int[] triangles = {4, 5, 6, 4, 6, 7, 1, 0, 3, 1, 3, 2, 0, 4, 7, 0, 7, 3,
            5, 1, 2, 5, 2, 6, 3, 7, 6, 3, 6, 2, 0, 1, 5, 0, 5, 4};
        Mesh3d cube = Mesh3d.of(vertices, triangles);
        Vector3d h = cube.halfExtents(new Vector3d());                       // (1, 1, 1): the box that holds it

        // Each object: a box that places the mesh (its centre and axes) and bounds it
        List<Obb3d> boxes = List.of(
                Obb3d.of(new Vector3d(0, 0, 0), new Quaterniond().rotationAxis(0.4, 0, 1, 0), h),
                Obb3d.of(new Vector3d(0, 0, -6), new Quaterniond(), h));
        MeshPicker3d picker = MeshPicker3d.build(boxes, List.of(cube, cube));  // build once

        MeshPickWorkspace workspace = new MeshPickWorkspace();              // one per thread, reused
        MutableMeshPick pick = new MutableMeshPick();
        Ray3d ray = Ray3d.of(0, 0, 10, 0, 0, -1);                           // from the camera, down -z
        if (picker.pickNearest(ray, workspace, pick)) {
            System.out.printf("object %d, triangle %d, at distance %.3f, weights (%.3f, %.3f, %.3f)%n",
                    pick.objectIndex(), pick.triangleIndex(), pick.t() * ray.directionLength(), pick.w(), pick.u(), pick.v());
        }
        // end::meshPicking[]
    }
}
