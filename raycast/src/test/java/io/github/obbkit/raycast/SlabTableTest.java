package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * One table of rays worked by hand against one box, asked through every form: the chord, the first
 * hit, hit-or-miss, the kernels' return values and holders, the caster, and the axis-aligned and
 * oriented kernels. Rows cover each face plane (parallel rays on it hit the closed box, just outside
 * it miss), each direction sign, touches at a single point, ties between slabs at entry and at exit
 * (the lowest axis names the face), origins inside and on the surface, and rays pointing away.
 * All coordinates are small integers or halves, so every parameter below is exact.
 */
class SlabTableTest {
    private static final double INF = Double.POSITIVE_INFINITY;

    /** x in [1, 4], y in [2, 6], z in [3, 8]. */
    private static final Aabb3d BOX = Aabb3d.of(1, 2, 3, 4, 6, 8);

    /** x in [1, 4], y in [2, 6]. */
    private static final Aabb2d RECT = Aabb2d.of(1, 2, 4, 6);

    private static RayHit hit(double tMin, double tMax, BoxFace entry, BoxFace exit) {
        return RayHit.of(tMin, tMax, entry, exit);
    }

    /** What firstHit must answer, from the chord: the part with t >= 0, no entry face if cut at 0. */
    private static @Nullable RayHit firstOf(@Nullable RayHit chord) {
        if (chord == null || chord.tMin() >= 0) {
            return chord;
        }
        return RayHit.of(0, chord.tMax(), null, chord.exitFace());
    }

