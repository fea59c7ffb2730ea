package io.github.obbkit.core3d;

import static java.util.Objects.requireNonNull;

import org.joml.Matrix3d;
import org.joml.Matrix3dc;
import org.joml.Matrix3fc;
import org.joml.Matrix4dc;
import org.joml.Matrix4fc;
import org.joml.Matrix4x3dc;
import org.joml.Quaterniondc;
import org.joml.Quaternionfc;
import org.joml.Vector3d;
import org.joml.Vector3dc;
import org.joml.Vector3fc;
import org.jspecify.annotations.Nullable;

/**
 * An immutable 3D oriented bounding box: a centre, a rotation whose <em>rows</em> are the box's
 * local X, Y and Z axes (unit length, mutually perpendicular), and non-negative half-extents along
 * them.
 *
 * <p>The box is the closed set {@code center + s * axisX + t * axisY + u * axisZ} for
 * {@code |s| <= halfExtentX}, {@code |t| <= halfExtentY}, {@code |u| <= halfExtentZ}: touching
 * counts. {@code axisXx()} .. {@code axisZz()} are the rotation's rows (axis first, component
 * second), so it takes world directions into local coordinates; from a quaternion {@code q}, the
 * axes are the columns of {@code q}'s matrix. Zero half-extents give a rectangle, a segment or a
 * point, which every routine handles. A left-handed (mirrored) set of axes is kept as given: a
 * box is symmetric, so it describes the same set of points.
 *
 * <p>Validating factories reject NaN, infinities, negative extents, axes not orthonormal within
 * {@link #AXIS_TOLERANCE}, shearing or projective matrices and indefinite covariances with an
 * {@link IllegalArgumentException} naming the argument and its value. No instance holds a
 * caller's JOML object; a JOML overload behaves as the overload it names, and a float one reads
 * its arguments into double before any arithmetic. A box fitted to points is {@link PointFit3d}'s.
 *
 * <p>{@link #equals(Object)} is exact on the stored doubles ({@code -0.0} is stored as {@code 0.0});
 * {@link #isCloseTo(Obb3d, double)} compares with an explicit tolerance. {@link #toString()} prints
 * Java source that recreates the box bit for bit, ready to paste into a test.
 */
public final class Obb3d {
    /**
     * How far from orthonormal the axes given to {@link #fromAxes}, the quaternion given to
     * {@link #of}, and the linear part of a matrix given to {@link #fromTransform} may be: each axis
     * length (or the quaternion's norm) may differ from 1, and the cosine of the angle between two
     * axes from 0, by at most this much; accepted axes are re-orthonormalised. Rotations rounded to
     * {@code float} pass, shears and non-unit axes do not. Why this value:
     * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core3d">precision.md</a>.
     */
    public static final double AXIS_TOLERANCE = AxisFrames3d.AXIS_TOLERANCE;

    /**
     * The relative tolerance of {@link #fromCovariance}: the off-diagonal entries of a covariance
     * matrix may differ from their mirror images by this much times its largest entry, and its
     * smallest eigenvalue may be this much times its largest entry below zero (it is then clamped to
     * 0). Why this value:
     * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core3d">precision.md</a>.
     */
    public static final double COVARIANCE_TOLERANCE = CovarianceFit3d.COVARIANCE_TOLERANCE;

    /**
     * How far from the origin a box may reach: {@code |center| + halfExtentX + halfExtentY +
     * halfExtentZ}, per coordinate, must not exceed {@code 1e300}, and the point queries take points
     * within it. Beyond it the factories throw; within it no query overflows. Why:
     * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core3d">precision.md</a>.
     */
    public static final double MAX_REACH = io.github.obbkit.core3d.internal.Checks.MAX_REACH;

    final double cx, cy, cz;
    final double ux, uy, uz;
    final double vx, vy, vz;
    final double wx, wy, wz;
    final double hx, hy, hz;

