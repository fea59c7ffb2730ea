package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The caster's batch queries answer, box for box, what its single-box query
 * {@link RayCaster3d#intersects(Obb3d)} answers (itself held to the oracle by the contract suites through
 * the same kernel), and write exactly the part of the caller's bitset or index list they are given:
 * random scenes of up to 150 boxes (flat boxes and exact copies among them), half of them gathered
 * along the ray so that about half their boxes are hit, rays aimed into them, along world axes and from
 * inside boxes, random runs of the batch, and offsets that start anywhere in a word of the bitset, over
 * output arrays filled with noise beforehand.
 */
class RayCaster3dBatchProperties {

    /** A batch query: the scene, the ray, the run of boxes, where the answers go, and the noise under them. */
    record Query(List<Obb3d> boxes, Ray3d ray, int from, int count, int bitOffset, long[] bits, int indexOffset,
                 int[] indices) {
        @Override
        public String toString() {
            return ray + " against boxes " + from + " .. " + (from + count - 1) + " of " + boxes.size()
                    + ", bits from " + bitOffset + " of " + bits.length + " longs, indices from " + indexOffset
                    + " of " + indices.length;
        }
    }

    private static Gen<Query> queries() {
        return random -> {
            List<Obb3d> boxes = RayGenerators3d.scene(random, 1 + random.nextInt(150));
            Ray3d ray = RayGenerators3d.sceneRay(boxes).next(random);
            if (random.nextBoolean()) {
                // Half the scenes gathered along the ray, each box moved to within about its own size of
                // the line at a random parameter: about half of them are hit.
                double l = ray.directionLength();
                List<Obb3d> along = new ArrayList<>(boxes.size());
                for (Obb3d b : boxes) {
                    double r = 0.05 + b.halfExtentX() + b.halfExtentY() + b.halfExtentZ();
                    double t = random.nextDouble(-0.5, 3) * 10 / l;
                    along.add(b.translated(ray.originX() + t * ray.directionX() + random.nextDouble(-r, r) - b.centerX(),
                            ray.originY() + t * ray.directionY() + random.nextDouble(-r, r) - b.centerY(),
                            ray.originZ() + t * ray.directionZ() + random.nextDouble(-r, r) - b.centerZ()));
                }
                boxes = along;
            }
            int n = boxes.size();
            int from = random.nextInt(n + 1);
            int count = random.nextInt(n - from + 1);
            int bitOffset = random.nextInt(4) == 0 ? 64 * random.nextInt(3) : random.nextInt(200);
            long[] bits = new long[(bitOffset + count + 63) / 64 + random.nextInt(3)];
            for (int i = 0; i < bits.length; i++) {
                bits[i] = random.nextLong();
            }
            int indexOffset = random.nextInt(20);
            int[] indices = new int[indexOffset + count + random.nextInt(5)];
            for (int i = 0; i < indices.length; i++) {
                indices[i] = random.nextInt();
            }
            return new Query(boxes, ray, from, count, bitOffset, bits, indexOffset, indices);
        };
    }

    @Test
    void batchQueries_answerAsTheSingleBoxQuery_andWriteOnlyTheirRange() {
        Property.Report report = Property.forAll(queries())
                .requireLabel("hitsAndMisses", 0.3)
                .requireLabel("crossesAWord", 0.15)
                .requireLabel("unalignedBits", 0.3)
                .requireLabel("empty", 0.005)
                .check(q -> {
                    RayCaster3d caster = RayCaster3d.of(q.ray());
                    Obb3dBatch batch = Obb3dBatch.of(q.boxes());
                    boolean[] expected = new boolean[q.count()];
                    int hits = 0;
                    for (int i = 0; i < q.count(); i++) {
                        expected[i] = caster.intersects(q.boxes().get(q.from() + i));
                        hits += expected[i] ? 1 : 0;
                    }
                    Property.label(q.count() == 0 ? "empty" : hits > 0 && hits < q.count() ? "hitsAndMisses" : "oneSided");
                    if (q.count() > 0 && q.bitOffset() >>> 6 != (q.bitOffset() + q.count() - 1) >>> 6) {
                        Property.label("crossesAWord");
                    }
                    if (q.bitOffset() % 64 != 0) {
                        Property.label("unalignedBits");
                    }

                    long[] bits = q.bits().clone();
                    assertThat(caster.intersectsEach(batch, q.from(), q.count(), bits, q.bitOffset()))
                            .as("hits counted into the bitset").isEqualTo(hits);
                    for (int k = 0; k < 64 * bits.length; k++) {
                        boolean bit = (bits[k >>> 6] & 1L << k) != 0;
                        int i = k - q.bitOffset();
                        boolean want = i >= 0 && i < q.count() ? expected[i] : (q.bits()[k >>> 6] & 1L << k) != 0;
                        assertThat(bit).as(i >= 0 && i < q.count() ? "bit %s: box %s" : "bit %s, outside the range,"
                                + " untouched", k, q.from() + i).isEqualTo(want);
                    }

                    int[] indices = q.indices().clone();
                    int n = caster.intersecting(batch, q.from(), q.count(), indices, q.indexOffset());
                    assertThat(n).as("hits counted into the index list").isEqualTo(hits);
                    int[] want = new int[hits];
                    for (int i = 0, w = 0; i < q.count(); i++) {
                        if (expected[i]) {
                            want[w++] = q.from() + i;
                        }
                    }
                    assertThat(Arrays.copyOfRange(indices, q.indexOffset(), q.indexOffset() + n))
                            .as("the indices of the boxes hit, in order").containsExactly(want);
                    for (int k = 0; k < indices.length; k++) {
                        if (k < q.indexOffset() || k >= q.indexOffset() + q.count()) {
                            assertThat(indices[k]).as("index entry %s, outside the range, untouched", k)
                                    .isEqualTo(q.indices()[k]);
                        }
                    }
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }
}
