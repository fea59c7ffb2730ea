package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FramePickWorkspace;
import io.github.obbkit.raycast.FramePicker;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.Unprojector;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Matrix4d;
import org.joml.Vector3d;
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
 * Picking a whole frame, one ray per pixel, out of {@link PickBench}'s 100,000 boxes seen by a camera
 * 60 units in front of them: {@link FramePicker#pick} (rows in parallel on the common pool),
 * the same with a reused {@link FramePickWorkspace} of 1 or 2 threads ({@code frame_parallelWorkspace},
 * the scaling figure), {@link FramePicker#pickSequentially} (one thread), and the loop a user would write with the value
 * API, {@code bvh.pickNearest(camera.ray(x, y, viewport))}, which makes a ray and a pick per pixel.
 * One operation is one frame of {@code side x side} pixels; the pixels are neighbours, so their rays
 * are coherent, as a viewer's are. The ratio of the parallel to the sequential frame is the scaling
 * on this machine's cores. The frames go in packets of neighbouring pixels where that is faster;
 * {@code -jvmArgsAppend -Dobbkit.framePackets=false} picks them one pixel at a time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FramePickBench {
    /**
     * The frame's side in pixels: at 64 neighbouring pixels lie about 2.9 units apart where the rays
     * meet the boxes, at 256 about 0.7 (where a frame's packets start to pay), at 1024 about 0.2
     * ({@code -p side=1024}).
     */
    @Param({"64", "256"})
    int side;

    private Bvh3d bvh;
    private Unprojector camera;
    private FramePicker frame;
    private int[] viewport;
    private int[] indices;
    private double[] ts;
    private BoxFace[] faces;
    private final PickWorkspace workspace = new PickWorkspace();
    private final MutablePick pick = new MutablePick();
    private final Vector3d origin = new Vector3d();
    private final Vector3d direction = new Vector3d();
    private int mouseCursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(5);
        Obb3d[] boxes = new Obb3d[100_000];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = Pairs3d.box(random, random.nextDouble(-100, 100), random.nextDouble(-100, 100),
                    random.nextDouble(-100, 100));
        }
        bvh = Bvh3d.build(boxes);
        camera = Unprojector.of(new Matrix4d().perspective(Math.toRadians(60), 1, 0.1, 1000)
                .lookAt(0, 0, -160, 0, 0, 0, 0, 1, 0), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        frame = FramePicker.of(bvh, camera);
        viewport = new int[] {0, 0, side, side};
        indices = new int[side * side];
        ts = new double[side * side];
        faces = new BoxFace[side * side];
    }

    @Benchmark
    public int frame_parallel() {
        return frame.pick(viewport, 0, 0, side, side, indices, ts, faces);
    }

    /**
     * The frame in parallel with a reused {@link FramePickWorkspace} of {@code parallelism} threads
     * (the caller's included): allocates nothing. Its time at 1 over its time at 2 is the 2-core
     * scaling; {@code -p parallelism=1,2,4} asks for other counts.
     */
    @Benchmark
    public int frame_parallelWorkspace(Scaling scaling) {
        return frame.pick(viewport, 0, 0, side, side, indices, ts, faces, scaling.workspace);
    }

    /** The threads a parallel frame may use; only {@link #frame_parallelWorkspace} reads it. */
    @State(Scope.Thread)
    public static class Scaling {
        @Param({"1", "2"})
        int parallelism;

        FramePickWorkspace workspace;

        @Setup
        public void setUp() {
            workspace = new FramePickWorkspace(parallelism);
        }
    }

    @Benchmark
    public int frame_sequential() {
        return frame.pickSequentially(viewport, 0, 0, side, side, indices, ts, faces);
    }

    @Benchmark
    public int frame_valueApiLoop() {
        int hits = 0;
        for (int row = 0; row < side; row++) {
            for (int col = 0; col < side; col++) {
                if (bvh.pickNearest(camera.ray(col + 0.5, row + 0.5, viewport), workspace, pick)) {
                    indices[row * side + col] = pick.index();
                    hits++;
                }
            }
        }
        return hits;
    }

    /** The sequential frame with the caller's workspace, reused from frame to frame. */
    @Benchmark
    public int frame_sequentialWorkspace() {
        return frame.pickSequentially(viewport, 0, 0, side, side, indices, ts, faces, workspace);
    }

    /** A pick from a mouse position with no ray made: {@code FramePicker.pickNearest}. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public boolean mouse_pick() {
        int p = mouse();
        return frame.pickNearest(p % side + 0.5, p / side + 0.5, viewport, workspace, pick);
    }

    /** A mouse ray through the pixel's centre into the caller's vectors (one pixel per operation). */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public Vector3d mouse_ray() {
        int p = mouse();
        camera.ray(p % side + 0.5, p / side + 0.5, viewport, origin, direction);
        return direction;
    }

    /** The same ray as a {@code Ray3d}. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public Ray3d mouse_rayValue() {
        int p = mouse();
        return camera.ray(p % side + 0.5, p / side + 0.5, viewport);
    }

    /** A pick from a mouse position through the value ray and a reused holder. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public boolean mouse_pickValueRay() {
        int p = mouse();
        return bvh.pickNearest(camera.ray(p % side + 0.5, p / side + 0.5, viewport), workspace, pick);
    }

    private int mouse() {
        int p = mouseCursor;
        mouseCursor = (p + 97) % (side * side);
        return p;
    }
}