    /** For the construction companions, which have validated everything but the reach checked here. */
    Obb3d(double cx, double cy, double cz, double ux, double uy, double uz, double vx, double vy, double vz,
          double wx, double wy, double wz, double hx, double hy, double hz) {
        BoxQueries3d.checkReach(cx, cy, cz, hx, hy, hz);
        this.cx = cx + 0.0; this.cy = cy + 0.0; this.cz = cz + 0.0;
        this.ux = ux + 0.0; this.uy = uy + 0.0; this.uz = uz + 0.0;
        this.vx = vx + 0.0; this.vy = vy + 0.0; this.vz = vz + 0.0;
        this.wx = wx + 0.0; this.wy = wy + 0.0; this.wz = wz + 0.0;
        this.hx = hx + 0.0; this.hy = hy + 0.0; this.hz = hz + 0.0;
    }

    /**
     * Creates a box from its centre, a rotation quaternion and half-extents. The quaternion must
     * have unit norm within {@link #AXIS_TOLERANCE}; it is normalised.
     *
     * @param centerX     centre x
     * @param centerY     centre y
     * @param centerZ     centre z
     * @param rotation    the rotation from local to world
     * @param halfExtentX half-extent along the local X axis, at least 0
     * @param halfExtentY half-extent along the local Y axis, at least 0
     * @param halfExtentZ half-extent along the local Z axis, at least 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, an extent is negative, or the
     *                                  quaternion is not unit within {@link #AXIS_TOLERANCE}
     */
    public static Obb3d of(double centerX, double centerY, double centerZ, Quaterniondc rotation,
                           double halfExtentX, double halfExtentY, double halfExtentZ) {
        return AxisFrames3d.fromQuaternion(centerX, centerY, centerZ, rotation, halfExtentX, halfExtentY, halfExtentZ);
    }

    /**
     * Creates a box as {@link #of(double, double, double, Quaterniondc, double, double, double)}.
     *
     * @param center      the centre
     * @param rotation    the rotation from local to world
     * @param halfExtents half-extents along the local X, Y and Z axes, each at least 0
     * @return the box
     * @throws IllegalArgumentException as {@link #of(double, double, double, Quaterniondc, double, double, double)}
     */
    public static Obb3d of(Vector3dc center, Quaterniondc rotation, Vector3dc halfExtents) {
        return AxisFrames3d.fromQuaternion(center, rotation, halfExtents);
    }

    /**
     * Creates a box as {@link #of(double, double, double, Quaterniondc, double, double, double)}; a
     * quaternion normalised in {@code float} is within {@link #AXIS_TOLERANCE}.
     *
     * @param center      the centre
     * @param rotation    the rotation from local to world
     * @param halfExtents half-extents along the local X, Y and Z axes, each at least 0
     * @return the box
     * @throws IllegalArgumentException as {@link #of(double, double, double, Quaterniondc, double, double, double)}
     */
    public static Obb3d of(Vector3fc center, Quaternionfc rotation, Vector3fc halfExtents) {
        return AxisFrames3d.fromQuaternion(center, rotation, halfExtents);
    }

    /**
     * Creates a box from its centre, three axes and half-extents. The axes must be orthonormal within
     * {@link #AXIS_TOLERANCE}; Gram-Schmidt then re-orthonormalises them (X normalised, Y made
     * perpendicular to X and normalised, Z to both), leaving alone components already orthonormal to
     * within a few ulps, so that a box's own components give an equal box. A left-handed set is kept.
     *
     * @param centerX     centre x
     * @param centerY     centre y
     * @param centerZ     centre z
     * @param axisXx      local X axis, x component (rotation row 0, column 0)
     * @param axisXy      local X axis, y component
     * @param axisXz      local X axis, z component
     * @param axisYx      local Y axis, x component (rotation row 1, column 0)
     * @param axisYy      local Y axis, y component
     * @param axisYz      local Y axis, z component
     * @param axisZx      local Z axis, x component (rotation row 2, column 0)
     * @param axisZy      local Z axis, y component
     * @param axisZz      local Z axis, z component
     * @param halfExtentX half-extent along the local X axis, at least 0
     * @param halfExtentY half-extent along the local Y axis, at least 0
     * @param halfExtentZ half-extent along the local Z axis, at least 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, an extent is negative, or the
     *                                  axes are not orthonormal within {@link #AXIS_TOLERANCE}
     */
    public static Obb3d fromAxes(double centerX, double centerY, double centerZ,
                                 double axisXx, double axisXy, double axisXz,
                                 double axisYx, double axisYy, double axisYz,
                                 double axisZx, double axisZy, double axisZz,
                                 double halfExtentX, double halfExtentY, double halfExtentZ) {
        return AxisFrames3d.fromAxes(centerX, centerY, centerZ, axisXx, axisXy, axisXz, axisYx, axisYy, axisYz,
                axisZx, axisZy, axisZz, halfExtentX, halfExtentY, halfExtentZ);
    }

