package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import org.junit.jupiter.api.Test;

/**
 * The forms that answer only hit-or-miss ({@code intersects}) give exactly the answer of the forms
 * that compute the chord, with no band: the documentation promises "the same answer", so this holds
 * inside the band too, on every generated case and on exact touches. And a {@link RayCaster3d} gives
 * the static kernels' answers bit for bit, holder and all, on the same cases.
 */
class HitOrMissProperties {

    /** The generated cases, plus exact touches and the same rays moved off them. */
    private static Gen<RayCase3d> cases() {
        Gen<RayCase3d> touches = random -> {
            var touch = RayGenerators3d.touches().next(random);
            return random.nextBoolean() || touch.missing() == null ? touch.touching()
                    : new RayCase3d(touch.missing(), touch.box(), touch.family() + "Missed");
        };
        return Gen.frequency(new double[] {3, 1}, RayGenerators3d.any(), touches);
    }

    @Test
    void intersects_isExactlyWhetherTheChordExists_in3d() {
        Property.Report report = Property.forAll(cases())
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.2)
                .check(c -> {
                    Ray3d ray = c.ray();
                    Obb3d box = c.box();
                    Aabb3d aabb = box.aabb();
                    RayCaster3d caster = RayCaster3d.of(ray);
                    boolean hit = SlabRaycast.intersect(ray, box) != null;
                    Property.label(hit ? "hit" : "miss");
                    assertThat(SlabRaycast.intersects(ray, box)).as("oriented").isEqualTo(hit);
                    assertThat(caster.intersects(box)).as("oriented, caster").isEqualTo(hit);
                    assertThat(SlabRaycast.firstHit(ray, box) != null).as("oriented, first hit").isEqualTo(hit);
                    boolean aabbHit = SlabRaycast.intersect(ray, aabb) != null;
                    assertThat(SlabRaycast.intersects(ray, aabb)).as("axis-aligned").isEqualTo(aabbHit);
                    assertThat(caster.intersects(aabb)).as("axis-aligned, caster").isEqualTo(aabbHit);
                    assertThat(SlabRaycast.firstHit(ray, aabb) != null).as("axis-aligned, first hit").isEqualTo(aabbHit);
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void intersects_isExactlyWhetherTheChordExists_in2d() {
        Property.Report report = Property.forAll(SlabRaycast2dProperties.cases())
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.1)
                .check(c -> {
                    boolean hit = SlabRaycast.intersect(c.ray(), c.box()) != null;
                    Property.label(hit ? "hit" : "miss");
                    assertThat(SlabRaycast.intersects(c.ray(), c.box())).as("oriented").isEqualTo(hit);
                    assertThat(SlabRaycast.firstHit(c.ray(), c.box()) != null).as("oriented, first hit").isEqualTo(hit);
                    Aabb2d aabb = c.box().aabb();
                    boolean aabbHit = SlabRaycast.intersect(c.ray(), aabb) != null;
                    assertThat(SlabRaycast.intersects(c.ray(), aabb)).as("axis-aligned").isEqualTo(aabbHit);
                    assertThat(SlabRaycast.firstHit(c.ray(), aabb) != null).as("axis-aligned, first hit")
                            .isEqualTo(aabbHit);
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void caster_answersBitForBitAsTheStaticKernels() {
        MutableRayHit a = new MutableRayHit();
        MutableRayHit b = new MutableRayHit();
        Property.Report report = Property.forAll(cases())
                .requireLabel("hit", 0.2)
                .check(c -> {
                    Ray3d ray = c.ray();
                    RayCaster3d caster = RayCaster3d.of(ray);
                    Obb3d box = c.box();
                    Aabb3d aabb = box.aabb();
                    Property.label(SlabRaycast.intersect(ray, box) != null ? "hit" : "miss");
                    same(caster.intersect(box, a), a, SlabRaycast.intersect(ray, box, b), b, "oriented chord");
                    same(caster.firstHit(box, a), a, SlabRaycast.firstHit(ray, box, b), b, "oriented first hit");
                    same(caster.intersect(box, -2, 3, a), a, SlabRaycast.intersect(ray, box, -2, 3, b), b, "oriented range");
                    same(caster.intersect(aabb, a), a, SlabRaycast.intersect(ray, aabb, b), b, "axis-aligned chord");
                    same(caster.firstHit(aabb, a), a, SlabRaycast.firstHit(ray, aabb, b), b, "axis-aligned first hit");
                    same(caster.intersect(aabb, -2, 3, a), a, SlabRaycast.intersect(ray, aabb, -2, 3, b), b,
                            "axis-aligned range");
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    /** Same return, same holder, bit for bit (the raw fields, which could carry a -0.0). */
    private static void same(boolean mine, MutableRayHit a, boolean theirs, MutableRayHit b, String what) {
        assertThat(mine).as(what).isEqualTo(theirs);
        RayHit hit = a.toRayHit();
        assertThat(hit).as(what).isEqualTo(b.toRayHit());
        assertThat(Double.doubleToRawLongBits(a.tMin())).as(what + ", tMin bits").isEqualTo(Double.doubleToRawLongBits(b.tMin()));
        assertThat(Double.doubleToRawLongBits(a.tMax())).as(what + ", tMax bits").isEqualTo(Double.doubleToRawLongBits(b.tMax()));
    }
}
