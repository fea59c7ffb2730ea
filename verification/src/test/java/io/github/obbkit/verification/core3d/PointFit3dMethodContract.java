package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.PointFit3d;
import io.github.obbkit.core3d.PointFit3d.Method;
import io.github.obbkit.testkit.contract.PointFit3dContract;
import io.github.obbkit.testkit.gen.PointCloud;
import org.jspecify.annotations.Nullable;

/**
 * The point-fit contract for one of {@link PointFit3d}'s methods (null: the default form,
 * {@code fit(xyz)}), with no containment tolerance and how much larger than the best box its volume
 * may be.
 */
abstract class PointFit3dMethodContract extends PointFit3dContract {
    private final @Nullable Method method;
    private final double volumeFactor;

    PointFit3dMethodContract(@Nullable Method method, double volumeFactor) {
        this.method = method;
        this.volumeFactor = volumeFactor;
    }

    @Override
    protected Obb3d fit(double[] xyz) {
        return method == null ? PointFit3d.fit(xyz) : PointFit3d.fit(xyz, method);
    }

    @Override
    protected double containmentTolerance(PointCloud cloud) {
        return 0;
    }

    @Override
    protected double volumeFactor() {
        return volumeFactor;
    }
}
