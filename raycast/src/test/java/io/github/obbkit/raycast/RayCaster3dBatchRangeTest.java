package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The caster's batch queries over ranges longer than one 64-box run and starting anywhere: each
 * bit and each listed index is {@link RayCaster3d#intersects(Obb3d)}'s answer for its box, bits and
 * entries outside the range keep what they held, and a refused range writes nothing.
 */
class RayCaster3dBatchRangeTest {
    private static final int SIZE = 400;

    private static Obb3d[] boxes(SplittableRandom random) {
        Obb3d[] boxes = new Obb3d[SIZE];
        for (int i = 0; i < SIZE; i++) {
            Quaterniond q = random.nextBoolean() ? new Quaterniond() : new Quaterniond(random.nextGaussian(),
                    random.nextGaussian(), random.nextGaussian(), random.nextGaussian()).normalize();
            double h = random.nextDouble(0.2, 2);
            boxes[i] = Obb3d.of(random.nextDouble(-10, 10), random.nextDouble(-10, 10), random.nextDouble(-10, 10), q,
                    h, random.nextInt(8) == 0 ? 0 : random.nextDouble(0.2, 2), random.nextDouble(0.2, 2));
        }
        return boxes;
    }

    private static int[] ranges(SplittableRandom random) {
        // from, count: empty, one run, exactly 64 and 128, one past, and anything up to the whole batch.
        int count = switch (random.nextInt(6)) {
            case 0 -> random.nextInt(1, 64);
            case 1 -> 64;
            case 2 -> 65;
            case 3 -> 128;
            case 4 -> 129 + random.nextInt(3);
            default -> random.nextInt(SIZE + 1);
        };
        return new int[] {random.nextInt(SIZE - count + 1), count};
    }

    @Test
    void bitsetOverLongRanges_answersEachBox_andKeepsTheBitsAround() {
        SplittableRandom random = new SplittableRandom(64);
        Obb3d[] boxes = boxes(random);
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        int hitsSeen = 0;
        for (int trial = 0; trial < 300; trial++) {
            RayCaster3d caster = RayCaster3d.of(Ray3d.through(random.nextDouble(-20, 20), random.nextDouble(-20, 20),
                    -30, random.nextDouble(-5, 5), random.nextDouble(-5, 5), 0));
            int[] range = ranges(random);
            int from = range[0];
            int count = range[1];
            int bitOffset = random.nextInt(200);
            long[] hits = new long[(bitOffset + count + 63) / 64 + random.nextInt(2)];
            for (int w = 0; w < hits.length; w++) {
                hits[w] = random.nextLong();
            }
            long[] before = hits.clone();
            int n = caster.intersectsEach(batch, from, count, hits, bitOffset);
            int expectedCount = 0;
            for (int k = 0; k < 64 * hits.length; k++) {
                boolean bit = (hits[k >>> 6] >>> (k & 63) & 1) != 0;
                boolean old = (before[k >>> 6] >>> (k & 63) & 1) != 0;
                if (k >= bitOffset && k < bitOffset + count) {
                    boolean expected = caster.intersects(boxes[from + k - bitOffset]);
                    expectedCount += expected ? 1 : 0;
                    assertThat(bit).as("trial %s: box %s at bit %s (from %s, count %s, bitOffset %s)", trial,
                            from + k - bitOffset, k, from, count, bitOffset).isEqualTo(expected);
                } else {
                    assertThat(bit).as("trial %s: bit %s outside [%s, %s)", trial, k, bitOffset, bitOffset + count)
                            .isEqualTo(old);
                }
            }
            assertThat(n).isEqualTo(expectedCount);
            hitsSeen += n;
        }
        assertThat(hitsSeen).isGreaterThan(300);
    }

    @Test
    void indexListOverLongRanges_listsTheHitsInOrder_andWritesOnlyInsideItsRange() {
        SplittableRandom random = new SplittableRandom(65);
        Obb3d[] boxes = boxes(random);
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        int hitsSeen = 0;
        for (int trial = 0; trial < 300; trial++) {
            // Half the rays run inside the cloud's thick part, where many boxes of a range are hit.
            boolean dense = random.nextBoolean();
            RayCaster3d caster = RayCaster3d.of(dense
                    ? Ray3d.of(-30, random.nextDouble(-1, 1), random.nextDouble(-1, 1), 1, 0, 0)
                    : Ray3d.through(random.nextDouble(-20, 20), random.nextDouble(-20, 20), -30,
                            random.nextDouble(-5, 5), random.nextDouble(-5, 5), 0));
            int[] range = ranges(random);
            int from = range[0];
            int count = range[1];
            int indexOffset = random.nextInt(70);
            int slack = random.nextInt(3);
            int[] indices = new int[indexOffset + count + slack];
            Arrays.fill(indices, -5);
            int n = caster.intersecting(batch, from, count, indices, indexOffset);
            int[] expected = new int[count];
            int m = 0;
            for (int i = from; i < from + count; i++) {
                if (caster.intersects(boxes[i])) {
                    expected[m++] = i;
                }
            }
            assertThat(n).as("trial %s (from %s, count %s)", trial, from, count).isEqualTo(m);
            assertThat(Arrays.copyOfRange(indices, indexOffset, indexOffset + n))
                    .as("trial %s (from %s, count %s)", trial, from, count).containsExactly(Arrays.copyOf(expected, m));
            for (int k = 0; k < indexOffset; k++) {
                assertThat(indices[k]).as("before indexOffset").isEqualTo(-5);
            }
            for (int k = indexOffset + count; k < indices.length; k++) {
                assertThat(indices[k]).as("past indexOffset + count").isEqualTo(-5);
            }
            hitsSeen += n;
        }
        assertThat(hitsSeen).isGreaterThan(300);
    }

    @Test
    void allBoxesHit_fillTheWholeRange_andNothingPastIt() {
        // Every box on the ray: the list is exactly the range, and an array of exactly
        // indexOffset + count elements suffices.
        Obb3dBatch batch = row(150);
        RayCaster3d caster = RayCaster3d.of(Ray3d.of(-5, 0, 0, 1, 0, 0));
        for (int count : new int[] {1, 63, 64, 65, 100, 127, 128, 129, 150}) {
            int from = 150 - count;
            int[] indices = new int[3 + count];
            assertThat(caster.intersecting(batch, from, count, indices, 3)).isEqualTo(count);
            for (int k = 0; k < count; k++) {
                assertThat(indices[3 + k]).isEqualTo(from + k);
            }
            long[] hits = new long[(5 + count + 63) / 64];
            assertThat(caster.intersectsEach(batch, from, count, hits, 5)).isEqualTo(count);
            for (int k = 0; k < 64 * hits.length; k++) {
                assertThat((hits[k >>> 6] >>> (k & 63) & 1) != 0).as("bit %s of %s", k, count)
                        .isEqualTo(k >= 5 && k < 5 + count);
            }
        }
    }

    @Test
    void aRangePastTheBatch_isRefusedBeforeAnythingIsWritten() {
        Obb3dBatch batch = row(100);
        RayCaster3d caster = RayCaster3d.of(Ray3d.of(-5, 0, 0, 1, 0, 0));
        long[] hits = new long[3];
        assertThatThrownBy(() -> caster.intersectsEach(batch, 0, 101, hits, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from + count must be <= boxes.size() = 100, was 101 (from 0, count 101)");
        assertThat(hits).as("a refused call writes no bit").containsOnly(0L);
        int[] indices = new int[101];
        Arrays.fill(indices, -5);
        assertThatThrownBy(() -> caster.intersecting(batch, 0, 101, indices, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from + count must be <= boxes.size() = 100, was 101 (from 0, count 101)");
        assertThat(indices).as("a refused call writes no index").containsOnly(-5);
        // The range is named before the output's size, whichever is also wrong.
        assertThatThrownBy(() -> caster.intersectsEach(batch, -1, 2, new long[0], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("from must be >= 0, was -1");
        assertThatThrownBy(() -> caster.intersecting(batch, -1, 2, new int[0], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("from must be >= 0, was -1");
    }

    /** {@code n} boxes of half-extent 0.4 centred at x = 0, 1, ..., all on the x axis. */
    private static Obb3dBatch row(int n) {
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            boxes[i] = Obb3d.of(i, 0, 0, new Quaterniond(), 0.4, 0.4, 0.4);
        }
        return Obb3dBatch.of(boxes);
    }
}