    /**
     * Creates a box as {@link #fromAxes(double, double, double, double, double, double, double, double,
     * double, double, double, double, double, double, double)}; a left-handed set is kept.
     *
     * @param center      the centre
     * @param axisX       the local X axis
     * @param axisY       the local Y axis
     * @param axisZ       the local Z axis
     * @param halfExtents half-extents along the three axes, each at least 0
     * @return the box
     * @throws IllegalArgumentException as the overload taking each component
     */
    public static Obb3d fromAxes(Vector3dc center, Vector3dc axisX, Vector3dc axisY, Vector3dc axisZ,
                                 Vector3dc halfExtents) {
        return AxisFrames3d.fromAxes(center, axisX, axisY, axisZ, halfExtents);
    }

    /**
     * Creates a box as {@link #fromAxes(Vector3dc, Vector3dc, Vector3dc, Vector3dc, Vector3dc)}; axes
     * rounded to {@code float} are within {@link #AXIS_TOLERANCE}. A left-handed set is kept.
     *
     * @param center      the centre
     * @param axisX       the local X axis
     * @param axisY       the local Y axis
     * @param axisZ       the local Z axis
     * @param halfExtents half-extents along the three axes, each at least 0
     * @return the box
     * @throws IllegalArgumentException as the overload taking each component
     */
    public static Obb3d fromAxes(Vector3fc center, Vector3fc axisX, Vector3fc axisY, Vector3fc axisZ,
                                 Vector3fc halfExtents) {
        return AxisFrames3d.fromAxes(center, axisX, axisY, axisZ, halfExtents);
    }

    /**
     * Creates the box covering an axis-aligned box exactly: same centre, world axes.
     *
     * @param aabb the axis-aligned box
     * @return the box
     */
    public static Obb3d fromAabb(Aabb3d aabb) {
        return new Obb3d(requireNonNull(aabb, "aabb").centerX(), aabb.centerY(), aabb.centerZ(),
                1, 0, 0, 0, 1, 0, 0, 0, 1, aabb.halfExtentX(), aabb.halfExtentY(), aabb.halfExtentZ());
    }

    /**
     * Creates the box that an affine transform makes of a local axis-aligned box: the box is
     * {@code M * p} for every point {@code p} of {@code local}.
     *
     * <p>The linear part must be a rotation (or mirror) times a scale per axis: its columns must be
     * perpendicular within {@link #AXIS_TOLERANCE} (cosine of their angle); a shear is rejected.
     * Column lengths become the half-extents, column directions the axes (a negative scale flips an
     * axis, a mirror gives a left-handed box), the translation the centre. A zero column flattens
     * the box, its axis completed right-handed from the others (the rules for two and three zero
     * columns: <a href="https://github.com/obbkit/obbkit/blob/main/docs/core3d.md#flattening-transforms">
     * core3d.md</a>). The bottom row must be exactly {@code (0, 0, 0, 1)}.
     *
     * @param transform the local-to-world transform (JOML column convention: {@code m00, m01, m02} is
     *                  the image of the local X axis, {@code m30, m31, m32} the translation)
     * @param local     the box in local coordinates
     * @return the box in world coordinates
     * @throws IllegalArgumentException if an element is NaN or infinite, the transform shears or
     *                                  projects, or the result overflows
     */
    public static Obb3d fromTransform(Matrix4dc transform, Aabb3d local) {
        return AffineDecomposition3d.fromTransform(transform, local);
    }

