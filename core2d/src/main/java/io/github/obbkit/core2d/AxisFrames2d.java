package io.github.obbkit.core2d;

import io.github.obbkit.core2d.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Axis frames for {@link Obb2d}: the frame of an angle, the validation of two given axes against
 * {@link Obb2d#AXIS_TOLERANCE}, a frame turned by an angle, and the re-orthonormalisation
 * (Gram-Schmidt: normalise X, make Y perpendicular to it, normalise Y) that given, decomposed and
 * turned frames go through before they are stored. Components already exact to within
 * {@code ROUNDING_SLACK} are kept as they are, so a box's own axes, given back to
 * {@link #fromAxes}, come out unchanged.
 */
final class AxisFrames2d {
    /**
     * A squared axis length within this of 1, or a dot product within this of 0, is left alone, so
     * that re-validating a box's own axes is a no-op; derived in docs/precision.md.
     */
    private static final double ROUNDING_SLACK = 8 * Math.ulp(1.0);

    private AxisFrames2d() {
    }

    /** The box of {@link Obb2d#of(double, double, double, double, double)}. */
    static Obb2d fromAngle(double centerX, double centerY, double angle, double halfExtentX, double halfExtentY) {
        double x = Checks.finite("centerX", centerX);
        double y = Checks.finite("centerY", centerY);
        double a = Checks.finite("angle", angle);
        double ex = Checks.nonNegative("halfExtentX", halfExtentX);
        double ey = Checks.nonNegative("halfExtentY", halfExtentY);
        double c = Math.cos(a);
        double s = Math.sin(a);
        return new Obb2d(x, y, c, s, -s, c, ex, ey);
    }

    /** The box of {@link Obb2d#fromAxes(double, double, double, double, double, double, double, double)}. */
    static Obb2d fromAxes(double centerX, double centerY, double axisXx, double axisXy,
                          double axisYx, double axisYy, double halfExtentX, double halfExtentY) {
        double x = Checks.finite("centerX", centerX);
        double y = Checks.finite("centerY", centerY);
        double ux = Checks.finite("axisX.x", axisXx);
        double uy = Checks.finite("axisX.y", axisXy);
        double vx = Checks.finite("axisY.x", axisYx);
        double vy = Checks.finite("axisY.y", axisYy);
        double ex = Checks.nonNegative("halfExtentX", halfExtentX);
        double ey = Checks.nonNegative("halfExtentY", halfExtentY);
        double lu = Math.sqrt(ux * ux + uy * uy);
        double lv = Math.sqrt(vx * vx + vy * vy);
        if (!(Math.abs(lu - 1) <= Obb2d.AXIS_TOLERANCE)) {
            throw new IllegalArgumentException("axisX must be a unit vector, was (" + axisXx + ", " + axisXy
                    + ") of length " + lu);
        }
        if (!(Math.abs(lv - 1) <= Obb2d.AXIS_TOLERANCE)) {
            throw new IllegalArgumentException("axisY must be a unit vector, was (" + axisYx + ", " + axisYy
                    + ") of length " + lv);
        }
        double dot = ux * vx + uy * vy;
        if (!(Math.abs(dot) <= Obb2d.AXIS_TOLERANCE)) {
            throw new IllegalArgumentException("axisX and axisY must be perpendicular, were (" + axisXx + ", "
                    + axisXy + ") and (" + axisYx + ", " + axisYy + ") with dot product " + dot);
        }
        return orthonormalised(x, y, ux, uy, vx, vy, ex, ey);
    }

    /**
     * The box of {@link Obb2d#rotatedAbout}: the centre swung about the pivot (kept exactly when the
     * pivot is the centre) and the axes turned, then re-orthonormalised so that many turns in a row
     * keep an orthonormal frame.
     */
    static Obb2d rotated(Obb2d box, double angle, double pivotX, double pivotY) {
        double a = Checks.finite("angle", angle);
        Checks.finite("pivotX", pivotX);
        Checks.finite("pivotY", pivotY);
        double c = Math.cos(a);
        double s = Math.sin(a);
        double dx = box.cx - pivotX;
        double dy = box.cy - pivotY;
        double ncx = (pivotX == box.cx && pivotY == box.cy) ? box.cx : pivotX + c * dx - s * dy;
        double ncy = (pivotX == box.cx && pivotY == box.cy) ? box.cy : pivotY + s * dx + c * dy;
        return orthonormalised(
                Checks.finite("rotated centerX", ncx), Checks.finite("rotated centerY", ncy),
                c * box.ux - s * box.uy, s * box.ux + c * box.uy,
                c * box.vx - s * box.vy, s * box.vx + c * box.vy,
                box.hx, box.hy);
    }

    /** Normalises axes that are known to be within tolerance; components already exact are kept. */
    static Obb2d orthonormalised(double x, double y, double ux, double uy, double vx, double vy,
                                double ex, double ey) {
        return Objects.requireNonNull(gramSchmidt(x, y, ux, uy, vx, vy, ex, ey, null));
    }

    /**
     * {@link #orthonormalised}'s arithmetic on axes kept in an array ({@code f[0..3]}: ux, uy, vx, vy),
     * in place, for construction code that makes no box until the axes are final ({@link PointFit2d}'s
     * workspace form allocates nothing but the box); the same numbers, bit for bit.
     */
    static void orthonormalise(double[] f) {
        gramSchmidt(0, 0, f[0], f[1], f[2], f[3], 0, 0, f);
    }

    /**
     * The one body of both: the box when {@code into} is null, else the axes written into it and
     * null returned. (An array made for the box form was measured not to be scalar-replaced by C2.)
     */
    private static @Nullable Obb2d gramSchmidt(double x, double y, double ux, double uy, double vx, double vy,
                                               double ex, double ey, double @Nullable [] into) {
        double nu = ux * ux + uy * uy;
        if (Math.abs(nu - 1) > ROUNDING_SLACK) {
            double l = Math.sqrt(nu);
            ux /= l;
            uy /= l;
        }
        double d = ux * vx + uy * vy;
        if (Math.abs(d) > ROUNDING_SLACK) {
            vx -= d * ux;
            vy -= d * uy;
        }
        double nv = vx * vx + vy * vy;
        if (Math.abs(nv - 1) > ROUNDING_SLACK) {
            double l = Math.sqrt(nv);
            vx /= l;
            vy /= l;
        }
        if (into == null) {
            return new Obb2d(x, y, ux, uy, vx, vy, ex, ey);
        }
        into[0] = ux;
        into[1] = uy;
        into[2] = vx;
        into[3] = vy;
        return null;
    }
}
