package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.internal.BatchColumnReader;
import io.github.obbkit.core3d.internal.BatchColumnReader.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The wide tree: its float bounds contain the binary tree's, its vector and scalar paths pick what
 * the linear scan picks (both in one JVM; verification's {@code Bvh3dWideProperties} holds the
 * public API to the scan on many more scenes), and arrays of rays pick what single rays pick.
 */
class Bvh3dWideTest {

    /** Small boxes near {@code (far, -far, far)}, some turned, flat, points or repeated. */
    static List<Obb3d> scene(SplittableRandom random, int n, double far) {
        List<Obb3d> boxes = new ArrayList<>();
        double size = 1;
        for (int i = 0; i < n; i++) {
            if (i > 0 && random.nextInt(10) == 0) {
                boxes.add(boxes.get(random.nextInt(i)));
                continue;
            }
            double h = random.nextInt(6) == 0 ? 0 : size * random.nextInt(1, 5) / 8;
            Quaterniond q = random.nextInt(3) == 0 ? new Quaterniond(random.nextGaussian(), random.nextGaussian(),
                    random.nextGaussian(), random.nextGaussian()).normalize() : new Quaterniond();
            boxes.add(Obb3d.of(far + random.nextInt(-40, 40) / 4.0, -far + random.nextInt(-40, 40) / 4.0,
                    far + random.nextInt(-40, 40) / 4.0, q, h, random.nextInt(5) == 0 ? 0 : h, h));
        }
        return boxes;
    }

