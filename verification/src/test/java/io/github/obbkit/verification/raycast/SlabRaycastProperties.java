package io.github.obbkit.verification.raycast;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.jspecify.annotations.Nullable;

/**
 * obbkit's slab test through the same contract suite users run on their own code, with the band
 * obbkit documents ({@link SlabRaycast#boundaryBand(Ray3d, Obb3d)}), which is the suite's default.
 * The span is the chord of the line: {@code tMin < 0} when the origin is inside.
 */
class SlabRaycastProperties extends RayBoxContract {
    private final MutableRayHit hit = new MutableRayHit();

    @Override
    protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
        return SlabRaycast.intersect(ray, box, hit) ? new RaySpan(hit.tMin(), hit.tMax()) : null;
    }

    @Override
    protected double boundaryBand(Ray3d ray, Obb3d box) {
        return SlabRaycast.boundaryBand(ray, box);
    }
}
