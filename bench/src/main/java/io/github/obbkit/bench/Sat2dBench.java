package io.github.obbkit.bench;

import com.badlogic.gdx.math.Intersector;
import com.badlogic.gdx.math.Polygon;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.MutableContact2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import java.util.concurrent.TimeUnit;
import org.dyn4j.collision.narrowphase.Sat;
import org.dyn4j.geometry.Rectangle;
import org.dyn4j.geometry.Transform;
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
 * 2D box-box overlap: obbkit's 4-axis SAT beside dyn4j's {@code Sat.detect} on two {@code Rectangle}s
 * and libGDX's {@code Intersector.overlapConvexPolygons}, one pair per operation, walking the pairs in
 * order. {@code size=65536} is the realistic set the branch predictor cannot learn; {@code size=256}
 * is a hot set that fits in L1 and is learnable, reported beside it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class Sat2dBench {
    @Param({"65536", "256"})
    int size;

    private Obb2d[] a;
    private Obb2d[] b;
    private Rectangle[] da;
    private Rectangle[] db;
    private Transform[] ta;
    private Transform[] tb;
    private Polygon[] ga;
    private Polygon[] gb;
    private final Sat sat = new Sat();
    private final MutableContact2d contact = new MutableContact2d();
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        Pairs2d pairs = Pairs2d.generate(size, 42);
        a = pairs.a;
        b = pairs.b;
        mask = size - 1;
        da = new Rectangle[size];
        db = new Rectangle[size];
        ta = new Transform[size];
        tb = new Transform[size];
        ga = new Polygon[size];
        gb = new Polygon[size];
        // Each library's objects are allocated in one pass, in walking order, as in a program that uses
        // one of them; interleaved, memory layout rather than the kernel decides the 64K numbers.
        for (int i = 0; i < size; i++) {
            a[i] = a[i].translated(0, 0);
            b[i] = b[i].translated(0, 0);
        }
        for (int i = 0; i < size; i++) {
            da[i] = rectangle(a[i]);
            db[i] = rectangle(b[i]);
            ta[i] = transform(a[i]);
            tb[i] = transform(b[i]);
        }
        for (int i = 0; i < size; i++) {
            ga[i] = polygon(a[i]);
            gb[i] = polygon(b[i]);
        }
        for (int i = 0; i < size; i++) {
            boolean ours = Sat2d.intersects(a[i], b[i]);
            if (ours != sat.detect(da[i], ta[i], db[i], tb[i])
                    || ours != Intersector.overlapConvexPolygons(ga[i], gb[i])) {
                // Peers disagree only within float or tolerance noise; such a pair is fine to time
                // but worth knowing about when reading the numbers.
                disagreements++;
            }
        }
        Layout.settle();
    }

    /** Pairs on which a peer's answer differs from obbkit's (near-touching pairs in float). */
    int disagreements;

    private static Rectangle rectangle(Obb2d box) {
        return new Rectangle(2 * box.halfExtentX(), 2 * box.halfExtentY());
    }

    private static Transform transform(Obb2d box) {
        Transform t = new Transform();
        t.rotate(box.angle());
        t.translate(box.centerX(), box.centerY());
        return t;
    }

    private static Polygon polygon(Obb2d box) {
        double[] c = box.corners(new double[8]);
        float[] v = new float[8];
        for (int i = 0; i < 8; i++) {
            v[i] = (float) c[i];
        }
        Polygon p = new Polygon(v);
        p.getTransformedVertices(); // cached from here on
        return p;
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public boolean sat2d_obbkit() {
        int i = next();
        return Sat2d.intersects(a[i], b[i]);
    }

    /** A lean hand-written 4-axis test on the same boxes (no lean, no checks): the reference kernel. */
    @Benchmark
    public boolean sat2d_handWritten() {
        int i = next();
        return handWritten(a[i], b[i]);
    }

    private static boolean handWritten(Obb2d a, Obb2d b) {
        double aux = a.axisXx();
        double auy = a.axisXy();
        double avx = a.axisYx();
        double avy = a.axisYy();
        double bux = b.axisXx();
        double buy = b.axisXy();
        double bvx = b.axisYx();
        double bvy = b.axisYy();
        double tx = b.centerX() - a.centerX();
        double ty = b.centerY() - a.centerY();
        double ah = a.halfExtentX();
        double av = a.halfExtentY();
        double bh = b.halfExtentX();
        double bv = b.halfExtentY();
        double t0 = tx * aux + ty * auy;
        double t1 = tx * avx + ty * avy;
        double r00 = aux * bux + auy * buy;
        double r01 = aux * bvx + auy * bvy;
        double r10 = avx * bux + avy * buy;
        double r11 = avx * bvx + avy * bvy;
        double q00 = Math.abs(r00);
        double q01 = Math.abs(r01);
        double q10 = Math.abs(r10);
        double q11 = Math.abs(r11);
        return !(Math.abs(t0) > ah + bh * q00 + bv * q01
                | Math.abs(t1) > av + bh * q10 + bv * q11
                | Math.abs(t0 * r00 + t1 * r10) > ah * q00 + av * q10 + bh
                | Math.abs(t0 * r01 + t1 * r11) > ah * q01 + av * q11 + bv);
    }

    /** The push of B out of A as a value (null for separated pairs). */
    @Benchmark
    public Mtv2d mtv2d_obbkit() {
        int i = next();
        return Sat2d.mtv(a[i], b[i]);
    }

    /** The push that leaves the boxes apart, as a value. */
    @Benchmark
    public Mtv2d separatingMtv2d_obbkit() {
        int i = next();
        return Sat2d.separatingMtv(a[i], b[i]);
    }

    /** The push into a reused holder. */
    @Benchmark
    public boolean mtv2d_obbkitHolder() {
        int i = next();
        return Sat2d.mtv(a[i], b[i], contact);
    }

    /** The push that leaves the boxes apart, into a reused holder. */
    @Benchmark
    public boolean separatingMtv2d_obbkitHolder() {
        int i = next();
        return Sat2d.separatingMtv(a[i], b[i], contact);
    }

    @Benchmark
    public boolean sat2d_dyn4j() {
        int i = next();
        return sat.detect(da[i], ta[i], db[i], tb[i]);
    }

    @Benchmark
    public boolean sat2d_libgdx() {
        int i = next();
        return Intersector.overlapConvexPolygons(ga[i], gb[i]);
    }
}
