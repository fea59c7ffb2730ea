package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.oracle.Push3d;
import io.github.obbkit.testkit.picture.Pictures3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Obb3d;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 3D minimum translation vector, as an abstract JUnit 5 class: extend it and
 * implement {@link #mtv(Obb3d, Obb3d)} with your own code, adapting its result into a
 * {@link Push3d}. The properties compare it with {@link Oracles3d#mtv}, a brute-force search
 * over the candidate axes and a Fibonacci sphere of directions, and check what pushing box B by it
 * does.
 *
 * <p>Pairs within {@link #boundaryBand(Obb3d, Obb3d)} of touching may go either way on "is there a
 * push", and the depth is compared to within the band: a 15-axis MTV may skip edge-edge axes of
 * nearly parallel edges, which costs up to a few 10<sup>-7</sup> of the pair's scale.
 */
public abstract class Mtv3dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected Mtv3dContract() {
    }

    /**
     * The implementation under test: the shortest push of {@code b} that leaves it touching
     * {@code a}, or null when the boxes are separated.
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or null
     */
    protected abstract @Nullable Push3d mtv(Obb3d a, Obb3d b);

    /**
     * The half-width of the band around touching within which a push may or may not be returned,
     * and within which its depth is compared; by default
     * {@link Obb3dOverlapContract#DEFAULT_BAND_RELATIVE} of {@link Oracles3d#scale}.
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Obb3d a, Obb3d b) {
        return Obb3dOverlapContract.DEFAULT_BAND_RELATIVE * Oracles3d.scale(a, b);
    }

    /**
     * How many cases each property decides at least; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /** Why a floor on the cases outside or deeper than the band may fail, naming the band. */
    private String bandNote() {
        Obb3d a = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Obb3d b = a.translated(1, 0, 0);
        return BandLabels.note(boundaryBand(a, b), Oracles3d.scale(a, b), "two unit cubes 1 apart",
                Obb3dOverlapContract.DEFAULT_BAND_RELATIVE);
    }

    private Property<ObbPair3d> pairs(Gen<ObbPair3d> gen, String name, double factor) {
        return Property.forAll(gen)
                .named(TestNames.of(this))
                .tries((int) Math.ceil(factor * tries()))
                .shrinkWith(Shrinkers3d.pair())
                .describeFailureWith(p -> "picture: " + Pictures3d.write(getClass().getSimpleName() + "-" + name,
                        p.a(), p.b(), mtv(p.a(), p.b()), name + ": your push drawn in green from B's centre"));
    }

    /** Returns a push exactly when the oracle says the boxes intersect, outside the band. */
    @Test
    public void isNullExactlyWhenSeparated_outsideTheBand() {
        pairs(Generators3d.pair(), "isNullExactlyWhenSeparated", 1.6)
                .requireLabel(BandLabels.OUTSIDE, 0.2, null, bandNote())
                .requireLabel("separated", 0.4, BandLabels.OUTSIDE, "")
                .requireLabel("intersecting", 0.33, BandLabels.OUTSIDE, "")
                .check(p -> {
                    double separation = Oracles3d.separation(p.a(), p.b());
                    if (BandLabels.outside(p.family(), separation, boundaryBand(p.a(), p.b()))) {
                        assertThat(mtv(p.a(), p.b()) == null).as("null for separation %s", separation)
                                .isEqualTo(separation > 0);
                    }
                });
    }

    /** Its depth is the brute-force minimum over directions, within the band. */
    @Test
    public void depthEqualsTheBruteForceMinimumOverDirections() {
        pairs(Generators3d.intersectingPair(), "depthEqualsTheBruteForceMinimum", 1.75)
                .requireLabel("deep", 0.2, null, bandNote())
                .check(p -> {
                    Property.label(p.family());
                    double separation = Oracles3d.separation(p.a(), p.b());
                    double band = boundaryBand(p.a(), p.b());
                    if (-separation <= band) {
                        return;
                    }
                    Property.label("deep");
                    Push3d push = mtv(p.a(), p.b());
                    Push3d oracle = Oracles3d.mtv(p.a(), p.b());
                    assertThat(push).as("a push for intersecting boxes").isNotNull();
                    assertThat(oracle).isNotNull();
                    assertThat(push.depth()).as("depth, brute force says %s along (%s, %s, %s)", oracle.depth(),
                            oracle.normalX(), oracle.normalY(), oracle.normalZ())
                            .isCloseTo(oracle.depth(), within(band));
                });
    }

    /** Pushing B by it leaves the boxes touching: not overlapping, not apart. */
    @Test
    public void pushingBByIt_leavesTheBoxesTouching() {
        pairs(Generators3d.intersectingPair(), "pushingBByIt_leavesTheBoxesTouching", 1.05)
                .check(p -> {
                    Property.label(p.family());
                    Push3d push = mtv(p.a(), p.b());
                    Property.assume(push != null);
                    Obb3d pushed = p.b().translated(push.normalX() * push.depth(), push.normalY() * push.depth(),
                            push.normalZ() * push.depth());
                    double band = boundaryBand(p.a(), pushed) + boundaryBand(p.a(), p.b())
                            + Oracles3d.positionRounding(p.a(), p.b());
                    assertThat(Oracles3d.separation(p.a(), pushed)).as("separation after the push %s", push)
                            .isBetween(-band, band);
                });
    }

    /**
     * No shorter push separates the boxes: not along any of the fifteen candidate axes (either
     * sign), nor along a random direction.
     */
    @Test
    public void noShorterPushAlongAnyAxisOrDirection_separatesTheBoxes() {
        pairs(Generators3d.intersectingPair(), "noShorterPush", 2)
                .requireLabel("deep", 0.18, null, bandNote())
                .check(p -> {
                    Property.label(p.family());
                    Push3d push = mtv(p.a(), p.b());
                    double shortBy = 2 * boundaryBand(p.a(), p.b()) + 2 * Oracles3d.positionRounding(p.a(), p.b());
                    if (push == null || push.depth() <= 2 * shortBy) {
                        return;
                    }
                    Property.label("deep");
                    for (double[] d : directions(p.a(), p.b(), push.depth())) {
                        for (int sign = -1; sign <= 1; sign += 2) {
                            double x = sign * (push.depth() - shortBy);
                            Obb3d pushed = p.b().translated(d[0] * x, d[1] * x, d[2] * x);
                            assertThat(Oracles3d.separation(p.a(), pushed))
                                    .as("separation after pushing %s short of %s along (%s, %s, %s)", shortBy,
                                            push.depth(), sign * d[0], sign * d[1], sign * d[2])
                                    .isLessThan(-0.5 * shortBy);
                        }
                    }
                });
    }

    /** The six face axes, the nine edge-edge axes that are not degenerate, and one more direction. */
    private static double[][] directions(Obb3d a, Obb3d b, double seed) {
        double[][] axes = {
            {a.axisXx(), a.axisXy(), a.axisXz()}, {a.axisYx(), a.axisYy(), a.axisYz()}, {a.axisZx(), a.axisZy(), a.axisZz()},
            {b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()}, {b.axisZx(), b.axisZy(), b.axisZz()}};
        double[][] out = new double[16][];
        int n = 0;
        for (int i = 0; i < 6; i++) {
            out[n++] = axes[i];
        }
        for (int i = 0; i < 3; i++) {
            for (int j = 3; j < 6; j++) {
                double[] u = axes[i];
                double[] v = axes[j];
                double x = u[1] * v[2] - u[2] * v[1];
                double y = u[2] * v[0] - u[0] * v[2];
                double z = u[0] * v[1] - u[1] * v[0];
                double len = Math.sqrt(x * x + y * y + z * z);
                if (len > 1e-6) {
                    out[n++] = new double[] {x / len, y / len, z / len};
                }
            }
        }
        // A direction that depends on the case only, so that a replay sees the same one.
        double theta = Math.acos(Math.cos(seed * 7919.0));
        double phi = seed * 104729.0;
        out[n++] = new double[] {Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), Math.cos(theta)};
        return java.util.Arrays.copyOf(out, n);
    }

    /** Its direction is a unit vector pointing from A's centre towards B's (or across, for concentric boxes). */
    @Test
    public void normalIsAUnitVectorPointingFromAToB() {
        pairs(Generators3d.intersectingPair(), "normalIsAUnitVectorPointingFromAToB", 1.05)
                .check(p -> {
                    Property.label(p.family());
                    Push3d push = mtv(p.a(), p.b());
                    Property.assume(push != null);
                    double tx = p.b().centerX() - p.a().centerX();
                    double ty = p.b().centerY() - p.a().centerY();
                    double tz = p.b().centerZ() - p.a().centerZ();
                    double length = Math.sqrt(push.normalX() * push.normalX() + push.normalY() * push.normalY()
                            + push.normalZ() * push.normalZ());
                    // A wider band (a float kernel's) allows a normal rounded that much.
                    double scale = Oracles3d.scale(p.a(), p.b());
                    double band = boundaryBand(p.a(), p.b());
                    // Two point boxes at one point have no scale: then only the fixed tolerance.
                    assertThat(length).as("length of the normal")
                            .isCloseTo(1, within(1e-9 + (scale > 0 ? 2 * band / scale : 0)));
                    assertThat(push.normalX() * tx + push.normalY() * ty + push.normalZ() * tz)
                            .as("normal along the centre difference")
                            .isGreaterThanOrEqualTo(-1e-12 * scale - band);
                });
    }
}
