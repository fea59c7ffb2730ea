package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.oracle.RayTouch;
import io.github.obbkit.testkit.property.Gen;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.joml.Quaterniond;

/**
 * Generators of rays and boxes, and of the combinations that break ray-box tests. Each is a plain
 * function of a {@link RandomGenerator}; the families carry their name in {@link RayCase3d#family()}.
 *
 * <p>Boxes are centred within 10 units of the origin, turned by a uniformly random rotation (one in
 * eight with axes that are a signed permutation of the world's), with half-extents log-uniform in
 * {@code [0.01, 10]} or small integers. Directions have random lengths, log-uniform in
 * {@code [0.01, 100]}, because {@code t} is in units of the direction's length and an implementation
 * that normalises must be caught. The families:
 * <ul>
 * <li>{@link #aimed()}: from outside, through a random point inside the box: hits.</li>
 * <li>{@link #nearMiss()}: in a plane parallel to a supporting plane of the box (a face, an edge or a
 * corner), moved off it by {@code 1e-13} to {@code 1e-1} of the box's size, either way, or not at
 * all: straddles the boundary band.</li>
 * <li>{@link #axisParallel()}: along a world axis of a world-aligned box, or along a turned box's own
 * axis, with the origin inside, outside or exactly on the other slabs.</li>
 * <li>{@link #originInside()}: from a point inside the box, in any direction.</li>
 * <li>{@link #pointingAway()}: from outside, moving away from the box's nearest point: misses.</li>
 * <li>{@link #degenerate()}: boxes with one, two or three zero half-extents (rectangles, segments,
 * points), aimed at a point near them.</li>
 * <li>{@link #grazing()}: the exact touches of {@link #touches()}: a corner, an edge, a ray lying in a
 * face's plane.</li>
 * <li>{@link #farFromOrigin()}: any of the above moved together by {@code 1e3} to {@code 1e8}.</li>
 * </ul>
 */
public final class RayGenerators3d {
    private RayGenerators3d() {
    }

    // ------------------------------------------------------------------------------------ pieces

    /**
     * A uniformly random unit vector.
     *
     * @param random the random source
     * @return {@code {x, y, z}} of length 1
     */
    public static double[] unitVector(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        while (true) {
            double x = random.nextGaussian();
            double y = random.nextGaussian();
            double z = random.nextGaussian();
            double l = Math.sqrt(x * x + y * y + z * z);
            if (l > 1e-3) {
                return new double[] {x / l, y / l, z / l};
            }
        }
    }

    /**
     * A direction length, log-uniform in {@code [0.01, 100]}, and exactly 1 one time in ten.
     *
     * @param random the random source
     * @return the length
     */
    public static double directionLength(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        return random.nextDouble() < 0.1 ? 1 : Math.pow(10, random.nextDouble(-2, 2));
    }

    /**
     * A random direction of random length.
     *
     * @param random the random source
     * @return {@code {x, y, z}}
     */
    public static double[] direction(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        double[] u = unitVector(random);
        double l = directionLength(random);
        return new double[] {u[0] * l, u[1] * l, u[2] * l};
    }

    private static double extent(RandomGenerator random) {
        return random.nextDouble() < 0.15 ? 1 + random.nextInt(5) : Math.pow(10, random.nextDouble(-2, 1));
    }

    /**
     * Boxes centred within 10 units of the origin, with random rotations (one in eight a signed
     * permutation of the world axes) and half-extents in {@code [0.01, 10]}, none zero.
     *
     * @return the generator
     */
    public static Gen<Obb3d> box() {
        return random -> {
            double cx = random.nextDouble(-10, 10);
            double cy = random.nextDouble(-10, 10);
            double cz = random.nextDouble(-10, 10);
            return withAxes(random, cx, cy, cz, extent(random), extent(random), extent(random));
        };
    }

