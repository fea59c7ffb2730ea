package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Vector2d;
import org.joml.Vector2f;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

/** Rays as values: factories, validation, equality, the t convention. */
class Ray3dTest {

    @Test
    void keepsTheDirectionAsGiven_soTIsInUnitsOfItsLength() {
        Ray3d ray = Ray3d.of(1, 2, 3, 0, 0, 4);
        assertThat(ray.directionZ()).isEqualTo(4);
        assertThat(ray.directionLength()).isEqualTo(4);
        assertThat(ray.pointAt(0.5, new Vector3d())).isEqualTo(new Vector3d(1, 2, 5));
        Ray3d unit = ray.withUnitDirection();
        assertThat(unit).isEqualTo(Ray3d.of(1, 2, 3, 0, 0, 1));
        assertThat(unit.pointAt(2, new Vector3d())).isEqualTo(new Vector3d(1, 2, 5));
    }

    @Test
    void through_reachesTheSecondPointAtOne() {
        Ray3d ray = Ray3d.through(1, 1, 1, 4, 5, 1);
        assertThat(ray).isEqualTo(Ray3d.of(1, 1, 1, 3, 4, 0));
        assertThat(ray.directionLength()).isEqualTo(5);
        assertThat(ray.pointAt(1, new Vector3d())).isEqualTo(new Vector3d(4, 5, 1));
        assertThat(Ray3d.through(new Vector3d(1, 1, 1), new Vector3d(4, 5, 1))).isEqualTo(ray);
    }

    @Test
    void jomlFactoriesCopy() {
        Vector3d o = new Vector3d(1, 2, 3);
        Vector3d d = new Vector3d(0, 1, 0);
        Ray3d ray = Ray3d.of(o, d);
        o.set(9, 9, 9);
        d.set(9, 9, 9);
        assertThat(ray).isEqualTo(Ray3d.of(1, 2, 3, 0, 1, 0));
        assertThat(Ray3d.of(new Vector3f(1, 2, 3), new Vector3f(0, 1, 0))).isEqualTo(ray);
        assertThat(ray.origin(new Vector3d())).isEqualTo(new Vector3d(1, 2, 3));
        assertThat(ray.direction(new Vector3d())).isEqualTo(new Vector3d(0, 1, 0));
    }

    @Test
    void negativeZeroIsStoredAsZero_soEqualRaysAreEqual() {
        Ray3d a = Ray3d.of(-0.0, 0, -0.0, 1, -0.0, 0);
        Ray3d b = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    }

    @Test
    void toString_isPasteableJava() {
        Ray3d ray = Ray3d.of(0.1, -2.5, 1e-300, 3, 4, 0.3);
        assertThat(ray).hasToString("Ray3d.of(0.1, -2.5, 1.0E-300, 3.0, 4.0, 0.3)");
        assertThat(Ray3d.of(0.1, -2.5, 1.0E-300, 3.0, 4.0, 0.3)).isEqualTo(ray);
    }

