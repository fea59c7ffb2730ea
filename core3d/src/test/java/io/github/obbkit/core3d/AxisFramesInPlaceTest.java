package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link AxisFrames3d#orthonormalise}, the in-place twin the point fits use, against the original. */
class AxisFramesInPlaceTest {
    @Test
    void inPlaceTwin_givesTheAxesOfOrthonormalised_bitForBit() {
        SplittableRandom r = new SplittableRandom(0x19);
        double[] f = new double[9];
        for (int t = 0; t < 100_000; t++) {
            // A frame from Gram-Schmidt, then each component nudged by up to a few ulps or by up to
            // 1e-7 (past the rounding slack), so that both the no-change and the repair paths run.
            PointFitKernel3d.setFrame(f, r.nextGaussian(), r.nextGaussian(), r.nextGaussian(), r.nextGaussian(),
                    r.nextGaussian(), r.nextGaussian());
            double nudge = t % 3 == 0 ? 0 : t % 3 == 1 ? 1e-15 : 1e-7;
            for (int k = 0; k < 9; k++) {
                f[k] += nudge * (2 * r.nextDouble() - 1);
            }
            Obb3d box = AxisFrames3d.orthonormalised(0, 0, 0, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8],
                    1, 1, 1);
            AxisFrames3d.orthonormalise(f);
            assertThat(f).as("try %d", t).containsExactly(box.ux, box.uy, box.uz, box.vx, box.vy, box.vz, box.wx,
                    box.wy, box.wz);
        }
    }
}
