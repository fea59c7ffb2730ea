package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.Arrays;
import java.util.List;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Picking from a list. */
class PickingTest {
    private static final int[] VIEWPORT = {0, 0, 800, 600};
    private static final Vector3d EYE = new Vector3d(1, 2, 3);
    private static final Vector3d TARGET = new Vector3d(4, 6, -9);

    private static Unprojector camera() {
        return Unprojector.of(new Matrix4d().perspective(Math.toRadians(60), 800.0 / 600.0, 0.1, 100)
                .lookAt(EYE, TARGET, new Vector3d(0, 1, 0)), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
    }

    @Test
    void theCentrePixelPicksTheBoxAtTheTarget() {
        Obb3d atTarget = Obb3d.fromAabb(Aabb3d.fromCenter(TARGET.x, TARGET.y, TARGET.z, 0.5, 0.5, 0.5));
        Obb3d aside = Obb3d.fromAabb(Aabb3d.fromCenter(TARGET.x + 5, TARGET.y, TARGET.z, 0.5, 0.5, 0.5));
        Pick pick = Picking.pickNearest(camera().ray(400, 300, VIEWPORT), List.of(aside, atTarget));
        assertThat(pick).isNotNull();
        assertThat(pick.index()).isEqualTo(1);
        // The leftmost pixel looks 37 degrees off the axis: neither box is there.
        assertThat(Picking.pickNearest(camera().ray(0.5, 300, VIEWPORT), List.of(aside, atTarget))).isNull();
    }

    // ------------------------------------------------------------------------------------ pickNearest

    private static Obb3d cube(double x, double y, double z) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, 1, 1, 1));
    }

    @Test
    void pickNearest_takesTheSmallestT() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(10, 0, 0), cube(5, 0, 0), cube(5, 5, 0), cube(-5, 0, 0)};
        assertThat(Picking.pickNearest(ray, boxes)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
        assertThat(Picking.pickNearest(ray, Arrays.asList(boxes))).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
    }

    @Test
    void pickNearest_breaksTiesBySmallestIndex() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(10, 0, 0), cube(5, 0.5, 0), cube(8, 0, 0), cube(5, -0.5, 0), cube(5, 0.5, 0)};
        assertThat(Picking.pickNearest(ray, boxes)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
    }

    @Test
    void pickNearest_aBoxAroundTheOriginIsHitAtZeroWithNoFace() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(5, 0, 0), cube(0.5, 0, 0)};
        assertThat(Picking.pickNearest(ray, boxes)).isEqualTo(Pick.of(1, 0, null));
    }

    @Test
    void pickNearest_nothingHit_isNull_andTheHolderSaysMiss() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThat(Picking.pickNearest(ray, List.of())).isNull();
        assertThat(Picking.pickNearest(ray, new Obb3d[] {cube(-5, 0, 0)})).isNull();
        MutablePick dest = new MutablePick();
        assertThat(Picking.pickNearest(ray, new Obb3d[] {cube(5, 0, 0)}, dest)).isTrue();
        assertThat(dest.toPick()).isEqualTo(Pick.of(0, 4, BoxFace.NEG_X));
        assertThat(Picking.pickNearest(ray, new Obb3d[] {cube(-5, 0, 0)}, dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.index()).isEqualTo(-1);
    }

    @Test
    void pickNearest_refusesNullBoxesByIndex() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThatThrownBy(() -> Picking.pickNearest(ray, Arrays.asList(cube(5, 0, 0), null)))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[1]");
        assertThatThrownBy(() -> Picking.pickNearest(ray, new Obb3d[] {null}))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[0]");
    }
}
