package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The exact ray predicates on rays that start within rounding of a box's edge: outside one face by a
 * few ulps, inside the next by a few, heading into the first slab while leaving the second. Whether
 * the ray meets the box then turns on the last bits of the origin, so each answer is held to
 * {@link SlabExactKernelTest#oracle}, which decides in {@code BigDecimal} from the stored numbers.
 */
class SlabExactCornerTest {

    @Test
    void raysStartingAFewUlpsFromAnEdge_getTheExactAnswer_in3dAnd2d() {
        SplittableRandom random = new SplittableRandom(0xC0FFEEL);
        Obb3d cube = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1, 1, 1));
        Obb2d square = Obb2d.fromAabb(Aabb2d.of(0, 0, 1, 1));
        int hits = 0;
        int misses = 0;
        for (int n = 0; n < 4000; n++) {
            // Axis i: the origin a few ulps past its face 1; axis j: some ulps inside its face 1.
            int i = random.nextInt(3);
            int j = (i + 1 + random.nextInt(2)) % 3;
            double[] o = {0.5, 0.5, 0.5};
            double[] d = new double[3];
            // (The filter's bound for this cube is about 1,400 ulps of 1: past it by less, inside by more.)
            o[i] = 1 + random.nextInt(1, 1400) * 0x1p-52;
            o[j] = 1 - (n % 2 == 0 ? random.nextInt(1, 400) : random.nextInt(1500, 5000)) * 0x1p-52;
            // Into slab i, out of slab j (mostly steeply); the third axis nearly still.
            d[i] = -random.nextDouble(0.05, 1);
            d[j] = random.nextDouble(0.05, 20);
            int k = 3 - i - j;
            d[k] = random.nextDouble(-0.01, 0.01);
            double scale = Math.pow(2, random.nextInt(-4, 5));
            Ray3d ray = Ray3d.of(o[0], o[1], o[2], scale * d[0], scale * d[1], scale * d[2]);
            boolean expected = SlabExactKernelTest.oracle(ray, cube);
            assertThat(SlabRaycast.intersectsExact(ray, cube)).as("%s", ray).isEqualTo(expected);
            assertThat(SlabRaycast.intersectsExact(ray, cube.aabb())).as("%s, as an AABB", ray).isEqualTo(expected);
            if (expected) {
                hits++;
            } else {
                misses++;
            }
            if (k == 2) {
                Ray2d flat = Ray2d.of(o[0], o[1], scale * d[0], scale * d[1]);
                boolean expected2 = SlabExactKernelTest.oracle(flat, square);
                assertThat(SlabRaycast.intersectsExact(flat, square)).as("%s", flat).isEqualTo(expected2);
                assertThat(SlabRaycast.intersectsExact(flat, square.aabb())).as("%s, as an AABB", flat)
                        .isEqualTo(expected2);
            }
        }
        assertThat(hits).as("hits").isGreaterThan(400);
        assertThat(misses).as("misses").isGreaterThan(400);
    }
}
