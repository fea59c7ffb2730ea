package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The contact values and the holder: bit-for-bit equality and its hash, the stored zeros, the
 * holder's reads after a contact, a push and no contact (each read against the value form of the
 * same query), the sweep's band from each of its six candidate distances, and the checks of moves and
 * indices at their limits.
 */
class Contact3dValuesTest {
    private static final Obb3d A = Obb3d.of(1e4, -2e4, 3e4, new Quaterniond().rotationXYZ(0.4, -0.3, 0.9), 1, 2, 3);

    @Test
    void equality_isBitForBit_inEachOfTheFiveParts_withZerosStoredPositive() {
        Contact3d c = Contact3d.of(0.25, 0.6, 0, 0.8, SatAxis3d.B_Y);
        assertThat(c).isEqualTo(Contact3d.of(0.25, 0.6, -0.0, 0.8, SatAxis3d.B_Y));
        assertThat(c.hashCode()).isEqualTo(Contact3d.of(0.25, 0.6, -0.0, 0.8, SatAxis3d.B_Y).hashCode());
        assertThat(c).isNotEqualTo(Contact3d.of(Math.nextUp(0.25), 0.6, 0, 0.8, SatAxis3d.B_Y));
        assertThat(c).isNotEqualTo(Contact3d.of(0.25, Math.nextUp(0.6), 0, 0.8, SatAxis3d.B_Y));
        assertThat(c).isNotEqualTo(Contact3d.of(0.25, 0.6, Double.MIN_VALUE, 0.8, SatAxis3d.B_Y));
        assertThat(c).isNotEqualTo(Contact3d.of(0.25, 0.6, 0, Math.nextUp(0.8), SatAxis3d.B_Y));
        assertThat(c).isNotEqualTo(Contact3d.of(0.25, 0.6, 0, 0.8, SatAxis3d.A_Y));
        assertThat(c).isNotEqualTo("Contact3d.of(0.25, 0.6, 0.0, 0.8, SatAxis3d.B_Y)");
        // Each stored zero is +0.0, whichever zero was given.
        Contact3d zeros = Contact3d.of(-0.0, -0.0, -1, -0.0, SatAxis3d.A_Y);
        assertThat(Double.doubleToRawLongBits(zeros.time())).isZero();
        assertThat(Double.doubleToRawLongBits(zeros.normalX())).isZero();
        assertThat(Double.doubleToRawLongBits(zeros.normalZ())).isZero();
        Contact3d ys = Contact3d.of(0.5, 0, -0.0, 1, SatAxis3d.A_Z);
        assertThat(Double.doubleToRawLongBits(ys.normalY())).isZero();
        assertThat(zeros).isEqualTo(Contact3d.of(0, 0, -1, 0, SatAxis3d.A_Y));
        assertThat(zeros.normal(new Vector3d())).isEqualTo(new Vector3d(0, -1, 0));
    }

