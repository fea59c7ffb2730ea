package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.List;
import java.util.Objects;

/**
 * Two-level picking: the nearest triangle a ray hits among many objects, each an oriented box and a
 * mesh whose triangles are in the box's frame.
 *
 * <p><b>Objects.</b> Object {@code i} is {@code boxes.get(i)} and {@code meshes.get(i)}. A mesh point
 * {@code (x, y, z)} is the world point {@code center + x axisX + y axisY + z axisZ} of its box: the box
 * is the object's placement (a rigid motion) and its bound, and every vertex must lie in it,
 * {@code |x| <= halfExtentX} and so on (see {@link Mesh3d#halfExtents}). Meshes may be shared.
 *
 * <p><b>Answer.</b> The hit with the smallest {@code t}, then the smallest object index, then the
 * smallest triangle index, over all triangles of all objects; exactly (bit for bit, tie for tie) what
 * {@link #scanNearest(Ray3d, MeshPickWorkspace, MutableMeshPick)}, the brute-force scan of every
 * triangle, answers. Each object's ray is the world ray moved into its box's frame, where
 * {@link RayTriangle}'s watertight kernel tests the triangles; a hit's {@code t} is clamped into the
 * interval where the ray's line crosses the box (grown by {@code 2^-40} of its scale), which holds the
 * exact {@code t} and keeps the kernel's estimate for a triangle seen nearly edge-on inside it. The
 * parameter is the world ray's, as everywhere in this package.
 *
 * <p><b>Search.</b> A {@link Bvh3d} over the boxes is walked front to back; objects (and subtrees)
 * entered beyond the best hit so far are skipped, and each object reached walks its mesh's triangle
 * hierarchy, nearest bound first, with the same pruning. Bound tests may only err on the side of
 * visiting (slacks in the project's {@code docs/precision.md}).
 *
 * <p><b>Why not a {@link Picker3d}.</b> A {@code Picker3d} answers "which box does the ray enter
 * first" with a box's face, into a {@link MutablePick}; a mesh pick answers another question (the
 * nearest triangle, whose box need not be the nearest box) with another result (object, triangle,
 * barycentrics). Under the same method the two would share a name and not a meaning, so this picker
 * stands beside the interface rather than in its {@code permits}.
 *
 * <p>Immutable after {@link #build}: threads may share it, each with its own {@link MeshPickWorkspace}
 * and {@link MutableMeshPick}.
 */
public final class MeshPicker3d {
    private final Obb3dBatch boxes;
    private final Mesh3d[] meshes;
    private final Bvh3d bvh;

    private MeshPicker3d(Obb3dBatch boxes, Mesh3d[] meshes) {
        this.boxes = boxes;
        this.meshes = meshes;
        this.bvh = Bvh3d.build(boxes);
    }

    /**
     * Builds a picker over objects: box {@code i} places and bounds mesh {@code i}.
     *
     * @param boxes  the objects' boxes, none null
     * @param meshes the objects' meshes in their boxes' frames, none null, as many as the boxes
     * @return the picker
     * @throws NullPointerException     if an element is null; the message names its index
     * @throws IllegalArgumentException if the counts differ, or a mesh's vertex lies outside its box;
     *                                  the message names the object and the vertex
     */
    public static MeshPicker3d build(List<Obb3d> boxes, List<Mesh3d> meshes) {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(meshes, "meshes");
        if (boxes.size() != meshes.size()) {
            throw new IllegalArgumentException("boxes and meshes must have the same size, had " + boxes.size()
                    + " and " + meshes.size());
        }
        Mesh3d[] m = new Mesh3d[meshes.size()];
        for (int i = 0; i < m.length; i++) {
            Mesh3d mesh = meshes.get(i);
            if (mesh == null) {
                throw new NullPointerException("meshes[" + i + "]");
            }
            m[i] = mesh;
        }
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        for (int i = 0; i < m.length; i++) {
            double[] h = {batch.halfExtentX(i), batch.halfExtentY(i), batch.halfExtentZ(i)};
            for (int k = 0; k < 3; k++) {
                if (m[i].halfExtent(k) > h[k]) {
                    throw new IllegalArgumentException("meshes[" + i + "] must lie in boxes[" + i + "]: it reaches "
                            + m[i].halfExtent(k) + " along axis " + "XYZ".charAt(k) + ", the box's half-extent is "
                            + h[k]);
                }
            }
        }
        return new MeshPicker3d(batch, m);
    }

    /**
     * The number of objects.
     *
     * @return the number of objects
     */
    public int size() {
        return meshes.length;
    }

    /**
     * Object {@code index}'s box.
     *
     * @param index the object's index
     * @return a box equal to the one given
     * @throws IllegalArgumentException if the index is out of range
     */
    public Obb3d box(int index) {
        return boxes.get(index);
    }

    /**
     * Object {@code index}'s mesh.
     *
     * @param index the object's index
     * @return the mesh given
     * @throws IllegalArgumentException if the index is out of range
     */
    public Mesh3d mesh(int index) {
        if (index < 0 || index >= size()) {
            throw new IllegalArgumentException("index must be in [0, " + size() + "), was " + index);
        }
        return meshes[index];
    }

    /**
     * The nearest triangle the ray hits, through both hierarchies, written into {@code dest}. Allocates
     * nothing once the workspace's stacks have grown to the trees' depths.
     *
     * @param ray       the ray, in world coordinates
     * @param workspace the search's scratch space, one per thread
     * @param dest      overwritten with the pick, or with the miss state
     * @return true if the ray hits a triangle
     */
    public boolean pickNearest(Ray3d ray, MeshPickWorkspace workspace, MutableMeshPick dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        workspace.reset();
        MeshTraversal.walk(bvh, boxes, meshes, ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, workspace);
        return answer(workspace, dest);
    }

    /**
     * The nearest triangle the ray hits by testing every triangle of every object: the reference that
     * {@link #pickNearest(Ray3d, MeshPickWorkspace, MutableMeshPick)} equals, bit for bit. For tests and
     * for scenes too small to be worth a hierarchy. Allocates nothing.
     *
     * @param ray       the ray, in world coordinates
     * @param workspace the search's scratch space, one per thread
     * @param dest      overwritten with the pick, or with the miss state
     * @return true if the ray hits a triangle
     */
    public boolean scanNearest(Ray3d ray, MeshPickWorkspace workspace, MutableMeshPick dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        workspace.reset();
        MeshTraversal.scan(boxes, meshes, ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, workspace);
        return answer(workspace, dest);
    }

    private static boolean answer(MeshPickWorkspace ws, MutableMeshPick dest) {
        if (ws.bestObject < 0) {
            return dest.miss();
        }
        dest.hit = true;
        dest.object = ws.bestObject;
        dest.triangle = ws.bestTriangle;
        dest.t = ws.best + 0.0;
        dest.w = ws.bestW;
        dest.u = ws.bestU;
        dest.v = ws.bestV;
        return true;
    }

    /**
     * A short description: the counts, not the objects.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "MeshPicker3d[objects=" + size() + "]";
    }
}
