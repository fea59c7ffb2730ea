package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Arrays;
import java.util.Objects;
import org.joml.Vector3d;

/**
 * An immutable triangle mesh for picking: vertices and triangles (three vertex indices each), with a
 * hierarchy over its triangles built once when the mesh is made.
 *
 * <p><b>Frame.</b> A mesh is placed in a scene by a {@link MeshPicker3d}, whose object {@code i} is a
 * box and a mesh: the mesh's coordinates {@code (x, y, z)} are in the box's frame, the world point being
 * {@code center + x axisX + y axisY + z axisZ}, and the mesh must lie in the box. {@link
 * #halfExtents(Vector3d)} gives the smallest half-extents of a box that holds it, centred on the
 * mesh's origin. One mesh may be shared by many objects.
 *
 * <p><b>Hits.</b> Triangles are tested by {@link RayTriangle}'s watertight kernel: closed and
 * two-sided, so a ray through an edge or vertex that triangles share is never lost between them. A
 * degenerate triangle (its vertices on a line) is allowed and never hit.
 *
 * <p><b>Build.</b> The hierarchy is built top-down by the binned surface-area heuristic (Wald 2007),
 * 12 bins, leaves of at most 4
 * triangles; its nodes' bounds are exact. The arrays given are copied; a mesh never changes.
 */
public final class Mesh3d {
    private final double[] vertices;
    private final int[] indices;
    /** Per slot: the triangle's nine coordinates. */
    final double[] slotTriangles;
    /** Per slot: the triangle's index. */
    final int[] slotIndex;
    /** Per node: its bounds, six numbers. */
    final double[] nodeBounds;
    /** Per node: first slot and count for a leaf, right child and 0 for an inner node. */
    final int[] nodeData;
    /** The number of nodes on the longest path from the root to a leaf. */
    final int depth;
    private final double[] halfExtents = new double[3];

    private Mesh3d(double[] vertices, int[] indices) {
        this.vertices = vertices;
        this.indices = indices;
        TriangleBvhBuilder build = new TriangleBvhBuilder(vertices, indices);
        this.slotTriangles = build.slotTriangles();
        this.slotIndex = build.order;
        this.nodeBounds = Arrays.copyOf(build.nodeBounds, 6 * build.nodeCount);
        this.nodeData = Arrays.copyOf(build.nodeData, 2 * build.nodeCount);
        this.depth = build.depth;
        for (int i = 0; i < vertices.length; i++) {
            halfExtents[i % 3] = Math.max(halfExtents[i % 3], Math.abs(vertices[i]));
        }
    }

    /**
     * Makes a mesh.
     *
     * @param vertices the vertices' coordinates, {@code x, y, z} per vertex (copied); finite
     * @param indices  the triangles, three vertex indices each (copied); at least one triangle
     * @return the mesh
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, a length is not a multiple of
     *                                  3, there is no triangle, or an index is out of range
     */
    public static Mesh3d of(double[] vertices, int[] indices) {
        Objects.requireNonNull(vertices, "vertices");
        Objects.requireNonNull(indices, "indices");
        if (vertices.length % 3 != 0) {
            throw new IllegalArgumentException("vertices must have a multiple of 3 elements, had " + vertices.length);
        }
        if (indices.length % 3 != 0 || indices.length == 0) {
            throw new IllegalArgumentException("indices must have a positive multiple of 3 elements, had "
                    + indices.length);
        }
        double[] v = vertices.clone();
        for (int i = 0; i < v.length; i++) {
            v[i] = Checks.finite("vertices[" + i + "]", v[i]);
        }
        int[] f = indices.clone();
        int count = v.length / 3;
        for (int i = 0; i < f.length; i++) {
            if (f[i] < 0 || f[i] >= count) {
                throw new IllegalArgumentException("indices[" + i + "] must be in [0, " + count + "), was " + f[i]);
            }
        }
        return new Mesh3d(v, f);
    }

    /**
     * The number of vertices.
     *
     * @return the vertex count
     */
    public int vertexCount() {
        return vertices.length / 3;
    }

    /**
     * The number of triangles.
     *
     * @return the triangle count
     */
    public int triangleCount() {
        return indices.length / 3;
    }

    /**
     * Vertex {@code index}, in the mesh's frame.
     *
     * @param index the vertex's index
     * @param dest  overwritten with the vertex
     * @return {@code dest}
     * @throws IllegalArgumentException if the index is out of range
     */
    public Vector3d vertex(int index, Vector3d dest) {
        java.util.Objects.requireNonNull(dest, "dest");
        if (index < 0 || index >= vertexCount()) {
            throw new IllegalArgumentException("index must be in [0, " + vertexCount() + "), was " + index);
        }
        return dest.set(vertices[3 * index], vertices[3 * index + 1], vertices[3 * index + 2]);
    }

    /**
     * The vertex index of a triangle's corner.
     *
     * @param triangle the triangle's index
     * @param corner   0, 1 or 2 ({@code a}, {@code b}, {@code c}: the barycentric weights of a
     *                 {@link MutableMeshPick} are in this order)
     * @return the vertex index
     * @throws IllegalArgumentException if the triangle or the corner is out of range
     */
    public int index(int triangle, int corner) {
        if (triangle < 0 || triangle >= triangleCount()) {
            throw new IllegalArgumentException("triangle must be in [0, " + triangleCount() + "), was " + triangle);
        }
        if (corner < 0 || corner > 2) {
            throw new IllegalArgumentException("corner must be 0, 1 or 2, was " + corner);
        }
        return indices[3 * triangle + corner];
    }

    /**
     * The smallest half-extents of a box centred on the mesh's origin, with the mesh's axes, that holds
     * every vertex: per axis the largest magnitude of a coordinate. Give them (or larger ones) to the
     * box that places the mesh in a {@link MeshPicker3d}.
     *
     * @param dest overwritten with the half-extents
     * @return {@code dest}
     */
    public Vector3d halfExtents(Vector3d dest) {
        java.util.Objects.requireNonNull(dest, "dest");
        return dest.set(halfExtents[0], halfExtents[1], halfExtents[2]);
    }

    double halfExtent(int axis) {
        return halfExtents[axis];
    }

    /**
     * A short description: the counts, not the numbers.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Mesh3d[vertices=" + vertexCount() + ", triangles=" + triangleCount() + "]";
    }
}
