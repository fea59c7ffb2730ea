package io.github.obbkit.bench;

import io.github.obbkit.raycast.MutableTriangleHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayTriangle;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Intersectiond;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One ray against one triangle: obbkit's watertight test beside a hand-written Moller-Trumbore (two-
 * sided, no epsilon; the lean kernel every renderer starts from, and not watertight) and JOML's
 * {@code Intersectiond.intersectRayTriangle} (two-sided, epsilon 1e-12). 4,096 random pairs, about half
 * hits, walked in turn so that the branch predictor cannot learn the answers.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TriangleBench {
    private static final int N = 4096;
    private final Ray3d[] rays = new Ray3d[N];
    private final double[] o = new double[3 * N];
    private final double[] d = new double[3 * N];
    private final double[] t = new double[9 * N];
    private final MutableTriangleHit hit = new MutableTriangleHit();
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(18);
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < 9; k++) {
                t[9 * i + k] = random.nextDouble(-1, 1);
            }
            double u = random.nextDouble(-0.4, 1);
            double v = random.nextDouble(-0.4, 1);
            double[] target = new double[3];
            for (int k = 0; k < 3; k++) {
                target[k] = (1 - u - v) * t[9 * i + k] + u * t[9 * i + 3 + k] + v * t[9 * i + 6 + k];
                o[3 * i + k] = random.nextDouble(-5, 5);
                d[3 * i + k] = target[k] - o[3 * i + k];
            }
            rays[i] = Ray3d.of(o[3 * i], o[3 * i + 1], o[3 * i + 2], d[3 * i], d[3 * i + 1], d[3 * i + 2]);
        }
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & (N - 1);
        return i;
    }

    @Benchmark
    public double triangle_obbkitWatertight() {
        int i = next();
        int b = 9 * i;
        return RayTriangle.intersect(rays[i], t[b], t[b + 1], t[b + 2], t[b + 3], t[b + 4], t[b + 5], t[b + 6],
                t[b + 7], t[b + 8], hit) ? hit.t() : -1;
    }

    @Benchmark
    public double triangle_mollerTrumbore() {
        int i = next();
        int b = 9 * i;
        double dx = d[3 * i];
        double dy = d[3 * i + 1];
        double dz = d[3 * i + 2];
        double e1x = t[b + 3] - t[b];
        double e1y = t[b + 4] - t[b + 1];
        double e1z = t[b + 5] - t[b + 2];
        double e2x = t[b + 6] - t[b];
        double e2y = t[b + 7] - t[b + 1];
        double e2z = t[b + 8] - t[b + 2];
        double px = dy * e2z - dz * e2y;
        double py = dz * e2x - dx * e2z;
        double pz = dx * e2y - dy * e2x;
        double det = e1x * px + e1y * py + e1z * pz;
        if (det == 0) {
            return -1;
        }
        double inv = 1 / det;
        double sx = o[3 * i] - t[b];
        double sy = o[3 * i + 1] - t[b + 1];
        double sz = o[3 * i + 2] - t[b + 2];
        double u = (sx * px + sy * py + sz * pz) * inv;
        if (u < 0 || u > 1) {
            return -1;
        }
        double qx = sy * e1z - sz * e1y;
        double qy = sz * e1x - sx * e1z;
        double qz = sx * e1y - sy * e1x;
        double v = (dx * qx + dy * qy + dz * qz) * inv;
        if (v < 0 || u + v > 1) {
            return -1;
        }
        double tt = (e2x * qx + e2y * qy + e2z * qz) * inv;
        return tt >= 0 ? tt : -1;
    }

    @Benchmark
    public double triangle_joml() {
        int i = next();
        int b = 9 * i;
        return Intersectiond.intersectRayTriangle(o[3 * i], o[3 * i + 1], o[3 * i + 2], d[3 * i], d[3 * i + 1],
                d[3 * i + 2], t[b], t[b + 1], t[b + 2], t[b + 3], t[b + 4], t[b + 5], t[b + 6], t[b + 7], t[b + 8],
                1e-12);
    }
}
