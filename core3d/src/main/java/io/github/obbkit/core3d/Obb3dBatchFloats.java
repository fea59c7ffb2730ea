package io.github.obbkit.core3d;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The {@code float} copy of an {@link Obb3dBatch}'s fifteen columns, for {@link Sat3dFloatKernel}'s
 * filter: each number rounded to the nearest {@code float}. A batch makes it at the first query that
 * needs it ({@link Obb3dBatch#floats()}), from its {@code double} columns, and from then on keeps it
 * in step with every write; a batch never queried on the vector path (a BVH's, one on the scalar
 * path) never has one.
 *
 * <p>A sixteenth column, {@link #scale}, holds each box's share of the filter's error bound:
 * {@code 3 (|cx| + |cy| + |cz|) + hx + hy + hz}, computed in {@code double} and rounded up. A box
 * outside the filter's domain ({@link #fits}) is stored as zeros with an infinite scale: its lane's
 * bound is then infinite, every margin lies inside it, and the lane is always left to the
 * {@code double} kernel. So the filter never decides a lane from numbers that overflowed, and never
 * meets an infinity or a NaN in its margins.
 */
final class Obb3dBatchFloats {
    /**
     * The largest centre coordinate or half-extent the filter takes, {@code 2^60}: every sum and
     * product of its arithmetic then stays below {@code 2^70}, far inside {@code float}'s range
     * ({@code 2^128}), so nothing overflows (docs/precision.md).
     */
    static final double MAX_MAGNITUDE = 0x1p60;

    /**
     * The largest squared axis length the filter takes, {@code 1 + 2^-19}: its bound assumes axes no
     * longer than {@code 1 + 2^-20}. {@link Obb3d}'s factories leave them within {@code 2^-49} of unit,
     * so this never turns a box away; it is checked rather than assumed.
     */
    static final double MAX_AXIS_LENGTH_SQUARED = 1 + 0x1p-19;

    float[] cx;
    float[] cy;
    float[] cz;
    float[] ux;
    float[] uy;
    float[] uz;
    float[] vx;
    float[] vy;
    float[] vz;
    float[] wx;
    float[] wy;
    float[] wz;
    float[] hx;
    float[] hy;
    float[] hz;
    float[] scale;
    /**
     * What the centre's {@code float} misses, {@code c - (double) cx}, rounded to {@code float} (exact in
     * {@code double}, so within {@code 2^-48 |c|} after rounding): lets raycast's float filter compute a
     * centre's offset from a ray's origin to within rounding of the offset itself, not of the centre.
     */
    float[] cxRest;
    float[] cyRest;
    float[] czRest;
    /**
     * The nineteen arrays in one: the fifteen columns in {@code BatchColumnReader.Column}'s order, then
     * {@link #scale} and the centre's rests; what raycast's float filter reads
     * ({@code BatchColumnReader.floatColumns}).
     */
    float[][] all;

    /**
     * The least length of the columns, {@value}: the widest float pass. A batch shorter than a pass
     * is filtered by one pass from box 0 whose lanes past the batch read this padding (or boxes removed
     * since), and whose answers there are dropped ({@code Sat3dFloatKernel}).
     */
    static final int MIN_LENGTH = 16;

    /** Columns for {@code capacity} boxes, at least {@link #MIN_LENGTH} long. */
    Obb3dBatchFloats(int capacity) {
        capacity = Math.max(capacity, MIN_LENGTH);
        cx = new float[capacity];
        cy = new float[capacity];
        cz = new float[capacity];
        ux = new float[capacity];
        uy = new float[capacity];
        uz = new float[capacity];
        vx = new float[capacity];
        vy = new float[capacity];
        vz = new float[capacity];
        wx = new float[capacity];
        wy = new float[capacity];
        wz = new float[capacity];
        hx = new float[capacity];
        hy = new float[capacity];
        hz = new float[capacity];
        scale = new float[capacity];
        cxRest = new float[capacity];
        cyRest = new float[capacity];
        czRest = new float[capacity];
        all = all();
    }

    private float[][] all() {
        return new float[][] {cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz, scale, cxRest, cyRest, czRest};
    }

    /**
     * Whether a box is inside the filter's domain: centre coordinates and half-extents at most
     * {@link #MAX_MAGNITUDE} in magnitude, axes at most {@code sqrt(MAX_AXIS_LENGTH_SQUARED)} long.
     * Values too small for {@code float} are inside it: they round to 0 or a subnormal, an error
     * the bound's absolute term covers.
     */
    static boolean fits(Obb3d b) {
        return fits(b.cx, b.cy, b.cz, b.hx, b.hy, b.hz) && axisFits(b.ux, b.uy, b.uz) && axisFits(b.vx, b.vy, b.vz)
                && axisFits(b.wx, b.wy, b.wz);
    }

    private static boolean fits(double cx, double cy, double cz, double hx, double hy, double hz) {
        return Math.abs(cx) <= MAX_MAGNITUDE && Math.abs(cy) <= MAX_MAGNITUDE && Math.abs(cz) <= MAX_MAGNITUDE
                && hx <= MAX_MAGNITUDE && hy <= MAX_MAGNITUDE && hz <= MAX_MAGNITUDE;
    }

    private static boolean axisFits(double x, double y, double z) {
        return x * x + y * y + z * z <= MAX_AXIS_LENGTH_SQUARED;
    }

    /**
     * A box's share of the filter's bound, {@code 3 (|cx| + |cy| + |cz|) + hx + hy + hz}: computed in
     * {@code double} (within {@code 6u} of exact, {@code u = 2^-53}) and rounded up to a {@code float}.
     */
    static float scale(Obb3d b) {
        return scale(b.cx, b.cy, b.cz, b.hx, b.hy, b.hz);
    }

    private static float scale(double cx, double cy, double cz, double hx, double hy, double hz) {
        double s = 3 * (Math.abs(cx) + Math.abs(cy) + Math.abs(cz)) + (hx + hy + hz);
        float f = (float) s;
        return f < s ? Math.nextUp(f) : f;
    }

    /**
     * The copy of a batch's first {@code size()} boxes, with room for its capacity: the one allocation
     * of the vector path, at a batch's first query on it. Queries may run on several threads at once;
     * each that finds no copy makes its own and publishes it filled (a volatile write), so none sees
     * a partial one.
     */
    static Obb3dBatchFloats of(Obb3dBatch b) {
        Obb3dBatchFloats f = new Obb3dBatchFloats(b.cx.length);
        for (int i = 0; i < b.size(); i++) {
            f.write(b, i);
        }
        return f;
    }

    /**
     * Copies box {@code i} of the batch's {@code double} columns (written before this call) to
     * {@code i}: rounded to {@code float}, or, outside the domain, zeros with an infinite scale.
     */
    void write(Obb3dBatch b, int i) {
        boolean fits = fits(b.cx[i], b.cy[i], b.cz[i], b.hx[i], b.hy[i], b.hz[i])
                && axisFits(b.ux[i], b.uy[i], b.uz[i]) && axisFits(b.vx[i], b.vy[i], b.vz[i])
                && axisFits(b.wx[i], b.wy[i], b.wz[i]);
        scale[i] = fits ? scale(b.cx[i], b.cy[i], b.cz[i], b.hx[i], b.hy[i], b.hz[i]) : Float.POSITIVE_INFINITY;
        cx[i] = fits ? (float) b.cx[i] : 0f;
        cy[i] = fits ? (float) b.cy[i] : 0f;
        cz[i] = fits ? (float) b.cz[i] : 0f;
        ux[i] = fits ? (float) b.ux[i] : 0f;
        uy[i] = fits ? (float) b.uy[i] : 0f;
        uz[i] = fits ? (float) b.uz[i] : 0f;
        vx[i] = fits ? (float) b.vx[i] : 0f;
        vy[i] = fits ? (float) b.vy[i] : 0f;
        vz[i] = fits ? (float) b.vz[i] : 0f;
        wx[i] = fits ? (float) b.wx[i] : 0f;
        wy[i] = fits ? (float) b.wy[i] : 0f;
        wz[i] = fits ? (float) b.wz[i] : 0f;
        hx[i] = fits ? (float) b.hx[i] : 0f;
        hy[i] = fits ? (float) b.hy[i] : 0f;
        hz[i] = fits ? (float) b.hz[i] : 0f;
        cxRest[i] = fits ? (float) (b.cx[i] - cx[i]) : 0f;
        cyRest[i] = fits ? (float) (b.cy[i] - cy[i]) : 0f;
        czRest[i] = fits ? (float) (b.cz[i] - cz[i]) : 0f;
    }

    /** Keeps a batch's copy, if it has one, in step with box {@code i} of its columns. */
    static void write(@Nullable Obb3dBatchFloats f, Obb3dBatch b, int i) {
        if (f != null) {
            f.write(b, i);
        }
    }

    /** Grows a batch's copy, if it has one, with its columns. */
    static void grow(@Nullable Obb3dBatchFloats f, int capacity) {
        if (f != null) {
            f.grow(capacity);
        }
    }

    private void grow(int capacity) {
        capacity = Math.max(capacity, MIN_LENGTH);
        cx = Arrays.copyOf(cx, capacity);
        cy = Arrays.copyOf(cy, capacity);
        cz = Arrays.copyOf(cz, capacity);
        ux = Arrays.copyOf(ux, capacity);
        uy = Arrays.copyOf(uy, capacity);
        uz = Arrays.copyOf(uz, capacity);
        vx = Arrays.copyOf(vx, capacity);
        vy = Arrays.copyOf(vy, capacity);
        vz = Arrays.copyOf(vz, capacity);
        wx = Arrays.copyOf(wx, capacity);
        wy = Arrays.copyOf(wy, capacity);
        wz = Arrays.copyOf(wz, capacity);
        hx = Arrays.copyOf(hx, capacity);
        hy = Arrays.copyOf(hy, capacity);
        hz = Arrays.copyOf(hz, capacity);
        scale = Arrays.copyOf(scale, capacity);
        cxRest = Arrays.copyOf(cxRest, capacity);
        cyRest = Arrays.copyOf(cyRest, capacity);
        czRest = Arrays.copyOf(czRest, capacity);
        all = all();
    }
}
