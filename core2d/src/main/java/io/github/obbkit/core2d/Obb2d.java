package io.github.obbkit.core2d;

import static java.util.Objects.requireNonNull;

import io.github.obbkit.core2d.internal.Checks;
import java.util.Collection;
import org.joml.Matrix2d;
import org.joml.Matrix2dc;
import org.joml.Matrix2fc;
import org.joml.Matrix3x2dc;
import org.joml.Matrix3x2fc;
import org.joml.Vector2d;
import org.joml.Vector2dc;
import org.joml.Vector2fc;
import org.jspecify.annotations.Nullable;

/**
 * An immutable 2D oriented bounding box: a centre, a rotation whose <em>rows</em> are the box's
 * local X and Y axes (unit length, perpendicular), and non-negative half-extents along them.
 *
 * <p>The box is the closed set {@code center + s * axisX + t * axisY} for {@code |s| <= halfExtentX}
 * and {@code |t| <= halfExtentY}. With the angle {@code a} of {@link #of(double, double, double,
 * double, double)}, {@code axisX = (cos a, sin a)} and {@code axisY = (-sin a, cos a)}: the rotation
 * matrix stored by rows is the transpose of the usual column-axes rotation, as in the Slang
 * {@code OBB} struct this convention comes from. Half-extents may be zero: a box flat on one axis is
 * a segment, flat on both a point, and every routine handles them.
 *
 * <p>Instances are created by validating factories and never hold a caller's JOML object. NaN,
 * infinities, negative extents and axes that are not orthonormal within {@link #AXIS_TOLERANCE}
 * are rejected with an {@link IllegalArgumentException} that names the argument and its value, and
 * so is a box reaching further than {@link #MAX_REACH} from the origin, where sums inside the queries
 * could overflow.
 *
 * <p>{@link #equals(Object)} is exact on the stored doubles ({@code -0.0} is stored as {@code 0.0});
 * {@link #isCloseTo(Obb2d, double)} compares with an explicit tolerance. {@link #toString()} prints
 * Java source that recreates the box bit for bit, ready to paste into a test.
 */
public final class Obb2d {
    /**
     * How far from orthonormal the axes given to {@link #fromAxes} and the linear part of a matrix
     * given to {@link #fromTransform} may be: each axis length may differ from 1, and the cosine of
     * the angle between the axes from 0, by at most this much. Accepted axes are re-orthonormalised.
     * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core2d">Derived in docs/precision.md</a>.
     */
    public static final double AXIS_TOLERANCE = 1e-5;

    /**
     * The relative tolerance of {@link #fromCovariance}: the off-diagonal entries of a covariance
     * may differ by this much times its largest entry, and its smaller eigenvalue may be this much
     * times its largest entry below zero (it is then clamped to 0).
     * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core2d">Derived in docs/precision.md</a>.
     */
    public static final double COVARIANCE_TOLERANCE = 1e-6;

    /**
     * How far from the origin a box may reach: {@code |center.x| + halfExtentX + halfExtentY} and the
     * same for y must not exceed {@code 1e300}, or the factories throw. Within it no query overflows.
     * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core2d">Derived in docs/precision.md</a>.
     */
    public static final double MAX_REACH = Checks.MAX_REACH;

    final double cx;
    final double cy;
    final double ux;
    final double uy;
    final double vx;
    final double vy;
    final double hx;
    final double hy;

    /** Stores numbers a factory or companion has validated; only the reach is checked here, where no path skips it. */
    Obb2d(double cx, double cy, double ux, double uy, double vx, double vy, double hx, double hy) {
        BoxPoints2d.checkReach(cx, cy, hx, hy);
        this.cx = cx + 0.0;
        this.cy = cy + 0.0;
        this.ux = ux + 0.0;
        this.uy = uy + 0.0;
        this.vx = vx + 0.0;
        this.vy = vy + 0.0;
        this.hx = hx + 0.0;
        this.hy = hy + 0.0;
    }

