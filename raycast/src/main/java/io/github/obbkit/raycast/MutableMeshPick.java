package io.github.obbkit.raycast;

/**
 * A caller-owned result of {@link MeshPicker3d#pickNearest(Ray3d, MeshPickWorkspace, MutableMeshPick)}:
 * which object's which triangle the ray hits first, where, and the hit's barycentric weights; plain
 * data, every field overwritten by every call. After a miss {@link #isHit()} is false, the indices -1
 * and every number NaN. Mutable and not thread-safe: give each thread its own.
 */
public final class MutableMeshPick {
    boolean hit;
    int object = -1;
    int triangle = -1;
    double t = Double.NaN;
    double w = Double.NaN;
    double u = Double.NaN;
    double v = Double.NaN;

    /**
     * Creates a holder in the "miss" state.
     */
    public MutableMeshPick() {
    }

    boolean miss() {
        hit = false;
        object = -1;
        triangle = -1;
        t = Double.NaN;
        w = Double.NaN;
        u = Double.NaN;
        v = Double.NaN;
        return false;
    }

    /**
     * Whether the last pick hit a triangle.
     *
     * @return true after a hit
     */
    public boolean isHit() {
        return hit;
    }

    /**
     * The index of the object whose triangle was hit: its place in the lists the picker was built from
     * ({@code object} is a keyword in Kotlin, hence the longer name).
     *
     * @return the object's index, or -1 after a miss
     */
    public int objectIndex() {
        return object;
    }

    /**
     * The index of the triangle hit, in its object's {@link Mesh3d}.
     *
     * @return the triangle's index, or -1 after a miss
     */
    public int triangleIndex() {
        return triangle;
    }

    /**
     * The world ray's parameter at the hit, in units of its direction's length like every {@code t} of
     * this package: the hit is {@code t * |d|} from the ray's origin.
     *
     * @return {@code t >= 0}, or NaN after a miss
     */
    public double t() {
        return t;
    }

    /**
     * The barycentric weight of the triangle's first corner ({@link Mesh3d#index(int, int)} corner 0).
     *
     * @return the weight, or NaN after a miss
     */
    public double w() {
        return w;
    }

    /**
     * The barycentric weight of the triangle's second corner (corner 1).
     *
     * @return the weight, or NaN after a miss
     */
    public double u() {
        return u;
    }

    /**
     * The barycentric weight of the triangle's third corner (corner 2).
     *
     * @return the weight, or NaN after a miss
     */
    public double v() {
        return v;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "miss"}, or the object, triangle, parameter and weights
     */
    @Override
    public String toString() {
        return hit ? "MeshPick[object=" + object + ", triangle=" + triangle + ", t=" + t + ", w=" + w + ", u=" + u
                + ", v=" + v + "]" : "miss";
    }
}
