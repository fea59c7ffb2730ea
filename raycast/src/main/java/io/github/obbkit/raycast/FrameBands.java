package io.github.obbkit.raycast;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * The reusable parallel schedule of one {@link FramePickWorkspace}: the frame's rows cut into bands,
 * claimed in runs of neighbouring bands (long at first, single bands at the end) from a shared counter
 * by the calling thread and by helper tasks forked to the
 * common fork-join pool, each participant with its own {@link PickWorkspace}. Every object a frame
 * needs is made once, here, so a frame allocates nothing: the helpers are {@link ForkJoinTask}s
 * reinitialised and forked again, and the caller waits for them on its own counter and
 * {@link LockSupport#park}, not on {@link ForkJoinTask#join} (whose blocking wait allocates a node).
 * Dynamic claiming keeps the load even whatever the scene: a band of sky costs less than a band of
 * boxes. Each pixel's answer depends on nothing but its own ray, so the answers are those of the
 * sequential pick whichever thread computes which band.
 */
final class FrameBands {
    /** Rows per band: enough work per claim that claiming costs nothing measurable. */
    static final int ROWS_PER_BAND = 4;

    /**
     * A participant claims a run of at most {@code 1 / (RUNS_PER_PARTICIPANT * participants)} of the
     * bands left: long runs while many are left, single bands at the end.
     */
    static final int RUNS_PER_PARTICIPANT = 2;

    /** Spins before the caller parks: the last band usually ends within a few microseconds. */
    private static final int SPINS = 256;

    /** One per participant; index 0 is the calling thread's. */
    private final PickWorkspace[] workspaces;
    private final int[] hits;
    private final Helper[] helpers;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger pending = new AtomicInteger();
    /** The thread picking a frame with this schedule, null between frames. */
    private final AtomicReference<@Nullable Thread> owner = new AtomicReference<>();
    private volatile @Nullable Throwable failure;

    // The frame being picked: written by the caller before the helpers are forked, cleared after.
    private @Nullable FramePicker picker;
    private int vx;
    private int vy;
    private int vw;
    private int vh;
    private int x;
    private int y;
    private int width;
    private int height;
    private int bands;
    private int @Nullable [] indices;
    private double @Nullable [] ts;
    private @Nullable BoxFace @Nullable [] faces;

    FrameBands(int parallelism) {
        workspaces = new PickWorkspace[parallelism];
        for (int i = 0; i < parallelism; i++) {
            workspaces[i] = new PickWorkspace();
        }
        hits = new int[parallelism];
        helpers = new Helper[parallelism - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Helper(this, i + 1);
        }
    }

    int parallelism() {
        return workspaces.length;
    }

    /** Picks the frame's rows {@code 0 .. height - 1}; the arguments checked by the caller. */
    int run(FramePicker picker, int vx, int vy, int vw, int vh, int x, int y, int width, int height, int[] indices,
            double[] ts, @Nullable BoxFace @Nullable [] faces) {
        Thread caller = Thread.currentThread();
        if (!owner.compareAndSet(null, caller)) {
            throw new IllegalStateException("the FramePickWorkspace is picking another frame: one per thread");
        }
        try {
            this.picker = picker;
            this.vx = vx;
            this.vy = vy;
            this.vw = vw;
            this.vh = vh;
            this.x = x;
            this.y = y;
            this.width = width;
            this.height = height;
            this.indices = indices;
            this.ts = ts;
            this.faces = faces;
            bands = (height + ROWS_PER_BAND - 1) / ROWS_PER_BAND;
            failure = null;
            next.set(0);
            int forked = Math.min(helpers.length, bands - 1);
            pending.set(forked);
            for (int i = 0; i < forked; i++) {
                helpers[i].restart();
                helpers[i].fork();
            }
            hits[0] = work(0);
            // A helper still queued would find no band left: run it here rather than wait for it.
            for (int i = forked - 1; i >= 0; i--) {
                if (helpers[i].tryUnfork()) {
                    helpers[i].quietlyInvoke();
                }
            }
            for (int spin = 0; pending.get() != 0; spin++) {
                if (spin < SPINS) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.park(this);
                }
            }
            Throwable failed = failure;
            if (failed instanceof RuntimeException e) {
                throw e;
            }
            if (failed instanceof Error e) {
                throw e;
            }
            int total = 0;
            for (int i = 0; i <= forked; i++) {
                total += hits[i];
            }
            return total;
        } finally {
            // Keep none of the caller's arrays past the frame.
            this.picker = null;
            this.indices = null;
            this.ts = null;
            this.faces = null;
            owner.set(null);
        }
    }

    /** Participant {@code k} claims bands until none is left; returns the hits it counted. */
    private int work(int k) {
        int counted = 0;
        try {
            FramePicker p = picker;
            PickWorkspace workspace = workspaces[k];
            int participants = workspaces.length;
            for (int start = next.get(); start < bands; start = next.get()) {
                // A run of bands, shorter as fewer are left: each thread's bands lie together, so
                // its next band starts from the answers of the band above it (FramePicker's hints),
                // and the last runs are single bands, which keep the threads' loads even.
                int end = start + Math.max(1, (bands - start) / (RUNS_PER_PARTICIPANT * participants));
                if (next.compareAndSet(start, end)) {
                    int from = start * ROWS_PER_BAND;
                    counted += p.rows(vx, vy, vw, vh, x, y, width, from, Math.min(height, end * ROWS_PER_BAND),
                            indices, ts, faces, workspace);
                }
            }
        } catch (RuntimeException | Error e) {
            if (failure == null) {
                failure = e;
            }
            next.set(bands);
        }
        return counted;
    }

    /** A helper's end: the last one wakes the caller. */
    private void done() {
        if (pending.decrementAndGet() == 0) {
            Thread waiting = owner.get();
            if (waiting != null) {
                LockSupport.unpark(waiting);
            }
        }
    }

    /** A participant run on the common pool, forked again every frame. */
    private static final class Helper extends ForkJoinTask<Void> {
        private static final long serialVersionUID = 1L;

        private final transient FrameBands bands;
        private final int index;
        private boolean forkedBefore;

        Helper(FrameBands bands, int index) {
            this.bands = bands;
            this.index = index;
        }

        /** Ready to fork again: waits out the last frame's completion mark, then resets it. */
        void restart() {
            if (forkedBefore) {
                // pending reached zero inside exec; the pool marks the task done just after it returns.
                while (!isDone()) {
                    Thread.onSpinWait();
                }
                reinitialize();
            }
            forkedBefore = true;
        }

        @Override
        protected boolean exec() {
            try {
                bands.hits[index] = bands.work(index);
            } finally {
                bands.done();
            }
            return true;
        }

        @Override
        public @Nullable Void getRawResult() {
            return null;
        }

        @Override
        protected void setRawResult(@Nullable Void value) {
        }
    }
}
