package io.github.obbkit.examples.yourcode;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.junit.PropertyTest;
import io.github.obbkit.testkit.property.Shrink;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The testkit's generators are plain functions of a random source: drive them from any runner. */
class RectGeneratorsTest {

    // tag::parameterized[]
    static Stream<ObbPair2d> pairs() {
        SplittableRandom random = new SplittableRandom(2024);      // fixed seed: the same cases every run
        return Stream.generate(() -> Generators2d.pair().next(random)).limit(300);
    }

    @ParameterizedTest
    @MethodSource("pairs")
    void rectOverlapAgreesWithTheOracle(ObbPair2d p) {
        double separation = Oracles2d.separation(p.a(), p.b());
        if (Math.abs(separation) > 1e-9) {                          // outside a band around touching
            boolean mine = RectContractTest.rect(p.a()).overlaps(RectContractTest.rect(p.b()));
            assertThat(mine).isEqualTo(separation < 0);
        }
    }
    // end::parameterized[]

    static Gen<ObbPair2d> generated() {
        return Generators2d.pair();
    }

    static Shrink<ObbPair2d> simpler() {
        return Shrinkers2d.pair();
    }

    @PropertyTest(generator = "generated", shrinker = "simpler", tries = 2000)
    void rectOverlapIsSymmetric(ObbPair2d p) {
        Property.assume(Math.abs(Oracles2d.separation(p.a(), p.b())) > Sat2d.boundaryBand(p.a(), p.b()) * 10);
        Rect a = RectContractTest.rect(p.a());
        Rect b = RectContractTest.rect(p.b());
        assertThat(b.overlaps(a)).isEqualTo(a.overlaps(b));
    }
}
