package io.github.obbkit.core3d;

import static java.util.Objects.requireNonNull;

import io.github.obbkit.core3d.internal.Checks;
import org.joml.Matrix3d;
import org.joml.Vector3d;
import org.joml.Vector3dc;
import org.joml.Vector3fc;

/**
 * The queries of one box, behind {@link Obb3d}'s one-line delegates: where a point is against it
 * ({@code contains}, {@code closestPoint}, {@code distanceSquared}), where its corners are, the box
 * moved, and whether two stored boxes are close. Pair queries are {@link Sat3d}'s, bounds
 * {@link AabbTransform}'s. The value's public methods are the only callers, so each method here
 * checks its arguments as that method documents, then reads the box's fields. Every point query
 * projects the offset {@code d = p - center} on the three axes, {@code s = d · axisX},
 * {@code t = d · axisY}, {@code r = d · axisZ}, in that order of operations, so that a point one
 * query calls inside is inside for the others too.
 */
final class BoxQueries3d {
    private BoxQueries3d() {
    }

    /** {@link Obb3d#contains(Vector3dc)}. */
    static boolean contains(Obb3d b, Vector3dc point) {
        requireNonNull(point, "point");
        return contains(b, point.x(), point.y(), point.z());
    }

    /** {@link Obb3d#contains(Vector3fc)}. */
    static boolean contains(Obb3d b, Vector3fc point) {
        requireNonNull(point, "point");
        return contains(b, point.x(), point.y(), point.z());
    }

    /** {@link Obb3d#distanceSquared(Vector3dc)}. */
    static double distanceSquared(Obb3d b, Vector3dc point) {
        requireNonNull(point, "point");
        return distanceSquared(b, point.x(), point.y(), point.z());
    }

    /** {@link Obb3d#translated(Vector3dc)}. */
    static Obb3d translated(Obb3d b, Vector3dc offset) {
        requireNonNull(offset, "offset");
        return translated(b, offset.x(), offset.y(), offset.z());
    }

    /** {@link Obb3d#rotation(Matrix3d)}: the axes as the columns. */
    static Matrix3d rotation(Obb3d b, Matrix3d dest) {
        requireNonNull(dest, "dest");
        return dest.set(b.ux, b.vx, b.wx, b.uy, b.vy, b.wy, b.uz, b.vz, b.wz);
    }

    /** {@link Obb3d#contains(double, double, double)}: exact, no tolerance. */
    static boolean contains(Obb3d b, double x, double y, double z) {
        withinReach("x", x);
        withinReach("y", y);
        withinReach("z", z);
        double dx = x - b.cx;
        double dy = y - b.cy;
        double dz = z - b.cz;
        return Math.abs(dx * b.ux + dy * b.uy + dz * b.uz) <= b.hx
                && Math.abs(dx * b.vx + dy * b.vy + dz * b.vz) <= b.hy
                && Math.abs(dx * b.wx + dy * b.wy + dz * b.wz) <= b.hz;
    }

    /** {@link Obb3d#contains(double, double, double, double)}: each half-extent grown by the tolerance. */
    static boolean contains(Obb3d b, double x, double y, double z, double tolerance) {
        withinReach("x", x);
        withinReach("y", y);
        withinReach("z", z);
        Checks.nonNegative("tolerance", tolerance);
        double dx = x - b.cx;
        double dy = y - b.cy;
        double dz = z - b.cz;
        return Math.abs(dx * b.ux + dy * b.uy + dz * b.uz) <= b.hx + tolerance
                && Math.abs(dx * b.vx + dy * b.vy + dz * b.vz) <= b.hy + tolerance
                && Math.abs(dx * b.wx + dy * b.wy + dz * b.wz) <= b.hz + tolerance;
    }

