package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.AabbTransformContract;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import org.joml.Matrix4dc;
import org.junit.jupiter.api.Test;

/** obbkit's absolute-value AABB transform through the contract suite, plus the bounds of an oriented box. */
class AabbTransformProperties extends AabbTransformContract {
    private static final Gen<Obb3d> BOXES = Gen.oneOf(Generators3d.obb(), Generators3d.obb(1e6), Generators3d.obb(0));

    @Override
    protected Aabb3d transform(Matrix4dc transform, Aabb3d box) {
        return AabbTransform.transform(transform, box);
    }

    private static double size(Obb3d box) {
        return Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())), Math.abs(box.centerZ()))
                + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
    }

    @Test
    void obbAabbEqualsTheMinMaxOfTheCorners_andContainsEveryCorner() {
        Property.forAll(BOXES)
                .shrinkWith(Shrinkers3d.obb())
                .check(box -> {
                    Aabb3d fast = box.aabb();
                    Aabb3d slow = Oracles3d.aabbOfCorners(box);
                    double tolerance = 1e-14 * size(box);
                    assertThat(fast.isCloseTo(slow, tolerance)).as("%s vs corners %s", fast, slow).isTrue();
                    double[] c = Oracles3d.corners(box, 0, 0, 0);
                    for (int i = 0; i < 8; i++) {
                        assertThat(c[3 * i]).isBetween(fast.minX() - tolerance, fast.maxX() + tolerance);
                        assertThat(c[3 * i + 1]).isBetween(fast.minY() - tolerance, fast.maxY() + tolerance);
                        assertThat(c[3 * i + 2]).isBetween(fast.minZ() - tolerance, fast.maxZ() + tolerance);
                    }
                    double[] own = box.corners(new double[24]);
                    for (int i = 0; i < 24; i++) {
                        assertThat(own[i]).as("Obb3d.corners element %d", i).isCloseTo(c[i],
                                org.assertj.core.api.Assertions.within(tolerance));
                    }
                });
    }
}
