package io.github.obbkit.testkit.junit;

import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.property.Shrink;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

class PropertyTestAnnotationTest {
    static final List<Obb2d> SEEN = new ArrayList<>();

    static Gen<ObbPair2d> pairs() {
        return Generators2d.pair();
    }

    static Shrink<ObbPair2d> simpler() {
        return Shrinkers2d.pair();
    }

    @PropertyTest(generator = "pairs", shrinker = "simpler", tries = 500)
    void satIsSymmetricOutsideTheBand(ObbPair2d p) {
        double separation = Oracles2d.separation(p.a(), p.b());
        Property.assume(Math.abs(separation) > Sat2d.boundaryBand(p.a(), p.b()));
        assertThat(Sat2d.intersects(p.b(), p.a())).isEqualTo(Sat2d.intersects(p.a(), p.b()));
    }

    /** Not run by the build on its own (no test-name pattern matches): run below through the engine. */
    static class FailingFixture {
        static Gen<Obb2d> boxes() {
            return Generators2d.obb();
        }

        static Shrink<Obb2d> simpler() {
            return Shrinkers2d.obb();
        }

        @PropertyTest(generator = "boxes", shrinker = "simpler", tries = 300, seed = 7)
        void everyBoxIsNarrow(Obb2d box) {
            SEEN.add(box);
            assertThat(box.halfExtentX()).isLessThan(2);
        }
    }

    @org.junit.jupiter.api.Test
    void aFailingPropertyTest_isOneFailedTestWithSeedAndShrunkCase() {
        SEEN.clear();
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(FailingFixture.class)).execute();
        List<Event> failed = results.testEvents().failed().list();
        assertThat(failed).hasSize(1);
        assertThat(results.testEvents().started().count()).isEqualTo(1);
        String message = failed.get(0).getPayload(TestExecutionResult.class).flatMap(TestExecutionResult::getThrowable)
                .map(Throwable::getMessage).orElse("");
        assertThat(message).contains("FailingFixture#everyBoxIsNarrow").contains("seed 0x7")
                .contains("-Dobbkit.replay='PropertyTestAnnotationTest$FailingFixture#everyBoxIsNarrow@0x").contains("shrunk");
        assertThat(SEEN.size()).as("cases run, then shrinking attempts").isGreaterThan(1);
    }
}
