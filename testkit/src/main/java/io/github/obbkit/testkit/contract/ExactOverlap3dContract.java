package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import io.github.obbkit.testkit.gen.ExactCases3d;
import io.github.obbkit.testkit.oracle.ExactOracles3d;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 3D box-box overlap test that claims to be exact: band zero. Extend it and
 * implement {@link #intersects(Obb3d, Obb3d)}; every case of {@link ExactCases3d#pair()} (exact
 * touches, edges tilted by {@code 1e-12} rad, pairs inside a fast kernel's band, zero extents, huge
 * and tiny magnitudes) must get the answer of {@link ExactOracles3d#intersects}, the exact rational
 * answer for the boxes the stored doubles define (parallelepipeds of their stored axes).
 *
 * <pre>{@code
 * class MyExactOverlapTest extends ExactOverlap3dContract {
 *     @Override
 *     protected boolean intersects(Obb3d a, Obb3d b) {
 *         return Sat3d.intersectsExact(a, b);
 *     }
 * }
 * }</pre>
 */
public abstract class ExactOverlap3dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected ExactOverlap3dContract() {
    }

    /**
     * The implementation under test.
     *
     * @param a one box
     * @param b the other box
     * @return whether they share a point, exactly
     */
    protected abstract boolean intersects(Obb3d a, Obb3d b);

    /**
     * How many cases each property checks; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /** Equals the exact oracle on every case, in both orders: no band. */
    @Test
    public void agreesWithTheExactOracle_onEveryCase() {
        Property.forAll(ExactCases3d.pair())
                .named(TestNames.of(this))
                .tries(tries())
                .shrinkWith(Shrinkers3d.pair())
                .requireLabel("separated", 0.15)
                .requireLabel("intersecting", 0.15)
                .requireLabel("mixture", 0.1)
                .requireLabel("integerTouching", 0.05)
                .requireLabel("tilted", 0.05)
                .requireLabel("fastBand", 0.05)
                .requireLabel("zeroExtent", 0.05)
                .requireLabel("scaled", 0.05)
                .check(p -> check(p));
    }

    private void check(ObbPair3d p) {
        Property.label(p.family());
        boolean exact = ExactOracles3d.intersects(p.a(), p.b());
        Property.label(exact ? "intersecting" : "separated");
        assertThat(intersects(p.a(), p.b())).as("intersects(a, b), exact oracle %s", exact).isEqualTo(exact);
        assertThat(intersects(p.b(), p.a())).as("intersects(b, a), exact oracle %s", exact).isEqualTo(exact);
    }
}
