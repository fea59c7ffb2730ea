package io.github.obbkit.core3d;

import static java.util.Objects.requireNonNull;

import io.github.obbkit.core3d.internal.Checks;
import org.joml.Quaterniondc;
import org.joml.Quaternionfc;
import org.joml.Vector3dc;
import org.joml.Vector3fc;
import org.jspecify.annotations.Nullable;

/**
 * The frame of a box from a rotation: a unit quaternion or three axes are checked against
 * {@link #AXIS_TOLERANCE} and made exactly orthonormal by the Gram-Schmidt loop of
 * {@link #orthonormalised}, whose fixed point is what every {@link Obb3d} factory stores. The other
 * construction companions ({@link AffineDecomposition3d}, {@link CovarianceFit3d}) end in the same
 * loop. Package-private: {@link Obb3d}'s factories are the API and delegate here.
 */
final class AxisFrames3d {
    /** {@link Obb3d#AXIS_TOLERANCE}: how far from orthonormal accepted axes may be. */
    static final double AXIS_TOLERANCE = 1e-5;

    /**
     * Axis components within this of orthonormal are left alone, so that re-validating stored axes is
     * a no-op; why 8 ulps of 1 is enough: docs/precision.md.
     */
    private static final double ROUNDING_SLACK = 8 * Math.ulp(1.0);

    /** Enough Gram-Schmidt passes to reach a fixed point; one is the rule, two the rare exception. */
    private static final int ORTHONORMALISE_PASSES = 4;

    private AxisFrames3d() {
    }

    /** {@link Obb3d#of(double, double, double, Quaterniondc, double, double, double)}. */
    static Obb3d fromQuaternion(double centerX, double centerY, double centerZ, Quaterniondc rotation,
                                double halfExtentX, double halfExtentY, double halfExtentZ) {
        requireNonNull(rotation, "rotation");
        return fromQuaternion(centerX, centerY, centerZ, rotation.x(), rotation.y(), rotation.z(), rotation.w(),
                halfExtentX, halfExtentY, halfExtentZ);
    }

    /** {@link Obb3d#of(Vector3dc, Quaterniondc, Vector3dc)}. */
    static Obb3d fromQuaternion(Vector3dc center, Quaterniondc rotation, Vector3dc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(rotation, "rotation");
        requireNonNull(halfExtents, "halfExtents");
        return fromQuaternion(center.x(), center.y(), center.z(), rotation.x(), rotation.y(), rotation.z(),
                rotation.w(), halfExtents.x(), halfExtents.y(), halfExtents.z());
    }

    /** {@link Obb3d#of(Vector3fc, Quaternionfc, Vector3fc)}. */
    static Obb3d fromQuaternion(Vector3fc center, Quaternionfc rotation, Vector3fc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(rotation, "rotation");
        requireNonNull(halfExtents, "halfExtents");
        return fromQuaternion(center.x(), center.y(), center.z(), rotation.x(), rotation.y(), rotation.z(),
                rotation.w(), halfExtents.x(), halfExtents.y(), halfExtents.z());
    }

    /** {@link Obb3d#fromAxes(Vector3dc, Vector3dc, Vector3dc, Vector3dc, Vector3dc)}. */
    static Obb3d fromAxes(Vector3dc center, Vector3dc axisX, Vector3dc axisY, Vector3dc axisZ,
                          Vector3dc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(axisX, "axisX");
        requireNonNull(axisY, "axisY");
        requireNonNull(axisZ, "axisZ");
        requireNonNull(halfExtents, "halfExtents");
        return fromAxes(center.x(), center.y(), center.z(), axisX.x(), axisX.y(), axisX.z(),
                axisY.x(), axisY.y(), axisY.z(), axisZ.x(), axisZ.y(), axisZ.z(),
                halfExtents.x(), halfExtents.y(), halfExtents.z());
    }

    /** {@link Obb3d#fromAxes(Vector3fc, Vector3fc, Vector3fc, Vector3fc, Vector3fc)}. */
    static Obb3d fromAxes(Vector3fc center, Vector3fc axisX, Vector3fc axisY, Vector3fc axisZ,
                          Vector3fc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(axisX, "axisX");
        requireNonNull(axisY, "axisY");
        requireNonNull(axisZ, "axisZ");
        requireNonNull(halfExtents, "halfExtents");
        return fromAxes(center.x(), center.y(), center.z(), axisX.x(), axisX.y(), axisX.z(),
                axisY.x(), axisY.y(), axisY.z(), axisZ.x(), axisZ.y(), axisZ.z(),
                halfExtents.x(), halfExtents.y(), halfExtents.z());
    }

