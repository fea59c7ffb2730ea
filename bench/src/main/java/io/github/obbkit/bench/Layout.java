package io.github.obbkit.bench;

/** Memory layout of benchmark data, which on the 64K sets decides as much as the kernels do. */
final class Layout {
    private Layout() {
    }

    /**
     * Ends a set-up with a full collection. The collector's full pass compacts the heap keeping the
     * objects in allocation order, so each implementation's objects end up in the order they were
     * allocated, which the set-ups make walking order; otherwise whichever young collections happen
     * to run during set-up copy them in whatever order their threads reach them, and the layout, and
     * so the 64K numbers, change from run to run and with the order of the set-up's passes.
     */
    static void settle() {
        System.gc();
    }
}
