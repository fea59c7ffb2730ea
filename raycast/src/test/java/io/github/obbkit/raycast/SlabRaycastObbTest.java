package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** The slab test on oriented boxes, on hand-computed cases. */
class SlabRaycastObbTest {
    /** The cube [0, 2]^3 as an oriented box. */
    private static final Obb3d CUBE = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 2, 2, 2));

    @Test
    void axisParallelRayInsideTheOtherSlabs_hitsWithoutDividingByZero() {
        // Slabs y and z are parallel to the ray (f = 0) with the origin inside them; slab x gives
        // (0 - 1) / 1 .. (2 - 1) / 1 shifted by the origin at x = -1: [1, 3].
        RayHit hit = SlabRaycast.intersect(Ray3d.of(-1, 1, 1, 1, 0, 0), CUBE);
        assertThat(hit).isEqualTo(RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void axisParallelRayOutsideAnotherSlab_misses() {
        assertThat(SlabRaycast.intersect(Ray3d.of(-1, 3, 1, 1, 0, 0), CUBE)).isNull();
        assertThat(SlabRaycast.intersect(Ray3d.of(-1, 1, -0.5, 1, 0, 0), CUBE)).isNull();
        assertThat(SlabRaycast.intersects(Ray3d.of(-1, 3, 1, 1, 0, 0), CUBE)).isFalse();
    }

    @Test
    void axisParallelRayOnAFacePlane_hitsTheClosedBox_withNoNaN() {
        // Origin exactly on the plane y = 2: e + h = 0 and f = 0, where (e + h) / f would be NaN.
        RayHit hit = SlabRaycast.intersect(Ray3d.of(-1, 2, 1, 1, 0, 0), CUBE);
        assertThat(hit).isEqualTo(RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        RayHit below = SlabRaycast.intersect(Ray3d.of(-1, 0, 1, -1, 0, 0), CUBE);
        assertThat(below).isNull(); // pointing away along the plane y = 0
        RayHit back = SlabRaycast.intersect(Ray3d.of(3, 0, 1, -1, 0, 0), CUBE);
        assertThat(back).isEqualTo(RayHit.of(1, 3, BoxFace.POS_X, BoxFace.NEG_X));
    }

    @Test
    void rayAlongAnEdge_hits() {
        RayHit hit = SlabRaycast.intersect(Ray3d.of(-1, 2, 2, 2, 0, 0), CUBE);
        assertThat(hit).isEqualTo(RayHit.of(0.5, 1.5, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void rayAlongAnAxisOfATurnedBox_isParallelToTheOtherTwoSlabs() {
        // The direction is the box's own Y axis: f on X and Z is rounding noise, taken as parallel.
        Obb3d box = Obb3d.of(3, -2, 5, new Quaterniond().rotateXYZ(0.3, -1.1, 0.7), 1, 2, 0.5);
        double ax = box.axisYx();
        double ay = box.axisYy();
        double az = box.axisYz();
        Ray3d ray = Ray3d.of(box.centerX() - 10 * ax, box.centerY() - 10 * ay, box.centerZ() - 10 * az, ax, ay, az);
        RayHit hit = SlabRaycast.intersect(ray, box);
        assertThat(hit).isNotNull();
        assertThat(hit.tMin()).isCloseTo(8, within(1e-13));
        assertThat(hit.tMax()).isCloseTo(12, within(1e-13));
        assertThat(hit.entryFace()).isEqualTo(BoxFace.NEG_Y);
        assertThat(hit.exitFace()).isEqualTo(BoxFace.POS_Y);
        assertThat(Double.isNaN(hit.tMin()) || Double.isNaN(hit.tMax())).isFalse();
    }

    @Test
    void originInside_hasANegativeEntry_andFirstHitClampsToZero() {
        Ray3d ray = Ray3d.of(1, 1, 1, 2, 0, 0);
        RayHit chord = SlabRaycast.intersect(ray, CUBE);
        assertThat(chord).isEqualTo(RayHit.of(-0.5, 0.5, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(chord.originInside()).isTrue();
        RayHit first = SlabRaycast.firstHit(ray, CUBE);
        assertThat(first).isEqualTo(RayHit.of(0, 0.5, null, BoxFace.POS_X));
        assertThat(first.originInside()).isFalse();
    }

    @Test
    void originOnTheSurfacePointingOut_touchesAtZero() {
        Ray3d ray = Ray3d.of(2, 1, 1, 1, 0, 0);
        assertThat(SlabRaycast.intersect(ray, CUBE)).isEqualTo(RayHit.of(-2, 0, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.firstHit(ray, CUBE)).isEqualTo(RayHit.of(0, 0, null, BoxFace.POS_X));
    }

    @Test
    void originOnTheSurfacePointingIn_entersAtZeroThroughThatFace() {
        Ray3d ray = Ray3d.of(0, 1, 1, 1, 0, 0);
        assertThat(SlabRaycast.firstHit(ray, CUBE)).isEqualTo(RayHit.of(0, 2, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void rayTouchingOnlyACorner_hitsAtASingleParameter() {
        // From (1, 3, 2) along (1, -1, 0): at t = 1 the point is the corner (2, 2, 2); before it
        // y > 2, after it x > 2. Slab x gives [-1, 1], slab y [1, 3], slab z is parallel with the
        // origin on its upper plane.
        RayHit hit = SlabRaycast.intersect(Ray3d.of(1, 3, 2, 1, -1, 0), CUBE);
        assertThat(hit).isEqualTo(RayHit.of(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
    }

    @Test
    void rayTouchingOnlyAnEdge_hitsAtASingleParameter() {
        RayHit hit = SlabRaycast.intersect(Ray3d.of(1, 3, 1, 1, -1, 0), CUBE);
        assertThat(hit).isEqualTo(RayHit.of(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
    }

    @Test
    void rayPassingAHairOutsideACorner_misses() {
        double hair = Math.ulp(2.0);
        assertThat(SlabRaycast.intersect(Ray3d.of(1, 3 + hair, 2, 1, -1, 0), CUBE)).isNull();
        assertThat(SlabRaycast.intersect(Ray3d.of(1, 3, 2 + hair, 1, -1, 0), CUBE)).isNull();
    }

    @Test
    void rayEnteringThroughAnEdge_namesTheLowestAxisFace() {
        // From (-1, -1, 1) along (1, 1, 0): enters at the edge x = 0, y = 0 at t = 1.
        RayHit hit = SlabRaycast.intersect(Ray3d.of(-1, -1, 1, 1, 1, 0), CUBE);
        assertThat(hit).isEqualTo(RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void pointBox_isHitExactlyAtItsParameter() {
        Obb3d point = Obb3d.fromAabb(Aabb3d.of(3, 4, 5, 3, 4, 5));
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, 3, 4, 5), point))
                .isEqualTo(RayHit.of(1, 1, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, 6, 8, 10), point))
                .isEqualTo(RayHit.of(0.5, 0.5, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, 3, 4, 5.000001), point)).isNull();
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, -3, -4, -5), point)).isNull();
    }

    @Test
    void segmentBox_isHitWhereTheRayCrossesIt() {
        // The segment from (-1, 2, 0) to (1, 2, 0), hit by the ray up the y axis at t = 2.
        Obb3d segment = Obb3d.fromAabb(Aabb3d.of(-1, 2, 0, 1, 2, 0));
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0, 0, 1, 0), segment))
                .isEqualTo(RayHit.of(2, 2, BoxFace.NEG_Y, BoxFace.POS_Y));
        // Along the segment itself: the chord is the segment, [1, 3] from x = -2.
        assertThat(SlabRaycast.intersect(Ray3d.of(-2, 2, 0, 1, 0, 0), segment))
                .isEqualTo(RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray3d.of(0, 0, 0.5, 0, 1, 0), segment)).isNull();
    }

    @Test
    void quadBox_isHitAcrossAndMissedBeside() {
        Obb3d quad = Obb3d.fromAabb(Aabb3d.of(-1, -1, 4, 1, 1, 4));
        assertThat(SlabRaycast.intersect(Ray3d.of(0.5, -0.5, 0, 0, 0, 2), quad))
                .isEqualTo(RayHit.of(2, 2, BoxFace.NEG_Z, BoxFace.POS_Z));
        assertThat(SlabRaycast.intersect(Ray3d.of(1, 1, 0, 0, 0, 1), quad))
                .isEqualTo(RayHit.of(4, 4, BoxFace.NEG_Z, BoxFace.POS_Z));
        assertThat(SlabRaycast.intersect(Ray3d.of(1.5, 0, 0, 0, 0, 1), quad)).isNull();
    }

    @Test
    void rayPointingAway_misses() {
        assertThat(SlabRaycast.intersect(Ray3d.of(5, 5, 5, 1, 1, 1), CUBE)).isNull();
        assertThat(SlabRaycast.firstHit(Ray3d.of(5, 5, 5, 1, 1, 1), CUBE)).isNull();
        assertThat(SlabRaycast.intersects(Ray3d.of(5, 5, 5, 1, 1, 1), CUBE)).isFalse();
        assertThat(SlabRaycast.intersect(Ray3d.of(5, 5, 5, -1, -1, -1), CUBE))
                .isEqualTo(RayHit.of(3, 5, BoxFace.POS_X, BoxFace.NEG_X));
    }

    @Test
    void tIsInUnitsOfTheDirectionsLength() {
        RayHit unit = SlabRaycast.intersect(Ray3d.of(-3, 1, 1, 1, 0, 0), CUBE);
        RayHit longer = SlabRaycast.intersect(Ray3d.of(-3, 1, 1, 4, 0, 0), CUBE);
        assertThat(unit).isEqualTo(RayHit.of(3, 5, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(longer).isEqualTo(RayHit.of(0.75, 1.25, BoxFace.NEG_X, BoxFace.POS_X));
    }

    @Test
    void turnedBox_matchesTheTurnedWorld() {
        // A unit cube turned 45 degrees about z, centred at (10, 0, 0): along x its slab is the
        // diagonal of the square, so the ray enters at x = 10 - sqrt(2).
        Obb3d diamond = Obb3d.of(10, 0, 0, new Quaterniond().rotateZ(Math.PI / 4), 1, 1, 1);
        RayHit hit = SlabRaycast.intersect(Ray3d.of(0, 0, 0, 1, 0, 0), diamond);
        assertThat(hit).isNotNull();
        assertThat(hit.tMin()).isCloseTo(10 - Math.sqrt(2), within(1e-13));
        assertThat(hit.tMax()).isCloseTo(10 + Math.sqrt(2), within(1e-13));
    }

    @Test
    void rangedQuery_narrowsTheGivenRange_andNamesNoFaceWhereTheRangeCuts() {
        MutableRayHit dest = new MutableRayHit();
        Ray3d ray = Ray3d.of(-1, 1, 1, 1, 0, 0);
        assertThat(SlabRaycast.intersect(ray, CUBE, 2, 10, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(2, 3, null, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(ray, CUBE, 0, 2.5, dest)).isTrue();
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(1, 2.5, BoxFace.NEG_X, null));
        assertThat(SlabRaycast.intersect(ray, CUBE, 3, 3, dest)).isTrue(); // closed at both ends
        assertThat(dest.toRayHit()).isEqualTo(RayHit.of(3, 3, null, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(ray, CUBE, 3.5, Double.POSITIVE_INFINITY, dest)).isFalse();
        assertThat(SlabRaycast.intersect(ray, CUBE, Double.NEGATIVE_INFINITY, 0.5, dest)).isFalse();
    }

    @Test
    void holder_isFullyOverwrittenByAMiss() {
        MutableRayHit dest = new MutableRayHit();
        assertThat(SlabRaycast.intersect(Ray3d.of(-1, 1, 1, 1, 0, 0), CUBE, dest)).isTrue();
        assertThat(dest.isHit()).isTrue();
        assertThat(SlabRaycast.intersect(Ray3d.of(-1, 5, 1, 1, 0, 0), CUBE, dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.tMin()).isNaN();
        assertThat(dest.tMax()).isNaN();
        assertThat(dest.entryFace()).isNull();
        assertThat(dest.exitFace()).isNull();
        assertThat(dest.toRayHit()).isNull();
        assertThat(dest).hasToString("miss");
    }

    @Test
    void hitOrMissOnly_agreesWithTheFullKernel() {
        double[][] rays = {{-1, 1, 1, 1, 0, 0}, {-1, 3, 1, 1, 0, 0}, {1, 3, 2, 1, -1, 0}, {1, 1, 1, 0, 0, -1},
            {5, 5, 5, 1, 1, 1}, {5, 5, 5, -1, -1, -1}, {2, 1, 1, 1, 0, 0}, {-1, 2, 1, 1, 0, 0}};
        for (double[] r : rays) {
            Ray3d ray = Ray3d.of(r[0], r[1], r[2], r[3], r[4], r[5]);
            assertThat(SlabRaycast.intersects(ray, CUBE)).as("%s", ray)
                    .isEqualTo(SlabRaycast.intersect(ray, CUBE) != null);
        }
    }

    @Test
    void farFromTheOrigin_isAsExactAsNearIt() {
        Obb3d far = Obb3d.fromAabb(Aabb3d.of(1e9, 1e9, 1e9, 1e9 + 2, 1e9 + 2, 1e9 + 2));
        assertThat(SlabRaycast.intersect(Ray3d.of(1e9 - 1, 1e9 + 1, 1e9 + 1, 1, 0, 0), far))
                .isEqualTo(RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray3d.of(1e9 + 1, 1e9 + 3, 1e9 + 2, 1, -1, 0), far))
                .isEqualTo(RayHit.of(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
    }

    @Test
    void rangeIsValidated() {
        MutableRayHit dest = new MutableRayHit();
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThatThrownBy(() -> SlabRaycast.intersect(ray, CUBE, 2, 1, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must be <= tMax, was tMin=2.0 tMax=1.0");
        assertThatThrownBy(() -> SlabRaycast.intersect(ray, CUBE, Double.NaN, 1, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must not be NaN, was NaN");
        assertThatThrownBy(() -> SlabRaycast.intersect(ray, CUBE, 0, Double.NaN, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMax must not be NaN, was NaN");
    }

    @Test
    void boundaryBand_isRelativeToTheDistanceFromTheOriginAndTheSize() {
        Ray3d ray = Ray3d.of(-10, 1, 1, 1, 0, 0);
        // max |c - o| = 11 on x, plus the half-extents 1 + 1 + 1.
        assertThat(SlabRaycast.boundaryBand(ray, CUBE)).isEqualTo(14 * SlabRaycast.BAND_RELATIVE);
        assertThat(SlabRaycast.boundaryBand(ray, Aabb3d.of(0, 0, 0, 2, 2, 2))).isEqualTo(14 * SlabRaycast.BAND_RELATIVE);
    }
}
