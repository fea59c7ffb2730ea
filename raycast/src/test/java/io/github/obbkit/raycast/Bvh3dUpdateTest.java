package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Bvh3d#update} against two independent answers: the refit of the whole list with the same
 * boxes moved (another code path to the same tree, so the same quality), and the linear scan of the
 * moved boxes, pick for pick, on both node tests of the wide tree.
 */
class Bvh3dUpdateTest {

    @Test
    void update_isTheRefitOfTheMovedList_andPicksWhatTheScanPicks() {
        SplittableRandom random = new SplittableRandom(2026);
        int checked = 0;
        int hits = 0;
        for (int scene = 0; scene < 12; scene++) {
            List<Obb3d> boxes = Bvh3dWideTest.scene(random, 1 + random.nextInt(400), scene % 3 == 0 ? 1e4 : 0);
            Bvh3d updated = Bvh3d.build(boxes);
            Bvh3d refitted = Bvh3d.build(boxes);
            List<Obb3d> moved = new ArrayList<>(boxes);
            for (int step = 0; step < 3; step++) {
                int count = 1 + random.nextInt(Math.max(1, moved.size() / 3));
                int[] indices = new int[count];
                Obb3d[] to = new Obb3d[count];
                List<Obb3d> pool = Bvh3dWideTest.scene(random, count, scene % 3 == 0 ? 1e4 : 0);
                for (int k = 0; k < count; k++) {
                    // Some indices repeat: the last box given for an index is the one that stays.
                    indices[k] = k > 0 && random.nextInt(5) == 0 ? indices[random.nextInt(k)]
                            : random.nextInt(moved.size());
                    to[k] = pool.get(k);
                    moved.set(indices[k], to[k]);
                }
                updated.update(indices, to);
                refitted.refit(moved);
                assertThat(updated.quality()).as("scene %d step %d", scene, step).isEqualTo(refitted.quality());
                for (int i = 0; i < moved.size(); i++) {
                    assertThat(updated.box(i)).as("box %d", i).isEqualTo(moved.get(i));
                }
                ScanPicker3d scan = ScanPicker3d.of(moved);
                PickWorkspace workspace = new PickWorkspace();
                MutablePick holder = new MutablePick();
                for (Ray3d ray : Bvh3dWideTest.rays(random, moved, 40)) {
                    Pick expected = scan.pickNearest(ray);
                    hits += expected == null ? 0 : 1;
                    for (boolean vector : Bvh3dWide.USABLE ? new boolean[] {true, false} : new boolean[] {false}) {
                        updated.pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace,
                                holder, vector);
                        assertThat(holder.toPick()).as("%s path, %s", vector ? "vector" : "scalar", ray)
                                .isEqualTo(expected);
                        checked++;
                    }
                }
            }
        }
        assertThat(hits).as("hits among %s", checked).isBetween(checked / 10, checked - checked / 10);
    }

    @Test
    void movingEveryBoxBack_restoresTheBuiltCost() {
        SplittableRandom random = new SplittableRandom(7);
        List<Obb3d> boxes = Bvh3dWideTest.scene(random, 300, 0);
        Bvh3d bvh = Bvh3d.build(boxes);
        Bvh3dQuality built = bvh.quality();
        assertThat(built.degradation()).isEqualTo(1);
        int[] all = new int[boxes.size()];
        Obb3d[] scattered = new Obb3d[boxes.size()];
        List<Obb3d> far = Bvh3dWideTest.scene(random, boxes.size(), 500);
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
            // Half the boxes far away: the tree no longer groups neighbours.
            scattered[i] = i % 2 == 0 ? far.get(i) : boxes.get(i);
        }
        bvh.update(all, scattered);
        assertThat(bvh.quality().builtSahCost()).isEqualTo(built.builtSahCost());
        assertThat(bvh.quality().degradation()).isGreaterThan(Bvh3dQuality.REBUILD_DEGRADATION);
        assertThat(bvh.quality().needsRebuild()).isTrue();
        bvh.update(all, boxes.toArray(new Obb3d[0]));
        assertThat(bvh.quality()).isEqualTo(built);
    }
}
