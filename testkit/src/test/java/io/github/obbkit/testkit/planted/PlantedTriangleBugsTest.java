package io.github.obbkit.testkit.planted;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Runs every planted broken ray-triangle test through {@code RayTriangleContract} and requires that
 * the suite catches it, and runs obbkit's watertight test, which must pass. Moller-Trumbore without
 * any bug is among the broken ones: it is not watertight.
 */
class PlantedTriangleBugsTest {

    static Stream<Class<?>> planted() {
        return Stream.of(
                PlantedTriangles.MollerTrumbore.class,
                PlantedTriangles.BackFacesCulled.class,
                PlantedTriangles.LineNotRay.class,
                PlantedTriangles.TInUnitDirectionUnits.class,
                PlantedTriangles.WeightsRotated.class,
                PlantedTriangles.EdgesExcluded.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }

    @Test
    void theWatertightTest_passesTheSuite() {
        EngineExecutionResults results = ContractRun.run(PlantedTriangles.NoBug.class);
        assertThat(results.testEvents().failed().list()).as("failures of the watertight test").isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(results.testEvents().finished().count());
    }
}
