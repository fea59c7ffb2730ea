package io.github.obbkit.verification.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.contract.RayBoxOptions;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.jspecify.annotations.Nullable;

/** {@link SlabRaycast#intersectsExact(Ray3d, Obb3d)} held to the ray contract with band zero. */
class SlabRaycastExactProperties extends RayBoxContract {
    @Override
    protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
        return SlabRaycast.intersectsExact(ray, box) ? new RaySpan(0, 0) : null;
    }

    @Override
    protected RayBoxOptions options() {
        return RayBoxOptions.defaults().withAnswer(RayBoxOptions.Answer.HIT_ONLY)
                .withPrecision(RayBoxOptions.Precision.EXACT);
    }
}
