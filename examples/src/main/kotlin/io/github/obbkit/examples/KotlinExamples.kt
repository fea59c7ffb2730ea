package io.github.obbkit.examples

import io.github.obbkit.core2d.Obb2d
import io.github.obbkit.core3d.Aabb3d
import io.github.obbkit.core3d.AabbTransform
import io.github.obbkit.core3d.Frustum
import io.github.obbkit.core3d.FrustumTest3d
import io.github.obbkit.core3d.Obb3d
import io.github.obbkit.core3d.Obb3dBatch
import io.github.obbkit.core3d.Sat3d
import io.github.obbkit.core3d.Sat3dBatch
import io.github.obbkit.raycast.Bvh3d
import io.github.obbkit.raycast.FramePicker
import io.github.obbkit.raycast.Mesh3d
import io.github.obbkit.raycast.MeshPickWorkspace
import io.github.obbkit.raycast.MeshPicker3d
import io.github.obbkit.raycast.MutableMeshPick
import io.github.obbkit.raycast.Ray3d
import io.github.obbkit.raycast.FrustumSelection3d
import io.github.obbkit.raycast.PickWorkspace
import io.github.obbkit.raycast.SelectionMode
import io.github.obbkit.raycast.Unprojector
import org.joml.Matrix4d
import org.joml.Matrix4f
import org.joml.Quaterniond
import org.joml.Vector3d
import io.github.obbkit.core3d.MutableContact3d
import io.github.obbkit.core3d.Sweep3d
import io.github.obbkit.core3d.PointFit3d
import org.joml.Vector2d
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

    /** Exact answers, as [ExactExample]: touching, and a nanometre apart, told apart with no band. */
    fun exact(): String {
        val beam = Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond().rotationZ(0.3), Vector3d(50.0, 0.25, 0.25))
        val end = Vector3d(50 * Math.cos(0.3), 50 * Math.sin(0.3), -5.25)
        val column = Obb3d.of(end, Quaterniond(), Vector3d(0.5, 0.5, 5.0))
        val apart = column.translated(0.0, 0.0, -1e-9)
        return "touching: ${Sat3d.intersectsExact(beam, column)}, 1 nm apart: ${Sat3d.intersectsExact(beam, apart)}"
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

    /** A whole frame picked at once, as the second half of [PickingExample]: the box under each pixel. */
    fun framePicking(): IntArray {
        val boxes = arrayOf(
            Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond().rotationAxis(0.4, 0.0, 1.0, 0.0), Vector3d(1.0, 1.0, 1.0)),
            Obb3d.of(Vector3d(3.0, 0.0, 0.0), Quaterniond(), Vector3d(0.5, 0.5, 0.5)))
        val camera = Unprojector.of(
            Matrix4d().perspective(Math.toRadians(60.0), 1.0, 0.1, 100.0).lookAt(0.0, 0.0, 10.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0),
            Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE)
        val indices = IntArray(64 * 64)
        FramePicker.of(Bvh3d.build(boxes), camera)
            .pick(intArrayOf(0, 0, 64, 64), 0, 0, 64, 64, indices, DoubleArray(64 * 64), null)
        return indices
    }

    /** Two-level picking of meshes, as [MeshPickingExample]. */
    fun meshPicking(): String {
        val cube = Mesh3d.of(
            doubleArrayOf(-1.0, -1.0, -1.0, 1.0, -1.0, -1.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0,
                -1.0, -1.0, 1.0, 1.0, -1.0, 1.0, 1.0, 1.0, 1.0, -1.0, 1.0, 1.0),
            intArrayOf(4, 5, 6, 4, 6, 7, 1, 0, 3, 1, 3, 2, 0, 4, 7, 0, 7, 3,
                5, 1, 2, 5, 2, 6, 3, 7, 6, 3, 6, 2, 0, 1, 5, 0, 5, 4))
        val h = cube.halfExtents(Vector3d())
        val boxes = listOf(
            Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond().rotationAxis(0.4, 0.0, 1.0, 0.0), h),
            Obb3d.of(Vector3d(0.0, 0.0, -6.0), Quaterniond(), h))
        val picker = MeshPicker3d.build(boxes, listOf(cube, cube))
        val pick = MutableMeshPick()
        val ray = Ray3d.of(0.0, 0.0, 10.0, 0.0, 0.0, -1.0)
        if (!picker.pickNearest(ray, MeshPickWorkspace(), pick)) return "nothing under the cursor"
        return "object ${pick.objectIndex()}, triangle ${pick.triangleIndex()}, at distance %.3f"
            .format(pick.t() * ray.directionLength())
    }

    /** Culling and marquee selection, as [FrustumSelectionExample]. */
    fun frustumSelection(): String {
        val half = Vector3d(0.5, 0.5, 0.5)
        val boxes = Obb3dBatch.of(
            Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond(), half),
            Obb3d.of(Vector3d(3.0, 0.0, 0.0), Quaterniond(), half),
            Obb3d.of(Vector3d(-3.0, 0.0, 0.0), Quaterniond(), half),
            Obb3d.of(Vector3d(0.0, 0.0, 20.0), Quaterniond(), half),
            Obb3d.of(Vector3d(8.298, 6.374, 0.0), Quaterniond().rotationZ(Math.PI / 4), Vector3d(0.7071, 0.7071, 0.05)))
        val viewProjection = Matrix4d()
            .perspective(Math.toRadians(60.0), 800.0 / 600.0, 0.1, 100.0)
            .lookAt(0.0, 0.0, 10.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0)
        val camera = Frustum.of(viewProjection, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE)
        val bvh = Bvh3d.build(boxes)
        val workspace = PickWorkspace()
        val found = IntArray(bvh.size())
        val visible = found.copyOf(FrustumSelection3d.visible(bvh, camera, workspace, found)).sorted()
        val marquee = FrustumSelection3d.marquee(camera, 350.0, 250.0, 550.0, 350.0, intArrayOf(0, 0, 800, 600))
        val touching = found.copyOf(FrustumSelection3d.select(bvh, marquee, SelectionMode.TOUCHING, workspace, found))
            .sorted()
        val inside = found.copyOf(FrustumSelection3d.select(bvh, marquee, SelectionMode.WHOLLY_INSIDE, workspace, found))
            .sorted()
        return "visible $visible, box 4 touches ${FrustumTest3d.intersects(camera, boxes.get(4))}, " +
            "marquee touching $touching, wholly inside $inside"
    }

    /** Boxes in motion, as [SweepExample]: the bullet through the thin wall, then the player's cast. */
    fun sweep(): String {
        val wall = Obb3d.of(Vector3d(0.0, 0.0, 0.0), Quaterniond(), Vector3d(0.05, 2.0, 2.0))
        val bullet = Obb3d.of(Vector3d(-3.0, 0.5, 0.0), Quaterniond(), Vector3d(0.1, 0.1, 0.1))
        val hit = Sweep3d.firstContact(wall, Vector3d(), bullet, Vector3d(6.0, 0.0, 0.0)) ?: return "tunnelled"
        val crates = (0 until 10).map { Obb3d.of(Vector3d(3.0 * it, 0.0, 5.0), Quaterniond(), Vector3d(1.0, 1.0, 1.0)) }
        val player = Obb3d.of(Vector3d(6.2, 0.0, -3.0), Quaterniond(), Vector3d(0.5, 0.5, 0.5))
        val contact = MutableContact3d()
        val index = Bvh3d.build(crates).castNearest(player, Vector3d(0.0, 0.0, 10.0), PickWorkspace(), contact)
        return "wall at t = %.4f on %s; crate %d at t = %.2f".format(hit.time(), hit.axis(), index, contact.time())
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
        val fast = PointFit3d.fit(vertices, PointFit3d.Method.DITO_26)
        return "2D half-extents (%.3f, %.3f); 3D half-extents (%.3f, %.3f, %.3f)".format(
            rectangle.halfExtentX(), rectangle.halfExtentY(),
            fast.halfExtentX(), fast.halfExtentY(), fast.halfExtentZ())
    }
}
