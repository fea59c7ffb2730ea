package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class Sweep3dTest {
    private static final Obb3d CUBE = Sat3dTest.CUBE;
    private static final Vector3d STILL = new Vector3d();
    private static final double S = Math.sqrt(0.5);
    /**
     * How much earlier than exact the contacts below come: the lean of Sat3d.EPSILON on the radii,
     * a few 1e-14 here, over closing speeds of a few units per step.
     */
    private static final double LEAN = 1e-13;

    @Test
    void cubeMovingOntoACube_touchesWhenTheGapCloses_acrossAsXAxis() {
        Obb3d b = CUBE.translated(10, 0, 0);

        Contact3d c = Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(-20, 0, 0));

        assertThat(c).isNotNull();
        assertThat(c.time()).isCloseTo(0.4, within(LEAN)).isLessThanOrEqualTo(0.4);
        // A_X and B_X are entered at the same time: the first in SatAxis3d order wins.
        assertThat(c.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(new double[] {c.normalX(), c.normalY(), c.normalZ()}).containsExactly(1, 0, 0);
    }

    @Test
    void aFastCubeThroughAThinWall_isCaught_thoughTheStaticTestAtBothEndsMissesIt() {
        Obb3d wall = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.005, 5, 5);
        Obb3d box = CUBE.translated(-3, 0, 0);
        Vector3d move = new Vector3d(6, 0, 0);

        Contact3d c = Sweep3d.firstContact(wall, STILL, box, move);

        assertThat(Sat3d.intersects(wall, box)).isFalse();
        assertThat(Sat3d.intersects(wall, box.translated(move))).isFalse();
        assertThat(c).isNotNull();
        assertThat(c.time()).isCloseTo(1.995 / 6, within(LEAN));
        assertThat(c.normalX()).as("from the wall towards the box, which comes from -x").isEqualTo(-1);
    }

    @Test
    void bothBoxesMoving_onlyTheRelativeMotionCounts() {
        Obb3d b = CUBE.translated(10, 0, 0);

        Contact3d both = Sweep3d.firstContact(CUBE, new Vector3d(10, 0, 0), b, new Vector3d(-10, 0, 0));

        assertThat(both).isNotNull();
        assertThat(both.time()).isCloseTo(0.4, within(LEAN));
    }

    @Test
    void edgeApproachingEdge_touchesAcrossTheEdgeEdgeAxis() {
        // B's X edge points at A's vertical edge across n = (1, 1, 0) / sqrt2, 1 apart.
        Obb3d b = Sat3dTest.edgeToEdge(1);

        Contact3d c = Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(-2 * S, -2 * S, 0));

        assertThat(c).isNotNull();
        assertThat(c.axis()).isEqualTo(SatAxis3d.AZ_BX);
        assertThat(c.time()).isCloseTo(0.5, within(LEAN));
        assertThat(c.normalX()).isCloseTo(S, within(1e-15));
        assertThat(c.normalY()).isCloseTo(S, within(1e-15));
        assertThat(c.normalZ()).isCloseTo(0, within(1e-15));
    }

    @Test
    void overlappingAtTheStart_isAContactAtTimeZero_withTheMtvsNormal() {
        Obb3d b = CUBE.translated(1.5, 0.2, -0.1);

        Contact3d c = Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(-5, 3, 1));
        Mtv3d mtv = Sat3d.mtv(CUBE, b);

        assertThat(c).isNotNull();
        assertThat(mtv).isNotNull();
        assertThat(c.time()).isEqualTo(0);
        assertThat(c.axis()).isEqualTo(mtv.axis());
        assertThat(new double[] {c.normalX(), c.normalY(), c.normalZ()})
                .containsExactly(mtv.normalX(), mtv.normalY(), mtv.normalZ());
    }

    @Test
    void touchingAtTheStart_isAContactAtTimeZero() {
        Contact3d c = Sweep3d.firstContact(CUBE, STILL, CUBE.translated(2, 0, 0), new Vector3d(1, 0, 0));

        assertThat(c).isNotNull();
        assertThat(c.time()).isEqualTo(0);
    }

    @Test
    void movingApart_orPassingBy_orStandingStillApart_isNoContact() {
        Obb3d b = CUBE.translated(3, 0, 0);

        assertThat(Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(5, 0, 0))).isNull();
        assertThat(Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(0, 50, 0))).isNull();
        assertThat(Sweep3d.firstContact(CUBE, STILL, b, STILL)).isNull();
        // Would touch at time 2, after the step.
        assertThat(Sweep3d.firstContact(CUBE, STILL, CUBE.translated(6, 0, 0), new Vector3d(-2, 0, 0))).isNull();
    }

    @Test
    void touchingExactlyAtTheEndOfTheStep_isAContactAtTimeOne() {
        Contact3d c = Sweep3d.firstContact(CUBE, STILL, CUBE.translated(6, 0, 0), new Vector3d(-4, 0, 0));

        assertThat(c).isNotNull();
        assertThat(c.time()).isCloseTo(1, within(LEAN));
    }

    @Test
    void slidingPastAnEdge_withoutTouching_isNoContact_thoughAsAxesEachOverlapSometime() {
        // B, turned by 45 degrees, slides past A's +x+y vertical edge with its face 0.1 outside it
        // along n = (1, 1, 0) / sqrt2: on A's x and y axes the projections overlap at some time, but
        // B's X axis (n) separates them throughout.
        double off = Math.sqrt(2) + 1 + 0.1;
        Obb3d b = Obb3d.fromAxes(off * S - 10 * S, off * S + 10 * S, 0, S, S, 0, -S, S, 0, 0, 0, 1, 1, 1, 1);

        assertThat(Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(20 * S, -20 * S, 0))).isNull();
        assertThat(Sweep3d.firstContact(CUBE, STILL, b.translated(-0.2 * S, -0.2 * S, 0),
                new Vector3d(20 * S, -20 * S, 0))).isNotNull();
    }

    @Test
    void theBatchForm_answersAsThePairForm_withTheBatchBoxStandingStill() {
        Obb3d wall = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.005, 5, 5);
        Obb3dBatch batch = Obb3dBatch.of(new Obb3d[] {CUBE.translated(50, 0, 0), wall});
        Obb3d box = CUBE.translated(-3, 0.5, 0.25);
        Vector3d move = new Vector3d(6, 0.1, 0);
        MutableContact3d viaBatch = new MutableContact3d();
        MutableContact3d viaPair = new MutableContact3d();

        assertThat(Sweep3d.firstContact(box, move, batch, 1, viaBatch)).isTrue();
        assertThat(Sweep3d.firstContact(box, move, wall, STILL, viaPair)).isTrue();
        assertThat(viaBatch.toContact()).isEqualTo(viaPair.toContact());
        assertThat(Sweep3d.firstContact(box, move, batch, 0, viaBatch)).isFalse();
    }

    @Test
    void theHolder_isOverwrittenOnEveryCall_andReadsNaNAfterNoContact() {
        MutableContact3d dest = new MutableContact3d();
        assertThat(dest.hasContact()).isFalse();
        assertThat(dest.toString()).isEqualTo("no contact");

        assertThat(Sweep3d.firstContact(CUBE, STILL, CUBE.translated(10, 0, 0), new Vector3d(-20, 0, 0), dest))
                .isTrue();
        assertThat(dest.hasContact()).isTrue();
        assertThat(dest.time()).isCloseTo(0.4, within(LEAN));
        assertThat(dest.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(dest.toString()).isEqualTo(dest.toContact().toString());

        assertThat(Sweep3d.firstContact(CUBE, STILL, CUBE.translated(10, 0, 0), STILL, dest)).isFalse();
        assertThat(dest.hasContact()).isFalse();
        assertThat(dest.time()).isNaN();
        assertThat(dest.normalX()).isNaN();
        assertThat(dest.axis()).isNull();
        assertThat(dest.toContact()).isNull();
    }

    @Test
    void boundaryBand_coversTheWholeStep() {
        Obb3d b = CUBE.translated(10, 0, 0);

        assertThat(Sweep3d.boundaryBand(CUBE, STILL, b, STILL)).isEqualTo(Sat3d.boundaryBand(CUBE, b));
        assertThat(Sweep3d.boundaryBand(CUBE, STILL, b, new Vector3d(0, 30, 0))).isEqualTo(1e-6 * (30 + 6));
        assertThat(Sweep3d.boundaryBand(CUBE, new Vector3d(0, 0, -40), b, STILL)).isEqualTo(1e-6 * (40 + 6));
    }

    @Test
    void badMoves_areRejectedByNameAndValue() {
        Obb3d b = CUBE.translated(3, 0, 0);
        MutableContact3d dest = new MutableContact3d();
        Obb3dBatch batch = Obb3dBatch.of(new Obb3d[] {b});

        assertThatThrownBy(() -> Sweep3d.firstContact(CUBE, new Vector3d(Double.NaN, 0, 0), b, STILL))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveA.x").hasMessageContaining("NaN");
        assertThatThrownBy(() -> Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(0, 0, 2e300)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveB.z").hasMessageContaining("2.0E300");
        assertThatThrownBy(() -> Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(0, Double.POSITIVE_INFINITY, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveB.y");
        assertThatThrownBy(() -> Sweep3d.firstContact(CUBE, STILL, batch, 1, dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("index").hasMessageContaining("1");
        assertThatThrownBy(() -> Sweep3d.firstContact(CUBE, STILL, b, null))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("moveB");
        assertThatThrownBy(() -> Sweep3d.firstContact(CUBE, STILL, b, STILL, null))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("dest");
        assertThat(Sweep3d.firstContact(CUBE, STILL, b, new Vector3d(0, 0, 1e300))).isNull();
    }

    @Test
    void contactValue_validatesAndPrintsItsOwnSource() {
        Contact3d c = Contact3d.of(0.25, 0, -1, 0, SatAxis3d.B_Y);

        assertThat(c.toString()).isEqualTo("Contact3d.of(0.25, 0.0, -1.0, 0.0, SatAxis3d.B_Y)");
        assertThat(c).isEqualTo(Contact3d.of(0.25, -0.0, -1, 0, SatAxis3d.B_Y)).hasSameHashCodeAs(
                Contact3d.of(0.25, -0.0, -1, 0, SatAxis3d.B_Y));
        assertThat(c.normal(new Vector3d())).isEqualTo(new Vector3d(0, -1, 0));
        assertThatThrownBy(() -> Contact3d.of(1.5, 1, 0, 0, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time").hasMessageContaining("1.5");
        assertThatThrownBy(() -> Contact3d.of(-0.5, 1, 0, 0, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time");
        assertThatThrownBy(() -> Contact3d.of(0.5, 1, 1, 0, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unit");
        assertThatThrownBy(() -> Contact3d.of(0.5, 1, 0, 0, null))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("axis");
    }
}
