package io.github.obbkit.verification.digest;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.Unprojector;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.SlabRaycast;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.joml.Vector3d;
import org.joml.Vector3f;

/**
 * The families of raycast's public queries: one method each, which draws its inputs from its own
 * seed and feeds every answer to the digest. The methods are call sites: when a public name changes,
 * change the call here, and nothing else (not the seed, the counts, the inputs or the order of the
 * reads). Holders are reused across calls, as the API allows.
 */
final class FamiliesRay {
    private static final int CASES = 3000;

    private FamiliesRay() {
    }

    static Ray3d ray3(double[] a) {
        return Ray3d.of(a[0], a[1], a[2], a[3], a[4], a[5]);
    }

    static Ray2d ray2(double[] a) {
        return Ray2d.of(a[0], a[1], a[2], a[3]);
    }

    /** A parameter range: the ray, the line, a piece, a point, the empty far ends, or not a range. */
    static double[] range(SplittableRandom r) {
        switch (r.nextInt(9)) {
            case 0:
                return new double[] {0, Double.POSITIVE_INFINITY};
            case 1:
                return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
            case 2: {
                double t = r.nextDouble(-3, 3);
                return new double[] {t, t};
            }
            case 3:
                return new double[] {1, 0};
            case 4:
                return r.nextBoolean() ? new double[] {Double.NaN, 1} : new double[] {0, Double.NaN};
            case 5:
                return r.nextBoolean() ? new double[] {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY}
                        : new double[] {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
            case 6:
                return new double[] {0, 0};
            default: {
                double t = r.nextDouble(-3, 3);
                return new double[] {t, t + r.nextDouble(0, 5)};
            }
        }
    }

    // ------------------------------------------------------------------------------------ rays

    static void ray2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0001L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs.spoil(r, Inputs2d.ray(r, Inputs2d.anyBox(r)));
            if (r.nextInt(15) == 0) {
                double tiny = r.nextBoolean() ? 0 : r.nextBoolean() ? 1e-310 : Double.MAX_VALUE;
                a[2] = tiny;
                a[3] = tiny;
            }
            double t = r.nextInt(4) == 0 ? Inputs.sign(r) * Inputs.TENS[r.nextInt(16)] : r.nextDouble(-3, 3);
            d.guard(x -> {
                Ray2d ray = Ray2d.of(a[0], a[1], a[2], a[3]);
                Reads.ray2(x, ray);
                Reads.vector2(x, ray.origin(new Vector2d()));
                Reads.vector2(x, ray.direction(new Vector2d()));
                Reads.vector2(x, ray.pointAt(t, new Vector2d()));
                Reads.ray2(x, ray.withUnitDirection());
                x.bool(ray.equals(ray.withUnitDirection()));
                x.i(ray.hashCode());
            });
            d.guard(x -> Reads.ray2(x, Ray2d.of(new Vector2d(a[0], a[1]), new Vector2d(a[2], a[3]))));
            d.guard(x -> Reads.ray2(x, Ray2d.of(new Vector2f((float) a[0], (float) a[1]),
                    new Vector2f((float) a[2], (float) a[3]))));
            d.guard(x -> Reads.ray2(x, Ray2d.through(a[0], a[1], a[0] + a[2], a[1] + a[3])));
        }
    }

    static void ray3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0002L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs.spoil(r, Inputs3d.ray(r, Inputs3d.anyBox(r)));
            if (r.nextInt(15) == 0) {
                double tiny = r.nextBoolean() ? 0 : r.nextBoolean() ? 1e-310 : Double.MAX_VALUE;
                a[3] = tiny;
                a[4] = tiny;
                a[5] = tiny;
            }
            double t = r.nextInt(4) == 0 ? Inputs.sign(r) * Inputs.TENS[r.nextInt(16)] : r.nextDouble(-3, 3);
            double tol = Families2d.tolerance(r);
            d.guard(x -> {
                Ray3d ray = Ray3d.of(a[0], a[1], a[2], a[3], a[4], a[5]);
                Reads.ray3(x, ray);
                Reads.vector3(x, ray.origin(new Vector3d()));
                Reads.vector3(x, ray.direction(new Vector3d()));
                Reads.vector3(x, ray.pointAt(t, new Vector3d()));
                Ray3d unit = ray.withUnitDirection();
                Reads.ray3(x, unit);
                x.bool(ray.equals(unit));
                x.i(ray.hashCode());
                x.guard(y -> y.bool(ray.isCloseTo(unit, tol)));
            });
            d.guard(x -> Reads.ray3(x, Ray3d.of(new Vector3d(a[0], a[1], a[2]), new Vector3d(a[3], a[4], a[5]))));
            d.guard(x -> Reads.ray3(x, Ray3d.of(new Vector3f((float) a[0], (float) a[1], (float) a[2]),
                    new Vector3f((float) a[3], (float) a[4], (float) a[5]))));
            d.guard(x -> Reads.ray3(x, Ray3d.through(a[0], a[1], a[2], a[0] + a[3], a[1] + a[4], a[2] + a[5])));
            d.guard(x -> Reads.ray3(x, Ray3d.through(new Vector3d(a[0], a[1], a[2]),
                    new Vector3d(a[0] + a[3], a[1] + a[4], a[2] + a[5]))));
        }
    }

    // ------------------------------------------------------------------------------------ SlabRaycast, Obb3d

    static void slabIntersectObb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0011L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            Ray3d ray = ray3(Inputs3d.ray(r, b));
            Obb3d box = Families3d.obb(b);
            double[] t = range(r);
            d.bool(SlabRaycast.intersect(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.intersect(ray, box));
            d.guard(x -> x.bool(SlabRaycast.intersect(ray, box, t[0], t[1], hit)));
            Reads.hit(d, hit);
        }
    }

    static void slabFirstHitObb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0012L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            Ray3d ray = ray3(Inputs3d.ray(r, b));
            Obb3d box = Families3d.obb(b);
            d.bool(SlabRaycast.firstHit(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.firstHit(ray, box));
        }
    }

    static void slabIntersectsObb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0013L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            d.bool(SlabRaycast.intersects(ray3(Inputs3d.ray(r, b)), Families3d.obb(b)));
        }
    }

    static void slabBandObb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0014L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            d.d(SlabRaycast.boundaryBand(ray3(Inputs3d.ray(r, b)), Families3d.obb(b)));
        }
    }

    // ------------------------------------------------------------------------------------ SlabRaycast, Aabb3d

    static void slabIntersectAabb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0021L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs3d.aabb(r);
            Ray3d ray = ray3(Inputs3d.ray(r, Inputs3d.aabbAsBox(a)));
            Aabb3d box = Families3d.aabb(a);
            double[] t = range(r);
            d.bool(SlabRaycast.intersect(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.intersect(ray, box));
            d.guard(x -> x.bool(SlabRaycast.intersect(ray, box, t[0], t[1], hit)));
            Reads.hit(d, hit);
        }
    }

    static void slabFirstHitAabb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0022L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs3d.aabb(r);
            Ray3d ray = ray3(Inputs3d.ray(r, Inputs3d.aabbAsBox(a)));
            Aabb3d box = Families3d.aabb(a);
            d.bool(SlabRaycast.firstHit(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.firstHit(ray, box));
        }
    }

    static void slabIntersectsAabb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0023L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs3d.aabb(r);
            d.bool(SlabRaycast.intersects(ray3(Inputs3d.ray(r, Inputs3d.aabbAsBox(a))), Families3d.aabb(a)));
        }
    }

    static void slabBandAabb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0024L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs3d.aabb(r);
            d.d(SlabRaycast.boundaryBand(ray3(Inputs3d.ray(r, Inputs3d.aabbAsBox(a))), Families3d.aabb(a)));
        }
    }

    // ------------------------------------------------------------------------------------ SlabRaycast, Obb2d

    static void slabIntersectObb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0031L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            Ray2d ray = ray2(Inputs2d.ray(r, b));
            Obb2d box = Families2d.obb(b);
            double[] t = range(r);
            d.bool(SlabRaycast.intersect(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.intersect(ray, box));
            d.guard(x -> x.bool(SlabRaycast.intersect(ray, box, t[0], t[1], hit)));
            Reads.hit(d, hit);
        }
    }

    static void slabFirstHitObb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0032L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            Ray2d ray = ray2(Inputs2d.ray(r, b));
            Obb2d box = Families2d.obb(b);
            d.bool(SlabRaycast.firstHit(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.firstHit(ray, box));
        }
    }

    static void slabIntersectsObb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0033L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            d.bool(SlabRaycast.intersects(ray2(Inputs2d.ray(r, b)), Families2d.obb(b)));
        }
    }

    static void slabBandObb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0034L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            d.d(SlabRaycast.boundaryBand(ray2(Inputs2d.ray(r, b)), Families2d.obb(b)));
        }
    }

    // ------------------------------------------------------------------------------------ SlabRaycast, Aabb2d

    static void slabIntersectAabb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0041L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs2d.aabb(r);
            Ray2d ray = ray2(Inputs2d.ray(r, Inputs2d.aabbAsBox(a)));
            Aabb2d box = Families2d.aabb(a);
            double[] t = range(r);
            d.bool(SlabRaycast.intersect(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.intersect(ray, box));
            d.guard(x -> x.bool(SlabRaycast.intersect(ray, box, t[0], t[1], hit)));
            Reads.hit(d, hit);
        }
    }

    static void slabFirstHitAabb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0042L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs2d.aabb(r);
            Ray2d ray = ray2(Inputs2d.ray(r, Inputs2d.aabbAsBox(a)));
            Aabb2d box = Families2d.aabb(a);
            d.bool(SlabRaycast.firstHit(ray, box, hit));
            Reads.hit(d, hit);
            Reads.rayHit(d, SlabRaycast.firstHit(ray, box));
        }
    }

    static void slabIntersectsAabb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0043L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs2d.aabb(r);
            d.bool(SlabRaycast.intersects(ray2(Inputs2d.ray(r, Inputs2d.aabbAsBox(a))), Families2d.aabb(a)));
        }
    }

    static void slabBandAabb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0044L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs2d.aabb(r);
            d.d(SlabRaycast.boundaryBand(ray2(Inputs2d.ray(r, Inputs2d.aabbAsBox(a))), Families2d.aabb(a)));
        }
    }

    // ------------------------------------------------------------------------------------ RayCaster3d

    /** A prepared ray against the box it was drawn for and against another box. */
    static void casterObb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0051L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            RayCaster3d caster = RayCaster3d.of(ray3(Inputs3d.ray(r, b)));
            Reads.ray3(d, caster.ray());
            Obb3d[] boxes = {Families3d.obb(b), Families3d.obb(Inputs3d.anyBox(r))};
            double[] t = range(r);
            for (Obb3d box : boxes) {
                d.bool(caster.intersect(box, hit));
                Reads.hit(d, hit);
                d.guard(x -> x.bool(caster.intersect(box, t[0], t[1], hit)));
                Reads.hit(d, hit);
                d.bool(caster.firstHit(box, hit));
                Reads.hit(d, hit);
                d.bool(caster.intersects(box));
            }
        }
    }

    static void casterAabb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0052L);
        MutableRayHit hit = new MutableRayHit();
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] a = Inputs3d.aabb(r);
            RayCaster3d caster = RayCaster3d.of(ray3(Inputs3d.ray(r, Inputs3d.aabbAsBox(a))));
            Reads.ray3(d, caster.ray());
            Aabb3d[] boxes = {Families3d.aabb(a), Families3d.aabb(Inputs3d.aabb(r))};
            double[] t = range(r);
            for (Aabb3d box : boxes) {
                d.bool(caster.intersect(box, hit));
                Reads.hit(d, hit);
                d.guard(x -> x.bool(caster.intersect(box, t[0], t[1], hit)));
                Reads.hit(d, hit);
                d.bool(caster.firstHit(box, hit));
                Reads.hit(d, hit);
                d.bool(caster.intersects(box));
            }
        }
    }

    static Obb3d[] boxes(double[][] scene) {
        Obb3d[] boxes = new Obb3d[scene.length];
        for (int i = 0; i < scene.length; i++) {
            boxes[i] = Families3d.obb(scene[i]);
        }
        return boxes;
    }

    static void casterIntersectsEach(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0053L);
        for (int round = 0; round < 300; round++) {
            int size = r.nextInt(4) == 0 ? r.nextInt(0, 8) : r.nextInt(0, 200);
            double[][] scene = Inputs3d.scene(r, size);
            Obb3dBatch batch = Obb3dBatch.of(boxes(scene));
            for (int query = 0; query < 10; query++) {
                d.input();
                RayCaster3d caster = RayCaster3d.of(ray3(Inputs3d.sceneRay(r, scene)));
                int[] w = Families3d.window(r, size);
                long[] hits = Families3d.noise(r, w[2] + w[1], w[3]);
                d.guard(x -> {
                    x.i(caster.intersectsEach(batch, w[0], w[1], hits, w[2]));
                    x.longs(hits);
                });
            }
        }
    }

    static void casterIntersecting(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0054L);
        for (int round = 0; round < 300; round++) {
            int size = r.nextInt(4) == 0 ? r.nextInt(0, 8) : r.nextInt(0, 200);
            double[][] scene = Inputs3d.scene(r, size);
            Obb3dBatch batch = Obb3dBatch.of(boxes(scene));
            for (int query = 0; query < 10; query++) {
                d.input();
                RayCaster3d caster = RayCaster3d.of(ray3(Inputs3d.sceneRay(r, scene)));
                int[] w = Families3d.window(r, size);
                int[] indices = Families3d.sentinels(w[2] + w[1] + w[3]);
                d.guard(x -> Families3d.written(x, indices, w[2],
                        caster.intersecting(batch, w[0], w[1], indices, w[2])));
            }
        }
    }

    // ------------------------------------------------------------ Unprojector and ScanPicker3d

    static Matrix4d matrix4d(double[] m) {
        return new Matrix4d(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10], m[11], m[12], m[13],
                m[14], m[15]);
    }

    static Matrix4f matrix4f(double[] m) {
        return new Matrix4f((float) m[0], (float) m[1], (float) m[2], (float) m[3], (float) m[4], (float) m[5],
                (float) m[6], (float) m[7], (float) m[8], (float) m[9], (float) m[10], (float) m[11], (float) m[12],
                (float) m[13], (float) m[14], (float) m[15]);
    }

    /** A viewport: a window's, any, one pixel, empty, or too short an array. */
    static int[] viewport(SplittableRandom r) {
        switch (r.nextInt(8)) {
            case 0:
                return new int[] {0, 0, 1, 1};
            case 1:
                return new int[] {r.nextInt(-50, 50), r.nextInt(-50, 50), r.nextInt(1, 4000), r.nextInt(1, 4000)};
            case 2:
                switch (r.nextInt(3)) {
                    case 0:
                        return new int[] {0, 0, 0, 600};
                    case 1:
                        return new int[] {0, 0, 800, -1};
                    default:
                        return new int[] {0, 0, 800};
                }
            case 3:
                return new int[] {0, 0, 1920, 1080};
            default:
                return new int[] {0, 0, 800, 600};
        }
    }

    /** A coordinate along one side of a viewport: inside, on a corner or the centre, outside, or not a number. */
    static double windowCoordinate(SplittableRandom r, double origin, double size) {
        switch (r.nextInt(8)) {
            case 0:
                return origin;
            case 1:
                return origin + size;
            case 2:
                return origin + 0.5 * size;
            case 3:
                return origin + size * r.nextDouble(-2, 3);
            case 4:
                return r.nextInt(20) == 0 ? Inputs.notFinite(r) : origin + r.nextInt(0, (int) Math.max(1, size));
            default:
                return origin + size * r.nextDouble();
        }
    }

    static void pickingRay(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0061L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] m = Inputs3d.viewProjection(r);
            int[] viewport = viewport(r);
            double w = viewport.length > 2 ? viewport[2] : 1;
            double h = viewport.length > 3 ? viewport[3] : 1;
            double x = windowCoordinate(r, viewport[0], w);
            double y = windowCoordinate(r, viewport[1], h);
            d.guard(q -> Reads.ray3(q, Unprojector.of(matrix4d(m), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE).ray(x, y, viewport.clone())));
            d.guard(q -> Reads.ray3(q, Unprojector.of(matrix4f(m), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE).ray(x, y, viewport.clone())));
        }
    }

    static void pickingRayFromNdc(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0062L);
        for (int n = 0; n < CASES; n++) {
            d.input();
            double[] m = Inputs3d.viewProjection(r);
            double x = windowCoordinate(r, -1, 2);
            double y = windowCoordinate(r, -1, 2);
            d.guard(q -> Reads.ray3(q, Unprojector.of(matrix4d(m), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE).rayFromNdc(x, y)));
            d.guard(q -> Reads.ray3(q, Unprojector.of(matrix4f(m), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE).rayFromNdc(x, y)));
        }
    }

    static void pickNearest(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0063L);
        MutablePick pick = new MutablePick();
        PickWorkspace workspace = new PickWorkspace();
        for (int round = 0; round < 100; round++) {
            int size = r.nextInt(0, 40);
            double[][] scene = Inputs3d.scene(r, size);
            Obb3d[] boxes = boxes(scene);
            if (size > 0 && r.nextInt(15) == 0) {
                boxes[r.nextInt(size)] = null;
            }
            List<Obb3d> list = Arrays.asList(boxes);
            for (int query = 0; query < 20; query++) {
                d.input();
                Ray3d ray = ray3(Inputs3d.sceneRay(r, scene));
                d.guard(x -> Reads.pick(x, ScanPicker3d.of(list).pickNearest(ray)));
                d.guard(x -> Reads.pick(x, ScanPicker3d.of(boxes).pickNearest(ray)));
                d.guard(x -> x.bool(ScanPicker3d.of(boxes).pickNearest(ray, workspace, pick)));
                Reads.pick(d, pick);
            }
        }
    }

    // ------------------------------------------------------------------------------------ Bvh3d

    /** What a hierarchy says about itself: its size, shape and boxes, and what it refuses. */
    static void tree(Digest d, Bvh3d bvh) {
        d.i(bvh.size());
        d.i(bvh.nodeCount());
        d.i(bvh.depth());
        for (int i = -1; i <= bvh.size(); i++) {
            int index = i;
            d.guard(x -> Reads.obb3(x, bvh.box(index)));
        }
    }

    static void bvhBuild(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0071L);
        for (int round = 0; round < 400; round++) {
            d.input();
            int size = r.nextInt(3) == 0 ? r.nextInt(0, 6) : r.nextInt(0, 150);
            Obb3d[] boxes = boxes(Inputs3d.scene(r, size));
            if (size > 0 && r.nextInt(15) == 0) {
                boxes[r.nextInt(size)] = null;
            }
            d.guard(x -> tree(x, Bvh3d.build(Arrays.asList(boxes))));
            d.guard(x -> tree(x, Bvh3d.build(boxes)));
        }
    }

    static void bvhPickNearest(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0072L);
        MutablePick pick = new MutablePick();
        PickWorkspace workspace = new PickWorkspace();
        for (int round = 0; round < 100; round++) {
            int size = r.nextInt(0, 80);
            double[][] scene = Inputs3d.scene(r, size);
            Bvh3d bvh = Bvh3d.build(boxes(scene));
            for (int query = 0; query < 30; query++) {
                d.input();
                Ray3d ray = ray3(Inputs3d.sceneRay(r, scene));
                Reads.pick(d, bvh.pickNearest(ray));
                d.bool(bvh.pickNearest(ray, workspace, pick));
                Reads.pick(d, pick);
            }
        }
    }

    static void bvhRefit(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0073L);
        MutablePick pick = new MutablePick();
        PickWorkspace workspace = new PickWorkspace();
        for (int round = 0; round < 100; round++) {
            int size = r.nextInt(0, 80);
            double[][] scene = Inputs3d.scene(r, size);
            Bvh3d bvh = Bvh3d.build(boxes(scene));
            // The same boxes moved a little or far, some regenerated; now and then a wrong count or a null.
            double[][] moved = new double[size][];
            double step = r.nextBoolean() ? 1e-3 : 10;
            for (int i = 0; i < size; i++) {
                moved[i] = scene[i].clone();
                if (r.nextInt(5) == 0) {
                    moved[i] = Inputs3d.scene(r, 1)[0];
                } else {
                    for (int k = 0; k < 3; k++) {
                        moved[i][k] += step * r.nextDouble(-1, 1) * (1 + Math.abs(moved[i][12]));
                    }
                }
            }
            Obb3d[] boxes = boxes(moved);
            int kind = r.nextInt(12);
            Obb3d[] given = kind == 0 ? Arrays.copyOf(boxes, size + 1) : boxes.clone();
            if (kind == 1 && size > 0) {
                given[r.nextInt(size)] = null;
            }
            boolean asList = r.nextBoolean();
            d.input();
            d.guard(x -> {
                if (asList) {
                    bvh.refit(Arrays.asList(given));
                } else {
                    bvh.refit(given);
                }
            });
            tree(d, bvh);
            for (int query = 0; query < 20; query++) {
                d.input();
                Ray3d ray = ray3(Inputs3d.sceneRay(r, r.nextBoolean() ? scene : moved));
                Reads.pick(d, bvh.pickNearest(ray));
                d.bool(bvh.pickNearest(ray, workspace, pick));
                Reads.pick(d, pick);
            }
        }
    }

    // ------------------------------------------------------------------------------------ values

    /** RayHit, Pick and BoxFace as values: factories, reads and comparisons. */
    static void values(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0ba7_0081L);
        BoxFace[] faces = BoxFace.values();
        for (int n = 0; n < 1000; n++) {
            d.input();
            double[] t = range(r);
            BoxFace entry = r.nextInt(4) == 0 ? null : faces[r.nextInt(6)];
            BoxFace exit = r.nextInt(4) == 0 ? null : faces[r.nextInt(6)];
            double tol = Families2d.tolerance(r);
            d.guard(x -> {
                RayHit h = RayHit.of(t[0], t[1], entry, exit);
                Reads.rayHit(x, h);
                RayHit other = RayHit.of(t[0], Math.nextUp(t[1]), entry, exit);
                x.bool(h.equals(other));
                x.guard(y -> y.bool(h.isCloseTo(other, tol)));
            });
            int index = r.nextInt(-2, 50);
            double tp = r.nextInt(6) == 0 ? Inputs.notFinite(r) : r.nextDouble(-1, 10);
            d.guard(x -> {
                Pick p = Pick.of(index, tp, entry);
                Reads.pick(x, p);
                Pick other = Pick.of(index, tp + 1e-12, entry);
                x.bool(p.equals(other));
                x.guard(y -> y.bool(p.isCloseTo(other, tol)));
            });
            int axis = r.nextInt(-1, 4);
            int sign = r.nextInt(-2, 3);
            d.guard(x -> {
                BoxFace f = BoxFace.of(axis, sign);
                x.name(f);
                x.i(f.axis());
                x.i(f.sign());
                x.name(f.opposite());
            });
        }
    }
}
