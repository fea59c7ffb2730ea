package io.github.obbkit.verification.robustness;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import java.util.random.RandomGenerator;

/**
 * 2D boxes and pairs of boxes in each {@link Regime}.
 *
 * <p>A pair is placed where it is hard: B is moved from A's centre along a random direction to
 * where the boxes touch, found by bisection on {@link Oracles2d#separation} at the pair's actual
 * coordinates (so a pair {@code 1e7} from the origin touches as nearly as its doubles allow), then
 * half the time moved by {@code 1} to {@code 1000} bands either way, one time in ten left touching,
 * and otherwise put anywhere from concentric to twice the touching distance.
 */
final class RegimeCases2d {
    /** Right-angle rotations as rows {@code axisX, axisY}: every component exactly 0 or ±1. */
    private static final double[][] QUARTER_TURNS = {{1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0}};

    private RegimeCases2d() {
    }

    /** A uniform angle, one time in ten a multiple of 45 degrees, as rows {@code axisX, axisY}. */
    static double[] rotation(RandomGenerator random) {
        double angle = random.nextInt(10) == 0 ? random.nextInt(8) * (Math.PI / 4) : random.nextDouble(-Math.PI, Math.PI);
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        return new double[] {c, s, -s, c};
    }

    /** The rows turned by a quarter turn {@code quarters} times (exactly), then by {@code angle}. */
    static double[] turned(double[] rows, int quarters, double angle) {
        double[] r = rows.clone();
        for (int q = 0; q < quarters; q++) {
            r = new double[] {r[2], r[3], -r[0], -r[1]};
        }
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        return new double[] {c * r[0] - s * r[1], s * r[0] + c * r[1], c * r[2] - s * r[3], s * r[2] + c * r[3]};
    }

    static Obb2d box(double cx, double cy, double[] rows, double hx, double hy) {
        return Obb2d.fromAxes(cx, cy, rows[0], rows[1], rows[2], rows[3], hx, hy);
    }

    static Obb2d at(Obb2d b, double cx, double cy) {
        return Obb2d.fromAxes(cx, cy, b.axisXx(), b.axisXy(), b.axisYx(), b.axisYy(), b.halfExtentX(), b.halfExtentY());
    }

    /**
     * Single boxes of a regime with a band ({@link Regime#SCALE}, {@link Regime#FAR},
     * {@link Regime#ELONGATED}, {@link Regime#NEAR_PARALLEL}: there, within {@code 1e-8..1e-2} rad of
     * a world axis).
     *
     * @param regime the regime
     * @return the generator
     */
    static Gen<Obb2d> boxes(Regime regime) {
        return random -> {
            double s = regime.size(random);
            double[] c = regime.centre(random, s, 2);
            double[] h = regime.extents(random, s, 2);
            double[] rows = regime == Regime.NEAR_PARALLEL
                    ? turned(QUARTER_TURNS[0], random.nextInt(4), Regime.tinyAngle(random)) : rotation(random);
            return box(c[0], c[1], rows, h[0], h[1]);
        };
    }

