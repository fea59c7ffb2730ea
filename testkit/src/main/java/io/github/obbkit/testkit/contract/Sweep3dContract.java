package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Motion3d;
import io.github.obbkit.testkit.gen.SweepGenerators3d;
import io.github.obbkit.testkit.oracle.SweepOracles3d;
import java.util.OptionalDouble;
import org.joml.Vector3dc;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The contract of a swept (continuous) test of two translating boxes, as an abstract JUnit 5 class:
 * extend it and implement {@link #firstContact} with your own code. The properties compare it with
 * {@link SweepOracles3d}, which bisects over time on the static corner-projection oracle, on the
 * motions of {@link SweepGenerators3d}: standing still, drifting, passing through each other within a
 * step, grazing, sliding along a face, with parallel edges.
 *
 * <p><b>The band, in space.</b> With {@code β} the band ({@link #boundaryBand}) plus the rounding of
 * moving the boxes: if the boxes overlap by more than {@code β} at some time of the step, a contact
 * must be reported, at a time no earlier than the oracle's first time within {@code +β} and no later
 * than its first time within {@code -β}; if they never come within {@code +β}, none may be. Grazing
 * contacts, within {@code β} of touching and no deeper, may go either way. Times are compared to
 * within twice {@link SweepOracles3d#TIME_TOLERANCE}.
 */
public abstract class Sweep3dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected Sweep3dContract() {
    }

    /**
     * The implementation under test: the first contact of {@code a} moving by {@code moveA} and
     * {@code b} moving by {@code moveB} over a step {@code t in [0, 1]}.
     *
     * @param a     box A at time 0
     * @param moveA A's displacement over the step
     * @param b     box B at time 0
     * @param moveB B's displacement over the step
     * @return the first contact, its normal pointing from A towards B, or null if there is none
     */
    protected abstract @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB);

    /**
     * The half-width of the band around touching within which a contact may or may not be reported;
     * by default {@link Obb3dOverlapContract#DEFAULT_BAND_RELATIVE} of the step's scale (the larger of
     * {@link Oracles3d#scale} at the start and at the end).
     *
     * @param m the motion
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Motion3d m) {
        return Obb3dOverlapContract.DEFAULT_BAND_RELATIVE * Math.max(Oracles3d.scale(m.a(), m.b()),
                Oracles3d.scale(SweepOracles3d.at(m.a(), m.moveA(), 1), SweepOracles3d.at(m.b(), m.moveB(), 1)));
    }

    /**
     * How many cases each property decides; by default a quarter of {@link Property#defaultTries()}
     * (each case runs the oracle's scan and bisections, a few hundred static tests).
     *
     * @return the number of tries
     */
    protected int tries() {
        return Math.max(1, Property.defaultTries() / 4);
    }

    private Property<Motion3d> motions(Gen<Motion3d> gen, String name) {
        return Property.forAll(gen).named(TestNames.of(this)).tries(tries());
    }

    /** The band of the contract: the implementer's, plus the rounding of moving the boxes. */
    private double band(Motion3d m) {
        Obb3d a1 = SweepOracles3d.at(m.a(), m.moveA(), 1);
        Obb3d b1 = SweepOracles3d.at(m.b(), m.moveB(), 1);
        return boundaryBand(m) + Oracles3d.positionRounding(m.a(), m.b()) + Oracles3d.positionRounding(a1, b1);
    }

    private static final double TIME_SLACK = 2 * SweepOracles3d.TIME_TOLERANCE;

    /**
     * Checks one motion against the oracle; returns a label for what happened.
     */
    private String agrees(Motion3d m) {
        Vector3dc ma = m.moveA();
        Vector3dc mb = m.moveB();
        double beta = band(m);
        SweepContact c = firstContact(m.a(), ma, m.b(), mb);
        OptionalDouble near = SweepOracles3d.firstTimeWithin(m.a(), ma, m.b(), mb, beta);
        if (near.isEmpty()) {
            assertThat(c).as("no contact: the oracle never sees the boxes within %s", beta).isNull();
            return "apart";
        }
        OptionalDouble deep = SweepOracles3d.firstTimeWithin(m.a(), ma, m.b(), mb, -beta);
        if (c != null) {
            assertThat(c.time()).as("time in [0, 1]").isBetween(0.0, 1.0);
            assertThat(c.time()).as("time no earlier than the oracle's first within +%s", beta)
                    .isGreaterThanOrEqualTo(near.getAsDouble() - TIME_SLACK);
        }
        if (deep.isEmpty()) {
            return "grazing";
        }
        assertThat(c).as("a contact: the oracle sees the boxes overlap by %s at %s", beta, deep.getAsDouble())
                .isNotNull();
        assertThat(c.time()).as("time no later than the oracle's first overlap deeper than %s", beta)
                .isLessThanOrEqualTo(deep.getAsDouble() + TIME_SLACK);
        return deep.getAsDouble() == 0 ? "overlapping at the start" : "contact";
    }

    /** On every kind of motion, the contact is reported exactly when the oracle finds one, at its time. */
    @Test
    public void agreesWithTheOracleOutsideTheBand() {
        motions(SweepGenerators3d.motion(), "agreesWithTheOracleOutsideTheBand")
                .requireLabel("contact", 0.2)
                .requireLabel("apart", 0.05)
                .check(m -> {
                    Property.label(agrees(m));
                });
    }

    /**
     * Boxes that pass through each other within one step, apart at both of its ends, are caught, at
     * the time the oracle finds.
     */
    @Test
    public void boxesPassingThroughEachOtherWithinAStep_areCaughtAtTheRightTime() {
        motions(SweepGenerators3d.passingThrough(), "boxesPassingThroughEachOtherWithinAStep")
                .requireLabel("apart at both ends", 0.3)
                .check(m -> {
                    String what = agrees(m);
                    boolean apartAtEnds = !Oracles3d.intersects(m.a(), m.b()) && !Oracles3d.intersects(
                            SweepOracles3d.at(m.a(), m.moveA(), 1), SweepOracles3d.at(m.b(), m.moveB(), 1));
                    Property.label(apartAtEnds && what.equals("contact") ? "apart at both ends" : what);
                });
    }

    /** Boxes that do not move relative to each other touch at time 0 or never, as the static oracle says. */
    @Test
    public void boxesStandingStill_touchAtTimeZeroOrNever() {
        motions(SweepGenerators3d.still(), "boxesStandingStill")
                .check(m -> {
                    double beta = band(m);
                    double s = Oracles3d.separation(m.a(), m.b());
                    SweepContact c = firstContact(m.a(), m.moveA(), m.b(), m.moveB());
                    if (s > beta) {
                        Property.label("apart");
                        assertThat(c).as("separation %s", s).isNull();
                    } else if (s < -beta) {
                        Property.label("overlapping");
                        assertThat(c).as("separation %s", s).isNotNull();
                        assertThat(c.time()).isEqualTo(0.0);
                    }
                });
    }

    /**
     * A contact after the start has a unit normal, pointing against B's approach relative to A, and
     * the boxes' projections on it just touch at the contact's time.
     */
    @Test
    public void normalIsUnit_opposesTheApproach_andTheBoxesTouchAcrossIt() {
        motions(SweepGenerators3d.motion(), "normalIsUnit_opposesTheApproach")
                .requireLabel("contact after the start", 0.2)
                .check(m -> {
                    SweepContact c = firstContact(m.a(), m.moveA(), m.b(), m.moveB());
                    Property.assume(c != null && c.time() > 0);
                    Property.label("contact after the start");
                    double nx = c.normalX();
                    double ny = c.normalY();
                    double nz = c.normalZ();
                    assertThat(Math.sqrt(nx * nx + ny * ny + nz * nz)).as("length of the normal")
                            .isCloseTo(1, within(1e-9));
                    double vx = m.moveBx() - m.moveAx();
                    double vy = m.moveBy() - m.moveAy();
                    double vz = m.moveBz() - m.moveAz();
                    double speed = Math.sqrt(vx * vx + vy * vy + vz * vz);
                    assertThat(vx * nx + vy * ny + vz * nz).as("B's approach along the normal")
                            .isLessThanOrEqualTo(1e-12 * speed);
                    Obb3d a = SweepOracles3d.at(m.a(), m.moveA(), c.time());
                    Obb3d b = SweepOracles3d.at(m.b(), m.moveB(), c.time());
                    double[] pa = Oracles3d.corners(a, a.centerX(), a.centerY(), a.centerZ());
                    double[] pb = Oracles3d.corners(b, a.centerX(), a.centerY(), a.centerZ());
                    double maxA = Double.NEGATIVE_INFINITY;
                    double minB = Double.POSITIVE_INFINITY;
                    for (int k = 0; k < pa.length; k += 3) {
                        maxA = Math.max(maxA, pa[k] * nx + pa[k + 1] * ny + pa[k + 2] * nz);
                        minB = Math.min(minB, pb[k] * nx + pb[k + 1] * ny + pb[k + 2] * nz);
                    }
                    double slack = band(m) + TIME_SLACK * speed;
                    assertThat(minB - maxA).as("gap between the boxes along the normal at the contact")
                            .isBetween(-slack, slack);
                });
    }
}
