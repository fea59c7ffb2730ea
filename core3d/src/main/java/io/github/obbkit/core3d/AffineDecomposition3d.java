package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Matrix4dc;
import org.joml.Matrix4fc;
import org.joml.Matrix4x3dc;

/**
 * The box an affine transform makes of a local axis-aligned box, behind {@link Obb3d}'s
 * {@code fromTransform}: the linear part is split into column lengths (the scale, which goes into
 * the half-extents) and column directions (the axes), which must be perpendicular within
 * {@link AxisFrames3d#AXIS_TOLERANCE}. A zero column flattens the box, and its missing axis is
 * completed from the others: by a cross product when one column is zero, by the world axis least
 * aligned with the survivor and then a cross product when two are, by the world axes when all three
 * are. The axes then go through {@link AxisFrames3d#orthonormalised}.
 */
final class AffineDecomposition3d {
    private AffineDecomposition3d() {
    }

    /** {@link Obb3d#fromTransform(Matrix4dc, Aabb3d)}. */
    static Obb3d fromTransform(Matrix4dc transform, Aabb3d local) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(local, "local");
        AabbTransform.requireAffine(transform.m03(), transform.m13(), transform.m23(), transform.m33());
        return fromAffine(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(),
                transform.m12(), transform.m20(), transform.m21(), transform.m22(), transform.m30(),
                transform.m31(), transform.m32(), local);
    }

    /** {@link Obb3d#fromTransform(Matrix4fc, Aabb3d)}: the elements are read into double first. */
    static Obb3d fromTransform(Matrix4fc transform, Aabb3d local) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(local, "local");
        AabbTransform.requireAffine(transform.m03(), transform.m13(), transform.m23(), transform.m33());
        return fromAffine(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(),
                transform.m12(), transform.m20(), transform.m21(), transform.m22(), transform.m30(),
                transform.m31(), transform.m32(), local);
    }

    /** {@link Obb3d#fromTransform(Matrix4x3dc, Aabb3d)}: no bottom row, so always affine. */
    static Obb3d fromTransform(Matrix4x3dc transform, Aabb3d local) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(local, "local");
        return fromAffine(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(),
                transform.m12(), transform.m20(), transform.m21(), transform.m22(), transform.m30(),
                transform.m31(), transform.m32(), local);
    }

    /** The decomposition proper, on the matrix's twelve affine elements (JOML's column names). */
    private static Obb3d fromAffine(double m00, double m01, double m02, double m10, double m11, double m12,
                                    double m20, double m21, double m22, double m30, double m31, double m32,
                                    Aabb3d local) {
        Checks.finite("transform.m00", m00);
        Checks.finite("transform.m01", m01);
        Checks.finite("transform.m02", m02);
        Checks.finite("transform.m10", m10);
        Checks.finite("transform.m11", m11);
        Checks.finite("transform.m12", m12);
        Checks.finite("transform.m20", m20);
        Checks.finite("transform.m21", m21);
        Checks.finite("transform.m22", m22);
        Checks.finite("transform.m30", m30);
        Checks.finite("transform.m31", m31);
        Checks.finite("transform.m32", m32);
        double sx = Checks.length(m00, m01, m02);
        double sy = Checks.length(m10, m11, m12);
        double sz = Checks.length(m20, m21, m22);
        // Unit columns; a zero column stays (0, 0, 0) until it is completed below.
        double[] u = {0, 0, 0};
        double[] v = {0, 0, 0};
        double[] w = {0, 0, 0};
        if (sx > 0) {
            u[0] = m00 / sx;
            u[1] = m01 / sx;
            u[2] = m02 / sx;
        }
        if (sy > 0) {
            v[0] = m10 / sy;
            v[1] = m11 / sy;
            v[2] = m12 / sy;
        }
        if (sz > 0) {
            w[0] = m20 / sz;
            w[1] = m21 / sz;
            w[2] = m22 / sz;
        }
        requireUnsheared("X", u, "Y", v);
        requireUnsheared("X", u, "Z", w);
        requireUnsheared("Y", v, "Z", w);
        int zeros = (sx > 0 ? 0 : 1) + (sy > 0 ? 0 : 1) + (sz > 0 ? 0 : 1);
        if (zeros == 3) {
            u[0] = 1;
            v[1] = 1;
            w[2] = 1;
        } else if (zeros == 2) {
            // One column survives: complete it with the world axis least aligned with it, then a cross product.
            if (sx > 0) {
                perpendicular(u, 1, v);
                cross(u, v, w);
            } else if (sy > 0) {
                perpendicular(v, 2, w);
                cross(v, w, u);
            } else {
                perpendicular(w, 0, u);
                cross(w, u, v);
            }
        }
        if (!(sx > 0) && zeros == 1) {
            cross(v, w, u);
        } else if (!(sy > 0) && zeros == 1) {
            cross(w, u, v);
        } else if (!(sz > 0) && zeros == 1) {
            cross(u, v, w);
        }
        double lcx = local.centerX();
        double lcy = local.centerY();
        double lcz = local.centerZ();
        double x = Checks.finite("transformed centerX", m00 * lcx + m10 * lcy + m20 * lcz + m30);
        double y = Checks.finite("transformed centerY", m01 * lcx + m11 * lcy + m21 * lcz + m31);
        double z = Checks.finite("transformed centerZ", m02 * lcx + m12 * lcy + m22 * lcz + m32);
        double ex = Checks.finite("transformed halfExtentX", local.halfExtentX() * sx);
        double ey = Checks.finite("transformed halfExtentY", local.halfExtentY() * sy);
        double ez = Checks.finite("transformed halfExtentZ", local.halfExtentZ() * sz);
        return AxisFrames3d.orthonormalised(x, y, z, u[0], u[1], u[2], v[0], v[1], v[2], w[0], w[1], w[2], ex, ey, ez);
    }

    private static void requireUnsheared(String nameA, double[] a, String nameB, double[] b) {
        double cos = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        if (!(Math.abs(cos) <= AxisFrames3d.AXIS_TOLERANCE)) {
            throw new IllegalArgumentException("transform must not shear: the images of the local " + nameA
                    + " and " + nameB + " axes (" + a[0] + ", " + a[1] + ", " + a[2] + ") and (" + b[0] + ", "
                    + b[1] + ", " + b[2] + ") are not perpendicular (cosine " + cos + ")");
        }
    }

    /**
     * Writes into {@code dest} a unit vector perpendicular to the unit vector {@code a}: world axis
     * {@code preferred} made perpendicular to {@code a}, unless that axis is too close to {@code a},
     * in which case the next world axis is tried. A world axis already perpendicular stays exact.
     */
    private static void perpendicular(double[] a, int preferred, double[] dest) {
        int k = preferred;
        // Some component of a unit vector is at most 1/sqrt(3) < 0.6 in magnitude, so this ends.
        while (Math.abs(a[k]) > 0.6) {
            k = (k + 1) % 3;
        }
        dest[0] = -a[k] * a[0];
        dest[1] = -a[k] * a[1];
        dest[2] = -a[k] * a[2];
        dest[k] += 1;
        double l = Checks.length(dest[0], dest[1], dest[2]);
        dest[0] /= l;
        dest[1] /= l;
        dest[2] /= l;
    }

    /** Writes the normalised cross product {@code a x b} into {@code dest}. */
    private static void cross(double[] a, double[] b, double[] dest) {
        double x = a[1] * b[2] - a[2] * b[1];
        double y = a[2] * b[0] - a[0] * b[2];
        double z = a[0] * b[1] - a[1] * b[0];
        double l = Checks.length(x, y, z);
        dest[0] = x / l;
        dest[1] = y / l;
        dest[2] = z / l;
    }
}
