package io.github.obbkit.testkit.planted;


import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

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
                Planted3d.TransformUsesMInsteadOfAbsM.class,
                PlantedMore.LargeEpsilon3d.class,
                PlantedMore.HalfExtentsRotated3d.class,
                PlantedMore.MtvDepthHalved3d.class,
                PlantedMore.TransformTransposed.class,
                PlantedMore.TransformCentreOnlyTranslated.class,
                PlantedMore.ClosedSat3dStatedOpen.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("planted")
    void theContractSuiteCatchesThePlantedBug(Class<?> broken) {
        ContractRun.assertCaught(broken);
    }
}