    /**
     * Creates a box from its centre, rotation angle and half-extents.
     *
     * @param centerX     centre x
     * @param centerY     centre y
     * @param angle       rotation in radians, counter-clockwise: {@code axisX = (cos, sin)}
     * @param halfExtentX half-extent along the local X axis, at least 0
     * @param halfExtentY half-extent along the local Y axis, at least 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, or an extent is negative
     */
    public static Obb2d of(double centerX, double centerY, double angle, double halfExtentX, double halfExtentY) {
        return AxisFrames2d.fromAngle(centerX, centerY, angle, halfExtentX, halfExtentY);
    }

    /**
     * Creates a box from its centre, rotation angle and half-extents.
     *
     * @param center      the centre (copied)
     * @param angle       rotation in radians, counter-clockwise
     * @param halfExtents half-extents along the local X and Y axes, each at least 0 (copied)
     * @return the box
     * @throws IllegalArgumentException as {@link #of(double, double, double, double, double)}
     */
    public static Obb2d of(Vector2dc center, double angle, Vector2dc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(halfExtents, "halfExtents");
        return of(center.x(), center.y(), angle, halfExtents.x(), halfExtents.y());
    }

    /**
     * Creates a box from a single-precision centre and half-extents; computation is in double.
     *
     * @param center      the centre (copied)
     * @param angle       rotation in radians, counter-clockwise
     * @param halfExtents half-extents along the local X and Y axes, each at least 0 (copied)
     * @return the box
     * @throws IllegalArgumentException as {@link #of(double, double, double, double, double)}
     */
    public static Obb2d of(Vector2fc center, double angle, Vector2fc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(halfExtents, "halfExtents");
        return of(center.x(), center.y(), angle, halfExtents.x(), halfExtents.y());
    }

    /**
     * Creates a box from its centre, two axes and half-extents. The axes must be orthonormal within
     * {@link #AXIS_TOLERANCE}; they are then re-orthonormalised (the X axis is normalised, the Y axis
     * made perpendicular to it and normalised). A left-handed pair (a mirror) is kept as given: a
     * box is symmetric, so it describes the same set of points.
     *
     * @param centerX     centre x
     * @param centerY     centre y
     * @param axisXx      local X axis, x component
     * @param axisXy      local X axis, y component
     * @param axisYx      local Y axis, x component
     * @param axisYy      local Y axis, y component
     * @param halfExtentX half-extent along the local X axis, at least 0
     * @param halfExtentY half-extent along the local Y axis, at least 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, an extent is negative, or the
     *                                  axes are not orthonormal within {@link #AXIS_TOLERANCE}
     */
    public static Obb2d fromAxes(double centerX, double centerY, double axisXx, double axisXy,
                                 double axisYx, double axisYy, double halfExtentX, double halfExtentY) {
        return AxisFrames2d.fromAxes(centerX, centerY, axisXx, axisXy, axisYx, axisYy, halfExtentX, halfExtentY);
    }

    /**
     * Creates a box from a centre, two axes and half-extents given as JOML vectors (copied); a
     * left-handed pair (a mirror) is kept as given.
     *
     * @param center      the centre
     * @param axisX       the local X axis
     * @param axisY       the local Y axis
     * @param halfExtents half-extents along the two axes
     * @return the box
     * @throws IllegalArgumentException as {@link #fromAxes(double, double, double, double, double,
     *                                  double, double, double)}
     */
    public static Obb2d fromAxes(Vector2dc center, Vector2dc axisX, Vector2dc axisY, Vector2dc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(axisX, "axisX");
        requireNonNull(axisY, "axisY");
        requireNonNull(halfExtents, "halfExtents");
        return fromAxes(center.x(), center.y(), axisX.x(), axisX.y(), axisY.x(), axisY.y(),
                halfExtents.x(), halfExtents.y());
    }

    /**
     * Creates a box from single-precision vectors (copied); axes rounded to {@code float} are within
     * {@link #AXIS_TOLERANCE} and are re-orthonormalised in double. A left-handed pair is kept.
     *
     * @param center      the centre
     * @param axisX       the local X axis
     * @param axisY       the local Y axis
     * @param halfExtents half-extents along the two axes
     * @return the box
     * @throws IllegalArgumentException as {@link #fromAxes(double, double, double, double, double,
     *                                  double, double, double)}
     */
    public static Obb2d fromAxes(Vector2fc center, Vector2fc axisX, Vector2fc axisY, Vector2fc halfExtents) {
        requireNonNull(center, "center");
        requireNonNull(axisX, "axisX");
        requireNonNull(axisY, "axisY");
        requireNonNull(halfExtents, "halfExtents");
        return fromAxes(center.x(), center.y(), axisX.x(), axisX.y(), axisY.x(), axisY.y(),
                halfExtents.x(), halfExtents.y());
    }

