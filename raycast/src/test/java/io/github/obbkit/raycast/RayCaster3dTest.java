package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** A prepared ray answers exactly as the static kernels do. */
class RayCaster3dTest {

    private static List<Ray3d> rays() {
        List<Ray3d> rays = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            double[] o = {random.nextInt(-6, 7), random.nextInt(-6, 7), random.nextInt(-6, 7)};
            double[] d = new double[3];
            for (int k = 0; k < 3; k++) {
                // Towards the boxes; a third of the components exactly zero, parallel to world slabs.
                d[k] = random.nextInt(3) == 0 ? 0 : random.nextDouble(-3, 3) - o[k];
            }
            if (d[0] == 0 && d[1] == 0 && d[2] == 0) {
                d[0] = 1;
            }
            rays.add(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]));
        }
        return rays;
    }

    private static List<Obb3d> boxes() {
        List<Obb3d> boxes = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 30; i++) {
            Quaterniond q = i % 3 == 0 ? new Quaterniond()
                    : new Quaterniond().rotateXYZ(random.nextDouble(-3, 3), random.nextDouble(-3, 3), random.nextDouble(-3, 3));
            boxes.add(Obb3d.of(random.nextInt(-3, 4), random.nextInt(-3, 4), random.nextInt(-3, 4), q,
                    random.nextInt(0, 3), random.nextInt(0, 3), random.nextInt(0, 3)));
        }
        return boxes;
    }

    @Test
    void everyAnswerIsBitForBitTheStaticKernels() {
        MutableRayHit a = new MutableRayHit();
        MutableRayHit b = new MutableRayHit();
        int hits = 0;
        for (Ray3d ray : rays()) {
            RayCaster3d caster = RayCaster3d.of(ray);
            assertThat(caster.ray()).isSameAs(ray);
            for (Obb3d box : boxes()) {
                Aabb3d aabb = box.aabb();
                assertThat(caster.intersect(box, a)).isEqualTo(SlabRaycast.intersect(ray, box, b));
                assertThat(a.toRayHit()).isEqualTo(b.toRayHit());
                hits += a.isHit() ? 1 : 0;
                assertThat(caster.firstHit(box, a)).isEqualTo(SlabRaycast.firstHit(ray, box, b));
                assertThat(a.toRayHit()).isEqualTo(b.toRayHit());
                assertThat(caster.intersect(box, -1, 2, a)).isEqualTo(SlabRaycast.intersect(ray, box, -1, 2, b));
                assertThat(a.toRayHit()).isEqualTo(b.toRayHit());
                assertThat(caster.intersects(box)).isEqualTo(SlabRaycast.intersects(ray, box));
                assertThat(caster.intersect(aabb, a)).isEqualTo(SlabRaycast.intersect(ray, aabb, b));
                assertThat(a.toRayHit()).isEqualTo(b.toRayHit());
                assertThat(caster.firstHit(aabb, a)).isEqualTo(SlabRaycast.firstHit(ray, aabb, b));
                assertThat(a.toRayHit()).isEqualTo(b.toRayHit());
                assertThat(caster.intersect(aabb, -1, 2, a)).isEqualTo(SlabRaycast.intersect(ray, aabb, -1, 2, b));
                assertThat(a.toRayHit()).isEqualTo(b.toRayHit());
                assertThat(caster.intersects(aabb)).isEqualTo(SlabRaycast.intersects(ray, aabb));
                assertThat(caster.intersects(aabb)).isEqualTo(SlabRaycast.intersect(ray, aabb) != null);
            }
        }
        assertThat(hits).as("the fixture must hit something").isGreaterThan(300);
    }

    @Test
    void validatesTheRangeAndDescribesItself() {
        RayCaster3d caster = RayCaster3d.of(Ray3d.of(0, 0, 0, 1, 0, 0));
        Obb3d box = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1, 1, 1));
        assertThatThrownBy(() -> caster.intersect(box, 1, 0, new MutableRayHit()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must be <= tMax, was tMin=1.0 tMax=0.0");
        assertThatThrownBy(() -> caster.intersect(box.aabb(), Double.NaN, 0, new MutableRayHit()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must not be NaN, was NaN");
        assertThat(caster).hasToString("RayCaster3d.of(Ray3d.of(0.0, 0.0, 0.0, 1.0, 0.0, 0.0))");
    }
}
