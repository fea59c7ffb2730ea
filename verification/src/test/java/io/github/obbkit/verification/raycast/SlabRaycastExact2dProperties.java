package io.github.obbkit.verification.raycast;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.contract.ExactRay2dContract;
import org.junit.jupiter.api.Nested;

/** {@link SlabRaycast#intersectsExact(Ray2d, Obb2d)} and the rectangle form held to the exact oracle, band zero. */
class SlabRaycastExact2dProperties extends ExactRay2dContract {
    @Override
    protected boolean hits(Ray2d ray, Obb2d box) {
        return SlabRaycast.intersectsExact(ray, box);
    }

    /** The rectangle form, on the same cases turned to the world's axes. */
    @Nested
    class Rectangles extends ExactRay2dContract {
        @Override
        protected boolean hits(Ray2d ray, Obb2d box) {
            return SlabRaycast.intersectsExact(ray, Aabb2d.of(box.centerX() - box.halfExtentX(),
                    box.centerY() - box.halfExtentY(), box.centerX() + box.halfExtentX(),
                    box.centerY() + box.halfExtentY()));
        }

        @Override
        protected boolean axisAligned() {
            return true;
        }
    }
}
