package io.github.obbkit.testkit.planted;


import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every planted broken implementation through its contract suite, with the suite's default
 * settings, and requires that the suite catches it. A suite that lets a planted bug through is
 * itself broken.
 */
class PlantedBugsTest {

    static Stream<Class<?>> planted() {
        return Stream.of(
                Planted2d.StrictComparison.class,
                Planted2d.OnlyTheFirstBoxsAxes.class,
                Planted2d.TranslationNotProjected.class,
                Planted2d.RotationRowsAndColumnsSwapped.class,
                Planted2d.FullExtentsForHalfExtents.class,
                Planted2d.SinglePrecisionWithFloatEpsilon.class,
                Planted2d.MtvSignFlipped.class,
                Planted2d.MtvLargestOverlap.class,
                Planted2d.MtvOnlyTheFirstBoxsAxes.class,
                PlantedMore.AxisAlignedShortcut2d.class,
                PlantedMore.MtvDepthHalved2d.class,
                PlantedMore.ClosedSat2dStatedOpen.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }
}
