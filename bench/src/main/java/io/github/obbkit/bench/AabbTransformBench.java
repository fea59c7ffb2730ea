package io.github.obbkit.bench;

import io.github.obbkit.core3d.Aabb3d;
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
    private Aabb3d[] aabbs;
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
        aabbs = new Aabb3d[size];
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
        // In a loop of their own, so that the matrices and boxes the other rows read keep the layout
        // they had before this row was added (interleaved, they measured the 64K rows' ratio 1.06-1.14x).
        for (int i = 0; i < size; i++) {
            float[] c = boxes[i];
            aabbs[i] = Aabb3d.of(c[0], c[1], c[2], c[3], c[4], c[5]);
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

    /** The overload on obbkit's value, returning a new {@code Aabb3d}. */
    @Benchmark
    public void aabbTransform_obbkitAabb3d(Blackhole bh) {
        int i = next();
        bh.consume(AabbTransform.transform(md[i], aabbs[i]));
    }

    /** The overload on obbkit's value into the caller's array. */
    @Benchmark
    public void aabbTransform_obbkitAabb3dHolder(Blackhole bh) {
        int i = next();
        bh.consume(AabbTransform.transform(md[i], aabbs[i], out, 0));
    }

    @Benchmark
    public void aabbTransform_joml(Blackhole bh) {
        int i = next();
        float[] c = boxes[i];
        bh.consume(mf[i].transformAab(c[0], c[1], c[2], c[3], c[4], c[5], min, max));
    }

    /**
     * A lean hand-written abs-matrix kernel with no check at all (the raw kernel as it was before it
     * rejected NaN, infinities and overflow): the checks' cost is obbkit's time over this one's.
     */
    @Benchmark
    public void aabbTransform_leanUnchecked(Blackhole bh) {
        int i = next();
        float[] c = boxes[i];
        bh.consume(leanTransform(mf[i], c[0], c[1], c[2], c[3], c[4], c[5], out));
    }

    private static double[] leanTransform(Matrix4f m, double minX, double minY, double minZ, double maxX,
                                          double maxY, double maxZ, double[] dest) {
        double cx = 0.5 * minX + 0.5 * maxX;
        double cy = 0.5 * minY + 0.5 * maxY;
        double cz = 0.5 * minZ + 0.5 * maxZ;
        double ex = 0.5 * maxX - 0.5 * minX;
        double ey = 0.5 * maxY - 0.5 * minY;
        double ez = 0.5 * maxZ - 0.5 * minZ;
        double m00 = m.m00();
        double m01 = m.m01();
        double m02 = m.m02();
        double m10 = m.m10();
        double m11 = m.m11();
        double m12 = m.m12();
        double m20 = m.m20();
        double m21 = m.m21();
        double m22 = m.m22();
        double nx = m00 * cx + m10 * cy + m20 * cz + m.m30();
        double ny = m01 * cx + m11 * cy + m21 * cz + m.m31();
        double nz = m02 * cx + m12 * cy + m22 * cz + m.m32();
        double fx = Math.abs(m00) * ex + Math.abs(m10) * ey + Math.abs(m20) * ez;
        double fy = Math.abs(m01) * ex + Math.abs(m11) * ey + Math.abs(m21) * ez;
        double fz = Math.abs(m02) * ex + Math.abs(m12) * ey + Math.abs(m22) * ez;
        dest[0] = nx - fx;
        dest[1] = ny - fy;
        dest[2] = nz - fz;
        dest[3] = nx + fx;
        dest[4] = ny + fy;
        dest[5] = nz + fz;
        return dest;
    }
}
