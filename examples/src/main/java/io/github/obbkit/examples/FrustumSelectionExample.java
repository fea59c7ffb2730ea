package io.github.obbkit.examples;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.SelectionMode;
import java.util.Arrays;
import org.joml.Matrix4d;
import org.joml.Quaterniond;

/**
 * Culling and marquee selection in an 800 x 600 viewer window: which boxes does the camera see, and
 * which does a rectangle dragged around the middle of the window select?
 */
public final class FrustumSelectionExample {
    private FrustumSelectionExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Obb3dBatch boxes = Obb3dBatch.of(
                Obb3d.of(0, 0, 0, new Quaterniond(), 0.5, 0.5, 0.5),        // 0: in the middle
                Obb3d.of(3, 0, 0, new Quaterniond(), 0.5, 0.5, 0.5),        // 1: to the right
                Obb3d.of(-3, 0, 0, new Quaterniond(), 0.5, 0.5, 0.5),       // 2: to the left
                Obb3d.of(0, 0, 20, new Quaterniond(), 0.5, 0.5, 0.5),       // 3: behind the camera
                Obb3d.of(8.298, 6.374, 0, new Quaterniond().rotationZ(Math.PI / 4), 0.7071, 0.7071, 0.05));
        // 4: a diamond just outside the top-right corner of the view
        // tag::frustum[]
        Matrix4d viewProjection = new Matrix4d()
                .perspective(Math.toRadians(60), 800.0 / 600.0, 0.1, 100)
                .lookAt(0, 0, 10, 0, 0, 0, 0, 1, 0);                     // camera at z = 10, looking at 0
        Frustum camera = Frustum.of(viewProjection, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        Bvh3d bvh = Bvh3d.build(boxes);                                    // build once, query every frame
        PickWorkspace workspace = new PickWorkspace();                     // reused: no allocation per query
        int[] found = new int[bvh.size()];

        // Culling: the conservative plane test, which may keep a box outside near a corner.
        int n = FrustumSelection3d.visible(bvh, camera, workspace, found);
        Arrays.sort(found, 0, n);                                          // the walk's order; sorted to print
        System.out.println("visible (culling): " + Arrays.toString(Arrays.copyOf(found, n)));
        // Selection: the exact test, box by box.
        System.out.println("box 4 touches the view: " + FrustumTest3d.intersects(camera, boxes.get(4)));

        // A marquee dragged from (350, 250) to (550, 350), window y counted upwards from the bottom.
        Frustum marquee = FrustumSelection3d.marquee(camera, 350, 250, 550, 350, new int[] {0, 0, 800, 600});
        n = FrustumSelection3d.select(bvh, marquee, SelectionMode.TOUCHING, workspace, found);
        Arrays.sort(found, 0, n);
        System.out.println("marquee touching: " + Arrays.toString(Arrays.copyOf(found, n)));
        n = FrustumSelection3d.select(bvh, marquee, SelectionMode.WHOLLY_INSIDE, workspace, found);
        Arrays.sort(found, 0, n);
        System.out.println("marquee wholly inside: " + Arrays.toString(Arrays.copyOf(found, n)));
        // end::frustum[]
    }
}
