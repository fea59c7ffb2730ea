package io.github.obbkit.verification.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.MutableContact2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.contract.Mtv2dContract;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.property.Property;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * obbkit's MTV into a caller's holder ({@code Sat2d.mtv(a, b, dest)}, which allocates nothing)
 * through the same contract suite as the value form, and both holder forms equal to their value
 * forms bit for bit, on one holder reused across the cases as a frame loop reuses it.
 */
class Mtv2dHolderProperties extends Mtv2dContract {
    private final MutableContact2d held = new MutableContact2d();

    @Override
    protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
        if (!Sat2d.mtv(a, b, held)) {
            assertThat(held.hasContact()).as("holder after a miss").isFalse();
            return null;
        }
        Mtv2d m = held.toMtv();
        assertThat(m).isNotNull();
        return new Push2d(m.normalX(), m.normalY(), m.depth());
    }

    @Test
    void holderForms_equalValueForms_bitForBit() {
        MutableContact2d dest = new MutableContact2d();
        Property.forAll(Generators2d.pair())
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    Mtv2d value = Sat2d.mtv(p.a(), p.b());
                    assertThat(Sat2d.mtv(p.a(), p.b(), dest)).isEqualTo(value != null);
                    assertThat(dest.toMtv()).as("mtv").isEqualTo(value);
                    assertThat(Double.doubleToLongBits(dest.time()))
                            .isEqualTo(Double.doubleToLongBits(value == null ? Double.NaN : 0.0));
                    Mtv2d clear = Sat2d.separatingMtv(p.a(), p.b());
                    assertThat(Sat2d.separatingMtv(p.a(), p.b(), dest)).isEqualTo(clear != null);
                    assertThat(dest.toMtv()).as("separatingMtv").isEqualTo(clear);
                });
    }
}
