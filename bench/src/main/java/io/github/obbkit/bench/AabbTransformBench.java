package io.github.obbkit.bench;

import io.github.obbkit.core3d.AabbTransform;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector3f;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The AABB of a box under an affine matrix: obbkit's abs-matrix rule ({@code AabbTransform}'s raw
 * kernel, writing into a caller's array) beside JOML's {@code Matrix4f.transformAab} (writing into
 * two caller's vectors), on the same float matrices, and obbkit's double kernel on double matrices.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class AabbTransformBench {
    @Param({"65536", "256"})
    int size;

    private Matrix4f[] mf;
    private Matrix4d[] md;
    private float[][] boxes;
    private final double[] out = new double[6];
    private final Vector3f min = new Vector3f();
    private final Vector3f max = new Vector3f();
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(7);
        mf = new Matrix4f[size];
        md = new Matrix4d[size];
        boxes = new float[size][];
        for (int i = 0; i < size; i++) {
            Matrix4f m = new Matrix4f()
                    .translation((float) random.nextDouble(-100, 100), (float) random.nextDouble(-100, 100),
                            (float) random.nextDouble(-100, 100))
                    .rotateXYZ((float) random.nextDouble(-3, 3), (float) random.nextDouble(-3, 3),
                            (float) random.nextDouble(-3, 3))
                    .scale((float) random.nextDouble(0.5, 2), (float) random.nextDouble(-2, -0.5),
                            (float) random.nextDouble(0.5, 2));
            mf[i] = m;
            md[i] = new Matrix4d(m);
            float x = (float) random.nextDouble(-5, 5);
            float y = (float) random.nextDouble(-5, 5);
            float z = (float) random.nextDouble(-5, 5);
            boxes[i] = new float[] {x, y, z, x + (float) random.nextDouble(0, 4), y + (float) random.nextDouble(0, 4),
                z + (float) random.nextDouble(0, 4)};
        }
        mask = size - 1;
        Layout.settle();
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public void aabbTransform_obbkit(Blackhole bh) {
        int i = next();
        float[] c = boxes[i];
        bh.consume(AabbTransform.transform(mf[i], c[0], c[1], c[2], c[3], c[4], c[5], out, 0));
    }

    @Benchmark
    public void aabbTransform_obbkitDouble(Blackhole bh) {
        int i = next();
        float[] c = boxes[i];
        bh.consume(AabbTransform.transform(md[i], c[0], c[1], c[2], c[3], c[4], c[5], out, 0));
    }

    @Benchmark
    public void aabbTransform_joml(Blackhole bh) {
        int i = next();
        float[] c = boxes[i];
        bh.consume(mf[i].transformAab(c[0], c[1], c[2], c[3], c[4], c[5], min, max));
    }
}
