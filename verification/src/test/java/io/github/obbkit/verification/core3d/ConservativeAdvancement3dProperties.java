package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Contact3d;
import io.github.obbkit.core3d.ConservativeAdvancement3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sweep3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Motion3d;
import io.github.obbkit.testkit.gen.SweepGenerators3d;
import io.github.obbkit.testkit.oracle.SweepOracles3d;
import java.util.OptionalDouble;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * Conservative advancement never tunnels: whenever a scan of the turning boxes with the static
 * oracle sees them overlap by more than the band, a contact is reported, no later; a reported contact
 * has the boxes within {@code √3} times the tolerance (and the band) of each other; and without spin
 * it is never later than {@link Sweep3d}'s exact time.
 */
class ConservativeAdvancement3dProperties {
    private static final int SAMPLES = 128;

    record Turning(Motion3d m, Vector3d spinA, Vector3d spinB, double tolerance) {
        @Override
        public String toString() {
            return m + ", spinA = " + spinA + ", spinB = " + spinB + ", tolerance = " + tolerance;
        }
    }

    private static Gen<Turning> turning() {
        return random -> {
            Motion3d m = SweepGenerators3d.motion().next(random);
            double scale = Oracles3d.scale(m.a(), m.b());
            double[] spins = new double[6];
            for (int k = 0; k < 6; k++) {
                spins[k] = random.nextInt(4) == 0 ? 0 : 6 * (random.nextDouble() - 0.5);
            }
            double tolerance = (scale > 0 ? scale : 1) * Math.pow(10, -6 + 4 * random.nextDouble());
            return new Turning(m, new Vector3d(spins[0], spins[1], spins[2]), new Vector3d(spins[3], spins[4], spins[5]),
                    tolerance);
        };
    }

    private static double band(Turning c) {
        Motion3d m = c.m();
        return 2 * Sweep3d.boundaryBand(m.a(), m.moveA(), m.b(), m.moveB()) + Oracles3d.positionRounding(m.a(), m.b())
                + 1e-9 * Oracles3d.scale(m.a(), m.b());
    }

    @Test
    void neverTunnels_andAReportedContactIsWithinTheTolerance() {
        java.util.concurrent.atomic.AtomicInteger farther = new java.util.concurrent.atomic.AtomicInteger();
        Property.Report report = Property.forAll(turning())
                .tries(Property.defaultTries() / 5)
                .requireLabel("overlap seen", 0.2)
                .check(c -> {
                    Motion3d m = c.m();
                    double beta = band(c);
                    Contact3d contact = ConservativeAdvancement3d.firstContact(m.a(), m.moveA(), c.spinA(), m.b(),
                            m.moveB(), c.spinB(), c.tolerance());
                    OptionalDouble deep = SweepOracles3d.firstSampleWithin(m.a(), m.moveA(), c.spinA(), m.b(),
                            m.moveB(), c.spinB(), -beta, SAMPLES);
                    if (deep.isPresent()) {
                        Property.label("overlap seen");
                        assertThat(contact).as("a contact: the boxes overlap at %s", deep.getAsDouble()).isNotNull();
                        assertThat(contact.time()).as("no later than the overlap the scan saw")
                                .isLessThanOrEqualTo(deep.getAsDouble());
                    }
                    if (contact != null) {
                        Property.label("contact");
                        double tolerance = Math.max(c.tolerance(), ConservativeAdvancement3d.MIN_TOLERANCE_RELATIVE
                                / Sweep3d.BAND_RELATIVE * Sweep3d.boundaryBand(m.a(), m.moveA(), m.b(), m.moveB()));
                        Obb3d a = SweepOracles3d.at(m.a(), m.moveA(), c.spinA(), contact.time());
                        Obb3d b = SweepOracles3d.at(m.b(), m.moveB(), c.spinB(), contact.time());
                        if (Oracles3d.separation(a, b) > Math.sqrt(3) * tolerance + beta) {
                            // The documented exception: the search stopped at MAX_ITERATIONS and reports
                            // the time it reached, still no later than the contact (checked above).
                            farther.incrementAndGet();
                        }
                    }
                });
        assertThat(farther.get()).as("contacts reported farther apart than the tolerance (the iteration cap)")
                .isLessThanOrEqualTo(report.tries() / 100);
    }

    @Test
    void withoutSpin_isNeverLaterThanTheExactSweep() {
        Vector3d none = new Vector3d();
        Property.forAll(turning())
                .tries(Property.defaultTries() / 5)
                .requireLabel("sweep contact", 0.3)
                .check(c -> {
                    Motion3d m = c.m();
                    Contact3d exact = Sweep3d.firstContact(m.a(), m.moveA(), m.b(), m.moveB());
                    Contact3d advanced = ConservativeAdvancement3d.firstContact(m.a(), m.moveA(), none, m.b(),
                            m.moveB(), none, c.tolerance());
                    if (exact != null) {
                        Property.label("sweep contact");
                        assertThat(advanced).as("a contact where the sweep finds one at %s", exact.time()).isNotNull();
                        double speed = m.moveB().sub(m.moveA()).length();
                        double slack = speed == 0 ? 0 : band(c) / speed;
                        assertThat(advanced.time()).as("no later than the sweep's %s", exact.time())
                                .isLessThanOrEqualTo(exact.time() + slack);
                    }
                });
    }
}
