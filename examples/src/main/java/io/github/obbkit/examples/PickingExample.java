package io.github.obbkit.examples;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FramePicker;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.Unprojector;
import org.joml.Matrix4d;
import org.joml.Quaterniond;

/** Picking from a mouse position: which box is under the cursor of an 800 x 600 viewer window? */
public final class PickingExample {
    private PickingExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Obb3d[] boxes = {
            Obb3d.of(0, 0, 0, new Quaterniond().rotationAxis(0.4, 0, 1, 0), 1, 1, 1),
            Obb3d.of(0, 0, -6, new Quaterniond(), 2, 2, 0.1),           // a thin wall behind it
            Obb3d.of(3, 0, 0, new Quaterniond(), 0.5, 0.5, 0.5),
        };
        // tag::picking[]
        Matrix4d viewProjection = new Matrix4d()
                .perspective(Math.toRadians(60), 800.0 / 600.0, 0.1, 100)
                .lookAt(0, 0, 10, 0, 0, 0, 0, 1, 0);                     // camera at z = 10, looking at 0
        int[] viewport = {0, 0, 800, 600};
        double mouseX = 400;
        double mouseY = 300;                                              // window y counts from the top

        Unprojector camera = Unprojector.of(viewProjection, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        Ray3d ray = camera.ray(mouseX, 600 - mouseY, viewport);            // OpenGL depth: -1 to 1
        Bvh3d bvh = Bvh3d.build(boxes);                                       // build once, pick many times
        Pick pick = bvh.pickNearest(ray);                                 // null when nothing is hit
        if (pick != null) {
            System.out.printf("box %d at distance %.3f, face %s%n",     // from the near plane
                    pick.index(), pick.t() * ray.directionLength(), pick.face());
        }
        // end::picking[]

        // tag::framepick[]
        int[] indices = new int[800 * 600];                               // one per pixel, row by row
        double[] ts = new double[800 * 600];                              // from the bottom row up
        FramePicker frame = FramePicker.of(bvh, camera);                  // the same answers, all at once
        int hits = frame.pick(viewport, 0, 0, 800, 600, indices, ts, null); // rows in parallel; no faces
        System.out.printf("%d of %d pixels show a box; the centre shows box %d%n",
                hits, indices.length, indices[300 * 800 + 400]);
        // end::framepick[]
    }
}
