package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Intersectionf;
import org.joml.Vector3f;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * One box against many, time per box tested: obbkit's batch kernel over an {@link Obb3dBatch}
 * (structure of arrays) on its scalar path and, in a JVM started with the incubating vector module,
 * its vector path; beside JOML's {@code Intersectionf.testObOb} called once per box over the same
 * boxes, and obbkit's pairwise kernel in the same loop. Half the boxes intersect the one box, in a
 * shuffled order. Each operation tests 65,536 boxes ({@code 65536 / size} passes over the set) and JMH
 * divides by that, so every row is a time per box.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class Sat3dBatchBench {
    private static final int PER_OP = 65536;

    @Param({"65536", "256"})
    int size;

    private Obb3d one;
    private Obb3d[] many;
    private Obb3dBatch batch;
    private Vector3f[] oneF;
    private Vector3f[][] manyF;
    private long[] bits;
    private int passes;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        one = Pairs3d.box(random, 0, 0, 0);
        many = new Obb3d[size];
        int overlapping = 0;
        int separated = 0;
        int n = 0;
        while (n < size) {
            double x = random.nextGaussian();
            double y = random.nextGaussian();
            double z = random.nextGaussian();
            double reach = (Math.sqrt(3) * 3 + 3) * random.nextDouble() / Math.sqrt(x * x + y * y + z * z);
            Obb3d b = Pairs3d.box(random, reach * x, reach * y, reach * z);
            boolean hit = Sat3d.intersects(one, b);
            if (hit ? overlapping >= size / 2 : separated >= size - size / 2) {
                continue;
            }
            overlapping += hit ? 1 : 0;
            separated += hit ? 0 : 1;
            many[n++] = b;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Obb3d t = many[i];
            many[i] = many[j];
            many[j] = t;
        }
        batch = Obb3dBatch.withCapacity(size);
        oneF = floats(one);
        manyF = new Vector3f[size][];
        for (int i = 0; i < size; i++) {
            // Walking order in memory for the objects, as in the pairwise benchmarks.
            many[i] = many[i].translated(0, 0, 0);
            manyF[i] = floats(many[i]);
            batch.add(many[i]);
        }
        bits = new long[(size + 63) / 64];
        passes = PER_OP / size;
        Layout.settle();
    }

    private static Vector3f[] floats(Obb3d o) {
        return new Vector3f[] {
            new Vector3f((float) o.centerX(), (float) o.centerY(), (float) o.centerZ()),
            new Vector3f((float) o.axisXx(), (float) o.axisXy(), (float) o.axisXz()),
            new Vector3f((float) o.axisYx(), (float) o.axisYy(), (float) o.axisYz()),
            new Vector3f((float) o.axisZx(), (float) o.axisZy(), (float) o.axisZz()),
            new Vector3f((float) o.halfExtentX(), (float) o.halfExtentY(), (float) o.halfExtentZ())};
    }

    @Benchmark
    @OperationsPerInvocation(PER_OP)
    @Fork(value = 2, jvmArgsAppend = "-Dobbkit.vector=false")
    public int batch_obbkitScalar() {
        return batch();
    }

    private int batch() {
        int hits = 0;
        for (int p = 0; p < passes; p++) {
            hits += Sat3dBatch.intersectsEach(one, batch, 0, size, bits, 0);
        }
        return hits;
    }

    @Benchmark
    @OperationsPerInvocation(PER_OP)
    @Fork(value = 2, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
    public int batch_obbkitVector() {
        return batch();
    }

    /** The vector path without its float filter: the double lanes it had before, in the same run. */
    @Benchmark
    @OperationsPerInvocation(PER_OP)
    @Fork(value = 2, jvmArgsAppend = {"--add-modules=jdk.incubator.vector", "-Dobbkit.floatFilter=false"})
    public int batch_obbkitVectorDouble() {
        return batch();
    }

    @Benchmark
    @OperationsPerInvocation(PER_OP)
    public void batch_obbkitPairwise(Blackhole bh) {
        Obb3d a = one;
        for (int p = 0; p < passes; p++) {
            for (Obb3d b : many) {
                bh.consume(Sat3d.intersects(a, b));
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(PER_OP)
    public void batch_jomlPerPair(Blackhole bh) {
        Vector3f[] o = oneF;
        for (int p = 0; p < passes; p++) {
            for (Vector3f[] q : manyF) {
                bh.consume(Intersectionf.testObOb(o[0], o[1], o[2], o[3], o[4], q[0], q[1], q[2], q[3], q[4]));
            }
        }
    }
}
