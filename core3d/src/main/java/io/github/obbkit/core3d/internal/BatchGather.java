package io.github.obbkit.core3d.internal;

import io.github.obbkit.core3d.Obb3dBatch;
import java.util.Objects;

/**
 * A bulk reordering copy between batches for the raycast module's hierarchy, which keeps its boxes in
 * its own batch in leaf order: the batch {@code dest} is refilled with boxes {@code order[0]},
 * {@code order[1]}, ... of {@code source}, one column at a time. It is what a loop of
 * {@link Obb3dBatch#addFrom} after {@link Obb3dBatch#clear} does, number for number, but each pass
 * reads one column of the source instead of fifteen at once, so a large reordering stays in the
 * caches. It writes only the batch the caller hands it as {@code dest}, never the source. Exported to
 * raycast only, like the rest of this package.
 */
public final class BatchGather {
    /** How the batch class copies; installed once, by that class. */
    public interface Source {
        /**
         * Refills {@code dest} with the boxes {@code order[0 .. count - 1]} of {@code source}.
         *
         * @param source the batch read
         * @param order  the boxes' positions in {@code source}
         * @param count  how many
         * @param dest   the batch refilled, not {@code source}
         */
        void gather(Obb3dBatch source, int[] order, int count, Obb3dBatch dest);
    }

    /** Set by {@code Obb3dBatch}'s class initialisation, as {@link BatchColumnReader}'s reader is. */
    private static Source copier;

    private BatchGather() {
    }

    /**
     * Installs the copier: called once, by {@code Obb3dBatch} when its class is initialised.
     *
     * @param c the copier
     * @throws IllegalStateException if a copier is installed already
     */
    public static void install(Source c) {
        if (copier != null) {
            throw new IllegalStateException("a gather is installed already");
        }
        copier = c;
    }

    /**
     * Refills {@code dest} with boxes {@code order[0 .. count - 1]} of {@code source}, in that order:
     * afterwards {@code dest.size() == count} and box {@code k} of {@code dest} is box
     * {@code order[k]} of {@code source}, number for number.
     *
     * @param source the batch read
     * @param order  positions in {@code source}
     * @param count  how many boxes, {@code 0 <= count <= order.length}
     * @param dest   the batch refilled, not {@code source}
     * @throws NullPointerException     if an argument is null; the message names it
     * @throws IllegalArgumentException if {@code dest} is {@code source}, {@code count} is out of range,
     *                                  or a position is out of range of {@code source}
     */
    public static void gather(Obb3dBatch source, int[] order, int count, Obb3dBatch dest) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(dest, "dest");
        if (dest == source) {
            throw new IllegalArgumentException("dest must not be source");
        }
        if (count < 0 || count > order.length) {
            throw new IllegalArgumentException("count must be in [0, " + order.length + "], was " + count);
        }
        int n = source.size();
        for (int k = 0; k < count; k++) {
            if (order[k] < 0 || order[k] >= n) {
                throw new IllegalArgumentException("order[" + k + "] must be in [0, " + n + "), was " + order[k]);
            }
        }
        copier.gather(source, order, count, dest);
    }
}