    /**
     * {@link Obb3d#closestPoint(double, double, double, Vector3d)}: a point inside is returned as given,
     * so that it comes back bit for bit rather than rebuilt from its rounded local coordinates.
     */
    static Vector3d closestPoint(Obb3d b, double x, double y, double z, Vector3d dest) {
        withinReach("x", x);
        withinReach("y", y);
        withinReach("z", z);
        double dx = x - b.cx;
        double dy = y - b.cy;
        double dz = z - b.cz;
        double s = dx * b.ux + dy * b.uy + dz * b.uz;
        double t = dx * b.vx + dy * b.vy + dz * b.vz;
        double r = dx * b.wx + dy * b.wy + dz * b.wz;
        if (Math.abs(s) <= b.hx && Math.abs(t) <= b.hy && Math.abs(r) <= b.hz) {
            return dest.set(x, y, z);
        }
        // Clamp the local coordinates to the box, then back to world.
        s = Math.max(-b.hx, Math.min(b.hx, s));
        t = Math.max(-b.hy, Math.min(b.hy, t));
        r = Math.max(-b.hz, Math.min(b.hz, r));
        return dest.set(b.cx + s * b.ux + t * b.vx + r * b.wx, b.cy + s * b.uy + t * b.vy + r * b.wy,
                b.cz + s * b.uz + t * b.vz + r * b.wz);
    }

    /** {@link Obb3d#distanceSquared(double, double, double)}: the excess over each half-extent, squared. */
    static double distanceSquared(Obb3d b, double x, double y, double z) {
        withinReach("x", x);
        withinReach("y", y);
        withinReach("z", z);
        double dx = x - b.cx;
        double dy = y - b.cy;
        double dz = z - b.cz;
        double s = Math.max(Math.abs(dx * b.ux + dy * b.uy + dz * b.uz) - b.hx, 0);
        double t = Math.max(Math.abs(dx * b.vx + dy * b.vy + dz * b.vz) - b.hy, 0);
        double r = Math.max(Math.abs(dx * b.wx + dy * b.wy + dz * b.wz) - b.hz, 0);
        return s * s + t * t + r * r;
    }

    /** {@link Obb3d#corners(Vector3d[])}: bit 0 of the index signs X, bit 1 Y, bit 2 Z (clear is minus). */
    static Vector3d[] corners(Obb3d b, Vector3d[] dest) {
        Checks.length("dest", dest.length, 8);
        for (int i = 0; i < 8; i++) {
            Checks.element("dest", i, dest[i]);
        }
        for (int i = 0; i < 8; i++) {
            double s = (i & 1) == 0 ? -b.hx : b.hx;
            double t = (i & 2) == 0 ? -b.hy : b.hy;
            double r = (i & 4) == 0 ? -b.hz : b.hz;
            dest[i].set(b.cx + s * b.ux + t * b.vx + r * b.wx, b.cy + s * b.uy + t * b.vy + r * b.wy,
                    b.cz + s * b.uz + t * b.vz + r * b.wz);
        }
        return dest;
    }

    /** {@link Obb3d#corners(double[])}: the corners of {@link #corners(Obb3d, Vector3d[])}, flattened. */
    static double[] corners(Obb3d b, double[] dest) {
        Checks.length("dest", dest.length, 24);
        for (int i = 0; i < 8; i++) {
            double s = (i & 1) == 0 ? -b.hx : b.hx;
            double t = (i & 2) == 0 ? -b.hy : b.hy;
            double r = (i & 4) == 0 ? -b.hz : b.hz;
            dest[3 * i] = b.cx + s * b.ux + t * b.vx + r * b.wx;
            dest[3 * i + 1] = b.cy + s * b.uy + t * b.vy + r * b.wy;
            dest[3 * i + 2] = b.cz + s * b.uz + t * b.vz + r * b.wz;
        }
        return dest;
    }

    /** {@link Obb3d#translated(double, double, double)}: a new centre, the same axes and half-extents. */
    static Obb3d translated(Obb3d b, double dx, double dy, double dz) {
        Checks.finite("dx", dx);
        Checks.finite("dy", dy);
        Checks.finite("dz", dz);
        return new Obb3d(Checks.finite("translated centerX", b.cx + dx), Checks.finite("translated centerY", b.cy + dy),
                Checks.finite("translated centerZ", b.cz + dz), b.ux, b.uy, b.uz, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz,
                b.hx, b.hy, b.hz);
    }