    private static void row3(Ray3d ray, @Nullable RayHit chord) {
        Obb3d obb = Obb3d.fromAabb(BOX);
        RayHit first = firstOf(chord);
        boolean hits = chord != null;
        MutableRayHit dest = new MutableRayHit();
        RayCaster3d caster = RayCaster3d.of(ray);

        assertThat(SlabRaycast.intersect(ray, BOX)).as("aabb chord of %s", ray).isEqualTo(chord);
        assertThat(SlabRaycast.intersect(ray, obb)).as("obb chord of %s", ray).isEqualTo(chord);
        assertThat(SlabRaycast.firstHit(ray, BOX)).as("aabb first hit of %s", ray).isEqualTo(first);
        assertThat(SlabRaycast.firstHit(ray, obb)).as("obb first hit of %s", ray).isEqualTo(first);
        assertThat(SlabRaycast.intersects(ray, BOX)).as("aabb hit-or-miss of %s", ray).isEqualTo(hits);
        assertThat(SlabRaycast.intersects(ray, obb)).as("obb hit-or-miss of %s", ray).isEqualTo(hits);

        assertThat(SlabRaycast.intersect(ray, BOX, dest)).as("aabb kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, chord);
        assertThat(SlabRaycast.intersect(ray, obb, dest)).as("obb kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, chord);
        assertThat(SlabRaycast.firstHit(ray, BOX, dest)).as("aabb first-hit kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(SlabRaycast.firstHit(ray, obb, dest)).as("obb first-hit kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        // firstHit is the ranged query over [0, +infinity).
        assertThat(SlabRaycast.intersect(ray, BOX, 0, INF, dest)).as("aabb ranged %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(SlabRaycast.intersect(ray, obb, 0, INF, dest)).as("obb ranged %s", ray).isEqualTo(hits);
        assertHolder(dest, first);

        assertThat(caster.intersect(BOX, dest)).as("caster aabb %s", ray).isEqualTo(hits);
        assertHolder(dest, chord);
        assertThat(caster.intersect(obb, dest)).as("caster obb %s", ray).isEqualTo(hits);
        assertHolder(dest, chord);
        assertThat(caster.firstHit(BOX, dest)).as("caster aabb first %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(caster.firstHit(obb, dest)).as("caster obb first %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(caster.intersect(BOX, 0, INF, dest)).as("caster aabb ranged %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(caster.intersect(obb, 0, INF, dest)).as("caster obb ranged %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(caster.intersects(BOX)).as("caster aabb hit-or-miss %s", ray).isEqualTo(hits);
        assertThat(caster.intersects(obb)).as("caster obb hit-or-miss %s", ray).isEqualTo(hits);
    }

    private static void row2(Ray2d ray, @Nullable RayHit chord) {
        Obb2d obb = Obb2d.fromAabb(RECT);
        RayHit first = firstOf(chord);
        boolean hits = chord != null;
        MutableRayHit dest = new MutableRayHit();

        assertThat(SlabRaycast.intersect(ray, RECT)).as("aabb chord of %s", ray).isEqualTo(chord);
        assertThat(SlabRaycast.intersect(ray, obb)).as("obb chord of %s", ray).isEqualTo(chord);
        assertThat(SlabRaycast.firstHit(ray, RECT)).as("aabb first hit of %s", ray).isEqualTo(first);
        assertThat(SlabRaycast.firstHit(ray, obb)).as("obb first hit of %s", ray).isEqualTo(first);
        assertThat(SlabRaycast.intersects(ray, RECT)).as("aabb hit-or-miss of %s", ray).isEqualTo(hits);
        assertThat(SlabRaycast.intersects(ray, obb)).as("obb hit-or-miss of %s", ray).isEqualTo(hits);

        assertThat(SlabRaycast.intersect(ray, RECT, dest)).as("aabb kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, chord);
        assertThat(SlabRaycast.intersect(ray, obb, dest)).as("obb kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, chord);
        assertThat(SlabRaycast.firstHit(ray, RECT, dest)).as("aabb first-hit kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(SlabRaycast.firstHit(ray, obb, dest)).as("obb first-hit kernel %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(SlabRaycast.intersect(ray, RECT, 0, INF, dest)).as("aabb ranged %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
        assertThat(SlabRaycast.intersect(ray, obb, 0, INF, dest)).as("obb ranged %s", ray).isEqualTo(hits);
        assertHolder(dest, first);
    }

    /** The holder says the same as the value, field by field. */
    private static void assertHolder(MutableRayHit dest, @Nullable RayHit expected) {
        assertThat(dest.toRayHit()).isEqualTo(expected);
        assertThat(dest.isHit()).isEqualTo(expected != null);
        if (expected == null) {
            assertThat(dest.tMin()).isNaN();
            assertThat(dest.tMax()).isNaN();
            assertThat(dest.entryFace()).isNull();
            assertThat(dest.exitFace()).isNull();
        } else {
            assertThat(dest.tMin()).isEqualTo(expected.tMin());
            assertThat(dest.tMax()).isEqualTo(expected.tMax());
            assertThat(dest.entryFace()).isEqualTo(expected.entryFace());
            assertThat(dest.exitFace()).isEqualTo(expected.exitFace());
        }
    }

    // ------------------------------------------------------------------------------------ 3D

    @Test
    void parallelRaysOnAFacePlane_hitTheClosedBox_andJustOutsideItMiss() {
        // Along +x from x = 0: the x slab gives [1, 4]; the others are parallel.
        row3(Ray3d.of(0, 2, 5, 1, 0, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row3(Ray3d.of(0, 6, 5, 1, 0, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row3(Ray3d.of(0, 4, 3, 1, 0, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row3(Ray3d.of(0, 4, 8, 1, 0, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row3(Ray3d.of(0, 1.5, 5, 1, 0, 0), null);
        row3(Ray3d.of(0, 6.5, 5, 1, 0, 0), null);
        row3(Ray3d.of(0, 4, 2.5, 1, 0, 0), null);
        row3(Ray3d.of(0, 4, 8.5, 1, 0, 0), null);
        // Along +y from y = 0: [2, 6].
        row3(Ray3d.of(1, 0, 5, 0, 1, 0), hit(2, 6, BoxFace.NEG_Y, BoxFace.POS_Y));
        row3(Ray3d.of(4, 0, 5, 0, 1, 0), hit(2, 6, BoxFace.NEG_Y, BoxFace.POS_Y));
        row3(Ray3d.of(0.5, 0, 5, 0, 1, 0), null);
        row3(Ray3d.of(4.5, 0, 5, 0, 1, 0), null);
        // Along +z at twice the unit speed from z = 0: [3 / 2, 8 / 2].
        row3(Ray3d.of(2, 2, 0, 0, 0, 2), hit(1.5, 4, BoxFace.NEG_Z, BoxFace.POS_Z));
        row3(Ray3d.of(1, 6, 0, 0, 0, 2), hit(1.5, 4, BoxFace.NEG_Z, BoxFace.POS_Z));
        row3(Ray3d.of(2, 1, 0, 0, 0, 2), null);
        row3(Ray3d.of(2, 7, 0, 0, 0, 2), null);
    }

    @Test
    void raysGoingDownAnAxis_enterThroughThePositiveFace() {
        row3(Ray3d.of(5, 4, 5, -1, 0, 0), hit(1, 4, BoxFace.POS_X, BoxFace.NEG_X));
        row3(Ray3d.of(2, 9, 5, 0, -1, 0), hit(3, 7, BoxFace.POS_Y, BoxFace.NEG_Y));
        row3(Ray3d.of(2, 4, 10, 0, 0, -1), hit(2, 7, BoxFace.POS_Z, BoxFace.NEG_Z));
        // Down x and z, up y: x gives [1, 4], y [2, 6], z [1, 6]; y enters last, x leaves first.
        row3(Ray3d.of(5, 0, 9, -1, 1, -1), hit(2, 4, BoxFace.NEG_Y, BoxFace.NEG_X));
    }

    @Test
    void touchesAndTies_nameTheLowestAxisFace() {
        // The corner (4, 6, 8) at t = 1: x gives [-2, 1], y [1, 5], z [1, 6].
        row3(Ray3d.of(3, 7, 9, 1, -1, -1), hit(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
        // Leaving through the edge x = 4, y = 6 at t = 4: x gives [1, 4], y [0, 4].
        row3(Ray3d.of(0, 2, 5, 1, 1, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        // Entering through the edge x = 1, y = 2 at t = 1: x gives [1, 4], y [1, 5].
        row3(Ray3d.of(0, 1, 5, 1, 1, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        // Entering through the edge y = 2, z = 3: y gives [1, 5], z [1, 6].
        row3(Ray3d.of(2, 1, 2, 0, 1, 1), hit(1, 5, BoxFace.NEG_Y, BoxFace.POS_Y));
        // From the face y = 2, leaving through the edge y = 6, z = 8: y gives [0, 4], z [-1, 4].
        row3(Ray3d.of(2, 2, 4, 0, 1, 1), hit(0, 4, BoxFace.NEG_Y, BoxFace.POS_Y));
    }

    @Test
    void originsInsideOnTheSurfaceAndBehind() {
        row3(Ray3d.of(2, 4, 5, 0, 0, 1), hit(-2, 3, BoxFace.NEG_Z, BoxFace.POS_Z));
        // On the exit face: the chord ends at 0, the closed box still holds the origin.
        row3(Ray3d.of(4, 4, 5, 1, 0, 0), hit(-3, 0, BoxFace.NEG_X, BoxFace.POS_X));
        assertThat(SlabRaycast.intersect(Ray3d.of(4, 4, 5, 1, 0, 0), BOX).originInside()).isTrue();
        // The box behind the origin: the line's chord is [-5, -2], the ray's is empty.
        row3(Ray3d.of(6, 4, 5, 1, 0, 0), null);
        row3(Ray3d.of(6, 8, 9, 1, 1, 1), null);
        // Crossing the x slab at [1, 4] but the y slab only at [8, 24].
        row3(Ray3d.of(0, 0, 5, 1, 0.25, 0), null);
    }

    // ------------------------------------------------------------------------------------ 2D

    @Test
    void twoDimensions_parallelRaysOnAndBesideEachEdgeLine() {
        row2(Ray2d.of(0, 2, 1, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row2(Ray2d.of(0, 6, 1, 0), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row2(Ray2d.of(0, 1, 1, 0), null);
        row2(Ray2d.of(0, 7, 1, 0), null);
        row2(Ray2d.of(1, 0, 0, 1), hit(2, 6, BoxFace.NEG_Y, BoxFace.POS_Y));
        row2(Ray2d.of(4, 0, 0, 1), hit(2, 6, BoxFace.NEG_Y, BoxFace.POS_Y));
        row2(Ray2d.of(0, 0, 0, 1), null);
        row2(Ray2d.of(5, 0, 0, 1), null);
    }

    @Test
    void twoDimensions_eachDirectionSign() {
        row2(Ray2d.of(0, 3, 2, 1), hit(0.5, 2, BoxFace.NEG_X, BoxFace.POS_X));
        row2(Ray2d.of(5, 3, -1, 0), hit(1, 4, BoxFace.POS_X, BoxFace.NEG_X));
        row2(Ray2d.of(2, 0, 0, 1), hit(2, 6, BoxFace.NEG_Y, BoxFace.POS_Y));
        row2(Ray2d.of(2, 8, 0, -2), hit(1, 3, BoxFace.POS_Y, BoxFace.NEG_Y));
        // Down x, up y: x gives [1, 4], y [2, 6].
        row2(Ray2d.of(5, 0, -1, 1), hit(2, 4, BoxFace.NEG_Y, BoxFace.NEG_X));
    }

    @Test
    void twoDimensions_touchesTiesInsideAndBehind() {
        // The corner (4, 6) at t = 1: x gives [-2, 1], y [1, 5].
        row2(Ray2d.of(3, 7, 1, -1), hit(1, 1, BoxFace.POS_Y, BoxFace.POS_X));
        // The corner (4, 6) again, from the other side: x gives [1, 4], y [4, 8].
        row2(Ray2d.of(0, 10, 1, -1), hit(4, 4, BoxFace.POS_Y, BoxFace.POS_X));
        // One unit further up: x gives [1, 4], y [5, 9], and they do not meet.
        row2(Ray2d.of(0, 11, 1, -1), null);
        // Leaving through the corner (4, 6) at t = 4: x gives [1, 4], y [0, 4].
        row2(Ray2d.of(0, 2, 1, 1), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        // Entering through the corner (1, 2) at t = 1: x gives [1, 4], y [1, 5].
        row2(Ray2d.of(0, 1, 1, 1), hit(1, 4, BoxFace.NEG_X, BoxFace.POS_X));
        row2(Ray2d.of(2, 3, 0, 1), hit(-1, 3, BoxFace.NEG_Y, BoxFace.POS_Y));
        row2(Ray2d.of(6, 8, 1, 1), null);
        row2(Ray2d.of(6, 3, 1, 0), null);
    }
}
