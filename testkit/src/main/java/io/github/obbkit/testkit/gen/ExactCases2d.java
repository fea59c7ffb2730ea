package io.github.obbkit.testkit.gen;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.property.Gen;
import java.util.random.RandomGenerator;

/**
 * The 2D twin of {@link ExactCases3d}: cases for predicates that claim to be exact, each labelled
 * by family: {@code mixture} (every family of {@link Generators2d#pair()}), {@code integerTouching}
 * (exact touches in integer coordinates, or a unit or {@code 2^-30} off), {@code tilted} (a touching
 * pair with B turned by {@code 1e-15} to {@code 1e-12} rad), {@code fastBand} (touching pairs moved
 * by {@code 1e-16} to {@code 1e-9} of their scale, inside {@code Sat2d.boundaryBand}),
 * {@code zeroExtent} (segments and points, collinear segments), {@code scaled} (any of them times
 * {@code 2^k}, {@code k} from {@code -1000} to {@code 900}).
 */
public final class ExactCases2d {
    private ExactCases2d() {
    }

    /**
     * The mixture of every family, the hard ones weighted up.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> pair() {
        Gen<ObbPair2d> base = Gen.frequency(new double[] {2, 2, 1.5, 1.5, 2},
                Generators2d.pair().map(p -> new ObbPair2d(p.a(), p.b(), "mixture")), integerTouching(), tilted(),
                fastBand(), zeroExtent());
        return Gen.frequency(new double[] {5, 1}, base, scaled(base));
    }

    /**
     * Integer boxes that touch exactly, or are one unit or {@code 2^-30} apart or into each other.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> integerTouching() {
        return random -> {
            ObbPair2d p = Generators2d.exactlyTouchingPair().next(random);
            double[] moves = {0, 0, 0, 1, -1, 0x1p-30, -0x1p-30};
            double d = moves[random.nextInt(moves.length)];
            return new ObbPair2d(p.a(), d == 0 ? p.b() : Generators2d.movedApart(p, d), "integerTouching");
        };
    }

    /**
     * Touching pairs with B turned about its centre by {@code 1e-15} to {@code 1e-12} rad.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> tilted() {
        Gen<ObbPair2d> touching = Gen.oneOf(Generators2d.exactlyTouchingPair(), Generators2d.nearTouchingPair(),
                Generators2d.parallelPair());
        return random -> {
            ObbPair2d p = touching.next(random);
            double angle = random.nextBoolean() ? 1e-12 : Math.pow(10, -12 - 3 * random.nextDouble());
            return new ObbPair2d(p.a(), turned(p.b(), random.nextBoolean() ? angle : -angle), "tilted");
        };
    }

    /**
     * Touching pairs moved in a random direction by {@code 1e-16} to {@code 1e-9} of their scale.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> fastBand() {
        Gen<ObbPair2d> touching = Gen.oneOf(Generators2d.exactlyTouchingPair(), Generators2d.nearTouchingPair(),
                Generators2d.nearParallelPair());
        return random -> {
            ObbPair2d p = touching.next(random);
            double s = Sat2d.boundaryBand(p.a(), p.b()) / Sat2d.BAND_RELATIVE * Math.pow(10, -16 + 7 * random.nextDouble());
            double dir = random.nextDouble() * 2 * Math.PI;
            return new ObbPair2d(p.a(), p.b().translated(s * Math.cos(dir), s * Math.sin(dir)), "fastBand");
        };
    }

    /**
     * Segments and points: the testkit's degenerate pairs, collinear integer segments touching end to
     * end, overlapping or a unit apart, and points on corners, edges' middles or centres of boxes.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> zeroExtent() {
        return random -> {
            int kind = random.nextInt(3);
            if (kind == 0) {
                ObbPair2d p = Generators2d.degeneratePair().next(random);
                return new ObbPair2d(p.a(), p.b(), "zeroExtent");
            }
            if (kind == 1) {
                boolean alongX = random.nextBoolean();
                int ha = random.nextInt(4);
                int hb = random.nextInt(4);
                int e = ha + hb + random.nextInt(3) - 1;
                Obb2d a = Obb2d.of(0, 0, 0, alongX ? ha : 0, alongX ? 0 : ha);
                Obb2d b = Obb2d.of(alongX ? e : 0, alongX ? 0 : e, 0, alongX ? hb : 0, alongX ? 0 : hb);
                return new ObbPair2d(a, b, "zeroExtent");
            }
            ObbPair2d p = Generators2d.exactlyTouchingPair().next(random);
            double[] c = point(p.b(), random);
            return new ObbPair2d(p.a(), Obb2d.of(c[0], c[1], 0, 0, 0), "zeroExtent");
        };
    }

    private static double[] point(Obb2d b, RandomGenerator random) {
        double s = (random.nextInt(3) - 1) * b.halfExtentX();
        double t = (random.nextInt(3) - 1) * b.halfExtentY();
        return new double[] {b.centerX() + s * b.axisXx() + t * b.axisYx(), b.centerY() + s * b.axisXy() + t * b.axisYy()};
    }

    /**
     * Any pair of {@code base} with centres and half-extents scaled by {@code 2^k}, {@code k} in
     * {@code [-1000, 900]}, when the scaled boxes are valid.
     *
     * @param base the pairs to scale
     * @return the generator
     */
    public static Gen<ObbPair2d> scaled(Gen<ObbPair2d> base) {
        return random -> {
            for (int attempt = 0; ; attempt++) {
                ObbPair2d p = base.next(random);
                double f = Math.scalb(1.0, -1000 + random.nextInt(1901));
                try {
                    return new ObbPair2d(scaled(p.a(), f), scaled(p.b(), f), "scaled");
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
     * @throws IllegalArgumentException if the scaled box reaches beyond {@link Obb2d#MAX_REACH}
     */
    public static Obb2d scaled(Obb2d b, double f) {
        return Obb2d.fromAxes(b.centerX() * f, b.centerY() * f, b.axisXx(), b.axisXy(), b.axisYx(), b.axisYy(),
                b.halfExtentX() * f, b.halfExtentY() * f);
    }

    /**
     * B turned about its own centre by {@code angle} radians.
     *
     * @param b     the box
     * @param angle the angle
     * @return the turned box
     */
    public static Obb2d turned(Obb2d b, double angle) {
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        return Obb2d.fromAxes(b.centerX(), b.centerY(), c * b.axisXx() - s * b.axisXy(), s * b.axisXx() + c * b.axisXy(),
                c * b.axisYx() - s * b.axisYy(), s * b.axisYx() + c * b.axisYy(), b.halfExtentX(), b.halfExtentY());
    }

    /**
     * Points for containment: a corner, an edge's middle or the centre of a box of {@link #pair()},
     * exactly, or moved by a unit, {@code 2^-30}, or {@code 1e-16} to {@code 1e-6} of the box's size.
     *
     * @return the generator of a box (A) and a point (B, with zero extents)
     */
    public static Gen<ObbPair2d> pointCase() {
        Gen<ObbPair2d> boxes = pair();
        return random -> {
            ObbPair2d p = boxes.next(random);
            Obb2d box = random.nextBoolean() ? p.a() : p.b();
            double[] c = point(box, random);
            int move = random.nextInt(4);
            if (move > 0) {
                double size = box.halfExtentX() + box.halfExtentY();
                double s = move == 1 ? 1 : move == 2 ? 0x1p-30 : size * Math.pow(10, -16 + 10 * random.nextDouble());
                double dir = random.nextDouble() * 2 * Math.PI;
                c[0] += s * Math.cos(dir);
                c[1] += s * Math.sin(dir);
            }
            try {
                return new ObbPair2d(box, Obb2d.of(c[0], c[1], 0, 0, 0), p.family());
            } catch (IllegalArgumentException beyondReach) {
                return new ObbPair2d(box, Obb2d.of(box.centerX(), box.centerY(), 0, 0, 0), p.family());
            }
        };
    }
}
