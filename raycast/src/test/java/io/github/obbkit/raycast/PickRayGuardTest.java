package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The wide tree's prepared ray where its reciprocals overflow: a direction so short that
 * {@code origin * (1 / d)} is past the largest double, which {@link PickRay#prepare}'s guard must
 * turn into "this axis constrains nothing" (else a node's near or far parameter reads as infinite
 * or NaN and the tree misses what the scan hits); and ties between identical boxes, which go to the
 * smallest index whichever leaf the traversal opens first. Both paths (vector and scalar), against
 * the linear scan.
 */
class PickRayGuardTest {

    private static boolean[] paths() {
        return Bvh3dWide.USABLE ? new boolean[] {true, false} : new boolean[] {false};
    }

    /**
     * Boxes within {@code spread} of {@code (cx, cy, cz)}: some turned, some flat, some repeated.
     */
    private static List<Obb3d> cluster(SplittableRandom random, int n, double cx, double cy, double cz,
                                       double spread) {
        List<Obb3d> boxes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i > 0 && random.nextInt(8) == 0) {
                boxes.add(boxes.get(random.nextInt(i)));
                continue;
            }
            double h = spread / 16 * random.nextInt(1, 4);
            Quaterniond q = random.nextBoolean() ? new Quaterniond() : new Quaterniond(random.nextGaussian(),
                    random.nextGaussian(), random.nextGaussian(), random.nextGaussian()).normalize();
            boxes.add(Obb3d.of(cx + random.nextDouble(-spread, spread), cy + random.nextDouble(-spread, spread),
                    cz + random.nextDouble(-spread, spread), q, h, random.nextInt(6) == 0 ? 0 : h, h));
        }
        return boxes;
    }

    /** A ray from {@code (ox, oy, oz)} towards a box's centre, of direction length {@code length}. */
    private static Ray3d towards(SplittableRandom random, Obb3d box, double ox, double oy, double oz,
                                 double length, double jitter) {
        double x = box.centerX() + jitter * random.nextDouble(-1, 1) - ox;
        double y = box.centerY() + jitter * random.nextDouble(-1, 1) - oy;
        double z = box.centerZ() + jitter * random.nextDouble(-1, 1) - oz;
        double n = Math.sqrt(x * x + y * y + z * z);
        return Ray3d.of(ox, oy, oz, x / n * length, y / n * length, z / n * length);
    }

    @Test
    void tinyDirections_farFromTheOrigin_pickWhatTheScanPicks() {
        // Scenes a few units across, centred 1e4 from the origin on every axis (each sign), and rays
        // whose direction is 1e-307 long: a hit's t is below 1e308 (finite), but origin / d is 1e311,
        // past the largest double, on every axis the ray is not parallel to.
        SplittableRandom random = new SplittableRandom(1307);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        int hits = 0;
        int checked = 0;
        for (int scene = 0; scene < 24; scene++) {
            double cx = (random.nextBoolean() ? 1e4 : -1e4) * random.nextDouble(1, 3);
            double cy = (random.nextBoolean() ? 1e4 : -1e4) * random.nextDouble(1, 3);
            double cz = (random.nextBoolean() ? 1e4 : -1e4) * random.nextDouble(1, 3);
            List<Obb3d> boxes = cluster(random, 1 + random.nextInt(120), cx, cy, cz, 4);
            Bvh3d bvh = Bvh3d.build(boxes);
            ScanPicker3d scan = ScanPicker3d.of(boxes);
            for (int i = 0; i < 80; i++) {
                Obb3d target = boxes.get(random.nextInt(boxes.size()));
                double ox = cx + random.nextDouble(-6, 6);
                double oy = cy + random.nextDouble(-6, 6);
                double oz = cz + random.nextDouble(-6, 6);
                double length = random.nextInt(4) == 0 ? 1e-300 : 1e-307;
                Ray3d ray = towards(random, target, ox, oy, oz, length, random.nextInt(3) == 0 ? 1 : 0);
                Pick expected = scan.pickNearest(ray);
                hits += expected == null ? 0 : 1;
                for (boolean vector : paths()) {
                    bvh.pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, holder,
                            vector);
                    assertThat(holder.toPick()).as("%s path, %s, scene %s", vector ? "vector" : "scalar", ray, scene)
                            .isEqualTo(expected);
                    checked++;
                }
            }
        }
        assertThat(hits).as("hits among %s rays", 24 * 80).isGreaterThan(24 * 80 / 2);
        assertThat(checked).isGreaterThan(0);
    }

    @Test
    void aTinyDirectionAlongOneAxis_overflowsOnlyThere_andStillFindsTheBox() {
        // Parallel to y and z by the slab test, so those axes compare the origin with the bounds; x's
        // reciprocal, 1e307, times the origin's 2e4 overflows.
        List<Obb3d> boxes = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            boxes.add(Obb3d.fromAabb(Aabb3d.fromCenter(2e4 + (i % 10) - 4.5, 3e4 + (i / 10) * 0.25, -2e4, 0.2, 0.1, 1)));
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        ScanPicker3d scan = ScanPicker3d.of(boxes);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        int hits = 0;
        for (double sign : new double[] {1, -1}) {
            for (int row = 0; row < 4; row++) {
                Ray3d ray = Ray3d.of(2e4 - sign * 7, 3e4 + row * 0.25, -2e4 + 0.5, sign * 1e-307, 0, 0);
                Pick expected = scan.pickNearest(ray);
                assertThat(expected).as("%s", ray).isNotNull();
                hits++;
                for (boolean vector : paths()) {
                    bvh.pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, holder,
                            vector);
                    assertThat(holder.toPick()).as("%s path, %s", vector ? "vector" : "scalar", ray)
                            .isEqualTo(expected);
                }
            }
        }
        assertThat(hits).isEqualTo(8);
    }

    @Test
    void identicalBoxes_hitAtTheSameT_goToTheSmallestIndex_whicheverLeafComesFirst() {
        // Each box repeated 2 to 20 times at scattered indices: the copies fill several leaves, which
        // the traversal opens in the order of their (equal) entries, not of their indices.
        SplittableRandom random = new SplittableRandom(99);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        int ties = 0;
        for (int scene = 0; scene < 12; scene++) {
            List<Obb3d> distinct = cluster(random, 3 + random.nextInt(20), 0, 0, 0, 8);
            List<Obb3d> boxes = new ArrayList<>();
            for (Obb3d box : distinct) {
                int copies = 2 + random.nextInt(19);
                for (int c = 0; c < copies; c++) {
                    boxes.add(box);
                }
            }
            java.util.Collections.shuffle(boxes, new java.util.Random(random.nextLong()));
            Bvh3d bvh = Bvh3d.build(boxes);
            ScanPicker3d scan = ScanPicker3d.of(boxes);
            for (int i = 0; i < 60; i++) {
                Obb3d target = boxes.get(random.nextInt(boxes.size()));
                Ray3d ray = towards(random, target, random.nextDouble(-30, 30), random.nextDouble(-30, 30),
                        random.nextDouble(-30, 30), random.nextDouble(0.01, 100), 0.5);
                Pick expected = scan.pickNearest(ray);
                if (expected != null) {
                    assertThat(boxes.indexOf(boxes.get(expected.index()))).as("the scan's tie rule")
                            .isEqualTo(expected.index());
                    ties++;
                }
                for (boolean vector : paths()) {
                    bvh.pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, holder,
                            vector);
                    assertThat(holder.toPick()).as("%s path, %s, scene %s", vector ? "vector" : "scalar", ray, scene)
                            .isEqualTo(expected);
                }
            }
        }
        assertThat(ties).isGreaterThan(12 * 60 / 2);
    }
}
