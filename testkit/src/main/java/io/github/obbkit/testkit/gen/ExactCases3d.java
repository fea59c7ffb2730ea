package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.oracle.Oracles3d;
import java.util.random.RandomGenerator;
import org.joml.Matrix3d;
import org.joml.Vector3d;

/**
 * Cases for predicates that claim to be exact (no band): pairs and points on or within a hair of the
 * boundary, where any rounding shows. Each family labels its cases, so a property can require that
 * none goes missing:
 * <ul>
 * <li>{@code mixture}: every family of {@link Generators3d#pair()};</li>
 * <li>{@code integerTouching}: integer boxes that touch exactly (face, edge, corner), or are moved
 *     apart or into each other by one unit or by {@code 2^-30};</li>
 * <li>{@code tilted}: a touching pair with B turned about its centre by {@code 1e-12} rad (or less,
 *     down to {@code 1e-15}), or parallel axes with one component moved by an ulp: near-parallel
 *     edges within a hair of touching;</li>
 * <li>{@code fastBand}: touching pairs moved by {@code 1e-16} to {@code 1e-6} of their scale, inside
 *     the band of obbkit's default {@code Sat3d.intersects};</li>
 * <li>{@code zeroExtent}: flat boxes, segments and points, coplanar flat boxes (both in one plane
 *     {@code z = c}), coplanar segments of tilted frames, collinear segments, and points on them;</li>
 * <li>{@code scaled}: any of the above scaled by {@code 2^k}, {@code k} from {@code -1000} to
 *     {@code 900}: huge, tiny and subnormal numbers.</li>
 * </ul>
 */
public final class ExactCases3d {
    private ExactCases3d() {
    }

