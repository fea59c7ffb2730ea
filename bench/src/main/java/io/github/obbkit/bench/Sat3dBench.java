package io.github.obbkit.bench;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.BoundingBox;
import com.badlogic.gdx.math.collision.OrientedBoundingBox;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import java.util.concurrent.TimeUnit;
import org.joml.Intersectiond;
import org.joml.Intersectionf;
import org.joml.Vector3d;
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

/**
 * 3D box-box overlap, one pair per operation: obbkit's 15-axis SAT on its value type beside JOML's
 * {@code Intersectionf.testObOb} and {@code Intersectiond.testObOb} on their vectors and libGDX's
 * {@code OrientedBoundingBox.intersects}. {@code size=65536} is the realistic set, {@code size=256} a
 * hot set.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class Sat3dBench {
    @Param({"65536", "256"})
    int size;

    private Obb3d[] a;
    private Obb3d[] b;
    private Vector3f[][] fa;
    private Vector3f[][] fb;
    private Vector3d[][] da;
    private Vector3d[][] db;
    private OrientedBoundingBox[] ga;
    private OrientedBoundingBox[] gb;
    private final MutableContact3d contact = new MutableContact3d();
    private int mask;
    private int cursor;
    /** Pairs on which a peer's answer differs from obbkit's, counted at set-up for the record. */
    int jomlDisagreements;

    @Setup
    public void setUp() {
        Pairs3d pairs = Pairs3d.generate(size, 42);
        a = pairs.a;
        b = pairs.b;
        mask = size - 1;
        fa = new Vector3f[size][];
        fb = new Vector3f[size][];
        da = new Vector3d[size][];
        db = new Vector3d[size][];
        ga = new OrientedBoundingBox[size];
        gb = new OrientedBoundingBox[size];
        // Each library's objects are allocated in one pass, in walking order: as in a program that uses
        // one of them, and not interleaved with the others' (which put kilobytes between consecutive
        // boxes and made memory layout, not the kernel, decide the 64K numbers).
        for (int i = 0; i < size; i++) {
            a[i] = a[i].translated(0, 0, 0);
            b[i] = b[i].translated(0, 0, 0);
        }
        for (int i = 0; i < size; i++) {
            fa[i] = floats(a[i]);
            fb[i] = floats(b[i]);
        }
        for (int i = 0; i < size; i++) {
            da[i] = doubles(a[i]);
            db[i] = doubles(b[i]);
        }
        for (int i = 0; i < size; i++) {
            ga[i] = gdx(a[i]);
            gb[i] = gdx(b[i]);
        }
        for (int i = 0; i < size; i++) {
            if (joml(i) != Sat3d.intersects(a[i], b[i])) {
                jomlDisagreements++;
            }
        }
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

    private static Vector3d[] doubles(Obb3d o) {
        return new Vector3d[] {
            new Vector3d(o.centerX(), o.centerY(), o.centerZ()),
            new Vector3d(o.axisXx(), o.axisXy(), o.axisXz()),
            new Vector3d(o.axisYx(), o.axisYy(), o.axisYz()),
            new Vector3d(o.axisZx(), o.axisZy(), o.axisZz()),
            new Vector3d(o.halfExtentX(), o.halfExtentY(), o.halfExtentZ())};
    }

    private static OrientedBoundingBox gdx(Obb3d o) {
        Matrix4 m = new Matrix4().set(
                new Vector3((float) o.axisXx(), (float) o.axisXy(), (float) o.axisXz()),
                new Vector3((float) o.axisYx(), (float) o.axisYy(), (float) o.axisYz()),
                new Vector3((float) o.axisZx(), (float) o.axisZy(), (float) o.axisZz()),
                new Vector3((float) o.centerX(), (float) o.centerY(), (float) o.centerZ()));
        BoundingBox local = new BoundingBox(
                new Vector3((float) -o.halfExtentX(), (float) -o.halfExtentY(), (float) -o.halfExtentZ()),
                new Vector3((float) o.halfExtentX(), (float) o.halfExtentY(), (float) o.halfExtentZ()));
        return new OrientedBoundingBox(local, m);
    }

    private boolean joml(int i) {
        Vector3f[] p = fa[i];
        Vector3f[] q = fb[i];
        return Intersectionf.testObOb(p[0], p[1], p[2], p[3], p[4], q[0], q[1], q[2], q[3], q[4]);
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public boolean sat3d_obbkit() {
        int i = next();
        return Sat3d.intersects(a[i], b[i]);
    }

    @Benchmark
    public boolean sat3d_jomlFloat() {
        return joml(next());
    }

    @Benchmark
    public boolean sat3d_jomlDouble() {
        int i = next();
        Vector3d[] p = da[i];
        Vector3d[] q = db[i];
        return Intersectiond.testObOb(p[0], p[1], p[2], p[3], p[4], q[0], q[1], q[2], q[3], q[4]);
    }

    @Benchmark
    public boolean sat3d_libgdx() {
        int i = next();
        return ga[i].intersects(gb[i]);
    }

    /** The push of B out of A as a value (null for separated pairs). */
    @Benchmark
    public Mtv3d mtv3d_obbkit() {
        int i = next();
        return Sat3d.mtv(a[i], b[i]);
    }

    /** The push that leaves the boxes apart, as a value. */
    @Benchmark
    public Mtv3d separatingMtv3d_obbkit() {
        int i = next();
        return Sat3d.separatingMtv(a[i], b[i]);
    }

    /** The push into a reused holder. */
    @Benchmark
    public boolean mtv3d_obbkitHolder() {
        int i = next();
        return Sat3d.mtv(a[i], b[i], contact);
    }

    /** The push that leaves the boxes apart, into a reused holder. */
    @Benchmark
    public boolean separatingMtv3d_obbkitHolder() {
        int i = next();
        return Sat3d.separatingMtv(a[i], b[i], contact);
    }
}
