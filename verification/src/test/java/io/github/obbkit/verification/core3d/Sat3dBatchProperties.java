package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.contract.Obb3dOverlapContract;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Property;
import org.junit.jupiter.api.Test;

/**
 * The one-against-many kernels through the overlap contract: each pair the contract draws is
 * answered by {@link Sat3dBatch#intersectsEach} with B placed among other boxes of a batch, at every lane
 * and tail position in turn (the batch holds 19 boxes, so the vector path's full passes and its
 * scalar tail both serve), and checked against the oracles like the pairwise kernel. A second
 * property asks for more: that the batch kernels equal {@link Sat3d#intersects(Obb3d, Obb3d)} bit
 * for bit, on every pair of a mixture of the hard families.
 */
class Sat3dBatchProperties extends Obb3dOverlapContract {
    private static final int BATCH = 19;

    private final Obb3dBatch batch = Obb3dBatch.withCapacity(BATCH);
    private final long[] bits = new long[1];
    private int position;

    @Override
    protected boolean intersects(Obb3d a, Obb3d b) {
        batch.clear();
        int at = position;
        position = (position + 1) % BATCH;
        // Fillers: copies of A moved by more than its diameter, so they are separated from A and a
        // stray bit from a wrong lane shows.
        double away = 2.5 * (a.halfExtentX() + a.halfExtentY() + a.halfExtentZ()) + 1;
        for (int i = 0; i < BATCH; i++) {
            batch.add(i == at ? b : a.translated(away + i, 0, 0));
        }
        int hits = Sat3dBatch.intersectsEach(a, batch, 0, BATCH, bits, 0);
        boolean hit = (bits[0] >>> at & 1) != 0;
        assertThat(bits[0] & ~(1L << at)).as("bits other than B's").isZero();
        assertThat(hits).isEqualTo(hit ? 1 : 0);
        return hit;
    }

    @Override
    protected double boundaryBand(Obb3d a, Obb3d b) {
        return Sat3d.boundaryBand(a, b);
    }

    /** 37 pairs of the contract's mixture; each A is tested against all 37 Bs. */
    private static final Gen<ObbPair3d[]> PAIRS = random -> {
        Gen<ObbPair3d> pair = Generators3d.pair();
        ObbPair3d[] pairs = new ObbPair3d[37];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = pair.next(random);
        }
        return pairs;
    };

    @Test
    void batchKernels_equalThePairwiseKernel_bitForBit() {
        Property.forAll(PAIRS)
                .tries(Property.defaultTries() / 10)
                .check(pairs -> {
                    Obb3dBatch bs = Obb3dBatch.withCapacity(pairs.length);
                    for (ObbPair3d p : pairs) {
                        bs.add(p.b());
                    }
                    long[] words = new long[3];
                    int[] indices = new int[pairs.length + 2];
                    for (int j = 0; j < pairs.length; j++) {
                        Obb3d a = pairs[j].a();
                        // Ranges starting at every offset modulo the lane count, so lanes and tails shift.
                        int from = j % 9;
                        int count = pairs.length - from;
                        // Runs into a bitset of ones that start on a word boundary, straddle one, or
                        // spill exactly one bit into the next word.
                        int bitOffset = j % 3 == 0 ? 65 - count : 64 - (j % 5) * 7;
                        java.util.Arrays.fill(words, -1L);
                        int hits = Sat3dBatch.intersectsEach(a, bs, from, count, words, bitOffset);
                        int listed = Sat3dBatch.intersecting(a, bs, from, count, indices, 2);
                        int expectedHits = 0;
                        int next = 2;
                        for (int k = 0; k < count; k++) {
                            boolean expected = Sat3d.intersects(a, pairs[from + k].b());
                            int at = bitOffset + k;
                            boolean bit = (words[at >>> 6] >>> (at & 63) & 1) != 0;
                            assertThat(bit).as("bit %d (box %d, %s against %s)", k, from + k,
                                    pairs[j].family(), pairs[from + k].family()).isEqualTo(expected);
                            if (expected) {
                                expectedHits++;
                                assertThat(indices[next++]).as("listed index").isEqualTo(from + k);
                            }
                        }
                        for (int at = 0; at < 64 * words.length; at++) {
                            if (at < bitOffset || at >= bitOffset + count) {
                                assertThat(words[at >>> 6] >>> (at & 63) & 1).as("bit %d outside the run", at).isOne();
                            }
                        }
                        assertThat(hits).isEqualTo(expectedHits);
                        assertThat(listed).isEqualTo(expectedHits);
                    }
                });
    }
}
