package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.contract.Mtv3dContract;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import io.github.obbkit.testkit.oracle.Push3d;
import io.github.obbkit.testkit.property.Property;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * obbkit's MTV into a caller's holder ({@code Sat3d.mtv(a, b, dest)}, which allocates nothing)
 * through the same contract suite as the value form, and both holder forms equal to their value
 * forms bit for bit, on one holder reused across the cases as a frame loop reuses it.
 */
class Mtv3dHolderProperties extends Mtv3dContract {
    private final MutableContact3d held = new MutableContact3d();

    @Override
    protected @Nullable Push3d mtv(Obb3d a, Obb3d b) {
        if (!Sat3d.mtv(a, b, held)) {
            assertThat(held.hasContact()).as("holder after a miss").isFalse();
            return null;
        }
        Mtv3d m = held.toMtv();
        assertThat(m).isNotNull();
        return new Push3d(m.normalX(), m.normalY(), m.normalZ(), m.depth());
    }

    @Override
    protected double boundaryBand(Obb3d a, Obb3d b) {
        return Sat3d.boundaryBand(a, b);
    }

    @Test
    void holderForms_equalValueForms_bitForBit() {
        MutableContact3d dest = new MutableContact3d();
        Property.forAll(Generators3d.pair())
                .shrinkWith(Shrinkers3d.pair())
                .check(p -> {
                    Mtv3d value = Sat3d.mtv(p.a(), p.b());
                    assertThat(Sat3d.mtv(p.a(), p.b(), dest)).isEqualTo(value != null);
                    assertThat(dest.toMtv()).as("mtv").isEqualTo(value);
                    assertThat(Double.doubleToLongBits(dest.time()))
                            .isEqualTo(Double.doubleToLongBits(value == null ? Double.NaN : 0.0));
                    Mtv3d clear = Sat3d.separatingMtv(p.a(), p.b());
                    assertThat(Sat3d.separatingMtv(p.a(), p.b(), dest)).isEqualTo(clear != null);
                    assertThat(dest.toMtv()).as("separatingMtv").isEqualTo(clear);
                });
    }
}
