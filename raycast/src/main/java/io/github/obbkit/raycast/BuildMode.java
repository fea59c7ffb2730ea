package io.github.obbkit.raycast;

/**
 * Which threads build a hierarchy. Both modes build the same tree, array for array, so picks (and
 * which of two tying boxes a pick names) never depend on the mode.
 */
public enum BuildMode {
    /**
     * Large inputs are split into tasks on the common {@link java.util.concurrent.ForkJoinPool};
     * inputs too small to gain (under 65,536 boxes) are built on the calling thread.
     */
    PARALLEL,
    /** Everything on the calling thread. */
    SEQUENTIAL
}
