package io.github.obbkit.examples.thirdparty;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.contract.AabbTransformContract;
import io.github.obbkit.testkit.contract.Mtv2dContract;
import io.github.obbkit.testkit.contract.Mtv3dContract;
import io.github.obbkit.testkit.contract.Obb2dOverlapContract;
import io.github.obbkit.testkit.contract.Obb3dOverlapContract;
import io.github.obbkit.testkit.contract.RayBoxContract;
import io.github.obbkit.testkit.contract.RayBoxOptions;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.oracle.Push3d;
import io.github.obbkit.testkit.oracle.RaySpan;
import org.joml.Matrix4dc;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Nested;

/**
 * A third party's kernels ({@link Box2}, {@link Box3}, {@link Bounds3}) held to every contract of the
 * testkit, at default settings: each nested class is one contract suite with its adapter.
 */
class ThirdPartyContractsTest {

    @Nested
    class Box2Overlap extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return Adapters.box2(a).overlaps(Adapters.box2(b));
        }
    }

    @Nested
    class Box2Push extends Mtv2dContract {
        @Override
        protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
            double[] p = Adapters.box2(a).push(Adapters.box2(b));
            return p == null ? null : new Push2d(p[0], p[1], p[2]);
        }
    }

    @Nested
    class Box3Overlap extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return Adapters.box3(a).overlaps(Adapters.box3(b));
        }
    }

    @Nested
    class Box3Push extends Mtv3dContract {
        @Override
        protected @Nullable Push3d mtv(Obb3d a, Obb3d b) {
            double[] p = Adapters.box3(a).push(Adapters.box3(b));
            return p == null ? null : new Push3d(p[0], p[1], p[2], p[3]);
        }
    }

    @Nested
    class Bounds3Transform extends AabbTransformContract {
        @Override
        protected Aabb3d transform(Matrix4dc transform, Aabb3d box) {
            return Adapters.aabb(Adapters.bounds3(box).transformed(Adapters.matrix(transform)));
        }
    }

    // tag::ray-mode[]
    /** A ray test on axis-aligned boxes that answers hit or miss only: the contract's matching mode. */
    @Nested
    class Bounds3Ray extends RayBoxContract {
        @Override
        protected RayBoxOptions options() {
            return RayBoxOptions.defaults()
                    .withBoxes(RayBoxOptions.Boxes.AXIS_ALIGNED)
                    .withAnswer(RayBoxOptions.Answer.HIT_ONLY);
        }

        @Override
        protected @Nullable RaySpan intersect(Ray3d ray, Obb3d box) {
            boolean hit = Adapters.bounds3(box).hitBy(Adapters.origin(ray), Adapters.direction(ray));
            return hit ? new RaySpan(0, 0) : null;                 // only null or not is read
        }
    }
    // end::ray-mode[]
}
