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
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster;
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
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rays against boxes, one case per operation. {@code rayObb}: a ray and an oriented box per case,
 * obbkit's slab test beside libGDX's {@code intersectRayOrientedBounds}, about half of them hits.
 * {@code rayMany}: one ray against many boxes, obbkit's precomputed {@code RayCaster} on oriented
 * boxes beside JOML's {@code intersectRayAab} on axis-aligned ones (the cost of an OBB against that of
 * an AABB).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class RayBench {
    @Param({"65536", "256"})
    int size;

    private Ray3d[] rays;
    private Obb3d[] boxes;
    private Ray[] gdxRays;
    private OrientedBoundingBox[] gdxBoxes;
    private float[][] aabbs;
    private RayCaster caster;
    private float[] sharedRay;
    private final MutableRayHit hit = new MutableRayHit();
    private final Vector3 gdxHit = new Vector3();
    private final Vector2f jomlHit = new Vector2f();
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(3);
        rays = new Ray3d[size];
        boxes = new Obb3d[size];
        gdxRays = new Ray[size];
        gdxBoxes = new OrientedBoundingBox[size];
        aabbs = new float[size][];
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
            boxes[i] = box;
            rays[i] = Ray3d.of(ox, oy, oz, tx - ox, ty - oy, tz - oz);
            gdxRays[i] = new Ray(new Vector3((float) ox, (float) oy, (float) oz),
                    new Vector3((float) (tx - ox), (float) (ty - oy), (float) (tz - oz)));
            gdxBoxes[i] = gdx(box);
            Aabb3d bounds = box.aabb();
            aabbs[i] = new float[] {(float) bounds.minX(), (float) bounds.minY(), (float) bounds.minZ(),
                (float) bounds.maxX(), (float) bounds.maxY(), (float) bounds.maxZ()};
        }
        Ray3d shared = Ray3d.of(-60, -55, -50, 1, 0.93, 0.87);
        caster = RayCaster.of(shared);
        sharedRay = new float[] {-60, -55, -50, 1, 0.93f, 0.87f};
        mask = size - 1;
    }

    private static OrientedBoundingBox gdx(Obb3d o) {
        Matrix4 m = new Matrix4().set(
                new Vector3((float) o.r00(), (float) o.r01(), (float) o.r02()),
                new Vector3((float) o.r10(), (float) o.r11(), (float) o.r12()),
                new Vector3((float) o.r20(), (float) o.r21(), (float) o.r22()),
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
        return caster.intersects(boxes[next()]);
    }

    @Benchmark
    public boolean rayMany_jomlAab() {
        float[] b = aabbs[next()];
        float[] r = sharedRay;
        return Intersectionf.intersectRayAab(r[0], r[1], r[2], r[3], r[4], r[5], b[0], b[1], b[2], b[3], b[4], b[5],
                jomlHit);
    }
}
