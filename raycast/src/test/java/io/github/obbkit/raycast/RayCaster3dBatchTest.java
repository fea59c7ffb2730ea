package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The caster's batch queries on hand-made cases, and the arguments they refuse, by name and value. */
class RayCaster3dBatchTest {
    private static Obb3d cube(double x, double y, double z) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, 1, 1, 1));
    }

    /** Unit cubes along the x axis at 0, 3, 6, ..., every other one lifted off the ray y = 0. */
    private static final Obb3d[] ROW = {cube(0, 0, 0), cube(3, 5, 0), cube(6, 0, 0), cube(9, 5, 0), cube(12, 0, 0),
        cube(15, 1, 0)};

    private static final RayCaster3d CASTER = RayCaster3d.of(Ray3d.of(-5, 0, 0, 1, 0, 0));

    @Test
    void bitset_setsTheHitsAndClearsTheMisses_andLeavesTheRestAsItWas() {
        Obb3dBatch batch = Obb3dBatch.of(ROW);
        long[] hits = {-1L, -1L};
        // Boxes 1 .. 5 into bits 62 .. 66: across the two words.
        assertThat(CASTER.intersectsEach(batch, 1, 5, hits, 62)).isEqualTo(3);
        BitSet bits = BitSet.valueOf(hits);
        assertThat(bits.get(62)).as("box 1, lifted").isFalse();
        assertThat(bits.get(63)).as("box 2").isTrue();
        assertThat(bits.get(64)).as("box 3, lifted").isFalse();
        assertThat(bits.get(65)).as("box 4").isTrue();
        assertThat(bits.get(66)).as("box 5, touching the ray with its face y = 0").isTrue();
        assertThat(bits.get(0, 62).cardinality()).as("bits before the range").isEqualTo(62);
        assertThat(bits.get(67, 128).cardinality()).as("bits after the range").isEqualTo(61);
    }

    @Test
    void indexList_holdsTheHitsInOrder() {
        Obb3dBatch batch = Obb3dBatch.of(List.of(ROW));
        int[] indices = new int[10];
        Arrays.fill(indices, -7);
        assertThat(CASTER.intersecting(batch, 0, 6, indices, 2)).isEqualTo(4);
        assertThat(Arrays.copyOfRange(indices, 2, 6)).containsExactly(0, 2, 4, 5);
        assertThat(indices[0]).isEqualTo(-7);
        assertThat(indices[1]).isEqualTo(-7);
        assertThat(indices[8]).as("past indexOffset + count").isEqualTo(-7);
        assertThat(indices[9]).isEqualTo(-7);
    }

    @Test
    void emptyRuns_writeNothing() {
        Obb3dBatch batch = Obb3dBatch.of(ROW);
        long[] hits = {5};
        assertThat(CASTER.intersectsEach(batch, 6, 0, hits, 64)).isZero();
        assertThat(hits).containsExactly(5);
        assertThat(CASTER.intersecting(Obb3dBatch.of(), 0, 0, new int[0], 0)).isZero();
    }

    @Test
    void batch_keepsItsBoxes_andSetReplacesOne() {
        Obb3dBatch batch = Obb3dBatch.of(ROW);
        assertThat(batch.size()).isEqualTo(6);
        assertThat(batch.get(3)).isEqualTo(ROW[3]);
        batch.set(3, cube(9, 0, 0));
        assertThat(batch.get(3)).isEqualTo(cube(9, 0, 0));
        int[] indices = new int[6];
        assertThat(CASTER.intersecting(batch, 0, 6, indices, 0)).isEqualTo(5);
        assertThat(batch).hasToString("Obb3dBatch[size=6]");
    }

    @Test
    void badArguments_areRefusedByName() {
        Obb3dBatch batch = Obb3dBatch.of(ROW);
        long[] hits = new long[1];
        int[] indices = new int[6];
        assertThatThrownBy(() -> CASTER.intersectsEach(batch, -1, 2, hits, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from must be >= 0, was -1");
        assertThatThrownBy(() -> CASTER.intersecting(batch, 0, -2, indices, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be >= 0, was -2");
        assertThatThrownBy(() -> CASTER.intersectsEach(batch, 4, 3, hits, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from + count must be <= boxes.size() = 6, was 7 (from 4, count 3)");
        assertThatThrownBy(() -> CASTER.intersecting(batch, Integer.MAX_VALUE, 1, indices, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from + count must be <= boxes.size() = 6, was 2147483648 (from 2147483647, count 1)");
        assertThatThrownBy(() -> CASTER.intersectsEach(batch, 0, 2, hits, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bitOffset must be >= 0, was -1");
        assertThatThrownBy(() -> CASTER.intersectsEach(batch, 0, 6, hits, 60)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hits must hold bitOffset + count = 66 bits, held 64 (1 longs)");
        assertThatThrownBy(() -> CASTER.intersectsEach(batch, 0, 1, hits, Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hits must hold bitOffset + count = 2147483648 bits, held 64 (1 longs)");
        assertThatThrownBy(() -> CASTER.intersecting(batch, 0, 2, indices, -3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indexOffset must be >= 0, was -3");
        assertThatThrownBy(() -> CASTER.intersecting(batch, 0, 6, indices, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("indices must have indexOffset + count = 7 elements, had 6");
        assertThatThrownBy(() -> CASTER.intersectsEach(batch, 0, 6, (long[]) null, 0)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> CASTER.intersecting(null, 0, 6, indices, 0)).isInstanceOf(NullPointerException.class);
        assertThat(hits).containsExactly(0L);
        assertThat(indices).containsOnly(0);
    }

    @Test
    void badBatches_areRefusedByName() {
        assertThatThrownBy(() -> Obb3dBatch.of(ROW[0], null)).isInstanceOf(NullPointerException.class)
                .hasMessage("boxes[1]");
        Obb3dBatch batch = Obb3dBatch.of(ROW);
        assertThatThrownBy(() -> batch.get(6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 6), was 6");
        assertThatThrownBy(() -> batch.set(-1, ROW[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 6), was -1");
        assertThatThrownBy(() -> batch.set(0, null)).isInstanceOf(NullPointerException.class);
        assertThat(batch.get(0)).isEqualTo(ROW[0]);
    }
}
