package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import org.junit.jupiter.api.Test;

/**
 * Rays whose direction is tiny against the distances, so that crossings overflow: a box met at no
 * parameter within the doubles is a miss in every query (every crossing rounds to the same infinity,
 * so the box might as well be missed: reporting it at {@code t = +infinity} was a false hit); a box
 * the ray is in at a finite parameter is a hit with its unrepresentable exit at {@code +infinity}.
 */
class BeyondTheDoublesTest {
    private static final double INF = Double.POSITIVE_INFINITY;

    /** Along +x at 1e-10 a unit: the box from x = 1e299 is reached only at t = 1e309. */
    private static final Ray3d SLOW = Ray3d.of(0, 0, 0, 1e-10, 0, 0);
    private static final Aabb3d FAR_AHEAD = Aabb3d.of(1e299, -1, -1, 2e299, 1, 1);
    private static final Aabb3d AROUND = Aabb3d.of(-2e299, -1, -1, 2e299, 1, 1);

    /** Every 3D query on one box, as hit or miss. */
    private static void assertEveryQuery(Ray3d ray, Aabb3d aabb, boolean expected) {
        Obb3d obb = Obb3d.fromAabb(aabb);
        RayCaster3d caster = RayCaster3d.of(ray);
        MutableRayHit s = new MutableRayHit();
        assertThat(SlabRaycast.intersects(ray, obb)).as("intersects obb").isEqualTo(expected);
        assertThat(SlabRaycast.intersects(ray, aabb)).as("intersects aabb").isEqualTo(expected);
        assertThat(SlabRaycast.intersect(ray, obb) != null).as("intersect obb").isEqualTo(expected);
        assertThat(SlabRaycast.intersect(ray, aabb) != null).as("intersect aabb").isEqualTo(expected);
        assertThat(SlabRaycast.firstHit(ray, obb) != null).as("firstHit obb").isEqualTo(expected);
        assertThat(SlabRaycast.firstHit(ray, aabb) != null).as("firstHit aabb").isEqualTo(expected);
        assertThat(SlabRaycast.intersect(ray, obb, 0, INF, s)).as("range obb").isEqualTo(expected);
        assertThat(s.isHit()).isEqualTo(expected);
        assertThat(SlabRaycast.intersect(ray, aabb, 0, INF, s)).as("range aabb").isEqualTo(expected);
        assertThat(s.isHit()).isEqualTo(expected);
        assertThat(caster.intersects(obb)).as("caster intersects obb").isEqualTo(expected);
        assertThat(caster.intersects(aabb)).as("caster intersects aabb").isEqualTo(expected);
        assertThat(caster.intersect(obb, s)).as("caster intersect obb").isEqualTo(expected);
        assertThat(caster.intersect(aabb, s)).as("caster intersect aabb").isEqualTo(expected);
        assertThat(caster.firstHit(obb, s)).as("caster firstHit obb").isEqualTo(expected);
        assertThat(caster.firstHit(aabb, s)).as("caster firstHit aabb").isEqualTo(expected);
        long[] bits = new long[1];
        assertThat(caster.intersectsEach(Obb3dBatch.of(obb), 0, 1, bits, 0)).as("caster batch").isEqualTo(expected ? 1 : 0);
        assertThat(ScanPicker3d.of(new Obb3d[]{obb}).pickNearest(ray) != null).as("scan pick").isEqualTo(expected);
        assertThat(Bvh3d.build(new Obb3d[]{obb}).pickNearest(ray) != null).as("bvh pick").isEqualTo(expected);
    }

    @Test
    void aBoxMetOnlyBeyondTheLargestDouble_isAMiss_inEveryQuery() {
        assertEveryQuery(SLOW, FAR_AHEAD, false);
    }

    @Test
    void aBoxTheRayIsIn_isAHit_whoseExitBeyondTheDoublesIsInfinite() {
        assertEveryQuery(SLOW, AROUND, true);
        RayHit first = SlabRaycast.firstHit(SLOW, AROUND);
        assertThat(first.tMin()).isEqualTo(0);
        assertThat(first.tMax()).isEqualTo(INF);
        // The line's chord: both crossings beyond the doubles, the box still met in between.
        RayHit chord = SlabRaycast.intersect(SLOW, AROUND);
        assertThat(chord.tMin()).isEqualTo(-INF);
        assertThat(chord.tMax()).isEqualTo(INF);
        Obb3d[] boxes = {Obb3d.fromAabb(FAR_AHEAD), Obb3d.fromAabb(AROUND)};
        assertThat(ScanPicker3d.of(boxes).pickNearest(SLOW)).isEqualTo(Pick.of(1, 0, first.entryFace()));
        assertThat(Bvh3d.build(boxes).pickNearest(SLOW)).isEqualTo(Pick.of(1, 0, first.entryFace()));
    }

