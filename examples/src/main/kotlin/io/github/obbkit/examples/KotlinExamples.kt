package io.github.obbkit.examples

import io.github.obbkit.core2d.Obb2d
import io.github.obbkit.core3d.Aabb3d
import io.github.obbkit.core3d.AabbTransform
import io.github.obbkit.core3d.Obb3d
import io.github.obbkit.core3d.Obb3dBatch
import io.github.obbkit.core3d.PointFit3d
import io.github.obbkit.core3d.Sat3dBatch
import io.github.obbkit.raycast.Bvh3d
import io.github.obbkit.raycast.Unprojector
import org.joml.Matrix4d
import org.joml.Matrix4f
import org.joml.Quaterniond
import org.joml.Vector2d
import org.joml.Vector3d
import kotlin.math.cos
import kotlin.math.sin

/**
 * The Java examples again, as Kotlin reads them: `p in box` for containment, `?.` for the results
 * obbkit's annotations mark nullable. Java methods take no named arguments in Kotlin, so factories
 * whose arguments are easy to mix up are shown with JOML vectors instead of bare numbers.
 */
object KotlinExamples {
    /** 3D overlap: the turned crate of [Overlap3dExample]. */
    fun overlap3d(): String {
        val crate = Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond(), Vector3d(1.0, 1.0, 1.0))
        val turned = Obb3d.of(Vector3d(2.2, 0.0, 0.0),
            Quaterniond().rotationAxis(Math.toRadians(45.0), 0.0, 1.0, 0.0), Vector3d(1.0, 1.0, 1.0))
        val push = crate.mtv(turned) ?: return "separated"
        return "push by %.4f along (%.3f, %.3f, %.3f) on %s".format(
            push.depth(), push.normalX(), push.normalY(), push.normalZ(), push.axis())
    }

    /** One box against many, as [BroadPhaseExample]: a batch refilled in place, indices of the hits. */
    fun broadPhase(): String {
        val crates = Obb3dBatch.withCapacity(100)                           // structure of arrays
        for (i in 0 until 100) {
            crates.add(Obb3d.of(Vector3d(3.0 * i, 0.0, 0.0), Quaterniond(), Vector3d(1.0, 1.0, 1.0)))
        }
        val mover = Obb3d.of(Vector3d(4.5, 0.0, 0.0),                       // between crates 1 and 2,
            Quaterniond().rotationAxis(Math.toRadians(45.0), 0.0, 1.0, 0.0), Vector3d(1.0, 1.0, 1.0))
        val hits = IntArray(crates.size())                                  // room for every box
        val n = Sat3dBatch.intersecting(mover, crates, 0, crates.size(), hits, 0)
        return "overlaps crates ${hits.take(n)}"
    }

    /** A mesh's world bounds, as [MeshBoundsExample]. */
    fun meshBounds(): String {
        val local = Aabb3d.of(-0.5, 0.0, -0.25, 0.5, 2.0, 0.25)
        val model = Matrix4f().translation(10f, 0f, -4f).rotateY(Math.toRadians(30.0).toFloat()).scale(2f, 1f, 2f)
        val world = AabbTransform.transform(model, local)
        val tight = Obb3d.fromTransform(model, local)
        val top = Vector3d(10.0, 1.9, -4.0)
        return "world AABB: $world; top centre inside the tight box: ${top in tight}"
    }

    /** Gaussian splats at 3 sigma, as [GaussianExample]. */
    fun gaussians(): String {
        val splat2d = Obb2d.fromCovariance(5.0, 6.0, 7.0, 2 * Math.sqrt(3.0), 3.0, 3.0)
        val splat3d = Obb3d.fromCovariance(0.0, 1.0, 2.0, 4.0, 0.0, 0.0, 1.0, 0.0, 0.25, 3.0)
        return "2D half-extents (%.3f, %.3f); 3D half-extents (%.3f, %.3f, %.3f)".format(
            splat2d.halfExtentX(), splat2d.halfExtentY(),
            splat3d.halfExtentX(), splat3d.halfExtentY(), splat3d.halfExtentZ())
    }

    /** Boxes fitted to points, as [PointFitExample]. */
    fun pointFit(): String {
        val a = Math.toRadians(30.0)
        val outline = listOf(
            doubleArrayOf(-2.0, -1.0), doubleArrayOf(2.0, -1.0), doubleArrayOf(2.0, 1.0), doubleArrayOf(-2.0, 1.0),
            doubleArrayOf(0.5, 0.2), doubleArrayOf(-1.0, 0.7),
        ).map { (x, y) -> Vector2d(x * cos(a) - y * sin(a) + 10, x * sin(a) + y * cos(a) + 5) }
        val rectangle = Obb2d.fromPoints(outline)
        val vertices = (0 until 8).map { i ->
            Vector3d(if (i and 1 == 0) -3.0 else 3.0, if (i and 2 == 0) -2.0 else 2.0, if (i and 4 == 0) -1.0 else 1.0)
                .rotateZ(0.3).rotateX(0.2)
        }
        val fast = PointFit3d.fit(vertices, PointFit3d.Method.DITO_14)
        return "2D half-extents (%.3f, %.3f); 3D half-extents (%.3f, %.3f, %.3f)".format(
            rectangle.halfExtentX(), rectangle.halfExtentY(),
            fast.halfExtentX(), fast.halfExtentY(), fast.halfExtentZ())
    }

    /** Picking under the mouse, as [PickingExample]. */
    fun picking(): String {
        val boxes = arrayOf(
            Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond().rotationAxis(0.4, 0.0, 1.0, 0.0), Vector3d(1.0, 1.0, 1.0)),
            Obb3d.of(Vector3d(0.0, 0.0, -6.0), Quaterniond(), Vector3d(2.0, 2.0, 0.1)),
            Obb3d.of(Vector3d(3.0, 0.0, 0.0), Quaterniond(), Vector3d(0.5, 0.5, 0.5)))
        val viewProjection = Matrix4d()
            .perspective(Math.toRadians(60.0), 800.0 / 600.0, 0.1, 100.0)
            .lookAt(0.0, 0.0, 10.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0)
        val camera = Unprojector.of(viewProjection, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE)
        val ray = camera.ray(400.0, 600.0 - 300.0, intArrayOf(0, 0, 800, 600))
        val pick = Bvh3d.build(boxes).pickNearest(ray) ?: return "nothing under the mouse"
        return "box ${pick.index()} at distance %.3f, face ${pick.face()}".format(pick.t() * ray.directionLength())
    }
}
