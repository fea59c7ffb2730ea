package io.github.obbkit.testkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.Gen;
import io.github.obbkit.testkit.Generators2d;
import io.github.obbkit.testkit.ObbPair2d;
import io.github.obbkit.testkit.Oracles2d;
import io.github.obbkit.testkit.Property;
import io.github.obbkit.testkit.Shrinkers2d;
import org.junit.jupiter.api.Test;

/** The 4-axis SAT against the corner-projection oracle, and its symmetries. */
class Sat2dProperties {

    /** Labels the outcome and says whether the pair is outside the band, where the answer must be exact. */
    static boolean outsideBand(ObbPair2d p, double separation) {
        Property.label(p.family());
        double band = Sat2d.boundaryBand(p.a(), p.b());
        if (Math.abs(separation) <= band) {
            Property.label("inBand");
            return false;
        }
        Property.label(separation > 0 ? "separated" : "intersecting");
        return true;
    }

    /**
     * Moving a box rounds its centre to the doubles near it: a moved pair is only as exact as a few
     * ulps of its coordinates, whatever the band says about the pair.
     */
    static double positionRounding(Obb2d a, Obb2d b) {
        double far = Math.max(Math.max(Math.abs(a.centerX()), Math.abs(a.centerY())),
                Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())));
        return 4 * Math.ulp(far);
    }

    @Test
    void fastTestEqualsCornerProjectionOracle_outsideTheBoundaryBand() {
        Property.forAll(Generators2d.pair())
                .tries(2 * Property.defaultTries()) // a third fall in the band and are not checked
                .shrinkWith(Shrinkers2d.pair())
                .requireLabel("separated", 0.2)
                .requireLabel("intersecting", 0.2)
                .requireLabel("nearTouching", 0.1)
                .requireLabel("degenerate", 0.05)
                .requireLabel("farFromOrigin", 0.05)
                .requireLabel("nearParallel", 0.05)
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(Sat2d.intersects(p.a(), p.b()))
                                .as("intersects, oracle separation %s, band %s", separation,
                                        Sat2d.boundaryBand(p.a(), p.b()))
                                .isEqualTo(separation < 0);
                    }
                });
    }

    @Test
    void nearTouchingPairs_straddleTheBandAndAreExactOutsideIt() {
        // The near-touching family alone: about half its pairs sit within 1e-5 relative of touching.
        Property.forAll(Generators2d.nearTouchingPair())
                .tries(3 * Property.defaultTries()) // about 60% fall in the band and are not checked
                .shrinkWith(Shrinkers2d.pair())
                .requireLabel("separated", 0.15)
                .requireLabel("intersecting", 0.15)
                .requireLabel("inBand", 0.05)
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(Sat2d.intersects(p.a(), p.b())).isEqualTo(separation < 0);
                    }
                });
    }

    @Test
    void exactlyTouchingBoxesInIntegerCoordinates_intersect() {
        Property.forAll(Generators2d.exactlyTouchingPair())
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    assertThat(Oracles2d.separation(p.a(), p.b())).isZero();
                    assertThat(Sat2d.intersects(p.a(), p.b())).as("closed boxes that touch").isTrue();
                    assertThat(Sat2d.intersects(p.b(), p.a())).isTrue();
                });
    }

    @Test
    void exactlyTouchingBoxesMovedApartByOneUnit_areSeparated() {
        Property.forAll(Generators2d.exactlyTouchingPair())
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    // Move B one unit further along the direction it touches from.
                    double dx = p.b().centerX() - p.a().centerX();
                    double dy = p.b().centerY() - p.a().centerY();
                    boolean alongX = Math.abs(dx) == p.a().halfExtentX() + worldHalfWidth(p.b(), true);
                    Obb2d apart = alongX ? p.b().translated(dx >= 0 ? 1 : -1, 0) : p.b().translated(0, dy >= 0 ? 1 : -1);
                    assertThat(Sat2d.intersects(p.a(), apart)).isFalse();
                });
    }

    private static double worldHalfWidth(Obb2d box, boolean x) {
        return x ? box.halfExtentX() * Math.abs(box.r00()) + box.halfExtentY() * Math.abs(box.r10())
                : box.halfExtentX() * Math.abs(box.r01()) + box.halfExtentY() * Math.abs(box.r11());
    }

    @Test
    void symmetricInAAndB_outsideTheBand() {
        Property.forAll(Generators2d.pair())
                .tries(2 * Property.defaultTries()) // a third fall in the band and are not checked
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(Sat2d.intersects(p.b(), p.a())).isEqualTo(Sat2d.intersects(p.a(), p.b()));
                    }
                });
    }

    /** A pair, a turn about A's centre and a shift applied to both boxes. */
    record Moved(ObbPair2d pair, double angle, double dx, double dy) {
    }

    @Test
    void invariantUnderSharedRotationAndTranslation_outsideTheBand() {
        Gen<Moved> gen = random -> new Moved(Generators2d.pair().next(random),
                (random.nextDouble() * 2 - 1) * Math.PI, (random.nextDouble() * 2 - 1) * 100,
                (random.nextDouble() * 2 - 1) * 100);
        Property.forAll(gen)
                .tries(2 * Property.defaultTries())
                .check(m -> {
                    ObbPair2d p = m.pair();
                    double px = p.a().centerX();
                    double py = p.a().centerY();
                    Obb2d a2 = p.a().rotatedAbout(m.angle(), px, py).translated(m.dx(), m.dy());
                    Obb2d b2 = p.b().rotatedAbout(m.angle(), px, py).translated(m.dx(), m.dy());
                    double before = Oracles2d.separation(p.a(), p.b());
                    double after = Oracles2d.separation(a2, b2);
                    // Moving the boxes rounds their coordinates: stay a band's width clear on both sides.
                    double margin = Sat2d.boundaryBand(p.a(), p.b()) + Sat2d.boundaryBand(a2, b2)
                            + positionRounding(p.a(), p.b()) + positionRounding(a2, b2);
                    if (outsideBand(p, before) && Math.abs(after) > margin && Math.abs(before) > margin) {
                        assertThat(Sat2d.intersects(a2, b2)).isEqualTo(Sat2d.intersects(p.a(), p.b()));
                    }
                });
    }

    @Test
    void aBoxIntersectsItselfAndItsTranslateByLessThanItsSmallestExtent() {
        Gen<Moved> gen = random -> new Moved(Generators2d.pair().next(random), random.nextDouble() * 2 * Math.PI,
                random.nextDouble() * 0.999, 0);
        Property.forAll(gen)
                .check(m -> {
                    Obb2d a = m.pair().a();
                    assertThat(Sat2d.intersects(a, a)).isTrue();
                    double reach = m.dx() * Math.min(a.halfExtentX(), a.halfExtentY());
                    Obb2d moved = a.translated(reach * Math.cos(m.angle()), reach * Math.sin(m.angle()));
                    assertThat(Sat2d.intersects(a, moved)).isTrue();
                });
    }
}