    /**
     * Creates the box covering an axis-aligned rectangle exactly: same centre, world axes.
     *
     * @param aabb the rectangle
     * @return the box
     */
    public static Obb2d fromAabb(Aabb2d aabb) {
        return new Obb2d(requireNonNull(aabb, "aabb").centerX(), aabb.centerY(), 1, 0, 0, 1,
                aabb.halfExtentX(), aabb.halfExtentY());
    }

    /**
     * Creates the box that an affine transform makes of a local axis-aligned box: the box is
     * {@code M * p} for every point {@code p} of {@code local}. The transform's linear part must be a
     * rotation (or a mirror) times a non-negative scale per axis; the scale goes into the
     * half-extents and the translation into the centre. A shear, where the images of the local axes
     * are not perpendicular within {@link #AXIS_TOLERANCE}, is rejected. A scale of zero on one axis
     * flattens the box (that axis is then taken perpendicular to the other); zero on both gives a
     * point with world axes. A mirror (a negative determinant) gives a left-handed box, kept as
     * given: a box is symmetric about its centre, so it covers the same points.
     *
     * @param transform the local-to-world transform (JOML column convention: {@code m00, m01} is the
     *                  image of the local X axis)
     * @param local     the box in local coordinates
     * @return the box in world coordinates
     * @throws IllegalArgumentException if an element is NaN or infinite, or the transform shears
     */
    public static Obb2d fromTransform(Matrix3x2dc transform, Aabb2d local) {
        requireNonNull(transform, "transform");
        requireNonNull(local, "local");
        return AffineDecomposition2d.decompose(transform.m00(), transform.m01(), transform.m10(), transform.m11(),
                transform.m20(), transform.m21(), local);
    }

    /**
     * As {@link #fromTransform(Matrix3x2dc, Aabb2d)}, for a single-precision transform, which is read
     * into double before any arithmetic; a mirror gives a left-handed box, kept as given.
     *
     * @param transform the local-to-world transform
     * @param local     the box in local coordinates
     * @return the box in world coordinates
     * @throws IllegalArgumentException if an element is NaN or infinite, or the transform shears
     */
    public static Obb2d fromTransform(Matrix3x2fc transform, Aabb2d local) {
        requireNonNull(transform, "transform");
        requireNonNull(local, "local");
        return AffineDecomposition2d.decompose(transform.m00(), transform.m01(), transform.m10(), transform.m11(),
                transform.m20(), transform.m21(), local);
    }

    /**
     * Creates the k-sigma box of a 2D Gaussian: centred on the mean, with axes along the
     * covariance's eigenvectors and half-extents {@code k * sqrt(lambda)}. The box's X axis is the
     * major axis (largest eigenvalue), except for a diagonal covariance ({@code sxy == 0}), which
     * gives world axes exactly. It stays accurate when the eigenvalues are nearly equal (any axes are
     * then right) and when the covariance is nearly singular: a thin splat keeps its small width.
     *
     * @param meanX the mean's x
     * @param meanY the mean's y
     * @param sxx   variance along x, {@code Σ[0][0]}
     * @param sxy   covariance, {@code Σ[0][1] = Σ[1][0]}
     * @param syy   variance along y, {@code Σ[1][1]}
     * @param k     how many standard deviations the box covers, greater than 0
     * @return the box
     * @throws IllegalArgumentException if a value is NaN or infinite, {@code k <= 0}, or the covariance
     *                                  is not positive semi-definite within {@link #COVARIANCE_TOLERANCE}
     */
    public static Obb2d fromCovariance(double meanX, double meanY, double sxx, double sxy, double syy, double k) {
        return CovarianceFit2d.fit(meanX, meanY, sxx, sxy, syy, k);
    }

