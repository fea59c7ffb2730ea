package io.github.obbkit.verification.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Property;
import org.junit.jupiter.api.Test;

/**
 * The MTV trap, closed: the loop "while A and B intersect, push B by {@code separatingMtv(a, b)}"
 * ends after one push, for overlapping pairs of every family, at every scale from {@code 1e-150} to
 * {@code 1e150} and up to {@code 1e12} box sizes from the origin. And the push is the MTV's, a little
 * longer: same normal, depth within the stated slop (doubled at most a few times).
 */
class SeparationProperties {
    /** A pair scaled by {@code 10^k} and moved far out, so that every scale and distance is reached. */
    record Scaled2d(Obb2d a, Obb2d b) {
    }

    record Scaled3d(Obb3d a, Obb3d b) {
    }

    private static final Gen<Double> SCALE = random -> Math.pow(10, random.nextInt(-150, 151));
    private static final Gen<Double> OFFSET = random -> random.nextInt(4) == 0 ? 0.0
            : (random.nextBoolean() ? 1 : -1) * Math.pow(10, random.nextDouble(0, 12));

    private static Obb2d scaled(Obb2d b, double s, double offset) {
        return Obb2d.fromAxes((b.centerX() + offset) * s, (b.centerY() - offset) * s, b.axisXx(), b.axisXy(),
                b.axisYx(), b.axisYy(), b.halfExtentX() * s, b.halfExtentY() * s);
    }

    private static Obb3d scaled(Obb3d b, double s, double offset) {
        return Obb3d.fromAxes((b.centerX() + offset) * s, (b.centerY() - offset) * s, (b.centerZ() + offset) * s,
                b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(),
                b.axisZz(), b.halfExtentX() * s, b.halfExtentY() * s, b.halfExtentZ() * s);
    }

    private static Gen<Scaled2d> pairs2d() {
        Gen<ObbPair2d> pairs = Gen.oneOf(Generators2d.intersectingPair(), Generators2d.pair());
        return SCALE.zip(OFFSET, (s, o) -> new double[] {s, o}).zip(pairs, (so, p) -> new Scaled2d(
                scaled(p.a(), so[0], so[1]), scaled(p.b(), so[0], so[1])));
    }

    private static Gen<Scaled3d> pairs3d() {
        Gen<ObbPair3d> pairs = Gen.oneOf(Generators3d.intersectingPair(), Generators3d.pair());
        return SCALE.zip(OFFSET, (s, o) -> new double[] {s, o}).zip(pairs, (so, p) -> new Scaled3d(
                scaled(p.a(), so[0], so[1]), scaled(p.b(), so[0], so[1])));
    }

    @Test
    void pushingUntilApart_takesOnePush_in2d() {
        Property.forAll(pairs2d()).requireLabel("overlapping", 0.3).check(p -> {
            Obb2d b = p.b();
            int pushes = 0;
            while (Sat2d.intersects(p.a(), b)) {
                Property.label("overlapping");
                Mtv2d m = Sat2d.separatingMtv(p.a(), b);
                Mtv2d touching = Sat2d.mtv(p.a(), b);
                assertThat(m.normalX()).isEqualTo(touching.normalX());
                assertThat(m.normalY()).isEqualTo(touching.normalY());
                double slop = 2 * Sat2d.boundaryBand(p.a(), b)
                        + 4 * Math.ulp(Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())));
                assertThat(m.depth() - touching.depth()).isPositive().isLessThanOrEqualTo(64 * slop);
                b = b.translated(m.normalX() * m.depth(), m.normalY() * m.depth());
                pushes++;
                assertThat(pushes).as("pushes until apart").isEqualTo(1);
            }
            if (pushes == 0) {
                assertThat(Sat2d.separatingMtv(p.a(), b)).isNull();
            }
        });
    }

    @Test
    void pushingUntilApart_takesOnePush_in3d() {
        Property.forAll(pairs3d()).requireLabel("overlapping", 0.3).check(p -> {
            Obb3d b = p.b();
            int pushes = 0;
            while (Sat3d.intersects(p.a(), b)) {
                Property.label("overlapping");
                Mtv3d m = Sat3d.separatingMtv(p.a(), b);
                Mtv3d touching = Sat3d.mtv(p.a(), b);
                assertThat(m.normalX()).isEqualTo(touching.normalX());
                assertThat(m.normalY()).isEqualTo(touching.normalY());
                assertThat(m.normalZ()).isEqualTo(touching.normalZ());
                double slop = 2 * Sat3d.boundaryBand(p.a(), b) + 4 * Math.ulp(Math.max(Math.max(
                        Math.abs(b.centerX()), Math.abs(b.centerY())), Math.abs(b.centerZ())));
                assertThat(m.depth() - touching.depth()).isPositive().isLessThanOrEqualTo(64 * slop);
                b = b.translated(m.normalX() * m.depth(), m.normalY() * m.depth(), m.normalZ() * m.depth());
                pushes++;
                assertThat(pushes).as("pushes until apart").isEqualTo(1);
            }
            if (pushes == 0) {
                assertThat(Sat3d.separatingMtv(p.a(), b)).isNull();
            }
        });
    }
}
