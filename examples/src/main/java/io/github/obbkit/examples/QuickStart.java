package io.github.obbkit.examples;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;

/** The README's Java quick start, compiled and run by the build so it cannot rot. */
public final class QuickStart {
    private QuickStart() {
    }

    /**
     * Runs the quick start.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::quickstart[]
        Obb2d a = Obb2d.of(0, 0, Math.toRadians(30), 80, 40);   // centre, angle, half-extents
        Obb2d b = Obb2d.of(100, 20, Math.toRadians(-10), 30, 30);

        System.out.println("intersects: " + a.intersects(b));   // 4-axis SAT; touching counts
        Mtv2d push = a.mtv(b);                                  // null when separated
        if (push != null) {
            System.out.printf("push b by %.3f along (%.3f, %.3f)%n",
                    push.depth(), push.normalX(), push.normalY());
        }
        Aabb2d bounds = a.aabb();                               // |cos|/|sin| rule, for a broad phase
        System.out.println(bounds + ", contains (10, 5): " + a.contains(10, 5));
        // end::quickstart[]
    }
}
