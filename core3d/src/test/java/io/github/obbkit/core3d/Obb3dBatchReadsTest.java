package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** The ways code outside core3d reads a batch: element reads, copies between batches, box tests. */
class Obb3dBatchReadsTest {
    private static Obb3d box(int i) {
        return Obb3d.of(i, -2 * i, 0.5 * i, new Quaterniond().rotationAxis(0.1 * i + 0.3, 1, 2, 3), i + 1, 0.5, 0);
    }

    private static double[] numbers(Obb3d b) {
        return new double[] {b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(),
            b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX(), b.halfExtentY(),
            b.halfExtentZ()};
    }

    private static double[] numbers(Obb3dBatch b, int i) {
        return new double[] {b.centerX(i), b.centerY(i), b.centerZ(i), b.axisXx(i), b.axisXy(i), b.axisXz(i),
            b.axisYx(i), b.axisYy(i), b.axisYz(i), b.axisZx(i), b.axisZy(i), b.axisZz(i), b.halfExtentX(i),
            b.halfExtentY(i), b.halfExtentZ(i)};
    }

    @Test
    void elementReads_giveEachNumberOfTheStoredBox_inTheAccessorsOrder() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 40; i++) {
            batch.add(box(i));
        }
        for (int i = 0; i < 40; i++) {
            assertThat(numbers(batch, i)).containsExactly(numbers(box(i)));
        }
    }

    @Test
    void elementReads_refuseIndicesOutsideTheSize_evenWithinTheCapacity() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(16).add(box(1)).add(box(2));
        batch.clear();
        batch.add(box(3));
        assertThatThrownBy(() -> batch.centerX(1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 1), was 1");
        assertThatThrownBy(() -> batch.halfExtentZ(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 1), was -1");
    }

    @Test
    void getIntoAnArray_writesTheFifteenNumbersInFromAxesOrder_atTheOffset_andNothingElse() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 20; i++) {
            batch.add(box(i));
        }
        double[] dest = new double[40];
        java.util.Arrays.fill(dest, -7);
        assertThat(batch.get(13, dest, 20)).isSameAs(dest);
        assertThat(java.util.Arrays.copyOfRange(dest, 20, 35)).containsExactly(numbers(box(13)));
        assertThat(java.util.Arrays.copyOfRange(dest, 0, 20)).containsOnly(-7.0);
        assertThat(java.util.Arrays.copyOfRange(dest, 35, 40)).containsOnly(-7.0);
        assertThatThrownBy(() -> batch.get(3, new double[40], 26)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dest must have offset + 15 = 41 elements, had 40");
        assertThatThrownBy(() -> batch.get(3, new double[40], -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("offset must be >= 0, was -1");
        assertThatThrownBy(() -> batch.get(20, new double[40], 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 20), was 20");
    }

    @Test
    void addFrom_copiesABoxBitForBit_fromAnotherBatchOrItself_acrossGrowth() {
        Obb3dBatch source = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 20; i++) {
            source.add(box(i));
        }
        Obb3dBatch reversed = Obb3dBatch.withCapacity(0);
        for (int i = 19; i >= 0; i--) {
            assertThat(reversed.addFrom(source, i)).isSameAs(reversed);
        }
        for (int i = 0; i < 20; i++) {
            assertThat(reversed.get(i)).isEqualTo(box(19 - i));
        }
        for (int i = 0; i < 20; i++) {
            source.addFrom(source, i);
        }
        assertThat(source.size()).isEqualTo(40);
        assertThat(source.get(37)).isEqualTo(box(17));
        assertThatThrownBy(() -> reversed.addFrom(source, 40)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 40), was 40");
        assertThatThrownBy(() -> reversed.addFrom(null, 0)).isInstanceOf(NullPointerException.class)
                .hasMessage("source");
    }

    @Test
    void testEach_handsEveryBoxOfTheRangeToTheTest_inOrder_andSetsItsBit() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 100; i++) {
            batch.add(box(i));
        }
        List<double[]> seen = new ArrayList<>();
        long bits = batch.testEach(30, 64, (cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz) -> {
            seen.add(new double[] {cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz});
            return ((int) cx) % 3 == 0;
        });
        assertThat(seen).hasSize(64);
        long expected = 0;
        for (int i = 0; i < 64; i++) {
            assertThat(seen.get(i)).containsExactly(numbers(box(30 + i)));
            expected |= (30 + i) % 3 == 0 ? 1L << i : 0;
        }
        assertThat(bits).isEqualTo(expected);
        assertThat(batch.testEach(99, 1, (cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz) -> true))
                .isEqualTo(1L);
        assertThat(batch.testEach(100, 0, (cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz) -> true))
                .isZero();
    }

    @Test
    void testEach_refusesMoreThan64Boxes_andRangesPastTheSize() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(200);
        for (int i = 0; i < 70; i++) {
            batch.add(box(i));
        }
        Obb3dBatch.BoxTest any = (cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz) -> true;
        assertThatThrownBy(() -> batch.testEach(0, 65, any)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be <= 64, was 65");
        assertThatThrownBy(() -> batch.testEach(10, 61, any)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("70");
        assertThatThrownBy(() -> batch.testEach(-1, 1, any)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> batch.testEach(0, 1, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("test");
    }
}