    /**
     * Creates a box as {@link #fromTransform(Matrix4dc, Aabb3d)}; a mirror gives a left-handed box.
     *
     * @param transform the local-to-world transform
     * @param local     the box in local coordinates
     * @return the box in world coordinates
     * @throws IllegalArgumentException as {@link #fromTransform(Matrix4dc, Aabb3d)}
     */
    public static Obb3d fromTransform(Matrix4fc transform, Aabb3d local) {
        return AffineDecomposition3d.fromTransform(transform, local);
    }

    /**
     * Creates a box as {@link #fromTransform(Matrix4dc, Aabb3d)} (a mirror gives a left-handed box);
     * a 4x3 matrix has no bottom row, so it is always affine.
     *
     * @param transform the local-to-world transform
     * @param local     the box in local coordinates
     * @return the box in world coordinates
     * @throws IllegalArgumentException if an element is NaN or infinite, the transform shears, or the
     *                                  result overflows
     */
    public static Obb3d fromTransform(Matrix4x3dc transform, Aabb3d local) {
        return AffineDecomposition3d.fromTransform(transform, local);
    }

    /**
     * Creates the k-sigma box of a 3D Gaussian: centred on the mean, with axes along the
     * covariance's eigenvectors and half-extents {@code k * sqrt(lambda)}.
     *
     * <p>Cyclic Jacobi (Golub and Van Loan 8.5): exact on a diagonal covariance (world axes in
     * order, half-extents exactly {@code k * sqrt(sxx)} ...), orthonormal when eigenvalues repeat,
     * accurate for small eigenvalues; otherwise axes sorted by decreasing eigenvalue, right-handed.
     * The covariance must be positive semi-definite within {@link #COVARIANCE_TOLERANCE} times its
     * largest entry; a slightly negative eigenvalue within it is clamped to 0 (a flat box).
     *
     * @param meanX the mean's x
     * @param meanY the mean's y
     * @param meanZ the mean's z
     * @param sxx   variance along x, {@code Σ[0][0]}
     * @param sxy   covariance of x and y, {@code Σ[0][1] = Σ[1][0]}
     * @param sxz   covariance of x and z, {@code Σ[0][2] = Σ[2][0]}
     * @param syy   variance along y, {@code Σ[1][1]}
     * @param syz   covariance of y and z, {@code Σ[1][2] = Σ[2][1]}
     * @param szz   variance along z, {@code Σ[2][2]}
     * @param k     how many standard deviations the box covers, greater than 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, {@code k <= 0}, or the covariance
     *                                  is not positive semi-definite within {@link #COVARIANCE_TOLERANCE}
     */
    public static Obb3d fromCovariance(double meanX, double meanY, double meanZ, double sxx, double sxy,
                                       double sxz, double syy, double syz, double szz, double k) {
        return CovarianceFit3d.fromCovariance(meanX, meanY, meanZ, sxx, sxy, sxz, syy, syz, szz, k);
    }

    /**
     * Creates a box as {@link #fromCovariance(double, double, double, double, double, double, double,
     * double, double, double)}; the matrix must be symmetric within {@link #COVARIANCE_TOLERANCE}
     * times its largest entry, and mirrored entries are then averaged.
     *
     * @param mean       the mean
     * @param covariance the 3x3 covariance
     * @param k          how many standard deviations the box covers, greater than 0
     * @return the box
     * @throws IllegalArgumentException if the covariance is asymmetric, indefinite or not finite, or
     *                                  {@code k <= 0}
     */
    public static Obb3d fromCovariance(Vector3dc mean, Matrix3dc covariance, double k) {
        return CovarianceFit3d.fromCovariance(mean, covariance, k);
    }

