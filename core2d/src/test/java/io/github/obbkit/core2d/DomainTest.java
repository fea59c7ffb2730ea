package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * One domain for every 2D value: every coordinate of a box, a bound and a point given to a query lies
 * within {@link Obb2d#MAX_REACH} of the origin; the factories and queries reject the rest by name.
 */
class DomainTest {
    @Test
    void aabbBoundsBeyondTheReach_areRejectedByName() {
        assertThatThrownBy(() -> Aabb2d.of(0, 0, 1e301, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxX must be within 1.0E300 of the origin, was 1.0E301");
        assertThatThrownBy(() -> Aabb2d.fromCenter(0, -1e300, 1, 1e299)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("minY must be within 1.0E300");
        assertThat(Aabb2d.of(-1e300, -1e300, 1e300, 1e300).minX()).isEqualTo(-1e300);
    }

    @Test
    void pointsBeyondTheReach_areRejectedByContains() {
        Obb2d box = Obb2d.of(0, 0, 0.5, 1, 1);

        assertThatThrownBy(() -> box.contains(1e301, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x must be within 1.0E300 of the origin, was 1.0E301");
        assertThatThrownBy(() -> Aabb2d.of(0, 0, 1, 1).contains(0, -Double.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("y must be within");
        assertThat(box.contains(-1e300, 0)).isFalse();
    }
}
