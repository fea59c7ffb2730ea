package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The batch kernels on whichever path this JVM has: the vector path when the test runs with
 * {@code jdk.incubator.vector} (as the build's other tests do), the scalar path without it. The
 * build runs this class both ways (a second surefire execution leaves the module out), and so does
 * the mutation profile, so a mistake in choosing the path, which would only show in a JVM without
 * the module, fails a test here. Nothing in it may name the vector classes.
 */
class Sat3dBatchPathTest {

    private static boolean moduleUsable() {
        return ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
                && !"false".equalsIgnoreCase(System.getProperty("obbkit.vector"));
    }

    @Test
    void isVectorized_saysWhetherTheModuleIsThere() {
        assertThat(Sat3dBatch.isVectorized()).isEqualTo(moduleUsable());
    }

    private static Obb3d box(SplittableRandom random) {
        Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                random.nextGaussian()).normalize();
        return Obb3d.of(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(), q,
                random.nextDouble(), random.nextDouble(), random.nextDouble());
    }

    @Test
    void bothBatchMethods_answerAsThePairwiseTest_onThisJvmsPath() {
        SplittableRandom random = new SplittableRandom(20261122);
        int hitsSeen = 0;
        int missesSeen = 0;
        for (int round = 0; round < 50; round++) {
            Obb3d a = box(random);
            int size = 1 + random.nextInt(150);
            Obb3dBatch batch = Obb3dBatch.withCapacity(size);
            for (int i = 0; i < size; i++) {
                batch.add(box(random));
            }
            int from = random.nextInt(size);
            int count = random.nextInt(size - from + 1);
            long[] bits = new long[(count + 63) / 64 + 1];
            int[] indices = new int[count + 1];

            int each = Sat3dBatch.intersectsEach(a, batch, from, count, bits, 0);
            int listed = Sat3dBatch.intersecting(a, batch, from, count, indices, 1);

            int expected = 0;
            for (int k = 0; k < count; k++) {
                boolean hit = Sat3d.intersects(a, batch.get(from + k));
                assertThat((bits[k >>> 6] >>> (k & 63) & 1) == 1).as("round %d, box %d", round, from + k)
                        .isEqualTo(hit);
                if (hit) {
                    assertThat(indices[1 + expected]).isEqualTo(from + k);
                    expected++;
                    hitsSeen++;
                } else {
                    missesSeen++;
                }
            }
            assertThat(each).isEqualTo(expected);
            assertThat(listed).isEqualTo(expected);
        }
        assertThat(hitsSeen).as("hits").isGreaterThan(100);
        assertThat(missesSeen).as("misses").isGreaterThan(100);
    }
}
