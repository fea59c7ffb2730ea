package io.github.obbkit.bench;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.SlabRaycast;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * What each form of {@link SlabRaycast}'s one-box queries allocates ({@code -prof gc}): the value forms
 * ({@code intersect(ray, box)}, {@code firstHit(ray, box)}), which return a {@link RayHit} or null,
 * beside the holder forms ({@code ..., dest}), which allocate nothing, for the four kinds of box. 256
 * cases, about half of them hits (a value form allocates only on a hit). Read {@code gc.alloc.rate.norm}:
 * the value forms' is the returned {@code RayHit} on the hits, and nothing else.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SlabFormsBench {
    private static final int N = 256;

    private final Ray3d[] rays = new Ray3d[N];
    private final Obb3d[] obbs = new Obb3d[N];
    private final Aabb3d[] aabbs = new Aabb3d[N];
    private final Ray2d[] rays2 = new Ray2d[N];
    private final Obb2d[] obbs2 = new Obb2d[N];
    private final Aabb2d[] aabbs2 = new Aabb2d[N];
    private final MutableRayHit hit = new MutableRayHit();
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < N; i++) {
            obbs[i] = Pairs3d.box(random, 0, 0, 0);
            aabbs[i] = obbs[i].aabb();
            rays[i] = Ray3d.through(random.nextDouble(-20, 20), random.nextDouble(-20, 20), -20,
                    random.nextDouble(-1.5, 1.5), random.nextDouble(-1.5, 1.5), random.nextDouble(-1.5, 1.5));
            obbs2[i] = Obb2d.of(0, 0, random.nextDouble(-3, 3), random.nextDouble(0.2, 2), random.nextDouble(0.2, 2));
            aabbs2[i] = Aabb2d.of(-random.nextDouble(0.2, 2), -random.nextDouble(0.2, 2), random.nextDouble(0.2, 2),
                    random.nextDouble(0.2, 2));
            rays2[i] = Ray2d.through(random.nextDouble(-20, 20), -20, random.nextDouble(-1.5, 1.5),
                    random.nextDouble(-1.5, 1.5));
        }
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & (N - 1);
        return i;
    }

    @Benchmark
    public boolean obb3_holder() {
        int i = next();
        return SlabRaycast.intersect(rays[i], obbs[i], hit);
    }

    @Benchmark
    public RayHit obb3_value() {
        int i = next();
        return SlabRaycast.intersect(rays[i], obbs[i]);
    }

    @Benchmark
    public boolean obb3_firstHitHolder() {
        int i = next();
        return SlabRaycast.firstHit(rays[i], obbs[i], hit);
    }

    @Benchmark
    public RayHit obb3_firstHitValue() {
        int i = next();
        return SlabRaycast.firstHit(rays[i], obbs[i]);
    }

    @Benchmark
    public boolean aabb3_holder() {
        int i = next();
        return SlabRaycast.intersect(rays[i], aabbs[i], hit);
    }

    @Benchmark
    public RayHit aabb3_value() {
        int i = next();
        return SlabRaycast.intersect(rays[i], aabbs[i]);
    }

    @Benchmark
    public RayHit aabb3_firstHitValue() {
        int i = next();
        return SlabRaycast.firstHit(rays[i], aabbs[i]);
    }

    @Benchmark
    public boolean obb2_holder() {
        int i = next();
        return SlabRaycast.intersect(rays2[i], obbs2[i], hit);
    }

    @Benchmark
    public RayHit obb2_value() {
        int i = next();
        return SlabRaycast.intersect(rays2[i], obbs2[i]);
    }

    @Benchmark
    public RayHit obb2_firstHitValue() {
        int i = next();
        return SlabRaycast.firstHit(rays2[i], obbs2[i]);
    }

    @Benchmark
    public boolean aabb2_holder() {
        int i = next();
        return SlabRaycast.intersect(rays2[i], aabbs2[i], hit);
    }

    @Benchmark
    public RayHit aabb2_value() {
        int i = next();
        return SlabRaycast.intersect(rays2[i], aabbs2[i]);
    }

    @Benchmark
    public RayHit aabb2_firstHitValue() {
        int i = next();
        return SlabRaycast.firstHit(rays2[i], aabbs2[i]);
    }
}
