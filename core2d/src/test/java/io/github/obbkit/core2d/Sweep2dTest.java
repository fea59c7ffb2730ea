package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Vector2d;
import org.junit.jupiter.api.Test;

class Sweep2dTest {
    private static final Obb2d SQUARE = Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1, 1);
    private static final Vector2d STILL = new Vector2d();

    @Test
    void squareMovingOntoASquare_touchesWhenTheGapCloses() {
        Contact2d c = Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(10, 0), new Vector2d(-20, 0));

        assertThat(c).isNotNull();
        // Earlier than 0.4 by the lean of Sat2d.EPSILON on the radii, 2e-12 over a closing speed of 20.
        assertThat(c.time()).isCloseTo(0.4, within(2e-13)).isLessThan(0.4);
        assertThat(c.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(new double[] {c.normalX(), c.normalY()}).containsExactly(1, 0);
    }

    @Test
    void aFastSquareThroughAThinWall_isCaught_thoughTheStaticTestAtBothEndsMissesIt() {
        Obb2d wall = Obb2d.fromAxes(0, 0, 0, 1, -1, 0, 5, 0.005);
        Obb2d box = SQUARE.translated(-3, 0);
        Vector2d move = new Vector2d(6, 0);

        Contact2d c = Sweep2d.firstContact(wall, STILL, box, move);

        assertThat(Sat2d.intersects(wall, box)).isFalse();
        assertThat(Sat2d.intersects(wall, box.translated(move))).isFalse();
        assertThat(c).isNotNull();
        assertThat(c.time()).isCloseTo(1.995 / 6, within(1e-12));
        assertThat(c.axis()).isEqualTo(SatAxis2d.A_Y);
        assertThat(new double[] {c.normalX(), c.normalY()}).containsExactly(-1, 0);
    }

    @Test
    void overlappingAtTheStart_isAContactAtTimeZero_withTheMtvsNormal() {
        Obb2d b = SQUARE.translated(1.5, 0.2);

        Contact2d c = Sweep2d.firstContact(SQUARE, STILL, b, new Vector2d(-5, 3));
        Mtv2d mtv = Sat2d.mtv(SQUARE, b);

        assertThat(c).isNotNull();
        assertThat(mtv).isNotNull();
        assertThat(c.time()).isEqualTo(0);
        assertThat(c.axis()).isEqualTo(mtv.axis());
        assertThat(new double[] {c.normalX(), c.normalY()}).containsExactly(mtv.normalX(), mtv.normalY());
    }

    @Test
    void movingApart_orPassingBy_orTooSlow_isNoContact() {
        Obb2d b = SQUARE.translated(3, 0);

        assertThat(Sweep2d.firstContact(SQUARE, STILL, b, new Vector2d(5, 0))).isNull();
        assertThat(Sweep2d.firstContact(SQUARE, STILL, b, new Vector2d(0, 50))).isNull();
        assertThat(Sweep2d.firstContact(SQUARE, STILL, b, STILL)).isNull();
        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(6, 0), new Vector2d(-2, 0))).isNull();
    }

    @Test
    void theHolder_isOverwrittenOnEveryCall() {
        MutableContact2d dest = new MutableContact2d();

        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(10, 0), new Vector2d(-20, 0), dest))
                .isTrue();
        assertThat(dest.time()).isCloseTo(0.4, within(2e-13));
        assertThat(dest.toString()).isEqualTo("Contact2d.of(" + dest.time() + ", 1.0, 0.0, SatAxis2d.A_X)");
        assertThat(Sweep2d.firstContact(SQUARE, STILL, SQUARE.translated(10, 0), STILL, dest)).isFalse();
        assertThat(dest.hasContact()).isFalse();
        assertThat(dest.time()).isNaN();
        assertThat(dest.axis()).isNull();
        assertThat(dest.toContact()).isNull();
        assertThat(dest.toString()).isEqualTo("no contact");
    }

    @Test
    void boundaryBand_coversTheWholeStep() {
        Obb2d b = SQUARE.translated(10, 0);

        assertThat(Sweep2d.boundaryBand(SQUARE, STILL, b, STILL)).isEqualTo(Sat2d.boundaryBand(SQUARE, b));
        assertThat(Sweep2d.boundaryBand(SQUARE, STILL, b, new Vector2d(0, 30))).isEqualTo(1e-10 * (30 + 4));
    }

    @Test
    void badArguments_areRejectedByNameAndValue() {
        Obb2d b = SQUARE.translated(3, 0);

        assertThatThrownBy(() -> Sweep2d.firstContact(SQUARE, new Vector2d(Double.NaN, 0), b, STILL))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveA.x").hasMessageContaining("NaN");
        assertThatThrownBy(() -> Sweep2d.firstContact(SQUARE, STILL, b, new Vector2d(0, -2e300)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("moveB.y");
        assertThatThrownBy(() -> Sweep2d.firstContact(SQUARE, STILL, b, null))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("moveB");
        assertThatThrownBy(() -> Contact2d.of(2, 1, 0, SatAxis2d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time").hasMessageContaining("2.0");
        assertThatThrownBy(() -> Contact2d.of(0.5, 2, 0, SatAxis2d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unit");
        assertThat(Contact2d.of(0.5, -0.0, 1, SatAxis2d.B_Y).toString())
                .isEqualTo("Contact2d.of(0.5, 0.0, 1.0, SatAxis2d.B_Y)");
    }
}
