package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.VectorSupport;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The build's tree is a tree of the documented form over every box once, with bounds that hold their
 * boxes; both build modes make it array for array; and its memory stays within the budget.
 */
class Bvh3dBuilderTest {

    /** Boxes of one of several kinds, degenerate ones among them, {@code n} of them. */
    static Obb3dBatch scene(long seed, int n, int kind) {
        SplittableRandom random = new SplittableRandom(seed);
        Obb3dBatch boxes = Obb3dBatch.withCapacity(n);
        double side = 6 * Math.cbrt(n);
        for (int i = 0; i < n; i++) {
            Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                    random.nextGaussian()).normalize();
            double h = random.nextInt(8) == 0 ? 0 : random.nextDouble(0.1, 3);
            boxes.add(switch (kind) {
                case 0 -> Obb3d.of(random.nextDouble(side), random.nextDouble(side), random.nextDouble(side), q, h, 1, 0.5);
                case 1 -> Obb3d.of(1, 2, 3, q, h, 1, 0.5);
                case 2 -> Obb3d.of(random.nextInt(100), 2, 3, q, h, 1, 0.5);
                case 3 -> Obb3d.of(1e12 + random.nextDouble(side) * 1e-3, -1e12, 1e12, q, h * 1e-4, 1e-4, 0);
                default -> Obb3d.of(4, 5, 6, new Quaterniond(), 1, 1, 1);
            });
        }
        return boxes;
    }

    /** Walks the tree, checking its form, and returns the leaf-held count of each slot. */
    static void checkTree(Bvh3d bvh) {
        int n = bvh.size();
        int[] slotIndex = bvh.slotIndex();
        int[] sorted = slotIndex.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < n; i++) {
            assertThat(sorted[i]).as("slot indices are a permutation").isEqualTo(i);
        }
        if (n == 0) {
            assertThat(bvh.nodeCount()).isZero();
            return;
        }
        int[] held = new int[n];
        int[] inner = {0};
        int depth = walk(bvh, bvh.root(), bvh.rootBounds(), 0, -1, held, inner, 1);
        for (int s = 0; s < n; s++) {
            assertThat(held[s]).as("slot %d is in exactly one leaf", s).isEqualTo(1);
            assertThat(Arrays.copyOfRange(bvh.slotBounds(), 6 * s, 6 * s + 6)).as("slot %d's bounds", s)
                    .containsExactly(bounds(bvh.boxes().get(s)));
        }
        assertThat(bvh.nodeCount()).isEqualTo(2 * inner[0] + 1);
        assertThat(bvh.depth()).isEqualTo(depth);
    }

    private static double[] bounds(Obb3d box) {
        return Bvh3dBuilder.bounds(Obb3dBatch.of(box));
    }

    /** The node {@code ref}, whose bounds its parent keeps at {@code b[o .. o + 5]}; returns its subtree's depth. */
    private static int walk(Bvh3d bvh, int ref, double[] b, int o, int parent, int[] held, int[] inner, int level) {
        double[] union = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        int depth = level;
        if (ref < 0) {
            int first = ~ref >>> 3;
            int count = ~ref & 7;
            assertThat(count).as("a leaf's count").isBetween(1, Bvh3d.MAX_LEAF_SIZE);
            for (int s = first; s < first + count; s++) {
                held[s]++;
                grow(union, bvh.slotBounds(), 6 * s);
            }
        } else {
            inner[0]++;
            int[] children = bvh.children();
            if (children[2 * ref] >= 0) {
                assertThat(children[2 * ref]).as("a first child is numbered next").isEqualTo(ref + 1);
            }
            assertThat(ref).as("children are numbered after their parent").isGreaterThan(parent);
            for (int side = 0; side < 2; side++) {
                depth = Math.max(depth, walk(bvh, children[2 * ref + side], bvh.childBounds(), 12 * ref + 6 * side, ref,
                        held, inner, level + 1));
                grow(union, bvh.childBounds(), 12 * ref + 6 * side);
            }
        }
        // Bounds hold what is below them, and are no larger (exact unions, conservative and tight).
        assertThat(Arrays.copyOfRange(b, o, o + 6)).as("the bounds of node %d", ref).containsExactly(union);
        return depth;
    }

    private static void grow(double[] union, double[] b, int o) {
        for (int k = 0; k < 3; k++) {
            union[k] = Math.min(union[k], b[o + k]);
            union[3 + k] = Math.max(union[3 + k], b[o + 3 + k]);
        }
    }

    @Test
    void everyBoxIsInExactlyOneLeaf_andEveryNodesBoundsAreItsBoxesUnion() {
        for (int kind = 0; kind < 5; kind++) {
            for (int n : new int[] {0, 1, 2, 4, 5, 7, 16, 17, 100, 1000, 5000}) {
                Bvh3d bvh = Bvh3d.build(scene(n + kind, n, kind), BuildMode.SEQUENTIAL);
                checkTree(bvh);
            }
        }
    }

    @Test
    void afterRefitAndUpdate_theBoundsAreStillTheUnions() {
        Obb3dBatch boxes = scene(7, 3000, 0);
        Bvh3d bvh = Bvh3d.build(boxes);
        bvh.refit(scene(8, 3000, 0));
        checkTree(bvh);
        Obb3dBatch other = scene(9, 100, 3);
        int[] indices = new int[100];
        Obb3d[] to = new Obb3d[100];
        for (int k = 0; k < 100; k++) {
            indices[k] = 29 * k;
            to[k] = other.get(k);
        }
        bvh.update(indices, to);
        checkTree(bvh);
        assertThat(bvh.box(29 * 7)).isEqualTo(other.get(7));
    }

    @Test
    void parallelBuild_isTheSequentialTree_arrayForArray() {
        for (int kind : new int[] {0, 1, 2, 3}) {
            Obb3dBatch boxes = scene(kind, 150_000, kind);
            Bvh3d sequential = Bvh3d.build(boxes, BuildMode.SEQUENTIAL);
            Bvh3d parallel = Bvh3d.build(boxes, BuildMode.PARALLEL);
            assertThat(parallel.children()).as("kind %d", kind).isEqualTo(sequential.children());
            assertThat(parallel.slotIndex()).isEqualTo(sequential.slotIndex());
            assertThat(parallel.slotBounds()).isEqualTo(sequential.slotBounds());
            assertThat(parallel.childBounds()).isEqualTo(sequential.childBounds());
            assertThat(parallel.root()).isEqualTo(sequential.root());
            assertThat(parallel.depth()).isEqualTo(sequential.depth());
            assertThat(parallel.nodeCount()).isEqualTo(sequential.nodeCount());
            assertThat(parallel.quality()).isEqualTo(sequential.quality());
            if (kind == 0) {
                checkTree(parallel);
            }
        }
    }

    /**
     * The binning on vectors (where the module is present) makes the scalar binning's tree: its bins'
     * minima, maxima and counts are exact. Scenes of every kind, sizes from one binned node to many
     * levels, and a row of boxes growing threefold (nodes that take keys of their own).
     */
    @Test
    void vectorBinning_buildsTheScalarTree_arrayForArray() {
        if (VectorSupport.enabled()) {
            assertThat(BinnedSplit.VECTOR_BINS).as("the vector binning runs where the module is").isTrue();
        }
        for (int n : new int[] {SweepSplit.MAX_SIZE + 1, 40, 1_000, 60_000}) {
            for (int kind = 0; kind <= 5; kind++) {
                Obb3dBatch boxes = kind == 5 ? growing(n) : scene(31 * n + kind, n, kind);
                double[] bounds = Bvh3dBuilder.bounds(boxes);
                Bvh3dBuilder scalar = new Bvh3dBuilder(bounds, n, BuildMode.SEQUENTIAL, false);
                Bvh3dBuilder vector = new Bvh3dBuilder(bounds, n, BuildMode.SEQUENTIAL, true);
                String where = n + " boxes, kind " + kind;
                assertThat(vector.slotIndex).as(where).isEqualTo(scalar.slotIndex);
                assertThat(vector.children).as(where).isEqualTo(scalar.children);
                assertThat(vector.slotBounds).as(where).isEqualTo(scalar.slotBounds);
                assertThat(vector.root).as(where).isEqualTo(scalar.root);
                assertThat(vector.innerCount).as(where).isEqualTo(scalar.innerCount);
                assertThat(vector.depth).as(where).isEqualTo(scalar.depth);
            }
        }
    }

    /**
     * The vector binning allocates what the scalar binning does, once C2 has compiled it: a vector it
     * boxed (a call C2 left out of line, a mask operation that is not an intrinsic) would cost about
     * a hundred bytes a node and the build's time with it. The build's own arrays are the same either
     * way, so the two counts agree to the byte; the rounds go on until a clean one or 20 seconds.
     */
    @Test
    void vectorBinning_allocatesWhatTheScalarBinningDoes() {
        if (!BinnedSplit.VECTOR_BINS) {
            return;
        }
        int n = 20_000;
        double[] bounds = Bvh3dBuilder.bounds(scene(5, n, 0));
        long scalar = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long before = allocatedBytes();
            new Bvh3dBuilder(bounds, n, BuildMode.SEQUENTIAL, false);
            scalar = Math.min(scalar, allocatedBytes() - before);
        }
        long least = Long.MAX_VALUE;
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (least > scalar && System.nanoTime() < deadline) {
            for (int i = 0; i < 20; i++) {
                new Bvh3dBuilder(bounds, n, BuildMode.SEQUENTIAL, true);
            }
            long before = allocatedBytes();
            new Bvh3dBuilder(bounds, n, BuildMode.SEQUENTIAL, true);
            least = Math.min(least, allocatedBytes() - before);
        }
        assertThat(least).as("bytes a build of %d boxes allocates with the vector binning, the scalar's %d", n, scalar)
                .isLessThanOrEqualTo(scalar);
    }

    /**
     * The bytes this thread has allocated ({@code com.sun.management.ThreadMXBean}), reached by
     * reflection: the tests are compiled into the module, which does not read {@code java.management},
     * and run on the class path, where it is there.
     */
    private static long allocatedBytes() {
        try {
            Object threads = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean")
                    .invoke(null);
            return (long) Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes")
                    .invoke(threads);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Boxes in a row along x, each three times the size of the one before, up to the core's reach. */
    private static Obb3dBatch growing(int n) {
        Obb3dBatch boxes = Obb3dBatch.withCapacity(n);
        for (int i = 0; i < n; i++) {
            double size = Math.pow(3, i % 200 - 100);
            boxes.add(Obb3d.of(size * 2, (i / 200) * 3.0, 0, new Quaterniond(), size, 1, 1));
        }
        return boxes;
    }

    @Test
    void theTreesArraysBeyondTheBoxesAndTheirBounds_take64BytesPerBoxAtMost() {
        int n = 100_000;
        Bvh3d bvh = Bvh3d.build(scene(3, n, 0));
        // The hierarchy proper: node bounds and references, and the two index maps (slot to box, box to
        // slot); and the wide nodes picks walk: their float bounds, references and bound sources.
        long bytes = 8L * bvh.childBounds().length + 4L * bvh.children().length + 4L * n + 4L * n;
        Bvh3dWide wide = bvh.wide();
        long wideBytes = 4L * wide.bounds.length + 4L * wide.refs.length + 4L * wide.refs.length;
        int inner = 0;
        for (int ref : wide.refs) {
            inner += ref > 0 ? 1 : 0;
        }
        assertThat(wide.refs.length).as("the wide arrays hold the nodes made: the root and one per inner child")
                .isEqualTo(Bvh3dWide.WIDTH * (inner + 1));
        double perBox = (double) (bytes + wideBytes) / n;
        System.out.printf("[bvh] %,d boxes: %.1f bytes per box in the hierarchy beyond the boxes and their bounds, "
                + "%.1f of them the wide nodes (+48 for the slot bounds, +120 for the boxes, kept once)%n", n, perBox,
                (double) wideBytes / n);
        assertThat(perBox).isLessThanOrEqualTo(64);
    }

    @Test
    void quality_isOneAsBuilt_andGrowsAsBoxesScatter() {
        Obb3dBatch boxes = scene(11, 2000, 0);
        Bvh3d bvh = Bvh3d.build(boxes);
        assertThat(bvh.quality().degradation()).isEqualTo(1);
        assertThat(bvh.quality().needsRebuild()).isFalse();
        assertThat(bvh.quality().sahCost()).isGreaterThan(1);
        assertThat(Bvh3d.build(scene(1, 1, 0)).quality().sahCost()).isEqualTo(1);
        assertThat(Bvh3d.build(scene(1, 9, 4)).quality().sahCost()).as("nine boxes at one point")
                .isGreaterThanOrEqualTo(1);
        bvh.refit(boxes);
        assertThat(bvh.quality().degradation()).isEqualTo(1);
        // Every box moved to a random place: the tree no longer groups neighbours.
        bvh.refit(scene(12, 2000, 0));
        assertThat(bvh.quality().degradation()).isGreaterThan(Bvh3dQuality.REBUILD_DEGRADATION);
        assertThat(bvh.quality().needsRebuild()).isTrue();
        assertThat(Bvh3d.build(Obb3dBatch.withCapacity(0)).quality()).isEqualTo(new Bvh3dQuality(0, 0));
    }

    @Test
    void badInput_isRefusedByName() {
        Bvh3d bvh = Bvh3d.build(scene(1, 10, 0));
        assertThatNullPointerException().isThrownBy(() -> Bvh3d.build(scene(1, 10, 0), null)).withMessage("mode");
        assertThatNullPointerException().isThrownBy(() -> bvh.update(null, new Obb3d[0])).withMessage("indices");
        assertThatNullPointerException().isThrownBy(() -> bvh.update(new int[0], null)).withMessage("boxes");
        assertThatThrownBy(() -> bvh.update(new int[1], new Obb3d[2])).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boxes must have the 1 elements of indices, had 2");
        assertThatThrownBy(() -> bvh.update(new int[] {10}, new Obb3d[] {bvh.box(0)}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("indices[0] must be in [0, 10), was 10");
        assertThatNullPointerException().isThrownBy(() -> bvh.update(new int[] {0}, new Obb3d[] {null}))
                .withMessageContaining("0");
        assertThatThrownBy(() -> new Bvh3dQuality(-1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sahCost must be 0 or finite and at least 1, was -1.0");
        assertThatThrownBy(() -> new Bvh3dQuality(0, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("builtSahCost must be 0 or finite and at least 1, was NaN");
    }
}
