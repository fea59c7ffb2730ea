package io.github.obbkit.core3d;

import java.util.Arrays;

/**
 * The {@code float} copy of an {@link Obb3dBatch}'s fifteen columns, for {@link Sat3dFloatKernel}'s
 * filter: each number rounded to the nearest {@code float}, kept in step with the batch's
 * {@code double} columns by every write. A batch has one only when the batch kernels run on the
 * vector path ({@link Sat3dBatch#isVectorized()}); elsewhere nothing reads it.
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

    Obb3dBatchFloats(int capacity) {
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
    }

    /**
     * Whether a box is inside the filter's domain: centre coordinates and half-extents at most
     * {@link #MAX_MAGNITUDE} in magnitude, axes at most {@code sqrt(MAX_AXIS_LENGTH_SQUARED)} long.
     * Values too small for {@code float} are inside it: they round to 0 or a subnormal, an error
     * the bound's absolute term covers.
     */
    static boolean fits(Obb3d b) {
        return Math.abs(b.cx) <= MAX_MAGNITUDE && Math.abs(b.cy) <= MAX_MAGNITUDE && Math.abs(b.cz) <= MAX_MAGNITUDE
                && b.hx <= MAX_MAGNITUDE && b.hy <= MAX_MAGNITUDE && b.hz <= MAX_MAGNITUDE
                && b.ux * b.ux + b.uy * b.uy + b.uz * b.uz <= MAX_AXIS_LENGTH_SQUARED
                && b.vx * b.vx + b.vy * b.vy + b.vz * b.vz <= MAX_AXIS_LENGTH_SQUARED
                && b.wx * b.wx + b.wy * b.wy + b.wz * b.wz <= MAX_AXIS_LENGTH_SQUARED;
    }

    /**
     * A box's share of the filter's bound, {@code 3 (|cx| + |cy| + |cz|) + hx + hy + hz}: computed in
     * {@code double} (within {@code 6u} of exact, {@code u = 2^-53}) and rounded up to a {@code float}.
     */
    static float scale(Obb3d b) {
        double s = 3 * (Math.abs(b.cx) + Math.abs(b.cy) + Math.abs(b.cz)) + (b.hx + b.hy + b.hz);
        float f = (float) s;
        return f < s ? Math.nextUp(f) : f;
    }

    /** Stores box {@code b} at {@code i}: rounded to {@code float}, or marked for the double kernel. */
    void write(int i, Obb3d b) {
        boolean fits = fits(b);
        scale[i] = fits ? scale(b) : Float.POSITIVE_INFINITY;
        cx[i] = fits ? (float) b.cx : 0f;
        cy[i] = fits ? (float) b.cy : 0f;
        cz[i] = fits ? (float) b.cz : 0f;
        ux[i] = fits ? (float) b.ux : 0f;
        uy[i] = fits ? (float) b.uy : 0f;
        uz[i] = fits ? (float) b.uz : 0f;
        vx[i] = fits ? (float) b.vx : 0f;
        vy[i] = fits ? (float) b.vy : 0f;
        vz[i] = fits ? (float) b.vz : 0f;
        wx[i] = fits ? (float) b.wx : 0f;
        wy[i] = fits ? (float) b.wy : 0f;
        wz[i] = fits ? (float) b.wz : 0f;
        hx[i] = fits ? (float) b.hx : 0f;
        hy[i] = fits ? (float) b.hy : 0f;
        hz[i] = fits ? (float) b.hz : 0f;
    }

    /** Copies box {@code j} of {@code s} to {@code i}: the same rounding of the same numbers. */
    void copy(int i, Obb3dBatchFloats s, int j) {
        cx[i] = s.cx[j];
        cy[i] = s.cy[j];
        cz[i] = s.cz[j];
        ux[i] = s.ux[j];
        uy[i] = s.uy[j];
        uz[i] = s.uz[j];
        vx[i] = s.vx[j];
        vy[i] = s.vy[j];
        vz[i] = s.vz[j];
        wx[i] = s.wx[j];
        wy[i] = s.wy[j];
        wz[i] = s.wz[j];
        hx[i] = s.hx[j];
        hy[i] = s.hy[j];
        hz[i] = s.hz[j];
        scale[i] = s.scale[j];
    }

    void grow(int capacity) {
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
    }
}
