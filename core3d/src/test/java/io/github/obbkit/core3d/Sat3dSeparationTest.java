package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** {@link Sat3d#separatingMtv}: the push after which the boxes no longer intersect, unlike the MTV's. */
class Sat3dSeparationTest {
    private static Obb3d pushed(Obb3d b, Mtv3d m) {
        return b.translated(m.normalX() * m.depth(), m.normalY() * m.depth(), m.normalZ() * m.depth());
    }

    private static Obb3d cube(double x, double y, double z) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, 1, 1, 1));
    }

    @Test
    void pushingByTheMtv_leavesTheBoxesTouching_whichStillCountsAsIntersecting() {
        Obb3d a = cube(0, 0, 0);
        Obb3d b = cube(1.5, 0, 0);

        assertThat(Sat3d.intersects(a, pushed(b, Sat3d.mtv(a, b)))).isTrue();
    }

    @Test
    void pushingByTheSeparatingMtv_leavesThemApart_alongTheMtvsNormal() {
        Obb3d a = cube(0, 0, 0);
        Obb3d b = Obb3d.of(1.2, 0.9, 0.3, new Quaterniond().rotationXYZ(0.3, 0.7, -0.2), 1, 0.5, 0.75);
        Mtv3d touching = Sat3d.mtv(a, b);
        Mtv3d apart = Sat3d.separatingMtv(a, b);

        assertThat(Sat3d.intersects(a, pushed(b, apart))).isFalse();
        assertThat(apart.normalX()).isEqualTo(touching.normalX());
        assertThat(apart.normalY()).isEqualTo(touching.normalY());
        assertThat(apart.normalZ()).isEqualTo(touching.normalZ());
        assertThat(apart.axis()).isEqualTo(touching.axis());
        assertThat(apart.depth() - touching.depth()).isPositive()
                .isLessThanOrEqualTo(2 * Sat3d.boundaryBand(a, b) + 4 * Math.ulp(1.2));
    }

    @Test
    void separatedBoxes_needNoPush() {
        assertThat(Sat3d.separatingMtv(cube(0, 0, 0), cube(0, 0, 3))).isNull();
    }

    @Test
    void farFromTheOrigin_thePushOutgrowsTheCentresRounding() {
        Obb3d a = cube(0, 0, 1e15);
        Obb3d b = cube(0, 0.5, 1e15 + 1.75);
        Mtv3d apart = Sat3d.separatingMtv(a, b);

        assertThat(Sat3d.intersects(a, pushed(b, apart))).isFalse();
    }

    @Test
    void aPushBeyondTheReach_isRejected() {
        Obb3d a = cube(0, 0, Obb3d.MAX_REACH - 3);
        Obb3d b = cube(0, 0, Obb3d.MAX_REACH - 2);

        assertThatThrownBy(() -> Sat3d.separatingMtv(a, b)).isInstanceOf(IllegalArgumentException.class);
    }
}
