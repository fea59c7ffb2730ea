package io.github.obbkit.bench;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.SelectionMode;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Matrix4d;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Marquee selection and culling among 100,000 oriented boxes scattered in a 200-unit cube, seen by a
 * camera at its centre: the BVH beside obbkit's own linear scan, one whole query per operation. The
 * marquee rectangles (64 of them, walked in turn) are random, from a few pixels to a fifth of an
 * 800 x 600 viewport on a side; culling uses the camera's whole frustum, which holds about a twentieth
 * of the scene, as a camera inside a large world does.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MarqueeBench {
    @Param({"100000"})
    int size;

    private Obb3dBatch boxes;
    private Bvh3d bvh;
    private Frustum camera;
    private Frustum[] marquees;
    private int[] dest;
    private final PickWorkspace workspace = new PickWorkspace();
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(18);
        boxes = Obb3dBatch.withCapacity(size);
        for (int i = 0; i < size; i++) {
            boxes.add(Pairs3d.box(random, random.nextDouble(-100, 100), random.nextDouble(-100, 100),
                    random.nextDouble(-100, 100)));
        }
        bvh = Bvh3d.build(boxes);
        dest = new int[size];
        camera = Frustum.of(new Matrix4d().perspective(Math.toRadians(50), 800.0 / 600, 1, 500)
                .lookAt(0, 0, 0, 0.3, 0.2, -1, 0, 1, 0), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        int[] viewport = {0, 0, 800, 600};
        marquees = new Frustum[64];
        for (int i = 0; i < marquees.length; i++) {
            double w = 4 + random.nextDouble() * 160;
            double h = 4 + random.nextDouble() * 120;
            double x = random.nextDouble() * (800 - w);
            double y = random.nextDouble() * (600 - h);
            marquees[i] = FrustumSelection3d.marquee(camera, x, y, x + w, y + h, viewport);
        }
    }

    private Frustum next() {
        Frustum f = marquees[cursor];
        cursor = (cursor + 1) & (marquees.length - 1);
        return f;
    }

    @Benchmark
    public int marquee_obbkitBvh() {
        return FrustumSelection3d.select(bvh, next(), SelectionMode.TOUCHING, workspace, dest);
    }

    @Benchmark
    public int marquee_linearScan() {
        return FrustumSelection3d.select(boxes, next(), SelectionMode.TOUCHING, dest);
    }

    @Benchmark
    public int marqueeInside_obbkitBvh() {
        return FrustumSelection3d.select(bvh, next(), SelectionMode.WHOLLY_INSIDE, workspace, dest);
    }

    @Benchmark
    public int marqueeInside_linearScan() {
        return FrustumSelection3d.select(boxes, next(), SelectionMode.WHOLLY_INSIDE, dest);
    }

    @Benchmark
    public int culling_obbkitBvh() {
        return FrustumSelection3d.visible(bvh, camera, workspace, dest);
    }

    @Benchmark
    public int culling_linearScan() {
        return FrustumSelection3d.visible(boxes, camera, dest);
    }
}
