package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class ConservativeAdvancement3dTest {
    private static final Vector3d NONE = new Vector3d();
    /** A 10 x 0.2 x 0.2 bar along x, turning a quarter turn about z over the step. */
    private static final Obb3d BAR = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 5, 0.1, 0.1);
    private static final Vector3d QUARTER_TURN = new Vector3d(0, 0, Math.PI / 2);
    /** A unit cube above the bar's middle, which only the turning bar reaches. */
    private static final Obb3d CRATE = Obb3d.fromAxes(0, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.5, 0.5, 0.5);

    @Test
    void aTurningBar_hitsTheCrate_whenItsFaceReachesTheNearCorner_neverLater() {
        // The bar's upper face reaches the crate's corner (0.5, 2.5) when the angle to it, less the
        // bar's half-thickness seen from the centre, is turned.
        double angle = Math.atan2(2.5, 0.5) - Math.asin(0.1 / Math.hypot(0.5, 2.5));
        double exact = angle / (Math.PI / 2);

        Contact3d c = ConservativeAdvancement3d.firstContact(BAR, NONE, QUARTER_TURN, CRATE, NONE, NONE, 1e-6);

        assertThat(Sweep3d.firstContact(BAR, NONE, CRATE, NONE)).as("without the turn").isNull();
        assertThat(c).isNotNull();
        assertThat(c.time()).isLessThanOrEqualTo(exact).isCloseTo(exact, within(1e-5));
        // Across the bar's turned upper face: its Y axis, (-sin, cos, 0) of the angle.
        assertThat(c.axis()).isEqualTo(SatAxis3d.A_Y);
        assertThat(c.normalX()).isCloseTo(-Math.sin(angle), within(1e-4));
        assertThat(c.normalY()).isCloseTo(Math.cos(angle), within(1e-4));
    }

    @Test
    void withoutTurning_itIsNeverLaterThanTheSweep_andCloseToIt() {
        Obb3d b = Sat3dTest.CUBE.translated(10, 0.3, 0);
        Vector3d move = new Vector3d(-20, 0, 0);

        Contact3d exact = Sweep3d.firstContact(Sat3dTest.CUBE, NONE, b, move);
        Contact3d advanced = ConservativeAdvancement3d.firstContact(Sat3dTest.CUBE, NONE, NONE, b, move, NONE, 1e-6);

        assertThat(exact).isNotNull();
        assertThat(advanced).isNotNull();
        assertThat(advanced.time()).isLessThanOrEqualTo(exact.time()).isCloseTo(exact.time(), within(1e-7));
        assertThat(advanced.axis()).isEqualTo(exact.axis());
    }

    @Test
    void overlappingAtTheStart_isTimeZero_andNeverMeetingIsNoContact() {
        Contact3d start = ConservativeAdvancement3d.firstContact(BAR, NONE, QUARTER_TURN, BAR.translated(1, 0, 0),
                NONE, NONE, 1e-6);
        assertThat(start).isNotNull();
        assertThat(start.time()).isZero();
        assertThat(ConservativeAdvancement3d.firstContact(BAR, NONE, QUARTER_TURN, CRATE.translated(0, 3, 0), NONE,
                NONE, 1e-6)).isNull();
    }

    @Test
    void badArguments_areRejectedByNameAndValue() {
        assertThatThrownBy(() -> ConservativeAdvancement3d.firstContact(BAR, NONE, NONE, CRATE, NONE, NONE, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tolerance").hasMessageContaining("0.0");
        assertThatThrownBy(() -> ConservativeAdvancement3d.firstContact(BAR, NONE, new Vector3d(Double.NaN, 0, 0),
                CRATE, NONE, NONE, 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("spinA");
        assertThatThrownBy(() -> ConservativeAdvancement3d.firstContact(BAR, NONE, NONE, CRATE,
                new Vector3d(0, Double.NaN, 0), NONE, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("moveB.y");
        assertThatThrownBy(() -> ConservativeAdvancement3d.firstContact(BAR, NONE, NONE, CRATE, NONE, null, 1))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("spinB");
    }
}
