package io.github.obbkit.examples.thirdparty

import io.github.obbkit.core2d.Obb2d
import io.github.obbkit.core3d.Obb3d
import io.github.obbkit.raycast.Ray3d
import io.github.obbkit.core3d.Aabb3d
import io.github.obbkit.testkit.contract.AabbTransformContract
import io.github.obbkit.testkit.contract.Mtv2dContract
import io.github.obbkit.testkit.contract.Mtv3dContract
import io.github.obbkit.testkit.contract.Obb3dOverlapContract
import io.github.obbkit.testkit.contract.RayBoxContract
import io.github.obbkit.testkit.contract.RayBoxOptions
import io.github.obbkit.testkit.oracle.Push2d
import io.github.obbkit.testkit.oracle.Push3d
import io.github.obbkit.testkit.oracle.RaySpan
import org.joml.Matrix4dc
import org.junit.jupiter.api.Nested

/**
 * The third party's kernels held to the contracts from Kotlin (the 2D overlap is `KotlinRectContractTest`'s
 * form); the 3D suites at 2,000 checked cases each, to show `tries()`.
 */
class KotlinThirdPartyContractsTest {

    // tag::kotlin-mtv[]
    @Nested
    inner class Box2Push : Mtv2dContract() {
        override fun mtv(a: Obb2d, b: Obb2d): Push2d? =
            a.toBox2().push(b.toBox2())?.let { Push2d(it[0], it[1], it[2]) }
    }
    // end::kotlin-mtv[]

    @Nested
    inner class Bounds3Ray : RayBoxContract() {
        override fun options(): RayBoxOptions = RayBoxOptions.defaults()
            .withBoxes(RayBoxOptions.Boxes.AXIS_ALIGNED)
            .withAnswer(RayBoxOptions.Answer.HIT_ONLY)

        override fun intersect(ray: Ray3d, box: Obb3d): RaySpan? {
            val bounds = Bounds3(
                doubleArrayOf(box.centerX() - box.halfExtentX(), box.centerY() - box.halfExtentY(),
                    box.centerZ() - box.halfExtentZ()),
                doubleArrayOf(box.centerX() + box.halfExtentX(), box.centerY() + box.halfExtentY(),
                    box.centerZ() + box.halfExtentZ()))
            val hit = bounds.hitBy(doubleArrayOf(ray.originX(), ray.originY(), ray.originZ()),
                doubleArrayOf(ray.directionX(), ray.directionY(), ray.directionZ()))
            return if (hit) RaySpan(0.0, 0.0) else null
        }
    }

    @Nested
    inner class Box3Overlap : Obb3dOverlapContract() {
        override fun intersects(a: Obb3d, b: Obb3d): Boolean = Adapters.box3(a).overlaps(Adapters.box3(b))

        override fun tries(): Int = 2_000
    }

    @Nested
    inner class Box3Push : Mtv3dContract() {
        override fun mtv(a: Obb3d, b: Obb3d): Push3d? =
            Adapters.box3(a).push(Adapters.box3(b))?.let { Push3d(it[0], it[1], it[2], it[3]) }

        override fun tries(): Int = 2_000
    }

    @Nested
    inner class Bounds3Transform : AabbTransformContract() {
        override fun transform(transform: Matrix4dc, box: Aabb3d): Aabb3d =
            Adapters.aabb(Adapters.bounds3(box).transformed(Adapters.matrix(transform)))

        override fun tries(): Int = 2_000
    }

    private fun Obb2d.toBox2() = Box2(centerX(), centerY(), axisXx(), axisXy(), halfExtentX(), halfExtentY())
}
