package io.github.obbkit.testkit.assertj;

import static io.github.obbkit.testkit.assertj.ObbAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import org.junit.jupiter.api.Test;

class Ray3dAssertTest {
    private final Obb3d cube = Obb3d.fromAabb(Aabb3d.of(-1, -1, -1, 1, 1, 1));

    @Test
    void passingAssertions_pass() {
        Ray3d along = Ray3d.of(-5, 0, 0, 2, 0, 0);                   // t in units of |d| = 2
        assertThat(along).hits(cube).hitsBetween(cube, 2, 3, 1e-12)
                .misses(cube.translated(0, 3, 0));
        assertThat(Ray3d.of(0, 0, 0, 1, 0, 0)).hitsBetween(cube, -1, 1, 1e-12);   // origin inside
        assertThat(Ray3d.of(-5, 1, 0, 1, 0, 0)).hits(cube);            // grazing a face: closed box
    }

    @Test
    void failures_printTheRayAndTheBoxAsSource() {
        Ray3d away = Ray3d.of(-5, 0, 0, -1, 0, 0);
        assertThatThrownBy(() -> assertThat(away).hits(cube)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("Ray3d ray = " + away + ";").hasMessageContaining("Obb3d box = " + cube + ";");
        assertThatThrownBy(() -> assertThat(Ray3d.of(-5, 0, 0, 1, 0, 0)).misses(cube))
                .hasMessageContaining("inside it for t in [4.0, 6.0]");
        assertThatThrownBy(() -> assertThat(Ray3d.of(-5, 0, 0, 1, 0, 0)).hitsBetween(cube, 4, 5, 0.1))
                .hasMessageContaining("but it does for [4.0, 6.0]");
    }
}
