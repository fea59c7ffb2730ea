package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A growable list of 3D boxes laid out as a structure of arrays, for testing one box against many
 * with {@link Sat3dBatch#intersectsEach} and {@link Sat3dBatch#intersecting} (and one ray against
 * many with the raycast module's {@code RayCaster3d}): each of the fifteen numbers of a box (centre,
 * the three axes, the half-extents) has its own array, so a batch kernel reads every array front to
 * back and the vector path loads several boxes' worth of one number at once.
 *
 * <p>Only valid boxes go in: elements are set from {@link Obb3d} values, which their factories have
 * already validated, so the kernels need no checks per box. Unlike {@code Obb3d} a batch is a
 * mutable container, like a list: it is meant to be refilled every frame without allocating once it
 * has grown to its working size. It is not thread-safe while being written; once filled it may be
 * read by any number of threads at once (the kernels only read it). {@code equals} and
 * {@code hashCode} are those of {@link Object}: a container's identity, not its contents.
 *
 * <p>Its first query on the vector path ({@code Sat3dBatch}, {@code RayCaster3d}'s batch queries,
 * {@code ScanPicker3d}) gives it a copy rounded to {@code float} (76 bytes a box).
 *
 * <p>From Kotlin, {@code batch[i]} reads and {@code batch[i] = box} writes an element.
 */
public final class Obb3dBatch {
    /**
     * The most boxes a batch holds: each column is one Java array, and the JVM makes none longer
     * than about {@code Integer.MAX_VALUE - 8} elements. Growing past it throws
     * {@link IllegalStateException}; asking for more at creation, {@link IllegalArgumentException}.
     */
    public static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    private static final int MIN_CAPACITY = 16;

