package io.github.obbkit.raycast;

/**
 * The scratch space of a two-level pick, owned by the caller and reused: the stacks of the walk
 * through the scene's box hierarchy and through a mesh's triangle hierarchy (each grown once to the
 * deepest tree it meets), the ray in the current object's frame, the running best hit and the
 * triangle test's result. Passing the same workspace to every
 * {@link MeshPicker3d#pickNearest(Ray3d, MeshPickWorkspace, MutableMeshPick)} call is what makes picks
 * allocate nothing. It carries no answer between calls. Mutable and not thread-safe: give each thread
 * its own.
 */
public final class MeshPickWorkspace {
    private static final int FIRST_STACK = 64;

    int[] worldNodes = new int[FIRST_STACK];
    double[] worldEntries = new double[FIRST_STACK];
    int[] meshNodes = new int[FIRST_STACK];
    double[] meshEntries = new double[FIRST_STACK];
    final MutableTriangleHit hit = new MutableTriangleHit();

    // The best hit so far
    double best;
    int bestObject;
    int bestTriangle;
    double bestW;
    double bestU;
    double bestV;

    /**
     * Creates a workspace; its stacks grow on first use by deeper trees than they have room for.
     */
    public MeshPickWorkspace() {
    }

    void ensureWorld(int size) {
        if (worldNodes.length < size) {
            worldNodes = new int[size];
            worldEntries = new double[size];
        }
    }

    void ensureMesh(int size) {
        if (meshNodes.length < size) {
            meshNodes = new int[size];
            meshEntries = new double[size];
        }
    }

    void reset() {
        best = Double.POSITIVE_INFINITY;
        bestObject = -1;
        bestTriangle = -1;
    }

    /** Whether {@code (t, object, triangle)} comes before the best so far: nearer, then by the indices. */
    boolean better(double t, int object, int triangle) {
        return bestObject < 0 || t < best
                || (t == best && (object < bestObject || (object == bestObject && triangle < bestTriangle)));
    }
}
