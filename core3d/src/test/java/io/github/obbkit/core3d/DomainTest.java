package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Matrix4d;
import org.junit.jupiter.api.Test;

/**
 * One domain for every 3D value: every coordinate of a box, a bound and a point given to a query lies
 * within {@link Obb3d#MAX_REACH} of the origin; the factories and queries reject the rest by name.
 */
class DomainTest {
    private static final Obb3d CUBE = Obb3d.fromAabb(Aabb3d.of(-1, -1, -1, 1, 1, 1));

    @Test
    void aabbBoundsBeyondTheReach_areRejectedByName() {
        assertThatThrownBy(() -> Aabb3d.of(0, 0, 0, 1e301, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxX must be within 1.0E300 of the origin, was 1.0E301");
        assertThatThrownBy(() -> Aabb3d.of(-Double.MAX_VALUE, 0, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("minX must be within 1.0E300");
        assertThatThrownBy(() -> Aabb3d.fromCenter(0, 0, 1e300, 1, 1, 1e299))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("maxZ must be within 1.0E300");
        assertThat(Aabb3d.of(-1e300, -1e300, -1e300, 1e300, 1e300, 1e300).maxX()).isEqualTo(1e300);
    }

    @Test
    void pointsBeyondTheReach_areRejectedByContains() {
        Aabb3d aabb = Aabb3d.of(-1, -1, -1, 1, 1, 1);

        assertThatThrownBy(() -> CUBE.contains(1e301, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x must be within 1.0E300 of the origin, was 1.0E301");
        assertThatThrownBy(() -> CUBE.contains(0, 0, -2e300, 0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("z must be within");
        assertThatThrownBy(() -> aabb.contains(0, Double.MAX_VALUE, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("y must be within");
        assertThat(CUBE.contains(1e300, 0, 0)).isFalse();
    }

    @Test
    void transformedBoundsBeyondTheReach_areRejected_byTheValueAndTheRawApi() {
        Matrix4d grow = new Matrix4d().scaling(1e10);

        assertThatThrownBy(() -> AabbTransform.transform(grow, Aabb3d.of(0, 0, 0, 1e295, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("transformed maxX must be within 1.0E300 of the origin, was 1.0E305");
        assertThatThrownBy(() -> AabbTransform.transform(grow, 0, 0, 0, 1e295, 1, 1, new double[6], 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("transformed maxX must be within 1.0E300 of the origin, was 1.0E305");
        assertThat(AabbTransform.transform(grow, 0, 0, 0, 1e290, 1, 1, new double[6], 0)[3]).isEqualTo(1e300);
    }
}
