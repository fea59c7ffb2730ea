package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Gen;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;
import org.joml.Matrix3d;
import org.joml.Matrix3dc;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import java.util.random.RandomGenerator;

/**
 * Generators of 3D boxes and of the pairs that break box-box tests. Each is a plain function of a
 * {@link RandomGenerator}; the pair families carry their name in {@link ObbPair3d#family()}.
 *
 * <p><b>Rotations</b> are uniform (a uniformly distributed unit quaternion, Shoemake's method, not
 * three uniform Euler angles, which crowd the poles), with a share that keeps world axes exactly:
 * signed axis permutations (every component exactly 0 or ±1) and turns about a single world axis
 * (that axis kept exactly, its row and column exactly zero elsewhere). A rotation is handled as a
 * matrix whose <em>rows</em> are the box's axes, the convention of {@link Obb3d#rotation(Matrix3d)}.
 *
 * <p><b>Sizes</b> span decades (half-extents from {@code 1e-3} to {@code 1e3}, with zeros, round
 * integers and rare {@code 1e-6} and {@code 1e6}), and boxes are flattened to rectangles, segments
 * and points. Centres lie near the origin unless a family says otherwise.
 *
 * <p><b>Pair families.</b> {@code random} (about half overlapping), {@code nearTouching}
 * (bisection to touching along a random direction, then a relative nudge), {@code faceTouching} and
 * {@code edgeTouching} (built at a known face or edge contact, then nudged), {@code parallel},
 * {@code nearParallel} (whole boxes or single edges within {@code 1e-12..1e-6} rad of parallel),
 * {@code edgeEdgeOnly} (apart, but overlapping on all six face axes), {@code farFromOrigin},
 * {@code degenerate}, {@code nested} and {@code exactlyTouching}. {@link #pair()} mixes them.
 */
public final class Generators3d {
    /** The identity rotation: world axes in order. */
    private static final double[] IDENTITY = {1, 0, 0, 0, 1, 0, 0, 0, 1};

    private Generators3d() {
    }

    // ---------------------------------------------------------------------------------- rotations

    /**
     * Uniformly distributed rotations: a uniform unit quaternion (Shoemake, "Uniform random
     * rotations", Graphics Gems III) turned into a matrix.
     *
     * @return rotations whose rows are a box's axes
     */
    public static Gen<Matrix3d> uniformRotation() {
        return random -> toMatrix(uniformRotationRows(random));
    }

    /**
     * Rotations that keep world axes exactly: a signed permutation of the world axes (all three kept
     * as lines, every component exactly 0 or ±1), or a turn about one world axis by a uniform angle
     * or a multiple of 45 degrees (that axis kept exactly), sometimes followed by a signed
     * permutation.
     *
     * @return rotations whose rows are a box's axes
     */
    public static Gen<Matrix3d> axisKeepingRotation() {
        return random -> toMatrix(axisKeeping(random));
    }

    /**
     * The 48 signed permutations of the world axes, uniformly: every component exactly 0 or ±1, so
     * any box turned by one keeps its faces parallel to the world's, without rounding.
     *
     * @return rotations (and reflections, for an odd number of sign flips and swaps) whose rows are
     *         a box's axes
     */
    public static Gen<Matrix3d> signedPermutation() {
        return random -> toMatrix(signedPermutation(random));
    }

    /**
     * The rotations used by the box generators: three in four uniform, one in four axis-keeping.
     *
     * @return rotations whose rows are a box's axes
     */
    public static Gen<Matrix3d> rotation() {
        return random -> toMatrix(anyRotation(random));
    }

    static double[] anyRotation(RandomGenerator random) {
        return random.nextDouble() < 0.75 ? uniformRotationRows(random) : axisKeeping(random);
    }

    /**
     * A rotation drawn uniformly (Shoemake's subgroup method), as its nine elements, row-major: the
     * rows are the images of the world axes.
     *
     * @param random the source of randomness
     * @return the rotation's rows
     */
    public static double[] uniformRotationRows(RandomGenerator random) {
        double u1 = random.nextDouble();
        double u2 = 2 * Math.PI * random.nextDouble();
        double u3 = 2 * Math.PI * random.nextDouble();
        double a = Math.sqrt(1 - u1);
        double b = Math.sqrt(u1);
        return fromQuaternion(a * Math.sin(u2), a * Math.cos(u2), b * Math.sin(u3), b * Math.cos(u3));
    }