    /**
     * The mixture of every family, the hard ones weighted up.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> pair() {
        Gen<ObbPair3d> base = Gen.frequency(new double[] {2, 2, 1.5, 1.5, 2},
                Generators3d.pair().map(p -> new ObbPair3d(p.a(), p.b(), "mixture")), integerTouching(), tilted(),
                fastBand(), zeroExtent());
        return Gen.frequency(new double[] {5, 1}, base, scaled(base));
    }

    /**
     * Integer boxes that touch exactly, or are one unit or {@code 2^-30} apart or into each other.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> integerTouching() {
        return random -> {
            ObbPair3d p = Generators3d.exactlyTouchingPair().next(random);
            double[] moves = {0, 0, 0, 1, -1, 0x1p-30, -0x1p-30};
            double d = moves[random.nextInt(moves.length)];
            return new ObbPair3d(p.a(), d == 0 ? p.b() : Generators3d.movedApart(p, d), "integerTouching");
        };
    }

    /**
     * Touching pairs (face, edge or exact) with B turned about its centre by {@code 1e-15} to
     * {@code 1e-12} rad about a random axis, so that its edges are nearly parallel to A's.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> tilted() {
        Gen<ObbPair3d> touching = Gen.oneOf(Generators3d.exactlyTouchingPair(), Generators3d.faceTouchingPair(),
                Generators3d.edgeTouchingPair(), Generators3d.parallelPair());
        return random -> {
            if (random.nextInt(3) == 0) {
                return ulpTilted(random);
            }
            ObbPair3d p = touching.next(random);
            double angle = Math.pow(10, -12 - 3 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1);
            if (random.nextBoolean()) {
                angle = 1e-12;
            }
            Vector3d k = direction(random);
            return new ObbPair3d(p.a(), turned(p.b(), new Matrix3d().rotation(angle, k)), "tilted");
        };
    }

    /**
     * A pair with axes parallel up to an ulp: B's rows are a signed permutation of A's with one
     * component moved by one ulp (a tilt of about {@code 1e-16} rad, below what two rounded products
     * can show), often touching.
     */
    private static ObbPair3d ulpTilted(RandomGenerator random) {
        ObbPair3d p = Generators3d.parallelPair().next(random);
        Obb3d b = p.b();
        double[] r = {b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(),
            b.axisZz()};
        int k = random.nextInt(9);
        r[k] = random.nextBoolean() ? Math.nextUp(r[k]) : Math.nextDown(r[k]);
        Obb3d tilted = Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), r[0], r[1], r[2], r[3], r[4], r[5], r[6],
                r[7], r[8], b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
        return new ObbPair3d(p.a(), tilted, "tilted");
    }

    /**
     * Touching pairs moved along a random direction by {@code 1e-16} to {@code 1e-6} of the pair's
     * scale: inside {@code Sat3d.boundaryBand}.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> fastBand() {
        Gen<ObbPair3d> touching = Gen.oneOf(Generators3d.exactlyTouchingPair(), Generators3d.faceTouchingPair(),
                Generators3d.edgeTouchingPair(), Generators3d.nearParallelPair(), Generators3d.edgeEdgeOnlyPair());
        return random -> {
            ObbPair3d p = touching.next(random);
            double s = Oracles3d.scale(p.a(), p.b()) * Math.pow(10, -16 + 10 * random.nextDouble());
            Vector3d k = direction(random).mul(s);
            return new ObbPair3d(p.a(), p.b().translated(k.x, k.y, k.z), "fastBand");
        };
    }

    /**
     * Boxes with zero extents: rectangles, segments and points, among them coplanar rectangles in one
     * plane {@code z = c} and segments on one line, touching or a hair apart.
     *
     * @return the generator
     */
    public static Gen<ObbPair3d> zeroExtent() {
        return random -> {
            int kind = random.nextInt(5);
            if (kind == 4) {
                return coplanarSegments(random);
            }
            if (kind == 0) {
                ObbPair3d p = Generators3d.degeneratePair().next(random);
                return new ObbPair3d(p.a(), p.b(), "zeroExtent");
            }
            if (kind == 1) {
                // Coplanar rectangles in the plane z = c: rows with exact zero z components.
                double c = random.nextInt(9) - 4;
                Obb3d a = inPlane(random, c, random.nextInt(5) - 2, random.nextInt(5) - 2);
                Obb3d b = inPlane(random, c, random.nextInt(9) - 4, random.nextInt(9) - 4);
                return new ObbPair3d(a, b, "zeroExtent");
            }
            if (kind == 2) {
                // Segments on one world axis, touching end to end, overlapping or apart.
                int axis = random.nextInt(3);
                int ha = random.nextInt(4);
                int hb = random.nextInt(4);
                int gap = random.nextInt(3) - 1;
                double[] e = new double[3];
                e[axis] = ha + hb + gap;
                Obb3d a = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, axis == 0 ? ha : 0, axis == 1 ? ha : 0,
                        axis == 2 ? ha : 0);
                Obb3d b = Obb3d.fromAxes(e[0], e[1], e[2], 1, 0, 0, 0, 1, 0, 0, 0, 1, axis == 0 ? hb : 0,
                        axis == 1 ? hb : 0, axis == 2 ? hb : 0);
                return new ObbPair3d(a, b, "zeroExtent");
            }
            // A point on a corner, an edge or a face of an integer box, or a unit or a hair off it.
            ObbPair3d p = Generators3d.exactlyTouchingPair().next(random);
            Obb3d b = p.b();
            return new ObbPair3d(p.a(), cornerBox(b, random), "zeroExtent");
        };
    }

    private static Obb3d fromAxes(Obb3d shape, Vector3d c) {
        return Obb3d.fromAxes(c.x, c.y, c.z, shape.axisXx(), shape.axisXy(), shape.axisXz(), shape.axisYx(),
                shape.axisYy(), shape.axisYz(), shape.axisZx(), shape.axisZy(), shape.axisZz(), shape.halfExtentX(),
                shape.halfExtentY(), shape.halfExtentZ());
    }

    /** A point of the touching pair's B: a corner, or a corner moved towards B's centre, as a point box's centre. */
    private static Obb3d cornerBox(Obb3d b, RandomGenerator random) {
        return fromAxes(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), cornerPoint(b, random));
    }

    private static Vector3d cornerPoint(Obb3d b, RandomGenerator random) {
        Vector3d c = new Vector3d(b.centerX(), b.centerY(), b.centerZ());
        double[][] axes = {{b.axisXx(), b.axisXy(), b.axisXz(), b.halfExtentX()},
            {b.axisYx(), b.axisYy(), b.axisYz(), b.halfExtentY()}, {b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentZ()}};
        for (double[] a : axes) {
            // -1, 0 or 1 times the half-extent: a corner, an edge's or a face's middle, or the centre.
            double s = (random.nextInt(3) - 1) * a[3];
            c.add(s * a[0], s * a[1], s * a[2]);
        }
        return c;
    }

    /**
     * Two segments in the plane {@code z = c}, each the long axis of a box whose other two rows are
     * turned out of the plane about it: coplanar generators whose in-plane edge normals are none of
     * the fifteen axes of the usual test, crossing, touching or apart.
     */
    private static ObbPair3d coplanarSegments(RandomGenerator random) {
        double c = random.nextInt(5) - 2;
        Obb3d a = segmentInPlane(random, c, 0, 0);
        Obb3d b = segmentInPlane(random, c, random.nextInt(7) - 3, random.nextInt(7) - 3);
        return new ObbPair3d(a, b, "zeroExtent");
    }

    private static Obb3d segmentInPlane(RandomGenerator random, double z, double x, double y) {
        double angle = random.nextDouble() * 2 * Math.PI;
        double tilt = 0.2 + random.nextDouble();
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        double ct = Math.cos(tilt);
        double st = Math.sin(tilt);
        // Row 0 in the plane (z component exactly 0); rows 1 and 2 turned about it by the tilt.
        return Obb3d.fromAxes(x, y, z, c, s, 0, -s * ct, c * ct, st, s * st, -c * st, ct, 1 + random.nextInt(3), 0, 0);
    }

    private static Obb3d inPlane(RandomGenerator random, double z, double x, double y) {
        double angle = random.nextDouble() < 0.3 ? 0 : random.nextDouble() * 2 * Math.PI;
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        double[] h = {random.nextInt(4), random.nextInt(4)};
        return Obb3d.fromAxes(x, y, z, c, s, 0, -s, c, 0, 0, 0, 1, h[0], h[1], 0);
    }

    /**
     * Any pair of {@code base} with every centre coordinate and half-extent scaled by {@code 2^k},
     * {@code k} in {@code [-1000, 900]}, when the scaled boxes are valid: the same geometry at huge,
     * tiny and subnormal magnitudes (exact while nothing underflows).
     *
     * @param base the pairs to scale
     * @return the generator
     */
    public static Gen<ObbPair3d> scaled(Gen<ObbPair3d> base) {
        return random -> {
            for (int attempt = 0; ; attempt++) {
                ObbPair3d p = base.next(random);
                int k = -1000 + random.nextInt(1901);
                double f = Math.scalb(1.0, k);
                try {
                    return new ObbPair3d(scaled(p.a(), f), scaled(p.b(), f), "scaled");
                } catch (IllegalArgumentException beyondReach) {
                    if (attempt > 100) {
                        throw beyondReach;
                    }
                }
            }
        };
    }

    /**
     * The box with its centre and half-extents times {@code f} and its axes as they are.
     *
     * @param b the box
     * @param f the factor
     * @return the scaled box
     * @throws IllegalArgumentException if the scaled box reaches beyond {@link Obb3d#MAX_REACH}
     */
    public static Obb3d scaled(Obb3d b, double f) {
        return Obb3d.fromAxes(b.centerX() * f, b.centerY() * f, b.centerZ() * f, b.axisXx(), b.axisXy(), b.axisXz(),
                b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX() * f,
                b.halfExtentY() * f, b.halfExtentZ() * f);
    }

    /**
     * B turned about its own centre by the rotation {@code m}.
     *
     * @param b the box
     * @param m the rotation
     * @return the turned box
     */
    public static Obb3d turned(Obb3d b, Matrix3d m) {
        Vector3d x = m.transform(new Vector3d(b.axisXx(), b.axisXy(), b.axisXz()));
        Vector3d y = m.transform(new Vector3d(b.axisYx(), b.axisYy(), b.axisYz()));
        Vector3d z = m.transform(new Vector3d(b.axisZx(), b.axisZy(), b.axisZz()));
        return Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), x.x, x.y, x.z, y.x, y.y, y.z, z.x, z.y, z.z,
                b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    /**
     * A uniformly random unit vector.
     *
     * @param random the source
     * @return the direction
     */
    public static Vector3d direction(RandomGenerator random) {
        while (true) {
            Vector3d v = new Vector3d(random.nextDouble() * 2 - 1, random.nextDouble() * 2 - 1, random.nextDouble() * 2 - 1);
            double l = v.length();
            if (l > 0.1 && l <= 1) {
                return v.div(l);
            }
        }
    }

    /**
     * Points for containment: a corner, an edge's or a face's middle, or the centre of a box, exactly
     * on the boundary or moved by one unit, {@code 2^-30}, or {@code 1e-16} to {@code 1e-6} of the
     * box's size in a random direction; boxes from {@link #pair()} (so flat, tilted, huge and tiny
     * ones too).
     *
     * @return the generator of a box (A) and a point (B, with zero extents)
     */
    public static Gen<ObbPair3d> pointCase() {
        Gen<ObbPair3d> boxes = pair();
        return random -> {
            ObbPair3d p = boxes.next(random);
            Obb3d box = random.nextBoolean() ? p.a() : p.b();
            Vector3d c = cornerPoint(box, random);
            double size = box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
            int move = random.nextInt(4);
            if (move > 0) {
                double s = move == 1 ? 1 : move == 2 ? 0x1p-30 : size * Math.pow(10, -16 + 10 * random.nextDouble());
                c.add(direction(random).mul(s));
            }
            try {
                return new ObbPair3d(box, fromAxes(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), c),
                        p.family());
            } catch (IllegalArgumentException beyondReach) {
                return new ObbPair3d(box, fromAxes(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0),
                        new Vector3d(box.centerX(), box.centerY(), box.centerZ())), p.family());
            }
        };
    }
}
