package io.github.obbkit.verification.raycast;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.contract.RayBoxOptions;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.jspecify.annotations.Nullable;

/** {@link SlabRaycast#intersectsExact(Ray3d, Aabb3d)} held to the ray contract with band zero. */
class SlabRaycastExactAabbProperties extends RayBoxContract {
    @Override
    protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
        Aabb3d bounds = Aabb3d.of(box.centerX() - box.halfExtentX(), box.centerY() - box.halfExtentY(),
                box.centerZ() - box.halfExtentZ(), box.centerX() + box.halfExtentX(),
                box.centerY() + box.halfExtentY(), box.centerZ() + box.halfExtentZ());
        return SlabRaycast.intersectsExact(ray, bounds) ? new RaySpan(0, 0) : null;
    }

    @Override
    protected RayBoxOptions options() {
        return RayBoxOptions.defaults().withBoxes(RayBoxOptions.Boxes.AXIS_ALIGNED)
                .withAnswer(RayBoxOptions.Answer.HIT_ONLY).withPrecision(RayBoxOptions.Precision.EXACT);
    }
}
