package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** The hierarchy picks exactly what the linear scan picks, on fixed scenes. */
class Bvh3dTest {

    private static Obb3d cube(double x, double y, double z, double h) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, h, h, h));
    }

    /** A 10 x 10 x 10 grid of cubes of half-size 1 spaced 3 apart, some turned. */
    private static Obb3d[] grid() {
        List<Obb3d> boxes = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 10; j++) {
                for (int k = 0; k < 10; k++) {
                    Quaterniond q = (i + j + k) % 4 == 0 ? new Quaterniond().rotateXYZ(i, j, k) : new Quaterniond();
                    boxes.add(Obb3d.of(3 * i, 3 * j, 3 * k, q, 1, 1, 1));
                }
            }
        }
        return boxes.toArray(new Obb3d[0]);
    }

    private static List<Ray3d> rays(long seed, int n) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Ray3d> rays = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // From outside and inside the grid, towards random points of it; some along world axes.
            double ox = random.nextInt(-10, 40);
            double oy = random.nextInt(-10, 40);
            double oz = random.nextInt(-10, 40);
            if (i % 5 == 0) {
                int axis = random.nextInt(3);
                double s = random.nextBoolean() ? 1 : -1;
                rays.add(Ray3d.of(ox, oy, oz, axis == 0 ? s : 0, axis == 1 ? s : 0, axis == 2 ? s : 0));
            } else {
                rays.add(Ray3d.through(ox, oy, oz, random.nextDouble(0, 27), random.nextDouble(0, 27),
                        random.nextDouble(0, 27)));
            }
        }
        return rays;
    }

    @Test
    void picksWhatTheScanPicks_onAGrid() {
        Obb3d[] boxes = grid();
        Bvh3d bvh = Bvh3d.build(boxes);
        int hits = 0;
        for (Ray3d ray : rays(1, 2000)) {
            Pick expected = ScanPicker3d.of(boxes).pickNearest(ray);
            assertThat(bvh.pickNearest(ray)).as("%s", ray).isEqualTo(expected);
            hits += expected == null ? 0 : 1;
        }
        assertThat(hits).isGreaterThan(1000);
    }

    @Test
    void ties_goToTheSmallestIndex() {
        // The same cube five times over, and its twin shifted so both are entered at t = 4.
        Obb3d[] boxes = new Obb3d[40];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = i % 8 == 3 ? cube(5, 0.5, 0, 1) : i % 8 == 5 ? cube(5, -0.5, 0, 1) : cube(20 + i, 0, 0, 1);
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThat(bvh.pickNearest(ray)).isEqualTo(Pick.of(3, 4, BoxFace.NEG_X));
        assertThat(ScanPicker3d.of(boxes).pickNearest(ray)).isEqualTo(Pick.of(3, 4, BoxFace.NEG_X));
    }

    @Test
    void originInsideABox_picksItAtZero() {
        Obb3d[] boxes = grid();
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d ray = Ray3d.of(3.5, 3, 3, 0, 1, 0);
        assertThat(bvh.pickNearest(ray)).isEqualTo(ScanPicker3d.of(boxes).pickNearest(ray));
        assertThat(bvh.pickNearest(ray).t()).isZero();
        assertThat(bvh.pickNearest(ray).face()).isNull();
    }

    @Test
    void refit_movesTheBoxes_andStillPicksWhatTheScanPicks() {
        Obb3d[] boxes = grid();
        Bvh3d bvh = Bvh3d.build(boxes);
        int nodes = bvh.nodeCount();
        int depth = bvh.depth();
        SplittableRandom random = new SplittableRandom(3);
        Obb3d[] moved = new Obb3d[boxes.length];
        for (int i = 0; i < boxes.length; i++) {
            moved[i] = boxes[i].translated(random.nextDouble(-4, 4), random.nextDouble(-4, 4), random.nextDouble(-4, 4));
        }
        bvh.refit(moved);
        assertThat(bvh.nodeCount()).isEqualTo(nodes);
        assertThat(bvh.depth()).isEqualTo(depth);
        assertThat(bvh.box(17)).isEqualTo(moved[17]);
        for (Ray3d ray : rays(2, 1000)) {
            assertThat(bvh.pickNearest(ray)).as("%s", ray).isEqualTo(ScanPicker3d.of(moved).pickNearest(ray));
        }
        bvh.refit(Arrays.asList(boxes));
        for (Ray3d ray : rays(4, 300)) {
            assertThat(bvh.pickNearest(ray)).as("%s", ray).isEqualTo(ScanPicker3d.of(boxes).pickNearest(ray));
        }
    }

    @Test
    void aBatch_buildsTheTreeTheSameBoxesBuild_andIsCopied() {
        Obb3d[] boxes = grid();
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        Bvh3d fromBatch = Bvh3d.build(batch);
        Bvh3d fromArray = Bvh3d.build(boxes);
        assertThat(fromBatch.size()).isEqualTo(boxes.length);
        assertThat(fromBatch.nodeCount()).isEqualTo(fromArray.nodeCount());
        assertThat(fromBatch.depth()).isEqualTo(fromArray.depth());
        ScanPicker3d scan = ScanPicker3d.of(boxes);
        for (Ray3d ray : rays(6, 500)) {
            Pick expected = scan.pickNearest(ray);
            assertThat(fromBatch.pickNearest(ray)).as("%s", ray).isEqualTo(expected);
            assertThat(fromArray.pickNearest(ray)).as("%s", ray).isEqualTo(expected);
        }
        // The batch is copied: emptying it, or filling it with other boxes, changes nothing.
        Ray3d ray = Ray3d.of(-50, 0.2, 0.3, 1, 0, 0);
        Pick before = fromBatch.pickNearest(ray);
        batch.clear();
        batch.add(cube(-40, 0, 0, 1));
        assertThat(fromBatch.pickNearest(ray)).isEqualTo(before).isNotEqualTo(Pick.of(0, 9, BoxFace.NEG_X));
        assertThat(fromBatch.box(123)).isEqualTo(boxes[123]);
    }

    @Test
    void refitFromABatch_movesTheBoxes_andStillPicksWhatTheScanPicks() {
        Obb3d[] boxes = grid();
        Bvh3d bvh = Bvh3d.build(Obb3dBatch.of(boxes));
        SplittableRandom random = new SplittableRandom(13);
        Obb3dBatch moved = Obb3dBatch.withCapacity(boxes.length);
        for (Obb3d box : boxes) {
            moved.add(box.translated(random.nextDouble(-4, 4), random.nextDouble(-4, 4), random.nextDouble(-4, 4)));
        }
        bvh.refit(moved);
        assertThat(bvh.box(17)).isEqualTo(moved.get(17));
        ScanPicker3d scan = ScanPicker3d.of(moved);
        for (Ray3d ray : rays(7, 500)) {
            assertThat(bvh.pickNearest(ray)).as("%s", ray).isEqualTo(scan.pickNearest(ray));
        }
        assertThatThrownBy(() -> bvh.refit(Obb3dBatch.of(boxes[0]))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boxes must have the 1000 elements the hierarchy was built over, had 1");
        assertThatNullPointerException().isThrownBy(() -> bvh.refit((Obb3dBatch) null)).withMessage("boxes");
        assertThatNullPointerException().isThrownBy(() -> Bvh3d.build((Obb3dBatch) null)).withMessage("boxes");
        Bvh3d empty = Bvh3d.build(Obb3dBatch.withCapacity(8));
        empty.refit(Obb3dBatch.withCapacity(0));
        assertThat(empty.nodeCount()).isZero();
        assertThat(empty.pickNearest(Ray3d.of(0, 0, 0, 1, 0, 0))).isNull();
    }

    @Test
    void coincidentCentres_areSplitByIndex() {
        Obb3d[] boxes = new Obb3d[100];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = Obb3d.of(1, 2, 3, new Quaterniond().rotateY(0.01 * i), 1 + 0.01 * i, 0.5, 0.25);
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        assertThat(bvh.depth()).isLessThanOrEqualTo(7);
        for (Ray3d ray : rays(5, 300)) {
            Ray3d aimed = Ray3d.through(ray.originX(), ray.originY(), ray.originZ(), 1, 2, 3);
            assertThat(bvh.pickNearest(aimed)).as("%s", aimed).isEqualTo(ScanPicker3d.of(boxes).pickNearest(aimed));
        }
    }

    @Test
    void flatAndPointBoxes_arePickedAsTheScanPicksThem() {
        List<Obb3d> boxes = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            boxes.add(Obb3d.fromAabb(Aabb3d.of(i, 0, 0, i, 2, 2))); // quads x = i
            boxes.add(Obb3d.fromAabb(Aabb3d.of(i + 0.5, 1, 1, i + 0.5, 1, 1))); // points
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d through = Ray3d.of(-1, 1, 1, 1, 0, 0);
        assertThat(bvh.pickNearest(through)).isEqualTo(Pick.of(0, 1, BoxFace.NEG_X));
        Ray3d between = Ray3d.of(10.25, 1, 1, 1, 0, 0);
        assertThat(bvh.pickNearest(between)).isEqualTo(Pick.of(21, 0.25, BoxFace.NEG_X));
        assertThat(ScanPicker3d.of(boxes).pickNearest(between)).isEqualTo(Pick.of(21, 0.25, BoxFace.NEG_X));
    }

    @Test
    void structure() {
        Bvh3d bvh = Bvh3d.build(grid());
        assertThat(bvh.size()).isEqualTo(1000);
        int leaves = (bvh.nodeCount() + 1) / 2;
        assertThat(bvh.nodeCount()).isEqualTo(2 * leaves - 1);
        assertThat(leaves).isGreaterThanOrEqualTo(1000 / Bvh3d.MAX_LEAF_SIZE);
        assertThat(bvh.depth()).isBetween(9, 30);
    }

    @Test
    void emptyAndSingleton() {
        Bvh3d empty = Bvh3d.build(List.of());
        assertThat(empty.size()).isZero();
        assertThat(empty.nodeCount()).isZero();
        assertThat(empty.depth()).isZero();
        assertThat(empty.pickNearest(Ray3d.of(0, 0, 0, 1, 0, 0))).isNull();
        empty.refit(new Obb3d[0]);
        assertThat(empty.pickNearest(Ray3d.of(0, 0, 0, 1, 0, 0))).isNull();
        Bvh3d one = Bvh3d.build(new Obb3d[] {cube(5, 0, 0, 1)});
        assertThat(one.nodeCount()).isEqualTo(1);
        assertThat(one.pickNearest(Ray3d.of(0, 0, 0, 1, 0, 0))).isEqualTo(Pick.of(0, 4, BoxFace.NEG_X));
        assertThat(one.pickNearest(Ray3d.of(0, 0, 0, -1, 0, 0))).isNull();
    }

    @Test
    void holderIsOverwritten_andReusedWithoutGrowing() {
        Bvh3d bvh = Bvh3d.build(grid());
        PickWorkspace workspace = new PickWorkspace();
        MutablePick dest = new MutablePick();
        assertThat(bvh.pickNearest(Ray3d.of(-5, 0, 0, 1, 0, 0), workspace, dest)).isTrue();
        assertThat(dest.index()).isZero();
        int[] stack = workspace.nodes;
        assertThat(bvh.pickNearest(Ray3d.of(-5, -5, -5, -1, 0, 0), workspace, dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.t()).isNaN();
        assertThat(workspace.nodes).isSameAs(stack);
    }

    @Test
    void badInput_isRefusedByName() {
        assertThatThrownBy(() -> Bvh3d.build(Arrays.asList(cube(0, 0, 0, 1), null)))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[1]");
        Bvh3d bvh = Bvh3d.build(new Obb3d[] {cube(0, 0, 0, 1), cube(5, 0, 0, 1)});
        assertThatThrownBy(() -> bvh.refit(new Obb3d[] {cube(0, 0, 0, 1)}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boxes must have the 2 elements the hierarchy was built over, had 1");
        assertThatThrownBy(() -> bvh.refit(new Obb3d[] {cube(9, 0, 0, 1), null}))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[1]");
        assertThat(bvh.box(0)).isEqualTo(cube(0, 0, 0, 1)); // a refused refit changes nothing
        assertThatThrownBy(() -> bvh.box(2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was 2");
    }

    /** An axis-aligned box spanning {@code [lo, hi]} along {@code axis}, mirrored for {@code sign < 0}, else {@code [-h, h]}. */
    private static Obb3d slabBox(int axis, int sign, double lo, double hi, double h) {
        double[] min = {-h, -h, -h};
        double[] max = {h, h, h};
        min[axis] = sign > 0 ? lo : -hi;
        max[axis] = sign > 0 ? hi : -lo;
        return Obb3d.fromAabb(Aabb3d.of(min[0], min[1], min[2], max[0], max[1], max[2]));
    }

    @Test
    void originOnABoundAndShortDirections_stillPickWhatTheScanPicks() {
        // The ray starts exactly on a bound of the box it picks, at t = 0, and moves along one world
        // axis at a speed of about 1e-6. The node test's slab parameter at that bound is 0 only up to the
        // rounding of o / d, about 1e-10 here, either way; the node growth (g / |d| in t) must cover
        // it. A box whose near bound the origin is on, ahead of a box holding the origin and after it
        // in index, ties at t = 0 and is reached only if its node's entry is not seen after 0; a box
        // whose far bound the origin is on is hit only if its exit is not seen before 0.
        for (int axis = 0; axis < 3; axis++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                for (int k = 1; k <= 12; k++) {
                    double[] o = new double[3];
                    double[] d = new double[3];
                    o[axis] = sign * 0.75;
                    d[axis] = sign * k * 1e-6;
                    Ray3d ray = Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]);
                    Obb3d[] nearBound = {slabBox(axis, sign, 0.75, 2.75, 1), slabBox(axis, sign, -100, 1, 1),
                        slabBox(axis, sign, 3.5, 4.5, 0.5), slabBox(axis, sign, 5.5, 6.5, 0.5),
                        slabBox(axis, sign, 7.5, 8.5, 0.5), slabBox(axis, sign, 9.5, 10.5, 0.5)};
                    Obb3d[] farBound = {slabBox(axis, sign, -1.25, 0.75, 1)};
                    for (Obb3d[] boxes : List.of(nearBound, farBound)) {
                        Pick expected = ScanPicker3d.of(boxes).pickNearest(ray);
                        assertThat(expected).as("%s", ray).isNotNull();
                        assertThat(expected.index()).as("%s", ray).isZero();
                        assertThat(expected.t()).as("%s", ray).isZero();
                        assertThat(Bvh3d.build(boxes).pickNearest(ray)).as("%s", ray).isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    void theCountLimit_isTheDocumentedOne() {
        // Building this many boxes would need tens of gigabytes, so the check is tested on its own.
        Bvh3d.checkCount(0);
        Bvh3d.checkCount(143_165_575);
        assertThatThrownBy(() -> Bvh3d.checkCount(143_165_576)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boxes must have at most 143165575 elements, had 143165576");
    }

    @Test
    void shortDirectionsFarOut_stillPickWhatTheScanPicks() {
        // 9e299 / 1e-10 overflows: where the node test's numbers could, an axis the ray really moves
        // along must constrain nothing (neither by slab parameters nor by where the origin is). The
        // sizes are far above the ulp of 9e299 (1.4e284) and of the node test's slack.
        double far = 9e299;
        for (int axis = 0; axis < 3; axis++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                double[] c = new double[3];
                double[] o = new double[3];
                double[] d = new double[3];
                c[axis] = sign * far;
                o[axis] = sign * far - sign * 1e291;
                d[axis] = sign * 1e-10;
                Obb3d[] boxes = {cube(c[0], c[1], c[2], 1e290)};
                Ray3d ray = Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]);
                Pick expected = ScanPicker3d.of(boxes).pickNearest(ray);
                assertThat(expected).as("%s", ray).isNotNull();
                assertThat(expected.t()).as("%s", ray).isBetween(8.9e300, 9.1e300);
                assertThat(Bvh3d.build(boxes).pickNearest(ray)).as("%s", ray).isEqualTo(expected);
            }
        }
    }
}
