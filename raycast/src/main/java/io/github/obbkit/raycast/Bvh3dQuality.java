package io.github.obbkit.raycast;

/**
 * How good a {@link Bvh3d}'s tree is for rays, now and as built: its surface-area cost, the number of
 * node visits and box tests a ray crossing the root's bounds makes on average over uniformly
 * distributed rays if it visits every node its line crosses (the sum over inner nodes of their areas
 * plus, over leaves, their areas times their box counts, over the root's area: MacDonald and Booth,
 * "Heuristics for ray tracing using space subdivision", 1990). Refits keep the tree's shape, so as
 * boxes move the cost grows; rebuild when {@link #needsRebuild()}.
 *
 * <p>A tree of boxes costs at least 1 (the root is always visited), and one of none 0.
 *
 * @param sahCost      the cost now: 0, or at least 1
 * @param builtSahCost the cost when the tree was built: 0, or at least 1
 */
public record Bvh3dQuality(double sahCost, double builtSahCost) {
    /**
     * The rule for when to rebuild rather than refit: once {@link #degradation()} exceeds 1.5. Picks
     * cost about in proportion to the surface-area cost, so past this they cost half as much again as
     * through a new tree, more than a parallel rebuild amortised over a few thousand picks
     * (bench/RESULTS.md).
     */
    public static final double REBUILD_DEGRADATION = 1.5;

    /**
     * Checks the costs.
     *
     * @param sahCost      the cost now: 0, or at least 1
     * @param builtSahCost the cost when the tree was built: 0, or at least 1
     * @throws IllegalArgumentException if a cost is neither 0 nor finite and at least 1
     */
    public Bvh3dQuality {
        if (!(sahCost == 0 || sahCost >= 1 && sahCost < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("sahCost must be 0 or finite and at least 1, was " + sahCost);
        }
        if (!(builtSahCost == 0 || builtSahCost >= 1 && builtSahCost < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("builtSahCost must be 0 or finite and at least 1, was " + builtSahCost);
        }
    }

    /**
     * How much the refits since the build have worsened the tree: the cost now over the cost as built.
     *
     * @return the ratio, finite; 1 for a tree as built, and for a tree of no boxes
     */
    public double degradation() {
        return builtSahCost > 0 ? sahCost / builtSahCost : 1;
    }

    /**
     * Whether a rebuild pays: {@link #degradation()} {@code >} {@link #REBUILD_DEGRADATION}.
     *
     * @return true if the tree should be rebuilt
     */
    public boolean needsRebuild() {
        return degradation() > REBUILD_DEGRADATION;
    }

    /** Java source that recreates this value. */
    @Override
    public String toString() {
        return "new Bvh3dQuality(" + sahCost + ", " + builtSahCost + ")";
    }
}