    /**
     * Boxes with integer centres up to {@code 1e7} from the origin, integer half-extents up to
     * {@code 1e6} (zero included) and right-angle rotations: every corner is exact.
     *
     * @return the generator
     */
    static Gen<Obb2d> integerBoxes() {
        return random -> {
            long e = (long) Regime.pow10(random, 0, 6);
            return box(random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001),
                    QUARTER_TURNS[random.nextInt(4)], random.nextLong(0, e + 1), random.nextLong(0, e + 1));
        };
    }

    /**
     * Pairs of a regime with a band, placed near touching (see the class comment); for
     * {@link Regime#NEAR_PARALLEL}, B's axes are A's turned by whole quarter turns and then by
     * {@code 1e-8..1e-2} rad.
     *
     * @param regime the regime
     * @return the generator, family the regime's name
     */
    static Gen<ObbPair2d> pairs(Regime regime) {
        return random -> {
            double s = regime.size(random);
            double[] c = regime.centre(random, s, 2);
            double[] ha = regime.extents(random, s, 2);
            double[] hb = regime.extents(random, s, 2);
            double[] ra = rotation(random);
            double[] rb = regime == Regime.NEAR_PARALLEL
                    ? turned(ra, random.nextInt(4), Regime.tinyAngle(random)) : rotation(random);
            Obb2d a = box(c[0], c[1], ra, ha[0], ha[1]);
            Obb2d b = box(c[0], c[1], rb, hb[0], hb[1]);
            double phi = random.nextDouble(0, 2 * Math.PI);
            return new ObbPair2d(a, place(a, b, Math.cos(phi), Math.sin(phi), random), regime.name());
        };
    }

    /** B moved from A's centre along {@code (dx, dy)} to near touching; see the class comment. */
    static Obb2d place(Obb2d a, Obb2d b, double dx, double dy, RandomGenerator random) {
        double touch = touchingDistance(a, b, dx, dy);
        double scale = touch + a.halfExtentX() + a.halfExtentY() + b.halfExtentX() + b.halfExtentY();
        double u = random.nextDouble();
        double d;
        if (u < 0.1) {
            d = touch;
        } else if (u < 0.6) {
            d = touch + (random.nextBoolean() ? 1 : -1) * Sat2d.BAND_RELATIVE * scale * Regime.pow10(random, 0, 3);
        } else {
            d = touch * random.nextDouble(0, 2);
        }
        return at(b, a.centerX() + d * dx, a.centerY() + d * dy);
    }

    /**
     * The largest distance along the unit direction {@code (dx, dy)} at which B, centred there,
     * still touches A according to the oracle, by bisection at the pair's own coordinates.
     */
    static double touchingDistance(Obb2d a, Obb2d b, double dx, double dy) {
        double lo = 0;
        double hi = 2 * (Math.hypot(a.halfExtentX(), a.halfExtentY()) + Math.hypot(b.halfExtentX(), b.halfExtentY()));
        double enough = 1e-4 * Sat2d.BAND_RELATIVE * hi;
        for (int i = 0; i < 200 && hi - lo > enough; i++) {
            double mid = 0.5 * (lo + hi);
            if (mid == lo || mid == hi) {
                break;
            }
            if (Oracles2d.separation(a, at(b, a.centerX() + mid * dx, a.centerY() + mid * dy)) > 0) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return lo;
    }

    /**
     * Pairs that touch exactly, in integer coordinates: centres up to {@code 1e7} from the origin,
     * half-extents up to {@code 1e6} (zero included), right-angle rotations, B against a side of A
     * anywhere along it, its corners included.
     *
     * @return the generator, family "integerTouching"
     */
    static Gen<ObbPair2d> integerTouchingPairs() {
        return random -> {
            long e = (long) Regime.pow10(random, 0, 6);
            long[] ha = {random.nextLong(0, e + 1), random.nextLong(0, e + 1)};
            long[] hb = {random.nextLong(0, e + 1), random.nextLong(0, e + 1)};
            int ta = random.nextInt(4);
            int tb = random.nextInt(4);
            // In world terms a box turned by an odd number of quarter turns swaps its widths.
            long[] wa = ta % 2 == 0 ? ha : new long[] {ha[1], ha[0]};
            long[] wb = tb % 2 == 0 ? hb : new long[] {hb[1], hb[0]};
            long[] ca = {random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001)};
            int axis = random.nextInt(2);
            long[] d = new long[2];
            for (int k = 0; k < 2; k++) {
                long reach = wa[k] + wb[k];
                boolean end = k == axis || random.nextInt(10) < 3;
                d[k] = end ? (random.nextBoolean() ? reach : -reach) : random.nextLong(-reach, reach + 1);
            }
            Obb2d a = box(ca[0], ca[1], QUARTER_TURNS[ta], ha[0], ha[1]);
            Obb2d b = box(ca[0] + d[0], ca[1] + d[1], QUARTER_TURNS[tb], hb[0], hb[1]);
            return new ObbPair2d(a, b, axis == 0 ? "touchingAlongX" : "touchingAlongY");
        };
    }

    /** How far apart the centres of an {@link #integerTouchingPairs()} pair are along the axis of contact. */
    static double contactDistance(ObbPair2d p) {
        return Math.abs(p.family().equals("touchingAlongX") ? p.b().centerX() - p.a().centerX()
                : p.b().centerY() - p.a().centerY());
    }

    /**
     * B of an {@link #integerTouchingPairs()} pair moved by {@code distance} along the world axis on
     * which the pair touches: away from A for a positive distance, towards A's centre for a negative
     * one (into A when the centres are at least that far apart along the axis).
     */
    static Obb2d movedAlongContact(ObbPair2d p, double distance) {
        double s = (p.family().equals("touchingAlongX") ? p.b().centerX() - p.a().centerX()
                : p.b().centerY() - p.a().centerY()) >= 0 ? distance : -distance;
        return p.family().equals("touchingAlongX") ? p.b().translated(s, 0) : p.b().translated(0, s);
    }

    /** The smallest angle between an axis of A and an axis of B, as its sine. */
    static double smallestAxisAngle(Obb2d a, Obb2d b) {
        // In 2D the axes are perpendicular pairs: the sine to B's nearest axis is min(|cross|, |dot|).
        double cross = Math.abs(a.axisXx() * b.axisXy() - a.axisXy() * b.axisXx());
        double dot = Math.abs(a.axisXx() * b.axisXx() + a.axisXy() * b.axisXy());
        return Math.min(cross, dot);
    }

    /** The larger aspect ratio of the two boxes (infinite for a flat box). */
    static double aspect(Obb2d box) {
        return Math.max(box.halfExtentX(), box.halfExtentY()) / Math.min(box.halfExtentX(), box.halfExtentY());
    }

    /** The largest absolute coordinate of the centres. */
    static double reach(Obb2d... boxes) {
        double far = 0;
        for (Obb2d b : boxes) {
            far = Math.max(far, Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())));
        }
        return far;
    }
}
