package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.internal.BatchGather;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The column-wise reordering copy that raycast's hierarchy makes of its boxes (through core3d's
 * internal {@link BatchGather}) against its slow oracle, a loop of {@link Obb3dBatch#addFrom} after
 * {@link Obb3dBatch#clear}: every number of every box, the size, and the float copy of a batch that
 * has one, over random batches, orders (repeats, a prefix of the order), and batches that must grow.
 */
class BatchGatherTest {
    private static Obb3d box(SplittableRandom r) {
        // Now and then far out or huge, so that some boxes fall outside the float filter's domain.
        double reach = r.nextInt(8) == 0 ? 1e30 : 9;
        return Obb3d.of(r.nextDouble(-reach, reach), r.nextDouble(-9, 9), r.nextDouble(-9, 9),
                new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3)),
                r.nextDouble(0, 3), r.nextDouble(0.1, 3), r.nextDouble(0.1, 3));
    }

    @Test
    void gather_equalsALoopOfAddFrom_numberForNumber_withAndWithoutAFloatCopy() {
        SplittableRandom r = new SplittableRandom(0x9a7e);
        for (int round = 0; round < 300; round++) {
            int n = r.nextInt(0, 60);
            Obb3dBatch source = Obb3dBatch.withCapacity(r.nextInt(0, 4));
            for (int i = 0; i < n; i++) {
                source.add(box(r));
            }
            int[] order = new int[n == 0 ? r.nextInt(0, 3) : r.nextInt(0, 2 * n)];
            for (int k = 0; k < order.length; k++) {
                order[k] = n == 0 ? 0 : r.nextInt(n);
            }
            int count = n == 0 ? 0 : r.nextInt(0, order.length + 1);
            Obb3dBatch expected = Obb3dBatch.withCapacity(0);
            for (int k = 0; k < count; k++) {
                expected.addFrom(source, order[k]);
            }
            Obb3dBatch dest = Obb3dBatch.withCapacity(r.nextInt(0, 2 * count + 2));
            for (int i = r.nextInt(0, 5); i > 0; i--) {
                dest.add(box(r));
            }
            boolean withFloats = r.nextBoolean();
            if (withFloats) {
                dest.floats();
            }
            BatchGather.gather(source, order, count, dest);
            String where = "round " + round + ", " + count + " of " + n;
            assertThat(dest.size()).as(where).isEqualTo(count);
            for (int k = 0; k < count; k++) {
                assertThat(dest.get(k, new double[15], 0)).as("box %d, %s", k, where)
                        .containsExactly(expected.get(k, new double[15], 0));
            }
            if (withFloats) {
                Obb3dBatchFloats fresh = Obb3dBatchFloats.of(expected);
                Obb3dBatchFloats kept = dest.floats();
                for (int k = 0; k < count; k++) {
                    assertThat(new float[] {kept.cx[k], kept.cy[k], kept.cz[k], kept.ux[k], kept.hx[k], kept.scale[k]})
                            .as("float copy of box %d, %s", k, where)
                            .containsExactly(fresh.cx[k], fresh.cy[k], fresh.cz[k], fresh.ux[k], fresh.hx[k],
                                    fresh.scale[k]);
                }
            }
        }
    }

    @Test
    void badArguments_areRefused_naming_theArgumentAndValue() {
        Obb3dBatch source = Obb3dBatch.withCapacity(2);
        source.add(Obb3d.of(0, 0, 0, new Quaterniond(), 1, 1, 1));
        Obb3dBatch dest = Obb3dBatch.withCapacity(2);
        assertThatThrownBy(() -> BatchGather.gather(source, new int[] {0}, 1, source))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("dest must not be source");
        assertThatThrownBy(() -> BatchGather.gather(source, new int[] {0}, 2, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("count must be in [0, 1], was 2");
        assertThatThrownBy(() -> BatchGather.gather(source, new int[] {0}, -1, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("count must be in [0, 1], was -1");
        assertThatThrownBy(() -> BatchGather.gather(source, new int[] {0, 1}, 2, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("order[1] must be in [0, 1), was 1");
        assertThatThrownBy(() -> BatchGather.gather(source, new int[] {-1}, 1, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("order[0] must be in [0, 1), was -1");
        assertThatThrownBy(() -> BatchGather.gather(null, new int[] {0}, 1, dest))
                .isInstanceOf(NullPointerException.class).hasMessage("source");
        assertThatThrownBy(() -> BatchGather.gather(source, null, 1, dest))
                .isInstanceOf(NullPointerException.class).hasMessage("order");
        assertThatThrownBy(() -> BatchGather.gather(source, new int[] {0}, 1, null))
                .isInstanceOf(NullPointerException.class).hasMessage("dest");
        assertThat(dest.size()).as("a refused gather leaves dest alone").isZero();
    }

    @Test
    void aSecondCopier_isRefused() {
        Obb3dBatch.withCapacity(1);
        assertThatThrownBy(() -> BatchGather.install((s, o, c, d) -> { }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("installed already");
    }
}