    /**
     * Creates the k-sigma box of a 2D Gaussian from a JOML covariance matrix, which must be symmetric
     * within {@link #COVARIANCE_TOLERANCE} times its largest entry (the off-diagonal entries are then
     * averaged). See {@link #fromCovariance(double, double, double, double, double, double)}.
     *
     * @param mean       the mean (copied)
     * @param covariance the 2x2 covariance (copied)
     * @param k          how many standard deviations the box covers, greater than 0
     * @return the box
     * @throws IllegalArgumentException if the covariance is asymmetric, indefinite or not finite, or
     *                                  {@code k <= 0}
     */
    public static Obb2d fromCovariance(Vector2dc mean, Matrix2dc covariance, double k) {
        requireNonNull(mean, "mean");
        requireNonNull(covariance, "covariance");
        return CovarianceFit2d.fitMatrix(mean.x(), mean.y(), covariance.m00(), covariance.m01(), covariance.m10(),
                covariance.m11(), k);
    }

    /**
     * Creates the k-sigma box of a 2D Gaussian from single-precision inputs; see
     * {@link #fromCovariance(Vector2dc, Matrix2dc, double)}.
     *
     * @param mean       the mean (copied)
     * @param covariance the 2x2 covariance (copied)
     * @param k          how many standard deviations the box covers, greater than 0
     * @return the box
     * @throws IllegalArgumentException if the covariance is asymmetric, indefinite or not finite, or
     *                                  {@code k <= 0}
     */
    public static Obb2d fromCovariance(Vector2fc mean, Matrix2fc covariance, double k) {
        requireNonNull(mean, "mean");
        requireNonNull(covariance, "covariance");
        return CovarianceFit2d.fitMatrix(mean.x(), mean.y(), covariance.m00(), covariance.m01(), covariance.m10(),
                covariance.m11(), k);
    }

    /**
     * The minimum-area rectangle of {@code count} points {@code (xy[offset + 2i], xy[offset + 2i + 1])}:
     * {@link PointFit2d#minimumArea(double[], int, int)}, which states the contract and the throws.
     *
     * @param xy     the coordinates, x and y interleaved
     * @param offset the index of the first point's x
     * @param count  the number of points, at least 1
     * @return the box, which contains every point
     */
    public static Obb2d fromPoints(double[] xy, int offset, int count) { return PointFit2d.minimumArea(xy, offset, count); }

    /**
     * The minimum-area rectangle of the points: {@link PointFit2d#minimumArea(Collection)}.
     *
     * @param points at least one point, read, never kept
     * @return the box, which contains every point
     */
    public static Obb2d fromPoints(Collection<? extends Vector2dc> points) { return PointFit2d.minimumArea(points); }

    /** {@return the centre's x} */
    public double centerX() { return cx; }

    /** {@return the centre's y} */
    public double centerY() { return cy; }

    /** {@return {@code axisX.x}, the x component of the local X axis: row 0, column 0 of the rotation} */
    public double axisXx() { return ux; }

    /** {@return {@code axisX.y}, the y component of the local X axis: row 0, column 1 of the rotation} */
    public double axisXy() { return uy; }

    /** {@return {@code axisY.x}, the x component of the local Y axis: row 1, column 0 of the rotation} */
    public double axisYx() { return vx; }

    /** {@return {@code axisY.y}, the y component of the local Y axis: row 1, column 1 of the rotation} */
    public double axisYy() { return vy; }

    /** {@return the half-extent along the local X axis} */
    public double halfExtentX() { return hx; }

    /** {@return the half-extent along the local Y axis} */
    public double halfExtentY() { return hy; }

    /** {@return the angle of the local X axis, {@code atan2(axisX.y, axisX.x)}, in {@code (-pi, pi]}} */
    public double angle() { return Math.atan2(uy, ux); }

    /**
     * Writes the centre into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector2d center(Vector2d dest) { return requireNonNull(dest, "dest").set(cx, cy); }

    /**
     * Writes the local X axis (row 0 of the rotation) into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector2d axisX(Vector2d dest) { return requireNonNull(dest, "dest").set(ux, uy); }

    /**
     * Writes the local Y axis (row 1 of the rotation) into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector2d axisY(Vector2d dest) { return requireNonNull(dest, "dest").set(vx, vy); }

    /**
     * Writes the half-extents into {@code dest}.
     *
     * @param dest the vector to overwrite
     * @return {@code dest}
     */
    public Vector2d halfExtents(Vector2d dest) { return requireNonNull(dest, "dest").set(hx, hy); }