    @Test
    void isCloseTo_comparesComponentwise() {
        Ray3d a = Ray3d.of(1, 2, 3, 1, 0, 0);
        assertThat(a.isCloseTo(Ray3d.of(1 + 1e-9, 2, 3, 1, 1e-9, 0), 1e-8)).isTrue();
        assertThat(a.isCloseTo(Ray3d.of(1 + 1e-7, 2, 3, 1, 0, 0), 1e-8)).isFalse();
        assertThat(a).isNotEqualTo(Ray3d.of(1, 2, 3, 2, 0, 0));
        assertThatThrownBy(() -> a.isCloseTo(a, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tolerance must be >= 0, was -1.0");
    }

    @Test
    void refusesNonFiniteComponents_byName() {
        assertThatThrownBy(() -> Ray3d.of(Double.NaN, 0, 0, 1, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("originX must be finite, was NaN");
        assertThatThrownBy(() -> Ray3d.of(0, Double.POSITIVE_INFINITY, 0, 1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("originY must be finite, was Infinity");
        assertThatThrownBy(() -> Ray3d.of(0, 0, Double.NEGATIVE_INFINITY, 1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("originZ must be finite, was -Infinity");
        assertThatThrownBy(() -> Ray3d.of(0, 0, 0, Double.NaN, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("directionX must be finite, was NaN");
        assertThatThrownBy(() -> Ray3d.of(0, 0, 0, 1, Double.POSITIVE_INFINITY, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("directionY must be finite, was Infinity");
        assertThatThrownBy(() -> Ray3d.of(0, 0, 0, 1, 0, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("directionZ must be finite, was NaN");
    }

    @Test
    void refusesAZeroDirection() {
        assertThatThrownBy(() -> Ray3d.of(1, 2, 3, 0, -0.0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("direction must be non-zero, was (0.0, 0.0, 0.0)");
        assertThatThrownBy(() -> Ray3d.of(new Vector3d(1, 2, 3), new Vector3d()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("direction must be non-zero");
    }

    @Test
    void refusesADirectionTooShortOrTooLongToMeasure() {
        assertThatThrownBy(() -> Ray3d.of(0, 0, 0, Double.MIN_VALUE, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("direction must have a length of at least Double.MIN_NORMAL, was (4.9E-324, 0.0, 0.0)"
                        + " of length 4.9E-324");
        assertThatThrownBy(() -> Ray3d.of(0, 0, 0, Double.MAX_VALUE, Double.MAX_VALUE, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("direction must have a finite length, was (1.7976931348623157E308, 1.7976931348623157E308, 0.0)");
        assertThat(Ray3d.of(0, 0, 0, Double.MIN_NORMAL, 0, 0).directionLength()).isEqualTo(Double.MIN_NORMAL);
        assertThat(Ray3d.of(0, 0, 0, 1e300, 1e300, 1e300).directionLength()).isCloseTo(Math.sqrt(3) * 1e300,
                within(1e285));
    }

    @Test
    void through_refusesEqualPointsAndOverflow() {
        assertThatThrownBy(() -> Ray3d.through(1, 2, 3, 1, 2, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from and to must differ, were both (1.0, 2.0, 3.0)");
        assertThatThrownBy(() -> Ray3d.through(-Double.MAX_VALUE, 0, 0, Double.MAX_VALUE, 0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("fromX must be within 1.0E300 of the origin, was -1.7976931348623157E308");
        assertThatThrownBy(() -> Ray3d.through(0, 0, 0, Double.NaN, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("toX must be finite, was NaN");
        assertThatThrownBy(() -> Ray3d.through(0, Double.NaN, 0, 1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("fromY must be finite, was NaN");
    }

    // ------------------------------------------------------------------------------------ 2D

    @Test
    void ray2d_valuesAndValidation() {
        Ray2d ray = Ray2d.of(1, 2, 3, 4);
        assertThat(ray.directionLength()).isEqualTo(5);
        assertThat(ray.pointAt(2, new Vector2d())).isEqualTo(new Vector2d(7, 10));
        assertThat(ray.withUnitDirection()).isEqualTo(Ray2d.of(1, 2, 0.6, 0.8));
        assertThat(Ray2d.of(new Vector2d(1, 2), new Vector2d(3, 4))).isEqualTo(ray).hasSameHashCodeAs(ray);
        assertThat(Ray2d.of(new Vector2f(1, 2), new Vector2f(3, 4))).isEqualTo(ray);
        assertThat(Ray2d.through(1, 2, 4, 6)).isEqualTo(ray);
        assertThat(ray.origin(new Vector2d())).isEqualTo(new Vector2d(1, 2));
        assertThat(ray.direction(new Vector2d())).isEqualTo(new Vector2d(3, 4));
        assertThat(ray).hasToString("Ray2d.of(1.0, 2.0, 3.0, 4.0)");
        assertThat(Ray2d.of(-0.0, 0, 1, -0.0)).isEqualTo(Ray2d.of(0, 0, 1, 0));
        assertThatThrownBy(() -> Ray2d.of(0, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("direction must be non-zero, was (0.0, 0.0)");
        assertThatThrownBy(() -> Ray2d.of(0, Double.NaN, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("originY must be finite, was NaN");
        assertThatThrownBy(() -> Ray2d.of(0, 0, Double.POSITIVE_INFINITY, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("directionX must be finite, was Infinity");
        assertThatThrownBy(() -> Ray2d.of(0, 0, 0, Double.MIN_VALUE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("direction must have a length of at least Double.MIN_NORMAL");
        assertThatThrownBy(() -> Ray2d.of(0, 0, Double.MAX_VALUE, Double.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("direction must have a finite length");
        assertThatThrownBy(() -> Ray2d.through(1, 1, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from and to must differ, were both (1.0, 1.0)");
        assertThatThrownBy(() -> Ray2d.through(-1e300, 0, Double.MAX_VALUE, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("toX must be within 1.0E300");
    }
}
