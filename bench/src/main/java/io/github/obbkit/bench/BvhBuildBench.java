package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.BuildMode;
import io.github.obbkit.raycast.Bvh3d;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * Building a {@link Bvh3d} over 10,000 to 4,000,000 turned boxes scattered at the density of
 * {@link PickBench}'s scene (100,000 boxes in a 200-unit cube; the cube grows with the count). One
 * operation is one build from a batch, including copying the boxes into the tree. With {@code -prof gc}
 * the bytes allocated per operation, over the size, are the build's bytes per box (the tree keeps the
 * boxes twice, 240 bytes per box, so what is beyond them is the rest). The 4M build needs a larger heap
 * than the default; the fork sets one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms6g", "-Xmx6g"})
public class BvhBuildBench {
    @Param({"10000", "100000", "1000000", "4000000"})
    int size;

    private Obb3dBatch boxes;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(5);
        double half = 100 * Math.cbrt(size / 100_000.0);
        boxes = Obb3dBatch.withCapacity(size);
        for (int i = 0; i < size; i++) {
            boxes.add(Pairs3d.box(random, random.nextDouble(-half, half), random.nextDouble(-half, half),
                    random.nextDouble(-half, half)));
        }
    }

    /** The build on the calling thread (the only build before there was a choice). */
    @Benchmark
    public Bvh3d build() {
        return Bvh3d.build(boxes, BuildMode.SEQUENTIAL);
    }

    /** The build on the common fork-join pool (the same tree). */
    @Benchmark
    public Bvh3d buildParallel() {
        return Bvh3d.build(boxes, BuildMode.PARALLEL);
    }
}