    /** {@link Obb3d#isCloseTo(Obb3d, double)}: every stored component within the tolerance. */
    static boolean isCloseTo(Obb3d a, Obb3d other, double tolerance) {
        Obb3d b = requireNonNull(other, "other");
        Checks.nonNegative("tolerance", tolerance);
        return Math.abs(a.cx - b.cx) <= tolerance && Math.abs(a.cy - b.cy) <= tolerance
                && Math.abs(a.cz - b.cz) <= tolerance
                && Math.abs(a.ux - b.ux) <= tolerance && Math.abs(a.uy - b.uy) <= tolerance
                && Math.abs(a.uz - b.uz) <= tolerance
                && Math.abs(a.vx - b.vx) <= tolerance && Math.abs(a.vy - b.vy) <= tolerance
                && Math.abs(a.vz - b.vz) <= tolerance
                && Math.abs(a.wx - b.wx) <= tolerance && Math.abs(a.wy - b.wy) <= tolerance
                && Math.abs(a.wz - b.wz) <= tolerance
                && Math.abs(a.hx - b.hx) <= tolerance && Math.abs(a.hy - b.hy) <= tolerance
                && Math.abs(a.hz - b.hz) <= tolerance;
    }

    /**
     * The reach check of every box's constructor. Corners and bounds lie within {@code |c| + hx + hy + hz}
     * of the origin on each axis; keeping that below {@link Obb3d#MAX_REACH} keeps every sum a query
     * forms finite, so no query on a box the factories accepted can overflow into an infinite or NaN
     * answer.
     */
    static void checkReach(double cx, double cy, double cz, double hx, double hy, double hz) {
        double reach = hx + hy + hz;
        if (!(Math.abs(cx) + reach <= Obb3d.MAX_REACH && Math.abs(cy) + reach <= Obb3d.MAX_REACH
                && Math.abs(cz) + reach <= Obb3d.MAX_REACH)) {
            throw new IllegalArgumentException("box must lie within " + Obb3d.MAX_REACH + " of the origin "
                    + "(|center| + halfExtentX + halfExtentY + halfExtentZ), was center (" + cx + ", " + cy + ", "
                    + cz + ") with half-extents (" + hx + ", " + hy + ", " + hz + ")");
        }
    }

    /** {@link Obb3d#equals(Object)}: the same bits in every stored component. */
    static boolean sameBits(Obb3d a, Obb3d b) {
        return same(a.cx, b.cx) && same(a.cy, b.cy) && same(a.cz, b.cz)
                && same(a.ux, b.ux) && same(a.uy, b.uy) && same(a.uz, b.uz)
                && same(a.vx, b.vx) && same(a.vy, b.vy) && same(a.vz, b.vz)
                && same(a.wx, b.wx) && same(a.wy, b.wy) && same(a.wz, b.wz)
                && same(a.hx, b.hx) && same(a.hy, b.hy) && same(a.hz, b.hz);
    }

    private static boolean same(double p, double q) {
        return Double.doubleToLongBits(p) == Double.doubleToLongBits(q);
    }

    /** {@link Obb3d#hashCode()}: consistent with {@link #sameBits}. */
    static int hash(Obb3d b) {
        int h = Double.hashCode(b.cx);
        h = 31 * h + Double.hashCode(b.cy);
        h = 31 * h + Double.hashCode(b.cz);
        h = 31 * h + Double.hashCode(b.ux);
        h = 31 * h + Double.hashCode(b.uy);
        h = 31 * h + Double.hashCode(b.uz);
        h = 31 * h + Double.hashCode(b.vx);
        h = 31 * h + Double.hashCode(b.vy);
        h = 31 * h + Double.hashCode(b.vz);
        h = 31 * h + Double.hashCode(b.wx);
        h = 31 * h + Double.hashCode(b.wy);
        h = 31 * h + Double.hashCode(b.wz);
        h = 31 * h + Double.hashCode(b.hx);
        h = 31 * h + Double.hashCode(b.hy);
        return 31 * h + Double.hashCode(b.hz);
    }

    /** {@link Obb3d#toString()}: Java source that recreates the box bit for bit. */
    static String source(Obb3d b) {
        return "Obb3d.fromAxes(" + b.cx + ", " + b.cy + ", " + b.cz + ", "
                + b.ux + ", " + b.uy + ", " + b.uz + ", "
                + b.vx + ", " + b.vy + ", " + b.vz + ", "
                + b.wx + ", " + b.wy + ", " + b.wz + ", "
                + b.hx + ", " + b.hy + ", " + b.hz + ")";
    }

    /** Points farther out than the boxes may reach would overflow the offsets these queries form. */
    private static void withinReach(String name, double v) {
        Checks.withinReach(name, v);
    }
}
