package io.github.obbkit.bench;

import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sweep3d;
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
 * The first time of contact of two translating boxes, one pair per operation: {@code Sweep3d} (the
 * allocation-free form) beside the static {@code Sat3d.intersects} on the same pairs in the same run,
 * and a lean hand-written swept test of the boxes' axis-aligned bounds (the cheap conservative
 * alternative). The pairs are {@link Pairs3d}'s (half overlapping at the start), each with B moving by
 * up to 12 units, its box size, in a random direction, so that about half of the separated pairs
 * meet during the step. JOML and libGDX have no swept box test; dyn4j's time of impact is 2D
 * conservative advancement of general convex shapes, another problem.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SweepBench {
    @Param({"65536"})
    int size;

    private Obb3d[] a;
    private Obb3d[] b;
    private Vector3d[] moves;
    private double[] bounds;
    private final Vector3d still = new Vector3d();
    private final MutableContact3d contact = new MutableContact3d();
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        Pairs3d pairs = Pairs3d.generate(size, 42);
        a = pairs.a;
        b = pairs.b;
        mask = size - 1;
        SplittableRandom random = new SplittableRandom(43);
        moves = new Vector3d[size];
        bounds = new double[12 * size];
        for (int i = 0; i < size; i++) {
            double[] u = Pairs3d.unit(random);
            double l = 12 * random.nextDouble();
            moves[i] = new Vector3d(l * u[0], l * u[1], l * u[2]);
            aabb(a[i], bounds, 12 * i);
            aabb(b[i], bounds, 12 * i + 6);
        }
        Layout.settle();
    }

    private static void aabb(Obb3d o, double[] dest, int at) {
        dest[at] = o.centerX();
        dest[at + 1] = o.centerY();
        dest[at + 2] = o.centerZ();
        dest[at + 3] = o.halfExtentX() * Math.abs(o.axisXx()) + o.halfExtentY() * Math.abs(o.axisYx())
                + o.halfExtentZ() * Math.abs(o.axisZx());
        dest[at + 4] = o.halfExtentX() * Math.abs(o.axisXy()) + o.halfExtentY() * Math.abs(o.axisYy())
                + o.halfExtentZ() * Math.abs(o.axisZy());
        dest[at + 5] = o.halfExtentX() * Math.abs(o.axisXz()) + o.halfExtentY() * Math.abs(o.axisYz())
                + o.halfExtentZ() * Math.abs(o.axisZz());
    }

    private int next() {
        int i = cursor;
        cursor = (cursor + 1) & mask;
        return i;
    }

    @Benchmark
    public boolean sweep_obbkit() {
        int i = next();
        return Sweep3d.firstContact(a[i], still, b[i], moves[i], contact);
    }

    @Benchmark
    public boolean staticTest_obbkitSat3d() {
        int i = next();
        return Sat3d.intersects(a[i], b[i]);
    }

    /** The lean alternative: the time the boxes' axis-aligned bounds first meet, by three slab tests. */
    @Benchmark
    public double sweptAabbs_handWritten() {
        int i = next();
        double[] s = bounds;
        int o = 12 * i;
        Vector3d v = moves[i];
        double in = 0;
        double out = 1;
        for (int k = 0; k < 3; k++) {
            double d = s[o + 6 + k] - s[o + k];
            double r = s[o + 3 + k] + s[o + 9 + k];
            double w = k == 0 ? v.x : k == 1 ? v.y : v.z;
            if (w == 0) {
                if (Math.abs(d) > r) {
                    return -1;
                }
            } else {
                double t1 = (-r - d) / w;
                double t2 = (r - d) / w;
                in = Math.max(in, Math.min(t1, t2));
                out = Math.min(out, Math.max(t1, t2));
            }
        }
        return in <= out ? in : -1;
    }
}