    /** Rays grazing the boxes' bounds (along a bound's plane, through a corner) and random ones. */
    static List<Ray3d> rays(SplittableRandom random, List<Obb3d> boxes, int count) {
        List<Ray3d> rays = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Aabb3d a = boxes.get(random.nextInt(boxes.size())).aabb();
            double[] lo = {a.minX(), a.minY(), a.minZ()};
            double[] hi = {a.maxX(), a.maxY(), a.maxZ()};
            double[] o = new double[3];
            int along = random.nextInt(3);
            for (int k = 0; k < 3; k++) {
                double bound = random.nextBoolean() ? lo[k] : hi[k];
                o[k] = k == along ? bound - 30 : bound;
            }
            switch (random.nextInt(3)) {
                case 0 -> rays.add(Ray3d.of(o[0], o[1], o[2], along == 0 ? 1 : 0, along == 1 ? 1 : 0, along == 2 ? 1 : 0));
                case 1 -> rays.add(Ray3d.through(o[0] + random.nextDouble(-9, 9), o[1] - 30, o[2] + random.nextDouble(-9, 9),
                        o[0] + (along == 0 ? 30 : 0), o[1], o[2] + (along == 2 ? 30 : 0)));
                default -> rays.add(Ray3d.through(o[0] + random.nextDouble(-30, 30), o[1] + random.nextDouble(-30, 30),
                        o[2] - 40, lo[0] + random.nextDouble() * (hi[0] - lo[0]), lo[1], lo[2]));
            }
        }
        return rays;
    }

    @Test
    void vectorAndScalarPaths_pickWhatTheScanPicks_nearAndFarFromTheOrigin() {
        SplittableRandom random = new SplittableRandom(17);
        int checked = 0;
        int hits = 0;
        for (double far : new double[] {0, 1e3, 3e5, 1e7}) {
            for (int scene = 0; scene < 10; scene++) {
                List<Obb3d> boxes = scene(random, 1 + random.nextInt(300), far);
                Bvh3d bvh = Bvh3d.build(boxes);
                ScanPicker3d scan = ScanPicker3d.of(boxes);
                PickWorkspace workspace = new PickWorkspace();
                MutablePick holder = new MutablePick();
                for (Ray3d ray : rays(random, boxes, 60)) {
                    Pick expected = scan.pickNearest(ray);
                    hits += expected == null ? 0 : 1;
                    for (boolean vector : Bvh3dWide.USABLE ? new boolean[] {true, false} : new boolean[] {false}) {
                        bvh.pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, holder,
                                vector);
                        assertThat(holder.toPick()).as("%s path, %s, far %s", vector ? "vector" : "scalar", ray, far)
                                .isEqualTo(expected);
                        checked++;
                    }
                }
            }
        }
        assertThat(hits).as("hits among %s", checked).isBetween(checked / 10, checked - checked / 10);
    }

    @Test
    void theVectorPath_isTheOneTestsRun() {
        // The build runs the tests with jdk.incubator.vector, so the vector path above was exercised,
        // and it is the picks' default there.
        assertThat(Bvh3dWide.USABLE).isTrue();
        assertThat(Bvh3dWide.VECTORIZED).isEqualTo(!"false".equals(System.getProperty("obbkit.vectorPick")));
    }

    @Test
    void leaves_readTheTreesBatchInPlace_noSecondCopy() {
        Bvh3d bvh = Bvh3d.build(scene(new SplittableRandom(5), 300, 0));
        Bvh3dWide wide = bvh.wide();
        double[][] read = {wide.cx, wide.cy, wide.cz, wide.ux, wide.uy, wide.uz, wide.vx, wide.vy, wide.vz, wide.wx,
            wide.wy, wide.wz, wide.hx, wide.hy, wide.hz};
        Column[] columns = Column.values();
        for (int k = 0; k < columns.length; k++) {
            assertThat(read[k]).as(columns[k].name()).isSameAs(BatchColumnReader.column(bvh.leafBoxes(), columns[k]));
        }
        // And a box moved by update is what the leaves then read.
        Obb3d moved = Obb3d.of(1e3, 2e3, 3e3, new Quaterniond(), 1, 2, 3);
        bvh.update(new int[] {7}, new Obb3d[] {moved});
        int slot = slotOf(bvh, 7);
        assertThat(wide.cx[slot]).isEqualTo(1e3);
        assertThat(wide.hz[slot]).isEqualTo(3);
    }

    private static int slotOf(Bvh3d bvh, int index) {
        int[] slots = bvh.slotIndex();
        for (int slot = 0; slot < slots.length; slot++) {
            if (slots[slot] == index) {
                return slot;
            }
        }
        throw new AssertionError("no slot holds box " + index);
    }

    @Test
    void childBounds_containTheirDoubleBounds_andEmptyChildrenAreNaN() {
        List<Obb3d> boxes = scene(new SplittableRandom(3), 500, 0);
        Bvh3d bvh = Bvh3d.build(boxes);
        int[] children = bvh.children();
        double[] cb = bvh.childBounds();
        // Every binary child's bounds lie inside some wide child's float bounds of the same reference.
        Bvh3dWide wide = new Bvh3dWide(children, cb, bvh.root(), children.length / 2, bvh.depth(), bvh.rootBounds(),
                bvh.slotBounds(), bvh.leafBoxes(), bvh.slotIndex());
        int leaves = 0;
        for (int at = 0; at < wide.refs.length; at++) {
            int o = Bvh3dWide.STRIDE * (at / Bvh3dWide.WIDTH) + at % Bvh3dWide.WIDTH;
            if (wide.refs[at] == Bvh3dWide.EMPTY) {
                assertThat(wide.bounds[o]).isNaN();
                continue;
            }
            if (wide.refs[at] < 0) {
                leaves++;
                int first = ~wide.refs[at] >>> 3;
                for (int slot = first; slot < first + (~wide.refs[at] & 7); slot++) {
                    for (int k = 0; k < 3; k++) {
                        assertThat((double) wide.bounds[o + Bvh3dWide.WIDTH * k]).isLessThan(bvh.slotBounds()[6 * slot + k]);
                        assertThat((double) wide.bounds[o + Bvh3dWide.WIDTH * (k + 3)])
                                .isGreaterThan(bvh.slotBounds()[6 * slot + 3 + k]);
                    }
                }
            }
        }
        assertThat(leaves).as("every leaf is some wide node's child").isEqualTo(countLeaves(children, bvh.root()));
    }

    private static int countLeaves(int[] children, int ref) {
        return ref < 0 ? 1 : countLeaves(children, children[2 * ref]) + countLeaves(children, children[2 * ref + 1]);
    }

    @Test
    void arraysOfRays_ofAnyCount_matchOneAtATime_andRefuseBadArguments() {
        List<Obb3d> boxes = scene(new SplittableRandom(8), 200, 0);
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d[] rays = rays(new SplittableRandom(9), boxes, 37).toArray(new Ray3d[0]);
        PickWorkspace workspace = new PickWorkspace();
        int[] indices = new int[37];
        double[] ts = new double[37];
        for (int count : new int[] {0, 1, 7, 8, 9, 37}) {
            Arrays.fill(indices, 99);
            assertThat(bvh.pickNearest(rays, 0, count, workspace, indices, ts, null)).isBetween(0, count);
            for (int k = 0; k < 37; k++) {
                Pick one = bvh.pickNearest(rays[k]);
                assertThat(indices[k]).isEqualTo(k < count ? (one == null ? -1 : one.index()) : 99);
                if (k < count) {
                    // A miss reads +Infinity, as documented (a MutablePick's t is NaN after a miss).
                    assertThat(ts[k]).as("t of ray %s", k)
                            .isEqualTo(one == null ? Double.POSITIVE_INFINITY : one.t());
                }
            }
        }
        assertThat(Bvh3d.build(List.of()).pickNearest(rays, 3, 4, workspace, indices, ts, new BoxFace[37])).isZero();
        assertThat(indices[3]).isEqualTo(-1);
        assertThatThrownBy(() -> bvh.pickNearest(rays, 30, 8, workspace, indices, ts, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rays").hasMessageContaining("38");
        assertThatThrownBy(() -> bvh.pickNearest(rays, -1, 2, workspace, indices, ts, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThatThrownBy(() -> bvh.pickNearest(rays, 0, 2, workspace, new int[1], ts, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("indices");
        Ray3d[] holed = rays.clone();
        holed[5] = null;
        assertThatNullPointerException().isThrownBy(() -> bvh.pickNearest(holed, 0, 8, workspace, indices, ts, null))
                .withMessageContaining("rays[5]");
        assertThatNullPointerException().isThrownBy(() -> bvh.pickNearest(rays, 0, 8, null, indices, ts, null))
                .withMessageContaining("workspace");
    }
}
