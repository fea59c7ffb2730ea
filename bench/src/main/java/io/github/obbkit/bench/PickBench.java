package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.ScanPicker3d;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Picking the nearest of 100,000 oriented boxes scattered in a 200-unit cube: the BVH beside obbkit's
 * own linear scan. One operation is one pick of one ray, so the rate in rays per second is 10^9 over
 * the time per operation ({@code ResultsTable} prints it). The rays start on a plane 60 units in front
 * of the cube and pass through random points of its middle plane, so every one crosses the scene (and
 * nearly every one hits a box); they are walked in turn, 1,024 of them (their paths through the tree
 * stay partly in the caches from one round to the next) or 65,536 (mostly not). These {@code random}
 * rays are scattered: one ray's path through the tree says nothing of the next one's. The
 * {@code camera} rays are neighbours, as a viewer's pixels are: a camera 60 units in front of the cube
 * (at {@code z = -160}, looking at its centre, 60 degrees of view) shoots one ray per pixel of a
 * 256 x 256 image, walked in blocks of 32 x 32 pixels, row by row within a block; 1,024 of them are
 * the block at the image's centre, 65,536 the whole image. The {@code ortho} rays are an orthographic
 * camera's over the same pixels: parallel to z, from the camera's plane. The bench runs without
 * {@code jdk.incubator.vector} unless given {@code -jvmArgsAppend --add-modules=jdk.incubator.vector},
 * which puts the BVH's node tests on its vector path.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PickBench {
    @Param({"100000"})
    int size;

    @Param({"1024", "65536"})
    int rays;

    @Param({"random", "camera", "ortho"})
    String kind;

    private ScanPicker3d scan;
    private Bvh3d bvh;
    private Ray3d[] queries;
    private final PickWorkspace workspace = new PickWorkspace();
    private final MutablePick pick = new MutablePick();
    private int[] indices;
    private double[] ts;
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(5);
        Obb3d[] boxes = new Obb3d[size];
        for (int i = 0; i < size; i++) {
            boxes[i] = Pairs3d.box(random, random.nextDouble(-100, 100), random.nextDouble(-100, 100),
                    random.nextDouble(-100, 100)).translated(0, 0, 0);
        }
        bvh = Bvh3d.build(boxes);
        scan = ScanPicker3d.of(boxes);
        queries = new Ray3d[rays];
        indices = new int[rays];
        ts = new double[rays];
        if (kind.equals("camera") || kind.equals("ortho")) {
            cameraRays(queries, kind.equals("ortho"));
            return;
        }
        for (int i = 0; i < queries.length; i++) {
            queries[i] = Ray3d.through(random.nextDouble(-150, 150), random.nextDouble(-150, 150), -160,
                    random.nextDouble(-100, 100), random.nextDouble(-100, 100), 0);
        }
    }

    /**
     * A 256 x 256 pixel camera's rays in 32 x 32 blocks (all of them, or the centre block); pixel
     * {@code (u, v)} looks through {@code tan(30 deg) * 160 * ((u + 0.5) / 128 - 1)} on the plane z = 0,
     * from the eye at z = -160, or from the point 160 in front of it along z if {@code orthographic}.
     */
    static void cameraRays(Ray3d[] queries, boolean orthographic) {
        int side = 256;
        int block = 32;
        double half = Math.tan(Math.toRadians(30)) * 160;
        int first = queries.length == side * side ? 0 : (side / block / 2) * (side / block + 1);
        int k = 0;
        for (int b = first; k < queries.length; b++) {
            int bu = block * (b % (side / block));
            int bv = block * (b / (side / block));
            for (int v = bv; v < bv + block; v++) {
                for (int u = bu; u < bu + block; u++) {
                    double x = half * ((u + 0.5) / (side / 2.0) - 1);
                    double y = half * ((v + 0.5) / (side / 2.0) - 1);
                    queries[k++] = orthographic ? Ray3d.of(x, y, -160, 0, 0, 1) : Ray3d.through(0, 0, -160, x, y, 0);
                }
            }
        }
    }

    private Ray3d next() {
        Ray3d ray = queries[cursor];
        cursor = (cursor + 1) & (queries.length - 1);
        return ray;
    }

    @Benchmark
    public boolean pick_obbkitBvh() {
        return bvh.pickNearest(next(), workspace, pick);
    }

    /**
     * The same rays, 64 consecutive ones per call through the many-rays API (one ray after another,
     * into arrays); one operation is still one ray.
     */
    @Benchmark
    @OperationsPerInvocation(64)
    public int pick_obbkitBvhRayArray() {
        int from = cursor;
        cursor = (cursor + 64) & (queries.length - 1);
        return bvh.pickNearest(queries, from, 64, workspace, indices, ts, null);
    }

    @Benchmark
    public boolean pick_linearScan() {
        return scan.pickNearest(next(), workspace, pick);
    }
}