    /**
     * The box with the rotation of the quaternion {@code (qx, qy, qz, qw)}, whose norm must be 1
     * within {@link #AXIS_TOLERANCE}: its axes are the columns of the normalised quaternion's matrix.
     */
    static Obb3d fromQuaternion(double centerX, double centerY, double centerZ, double qx, double qy,
                                double qz, double qw, double halfExtentX, double halfExtentY,
                                double halfExtentZ) {
        double x = Checks.finite("centerX", centerX);
        double y = Checks.finite("centerY", centerY);
        double z = Checks.finite("centerZ", centerZ);
        Checks.finite("rotation.x", qx);
        Checks.finite("rotation.y", qy);
        Checks.finite("rotation.z", qz);
        Checks.finite("rotation.w", qw);
        double ex = Checks.nonNegative("halfExtentX", halfExtentX);
        double ey = Checks.nonNegative("halfExtentY", halfExtentY);
        double ez = Checks.nonNegative("halfExtentZ", halfExtentZ);
        double norm = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        if (!(Math.abs(norm - 1) <= AXIS_TOLERANCE)) {
            throw new IllegalArgumentException("rotation must be a unit quaternion, was (" + qx + ", " + qy + ", "
                    + qz + ", " + qw + ") of norm " + norm);
        }
        double a = qx / norm;
        double b = qy / norm;
        double c = qz / norm;
        double d = qw / norm;
        // The columns of the quaternion's rotation matrix: the images of the world axes.
        return orthonormalised(x, y, z,
                1 - 2 * (b * b + c * c), 2 * (a * b + c * d), 2 * (a * c - b * d),
                2 * (a * b - c * d), 1 - 2 * (a * a + c * c), 2 * (b * c + a * d),
                2 * (a * c + b * d), 2 * (b * c - a * d), 1 - 2 * (a * a + b * b),
                ex, ey, ez);
    }

    /** The box with the given axes, each unit and each pair perpendicular within {@link #AXIS_TOLERANCE}. */
    static Obb3d fromAxes(double centerX, double centerY, double centerZ,
                          double axisXx, double axisXy, double axisXz,
                          double axisYx, double axisYy, double axisYz,
                          double axisZx, double axisZy, double axisZz,
                          double halfExtentX, double halfExtentY, double halfExtentZ) {
        double x = Checks.finite("centerX", centerX);
        double y = Checks.finite("centerY", centerY);
        double z = Checks.finite("centerZ", centerZ);
        double ux = Checks.finite("axisX.x", axisXx);
        double uy = Checks.finite("axisX.y", axisXy);
        double uz = Checks.finite("axisX.z", axisXz);
        double vx = Checks.finite("axisY.x", axisYx);
        double vy = Checks.finite("axisY.y", axisYy);
        double vz = Checks.finite("axisY.z", axisYz);
        double wx = Checks.finite("axisZ.x", axisZx);
        double wy = Checks.finite("axisZ.y", axisZy);
        double wz = Checks.finite("axisZ.z", axisZz);
        double ex = Checks.nonNegative("halfExtentX", halfExtentX);
        double ey = Checks.nonNegative("halfExtentY", halfExtentY);
        double ez = Checks.nonNegative("halfExtentZ", halfExtentZ);
        requireUnit("axisX", ux, uy, uz);
        requireUnit("axisY", vx, vy, vz);
        requireUnit("axisZ", wx, wy, wz);
        requirePerpendicular("axisX", ux, uy, uz, "axisY", vx, vy, vz);
        requirePerpendicular("axisX", ux, uy, uz, "axisZ", wx, wy, wz);
        requirePerpendicular("axisY", vx, vy, vz, "axisZ", wx, wy, wz);
        return orthonormalised(x, y, z, ux, uy, uz, vx, vy, vz, wx, wy, wz, ex, ey, ez);
    }

