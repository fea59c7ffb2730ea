package io.github.obbkit.core2d;

import org.joml.Vector2d;

/**
 * Where the points of one {@link Obb2d} are: its four corners {@code c ± hx axisX ± hy axisY}, its
 * axis-aligned bounds, and whether a point lies in it, by projecting its offset from the centre on
 * each axis. The box's methods check their arguments and call these; nothing here checks them but
 * {@link #checkReach}, and only the bounds allocate (their result).
 */
final class BoxPoints2d {
    private BoxPoints2d() {
    }

    /**
     * Refuses a box that would reach beyond {@link Obb2d#MAX_REACH}: the check of the box's constructor,
     * here so that {@code Sat2d.separatingMtv} can move a box's centre and check it without making it.
     */
    static void checkReach(double cx, double cy, double hx, double hy) {
        if (!(Math.abs(cx) + hx + hy <= Obb2d.MAX_REACH && Math.abs(cy) + hx + hy <= Obb2d.MAX_REACH)) {
            throw new IllegalArgumentException("box must lie within " + Obb2d.MAX_REACH + " of the origin (|center| + "
                    + "halfExtentX + halfExtentY), was center (" + cx + ", " + cy + ") with half-extents (" + hx
                    + ", " + hy + ")");
        }
    }

    /** Writes the corners into {@code dest[0..3]}, in the order of local signs (-,-), (+,-), (+,+), (-,+). */
    static Vector2d[] corners(Obb2d box, Vector2d[] dest) {
        for (int i = 0; i < 4; i++) {
            if (dest[i] == null) {
                // The JDK's way for an element: the message is the element, as core3d's Checks.element.
                throw new NullPointerException("dest[" + i + "]");
            }
        }
        double ax = box.hx * box.ux;
        double ay = box.hx * box.uy;
        double bx = box.hy * box.vx;
        double by = box.hy * box.vy;
        dest[0].set(box.cx - ax - bx, box.cy - ay - by);
        dest[1].set(box.cx + ax - bx, box.cy + ay - by);
        dest[2].set(box.cx + ax + bx, box.cy + ay + by);
        dest[3].set(box.cx - ax + bx, box.cy - ay + by);
        return dest;
    }

    /** Writes the corners as {@code x0, y0, x1, y1, ...} into {@code dest[0..7]}, in the same order. */
    static double[] corners(Obb2d box, double[] dest) {
        double ax = box.hx * box.ux;
        double ay = box.hx * box.uy;
        double bx = box.hy * box.vx;
        double by = box.hy * box.vy;
        dest[0] = box.cx - ax - bx;
        dest[1] = box.cy - ay - by;
        dest[2] = box.cx + ax - bx;
        dest[3] = box.cy + ay - by;
        dest[4] = box.cx + ax + bx;
        dest[5] = box.cy + ay + by;
        dest[6] = box.cx - ax + bx;
        dest[7] = box.cy - ay + by;
        return dest;
    }

    /** The bounds by the absolute-value rule: half-sizes {@code hx |axisX.x| + hy |axisY.x|} and likewise on y. */
    static Aabb2d bounds(Obb2d box) {
        double ex = box.hx * Math.abs(box.ux) + box.hy * Math.abs(box.vx);
        double ey = box.hx * Math.abs(box.uy) + box.hy * Math.abs(box.vy);
        return Aabb2d.of(box.cx - ex, box.cy - ey, box.cx + ex, box.cy + ey);
    }

    /** Whether {@code |d·axisX| <= hx + tolerance} and {@code |d·axisY| <= hy + tolerance}, {@code d} the offset. */
    static boolean contains(Obb2d box, double x, double y, double tolerance) {
        double dx = x - box.cx;
        double dy = y - box.cy;
        return Math.abs(dx * box.ux + dy * box.uy) <= box.hx + tolerance
                && Math.abs(dx * box.vx + dy * box.vy) <= box.hy + tolerance;
    }
}
