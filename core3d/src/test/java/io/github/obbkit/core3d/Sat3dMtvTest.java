package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class Sat3dMtvTest {

    private static final Obb3d CUBE = Sat3dTest.CUBE;
    private static final double S = Math.sqrt(0.5);

    /** Moves B by the MTV, checks that the pair then touches, and that a little further separates it. */
    private static void assertPushLeavesTouching(Obb3d a, Obb3d b, Mtv3d mtv) {
        Vector3d push = mtv.translation(new Vector3d());
        Obb3d pushed = b.translated(push);
        double further = 2 * Sat3d.boundaryBand(a, pushed);

        assertThat(Sat3d.intersects(a, pushed)).as("touching after the push").isTrue();
        assertThat(Sat3d.intersects(a, pushed.translated(mtv.normalX() * further, mtv.normalY() * further,
                mtv.normalZ() * further))).as("apart a little further").isFalse();
    }

    @Test
    void separatedBoxes_haveNoPenetration() {
        assertThat(Sat3d.mtv(CUBE, CUBE.translated(2.5, 0, 0))).isNull();
        assertThat(Sat3d.mtv(CUBE, Sat3dTest.edgeToEdge(0.1))).isNull();
        assertThat(CUBE.mtv(Sat3dTest.edgeToEdge(0.1))).isNull();
    }

    @Test
    void axisAlignedOverlap_isPushedOutAlongTheShallowestFace() {
        // Overlaps: x 2 - 1.5 = 0.5, y 2 - 0.2 = 1.8, z 2 - 0.1 = 1.9.
        Obb3d b = CUBE.translated(1.5, 0.2, -0.1);

        Mtv3d mtv = Sat3d.mtv(CUBE, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(mtv.depth()).isCloseTo(0.5, within(1e-13));
        assertThat(new Vector3d(mtv.normalX(), mtv.normalY(), mtv.normalZ())).isEqualTo(new Vector3d(1, 0, 0));
        assertPushLeavesTouching(CUBE, b, mtv);
    }

    @Test
    void normal_pointsFromATowardsB() {
        Mtv3d mtv = Sat3d.mtv(CUBE, CUBE.translated(0.1, -1.2, 0.3));

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_Y);
        assertThat(mtv.normalY()).isEqualTo(-1);
        assertThat(mtv.depth()).isCloseTo(0.8, within(1e-13));
    }

    @Test
    void equalOverlaps_areResolvedByTheFirstAxisInEnumOrder() {
        // x and y overlap by 0.5 each, on A's axes and on B's (the same axes): A_X comes first.
        Mtv3d mtv = Sat3d.mtv(CUBE, CUBE.translated(1.5, 1.5, 0));

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
    }

    @Test
    void concentricBoxes_arePushedAlongTheAxisItself() {
        Obb3d big = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3);

        Mtv3d mtv = Sat3d.mtv(big, CUBE);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(mtv.normalX()).isEqualTo(1);
        assertThat(mtv.depth()).isCloseTo(2, within(1e-13));
    }

    @Test
    void concentricTurnedSlab_isPushedAlongItsOwnAxisUnnegated() {
        // B: a 0.2 x 10 x 10 slab turned 30 degrees about z. Along its X axis (cos 30, sin 30, 0) the
        // cube reaches cos 30 + sin 30 and the slab 0.1: the least overlap, tied with A_Z x B_Y, which
        // comes later. Every other axis overlaps by at least 2.5.
        Obb3d b = Obb3d.of(0, 0, 0, new Quaterniond().rotationZ(Math.PI / 6), 0.1, 5, 5);

        Mtv3d mtv = Sat3d.mtv(CUBE, b);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.B_X);
        assertThat(mtv.normalX()).isCloseTo(Math.cos(Math.PI / 6), within(1e-15));
        assertThat(mtv.normalY()).isCloseTo(0.5, within(1e-15));
        assertThat(mtv.depth()).isCloseTo(Math.cos(Math.PI / 6) + 0.5 + 0.1, within(1e-13));
        assertPushLeavesTouching(CUBE, b, mtv);
    }

    @Test
    void edgeCrossing_isPushedOutAlongTheEdgeEdgeAxis() {
        // The edges cross by 0.01 along n = (1, 1, 0) / sqrt2 = A_Z x B_X; every face overlaps by more.
        Obb3d b = Sat3dTest.edgeToEdge(-0.01);

        Mtv3d mtv = Sat3d.mtv(CUBE, b);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.AZ_BX);
        assertThat(mtv.depth()).isCloseTo(0.01, within(1e-13));
        assertThat(mtv.normalX()).isCloseTo(S, within(1e-15));
        assertThat(mtv.normalY()).isCloseTo(S, within(1e-15));
        assertThat(mtv.normalZ()).isCloseTo(0, within(1e-15));
        assertPushLeavesTouching(CUBE, b, mtv);
    }

    @Test
    void edgeCrossingFromTheOtherSide_flipsTheNormal() {
        Obb3d b = Sat3dTest.edgeToEdge(-0.01);
        Obb3d mirrored = Obb3d.fromAxes(-b.centerX(), -b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(),
                -b.axisYx(), -b.axisYy(), b.axisYz(), -b.axisZx(), -b.axisZy(), b.axisZz(), 1, 1, 1);

        Mtv3d mtv = Sat3d.mtv(CUBE, mirrored);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.AZ_BX);
        assertThat(mtv.normalX()).isCloseTo(-S, within(1e-15));
        assertPushLeavesTouching(CUBE, mirrored, mtv);
    }

    @Test
    void touchingBoxes_haveADepthOfZeroWithinTheLean() {
        Mtv3d mtv = Sat3d.mtv(CUBE, CUBE.translated(2, 0.5, 0.3));

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(mtv.depth()).isBetween(0.0, 1e-13);
    }

    @Test
    void parallelRotatedBoxes_skipTheZeroEdgeAxes_andGiveAFiniteFacePush() {
        Quaterniond q = new Quaterniond().rotationXYZ(0.7, -0.2, 1.3);
        Obb3d a = Obb3d.of(0, 0, 0, q, 1, 2, 3);
        Obb3d b = a.translated(a.axisY(new Vector3d()).mul(3.5));

        Mtv3d mtv = Sat3d.mtv(a, b);

        assertThat(mtv.axis()).isIn(SatAxis3d.A_Y, SatAxis3d.B_Y);
        assertThat(mtv.depth()).isCloseTo(0.5, within(1e-12));
        assertThat(new Vector3d(mtv.normalX(), mtv.normalY(), mtv.normalZ()).distance(a.axisY(new Vector3d())))
                .isLessThan(1e-15);
        assertPushLeavesTouching(a, b, mtv);
    }

    @Test
    void nearParallelEdgesFarFromTheOrigin_arePushedApartAcrossTheirCommonDirection() {
        Obb3d[] pair = Sat3dTest.nearParallel(1e-3, -1e-3);

        Mtv3d mtv = Sat3d.mtv(pair[0], pair[1]);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.AZ_BZ);
        assertThat(mtv.depth()).isCloseTo(1e-3, within(1e-9));
        assertPushLeavesTouching(pair[0], pair[1], mtv);
    }

    @Test
    void pointInsideABox_isPushedToTheNearestFace() {
        Obb3d point = Obb3d.fromAxes(0.25, -0.9, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);

        Mtv3d mtv = Sat3d.mtv(CUBE, point);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_Y);
        assertThat(mtv.normalY()).isEqualTo(-1);
        assertThat(mtv.depth()).isCloseTo(0.1, within(1e-13));
        assertPushLeavesTouching(CUBE, point, mtv);
    }

    @Test
    void penetrationIsNull_exactlyWhenIntersectsIsFalse_onTheExamplePairs() {
        Obb3d[] bs = {CUBE.translated(2, 0, 0), CUBE.translated(2.001, 0, 0), Sat3dTest.edgeToEdge(0),
                Sat3dTest.edgeToEdge(1e-9), Sat3dTest.edgeToEdge(-1e-9), CUBE.translated(2, 2, 2)};
        for (Obb3d b : bs) {
            assertThat(Sat3d.mtv(CUBE, b) == null).as("%s", b).isEqualTo(!Sat3d.intersects(CUBE, b));
        }
    }
}
