package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.joml.Vector2d;
import org.junit.jupiter.api.Test;

/**
 * The sweep against a slow answer of its own: the static test at many times and a bisection to the
 * first one where the boxes meet, for turned boxes away from the origin, each moving. The set of
 * times where two translating convex shapes meet is one interval, so the first sample that meets,
 * bisected down towards the last that does not, is the first contact.
 */
class Sweep2dBisectionTest {
    private static final int CASES = 400;
    private static final int SAMPLES = 400;

    private static Obb2d randomBox(SplittableRandom r, double cx, double cy) {
        return Obb2d.of(cx, cy, r.nextDouble(-Math.PI, Math.PI), r.nextDouble(0.2, 3), r.nextDouble(0.2, 3));
    }

    /** The first time in [0, 1] at which B, moved by {@code t v}, meets A; NaN if none is sampled. */
    private static double firstMeeting(Obb2d a, Obb2d b, double vx, double vy) {
        if (Sat2d.intersects(a, b)) {
            return 0;
        }
        double before = 0;
        for (int i = 1; i <= SAMPLES; i++) {
            double t = (double) i / SAMPLES;
            if (Sat2d.intersects(a, b.translated(t * vx, t * vy))) {
                double after = t;
                for (int k = 0; k < 60; k++) {
                    double mid = 0.5 * (before + after);
                    if (Sat2d.intersects(a, b.translated(mid * vx, mid * vy))) {
                        after = mid;
                    } else {
                        before = mid;
                    }
                }
                return after;
            }
            before = t;
        }
        return Double.NaN;
    }

    /** How far apart the boxes are along {@code (lx, ly)}, from A towards B: positive where it separates them. */
    private static double signedGap(Obb2d a, Obb2d b, double lx, double ly) {
        double p = (b.cx - a.cx) * lx + (b.cy - a.cy) * ly;
        double ra = a.hx * Math.abs(a.ux * lx + a.uy * ly) + a.hy * Math.abs(a.vx * lx + a.vy * ly);
        double rb = b.hx * Math.abs(b.ux * lx + b.uy * ly) + b.hy * Math.abs(b.vx * lx + b.vy * ly);
        return p - ra - rb;
    }

    /** The largest gap over the four axes, either way along each. */
    private static double largestGap(Obb2d a, Obb2d b) {
        double[][] axes = {{a.ux, a.uy}, {a.vx, a.vy}, {b.ux, b.uy}, {b.vx, b.vy}};
        double best = Double.NEGATIVE_INFINITY;
        for (double[] l : axes) {
            best = Math.max(best, Math.max(signedGap(a, b, l[0], l[1]), signedGap(a, b, -l[0], -l[1])));
        }
        return best;
    }

    private static double[] axisOf(Obb2d a, Obb2d b, SatAxis2d axis) {
        switch (axis) {
            case A_X: return new double[] {a.ux, a.uy};
            case A_Y: return new double[] {a.vx, a.vy};
            case B_X: return new double[] {b.ux, b.uy};
            default: return new double[] {b.vx, b.vy};
        }
    }

    @Test
    void turnedMovingBoxesAwayFromTheOrigin_touchWhenBisectionSaysAndAcrossTheAxisThatSeparatedThem() {
        SplittableRandom r = new SplittableRandom(20);
        int contacts = 0;
        int misses = 0;
        for (int n = 0; n < CASES; n++) {
            double ox = r.nextDouble(-500, 500);
            double oy = r.nextDouble(-500, 500);
            Obb2d a = randomBox(r, ox, oy);
            double angle = r.nextDouble(-Math.PI, Math.PI);
            double dist = r.nextDouble(6, 12);
            Obb2d b = randomBox(r, ox + dist * Math.cos(angle), oy + dist * Math.sin(angle));
            // Aimed at a point near A's centre, far enough to pass through it, or to pass it by.
            double tx = ox + r.nextDouble(-6, 6) - b.cx;
            double ty = oy + r.nextDouble(-6, 6) - b.cy;
            double scale = r.nextDouble(0.3, 2.5);
            Vector2d moveA = new Vector2d(r.nextDouble(-2, 2), r.nextDouble(-2, 2));
            Vector2d moveB = new Vector2d(moveA.x + scale * tx, moveA.y + scale * ty);
            double vx = moveB.x - moveA.x;
            double vy = moveB.y - moveA.y;

            double want = firstMeeting(a, b, vx, vy);
            Contact2d c = Sweep2d.firstContact(a, moveA, b, moveB);
            String at = "case " + n + ": " + a + ", " + b + ", move " + vx + ", " + vy;
            if (Double.isNaN(want)) {
                // No contact, or a graze the samples stepped over: then the boxes touch at its time.
                if (c != null) {
                    double t = c.time();
                    assertThat(largestGap(a, b.translated(t * vx, t * vy))).as(at).isLessThan(1e-9);
                }
                misses += c == null ? 1 : 0;
                continue;
            }
            assertThat(c).as(at).isNotNull();
            assertThat(c.time()).as(at).isCloseTo(want, within(1e-9));
            contacts++;
            if (want == 0) {
                continue;
            }
            // The contact's axis is one of the four, and separated the boxes, from A towards B, just before.
            double[] axis = axisOf(a, b, c.axis());
            double sign = c.normalX() * axis[0] + c.normalY() * axis[1];
            assertThat(Math.abs(sign)).as(at).isCloseTo(1, within(1e-12));
            assertThat(c.normalX()).as(at).isEqualTo(sign > 0 ? axis[0] : -axis[0]);
            assertThat(c.normalY()).as(at).isEqualTo(sign > 0 ? axis[1] : -axis[1]);
            double before = want - 1e-7;
            assertThat(signedGap(a, b.translated(before * vx, before * vy), c.normalX(), c.normalY()))
                    .as(at).isPositive();
        }
        assertThat(contacts).isGreaterThan(CASES / 4);
        assertThat(misses).isGreaterThan(CASES / 20);
    }

