package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

/**
 * The worked figures of the 0 A.D. note on the slab test: one slab crossed at {@code t = (e ± h) / f},
 * and the degenerate box with no size along one axis, where both crossings coincide at {@code e / f}.
 */
class SlabRaycastSeedTest {

    /*
     * Figure 1, exactly representable: a box centred at (5, 0) with world axes, half-sizes (1, 10),
     * and a ray from the origin with d = (0.5, 0.75). Slab u (x): e = 5, f = 0.5, so the line
     * crosses it at (5 - 1) / 0.5 = 8 and (5 + 1) / 0.5 = 12. Slab v (y): e = 0, f = 0.75, crossings
     * at -10 / 0.75 and +10 / 0.75 = 13.33. The chord is [8, 12]: in through u's near face, out
     * through its far face.
     */
    @Test
    void rayCrossingOneSlab_entersAndLeavesAtEPlusMinusHOverF() {
        Obb2d box = Obb2d.of(5, 0, 0, 1, 10);
        Ray2d ray = Ray2d.of(0, 0, 0.5, 0.75);
        RayHit hit = SlabRaycast.intersect(ray, box);
        assertThat(hit).isEqualTo(RayHit.of(8, 12, BoxFace.NEG_X, BoxFace.POS_X));
    }

    /*
     * Figure 1 with a turned box: axes u = (0.8, 0.6), v = (-0.6, 0.8) (a 3-4-5 triangle), centre
     * (8, 6), which is 10 along u from the origin and 0 along v; half-sizes (2, 4). The direction is
     * 2 u + 0.5 v = (1.3, 1.6), so f_u = 2 and f_v = 0.5. Slab u: e = 10, crossings (10 - 2) / 2 = 4
     * and (10 + 2) / 2 = 6. Slab v: e = 0, crossings -4 / 0.5 = -8 and 8. Chord [4, 6].
     */
    @Test
    void turnedBox_sameFormulaInTheBoxsOwnAxes() {
        Obb2d box = Obb2d.fromAxes(8, 6, 0.8, 0.6, -0.6, 0.8, 2, 4);
        Ray2d ray = Ray2d.of(0, 0, 1.3, 1.6);
        RayHit hit = SlabRaycast.intersect(ray, box);
        assertThat(hit).isNotNull();
        assertThat(hit.tMin()).isCloseTo(4, within(1e-14));
        assertThat(hit.tMax()).isCloseTo(6, within(1e-14));
        assertThat(hit.entryFace()).isEqualTo(BoxFace.NEG_X);
        assertThat(hit.exitFace()).isEqualTo(BoxFace.POS_X);
        // t is in units of |d| = sqrt(4.25): the entry is 4 |d| from the origin.
        assertThat(hit.tMin() * ray.directionLength()).isCloseTo(4 * Math.sqrt(4.25), within(1e-13));
    }

    /*
     * Figure 2: the same turned box with no size along u. Both crossings of slab u are at
     * e / f = 10 / 2 = 5, where the point is 5 * 0.5 = 2.5 along v: inside |v| <= 4, so the ray hits
     * the segment at the single parameter 5.
     */
    @Test
    void boxWithNoSizeAlongU_isHitWhereBothCrossingsCoincide() {
        Obb2d segment = Obb2d.fromAxes(8, 6, 0.8, 0.6, -0.6, 0.8, 0, 4);
        RayHit hit = SlabRaycast.intersect(Ray2d.of(0, 0, 1.3, 1.6), segment);
        assertThat(hit).isNotNull();
        assertThat(hit.tMin()).isCloseTo(5, within(1e-14));
        assertThat(hit.tMax()).isEqualTo(hit.tMin());
    }

    /* Figure 2, missed: half-size 2 along v; at t = 5 the point is 2.5 along v, beyond 2. */
    @Test
    void boxWithNoSizeAlongU_isMissedWhenTheCrossingFallsOutsideTheOtherSlab() {
        Obb2d segment = Obb2d.fromAxes(8, 6, 0.8, 0.6, -0.6, 0.8, 0, 2);
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 0, 1.3, 1.6), segment)).isNull();
        assertThat(SlabRaycast.intersects(Ray2d.of(0, 0, 1.3, 1.6), segment)).isFalse();
    }

    /* Figure 2, exactly: the flat box x = 4 for |y| <= 2, the ray from the origin along (2, 1). */
    @Test
    void flatBoxWithWorldAxes_isHitAtExactlyEOverF() {
        Obb2d segment = Obb2d.of(4, 0, 0, 0, 2);
        RayHit hit = SlabRaycast.intersect(Ray2d.of(0, 0, 2, 1), segment);
        assertThat(hit).isEqualTo(RayHit.of(2, 2, BoxFace.NEG_X, BoxFace.POS_X));
    }

    /*
     * The same figures in 3D, as 0 A.D. runs them on its oriented boxes: the 3-4-5 box lifted into
     * the plane z = 0 with a Z half-size of 1, and the ray in that plane: slab z is parallel to the
     * ray, with the origin inside it, and changes nothing.
     */
    @Test
    void threeDimensions_theParallelThirdSlabChangesNothing() {
        Obb3d box = Obb3d.fromAxes(8, 6, 0, 0.8, 0.6, 0, -0.6, 0.8, 0, 0, 0, 1, 2, 4, 1);
        RayHit hit = SlabRaycast.intersect(Ray3d.of(0, 0, 0, 1.3, 1.6, 0), box);
        assertThat(hit).isNotNull();
        assertThat(hit.tMin()).isCloseTo(4, within(1e-14));
        assertThat(hit.tMax()).isCloseTo(6, within(1e-14));
        Obb3d flat = Obb3d.fromAxes(8, 6, 0, 0.8, 0.6, 0, -0.6, 0.8, 0, 0, 0, 1, 0, 4, 1);
        RayHit flatHit = SlabRaycast.intersect(Ray3d.of(0, 0, 0, 1.3, 1.6, 0), flat);
        assertThat(flatHit).isNotNull();
        assertThat(flatHit.tMin()).isCloseTo(5, within(1e-14));
        assertThat(flatHit.tMax()).isEqualTo(flatHit.tMin());
        Obb3d narrow = Obb3d.fromAxes(8, 6, 0, 0.8, 0.6, 0, -0.6, 0.8, 0, 0, 0, 1, 0, 2, 1);
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, 1.3, 1.6, 0), narrow)).isNull();
    }

    /* Outside slab z by a hair, the same ray in the plane z = 1.5 misses the box of Z half-size 1. */
    @Test
    void threeDimensions_aParallelSlabWithTheOriginOutsideMisses() {
        Obb3d box = Obb3d.fromAxes(8, 6, 0, 0.8, 0.6, 0, -0.6, 0.8, 0, 0, 0, 1, 2, 4, 1);
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 1.5, 1.3, 1.6, 0), box)).isNull();
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 1, 1.3, 1.6, 0), box)).isNotNull();
    }
}
