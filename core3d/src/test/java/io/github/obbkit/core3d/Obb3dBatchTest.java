package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

class Obb3dBatchTest {
    private static Obb3d box(int i) {
        return Obb3d.of(i, -2 * i, 0.5 * i, new Quaterniond().rotationAxis(0.1 * i, 1, 2, 3), i, 0.5, 0);
    }

    @Test
    void addedBoxes_comeBackEqual_acrossGrowth() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 100; i++) {
            assertThat(batch.add(box(i))).isSameAs(batch);
        }
        assertThat(batch.size()).isEqualTo(100);
        for (int i = 0; i < 100; i++) {
            assertThat(batch.get(i)).isEqualTo(box(i));
        }
        assertThat(batch).hasToString("Obb3dBatch[size=100]");
    }

    @Test
    void set_replacesOneBox_andClear_emptiesForRefilling() {
        Obb3dBatch batch = Obb3dBatch.of(box(1), box(2), box(3));
        batch.set(1, box(7));
        assertThat(batch.get(0)).isEqualTo(box(1));
        assertThat(batch.get(1)).isEqualTo(box(7));
        assertThat(batch.get(2)).isEqualTo(box(3));
        batch.clear();
        assertThat(batch.size()).isZero();
        batch.add(box(4));
        assertThat(batch.size()).isEqualTo(1);
        assertThat(batch.get(0)).isEqualTo(box(4));
    }

    @Test
    void indicesOutsideTheSize_andNegativeCapacity_areRejected() {
        Obb3dBatch batch = Obb3dBatch.of(box(1), box(2));
        assertThatThrownBy(() -> batch.get(2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was 2");
        assertThatThrownBy(() -> batch.get(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was -1");
        assertThatThrownBy(() -> batch.set(5, box(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was 5");
        assertThatThrownBy(() -> Obb3dBatch.withCapacity(-3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity must be >= 0, was -3");
        // Capacity beyond the size is still outside the batch.
        Obb3dBatch roomy = Obb3dBatch.withCapacity(10);
        roomy.add(box(1));
        assertThatThrownBy(() -> roomy.get(1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void nullBoxes_areRefused_namingTheirIndex_fromAnArrayOrACollection() {
        assertThatThrownBy(() -> Obb3dBatch.of(box(1), null)).isInstanceOf(NullPointerException.class)
                .hasMessage("boxes[1]");
        assertThatThrownBy(() -> Obb3dBatch.of(java.util.Arrays.asList(box(1), box(2), null)))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[2]");
    }

    @Test
    void growth_doublesFromSixteen_upToTheLargestArray_thenRefuses() {
        // The cap is reached only with fifteen arrays of 2^31 - 9 doubles (240 GiB), so the rule
        // is tested on its own.
        int cap = Integer.MAX_VALUE - 8;
        assertThat(Obb3dBatch.grownCapacity(0)).isEqualTo(16);
        assertThat(Obb3dBatch.grownCapacity(9)).isEqualTo(18);
        assertThat(Obb3dBatch.grownCapacity(cap / 2)).isEqualTo(cap - 1);
        assertThat(Obb3dBatch.grownCapacity(cap / 2 + 1)).isEqualTo(cap);
        assertThat(Obb3dBatch.grownCapacity(cap - 1)).isEqualTo(cap);
        assertThatThrownBy(() -> Obb3dBatch.grownCapacity(cap))
                .isInstanceOf(IllegalStateException.class).hasMessage("batch is full at " + cap + " boxes");
    }

    @Test
    void aCapacityAboveTheGrowthCap_isRejectedAtCreation_notAnOutOfMemoryError() {
        assertThatThrownBy(() -> Obb3dBatch.withCapacity(Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity must be <= Obb3dBatch.MAX_CAPACITY = 2147483639, was 2147483647");
        assertThatThrownBy(() -> Obb3dBatch.withCapacity(Obb3dBatch.MAX_CAPACITY + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 2147483640");
        assertThat(Obb3dBatch.MAX_CAPACITY).isEqualTo(Obb3dBatch.grownCapacity(Obb3dBatch.MAX_CAPACITY / 2 + 1));
    }
}
