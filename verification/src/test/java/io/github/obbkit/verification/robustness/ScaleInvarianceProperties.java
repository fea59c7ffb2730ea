package io.github.obbkit.verification.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import org.junit.jupiter.api.Test;

/**
 * Across scales: multiplying every coordinate and extent of a case by a power of two, from
 * {@code 2^-20} (about {@code 1e-6}) to {@code 2^20} (about {@code 1e6}), changes no bit of the
 * relative geometry, so every kernel must give the very same answer at every scale, band or not.
 * Together with the oracle properties (which run boxes from {@code 1e-6} to {@code 1e6} units,
 * up to {@code 1e7} from the origin), this pins the guarantee: the answer does not depend on the
 * units a scene is modelled in.
 */
class ScaleInvarianceProperties {

    /** A case and a power of two to scale it by. */
    record Scaled<T>(T value, int exponent) {
        double factor() {
            return Math.scalb(1.0, exponent);
        }
    }

    private static <T> Gen<Scaled<T>> scaled(Gen<T> gen) {
        return random -> new Scaled<>(gen.next(random), random.nextInt(-20, 21));
    }

    static Obb2d scale(Obb2d b, double s) {
        return Obb2d.fromAxes(b.centerX() * s, b.centerY() * s, b.axisXx(), b.axisXy(), b.axisYx(), b.axisYy(),
                b.halfExtentX() * s, b.halfExtentY() * s);
    }

    static Obb3d scale(Obb3d b, double s) {
        return Obb3d.fromAxes(b.centerX() * s, b.centerY() * s, b.centerZ() * s, b.axisXx(), b.axisXy(), b.axisXz(),
                b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX() * s, b.halfExtentY() * s,
                b.halfExtentZ() * s);
    }

    @Test
    void sat2dAndMtv2d_giveTheSameAnswerAtEveryPowerOfTwoScale() {
        Property.forAll(scaled(Generators2d.pair()))
                .check(c -> {
                    ObbPair2d p = c.value();
                    double s = c.factor();
                    Obb2d a = scale(p.a(), s);
                    Obb2d b = scale(p.b(), s);
                    assertThat(Sat2d.intersects(a, b)).isEqualTo(Sat2d.intersects(p.a(), p.b()));
                    Mtv2d m = Sat2d.mtv(p.a(), p.b());
                    Mtv2d ms = Sat2d.mtv(a, b);
                    assertThat(ms == null).isEqualTo(m == null);
                    if (m != null) {
                        assertThat(ms.axis()).isEqualTo(m.axis());
                        assertThat(ms.depth()).isEqualTo(m.depth() * s);
                    }
                });
    }

    @Test
    void sat3d_givesTheSameAnswerAtEveryPowerOfTwoScale() {
        Property.forAll(scaled(Generators3d.pair()))
                .check(c -> {
                    ObbPair3d p = c.value();
                    double s = c.factor();
                    Obb3d a = scale(p.a(), s);
                    Obb3d b = scale(p.b(), s);
                    assertThat(Sat3d.intersects(a, b)).isEqualTo(Sat3d.intersects(p.a(), p.b()));
                    assertThat(Sat3d.mtv(a, b) == null).isEqualTo(Sat3d.mtv(p.a(), p.b()) == null);
                });
    }

    @Test
    void slabRaycast_hitsTheSameBoxesAtEveryPowerOfTwoScale_withTScaledByNothing() {
        // Scaling the origin and the box but not the direction scales t by the same power of two.
        Property.forAll(scaled(RayGenerators3d.any()))
                .check(c -> {
                    RayCase3d rc = c.value();
                    double s = c.factor();
                    Ray3d r = rc.ray();
                    Ray3d ray = Ray3d.of(r.originX() * s, r.originY() * s, r.originZ() * s, r.directionX(),
                            r.directionY(), r.directionZ());
                    var hit = SlabRaycast.intersect(r, rc.box());
                    var scaledHit = SlabRaycast.intersect(ray, scale(rc.box(), s));
                    assertThat(scaledHit == null).isEqualTo(hit == null);
                    if (hit != null) {
                        assertThat(scaledHit.tMin()).isEqualTo(hit.tMin() * s);
                        assertThat(scaledHit.tMax()).isEqualTo(hit.tMax() * s);
                    }
                });
    }
}
