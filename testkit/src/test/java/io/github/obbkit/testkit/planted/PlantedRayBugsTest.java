package io.github.obbkit.testkit.planted;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Runs every planted broken ray-box test through {@code RayBoxContract}, with the suite's default
 * settings, and requires that the suite catches it; and runs the same slab test without a bug, which
 * the suite must pass. A suite that lets a planted bug through is itself broken.
 */
class PlantedRayBugsTest {

    static Stream<Class<?>> planted() {
        return Stream.of(
                PlantedRays.NoParallelCheck.class,
                PlantedRays.StrictSpan.class,
                PlantedRays.OpenSlabs.class,
                PlantedRays.TInUnitDirectionUnits.class,
                PlantedRays.RowsAsColumns.class,
                PlantedRays.LineNotRay.class);
    }

    private static EngineExecutionResults run(Class<?> suite) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectClass(suite)).execute();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        EngineExecutionResults results = run(broken);
        List<Event> failed = results.testEvents().failed().list();
        List<String> caughtBy = new ArrayList<>();
        List<Integer> tries = new ArrayList<>();
        Pattern onTry = Pattern.compile("failed on try (\\d+) of");
        for (Event event : failed) {
            caughtBy.add(event.getTestDescriptor().getDisplayName());
            event.getPayload(TestExecutionResult.class)
                    .flatMap(TestExecutionResult::getThrowable)
                    .map(Throwable::getMessage)
                    .map(onTry::matcher)
                    .filter(Matcher::find)
                    .ifPresent(m -> tries.add(Integer.parseInt(m.group(1))));
        }
        System.out.printf("[planted] %s caught by %d of %d properties %s, first failing tries %s%n",
                broken.getSimpleName(), failed.size(), results.testEvents().finished().count(), caughtBy, tries);
        assertThat(failed).as("properties that caught %s", broken.getSimpleName()).isNotEmpty();
    }

    @Test
    void theSameSlabTestWithoutABug_passesTheSuite() {
        EngineExecutionResults results = run(PlantedRays.NoBug.class);
        assertThat(results.testEvents().failed().list()).as("failures of the bug-free planted slab test").isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(results.testEvents().finished().count());
    }
}
