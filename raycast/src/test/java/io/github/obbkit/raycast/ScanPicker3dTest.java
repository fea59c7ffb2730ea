package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Picking the nearest of a list of boxes by testing every one. */
class ScanPicker3dTest {
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
        Pick pick = ScanPicker3d.of(List.of(aside, atTarget)).pickNearest(camera().ray(400, 300, VIEWPORT));
        assertThat(pick).isNotNull();
        assertThat(pick.index()).isEqualTo(1);
        // The leftmost pixel looks 37 degrees off the axis: neither box is there.
        assertThat(ScanPicker3d.of(List.of(aside, atTarget)).pickNearest(camera().ray(0.5, 300, VIEWPORT))).isNull();
    }

    // ------------------------------------------------------------------------------------ pickNearest

    private static Obb3d cube(double x, double y, double z) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, 1, 1, 1));
    }

    @Test
    void pickNearest_takesTheSmallestT() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(10, 0, 0), cube(5, 0, 0), cube(5, 5, 0), cube(-5, 0, 0)};
        assertThat(ScanPicker3d.of(boxes).pickNearest(ray)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
        assertThat(ScanPicker3d.of(Arrays.asList(boxes)).pickNearest(ray)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
    }

    @Test
    void pickNearest_breaksTiesBySmallestIndex() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(10, 0, 0), cube(5, 0.5, 0), cube(8, 0, 0), cube(5, -0.5, 0), cube(5, 0.5, 0)};
        assertThat(ScanPicker3d.of(boxes).pickNearest(ray)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
    }

    @Test
    void pickNearest_aBoxAroundTheOriginIsHitAtZeroWithNoFace() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(5, 0, 0), cube(0.5, 0, 0)};
        assertThat(ScanPicker3d.of(boxes).pickNearest(ray)).isEqualTo(Pick.of(1, 0, null));
    }

    @Test
    void pickNearest_nothingHit_isNull_andTheHolderSaysMiss() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThat(ScanPicker3d.of(List.of()).pickNearest(ray)).isNull();
        assertThat(ScanPicker3d.of(new Obb3d[] {cube(-5, 0, 0)}).pickNearest(ray)).isNull();
        MutablePick dest = new MutablePick();
        assertThat(ScanPicker3d.of(new Obb3d[] {cube(5, 0, 0)}).pickNearest(ray, new PickWorkspace(), dest)).isTrue();
        assertThat(dest.toPick()).isEqualTo(Pick.of(0, 4, BoxFace.NEG_X));
        assertThat(ScanPicker3d.of(new Obb3d[] {cube(-5, 0, 0)}).pickNearest(ray, new PickWorkspace(), dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.index()).isEqualTo(-1);
    }

    @Test
    void pickNearest_refusesNullBoxesByIndex() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThatThrownBy(() -> ScanPicker3d.of(Arrays.asList(cube(5, 0, 0), null)).pickNearest(ray))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[1]");
        assertThatThrownBy(() -> ScanPicker3d.of(new Obb3d[] {null}).pickNearest(ray))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[0]");
    }

    // ------------------------------------------------------------------------------------ from a batch

    @Test
    void aBatch_picksAsItsBoxesDo_andIsCopiedWhenThePickerIsMade() {
        SplittableRandom random = new SplittableRandom(8);
        Obb3d[] boxes = new Obb3d[40];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = Obb3d.of(random.nextDouble(-8, 8), random.nextDouble(-8, 8), random.nextDouble(-8, 8),
                    new Quaterniond().rotateXYZ(random.nextDouble(-3, 3), random.nextDouble(-3, 3), 0),
                    random.nextDouble(0.2, 2), random.nextDouble(0.2, 2), random.nextDouble(0.2, 2));
        }
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        ScanPicker3d fromBatch = ScanPicker3d.of(batch);
        ScanPicker3d fromArray = ScanPicker3d.of(boxes);
        assertThat(fromBatch.size()).isEqualTo(40);
        int hits = 0;
        for (int i = 0; i < 500; i++) {
            Ray3d ray = Ray3d.through(random.nextDouble(-20, 20), random.nextDouble(-20, 20), -30,
                    random.nextDouble(-8, 8), random.nextDouble(-8, 8), 0);
            Pick pick = fromArray.pickNearest(ray);
            assertThat(fromBatch.pickNearest(ray)).as("%s", ray).isEqualTo(pick);
            hits += pick == null ? 0 : 1;
        }
        assertThat(hits).isBetween(100, 450);
        // Changing the batch afterwards does not change the picker.
        Ray3d ray = Ray3d.of(0, 0, -30, 0, 0, 1);
        Pick before = fromBatch.pickNearest(ray);
        batch.clear();
        batch.add(cube(0, 0, -20));
        assertThat(fromBatch.pickNearest(ray)).isEqualTo(before);
        assertThat(fromBatch.size()).isEqualTo(40);
        assertThat(fromBatch.box(7)).isEqualTo(boxes[7]);
        assertThat(ScanPicker3d.of(batch).pickNearest(ray)).isEqualTo(Pick.of(0, 9, BoxFace.NEG_Z));
    }

    @Test
    void theBoxesCanBeReadBack_andTheDescriptionIsTheSize() {
        ScanPicker3d picker = ScanPicker3d.of(cube(1, 2, 3), cube(4, 5, 6));
        assertThat(picker.box(1)).isEqualTo(cube(4, 5, 6));
        assertThatThrownBy(() -> picker.box(2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was 2");
        assertThat(picker).hasToString("ScanPicker3d[size=2]");
        assertThat(ScanPicker3d.of(Obb3dBatch.withCapacity(4)).size()).isZero();
    }

    @Test
    void nullArguments_areRefusedByName() {
        ScanPicker3d picker = ScanPicker3d.of(cube(5, 0, 0));
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThatNullPointerException().isThrownBy(() -> ScanPicker3d.of((Obb3dBatch) null)).withMessage("boxes");
        assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(null, new PickWorkspace(),
                new MutablePick())).withMessage("ray");
        assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(ray, null, new MutablePick()))
                .withMessage("workspace");
        assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(ray, new PickWorkspace(), null))
                .withMessage("dest");
    }
}
