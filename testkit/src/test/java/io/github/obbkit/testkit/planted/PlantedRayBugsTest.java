package io.github.obbkit.testkit.planted;

import io.github.obbkit.testkit.contract.RayBoxContract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

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

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }

    @Test
    void theSameSlabTestWithoutABug_passesTheSuite() {
        EngineExecutionResults results = ContractRun.run(PlantedRays.NoBug.class);
        assertThat(results.testEvents().failed().list()).as("failures of the bug-free planted slab test").isEmpty();
        // Every property runs but the one for kernels that claim exactness, which this one does not.
        assertThat(results.testEvents().aborted().count()).as("skipped properties").isEqualTo(1);
        assertThat(results.testEvents().succeeded().count()).isEqualTo(results.testEvents().finished().count() - 1);
    }
}