    /** Rows = the images of the world axes under the quaternion (the columns of its matrix). */
    static double[] fromQuaternion(double x, double y, double z, double w) {
        return new double[] {
            1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w),
            2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w),
            2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)};
    }

    static double[] axisKeeping(RandomGenerator random) {
        double u = random.nextDouble();
        if (u < 0.4) {
            return signedPermutation(random);
        }
        int axis = random.nextInt(3);
        double angle = random.nextDouble() < 0.3 ? random.nextInt(8) * (Math.PI / 4)
                : random.nextDouble() * 2 * Math.PI;
        double[] r = aboutWorldAxis(axis, angle);
        return u < 0.8 ? r : times(r, signedPermutation(random));
    }

    /** One of the 48 signed permutations of the world axes, exactly. */
    static double[] signedPermutation(RandomGenerator random) {
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int[] p = perms[random.nextInt(6)];
        double[] r = new double[9];
        for (int i = 0; i < 3; i++) {
            r[3 * i + p[i]] = random.nextBoolean() ? 1 : -1;
        }
        return r;
    }

    /** A turn about world axis {@code axis}: that row and column are exact. */
    static double[] aboutWorldAxis(int axis, double angle) {
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        int p = (axis + 1) % 3;
        int q = (axis + 2) % 3;
        double[] r = new double[9];
        r[3 * axis + axis] = 1;
        r[3 * p + p] = c;
        r[3 * p + q] = s;
        r[3 * q + p] = -s;
        r[3 * q + q] = c;
        return r;
    }

    /** The rotation about unit axis (kx, ky, kz) by {@code angle}, as a matrix acting on column vectors. */
    static double[] turn(double kx, double ky, double kz, double angle) {
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        double t = 1 - c;
        return new double[] {
            c + t * kx * kx, t * kx * ky - s * kz, t * kx * kz + s * ky,
            t * kx * ky + s * kz, c + t * ky * ky, t * ky * kz - s * kx,
            t * kx * kz - s * ky, t * ky * kz + s * kx, c + t * kz * kz};
    }

    /** Every axis (row) of {@code rows} turned by the column-vector rotation {@code q}. */
    static double[] turnRows(double[] q, double[] rows) {
        double[] out = new double[9];
        for (int i = 0; i < 3; i++) {
            for (int k = 0; k < 3; k++) {
                out[3 * i + k] = q[3 * k] * rows[3 * i] + q[3 * k + 1] * rows[3 * i + 1] + q[3 * k + 2] * rows[3 * i + 2];
            }
        }
        return out;
    }

    /** The matrix product {@code p q}. */
    static double[] times(double[] p, double[] q) {
        double[] out = new double[9];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                out[3 * i + j] = p[3 * i] * q[j] + p[3 * i + 1] * q[3 + j] + p[3 * i + 2] * q[6 + j];
            }
        }
        return out;
    }

    static Matrix3d toMatrix(double[] rows) {
        return new Matrix3d().setRow(0, rows[0], rows[1], rows[2]).setRow(1, rows[3], rows[4], rows[5])
                .setRow(2, rows[6], rows[7], rows[8]);
    }

    static double[] rows(Obb3d box) {
        return new double[] {box.axisXx(), box.axisXy(), box.axisXz(), box.axisYx(), box.axisYy(), box.axisYz(),
            box.axisZx(), box.axisZy(), box.axisZz()};
    }

    /**
     * A unit vector drawn uniformly on the sphere.
     *
     * @param random the source of randomness
     * @return {@code {x, y, z}}
     */
    public static double[] uniformDirection(RandomGenerator random) {
        double z = 2 * random.nextDouble() - 1;
        double phi = 2 * Math.PI * random.nextDouble();
        double r = Math.sqrt(Math.max(0, 1 - z * z));
        return new double[] {r * Math.cos(phi), r * Math.sin(phi), z};
    }

    // -------------------------------------------------------------------------------------- boxes

    /**
     * Creates a box from a rotation matrix whose rows are its axes.
     *
     * @param centerX     centre x
     * @param centerY     centre y
     * @param centerZ     centre z
     * @param rotation    the rotation, rows are the axes (as {@link Obb3d#rotation(Matrix3d)} writes)
     * @param halfExtentX half-extent along the first row
     * @param halfExtentY half-extent along the second row
     * @param halfExtentZ half-extent along the third row
     * @return the box, through {@link Obb3d#fromAxes(double, double, double, double, double, double,
     *         double, double, double, double, double, double, double, double, double)}
     * @throws IllegalArgumentException as {@code fromAxes}
     */
    public static Obb3d box(double centerX, double centerY, double centerZ, Matrix3dc rotation,
                            double halfExtentX, double halfExtentY, double halfExtentZ) {
        Objects.requireNonNull(rotation, "rotation");
        return Obb3d.fromAxes(centerX, centerY, centerZ, rotation.m00(), rotation.m10(), rotation.m20(),
                rotation.m01(), rotation.m11(), rotation.m21(), rotation.m02(), rotation.m12(), rotation.m22(),
                halfExtentX, halfExtentY, halfExtentZ);
    }

    static Obb3d box(double cx, double cy, double cz, double[] r, double hx, double hy, double hz) {
        return Obb3d.fromAxes(cx, cy, cz, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], hx, hy, hz);
    }

    static Obb3d withCenter(Obb3d b, double x, double y, double z) {
        return Obb3d.fromAxes(x, y, z, b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(),
                b.axisZz(), b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    static Obb3d withRows(Obb3d b, double[] r) {
        return box(b.centerX(), b.centerY(), b.centerZ(), r, b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    static Obb3d withExtents(Obb3d b, double hx, double hy, double hz) {
        return Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(),
                b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), hx, hy, hz);
    }

    /**
     * A box turned by the column-vector rotation {@code q} about a pivot: its axes turned, its
     * centre turned about the pivot.
     *
     * @param box the box
     * @param q   the rotation's nine elements, row-major
     * @param px  the pivot's x
     * @param py  the pivot's y
     * @param pz  the pivot's z
     * @return the turned box
     */
    public static Obb3d turnedAbout(Obb3d box, double[] q, double px, double py, double pz) {
        double x = box.centerX() - px;
        double y = box.centerY() - py;
        double z = box.centerZ() - pz;
        return box(px + (q[0] * x + q[1] * y + q[2] * z), py + (q[3] * x + q[4] * y + q[5] * z),
                pz + (q[6] * x + q[7] * y + q[8] * z), turnRows(q, rows(box)),
                box.halfExtentX(), box.halfExtentY(), box.halfExtentZ());
    }

    /**
     * Half-extents across decades: log-uniform in {@code [1e-3, 1e3]} mostly, and also zero, round
     * integers, and rarely {@code 1e-6} or {@code 1e6}.
     *
     * @return the generator
     */
    public static Gen<Double> extent() {
        return random -> {
            double u = random.nextDouble();
            if (u < 0.06) {
                return 0.0;
            } else if (u < 0.22) {
                return (double) (1 + random.nextInt(10));
            } else if (u < 0.24) {
                return 1e-6;
            } else if (u < 0.26) {
                return 1e6;
            }
            return Math.pow(10, random.nextDouble() * 6 - 3);
        };
    }

    /**
     * Boxes centred within {@code range} of the origin (each coordinate), with the rotations of
     * {@link #rotation()} and the half-extents of {@link #extent()}; one in ten is flat on one, two
     * or all three axes.
     *
     * @param range the largest absolute centre coordinate
     * @return the generator
     */
    public static Gen<Obb3d> obb(double range) {
        Gen<Double> extent = extent();
        return random -> {
            double cx = (random.nextDouble() * 2 - 1) * range;
            double cy = (random.nextDouble() * 2 - 1) * range;
            double cz = (random.nextDouble() * 2 - 1) * range;
            double[] h = {extent.next(random), extent.next(random), extent.next(random)};
            if (random.nextDouble() < 0.1) {
                flatten(h, random);
            }
            return box(cx, cy, cz, anyRotation(random), h[0], h[1], h[2]);
        };
    }

    /**
     * Boxes centred near the origin.
     *
     * @return boxes centred within 10 units of the origin
     */
    public static Gen<Obb3d> obb() {
        return obb(10);
    }

    /** Zeroes one, two or all three of the half-extents. */
    private static void flatten(double[] h, RandomGenerator random) {
        int zeros = 1 + random.nextInt(3);
        int first = random.nextInt(3);
        for (int k = 0; k < zeros; k++) {
            h[(first + k) % 3] = 0;
        }
    }

    private static Obb3d moderateBox(RandomGenerator random, double[] rows) {
        return box(0, 0, 0, rows, Math.pow(10, random.nextDouble() * 2 - 1), Math.pow(10, random.nextDouble() * 2 - 1),
                Math.pow(10, random.nextDouble() * 2 - 1));
    }

    static double circumradius(Obb3d box) {
        return Math.sqrt(box.halfExtentX() * box.halfExtentX() + box.halfExtentY() * box.halfExtentY()
                + box.halfExtentZ() * box.halfExtentZ());
    }

    static double extentSum(Obb3d a, Obb3d b) {
        return a.halfExtentX() + a.halfExtentY() + a.halfExtentZ() + b.halfExtentX() + b.halfExtentY()
                + b.halfExtentZ();
    }

    /**
     * A relative nudge: exactly 0 one time in seven, else ±10^u with u in [-12, -4]: uniform over
     * the whole range two times in five, otherwise uniform in [-5.5, -4], so that more than half of
     * the nudged pairs land outside a band of 10^-6 and can be decided.
     */
    static double nudge(RandomGenerator random) {
        double u = random.nextDouble();
        if (u < 0.15) {
            return 0;
        }
        double exponent = u < 0.49 ? -12 + 8 * random.nextDouble() : -5.5 + 1.5 * random.nextDouble();
        return (random.nextBoolean() ? 1 : -1) * Math.pow(10, exponent);
    }

    private static double[] offset(RandomGenerator random, double range) {
        return new double[] {(random.nextDouble() * 2 - 1) * range, (random.nextDouble() * 2 - 1) * range,
            (random.nextDouble() * 2 - 1) * range};
    }

    // --------------------------------------------------------------------- transforms and AABBs

    /**
     * Affine transforms for the absolute-value rule: mostly a rotation (uniform or axis-keeping)
     * times a scale per axis ({@code 10^-3..10^3}, negative two times in five, sometimes zero), also
     * pure rotations and general linear parts with random entries (shears); the translation is zero,
     * within 100 of the origin, or {@code 1e4..1e6} away. The bottom row is exactly {@code (0, 0, 0,
     * 1)}.
     *
     * @return the generator
     */
    public static Gen<Matrix4d> affine() {
        return random -> {
            double[] m = new double[9]; // m[3 * column + row], JOML's order
            double u = random.nextDouble();
            if (u < 0.15) {
                for (int i = 0; i < 9; i++) {
                    m[i] = (random.nextDouble() * 2 - 1) * 10;
                }
            } else {
                double[] r = anyRotation(random);
                for (int j = 0; j < 3; j++) {
                    double scale = 1;
                    if (u >= 0.3) {
                        double v = random.nextDouble();
                        scale = v < 0.08 ? 0 : (random.nextDouble() < 0.4 ? -1 : 1)
                                * Math.pow(10, random.nextDouble() * 6 - 3);
                    }
                    // Column j, the image of local axis j, is the box axis j scaled.
                    for (int k = 0; k < 3; k++) {
                        m[3 * j + k] = scale * r[3 * j + k];
                    }
                }
            }
            double w = random.nextDouble();
            double[] t = w < 0.15 ? new double[3] : w < 0.75 ? offset(random, 100) : far(random);
            return new Matrix4d(m[0], m[1], m[2], 0, m[3], m[4], m[5], 0, m[6], m[7], m[8], 0, t[0], t[1], t[2], 1);
        };
    }

    /**
     * Axis-aligned boxes: centred at the origin, within 100 of it, or {@code 1e4..1e6} away, with
     * the half-extents of {@link #extent()} (zero included, so also rectangles, segments and points).
     *
     * @return the generator
     */
    public static Gen<Aabb3d> aabb() {
        Gen<Double> extent = extent();
        return random -> {
            double w = random.nextDouble();
            double[] c = w < 0.15 ? new double[3] : w < 0.85 ? offset(random, 100) : far(random);
            return Aabb3d.fromCenter(c[0], c[1], c[2], extent.next(random), extent.next(random), extent.next(random));
        };
    }

    private static double[] far(RandomGenerator random) {
        double dist = Math.pow(10, 4 + 2 * random.nextDouble());
        double[] dir = uniformDirection(random);
        return new double[] {dist * dir[0], dist * dir[1], dist * dir[2]};
    }

    // -------------------------------------------------------------------------------------- pairs

    /**
     * Pairs placed at random distances, half of them overlapping: B's centre is A's plus a uniform
     * random direction times up to twice the distance at which the boxes would touch along it.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> randomPair() {
        Gen<Obb3d> box = obb(0);
        return random -> {
            Obb3d a = box.next(random);
            Obb3d b = box.next(random);
            double[] dir = uniformDirection(random);
            double dist = touchingDistance(a, b, dir) * random.nextDouble() * 2;
            double[] o = offset(random, 10);
            return new ObbPair3d(a.translated(o[0], o[1], o[2]),
                    b.translated(o[0] + dist * dir[0], o[1] + dist * dir[1], o[2] + dist * dir[2]), "random");
        };
    }

    /**
     * Pairs within a hair of touching: B is moved along a random direction from A's centre to where
     * the boxes touch (found by a bracketing search on {@link Oracles3d#separation}, see
     * {@link #touchingDistance}), then nudged along it by
     * {@code 1e-12} to {@code 1e-4} of the pair's size (the sum of its half-extents), either way, or
     * left exactly there.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> nearTouchingPair() {
        Gen<Obb3d> box = obb(0);
        return random -> {
            double[] o = offset(random, 10);
            Obb3d a = box.next(random).translated(o[0], o[1], o[2]);
            Obb3d b = box.next(random);
            return new ObbPair3d(a, touching(a, b, random), "nearTouching");
        };
    }

    /**
     * Pairs near-touching across a face of A: a point is chosen on one of A's faces, and B is placed
     * so that its support point in the direction into A (a corner, or an edge or face when B is
     * parallel to A) lies on that point, then moved along the face normal by a relative nudge of the
     * pair's size ({@code 1e-12..1e-4} either way, or none). Apart, the distance is the nudge.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> faceTouchingPair() {
        Gen<Obb3d> box = obb(0);
        return random -> {
            double[] o = offset(random, 10);
            Obb3d a = box.next(random).translated(o[0], o[1], o[2]);
            Obb3d b0 = box.next(random);
            if (random.nextDouble() < 0.3) {
                b0 = withRows(b0, times(signedPermutation(random), rows(a)));
            }
            double[] ra = rows(a);
            double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
            int i = random.nextInt(3);
            double sign = random.nextBoolean() ? 1 : -1;
            double[] n = {sign * ra[3 * i], sign * ra[3 * i + 1], sign * ra[3 * i + 2]};
            double[] p = {a.centerX(), a.centerY(), a.centerZ()};
            for (int k = 0; k < 3; k++) {
                double along = k == i ? sign * ha[k] : (random.nextDouble() * 1.8 - 0.9) * ha[k];
                for (int c = 0; c < 3; c++) {
                    p[c] += along * ra[3 * k + c];
                }
            }
            double[] support = support(b0, -n[0], -n[1], -n[2]);
            double g = nudge(random) * extentSum(a, b0);
            Obb3d b = withCenter(b0, p[0] + g * n[0] - support[0], p[1] + g * n[1] - support[1],
                    p[2] + g * n[2] - support[2]);
            return new ObbPair3d(a, b, "faceTouching");
        };
    }

    /**
     * Pairs near-touching edge to edge: a direction {@code n} perpendicular to an edge of A (and not
     * to A's other axes), so that A's farthest points along {@code n} are that edge, and a box B with
     * one axis perpendicular to {@code n}, so that its farthest points along {@code -n} are an edge;
     * B is placed with a point inside its edge on a point inside A's edge, then moved along
     * {@code n} by a relative nudge of the pair's size ({@code 1e-12..1e-4} either way, or none).
     * Apart, the distance is the nudge and the separating direction is an edge-edge axis.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> edgeTouchingPair() {
        Gen<Obb3d> box = obb(0);
        return random -> {
            double[] o = offset(random, 10);
            Obb3d a = box.next(random).translated(o[0], o[1], o[2]);
            Obb3d b = box.next(random);
            double g = nudge(random) * extentSum(a, b);
            return new ObbPair3d(a, edgeToEdge(a, b, g, Math.toRadians(3), random), "edgeTouching");
        };
    }

    /**
     * Places a copy of {@code b} (turned so that one of its edges faces A) at distance {@code gap}
     * from an edge of {@code a}, edge to edge; see {@link #edgeTouchingPair()}. Axis angles to the
     * contact normal stay {@code margin} away from 0 and 90 degrees.
     */
    static Obb3d edgeToEdge(Obb3d a, Obb3d b, double gap, double margin, RandomGenerator random) {
        double[] ra = rows(a);
        double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
        double[] hb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        int i = random.nextInt(3);
        int k = (i + 1) % 3;
        int l = (i + 2) % 3;
        double phi = margin + random.nextDouble() * (Math.PI / 2 - 2 * margin);
        double sk = (random.nextBoolean() ? 1 : -1) * Math.cos(phi);
        double sl = (random.nextBoolean() ? 1 : -1) * Math.sin(phi);
        double[] n = new double[3];
        for (int c = 0; c < 3; c++) {
            n[c] = sk * ra[3 * k + c] + sl * ra[3 * l + c];
        }
        // B's edge axis: any direction perpendicular to n; its other axes make an angle psi with n.
        double[] e = perpendicular(n);
        double[] f = cross(n, e);
        double chi = random.nextDouble() * 2 * Math.PI;
        double[] bj = new double[3];
        for (int c = 0; c < 3; c++) {
            bj[c] = Math.cos(chi) * e[c] + Math.sin(chi) * f[c];
        }
        double[] m = cross(n, bj);
        double psi = margin + random.nextDouble() * (Math.PI / 2 - 2 * margin);
        double[] p = new double[3];
        for (int c = 0; c < 3; c++) {
            p[c] = Math.cos(psi) * n[c] + Math.sin(psi) * m[c];
        }
        double[] q = cross(bj, p);
        int j = random.nextInt(3);
        double[] rb = new double[9];
        System.arraycopy(bj, 0, rb, 3 * j, 3);
        System.arraycopy(p, 0, rb, 3 * ((j + 1) % 3), 3);
        System.arraycopy(q, 0, rb, 3 * ((j + 2) % 3), 3);
        // A point inside A's edge (relative to A's centre) and inside B's edge (relative to B's).
        double[] pa = new double[3];
        double[] pb = new double[3];
        double t = (random.nextDouble() * 1.6 - 0.8) * ha[i];
        double s = (random.nextDouble() * 1.6 - 0.8) * hb[j];
        for (int c = 0; c < 3; c++) {
            pa[c] = Math.signum(sk) * ha[k] * ra[3 * k + c] + Math.signum(sl) * ha[l] * ra[3 * l + c]
                    + t * ra[3 * i + c];
            pb[c] = s * rb[3 * j + c];
        }
        for (int w = 1; w <= 2; w++) {
            int slot = (j + w) % 3;
            double along = rb[3 * slot] * n[0] + rb[3 * slot + 1] * n[1] + rb[3 * slot + 2] * n[2];
            double sg = along > 0 ? -1 : 1; // towards -n
            for (int c = 0; c < 3; c++) {
                pb[c] += sg * hb[slot] * rb[3 * slot + c];
            }
        }
        return box(a.centerX() + pa[0] + gap * n[0] - pb[0], a.centerY() + pa[1] + gap * n[1] - pb[1],
                a.centerZ() + pa[2] + gap * n[2] - pb[2], rb, hb[0], hb[1], hb[2]);
    }

    /**
     * Pairs separated only by an edge-edge axis: built as in {@link #edgeTouchingPair()} from boxes
     * of moderate size whose edges cross at angles away from 0 and 90 degrees (two boxes turned
     * about different axes, approaching edge to edge), at a distance of {@code 1e-5} to {@code 5e-2}
     * of the pair's size, and kept only when {@link Oracles3d#separation} is positive and well
     * outside any band while all six face axes ({@link Oracles3d#faceAxisGap}) still overlap. A test
     * that leaves out the nine edge-edge axes calls every one of them intersecting.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> edgeEdgeOnlyPair() {
        Gen<ObbPair3d> raw = random -> {
            double[] o = offset(random, 10);
            Obb3d a = moderateBox(random, uniformRotationRows(random)).translated(o[0], o[1], o[2]);
            Obb3d b = moderateBox(random, IDENTITY);
            double g = Math.pow(10, -5 + 3.7 * random.nextDouble()) * extentSum(a, b);
            return new ObbPair3d(a, edgeToEdge(a, b, g, Math.toRadians(15), random), "edgeEdgeOnly");
        };
        return raw.filter(Generators3d::isEdgeEdgeOnly, 200);
    }

    /**
     * Whether the pair is apart by more than {@code 2e-6} of its scale while overlapping on all six
     * face axes: separated only by an edge-edge axis.
     *
     * @param p the pair
     * @return true if only an edge-edge axis separates it
     */
    public static boolean isEdgeEdgeOnly(ObbPair3d p) {
        Objects.requireNonNull(p, "p");
        return Oracles3d.separation(p.a(), p.b()) > 2e-6 * Oracles3d.scale(p.a(), p.b())
                && Oracles3d.faceAxisGap(p.a(), p.b()) < 0;
    }

    /**
     * Pairs whose axes are parallel: B's axes an exact signed permutation of A's, or A's axes
     * recomputed through a quaternion (parallel up to rounding, with rounding that differs between
     * the boxes), then half the time moved to near-touching.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> parallelPair() {
        Gen<ObbPair3d> base = Gen.oneOf(randomPair(), nearTouchingPair());
        return random -> {
            ObbPair3d p = base.next(random);
            Obb3d a = p.a();
            double[] rb;
            if (random.nextDouble() < 0.7 || det(rows(a)) < 0) {
                rb = times(signedPermutation(random), rows(a));
            } else {
                Quaterniond q = new Quaterniond().setFromNormalized(toMatrix(rows(a)).transpose());
                rb = times(signedPermutation(random), fromQuaternion(q.x, q.y, q.z, q.w));
            }
            Obb3d b = withRows(p.b(), rb);
            if (random.nextBoolean()) {
                b = touching(a, b, random);
            }
            return new ObbPair3d(a, b, "parallel");
        };
    }

    /**
     * Pairs with nearly parallel axes or edges: B's axes are A's (permuted) turned by a tiny angle
     * of {@code 1e-12} to {@code 1e-6} radians about a random axis, either all of them or, half the
     * time, after B was turned about one of A's axes by a random angle, so that only one edge of B
     * is nearly parallel to one of A's; mostly moved to near-touching.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> nearParallelPair() {
        return random -> {
            ObbPair3d p = randomPair().next(random);
            Obb3d a = p.a();
            double[] ra = rows(a);
            double[] rb = times(signedPermutation(random), ra);
            if (random.nextBoolean()) {
                int i = random.nextInt(3);
                rb = turnRows(turn(ra[3 * i], ra[3 * i + 1], ra[3 * i + 2], random.nextDouble() * 2 * Math.PI), rb);
            }
            double[] k = uniformDirection(random);
            double tiny = Math.pow(10, -6 - 6 * random.nextDouble());
            rb = turnRows(turn(k[0], k[1], k[2], tiny), rb);
            Obb3d b = withRows(p.b(), rb);
            double u = random.nextDouble();
            if (u < 0.4) {
                b = touching(a, b, random);
            } else if (u < 0.7) {
                b = supportContact(a, b, random);
            }
            return new ObbPair3d(a, b, "nearParallel");
        };
    }

    /**
     * B moved so that its farthest corner along {@code -n} is a nudge beyond A's farthest corner
     * along {@code n}, for a random direction {@code n}: near contact, but not always the nearest.
     */
    private static Obb3d supportContact(Obb3d a, Obb3d b, RandomGenerator random) {
        double[] n = uniformDirection(random);
        double[] sa = support(a, n[0], n[1], n[2]);
        double[] sb = support(b, -n[0], -n[1], -n[2]);
        double g = nudge(random) * extentSum(a, b);
        return withCenter(b, a.centerX() + sa[0] + g * n[0] - sb[0], a.centerY() + sa[1] + g * n[1] - sb[1],
                a.centerZ() + sa[2] + g * n[2] - sb[2]);
    }

    /**
     * Pairs of the other families moved, together, {@code 1e4} to {@code 1e6} units from the origin.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> farFromOriginPair() {
        Gen<ObbPair3d> base = Gen.oneOf(randomPair(), nearTouchingPair(), parallelPair(), faceTouchingPair(),
                edgeTouchingPair());
        return random -> {
            ObbPair3d p = base.next(random);
            double dist = Math.pow(10, 4 + 2 * random.nextDouble());
            double[] dir = uniformDirection(random);
            return new ObbPair3d(p.a().translated(dist * dir[0], dist * dir[1], dist * dir[2]),
                    p.b().translated(dist * dir[0], dist * dir[1], dist * dir[2]), "farFromOrigin");
        };
    }

    /**
     * Pairs where A, and half the time B, is flat on one, two or three axes: a rectangle, a segment
     * or a point; half of them moved to near-touching.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> degeneratePair() {
        Gen<ObbPair3d> base = Gen.oneOf(randomPair(), nearTouchingPair(), faceTouchingPair(), edgeTouchingPair());
        return random -> {
            ObbPair3d p = base.next(random);
            Obb3d a = flat(p.a(), random);
            Obb3d b = random.nextBoolean() ? flat(p.b(), random) : p.b();
            if (random.nextBoolean()) {
                b = touching(a, b, random);
            }
            return new ObbPair3d(a, b, "degenerate");
        };
    }

    private static Obb3d flat(Obb3d box, RandomGenerator random) {
        double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        flatten(h, random);
        return withExtents(box, h[0], h[1], h[2]);
    }

    /**
     * Pairs where one box lies well inside the other (in either order).
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> nestedPair() {
        return random -> {
            double[] o = offset(random, 10);
            double[] ro = anyRotation(random);
            double[] h = {0.5 + 10 * random.nextDouble(), 0.5 + 10 * random.nextDouble(),
                0.5 + 10 * random.nextDouble()};
            Obb3d outer = box(o[0], o[1], o[2], ro, h[0], h[1], h[2]);
            double m = Math.min(h[0], Math.min(h[1], h[2]));
            // The inner box's circumradius is at most sqrt(3) * 0.3 m < 0.55 m, its clearance.
            double s = random.nextDouble() * 0.3 * m;
            double[] c = {o[0], o[1], o[2]};
            for (int k = 0; k < 3; k++) {
                double local = (random.nextDouble() * 2 - 1) * (h[k] - 0.55 * m);
                for (int d = 0; d < 3; d++) {
                    c[d] += local * ro[3 * k + d];
                }
            }
            Obb3d inner = box(c[0], c[1], c[2], anyRotation(random), s, s * random.nextDouble(),
                    s * random.nextDouble());
            return random.nextBoolean() ? new ObbPair3d(outer, inner, "nested") : new ObbPair3d(inner, outer, "nested");
        };
    }

    /**
     * Boxes with integer centres and half-extents, axis-aligned or turned by an exact signed axis
     * permutation, that touch exactly across a face, along an edge or at a corner: every number is
     * exact, so the answer must be "intersecting" (boxes are closed), with no band to hide in.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> exactlyTouchingPair() {
        return random -> {
            int[] ha = {random.nextInt(6), random.nextInt(6), random.nextInt(6)};
            int[] hb = {random.nextInt(6), random.nextInt(6), random.nextInt(6)};
            double[] ra = random.nextDouble() < 0.6 ? IDENTITY : signedPermutation(random);
            double[] rb = random.nextDouble() < 0.3 ? IDENTITY : signedPermutation(random);
            int[] wa = worldHalfWidths(ra, ha);
            int[] wb = worldHalfWidths(rb, hb);
            int[] ca = {random.nextInt(41) - 20, random.nextInt(41) - 20, random.nextInt(41) - 20};
            int axis = random.nextInt(3);
            int[] d = new int[3];
            for (int k = 0; k < 3; k++) {
                int reach = wa[k] + wb[k];
                // On the touching axis at the full reach; elsewhere anywhere in range, ends included
                // (an end there makes the contact an edge or a corner), with the ends drawn often.
                d[k] = k == axis ? (random.nextBoolean() ? reach : -reach)
                        : random.nextDouble() < 0.3 ? (random.nextBoolean() ? reach : -reach)
                        : random.nextInt(2 * reach + 1) - reach;
            }
            Obb3d a = box(ca[0], ca[1], ca[2], ra, ha[0], ha[1], ha[2]);
            Obb3d b = box(ca[0] + d[0], ca[1] + d[1], ca[2] + d[2], rb, hb[0], hb[1], hb[2]);
            return new ObbPair3d(a, b, "exactlyTouching");
        };
    }

    private static int[] worldHalfWidths(double[] r, int[] h) {
        int[] w = new int[3];
        for (int c = 0; c < 3; c++) {
            for (int k = 0; k < 3; k++) {
                w[c] += (int) Math.abs(r[3 * k + c]) * h[k];
            }
        }
        return w;
    }

    /**
     * Moves B of an {@link #exactlyTouchingPair()} straight away from A, along a world axis on which
     * they touch, by {@code distance}.
     *
     * @param touching a pair from {@link #exactlyTouchingPair()}
     * @param distance how far to move B
     * @return B, moved
     */
    public static Obb3d movedApart(ObbPair3d touching, double distance) {
        Objects.requireNonNull(touching, "touching");
        Obb3d a = touching.a();
        Obb3d b = touching.b();
        double[] d = {b.centerX() - a.centerX(), b.centerY() - a.centerY(), b.centerZ() - a.centerZ()};
        double[] ra = rows(a);
        double[] rb = rows(b);
        double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
        double[] hb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        for (int c = 0; c < 3; c++) {
            double reach = 0;
            for (int k = 0; k < 3; k++) {
                reach += Math.abs(ra[3 * k + c]) * ha[k] + Math.abs(rb[3 * k + c]) * hb[k];
            }
            if (Math.abs(d[c]) == reach) {
                double s = d[c] >= 0 ? distance : -distance;
                return b.translated(c == 0 ? s : 0, c == 1 ? s : 0, c == 2 ? s : 0);
            }
        }
        throw new IllegalArgumentException("touching must be a pair that touches along a world axis, was " + touching);
    }

    /**
     * The mixture used by obbkit's own properties: every family above, the hard ones weighted up so
     * that each is a sizeable share of the cases ({@code edgeEdgeOnly} about 8%).
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> pair() {
        return Gen.frequency(new double[] {3, 2, 1.5, 1.5, 1, 1.2, 1.2, 1, 1, 0.7, 0.5},
                randomPair(), nearTouchingPair(), faceTouchingPair(), edgeTouchingPair(), parallelPair(),
                nearParallelPair(), edgeEdgeOnlyPair(), farFromOriginPair(), degeneratePair(), nestedPair(),
                exactlyTouchingPair());
    }

    /**
     * The pairs of {@link #pair()} that intersect or touch according to {@link Oracles3d#separation},
     * for properties of the minimum translation vector.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> intersectingPair() {
        return pair().filter(p -> Oracles3d.separation(p.a(), p.b()) <= 0, 1000);
    }

    // ------------------------------------------------------------------------------------ helpers

    /**
     * Moves {@code b} along a random direction from {@code a}'s centre to where the boxes touch, then
     * nudges it by a tiny relative amount (or not at all).
     */
    static Obb3d touching(Obb3d a, Obb3d b, RandomGenerator random) {
        double[] dir = uniformDirection(random);
        double lo = touchingDistance(a, b, dir);
        double s = lo + nudge(random) * extentSum(a, b);
        return withCenter(b, a.centerX() + s * dir[0], a.centerY() + s * dir[1], a.centerZ() + s * dir[2]);
    }

    /**
     * How far B's centre can move from A's along the unit direction {@code dir} before the boxes
     * come apart: the last distance at which {@link Oracles3d#separation} is not positive, to within
     * an ulp or two. A bracketing search (false position with the Illinois rule, which keeps the
     * root bracketed like bisection but converges in a few steps on the oracle's piecewise-linear
     * separation, and halves the bracket whenever a step stalls).
     */
    static double touchingDistance(Obb3d a, Obb3d b, double[] dir) {
        double lo = 0;
        double hi = 2 * (circumradius(a) + circumradius(b)) + 1e-300;
        double flo = separationAt(a, b, dir, lo);
        double fhi = separationAt(a, b, dir, hi);
        if (flo > 0) {
            return 0; // cannot happen for closed boxes with a common centre; stay put
        }
        int side = 0;
        for (int i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
            double t = (flo * hi - fhi * lo) / (flo - fhi);
            if (!(t > lo && t < hi) || i % 4 == 3) {
                t = 0.5 * (lo + hi);
            }
            double f = separationAt(a, b, dir, t);
            if (f > 0) {
                hi = t;
                fhi = f;
                if (side == 1) {
                    flo *= 0.5;
                }
                side = 1;
            } else {
                lo = t;
                flo = f;
                if (f == 0) {
                    break;
                }
                if (side == -1) {
                    fhi *= 0.5;
                }
                side = -1;
            }
        }
        return lo;
    }

    private static double separationAt(Obb3d a, Obb3d b, double[] dir, double t) {
        return Oracles3d.separation(a, withCenter(b, a.centerX() + t * dir[0], a.centerY() + t * dir[1],
                a.centerZ() + t * dir[2]));
    }

    /** The point of {@code box} farthest along (x, y, z), relative to its centre: a corner. */
    static double[] support(Obb3d box, double x, double y, double z) {
        double[] r = rows(box);
        double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        double[] out = new double[3];
        for (int k = 0; k < 3; k++) {
            double along = r[3 * k] * x + r[3 * k + 1] * y + r[3 * k + 2] * z;
            double s = along >= 0 ? h[k] : -h[k];
            for (int c = 0; c < 3; c++) {
                out[c] += s * r[3 * k + c];
            }
        }
        return out;
    }

    static double det(double[] r) {
        return r[0] * (r[4] * r[8] - r[5] * r[7]) - r[1] * (r[3] * r[8] - r[5] * r[6])
                + r[2] * (r[3] * r[7] - r[4] * r[6]);
    }

    private static double[] perpendicular(double[] n) {
        int k = Math.abs(n[0]) < 0.6 ? 0 : Math.abs(n[1]) < 0.6 ? 1 : 2;
        double[] e = {-n[k] * n[0], -n[k] * n[1], -n[k] * n[2]};
        e[k] += 1;
        double len = Math.sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
        return new double[] {e[0] / len, e[1] / len, e[2] / len};
    }

    private static double[] cross(double[] u, double[] v) {
        double[] c = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
        double len = Math.sqrt(c[0] * c[0] + c[1] * c[1] + c[2] * c[2]);
        return new double[] {c[0] / len, c[1] / len, c[2] / len};
    }
}
