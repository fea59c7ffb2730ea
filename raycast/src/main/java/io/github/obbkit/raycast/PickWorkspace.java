package io.github.obbkit.raycast;

import io.github.obbkit.core3d.MutableContact3d;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * The scratch space of a nearest-hit search, a box cast or {@link FrustumSelection3d}'s walks through
 * a BVH, owned by the caller and reused: the BVH's traversal stack (grown once to the deepest tree it
 * meets), the slab test's running interval, the sweep result of the box a cast is testing, and the
 * ray and pick of the pixel a {@link FramePicker} is on. Passing the
 * same workspace to every {@link Picker3d#pickNearest(Ray3d, PickWorkspace, MutablePick)} call is what
 * makes those searches allocate nothing. It carries no answer between calls: every search gives the
 * answer a fresh workspace gives, whatever the workspace last served, and may mix pickers and trees
 * of any depth. It does carry a hint: a {@link Bvh3d} pick through the same tree as the last pick
 * tests the box that pick found first, if the ray enters its bounds, which makes neighbouring rays (a
 * camera's pixels) cheaper to pick one after another through one workspace; and a {@link FramePicker}
 * keeps in it the boxes found in the last row it picked and how alike its last band's neighbouring
 * pixels were, which decide how it picks the next band, never what any pixel's answer is.
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
    /** A box cast's sweep result for the box being tested, and the entries of its postponed nodes. */
    final MutableContact3d contact = new MutableContact3d();
    double[] castEntries = new double[FIRST_STACK];
    /** The ray {@link FramePicker} unprojects a pixel into, and the pick it copies into its arrays. */
    final Vector3d origin = new Vector3d();
    final Vector3d direction = new Vector3d();
    final MutablePick pixel = new MutablePick();
    /**
     * The parts of a frame's rays that depend on the column alone, four per column of the rectangle,
     * and on the row alone, four per row of a band ({@link Unprojector#pixelRay}).
     */
    double[] columnTerms = new double[0];
    final double[] rowTerms = new double[4 * FramePicker.TILE_ROWS];
    /** The pick's prepared ray and running answer. */
    final PickRay ray = new PickRay();
    /** A scan's ray prepared for the float filter. */
    final SlabFloatRay floatRay = new SlabFloatRay();
    /** The last BVH pick: its tree's stamp and the slot of the box it found (-1 for none). */
    private int hintTree;
    private int hintSlot = -1;
    /**
     * Of {@link FramePicker}'s last band of rows through this workspace: the share of its pixels that
     * hit the same box as the pixel to their left (0 before the first).
     */
    double coherence;
    /** The packet of {@link FramePicker}'s tiles, made on first use. */
    private @Nullable Bvh3dPacket packet;
    /** Per column of a frame, the slot of the box last found there ({@link FramePicker}'s tiles' hints). */
    int[] columnHints = new int[0];

    /**
     * Creates a workspace; its stack grows on first use by a deeper tree than it has room for.
     */
    public PickWorkspace() {
    }

    /**
     * The slot of the box the last BVH pick through this workspace found, for a pick through the tree
     * stamped {@code tree}; -1 if the last pick was through another tree or found nothing.
     */
    int hint(int tree) {
        return tree == hintTree ? hintSlot : -1;
    }

    /** Remembers a BVH pick: its tree's stamp and the slot of the box it found (-1 for none). */
    void remember(int tree, int slot) {
        hintTree = tree;
        hintSlot = slot;
    }

    /** Makes room for {@code size} nodes postponed by a box cast, keeping the arrays when they have it. */
    void ensureCastStack(int size) {
        ensureStack(size);
        if (castEntries.length < size) {
            castEntries = new double[size];
        }
    }

    /** The packet of {@link FramePicker}'s tiles, made on first use. */
    Bvh3dPacket packet() {
        Bvh3dPacket p = packet;
        if (p == null) {
            p = new Bvh3dPacket();
            packet = p;
        }
        return p;
    }

    /** Makes room for {@code size} postponed nodes, keeping the arrays when they already have it. */
    void ensureStack(int size) {
        if (nodes.length < size) {
            nodes = new int[size];
            entries = new int[size];
        }
    }
}
