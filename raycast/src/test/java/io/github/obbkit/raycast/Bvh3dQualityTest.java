package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Obb3d;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tree's surface-area cost against the formula of {@link Bvh3dQuality}'s comment, computed here
 * from the tree's references and its boxes' bounds by a recursive walk (unions and areas of its own),
 * as built and after refits and updates; and the value's documented domain and rule.
 */
class Bvh3dQualityTest {

    /** The union of a reference's boxes' bounds into {@code u}; adds the reference's share of the cost to {@code cost[0]}. */
    private static double[] walk(Bvh3d bvh, int ref, double[] cost) {
        double[] u;
        int weight;
        if (ref >= 0) {
            double[] a = walk(bvh, bvh.children()[2 * ref], cost);
            double[] b = walk(bvh, bvh.children()[2 * ref + 1], cost);
            u = new double[] {Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2]), Math.max(a[3], b[3]),
                Math.max(a[4], b[4]), Math.max(a[5], b[5])};
            weight = 1;
        } else {
            int first = ~ref >>> 3;
            int count = ~ref & 7;
            u = new double[] {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
            for (int slot = first; slot < first + count; slot++) {
                // The box's own bounds, from the value, not from the tree's slot bounds.
                var a = bvh.box(bvh.slotIndex()[slot]).aabb();
                double[] b = {a.minX(), a.minY(), a.minZ(), a.maxX(), a.maxY(), a.maxZ()};
                for (int k = 0; k < 3; k++) {
                    u[k] = Math.min(u[k], b[k]);
                    u[3 + k] = Math.max(u[3 + k], b[3 + k]);
                }
            }
            weight = count;
        }
        cost[0] += weight * halfArea(u);
        return u;
    }

    private static double halfArea(double[] u) {
        double x = u[3] - u[0];
        double y = u[4] - u[1];
        double z = u[5] - u[2];
        return x * y + y * z + z * x;
    }

    private static double expectedCost(Bvh3d bvh) {
        if (bvh.size() == 0) {
            return 0;
        }
        double[] cost = {0};
        double[] root = walk(bvh, bvh.root(), cost);
        return cost[0] / halfArea(root);
    }

    @Test
    void theCost_isTheFormulaOverTheTree_asBuiltAndAfterRefitsAndUpdates() {
        SplittableRandom random = new SplittableRandom(41);
        for (int scene = 0; scene < 20; scene++) {
            List<Obb3d> boxes = Bvh3dWideTest.scene(random, 2 + random.nextInt(600), scene % 4 == 0 ? 1e3 : 0);
            Bvh3d bvh = Bvh3d.build(boxes);
            double built = expectedCost(bvh);
            assertThat(bvh.quality().sahCost()).as("scene %d as built", scene).isCloseTo(built, within(1e-9 * built));
            assertThat(bvh.quality().builtSahCost()).isEqualTo(bvh.quality().sahCost());
            assertThat(bvh.quality().sahCost()).isGreaterThanOrEqualTo(1);
            bvh.refit(Bvh3dWideTest.scene(random, boxes.size(), 0));
            double now = expectedCost(bvh);
            assertThat(bvh.quality().sahCost()).as("scene %d refitted", scene).isCloseTo(now, within(1e-9 * now));
            assertThat(bvh.quality().degradation()).isCloseTo(now / built, within(1e-9 * now / built));
            assertThat(bvh.quality().needsRebuild()).isEqualTo(now / built > Bvh3dQuality.REBUILD_DEGRADATION);
            int i = random.nextInt(boxes.size());
            bvh.update(new int[] {i}, new Obb3d[] {Bvh3dWideTest.scene(random, 1, 50).get(0)});
            now = expectedCost(bvh);
            assertThat(bvh.quality().sahCost()).as("scene %d updated", scene).isCloseTo(now, within(1e-9 * now));
        }
    }

    @Test
    void theDomainAndTheRule_areTheDocumentedOnes() {
        for (double ok : new double[] {0, 1, 1.5, 1e300}) {
            assertThat(new Bvh3dQuality(ok, 1).sahCost()).isEqualTo(ok);
            assertThat(new Bvh3dQuality(1, ok).builtSahCost()).isEqualTo(ok);
        }
        for (double bad : new double[] {Math.nextDown(1.0), 0.5, -0.0 - 1, Double.MIN_VALUE, Double.POSITIVE_INFINITY,
            Double.NaN}) {
            assertThatThrownBy(() -> new Bvh3dQuality(bad, 1)).as("%s", bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("sahCost").hasMessageContaining(String.valueOf(bad));
            assertThatThrownBy(() -> new Bvh3dQuality(1, bad)).as("%s", bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("builtSahCost").hasMessageContaining(String.valueOf(bad));
        }
        assertThat(new Bvh3dQuality(0, 0).degradation()).isEqualTo(1);
        assertThat(new Bvh3dQuality(3, 0).degradation()).as("nothing built: no degradation").isEqualTo(1);
        assertThat(new Bvh3dQuality(3, 2).degradation()).isEqualTo(1.5);
        assertThat(new Bvh3dQuality(3, 2).needsRebuild()).as("exactly at the rule").isFalse();
        assertThat(new Bvh3dQuality(Math.nextUp(3.0), 2).needsRebuild()).isTrue();
        assertThat(new Bvh3dQuality(2, 3).needsRebuild()).isFalse();
    }
}
