package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * One workspace serves any number of searches, by any picker, over trees of any depth: it carries no
 * answer from one search to the next (only the hint of a camera's last box, which changes none), its stack grows once to the deepest tree and then stays, and a
 * search that reuses it allocates nothing.
 */
class PickWorkspaceTest {

    /** A row of boxes growing threefold: a tree far deeper than the workspace's first stack. */
    static Obb3d[] deepRow(int n) {
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            double s = Math.pow(3, i);
            boxes[i] = Obb3d.fromAabb(Aabb3d.fromCenter(s, 0, 0, s / 12, 0.5, 0.5));
        }
        return boxes;
    }

    private static Obb3d[] cloud(SplittableRandom random, int n) {
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            boxes[i] = Obb3d.fromAabb(Aabb3d.fromCenter(random.nextDouble(-10, 10), random.nextDouble(-10, 10),
                    random.nextDouble(-10, 10), random.nextDouble(0.1, 1), random.nextDouble(0.1, 1),
                    random.nextDouble(0.1, 1)));
        }
        return boxes;
    }

    @Test
    void oneWorkspace_givesEverySearchTheAnswerAFreshOneGives() {
        SplittableRandom random = new SplittableRandom(21);
        Obb3d[] cloud = cloud(random, 300);
        Obb3d[] row = deepRow(200);
        List<Picker3d> pickers = List.of(Bvh3d.build(cloud), Bvh3d.build(row), ScanPicker3d.of(cloud),
                Bvh3d.build(new Obb3d[0]), ScanPicker3d.of(row), Bvh3d.build(new Obb3d[] {cloud[0]}));
        assertThat(((Bvh3d) pickers.get(1)).depth()).as("deeper than the first stack").isGreaterThan(64);
        PickWorkspace shared = new PickWorkspace();
        MutablePick reused = new MutablePick();
        int hits = 0;
        for (int i = 0; i < 3_000; i++) {
            Picker3d picker = pickers.get(random.nextInt(pickers.size()));
            Ray3d ray = picker == pickers.get(1) || picker == pickers.get(4)
                    ? Ray3d.of(random.nextBoolean() ? -1 : 1e96, random.nextDouble(-0.4, 0.4), 0,
                            random.nextBoolean() ? 1 : -1, 0, 0)
                    : Ray3d.through(random.nextDouble(-15, 15), random.nextDouble(-15, 15), -20,
                            random.nextDouble(-10, 10), random.nextDouble(-10, 10), 0);
            MutablePick fresh = new MutablePick();
            boolean expected = picker.pickNearest(ray, new PickWorkspace(), fresh);
            assertThat(picker.pickNearest(ray, shared, reused)).as("%s by %s", ray, picker).isEqualTo(expected);
            assertThat(reused.toPick()).as("%s by %s", ray, picker).isEqualTo(fresh.toPick());
            hits += expected ? 1 : 0;
        }
        assertThat(hits).isBetween(500, 2_900);
    }

    /**
     * Boxes that tie: exact copies (equal {@code t}, different indices), boxes nested in others, boxes
     * sharing a face, and a cloud around them, so that a neighbour's box tested first often ties with or
     * stands behind the answer.
     */
    private static Obb3d[] crowded(SplittableRandom random, int n) {
        Obb3d[] boxes = new Obb3d[n];
        for (int i = 0; i < n; i++) {
            int kind = i == 0 ? 3 : random.nextInt(4);
            Obb3d other = boxes[random.nextInt(Math.max(1, i))];
            if (kind == 0) {
                boxes[i] = other;
            } else if (kind == 1) {
                boxes[i] = Obb3d.fromAabb(Aabb3d.fromCenter(other.centerX(), other.centerY(), other.centerZ(),
                        0.5 * other.halfExtentX(), 0.5 * other.halfExtentY(), 0.5 * other.halfExtentZ()));
            } else if (kind == 2) {
                Aabb3d a = other.aabb();
                boxes[i] = Obb3d.fromAabb(Aabb3d.of(a.minX(), a.minY(), a.maxZ(), a.maxX(), a.maxY(), a.maxZ() + 1));
            } else {
                boxes[i] = Obb3d.fromAabb(Aabb3d.fromCenter(random.nextInt(-8, 8), random.nextInt(-8, 8),
                        random.nextInt(-8, 8), random.nextInt(1, 4) / 2.0, random.nextInt(1, 4) / 2.0,
                        random.nextInt(1, 4) / 2.0));
            }
        }
        return boxes;
    }

    @Test
    void camerasRays_pickedOneAfterAnotherThroughOneWorkspace_answerAsFreshWorkspaces() {
        SplittableRandom random = new SplittableRandom(33);
        int hinted = 0;
        for (int scene = 0; scene < 40; scene++) {
            Obb3d[] boxes = crowded(random, 1 + random.nextInt(400));
            List<Bvh3d> trees = List.of(Bvh3d.build(boxes), Bvh3d.build(crowded(random, 50)));
            ScanPicker3d scan = ScanPicker3d.of(boxes);
            PickWorkspace shared = new PickWorkspace();
            MutablePick reused = new MutablePick();
            double[] eye = {random.nextInt(-3, 3), random.nextInt(-3, 3), -30};
            boolean lastHit = false;
            for (int v = 0; v < 24; v++) {
                for (int u = 0; u < 24; u++) {
                    // Now and then a pick through the other tree, or from elsewhere, between two pixels.
                    if (random.nextInt(16) == 0) {
                        trees.get(1).pickNearest(Ray3d.of(eye[0], eye[1], eye[2], 0.1, 0.2, 1), shared, reused);
                        lastHit = false;
                    }
                    // A perspective camera's pixels, or (odd scenes) an orthographic one's.
                    Ray3d ray = scene % 2 == 0
                            ? Ray3d.through(eye[0], eye[1], eye[2], (u - 11.5) * 0.75, (v - 11.5) * 0.75, 0)
                            : Ray3d.of((u - 11.5) * 0.75, (v - 11.5) * 0.75, eye[2], 0.01, -0.02, 1);
                    Pick expected = scan.pickNearest(ray);
                    hinted += lastHit ? 1 : 0;
                    assertThat(trees.get(0).pickNearest(ray, shared, reused)).isEqualTo(expected != null);
                    assertThat(reused.toPick()).as("pixel %d, %d of scene %d", u, v, scene).isEqualTo(expected);
                    lastHit = expected != null;
                }
            }
        }
        assertThat(hinted).as("picks that had the last box to test first").isGreaterThan(5_000);
    }

    @Test
    void aPickThroughTheSameTree_getsTheBoxTheLastFound() {
        Obb3d[] boxes = cloud(new SplittableRandom(3), 200);
        Bvh3d bvh = Bvh3d.build(boxes);
        Bvh3d other = Bvh3d.build(boxes);
        Bvh3dWide wide = bvh.wide();
        PickWorkspace workspace = new PickWorkspace();
        MutablePick pick = new MutablePick();
        double x = boxes[7].centerX();
        double y = boxes[7].centerY();
        assertThat(bvh.pickNearest(Ray3d.of(x, y, -20, 0, 0, 1), workspace, pick)).isTrue();
        int slot = workspace.hint(wide.stamp);
        assertThat(slot).as("a slot of this tree").isBetween(0, boxes.length - 1);
        assertThat(wide.slotIndex[slot]).as("the slot of the box found").isEqualTo(pick.index());
        assertThat(workspace.hint(other.wide().stamp)).as("another tree").isEqualTo(-1);
        assertThat(bvh.pickNearest(Ray3d.of(x, y, -20, 0, 0, -1), workspace, pick)).isFalse();
        assertThat(workspace.hint(wide.stamp)).as("after a miss").isEqualTo(-1);
    }

    @Test
    void theStackGrowsOnceToTheDeepestTree_andStays() {
        Bvh3d deep = Bvh3d.build(deepRow(200));
        Bvh3d shallow = Bvh3d.build(cloud(new SplittableRandom(5), 50));
        PickWorkspace workspace = new PickWorkspace();
        assertThat(workspace.nodes).hasSize(64);
        shallow.pickNearest(Ray3d.of(-20, 0, 0, 1, 0, 0), workspace, new MutablePick());
        assertThat(workspace.nodes).as("a shallow tree fits the first stack").hasSize(64);
        deep.pickNearest(Ray3d.of(-1, 0, 0, 1, 0, 0), workspace, new MutablePick());
        int[] grown = workspace.nodes;
        assertThat(grown.length).isGreaterThanOrEqualTo(deep.depth() + 2);
        assertThat(workspace.entries).hasSameSizeAs(grown);
        shallow.pickNearest(Ray3d.of(-20, 0, 0, 1, 0, 0), workspace, new MutablePick());
        deep.pickNearest(Ray3d.of(1e96, 0, 0, -1, 0, 0), workspace, new MutablePick());
        assertThat(workspace.nodes).as("kept, not regrown nor shrunk").isSameAs(grown);
    }

    @Test
    void reusedWorkspaceAndHolder_allocateNothing_inEitherPicker() throws ReflectiveOperationException {
        Obb3d[] boxes = cloud(new SplittableRandom(9), 500);
        List<Picker3d> pickers = new ArrayList<>(List.of(Bvh3d.build(boxes), ScanPicker3d.of(boxes)));
        Ray3d ray = Ray3d.of(-20, 0, 0, 1, 0.01, 0.02);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick dest = new MutablePick();
        for (Picker3d picker : pickers) {
            boolean hit = true;
            long allocated = Long.MAX_VALUE;
            // Until compiled by C2 and the workspace grown: the vector path allocates until C2 has
            // compiled it, which on a loaded machine can take many seconds.
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (allocated >= 2_000 && System.nanoTime() < deadline) {
                for (int i = 0; i < 10_000; i++) {
                    hit &= picker.pickNearest(ray, workspace, dest);
                }
                long before = allocatedBytes();
                for (int i = 0; i < 200; i++) {
                    hit &= picker.pickNearest(ray, workspace, dest);
                }
                allocated = allocatedBytes() - before;
            }
            assertThat(hit).isTrue();
            // A workspace per pick would take 200 * 600 bytes; allow a little for the measurement itself.
            assertThat(allocated).as("bytes allocated by 200 picks of %s", picker).isLessThan(2_000);
        }
    }

    @Test
    void arraysOfRays_allocateNothing_onceCompiled() throws ReflectiveOperationException {
        Obb3d[] boxes = cloud(new SplittableRandom(9), 500);
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d[] rays = new Ray3d[64];
        for (int i = 0; i < rays.length; i++) {
            rays[i] = Ray3d.of(-20, 0.01 * (i % 8), 0.01 * (i / 8), 1, 0.01, 0.02);
        }
        int[] indices = new int[64];
        double[] ts = new double[64];
        BoxFace[] faces = new BoxFace[64];
        PickWorkspace workspace = new PickWorkspace();
        int hits = 0;
        long allocated = Long.MAX_VALUE;
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (allocated >= 2_000 && System.nanoTime() < deadline) {
            for (int i = 0; i < 300; i++) {
                hits = bvh.pickNearest(rays, 0, 64, workspace, indices, ts, faces);
            }
            long before = allocatedBytes();
            for (int i = 0; i < 10; i++) {
                hits = bvh.pickNearest(rays, 0, 64, workspace, indices, ts, faces);
            }
            allocated = allocatedBytes() - before;
        }
        assertThat(hits).isBetween(1, 64);
        assertThat(allocated).as("bytes allocated by 640 rays from an array").isLessThan(2_000);
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
}
