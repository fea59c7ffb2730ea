package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.raycast.Unprojector.DepthRange;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * Rays' origins as given (negative zero normalised, each accessor its own number), and
 * {@link Unprojector} on cameras looking along a world axis, where the near and far points share two
 * coordinates exactly, and on positions it cannot unproject, named as window or device positions.
 */
class RayEdgeTest {

    @Test
    void ray3d_readsBackEachNumber_andNormalisesNegativeZeroInTheOrigin() {
        Ray3d ray = Ray3d.of(1.5, -2.5, 3.5, 4, -5, 6);
        assertThat(new double[] {ray.originX(), ray.originY(), ray.originZ(), ray.directionX(), ray.directionY(),
            ray.directionZ()}).containsExactly(1.5, -2.5, 3.5, 4, -5, 6);
        Ray3d negative = Ray3d.of(-0.0, -0.0, -0.0, 1, 0, 0);
        assertThat(Double.doubleToRawLongBits(negative.originX())).isZero();
        assertThat(Double.doubleToRawLongBits(negative.originY())).isZero();
        assertThat(Double.doubleToRawLongBits(negative.originZ())).isZero();
        assertThat(negative).isEqualTo(Ray3d.of(0, 0, 0, 1, 0, 0)).hasSameHashCodeAs(Ray3d.of(0, 0, 0, 1, 0, 0));
        assertThat(negative).hasToString("Ray3d.of(0.0, 0.0, 0.0, 1.0, 0.0, 0.0)");
    }

    @Test
    void ray2d_readsBackEachNumber_andNormalisesNegativeZeroInTheOrigin() {
        Ray2d ray = Ray2d.of(1.5, -2.5, 4, -5);
        assertThat(new double[] {ray.originX(), ray.originY(), ray.directionX(), ray.directionY()})
                .containsExactly(1.5, -2.5, 4, -5);
        Ray2d negative = Ray2d.of(-0.0, -0.0, 0, 1);
        assertThat(Double.doubleToRawLongBits(negative.originX())).isZero();
        assertThat(Double.doubleToRawLongBits(negative.originY())).isZero();
        assertThat(negative).isEqualTo(Ray2d.of(0, 0, 0, 1)).hasSameHashCodeAs(Ray2d.of(0, 0, 0, 1));
    }

    @Test
    void camerasLookingAlongEachWorldAxis_giveRaysAlongIt() {
        // Orthographic: near and far points of every pixel differ in one coordinate only, exactly.
        Vector3d[] views = {new Vector3d(1, 0, 0), new Vector3d(0, -1, 0), new Vector3d(0, 0, -1)};
        Vector3d[] ups = {new Vector3d(0, 1, 0), new Vector3d(0, 0, 1), new Vector3d(0, 1, 0)};
        for (int k = 0; k < 3; k++) {
            Matrix4d m = new Matrix4d().ortho(-4, 4, -3, 3, 1, 50).lookAt(0, 0, 0, views[k].x, views[k].y, views[k].z,
                    ups[k].x, ups[k].y, ups[k].z);
            Unprojector unprojector = Unprojector.of(m, DepthRange.NEGATIVE_ONE_TO_ONE);
            for (double[] ndc : new double[][] {{0, 0}, {0.5, -0.25}, {-1, 1}}) {
                Ray3d ray = unprojector.rayFromNdc(ndc[0], ndc[1]);
                Vector3d d = ray.direction(new Vector3d());
                assertThat(d.dot(views[k]) / d.length()).as("axis %s, ndc (%s, %s): %s", k, ndc[0], ndc[1], ray)
                        .isEqualTo(1.0);
                Vector3d origin = new Vector3d();
                Vector3d direction = new Vector3d();
                unprojector.ray((ndc[0] + 1) * 400, (ndc[1] + 1) * 300, new int[] {0, 0, 800, 600}, origin,
                        direction);
                assertThat(Ray3d.of(origin, direction)).isEqualTo(ray);
            }
        }
    }

    @Test
    void aPositionMappedToInfinity_isRefusedAndNamedAsGiven() {
        // The inverse maps the device x = 0 to w = 0: the point at infinity.
        Matrix4d inverse = new Matrix4d().m03(1).m30(1).m33(0);
        Unprojector unprojector = Unprojector.of(new Matrix4d(inverse).invert(), DepthRange.NEGATIVE_ONE_TO_ONE);
        assertThatThrownBy(() -> unprojector.rayFromNdc(0, 0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must map the device position (0.0, 0.5) to finite points");
        assertThatThrownBy(() -> unprojector.ray(1, 1.5, new int[] {0, 0, 2, 2}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must map the window position (1.0, 1.5) to finite points");
        assertThat(unprojector.rayFromNdc(0.5, 0.5)).as("elsewhere, a ray").isNotNull();
    }

    @Test
    void theAllocationFreeWindowForm_checksTheViewportByName() {
        Unprojector unprojector = Unprojector.of(new Matrix4d().perspective(1, 1, 0.1, 100),
                DepthRange.NEGATIVE_ONE_TO_ONE);
        Vector3d origin = new Vector3d(7, 7, 7);
        Vector3d direction = new Vector3d(7, 7, 7);
        assertThatThrownBy(() -> unprojector.ray(1, 1, new int[] {0, 0, 800, 0}, origin, direction))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 800 and 0");
        assertThatThrownBy(() -> unprojector.ray(1, 1, new int[] {0, 0, 800}, origin, direction))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport must have at least 4 elements, had 3");
        assertThat(origin).isEqualTo(new Vector3d(7, 7, 7));
    }
}
