package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The batch kernels' vector path decides most lanes in {@code float} and leaves to the
 * {@code double} kernel only those its error bound cannot decide; the answers must still be
 * {@link Sat3d#intersects(Obb3d, Obb3d)}'s bit for bit, for every box. Each case is one box A and a
 * batch of 48 boxes crowded round the boundary with A: the B of A's pair (from the mixture of hard
 * families: touching, near-parallel edges, zero extents, far from the origin, exactly touching
 * integers) moved by distances from {@code 1e-4} to {@code 1e-16} of the pair's size, so that many
 * lanes lie inside the filter's bound and many just outside it, where a bound too small would decide
 * them wrongly; the whole case scaled by a factor from {@code 1e-300} to {@code 1e280} (tiny boxes
 * whose numbers underflow in {@code float}, huge ones beyond {@code float}'s range or the filter's
 * domain), and some lanes from other pairs at other scales, so lanes inside and outside the domain
 * share a pass. Runs of every offset modulo the lane count. The build runs this class again without
 * the vector module, where the scalar path must give the same bits.
 */
class Sat3dBatchFloatFilterProperties {
    private static final int BATCH = 48;

    /** A box A and the boxes of its batch. */
    record Case(Obb3d a, Obb3d[] bs, String family, double scale) {
        @Override
        public String toString() {
            return "Case[" + family + ", scale " + scale + ", A = " + a + ", B = " + Arrays.toString(bs) + "]";
        }
    }

    private static final double[] SCALES = {1e-300, 1e-45, 1e-40, 1e-38, 1e-20, 1e20, 1e38, 0x1p60, 0x1p61, 1e39,
        1e150, 1e280};

    private static double scale(RandomGenerator random) {
        double u = random.nextDouble();
        if (u < 0.55) {
            return 1;
        } else if (u < 0.85) {
            return SCALES[random.nextInt(SCALES.length)];
        }
        return Math.pow(10, -300 + 580 * random.nextDouble());
    }

    /** {@code box} with every length times {@code s}, or null if that leaves the domain. */
    private static Obb3d scaled(Obb3d box, double s) {
        try {
            return Obb3d.fromAxes(box.centerX() * s, box.centerY() * s, box.centerZ() * s,
                    box.axisXx(), box.axisXy(), box.axisXz(), box.axisYx(), box.axisYy(), box.axisYz(),
                    box.axisZx(), box.axisZy(), box.axisZz(),
                    box.halfExtentX() * s, box.halfExtentY() * s, box.halfExtentZ() * s);
        } catch (IllegalArgumentException outOfDomain) {
            return null;
        }
    }

    /** B moved by {@code 10^-k} of the pair's size, {@code k} in [4, 16], in a random direction. */
    private static Obb3d nudged(Obb3d a, Obb3d b, RandomGenerator random) {
        double size = Math.max(Math.abs(b.centerX() - a.centerX()), Math.max(Math.abs(b.centerY() - a.centerY()),
                Math.abs(b.centerZ() - a.centerZ()))) + a.halfExtentX() + a.halfExtentY() + a.halfExtentZ()
                + b.halfExtentX() + b.halfExtentY() + b.halfExtentZ();
        double d = size * Math.pow(10, -4 - 12 * random.nextDouble());
        double[] dir = Generators3d.uniformDirection(random);
        try {
            return b.translated(d * dir[0], d * dir[1], d * dir[2]);
        } catch (IllegalArgumentException outOfDomain) {
            return b;
        }
    }

    private static final Gen<Case> CASES = random -> {
        Gen<ObbPair3d> pairs = Generators3d.pair();
        ObbPair3d p = pairs.next(random);
        double s = scale(random);
        Obb3d a = scaled(p.a(), s);
        Obb3d b = scaled(p.b(), s);
        if (a == null || b == null) {
            s = 1;
            a = p.a();
            b = p.b();
        }
        Obb3d[] bs = new Obb3d[BATCH];
        for (int i = 0; i < BATCH; i++) {
            double u = random.nextDouble();
            if (u < 0.15) {
                bs[i] = b;
            } else if (u < 0.85) {
                bs[i] = nudged(a, b, random);
            } else {
                ObbPair3d other = pairs.next(random);
                Obb3d o = scaled(other.b(), random.nextBoolean() ? s : scale(random));
                bs[i] = o != null ? o : other.b();
            }
        }
        return new Case(a, bs, p.family(), s);
    };

    @Test
    void batchAnswers_equalThePairwiseKernel_bitForBit_roundTheBoundary_atEveryScale() {
        Property.forAll(CASES)
                .named("float filter vs Sat3d.intersects")
                .tries(Math.max(200, Property.defaultTries() / 5))
                .requireLabel("scaled", 0.2)
                .requireLabel("hits and misses", 0.3)
                .check(c -> {
                    Obb3dBatch batch = Obb3dBatch.of(c.bs());
                    long[] words = new long[2];
                    int[] indices = new int[BATCH];
                    int hitsSeen = 0;
                    for (int from = 0; from < 17; from += 5) {
                        int count = BATCH - from;
                        int hits = Sat3dBatch.intersectsEach(c.a(), batch, from, count, words, 0);
                        int listed = Sat3dBatch.intersecting(c.a(), batch, from, count, indices, 0);
                        int expectedHits = 0;
                        for (int k = 0; k < count; k++) {
                            boolean expected = Sat3d.intersects(c.a(), c.bs()[from + k]);
                            assertThat((words[k >>> 6] >>> (k & 63) & 1) != 0)
                                    .as("box %d from %d: %s", from + k, from, c.bs()[from + k]).isEqualTo(expected);
                            if (expected) {
                                assertThat(indices[expectedHits]).as("listed index").isEqualTo(from + k);
                                expectedHits++;
                            }
                        }
                        assertThat(hits).isEqualTo(expectedHits);
                        assertThat(listed).isEqualTo(expectedHits);
                        hitsSeen = expectedHits;
                    }
                    if (c.scale() != 1) {
                        Property.label("scaled");
                    }
                    if (hitsSeen > 0 && hitsSeen < BATCH - 15) {
                        Property.label("hits and misses");
                    }
                });
    }
}