    @Test
    void aBoxMovingAlongOneOfItsAxes_andBeside_neverTouches_butOneInLine_does() {
        // Relative motion exactly along A's turned x axis: the speed across it is zero on two axes.
        double c = 0.6;
        double s = 0.8;
        Obb2d a = Obb2d.fromAxes(40, -7, c, s, -s, c, 1, 1);
        Obb2d beside = Obb2d.fromAxes(40 - 5 * c - 3 * s, -7 - 5 * s + 3 * c, c, s, -s, c, 1, 1);
        Obb2d inLine = Obb2d.fromAxes(40 - 5 * c - 1.5 * s, -7 - 5 * s + 1.5 * c, c, s, -s, c, 1, 1);
        Vector2d still = new Vector2d();
        Vector2d along = new Vector2d(10 * c, 10 * s);

        assertThat(Sweep2d.firstContact(a, still, beside, along)).isNull();
        Contact2d hit = Sweep2d.firstContact(a, still, inLine, along);
        assertThat(hit).isNotNull();
        assertThat(hit.time()).isCloseTo(0.3, within(1e-9));
        assertThat(new double[] {hit.normalX(), hit.normalY()}).containsExactly(new double[] {-c, -s}, within(1e-12));
    }

    /**
     * Two unit squares' reach along a shared axis as {@link Sat2d} measures it, with its lean: one
     * half-extent, plus the other's times {@code 1 + EPSILON}, plus its other half-extent times
     * {@code EPSILON}. The exact instants below are built on it.
     */
    private static final double REACH = 1 + (1 + Sat2d.EPSILON) + Sat2d.EPSILON;
    private static final Obb2d SQUARE = Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1, 1);
    private static final Vector2d STILL = new Vector2d();

    private static double[] normal(Contact2d c) {
        return new double[] {c.normalX(), c.normalY()};
    }

    @Test
    void allFourAxesEnteredAtOnce_theFirstInAxisOrderWins() {
        Contact2d c = Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(10, 10), new Vector2d(-20, -20));

        assertThat(c).isNotNull();
        assertThat(c.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(normal(c)).containsExactly(1, 0);
    }

    @Test
    void cornersMeetingForOneInstant_isAContact() {
        // Along x the squares come within reach exactly when along y they leave it: t = REACH / 4.
        Contact2d c = Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(2 * REACH, 0), new Vector2d(-4, 4));

        assertThat(c).isNotNull();
        assertThat(c.time()).isEqualTo(REACH / 4);
    }

    @Test
    void touchingExactlyAtTheEndOfTheStep_isAContactAtTimeOne() {
        Contact2d c = Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(10, 0), new Vector2d(REACH - 10, 0));

        assertThat(c).isNotNull();
        assertThat(c.time()).isEqualTo(1);
    }

    @Test
    void slidingAlongASideExactlyInReach_touches_butNotWhileMovingAway() {
        Contact2d along = Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(10, REACH), new Vector2d(-20, 0));
        Contact2d away = Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(3, REACH), new Vector2d(5, 0));

        assertThat(along).isNotNull();
        assertThat(along.time()).isCloseTo(0.4, within(1e-12));
        assertThat(along.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(away).isNull();
    }

    @Test
    void touchingOrOverlappingAtTheStart_isTheMtvAtTimeZero_whereverTheMoveWouldEnterFirst() {
        MutableContact2d dest = new MutableContact2d();
        Obb2d touching = SQUARE.translated(REACH, 0);
        Obb2d overlapping = SQUARE.translated(1.5, 0.2);
        // Moving along y, the sweep alone would enter across A's y axis, before the start.
        Vector2d up = new Vector2d(0, 5);

        for (Obb2d b : new Obb2d[] {touching, overlapping}) {
            assertThat(Sweep2d.firstContact(SQUARE, STILL, b, up, dest)).as("%s", b).isTrue();
            assertThat(dest.time()).isZero();
            assertThat(dest.axis()).as("%s", b).isEqualTo(SatAxis2d.A_X);
            assertThat(new double[] {dest.normalX(), dest.normalY()}).as("%s", b).containsExactly(1, 0);
        }
    }
}
