package io.github.obbkit.testkit.gen;

import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.property.Gen;
import java.util.List;
import java.util.Objects;

/**
 * A ray aimed at an edge or a vertex that triangles of a closed mesh share, which must hit the mesh:
 * its origin is inside the mesh (within half the radius of its centre), or outside on the line from
 * the centre through the target, so that the line crosses the surface there.
 *
 * @param mesh the closed mesh
 * @param ray  the ray
 * @param kind {@code "vertex"} or {@code "edge"}, then {@code "FromInside"} or {@code "FromOutside"}
 */
public record SharedFeatureRay(ClosedMesh mesh, Ray3d ray, String kind) {
    /**
     * Checks the components are present.
     *
     * @param mesh the closed mesh
     * @param ray  the ray
     * @param kind the kind of target and origin
     */
    public SharedFeatureRay {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(kind, "kind");
    }

    /**
     * Rays at the shared edges and vertices of the given meshes: the target is a vertex exactly, or a
     * point of an edge ({@code a + s (b - a)}, {@code s} its midpoint or random, rounded once), and the
     * ray points from its origin straight at it.
     *
     * @param meshes the meshes to draw from, at least one
     * @return the generator
     * @throws IllegalArgumentException if no mesh is given
     */
    public static Gen<SharedFeatureRay> aimedAt(List<ClosedMesh> meshes) {
        if (meshes.isEmpty()) {
            throw new IllegalArgumentException("meshes must not be empty, was " + meshes);
        }
        List<ClosedMesh> list = List.copyOf(meshes);
        return random -> {
            ClosedMesh mesh = list.get(random.nextInt(list.size()));
            double[] v = mesh.vertices();
            int[] f = mesh.indices();
            int tri = random.nextInt(f.length / 3);
            int corner = random.nextInt(3);
            int a = f[3 * tri + corner];
            int b = f[3 * tri + (corner + 1) % 3];
            boolean vertex = random.nextBoolean();
            double s = random.nextBoolean() ? 0.5 : random.nextDouble();
            double[] target = new double[3];
            for (int k = 0; k < 3; k++) {
                target[k] = vertex ? v[3 * a + k] : v[3 * a + k] + s * (v[3 * b + k] - v[3 * a + k]);
            }
            double[] c = mesh.centre();
            boolean inside = random.nextBoolean();
            double[] origin = new double[3];
            if (inside) {
                double[] u = TriangleGenerators.unit(random);
                double r = 0.5 * mesh.radius() * random.nextDouble();
                for (int k = 0; k < 3; k++) {
                    origin[k] = c[k] + r * u[k];
                }
            } else {
                double out = random.nextDouble(0.2, 20);
                for (int k = 0; k < 3; k++) {
                    origin[k] = target[k] + out * (target[k] - c[k]);
                }
            }
            return new SharedFeatureRay(mesh, TriangleGenerators.through(origin, target),
                    (vertex ? "vertex" : "edge") + (inside ? "FromInside" : "FromOutside"));
        };
    }

    /**
     * Describes the case.
     *
     * @return the kind, the mesh and the ray as Java source
     */
    @Override
    public String toString() {
        return kind + " of " + mesh + ": " + ray;
    }
}
