package io.github.obbkit.examples;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.PointFit3d;
import io.github.obbkit.core3d.PointFitWorkspace3d;
import java.util.ArrayList;
import java.util.List;
import org.joml.Vector2d;
import org.joml.Vector3d;
import org.joml.Vector3dc;

/** Boxes fitted to points: the exact minimum-area rectangle in 2D, a tight box in 3D. */
public final class PointFitExample {
    private PointFitExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::pointfit[]
        // 2D: the corners of a 4 x 2 rectangle turned by 30 degrees, and points inside it.
        double a = Math.toRadians(30);
        List<Vector2d> outline = new ArrayList<>();
        for (double[] p : new double[][] {{-2, -1}, {2, -1}, {2, 1}, {-2, 1}, {0.5, 0.2}, {-1, 0.7}}) {
            outline.add(new Vector2d(p[0] * Math.cos(a) - p[1] * Math.sin(a) + 10,
                    p[0] * Math.sin(a) + p[1] * Math.cos(a) + 5));
        }
        Obb2d rectangle = Obb2d.fromPoints(outline);
        System.out.printf("2D: half-extents (%.3f, %.3f), area %.3f%n",
                rectangle.halfExtentX(), rectangle.halfExtentY(),
                4 * rectangle.halfExtentX() * rectangle.halfExtentY());

        // 3D: a mesh's vertices (here a turned 6 x 4 x 2 block); DiTO-26 is the fast default. A
        // workspace kept from fit to fit makes every fit allocate nothing but its box.
        List<Vector3d> vertices = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            vertices.add(new Vector3d((i & 1) == 0 ? -3 : 3, (i & 2) == 0 ? -2 : 2, (i & 4) == 0 ? -1 : 1)
                    .rotateZ(0.3).rotateX(0.2));
        }
        Vector3dc[] points = vertices.toArray(new Vector3dc[0]);
        PointFitWorkspace3d workspace = new PointFitWorkspace3d();
        Obb3d fast = PointFit3d.fit(points, PointFit3d.Method.DITO_26, workspace);
        Obb3d tight = PointFit3d.fit(points, PointFit3d.Method.REFINED, workspace);
        System.out.printf("3D: DiTO-26 half-extents (%.3f, %.3f, %.3f), refined volume %.3f%n",
                fast.halfExtentX(), fast.halfExtentY(), fast.halfExtentZ(),
                8 * tight.halfExtentX() * tight.halfExtentY() * tight.halfExtentZ());
        // end::pointfit[]
    }
}
