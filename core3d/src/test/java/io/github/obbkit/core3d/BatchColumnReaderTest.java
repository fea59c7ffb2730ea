package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.internal.BatchColumnReader;
import io.github.obbkit.core3d.internal.BatchColumnReader.Column;
import io.github.obbkit.core3d.internal.VectorSupport;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The column reads that raycast's vector kernel makes of a batch (through core3d's internal
 * {@link BatchColumnReader}): every column is the batch's own array for that number, read again after
 * the batch grows; and {@link VectorSupport#lanes}' answers when a kernel cannot be loaded.
 */
class BatchColumnReaderTest {
    private static final Column[] COLUMNS = Column.values();

    private static final ToDoubleFunction<Obb3d>[] NUMBERS = numbers();

    @SuppressWarnings("unchecked")
    private static ToDoubleFunction<Obb3d>[] numbers() {
        return new ToDoubleFunction[] {
            (ToDoubleFunction<Obb3d>) Obb3d::centerX, (ToDoubleFunction<Obb3d>) Obb3d::centerY,
            (ToDoubleFunction<Obb3d>) Obb3d::centerZ, (ToDoubleFunction<Obb3d>) Obb3d::axisXx,
            (ToDoubleFunction<Obb3d>) Obb3d::axisXy, (ToDoubleFunction<Obb3d>) Obb3d::axisXz,
            (ToDoubleFunction<Obb3d>) Obb3d::axisYx, (ToDoubleFunction<Obb3d>) Obb3d::axisYy,
            (ToDoubleFunction<Obb3d>) Obb3d::axisYz, (ToDoubleFunction<Obb3d>) Obb3d::axisZx,
            (ToDoubleFunction<Obb3d>) Obb3d::axisZy, (ToDoubleFunction<Obb3d>) Obb3d::axisZz,
            (ToDoubleFunction<Obb3d>) Obb3d::halfExtentX, (ToDoubleFunction<Obb3d>) Obb3d::halfExtentY,
            (ToDoubleFunction<Obb3d>) Obb3d::halfExtentZ};
    }

    private static Obb3d box(SplittableRandom r) {
        return Obb3d.of(r.nextDouble(-9, 9), r.nextDouble(-9, 9), r.nextDouble(-9, 9),
                new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3)),
                r.nextDouble(0.1, 3), r.nextDouble(0.1, 3), r.nextDouble(0.1, 3));
    }

    @Test
    void everyColumn_holdsItsNumberOfEveryBox_andIsReadAgainAfterTheBatchGrows() {
        SplittableRandom r = new SplittableRandom(0xc01);
        Obb3dBatch batch = Obb3dBatch.withCapacity(2);
        Obb3d[] boxes = new Obb3d[40];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = box(r);
            batch.add(boxes[i]);
            // Each column after each add (the arrays are replaced when the batch grows).
            for (int c = 0; c < COLUMNS.length; c++) {
                double[] column = BatchColumnReader.column(batch, COLUMNS[c]);
                assertThat(column.length).isGreaterThanOrEqualTo(i + 1);
                for (int k = 0; k <= i; k++) {
                    assertThat(column[k]).as("%s of box %d after %d adds", COLUMNS[c], k, i + 1)
                            .isEqualTo(NUMBERS[c].applyAsDouble(boxes[k]));
                }
            }
        }
        assertThat(COLUMNS).hasSize(15);
    }

    @Test
    void aSecondReader_isRefused() {
        Obb3dBatch.withCapacity(1);
        BatchColumnReader.Source other = new BatchColumnReader.Source() {
            @Override
            public double[] column(Obb3dBatch batch, Column column) {
                return new double[0];
            }

            @Override
            public float[][] floatColumns(Obb3dBatch batch) {
                return new float[0][];
            }
        };
        assertThatThrownBy(() -> BatchColumnReader.install(other))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("installed already");
    }

    @Test
    void lanes_areZero_whenTheKernelCannotBeLoaded_andTheProbesOtherwise() {
        if (!VectorSupport.enabled()) {
            int[] calls = {0};
            assertThat(VectorSupport.lanes(() -> ++calls[0])).isZero();
            assertThat(calls[0]).as("no probe without the vector module").isZero();
            return;
        }
        assertThat(VectorSupport.lanes(() -> 8)).isEqualTo(8);
        assertThat(VectorSupport.lanes(() -> {
            throw new NoClassDefFoundError("jdk/incubator/vector/Vector");
        })).isZero();
    }
}
