package io.github.obbkit.verification.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import io.github.obbkit.testkit.gen.ExactCases2d;
import io.github.obbkit.testkit.gen.ExactCases3d;
import org.junit.jupiter.api.Test;

/**
 * The default kernels and the exact predicates give one answer wherever the default kernel is
 * outside its documented band ({@link Sat3d#boundaryBand}, {@link Sat2d#boundaryBand}); inside it,
 * only the exact one is held to the exact oracle (by the band-zero contracts).
 */
class FastVersusExactProperties {
    @Test
    void sat3d_equalsTheExactPredicate_outsideItsBand() {
        Gen<ObbPair3d> gen = Gen.oneOf(Generators3d.pair(), ExactCases3d.pair());
        Property.forAll(gen)
                .tries(2 * Property.defaultTries())
                .shrinkWith(Shrinkers3d.pair())
                .requireLabel("outsideBand", 0.5)
                .check(p -> {
                    Obb3d a = p.a();
                    Obb3d b = p.b();
                    double separation = Oracles3d.separation(a, b);
                    // The double oracle's own error is far below the band; a margin of 2 keeps it out.
                    if (Math.abs(separation) > 2 * Sat3d.boundaryBand(a, b)) {
                        Property.label("outsideBand");
                        assertThat(Sat3d.intersects(a, b)).as("separation %s", separation)
                                .isEqualTo(Sat3d.intersectsExact(a, b));
                    }
                });
    }

    @Test
    void sat2d_equalsTheExactPredicate_outsideItsBand() {
        Gen<ObbPair2d> gen = Gen.oneOf(Generators2d.pair(), ExactCases2d.pair());
        Property.forAll(gen)
                .tries(2 * Property.defaultTries())
                .shrinkWith(Shrinkers2d.pair())
                .requireLabel("outsideBand", 0.5)
                .check(p -> {
                    Obb2d a = p.a();
                    Obb2d b = p.b();
                    double separation = Oracles2d.separation(a, b);
                    if (Math.abs(separation) > 2 * Sat2d.boundaryBand(a, b)) {
                        Property.label("outsideBand");
                        assertThat(Sat2d.intersects(a, b)).as("separation %s", separation)
                                .isEqualTo(Sat2d.intersectsExact(a, b));
                    }
                });
    }
}