    static {
        Obb3dBatchColumns.install();
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
    /** The columns in {@code float} for the vector path's filter: made by {@link #floats()}. */
    volatile @Nullable Obb3dBatchFloats floats;
    int size;

    private Obb3dBatch(int capacity) {
        allocate(capacity);
    }

    /**
     * Creates an empty batch with room for {@code capacity} boxes before it has to grow.
     *
     * @param capacity the initial capacity, at least 0
     * @return the empty batch
     * @throws IllegalArgumentException if {@code capacity} is negative or above {@link #MAX_CAPACITY}
     */
    public static Obb3dBatch withCapacity(int capacity) {
        if (capacity < 0 || capacity > MAX_CAPACITY) {
            throw new IllegalArgumentException((capacity < 0 ? "capacity must be >= 0, was "
                    : "capacity must be <= Obb3dBatch.MAX_CAPACITY = " + MAX_CAPACITY + ", was ") + capacity);
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
        Objects.requireNonNull(boxes, "boxes");
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
        Objects.requireNonNull(boxes, "boxes");
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
     * Appends a copy of the box at {@code index} of another batch (or of this one), number for number,
     * without making an {@link Obb3d}: the way to gather, reorder or filter boxes between batches.
     *
     * @param source the batch to copy from
     * @param index  the position in {@code source}, {@code 0 <= index < source.size()}
     * @return this batch
     * @throws IllegalArgumentException if {@code index} is out of range of {@code source}
     */
    public Obb3dBatch addFrom(Obb3dBatch source, int index) {
        Objects.requireNonNull(source, "source");
        source.checkIndex(index);
        if (size == cx.length) {
            grow();
        }
        int i = size;
        cx[i] = source.cx[index];
        cy[i] = source.cy[index];
        cz[i] = source.cz[index];
        ux[i] = source.ux[index];
        uy[i] = source.uy[index];
        uz[i] = source.uz[index];
        vx[i] = source.vx[index];
        vy[i] = source.vy[index];
        vz[i] = source.vz[index];
        wx[i] = source.wx[index];
        wy[i] = source.wy[index];
        wz[i] = source.wz[index];
        hx[i] = source.hx[index];
        hy[i] = source.hy[index];
        hz[i] = source.hz[index];
        Obb3dBatchFloats.write(floats, this, i);
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
        return new Obb3d(cx[index], cy[index], cz[index], ux[index], uy[index], uz[index], vx[index], vy[index],
                vz[index], wx[index], wy[index], wz[index], hx[index], hy[index], hz[index]);
    }

    // ------------------------------------------------------------------- box tests

    /**
     * A test of one box given by its fifteen numbers, in the order of {@link Obb3d#fromAxes(double,
     * double, double, double, double, double, double, double, double, double, double, double, double,
     * double, double)}: centre, local X axis, local Y axis, local Z axis, half-extents. Used by
     * {@link #testEach}; a kernel written against it sees exactly the numbers {@link Obb3d}'s
     * accessors give.
     */
    @FunctionalInterface
    public interface BoxTest {
        /**
         * Tests one box.
         *
         * @param centerX     the centre's x
         * @param centerY     the centre's y
         * @param centerZ     the centre's z
         * @param axisXx      the local X axis, x
         * @param axisXy      the local X axis, y
         * @param axisXz      the local X axis, z
         * @param axisYx      the local Y axis, x
         * @param axisYy      the local Y axis, y
         * @param axisYz      the local Y axis, z
         * @param axisZx      the local Z axis, x
         * @param axisZy      the local Z axis, y
         * @param axisZz      the local Z axis, z
         * @param halfExtentX the half-extent along the local X axis
         * @param halfExtentY the half-extent along the local Y axis
         * @param halfExtentZ the half-extent along the local Z axis
         * @return the answer for this box
         */
        boolean test(double centerX, double centerY, double centerZ, double axisXx, double axisXy,
                     double axisXz, double axisYx, double axisYy, double axisYz, double axisZx, double axisZy,
                     double axisZz, double halfExtentX, double halfExtentY, double halfExtentZ);
    }

    /**
     * Runs a test on boxes {@code from .. from + count - 1}, at most 64 of them, and returns the
     * answers as bits: bit {@code i} is set if the test holds for box {@code from + i}. The loop
     * reads the batch's arrays front to back and does not branch on the answers, so a kernel of one's
     * own (a frustum test, a ray caster's) runs over a batch as fast as the batch's own kernels read
     * it, and no code outside this class ever holds the arrays.
     *
     * @param from  the first box
     * @param count how many boxes, {@code 0 <= count <= 64}
     * @param test  the test
     * @return the answers, bits {@code 0 .. count - 1}; the others clear
     * @throws IllegalArgumentException if {@code from} or {@code count} is negative, {@code count}
     *                                  exceeds 64, or {@code from + count} exceeds the size
     */
    public long testEach(int from, int count, BoxTest test) {
        Objects.requireNonNull(test, "test");
        if (count > 64) {
            throw new IllegalArgumentException("count must be <= 64, was " + count);
        }
        Checks.batchRange(size, from, count);
        // The arrays in locals: the test is usually a call the JIT does not inline, after which it
        // would have to read every field again.
        double[] cx = this.cx;
        double[] cy = this.cy;
        double[] cz = this.cz;
        double[] ux = this.ux;
        double[] uy = this.uy;
        double[] uz = this.uz;
        double[] vx = this.vx;
        double[] vy = this.vy;
        double[] vz = this.vz;
        double[] wx = this.wx;
        double[] wy = this.wy;
        double[] wz = this.wz;
        double[] hx = this.hx;
        double[] hy = this.hy;
        double[] hz = this.hz;
        long bits = 0;
        for (int i = 0; i < count; i++) {
            int j = from + i;
            long hit = test.test(cx[j], cy[j], cz[j], ux[j], uy[j], uz[j], vx[j], vy[j], vz[j], wx[j], wy[j],
                    wz[j], hx[j], hy[j], hz[j]) ? 1 : 0;
            bits |= hit << i;
        }
        return bits;
    }

    // ------------------------------------------------------------------- element reads
    // One number of one box, as Obb3d's accessor of the same name gives it, without making an Obb3d:
    // how code outside this package (the ray caster's batch queries, a BVH built from a batch) reads
    // a batch. The arrays themselves never leave this class, so no one outside it can write a box.

    /**
     * The centre's x of the box at {@code index}; {@code get(index).centerX()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the centre's x
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double centerX(int index) {
        checkIndex(index);
        return cx[index];
    }

    /**
     * The centre's y of the box at {@code index}; {@code get(index).centerY()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the centre's y
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double centerY(int index) {
        checkIndex(index);
        return cy[index];
    }

    /**
     * The centre's z of the box at {@code index}; {@code get(index).centerZ()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the centre's z
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double centerZ(int index) {
        checkIndex(index);
        return cz[index];
    }

    /**
     * The x component of the local X axis of the box at {@code index}; {@code get(index).axisXx()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the x component of the local X axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisXx(int index) {
        checkIndex(index);
        return ux[index];
    }

    /**
     * The y component of the local X axis of the box at {@code index}; {@code get(index).axisXy()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the y component of the local X axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisXy(int index) {
        checkIndex(index);
        return uy[index];
    }

    /**
     * The z component of the local X axis of the box at {@code index}; {@code get(index).axisXz()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the z component of the local X axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisXz(int index) {
        checkIndex(index);
        return uz[index];
    }

    /**
     * The x component of the local Y axis of the box at {@code index}; {@code get(index).axisYx()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the x component of the local Y axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisYx(int index) {
        checkIndex(index);
        return vx[index];
    }

    /**
     * The y component of the local Y axis of the box at {@code index}; {@code get(index).axisYy()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the y component of the local Y axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisYy(int index) {
        checkIndex(index);
        return vy[index];
    }

    /**
     * The z component of the local Y axis of the box at {@code index}; {@code get(index).axisYz()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the z component of the local Y axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisYz(int index) {
        checkIndex(index);
        return vz[index];
    }

    /**
     * The x component of the local Z axis of the box at {@code index}; {@code get(index).axisZx()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the x component of the local Z axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisZx(int index) {
        checkIndex(index);
        return wx[index];
    }

    /**
     * The y component of the local Z axis of the box at {@code index}; {@code get(index).axisZy()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the y component of the local Z axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisZy(int index) {
        checkIndex(index);
        return wy[index];
    }

    /**
     * The z component of the local Z axis of the box at {@code index}; {@code get(index).axisZz()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the z component of the local Z axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double axisZz(int index) {
        checkIndex(index);
        return wz[index];
    }

    /**
     * The half-extent along the local X axis of the box at {@code index}; {@code get(index).halfExtentX()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the half-extent along the local X axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double halfExtentX(int index) {
        checkIndex(index);
        return hx[index];
    }

    /**
     * The half-extent along the local Y axis of the box at {@code index}; {@code get(index).halfExtentY()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the half-extent along the local Y axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double halfExtentY(int index) {
        checkIndex(index);
        return hy[index];
    }

    /**
     * The half-extent along the local Z axis of the box at {@code index}; {@code get(index).halfExtentZ()} without the allocation.
     *
     * @param index the position, {@code 0 <= index < size()}
     * @return the half-extent along the local Z axis
     * @throws IllegalArgumentException if {@code index} is out of range
     */
    public double halfExtentZ(int index) {
        checkIndex(index);
        return hz[index];
    }

    /**
     * Writes the fifteen numbers of the box at {@code index} into {@code dest} from {@code offset} on,
     * in the order of {@link Obb3d#fromAxes(double, double, double, double, double, double, double,
     * double, double, double, double, double, double, double, double)} (centre, local X, Y and Z
     * axes, half-extents): the box packed into a caller's array, without making an {@link Obb3d}.
     *
     * @param index  the position, {@code 0 <= index < size()}
     * @param dest   the array written
     * @param offset where the box's first number goes
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code index} is out of range, or {@code offset} is negative
     *                                  or leaves fewer than 15 elements
     */
    public double[] get(int index, double[] dest, int offset) {
        Objects.requireNonNull(dest, "dest");
        checkIndex(index);
        Checks.elements("dest", dest.length, "offset", offset, "15", 15);
        dest[offset] = cx[index];
        dest[offset + 1] = cy[index];
        dest[offset + 2] = cz[index];
        dest[offset + 3] = ux[index];
        dest[offset + 4] = uy[index];
        dest[offset + 5] = uz[index];
        dest[offset + 6] = vx[index];
        dest[offset + 7] = vy[index];
        dest[offset + 8] = vz[index];
        dest[offset + 9] = wx[index];
        dest[offset + 10] = wy[index];
        dest[offset + 11] = wz[index];
        dest[offset + 12] = hx[index];
        dest[offset + 13] = hy[index];
        dest[offset + 14] = hz[index];
        return dest;
    }

    /** The float copy, made filled and then published by the first call ({@link Obb3dBatchFloats#of}). */
    Obb3dBatchFloats floats() {
        Obb3dBatchFloats f = floats;
        return f != null ? f : (floats = Obb3dBatchFloats.of(this));
    }

    /** Removes every box; the arrays keep their capacity, so refilling allocates nothing. */
    public void clear() {
        size = 0;
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
        Obb3dBatchFloats.write(floats, this, i);
    }

    void grow() {
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
        Obb3dBatchFloats.grow(floats, grown);
    }

    /**
     * The capacity after growing from {@code capacity}: doubled (at least {@link #MIN_CAPACITY}),
     * capped below the largest array the JVM can make.
     *
     * @throws IllegalStateException if the batch is already at the cap
     */
    static int grownCapacity(int capacity) {
        int grown = (int) Math.min(MAX_CAPACITY, Math.max(MIN_CAPACITY, 2L * capacity));
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
