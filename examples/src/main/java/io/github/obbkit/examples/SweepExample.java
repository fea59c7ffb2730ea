package io.github.obbkit.examples;

import io.github.obbkit.core3d.Contact3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sweep3d;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.PickWorkspace;
import java.util.ArrayList;
import java.util.List;
import org.joml.Quaterniond;
import org.joml.Vector3d;

/**
 * Boxes in motion: a fast box that the static test at the frame's end would let through a thin wall,
 * caught by the sweep; then the first of many crates a moving player box runs into, through a BVH.
 */
public final class SweepExample {
    private SweepExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::sweep[]
        Obb3d wall = Obb3d.of(0, 0, 0, new Quaterniond(), 0.05, 2, 2);         // a wall 10 cm thick
        Obb3d bullet = Obb3d.of(-3, 0.5, 0, new Quaterniond(), 0.1, 0.1, 0.1);  // 3 m in front of it
        Vector3d step = new Vector3d(6, 0, 0);                                  // 6 m this frame

        System.out.println("static test at the frame's end: " + wall.intersects(bullet.translated(step)));
        Contact3d hit = Sweep3d.firstContact(wall, new Vector3d(), bullet, step);  // null if none
        if (hit != null) {
            System.out.printf("first contact at t = %.4f across (%.0f, %.0f, %.0f) on %s%n", hit.time(),
                    hit.normalX(), hit.normalY(), hit.normalZ(), hit.axis());
        }

        // Many obstacles: the first crate a moving player box runs into, pruned by a BVH.
        List<Obb3d> crates = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            crates.add(Obb3d.of(3 * i, 0, 5, new Quaterniond(), 1, 1, 1));
        }
        Bvh3d scene = Bvh3d.build(crates);
        Obb3d player = Obb3d.of(6.2, 0, -3, new Quaterniond(), 0.5, 0.5, 0.5);
        PickWorkspace workspace = new PickWorkspace();                          // reuse both per frame:
        MutableContact3d contact = new MutableContact3d();                      // no allocation
        int index = scene.castNearest(player, new Vector3d(0, 0, 10), workspace, contact);
        System.out.printf("the player runs into crate %d at t = %.2f%n", index, contact.time());
        // end::sweep[]
    }
}