    @Test
    void theLinesChord_behindBeyondTheDoubles_isAMiss_evenOverTheWholeLine() {
        Aabb3d farBehind = Aabb3d.of(-2e299, -1, -1, -1e299, 1, 1);
        MutableRayHit s = new MutableRayHit();
        assertThat(SlabRaycast.intersect(SLOW, farBehind, -INF, INF, s)).isFalse();
        assertThat(SlabRaycast.intersect(SLOW, Obb3d.fromAabb(farBehind), -INF, INF, s)).isFalse();
        assertThat(RayCaster3d.of(SLOW).intersect(farBehind, -INF, INF, s)).isFalse();
        // The same box ahead of a ray going the other way is also beyond reach.
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, -1e-10, 0, 0), farBehind)).isNull();
    }

    @Test
    void inTwoDimensions_too() {
        Ray2d slow = Ray2d.of(0, 0, 1e-10, 0);
        Aabb2d farAhead = Aabb2d.of(1e299, -1, 2e299, 1);
        Aabb2d around = Aabb2d.of(-2e299, -1, 2e299, 1);
        assertThat(SlabRaycast.intersects(slow, farAhead)).isFalse();
        assertThat(SlabRaycast.intersects(slow, Obb2d.fromAabb(farAhead))).isFalse();
        assertThat(SlabRaycast.intersect(slow, farAhead)).isNull();
        assertThat(SlabRaycast.intersect(slow, Obb2d.fromAabb(farAhead))).isNull();
        MutableRayHit s = new MutableRayHit();
        assertThat(SlabRaycast.intersect(slow, farAhead, s)).isFalse();
        assertThat(SlabRaycast.intersect(slow, Obb2d.fromAabb(farAhead), s)).isFalse();
        assertThat(SlabRaycast.firstHit(slow, farAhead, s)).isFalse();
        assertThat(SlabRaycast.firstHit(slow, Obb2d.fromAabb(farAhead), s)).isFalse();
        assertThat(SlabRaycast.intersect(slow, farAhead, -INF, INF, s)).isFalse();
        assertThat(SlabRaycast.intersect(slow, Obb2d.fromAabb(farAhead), -INF, INF, s)).isFalse();
        assertThat(s.isHit()).isFalse();
        assertThat(SlabRaycast.intersects(slow, around)).isTrue();
        assertThat(SlabRaycast.intersect(slow, Obb2d.fromAabb(around)).tMax()).isEqualTo(INF);
        assertThat(SlabRaycast.firstHit(slow, around, s)).isTrue();
        assertThat(s.tMax()).isEqualTo(INF);
    }

    @Test
    void aRaySlowOnEveryAxis_missesABoxBeyondTheDoublesOnEveryAxis() {
        // No slab is parallel: every slab's crossings overflow, in each kernel's last step.
        Ray3d diagonal = Ray3d.of(0, 0, 0, 1e-10, 1e-10, 1e-10);
        assertEveryQuery(diagonal, Aabb3d.of(1e299, 1e299, 1e299, 2e299, 2e299, 2e299), false);
        assertEveryQuery(diagonal, Aabb3d.of(-2e299, -2e299, -2e299, 2e299, 2e299, 2e299), true);
    }

    @Test
    void aTurnedFarBoxTheRayMisses_isNotPickedAtInfinity_byTheScanOrTheBvh() {
        // Every slab crossing of box 1 overflows to +infinity, which once read as a hit there; the
        // BVH, whose node test rejected it, then disagreed with the scan.
        Ray3d ray = Ray3d.of(48.072504120062256, -5.681411828675738E10, -0.09975442009779877,
                7.717660390543341E-11, -6.185650062067436E-300, 3.915711943454168E-11);
        Obb3d[] boxes = {
            Obb3d.fromAabb(Aabb3d.fromCenter(-7.028375022489498E299, -4.8219100039146996E8, -3.565988994846084E299,
                    1.1011702784097223E269, 7.211401000164373E268, 7.986090620263313E268)),
            Obb3d.fromAxes(7.698162992838292E299, -3.7612095828144835E299, 9.522872968222466E9,
                    0.5806942854061079, 0.7693680056231812, 0.2662086001993519,
                    -0.5659070438391459, 0.14638705437990696, 0.8113692427268939,
                    0.5852720432669997, -0.6218068045891609, 0.5203968996224789,
                    2.7745366647681857E198, 1.032473854141752E198, 1.0517607873488241E198)};

        assertThat(SlabRaycast.intersects(ray, boxes[1])).isFalse();
        assertThat(ScanPicker3d.of(boxes).pickNearest(ray)).isNull();
        assertThat(Bvh3d.build(boxes).pickNearest(ray)).isNull();
    }
}
