package io.github.obbkit.raycast;

/**
 * The scratch space of a nearest-hit search (and of {@link FrustumSelection3d}'s walks through a
 * BVH), owned by the caller and reused: the BVH's traversal
 * stack (grown once to the deepest tree it meets) and the slab test's running interval. Passing the
 * same workspace to every {@link Picker3d#pickNearest(Ray3d, PickWorkspace, MutablePick)} call is what
 * makes those searches allocate nothing. It carries no answer between calls: every search starts
 * from scratch, whatever the workspace last served, and may mix pickers and trees of any depth.
 * Mutable and not thread-safe: give each thread its own.
 */
public final class PickWorkspace {
    /** The traversal stack's first size: enough for a tree of 62 levels. */
    private static final int FIRST_STACK = 64;

    /** The slab kernel's running interval and faces, for the box a search is testing. */
    final MutableRayHit slab = new MutableRayHit();
    /** The nodes the BVH postponed, and the keys of their entries; {@link #ensureStack} sizes them. */
    int[] nodes = new int[FIRST_STACK];
    int[] entries = new int[FIRST_STACK];

    /**
     * Creates a workspace; its stack grows on first use by a deeper tree than it has room for.
     */
    public PickWorkspace() {
    }

    /** Makes room for {@code size} postponed nodes, keeping the arrays when they already have it. */
    void ensureStack(int size) {
        if (nodes.length < size) {
            nodes = new int[size];
            entries = new int[size];
        }
    }
}
