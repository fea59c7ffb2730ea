package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.property.Gen;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Generators of 2D boxes and of the pairs that break box-box tests. Each is a plain function of a
 * {@link RandomGenerator}; the pair families carry their name in {@link ObbPair2d#family()}.
 *
 * <p>Sizes span decades (half-extents from {@code 1e-3} to {@code 1e3}, with zeros, round integers and
 * aspect ratios up to {@code 1e6}); angles are uniform with a share of exact right and half-right
 * angles; centres lie near the origin unless a family says otherwise.
 */
public final class Generators2d {
    private Generators2d() {
    }

    /**
     * Angles of boxes, some of them multiples of 45 degrees.
     *
     * @return uniform angles in {@code [-pi, pi)}, one draw in ten a multiple of 45 degrees
     */
    public static Gen<Double> angle() {
        return random -> random.nextDouble() < 0.1
                ? (random.nextInt(8) - 4) * (Math.PI / 4)
                : (random.nextDouble() * 2 - 1) * Math.PI;
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
            if (u < 0.08) {
                return 0.0;
            } else if (u < 0.25) {
                return (double) (1 + random.nextInt(10));
            } else if (u < 0.27) {
                return 1e-6;
            } else if (u < 0.29) {
                return 1e6;
            }
            return Math.pow(10, random.nextDouble() * 6 - 3);
        };
    }

    /**
     * Boxes centred within {@code range} of the origin.
     *
     * @param range the largest absolute centre coordinate
     * @return the generator
     */
    public static Gen<Obb2d> obb(double range) {
        Gen<Double> angle = angle();
        Gen<Double> extent = extent();
        return random -> {
            double cx = (random.nextDouble() * 2 - 1) * range;
            double cy = (random.nextDouble() * 2 - 1) * range;
            return Obb2d.of(cx, cy, angle.next(random), extent.next(random), extent.next(random));
        };
    }

    /**
     * Boxes centred near the origin.
     *
     * @return boxes centred within 10 units of the origin
     */
    public static Gen<Obb2d> obb() {
        return obb(10);
    }

    /**
     * Pairs placed at random distances, about half of them overlapping: B's centre is A's plus a
     * random direction times a fraction of the sum of the boxes' circumradii.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> randomPair() {
        Gen<Obb2d> box = obb(0);
        return random -> {
            Obb2d a = box.next(random);
            Obb2d b = box.next(random);
            double reach = circumradius(a) + circumradius(b);
            double dir = random.nextDouble() * 2 * Math.PI;
            double dist = reach * random.nextDouble() * 1.2;
            double ox = (random.nextDouble() * 2 - 1) * 10;
            double oy = (random.nextDouble() * 2 - 1) * 10;
            return new ObbPair2d(a.translated(ox, oy),
                    b.translated(ox + dist * Math.cos(dir), oy + dist * Math.sin(dir)), "random");
        };
    }

    /**
     * Pairs within a hair of touching: B is moved along a random direction to where the boxes touch
     * (found by bisection on {@link Oracles2d#separation}), then nudged by a relative amount between
     * {@code 1e-13} and {@code 1e-5} of the distance, either way, or left exactly there. These are the
     * pairs that straddle {@link Sat2d#boundaryBand}.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> nearTouchingPair() {
        Gen<Obb2d> box = obb(0);
        return random -> {
            Obb2d a = box.next(random).translated((random.nextDouble() * 2 - 1) * 10, (random.nextDouble() * 2 - 1) * 10);
            Obb2d b = box.next(random);
            return new ObbPair2d(a, touching(a, b, random), "nearTouching");
        };
    }

    /**
     * Pairs whose axes are parallel (equal, or turned by a multiple of 90 degrees).
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> parallelPair() {
        Gen<ObbPair2d> base = random -> random.nextBoolean() ? randomPair().next(random) : nearTouchingPair().next(random);
        return random -> {
            ObbPair2d p = base.next(random);
            Obb2d a = p.a();
            Obb2d b = Obb2d.of(p.b().centerX(), p.b().centerY(), a.angle() + random.nextInt(4) * (Math.PI / 2),
                    p.b().halfExtentX(), p.b().halfExtentY());
            if (random.nextBoolean()) {
                b = touching(a, b, random);
            }
            return new ObbPair2d(a, b, "parallel");
        };
    }

    /**
     * Pairs whose axes differ by a tiny angle, {@code 1e-12} to {@code 1e-6} radians, mostly near
     * touching.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> nearParallelPair() {
        return random -> {
            ObbPair2d p = randomPair().next(random);
            Obb2d a = p.a();
            double tiny = Math.pow(10, -6 - 6 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1);
            Obb2d b = Obb2d.of(p.b().centerX(), p.b().centerY(), a.angle() + tiny, p.b().halfExtentX(),
                    p.b().halfExtentY());
            if (random.nextDouble() < 0.7) {
                b = touching(a, b, random);
            }
            return new ObbPair2d(a, b, "nearParallel");
        };
    }

    /**
     * Pairs of axis-aligned boxes.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> axisAlignedPair() {
        return random -> {
            ObbPair2d p = random.nextBoolean() ? randomPair().next(random) : nearTouchingPair().next(random);
            Obb2d a = Obb2d.of(p.a().centerX(), p.a().centerY(), 0, p.a().halfExtentX(), p.a().halfExtentY());
            Obb2d b = Obb2d.of(p.b().centerX(), p.b().centerY(), 0, p.b().halfExtentX(), p.b().halfExtentY());
            if (random.nextBoolean()) {
                b = touching(a, b, random);
            }
            return new ObbPair2d(a, b, "axisAligned");
        };
    }

    /**
     * Pairs where B lies well inside A (or A inside B).
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> nestedPair() {
        Gen<Double> angle = angle();
        return random -> {
            Obb2d outer = Obb2d.of((random.nextDouble() * 2 - 1) * 10, (random.nextDouble() * 2 - 1) * 10,
                    angle.next(random), 0.5 + 10 * random.nextDouble(), 0.5 + 10 * random.nextDouble());
            double m = Math.min(outer.halfExtentX(), outer.halfExtentY());
            double s = random.nextDouble() * 0.3 * m;
            double lx = (random.nextDouble() * 2 - 1) * (outer.halfExtentX() - 0.45 * m);
            double ly = (random.nextDouble() * 2 - 1) * (outer.halfExtentY() - 0.45 * m);
            Obb2d inner = Obb2d.of(outer.centerX() + lx * outer.axisXx() + ly * outer.axisYx(),
                    outer.centerY() + lx * outer.axisXy() + ly * outer.axisYy(), angle.next(random), s,
                    s * random.nextDouble());
            return random.nextBoolean() ? new ObbPair2d(outer, inner, "nested") : new ObbPair2d(inner, outer, "nested");
        };
    }

    /**
     * Pairs where one or both boxes are flat: a segment (one zero half-extent) or a point (two).
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> degeneratePair() {
        return random -> {
            ObbPair2d p = random.nextBoolean() ? randomPair().next(random) : nearTouchingPair().next(random);
            Obb2d a = flatten(p.a(), random);
            Obb2d b = random.nextBoolean() ? flatten(p.b(), random) : p.b();
            if (random.nextBoolean()) {
                b = touching(a, b, random);
            }
            return new ObbPair2d(a, b, "degenerate");
        };
    }

    /**
     * Pairs of the other families moved, together, {@code 1e4} to {@code 1e7} units from the origin.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> farFromOriginPair() {
        Gen<ObbPair2d> base = Gen.oneOf(randomPair(), nearTouchingPair(), parallelPair());
        return random -> {
            ObbPair2d p = base.next(random);
            double dist = Math.pow(10, 4 + 3 * random.nextDouble());
            double dir = random.nextDouble() * 2 * Math.PI;
            double ox = dist * Math.cos(dir);
            double oy = dist * Math.sin(dir);
            return new ObbPair2d(p.a().translated(ox, oy), p.b().translated(ox, oy), "farFromOrigin");
        };
    }

    /**
     * Axis-aligned or right-angle-rotated boxes with integer centres and half-extents that touch
     * exactly along an edge or at a corner: every number is exact, so the answer must be
     * "intersecting" (boxes are closed), with no band to hide in.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> exactlyTouchingPair() {
        return random -> {
            int ahx = random.nextInt(6);
            int ahy = random.nextInt(6);
            int bhx = random.nextInt(6);
            int bhy = random.nextInt(6);
            int acx = random.nextInt(41) - 20;
            int acy = random.nextInt(41) - 20;
            // Exact right-angle rotations (axes swapped / negated) keep every number an integer.
            int turns = random.nextInt(4);
            double[][] axes = {{1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0}};
            double[] r = axes[turns];
            // In world terms B's half-widths along x and y swap when it is turned by 90 degrees.
            int bwx = turns % 2 == 0 ? bhx : bhy;
            int bwy = turns % 2 == 0 ? bhy : bhx;
            int side = random.nextInt(4);
            int dx;
            int dy;
            if (side < 2) {
                dx = (side == 0 ? 1 : -1) * (ahx + bwx);
                dy = random.nextInt(2 * (ahy + bwy) + 1) - (ahy + bwy);
            } else {
                dy = (side == 2 ? 1 : -1) * (ahy + bwy);
                dx = random.nextInt(2 * (ahx + bwx) + 1) - (ahx + bwx);
            }
            Obb2d a = Obb2d.of(acx, acy, 0, ahx, ahy);
            Obb2d b = Obb2d.fromAxes(acx + dx, acy + dy, r[0], r[1], r[2], r[3], bhx, bhy);
            return new ObbPair2d(a, b, "exactlyTouching");
        };
    }

    /**
     * Moves B of an {@link #exactlyTouchingPair()} straight away from A, along the world axis on
     * which they touch, by {@code distance}.
     *
     * @param touching a pair from {@link #exactlyTouchingPair()}
     * @param distance how far to move B
     * @return B, moved
     */
    public static Obb2d movedApart(ObbPair2d touching, double distance) {
        Objects.requireNonNull(touching, "touching");
        Obb2d a = touching.a();
        Obb2d b = touching.b();
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double bwx = b.halfExtentX() * Math.abs(b.axisXx()) + b.halfExtentY() * Math.abs(b.axisYx());
        boolean alongX = Math.abs(dx) == a.halfExtentX() + bwx;
        return alongX ? b.translated(dx >= 0 ? distance : -distance, 0)
                : b.translated(0, dy >= 0 ? distance : -distance);
    }

    /**
     * The mixture used by obbkit's own properties: every family above, the edge-case families
     * weighted up so that each is a sizeable share of the cases.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> pair() {
        return Gen.frequency(new double[] {3, 3, 1, 1, 1, 1, 1, 1},
                randomPair(), nearTouchingPair(), parallelPair(), nearParallelPair(), axisAlignedPair(),
                nestedPair(), degeneratePair(), farFromOriginPair());
    }

    /**
     * The pairs of {@link #pair()} that intersect or touch according to {@link Oracles2d#separation},
     * for properties of the minimum translation vector.
     *
     * @return the generator
     */
    public static Gen<ObbPair2d> intersectingPair() {
        return pair().filter(p -> Oracles2d.separation(p.a(), p.b()) <= 0, 1000);
    }

    /**
     * Moves {@code b} along a random direction from {@code a}'s centre to where the boxes touch, then
     * nudges it by a tiny relative amount (or not at all).
     */
    static Obb2d touching(Obb2d a, Obb2d b, RandomGenerator random) {
        double dir = random.nextDouble() * 2 * Math.PI;
        double dx = Math.cos(dir);
        double dy = Math.sin(dir);
        double lo = 0;
        double hi = 2 * (circumradius(a) + circumradius(b)) + 1e-300;
        Obb2d probe = b;
        for (int i = 0; i < 80 && hi - lo > 0; i++) {
            double mid = 0.5 * (lo + hi);
            probe = at(b, a.centerX() + mid * dx, a.centerY() + mid * dy);
            if (Oracles2d.separation(a, probe) > 0) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        double s = random.nextDouble() < 0.15 ? lo
                : lo * (1 + (random.nextBoolean() ? 1 : -1) * Math.pow(10, -13 + 8 * random.nextDouble()));
        return at(b, a.centerX() + s * dx, a.centerY() + s * dy);
    }

    private static Obb2d at(Obb2d b, double x, double y) {
        return Obb2d.fromAxes(x, y, b.axisXx(), b.axisXy(), b.axisYx(), b.axisYy(), b.halfExtentX(), b.halfExtentY());
    }

    private static Obb2d flatten(Obb2d box, RandomGenerator random) {
        int which = random.nextInt(3);
        return Obb2d.fromAxes(box.centerX(), box.centerY(), box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy(),
                which == 1 ? box.halfExtentX() : 0, which == 0 ? box.halfExtentY() : 0);
    }

    static double circumradius(Obb2d box) {
        return Math.hypot(box.halfExtentX(), box.halfExtentY());
    }
}
