package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The one-against-many kernels: the vector path, the scalar path and the pairwise kernel agree bit
 * for bit, also on boxes placed exactly at the rounding boundary where any change in the order of
 * operations would show; the outputs' layout; and the validation of every argument.
 */
class Sat3dBatchTest {
    private static final Obb3d UNIT = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1, 1, 1));

    private static Obb3d box(SplittableRandom random, double x, double y, double z) {
        Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                random.nextGaussian()).normalize();
        return Obb3d.of(x, y, z, q, extent(random), extent(random), extent(random));
    }

    private static double extent(SplittableRandom random) {
        switch (random.nextInt(6)) {
            case 0:
                return 0;
            case 1:
                return 1e-3 * random.nextDouble();
            case 2:
                return 1;
            default:
                return 0.1 + 3 * random.nextDouble();
        }
    }

    /**
     * A box {@code b} moved along a random direction to the last distance at which
     * {@code Sat3d.intersects(a, b)} still holds, found by bisection on the kernel itself, then
     * nudged by {@code ulps} units in the last place: right on the kernel's own rounding boundary.
     */
    private static Obb3d onTheBoundary(SplittableRandom random, Obb3d a, Obb3d shape, int ulps) {
        double ux = random.nextGaussian();
        double uy = random.nextGaussian();
        double uz = random.nextGaussian();
        double len = Math.sqrt(ux * ux + uy * uy + uz * uz);
        ux /= len;
        uy /= len;
        uz /= len;
        double inside = 0;
        double outside = 100;
        for (int i = 0; i < 200 && Math.nextUp(inside) < outside; i++) {
            double mid = 0.5 * (inside + outside);
            if (Sat3d.intersects(a, shape.translated(a.cx + mid * ux - shape.cx, a.cy + mid * uy - shape.cy,
                    a.cz + mid * uz - shape.cz))) {
                inside = mid;
            } else {
                outside = mid;
            }
        }
        double d = inside + ulps * Math.ulp(inside);
        return shape.translated(a.cx + d * ux - shape.cx, a.cy + d * uy - shape.cy, a.cz + d * uz - shape.cz);
    }

    @Test
    void vectorPath_isOnExactlyWhenTheModuleIsPresent() {
        boolean present = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        assertThat(Sat3dBatch.isVectorized()).isEqualTo(present && !"false".equals(System.getProperty("obbkit.vector")));
    }

    @Test
    void vectorPath_hasAtLeastTwoLanes_whichIsWhatTurnsItOn() {
        // With the module, as the build runs this class: one lane would make the vector path pointless.
        assertThat(Sat3dVectorized.lanes()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void floatFilter_isOnWithTheVectorPath_andItsLanesFitTheBitsOfAPass() {
        assertThat(Sat3dBatch.filtersInFloat()).isEqualTo(Sat3dBatch.isVectorized());
        assertThat(Sat3dFloatKernel.lanes()).isBetween(4, 16);
        Obb3dBatch batch = Obb3dBatch.withCapacity(1).add(UNIT);
        assertThat(batch.floats()).isSameAs(batch.floats());
    }

    @Test
    void vectorScalarAndPairwise_agreeBitForBit_onBoxesAtTheRoundingBoundary() {
        // The build runs the tests with the vector module, so both paths are really compared.
        assertThat(ModuleLayer.boot().findModule("jdk.incubator.vector")).isPresent();
        SplittableRandom random = new SplittableRandom(20261122);
        int boundaryHits = 0;
        int boundaryMisses = 0;
        for (int round = 0; round < 400; round++) {
            Obb3d a = box(random, 1e3 * random.nextGaussian(), random.nextGaussian(), 3 * random.nextGaussian());
            Obb3dBatch batch = Obb3dBatch.withCapacity(64);
            for (int i = 0; i < 64; i++) {
                Obb3d shape = box(random, 0, 0, 0);
                Obb3d b = i % 4 == 3 ? box(random, a.cx + 4 * random.nextGaussian(), a.cy, a.cz + 2 * random.nextGaussian())
                        : onTheBoundary(random, a, shape, random.nextInt(-2, 3));
                batch.add(b);
            }
            int n = 1 + random.nextInt(64);
            int start = random.nextInt(65 - n);
            long vector = Sat3dVectorized.bits(a, batch, start, n);
            long scalar = Sat3dKernel.bits(a, batch, start, n);
            long filtered = Sat3dFloatKernel.bits(a, batch, start, n);
            for (int k = 0; k < n; k++) {
                boolean pairwise = Sat3d.intersects(a, batch.get(start + k));
                assertThat((scalar >>> k & 1) != 0).as("scalar, box %d of round %d", start + k, round).isEqualTo(pairwise);
                assertThat((vector >>> k & 1) != 0).as("vector, box %d of round %d", start + k, round).isEqualTo(pairwise);
                assertThat((filtered >>> k & 1) != 0).as("float filter, box %d of round %d", start + k, round)
                        .isEqualTo(pairwise);
                if (k % 4 != 3 - start % 4) {
                    if (pairwise) {
                        boundaryHits++;
                    } else {
                        boundaryMisses++;
                    }
                }
            }
            if (n < 64) {
                assertThat(vector >>> n).as("bits past n").isZero();
                assertThat(scalar >>> n).as("bits past n").isZero();
                assertThat(filtered >>> n).as("bits past n").isZero();
            }
        }
        // Both sides of the boundary are really exercised.
        assertThat(boundaryHits).isGreaterThan(1000);
        assertThat(boundaryMisses).isGreaterThan(1000);
    }

    /**
     * A block shorter than a float pass, with too few boxes before it to overlap, is one pass from box
     * 0 over the float copy's padding: batches of 1 to 20 boxes made with no room to spare, or refilled
     * with fewer boxes than they held (the copy keeps the old ones past the batch), every block of
     * them, against the pairwise test. And a box outside the float domain (the scalar kernel there).
     */
    @Test
    void shortBatches_andBoxesOutsideTheFloatDomain_answerAsThePairwiseTest() {
        SplittableRandom random = new SplittableRandom(20261129);
        int hits = 0;
        int misses = 0;
        for (int round = 0; round < 300; round++) {
            Obb3d a = box(random, 10 * random.nextGaussian(), random.nextGaussian(), random.nextGaussian());
            int size = 1 + round % 20;
            Obb3dBatch batch = Obb3dBatch.withCapacity(round % 3 == 0 ? 40 : size);
            if (round % 3 == 0) {
                // Boxes that the batch then forgets: its float copy keeps them past its size.
                for (int i = 0; i < 40; i++) {
                    batch.add(onTheBoundary(random, a, box(random, 0, 0, 0), 0));
                }
                Sat3dBatch.intersectsEach(a, batch, 0, 40, new long[1], 0);
                batch.clear();
            }
            for (int i = 0; i < size; i++) {
                batch.add(i % 3 == 2 ? box(random, a.cx + 3 * random.nextGaussian(), a.cy, a.cz)
                        : onTheBoundary(random, a, box(random, 0, 0, 0), random.nextInt(-2, 3)));
            }
            for (int start = 0; start < size; start++) {
                for (int n = 1; start + n <= size; n++) {
                    long[] bits = new long[1];
                    Sat3dBatch.intersectsEach(a, batch, start, n, bits, 0);
                    for (int k = 0; k < n; k++) {
                        boolean pairwise = Sat3d.intersects(a, batch.get(start + k));
                        assertThat((bits[0] >>> k & 1) != 0).as("box %d of %d to %d, round %d", start + k, start,
                                start + n, round).isEqualTo(pairwise);
                        hits += pairwise ? 1 : 0;
                        misses += pairwise ? 0 : 1;
                    }
                    assertThat(bits[0] >>> n).as("bits past n").isZero();
                }
            }
            Obb3d far = Obb3d.of(1e20, 0, 0, new Quaterniond(), 1e19 + random.nextDouble(1e19), 1e19, 1e19);
            long[] farBits = new long[1];
            Sat3dBatch.intersectsEach(far, batch, 0, size, farBits, 0);
            for (int k = 0; k < size; k++) {
                assertThat((farBits[0] >>> k & 1) != 0).as("outside the float domain, box %d", k)
                        .isEqualTo(Sat3d.intersects(far, batch.get(k)));
            }
        }
        assertThat(hits).isGreaterThan(2000);
        assertThat(misses).isGreaterThan(2000);
    }

    @Test
    void intersectsEach_writesTheBitSetLayout_atAnyBitOffset_andLeavesOtherBitsAlone() {
        SplittableRandom random = new SplittableRandom(7);
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 150; i++) {
            batch.add(box(random, 6 * random.nextDouble() - 3, 6 * random.nextDouble() - 3, 6 * random.nextDouble() - 3));
        }
        int expected = 0;
        for (int k = 0; k < 140; k++) {
            expected += Sat3d.intersects(UNIT, batch.get(3 + k)) ? 1 : 0;
        }
        assertThat(expected).as("a mix of hits and misses").isBetween(10, 130);
        // Offsets on a word boundary and off it, with runs that end inside a word and on its end.
        for (int offset : new int[] {0, 1, 63, 64, 65, 100, 116, 180}) {
            for (long fill : new long[] {0, -1, 0x5555_5555_5555_5555L}) {
                long[] dest = new long[6];
                java.util.Arrays.fill(dest, fill);
                int hits = Sat3dBatch.intersectsEach(UNIT, batch, 3, 140, dest, offset);
                BitSet bits = BitSet.valueOf(dest);
                BitSet before = BitSet.valueOf(new long[] {fill, fill, fill, fill, fill, fill});
                for (int k = 0; k < 64 * dest.length; k++) {
                    boolean expectedBit = k >= offset && k < offset + 140
                            ? Sat3d.intersects(UNIT, batch.get(3 + k - offset))
                            : before.get(k);
                    assertThat(bits.get(k)).as("bit %d, offset %d, fill %x", k, offset, fill).isEqualTo(expectedBit);
                }
                assertThat(hits).isEqualTo(expected);
            }
        }

        int[] indices = new int[145];
        int listed = Sat3dBatch.intersecting(UNIT, batch, 3, 140, indices, 4);
        assertThat(listed).isEqualTo(expected);
        int[] expectedIndices = java.util.stream.IntStream.range(3, 143)
                .filter(i -> Sat3d.intersects(UNIT, batch.get(i))).toArray();
        assertThat(java.util.Arrays.copyOfRange(indices, 4, 4 + listed)).containsExactly(expectedIndices);
    }

    @Test
    void emptyRange_writesNothing() {
        Obb3dBatch batch = Obb3dBatch.of(UNIT, UNIT);
        assertThat(Sat3dBatch.intersectsEach(UNIT, batch, 2, 0, new long[0], 0)).isZero();
        long[] full = {-1};
        assertThat(Sat3dBatch.intersectsEach(UNIT, batch, 0, 0, full, 64)).isZero();
        assertThat(full[0]).isEqualTo(-1);
        assertThat(Sat3dBatch.intersecting(UNIT, batch, 1, 0, new int[0], 0)).isZero();
    }

    @Test
    void badRanges_andShortDestinations_areRejected_namingTheArgument() {
        Obb3dBatch batch = Obb3dBatch.of(List.of(UNIT, UNIT, UNIT));
        long[] words = new long[1];
        int[] indices = new int[3];
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, -1, 1, words, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("from must be >= 0, was -1");
        assertThatThrownBy(() -> Sat3dBatch.intersecting(UNIT, batch, 0, -2, indices, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("count must be >= 0, was -2");
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, 2, 2, words, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from + count must be <= boxes.size() = 3, was 4 (from 2, count 2)");
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, 1, Integer.MAX_VALUE, words, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 2147483648");
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, 0, 3, words, 62))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hits must hold bitOffset + count = 65 bits, held 64 (1 longs)");
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, 0, 3, new long[2], 126))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hits must hold bitOffset + count = 129 bits, held 128 (2 longs)");
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, 0, 1, words, Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("= 2147483648 bits");
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(UNIT, batch, 0, 3, words, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("bitOffset must be >= 0, was -1");
        assertThatThrownBy(() -> Sat3dBatch.intersecting(UNIT, batch, 0, 3, indices, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indices must have indexOffset + count = 4 elements, had 3");
        assertThatThrownBy(() -> Sat3dBatch.intersecting(UNIT, batch, 0, 3, indices, -3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("indexOffset must be >= 0, was -3");
        assertThat(Sat3dBatch.intersectsEach(UNIT, batch, 0, 3, words, 61)).as("exactly enough bits").isEqualTo(3);
    }

    @Test
    void nulls_areRejected_withNullPointerException() {
        Obb3dBatch batch = Obb3dBatch.of(UNIT);
        assertThatThrownBy(() -> Sat3dBatch.intersectsEach(null, batch, 0, 1, new long[1], 0))
                .isInstanceOf(NullPointerException.class).hasMessage("box");
        assertThatThrownBy(() -> Sat3dBatch.intersecting(UNIT, null, 0, 1, new int[1], 0))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Sat3dBatch.intersecting(UNIT, batch, 0, 1, null, 0))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> batch.add(null)).isInstanceOf(NullPointerException.class).hasMessage("box");
    }
}
