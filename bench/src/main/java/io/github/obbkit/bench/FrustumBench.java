package io.github.obbkit.bench;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Containment;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.FrustumIntersection;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector4d;
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
 * One camera's frustum against one box per operation, the boxes walked in turn: obbkit's exact
 * separating-axis test and its conservative plane test on oriented boxes, a lean hand-written plane
 * test on the same boxes (six planes, no lean, no argument checks), and JOML's
 * {@code FrustumIntersection.testAab} on the boxes' axis-aligned bounds (JOML has no oriented-box
 * test; its frustum is float). The boxes are scattered over a region twice the frustum's bounds, so
 * that about a third are inside, a third outside and a third near a face, an edge or a corner, in an
 * order the branch predictor cannot learn.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FrustumBench {
    @Param({"65536"})
    int size;

    private Frustum frustum;
    private FrustumIntersection joml;
    private Obb3d[] boxes;
    private float[] bounds;
    private double[] planes;
    private double[] data;
    private int cursor;

    @Setup
    public void setUp() {
        Matrix4d vp = new Matrix4d().perspective(Math.toRadians(60), 16.0 / 9, 0.1, 100)
                .lookAt(3, 4, 5, 20, 10, -30, 0, 1, 0);
        frustum = Frustum.of(vp, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        joml = new FrustumIntersection(new Matrix4f(vp));
        double[] q = frustum.corners(new double[24]);
        double[] lo = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
        double[] hi = {-Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (int i = 0; i < 24; i++) {
            lo[i % 3] = Math.min(lo[i % 3], q[i]);
            hi[i % 3] = Math.max(hi[i % 3], q[i]);
        }
        SplittableRandom random = new SplittableRandom(18);
        boxes = new Obb3d[size];
        bounds = new float[6 * size];
        data = new double[15 * size];
        for (int i = 0; i < size; i++) {
            double[] c = new double[3];
            for (int k = 0; k < 3; k++) {
                double mid = 0.5 * (lo[k] + hi[k]);
                double half = hi[k] - lo[k];
                c[k] = mid + (random.nextDouble() * 2 - 1) * half;
            }
            Obb3d box = Pairs3d.box(random, c[0], c[1], c[2]);
            boxes[i] = box;
            Aabb3d a = box.aabb();
            bounds[6 * i] = (float) a.minX();
            bounds[6 * i + 1] = (float) a.minY();
            bounds[6 * i + 2] = (float) a.minZ();
            bounds[6 * i + 3] = (float) a.maxX();
            bounds[6 * i + 4] = (float) a.maxY();
            bounds[6 * i + 5] = (float) a.maxZ();
            double[] d = {box.centerX(), box.centerY(), box.centerZ(), box.axisXx(), box.axisXy(), box.axisXz(),
                box.axisYx(), box.axisYy(), box.axisYz(), box.axisZx(), box.axisZy(), box.axisZz(), box.halfExtentX(),
                box.halfExtentY(), box.halfExtentZ()};
            System.arraycopy(d, 0, data, 15 * i, 15);
        }
        planes = new double[24];
        Vector4d p = new Vector4d();
        for (Frustum.Plane plane : Frustum.Plane.values()) {
            frustum.plane(plane, p);
            planes[4 * plane.ordinal()] = p.x;
            planes[4 * plane.ordinal() + 1] = p.y;
            planes[4 * plane.ordinal() + 2] = p.z;
            planes[4 * plane.ordinal() + 3] = p.w;
        }
    }

    private int next() {
        int i = cursor;
        cursor = (cursor + 1) & (size - 1);
        return i;
    }

    @Benchmark
    public boolean frustumObb_obbkitExact() {
        return FrustumTest3d.intersects(frustum, boxes[next()]);
    }

    @Benchmark
    public Containment frustumObb_obbkitConservative() {
        return FrustumTest3d.classify(frustum, boxes[next()]);
    }

    @Benchmark
    public boolean frustumObb_handWrittenPlanes() {
        int o = 15 * next();
        double[] d = data;
        double[] p = planes;
        for (int k = 0; k < 24; k += 4) {
            double nx = p[k];
            double ny = p[k + 1];
            double nz = p[k + 2];
            double r = d[o + 12] * Math.abs(nx * d[o + 3] + ny * d[o + 4] + nz * d[o + 5])
                    + d[o + 13] * Math.abs(nx * d[o + 6] + ny * d[o + 7] + nz * d[o + 8])
                    + d[o + 14] * Math.abs(nx * d[o + 9] + ny * d[o + 10] + nz * d[o + 11]);
            if (nx * d[o] + ny * d[o + 1] + nz * d[o + 2] + p[k + 3] + r < 0) {
                return false;
            }
        }
        return true;
    }

    @Benchmark
    public boolean frustumObb_jomlAab() {
        int o = 6 * next();
        float[] b = bounds;
        return joml.testAab(b[o], b[o + 1], b[o + 2], b[o + 3], b[o + 4], b[o + 5]);
    }
}