    private static void requireUnit(String name, double x, double y, double z) {
        double length = Checks.length(x, y, z);
        if (!(Math.abs(length - 1) <= AXIS_TOLERANCE)) {
            throw new IllegalArgumentException(name + " must be a unit vector, was (" + x + ", " + y + ", " + z
                    + ") of length " + length);
        }
    }

    private static void requirePerpendicular(String nameA, double ax, double ay, double az,
                                             String nameB, double bx, double by, double bz) {
        double dot = ax * bx + ay * by + az * bz;
        if (!(Math.abs(dot) <= AXIS_TOLERANCE)) {
            throw new IllegalArgumentException(nameA + " and " + nameB + " must be perpendicular, were (" + ax
                    + ", " + ay + ", " + az + ") and (" + bx + ", " + by + ", " + bz + ") with dot product " + dot);
        }
    }

    /**
     * Normalises axes that are known to be within tolerance by Gram-Schmidt, leaving alone whatever
     * is already orthonormal to within {@link #ROUNDING_SLACK}. The passes repeat until one changes
     * nothing, so the stored axes are a fixed point: validating them again returns them unchanged.
     */
    static Obb3d orthonormalised(double x, double y, double z, double ux, double uy, double uz,
                                 double vx, double vy, double vz, double wx, double wy, double wz,
                                 double ex, double ey, double ez) {
        return requireNonNull(gramSchmidt(x, y, z, ux, uy, uz, vx, vy, vz, wx, wy, wz, ex, ey, ez, null));
    }

    /**
     * {@link #orthonormalised}'s arithmetic on axes kept in an array ({@code f[0..8]}: X, Y, Z), in
     * place, for construction code that makes no box until the axes are final ({@link PointFit3d}'s
     * workspace forms allocate nothing but the box); the same numbers, bit for bit.
     */
    static void orthonormalise(double[] f) {
        gramSchmidt(0, 0, 0, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], 0, 0, 0, f);
    }

    /**
     * The one body of both: the box when {@code into} is null, else the axes written into it and
     * null returned. (An array made for the box form was measured not to be scalar-replaced by C2.)
     */
    private static @Nullable Obb3d gramSchmidt(double x, double y, double z, double ux, double uy, double uz,
                                               double vx, double vy, double vz, double wx, double wy, double wz,
                                               double ex, double ey, double ez, double @Nullable [] into) {
        for (int pass = 0; pass < ORTHONORMALISE_PASSES; pass++) {
            boolean changed = false;
            double n = ux * ux + uy * uy + uz * uz;
            if (Math.abs(n - 1) > ROUNDING_SLACK) {
                double l = Math.sqrt(n);
                ux /= l;
                uy /= l;
                uz /= l;
                changed = true;
            }
            double d = ux * vx + uy * vy + uz * vz;
            if (Math.abs(d) > ROUNDING_SLACK) {
                vx -= d * ux;
                vy -= d * uy;
                vz -= d * uz;
                changed = true;
            }
            n = vx * vx + vy * vy + vz * vz;
            if (Math.abs(n - 1) > ROUNDING_SLACK) {
                double l = Math.sqrt(n);
                vx /= l;
                vy /= l;
                vz /= l;
                changed = true;
            }
            d = ux * wx + uy * wy + uz * wz;
            if (Math.abs(d) > ROUNDING_SLACK) {
                wx -= d * ux;
                wy -= d * uy;
                wz -= d * uz;
                changed = true;
            }
            d = vx * wx + vy * wy + vz * wz;
            if (Math.abs(d) > ROUNDING_SLACK) {
                wx -= d * vx;
                wy -= d * vy;
                wz -= d * vz;
                changed = true;
            }
            n = wx * wx + wy * wy + wz * wz;
            if (Math.abs(n - 1) > ROUNDING_SLACK) {
                double l = Math.sqrt(n);
                wx /= l;
                wy /= l;
                wz /= l;
                changed = true;
            }
            if (!changed) {
                break;
            }
        }
        if (into == null) {
            return new Obb3d(x, y, z, ux, uy, uz, vx, vy, vz, wx, wy, wz, ex, ey, ez);
        }
        into[0] = ux;
        into[1] = uy;
        into[2] = uz;
        into[3] = vx;
        into[4] = vy;
        into[5] = vz;
        into[6] = wx;
        into[7] = wy;
        into[8] = wz;
        return null;
    }
}
