package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.BatchColumns;
import io.github.obbkit.core3d.internal.Checks;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;

/**
 * A growable list of 3D boxes laid out as a structure of arrays, for testing one box against many
 * with {@link Sat3d#intersectsEach} and {@link Sat3d#intersecting} (and one ray against many with the
 * raycast module's {@code RayCaster}): each of the fifteen numbers of a
 * box (centre, the three axes, the half-extents) has its own array, so a batch kernel reads every
 * array front to back and the vector path loads several boxes' worth of one number at once.
 *
 * <p>Only valid boxes go in: elements are set from {@link Obb3d} values, which their factories have
 * already validated, so the kernels need no checks per box. Unlike {@code Obb3d} a batch is a
 * mutable container, like a list: it is meant to be refilled every frame without allocating once it
 * has grown to its working size. It is not thread-safe while being written; once filled it may be
 * read by any number of threads at once (the kernels only read it). {@code equals} and
 * {@code hashCode} are those of {@link Object}: a container's identity, not its contents.
 *
 * <p>From Kotlin, {@code batch[i]} reads and {@code batch[i] = box} writes an element.
 */
public final class Obb3dBatch {
    private static final int MIN_CAPACITY = 16;

    static {
        BatchColumns.register(Obb3dBatch::column);
    }

    double[] cx;
    double[] cy;
    double[] cz;
    double[] ux;
    double[] uy;
    double[] uz;
    double[] vx;
    double[] vy;
    double[] vz;
    double[] wx;
    double[] wy;
    double[] wz;
    double[] hx;
    double[] hy;
    double[] hz;
    private int size;

    private Obb3dBatch(int capacity) {
        allocate(capacity);
    }

    /**
     * Creates an empty batch with room for {@code capacity} boxes before it has to grow.
     *
     * @param capacity the initial capacity, at least 0
     * @return the empty batch
     * @throws IllegalArgumentException if {@code capacity} is negative
     */
    public static Obb3dBatch withCapacity(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must be >= 0, was " + capacity);
        }
        return new Obb3dBatch(capacity);
    }

    /**
     * Creates a batch holding the given boxes, in order.
     *
     * @param boxes the boxes
     * @return the batch
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static Obb3dBatch of(Obb3d... boxes) {
        Obb3dBatch batch = new Obb3dBatch(boxes.length);
        for (int i = 0; i < boxes.length; i++) {
            batch.add(Checks.element("boxes", i, boxes[i]));
        }
        return batch;
    }

    /**
     * Creates a batch holding the given boxes, in the collection's iteration order.
     *
     * @param boxes the boxes
     * @return the batch
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static Obb3dBatch of(Collection<Obb3d> boxes) {
        Obb3dBatch batch = new Obb3dBatch(boxes.size());
        int i = 0;
        for (Obb3d box : boxes) {
            batch.add(Checks.element("boxes", i++, box));
        }
        return batch;
    }

    /**
     * The number of boxes in the batch.
     *
     * @return the size
     */
    public int size() {
        return size;
    }

    /**
     * Appends a box, growing the arrays if they are full.
     *
     * @param box the box
     * @return this batch
     */
    public Obb3dBatch add(Obb3d box) {
        Objects.requireNonNull(box, "box");
        if (size == cx.length) {
            grow();
        }
        write(size, box);
        size++;
        return this;
    }

    /**
     * Replaces the box at {@code index}.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @param box   the new box
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public void set(int index, Obb3d box) {
        Objects.requireNonNull(box, "box");
        checkIndex(index);
        write(index, box);
    }

    /**
     * The box at {@code index}, as a new value equal to the one that was stored.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the box
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public Obb3d get(int index) {
        checkIndex(index);
        return Obb3d.trusted(cx[index], cy[index], cz[index], ux[index], uy[index], uz[index], vx[index], vy[index],
                vz[index], wx[index], wy[index], wz[index], hx[index], hy[index], hz[index]);
    }

    /** Removes every box; the arrays keep their capacity, so refilling allocates nothing. */
    public void clear() {
        size = 0;
    }

    private static double[] column(Obb3dBatch b, int column) {
        switch (column) {
            case BatchColumns.CX:
                return b.cx;
            case BatchColumns.CY:
                return b.cy;
            case BatchColumns.CZ:
                return b.cz;
            case BatchColumns.UX:
                return b.ux;
            case BatchColumns.UY:
                return b.uy;
            case BatchColumns.UZ:
                return b.uz;
            case BatchColumns.VX:
                return b.vx;
            case BatchColumns.VY:
                return b.vy;
            case BatchColumns.VZ:
                return b.vz;
            case BatchColumns.WX:
                return b.wx;
            case BatchColumns.WY:
                return b.wy;
            case BatchColumns.WZ:
                return b.wz;
            case BatchColumns.HX:
                return b.hx;
            case BatchColumns.HY:
                return b.hy;
            case BatchColumns.HZ:
                return b.hz;
            default:
                throw new IllegalArgumentException("column must be in [0, 15), was " + column);
        }
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException("index must be in [0, " + size + "), was " + index);
        }
    }

    private void write(int i, Obb3d box) {
        cx[i] = box.cx;
        cy[i] = box.cy;
        cz[i] = box.cz;
        ux[i] = box.ux;
        uy[i] = box.uy;
        uz[i] = box.uz;
        vx[i] = box.vx;
        vy[i] = box.vy;
        vz[i] = box.vz;
        wx[i] = box.wx;
        wy[i] = box.wy;
        wz[i] = box.wz;
        hx[i] = box.hx;
        hy[i] = box.hy;
        hz[i] = box.hz;
    }

    private void grow() {
        int grown = grownCapacity(cx.length);
        cx = Arrays.copyOf(cx, grown);
        cy = Arrays.copyOf(cy, grown);
        cz = Arrays.copyOf(cz, grown);
        ux = Arrays.copyOf(ux, grown);
        uy = Arrays.copyOf(uy, grown);
        uz = Arrays.copyOf(uz, grown);
        vx = Arrays.copyOf(vx, grown);
        vy = Arrays.copyOf(vy, grown);
        vz = Arrays.copyOf(vz, grown);
        wx = Arrays.copyOf(wx, grown);
        wy = Arrays.copyOf(wy, grown);
        wz = Arrays.copyOf(wz, grown);
        hx = Arrays.copyOf(hx, grown);
        hy = Arrays.copyOf(hy, grown);
        hz = Arrays.copyOf(hz, grown);
    }

    /**
     * The capacity after growing from {@code capacity}: doubled (at least {@link #MIN_CAPACITY}),
     * capped below the largest array the JVM can make.
     *
     * @throws IllegalStateException if the batch is already at the cap
     */
    static int grownCapacity(int capacity) {
        int grown = (int) Math.min(Integer.MAX_VALUE - 8L, Math.max(MIN_CAPACITY, 2L * capacity));
        if (grown <= capacity) {
            throw new IllegalStateException("batch is full at " + capacity + " boxes");
        }
        return grown;
    }

    private void allocate(int capacity) {
        cx = new double[capacity];
        cy = new double[capacity];
        cz = new double[capacity];
        ux = new double[capacity];
        uy = new double[capacity];
        uz = new double[capacity];
        vx = new double[capacity];
        vy = new double[capacity];
        vz = new double[capacity];
        wx = new double[capacity];
        wy = new double[capacity];
        wz = new double[capacity];
        hx = new double[capacity];
        hy = new double[capacity];
        hz = new double[capacity];
    }

    /**
     * A short description: the size, not the contents.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Obb3dBatch[size=" + size + "]";
    }
}
