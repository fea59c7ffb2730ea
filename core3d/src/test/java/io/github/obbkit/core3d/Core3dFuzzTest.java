package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.joml.Matrix3d;
import org.joml.Matrix4d;
import org.joml.Matrix4x3d;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * Throws random bit patterns (NaN payloads, subnormals, huge exponents, infinities, signed zeros)
 * at every core3d factory and query. Each call must either return a valid result or throw an
 * {@link IllegalArgumentException} with a message; nothing else may escape, and no result may hold a
 * NaN or an infinity.
 */
class Core3dFuzzTest {
    private static final int CALLS = 100_000;
    private static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, 0.5, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, 1e308, -1e308, 1e-308, 1e154, 1e-154, 1e300, Double.longBitsToDouble(0x7ff0000000000123L),
        Math.PI, 3e7, -3e7};

    private final SplittableRandom random = new SplittableRandom(0x3D3DL);
    private int accepted;
    private int rejected;

    private double hostile() {
        int kind = random.nextInt(10);
        if (kind < 3) {
            return SPECIAL[random.nextInt(SPECIAL.length)];
        } else if (kind < 5) {
            return Double.longBitsToDouble(random.nextLong());
        } else if (kind < 8) {
            return (random.nextDouble() * 2 - 1) * Math.pow(10, random.nextInt(-12, 13));
        }
        return random.nextInt(-3, 4);
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

    private static void assertValid(Obb3d box) {
        double[] v = {box.centerX(), box.centerY(), box.centerZ(), box.axisXx(), box.axisXy(), box.axisXz(), box.axisYx(),
            box.axisYy(), box.axisYz(), box.axisZx(), box.axisZy(), box.axisZz(), box.halfExtentX(), box.halfExtentY(),
            box.halfExtentZ()};
        for (double x : v) {
            assertThat(x).as("component of %s", box).isFinite();
        }
        assertThat(box.halfExtentX()).isGreaterThanOrEqualTo(0);
        assertThat(box.halfExtentY()).isGreaterThanOrEqualTo(0);
        assertThat(box.halfExtentZ()).isGreaterThanOrEqualTo(0);
        for (double c : box.corners(new double[24])) {
            assertThat(c).as("corner of %s", box).isFinite();
        }
        Aabb3d bounds = box.aabb();
        assertThat(bounds.minX()).isFinite();
        assertThat(bounds.maxZ()).isFinite();
    }

    private Quaterniond quaternion() {
        return random.nextBoolean() ? new Quaterniond(hostile(), hostile(), hostile(), hostile())
                : new Quaterniond().rotationAxis(hostile(), hostile(), hostile(), hostile());
    }

    private Obb3d anyBox() {
        return switch (random.nextInt(6)) {
            case 0 -> Obb3d.of(hostile(), hostile(), hostile(), quaternion(), hostile(), hostile(), hostile());
            case 1 -> Obb3d.fromAxes(hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(),
                    hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile());
            case 2 -> Obb3d.fromAabb(Aabb3d.of(hostile(), hostile(), hostile(), hostile(), hostile(), hostile()));
            case 3 -> Obb3d.fromTransform(new Matrix4d().translationRotateScale(
                    new Vector3d(hostile(), hostile(), hostile()), quaternion(), new Vector3d(hostile(), hostile(), hostile())), Aabb3d.of(-1, -1, -1, 1, 1, 1));
            case 4 -> Obb3d.fromTransform(new Matrix4x3d().scaling(hostile(), hostile(), hostile()),
                    Aabb3d.fromCenter(hostile(), hostile(), hostile(), hostile(), hostile(), hostile()));
            default -> random.nextBoolean()
                    ? Obb3d.fromCovariance(hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(),
                            hostile(), hostile(), hostile())
                    : Obb3d.fromCovariance(new Vector3d(hostile(), hostile(), hostile()),
                            new Matrix3d(hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(),
                                    hostile(), hostile()), hostile());
        };
    }

    @Test
    void everyFactoryAndQuery_returnsAValidResultOrThrowsIllegalArgumentException() {
        Obb3d last = Obb3d.fromAabb(Aabb3d.of(-1, -1, -1, 1, 1, 1));
        for (int i = 0; i < CALLS; i++) {
            Obb3d box = attempt(this::anyBox);
            if (box == null) {
                continue;
            }
            assertValid(box);
            Obb3d other = last;
            last = box;
            Boolean hit = attempt(() -> Sat3d.intersects(box, other));
            Mtv3d push = attempt(() -> Sat3d.mtv(box, other));
            assertThat(push == null).isEqualTo(!hit);
            if (push != null) {
                assertThat(push.depth()).isFinite().isGreaterThanOrEqualTo(0);
                assertThat(Math.sqrt(push.normalX() * push.normalX() + push.normalY() * push.normalY()
                        + push.normalZ() * push.normalZ())).isBetween(1 - 1e-9, 1 + 1e-9);
            }
            assertThat(Sat3d.boundaryBand(box, other)).isNotNaN();
            attempt(() -> box.contains(hostile(), hostile(), hostile()));
            Vector3d closest = attempt(() -> box.closestPoint(hostile(), hostile(), hostile(), new Vector3d()));
            if (closest != null) {
                assertThat(closest.isFinite()).as("closest point %s", closest).isTrue();
            }
            Double d2 = attempt(() -> box.distanceSquared(hostile(), hostile(), hostile()));
            if (d2 != null) {
                assertThat(d2).isNotNaN().isGreaterThanOrEqualTo(0);
            }
            Obb3d moved = attempt(() -> box.translated(hostile(), hostile(), hostile()));
            if (moved != null) {
                assertValid(moved);
            }
            Aabb3d bounds = attempt(() -> AabbTransform.transform(new Matrix4d().translationRotateScale(
                    new Vector3d(hostile(), hostile(), hostile()), quaternion(), new Vector3d(hostile(), hostile(), hostile())), box.aabb()));
            if (bounds != null) {
                assertThat(bounds.minX()).isFinite();
                assertThat(bounds.maxY()).isFinite();
            }
        }
        fuzzBatches();
        System.out.printf("[fuzz] core3d: %d calls accepted, %d rejected with IllegalArgumentException%n",
                accepted, rejected);
        int calls = accepted + rejected;
        assertThat(accepted).as("the fuzzer must also reach the happy path").isGreaterThan(calls / 10);
        assertThat(rejected).as("and the rejections").isGreaterThan(calls / 10);
    }

    private int hostileInt() {
        int[] special = {0, 1, -1, 63, 64, 65, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 63};
        return random.nextInt(3) == 0 ? special[random.nextInt(special.length)] : random.nextInt(-5, 200);
    }

    /**
     * The batch kernels with hostile ranges, offsets and destination lengths: each call answers
     * exactly as the pairwise kernel does or throws IllegalArgumentException, and never writes
     * outside the bits or indices it documents.
     */
    private void fuzzBatches() {
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 150; i++) {
            batch.add(Obb3d.fromAabb(Aabb3d.fromCenter(random.nextDouble(-4, 4), random.nextDouble(-4, 4),
                    random.nextDouble(-4, 4), random.nextDouble(0, 2), random.nextDouble(0, 2), random.nextDouble(0, 2))));
        }
        Obb3d box = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1, 1, 1));
        for (int round = 0; round < 2_000; round++) {
            int from = hostileInt();
            int count = hostileInt();
            int offset = hostileInt();
            long[] words = new long[Math.floorMod(hostileInt(), 8)];
            java.util.Arrays.fill(words, 0x5A5AL);
            Integer hits = attempt(() -> Sat3dBatch.intersectsEach(box, batch, from, count, words, offset));
            if (hits != null) {
                int expected = 0;
                for (long k = 0; k < 64L * words.length; k++) {
                    boolean bit = (words[(int) (k >>> 6)] >>> k & 1) != 0;
                    if (k >= offset && k < (long) offset + count) {
                        assertThat(bit).isEqualTo(Sat3d.intersects(box, batch.get(from + (int) (k - offset))));
                        expected += bit ? 1 : 0;
                    } else {
                        assertThat(bit).as("bit %d outside the result", k).isEqualTo((0x5A5AL >>> k & 1) != 0);
                    }
                }
                assertThat(hits).isEqualTo(expected);
            }
            int[] indices = new int[Math.floorMod(hostileInt(), 300)];
            java.util.Arrays.fill(indices, -9);
            Integer listed = attempt(() -> Sat3dBatch.intersecting(box, batch, from, count, indices, offset));
            if (listed != null) {
                for (int w = 0; w < indices.length; w++) {
                    if (w < offset || w >= (long) offset + count) {
                        assertThat(indices[w]).as("index slot %d outside the result", w).isEqualTo(-9);
                    } else if (w < offset + listed) {
                        assertThat(indices[w]).isBetween(from, from + count - 1);
                    }
                }
            }
            attempt(() -> batch.get(hostileInt()));
        }
    }
}
