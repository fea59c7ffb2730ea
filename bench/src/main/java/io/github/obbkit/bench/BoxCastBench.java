package io.github.obbkit.bench;

import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.ScanPicker3d;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * A box cast through 100,000 oriented boxes scattered in a 200-unit cube ({@link PickBench}'s scene):
 * {@code Bvh3d.castNearest} beside {@code ScanPicker3d.castNearest}, the linear scan of
 * {@code Sweep3d} that it must equal. One operation is one cast: a box of the scene's sizes starting
 * at a random point of the cube and moving 20 units in a random direction (a fast character or a
 * dragged object), 1,024 casts walked in turn.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BoxCastBench {
    @Param({"100000"})
    int size;

    private ScanPicker3d scan;
    private Bvh3d bvh;
    private Obb3d[] movers;
    private Vector3d[] moves;
    private final PickWorkspace workspace = new PickWorkspace();
    private final MutableContact3d contact = new MutableContact3d();
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
        movers = new Obb3d[1024];
        moves = new Vector3d[1024];
        for (int i = 0; i < movers.length; i++) {
            movers[i] = Pairs3d.box(random, random.nextDouble(-100, 100), random.nextDouble(-100, 100),
                    random.nextDouble(-100, 100));
            double[] u = Pairs3d.unit(random);
            moves[i] = new Vector3d(20 * u[0], 20 * u[1], 20 * u[2]);
        }
    }

    private int next() {
        int i = cursor;
        cursor = (cursor + 1) & 1023;
        return i;
    }

    @Benchmark
    public int cast_obbkitBvh() {
        int i = next();
        return bvh.castNearest(movers[i], moves[i], workspace, contact);
    }

    @Benchmark
    public int cast_linearScan() {
        int i = next();
        return scan.castNearest(movers[i], moves[i], workspace, contact);
    }
}
