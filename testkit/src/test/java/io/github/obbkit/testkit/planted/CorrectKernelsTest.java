package io.github.obbkit.testkit.planted;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * A correct kernel that states a wider band than the default (one computed in float) passes its
 * contract at default settings: the coverage floors hold at any band a kernel may legitimately state.
 */
class CorrectKernelsTest {

    static void assertPasses(Class<?> kernel) {
        EngineExecutionResults results = ContractRun.run(kernel);
        results.testEvents().failed().list().forEach(e -> System.out.println("[correct] " + kernel.getSimpleName()
                + " failed " + e.getTestDescriptor().getDisplayName() + ": " + e.getPayload(TestExecutionResult.class)
                .flatMap(TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse("")));
        assertThat(results.testEvents().failed().list()).as("failures of the correct kernel %s", kernel.getSimpleName())
                .isEmpty();
        System.out.printf("[correct] %s: %d passed, %d skipped%n", kernel.getSimpleName(),
                results.testEvents().succeeded().count(), results.testEvents().aborted().count());
    }

    @Test
    void aFloat2dOverlapTest_passesAtTheBandItStates() {
        assertPasses(PlantedMore.FloatSat2d.class);
    }

    @Test
    void anOpenBox2dOverlapTest_passesWhenItSaysTouchingDoesNotCount() {
        assertPasses(PlantedMore.OpenSat2d.class);
    }
}
