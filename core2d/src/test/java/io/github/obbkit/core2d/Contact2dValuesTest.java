package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Vector2d;
import org.junit.jupiter.api.Test;

/** The sweep's results, its band and its move checks, away from the origin and with both boxes moving. */
class Contact2dValuesTest {
    private static final Obb2d SQUARE = Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1, 1);
    private static final Vector2d STILL = new Vector2d();

    @Test
    void equalContacts_areEqualBitForBit_andDifferInEachComponent() {
        Contact2d c = Contact2d.of(0.25, 0.6, 0.8, SatAxis2d.B_X);

        assertThat(c).isEqualTo(Contact2d.of(0.25, 0.6, 0.8, SatAxis2d.B_X)).hasSameHashCodeAs(
                Contact2d.of(0.25, 0.6, 0.8, SatAxis2d.B_X));
        assertThat(c).isNotEqualTo(Contact2d.of(0.5, 0.6, 0.8, SatAxis2d.B_X))
                .isNotEqualTo(Contact2d.of(0.25, 0.8, 0.6, SatAxis2d.B_X))
                .isNotEqualTo(Contact2d.of(0.25, 0.6, -0.8, SatAxis2d.B_X))
                .isNotEqualTo(Contact2d.of(0.25, 0.6, 0.8, SatAxis2d.B_Y))
                .isNotEqualTo("Contact2d.of(0.25, 0.6, 0.8, SatAxis2d.B_X)");
        assertThat(c.normal(new Vector2d())).isEqualTo(new Vector2d(0.6, 0.8));
        assertThat(c.normalY()).isEqualTo(0.8);
    }

    @Test
    void negativeZeros_areStoredAsZeros_andTheWholeStepIsAValidTime() {
        Contact2d c = Contact2d.of(-0.0, 1, -0.0, SatAxis2d.A_X);

        assertThat(c.time()).isEqualTo(0.0);
        assertThat(c.normalY()).isEqualTo(0.0);
        assertThat(c).isEqualTo(Contact2d.of(0, 1, 0, SatAxis2d.A_X));
        assertThat(Contact2d.of(1, 0, 1, SatAxis2d.A_Y).time()).isEqualTo(1);
    }

    @Test
    void theHolder_readsWhatItsValueReads_bitForBit_afterAContact() {
        MutableContact2d dest = new MutableContact2d();
        // B comes down onto A from above, across A's y axis.
        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(0, 10), new Vector2d(0, -20), dest)).isTrue();

        Contact2d c = dest.toContact();
        assertThat(dest.hasContact()).isTrue();
        assertThat(c).isNotNull();
        assertThat(dest.axis()).isEqualTo(SatAxis2d.A_Y).isEqualTo(c.axis());
        assertThat(dest.time()).isEqualTo(c.time());
        assertThat(dest.normalX()).isEqualTo(c.normalX()).isEqualTo(0.0);
        assertThat(dest.normalY()).isEqualTo(c.normalY()).isEqualTo(1.0);
    }

    @Test
    void theHolder_readsWhatItsValueReads_forNormalsAgainstAnAxis() {
        MutableContact2d dest = new MutableContact2d();
        // B comes up from below, then from the left: the normals are A's axes negated, (-0.0, -1) and
        // (-1, -0.0) as the kernel builds them, which read as zeros.
        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(0, -10), new Vector2d(0, 20), dest)).isTrue();
        // Double.compare, as assertThat(double).isEqualTo takes -0.0 for 0.0.
        assertThat(Double.compare(dest.normalX(), dest.toContact().normalX())).isZero();
        assertThat(Double.compare(dest.normalX(), 0.0)).isZero();
        assertThat(dest.normalY()).isEqualTo(-1.0);

        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(-10, 0), new Vector2d(20, 0), dest)).isTrue();
        assertThat(dest.normalX()).isEqualTo(-1.0);
        assertThat(Double.compare(dest.normalY(), dest.toContact().normalY())).isZero();
        assertThat(Double.compare(dest.normalY(), 0.0)).isZero();
    }

    @Test
    void boundaryBand_takesTheLargerCentreDifference_atTheStartOrTheEnd_ofEitherCoordinate() {
        Obb2d a = Obb2d.fromAxes(3, -4, 1, 0, 0, 1, 1, 2);
        Vector2d moveA = new Vector2d(1, -2);
        double halves = 1 + 2 + 0.5 + 0.25;
        // Each case's largest is another one: start x, end x, start y, end y.
        Object[][] cases = {
            {50.0, 5.0, -40.0, 0.0, 47.0},
            {10.0, 5.0, 50.0, 0.0, 56.0},
            {10.0, 60.0, 0.0, -50.0, 64.0},
            {10.0, 5.0, 0.0, 60.0, 71.0}};
        for (Object[] k : cases) {
            Obb2d b = Obb2d.fromAxes((double) k[0], (double) k[1], 1, 0, 0, 1, 0.5, 0.25);
            Vector2d moveB = new Vector2d((double) k[2], (double) k[3]);
            double want = Sweep2d.BAND_RELATIVE * ((double) k[4] + halves);

            assertThat(Sweep2d.boundaryBand(a, moveA, b, moveB)).as("%s", b).isEqualTo(want);
        }
    }

    @Test
    void boundaryBand_refusesTheMovesTheSweepRefuses() {
        Obb2d b = SQUARE.translated(3, 0);

        assertThatThrownBy(() -> Sweep2d.boundaryBand(SQUARE, new Vector2d(Double.NaN, 0), b, STILL))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveA.x");
        assertThatThrownBy(() -> Sweep2d.boundaryBand(SQUARE, STILL, b, new Vector2d(0, Double.POSITIVE_INFINITY)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveB.y");
    }

    @Test
    void aMoveOfExactlyMaxReach_isAccepted() {
        Vector2d far = new Vector2d(Obb2d.MAX_REACH, -Obb2d.MAX_REACH);

        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(3, 0), far)).isNull();
        assertThat(Sweep2d.boundaryBand(SQUARE, far, SQUARE, STILL)).isPositive();
    }
}
