package io.github.obbkit.raycast;

import java.util.concurrent.ForkJoinPool;

/**
 * The reusable scratch space of a parallel frame pick, {@link FramePicker#pick(int[], int, int, int,
 * int, int[], double[], BoxFace[], FramePickWorkspace)}: one {@link PickWorkspace} per participant
 * and the fork-join tasks that run the frame's bands of rows, made once and reused, so that a frame
 * picked with the same workspace allocates nothing. A frame uses at most {@link #parallelism()}
 * threads: the calling thread, which picks bands itself, and up to {@code parallelism - 1} of the
 * common fork-join pool's. A workspace with parallelism 1 picks on the calling thread alone.
 *
 * <p>Mutable and not thread-safe: it belongs to one thread at a time (a frame loop's), like a
 * {@link PickWorkspace}. A frame started with a workspace that is still picking another frame is
 * refused with an {@link IllegalStateException}. It carries no answer between frames and may serve
 * any {@link FramePicker}.
 */
public final class FramePickWorkspace {
    /** The most threads a frame may use: a fork-join pool's own limit. */
    public static final int MAX_PARALLELISM = 0x7fff;

    final FrameBands bands;

    /**
     * A workspace for as many threads as the common pool's parallelism plus the caller's own
     * ({@link ForkJoinPool#getCommonPoolParallelism()} {@code + 1}): all the machine's cores.
     */
    public FramePickWorkspace() {
        this(Math.min(ForkJoinPool.getCommonPoolParallelism() + 1, MAX_PARALLELISM));
    }

    /**
     * A workspace for at most {@code parallelism} threads per frame, the caller's included.
     *
     * @param parallelism the most threads a frame uses, 1 to {@link #MAX_PARALLELISM}
     * @throws IllegalArgumentException if {@code parallelism} is outside {@code [1, MAX_PARALLELISM]}
     */
    public FramePickWorkspace(int parallelism) {
        if (parallelism < 1 || parallelism > MAX_PARALLELISM) {
            throw new IllegalArgumentException("parallelism must be in [1, " + MAX_PARALLELISM + "], was "
                    + parallelism);
        }
        this.bands = new FrameBands(parallelism);
    }

    /**
     * The most threads a frame picked with this workspace uses, the caller's included.
     *
     * @return the parallelism, at least 1
     */
    public int parallelism() {
        return bands.parallelism();
    }

    @Override
    public String toString() {
        return "FramePickWorkspace[parallelism " + parallelism() + "]";
    }
}
