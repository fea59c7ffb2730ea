package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

/**
 * The documented parallel rule, at its edge: a slab is parallel when {@code |axis · d| <=
 * PARALLEL_EPSILON |d|}, so a component of exactly that size is parallel and one ulp more is not.
 *
 * <p>Every case is the box {@code [0, 2] x [0, 1] (x [0, 1])} and a ray from {@code x = -1} along
 * {@code +x} whose origin lies on the plane {@code y = 1} of the top face, tilted upwards by a
 * {@code y} component {@code dy}. Taken as parallel, the origin is in the closed slab {@code 0 <= y
 * <= 1} and the chord is the x slab's, {@code [1, 3] / dx}. Taken as crossing, the ray leaves the
 * slab upwards at {@code t = (1 - 1) / dy = 0}, before the x slab starts, and misses. Boxes with
 * world axes and these coordinates make every {@code axis · d} exact, so the threshold is met
 * exactly.
 */
class ParallelThresholdTest {
    private static final Aabb3d BOX = Aabb3d.of(0, 0, 0, 2, 1, 1);
    private static final Aabb2d RECT = Aabb2d.of(0, 0, 2, 1);

    /** {@code dx} along x, {@code dy} tilting it out of the top face's plane. */
    private static Ray3d ray3(double dx, double dy) {
        return Ray3d.of(-1, 1, 0.5, dx, dy, 0);
    }

    private static Ray2d ray2(double dx, double dy) {
        return Ray2d.of(-1, 1, dx, dy);
    }

    /** Every 3D form, the static kernels and the caster, on the box and its oriented twin. */
    private static void assert3d(Ray3d ray, RayHit expected) {
        assert3d(ray, BOX, expected);
    }

    private static void assert3d(Ray3d ray, Aabb3d box, RayHit expected) {
        Obb3d obb = Obb3d.fromAabb(box);
        RayCaster3d caster = RayCaster3d.of(ray);
        MutableRayHit dest = new MutableRayHit();
        boolean hit = expected != null;
        assertThat(SlabRaycast.intersect(ray, box)).as("aabb %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.intersect(ray, obb)).as("obb %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.firstHit(ray, box)).as("aabb first %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.firstHit(ray, obb)).as("obb first %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.intersects(ray, box)).as("aabb hits %s", ray).isEqualTo(hit);
        assertThat(SlabRaycast.intersects(ray, obb)).as("obb hits %s", ray).isEqualTo(hit);
        assertThat(caster.intersect(box, dest)).as("caster aabb %s", ray).isEqualTo(hit);
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertThat(caster.firstHit(box, dest)).as("caster aabb first %s", ray).isEqualTo(hit);
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertThat(caster.intersects(box)).as("caster aabb hits %s", ray).isEqualTo(hit);
        assertThat(caster.intersect(obb, dest)).as("caster obb %s", ray).isEqualTo(hit);
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertThat(caster.intersects(obb)).as("caster obb hits %s", ray).isEqualTo(hit);
        Pick pick = ScanPicker3d.of(new Obb3d[] {obb}).pickNearest(ray);
        assertThat(pick).as("pick %s", ray).isEqualTo(hit ? Pick.of(0, expected.tMin(), expected.entryFace()) : null);
        assertThat(Bvh3d.build(new Obb3d[] {obb}).pickNearest(ray)).as("bvh %s", ray).isEqualTo(pick);
    }

    private static void assert2d(Ray2d ray, RayHit expected) {
        Obb2d obb = Obb2d.fromAabb(RECT);
        boolean hit = expected != null;
        assertThat(SlabRaycast.intersect(ray, RECT)).as("aabb %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.intersect(ray, obb)).as("obb %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.firstHit(ray, RECT)).as("aabb first %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.firstHit(ray, obb)).as("obb first %s", ray).isEqualTo(expected);
        assertThat(SlabRaycast.intersects(ray, RECT)).as("aabb hits %s", ray).isEqualTo(hit);
        assertThat(SlabRaycast.intersects(ray, obb)).as("obb hits %s", ray).isEqualTo(hit);
    }

    @Test
    void componentOfExactlyTheThreshold_isParallel_soTheOriginOnTheFacePlaneHits() {
        // |d| = sqrt(1 + 1e-24) rounds to 1, so the threshold is 1e-12 itself.
        assert3d(ray3(1, 1e-12), RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        assert2d(ray2(1, 1e-12), RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void componentOneUlpAboveTheThreshold_crossesTheSlab_andTheRayMisses() {
        assert3d(ray3(1, Math.nextUp(1e-12)), null);
        assert2d(ray2(1, Math.nextUp(1e-12)), null);
    }

    @Test
    void theThresholdScalesWithTheDirectionsLength() {
        // |d| = 4: the threshold is 4e-12, exactly 4 times the double nearest 1e-12, and t halves twice.
        assert3d(ray3(4, 4e-12), RayHit.of(0.25, 0.75, BoxFace.NEG_X, BoxFace.POS_X));
        assert2d(ray2(4, 4e-12), RayHit.of(0.25, 0.75, BoxFace.NEG_X, BoxFace.POS_X));
        assert3d(ray3(4, Math.nextUp(4e-12)), null);
        assert2d(ray2(4, Math.nextUp(4e-12)), null);
        // |d| = 1e6: 1e-7 is far above 1e-12 but below 1e-12 |d| = 1e-6, so still parallel.
        assert3d(ray3(1e6, 1e-7), RayHit.of(1e-6, 3e-6, BoxFace.NEG_X, BoxFace.POS_X));
        assert2d(ray2(1e6, 1e-7), RayHit.of(1e-6, 3e-6, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void theThresholdIsAlwaysPositive_soAnExactlyParallelRayAlongTheFacePlaneHits() {
        assert3d(ray3(1, 0), RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        assert2d(ray2(1, 0), RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        // Just above the plane, exactly parallel: outside the closed slab for every t.
        assertThat(SlabRaycast.intersect(Ray3d.of(-1, Math.nextUp(1.0), 0.5, 1, 0, 0), BOX)).isNull();
        assertThat(SlabRaycast.intersect(Ray2d.of(-1, Math.nextUp(1.0), 1, 0), RECT)).isNull();
    }

    @Test
    void everyWorldAxisHasTheSameThreshold() {
        // Tilted out of the plane z = 1 of the top face: parallel at the threshold, crossing above it.
        assert3d(Ray3d.of(-1, 0.5, 1, 1, 0, 1e-12), RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        assert3d(Ray3d.of(-1, 0.5, 1, 1, 0, Math.nextUp(1e-12)), null);
        // Along y, tilted out of the plane x = 1 of the box [0, 1] x [0, 2] x [0, 1].
        Aabb3d tall = Aabb3d.of(0, 0, 0, 1, 2, 1);
        assert3d(Ray3d.of(1, -1, 0.5, 1e-12, 1, 0), tall, RayHit.of(1, 3, BoxFace.NEG_Y, BoxFace.POS_Y));
        assert3d(Ray3d.of(1, -1, 0.5, Math.nextUp(1e-12), 1, 0), tall, null);
        // Going down y instead: the same slabs, entered from the other side.
        assert3d(Ray3d.of(1, 3, 0.5, 1e-12, -1, 0), tall, RayHit.of(1, 3, BoxFace.POS_Y, BoxFace.NEG_Y));
        assert3d(Ray3d.of(1, 3, 0.5, Math.nextUp(1e-12), -1, 0), tall, null);
    }
}
