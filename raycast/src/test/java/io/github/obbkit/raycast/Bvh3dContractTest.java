package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The hierarchy's documented behaviour on scenes built to reach its edges: the shape the build rules
 * fix (leaves of at most four boxes, coincident centroids split by index, clusters kept together),
 * trees far deeper than the query's first stack, ties, rays the slab test takes as parallel although
 * they pass outside a box's bounds, and boxes far from the world's origin. Every pick is compared
 * with the linear scan, which the documentation says it equals bit for bit.
 */
class Bvh3dContractTest {

    private static Obb3d cube(double x, double y, double z, double h) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, h, h, h));
    }

    /** The pick equals the scan's, through both forms, and the shape obeys a binary tree's laws. */
    private static Pick samePick(Bvh3d bvh, Obb3d[] boxes, Ray3d ray) {
        Pick expected = ScanPicker3d.of(boxes).pickNearest(ray);
        assertThat(bvh.pickNearest(ray)).as("pick of %s", ray).isEqualTo(expected);
        MutablePick dest = new MutablePick();
        assertThat(bvh.pickNearest(ray, new PickWorkspace(), dest)).as("kernel pick of %s", ray).isEqualTo(expected != null);
        assertThat(dest.toPick()).isEqualTo(expected);
        return expected;
    }

    /**
     * A tree over n boxes with leaves of at most four: 2 L - 1 nodes for L leaves, at least n / 4
     * leaves, and a longest path no longer than the leaves allow nor shorter than a balanced tree's.
     */
    private static void assertTreeLaws(Bvh3d bvh) {
        int n = bvh.size();
        int nodes = bvh.nodeCount();
        assertThat(nodes % 2).as("odd node count %s", nodes).isEqualTo(1);
        int leaves = (nodes + 1) / 2;
        assertThat(leaves).isBetween((n + Bvh3d.MAX_LEAF_SIZE - 1) / Bvh3d.MAX_LEAF_SIZE, n);
        int balanced = 1;
        while (1 << (balanced - 1) < leaves) {
            balanced++;
        }
        assertThat(bvh.depth()).as("depth of %s leaves", leaves).isBetween(balanced, leaves);
    }

    // ------------------------------------------------------------------------------------ shape

    @Test
    void anEmptyHierarchy_missesThroughEveryForm() {
        Bvh3d empty = Bvh3d.build(new Obb3d[0]);
        MutablePick dest = new MutablePick();
        assertThat(empty.pickNearest(Ray3d.of(0, 0, 0, 1, 0, 0), new PickWorkspace(), dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.toPick()).isNull();
    }

    @Test
    void upToFourBoxesAreOneLeaf_andAFifthSplitsIt() {
        List<Obb3d> boxes = new ArrayList<>();
        for (int n = 1; n <= 5; n++) {
            boxes.add(cube(4 * n, 0, 0, 1));
            Bvh3d bvh = Bvh3d.build(boxes);
            assertThat(bvh.nodeCount()).as("nodes over %s boxes", n).isEqualTo(n <= 4 ? 1 : 3);
            assertThat(bvh.depth()).as("depth over %s boxes", n).isEqualTo(n <= 4 ? 1 : 2);
            samePick(bvh, boxes.toArray(new Obb3d[0]), Ray3d.of(0, 0, 0, 1, 0, 0));
        }
    }

    @Test
    void coincidentCentroids_areSplitInHalfByIndex() {
        // 16 copies: 8 | 8, then 4 | 4 under each: 7 nodes, 3 levels. 9 copies: 4 | 5, then 2 | 3.
        Obb3d[] sixteen = new Obb3d[16];
        for (int i = 0; i < sixteen.length; i++) {
            sixteen[i] = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1 + i, 1, 1));
        }
        Bvh3d bvh = Bvh3d.build(sixteen);
        assertThat(bvh.nodeCount()).isEqualTo(7);
        assertThat(bvh.depth()).isEqualTo(3);
        // From outside, every copy is entered on its own x face; the largest, index 15, first.
        assertThat(samePick(bvh, sixteen, Ray3d.of(-20, 0, 0, 1, 0, 0))).isEqualTo(Pick.of(15, 4, BoxFace.NEG_X));
        Obb3d[] nine = java.util.Arrays.copyOf(sixteen, 9);
        Bvh3d small = Bvh3d.build(nine);
        assertThat(small.nodeCount()).isEqualTo(5);
        assertThat(small.depth()).isEqualTo(3);
        assertThat(samePick(small, nine, Ray3d.of(20, 0, 0, -1, 0, 0))).isEqualTo(Pick.of(8, 11, BoxFace.POS_X));
    }

    @Test
    void threeFarApartClusters_endUpInThreeLeaves_whateverTheirOrder() {
        // Four unit cubes at x = 50, 150 and 250, listed interleaved: a split that keeps each cluster
        // whole costs far less than any other, so the tree has three leaves under two inner nodes.
        // Within a cluster the cubes differ by 0.1 in y, so a ray at y = 0 .. 0.5 enters all four at
        // once, and the smallest index wins.
        Obb3d[] boxes = new Obb3d[12];
        for (int i = 0; i < boxes.length; i++) {
            double x = 50 + 100 * (i % 3);
            boxes[i] = cube(x, 0.1 * (i / 3), 0, 0.5);
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        assertThat(bvh.nodeCount()).isEqualTo(5);
        assertThat(bvh.depth()).isEqualTo(3);
        assertThat(samePick(bvh, boxes, Ray3d.of(0, 0, 0, 1, 0, 0))).isEqualTo(Pick.of(0, 49.5, BoxFace.NEG_X));
        assertThat(samePick(bvh, boxes, Ray3d.of(300, 0.3, 0, -1, 0, 0))).isEqualTo(Pick.of(2, 49.5, BoxFace.POS_X));
        assertThat(samePick(bvh, boxes, Ray3d.of(150, 0.1, 10, 0, 0, -1))).isEqualTo(Pick.of(1, 9.5, BoxFace.POS_Z));
    }

    /**
     * Unit cubes: {@code counts[g]} of them at {@code positions[g]} along world axis {@code a}, the
     * whole scene shifted by {@code shift} on every axis, listed round-robin.
     */
    private static Obb3d[] groups(int a, double shift, double[] positions, int[] counts) {
        List<Obb3d> boxes = new ArrayList<>();
        int[] left = counts.clone();
        for (boolean more = true; more; ) {
            more = false;
            for (int g = 0; g < positions.length; g++) {
                if (left[g]-- > 0) {
                    double[] c = {shift, shift, shift};
                    c[a] += positions[g];
                    boxes.add(cube(c[0], c[1], c[2], 0.5));
                    more = true;
                }
            }
        }
        return boxes.toArray(new Obb3d[0]);
    }

    /**
     * The split that minimises {@code n_left * area_left + n_right * area_right}, worked by hand
     * (areas as {@code xy + yz + zx} of the unions' bounds, unit cubes, groups far apart along one
     * axis so that each group falls in one bin): the tree's shape follows. Each scene is laid out
     * along x, y and z, at the origin and shifted far from it (the rule looks at differences only),
     * with its groups listed round-robin so no split by index could produce it.
     */
    @Test
    void surfaceAreaHeuristic_keepsTightGroupsTogether() {
        for (double shift : new double[] {0, 1000, -3000}) {
            surfaceAreaScenes(shift);
        }
    }

    private static void surfaceAreaScenes(double shift) {
        for (int a = 0; a < 3; a++) {
            // Four at 0, 10 and 100. Apart at 10: 4 * 3 + 8 * (91 + 1 + 91) = 1476. Apart at 100:
            // 8 * (11 + 1 + 11) + 4 * 3 = 196. Then the eight at 0 and 10 split into their fours.
            Obb3d[] threeFours = groups(a, shift, new double[] {0, 10, 100}, new int[] {4, 4, 4});
            Bvh3d bvh = Bvh3d.build(threeFours);
            assertThat(bvh.nodeCount()).as("three fours along %s, shifted by %s", a, shift).isEqualTo(5);
            assertThat(bvh.depth()).as("three fours along %s, shifted by %s", a, shift).isEqualTo(3);
            // Two at 0, two at 10, four at 100: 2 * 3 + 6 * 183 = 1104 against 4 * 23 + 4 * 3 = 104,
            // so the pairs share a leaf and the four have the other.
            Obb3d[] pairsAndFour = groups(a, shift, new double[] {0, 10, 100}, new int[] {2, 2, 4});
            bvh = Bvh3d.build(pairsAndFour);
            assertThat(bvh.nodeCount()).as("pairs and four along %s, shifted by %s", a, shift).isEqualTo(3);
            assertThat(bvh.depth()).as("pairs and four along %s, shifted by %s", a, shift).isEqualTo(2);
            // Mirrored: four at 0, two at 90, two at 100.
            Obb3d[] fourAndPairs = groups(a, shift, new double[] {0, 90, 100}, new int[] {4, 2, 2});
            bvh = Bvh3d.build(fourAndPairs);
            assertThat(bvh.nodeCount()).as("four and pairs along %s, shifted by %s", a, shift).isEqualTo(3);
            assertThat(bvh.depth()).as("four and pairs along %s, shifted by %s", a, shift).isEqualTo(2);
            double[] o = {shift, shift, shift};
            o[a] -= 5;
            double[] d = new double[3];
            d[a] = 1;
            Ray3d ray = Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]);
            assertThat(samePick(bvh, fourAndPairs, ray)).isEqualTo(Pick.of(0, 4.5, BoxFace.of(a, -1)));
        }
    }

    // ------------------------------------------------------------------------------------ deep trees

    /**
     * Boxes whose sizes and distances grow by a factor of 3, like a scene spanning many scales: the
     * surface-area heuristic peels the largest off one level at a time, so the tree is far deeper
     * than a balanced one (about 70 levels for 200 boxes, beyond the 64 a workspace starts with).
     */
    private static Obb3d[] geometric(int n, double sign) {
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            double s = Math.pow(3, i);
            boxes[i] = Obb3d.fromAabb(Aabb3d.fromCenter(sign * s, 0, 0, s / 12, 0.5, 0.5));
        }
        return boxes;
    }

    @Test
    void aDeepTree_picksWhatTheScanPicks_fromEitherEnd() {
        for (double sign : new double[] {1, -1}) {
            Obb3d[] boxes = geometric(200, sign);
            Bvh3d bvh = Bvh3d.build(boxes);
            assertTreeLaws(bvh);
            // Along the row from the small end: the smallest box, 2 - 1/12 from the origin, is first.
            Ray3d along = Ray3d.of(-sign, 0, 0, sign, 0, 0);
            assertThat(samePick(bvh, boxes, along).isCloseTo(Pick.of(0, 2 - 1.0 / 12, sign > 0 ? BoxFace.NEG_X
                    : BoxFace.POS_X), 1e-15)).isTrue();
            // Down onto each of a few boxes, and back along the row from beyond the largest.
            for (int i = 0; i < boxes.length; i += 37) {
                samePick(bvh, boxes, Ray3d.of(sign * Math.pow(3, i), 5, 0, 0, -1, 0));
            }
            samePick(bvh, boxes, Ray3d.of(sign * 1e96, 0, 0, -sign, 0, 0));
        }
    }

    @Test
    void aReusedWorkspaceAllocatesNothing_onceItHasGrownToTheTree() throws ReflectiveOperationException {
        Obb3d[] boxes = geometric(200, 1);
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d ray = Ray3d.of(-1, 0, 0, 1, 0, 0);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick dest = new MutablePick();
        boolean hit = bvh.pickNearest(ray, workspace, dest); // grows the workspace's stack to this tree's depth
        long before = allocatedBytes();
        for (int i = 0; i < 200; i++) {
            hit &= bvh.pickNearest(ray, workspace, dest);
        }
        long allocated = allocatedBytes() - before;
        assertThat(hit).isTrue();
        // Regrowing a 70-level stack on every pick would take 200 * 70 * 12 bytes at least.
        assertThat(allocated).as("bytes allocated by 200 picks").isLessThan(200L * 70 * 12 / 4);
    }

    /**
     * The bytes this thread has allocated so far. Through reflection because the tests are compiled
     * inside the module, which does not read {@code java.management}; they run on the class path.
     */
    private static long allocatedBytes() throws ReflectiveOperationException {
        Object threads = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean")
                .invoke(null);
        Method bytes = Class.forName("com.sun.management.ThreadMXBean").getMethod("getThreadAllocatedBytes", long.class);
        return (Long) bytes.invoke(threads, Thread.currentThread().getId());
    }

    // ------------------------------------------------------------------------------------ ties

    @Test
    void tiedBoxes_goToTheSmallestIndex_inOneLeafAndAcrossLeaves() {
        Obb3d box = cube(5, 0, 0, 1);
        Obb3d[] two = {box, box};
        assertThat(samePick(Bvh3d.build(two), two, Ray3d.of(0, 0, 0, 1, 0, 0))).isEqualTo(Pick.of(0, 4, BoxFace.NEG_X));
        // Two flat boxes on the plane x = 20, both entered at t = 20 by the ray along x, one among
        // cubes near y = 0 and one reaching up among cubes near y = 100: the build sorts them into
        // different subtrees. Listed with the smaller index in either subtree, the pick is index 0.
        Obb3d low = Obb3d.fromAabb(Aabb3d.of(20, -1, -1, 20, 1, 1));
        Obb3d high = Obb3d.fromAabb(Aabb3d.of(20, -1, -1, 20, 201, 1));
        for (int order = 0; order < 2; order++) {
            Obb3d[] boxes = new Obb3d[10];
            for (int i = 0; i < boxes.length; i++) {
                boxes[i] = i % 2 == 0 ? cube(40, 3 + i, 0, 0.5) : cube(40, 100 + i, 0, 0.5);
            }
            boxes[order == 0 ? 0 : 5] = low;
            boxes[order == 0 ? 5 : 0] = high;
            Bvh3d bvh = Bvh3d.build(boxes);
            assertThat(samePick(bvh, boxes, Ray3d.of(0, 0, 0, 1, 0, 0))).isEqualTo(Pick.of(0, 20, BoxFace.NEG_X));
        }
    }

    // ------------------------------------------------------------------------------------ the growth

    /**
     * A unit box turned by about {@code 1e-13} in the plane of world axes {@code k} and {@code j}, and a
     * ray along {@code k} that passes {@code 1e-7} outside the box's bounds along {@code j}. Its angle
     * to the box's j slab is below {@link SlabRaycast#PARALLEL_EPSILON}, so the slab test takes it as
     * parallel with the origin inside that slab, and hits: within the boundary band, as documented.
     * The hierarchy tests its nodes against bounds that the ray misses by 1e-7, so it finds the box
     * only if it grows them as documented, by far more than that.
     *
     * @param k      the ray's axis
     * @param centre the box's centre along k
     * @param origin the ray's origin along k
     * @param others boxes that widen the root's bounds, listed after the target
     */
    private static void grazingScene(int k, double centre, double origin, Obb3d... others) {
        int j = (k + 1) % 3;
        int m = (k + 2) % 3;
        double delta = 1e-7;
        double toBox = origin - centre;
        double tilt = 2 * delta / toBox; // turned so that the slab j holds the origin after all
        double[][] axes = new double[3][3];
        axes[k][k] = 1;
        axes[k][j] = tilt;
        axes[j][j] = 1;
        axes[j][k] = -tilt;
        axes[m][m] = 1;
        double[] c = new double[3];
        c[k] = centre;
        Obb3d target = Obb3d.fromAxes(c[0], c[1], c[2], axes[0][0], axes[0][1], axes[0][2], axes[1][0], axes[1][1],
                axes[1][2], axes[2][0], axes[2][1], axes[2][2], 1, 1, 1);
        double[] o = new double[3];
        o[k] = origin;
        o[j] = 1 + Math.abs(tilt) + delta; // above the bounds' face j by delta
        double[] d = new double[3];
        d[k] = Math.signum(-toBox);
        Ray3d ray = Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]);
        Obb3d[] boxes = new Obb3d[1 + others.length];
        boxes[0] = target;
        System.arraycopy(others, 0, boxes, 1, others.length);
        Aabb3d bounds = target.aabb();
        double top = j == 0 ? bounds.maxX() : j == 1 ? bounds.maxY() : bounds.maxZ();
        assertThat(top).as("the ray passes outside the bounds").isLessThan(o[j]);
        Pick pick = samePick(Bvh3d.build(boxes), boxes, ray);
        assertThat(pick).as("the slab test takes %s as parallel and hits", ray).isNotNull();
        assertThat(pick.index()).isZero();
    }

    @Test
    void aRayTakenAsParallel_outsideTheBounds_isFoundAsTheScanFindsIt() {
        double far = 1e6;
        for (int k = 0; k < 3; k++) {
            for (double side : new double[] {1, -1}) {
                double centre = side * far;
                // From the mirror point, from half way, and from the world's origin.
                grazingScene(k, centre, -centre);
                grazingScene(k, centre, centre / 2);
                grazingScene(k, centre, 0);
                // From the world's origin again, with a cube at the mirror point: the root is then
                // centred on the origin and spans the distance to the box.
                double[] p = new double[3];
                p[k] = -centre;
                grazingScene(k, centre, 0, cube(p[0], p[1], p[2], 1));
            }
        }
    }

    @Test
    void tinyBoxesFarFromTheWorldsOrigin_arePickedAsTheScanPicksThem() {
        // Half-extents of 5e-4 at 1e12, where one ulp is 1.2e-4: the growth must come from the ulps
        // of the coordinates, 1e-9 of the scene's few-millimetre scale being far too little.
        double at = 1e12;
        Obb3d[] boxes = {cube(at, at, at, 5e-4), cube(at + 0.004, at, at, 5e-4)};
        Bvh3d bvh = Bvh3d.build(boxes);
        Pick pick = samePick(bvh, boxes, Ray3d.of(at - 0.01, at, at, 1, 0, 0));
        assertThat(pick).isNotNull();
        assertThat(pick.index()).isZero();
        assertThat(samePick(bvh, boxes, Ray3d.of(at + 0.01, at, at, -1, 0, 0)).index()).isEqualTo(1);
        // Along a face plane of both: parallel to y and z, on the plane z = at + 5e-4 rounded.
        samePick(bvh, boxes, Ray3d.of(at - 0.01, at, boxes[0].aabb().maxZ(), 1, 0, 0));
    }

    @Test
    void raysGrazingACornerBeyondTwoToThe53_arePickedAsTheScanPicksThem() {
        // At 1e17 the doubles are 16 apart, so a box's bounds and the node test's arithmetic round by
        // whole units: the node growth's ulp term (16 ulps of the largest coordinate), not its 1e-9
        // of the scene's scale, is what keeps a ray that only clips a corner from being pruned.
        double at = 1e17;
        Obb3d[] boxes = {cube(at, at, at, 64)};
        Bvh3d bvh = Bvh3d.build(boxes);
        // Enters through x = at - 64 at y = at - 63 and leaves through y = at - 64 a unit later.
        assertThat(samePick(bvh, boxes, Ray3d.of(at - 320, at + 192, at, 257, -256, 0))).isNotNull();
        int picked = 0;
        for (int dy = -32; dy <= 32; dy += 16) {
            for (int turn = -3; turn <= 3; turn++) {
                for (int axis = 0; axis < 3; axis++) {
                    double[] o = {at - 320, at + 192 + dy, at};
                    double[] d = {257, -256 + turn, 0};
                    // The same ray with the world axes turned, so every axis's terms are used.
                    Ray3d ray = Ray3d.of(o[axis], o[(axis + 1) % 3], o[(axis + 2) % 3],
                            d[axis], d[(axis + 1) % 3], d[(axis + 2) % 3]);
                    if (samePick(bvh, boxes, ray) != null) {
                        picked++;
                    }
                }
            }
        }
        assertThat(picked).as("grazing rays that do clip the corner").isGreaterThan(20);
    }
}
