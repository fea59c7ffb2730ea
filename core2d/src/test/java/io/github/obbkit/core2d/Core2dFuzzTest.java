package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.joml.Matrix2d;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Vector2d;
import org.junit.jupiter.api.Test;

/**
 * Throws random bit patterns (NaN payloads, subnormals, huge exponents, infinities, signed zeros)
 * at every core2d factory and query. Each call must either return a valid result or throw an
 * {@link IllegalArgumentException} with a message; nothing else may escape, and no result may hold a
 * NaN or an infinity.
 */
class Core2dFuzzTest {
    private static final int CALLS = 200_000;
    private static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, 0.5, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, 1e308, -1e308, 1e-308, 1e154, 1e-154, Double.longBitsToDouble(0x7ff0000000000123L),
        Math.PI, 3e7, -3e7};

    private final SplittableRandom random = new SplittableRandom(0x0bbC0DEL);
    private int accepted;
    private int rejected;

    private double hostile() {
        int kind = random.nextInt(10);
        if (kind < 3) {
            return SPECIAL[random.nextInt(SPECIAL.length)];
        } else if (kind < 6) {
            return Double.longBitsToDouble(random.nextLong()); // any bit pattern at all
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

    private static void assertValid(Obb2d box) {
        double[] v = {box.centerX(), box.centerY(), box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy(), box.halfExtentX(),
            box.halfExtentY()};
        for (double x : v) {
            assertThat(x).as("component of %s", box).isFinite();
        }
        assertThat(Math.hypot(box.axisXx(), box.axisXy())).as("|axisX| of %s", box).isBetween(1 - 1e-12, 1 + 1e-12);
        assertThat(Math.hypot(box.axisYx(), box.axisYy())).as("|axisY| of %s", box).isBetween(1 - 1e-12, 1 + 1e-12);
        assertThat(Math.abs(box.axisXx() * box.axisYx() + box.axisXy() * box.axisYy())).isLessThan(1e-12);
        assertThat(box.halfExtentX()).isGreaterThanOrEqualTo(0);
        assertThat(box.halfExtentY()).isGreaterThanOrEqualTo(0);
        Aabb2d bounds = box.aabb();
        assertThat(bounds.minX()).isFinite();
        assertThat(bounds.maxY()).isFinite();
        for (double c : box.corners(new double[8])) {
            assertThat(c).as("corner of %s", box).isFinite();
        }
    }

    private Obb2d anyBox() {
        return switch (random.nextInt(6)) {
            case 0 -> Obb2d.of(hostile(), hostile(), hostile(), hostile(), hostile());
            case 1 -> Obb2d.fromAxes(hostile(), hostile(), hostile(), hostile(), hostile(), hostile(), hostile(),
                    hostile());
            case 2 -> Obb2d.fromAabb(Aabb2d.of(hostile(), hostile(), hostile(), hostile()));
            case 3 -> Obb2d.fromTransform(new Matrix3x2d(hostile(), hostile(), hostile(), hostile(), hostile(),
                    hostile()), Aabb2d.fromCenter(hostile(), hostile(), hostile(), hostile()));
            case 4 -> Obb2d.fromTransform(new Matrix3x2f((float) hostile(), (float) hostile(), (float) hostile(),
                    (float) hostile(), (float) hostile(), (float) hostile()), Aabb2d.of(-1, -1, 1, 1));
            default -> random.nextBoolean()
                    ? Obb2d.fromCovariance(hostile(), hostile(), hostile(), hostile(), hostile(), hostile())
                    : Obb2d.fromCovariance(new Vector2d(hostile(), hostile()),
                            new Matrix2d(hostile(), hostile(), hostile(), hostile()), hostile());
        };
    }

    @Test
    void everyFactoryAndQuery_returnsAValidResultOrThrowsIllegalArgumentException() {
        Obb2d last = Obb2d.of(0, 0, 0, 1, 1);
        for (int i = 0; i < CALLS; i++) {
            Obb2d box = attempt(this::anyBox);
            if (box == null) {
                continue;
            }
            assertValid(box);
            Obb2d other = last;
            last = box;
            Boolean hit = attempt(() -> Sat2d.intersects(box, other));
            Mtv2d mtv = attempt(() -> Sat2d.mtv(box, other));
            assertThat(mtv == null).isEqualTo(!hit);
            if (mtv != null) {
                assertThat(mtv.depth()).isFinite().isGreaterThanOrEqualTo(0);
                assertThat(Math.hypot(mtv.normalX(), mtv.normalY())).isBetween(1 - 1e-12, 1 + 1e-12);
            }
            assertThat(Sat2d.boundaryBand(box, other)).isNotNaN();
            attempt(() -> box.contains(hostile(), hostile()));
            attempt(() -> box.contains(hostile(), hostile(), hostile()));
            Obb2d moved = attempt(() -> box.translated(hostile(), hostile()));
            if (moved != null) {
                assertValid(moved);
            }
            Obb2d turned = attempt(() -> box.rotatedAbout(hostile(), hostile(), hostile()));
            if (turned != null) {
                assertValid(turned);
            }
            attempt(() -> box.isCloseTo(other, hostile()));
        }
        System.out.printf("[fuzz] core2d: %d calls accepted, %d rejected with IllegalArgumentException%n",
                accepted, rejected);
        assertThat(accepted).as("the fuzzer must also reach the happy path").isGreaterThan(CALLS / 2);
        assertThat(rejected).as("and the rejections").isGreaterThan(CALLS / 2);
    }
}
