package io.github.obbkit.core2d;

import io.github.obbkit.core2d.internal.Checks;

/**
 * Splits a 2D affine transform into the box it makes of a local axis-aligned box, for
 * {@link Obb2d#fromTransform}: each column of the linear part is divided by its length, which gives
 * a local axis's world direction and, times the local half-extent, its world half-extent; the
 * translation moves the local centre. The two directions must be perpendicular within
 * {@link Obb2d#AXIS_TOLERANCE} (no shear). A column of length zero flattens the box on that axis,
 * whose direction is then taken perpendicular to the other; with both zero the box is a point with
 * world axes. The frame is finished by {@link AxisFrames2d#orthonormalised}.
 */
final class AffineDecomposition2d {
    private AffineDecomposition2d() {
    }

    /**
     * The box {@code M * local} for the affine matrix with linear columns {@code (m00, m01)},
     * {@code (m10, m11)} and translation {@code (m20, m21)}.
     */
    static Obb2d decompose(double m00, double m01, double m10, double m11, double m20, double m21,
                           Aabb2d local) {
        Checks.finite("transform.m00", m00);
        Checks.finite("transform.m01", m01);
        Checks.finite("transform.m10", m10);
        Checks.finite("transform.m11", m11);
        Checks.finite("transform.m20", m20);
        Checks.finite("transform.m21", m21);
        double sx = Math.hypot(m00, m01);
        double sy = Math.hypot(m10, m11);
        double ux;
        double uy;
        double vx;
        double vy;
        if (sx > 0 && sy > 0) {
            ux = m00 / sx;
            uy = m01 / sx;
            vx = m10 / sy;
            vy = m11 / sy;
            double cos = ux * vx + uy * vy;
            if (!(Math.abs(cos) <= Obb2d.AXIS_TOLERANCE)) {
                throw new IllegalArgumentException("transform must not shear: its columns (" + m00 + ", " + m01
                        + ") and (" + m10 + ", " + m11 + ") are not perpendicular (cosine " + cos + ")");
            }
        } else if (sx > 0) {
            ux = m00 / sx;
            uy = m01 / sx;
            vx = -uy;
            vy = ux;
        } else if (sy > 0) {
            vx = m10 / sy;
            vy = m11 / sy;
            ux = vy;
            uy = -vx;
        } else {
            ux = 1;
            uy = 0;
            vx = 0;
            vy = 1;
        }
        double lcx = local.centerX();
        double lcy = local.centerY();
        double wx = m00 * lcx + m10 * lcy + m20;
        double wy = m01 * lcx + m11 * lcy + m21;
        Checks.finite("transformed center x", wx);
        Checks.finite("transformed center y", wy);
        double ex = Checks.finite("transformed halfExtentX", local.halfExtentX() * sx);
        double ey = Checks.finite("transformed halfExtentY", local.halfExtentY() * sy);
        return AxisFrames2d.orthonormalised(wx, wy, ux, uy, vx, vy, ex, ey);
    }
}
