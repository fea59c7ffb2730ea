package io.github.obbkit.core3d.internal;

import io.github.obbkit.core3d.Obb3dBatch;

/**
 * The arrays behind an {@link Obb3dBatch}, for obbkit's own batch kernels in other packages (the
 * ray caster's). This package is exported to the raycast module alone; users see only the batch's
 * validated API. The batch registers the reader when its class initialises, which happens before
 * any batch exists to be read.
 */
public final class BatchColumns {
    /** Centre x. */
    public static final int CX = 0;
    /** Centre y. */
    public static final int CY = 1;
    /** Centre z. */
    public static final int CZ = 2;
    /** Local X axis, x component (rotation row 0, column 0). */
    public static final int UX = 3;
    /** Local X axis, y component. */
    public static final int UY = 4;
    /** Local X axis, z component. */
    public static final int UZ = 5;
    /** Local Y axis, x component (rotation row 1, column 0). */
    public static final int VX = 6;
    /** Local Y axis, y component. */
    public static final int VY = 7;
    /** Local Y axis, z component. */
    public static final int VZ = 8;
    /** Local Z axis, x component (rotation row 2, column 0). */
    public static final int WX = 9;
    /** Local Z axis, y component. */
    public static final int WY = 10;
    /** Local Z axis, z component. */
    public static final int WZ = 11;
    /** Half-extent along the local X axis. */
    public static final int HX = 12;
    /** Half-extent along the local Y axis. */
    public static final int HY = 13;
    /** Half-extent along the local Z axis. */
    public static final int HZ = 14;

    /** Reads one array of a batch; implemented by {@link Obb3dBatch}. */
    @FunctionalInterface
    public interface Reader {
        /**
         * The array of one of the fifteen numbers, valid at indices below the batch's size.
         *
         * @param batch  the batch
         * @param column one of the constants of {@link BatchColumns}
         * @return the batch's own array (not a copy: read it, never write it)
         */
        double[] column(Obb3dBatch batch, int column);
    }

    private static volatile Reader reader;

    private BatchColumns() {
    }

    /**
     * Called once, by {@link Obb3dBatch}'s class initialiser.
     *
     * @param r the reader
     * @throws IllegalStateException if a reader is already registered
     */
    public static void register(Reader r) {
        if (reader != null) {
            throw new IllegalStateException("the batch reader is already registered");
        }
        reader = r;
    }

    /**
     * One array of a batch.
     *
     * @param batch  the batch
     * @param column one of the constants above
     * @return the batch's own array, valid at indices below {@code batch.size()}
     */
    public static double[] column(Obb3dBatch batch, int column) {
        return reader.column(batch, column);
    }
}
