package io.github.obbkit.testkit.planted;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Runs every planted broken 3D implementation through its contract suite, with the suite's default
 * settings, and requires that the suite catches it. A suite that lets a planted bug through is
 * itself broken.
 */
class PlantedBugs3dTest {

    static Stream<Class<?>> planted() {
        return Stream.of(
                Planted3d.EdgeEdgeAxesLeftOut.class,
                Planted3d.AbsRWithoutEpsilon.class,
                Planted3d.RotationTransposed.class,
                Planted3d.TranslationNotProjected.class,
                Planted3d.StrictComparisons.class,
                Planted3d.MtvSignFlipped.class,
                Planted3d.MtvEdgeAxesNotNormalised.class,
                Planted3d.AbsTransformForgetsTranslation.class,
                Planted3d.TransformUsesMInsteadOfAbsM.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(broken))
                .execute();
        List<Event> failed = results.testEvents().failed().list();
        List<String> caughtBy = new ArrayList<>();
        List<Integer> tries = new ArrayList<>();
        Pattern onTry = Pattern.compile("failed on try (\\d+) of");
        for (Event event : failed) {
            caughtBy.add(event.getTestDescriptor().getDisplayName());
            event.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                    .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable)
                    .map(Throwable::getMessage)
                    .map(onTry::matcher)
                    .filter(Matcher::find)
                    .ifPresent(m -> tries.add(Integer.parseInt(m.group(1))));
        }
        System.out.printf("[planted3d] %s caught by %d of %d properties %s, first failing tries %s%n",
                broken.getSimpleName(), failed.size(), results.testEvents().finished().count(), caughtBy, tries);
        assertThat(failed).as("properties that caught %s", broken.getSimpleName()).isNotEmpty();
    }
}