    /**
     * Writes the rotation into {@code dest} so that its <em>rows</em> are the local axes: row 0 is
     * {@code (m00, m10)} = axisX and row 1 is {@code (m01, m11)} = axisY in JOML's column-major
     * naming. {@code dest.transform(v)} takes a world direction into local coordinates.
     *
     * @param dest the matrix to overwrite
     * @return {@code dest}
     */
    public Matrix2d rotation(Matrix2d dest) { return requireNonNull(dest, "dest").set(ux, vx, uy, vy); }

    /**
     * Writes the four corners into {@code dest[0..3]} in the order of local signs (-,-), (+,-),
     * (+,+), (-,+): counter-clockwise for a right-handed box. The vectors are overwritten.
     *
     * @param dest an array of at least 4 vectors
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 4 elements
     */
    public Vector2d[] corners(Vector2d[] dest) {
        Checks.length("dest", requireNonNull(dest, "dest").length, 4);
        return BoxPoints2d.corners(this, dest);
    }

    /**
     * Writes the four corners as {@code x0, y0, x1, y1, ...} into {@code dest[0..7]}, in the order of
     * {@link #corners(Vector2d[])}.
     *
     * @param dest an array of at least 8 elements
     * @return {@code dest}
     * @throws IllegalArgumentException if {@code dest} has fewer than 8 elements
     */
    public double[] corners(double[] dest) {
        Checks.length("dest", requireNonNull(dest, "dest").length, 8);
        return BoxPoints2d.corners(this, dest);
    }

    /**
     * Returns the smallest axis-aligned rectangle containing the box, by the absolute-value rule:
     * half-width {@code hx |axisX.x| + hy |axisY.x|}, half-height {@code hx |axisX.y| + hy |axisY.y|}
     * (for an angle {@code a}: {@code w |cos a| + h |sin a|}). It equals the min/max of the four
     * corners up to rounding, never trims a corner by more than one rounding, and needs no branch
     * on the quadrant of the angle.
     *
     * @return the bounds
     */
    public Aabb2d aabb() { return BoxPoints2d.bounds(this); }

    /**
     * Tests whether a point lies in the closed box, exactly (no tolerance): its offset from the centre,
     * projected on each axis, is at most the half-extent in absolute value. For a flat box a computed
     * point on it may round to either side; use {@link #contains(double, double, double)} then.
     *
     * @param x the point's x
     * @param y the point's y
     * @return true if inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(double x, double y) { return contains(x, y, 0); }

    /**
     * Tests whether a point lies in the box grown by {@code tolerance} along each of its axes.
     *
     * @param x         the point's x
     * @param y         the point's y
     * @param tolerance how far outside each face still counts, at least 0
     * @return true if {@code |d·axisX| <= hx + tolerance} and {@code |d·axisY| <= hy + tolerance}
     *         with {@code d} the point's offset from the centre
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, or the tolerance is negative,
     *                                  NaN or infinite
     */
    public boolean contains(double x, double y, double tolerance) {
        Checks.withinReach("x", x);
        Checks.withinReach("y", y);
        Checks.nonNegative("tolerance", tolerance);
        return BoxPoints2d.contains(this, x, y, tolerance);
    }

    /**
     * Tests whether a point lies in the closed box; Kotlin reads it as {@code p in box}.
     *
     * @param point the point
     * @return true if inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(Vector2dc point) { return contains(requireNonNull(point, "point").x(), point.y(), 0); }

    /**
     * Tests whether a single-precision point lies in the closed box; Kotlin reads it as
     * {@code p in box}.
     *
     * @param point the point
     * @return true if inside or on the boundary
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public boolean contains(Vector2fc point) { return contains(requireNonNull(point, "point").x(), point.y(), 0); }

    /**
     * Returns this box moved by {@code (dx, dy)}.
     *
     * @param dx the shift along world x
     * @param dy the shift along world y
     * @return the moved box
     * @throws IllegalArgumentException if a shift is NaN or infinite, or the new centre overflows
     */
    public Obb2d translated(double dx, double dy) {
        Checks.finite("dx", dx);
        Checks.finite("dy", dy);
        return new Obb2d(Checks.finite("translated centerX", cx + dx), Checks.finite("translated centerY", cy + dy),
                ux, uy, vx, vy, hx, hy);
    }