    private static Obb3d withAxes(RandomGenerator random, double cx, double cy, double cz, double hx, double hy,
                                  double hz) {
        if (random.nextInt(8) == 0) {
            double[][] a = signedPermutation(random);
            return Obb3d.fromAxes(cx, cy, cz, a[0][0], a[0][1], a[0][2], a[1][0], a[1][1], a[1][2], a[2][0], a[2][1],
                    a[2][2], hx, hy, hz);
        }
        // Four Gaussians normalised: a uniformly random unit quaternion.
        double qx = random.nextGaussian();
        double qy = random.nextGaussian();
        double qz = random.nextGaussian();
        double qw = random.nextGaussian();
        double n = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        if (!(n > 1e-6)) {
            qx = 0;
            qy = 0;
            qz = 0;
            qw = n = 1;
        }
        return Obb3d.of(cx, cy, cz, new Quaterniond(qx / n, qy / n, qz / n, qw / n), hx, hy, hz);
    }

    /** Rows: the box's axes, each a world axis with a sign, all three different. */
    private static double[][] signedPermutation(RandomGenerator random) {
        int[] p = {0, 1, 2};
        for (int i = 2; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        double[][] a = new double[3][3];
        for (int k = 0; k < 3; k++) {
            a[k][p[k]] = random.nextBoolean() ? 1 : -1;
        }
        return a;
    }

    private static double[][] axes(Obb3d b) {
        return new double[][] {{b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()}, {b.axisZx(), b.axisZy(), b.axisZz()}};
    }

    private static double[] half(Obb3d b) {
        return new double[] {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
    }

    /** The world point at local coordinates {@code l} of the box. */
    private static double[] at(Obb3d b, double[] l) {
        double[][] a = axes(b);
        return new double[] {b.centerX() + l[0] * a[0][0] + l[1] * a[1][0] + l[2] * a[2][0],
            b.centerY() + l[0] * a[0][1] + l[1] * a[1][1] + l[2] * a[2][1],
            b.centerZ() + l[0] * a[0][2] + l[1] * a[1][2] + l[2] * a[2][2]};
    }

    private static double radius(Obb3d b) {
        return Math.sqrt(b.halfExtentX() * b.halfExtentX() + b.halfExtentY() * b.halfExtentY()
                + b.halfExtentZ() * b.halfExtentZ());
    }

    /** The ray through {@code target} with direction {@code d}, starting {@code back} distance units before it. */
    private static Ray3d backFrom(double[] target, double[] d, double back) {
        double l = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        double t = back / l;
        return Ray3d.of(target[0] - t * d[0], target[1] - t * d[1], target[2] - t * d[2], d[0], d[1], d[2]);
    }

    // ------------------------------------------------------------------------------------ families

    /**
     * Rays from outside the box's bounding sphere through a random point inside the box: hits.
     *
     * @return the generator, family "aimed"
     */
    public static Gen<RayCase3d> aimed() {
        Gen<Obb3d> boxes = box();
        return random -> {
            Obb3d b = boxes.next(random);
            double[] h = half(b);
            double[] target = at(b, new double[] {random.nextDouble(-1, 1) * h[0], random.nextDouble(-1, 1) * h[1],
                random.nextDouble(-1, 1) * h[2]});
            double back = 2 * radius(b) + random.nextDouble(0.01, 20);
            return new RayCase3d(backFrom(target, direction(random), back), b, "aimed");
        };
    }

    /**
     * Rays in a plane parallel to a supporting plane of the box, which touches it at a face (the plane
     * of a face), an edge or a corner, moved off it by a relative {@code 1e-13} to {@code 1e-1} of the
     * box's size, outwards (a miss by that distance) or inwards (cutting the box), or not moved (a
     * touch).
     *
     * @return the generator, family "nearMiss"
     */
    public static Gen<RayCase3d> nearMiss() {
        Gen<Obb3d> boxes = box();
        return random -> {
            Obb3d b = boxes.next(random);
            double[][] a = axes(b);
            double[] h = half(b);
            double[] n;
            int kind = random.nextInt(3);
            if (kind == 0) {
                int k = random.nextInt(3);
                double s = random.nextBoolean() ? 1 : -1;
                n = new double[] {s * a[k][0], s * a[k][1], s * a[k][2]};
            } else if (kind == 1) {
                int i = random.nextInt(3);
                int j = (i + 1 + random.nextInt(2)) % 3;
                double phi = random.nextDouble(0, 2 * Math.PI);
                double c = Math.cos(phi);
                double s = Math.sin(phi);
                n = new double[] {c * a[i][0] + s * a[j][0], c * a[i][1] + s * a[j][1], c * a[i][2] + s * a[j][2]};
            } else {
                n = unitVector(random);
            }
            // The support point: on each axis the extreme the normal points to, or anywhere across.
            double[] l = new double[3];
            for (int k = 0; k < 3; k++) {
                double na = n[0] * a[k][0] + n[1] * a[k][1] + n[2] * a[k][2];
                l[k] = Math.abs(na) > 1e-9 ? Math.signum(na) * h[k] : random.nextDouble(-1, 1) * h[k];
            }
            double[] q = at(b, l);
            double size = radius(b);
            double u = random.nextDouble();
            double delta = u < 0.1 ? 0 : (u < 0.55 ? 1 : -1) * size * Math.pow(10, random.nextDouble(-13, -1));
            double[] x = {q[0] + delta * n[0], q[1] + delta * n[1], q[2] + delta * n[2]};
            double[] v = unitVector(random);
            double vn = v[0] * n[0] + v[1] * n[1] + v[2] * n[2];
            double[] d = {v[0] - vn * n[0], v[1] - vn * n[1], v[2] - vn * n[2]};
            double dl = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
            if (dl < 1e-6) {
                d = new double[] {a[(kind + 1) % 3][0], a[(kind + 1) % 3][1], a[(kind + 1) % 3][2]};
                dl = 1;
            }
            double length = directionLength(random);
            for (int k = 0; k < 3; k++) {
                d[k] *= length / dl;
            }
            double back = random.nextBoolean() ? 2 * size + random.nextDouble(0.01, 20) : random.nextDouble(-2, 2) * size;
            return new RayCase3d(backFrom(x, d, back), b, "nearMiss");
        };
    }

    /**
     * Rays parallel to two slabs: along a world axis of a box with world axes and half-integer
     * coordinates (so that "exactly on a face plane" is exact), or along a turned box's own axis (so
     * that the other two {@code axis · d} are rounding noise), with the origin inside, outside or on
     * the other slabs.
     *
     * @return the generator, family "axisParallel"
     */
    public static Gen<RayCase3d> axisParallel() {
        return random -> {
            double length = directionLength(random);
            int k = random.nextInt(3);
            double sign = random.nextBoolean() ? 1 : -1;
            if (random.nextBoolean()) {
                double[] c = {random.nextInt(-20, 21) / 2.0, random.nextInt(-20, 21) / 2.0, random.nextInt(-20, 21) / 2.0};
                double[] h = {random.nextInt(0, 11) / 2.0, random.nextInt(0, 11) / 2.0, random.nextInt(0, 11) / 2.0};
                Obb3d b = Obb3d.fromAxes(c[0], c[1], c[2], 1, 0, 0, 0, 1, 0, 0, 0, 1, h[0], h[1], h[2]);
                double[] o = new double[3];
                for (int j = 0; j < 3; j++) {
                    if (j == k) {
                        o[j] = c[j] - sign * (h[j] + random.nextInt(1, 20) / 2.0) * (random.nextInt(5) == 0 ? -1 : 1);
                    } else {
                        int where = random.nextInt(3);
                        double s = random.nextBoolean() ? 1 : -1;
                        o[j] = where == 0 ? c[j] + random.nextInt(-10, 11) / 20.0 * h[j]
                                : where == 1 ? c[j] + s * h[j] : c[j] + s * (h[j] + random.nextInt(1, 10) / 4.0);
                    }
                }
                double[] d = new double[3];
                d[k] = sign * length;
                return new RayCase3d(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]), b, "axisParallel");
            }
            Obb3d b = box().next(random);
            double[][] a = axes(b);
            double[] h = half(b);
            double[] l = new double[3];
            for (int j = 0; j < 3; j++) {
                double s = random.nextBoolean() ? 1 : -1;
                int where = random.nextInt(3);
                l[j] = j == k ? -sign * (h[j] + random.nextDouble(0.1, 10))
                        : where == 0 ? random.nextDouble(-1, 1) * h[j] : where == 1 ? s * h[j]
                        : s * h[j] * (1 + random.nextDouble(0.01, 1));
            }
            double[] o = at(b, l);
            double[] d = {sign * length * a[k][0], sign * length * a[k][1], sign * length * a[k][2]};
            return new RayCase3d(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]), b, "axisParallel");
        };
    }

    /**
     * Rays from a point strictly inside the box, in any direction.
     *
     * @return the generator, family "originInside"
     */
    public static Gen<RayCase3d> originInside() {
        Gen<Obb3d> boxes = box();
        return random -> {
            Obb3d b = boxes.next(random);
            double[] h = half(b);
            double[] o = at(b, new double[] {random.nextDouble(-0.999, 0.999) * h[0],
                random.nextDouble(-0.999, 0.999) * h[1], random.nextDouble(-0.999, 0.999) * h[2]});
            double[] d = direction(random);
            return new RayCase3d(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]), b, "originInside");
        };
    }

    /**
     * Rays from outside the box moving away from its nearest point ({@code d · n > 0} for the normal
     * {@code n} from that point to the origin): misses, however close the origin.
     *
     * @return the generator, family "pointingAway"
     */
    public static Gen<RayCase3d> pointingAway() {
        Gen<Obb3d> boxes = box();
        return random -> {
            Obb3d b = boxes.next(random);
            double[][] a = axes(b);
            double[] h = half(b);
            double[] v = unitVector(random);
            double reach = radius(b) * (random.nextBoolean() ? Math.pow(10, random.nextDouble(-8, 0)) : 1)
                    + random.nextDouble(0, 5);
            // A point outside: beyond the box along a random direction from a random surface point.
            double[] l = new double[3];
            for (int k = 0; k < 3; k++) {
                double s = v[0] * a[k][0] + v[1] * a[k][1] + v[2] * a[k][2];
                l[k] = Math.max(-h[k], Math.min(h[k], s * 10 * radius(b)));
            }
            double[] q = at(b, l);
            double[] o = {q[0] + reach * v[0], q[1] + reach * v[1], q[2] + reach * v[2]};
            // Its nearest point of the box, by clamping in local coordinates.
            double[] local = new double[3];
            for (int k = 0; k < 3; k++) {
                double s = (o[0] - b.centerX()) * a[k][0] + (o[1] - b.centerY()) * a[k][1]
                        + (o[2] - b.centerZ()) * a[k][2];
                local[k] = Math.max(-h[k], Math.min(h[k], s));
            }
            double[] near = at(b, local);
            double[] n = {o[0] - near[0], o[1] - near[1], o[2] - near[2]};
            double nl = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            if (!(nl > 0)) {
                n = v;
                nl = 1;
            }
            double[] w = unitVector(random);
            double spread = random.nextDouble(0, 3);
            double length = directionLength(random);
            double[] d = {(n[0] / nl + spread * w[0]) * length, (n[1] / nl + spread * w[1]) * length,
                (n[2] / nl + spread * w[2]) * length};
            double dn = (d[0] * n[0] + d[1] * n[1] + d[2] * n[2]) / nl;
            if (!(dn > 0)) {
                for (int k = 0; k < 3; k++) {
                    d[k] -= 2 * dn * n[k] / nl;
                }
            }
            return new RayCase3d(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]), b, "pointingAway");
        };
    }

    /**
     * Boxes with one zero half-extent (six in ten: rectangles), two (three in ten: segments) or three
     * (points), and rays aimed at a point of them (rectangles: at a point of their plane up to 30%
     * beyond their edges, so some miss).
     *
     * @return the generator, family "degenerate"
     */
    public static Gen<RayCase3d> degenerate() {
        return random -> {
            double[] h = {extent(random), extent(random), extent(random)};
            int zeros = random.nextInt(10) < 6 ? 1 : random.nextInt(4) < 3 ? 2 : 3;
            int first = random.nextInt(3);
            for (int i = 0; i < zeros; i++) {
                h[(first + i) % 3] = 0;
            }
            Obb3d b = withAxes(random, random.nextDouble(-10, 10), random.nextDouble(-10, 10),
                    random.nextDouble(-10, 10), h[0], h[1], h[2]);
            double reach = zeros == 1 ? 1.3 : 1;
            double[] target = at(b, new double[] {random.nextDouble(-reach, reach) * h[0],
                random.nextDouble(-reach, reach) * h[1], random.nextDouble(-reach, reach) * h[2]});
            double back = 2 * radius(b) + random.nextDouble(0.01, 20);
            return new RayCase3d(backFrom(target, direction(random), back), b, "degenerate");
        };
    }

    /**
     * Exact touches (see {@link RayTouch}): boxes with axes that are a signed permutation of the
     * world's and half-integer coordinates, and integer directions. A ray touching only a corner or
     * only an edge (the ray leaves through one face as it arrives through another), a ray lying in a
     * face's plane, and rays through a point of a box with zero extents (a rectangle, a segment, a
     * point), and rays that start exactly on a face heading in, along the face or out (touching at
     * {@code t = 0}), each with the parameter of the touch; for the corner, edge, face-plane, along and
     * out rays also the same ray moved one unit outwards, which misses. Every number is exact in
     * {@code float} too. Of these, only the rays heading in from the surface and the rays through a
     * point of a rectangle, segment or point box reach the inside of a box; the others touch only its
     * surface, and miss an open box ({@link #touchesOnlyTheSurface(String)}).
     *
     * @return the generator
     */
    public static Gen<RayTouch> touches() {
        return random -> {
            double[][] a = signedPermutation(random);
            double[] c = {random.nextInt(-40, 41) / 2.0, random.nextInt(-40, 41) / 2.0, random.nextInt(-40, 41) / 2.0};
            double[] h = {random.nextInt(1, 11) / 2.0, random.nextInt(1, 11) / 2.0, random.nextInt(1, 11) / 2.0};
            int kind = random.nextInt(9);
            String family = switch (kind) {
                case 0 -> "corner";
                case 1 -> "edge";
                case 2 -> "facePlane";
                case 3 -> "exactQuad";
                case 4 -> "exactSegment";
                case 5 -> "exactPoint";
                case 6 -> "onSurfaceIn";
                case 7 -> "onSurfaceAlong";
                default -> "onSurfaceOut";
            };
            int i = random.nextInt(3);
            int j = (i + 1 + random.nextInt(2)) % 3;
            int k = 3 - i - j;
            double si = random.nextBoolean() ? 1 : -1;
            double sj = random.nextBoolean() ? 1 : -1;
            double[] l = new double[3];
            double[] delta = new double[3];
            if (kind <= 1) {
                // Pinned to the faces +-i and +-j; leaving through i as t grows, through j as it falls.
                l[i] = si * h[i];
                l[j] = sj * h[j];
                l[k] = kind == 0 ? (random.nextBoolean() ? 1 : -1) * h[k] : halfStep(random, h[k]);
                delta[i] = si * random.nextInt(1, 4);
                delta[j] = -sj * random.nextInt(1, 4);
                delta[k] = random.nextInt(-3, 4);
            } else if (kind == 2) {
                l[i] = si * h[i];
                l[j] = halfStep(random, h[j]);
                l[k] = halfStep(random, h[k]);
                do {
                    delta[j] = random.nextInt(-3, 4);
                    delta[k] = random.nextInt(-3, 4);
                } while (delta[j] == 0 && delta[k] == 0);
            } else if (kind >= 6) {
                // The origin on face i, heading in (6), along the face (7) or out (8); touching at t = 0.
                // Heading in starts inside the face, off its edges, so that it reaches the box's inside.
                l[i] = si * h[i];
                l[j] = kind == 6 ? innerHalfStep(random, h[j]) : halfStep(random, h[j]);
                l[k] = kind == 6 ? innerHalfStep(random, h[k]) : halfStep(random, h[k]);
                delta[i] = kind == 6 ? -si * random.nextInt(1, 4) : kind == 7 ? 0 : si * random.nextInt(1, 4);
                do {
                    delta[j] = random.nextInt(-3, 4);
                    delta[k] = random.nextInt(-3, 4);
                } while (kind == 7 && delta[j] == 0 && delta[k] == 0);
            } else {
                int zeros = kind - 2;
                for (int z = 0; z < zeros; z++) {
                    h[(i + z) % 3] = 0;
                }
                for (int z = 0; z < 3; z++) {
                    l[z] = halfStep(random, h[z]);
                }
                do {
                    for (int z = 0; z < 3; z++) {
                        delta[z] = random.nextInt(-3, 4);
                    }
                } while (delta[0] == 0 && delta[1] == 0 && delta[2] == 0);
            }
            Obb3d b = Obb3d.fromAxes(c[0], c[1], c[2], a[0][0], a[0][1], a[0][2], a[1][0], a[1][1], a[1][2], a[2][0],
                    a[2][1], a[2][2], h[0], h[1], h[2]);
            double[] w = new double[3];
            double[] d = new double[3];
            for (int r = 0; r < 3; r++) {
                w[r] = c[r] + l[0] * a[0][r] + l[1] * a[1][r] + l[2] * a[2][r];
                d[r] = delta[0] * a[0][r] + delta[1] * a[1][r] + delta[2] * a[2][r];
            }
            double[] scales = {1, 2, 3, 0.5};
            double t = kind >= 6 ? 0 : scales[random.nextInt(scales.length)];
            Ray3d ray = Ray3d.of(w[0] - t * d[0], w[1] - t * d[1], w[2] - t * d[2], d[0], d[1], d[2]);
            Ray3d missing = null;
            if (kind <= 2 || kind >= 7) {
                missing = Ray3d.of(ray.originX() + si * a[i][0], ray.originY() + si * a[i][1],
                        ray.originZ() + si * a[i][2], d[0], d[1], d[2]);
            }
            return new RayTouch(ray, b, t, missing, family);
        };
    }

    /** A multiple of 1/2 strictly inside {@code (-h, h)}, for {@code h >= 1/2}. */
    private static double innerHalfStep(RandomGenerator random, double h) {
        int steps = (int) (2 * h) - 1;
        return random.nextInt(-steps, steps + 1) / 2.0;
    }

    /** A multiple of 1/2 in {@code [-h, h]}. */
    private static double halfStep(RandomGenerator random, double h) {
        int steps = (int) (2 * h);
        return random.nextInt(-steps, steps + 1) / 2.0;
    }

    /**
     * The exact touches of {@link #touches()} as cases: hits that no boundary band excuses.
     *
     * @return the generator, family "grazing"
     */
    public static Gen<RayCase3d> grazing() {
        Gen<RayTouch> touches = touches();
        return random -> touching(touches.next(random));
    }

    private static RayCase3d touching(RayTouch touch) {
        return new RayCase3d(touch.ray(), touch.box(), "grazing");
    }

    /**
     * Whether a family of {@link #touches()} touches the box only on its surface (so an open box is
     * missed), rather than reaching its inside.
     *
     * @param family the family of a {@link RayTouch}
     * @return true for "corner", "edge", "facePlane", "onSurfaceAlong" and "onSurfaceOut"
     */
    public static boolean touchesOnlyTheSurface(String family) {
        return switch (family) {
            case "corner", "edge", "facePlane", "onSurfaceAlong", "onSurfaceOut" -> true;
            default -> false;
        };
    }

    /**
     * Nearly parallel rays: along one of the box's axes, with the other two direction components tiny
     * but not zero ({@code 1e-12} to {@code 1e-3} of the length), starting well before the box just
     * outside or inside a face parallel to the ray, so that the tiny components decide whether, and
     * where along the box, the ray crosses that face. A kernel that treats "nearly parallel" as
     * parallel (a threshold on {@code axis · d} too large, or not scaled to the direction's length)
     * answers these wrongly.
     *
     * @return the generator, family "nearParallel"
     */
    public static Gen<RayCase3d> nearParallel() {
        Gen<Obb3d> boxes = box();
        return random -> {
            Obb3d b = boxes.next(random);
            double[][] a = axes(b);
            double[] h = half(b);
            int k = random.nextInt(3);
            int j = (k + 1 + random.nextInt(2)) % 3;
            int m = 3 - k - j;
            double sk = random.nextBoolean() ? 1 : -1;
            double sj = random.nextBoolean() ? 1 : -1;
            double eps = Math.pow(10, random.nextDouble(-12, -3));
            double back = h[k] + radius(b) * random.nextDouble(1, 10);
            // Where along the k axis the ray crosses the face sj of slab j: inside the box if |u| < 1.
            double u = random.nextDouble(-2, 2);
            double[] l = new double[3];
            double[] dl = new double[3];
            l[k] = -sk * back;
            dl[k] = sk;
            dl[j] = -sj * eps;
            l[j] = sj * (h[j] + eps * (back + u * h[k]));
            dl[m] = (random.nextBoolean() ? 1 : -1) * eps * random.nextDouble();
            l[m] = random.nextDouble(-0.9, 0.9) * h[m];
            double[] o = at(b, l);
            double length = directionLength(random);
            double[] d = new double[3];
            for (int r = 0; r < 3; r++) {
                d[r] = length * (dl[0] * a[0][r] + dl[1] * a[1][r] + dl[2] * a[2][r]);
            }
            return new RayCase3d(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]), b, "nearParallel");
        };
    }

    /**
     * Cases of the other families (aimed, near misses, origin inside, pointing away, degenerate boxes,
     * nearly parallel) with the direction's length far from 1: {@code 10^e} for {@code |e|} between 3
     * and {@code maxExponent}, either way. The hit or miss does not change, and {@code t} scales by the
     * inverse. A kernel that squares the length (or normalises through {@code 1 / sqrt(d · d)}) over-
     * or underflows there.
     *
     * @param maxExponent the largest decimal exponent of the length, at least 3: 150 for double-precision
     *                    kernels (squares stay finite), 15 for single precision
     * @return the generator, family "extremeLength"
     * @throws IllegalArgumentException if {@code maxExponent} is not in {@code [3, 150]}
     */
    public static Gen<RayCase3d> extremeLength(int maxExponent) {
        if (maxExponent < 3 || maxExponent > 150) {
            throw new IllegalArgumentException("maxExponent must be in [3, 150], was " + maxExponent);
        }
        Gen<RayCase3d> base = Gen.oneOf(aimed(), nearMiss(), originInside(), pointingAway(), degenerate(),
                nearParallel());
        return random -> {
            RayCase3d c = base.next(random);
            double e = random.nextDouble(3, maxExponent) * (random.nextBoolean() ? 1 : -1);
            double f = Math.pow(10, e) / c.ray().directionLength();
            Ray3d r = c.ray();
            return new RayCase3d(Ray3d.of(r.originX(), r.originY(), r.originZ(), r.directionX() * f,
                    r.directionY() * f, r.directionZ() * f), c.box(), "extremeLength");
        };
    }

    /**
     * Cases of the other families with ray and box moved together far from the origin, by
     * {@code 1e3} to {@code 1e8} along a random direction.
     *
     * @return the generator, family "farFromOrigin"
     */
    public static Gen<RayCase3d> farFromOrigin() {
        Gen<RayCase3d> base = Gen.oneOf(aimed(), nearMiss(), axisParallel(), originInside(), pointingAway(),
                degenerate());
        return random -> {
            RayCase3d c = base.next(random);
            double[] v = unitVector(random);
            double m = Math.pow(10, random.nextDouble(3, 8));
            double dx = Math.rint(v[0] * m);
            double dy = Math.rint(v[1] * m);
            double dz = Math.rint(v[2] * m);
            Ray3d r = c.ray();
            return new RayCase3d(Ray3d.of(r.originX() + dx, r.originY() + dy, r.originZ() + dz, r.directionX(),
                    r.directionY(), r.directionZ()), c.box().translated(dx, dy, dz), "farFromOrigin");
        };
    }

    /**
     * All the families, mixed: aimed, near misses and far-from-origin cases most often, direction
     * lengths up to {@code 1e±150}.
     *
     * @return the generator
     */
    public static Gen<RayCase3d> any() {
        return any(150);
    }

    /**
     * All the families, mixed, with the {@link #extremeLength(int) extreme direction lengths} limited
     * to {@code 10^±maxExponent}.
     *
     * @param maxExponent as for {@link #extremeLength(int)}
     * @return the generator
     * @throws IllegalArgumentException if {@code maxExponent} is not in {@code [3, 150]}
     */
    public static Gen<RayCase3d> any(int maxExponent) {
        return Gen.frequency(new double[] {3, 3, 1.5, 1.5, 1.5, 2, 1, 1.5, 1.5, 1.5},
                aimed(), nearMiss(), axisParallel(), originInside(), pointingAway(), degenerate(), grazing(),
                farFromOrigin(), nearParallel(), extremeLength(maxExponent));
    }

    // ------------------------------------------------------------------------------------ scenes

    /**
     * Scenes of up to {@code maxBoxes} boxes (at least one) in a cube whose side grows with the cube
     * root of their number, so the density stays about the same: random rotations, half-extents
     * between 0.1 and 3, one in twenty flat or a point, one in fifty an exact copy of an earlier box
     * (so that picks tie).
     *
     * @param maxBoxes the largest number of boxes, at least 1
     * @return the generator
     * @throws IllegalArgumentException if {@code maxBoxes < 1}
     */
    public static Gen<List<Obb3d>> scene(int maxBoxes) {
        if (maxBoxes < 1) {
            throw new IllegalArgumentException("maxBoxes must be >= 1, was " + maxBoxes);
        }
        return random -> {
            int n = 1 + random.nextInt(maxBoxes);
            return scene(random, n);
        };
    }

    /**
     * A scene of exactly {@code n} boxes; see {@link #scene(int)}.
     *
     * @param random the random source
     * @param n      the number of boxes, at least 1
     * @return the boxes
     */
    public static List<Obb3d> scene(RandomGenerator random, int n) {
        Objects.requireNonNull(random, "random");
        double side = 6 * Math.cbrt(n);
        List<Obb3d> boxes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            if (i > 0 && random.nextInt(50) == 0) {
                boxes.add(boxes.get(random.nextInt(i)));
                continue;
            }
            double[] h = {Math.pow(10, random.nextDouble(-1, 0.5)), Math.pow(10, random.nextDouble(-1, 0.5)),
                Math.pow(10, random.nextDouble(-1, 0.5))};
            if (random.nextInt(20) == 0) {
                int zeros = 1 + random.nextInt(3);
                for (int z = 0; z < zeros; z++) {
                    h[z] = 0;
                }
            }
            boxes.add(withAxes(random, random.nextDouble(0, side), random.nextDouble(0, side), random.nextDouble(0, side),
                    h[0], h[1], h[2]));
        }
        return boxes;
    }

    /**
     * Rays for a scene: aimed at a random point of a random box from anywhere around the scene (half
     * of them), along a world axis (one in five), from inside a box (one in ten), or in a random
     * direction.
     *
     * @param boxes the scene, not empty
     * @return the generator
     * @throws IllegalArgumentException if the scene is empty
     */
    public static Gen<Ray3d> sceneRay(List<Obb3d> boxes) {
        Objects.requireNonNull(boxes, "boxes");
        if (boxes.isEmpty()) {
            throw new IllegalArgumentException("boxes must not be empty, was " + boxes);
        }
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (Obb3d b : boxes) {
            double[] c = {b.centerX(), b.centerY(), b.centerZ()};
            for (int k = 0; k < 3; k++) {
                lo[k] = Math.min(lo[k], c[k]);
                hi[k] = Math.max(hi[k], c[k]);
            }
        }
        double margin = 0.25 * Math.max(Math.max(hi[0] - lo[0], hi[1] - lo[1]), Math.max(hi[2] - lo[2], 1));
        return random -> {
            Obb3d b = boxes.get(random.nextInt(boxes.size()));
            double[] h = half(b);
            double[] inBox = at(b, new double[] {random.nextDouble(-1, 1) * h[0], random.nextDouble(-1, 1) * h[1],
                random.nextDouble(-1, 1) * h[2]});
            double[] o = new double[3];
            for (int k = 0; k < 3; k++) {
                o[k] = random.nextDouble(lo[k] - margin, hi[k] + margin);
            }
            int kind = random.nextInt(10);
            double length = directionLength(random);
            if (kind < 5) {
                double[] d = {inBox[0] - o[0], inBox[1] - o[1], inBox[2] - o[2]};
                if (d[0] == 0 && d[1] == 0 && d[2] == 0) {
                    d[0] = 1;
                }
                return Ray3d.of(o[0], o[1], o[2], d[0] * length, d[1] * length, d[2] * length);
            } else if (kind < 7) {
                double[] d = new double[3];
                d[random.nextInt(3)] = (random.nextBoolean() ? 1 : -1) * length;
                return Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]);
            } else if (kind < 8) {
                double[] d = direction(random);
                return Ray3d.of(inBox[0], inBox[1], inBox[2], d[0], d[1], d[2]);
            }
            double[] d = direction(random);
            return Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]);
        };
    }
}
