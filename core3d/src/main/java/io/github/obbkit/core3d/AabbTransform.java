package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.joml.Matrix4dc;
import org.joml.Matrix4fc;
import org.joml.Matrix4x3dc;

/**
 * The axis-aligned bounds of a transformed axis-aligned box by the absolute-value rule: with the
 * box as centre {@code c} and half-extent {@code e}, and {@code M} the affine transform's linear
 * part, the new centre is {@code M c + translation} and the new half-extent is {@code |M| e}, where
 * {@code |M|} takes the absolute value of every element (Arvo, "Transforming Axis-Aligned Bounding
 * Boxes", Graphics Gems, 1990; the form used by Box2D). Each row of {@code |M| e} is the largest
 * value of {@code ±M[i][0] e0 ± M[i][1] e1 ± M[i][2] e2} over the eight sign choices, so the result
 * is exactly the min/max of the eight transformed corners, up to rounding, at a quarter of the
 * arithmetic and with no branch.
 *
 * <p>Matrices follow JOML's column convention: {@code m00, m01, m02} is the image of the local x
 * axis and {@code m30, m31, m32} the translation. Only affine matrices are accepted: a 4x4 matrix
 * whose bottom row is not exactly {@code (0, 0, 0, 1)} is a projection, which does not map the
 * centre of a box to the centre of its image, and is rejected with an
 * {@link IllegalArgumentException}. Every method is static and allocation-free apart from the
 * returned {@link Aabb3d}; the overloads that take a {@code double[] dest} allocate nothing.
 */
public final class AabbTransform {
    private AabbTransform() {
    }

