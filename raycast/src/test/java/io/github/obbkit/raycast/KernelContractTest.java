package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

/**
 * What the kernels promise beyond the chord's numbers: holders report {@code 0.0}, never
 * {@code -0.0}, as {@link RayHit} stores it; every ranged form checks its range; the band is measured
 * along whichever world axis the box is farthest on.
 */
class KernelContractTest {
    private static final Aabb3d CUBE = Aabb3d.of(0, 0, 0, 2, 2, 2);
    private static final Aabb2d SQUARE = Aabb2d.of(0, 0, 2, 2);

    private static void assertPositiveZero(double value, String what) {
        assertThat(Double.doubleToRawLongBits(value)).as("%s is %s, not +0.0", what, value)
                .isEqualTo(Double.doubleToRawLongBits(0.0));
    }

    @Test
    void originOnTheFaceItEntersThrough_givesAPositiveZeroEntry() {
        // From the face x = 2 going down x: the entry is (2 - 2) / -1 = -0.0, and it must read as 0.0.
        Ray3d ray = Ray3d.of(2, 1, 1, -1, 0, 0);
        MutableRayHit dest = new MutableRayHit();
        RayHit expected = RayHit.of(0, 2, BoxFace.POS_X, BoxFace.NEG_X);
        assertThat(SlabRaycast.firstHit(ray, CUBE, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertPositiveZero(dest.tMin(), "aabb entry");
        assertThat(SlabRaycast.firstHit(ray, Obb3d.fromAabb(CUBE), dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertPositiveZero(dest.tMin(), "obb entry");
        assertThat(RayCaster3d.of(ray).firstHit(CUBE, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertPositiveZero(dest.tMin(), "caster entry");
        Ray2d ray2 = Ray2d.of(2, 1, -1, 0);
        assertThat(SlabRaycast.firstHit(ray2, SQUARE, dest)).isTrue();
        assertPositiveZero(dest.tMin(), "2D aabb entry");
        assertThat(SlabRaycast.firstHit(ray2, Obb2d.fromAabb(SQUARE), dest)).isTrue();
        assertPositiveZero(dest.tMin(), "2D obb entry");
    }

    @Test
    void originOnTheFaceItLeavesThrough_givesAPositiveZeroExit() {
        // From the face x = 0 going down x: the chord is [-2, (0 - 0) / -1 = -0.0], read as 0.0.
        Ray3d ray = Ray3d.of(0, 1, 1, -1, 0, 0);
        MutableRayHit dest = new MutableRayHit();
        RayHit expected = RayHit.of(-2, 0, BoxFace.POS_X, BoxFace.NEG_X);
        assertThat(SlabRaycast.intersect(ray, CUBE, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertThat(dest.toRayHit().originInside()).isTrue();
        assertPositiveZero(dest.tMax(), "aabb exit");
        assertThat(SlabRaycast.intersect(ray, Obb3d.fromAabb(CUBE), dest)).isTrue();
        assertPositiveZero(dest.tMax(), "obb exit");
        assertThat(RayCaster3d.of(ray).intersect(CUBE, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertPositiveZero(dest.tMax(), "caster exit");
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 1, -1, 0), SQUARE, dest)).isTrue();
        assertPositiveZero(dest.tMax(), "2D exit");
    }

    @Test
    void everyRangedFormChecksItsRange() {
        MutableRayHit dest = new MutableRayHit();
        Ray3d ray = Ray3d.of(-1, 1, 1, 1, 0, 0);
        Ray2d ray2 = Ray2d.of(-1, 1, 1, 0);
        assertThatThrownBy(() -> SlabRaycast.intersect(ray, CUBE, 2, 1, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must be <= tMax, was tMin=2.0 tMax=1.0");
        assertThatThrownBy(() -> SlabRaycast.intersect(ray2, SQUARE, 0, Double.NaN, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMax must not be NaN, was NaN");
        assertThatThrownBy(() -> SlabRaycast.intersect(ray2, Obb2d.fromAabb(SQUARE), 3, -3, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must be <= tMax, was tMin=3.0 tMax=-3.0");
        assertThatThrownBy(() -> RayCaster3d.of(ray).intersect(CUBE, 1, 0, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must be <= tMax, was tMin=1.0 tMax=0.0");
        // An empty range that is still a valid one: a single t, closed at both ends.
        assertThat(SlabRaycast.intersect(ray2, SQUARE, 2, 2, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(2, 2, null, null));
        assertThat(SlabRaycast.intersect(ray2, Obb2d.fromAabb(SQUARE), 3, 3, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(3, 3, null, BoxFace.POS_X));
    }

    @Test
    void boundaryBand_takesTheFarthestWorldAxisFromTheOrigin() {
        // The cube's centre is (1, 1, 1). From (1, -7, 4) it is 0, 8 and 3 away along x, y, z.
        Ray3d alongY = Ray3d.of(1, -7, 4, 0, 1, 0);
        double band = (8 + 1 + 1 + 1) * SlabRaycast.BAND_RELATIVE;
        assertThat(SlabRaycast.boundaryBand(alongY, CUBE)).isEqualTo(band);
        assertThat(SlabRaycast.boundaryBand(alongY, Obb3d.fromAabb(CUBE))).isEqualTo(band);
        // From (3, 2, -9): 2, 1 and 10 away.
        Ray3d alongZ = Ray3d.of(3, 2, -9, 0, 0, 1);
        band = (10 + 1 + 1 + 1) * SlabRaycast.BAND_RELATIVE;
        assertThat(SlabRaycast.boundaryBand(alongZ, CUBE)).isEqualTo(band);
        assertThat(SlabRaycast.boundaryBand(alongZ, Obb3d.fromAabb(CUBE))).isEqualTo(band);
        // 2D, the square's centre (1, 1): from (5, 2) it is 4 and 1 away; from (2, -5), 1 and 6.
        assertThat(SlabRaycast.boundaryBand(Ray2d.of(5, 2, 1, 0), SQUARE)).isEqualTo((4 + 1 + 1) * SlabRaycast.BAND_RELATIVE);
        assertThat(SlabRaycast.boundaryBand(Ray2d.of(5, 2, 1, 0), Obb2d.fromAabb(SQUARE)))
                .isEqualTo((4 + 1 + 1) * SlabRaycast.BAND_RELATIVE);
        assertThat(SlabRaycast.boundaryBand(Ray2d.of(2, -5, 1, 0), SQUARE)).isEqualTo((6 + 1 + 1) * SlabRaycast.BAND_RELATIVE);
        assertThat(SlabRaycast.boundaryBand(Ray2d.of(2, -5, 1, 0), Obb2d.fromAabb(SQUARE)))
                .isEqualTo((6 + 1 + 1) * SlabRaycast.BAND_RELATIVE);
    }

    @Test
    void pickHolder_reportsTheHitFieldByField() {
        Obb3d[] boxes = {Obb3d.fromAabb(Aabb3d.of(5, 0, 0, 6, 1, 1)), Obb3d.fromAabb(CUBE)};
        MutablePick dest = new MutablePick();
        // From x = -1 along x at y = z = 0.5: the cube at t = 1 through its x = 0 face, the other at 6.
        assertThat(ScanPicker3d.of(boxes).pickNearest(Ray3d.of(-1, 0.5, 0.5, 1, 0, 0), new PickWorkspace(), dest)).isTrue();
        assertThat(dest.isHit()).isTrue();
        assertThat(dest.index()).isEqualTo(1);
        assertThat(dest.t()).isEqualTo(1);
        assertThat(dest.face()).isEqualTo(BoxFace.NEG_X);
        assertThat(dest.toPick()).isEqualTo(Pick.of(1, 1, BoxFace.NEG_X));
        assertThat(dest).hasToString("Pick.of(1, 1.0, BoxFace.NEG_X)");
        assertThat(Bvh3d.build(boxes).pickNearest(Ray3d.of(-1, 0.5, 0.5, 1, 0, 0), new PickWorkspace(), dest)).isTrue();
        assertThat(dest.isHit()).isTrue();
        assertThat(dest.face()).isEqualTo(BoxFace.NEG_X);
        assertThat(ScanPicker3d.of(boxes).pickNearest(Ray3d.of(-1, 5, 5, 1, 0, 0), new PickWorkspace(), dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.index()).isEqualTo(-1);
        assertThat(dest.face()).isNull();
    }

    @Test
    void rayHolder_describesAHit() {
        MutableRayHit dest = new MutableRayHit();
        assertThat(SlabRaycast.intersect(Ray3d.of(-1, 1, 1, 1, 0, 0), CUBE, dest)).isTrue();
        assertThat(dest).hasToString("RayHit.of(1.0, 3.0, BoxFace.NEG_X, BoxFace.POS_X)");
    }
}
