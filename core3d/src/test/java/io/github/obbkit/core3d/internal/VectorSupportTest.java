package io.github.obbkit.core3d.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Sat3dBatch;
import org.junit.jupiter.api.Test;

/**
 * The vector helpers are primed before a kernel first runs (VectorPrimer's comment says why): a kernel
 * class's probe runs the primer once, in a JVM with vector paths on, and never where they are off.
 */
class VectorSupportTest {

    @Test
    void aKernelsFirstProbe_primesTheVectorHelpers_onlyWhereVectorPathsAreOn() {
        boolean vectorized = Sat3dBatch.isVectorized();
        boolean primeOff = "false".equalsIgnoreCase(System.getProperty("obbkit.vectorPrime"));
        assertThat(VectorSupport.primed()).as("primed (vector path %s)", vectorized)
                .isEqualTo(VectorSupport.enabled() && !primeOff);
        if (VectorSupport.primed()) {
            assertThat(vectorized).isTrue();
        }
    }
}