    /**
     * Transforms an axis-aligned box by an affine matrix.
     *
     * @param transform the affine transform
     * @param box       the box to transform
     * @return the bounds of the transformed box
     * @throws IllegalArgumentException if the matrix is not affine or has a NaN or infinite element,
     *                                  or a bound overflows
     */
    public static Aabb3d transform(Matrix4dc transform, Aabb3d box) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(box, "box");
        requireAffine(transform.m03(), transform.m13(), transform.m23(), transform.m33());
        return checked(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(),
                transform.m12(), transform.m20(), transform.m21(), transform.m22(), transform.m30(),
                transform.m31(), transform.m32(), box);
    }

    /**
     * Transforms an axis-aligned box by a single-precision affine matrix; the elements are read into
     * double before any arithmetic.
     *
     * @param transform the affine transform
     * @param box       the box to transform
     * @return the bounds of the transformed box
     * @throws IllegalArgumentException if the matrix is not affine or has a NaN or infinite element,
     *                                  or a bound overflows
     */
    public static Aabb3d transform(Matrix4fc transform, Aabb3d box) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(box, "box");
        requireAffine(transform.m03(), transform.m13(), transform.m23(), transform.m33());
        return checked(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(),
                transform.m12(), transform.m20(), transform.m21(), transform.m22(), transform.m30(),
                transform.m31(), transform.m32(), box);
    }

    /**
     * Transforms an axis-aligned box by a 4x3 matrix (always affine).
     *
     * @param transform the affine transform
     * @param box       the box to transform
     * @return the bounds of the transformed box
     * @throws IllegalArgumentException if the matrix has a NaN or infinite element, or a bound
     *                                  overflows
     */
    public static Aabb3d transform(Matrix4x3dc transform, Aabb3d box) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(box, "box");
        return checked(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(),
                transform.m12(), transform.m20(), transform.m21(), transform.m22(), transform.m30(),
                transform.m31(), transform.m32(), box);
    }

    /**
     * {@link #transform(Matrix4dc, Aabb3d)} into a caller's array, allocating nothing: writes the same
     * bounds, bit for bit, as {@code minX, minY, minZ, maxX, maxY, maxZ} into
     * {@code dest[offset..offset + 5]}. For a frame loop that keeps the bounds, where the returned
     * {@code Aabb3d} would escape and be allocated.
     *
     * @param transform the affine transform (4x4 double matrix)
     * @param box       the box to transform
     * @param dest      the array to write the bounds into
     * @param offset    the index of {@code minX} in {@code dest}
     * @return {@code dest}
     * @throws IllegalArgumentException as {@link #transform(Matrix4dc, Aabb3d)}, or if {@code dest} has no
     *                                  room for six numbers at {@code offset}
     */
    public static double[] transform(Matrix4dc transform, Aabb3d box, double[] dest, int offset) {
        Objects.requireNonNull(box, "box");
        transform(transform, box.minX, box.minY, box.minZ, box.maxX, box.maxY, box.maxZ, dest, offset);
        return positiveZeros(dest, offset);
    }

    /**
     * {@link #transform(Matrix4fc, Aabb3d)} into a caller's array, allocating nothing: writes the same
     * bounds, bit for bit, as {@code minX, minY, minZ, maxX, maxY, maxZ} into
     * {@code dest[offset..offset + 5]}. For a frame loop that keeps the bounds, where the returned
     * {@code Aabb3d} would escape and be allocated.
     *
     * @param transform the affine transform (4x4 float matrix)
     * @param box       the box to transform
     * @param dest      the array to write the bounds into
     * @param offset    the index of {@code minX} in {@code dest}
     * @return {@code dest}
     * @throws IllegalArgumentException as {@link #transform(Matrix4fc, Aabb3d)}, or if {@code dest} has no
     *                                  room for six numbers at {@code offset}
     */
    public static double[] transform(Matrix4fc transform, Aabb3d box, double[] dest, int offset) {
        Objects.requireNonNull(box, "box");
        transform(transform, box.minX, box.minY, box.minZ, box.maxX, box.maxY, box.maxZ, dest, offset);
        return positiveZeros(dest, offset);
    }

    /**
     * {@link #transform(Matrix4x3dc, Aabb3d)} into a caller's array, allocating nothing: writes the same
     * bounds, bit for bit, as {@code minX, minY, minZ, maxX, maxY, maxZ} into
     * {@code dest[offset..offset + 5]}. For a frame loop that keeps the bounds, where the returned
     * {@code Aabb3d} would escape and be allocated.
     *
     * @param transform the transform (4x3 matrix)
     * @param box       the box to transform
     * @param dest      the array to write the bounds into
     * @param offset    the index of {@code minX} in {@code dest}
     * @return {@code dest}
     * @throws IllegalArgumentException as {@link #transform(Matrix4x3dc, Aabb3d)}, or if {@code dest} has no
     *                                  room for six numbers at {@code offset}
     */
    public static double[] transform(Matrix4x3dc transform, Aabb3d box, double[] dest, int offset) {
        Objects.requireNonNull(box, "box");
        transform(transform, box.minX, box.minY, box.minZ, box.maxX, box.maxY, box.maxZ, dest, offset);
        return positiveZeros(dest, offset);
    }

    /** Turns -0.0 into 0.0 in six bounds, as the value overloads' checks do. */
    private static double[] positiveZeros(double[] dest, int offset) {
        for (int k = offset; k < offset + 6; k++) {
            dest[k] += 0.0;
        }
        return dest;
    }

    /**
     * The raw kernel: transforms the box {@code [min, max]} by an affine matrix and writes the
     * result as {@code minX, minY, minZ, maxX, maxY, maxZ} into {@code dest[offset .. offset + 5]}.
     * Allocates nothing. It rejects what the value API {@link #transform(Matrix4dc, Aabb3d)} and
     * {@link Aabb3d#of} reject, with the same messages: a NaN or infinite matrix element, a NaN or
     * infinite bound, a minimum above its maximum, and a result that overflows; nothing is written
     * then. The check is one test of the six results on the fast path (docs/bad-input.md; its cost
     * is in bench/RESULTS.md).
     *
     * @param transform the affine transform
     * @param minX      the box's smallest x
     * @param minY      the box's smallest y
     * @param minZ      the box's smallest z
     * @param maxX      the box's largest x
     * @param maxY      the box's largest y
     * @param maxZ      the box's largest z
     * @param dest      the array to write into
     * @param offset    where the six values start in {@code dest}
     * @return {@code dest}
     * @throws IllegalArgumentException if the matrix is not affine or has a NaN or infinite element,
     *                                  a bound is NaN or infinite or a minimum exceeds its maximum,
     *                                  a result overflows, or the six values do not fit
     */
    public static double[] transform(Matrix4dc transform, double minX, double minY, double minZ,
                                     double maxX, double maxY, double maxZ, double[] dest, int offset) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(dest, "dest");
        requireAffine(transform.m03(), transform.m13(), transform.m23(), transform.m33());
        Checks.elements("dest", dest.length, "offset", offset, "6", 6);
        kernel(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(), transform.m12(),
                transform.m20(), transform.m21(), transform.m22(), transform.m30(), transform.m31(), transform.m32(),
                minX, minY, minZ, maxX, maxY, maxZ, dest, offset);
        return dest;
    }

    /**
     * The raw kernel for a single-precision matrix; see {@link #transform(Matrix4dc, double, double,
     * double, double, double, double, double[], int)}.
     *
     * @param transform the affine transform
     * @param minX      the box's smallest x
     * @param minY      the box's smallest y
     * @param minZ      the box's smallest z
     * @param maxX      the box's largest x
     * @param maxY      the box's largest y
     * @param maxZ      the box's largest z
     * @param dest      the array to write into
     * @param offset    where the six values start in {@code dest}
     * @return {@code dest}
     * @throws IllegalArgumentException if the matrix is not affine or has a NaN or infinite element,
     *                                  a bound is NaN or infinite or a minimum exceeds its maximum,
     *                                  a result overflows, or the six values do not fit
     */
    public static double[] transform(Matrix4fc transform, double minX, double minY, double minZ,
                                     double maxX, double maxY, double maxZ, double[] dest, int offset) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(dest, "dest");
        requireAffine(transform.m03(), transform.m13(), transform.m23(), transform.m33());
        Checks.elements("dest", dest.length, "offset", offset, "6", 6);
        kernel(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(), transform.m12(),
                transform.m20(), transform.m21(), transform.m22(), transform.m30(), transform.m31(), transform.m32(),
                minX, minY, minZ, maxX, maxY, maxZ, dest, offset);
        return dest;
    }

    /**
     * The raw kernel for a 4x3 matrix; see {@link #transform(Matrix4dc, double, double, double,
     * double, double, double, double[], int)}.
     *
     * @param transform the affine transform
     * @param minX      the box's smallest x
     * @param minY      the box's smallest y
     * @param minZ      the box's smallest z
     * @param maxX      the box's largest x
     * @param maxY      the box's largest y
     * @param maxZ      the box's largest z
     * @param dest      the array to write into
     * @param offset    where the six values start in {@code dest}
     * @return {@code dest}
     * @throws IllegalArgumentException if the matrix has a NaN or infinite element, a bound is NaN or
     *                                  infinite or a minimum exceeds its maximum, a result overflows,
     *                                  or the six values do not fit
     */
    public static double[] transform(Matrix4x3dc transform, double minX, double minY, double minZ,
                                     double maxX, double maxY, double maxZ, double[] dest, int offset) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(dest, "dest");
        Checks.elements("dest", dest.length, "offset", offset, "6", 6);
        kernel(transform.m00(), transform.m01(), transform.m02(), transform.m10(), transform.m11(), transform.m12(),
                transform.m20(), transform.m21(), transform.m22(), transform.m30(), transform.m31(), transform.m32(),
                minX, minY, minZ, maxX, maxY, maxZ, dest, offset);
        return dest;
    }

    /**
     * The axis-aligned bounds of an oriented box, by the same rule: the box is the unit cube scaled
     * by its half-extents, rotated so that its axes are the columns of the linear part, and moved to
     * its centre, so the half-size along world x is {@code hx |axisX.x| + hy |axisY.x| + hz |axisZ.x|}
     * and likewise on y and z. This is what {@link Obb3d#aabb()} returns.
     *
     * @param box the oriented box
     * @return its bounds
     * @throws IllegalArgumentException if a bound overflows
     */
    public static Aabb3d bounds(Obb3d box) {
        Objects.requireNonNull(box, "box");
        double ex = box.hx * Math.abs(box.ux) + box.hy * Math.abs(box.vx) + box.hz * Math.abs(box.wx);
        double ey = box.hx * Math.abs(box.uy) + box.hy * Math.abs(box.vy) + box.hz * Math.abs(box.wy);
        double ez = box.hx * Math.abs(box.uz) + box.hy * Math.abs(box.vz) + box.hz * Math.abs(box.wz);
        return Aabb3d.trusted(
                Checks.finite("bounds minX", box.cx - ex), Checks.finite("bounds minY", box.cy - ey),
                Checks.finite("bounds minZ", box.cz - ez), Checks.finite("bounds maxX", box.cx + ex),
                Checks.finite("bounds maxY", box.cy + ey), Checks.finite("bounds maxZ", box.cz + ez));
    }

    /** Rejects a projective bottom row; 4x4 matrices only. */
    static void requireAffine(double m03, double m13, double m23, double m33) {
        if (m03 != 0 || m13 != 0 || m23 != 0 || m33 != 1) {
            throw new IllegalArgumentException("transform must be affine, with bottom row (m03, m13, m23, m33) = "
                    + "(0, 0, 0, 1), was (" + m03 + ", " + m13 + ", " + m23 + ", " + m33 + ")");
        }
    }

    private static Aabb3d checked(double m00, double m01, double m02, double m10, double m11, double m12,
                                  double m20, double m21, double m22, double m30, double m31, double m32, Aabb3d box) {
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
        double cx = 0.5 * box.minX + 0.5 * box.maxX;
        double cy = 0.5 * box.minY + 0.5 * box.maxY;
        double cz = 0.5 * box.minZ + 0.5 * box.maxZ;
        double ex = 0.5 * box.maxX - 0.5 * box.minX;
        double ey = 0.5 * box.maxY - 0.5 * box.minY;
        double ez = 0.5 * box.maxZ - 0.5 * box.minZ;
        double nx = row(m00, m10, m20, m30, cx, cy, cz);
        double ny = row(m01, m11, m21, m31, cx, cy, cz);
        double nz = row(m02, m12, m22, m32, cx, cy, cz);
        double fx = absRow(m00, m10, m20, ex, ey, ez);
        double fy = absRow(m01, m11, m21, ex, ey, ez);
        double fz = absRow(m02, m12, m22, ex, ey, ez);
        return Aabb3d.trusted(
                Checks.withinReach("transformed minX", nx - fx), Checks.withinReach("transformed minY", ny - fy),
                Checks.withinReach("transformed minZ", nz - fz), Checks.withinReach("transformed maxX", nx + fx),
                Checks.withinReach("transformed maxY", ny + fy), Checks.withinReach("transformed maxZ", nz + fz));
    }

    private static void kernel(double m00, double m01, double m02, double m10, double m11, double m12,
                               double m20, double m21, double m22, double m30, double m31, double m32,
                               double minX, double minY, double minZ, double maxX, double maxY, double maxZ,
                               double[] dest, int offset) {
        // Halves first: the centre and half-extent of any finite box are then finite.
        double cx = 0.5 * minX + 0.5 * maxX;
        double cy = 0.5 * minY + 0.5 * maxY;
        double cz = 0.5 * minZ + 0.5 * maxZ;
        double ex = 0.5 * maxX - 0.5 * minX;
        double ey = 0.5 * maxY - 0.5 * minY;
        double ez = 0.5 * maxZ - 0.5 * minZ;
        double nx = row(m00, m10, m20, m30, cx, cy, cz);
        double ny = row(m01, m11, m21, m31, cx, cy, cz);
        double nz = row(m02, m12, m22, m32, cx, cy, cz);
        double fx = absRow(m00, m10, m20, ex, ey, ez);
        double fy = absRow(m01, m11, m21, ex, ey, ez);
        double fz = absRow(m02, m12, m22, ex, ey, ez);
        double x0 = nx - fx;
        double y0 = ny - fy;
        double z0 = nz - fz;
        double x1 = nx + fx;
        double y1 = ny + fy;
        double z1 = nz + fz;
        // A NaN or infinity anywhere in the input reaches an output (0 * infinity is NaN), and Math.max
        // passes NaN on, so one test of the outputs covers the matrix, the bounds and the reach.
        double far = Math.max(Math.max(Math.max(Math.abs(x0), Math.abs(y0)), Math.max(Math.abs(z0), Math.abs(x1))),
                Math.max(Math.abs(y1), Math.abs(z1)));
        if (!(far <= Checks.MAX_REACH) || !(minX <= maxX && minY <= maxY && minZ <= maxZ)) {
            reject(new double[] {m00, m01, m02, m10, m11, m12, m20, m21, m22, m30, m31, m32},
                    new double[] {minX, minY, minZ, maxX, maxY, maxZ}, new double[] {x0, y0, z0, x1, y1, z1});
        }
        dest[offset] = x0;
        dest[offset + 1] = y0;
        dest[offset + 2] = z0;
        dest[offset + 3] = x1;
        dest[offset + 4] = y1;
        dest[offset + 5] = z1;
    }

    private static final String[] ELEMENTS = {"m00", "m01", "m02", "m10", "m11", "m12", "m20", "m21", "m22", "m30",
        "m31", "m32"};
    private static final String[] BOUNDS = {"minX", "minY", "minZ", "maxX", "maxY", "maxZ"};

    /**
     * The raw kernel's slow path, taken only for input it rejects: names the first bad argument in the
     * order the value API checks (matrix elements, then the bounds, then the result), and throws.
     */
    private static void reject(double[] elements, double[] bounds, double[] result) {
        for (int i = 0; i < 12; i++) {
            Checks.finite("transform." + ELEMENTS[i], elements[i]);
        }
        for (int i = 0; i < 6; i++) {
            Checks.withinReach(BOUNDS[i], bounds[i]);
        }
        for (int i = 0; i < 3; i++) {
            if (!(bounds[i] <= bounds[i + 3])) {
                throw new IllegalArgumentException(BOUNDS[i] + " must be <= " + BOUNDS[i + 3] + ", was " + BOUNDS[i]
                        + "=" + bounds[i] + " " + BOUNDS[i + 3] + "=" + bounds[i + 3]);
            }
        }
        for (int i = 0; i < 6; i++) {
            Checks.withinReach("transformed " + BOUNDS[i], result[i]);
        }
        throw new AssertionError("reject called for valid input");
    }

    /** One row of {@code M c + translation}. */
    private static double row(double a, double b, double c, double t, double x, double y, double z) {
        return a * x + b * y + c * z + t;
    }

    /** One row of {@code |M| e}. */
    private static double absRow(double a, double b, double c, double x, double y, double z) {
        return Math.abs(a) * x + Math.abs(b) * y + Math.abs(c) * z;
    }
}
