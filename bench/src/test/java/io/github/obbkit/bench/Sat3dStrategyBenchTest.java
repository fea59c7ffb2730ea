package io.github.obbkit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The strategies {@link Sat3dStrategyBench} times against the library are copies of its 15-axis
 * arithmetic laid out differently; a copy that drifted from {@code Sat3d.intersects} would time a
 * different test. Each must give the library's answer on every pair: the benchmark's own shuffled
 * pairs, and pairs placed on the library's rounding boundary, where any change in the order of
 * operations, a test left out or a different epsilon would show.
 */
class Sat3dStrategyBenchTest {

    /**
     * {@code shape} moved from {@code a}'s centre along a random direction to the last distance at
     * which {@code Sat3d.intersects} still holds (bisection on the library itself), then nudged by
     * {@code ulps} units in the last place of that distance.
     */
    private static Obb3d onTheBoundary(SplittableRandom random, Obb3d a, Obb3d shape, int ulps) {
        double[] d = Pairs3d.unit(random);
        double inside = 0;
        double outside = 100;
        for (int i = 0; i < 200 && Math.nextUp(inside) < outside; i++) {
            double mid = 0.5 * (inside + outside);
            if (Sat3d.intersects(a, moved(a, shape, d, mid))) {
                inside = mid;
            } else {
                outside = mid;
            }
        }
        return moved(a, shape, d, inside + ulps * Math.ulp(inside));
    }

    private static Obb3d moved(Obb3d a, Obb3d shape, double[] d, double distance) {
        return shape.translated(a.centerX() + distance * d[0] - shape.centerX(),
                a.centerY() + distance * d[1] - shape.centerY(), a.centerZ() + distance * d[2] - shape.centerZ());
    }

    private static void assertEveryStrategyAgrees(Obb3d a, Obb3d b, String what) {
        boolean library = Sat3d.intersects(a, b);
        assertThat(Sat3dStrategyBench.branchFree(a, b)).as("branchFree, %s: %s vs %s", what, a, b).isEqualTo(library);
        assertThat(Sat3dStrategyBench.faceThenEdge(a, b)).as("facesThenEdges, %s: %s vs %s", what, a, b)
                .isEqualTo(library);
        assertThat(Sat3dStrategyBench.earlyOutFaces(a, b)).as("earlyOutFaces, %s: %s vs %s", what, a, b)
                .isEqualTo(library);
    }

    @Test
    void everyStrategy_answersAsTheLibrary_onTheBenchmarksOwnPairs() {
        Pairs3d pairs = Pairs3d.generate(4096, 42);

        for (int i = 0; i < pairs.a.length; i++) {
            assertEveryStrategyAgrees(pairs.a[i], pairs.b[i], "pair " + i);
        }
    }

    @Test
    void everyStrategy_answersAsTheLibrary_onPairsAtItsRoundingBoundary() {
        SplittableRandom random = new SplittableRandom(20261125);
        int hits = 0;
        int misses = 0;
        for (int i = 0; i < 4000; i++) {
            Obb3d a = Pairs3d.box(random, 1e3 * (random.nextDouble() - 0.5), random.nextDouble(), 0);
            Obb3d b = onTheBoundary(random, a, Pairs3d.box(random, 0, 0, 0), random.nextInt(-2, 3));
            assertEveryStrategyAgrees(a, b, "boundary case " + i);
            if (Sat3d.intersects(a, b)) {
                hits++;
            } else {
                misses++;
            }
        }
        assertThat(hits).as("boundary pairs that touch").isGreaterThan(1000);
        assertThat(misses).as("boundary pairs just apart").isGreaterThan(1000);
    }
}
