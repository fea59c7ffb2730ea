package io.github.obbkit.testkit.planted;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every planted broken sweep through its contract suite, with the suite's default settings, and
 * requires that the suite catches it.
 */
class PlantedSweepBugsTest {

    static Stream<Class<?>> planted() {
        return Stream.of(
                PlantedSweeps.EndsOnly3d.class,
                PlantedSweeps.FaceAxesOnly3d.class,
                PlantedSweeps.StillAxisSkipped3d.class,
                PlantedSweeps.NoExitCheck3d.class,
                PlantedSweeps.EarliestEntry3d.class,
                PlantedSweeps.NormalFlipped3d.class,
                PlantedSweeps.EndsOnly2d.class,
                PlantedSweeps.NoExitCheck2d.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }
}
