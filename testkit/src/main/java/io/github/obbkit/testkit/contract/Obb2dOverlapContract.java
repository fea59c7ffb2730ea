package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.picture.Pictures2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 2D box-box overlap test, as an abstract JUnit 5 class: extend it, implement
 * {@link #intersects(Obb2d, Obb2d)} by calling your own code (adapting from obbkit's boxes to yours),
 * and every property below runs against the {@link Oracles2d corner-projection oracle}.
 *
 * <pre>{@code
 * class MyOverlapTest extends Obb2dOverlapContract {
 *     @Override
 *     protected boolean intersects(Obb2d a, Obb2d b) {
 *         return MyBox.from(a).overlaps(MyBox.from(b));
 *     }
 * }
 * }</pre>
 *
 * <p>Boxes are closed (touching intersects) unless {@link #touchingCounts()} says they are open. Pairs whose {@link Oracles2d#separation} lies within
 * {@link #boundaryBand(Obb2d, Obb2d)} of zero may go either way; override it to state your own
 * implementation's band. A failing property writes an SVG of the shrunk counterexample (see
 * {@link Pictures2d}) and prints its path.
 */
public abstract class Obb2dOverlapContract {
    /** The default relative band: one part in 10<sup>9</sup> of the pair's scale. */
    public static final double DEFAULT_BAND_RELATIVE = 1e-9;

    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected Obb2dOverlapContract() {
    }

    /**
     * The implementation under test.
     *
     * @param a one box
     * @param b the other box
     * @return whether they share a point
     */
    protected abstract boolean intersects(Obb2d a, Obb2d b);

    /**
     * The half-width of the band around touching within which either answer is accepted; by default
     * {@link #DEFAULT_BAND_RELATIVE} times the largest component of the centre difference plus the
     * four half-extents.
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Obb2d a, Obb2d b) {
        return DEFAULT_BAND_RELATIVE * scale(a, b);
    }

    /**
     * Whether touching counts: true (the default) for closed boxes, where boxes that share only
     * boundary points intersect; false for open boxes (a kernel with strict comparisons), where they
     * do not. With open boxes, pairs with a flat box (a zero half-extent) are not judged: kernels
     * differ on whether such a box has an inside.
     *
     * @return whether boxes that only touch intersect
     */
    protected boolean touchingCounts() {
        return true;
    }

    private static boolean flat(Obb2d box) {
        return box.halfExtentX() == 0 || box.halfExtentY() == 0;
    }

    /** With open boxes, discards pairs with a flat box; see {@link #touchingCounts()}. */
    private void judged(Obb2d a, Obb2d b) {
        Property.assume(touchingCounts() || !(flat(a) || flat(b)));
    }

    /**
     * How many cases each property runs; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    static double scale(Obb2d a, Obb2d b) {
        return Math.max(Math.abs(b.centerX() - a.centerX()), Math.abs(b.centerY() - a.centerY()))
                + a.halfExtentX() + a.halfExtentY() + b.halfExtentX() + b.halfExtentY();
    }

    /** A few ulps of the pair's coordinates: what moving a box can change by rounding alone. */
    static double positionRounding(Obb2d a, Obb2d b) {
        double far = Math.max(Math.max(Math.abs(a.centerX()), Math.abs(a.centerY())),
                Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())));
        return 4 * Math.ulp(far);
    }

    /**
     * Labels the case by family and outcome, and says whether it is outside the band.
     *
     * @param p          the pair
     * @param separation the oracle's signed separation
     * @return true if the answer must be exact
     */
    protected boolean outsideBand(ObbPair2d p, double separation) {
        return BandLabels.outside(p.family(), separation, boundaryBand(p.a(), p.b()));
    }

    /**
     * Draws a failing pair and returns the line that points to the picture.
     *
     * @param name the picture's name
     * @param p    the pair
     * @return the line for the failure message
     */
    protected String picture(String name, ObbPair2d p) {
        Obb2d a = p.a();
        Obb2d b = p.b();
        String title = name + ": oracle separation " + Oracles2d.separation(a, b) + ", yours says "
                + (intersects(a, b) ? "intersecting" : "separated");
        return "picture: " + Pictures2d.write(getClass().getSimpleName() + "-" + name, a, b, null, title);
    }

    /** Why a floor on the cases outside the band may fail, naming the band. */
    String bandNote() {
        Obb2d a = Obb2d.of(0, 0, 0, 1, 1);
        Obb2d b = Obb2d.of(3, 0, 0, 1, 1);
        return BandLabels.note(boundaryBand(a, b), scale(a, b), "two unit squares 3 apart", DEFAULT_BAND_RELATIVE);
    }

    /**
     * Near-touching pairs, half of them with B moved away from A or towards it by 2 to 100 times your
     * band, so that some straddle the band whatever its width.
     */
    private Gen<ObbPair2d> nearTouchingAtYourBand() {
        Gen<ObbPair2d> base = Generators2d.nearTouchingPair();
        return random -> {
            ObbPair2d p = base.next(random);
            double dx = p.b().centerX() - p.a().centerX();
            double dy = p.b().centerY() - p.a().centerY();
            double length = Math.hypot(dx, dy);
            if (random.nextBoolean() || !(length > 0)) {
                return p;
            }
            double d = (random.nextBoolean() ? 1 : -1) * boundaryBand(p.a(), p.b()) * Math.pow(10, random.nextDouble(0.3, 2));
            return p.withB(p.b().translated(dx / length * d, dy / length * d));
        };
    }

    private Property<ObbPair2d> pairs(Gen<ObbPair2d> gen, String name, int factor) {
        return Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(factor * tries())
                .shrinkWith(Shrinkers2d.pair())
                .describeFailureWith(p -> picture(name, p));
    }

    /** Agrees with the corner-projection oracle on every family of pairs outside the band. */
    @Test
    public void agreesWithTheCornerProjectionOracle_outsideTheBand() {
        // About a third of the mixture falls in the band and is not checked: run twice as many.
        pairs(Generators2d.pair(), "agreesWithTheCornerProjectionOracle", 2)
                .requireLabel(BandLabels.OUTSIDE, 0.4, null, bandNote())
                .requireLabel("separated", 0.5, BandLabels.OUTSIDE, "")
                .requireLabel("intersecting", 0.25, BandLabels.OUTSIDE, "")
                .requireLabel("nearTouching", 0.1)
                .requireLabel("degenerate", touchingCounts() ? 0.05 : 0)
                .requireLabel("farFromOrigin", 0.05)
                .requireLabel("nearParallel", 0.05)
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.a(), p.b()))
                                .as("intersects, oracle separation %s, band %s", separation, boundaryBand(p.a(), p.b()))
                                .isEqualTo(separation < 0);
                    }
                });
    }

    /** Decides pairs within a hair of touching exactly, once outside the band. */
    @Test
    public void decidesNearTouchingPairs_outsideTheBand() {
        // Half the pairs are moved by a few times your band, so that enough land outside it.
        pairs(nearTouchingAtYourBand(), "decidesNearTouchingPairs", 3)
                .requireLabel(BandLabels.OUTSIDE, 0.3, null, bandNote())
                .requireLabel("separated", 0.3, BandLabels.OUTSIDE, "")
                .requireLabel("intersecting", 0.3, BandLabels.OUTSIDE, "")
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.a(), p.b())).isEqualTo(separation < 0);
                    }
                });
    }

    /**
     * Closed boxes: exactly touching boxes in integer coordinates intersect, with no band to hide in;
     * open boxes ({@link #touchingCounts()} false) do not.
     */
    @Test
    public void exactlyTouchingBoxes_intersect() {
        pairs(Generators2d.exactlyTouchingPair(), "exactlyTouchingBoxes_intersect", 1)
                .maxDiscardRatio(0.75) // with open boxes, the half of the pairs with a flat box are not judged
                .check(p -> {
                    judged(p.a(), p.b());
                    // Shrinking keeps only pairs that still touch exactly.
                    Property.assume(Oracles2d.separation(p.a(), p.b()) == 0);
                    assertThat(intersects(p.a(), p.b())).as(touchingCounts() ? "closed boxes that touch"
                            : "open boxes that only touch").isEqualTo(touchingCounts());
                    assertThat(intersects(p.b(), p.a())).as("the same, swapped").isEqualTo(touchingCounts());
                });
    }

    /** Touching boxes moved one unit apart are separated: closed, but not too closed. */
    @Test
    public void exactlyTouchingBoxesMovedOneUnitApart_areSeparated() {
        pairs(Generators2d.exactlyTouchingPair(), "exactlyTouchingBoxesMovedApart", 1)
                .maxDiscardRatio(0.75) // with open boxes, the half of the pairs with a flat box are not judged
                .check(p -> {
                    judged(p.a(), p.b());
                    Property.assume(Oracles2d.separation(p.a(), p.b()) == 0);
                    Obb2d apart = Generators2d.movedApart(p, 1);
                    Property.assume(Oracles2d.separation(p.a(), apart) > boundaryBand(p.a(), apart));
                    assertThat(intersects(p.a(), apart)).isFalse();
                    assertThat(intersects(apart, p.a())).isFalse();
                });
    }

    /** Gives the same answer with A and B swapped, outside the band. */
    @Test
    public void isSymmetric_outsideTheBand() {
        pairs(Generators2d.pair(), "isSymmetric", 2) // a third fall in the band: check 10,000 outside it
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.b(), p.a())).isEqualTo(intersects(p.a(), p.b()));
                    }
                });
    }

    /** A pair turned about A's centre and shifted, both boxes together. */
    record Moved(ObbPair2d pair, double angle, double dx, double dy) {
    }

    /** Gives the same answer after turning and shifting both boxes together, outside the band. */
    @Test
    public void isInvariantUnderSharedRotationAndTranslation_outsideTheBand() {
        Gen<Moved> gen = random -> new Moved(Generators2d.pair().next(random),
                (random.nextDouble() * 2 - 1) * Math.PI, (random.nextDouble() * 2 - 1) * 100,
                (random.nextDouble() * 2 - 1) * 100);
        Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(2 * tries())
                .describeFailureWith(m -> picture("isInvariantUnderSharedRotationAndTranslation", m.pair()))
                .check(m -> {
                    judged(m.pair().a(), m.pair().b());
                    ObbPair2d p = m.pair();
                    double px = p.a().centerX();
                    double py = p.a().centerY();
                    Obb2d a2 = p.a().rotatedAbout(m.angle(), px, py).translated(m.dx(), m.dy());
                    Obb2d b2 = p.b().rotatedAbout(m.angle(), px, py).translated(m.dx(), m.dy());
                    double before = Oracles2d.separation(p.a(), p.b());
                    double after = Oracles2d.separation(a2, b2);
                    // Moving the boxes rounds their coordinates: stay that far clear on both sides.
                    double margin = boundaryBand(p.a(), p.b()) + boundaryBand(a2, b2)
                            + positionRounding(p.a(), p.b()) + positionRounding(a2, b2);
                    if (outsideBand(p, before) && Math.abs(after) > margin && Math.abs(before) > margin) {
                        assertThat(intersects(a2, b2)).isEqualTo(intersects(p.a(), p.b()));
                    }
                });
    }

    /**
     * A box intersects itself, and itself moved by less than its smallest half-extent where the overlap
     * is deeper than the band.
     */
    @Test
    public void aBoxIntersectsItselfAndItsSmallTranslates() {
        Gen<Moved> gen = random -> new Moved(Generators2d.pair().next(random), random.nextDouble() * 2 * Math.PI,
                random.nextDouble() * 0.999, 0);
        Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(tries())
                .describeFailureWith(m -> picture("aBoxIntersectsItselfAndItsSmallTranslates",
                        new ObbPair2d(m.pair().a(), smallTranslate(m), "smallTranslate")))
                .check(m -> {
                    judged(m.pair().a(), m.pair().b());
                    Obb2d a = m.pair().a();
                    assertThat(intersects(a, a)).as("a box and itself").isTrue();
                    Obb2d moved = smallTranslate(m);
                    double separation = Oracles2d.separation(a, moved);
                    if (-separation > boundaryBand(a, moved)) {
                        assertThat(intersects(a, moved)).as("a box and itself moved by %s, overlapping by %s",
                                m.dx() * Math.min(a.halfExtentX(), a.halfExtentY()), -separation).isTrue();
                    }
                });
    }

    private static Obb2d smallTranslate(Moved m) {
        Obb2d a = m.pair().a();
        double reach = m.dx() * Math.min(a.halfExtentX(), a.halfExtentY());
        return a.translated(reach * Math.cos(m.angle()), reach * Math.sin(m.angle()));
    }
}
