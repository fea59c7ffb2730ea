package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Vector2d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** {@code pointAt} answers a finite point or throws, naming {@code t}; it never writes NaN or infinity. */
class RayPointAtTest {
    private static final Ray3d RAY3 = Ray3d.of(1, 2, 3, 1e10, 0, -2);
    private static final Ray2d RAY2 = Ray2d.of(1, 2, 1e10, -2);

    @Test
    void nanOrInfiniteT_isRejectedByName_andNothingIsWritten() {
        Vector3d d3 = new Vector3d(7, 7, 7);
        Vector2d d2 = new Vector2d(7, 7);
        for (double t : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThatThrownBy(() -> RAY3.pointAt(t, d3)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("t must be finite, was " + t);
            assertThatThrownBy(() -> RAY2.pointAt(t, d2)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("t must be finite, was " + t);
        }
        assertThat(d3).isEqualTo(new Vector3d(7, 7, 7));
        assertThat(d2).isEqualTo(new Vector2d(7, 7));
    }

    @Test
    void aPointThatOverflows_isRejectedNamingT_andNothingIsWritten() {
        Vector3d d3 = new Vector3d(7, 7, 7);
        Vector2d d2 = new Vector2d(7, 7);

        assertThatThrownBy(() -> RAY3.pointAt(1e300, d3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pointAt(t) must be finite, was (Infinity, 2.0, -2.0E300) at t=1.0E300");
        assertThatThrownBy(() -> RAY2.pointAt(-1e300, d2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pointAt(t) must be finite, was (-Infinity, 2.0E300) at t=-1.0E300");
        assertThat(d3).isEqualTo(new Vector3d(7, 7, 7));
        assertThat(d2).isEqualTo(new Vector2d(7, 7));
    }

    @Test
    void theLargestFiniteT_stillAnswers_whereTheDirectionIsShort() {
        Ray3d shortRay = Ray3d.of(0, 0, 0, 1e-300, 0, 0);

        assertThat(shortRay.pointAt(Double.MAX_VALUE, new Vector3d()).x).isEqualTo(Double.MAX_VALUE * 1e-300);
        assertThat(RAY3.pointAt(-0.0, new Vector3d())).isEqualTo(new Vector3d(1, 2, 3));
        assertThat(RAY2.pointAt(2, new Vector2d())).isEqualTo(new Vector2d(1 + 2e10, -2));
    }
}
