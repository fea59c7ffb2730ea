package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.ToDoubleBiFunction;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * Each of the fifteen element reads of {@link Obb3dBatch}, one by one: the number of the box it names
 * (on a box whose fifteen numbers all differ and none is zero), and its refusal of an index at the
 * size while the capacity holds a stale box there.
 */
class Obb3dBatchEveryReadTest {
    private record Read(String name, ToDoubleBiFunction<Obb3dBatch, Integer> batch,
                        java.util.function.ToDoubleFunction<Obb3d> box) {
    }

    private static final List<Read> READS = List.of(
            new Read("centerX", Obb3dBatch::centerX, Obb3d::centerX),
            new Read("centerY", Obb3dBatch::centerY, Obb3d::centerY),
            new Read("centerZ", Obb3dBatch::centerZ, Obb3d::centerZ),
            new Read("axisXx", Obb3dBatch::axisXx, Obb3d::axisXx),
            new Read("axisXy", Obb3dBatch::axisXy, Obb3d::axisXy),
            new Read("axisXz", Obb3dBatch::axisXz, Obb3d::axisXz),
            new Read("axisYx", Obb3dBatch::axisYx, Obb3d::axisYx),
            new Read("axisYy", Obb3dBatch::axisYy, Obb3d::axisYy),
            new Read("axisYz", Obb3dBatch::axisYz, Obb3d::axisYz),
            new Read("axisZx", Obb3dBatch::axisZx, Obb3d::axisZx),
            new Read("axisZy", Obb3dBatch::axisZy, Obb3d::axisZy),
            new Read("axisZz", Obb3dBatch::axisZz, Obb3d::axisZz),
            new Read("halfExtentX", Obb3dBatch::halfExtentX, Obb3d::halfExtentX),
            new Read("halfExtentY", Obb3dBatch::halfExtentY, Obb3d::halfExtentY),
            new Read("halfExtentZ", Obb3dBatch::halfExtentZ, Obb3d::halfExtentZ));

    private static Obb3d box(double k) {
        return Obb3d.of(k, -2 * k, 0.5 * k + 0.25, new Quaterniond().rotationAxis(0.7, 1, 2, 3), k + 3, k + 2, k + 1);
    }

    @Test
    void eachRead_givesItsNumberOfTheBoxAtTheIndex() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(4).add(box(1)).add(box(5)).add(box(9));
        for (Read r : READS) {
            for (int i = 0; i < 3; i++) {
                Obb3d expected = box(1 + 4 * i);
                assertThat(r.box().applyAsDouble(expected)).as(r.name()).isNotZero();
                assertThat(r.batch().applyAsDouble(batch, i)).as("%s(%d)", r.name(), i)
                        .isEqualTo(r.box().applyAsDouble(expected));
            }
        }
    }

    @Test
    void eachRead_refusesTheIndexAtTheSize_andBelowZero_whereAStaleBoxStillLies() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(8).add(box(1)).add(box(2)).add(box(3));
        batch.clear();
        batch.add(box(4));
        for (Read r : READS) {
            assertThatThrownBy(() -> r.batch().applyAsDouble(batch, 1)).as(r.name())
                    .isInstanceOf(IllegalArgumentException.class).hasMessage("index must be in [0, 1), was 1");
            assertThatThrownBy(() -> r.batch().applyAsDouble(batch, -1)).as(r.name())
                    .isInstanceOf(IllegalArgumentException.class).hasMessage("index must be in [0, 1), was -1");
        }
    }
}
