package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The in-place Gram-Schmidt of the point fit against the one every given, decomposed and turned frame
 * goes through: its Javadoc promises the same numbers, bit for bit, for axes exact, within the rounding
 * slack, and further off in length, in angle or in both.
 */
class AxisFrames2dOrthonormaliseTest {
    private static void agree(double ux, double uy, double vx, double vy, String at) {
        Obb2d box = AxisFrames2d.orthonormalised(0, 0, ux, uy, vx, vy, 1, 1);
        double[] f = {ux, uy, vx, vy};

        AxisFrames2d.orthonormalise(f);

        // == so that -0.0 and 0.0 agree: the box's constructor adds 0.0, the array form does not.
        assertThat(f[0] == box.axisXx() && f[1] == box.axisXy() && f[2] == box.axisYx() && f[3] == box.axisYy())
                .as("%s: (%s, %s, %s, %s) gave %s, %s, %s, %s; the box's frame is %s", at, ux, uy, vx, vy,
                        f[0], f[1], f[2], f[3], box)
                .isTrue();
    }

    @Test
    void everyKindOfFrame_comesOutAsTheBoxFactoriesFrame() {
        SplittableRandom r = new SplittableRandom(22);
        double[] lengthErrors = {0, 0x1p-52, 3e-16, 2e-15, 1e-9, 1e-3, 0.5, -0.3};
        double[] skews = {0, 0x1p-53, 1e-15, 1e-9, 1e-3, 0.4};
        for (int c = 0; c < 3000; c++) {
            double a = r.nextDouble(-Math.PI, Math.PI);
            double cu = Math.cos(a);
            double su = Math.sin(a);
            double lu = 1 + lengthErrors[r.nextInt(lengthErrors.length)];
            double lv = 1 + lengthErrors[r.nextInt(lengthErrors.length)];
            double k = skews[r.nextInt(skews.length)] * (r.nextBoolean() ? 1 : -1);
            double ux = lu * cu;
            double uy = lu * su;
            double vx = lv * (-su + k * cu);
            double vy = lv * (cu + k * su);
            agree(ux, uy, vx, vy, "case " + c);
        }
        agree(1, 0, 0, 1, "the world axes");
        agree(-0.0, 1, -1, -0.0, "a quarter turn with signed zeros");
        agree(3, 4, -4, 3, "axes five long");
        // Exactly at the slack, 2^-49: a squared length of 1 + 2^-49 or 1 - 2^-49, a dot product of 2^-49.
        agree(1 + 0x1p-50, 0, 0, 1, "|axisX|^2 - 1 exactly the slack");
        agree(1 - 0x1p-50, 0, 0, 1, "1 - |axisX|^2 exactly the slack");
        agree(1, 0, 0x1p-49, 1, "the dot product exactly the slack");
        agree(1, 0, 0, 1 + 0x1p-50, "|axisY|^2 - 1 exactly the slack");
    }
}
