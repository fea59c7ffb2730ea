package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The exact test's band from the public corners (the farthest corner coordinate from the box's centre,
 * whichever corner and coordinate it is, plus the half-extents), and the bounds form's checks at
 * their limits: bounds as large as the doubles go and bounds of zero size are taken, NaN and
 * infinities are not, whichever coordinate they are in.
 */
class FrustumTest3dBandAndBoundsTest {
    @Test
    void boundaryBand_isTenToTheMinusSixOfTheFarthestCornerCoordinatePlusTheHalfExtents_forAnyCornerAndCoordinate() {
        SplittableRandom r = new SplittableRandom(21);
        int[] farthest = new int[24];
        for (int n = 0; n < 3000; n++) {
            double ex = r.nextDouble(-1e4, 1e4);
            double ey = r.nextDouble(-1e4, 1e4);
            double ez = r.nextDouble(-1e4, 1e4);
            Matrix4d m = new Matrix4d().perspective(r.nextDouble(0.3, 2), r.nextDouble(0.3, 3), r.nextDouble(0.1, 2),
                    r.nextDouble(3, 30)).lookAt(ex, ey, ez, ex + r.nextDouble(-1, 1), ey + r.nextDouble(-1, 1),
                    ez + r.nextDouble(-1, 1), 0, 1, 0);
            Frustum f = Frustum.of(m, Frustum.DepthRange.values()[n % 2]);
            double[] c = f.corners(new double[24]);
            Obb3d box = Obb3d.of(ex + r.nextDouble(-60, 60), ey + r.nextDouble(-60, 60), ez + r.nextDouble(-60, 60),
                    new Quaterniond().rotationXYZ(r.nextDouble(), r.nextDouble(), r.nextDouble()), r.nextDouble(0, 2),
                    r.nextDouble(0, 2), r.nextDouble(0, 2));
            double far = 0;
            int at = 0;
            double[] centre = {box.cx, box.cy, box.cz};
            for (int i = 0; i < 24; i++) {
                double d = Math.abs(c[i] - centre[i % 3]);
                if (d > far) {
                    far = d;
                    at = i;
                }
            }
            farthest[at]++;
            double expected = FrustumTest3d.BAND_RELATIVE * (far + box.hx + box.hy + box.hz);
            assertThat(FrustumTest3d.boundaryBand(f, box)).as("case %d", n)
                    .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-12 * expected));
        }
        for (int i = 0; i < 3; i++) {
            int coordinate = i;
            assertThat(java.util.stream.IntStream.range(0, 8).map(k -> farthest[3 * k + coordinate]).sum())
                    .as("cases where coordinate %d is the farthest", i).isPositive();
        }
    }

    @Test
    void bounds_asLargeAsTheDoublesGo_orOfZeroSize_areTaken_inEachCoordinate() {
        Frustum f = FrustumTest.box();
        double max = Double.MAX_VALUE;
        assertThat(FrustumTest3d.classify(f, -max, -max, -max, max, max, max)).isEqualTo(Containment.INTERSECTING);
        for (int k = 0; k < 3; k++) {
            double[] lo = {-0.5, -0.5, -2.5};
            double[] hi = {0.5, 0.5, -1.5};
            lo[k] = hi[k];
            assertThat(FrustumTest3d.classify(f, lo[0], lo[1], lo[2], hi[0], hi[1], hi[2])).as("flat in %d", k)
                    .isEqualTo(Containment.INSIDE);
            double[] l2 = {-0.5, -0.5, -2.5};
            double[] h2 = {0.5, 0.5, -1.5};
            l2[k] = -max;
            assertThat(FrustumTest3d.classify(f, l2[0], l2[1], l2[2], h2[0], h2[1], h2[2])).as("low in %d", k)
                    .isEqualTo(Containment.INTERSECTING);
            l2[k] = lo[k] - 1;
            h2[k] = max;
            assertThat(FrustumTest3d.classify(f, l2[0], l2[1], l2[2], h2[0], h2[1], h2[2])).as("high in %d", k)
                    .isEqualTo(Containment.INTERSECTING);
            for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
                double[] a = {-0.5, -0.5, -2.5, 0.5, 0.5, -1.5};
                a[k] = bad;
                assertThatThrownBy(() -> FrustumTest3d.classify(f, a[0], a[1], a[2], a[3], a[4], a[5]))
                        .as("min %d = %s", k, bad).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining(String.valueOf(bad));
                double[] b = {-0.5, -0.5, -2.5, 0.5, 0.5, -1.5};
                b[3 + k] = bad;
                assertThatThrownBy(() -> FrustumTest3d.classify(f, b[0], b[1], b[2], b[3], b[4], b[5]))
                        .as("max %d = %s", k, bad).isInstanceOf(IllegalArgumentException.class);
            }
            double[] swapped = {-0.5, -0.5, -2.5, 0.5, 0.5, -1.5};
            swapped[k] = Math.nextUp(swapped[3 + k]);
            assertThatThrownBy(() -> FrustumTest3d.classify(f, swapped[0], swapped[1], swapped[2], swapped[3],
                    swapped[4], swapped[5])).as("min > max in %d", k).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("min <= max");
        }
    }

    @Test
    void theBatchForms_nameTheirNullArguments_andCheckTheIndexAtBothEnds() {
        Frustum f = FrustumTest.box();
        Obb3d inside = Obb3d.of(0, 0, -2, new Quaterniond(), 0.5, 0.5, 0.5);
        Obb3dBatch batch = Obb3dBatch.of(inside, inside.translated(10, 0, 0));
        assertThat(FrustumTest3d.classify(f, batch, 0)).isEqualTo(Containment.INSIDE);
        assertThat(FrustumTest3d.classify(f, batch, 1)).isEqualTo(Containment.OUTSIDE);
        assertThat(FrustumTest3d.intersects(f, batch, 0)).isTrue();
        assertThatThrownBy(() -> FrustumTest3d.classify(f, batch, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was -1");
        assertThatThrownBy(() -> FrustumTest3d.classify(f, batch, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must be in [0, 2), was 2");
        assertThatThrownBy(() -> FrustumTest3d.intersects(f, batch, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FrustumTest3d.classify(f, (Obb3dBatch) null, 0))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes");
        assertThatThrownBy(() -> FrustumTest3d.classify(null, batch, 0))
                .isInstanceOf(NullPointerException.class).hasMessage("frustum");
        assertThatThrownBy(() -> FrustumTest3d.intersects(f, (Obb3dBatch) null, 0))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes");
        assertThatThrownBy(() -> FrustumTest3d.classify(f, (Obb3d) null))
                .isInstanceOf(NullPointerException.class).hasMessage("box");
        assertThatThrownBy(() -> FrustumTest3d.classify(null, 0, 0, 0, 1, 1, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("frustum");
        assertThatThrownBy(() -> FrustumTest3d.boundaryBand(f, null))
                .isInstanceOf(NullPointerException.class).hasMessage("box");
    }
}
