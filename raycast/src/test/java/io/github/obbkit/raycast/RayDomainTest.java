package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import org.junit.jupiter.api.Test;

/**
 * Ray origins share the boxes' domain, within {@code MAX_REACH = 1e300} of the origin, so every
 * boundary band is finite; beyond it they are rejected by name.
 */
class RayDomainTest {
    @Test
    void originsBeyondTheReach_areRejectedByName() {
        assertThatThrownBy(() -> Ray3d.of(1e301, 0, 0, 1, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("originX must be within 1.0E300 of the origin, was 1.0E301");
        assertThatThrownBy(() -> Ray2d.of(0, -Double.MAX_VALUE, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("originY must be within");
        assertThatThrownBy(() -> Ray3d.through(0, 0, 0, 0, 0, 2e300)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("toZ must be within");
        assertThatThrownBy(() -> Ray2d.through(-2e300, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("fromX must be within");
    }

    @Test
    void atTheDomainsEdges_theBoundaryBandIsFinite() {
        Ray3d ray = Ray3d.of(-1e300, -1e300, -1e300, 1, 1, 1);
        Obb3d box = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 3e299, 3e299, 3e299));

        assertThat(SlabRaycast.boundaryBand(ray, box)).isFinite().isPositive();
        assertThat(SlabRaycast.boundaryBand(ray, Aabb3d.of(-1e300, -1e300, -1e300, 1e300, 1e300, 1e300)))
                .isFinite().isPositive();
    }
}
