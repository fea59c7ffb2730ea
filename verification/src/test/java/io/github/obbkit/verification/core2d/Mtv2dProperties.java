package io.github.obbkit.verification.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.contract.Mtv2dContract;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * obbkit's MTV through the contract suite as a user would run it, at the contract's default band (no
 * override), plus its consistency with the SAT.
 */
class Mtv2dProperties extends Mtv2dContract {
    @Override
    protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
        Mtv2d m = Sat2d.mtv(a, b);
        return m == null ? null : new Push2d(m.normalX(), m.normalY(), m.depth());
    }

    @Test
    void mtvIsNullExactlyWhenIntersectsIsFalse_evenInsideTheBand() {
        Property.forAll(Generators2d.pair())
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> assertThat(Sat2d.mtv(p.a(), p.b()) == null)
                        .isEqualTo(!Sat2d.intersects(p.a(), p.b())));
    }
}
