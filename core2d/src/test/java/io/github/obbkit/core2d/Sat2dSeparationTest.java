package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@link Sat2d#separatingMtv}: the push after which the boxes no longer intersect, unlike the MTV's. */
class Sat2dSeparationTest {
    private static Obb2d pushed(Obb2d b, Mtv2d m) {
        return b.translated(m.normalX() * m.depth(), m.normalY() * m.depth());
    }

    @Test
    void pushingByTheMtv_leavesTheBoxesTouching_whichStillCountsAsIntersecting() {
        Obb2d a = Obb2d.of(0, 0, 0, 1, 1);
        Obb2d b = Obb2d.of(1.5, 0, 0, 1, 1);

        assertThat(Sat2d.intersects(a, pushed(b, Sat2d.mtv(a, b)))).isTrue();
    }

    @Test
    void pushingByTheSeparatingMtv_leavesThemApart_alongTheMtvsNormal() {
        Obb2d a = Obb2d.of(0, 0, 0, 1, 1);
        Obb2d b = Obb2d.of(1.5, 0.25, 0.3, 1, 0.5);
        Mtv2d touching = Sat2d.mtv(a, b);
        Mtv2d apart = Sat2d.separatingMtv(a, b);

        assertThat(Sat2d.intersects(a, pushed(b, apart))).isFalse();
        assertThat(apart.normalX()).isEqualTo(touching.normalX());
        assertThat(apart.normalY()).isEqualTo(touching.normalY());
        assertThat(apart.axis()).isEqualTo(touching.axis());
        assertThat(apart.depth() - touching.depth()).isPositive()
                .isLessThanOrEqualTo(2 * Sat2d.boundaryBand(a, b) + 4 * Math.ulp(1.5));
    }

    @Test
    void separatedBoxes_needNoPush() {
        assertThat(Sat2d.separatingMtv(Obb2d.of(0, 0, 0, 1, 1), Obb2d.of(3, 0, 0, 1, 1))).isNull();
    }

    @Test
    void farFromTheOrigin_thePushOutgrowsTheCentresRounding() {
        // ulp(1e15) = 0.125, far more than the band of boxes a few units across
        Obb2d a = Obb2d.of(1e15, 0, 0, 1, 1);
        Obb2d b = Obb2d.of(1e15 + 2, 0, 0, 1, 1);
        Mtv2d apart = Sat2d.separatingMtv(a, b);

        assertThat(Sat2d.intersects(a, pushed(b, apart))).isFalse();
        assertThat(apart.depth()).isGreaterThanOrEqualTo(0.125);
    }

    @Test
    void aPushBeyondTheReach_isRejected() {
        Obb2d a = Obb2d.of(Obb2d.MAX_REACH - 2, 0, 0, 1, 1);
        Obb2d b = Obb2d.of(Obb2d.MAX_REACH - 1, 0, 0, 1, 1);

        assertThatThrownBy(() -> Sat2d.separatingMtv(a, b)).isInstanceOf(IllegalArgumentException.class);
    }
}
