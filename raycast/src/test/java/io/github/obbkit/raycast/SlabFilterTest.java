package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

/**
 * The batch filter on hand-made cases: it answers clear hits and misses itself, also with slabs parallel
 * to the ray, and leaves to the kernel exactly the touches that rounding could tip and the rays whose
 * length is outside its range. (That its answers are the kernel's, bit for bit, on random and hard
 * batches is verification's {@code RayCaster3dBatchProperties}.)
 */
class SlabFilterTest {
    private static final Obb3d CUBE = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1, 1, 1));

    private static int filter(Ray3d r, Obb3d b) {
        return SlabFilter.obbHits(r.ox, r.oy, r.oz, r.dx, r.dy, r.dz, SlabKernel.threshold(r.length),
                SlabFilter.marginScale(r.length), SlabFilter.reachLimit(r.length), b.centerX(), b.centerY(),
                b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(),
                b.axisZy(), b.axisZz(), b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    private static boolean kernel(Ray3d r, Obb3d b) {
        return SlabKernel.obbHits(r.ox, r.oy, r.oz, r.dx, r.dy, r.dz, SlabKernel.threshold(r.length), b);
    }

    @Test
    void clearHitsAndMisses_areAnsweredWithoutTheKernel() {
        Ray3d through = Ray3d.of(-5, 0.3, -0.2, 1, 0.1, 0.05);
        Ray3d past = Ray3d.of(-5, 3, 0, 1, 0.1, 0.05);
        Ray3d away = Ray3d.of(-5, 0.3, -0.2, -1, 0.1, 0.05);
        assertThat(filter(through, CUBE)).isEqualTo(SlabFilter.HIT);
        assertThat(filter(past, CUBE)).isEqualTo(SlabFilter.MISS);
        assertThat(filter(away, CUBE)).as("the box behind the origin").isEqualTo(SlabFilter.MISS);
        assertThat(kernel(through, CUBE)).isTrue();
        assertThat(kernel(past, CUBE)).isFalse();
        assertThat(kernel(away, CUBE)).isFalse();
    }

    @Test
    void slabsParallelToTheRay_boundNothing_andTheOriginDecides() {
        Ray3d inside = Ray3d.of(-5, 0.5, 0.5, 1, 0, 0);
        Ray3d onTheFace = Ray3d.of(-5, 1, 0.5, 1, 0, 0);
        Ray3d outside = Ray3d.of(-5, 1.5, 0.5, 1, 0, 0);
        assertThat(filter(inside, CUBE)).isEqualTo(SlabFilter.HIT);
        assertThat(filter(onTheFace, CUBE)).as("closed box: the face plane holds the ray").isEqualTo(SlabFilter.HIT);
        assertThat(filter(outside, CUBE)).isEqualTo(SlabFilter.MISS);
        assertThat(filter(Ray3d.of(-5, 0.5, 0.5, 0, 1, 0), CUBE)).as("along y, outside the x slab")
                .isEqualTo(SlabFilter.MISS);
    }

    @Test
    void aRayTouchingOnlyACorner_isLeftToTheKernel_whichCallsItAHit() {
        // From (0, 0, -2) along (1, 1, 1): the slabs x and y are crossed for t in [-1, 1], z for t in [1, 3]:
        // the near and far crossings tie at t = 1, the corner (1, 1, -1), where rounding could tip either way.
        Ray3d corner = Ray3d.of(0, 0, -2, 1, 1, 1);
        assertThat(filter(corner, CUBE)).isGreaterThan(SlabFilter.MISS);
        assertThat(kernel(corner, CUBE)).isTrue();
        // A hair past the corner is clear.
        assertThat(filter(Ray3d.of(0, 0, -2.001, 1, 1, 1), CUBE)).isEqualTo(SlabFilter.MISS);
    }

    @Test
    void raysWhoseLengthIsOutsideTheRange_areLeftToTheKernel_onEveryBox() {
        for (double length : new double[] {Math.nextDown(SlabFilter.MIN_LENGTH), Math.nextUp(SlabFilter.MAX_LENGTH),
            1e-150, 1e150}) {
            Ray3d r = Ray3d.of(-5, 0.3, -0.2, length, 0, 0);
            assertThat(r.length).isEqualTo(length);
            assertThat(filter(r, CUBE)).as("length %s", length).isGreaterThan(SlabFilter.MISS);
        }
        for (double length : new double[] {SlabFilter.MIN_LENGTH, SlabFilter.MAX_LENGTH}) {
            assertThat(filter(Ray3d.of(-5, 0.3, -0.2, length, 0, 0), CUBE)).as("length %s", length)
                    .isEqualTo(SlabFilter.HIT);
        }
    }

    @Test
    void boxesReachingPastTheBound_areLeftToTheKernel() {
        Obb3d huge = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1e200, 1e200, 1e200));
        Ray3d r = Ray3d.of(-5, 0.3, -0.2, 1, 0.1, 0.05);
        assertThat(filter(r, huge)).isGreaterThan(SlabFilter.MISS);
        assertThat(kernel(r, huge)).isTrue();
    }
}
