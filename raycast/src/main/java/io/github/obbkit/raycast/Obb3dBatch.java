package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Oriented boxes kept as parallel arrays of their numbers (a structure of arrays: every centre's x in
 * one array, every first row of the rotation in three more, ...), for testing one ray against many
 * boxes at once with {@link RayCaster#intersects(Obb3dBatch, int, int, long[], int)} and
 * {@link RayCaster#intersects(Obb3dBatch, int, int, int[], int)}. A batch reads its boxes from array
 * to array in index order and follows no reference per box.
 *
 * <p>The numbers are copied from {@link Obb3d} values, which their factories validated, so a batch
 * holds only boxes those factories accept and its queries need no checks per box; the boxes' own
 * conventions hold (rows are axes, boxes are closed). The batch keeps the values too, for
 * {@link #get(int)}. {@link #set(int, Obb3d)} replaces a box in place, so a scene whose boxes move can
 * reuse one batch without allocating.
 *
 * <p>A batch is mutable: reads from many threads are safe while none of them calls {@code set}.
 */
public final class Obb3dBatch {
    // Package-private: RayCaster's batch kernels read them directly.
    final double[] cx;
    final double[] cy;
    final double[] cz;
    final double[] r00;
    final double[] r01;
    final double[] r02;
    final double[] r10;
    final double[] r11;
    final double[] r12;
    final double[] r20;
    final double[] r21;
    final double[] r22;
    final double[] hx;
    final double[] hy;
    final double[] hz;
    private final Obb3d[] boxes;

    private Obb3dBatch(int size) {
        cx = new double[size];
        cy = new double[size];
        cz = new double[size];
        r00 = new double[size];
        r01 = new double[size];
        r02 = new double[size];
        r10 = new double[size];
        r11 = new double[size];
        r12 = new double[size];
        r20 = new double[size];
        r21 = new double[size];
        r22 = new double[size];
        hx = new double[size];
        hy = new double[size];
        hz = new double[size];
        boxes = new Obb3d[size];
    }

    /**
     * A batch of the given boxes, in order.
     *
     * @param boxes the boxes, none null; may be empty
     * @return the batch; box {@code i} of the array is index {@code i} of the batch
     * @throws IllegalArgumentException if an element is null
     */
    public static Obb3dBatch of(Obb3d... boxes) {
        Obb3dBatch batch = new Obb3dBatch(boxes.length);
        for (int i = 0; i < boxes.length; i++) {
            @Nullable Obb3d box = boxes[i];
            if (box == null) {
                throw new IllegalArgumentException("boxes[" + i + "] must not be null, was null");
            }
            batch.store(i, box);
        }
        return batch;
    }

    /**
     * A batch of the given boxes, in order.
     *
     * @param boxes the boxes, none null; may be empty
     * @return the batch; box {@code i} of the list is index {@code i} of the batch
     * @throws IllegalArgumentException if an element is null
     */
    public static Obb3dBatch of(List<Obb3d> boxes) {
        return of(boxes.toArray(new Obb3d[0]));
    }

    /**
     * The number of boxes.
     *
     * @return the size, fixed at creation
     */
    public int size() {
        return boxes.length;
    }

    /**
     * Box {@code index}.
     *
     * @param index the index
     * @return the box last stored there
     * @throws IllegalArgumentException if the index is out of range
     */
    public Obb3d get(int index) {
        checkIndex(index);
        return boxes[index];
    }

    /**
     * Replaces box {@code index}. Allocates nothing.
     *
     * @param index the index
     * @param box   the new box
     * @throws IllegalArgumentException if the index is out of range
     * @throws NullPointerException     if the box is null
     */
    public void set(int index, Obb3d box) {
        checkIndex(index);
        store(index, Objects.requireNonNull(box, "box"));
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= boxes.length) {
            throw new IllegalArgumentException("index must be in [0, " + boxes.length + "), was " + index);
        }
    }

    private void store(int i, Obb3d b) {
        cx[i] = b.centerX();
        cy[i] = b.centerY();
        cz[i] = b.centerZ();
        r00[i] = b.r00();
        r01[i] = b.r01();
        r02[i] = b.r02();
        r10[i] = b.r10();
        r11[i] = b.r11();
        r12[i] = b.r12();
        r20[i] = b.r20();
        r21[i] = b.r21();
        r22[i] = b.r22();
        hx[i] = b.halfExtentX();
        hy[i] = b.halfExtentY();
        hz[i] = b.halfExtentZ();
        boxes[i] = b;
    }

    /**
     * Describes the batch by its size.
     *
     * @return {@code "Obb3dBatch of <size> boxes"}
     */
    @Override
    public String toString() {
        return "Obb3dBatch of " + boxes.length + " boxes";
    }
}
