package io.github.obbkit.testkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.Generators2d;
import io.github.obbkit.testkit.Oracles2d;
import io.github.obbkit.testkit.Property;
import io.github.obbkit.testkit.Shrinkers2d;
import org.junit.jupiter.api.Test;

/** The minimum translation vector against a brute-force search, and what a push by it does. */
class Mtv2dProperties {

    /** The pair's scale, the length the band is relative to. */
    private static double scale(Obb2d a, Obb2d b) {
        return Sat2d.boundaryBand(a, b) / Sat2d.BAND_RELATIVE;
    }

    @Test
    void mtvIsNullExactlyWhenTheBoxesAreSeparated() {
        Property.forAll(Generators2d.pair())
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> assertThat(Sat2d.mtv(p.a(), p.b()) == null)
                        .isEqualTo(!Sat2d.intersects(p.a(), p.b())));
    }

    @Test
    void depthEqualsTheBruteForceMinimumOverDirections_outsideTheBand() {
        Property.forAll(Generators2d.intersectingPair())
                .tries(2 * Property.defaultTries())
                .shrinkWith(Shrinkers2d.pair())
                .requireLabel("intersecting", 0.5)
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    if (!Sat2dProperties.outsideBand(p, separation) || separation > 0) {
                        return;
                    }
                    Mtv2d mtv = Sat2d.mtv(p.a(), p.b());
                    Oracles2d.Push push = Oracles2d.penetration(p.a(), p.b());
                    assertThat(mtv).isNotNull();
                    assertThat(push).isNotNull();
                    assertThat(mtv.depth()).isCloseTo(push.depth(), within(1e-9 * scale(p.a(), p.b())));
                });
    }

    @Test
    void pushingBByTheMtv_leavesTheBoxesTouching() {
        Property.forAll(Generators2d.intersectingPair())
                .shrinkWith(Shrinkers2d.pair())
                .requireLabel("intersecting", 0.5)
                .check(p -> {
                    Mtv2d mtv = Sat2d.mtv(p.a(), p.b());
                    Property.assume(mtv != null);
                    Property.label("intersecting");
                    Obb2d pushed = p.b().translated(mtv.normalX() * mtv.depth(), mtv.normalY() * mtv.depth());
                    double band = Sat2d.boundaryBand(p.a(), pushed) + Sat2d.boundaryBand(p.a(), p.b())
                            + Sat2dProperties.positionRounding(p.a(), p.b());
                    assertThat(Oracles2d.separation(p.a(), pushed)).as("separation after the push")
                            .isBetween(-band, band);
                });
    }

    @Test
    void noShorterPushAlongAnyAxisOrDirection_separatesTheBoxes() {
        Property.forAll(Generators2d.intersectingPair())
                .shrinkWith(Shrinkers2d.pair())
                .requireLabel("deep", 0.5)
                .check(p -> {
                    Mtv2d mtv = Sat2d.mtv(p.a(), p.b());
                    double shortBy = 2 * Sat2d.boundaryBand(p.a(), p.b()) + 2 * Sat2dProperties.positionRounding(p.a(), p.b());
                    if (mtv == null || mtv.depth() <= 2 * shortBy) {
                        return;
                    }
                    Property.label("deep");
                    double[][] directions = {
                        {p.a().r00(), p.a().r01()}, {p.a().r10(), p.a().r11()},
                        {p.b().r00(), p.b().r01()}, {p.b().r10(), p.b().r11()},
                        {Math.cos(mtv.depth() * 7919), Math.sin(mtv.depth() * 7919)}};
                    for (double[] d : directions) {
                        for (int sign = -1; sign <= 1; sign += 2) {
                            double x = mtv.depth() - shortBy;
                            Obb2d pushed = p.b().translated(sign * d[0] * x, sign * d[1] * x);
                            assertThat(Oracles2d.separation(p.a(), pushed))
                                    .as("separation after pushing %s short along (%s, %s)", shortBy, sign * d[0],
                                            sign * d[1])
                                    .isLessThan(-0.5 * shortBy);
                        }
                    }
                });
    }

    @Test
    void normalPointsFromAToB() {
        Property.forAll(Generators2d.pair())
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    Mtv2d mtv = Sat2d.mtv(p.a(), p.b());
                    if (mtv == null) {
                        return;
                    }
                    double tx = p.b().centerX() - p.a().centerX();
                    double ty = p.b().centerY() - p.a().centerY();
                    assertThat(Math.hypot(mtv.normalX(), mtv.normalY())).isCloseTo(1, within(1e-12));
                    assertThat(mtv.normalX() * tx + mtv.normalY() * ty)
                            .isGreaterThanOrEqualTo(-1e-12 * scale(p.a(), p.b()));
                });
    }
}
