package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.ExactCases2d;
import io.github.obbkit.testkit.oracle.ExactOracles2d;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 2D point-in-box test that claims to be exact: band zero. Extend it and implement
 * {@link #contains(Obb2d, double, double)}; every case of {@link ExactCases2d#pointCase()} must get
 * the answer of {@link ExactOracles2d#contains}.
 */
public abstract class ExactContainment2dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected ExactContainment2dContract() {
    }

    /**
     * The implementation under test.
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @return whether the closed box holds the point, exactly
     */
    protected abstract boolean contains(Obb2d box, double x, double y);

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
        Property.forAll(ExactCases2d.pointCase())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("inside", 0.15)
                .requireLabel("outside", 0.15)
                .requireLabel("scaled", 0.05)
                .requireLabel("zeroExtent", 0.05)
                .check(p -> check(p));
    }

    private void check(ObbPair2d p) {
        Property.label(p.family());
        Obb2d box = p.a();
        double x = p.b().centerX();
        double y = p.b().centerY();
        boolean exact = ExactOracles2d.contains(box, x, y);
        Property.label(exact ? "inside" : "outside");
        assertThat(contains(box, x, y)).as("contains %s, %s: exact oracle %s", x, y, exact).isEqualTo(exact);
    }
}
