package io.github.obbkit.examples;

import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import org.joml.Quaterniond;

/** 3D overlap: two crates, one turned 45 degrees about the vertical, and the push that separates them. */
public final class Overlap3dExample {
    private Overlap3dExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::overlap3d[]
        Obb3d crate = Obb3d.of(0, 0, 0, new Quaterniond(), 1, 1, 1);          // a 2 x 2 x 2 crate
        Obb3d turned = Obb3d.of(2.2, 0, 0,                                     // 2.2 to the right,
                new Quaterniond().rotationAxis(Math.toRadians(45), 0, 1, 0), // turned 45 degrees about y
                1, 1, 1);

        System.out.println("intersects: " + crate.intersects(turned));       // 15-axis SAT
        Mtv3d push = crate.mtv(turned);                                // null when separated
        if (push != null) {
            System.out.printf("push by %.4f along (%.3f, %.3f, %.3f) on %s%n", push.depth(),
                    push.normalX(), push.normalY(), push.normalZ(), push.axis());
        }
        // end::overlap3d[]
    }
}
