package io.github.obbkit.verification.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.jspecify.annotations.Nullable;

/**
 * The picker's form, {@code firstHit}, through a prepared {@link RayCaster3d}: the span clamped to
 * {@code t >= 0}, the other convention the contract accepts.
 */
class SlabRaycastFirstHitProperties extends RayBoxContract {
    private final MutableRayHit hit = new MutableRayHit();

    @Override
    protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
        return RayCaster3d.of(ray).firstHit(box, hit) ? new RaySpan(hit.tMin(), hit.tMax()) : null;
    }

    @Override
    protected double boundaryBand(Ray3d ray, Obb3d box) {
        return SlabRaycast.boundaryBand(ray, box);
    }
}
