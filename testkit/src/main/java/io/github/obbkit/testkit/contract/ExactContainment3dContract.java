package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.ExactCases3d;
import io.github.obbkit.testkit.oracle.ExactOracles3d;
import org.junit.jupiter.api.Test;

/**
 * The contract of a point-in-box test that claims to be exact: band zero. Extend it and implement
 * {@link #contains(Obb3d, double, double, double)}; every case of {@link ExactCases3d#pointCase()}
 * (corners, edges' and faces' middles of every kind of box, exactly or a unit, {@code 2^-30} or a
 * hair off) must get the answer of {@link ExactOracles3d#contains}.
 */
public abstract class ExactContainment3dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected ExactContainment3dContract() {
    }

    /**
     * The implementation under test.
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @param z   the point's z
     * @return whether the closed box holds the point, exactly
     */
    protected abstract boolean contains(Obb3d box, double x, double y, double z);

    /**
     * How many cases each property checks; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /** Equals the exact oracle on every case: no band. */
    @Test
    public void agreesWithTheExactOracle_onEveryPoint() {
        Property.forAll(ExactCases3d.pointCase())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("inside", 0.15)
                .requireLabel("outside", 0.15)
                .requireLabel("scaled", 0.05)
                .requireLabel("zeroExtent", 0.05)
                .check(p -> check(p));
    }

    private void check(ObbPair3d p) {
        Property.label(p.family());
        Obb3d box = p.a();
        double x = p.b().centerX();
        double y = p.b().centerY();
        double z = p.b().centerZ();
        boolean exact = ExactOracles3d.contains(box, x, y, z);
        Property.label(exact ? "inside" : "outside");
        assertThat(contains(box, x, y, z)).as("contains %s, %s, %s: exact oracle %s", x, y, z, exact).isEqualTo(exact);
    }
}