    /**
     * Creates a box as {@link #fromCovariance(Vector3dc, Matrix3dc, double)}.
     *
     * @param mean       the mean
     * @param covariance the 3x3 covariance
     * @param k          how many standard deviations the box covers, greater than 0
     * @return the box
     * @throws IllegalArgumentException as {@link #fromCovariance(Vector3dc, Matrix3dc, double)}
     */
    public static Obb3d fromCovariance(Vector3fc mean, Matrix3fc covariance, double k) {
        return CovarianceFit3d.fromCovariance(mean, covariance, k);
    }

    /** {@return the centre's x} */
    public double centerX() { return cx; }
    /** {@return the centre's y} */
    public double centerY() { return cy; }
    /** {@return the centre's z} */
    public double centerZ() { return cz; }
    /** {@return row 0, column 0 of the rotation: the x component of the local X axis} */
    public double axisXx() { return ux; }
    /** {@return row 0, column 1 of the rotation: the y component of the local X axis} */
    public double axisXy() { return uy; }
    /** {@return row 0, column 2 of the rotation: the z component of the local X axis} */
    public double axisXz() { return uz; }
    /** {@return row 1, column 0 of the rotation: the x component of the local Y axis} */
    public double axisYx() { return vx; }
    /** {@return row 1, column 1 of the rotation: the y component of the local Y axis} */
    public double axisYy() { return vy; }
    /** {@return row 1, column 2 of the rotation: the z component of the local Y axis} */
    public double axisYz() { return vz; }
    /** {@return row 2, column 0 of the rotation: the x component of the local Z axis} */
    public double axisZx() { return wx; }
    /** {@return row 2, column 1 of the rotation: the y component of the local Z axis} */
    public double axisZy() { return wy; }
    /** {@return row 2, column 2 of the rotation: the z component of the local Z axis} */
    public double axisZz() { return wz; }
    /** {@return the half-extent along the local X axis, at least 0} */
    public double halfExtentX() { return hx; }
    /** {@return the half-extent along the local Y axis, at least 0} */
    public double halfExtentY() { return hy; }
    /** {@return the half-extent along the local Z axis, at least 0} */
    public double halfExtentZ() { return hz; }

    /**
     * {@return {@code dest}, set to the centre}
     * @param dest the vector to overwrite
     */
    public Vector3d center(Vector3d dest) { return requireNonNull(dest, "dest").set(cx, cy, cz); }

    /**
     * {@return {@code dest}, set to the local X axis (row 0 of the rotation)}
     * @param dest the vector to overwrite
     */
    public Vector3d axisX(Vector3d dest) { return requireNonNull(dest, "dest").set(ux, uy, uz); }

    /**
     * {@return {@code dest}, set to the local Y axis (row 1 of the rotation)}
     * @param dest the vector to overwrite
     */
    public Vector3d axisY(Vector3d dest) { return requireNonNull(dest, "dest").set(vx, vy, vz); }

    /**
     * {@return {@code dest}, set to the local Z axis (row 2 of the rotation)}
     * @param dest the vector to overwrite
     */
    public Vector3d axisZ(Vector3d dest) { return requireNonNull(dest, "dest").set(wx, wy, wz); }

    /**
     * {@return {@code dest}, set to the half-extents}
     * @param dest the vector to overwrite
     */
    public Vector3d halfExtents(Vector3d dest) { return requireNonNull(dest, "dest").set(hx, hy, hz); }

    /**
     * Writes the rotation into {@code dest} with the local axes as its <em>rows</em> (JOML's {@code m00, m10,
     * m20} = axisX, ...): {@code dest.transform(v)} takes a world direction into local coordinates.
     *
     * @param dest the matrix to overwrite
     * @return {@code dest}
     */
    public Matrix3d rotation(Matrix3d dest) { return BoxQueries3d.rotation(this, dest); }

