package io.github.obbkit.testkit.planted;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The fitting contracts catch each planted broken fitter with their default settings. */
class PlantedFitBugsTest {
    static Stream<Class<?>> planted() {
        return Stream.of(PlantedFits.AxisAligned2d.class, PlantedFits.LastPointForgotten2d.class,
                PlantedFits.AxisAligned3d.class, PlantedFits.Shrunk3d.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }
}