    /**
     * Returns this box moved by {@code offset}.
     *
     * @param offset the shift
     * @return the moved box
     * @throws IllegalArgumentException as {@link #translated(double, double)}
     */
    public Obb2d translated(Vector2dc offset) { return translated(requireNonNull(offset, "offset").x(), offset.y()); }

    /**
     * Returns this box turned by {@code angle} about its own centre.
     *
     * @param angle the turn in radians, counter-clockwise
     * @return the rotated box
     * @throws IllegalArgumentException if the angle is NaN or infinite
     */
    public Obb2d rotated(double angle) { return rotatedAbout(angle, cx, cy); }

    /**
     * Returns this box turned by {@code angle} about the point {@code (pivotX, pivotY)}: both the
     * centre and the axes turn.
     *
     * @param angle  the turn in radians, counter-clockwise
     * @param pivotX the pivot's x
     * @param pivotY the pivot's y
     * @return the rotated box
     * @throws IllegalArgumentException if a value is NaN or infinite
     */
    public Obb2d rotatedAbout(double angle, double pivotX, double pivotY) {
        return AxisFrames2d.rotated(this, angle, pivotX, pivotY);
    }

    /**
     * Tests whether this box and another share at least one point, by the 4-axis separating-axis
     * test of {@link Sat2d#intersects(Obb2d, Obb2d)}; touching counts.
     *
     * @param other the other box
     * @return true if they intersect
     */
    public boolean intersects(Obb2d other) { return Sat2d.intersects(this, requireNonNull(other, "other")); }

    /**
     * The minimum translation vector that pushes {@code other} out of this box; see
     * {@link Sat2d#mtv(Obb2d, Obb2d)}.
     *
     * @param other the box to push
     * @return the push, or {@code null} when the boxes are separated
     */
    public @Nullable Mtv2d mtv(Obb2d other) { return Sat2d.mtv(this, requireNonNull(other, "other")); }

    /**
     * Compares the stored representation with a tolerance: centre, axis components and
     * half-extents each within {@code tolerance}. Boxes that are equal as point sets but stored with
     * a flipped axis are not close in this sense.
     *
     * @param other     the other box
     * @param tolerance the largest absolute difference per component, at least 0
     * @return true if every component is within the tolerance
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(Obb2d other, double tolerance) {
        requireNonNull(other, "other");
        Checks.nonNegative("tolerance", tolerance);
        return Math.abs(cx - other.cx) <= tolerance && Math.abs(cy - other.cy) <= tolerance
                && Math.abs(ux - other.ux) <= tolerance && Math.abs(uy - other.uy) <= tolerance
                && Math.abs(vx - other.vx) <= tolerance && Math.abs(vy - other.vy) <= tolerance
                && Math.abs(hx - other.hx) <= tolerance && Math.abs(hy - other.hy) <= tolerance;
    }

    /**
     * Exact equality of the stored centre, axes and half-extents.
     *
     * @param o the other object
     * @return true if {@code o} is an {@code Obb2d} with bit-identical components
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Obb2d b
                && same(cx, b.cx) && same(cy, b.cy) && same(ux, b.ux) && same(uy, b.uy)
                && same(vx, b.vx) && same(vy, b.vy) && same(hx, b.hx) && same(hy, b.hy);
    }

    private static boolean same(double p, double q) {
        return Double.doubleToLongBits(p) == Double.doubleToLongBits(q);
    }

    @Override
    public int hashCode() {
        int h = Double.hashCode(cx);
        h = 31 * h + Double.hashCode(cy);
        h = 31 * h + Double.hashCode(ux);
        h = 31 * h + Double.hashCode(uy);
        h = 31 * h + Double.hashCode(vx);
        h = 31 * h + Double.hashCode(vy);
        h = 31 * h + Double.hashCode(hx);
        return 31 * h + Double.hashCode(hy);
    }

    /** @return Java source that recreates this box bit for bit through {@link #fromAxes} */
    @Override
    public String toString() {
        return "Obb2d.fromAxes(" + cx + ", " + cy + ", " + ux + ", " + uy + ", " + vx + ", " + vy + ", "
                + hx + ", " + hy + ")";
    }
}