    /**
     * Writes the eight corners into the vectors {@code dest[0..7]}; corner {@code i} takes the sign of
     * the local X offset from bit 0 of {@code i}, Y from bit 1 and Z from bit 2 (bit clear means
     * minus): corner 0 is {@code center - hx*axisX - hy*axisY - hz*axisZ}, corner 7 the opposite one.
     *
     * @param dest an array of at least 8 vectors
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 8 elements
     */
    public Vector3d[] corners(Vector3d[] dest) { return BoxQueries3d.corners(this, requireNonNull(dest, "dest")); }

    /**
     * Writes the corners of {@link #corners(Vector3d[])}, in its order, as
     * {@code x0, y0, z0, x1, y1, z1, ...} into {@code dest[0..23]}.
     *
     * @param dest an array of at least 24 elements
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 24 elements
     */
    public double[] corners(double[] dest) { return BoxQueries3d.corners(this, requireNonNull(dest, "dest")); }

    /**
     * Returns the smallest axis-aligned box containing this box, by the absolute-value rule of
     * {@link AabbTransform#bounds(Obb3d)} (half-size along world x {@code hx |axisX.x| + hy |axisY.x| +
     * hz |axisZ.x|}): the min/max of the eight corners up to rounding, with no branch on orientation.
     *
     * @return the bounds
     * @throws IllegalArgumentException if a bound overflows
     */
    public Aabb3d aabb() { return AabbTransform.bounds(this); }

    /**
     * Tests whether a point lies in the box, exactly (no tolerance): its offset from the centre,
     * projected on each axis, is at most the half-extent in absolute value. For a flat box a computed
     * point on it may round to either side; use {@link #contains(double, double, double, double)} then.
     *
     * @param x the point's x
     * @param y the point's y
     * @param z the point's z
     * @return true if inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(double x, double y, double z) { return BoxQueries3d.contains(this, x, y, z); }

    /**
     * Tests whether a point lies in the box grown by {@code tolerance} along each of its axes.
     *
     * @param x         the point's x
     * @param y         the point's y
     * @param z         the point's z
     * @param tolerance how far outside each face still counts, at least 0
     * @return true if {@code |d·axis| <= halfExtent + tolerance} on each axis, with {@code d} the
     *         point's offset from the centre
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, or the tolerance is negative,
     *                                  NaN or infinite
     */
    public boolean contains(double x, double y, double z, double tolerance) {
        return BoxQueries3d.contains(this, x, y, z, tolerance);
    }

    /**
     * Tests as {@link #contains(double, double, double)}; Kotlin reads it as {@code p in box}.
     *
     * @param point the point
     * @return true if inside or on the boundary
     */
    public boolean contains(Vector3dc point) { return BoxQueries3d.contains(this, point); }

    /**
     * Tests as {@link #contains(double, double, double)}; Kotlin reads it as {@code p in box}.
     *
     * @param point the point
     * @return true if inside or on the boundary
     */
    public boolean contains(Vector3fc point) { return BoxQueries3d.contains(this, point); }

    /**
     * Writes the point of the box nearest to {@code (x, y, z)} into {@code dest}: the offset from the
     * centre is clamped to the half-extent along each axis. A point that
     * {@link #contains(double, double, double)} is returned unchanged, bit for bit.
     *
     * @param x    the point's x
     * @param y    the point's y
     * @param z    the point's z
     * @param dest the vector to overwrite
     * @return {@code dest}
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@link #MAX_REACH}
     */
    public Vector3d closestPoint(double x, double y, double z, Vector3d dest) {
        return BoxQueries3d.closestPoint(this, x, y, z, requireNonNull(dest, "dest"));
    }

    /**
     * Writes the point of the box nearest to {@code point} into {@code dest}, as
     * {@link #closestPoint(double, double, double, Vector3d)}.
     *
     * @param point the point
     * @param dest  the vector to overwrite (may be {@code point} itself)
     * @return {@code dest}
     * @throws IllegalArgumentException as {@link #closestPoint(double, double, double, Vector3d)}
     */
    public Vector3d closestPoint(Vector3dc point, Vector3d dest) {
        return closestPoint(requireNonNull(point, "point").x(), point.y(), point.z(), dest);
    }

