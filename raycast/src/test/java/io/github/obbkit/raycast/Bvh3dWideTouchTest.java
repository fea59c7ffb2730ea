package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The wide tree's node and leaf tests where they must not refuse: a ray that only touches a box's
 * corner (entry equals exit, at a parameter the node test's keys cannot tell apart), a ray that starts
 * inside boxes (entry 0), and rays that meet many copies of one box at one {@code t} (the smallest
 * index wins). Both node tests, against the linear scan.
 */
class Bvh3dWideTouchTest {

    private static List<Obb3d> grid(int n) {
        List<Obb3d> boxes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                for (int k = 0; k < n; k++) {
                    boxes.add(Obb3d.fromAabb(Aabb3d.of(3 * i, 3 * j, 3 * k, 3 * i + 1, 3 * j + 1, 3 * k + 1)));
                }
            }
        }
        return boxes;
    }

    private static void samePicks(List<Obb3d> boxes, List<Ray3d> rays, int minHits) {
        Bvh3d bvh = Bvh3d.build(boxes);
        ScanPicker3d scan = ScanPicker3d.of(boxes);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        int hits = 0;
        for (Ray3d ray : rays) {
            Pick expected = scan.pickNearest(ray);
            hits += expected == null ? 0 : 1;
            for (boolean vector : Bvh3dWide.USABLE ? new boolean[] {true, false} : new boolean[] {false}) {
                bvh.pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, holder, vector);
                assertThat(holder.toPick()).as("%s path, %s", vector ? "vector" : "scalar", ray).isEqualTo(expected);
            }
        }
        assertThat(hits).as("rays that hit, of %s", rays.size()).isGreaterThanOrEqualTo(minHits);
    }

    @Test
    void raysTouchingOnlyACorner_arePicked() {
        List<Obb3d> boxes = grid(4);
        List<Ray3d> rays = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(12);
        for (int n = 0; n < 200; n++) {
            // The corner c = (x, y, z) + 1 of a cube, touched at t = T along (1, 1, -1) from c - T d: every
            // number is a small dyadic, so the touch is exact (entry = exit = T). T lies in the middle
            // of an interval of doubles that share their high 32 bits, so the keys of T - slack and
            // T + slack are equal.
            double t = (1 << random.nextInt(2, 6)) * (1.25 + 0x1p-21);
            double cx = 3 * random.nextInt(4) + 1;
            double cy = 3 * random.nextInt(4) + 1;
            double cz = 3 * random.nextInt(4) + 1;
            int flip = random.nextInt(3);
            double[] d = {1, 1, 1};
            d[flip] = -1;
            // Before T the ray is above the box on the axis it descends, after T above it on those it
            // climbs: it meets the box at the corner alone.
            double[] c = {cx, cy, cz};
            rays.add(Ray3d.of(c[0] - t * d[0], c[1] - t * d[1], c[2] - t * d[2], d[0], d[1], d[2]));
        }
        samePicks(boxes, rays, 100);
    }

    @Test
    void raysStartingInsideBoxes_pickThemAtZero() {
        List<Obb3d> boxes = grid(4);
        List<Ray3d> rays = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(13);
        for (int n = 0; n < 200; n++) {
            rays.add(Ray3d.of(3 * random.nextInt(4) + random.nextDouble(), 3 * random.nextInt(4) + random.nextDouble(),
                    3 * random.nextInt(4) + random.nextDouble(), random.nextGaussian(), random.nextGaussian(),
                    random.nextGaussian()));
        }
        samePicks(boxes, rays, 200);
    }

    @Test
    void manyCopiesOfOneBox_metAtOneT_giveTheSmallestIndex() {
        SplittableRandom random = new SplittableRandom(14);
        for (int scene = 0; scene < 10; scene++) {
            List<Obb3d> boxes = new ArrayList<>(grid(3));
            Obb3d copied = boxes.get(random.nextInt(boxes.size()));
            for (int k = 0; k < 40; k++) {
                boxes.add(random.nextInt(boxes.size() + 1), copied);
            }
            List<Ray3d> rays = new ArrayList<>();
            Aabb3d a = copied.aabb();
            for (int n = 0; n < 20; n++) {
                double x = random.nextDouble(a.minX(), a.maxX());
                double y = random.nextDouble(a.minY(), a.maxY());
                rays.add(Ray3d.of(x, y, a.minZ() - 1 - random.nextInt(3), random.nextDouble(-0.01, 0.01), 0, 1));
            }
            samePicks(boxes, rays, 10);
        }
    }
}
