package io.github.obbkit.bench;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.PointFit2d;
import io.github.obbkit.core2d.PointFitWorkspace2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.PointFit3d;
import io.github.obbkit.core3d.PointFitWorkspace3d;
import io.github.obbkit.testkit.oracle.PointFitOracles;
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
 * Fitting a box to points: the 2D minimum-area rectangle, and PCA, DiTO-14, DiTO-26 and the
 * refinement in 3D, each with a reused workspace (the allocation-free form; {@code dito26NoWorkspace}
 * is the form that allocates one per call), beside a lean hand-written kernel (one pass of
 * axis-aligned bounds over the same points, the floor any fit pays) and the brute-force oracles on 24
 * points. None of JOML, libGDX or dyn4j fits an oriented box to points, so there is no peer. Each
 * invocation fits one of 8 turned clouds in turn, so the branch predictor cannot learn one set.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PointFitBench {
    @Param({"1000", "100000"})
    int points;

    private static final int SETS = 8;
    private double[][] xy;
    private double[][] xyz;
    private double[] small2d;
    private double[] small3d;
    private int cursor;
    private final PointFitWorkspace2d workspace2d = new PointFitWorkspace2d();
    private final PointFitWorkspace3d workspace = new PointFitWorkspace3d();

    @Setup
    public void setUp() {
        SplittableRandom r = new SplittableRandom(19);
        xy = new double[SETS][];
        xyz = new double[SETS][];
        for (int s = 0; s < SETS; s++) {
            double a = r.nextDouble(0, Math.PI);
            double c = Math.cos(a);
            double sn = Math.sin(a);
            xy[s] = new double[2 * points];
            xyz[s] = new double[3 * points];
            for (int i = 0; i < points; i++) {
                // A turned ellipse-ish cloud: many hull vertices, as a scan's outline has.
                double u = r.nextGaussian() * 3;
                double v = r.nextGaussian();
                xy[s][2 * i] = c * u - sn * v + 100;
                xy[s][2 * i + 1] = sn * u + c * v - 50;
                double w = r.nextGaussian() * 0.5;
                xyz[s][3 * i] = c * u - sn * v;
                xyz[s][3 * i + 1] = sn * u + c * v;
                xyz[s][3 * i + 2] = w + 0.3 * u;
            }
        }
        small2d = new double[48];
        small3d = new double[72];
        for (int i = 0; i < small2d.length; i++) {
            small2d[i] = r.nextDouble(-1, 1);
        }
        for (int i = 0; i < small3d.length; i++) {
            small3d[i] = r.nextDouble(-1, 1) * (1 + i % 3);
        }
    }

    private int next() {
        cursor = (cursor + 1) & (SETS - 1);
        return cursor;
    }

    @Benchmark
    public Obb2d fit2d() {
        double[] p = xy[next()];
        return PointFit2d.minimumArea(p, 0, points, workspace2d);
    }

    @Benchmark
    public double bounds2dKernel() {
        double[] p = xy[next()];
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < p.length; i += 2) {
            minX = Math.min(minX, p[i]);
            maxX = Math.max(maxX, p[i]);
            minY = Math.min(minY, p[i + 1]);
            maxY = Math.max(maxY, p[i + 1]);
        }
        return (maxX - minX) * (maxY - minY);
    }

    private Obb3d fit3d(PointFit3d.Method method) {
        return PointFit3d.fit(xyz[next()], 0, points, method, workspace);
    }

    @Benchmark
    public Obb3d pca() {
        return fit3d(PointFit3d.Method.PCA);
    }

    @Benchmark
    public Obb3d dito14() {
        return fit3d(PointFit3d.Method.DITO_14);
    }

    @Benchmark
    public Obb3d dito26() {
        return fit3d(PointFit3d.Method.DITO_26);
    }

    /** DiTO-26 by the form without a workspace, which allocates one per call. */
    @Benchmark
    public Obb3d dito26NoWorkspace() {
        return PointFit3d.fit(xyz[next()], PointFit3d.Method.DITO_26);
    }

    @Benchmark
    public Obb3d refined() {
        return fit3d(PointFit3d.Method.REFINED);
    }

    @Benchmark
    public double bounds3dKernel() {
        double[] p = xyz[next()];
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        double minZ = Double.POSITIVE_INFINITY;
        double maxZ = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < p.length; i += 3) {
            minX = Math.min(minX, p[i]);
            maxX = Math.max(maxX, p[i]);
            minY = Math.min(minY, p[i + 1]);
            maxY = Math.max(maxY, p[i + 1]);
            minZ = Math.min(minZ, p[i + 2]);
            maxZ = Math.max(maxZ, p[i + 2]);
        }
        return (maxX - minX) * (maxY - minY) * (maxZ - minZ);
    }

    /** The 2D oracle on 24 points (independent of {@code points}). */
    @Benchmark
    public double oracle2dOn24() {
        return PointFitOracles.minimumArea(small2d);
    }

    /** The 3D oracle on 24 points (independent of {@code points}). */
    @Benchmark
    public Obb3d oracle3dOn24() {
        return PointFitOracles.minimumVolume(small3d);
    }

    /** PCA, DiTO-14, DiTO-26 and the refinement on the oracle's 24 points, for the ratio to the oracle. */
    @Benchmark
    public Obb3d refinedOn24() {
        return PointFit3d.fit(small3d, 0, 24, PointFit3d.Method.REFINED, workspace);
    }

    @Benchmark
    public Obb3d pcaOn24() {
        return PointFit3d.fit(small3d, 0, 24, PointFit3d.Method.PCA, workspace);
    }

    @Benchmark
    public Obb3d dito14On24() {
        return PointFit3d.fit(small3d, 0, 24, PointFit3d.Method.DITO_14, workspace);
    }

    @Benchmark
    public Obb3d dito26On24() {
        return PointFit3d.fit(small3d, 0, 24, PointFit3d.Method.DITO_26, workspace);
    }
}
