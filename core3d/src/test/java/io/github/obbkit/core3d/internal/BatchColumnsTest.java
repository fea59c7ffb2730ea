package io.github.obbkit.core3d.internal;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3dBatch;
import org.junit.jupiter.api.Test;

class BatchColumnsTest {
    @Test
    void aSecondReader_isRefused() {
        // Loading the batch class registers its reader; nobody may replace it.
        Obb3dBatch.withCapacity(1);
        assertThatThrownBy(() -> BatchColumns.register((batch, column) -> new double[0]))
                .isInstanceOf(IllegalStateException.class).hasMessage("the batch reader is already registered");
    }
}
