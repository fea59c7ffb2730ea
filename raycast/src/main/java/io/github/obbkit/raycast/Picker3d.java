package io.github.obbkit.raycast;

import org.jspecify.annotations.Nullable;

/**
 * A set of boxes that answers "which box does this ray hit first?": a {@link ScanPicker3d} tests
 * every box, a {@link Bvh3d} prunes through a hierarchy, and both give the same answer to the bit.
 *
 * <p>The answer is the box with the smallest {@link SlabRaycast#firstHit(Ray3d,
 * io.github.obbkit.core3d.Obb3d, MutableRayHit) first-hit} {@code t}, and among equal {@code t} the
 * smallest index; a box containing the ray's origin is hit at {@code t = 0} with no face. Boxes are
 * numbered by the order they were given in. Queries only read the picker, so threads may share one,
 * each with its own {@link PickWorkspace} and {@link MutablePick}.
 */
public sealed interface Picker3d permits ScanPicker3d, Bvh3d {
    /**
     * The number of boxes.
     *
     * @return the number of boxes
     */
    int size();

    /**
     * The nearest box the ray hits, as a value. Allocates a workspace and a holder per call; a loop
     * of picks should use {@link #pickNearest(Ray3d, PickWorkspace, MutablePick)}.
     *
     * @param ray the ray
     * @return the pick, or null if the ray hits none
     */
    default @Nullable Pick pickNearest(Ray3d ray) {
        MutablePick dest = new MutablePick();
        return pickNearest(ray, new PickWorkspace(), dest) ? dest.toPick() : null;
    }

    /**
     * The nearest box the ray hits, written into {@code dest}. Allocates nothing once the workspace
     * has grown to this picker's needs.
     *
     * @param ray       the ray
     * @param workspace the search's scratch space, one per thread
     * @param dest      overwritten with the pick, or with the miss state
     * @return true if the ray hits a box
     */
    boolean pickNearest(Ray3d ray, PickWorkspace workspace, MutablePick dest);
}
