package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The two pickers behind one interface: the same boxes, however given, give the same picks through
 * either picker and either form of the query, and the same refusals.
 */
class Picker3dTest {

    private static Obb3d[] scene(SplittableRandom random, int n) {
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            boxes[i] = Obb3d.of(random.nextDouble(-30, 30), random.nextDouble(-30, 30), random.nextDouble(-30, 30),
                    new Quaterniond().rotateXYZ(random.nextDouble(-3, 3), random.nextDouble(-3, 3),
                            random.nextDouble(-3, 3)),
                    random.nextDouble(0.1, 3), random.nextDouble(0.1, 3), random.nextDouble(0, 3));
            if (i > 0 && random.nextInt(8) == 0) {
                boxes[i] = boxes[random.nextInt(i)];       // duplicates: ties the smaller index wins
            }
        }
        return boxes;
    }

    @Test
    void everyPicker_answersEveryRayAlike_throughBothForms() {
        SplittableRandom random = new SplittableRandom(31);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick dest = new MutablePick();
        int hits = 0;
        int picks = 0;
        for (int n : new int[] {0, 1, 2, 7, 60, 400}) {
            Obb3d[] boxes = scene(random, n);
            Obb3dBatch batch = Obb3dBatch.of(boxes);
            List<Picker3d> pickers = List.of(ScanPicker3d.of(boxes), ScanPicker3d.of(List.of(boxes)),
                    ScanPicker3d.of(batch), Bvh3d.build(boxes), Bvh3d.build(List.of(boxes)), Bvh3d.build(batch));
            for (Picker3d picker : pickers) {
                assertThat(picker.size()).as("%s", picker).isEqualTo(n);
            }
            for (int i = 0; i < 300; i++) {
                Obb3d target = n > 0 ? boxes[random.nextInt(n)] : null;
                Ray3d ray = target != null && random.nextBoolean()
                        ? Ray3d.through(random.nextDouble(-40, 40), random.nextDouble(-40, 40), -50,
                                target.centerX(), target.centerY(), target.centerZ())
                        : Ray3d.of(random.nextDouble(-30, 30), random.nextDouble(-30, 30), random.nextDouble(-30, 30),
                                random.nextDouble(-1, 1), random.nextDouble(-1, 1), 0.5);
                Pick expected = pickers.get(0).pickNearest(ray);
                for (Picker3d picker : pickers) {
                    assertThat(picker.pickNearest(ray)).as("%s by %s", ray, picker).isEqualTo(expected);
                    assertThat(picker.pickNearest(ray, workspace, dest)).isEqualTo(expected != null);
                    assertThat(dest.toPick()).as("%s by %s into a holder", ray, picker).isEqualTo(expected);
                }
                hits += expected == null ? 0 : 1;
                picks++;
            }
        }
        assertThat(hits).as("hits among %s picks", picks).isBetween(picks / 4, picks - picks / 4);
    }

    @Test
    void everyPicker_refusesNullArgumentsByName_evenWithNoBoxes() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        for (Picker3d picker : List.of(ScanPicker3d.of(new Obb3d[0]), Bvh3d.build(new Obb3d[0]),
                Bvh3d.build(scene(new SplittableRandom(2), 9)))) {
            assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(null)).withMessage("ray");
            assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(null, new PickWorkspace(),
                    new MutablePick())).withMessage("ray");
            assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(ray, null, new MutablePick()))
                    .withMessage("workspace");
            assertThatNullPointerException().isThrownBy(() -> picker.pickNearest(ray, new PickWorkspace(), null))
                    .withMessage("dest");
        }
    }
}
