package io.github.obbkit.bench;

import com.badlogic.gdx.math.Intersector;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.BoundingBox;
import com.badlogic.gdx.math.collision.OrientedBoundingBox;
import com.badlogic.gdx.math.collision.Ray;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.SlabRaycast;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Intersectionf;
import org.joml.Vector2f;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rays against boxes, one case per operation, on sets of 65,536 shuffled cases the branch predictor
 * cannot learn and of 256 that stay in L1.
 *
 * <p>{@code rayObb}: a ray and an oriented box per case, obbkit's slab test beside libGDX's
 * {@code intersectRayOrientedBounds}; the rays start 20 units out and aim within 1.5 times the box's
 * extents, so about 59% hit. {@code rayMany}: one ray against many boxes, obbkit's precomputed
 * {@code RayCaster3d} on oriented boxes beside JOML's {@code intersectRayAab} on their axis-aligned
 * bounds (the cost of an OBB against that of an AABB); the boxes lie along the ray, within 6 units of
 * it, chosen so that exactly half of the oriented boxes are hit (their larger bounds by about three
 * quarters) and shuffled. {@code rayBatch}: the same ray and boxes, {@value #BLOCK} boxes per call and
 * the time reported per box: the caster's batch query over an {@code Obb3dBatch} into a bitset beside
 * JOML's {@code intersectRayAab} in a loop over the bounds kept as six float arrays, writing the same
 * bitset.
 *
 * <p>What is measured is the test, not the memory: each library's objects are allocated in one pass in
 * the order the benchmark walks them (obbkit's ray and box of a case side by side, libGDX's likewise,
 * JOML's arrays in a row), after a full collection has cleared away the data's generation, into a
 * young generation of 1 GB that no collection empties before or during the measurement. (With the
 * default sizing, young collections ran in the middle of the passes and left the arrays' elements in
 * reverse order, some in pieces.) So the 64K sets stream from memory for every library alike instead of
 * costing a cache miss per object scattered among the others'.
 * Every library gets the same boxes: libGDX's transform takes the box's axes as its columns.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = "-Xmn1g")
public class RayBench {
    /** Boxes per call of the batch benchmarks. */
    static final int BLOCK = 256;

    @Param({"65536", "256"})
    int size;

    private Ray3d[] rays;
    private Obb3d[] boxes;
    private Ray[] gdxRays;
    private OrientedBoundingBox[] gdxBoxes;
    private Obb3d[] manyBoxes;
    private float[][] aabbs;
    private Obb3dBatch batch;
    private float[] minX;
    private float[] minY;
    private float[] minZ;
    private float[] maxX;
    private float[] maxY;
    private float[] maxZ;
    private final long[] bits = new long[BLOCK / 64];
    private int block;
    private RayCaster3d caster;
    private float[] sharedRay;
    private final MutableRayHit hit = new MutableRayHit();
    private final Vector3 gdxHit = new Vector3();
    private final Vector2f jomlHit = new Vector2f();
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(3);
        Obb3d[] caseBoxes = new Obb3d[size];
        double[][] caseRays = new double[size][];
        for (int i = 0; i < size; i++) {
            Obb3d box = Pairs3d.box(random, random.nextDouble(-50, 50), random.nextDouble(-50, 50),
                    random.nextDouble(-50, 50));
            // From a random point 20 units out, aimed at a random point within 1.5 times the box's extents.
            double ox = box.centerX() + random.nextDouble(-20, 20);
            double oy = box.centerY() + random.nextDouble(-20, 20);
            double oz = box.centerZ() + random.nextDouble(-20, 20);
            double tx = box.centerX() + 1.5 * random.nextDouble(-box.halfExtentX(), box.halfExtentX());
            double ty = box.centerY() + 1.5 * random.nextDouble(-box.halfExtentY(), box.halfExtentY());
            double tz = box.centerZ() + 1.5 * random.nextDouble(-box.halfExtentZ(), box.halfExtentZ());
            caseBoxes[i] = box;
            caseRays[i] = new double[] {ox, oy, oz, tx - ox, ty - oy, tz - oz};
        }
        Ray3d shared = Ray3d.of(-60, -55, -50, 1, 0.93, 0.87);
        RayCaster3d prepared = RayCaster3d.of(shared);
        Obb3d[] along = new Obb3d[size];
        int hits = 0;
        int n = 0;
        while (n < size) {
            double s = random.nextDouble(10, 110);
            double[] u = Pairs3d.unit(random);
            double r = 6 * random.nextDouble();
            Obb3d box = Pairs3d.box(random, -60 + s + r * u[0], -55 + 0.93 * s + r * u[1], -50 + 0.87 * s + r * u[2]);
            boolean hit = prepared.intersects(box);
            if (hit ? hits >= size / 2 : n - hits >= size - size / 2) {
                continue;
            }
            hits += hit ? 1 : 0;
            along[n++] = box;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Obb3d t = along[i];
            along[i] = along[j];
            along[j] = t;
        }

        // Each library's objects in one pass, in walking order, into an empty young generation: no
        // collection runs between here and the measurement (which allocates nothing) to reorder them.
        System.gc();
        rays = new Ray3d[size];
        boxes = new Obb3d[size];
        for (int i = 0; i < size; i++) {
            double[] r = caseRays[i];
            rays[i] = Ray3d.of(r[0], r[1], r[2], r[3], r[4], r[5]);
            boxes[i] = caseBoxes[i].translated(0, 0, 0);
        }
        gdxRays = new Ray[size];
        gdxBoxes = new OrientedBoundingBox[size];
        for (int i = 0; i < size; i++) {
            double[] r = caseRays[i];
            gdxRays[i] = new Ray(new Vector3((float) r[0], (float) r[1], (float) r[2]),
                    new Vector3((float) r[3], (float) r[4], (float) r[5]));
            gdxBoxes[i] = gdx(caseBoxes[i]);
        }
        manyBoxes = new Obb3d[size];
        for (int i = 0; i < size; i++) {
            manyBoxes[i] = along[i].translated(0, 0, 0);
        }
        aabbs = new float[size][];
        for (int i = 0; i < size; i++) {
            Aabb3d bounds = along[i].aabb();
            aabbs[i] = new float[] {(float) bounds.minX(), (float) bounds.minY(), (float) bounds.minZ(),
                (float) bounds.maxX(), (float) bounds.maxY(), (float) bounds.maxZ()};
        }
        batch = Obb3dBatch.of(along);
        minX = new float[size];
        minY = new float[size];
        minZ = new float[size];
        maxX = new float[size];
        maxY = new float[size];
        maxZ = new float[size];
        for (int i = 0; i < size; i++) {
            float[] b = aabbs[i];
            minX[i] = b[0];
            minY[i] = b[1];
            minZ[i] = b[2];
            maxX[i] = b[3];
            maxY[i] = b[4];
            maxZ[i] = b[5];
        }
        caster = RayCaster3d.of(shared);
        sharedRay = new float[] {-60, -55, -50, 1, 0.93f, 0.87f};
        mask = size - 1;
    }

    /** libGDX's box: {@code Matrix4.set(x, y, z, pos)} writes its vectors as rows, so pass the axes' columns. */
    private static OrientedBoundingBox gdx(Obb3d o) {
        Matrix4 m = new Matrix4().set(
                new Vector3((float) o.axisXx(), (float) o.axisYx(), (float) o.axisZx()),
                new Vector3((float) o.axisXy(), (float) o.axisYy(), (float) o.axisZy()),
                new Vector3((float) o.axisXz(), (float) o.axisYz(), (float) o.axisZz()),
                new Vector3((float) o.centerX(), (float) o.centerY(), (float) o.centerZ()));
        return new OrientedBoundingBox(new BoundingBox(
                new Vector3((float) -o.halfExtentX(), (float) -o.halfExtentY(), (float) -o.halfExtentZ()),
                new Vector3((float) o.halfExtentX(), (float) o.halfExtentY(), (float) o.halfExtentZ())), m);
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public boolean rayObb_obbkit() {
        int i = next();
        return SlabRaycast.intersect(rays[i], boxes[i], hit);
    }

    @Benchmark
    public boolean rayObb_libgdx() {
        int i = next();
        return Intersector.intersectRayOrientedBounds(gdxRays[i], gdxBoxes[i], gdxHit);
    }

    @Benchmark
    public boolean rayMany_obbkitCasterObb() {
        return caster.intersects(manyBoxes[next()]);
    }

    @Benchmark
    public boolean rayMany_jomlAab() {
        float[] b = aabbs[next()];
        float[] r = sharedRay;
        return Intersectionf.intersectRayAab(r[0], r[1], r[2], r[3], r[4], r[5], b[0], b[1], b[2], b[3], b[4], b[5],
                jomlHit);
    }

    /** The next run of {@link #BLOCK} boxes, walking the set. */
    private int nextBlock() {
        int from = block;
        block = (from + BLOCK) & mask;
        return from;
    }

    @Benchmark
    @OperationsPerInvocation(BLOCK)
    public int rayBatch_obbkitCaster() {
        return caster.intersectsEach(batch, nextBlock(), BLOCK, bits, 0);
    }

    /**
     * The same batch query on its vector path, the default where the vector module is present: the float
     * filter in lanes over the batch's float copy ({@code rayBatch_obbkitCaster} runs without the vector
     * module, on the scalar path).
     */
    @Benchmark
    @OperationsPerInvocation(BLOCK)
    @Fork(value = 2, jvmArgsAppend = {"-Xmn1g", "--add-modules=jdk.incubator.vector"})
    public int rayBatch_obbkitCasterVector() {
        return caster.intersectsEach(batch, nextBlock(), BLOCK, bits, 0);
    }

    @Benchmark
    @OperationsPerInvocation(BLOCK)
    public int rayBatch_jomlAab() {
        int from = nextBlock();
        float[] r = sharedRay;
        long[] out = bits;
        int n = 0;
        for (int i = 0; i < BLOCK; i++) {
            int j = from + i;
            long bit = Intersectionf.intersectRayAab(r[0], r[1], r[2], r[3], r[4], r[5], minX[j], minY[j], minZ[j],
                    maxX[j], maxY[j], maxZ[j], jomlHit) ? 1 : 0;
            out[i >>> 6] = out[i >>> 6] & ~(1L << i) | bit << i;
            n += (int) bit;
        }
        return n;
    }
}
