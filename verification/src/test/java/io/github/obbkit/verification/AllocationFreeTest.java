package io.github.obbkit.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.MutableContact2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core2d.Sweep2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import io.github.obbkit.core3d.Sweep3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FramePickWorkspace;
import io.github.obbkit.raycast.FramePicker;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.SelectionMode;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.raycast.Unprojector;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.joml.Vector2d;
import org.joml.Vector3d;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every call a frame loop makes allocates nothing, once the JIT has compiled it: each path is warmed,
 * then run many times between two reads of the thread's allocated bytes
 * ({@code com.sun.management.ThreadMXBean#getThreadAllocatedBytes}), and must stay within a slack of
 * {@value #SLACK_BYTES} bytes for the whole measured loop. Paths whose source allocates nothing
 * allocate nothing interpreted either; those that rely on escape analysis (a value created and
 * consumed inside an inlined call) need C2, which compiles in the background and, on a loaded
 * machine, late: a path gets several warm-and-measure rounds and passes on the first clean one. A
 * path that really allocates allocates in every round (at least one object per call, so thousands of
 * times the slack), which {@link #aPlantedAllocation_isCaught} shows. Skipped on a JVM without
 * per-thread allocation counting.
 */
class AllocationFreeTest {
    /** Bytes the whole measured loop may allocate: the reads themselves, a stray JIT-timer object. */
    static final long SLACK_BYTES = 512;

    /** Warm-and-measure rounds before a path is declared allocating. */
    private static final int ROUNDS = 8;
    /** How long a path may warm before its cleanest round is taken as its answer. */
    private static final long WARM_UP_LIMIT_NANOS = 20_000_000_000L;

    private static com.sun.management.ThreadMXBean threads;

    /** Where answers go, so that the JIT cannot drop the calls. */
    private static long sink;

    /** Where the planted allocation puts its object, so that it escapes. */
    private static Object kept;

    /** One per-frame call on the {@code i}-th prepared input; its answer folded into a long. */
    @FunctionalInterface
    interface Path {
        long run(int i);
    }

    @BeforeAll
    static void needsAllocationCounting() {
        boolean supported = ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported();
        assumeTrue(supported, "this JVM does not count allocated bytes per thread");
        threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        threads.setThreadAllocatedMemoryEnabled(true);
    }

    /** The bytes the current thread allocated while running {@code path} {@code calls} times. */
    private static long allocated(Path path, int calls) {
        long id = Thread.currentThread().getId();
        long acc = 0;
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = 0; i < calls; i++) {
            acc += path.run(i);
        }
        long after = threads.getThreadAllocatedBytes(id);
        sink += acc;
        return after - before;
    }

    /**
     * The bytes every live thread (the common pool's workers among them) allocated while running
     * {@code path} {@code calls} times, for paths that hand work to other threads. The two reads'
     * result arrays count too, a few hundred bytes, within the slack.
     */
    private static long allocatedByAllThreads(Path path, int calls) {
        long[] ids = threads.getAllThreadIds();
        long acc = 0;
        long[] before = threads.getThreadAllocatedBytes(ids);
        for (int i = 0; i < calls; i++) {
            acc += path.run(i);
        }
        long[] after = threads.getThreadAllocatedBytes(ids);
        sink += acc;
        long bytes = 0;
        for (int t = 0; t < ids.length; t++) {
            // -1 for a thread that ended meanwhile: its bytes are lost either way.
            if (before[t] >= 0 && after[t] >= 0) {
                bytes += after[t] - before[t];
            }
        }
        return bytes;
    }

    /**
     * Warms {@code path} with {@code warm} calls, measures {@code calls} calls, and repeats up to
     * {@link #ROUNDS} times until a round stays within the slack; fails with the least seen.
     */
    static void assertAllocationFree(String name, int warm, int calls, Path path) {
        assertAllocationFree(name, warm, calls, false, path);
    }

    /** As {@link #assertAllocationFree(String, int, int, Path)}, counting every thread's bytes if asked. */
    static void assertAllocationFree(String name, int warm, int calls, boolean allThreads, Path path) {
        long least = Long.MAX_VALUE;
        // Code on jdk.incubator.vector boxes its vectors until C2 has compiled it, and C2 compiles in
        // the background: a round count alone can end before the compiled code runs. So the rounds go
        // on, each warming twice as long as the last, until one is clean or 20 seconds have passed.
        long deadline = System.nanoTime() + WARM_UP_LIMIT_NANOS;
        for (int round = 0; round < ROUNDS || System.nanoTime() < deadline; round++) {
            allocated(path, warm << Math.min(round, 12));
            long bytes = allThreads ? allocatedByAllThreads(path, calls) : allocated(path, calls);
            least = Math.min(least, bytes);
            if (bytes <= SLACK_BYTES) {
                return;
            }
        }
        throw new AssertionError(name + " allocated " + least + " bytes over " + calls + " calls ("
                + (double) least / calls + " B/call) in its cleanest round of 20 seconds' warming");
    }

    private static void assertHot(String name, Path path) {
        assertAllocationFree(name, 30_000, 50_000, path);
    }

    private static void assertHeavy(String name, Path path) {
        assertAllocationFree(name, 300, 500, path);
    }

    private static final int N = 256;
    private static final int MASK = N - 1;

    private static Obb3d box(SplittableRandom r, double spread) {
        return Obb3d.of(r.nextDouble(-spread, spread), r.nextDouble(-spread, spread), r.nextDouble(-spread, spread),
                new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3)),
                r.nextDouble(0.2, 2), r.nextDouble(0.2, 2), r.nextDouble(0.2, 2));
    }

    private static Obb2d box2(SplittableRandom r) {
        return Obb2d.of(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(0.2, 2),
                r.nextDouble(0.2, 2));
    }

    private static int bits(boolean b) {
        return b ? 1 : 0;
    }

    @Test
    void pairTestsAndPushes_allocateNothing() {
        SplittableRandom r = new SplittableRandom(17);
        Obb2d[] a2 = new Obb2d[N];
        Obb2d[] b2 = new Obb2d[N];
        Obb3d[] a3 = new Obb3d[N];
        Obb3d[] b3 = new Obb3d[N];
        for (int i = 0; i < N; i++) {
            a2[i] = box2(r);
            b2[i] = box2(r);
            a3[i] = box(r, 2);
            b3[i] = box(r, 2);
        }
        MutableContact2d c2 = new MutableContact2d();
        MutableContact3d c3 = new MutableContact3d();
        Vector2d still2 = new Vector2d();
        Vector2d move2 = new Vector2d(3, -1);
        Vector3d still3 = new Vector3d();
        Vector3d move3 = new Vector3d(3, -1, 2);
        assertHot("Sat2d.intersects", i -> bits(Sat2d.intersects(a2[i & MASK], b2[i & MASK])));
        assertHot("Sat2d.mtv(a, b, dest)", i -> bits(Sat2d.mtv(a2[i & MASK], b2[i & MASK], c2)));
        assertHot("Sat2d.separatingMtv(a, b, dest)", i -> bits(Sat2d.separatingMtv(a2[i & MASK], b2[i & MASK], c2)));
        assertHot("Sweep2d.firstContact", i -> bits(Sweep2d.firstContact(a2[i & MASK], still2, b2[i & MASK], move2,
                c2)));
        assertHot("Sat3d.intersects", i -> bits(Sat3d.intersects(a3[i & MASK], b3[i & MASK])));
        assertHot("Sat3d.mtv(a, b, dest)", i -> bits(Sat3d.mtv(a3[i & MASK], b3[i & MASK], c3)));
        assertHot("Sat3d.separatingMtv(a, b, dest)", i -> bits(Sat3d.separatingMtv(a3[i & MASK], b3[i & MASK], c3)));
        assertHot("Sweep3d.firstContact", i -> bits(Sweep3d.firstContact(a3[i & MASK], still3, b3[i & MASK], move3,
                c3)));
    }

    @Test
    void batchesTransformsAndFrustums_allocateNothing() {
        SplittableRandom r = new SplittableRandom(19);
        Obb3d[] boxes = new Obb3d[N];
        Aabb3d[] aabbs = new Aabb3d[N];
        for (int i = 0; i < N; i++) {
            boxes[i] = box(r, 20);
            aabbs[i] = boxes[i].aabb();
        }
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        long[] hits = new long[N / 64];
        int[] indices = new int[N];
        double[] out = new double[6];
        Matrix4d m = new Matrix4d().translation(1, 2, 3).rotateXYZ(0.3, -0.5, 1.1).scale(1.5, 0.5, 2);
        Frustum frustum = Frustum.of(new Matrix4d().perspective(1, 1.3, 0.1, 100).lookAt(0, 0, 30, 0, 0, 0, 0, 1, 0),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        assertHeavy("Sat3dBatch.intersectsEach", i -> Sat3dBatch.intersectsEach(boxes[i & MASK], batch, 0, N, hits, 0));
        assertHeavy("Sat3dBatch.intersecting", i -> Sat3dBatch.intersecting(boxes[i & MASK], batch, 0, N, indices, 0));
        // Counts that leave a tail shorter than one float pass (40 = 2 x 16 + 8; 60 from box 3).
        Obb3dBatch forty = Obb3dBatch.of(java.util.Arrays.copyOf(boxes, 40));
        assertHeavy("Sat3dBatch.intersectsEach, 40 boxes",
                i -> Sat3dBatch.intersectsEach(boxes[i & MASK], forty, 0, 40, hits, 0));
        assertHeavy("Sat3dBatch.intersectsEach, boxes 3 to 62",
                i -> Sat3dBatch.intersectsEach(boxes[i & MASK], batch, 3, 60, hits, 0));
        // A batch shorter than one float pass (one pass over the float copy's padding), and a box
        // outside the float domain (the scalar kernel).
        Obb3dBatch ten = Obb3dBatch.of(java.util.Arrays.copyOf(boxes, 10));
        assertHeavy("Sat3dBatch.intersectsEach, 10 boxes",
                i -> Sat3dBatch.intersectsEach(boxes[i & MASK], ten, 0, 10, hits, 0));
        Obb3d far = Obb3d.of(1e20, 0, 0, new Quaterniond(), 1e19, 1e19, 1e19);
        assertHeavy("Sat3dBatch.intersectsEach, a box outside the float domain",
                i -> Sat3dBatch.intersectsEach(far, batch, 0, N, hits, 0));
        assertHot("AabbTransform.transform(m, numbers, dest)", i -> {
            Aabb3d b = aabbs[i & MASK];
            return (long) AabbTransform.transform(m, b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), out,
                    0)[3];
        });
        assertHot("AabbTransform.transform(m, Aabb3d, dest)",
                i -> (long) AabbTransform.transform(m, aabbs[i & MASK], out, 0)[3]);
        assertHot("FrustumTest3d.intersects", i -> bits(FrustumTest3d.intersects(frustum, boxes[i & MASK])));
        assertHot("FrustumTest3d.classify", i -> FrustumTest3d.classify(frustum, boxes[i & MASK]).ordinal());
    }

    /** 2,000 boxes within 40 of the origin. */
    private static Obb3d[] scene(SplittableRandom r) {
        Obb3d[] boxes = new Obb3d[2000];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = box(r, 40);
        }
        return boxes;
    }

    /**
     * A wall of 8 x 8 boxes of 10 x 10 x 1 half-extents at z = 0, and 100 smaller boxes in front of it,
     * filling the view of the camera 80 units away: nine pixels in ten of a 64 x 64 frame hit their left
     * neighbour's box, so its bands after the first go in packets (an allocation planted in
     * {@code Bvh3dPacket.search} fails this test's frame of it).
     */
    static Obb3d[] wall(SplittableRandom r) {
        Obb3d[] boxes = new Obb3d[64 + 100];
        for (int i = 0; i < 64; i++) {
            boxes[i] = Obb3d.of(20 * (i % 8) - 70, 20 * (i / 8) - 70, 0, new Quaterniond(), 10, 10, 1);
        }
        for (int i = 64; i < boxes.length; i++) {
            boxes[i] = Obb3d.of(r.nextDouble(-40, 40), r.nextDouble(-40, 40), r.nextDouble(-30, -5),
                    new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3)),
                    r.nextDouble(0.5, 2), r.nextDouble(0.5, 2), r.nextDouble(0.5, 2));
        }
        return boxes;
    }

    /** {@link #N} rays from below the scene through it to above. */
    private static Ray3d[] raysThrough(SplittableRandom r) {
        Ray3d[] rays = new Ray3d[N];
        for (int i = 0; i < N; i++) {
            rays[i] = Ray3d.through(r.nextDouble(-40, 40), r.nextDouble(-40, 40), -60, r.nextDouble(-40, 40),
                    r.nextDouble(-40, 40), 60);
        }
        return rays;
    }

    @Test
    void raysPicksAndSelections_allocateNothing() {
        SplittableRandom r = new SplittableRandom(23);
        Obb3d[] boxes = scene(r);
        Ray3d[] rays = raysThrough(r);
        Aabb3d[] aabbs = new Aabb3d[N];
        Obb2d[] boxes2 = new Obb2d[N];
        Aabb2d[] aabbs2 = new Aabb2d[N];
        Ray2d[] rays2 = new Ray2d[N];
        for (int i = 0; i < N; i++) {
            aabbs[i] = boxes[i].aabb();
            boxes2[i] = box2(r);
            aabbs2[i] = boxes2[i].aabb();
            rays2[i] = Ray2d.through(r.nextDouble(-5, 5), -8, r.nextDouble(-3, 3), r.nextDouble(-3, 3));
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        ScanPicker3d scan = ScanPicker3d.of(java.util.Arrays.copyOf(boxes, 200));
        Obb3dBatch batch = Obb3dBatch.of(java.util.Arrays.copyOf(boxes, N));
        RayCaster3d caster = RayCaster3d.of(rays[0]);
        MutableRayHit hit = new MutableRayHit();
        MutablePick pick = new MutablePick();
        PickWorkspace workspace = new PickWorkspace();
        long[] bits = new long[N / 64];
        int[] selected = new int[boxes.length];
        Matrix4d viewProjection = new Matrix4d().perspective(1, 1, 0.1, 500).lookAt(0, 0, -80, 0, 0, 0, 0, 1, 0);
        Unprojector camera = Unprojector.of(viewProjection, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        Frustum frustum = Frustum.of(viewProjection, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        FramePicker frame = FramePicker.of(bvh, camera);
        int[] viewport = {0, 0, 64, 64};
        int[] indices = new int[16];
        double[] ts = new double[16];
        Vector3d origin = new Vector3d();
        Vector3d direction = new Vector3d();
        assertHot("SlabRaycast.intersect(ray, box, dest)",
                i -> bits(SlabRaycast.intersect(rays[i & MASK], boxes[i & MASK], hit)));
        assertHot("SlabRaycast.intersects", i -> bits(SlabRaycast.intersects(rays[i & MASK], boxes[i & MASK])));
        assertHot("SlabRaycast.firstHit(ray, box, dest)",
                i -> bits(SlabRaycast.firstHit(rays[i & MASK], boxes[i & MASK], hit)));
        assertHot("SlabRaycast.intersect(ray, box, tMin, tMax, dest)",
                i -> bits(SlabRaycast.intersect(rays[i & MASK], boxes[i & MASK], 1, 90, hit)));
        assertHot("SlabRaycast.intersect(ray, Aabb3d, dest)",
                i -> bits(SlabRaycast.intersect(rays[i & MASK], aabbs[i & MASK], hit)));
        assertHot("SlabRaycast.firstHit(ray, Aabb3d, dest)",
                i -> bits(SlabRaycast.firstHit(rays[i & MASK], aabbs[i & MASK], hit)));
        assertHot("SlabRaycast.intersect(Ray2d, Obb2d, dest)",
                i -> bits(SlabRaycast.intersect(rays2[i & MASK], boxes2[i & MASK], hit)));
        assertHot("SlabRaycast.firstHit(Ray2d, Aabb2d, dest)",
                i -> bits(SlabRaycast.firstHit(rays2[i & MASK], aabbs2[i & MASK], hit)));
        // The value forms (intersect(ray, box), firstHit(ray, box)) are not held here: besides the RayHit
        // they return, they make a working holder per call, which C2 removes only where it inlines the
        // whole call (not in every JVM). A frame loop uses the holder forms above.
        assertHot("RayCaster3d.intersect(box, dest)", i -> bits(caster.intersect(boxes[i & MASK], hit)));
        assertHeavy("RayCaster3d.intersectsEach", i -> caster.intersectsEach(batch, 0, N, bits, 0));
        assertHeavy("Bvh3d.pickNearest", i -> bits(bvh.pickNearest(rays[i & MASK], workspace, pick)));
        assertHeavy("ScanPicker3d.pickNearest", i -> bits(scan.pickNearest(rays[i & MASK], workspace, pick)));
        assertHot("Unprojector.ray(x, y, viewport, origin, direction)", i -> {
            camera.ray(i & 63, (i >> 6) & 63, viewport, origin, direction);
            return (long) direction.x;
        });
        assertHeavy("FramePicker.pickNearest (a mouse)",
                i -> bits(frame.pickNearest((i & 63) + 0.5, ((i >> 6) & 63) + 0.5, viewport, workspace, pick)));
        assertHeavy("FramePicker.pickSequentially with a workspace",
                i -> frame.pickSequentially(viewport, i & 31, 20, 4, 4, indices, ts, null, workspace));
        assertHeavy("FrustumSelection3d.select over the BVH",
                i -> FrustumSelection3d.select(bvh, frustum, SelectionMode.TOUCHING, workspace, selected));
        // A frame whose bands go in packets (after its first, one pixel at a time): a wall of boxes fills
        // the view, with smaller boxes in front, so that almost every pixel hits its left neighbour's box.
        FramePicker wallFrame = FramePicker.of(Bvh3d.build(wall(r)), camera);
        int[] wallIndices = new int[64 * 64];
        double[] wallTs = new double[64 * 64];
        BoxFace[] wallFaces = new BoxFace[64 * 64];
        PickWorkspace wallWorkspace = new PickWorkspace();
        assertHeavy("FramePicker.pickSequentially of a frame in packets",
                i -> wallFrame.pickSequentially(viewport, 0, 0, 64, 64, wallIndices, wallTs, wallFaces, wallWorkspace));
        // The caller and two of the common pool's threads: bands on every thread the machine has.
        FramePickWorkspace parallel = new FramePickWorkspace(3);
        int[] frameIndices = new int[32 * 32];
        double[] frameTs = new double[32 * 32];
        BoxFace[] frameFaces = new BoxFace[32 * 32];
        assertAllocationFree("FramePicker.pick in parallel with a FramePickWorkspace, on every thread", 300, 500,
                true, i -> frame.pick(viewport, (i & 31), 16, 32, 32, frameIndices, frameTs, frameFaces, parallel));
        Vector3d move = new Vector3d(5, 1, -2);
        MutableContact3d contact = new MutableContact3d();
        assertHeavy("Bvh3d.castNearest", i -> bvh.castNearest(boxes[i & MASK], move, workspace, contact));
    }

    /**
     * The BVH's pick (its vector node test where the JVM has one) once core3d's batch kernels have
     * run on their vector path in the same JVM, in that order whatever order the methods run in. In a
     * JVM that had run other vector code first, C2 once compiled the pick with its zero vector
     * allocated: 80 B a pick, for good, which a JVM running only picks never showed.
     */
    @Test
    void picks_afterTheBatchFloatFilter_allocateNothing() {
        SplittableRandom r = new SplittableRandom(31);
        Obb3d[] boxes = scene(r);
        Ray3d[] rays = raysThrough(r);
        Obb3dBatch batch = Obb3dBatch.of(java.util.Arrays.copyOf(boxes, N));
        long[] hits = new long[N / 64];
        assertHeavy("Sat3dBatch.intersectsEach (float filter)",
                i -> Sat3dBatch.intersectsEach(boxes[i & MASK], batch, 0, N, hits, 0));
        Bvh3d bvh = Bvh3d.build(boxes);
        MutablePick pick = new MutablePick();
        PickWorkspace workspace = new PickWorkspace();
        Matrix4d viewProjection = new Matrix4d().perspective(1, 1, 0.1, 500).lookAt(0, 0, -80, 0, 0, 0, 0, 1, 0);
        Unprojector camera = Unprojector.of(viewProjection, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        FramePicker frame = FramePicker.of(bvh, camera);
        int[] viewport = {0, 0, 64, 64};
        assertHeavy("Bvh3d.pickNearest after the float filter",
                i -> bits(bvh.pickNearest(rays[i & MASK], workspace, pick)));
        assertHeavy("FramePicker.pickNearest after the float filter",
                i -> bits(frame.pickNearest((i & 63) + 0.5, ((i >> 6) & 63) + 0.5, viewport, workspace, pick)));
    }

    @Test
    void aPlantedAllocation_isCaught() {
        SplittableRandom r = new SplittableRandom(29);
        Obb2d[] a = new Obb2d[N];
        Obb2d[] b = new Obb2d[N];
        for (int i = 0; i < N; i++) {
            a[i] = box2(r);
            b[i] = Obb2d.of(a[i].centerX() + 0.1, a[i].centerY(), 0.3, 1, 1);
        }
        // The value form of the push, kept: one Mtv2d per call escapes, as a holder made inside a call
        // that is not inlined would.
        assertThatThrownBy(() -> assertHot("Sat2d.mtv(a, b), kept", i -> {
            kept = Sat2d.mtv(a[i & MASK], b[i & MASK]);
            return 1;
        })).isInstanceOf(AssertionError.class).hasMessageContaining("B/call");
        assertThat(kept).isNotNull();
    }
}
