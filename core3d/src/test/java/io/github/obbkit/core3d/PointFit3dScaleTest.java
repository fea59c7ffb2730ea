package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Vector3d;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every fit method at the ends of the coordinate range. The methods compare volumes and areas of
 * candidate boxes: products of three coordinates overflow beyond about 1e102 and lose their bits below
 * about 1e-102. Scaling a set by a power of two is exact, so a set scaled far up or down must be fitted
 * by a box of the same shape as its mid-range twin's, and two far scalings of one set by boxes that are
 * exact power-of-two scalings of each other.
 */
class PointFit3dScaleTest {

    private static final int[] FAR = {-900, -600, -340, 340, 600, 990};

    /** 40 points in a turned 8 x 3 x 0.5 box centred at (1, 2, 3). */
    private static double[] tiltedSet(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Matrix3d turn = new Matrix3d().rotateXYZ(0.7, -0.4, 0.25);
        double[] xyz = new double[3 * 40];
        Vector3d p = new Vector3d();
        for (int i = 0; i < 40; i++) {
            p.set(random.nextDouble(-4, 4), random.nextDouble(-1.5, 1.5), random.nextDouble(-0.25, 0.25));
            turn.transform(p);
            xyz[3 * i] = p.x + 1;
            xyz[3 * i + 1] = p.y + 2;
            xyz[3 * i + 2] = p.z + 3;
        }
        return xyz;
    }

    private static double[] scaled(double[] xyz, int exponent) {
        double[] out = xyz.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.scalb(out[i], exponent);
        }
        return out;
    }

    private static double volume(Obb3d box) {
        return box.halfExtentX() * box.halfExtentY() * box.halfExtentZ();
    }

    @ParameterizedTest
    @EnumSource(PointFit3d.Method.class)
    void aSetScaledFarUpOrDown_isFittedByItsMidRangeTwinsShape(PointFit3d.Method method) {
        for (long seed = 1; seed <= 5; seed++) {
            double[] xyz = tiltedSet(seed);
            double unitVolume = volume(PointFit3d.fit(xyz, method));
            for (int exponent : FAR) {
                Obb3d far = PointFit3d.fit(scaled(xyz, exponent), 0, 40, method, new PointFitWorkspace3d());
                double farVolume = Math.scalb(far.halfExtentX(), -exponent) * Math.scalb(far.halfExtentY(), -exponent)
                        * Math.scalb(far.halfExtentZ(), -exponent);
                assertThat(farVolume / unitVolume).as("%s, 2^%d, seed %d", method, exponent, seed)
                        .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
                for (int i = 0; i < 40; i++) {
                    double dx = Math.scalb(xyz[3 * i], exponent) - far.centerX();
                    double dy = Math.scalb(xyz[3 * i + 1], exponent) - far.centerY();
                    double dz = Math.scalb(xyz[3 * i + 2], exponent) - far.centerZ();
                    assertThat(Math.abs(dx * far.axisXx() + dy * far.axisXy() + dz * far.axisXz()))
                            .as("point %d along x, 2^%d", i, exponent).isLessThanOrEqualTo(far.halfExtentX());
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(PointFit3d.Method.class)
    void twoFarScalingsOfOneSet_areFittedByBoxesScaledExactlyAlike(PointFit3d.Method method) {
        PointFitWorkspace3d reused = new PointFitWorkspace3d();
        for (long seed = 1; seed <= 5; seed++) {
            double[] xyz = tiltedSet(seed);
            Obb3d reference = PointFit3d.fit(scaled(xyz, 600), 0, 40, method, reused);
            for (int exponent : FAR) {
                Obb3d far = PointFit3d.fit(scaled(xyz, exponent), 0, 40, method, reused);
                int shift = 600 - exponent;
                assertThat(new double[] {Math.scalb(far.centerX(), shift), Math.scalb(far.centerY(), shift),
                        Math.scalb(far.centerZ(), shift), far.axisXx(), far.axisXy(), far.axisXz(),
                        far.axisZx(), far.axisZy(), far.axisZz(), Math.scalb(far.halfExtentX(), shift),
                        Math.scalb(far.halfExtentY(), shift), Math.scalb(far.halfExtentZ(), shift)})
                        .as("%s, 2^%d against 2^600, seed %d", method, exponent, seed)
                        .containsExactly(reference.centerX(), reference.centerY(), reference.centerZ(),
                                reference.axisXx(), reference.axisXy(), reference.axisXz(),
                                reference.axisZx(), reference.axisZy(), reference.axisZz(),
                                reference.halfExtentX(), reference.halfExtentY(), reference.halfExtentZ());
            }
        }
    }
}
