package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.contract.Mtv3dContract;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.oracle.Push3d;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** obbkit's 3D MTV through the contract suite, with obbkit's band, plus its consistency with the SAT. */
class Mtv3dProperties extends Mtv3dContract {
    @Override
    protected @Nullable Push3d mtv(Obb3d a, Obb3d b) {
        Mtv3d m = Sat3d.mtv(a, b);
        return m == null ? null : new Push3d(m.normalX(), m.normalY(), m.normalZ(), m.depth());
    }

    @Override
    protected double boundaryBand(Obb3d a, Obb3d b) {
        return Sat3d.boundaryBand(a, b);
    }

    @Test
    void penetrationIsNullExactlyWhenIntersectsIsFalse_evenInsideTheBand() {
        Property.forAll(Generators3d.pair())
                .shrinkWith(Shrinkers3d.pair())
                .check(p -> {
                    Property.label(p.family());
                    assertThat(Sat3d.mtv(p.a(), p.b()) == null)
                            .isEqualTo(!Sat3d.intersects(p.a(), p.b()));
                });
    }
}
