package io.github.obbkit.testkit.planted;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Runs the ray-AABB kernels of {@link PlantedRayModes} through {@code RayBoxContract} in their modes,
 * with the suite's default settings: each planted bug must be caught, and each correct kernel (axis
 * aligned, hit only, entry only, open, float) must pass, with the properties that do not apply to its
 * mode skipped, not passed.
 */
class PlantedRayModesTest {

    static Stream<Class<?>> planted() {
        return Stream.of(
                PlantedRayModes.AabbNoSwap.class,
                PlantedRayModes.AabbInverseNaN.class,
                PlantedRayModes.AabbStrictExit.class,
                PlantedRayModes.AabbParallelThreshold.class,
                PlantedRayModes.AabbAbsoluteEpsilon.class,
                PlantedRayModes.AabbShortDirectionMisses.class,
                PlantedRayModes.EntryIsExit.class,
                PlantedRayModes.EntryFromXOnly.class,
                PlantedRayModes.HitOnlyLineNotRay.class,
                PlantedRayModes.HitOnlyStrictSpan.class,
                PlantedRayModes.ClosedKernelStatedOpen.class,
                PlantedRayModes.OpenButClosedSpan.class,
                PlantedRayModes.FloatKernelStatedDouble.class,
                PlantedRayModes.FloatInverseNaN.class);
    }

    static Stream<Class<?>> correct() {
        return Stream.of(
                PlantedRayModes.AabbNoBug.class,
                PlantedRayModes.HitOnlyNoBug.class,
                PlantedRayModes.EntryOnlyNoBug.class,
                PlantedRayModes.OpenNoBug.class,
                PlantedRayModes.FloatNoBug.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("correct")
    void aCorrectKernelPassesInItsMode(Class<?> kernel) {
        EngineExecutionResults results = ContractRun.run(kernel);
        results.testEvents().failed().list().forEach(e -> System.out.println("[correct] " + kernel.getSimpleName()
                + " failed " + e.getTestDescriptor().getDisplayName() + ": " + e.getPayload(
                org.junit.platform.engine.TestExecutionResult.class).flatMap(
                org.junit.platform.engine.TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse("")));
        assertThat(results.testEvents().failed().list()).as("failures of the correct kernel %s", kernel.getSimpleName())
                .isEmpty();
        System.out.printf("[correct] %s: %d passed, %d skipped%n", kernel.getSimpleName(),
                results.testEvents().succeeded().count(), results.testEvents().aborted().count());
    }
}
