package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * Throws random bit patterns at every ray factory and query (and hostile offsets and counts at the
 * batch queries): each call returns a valid result or
 * throws {@link IllegalArgumentException}; no NaN reaches a hit, and no other exception escapes.
 */
class RaycastFuzzTest {
    private static final int ROUNDS = 50_000;
    private static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, 1e300,
        1e-300, 1e154, Double.longBitsToDouble(0x7ff0000000000123L), 3e7};

    private final SplittableRandom random = new SplittableRandom(0x5EA5L);
    private int accepted;
    private int rejected;

    private double hostile() {
        int kind = random.nextInt(10);
        if (kind < 3) {
            return SPECIAL[random.nextInt(SPECIAL.length)];
        } else if (kind < 5) {
            return Double.longBitsToDouble(random.nextLong());
        } else if (kind < 8) {
            return (random.nextDouble() * 2 - 1) * Math.pow(10, random.nextInt(-9, 10));
        }
        return random.nextInt(-3, 4);
    }

    /** A hostile index, offset or count: small, negative, at the edges of int, or anything. */
    private int hostileInt() {
        int[] special = {-1, 0, 1, 2, 3, 63, 64, 65, Integer.MAX_VALUE, Integer.MIN_VALUE};
        return random.nextBoolean() ? special[random.nextInt(special.length)] : random.nextInt();
    }

    private <T> T attempt(Callable<T> call) {
        try {
            T result = call.call();
            accepted++;
            return result;
        } catch (IllegalArgumentException expected) {
            assertThat(expected.getMessage()).as("a rejection says what was wrong").isNotBlank();
            rejected++;
            return null;
        } catch (Throwable other) {
            return fail("only IllegalArgumentException may escape, got " + other, other);
        }
    }

    private static void assertValid(RayHit hit) {
        assertThat(hit.tMin()).as("tMin of %s", hit).isNotNaN();
        assertThat(hit.tMax()).as("tMax of %s", hit).isNotNaN().isGreaterThanOrEqualTo(hit.tMin());
    }

    /** A ray the factories accepted holds only finite numbers and a usable direction. */
    private static void assertValid(Ray3d ray) {
        double[] v = {ray.originX(), ray.originY(), ray.originZ(), ray.directionX(), ray.directionY(),
            ray.directionZ(), ray.directionLength()};
        for (double x : v) {
            assertThat(x).as("component of %s", ray).isFinite();
        }
        assertThat(ray.directionLength()).as("direction length of %s", ray).isGreaterThanOrEqualTo(Double.MIN_NORMAL);
    }

    private static void assertValid(Ray2d ray) {
        double[] v = {ray.originX(), ray.originY(), ray.directionX(), ray.directionY(), ray.directionLength()};
        for (double x : v) {
            assertThat(x).as("component of %s", ray).isFinite();
        }
        assertThat(ray.directionLength()).as("direction length of %s", ray).isGreaterThanOrEqualTo(Double.MIN_NORMAL);
    }

    @Test
    void everyFactoryAndQuery_returnsAValidResultOrThrowsIllegalArgumentException() {
        Obb3d box3 = Obb3d.of(0, 0, 0, new Quaterniond().rotationAxis(0.3, 1, 1, 0), 1, 2, 0);
        Obb2d box2 = Obb2d.of(0, 0, 0.4, 1, 0);
        Obb3d[] scene = {box3, box3.translated(3, 0, 0), Obb3d.fromAabb(Aabb3d.of(-5, -5, 4, 5, 5, 4))};
        Bvh3d bvh = Bvh3d.build(scene);
        Obb3dBatch batch = Obb3dBatch.of(scene);
        long[] bits = new long[2];
        int[] list = new int[5];
        MutableRayHit holder = new MutableRayHit();
        PickWorkspace workspace = new PickWorkspace();
        MutablePick pick = new MutablePick();
        for (int i = 0; i < ROUNDS; i++) {
            Ray3d ray = attempt(() -> random.nextBoolean()
                    ? Ray3d.of(hostile(), hostile(), hostile(), hostile(), hostile(), hostile())
                    : Ray3d.through(hostile(), hostile(), hostile(), hostile(), hostile(), hostile()));
            if (ray != null) {
                assertValid(ray);
                RayHit hit = attempt(() -> SlabRaycast.intersect(ray, box3));
                if (hit != null) {
                    assertValid(hit);
                }
                RayHit first = attempt(() -> SlabRaycast.firstHit(ray, box3.aabb()));
                if (first != null) {
                    assertValid(first);
                    assertThat(first.tMin()).isGreaterThanOrEqualTo(0);
                }
                attempt(() -> RayCaster3d.of(ray).intersect(box3, holder));
                Integer inBits = attempt(() -> RayCaster3d.of(ray).intersectsEach(batch, hostileInt(), hostileInt(), bits,
                        hostileInt()));
                Integer inList = attempt(() -> RayCaster3d.of(ray).intersecting(batch, hostileInt(), hostileInt(), list,
                        hostileInt()));
                for (Integer n : new Integer[] {inBits, inList}) {
                    if (n != null) {
                        assertThat(n).as("boxes hit").isBetween(0, scene.length);
                    }
                }
                Boolean picked = attempt(() -> bvh.pickNearest(ray, workspace, pick));
                if (Boolean.TRUE.equals(picked)) {
                    assertThat(pick.t()).isNotNaN();
                    assertThat(pick.index()).isBetween(0, scene.length - 1);
                }
            }
            Ray2d ray2 = attempt(() -> Ray2d.of(hostile(), hostile(), hostile(), hostile()));
            if (ray2 != null) {
                assertValid(ray2);
                RayHit hit = attempt(() -> SlabRaycast.intersect(ray2, box2));
                if (hit != null) {
                    assertValid(hit);
                }
            }
            Matrix4d m = new Matrix4d(hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(),
                    hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile());
            if (random.nextBoolean()) {
                m.perspective(1, 1.5, 0.1, 100).lookAt(hostile(), hostile(), hostile(), 0, 0, 0, 0, 1, 0);
            }
            Ray3d picked = attempt(() -> Unprojector.of(m, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE)
                    .ray(hostile(), hostile(), new int[] {0, 0, 800, 600}));
            if (picked != null) {
                assertValid(picked);
            }
        }
        System.out.printf("[fuzz] raycast: %d calls accepted, %d rejected with IllegalArgumentException%n",
                accepted, rejected);
        int calls = accepted + rejected;
        assertThat(accepted).as("the fuzzer must also reach the happy path").isGreaterThan(calls / 10);
        assertThat(rejected).as("and the rejections").isGreaterThan(calls / 10);
    }
}
