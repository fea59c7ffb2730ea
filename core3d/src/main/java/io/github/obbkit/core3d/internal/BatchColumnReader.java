package io.github.obbkit.core3d.internal;

import io.github.obbkit.core3d.Obb3dBatch;

/**
 * Read access to an {@link Obb3dBatch}'s columns for the raycast module's vector kernels, without a
 * copy: the array behind one of the fifteen numbers of every box. Element {@code i < batch.size()} of
 * a column is box {@code i}'s number; the elements past the size are spare capacity. The arrays are the
 * batch's own, so a caller only reads them, and reads them again after the batch grows (a grown batch
 * has new arrays). Exported to raycast only, like the rest of this package.
 */
public final class BatchColumnReader {
    /** The fifteen numbers of a box, in the batch's order: centre, axes X, Y, Z, half-extents. */
    public enum Column {
        /** The centre's x. */
        CENTER_X,
        /** The centre's y. */
        CENTER_Y,
        /** The centre's z. */
        CENTER_Z,
        /** Local axis X, world x. */
        AXIS_XX,
        /** Local axis X, world y. */
        AXIS_XY,
        /** Local axis X, world z. */
        AXIS_XZ,
        /** Local axis Y, world x. */
        AXIS_YX,
        /** Local axis Y, world y. */
        AXIS_YY,
        /** Local axis Y, world z. */
        AXIS_YZ,
        /** Local axis Z, world x. */
        AXIS_ZX,
        /** Local axis Z, world y. */
        AXIS_ZY,
        /** Local axis Z, world z. */
        AXIS_ZZ,
        /** The half-extent along axis X. */
        HALF_X,
        /** The half-extent along axis Y. */
        HALF_Y,
        /** The half-extent along axis Z. */
        HALF_Z
    }

    /** How the batch class hands out its arrays; installed once, by that class. */
    public interface Source {
        /**
         * The array of one column of a batch.
         *
         * @param batch  the batch
         * @param column which column
         * @return the batch's own array
         */
        double[] column(Obb3dBatch batch, Column column);

        /**
         * The batch's columns rounded to {@code float}, made at the first call.
         *
         * @param batch the batch
         * @return the batch's own arrays
         */
        float[][] floatColumns(Obb3dBatch batch);
    }

    /**
     * Set by {@code Obb3dBatch}'s class initialisation; any caller holding a batch has seen it (class
     * initialisation happens before every use of the class), so a plain field is enough.
     */
    private static Source reader;

    /** Where {@link #floatColumns} puts the scale column: after the fifteen of {@link Column}. */
    public static final int FLOAT_SCALE = 15;

    /** Where {@link #floatColumns} puts the rest of the centre's x, {@code cx - (double) (float) cx}; y and z follow. */
    public static final int FLOAT_CENTER_REST_X = 16;

    private BatchColumnReader() {
    }

    /**
     * Installs the reader: called once, by {@code Obb3dBatch} when its class is initialised.
     *
     * @param r the reader
     * @throws IllegalStateException if a reader is installed already
     */
    public static void install(Source r) {
        if (reader != null) {
            throw new IllegalStateException("a column source is installed already");
        }
        reader = r;
    }

    /**
     * The array of one column of a batch: the batch's own, to read, not to write.
     *
     * @param batch  the batch
     * @param column which column
     * @return the array
     */
    public static double[] column(Obb3dBatch batch, Column column) {
        return reader.column(batch, column);
    }


    /**
     * The batch's {@code float} copy of its columns, which core3d's vector filter reads too: the fifteen
     * columns in {@link Column}'s order, each number rounded to the nearest {@code float}, then at
     * {@link #FLOAT_SCALE} each box's scale {@code 3 (|cx| + |cy| + |cz|) + hx + hy + hz} rounded up, and
     * from {@link #FLOAT_CENTER_REST_X} what the centre's floats miss, {@code c - (double) (float) c} (exact)
     * rounded to {@code float}, in x, y and z. A box outside the copy's domain (a centre coordinate or half-extent above {@code 2^60} in
     * magnitude, an axis longer than {@code sqrt(1 + 2^-19)}) is zeros with an infinite scale. The
     * first call on a batch makes the copy (the one allocation), which the batch then keeps in step with
     * every write; a caller reads the arrays again after the batch grows.
     *
     * @param batch the batch
     * @return the batch's own arrays, to read, not to write
     */
    public static float[][] floatColumns(Obb3dBatch batch) {
        return reader.floatColumns(batch);
    }
}
