package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.picture.Pictures2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core2d.Obb2d;
import org.junit.jupiter.api.Test;
import org.jspecify.annotations.Nullable;

/**
 * The contract of a 2D minimum translation vector, as an abstract JUnit 5 class: extend it and
 * implement {@link #mtv(Obb2d, Obb2d)} with your own code, adapting its result into a
 * {@link Push2d}. The properties compare it with {@link Oracles2d#mtv}, a brute-force search
 * over directions, and check what pushing box B by it does.
 *
 * <p>Pairs within {@link #boundaryBand(Obb2d, Obb2d)} of touching may go either way on "is there a
 * push"; the depth is compared to within {@code 1e-9} of the pair's scale.
 */
public abstract class Mtv2dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected Mtv2dContract() {
    }

    /**
     * The implementation under test: the shortest push of {@code b} that leaves it touching
     * {@code a}, or null when the boxes are separated.
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or null
     */
    protected abstract @Nullable Push2d mtv(Obb2d a, Obb2d b);

    /**
     * The half-width of the band around touching within which a push may or may not be returned; by
     * default {@link Obb2dOverlapContract#DEFAULT_BAND_RELATIVE} of the pair's scale.
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Obb2d a, Obb2d b) {
        return Obb2dOverlapContract.DEFAULT_BAND_RELATIVE * Obb2dOverlapContract.scale(a, b);
    }

    /**
     * How many cases each property runs; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /** Why a floor on the cases deeper than the band may fail, naming the band. */
    private String bandNote() {
        Obb2d a = Obb2d.of(0, 0, 0, 1, 1);
        Obb2d b = Obb2d.of(1, 0, 0, 1, 1);
        return BandLabels.note(boundaryBand(a, b), Obb2dOverlapContract.scale(a, b), "two unit squares 1 apart",
                Obb2dOverlapContract.DEFAULT_BAND_RELATIVE);
    }

    private Property<ObbPair2d> pairs(Gen<ObbPair2d> gen, String name, int factor) {
        return Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(factor * tries())
                .shrinkWith(Shrinkers2d.pair())
                .describeFailureWith(p -> "picture: " + Pictures2d.write(getClass().getSimpleName() + "-" + name,
                        p.a(), p.b(), mtv(p.a(), p.b()), name + ": your push drawn in green from B's centre"));
    }

    /** Returns a push exactly when the oracle says the boxes intersect, outside the band. */
    @Test
    public void isNullExactlyWhenSeparated_outsideTheBand() {
        pairs(Generators2d.pair(), "isNullExactlyWhenSeparated", 2)
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (Math.abs(separation) > boundaryBand(p.a(), p.b())) {
                        assertThat(mtv(p.a(), p.b()) == null).as("null for separation %s", separation)
                                .isEqualTo(separation > 0);
                    }
                });
    }

    /** Its depth is the brute-force minimum over directions. */
    @Test
    public void depthEqualsTheBruteForceMinimumOverDirections() {
        pairs(Generators2d.intersectingPair(), "depthEqualsTheBruteForceMinimum", 2)
                .requireLabel("checked", 0.3, null, bandNote())
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (-separation <= boundaryBand(p.a(), p.b())) {
                        return;
                    }
                    Property.label("checked");
                    Push2d push = mtv(p.a(), p.b());
                    Push2d oracle = Oracles2d.mtv(p.a(), p.b());
                    assertThat(push).as("a push for intersecting boxes").isNotNull();
                    assertThat(oracle).isNotNull();
                    assertThat(push.depth()).isCloseTo(oracle.depth(),
                            within(Math.max(1e-9 * Obb2dOverlapContract.scale(p.a(), p.b()), boundaryBand(p.a(), p.b()))));
                });
    }

    /** Pushing B by it leaves the boxes touching: not overlapping, not apart. */
    @Test
    public void pushingBByIt_leavesTheBoxesTouching() {
        pairs(Generators2d.intersectingPair(), "pushingBByIt_leavesTheBoxesTouching", 1)
                .check(p -> {
                    Push2d push = mtv(p.a(), p.b());
                    Property.assume(push != null);
                    Obb2d pushed = p.b().translated(push.normalX() * push.depth(), push.normalY() * push.depth());
                    double band = boundaryBand(p.a(), pushed) + boundaryBand(p.a(), p.b())
                            + Obb2dOverlapContract.positionRounding(p.a(), p.b());
                    assertThat(Oracles2d.separation(p.a(), pushed)).as("separation after the push")
                            .isBetween(-band, band);
                });
    }

    /** No shorter push, along any of the four axes or another direction, separates the boxes. */
    @Test
    public void noShorterPushAlongAnyDirection_separatesTheBoxes() {
        pairs(Generators2d.intersectingPair(), "noShorterPush", 2) // about half are deep enough to check
                .requireLabel("deep", 0.3, null, bandNote())
                .check(p -> {
                    Push2d push = mtv(p.a(), p.b());
                    double shortBy = 2 * boundaryBand(p.a(), p.b())
                            + 2 * Obb2dOverlapContract.positionRounding(p.a(), p.b());
                    if (push == null || push.depth() <= 2 * shortBy) {
                        return;
                    }
                    Property.label("deep");
                    double[][] directions = {
                        {p.a().axisXx(), p.a().axisXy()}, {p.a().axisYx(), p.a().axisYy()},
                        {p.b().axisXx(), p.b().axisXy()}, {p.b().axisYx(), p.b().axisYy()},
                        {Math.cos(push.depth() * 7919), Math.sin(push.depth() * 7919)}};
                    for (double[] d : directions) {
                        for (int sign = -1; sign <= 1; sign += 2) {
                            double x = push.depth() - shortBy;
                            Obb2d pushed = p.b().translated(sign * d[0] * x, sign * d[1] * x);
                            assertThat(Oracles2d.separation(p.a(), pushed))
                                    .as("separation after pushing %s short along (%s, %s)", shortBy, sign * d[0],
                                            sign * d[1])
                                    .isLessThan(-0.5 * shortBy);
                        }
                    }
                });
    }

    /** Its direction is a unit vector pointing from A's centre towards B's (or across, for concentric boxes). */
    @Test
    public void normalIsAUnitVectorPointingFromAToB() {
        pairs(Generators2d.intersectingPair(), "normalIsAUnitVectorPointingFromAToB", 1)
                .check(p -> {
                    Push2d push = mtv(p.a(), p.b());
                    Property.assume(push != null);
                    double tx = p.b().centerX() - p.a().centerX();
                    double ty = p.b().centerY() - p.a().centerY();
                    // A wider band (a float kernel's) allows a normal rounded that much.
                    double scale = Obb2dOverlapContract.scale(p.a(), p.b());
                    double band = boundaryBand(p.a(), p.b());
                    assertThat(Math.hypot(push.normalX(), push.normalY())).as("length of the normal")
                            .isCloseTo(1, within(1e-9 + (scale > 0 ? 2 * band / scale : 0)));
                    assertThat(push.normalX() * tx + push.normalY() * ty).as("normal along the centre difference")
                            .isGreaterThanOrEqualTo(-1e-12 * scale - band);
                });
    }
}
