package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

/** The slab test on axis-aligned boxes, and in 2D. */
class SlabRaycastAabbTest {
    private static final Aabb3d BOX = Aabb3d.of(1, 2, 3, 4, 6, 8);

    @Test
    void boundsAreMetAtBoundMinusOriginOverDirection() {
        // x: (1 - 0) / 2 = 0.5 .. (4 - 0) / 2 = 2; y: (2 - 3) / 1 = -1 .. 3; z: parallel, 5 in [3, 8].
        RayHit hit = SlabRaycast.intersect(Ray3d.of(0, 3, 5, 2, 1, 0), BOX);
        assertThat(hit).isEqualTo(RayHit.of(0.5, 2, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void faceNamesFollowTheWorldAxesAndTheRaysSense() {
        assertThat(SlabRaycast.intersect(Ray3d.of(2, 4, 20, 0, 0, -1), BOX))
                .isEqualTo(RayHit.of(12, 17, BoxFace.POS_Z, BoxFace.NEG_Z));
        assertThat(SlabRaycast.intersect(Ray3d.of(2, -4, 5, 0, 2, 0), BOX))
                .isEqualTo(RayHit.of(3, 5, BoxFace.NEG_Y, BoxFace.POS_Y));
    }

    @Test
    void parallelOutside_misses_andOnTheBound_hits() {
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 3, 9, 1, 0, 0), BOX)).isNull();
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 3, 8, 1, 0, 0), BOX))
                .isEqualTo(RayHit.of(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void originInside_firstHitClamps() {
        Ray3d ray = Ray3d.of(2, 4, 5, 0, 0, 1);
        assertThat(SlabRaycast.intersect(ray, BOX)).isEqualTo(RayHit.of(-2, 3, BoxFace.NEG_Z, BoxFace.POS_Z));
        assertThat(SlabRaycast.firstHit(ray, BOX)).isEqualTo(RayHit.of(0, 3, null, BoxFace.POS_Z));
        assertThat(SlabRaycast.intersects(ray, BOX)).isTrue();
    }

    @Test
    void cornerTouch_isExact() {
        // From (3, 7, 8) along (1, -1, 0): the corner (4, 6, 8) at t = 1 and nothing else.
        assertThat(SlabRaycast.intersect(Ray3d.of(3, 7, 8, 1, -1, 0), BOX))
                .isEqualTo(RayHit.of(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
        assertThat(SlabRaycast.intersects(Ray3d.of(3, 7, 8, 1, -1, 0), BOX)).isTrue();
    }

    @Test
    void pointingAway_misses() {
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, -1, -1, -1), BOX)).isNull();
        assertThat(SlabRaycast.firstHit(Ray3d.of(0, 0, 0, -1, -1, -1), BOX)).isNull();
        assertThat(SlabRaycast.intersects(Ray3d.of(0, 0, 0, -1, -1, -1), BOX)).isFalse();
    }

    @Test
    void pointAabb_isHitExactly() {
        Aabb3d point = Aabb3d.of(3, 4, 5, 3, 4, 5);
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, 3, 4, 5), point))
                .isEqualTo(RayHit.of(1, 1, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void rangedQuery() {
        MutableRayHit dest = new MutableRayHit();
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 3, 5, 2, 1, 0), BOX, 1, 1.5, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(1, 1.5, null, null));
    }

    @Test
    void agreesWithTheObbKernelOnTheSameBox() {
        Obb3d same = Obb3d.fromAabb(BOX);
        double[][] rays = {{0, 3, 5, 2, 1, 0}, {2, 4, 20, 0, 0, -1}, {0, 3, 8, 1, 0, 0}, {3, 7, 8, 1, -1, 0},
            {2, 4, 5, 0, 0, 1}, {0, 0, 0, 1, 1, 1}, {10, 10, 10, -1, -1.5, -1.25}};
        for (double[] r : rays) {
            Ray3d ray = Ray3d.of(r[0], r[1], r[2], r[3], r[4], r[5]);
            assertThat(SlabRaycast.intersect(ray, BOX)).as("%s", ray).isEqualTo(SlabRaycast.intersect(ray, same));
        }
    }

    // ------------------------------------------------------------------------------------ 2D

    @Test
    void twoDimensions_aabb() {
        Aabb2d rect = Aabb2d.of(1, 2, 4, 6);
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 3, 2, 1), rect))
                .isEqualTo(RayHit.of(0.5, 2, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 7, 1, 0), rect)).isNull();
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 6, 1, 0), rect))
                .isEqualTo(RayHit.of(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray2d.of(3, 7, 1, -1), rect))
                .isEqualTo(RayHit.of(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
        assertThat(SlabRaycast.firstHit(Ray2d.of(2, 3, 0, 1), rect)).isEqualTo(RayHit.of(0, 3, null, BoxFace.POS_Y));
        assertThat(SlabRaycast.intersects(Ray2d.of(2, 3, 0, 1), rect)).isTrue();
        assertThat(SlabRaycast.intersects(Ray2d.of(2, 3, 0, 1), Aabb2d.of(5, 5, 6, 6))).isFalse();
        MutableRayHit dest = new MutableRayHit();
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 3, 2, 1), rect, 1, 1.5, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(1, 1.5, null, null));
    }

    @Test
    void twoDimensions_obb() {
        Obb2d rect = Obb2d.fromAabb(Aabb2d.of(1, 2, 4, 6));
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 3, 2, 1), rect))
                .isEqualTo(RayHit.of(0.5, 2, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.firstHit(Ray2d.of(2, 3, 0, 1), rect)).isEqualTo(RayHit.of(0, 3, null, BoxFace.POS_Y));
        assertThat(SlabRaycast.intersects(Ray2d.of(0, 7, 1, 0), rect)).isFalse();
        assertThat(SlabRaycast.intersect(Ray2d.of(3, 7, 1, -1), rect))
                .isEqualTo(RayHit.of(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
        MutableRayHit dest = new MutableRayHit();
        assertThat(SlabRaycast.intersect(Ray2d.of(0, 3, 2, 1), rect, 1, 1.5, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(1, 1.5, null, null));
        assertThat(SlabRaycast.boundaryBand(Ray2d.of(0, 3, 2, 1), rect))
                .isEqualTo((2.5 + 1.5 + 2) * SlabRaycast.BAND_RELATIVE);
        assertThat(SlabRaycast.boundaryBand(Ray2d.of(0, 3, 2, 1), Aabb2d.of(1, 2, 4, 6)))
                .isEqualTo((2.5 + 1.5 + 2) * SlabRaycast.BAND_RELATIVE);
    }

    @Test
    void twoDimensions_pointBox() {
        Obb2d point = Obb2d.of(3, 4, 0.4, 0, 0);
        RayHit hit = SlabRaycast.intersect(Ray2d.of(0, 0, 3, 4), point);
        assertThat(hit).isNotNull();
        assertThat(hit.tMin()).isEqualTo(hit.tMax());
    }
}
