package io.github.obbkit.bench;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SlabRaycast;
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
 * The exact predicates ({@code Sat3d.intersectsExact}, {@code Sat2d.intersectsExact},
 * {@code containsExact}) beside the default kernels on the same pairs and points, in one run. No
 * other OBB library has an exact test, so the peer is obbkit's own default kernel (and through
 * {@code Sat3dBench}, JOML's). {@code set=random} is the 64K set of {@link Sat3dBench} and
 * {@link Sat2dBench} (half overlapping, shuffled; points are B's centres); {@code set=touching} is
 * 1,024 pairs of uniformly rotated boxes each moved, by bisection on the exact answer, to within
 * one ulp of touching, so that every call needs the exact path (points are the contact points).
 *
 * <p>The rays ({@code SlabRaycast.intersectsExact} beside {@code SlabRaycast.intersects}): for
 * {@code set=random} the 64K set of {@link RayBench}'s {@code rayObb} (rays from 20 units out aimed
 * within 1.5 times the box's extents, about 59% hits), the same rays against the boxes' bounds, and in
 * 2D the same construction with turned rectangles; for {@code set=touching} 1,024 of those rays each
 * moved sideways, by bisection on the exact answer, to within one ulp of grazing the box, so that
 * nearly every call needs the exact path.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ExactBench {
    @Param({"random", "touching"})
    String set;

    private Obb3d[] a3;
    private Obb3d[] b3;
    private double[] p3;
    private Obb2d[] a2;
    private Obb2d[] b2;
    private double[] p2;
    private Ray3d[] rays3;
    private Ray3d[] raysAabb3;
    private Obb3d[] rayBoxes3;
    private Aabb3d[] rayAabbs3;
    private Ray2d[] rays2;
    private Ray2d[] raysAabb2;
    private Obb2d[] rayBoxes2;
    private Aabb2d[] rayAabbs2;
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        boolean random = set.equals("random");
        int size = random ? 65536 : 1024;
        mask = size - 1;
        Pairs3d pairs3 = Pairs3d.generate(size, 42);
        Pairs2d pairs2 = Pairs2d.generate(size, 42);
        a3 = new Obb3d[size];
        b3 = new Obb3d[size];
        a2 = new Obb2d[size];
        b2 = new Obb2d[size];
        p3 = new double[3 * size];
        p2 = new double[2 * size];
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < size; i++) {
            a3[i] = pairs3.a[i].translated(0, 0, 0);
            b3[i] = random ? pairs3.b[i].translated(0, 0, 0) : touching(a3[i], pairs3.b[i], r);
            a2[i] = pairs2.a[i].translated(0, 0);
            b2[i] = random ? pairs2.b[i].translated(0, 0) : touching(a2[i], pairs2.b[i], r);
        }
        for (int i = 0; i < size; i++) {
            // A point of B: its centre, or for touching pairs its corner nearest A's centre, which
            // the bisection left within an ulp of A's boundary as often as not.
            p3[3 * i] = b3[i].centerX();
            p3[3 * i + 1] = b3[i].centerY();
            p3[3 * i + 2] = b3[i].centerZ();
            p2[2 * i] = b2[i].centerX();
            p2[2 * i + 1] = b2[i].centerY();
            if (!random) {
                nearestCorner(a3[i], b3[i], p3, 3 * i);
                nearestCorner(a2[i], b2[i], p2, 2 * i);
            }
        }
        rays(size, random);
        Layout.settle();
    }

    /** The ray sets: {@link RayBench}'s construction, moved to grazing for {@code set=touching}. */
    private void rays(int size, boolean random) {
        SplittableRandom r = new SplittableRandom(3);
        rays3 = new Ray3d[size];
        raysAabb3 = new Ray3d[size];
        rayBoxes3 = new Obb3d[size];
        rayAabbs3 = new Aabb3d[size];
        rays2 = new Ray2d[size];
        raysAabb2 = new Ray2d[size];
        rayBoxes2 = new Obb2d[size];
        rayAabbs2 = new Aabb2d[size];
        for (int i = 0; i < size; i++) {
            Obb3d box = Pairs3d.box(r, r.nextDouble(-50, 50), r.nextDouble(-50, 50), r.nextDouble(-50, 50));
            double ox = box.centerX() + r.nextDouble(-20, 20);
            double oy = box.centerY() + r.nextDouble(-20, 20);
            double oz = box.centerZ() + r.nextDouble(-20, 20);
            double tx = box.centerX() + 1.5 * r.nextDouble(-box.halfExtentX(), box.halfExtentX());
            double ty = box.centerY() + 1.5 * r.nextDouble(-box.halfExtentY(), box.halfExtentY());
            double tz = box.centerZ() + 1.5 * r.nextDouble(-box.halfExtentZ(), box.halfExtentZ());
            Aabb3d bounds = box.aabb();
            Obb2d box2 = Obb2d.of(box.centerX(), box.centerY(), r.nextDouble(-Math.PI, Math.PI), box.halfExtentX(),
                    box.halfExtentY());
            Aabb2d bounds2 = Aabb2d.of(bounds.minX(), bounds.minY(), bounds.maxX(), bounds.maxY());
            double[] u = Pairs3d.unit(r);
            rayBoxes3[i] = box;
            rayAabbs3[i] = bounds;
            rayBoxes2[i] = box2;
            rayAabbs2[i] = bounds2;
            if (random) {
                rays3[i] = Ray3d.of(ox, oy, oz, tx - ox, ty - oy, tz - oz);
                raysAabb3[i] = rays3[i];
                rays2[i] = Ray2d.of(ox, oy, tx - ox, ty - oy);
                raysAabb2[i] = rays2[i];
                continue;
            }
            // Aimed at the centre (a hit), then moved sideways along u to within an ulp of grazing.
            double dx = box.centerX() - ox;
            double dy = box.centerY() - oy;
            double dz = box.centerZ() - oz;
            double s = graze(t -> SlabRaycast.intersectsExact(Ray3d.of(ox + t * u[0], oy + t * u[1], oz + t * u[2],
                    dx, dy, dz), box), r);
            rays3[i] = Ray3d.of(ox + s * u[0], oy + s * u[1], oz + s * u[2], dx, dy, dz);
            s = graze(t -> SlabRaycast.intersectsExact(Ray3d.of(ox + t * u[0], oy + t * u[1], oz + t * u[2], dx, dy,
                    dz), bounds), r);
            raysAabb3[i] = Ray3d.of(ox + s * u[0], oy + s * u[1], oz + s * u[2], dx, dy, dz);
            s = graze(t -> SlabRaycast.intersectsExact(Ray2d.of(ox + t * u[0], oy + t * u[1], dx, dy), box2), r);
            rays2[i] = Ray2d.of(ox + s * u[0], oy + s * u[1], dx, dy);
            s = graze(t -> SlabRaycast.intersectsExact(Ray2d.of(ox + t * u[0], oy + t * u[1], dx, dy), bounds2), r);
            raysAabb2[i] = Ray2d.of(ox + s * u[0], oy + s * u[1], dx, dy);
        }
    }

    /** The sideways move, by bisection on the exact answer, to the last hit or the first miss. */
    private static double graze(java.util.function.DoublePredicate hitsAt, SplittableRandom r) {
        double lo = 0;
        double hi = 1000;
        while (true) {
            double mid = lo + (hi - lo) / 2;
            if (mid == lo || mid == hi) {
                break;
            }
            if (hitsAt.test(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return r.nextBoolean() ? lo : hi;
    }

    /** B moved along the line of the centres, by bisection on the exact answer, to within an ulp of touching A. */
    static Obb3d touching(Obb3d a, Obb3d b, SplittableRandom r) {
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double dz = b.centerZ() - a.centerZ();
        double far = 20;
        double l = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (l == 0) {
            dx = 1;
            l = 1;
        }
        dx /= l;
        dy /= l;
        dz /= l;
        double lo = 0;
        double hi = far;
        while (true) {
            double mid = lo + (hi - lo) / 2;
            if (mid == lo || mid == hi) {
                break;
            }
            if (Sat3d.intersectsExact(a, at(a, b, dx * mid, dy * mid, dz * mid))) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double s = r.nextBoolean() ? lo : hi;
        return at(a, b, dx * s, dy * s, dz * s);
    }

    private static Obb3d at(Obb3d a, Obb3d b, double x, double y, double z) {
        return b.translated(a.centerX() + x - b.centerX(), a.centerY() + y - b.centerY(), a.centerZ() + z - b.centerZ());
    }

    static Obb2d touching(Obb2d a, Obb2d b, SplittableRandom r) {
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double l = Math.hypot(dx, dy);
        if (l == 0) {
            dx = 1;
            l = 1;
        }
        dx /= l;
        dy /= l;
        double lo = 0;
        double hi = 20;
        while (true) {
            double mid = lo + (hi - lo) / 2;
            if (mid == lo || mid == hi) {
                break;
            }
            if (Sat2d.intersectsExact(a, at(a, b, dx * mid, dy * mid))) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double s = r.nextBoolean() ? lo : hi;
        return at(a, b, dx * s, dy * s);
    }

    private static Obb2d at(Obb2d a, Obb2d b, double x, double y) {
        return b.translated(a.centerX() + x - b.centerX(), a.centerY() + y - b.centerY());
    }

    private static void nearestCorner(Obb3d a, Obb3d b, double[] out, int k) {
        double best = Double.POSITIVE_INFINITY;
        for (int c = 0; c < 8; c++) {
            double sx = (c & 1) == 0 ? -b.halfExtentX() : b.halfExtentX();
            double sy = (c & 2) == 0 ? -b.halfExtentY() : b.halfExtentY();
            double sz = (c & 4) == 0 ? -b.halfExtentZ() : b.halfExtentZ();
            double x = b.centerX() + sx * b.axisXx() + sy * b.axisYx() + sz * b.axisZx();
            double y = b.centerY() + sx * b.axisXy() + sy * b.axisYy() + sz * b.axisZy();
            double z = b.centerZ() + sx * b.axisXz() + sy * b.axisYz() + sz * b.axisZz();
            double d = (x - a.centerX()) * (x - a.centerX()) + (y - a.centerY()) * (y - a.centerY())
                    + (z - a.centerZ()) * (z - a.centerZ());
            if (d < best) {
                best = d;
                out[k] = x;
                out[k + 1] = y;
                out[k + 2] = z;
            }
        }
    }

    private static void nearestCorner(Obb2d a, Obb2d b, double[] out, int k) {
        double best = Double.POSITIVE_INFINITY;
        for (int c = 0; c < 4; c++) {
            double sx = (c & 1) == 0 ? -b.halfExtentX() : b.halfExtentX();
            double sy = (c & 2) == 0 ? -b.halfExtentY() : b.halfExtentY();
            double x = b.centerX() + sx * b.axisXx() + sy * b.axisYx();
            double y = b.centerY() + sx * b.axisXy() + sy * b.axisYy();
            double d = (x - a.centerX()) * (x - a.centerX()) + (y - a.centerY()) * (y - a.centerY());
            if (d < best) {
                best = d;
                out[k] = x;
                out[k + 1] = y;
            }
        }
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public boolean sat3d_default() {
        int i = next();
        return Sat3d.intersects(a3[i], b3[i]);
    }

    @Benchmark
    public boolean sat3d_exact() {
        int i = next();
        return Sat3d.intersectsExact(a3[i], b3[i]);
    }

    @Benchmark
    public boolean sat2d_default() {
        int i = next();
        return Sat2d.intersects(a2[i], b2[i]);
    }

    @Benchmark
    public boolean sat2d_exact() {
        int i = next();
        return Sat2d.intersectsExact(a2[i], b2[i]);
    }

    @Benchmark
    public boolean contains3d_default() {
        int i = next();
        return a3[i].contains(p3[3 * i], p3[3 * i + 1], p3[3 * i + 2]);
    }

    @Benchmark
    public boolean contains3d_exact() {
        int i = next();
        return Sat3d.containsExact(a3[i], p3[3 * i], p3[3 * i + 1], p3[3 * i + 2]);
    }

    @Benchmark
    public boolean contains2d_default() {
        int i = next();
        return a2[i].contains(p2[2 * i], p2[2 * i + 1]);
    }

    @Benchmark
    public boolean contains2d_exact() {
        int i = next();
        return Sat2d.containsExact(a2[i], p2[2 * i], p2[2 * i + 1]);
    }

    @Benchmark
    public boolean ray3d_default() {
        int i = next();
        return SlabRaycast.intersects(rays3[i], rayBoxes3[i]);
    }

    @Benchmark
    public boolean ray3d_exact() {
        int i = next();
        return SlabRaycast.intersectsExact(rays3[i], rayBoxes3[i]);
    }

    @Benchmark
    public boolean rayAabb3d_default() {
        int i = next();
        return SlabRaycast.intersects(raysAabb3[i], rayAabbs3[i]);
    }

    @Benchmark
    public boolean rayAabb3d_exact() {
        int i = next();
        return SlabRaycast.intersectsExact(raysAabb3[i], rayAabbs3[i]);
    }

    @Benchmark
    public boolean ray2d_default() {
        int i = next();
        return SlabRaycast.intersects(rays2[i], rayBoxes2[i]);
    }

    @Benchmark
    public boolean ray2d_exact() {
        int i = next();
        return SlabRaycast.intersectsExact(rays2[i], rayBoxes2[i]);
    }

    @Benchmark
    public boolean rayAabb2d_default() {
        int i = next();
        return SlabRaycast.intersects(raysAabb2[i], rayAabbs2[i]);
    }

    @Benchmark
    public boolean rayAabb2d_exact() {
        int i = next();
        return SlabRaycast.intersectsExact(raysAabb2[i], rayAabbs2[i]);
    }
}
