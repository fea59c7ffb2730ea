package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Bvh3d}'s pick over an array of rays against the linear scan, ray by ray: index, {@code t}
 * (+Infinity for a miss) and face, the count it returns, the slots outside the range untouched; and
 * every array that is too short refused by name.
 */
class Bvh3dRayArrayTest {

    @Test
    void everyRayInTheRange_getsTheScansPick_andTheCountIsTheHits() {
        SplittableRandom random = new SplittableRandom(31);
        for (int scene = 0; scene < 6; scene++) {
            List<Obb3d> boxes = Bvh3dWideTest.scene(random, 1 + random.nextInt(300), scene * 100.0);
            Bvh3d bvh = Bvh3d.build(boxes);
            ScanPicker3d scan = ScanPicker3d.of(boxes);
            Ray3d[] rays = Bvh3dWideTest.rays(random, boxes, 50).toArray(new Ray3d[0]);
            int from = random.nextInt(5);
            int count = 40 + random.nextInt(6);
            int[] indices = new int[rays.length];
            double[] ts = new double[rays.length];
            BoxFace[] faces = new BoxFace[rays.length];
            Arrays.fill(indices, 77);
            Arrays.fill(ts, -7);
            Arrays.fill(faces, BoxFace.NEG_X);
            int hits = bvh.pickNearest(rays, from, count, new PickWorkspace(), indices, ts, faces);
            int expectedHits = 0;
            for (int k = 0; k < rays.length; k++) {
                if (k < from || k >= from + count) {
                    assertThat(indices[k]).as("ray %d, outside the range", k).isEqualTo(77);
                    assertThat(ts[k]).isEqualTo(-7);
                    assertThat(faces[k]).isEqualTo(BoxFace.NEG_X);
                    continue;
                }
                Pick expected = scan.pickNearest(rays[k]);
                if (expected == null) {
                    assertThat(indices[k]).as("ray %d, %s", k, rays[k]).isEqualTo(-1);
                    assertThat(ts[k]).isEqualTo(Double.POSITIVE_INFINITY);
                    assertThat(faces[k]).isNull();
                } else {
                    expectedHits++;
                    assertThat(indices[k]).as("ray %d, %s", k, rays[k]).isEqualTo(expected.index());
                    assertThat(ts[k]).isEqualTo(expected.t());
                    assertThat(faces[k]).isEqualTo(expected.face());
                }
            }
            assertThat(hits).as("scene %d", scene).isEqualTo(expectedHits);
            assertThat(expectedHits).as("scene %d has hits and misses", scene).isBetween(1, count - 1);
        }
    }

    @Test
    void shortArrays_areRefusedByName() {
        List<Obb3d> boxes = Bvh3dWideTest.scene(new SplittableRandom(5), 20, 0);
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d[] rays = Bvh3dWideTest.rays(new SplittableRandom(6), boxes, 8).toArray(new Ray3d[0]);
        PickWorkspace w = new PickWorkspace();
        assertThatThrownBy(() -> bvh.pickNearest(rays, 0, 8, w, new int[8], new double[7], null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ts");
        assertThatThrownBy(() -> bvh.pickNearest(rays, 0, 8, w, new int[8], new double[8], new BoxFace[7]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("faces");
        // from + count at the int limit is a legal sum, so the arrays' lengths are what is refused.
        assertThatThrownBy(() -> bvh.pickNearest(rays, Integer.MAX_VALUE - 1, 1, w, new int[8], new double[8], null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rays");
        assertThatThrownBy(() -> bvh.pickNearest(rays, Integer.MAX_VALUE, 1, w, new int[8], new double[8], null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from and count");
        assertThat(bvh.pickNearest(rays, 8, 0, w, new int[8], new double[8], null)).isZero();
    }
}