    /**
     * The squared Euclidean distance from a point to the box: the sum over the three axes of the
     * squared amount by which the point's local coordinate exceeds the half-extent. Exactly 0 for a
     * point the box {@link #contains(double, double, double) contains}.
     *
     * @param x the point's x
     * @param y the point's y
     * @param z the point's z
     * @return the squared distance, at least 0 ({@code +Infinity} past the largest double)
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@link #MAX_REACH}
     */
    public double distanceSquared(double x, double y, double z) {
        return BoxQueries3d.distanceSquared(this, x, y, z);
    }

    /**
     * The squared distance from {@code point} to the box, as {@link #distanceSquared(double, double, double)}.
     *
     * @param point the point
     * @return the squared distance, at least 0 ({@code +Infinity} past the largest double)
     * @throws IllegalArgumentException as {@link #distanceSquared(double, double, double)}
     */
    public double distanceSquared(Vector3dc point) { return BoxQueries3d.distanceSquared(this, point); }

    /**
     * Returns this box moved by {@code (dx, dy, dz)}; axes and half-extents are unchanged.
     *
     * @param dx the shift along world x
     * @param dy the shift along world y
     * @param dz the shift along world z
     * @return the moved box
     * @throws IllegalArgumentException if a shift is NaN or infinite, or the new centre overflows
     */
    public Obb3d translated(double dx, double dy, double dz) { return BoxQueries3d.translated(this, dx, dy, dz); }

    /**
     * Returns this box moved by {@code offset}, as {@link #translated(double, double, double)}.
     *
     * @param offset the shift
     * @return the moved box
     * @throws IllegalArgumentException as {@link #translated(double, double, double)}
     */
    public Obb3d translated(Vector3dc offset) { return BoxQueries3d.translated(this, offset); }

    /**
     * Tests whether this box and another share at least one point, by the 15-axis separating-axis
     * test of {@link Sat3d#intersects(Obb3d, Obb3d)}.
     *
     * @param other the other box
     * @return true if they intersect
     */
    public boolean intersects(Obb3d other) { return Sat3d.intersects(this, requireNonNull(other, "other")); }

    /**
     * The minimum translation vector that pushes {@code other} out of this box; see
     * {@link Sat3d#mtv(Obb3d, Obb3d)}.
     *
     * @param other the box to push
     * @return the push, or {@code null} when the boxes are separated
     */
    public @Nullable Mtv3d mtv(Obb3d other) { return Sat3d.mtv(this, requireNonNull(other, "other")); }

    /**
     * Compares the stored representation with a tolerance: centre, axis components and half-extents
     * each within {@code tolerance}. Boxes that are equal as point sets but stored with a flipped or
     * permuted axis are not close in this sense.
     *
     * @param other     the other box
     * @param tolerance the largest absolute difference per component, at least 0
     * @return true if every component is within the tolerance
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(Obb3d other, double tolerance) { return BoxQueries3d.isCloseTo(this, other, tolerance); }

    /**
     * Exact equality of the stored centre, axes and half-extents.
     *
     * @param o the other object
     * @return true if {@code o} is an {@code Obb3d} with bit-identical components
     */
    @Override
    public boolean equals(@Nullable Object o) { return o instanceof Obb3d b && BoxQueries3d.sameBits(this, b); }

    /** {@return a hash consistent with the exact {@link #equals(Object)}} */
    @Override
    public int hashCode() { return BoxQueries3d.hash(this); }

    /**
     * Java source that recreates this box bit for bit through {@link #fromAxes(double, double, double,
     * double, double, double, double, double, double, double, double, double, double, double, double)},
     * which leaves already-orthonormal axes unchanged.
     *
     * @return {@code Obb3d.fromAxes(cx, cy, cz, axisX..., axisY..., axisZ..., hx, hy, hz)}
     */
    @Override
    public String toString() { return BoxQueries3d.source(this); }
}
