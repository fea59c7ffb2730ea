package io.github.obbkit.examples;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Obb3d;
import org.joml.Matrix4f;

/** The world bounds of a mesh whose local box is known: a loose AABB by the abs-matrix rule, a tight OBB. */
public final class MeshBoundsExample {
    private MeshBoundsExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::meshbounds[]
        Aabb3d local = Aabb3d.of(-0.5, 0, -0.25, 0.5, 2, 0.25);           // the mesh's local box
        Matrix4f model = new Matrix4f()
                .translation(10, 0, -4)
                .rotateY((float) Math.toRadians(30))
                .scale(2, 1, 2);                                          // scale goes into the extents

        Aabb3d world = AabbTransform.transform(model, local);             // centre M c, extent |M| e
        Obb3d tight = Obb3d.fromTransform(model, local);                  // the same box, oriented

        System.out.println("world AABB: " + world);
        System.out.printf("OBB half-extents (%.3f, %.3f, %.3f); AABB volume / OBB volume = %.3f%n",
                tight.halfExtentX(), tight.halfExtentY(), tight.halfExtentZ(),
                volume(world) / (8 * tight.halfExtentX() * tight.halfExtentY() * tight.halfExtentZ()));
        // end::meshbounds[]
    }

    static double volume(Aabb3d box) {
        return (box.maxX() - box.minX()) * (box.maxY() - box.minY()) * (box.maxZ() - box.minZ());
    }
}