    @Test
    void toString_isJavaSourceThatRecreatesTheContactBitForBit() {
        SplittableRandom r = new SplittableRandom(3);
        for (int n = 0; n < 200; n++) {
            Vector3d v = new Vector3d(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1)).normalize();
            SatAxis3d axis = SatAxis3d.values()[r.nextInt(SatAxis3d.values().length)];
            Contact3d c = Contact3d.of(r.nextDouble(), v.x, v.y, v.z, axis);
            String s = c.toString();
            String[] parts = s.substring("Contact3d.of(".length(), s.length() - 1).split(", ");
            Contact3d back = Contact3d.of(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]), Double.parseDouble(parts[3]),
                    SatAxis3d.valueOf(parts[4].substring("SatAxis3d.".length())));
            assertThat(back).isEqualTo(c).hasSameHashCodeAs(c);
            assertThat(new double[] {c.time(), c.normalX(), c.normalY(), c.normalZ()})
                    .containsExactly(c.time(), v.x, v.y, v.z);
        }
    }

    @Test
    void of_takesTimesFromZeroToOne_andNormalsWithinOneBillionthOfUnitLength() {
        assertThat(Contact3d.of(1, 1, 0, 0, SatAxis3d.A_X).time()).isEqualTo(1.0);
        assertThat(Contact3d.of(0, 1, 0, 0, SatAxis3d.A_X).time()).isZero();
        assertThatThrownBy(() -> Contact3d.of(Math.nextUp(1.0), 1, 0, 0, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time")
                .hasMessageContaining(String.valueOf(Math.nextUp(1.0)));
        assertThatThrownBy(() -> Contact3d.of(-Double.MIN_VALUE, 1, 0, 0, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time");
        assertThat(Contact3d.of(0.5, 1 + 0.9e-9, 0, 0, SatAxis3d.A_X).normalX()).isEqualTo(1 + 0.9e-9);
        assertThat(Contact3d.of(0.5, 0, 1 - 0.9e-9, 0, SatAxis3d.A_X).normalY()).isEqualTo(1 - 0.9e-9);
        assertThatThrownBy(() -> Contact3d.of(0.5, 0, 0, 1 + 1.1e-9, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("normal");
        assertThatThrownBy(() -> Contact3d.of(0.5, 0, 1 - 1.1e-9, 0, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("normal");
        assertThatThrownBy(() -> Contact3d.of(0.5, 0.6, 0.8, Double.NaN, SatAxis3d.A_X))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("normalZ");
        assertThatThrownBy(() -> Contact3d.of(0.5, 1, 0, 0, null))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("axis");
    }

    @Test
    void aFreshOrClearedHolder_readsNoContact_andNaN() {
        MutableContact3d h = new MutableContact3d();
        assertNoContact(h);
        Obb3d b = A.translated(0.5, 0, 0);
        assertThat(Sat3d.mtv(A, b, h)).isTrue();
        assertThat(h.hasContact()).isTrue();
        assertThat(h.clear()).isSameAs(h);
        assertNoContact(h);
    }

    private static void assertNoContact(MutableContact3d h) {
        assertThat(h.hasContact()).isFalse();
        for (double v : new double[] {h.time(), h.normalX(), h.normalY(), h.normalZ(), h.depth()}) {
            assertThat(v).isNaN();
        }
        assertThat(h.axis()).isNull();
        assertThat(h.toContact()).isNull();
        assertThat(h.toMtv()).isNull();
        assertThat(h.toString()).isEqualTo("no contact");
    }

    @Test
    void theHolder_readsWhatTheValueFormsReturn_forPushesAndSweeps_andStoresNoNegativeZero() {
        SplittableRandom r = new SplittableRandom(4);
        MutableContact3d h = new MutableContact3d();
        int pushes = 0;
        int sweeps = 0;
        for (int n = 0; n < 2000; n++) {
            boolean square = r.nextBoolean();
            Quaterniond q = square ? new Quaterniond()
                    : new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                    r.nextDouble(-1, 1)).normalize();
            Obb3d a = square ? Obb3d.of(1e3, 2e3, -3e3, q, 1, 2, 3) : A;
            Obb3d b = Obb3d.of(a.cx + r.nextDouble(-4, 4), a.cy + r.nextDouble(-4, 4), a.cz + r.nextDouble(-4, 4), q,
                    r.nextDouble(0, 2), r.nextDouble(0, 2), r.nextDouble(0, 2));
            Mtv3d m = Sat3d.mtv(a, b);
            assertThat(Sat3d.mtv(a, b, h)).isEqualTo(m != null);
            assertThat(h.toMtv()).isEqualTo(m);
            if (m != null) {
                pushes++;
                assertThat(h.depth()).isEqualTo(m.depth());
                assertThat(h.time()).isZero();
                assertNoNegativeZero(h);
                assertThat(h.toString()).isEqualTo(h.toContact().toString());
            }
            Vector3d move = new Vector3d(r.nextDouble(-10, 10), r.nextDouble(-10, 10), r.nextDouble(-10, 10));
            if (square && r.nextBoolean()) {
                move.set(0, 0, 0).setComponent(r.nextInt(3), r.nextDouble(-10, 10));
            }
            Obb3d far = b.translated(-move.x, -move.y, -move.z);
            Contact3d c = Sweep3d.firstContact(a, new Vector3d(), far, move);
            assertThat(Sweep3d.firstContact(a, new Vector3d(), far, move, h)).isEqualTo(c != null);
            assertThat(h.toContact()).isEqualTo(c);
            if (c != null) {
                sweeps++;
                assertThat(h.hasContact()).isTrue();
                assertThat(h.axis()).isEqualTo(c.axis());
                assertNoNegativeZero(h);
            } else {
                assertNoContact(h);
            }
        }
        assertThat(pushes).isGreaterThan(100);
        assertThat(sweeps).isGreaterThan(100);
    }

    private static void assertNoNegativeZero(MutableContact3d h) {
        for (double v : new double[] {h.time(), h.normalX(), h.normalY(), h.normalZ(), h.depth()}) {
            assertThat(Double.doubleToRawLongBits(v)).as("%s in %s", v, h).isNotEqualTo(Long.MIN_VALUE);
        }
    }

    @Test
    void sweepBand_takesTheLargestOfTheSixCentreDifferences_atTheStartOrTheEnd_plusTheSixHalfExtents() {
        Obb3d b = Obb3d.of(A.cx, A.cy, A.cz, new Quaterniond().rotationY(0.2), 0.5, 0.25, 0.125);
        double halves = A.hx + A.hy + A.hz + b.hx + b.hy + b.hz;
        for (int axis = 0; axis < 3; axis++) {
            for (boolean atEnd : new boolean[] {false, true}) {
                for (double sign : new double[] {1, -1}) {
                    double[] start = {1, 1, 1};
                    double[] move = {0.5, -0.5, 0.25};
                    if (atEnd) {
                        start[axis] = 0;
                        move[axis] = sign * 100;
                    } else {
                        start[axis] = sign * 50;
                        move[axis] = -sign * 10;
                    }
                    Obb3d placed = b.translated(start[0], start[1], start[2]);
                    double largest = 0;
                    for (int k = 0; k < 3; k++) {
                        largest = Math.max(largest, Math.max(Math.abs(start[k]), Math.abs(start[k] + move[k])));
                    }
                    assertThat(largest).isEqualTo(atEnd ? 100 : 50);
                    double expected = Sweep3d.BAND_RELATIVE * (largest + halves);
                    // Only the relative move counts: split it between the boxes either way.
                    Vector3d half = new Vector3d(move[0], move[1], move[2]).mul(0.5);
                    double band = Sweep3d.boundaryBand(A, new Vector3d(half).negate(), placed, half);
                    assertThat(band).as("axis %d, at the end %s, sign %s", axis, atEnd, sign)
                            .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-15 * expected));
                    assertThat(Sweep3d.boundaryBand(A, new Vector3d(), placed, new Vector3d(move[0], move[1],
                            move[2]))).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-15 * expected));
                }
            }
        }
    }

    @Test
    void moves_upToTheReachAreTaken_andBeyondItRefused_byNameAndComponent_andTheBatchIndexIsChecked() {
        Obb3d b = Obb3d.of(0, 0, 0, new Quaterniond(), 1, 1, 1);
        Obb3d a = Obb3d.of(10, 0, 0, new Quaterniond(), 1, 1, 1);
        double max = Obb3d.MAX_REACH;
        String[] names = {"x", "y", "z"};
        for (int k = 0; k < 3; k++) {
            Vector3d ok = new Vector3d().setComponent(k, -max);
            Vector3d tooFar = new Vector3d().setComponent(k, Math.nextUp(max));
            assertThat(Sweep3d.boundaryBand(a, ok, b, new Vector3d())).isFinite();
            assertThat(Sweep3d.boundaryBand(a, new Vector3d(), b, ok)).isFinite();
            String name = names[k];
            assertThatThrownBy(() -> Sweep3d.boundaryBand(a, tooFar, b, new Vector3d()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("moveA." + name + " must")
                    .hasMessageContaining(String.valueOf(Math.nextUp(max)));
            assertThatThrownBy(() -> Sweep3d.boundaryBand(a, new Vector3d(), b, tooFar))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("moveB." + name + " must");
            assertThatThrownBy(() -> Sweep3d.firstContact(a, new Vector3d(), b, tooFar.negate(new Vector3d())))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("moveB." + name + " must");
        }
        Obb3dBatch batch = Obb3dBatch.of(b, b.translated(0, 5, 0));
        MutableContact3d h = new MutableContact3d();
        Vector3d move = new Vector3d(-20, 0, 0);
        assertThat(Sweep3d.firstContact(a, move, batch, 1, h)).isFalse();
        assertThat(Sweep3d.firstContact(a, move, batch, 0, h)).isTrue();
        assertThat(h.toContact()).isEqualTo(Sweep3d.firstContact(a, move, b, new Vector3d()));
        for (int k = 0; k < 3; k++) {
            Vector3d tooFar = new Vector3d().setComponent(k, Double.NaN);
            assertThatThrownBy(() -> Sweep3d.firstContact(a, tooFar, batch, 0, h))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("moveA." + names[k] + " must");
        }
        assertThatThrownBy(() -> Sweep3d.firstContact(a, move, batch, 2, h))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("index must be in [0, 2), was 2");
        assertThatThrownBy(() -> Sweep3d.firstContact(a, move, batch, -1, h))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("index must be in [0, 2), was -1");
        assertThatThrownBy(() -> Sweep3d.firstContact(null, move, batch, 0, h))
                .isInstanceOf(NullPointerException.class).hasMessage("a");
        assertThatThrownBy(() -> Sweep3d.firstContact(a, move, null, 0, h))
                .isInstanceOf(NullPointerException.class).hasMessage("batch");
        assertThatThrownBy(() -> Sweep3d.firstContact(a, move, batch, 0, null))
                .isInstanceOf(NullPointerException.class).hasMessage("dest");
        assertThatThrownBy(() -> Sweep3d.firstContact(a, move, null, move))
                .isInstanceOf(NullPointerException.class).hasMessage("b");
        assertThatThrownBy(() -> Sweep3d.boundaryBand(a, null, b, move))
                .isInstanceOf(NullPointerException.class).hasMessage("moveA");
    }
}
