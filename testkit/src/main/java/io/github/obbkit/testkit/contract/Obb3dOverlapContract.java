package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.picture.Pictures3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 3D box-box overlap test, as an abstract JUnit 5 class: extend it, implement
 * {@link #intersects(Obb3d, Obb3d)} by calling your own code (adapting from obbkit's boxes to yours),
 * and every property below runs against the {@link Oracles3d independent oracles}.
 *
 * <pre>{@code
 * class MyOverlapTest extends Obb3dOverlapContract {
 *     @Override
 *     protected boolean intersects(Obb3d a, Obb3d b) {
 *         return MyBox.from(a).overlaps(MyBox.from(b));
 *     }
 * }
 * }</pre>
 *
 * <p>Boxes are closed (touching intersects) unless {@link #touchingCounts()} says they are open. Pairs whose {@link Oracles3d#separation} lies within
 * {@link #boundaryBand(Obb3d, Obb3d)} of zero may go either way; override it to state your own
 * implementation's band. Properties that skip the band run more tries, so that each still decides
 * at least {@link #tries()} cases. A failing property writes a three-view SVG of the shrunk
 * counterexample (see {@link Pictures3d}) and prints its path.
 */
public abstract class Obb3dOverlapContract {
    /**
     * The default relative band: one part in 10<sup>6</sup> of the pair's scale. In 3D a
     * double-precision test with a small epsilon on {@code |R|} cannot be exact for boxes whose
     * edges are nearly parallel: the edge-edge axis is known only to about {@code ε / sin θ} and the
     * face axes see the gap only to about {@code θ} times the size, so a gap of about
     * {@code sqrt(ε)} times the size can go either way (obbkit's own {@code Sat3d} documents
     * {@code 3.5e-7} and uses this same band).
     */
    public static final double DEFAULT_BAND_RELATIVE = 1e-6;

    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected Obb3dOverlapContract() {
    }

    /**
     * The implementation under test.
     *
     * @param a one box
     * @param b the other box
     * @return whether they share a point
     */
    protected abstract boolean intersects(Obb3d a, Obb3d b);

    /**
     * The half-width of the band around touching within which either answer is accepted; by default
     * {@link #DEFAULT_BAND_RELATIVE} times {@link Oracles3d#scale} (the largest component of the
     * centre difference plus the six half-extents).
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Obb3d a, Obb3d b) {
        return DEFAULT_BAND_RELATIVE * Oracles3d.scale(a, b);
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

    private static boolean flat(Obb3d box) {
        return box.halfExtentX() == 0 || box.halfExtentY() == 0 || box.halfExtentZ() == 0;
    }

    /** With open boxes, discards pairs with a flat box; see {@link #touchingCounts()}. */
    private void judged(Obb3d a, Obb3d b) {
        Property.assume(touchingCounts() || !(flat(a) || flat(b)));
    }

    /**
     * How many cases each property decides at least; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /**
     * Labels the case by family and outcome, and says whether it is outside the band.
     *
     * @param p          the pair
     * @param separation the oracle's signed separation
     * @return true if the answer must be exact
     */
    protected boolean outsideBand(ObbPair3d p, double separation) {
        return BandLabels.outside(p.family(), separation, boundaryBand(p.a(), p.b()));
    }

    /**
     * Draws a failing pair and returns the line that points to the picture.
     *
     * @param name the picture's name
     * @param p    the pair
     * @return the line for the failure message
     */
    protected String picture(String name, ObbPair3d p) {
        Obb3d a = p.a();
        Obb3d b = p.b();
        String title = name + ": oracle separation " + Oracles3d.separation(a, b) + ", yours says "
                + (intersects(a, b) ? "intersecting" : "separated");
        return "picture: " + Pictures3d.write(getClass().getSimpleName() + "-" + name, a, b, null, title);
    }

    /** Why a floor on the cases outside the band may fail, naming the band. */
    String bandNote() {
        Obb3d a = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Obb3d b = a.translated(3, 0, 0);
        return BandLabels.note(boundaryBand(a, b), Oracles3d.scale(a, b), "two unit cubes 3 apart",
                DEFAULT_BAND_RELATIVE);
    }

    /**
     * Pairs of {@code gen}, half of them with B moved away from A or towards it by 2 to 100 times your
     * band, so that some straddle the band whatever its width.
     */
    private Gen<ObbPair3d> atYourBand(Gen<ObbPair3d> gen) {
        return random -> {
            ObbPair3d p = gen.next(random);
            double dx = p.b().centerX() - p.a().centerX();
            double dy = p.b().centerY() - p.a().centerY();
            double dz = p.b().centerZ() - p.a().centerZ();
            double length = Math.sqrt(dx * dx + dy * dy + dz * dz);
            if (random.nextBoolean() || !(length > 0)) {
                return p;
            }
            double d = (random.nextBoolean() ? 1 : -1) * boundaryBand(p.a(), p.b()) * Math.pow(10, random.nextDouble(0.3, 2));
            return p.withB(p.b().translated(dx / length * d, dy / length * d, dz / length * d));
        };
    }

    private Property<ObbPair3d> pairs(Gen<ObbPair3d> gen, String name, double factor) {
        return Property.forAll(gen)
                .named(TestNames.of(this))
                .tries((int) Math.ceil(factor * tries()))
                .shrinkWith(Shrinkers3d.pair())
                .describeFailureWith(p -> picture(name, p));
    }

    /** Agrees with the corner-projection oracle on every family of pairs outside the band. */
    @Test
    public void agreesWithTheCornerProjectionOracle_outsideTheBand() {
        // About three in ten pairs of the mixture fall in the band and are not checked.
        pairs(Generators3d.pair(), "agreesWithTheCornerProjectionOracle", 1.6)
                .requireLabel(BandLabels.OUTSIDE, 0.2, null, bandNote())
                .requireLabel("separated", 0.4, BandLabels.OUTSIDE, "")
                .requireLabel("intersecting", 0.33, BandLabels.OUTSIDE, "")
                .requireLabel("edgeEdgeOnly", 0.05)
                .requireLabel("nearTouching", 0.05)
                .requireLabel("faceTouching", 0.05)
                .requireLabel("edgeTouching", 0.05)
                .requireLabel("nearParallel", 0.05)
                .requireLabel("degenerate", touchingCounts() ? 0.04 : 0)
                .requireLabel("farFromOrigin", 0.04)
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.a(), p.b()))
                                .as("intersects, oracle separation %s, band %s", separation, boundaryBand(p.a(), p.b()))
                                .isEqualTo(separation < 0);
                    }
                });
    }

    /**
     * Agrees with the linear-programming oracle outside the band, and that oracle agrees with the
     * corner-projection one: two oracles that share no code check each other on every case.
     */
    @Test
    public void agreesWithTheLinearProgrammingOracle_andTheOraclesAgree_outsideTheBand() {
        pairs(Generators3d.pair(), "agreesWithTheLinearProgrammingOracle", 1.6)
                .requireLabel(BandLabels.OUTSIDE, 0.2, null, bandNote())
                .requireLabel("separated", 0.4, BandLabels.OUTSIDE, "")
                .requireLabel("intersecting", 0.33, BandLabels.OUTSIDE, "")
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        double inflation = Oracles3d.slabInflation(p.a(), p.b());
                        boolean byProgram = Oracles3d.intersectsByLinearProgram(p.a(), p.b());
                        assertThat(byProgram)
                                .as("the oracles disagree (a testkit bug): separation %s, slab inflation %s",
                                        separation, inflation)
                                .isEqualTo(separation < 0);
                        assertThat(intersects(p.a(), p.b()))
                                .as("intersects, slab inflation %s, separation %s", inflation, separation)
                                .isEqualTo(byProgram);
                    }
                });
    }

    /** Decides pairs within a hair of touching (at a random point, across a face, edge to edge) exactly. */
    @Test
    public void decidesNearTouchingFaceAndEdgePairs_outsideTheBand() {
        // Half the pairs are moved by a few times your band, so that enough land outside it.
        Gen<ObbPair3d> gen = atYourBand(Gen.oneOf(Generators3d.nearTouchingPair(), Generators3d.faceTouchingPair(),
                Generators3d.edgeTouchingPair()));
        pairs(gen, "decidesNearTouchingFaceAndEdgePairs", 1.9)
                .requireLabel(BandLabels.OUTSIDE, 0.3, null, bandNote())
                .requireLabel("separated", 0.3, BandLabels.OUTSIDE, "")
                .requireLabel("intersecting", 0.25, BandLabels.OUTSIDE, "")
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.a(), p.b()))
                                .as("intersects, oracle separation %s", separation)
                                .isEqualTo(separation < 0);
                    }
                });
    }

    /** Pairs that only an edge-edge axis separates (all six face axes overlap) are not intersecting. */
    @Test
    public void separatedOnlyByAnEdgeEdgeAxis_isNotIntersecting() {
        pairs(Generators3d.edgeEdgeOnlyPair(), "separatedOnlyByAnEdgeEdgeAxis", 1)
                .requireLabel(BandLabels.OUTSIDE, 0.2, null, bandNote())
                .requireLabel("separated", 0.99, BandLabels.OUTSIDE, "")
                .check(p -> {
                    judged(p.a(), p.b());
                    // Shrinking must not wander off to pairs that are no longer of this kind.
                    Property.assume(Generators3d.isEdgeEdgeOnly(p));
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.a(), p.b()))
                                .as("boxes apart by %s along an edge-edge axis only", separation)
                                .isFalse();
                    }
                });
    }

    /**
     * Closed boxes: exactly touching boxes in integer coordinates intersect, with no band to hide in;
     * open boxes ({@link #touchingCounts()} false) do not.
     */
    @Test
    public void exactlyTouchingBoxes_intersect() {
        pairs(Generators3d.exactlyTouchingPair(), "exactlyTouchingBoxes_intersect", 1)
                .maxDiscardRatio(0.75) // with open boxes, the half of the pairs with a flat box are not judged
                .check(p -> {
                    judged(p.a(), p.b());
                    // Shrinking keeps only pairs that still touch exactly.
                    Property.assume(Oracles3d.separation(p.a(), p.b()) == 0);
                    assertThat(intersects(p.a(), p.b())).as(touchingCounts() ? "closed boxes that touch"
                            : "open boxes that only touch").isEqualTo(touchingCounts());
                    assertThat(intersects(p.b(), p.a())).as("the same, swapped").isEqualTo(touchingCounts());
                });
    }

    /** Touching boxes moved one unit apart are separated: closed, but not too closed. */
    @Test
    public void exactlyTouchingBoxesMovedOneUnitApart_areSeparated() {
        pairs(Generators3d.exactlyTouchingPair(), "exactlyTouchingBoxesMovedApart", 1)
                .maxDiscardRatio(0.75) // with open boxes, the half of the pairs with a flat box are not judged
                .check(p -> {
                    judged(p.a(), p.b());
                    Property.assume(Oracles3d.separation(p.a(), p.b()) == 0);
                    Obb3d apart = Generators3d.movedApart(p, 1);
                    Property.assume(Oracles3d.separation(p.a(), apart) > boundaryBand(p.a(), apart));
                    assertThat(intersects(p.a(), apart)).isFalse();
                    assertThat(intersects(apart, p.a())).isFalse();
                });
    }

    /** Gives the same answer with A and B swapped, outside the band. */
    @Test
    public void isSymmetric_outsideTheBand() {
        pairs(Generators3d.pair(), "isSymmetric", 1.6)
                .check(p -> {
                    judged(p.a(), p.b());
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (outsideBand(p, separation)) {
                        assertThat(intersects(p.b(), p.a())).isEqualTo(intersects(p.a(), p.b()));
                    }
                });
    }

    /**
     * A pair with a rigid motion to apply to both boxes: turned about A's centre by a rotation (a
     * column-vector matrix, row-major), then shifted.
     *
     * @param pair     the pair
     * @param rotation the rotation's nine elements, row-major
     * @param dx       the shift's x
     * @param dy       the shift's y
     * @param dz       the shift's z
     */
    record Moved(ObbPair3d pair, double[] rotation, double dx, double dy, double dz) {
        ObbPair3d moved() {
            Obb3d a = pair.a();
            double px = a.centerX();
            double py = a.centerY();
            double pz = a.centerZ();
            return new ObbPair3d(
                    Generators3d.turnedAbout(a, rotation, px, py, pz).translated(dx, dy, dz),
                    Generators3d.turnedAbout(pair.b(), rotation, px, py, pz).translated(dx, dy, dz),
                    pair.family());
        }

        @Override
        public String toString() {
            return pair + "\n    moved: " + moved();
        }
    }

    private static Moved rigidMotion(ObbPair3d pair, RandomGenerator random) {
        double reach = random.nextDouble() < 0.2 ? 1e5 : 100;
        return new Moved(pair, Generators3d.uniformRotationRows(random), (random.nextDouble() * 2 - 1) * reach,
                (random.nextDouble() * 2 - 1) * reach, (random.nextDouble() * 2 - 1) * reach);
    }

    /** Gives the same answer after a uniform rotation about A's centre and a shift of both boxes. */
    @Test
    public void isInvariantUnderSharedRigidMotion_outsideTheBand() {
        Gen<ObbPair3d> pairs = Generators3d.pair();
        Gen<Moved> gen = random -> rigidMotion(pairs.next(random), random);
        Property.forAll(gen)
                .named(TestNames.of(this))
                .tries((int) Math.ceil(1.6 * tries()))
                .requireLabel("compared", 0.2, null, bandNote())
                .describeFailureWith(m -> picture("isInvariantUnderSharedRigidMotion", m.pair()))
                .check(m -> {
                    judged(m.pair().a(), m.pair().b());
                    ObbPair3d p = m.pair();
                    ObbPair3d q = m.moved();
                    double before = Oracles3d.separation(p.a(), p.b());
                    double after = Oracles3d.separation(q.a(), q.b());
                    // Moving the boxes rounds their coordinates: stay that far clear on both sides.
                    double margin = boundaryBand(p.a(), p.b()) + boundaryBand(q.a(), q.b())
                            + Oracles3d.positionRounding(p.a(), p.b()) + Oracles3d.positionRounding(q.a(), q.b());
                    if (outsideBand(p, before) && Math.abs(after) > margin && Math.abs(before) > margin) {
                        Property.label("compared");
                        assertThat(intersects(q.a(), q.b())).as("after the motion").isEqualTo(intersects(p.a(), p.b()));
                    }
                });
    }

    /**
     * A box intersects itself, and itself moved by less than its smallest half-extent where the overlap
     * is deeper than the band.
     */
    @Test
    public void aBoxIntersectsItselfAndItsSmallTranslates() {
        Gen<ObbPair3d> pairs = Generators3d.pair();
        Gen<Moved> gen = random -> {
            ObbPair3d p = pairs.next(random);
            double[] dir = Generators3d.uniformDirection(random);
            double reach = random.nextDouble() * 0.999 * Math.min(p.a().halfExtentX(),
                    Math.min(p.a().halfExtentY(), p.a().halfExtentZ()));
            return new Moved(p, new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, reach * dir[0], reach * dir[1],
                    reach * dir[2]);
        };
        Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(tries())
                .describeFailureWith(m -> picture("aBoxIntersectsItselfAndItsSmallTranslates", new ObbPair3d(m.pair().a(),
                        m.pair().a().translated(m.dx(), m.dy(), m.dz()), "smallTranslate")))
                .check(m -> {
                    judged(m.pair().a(), m.pair().b());
                    Obb3d a = m.pair().a();
                    assertThat(intersects(a, a)).as("a box and itself").isTrue();
                    Obb3d moved = a.translated(m.dx(), m.dy(), m.dz());
                    // The overlap of a box with a translate can be as thin as the band: honour it.
                    double separation = Oracles3d.separation(a, moved);
                    if (-separation > boundaryBand(a, moved)) {
                        assertThat(intersects(a, moved)).as("a box and itself moved by (%s, %s, %s), overlapping by %s",
                                m.dx(), m.dy(), m.dz(), -separation).isTrue();
                    }
                });
    }
}
