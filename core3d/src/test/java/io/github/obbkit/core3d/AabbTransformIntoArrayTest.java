package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Matrix4x3d;
import org.junit.jupiter.api.Test;

/**
 * {@link AabbTransform}'s {@code Aabb3d}-into-array overloads (the frame-loop forms) against the value
 * forms they promise to equal bit for bit, for each matrix type: random transforms and boxes, and
 * mirrors that make a bound {@code -0.0}, which both forms write as {@code 0.0}. The slots around the
 * six written are left alone and the caller's array is returned.
 */
class AabbTransformIntoArrayTest {
    private static final double SENTINEL = -12345.5;

    private static Aabb3d box(SplittableRandom r) {
        double x = r.nextDouble(-5, 5);
        double y = r.nextDouble(-5, 5);
        double z = r.nextDouble(-5, 5);
        return Aabb3d.of(x, y, z, x + r.nextDouble(0, 3), y + r.nextDouble(0, 3), z + r.nextDouble(0, 3));
    }

    private static double[] fresh() {
        double[] dest = new double[9];
        java.util.Arrays.fill(dest, SENTINEL);
        return dest;
    }

    private static void assertSame(Aabb3d expected, double[] dest, double[] returned, String what) {
        assertThat(returned).as(what).isSameAs(dest);
        double[] bounds = {expected.minX(), expected.minY(), expected.minZ(), expected.maxX(), expected.maxY(),
            expected.maxZ()};
        for (int k = 0; k < 6; k++) {
            assertThat(Double.doubleToRawLongBits(dest[2 + k])).as("%s, bound %d", what, k)
                    .isEqualTo(Double.doubleToRawLongBits(bounds[k]));
        }
        assertThat(dest[0]).isEqualTo(SENTINEL);
        assertThat(dest[1]).isEqualTo(SENTINEL);
        assertThat(dest[8]).isEqualTo(SENTINEL);
    }

    @Test
    void everyMatrixType_writesTheValueFormsBounds_bitForBit() {
        SplittableRandom r = new SplittableRandom(0xaab);
        for (int i = 0; i < 300; i++) {
            Aabb3d box = box(r);
            Matrix4d m = new Matrix4d().translation(r.nextDouble(-9, 9), r.nextDouble(-9, 9), r.nextDouble(-9, 9))
                    .rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3))
                    .scale(r.nextDouble(0.1, 3), r.nextDouble(0.1, 3), r.nextDouble(0.1, 3));
            double[] dest = fresh();
            assertSame(AabbTransform.transform(m, box), dest, AabbTransform.transform(m, box, dest, 2), "4x4 d " + i);
            Matrix4f f = new Matrix4f(m);
            dest = fresh();
            assertSame(AabbTransform.transform(f, box), dest, AabbTransform.transform(f, box, dest, 2), "4x4 f " + i);
            Matrix4x3d a = new Matrix4x3d().set(m);
            dest = fresh();
            assertSame(AabbTransform.transform(a, box), dest, AabbTransform.transform(a, box, dest, 2),
                    "4x3 d " + i);
        }
    }

    @Test
    void aMirrorThatMakesANegativeZeroBound_writesPositiveZero() {
        // A flat box at 0 under a mirror whose other entries are all -0.0: each row of M c + t sums
        // four -0.0s, and -0.0 minus the extent 0 is a lower bound of -0.0 in the kernel. The value
        // forms' boxes hold 0.0, and so must the arrays.
        Aabb3d box = Aabb3d.of(0, 0, 0, 0, 0, 0);
        Matrix4d m = new Matrix4d().set(-1, -0.0, -0.0, 0, -0.0, -1, -0.0, 0, -0.0, -0.0, -1, 0, -0.0, -0.0, -0.0, 1);
        double[] raw = AabbTransform.transform(m, 0, 0, 0, 0, 0, 0, new double[6], 0);
        assertThat(Double.doubleToRawLongBits(raw[0])).as("the kernel's lower bound").isEqualTo(Long.MIN_VALUE);
        double[] dest = fresh();
        assertSame(AabbTransform.transform(m, box), dest, AabbTransform.transform(m, box, dest, 2), "4x4 d");
        dest = fresh();
        assertSame(AabbTransform.transform(new Matrix4f(m), box), dest,
                AabbTransform.transform(new Matrix4f(m), box, dest, 2), "4x4 f");
        dest = fresh();
        assertSame(AabbTransform.transform(new Matrix4x3d().set(m), box), dest,
                AabbTransform.transform(new Matrix4x3d().set(m), box, dest, 2), "4x3 d");
        assertThat(Double.doubleToRawLongBits(dest[2])).isEqualTo(Double.doubleToRawLongBits(0.0));
    }
}
