package io.github.obbkit.testkit.oracle;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/** The oracles on cases whose answers are known by hand: they must be right before they judge. */
class RayOraclesTest {
    private static final Obb3d CUBE = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 2, 2, 2));

    @Test
    void chord_ofACube_byItsFaces() {
        assertThat(RayOracles.lineChord(Ray3d.of(-1, 1, 1, 1, 0, 0), CUBE)).containsExactly(1, 3);
        assertThat(RayOracles.lineChord(Ray3d.of(-1, 1, 1, 2, 0, 0), CUBE)).containsExactly(0.5, 1.5);
        assertThat(RayOracles.lineChord(Ray3d.of(1, 1, 1, 1, 0, 0), CUBE)).containsExactly(-1, 1);
        assertThat(RayOracles.lineChord(Ray3d.of(-1, 3, 1, 1, 0, 0), CUBE)).isNull();
        // Behind the origin: the line hits, the ray does not.
        assertThat(RayOracles.lineChord(Ray3d.of(5, 1, 1, 1, 0, 0), CUBE)).containsExactly(-5, -3);
        assertThat(RayOracles.chord(Ray3d.of(5, 1, 1, 1, 0, 0), CUBE)).isNull();
        // Touching a corner only, and lying in a face plane.
        assertThat(RayOracles.lineChord(Ray3d.of(1, 3, 2, 1, -1, 0), CUBE)).containsExactly(1, 1);
        assertThat(RayOracles.lineChord(Ray3d.of(-1, 2, 1, 1, 0, 0), CUBE)).containsExactly(1, 3);
    }

    @Test
    void chord_ofATurnedBox() {
        Obb3d diamond = Obb3d.of(10, 0, 0, new Quaterniond().rotateZ(Math.PI / 4), 1, 1, 1);
        double[] chord = RayOracles.lineChord(Ray3d.of(0, 0, 0, 1, 0, 0), diamond);
        assertThat(chord[0]).isCloseTo(10 - Math.sqrt(2), within(1e-12));
        assertThat(chord[1]).isCloseTo(10 + Math.sqrt(2), within(1e-12));
    }

    @Test
    void chord_ofFlatBoxes_byTheirOwnTests() {
        Obb3d quad = Obb3d.fromAabb(Aabb3d.of(-1, -1, 4, 1, 1, 4));
        assertThat(RayOracles.lineChord(Ray3d.of(0.5, -0.5, 0, 0, 0, 2), quad)).containsExactly(2, 2);
        assertThat(RayOracles.lineChord(Ray3d.of(1.5, 0, 0, 0, 0, 1), quad)).isNull();
        // In the quad's plane: clipped against its edges.
        assertThat(RayOracles.lineChord(Ray3d.of(-3, 0, 4, 1, 0, 0), quad)).containsExactly(2, 4);
        Obb3d segment = Obb3d.fromAabb(Aabb3d.of(-1, 2, 0, 1, 2, 0));
        assertThat(RayOracles.lineChord(Ray3d.of(0, 0, 0, 0, 1, 0), segment)).containsExactly(2, 2);
        assertThat(RayOracles.lineChord(Ray3d.of(-2, 2, 0, 1, 0, 0), segment)).containsExactly(1, 3);
        assertThat(RayOracles.lineChord(Ray3d.of(0, 0, 0.5, 0, 1, 0), segment)).isNull();
        Obb3d point = Obb3d.fromAabb(Aabb3d.of(3, 4, 5, 3, 4, 5));
        assertThat(RayOracles.lineChord(Ray3d.of(0, 0, 0, 6, 8, 10), point)).containsExactly(0.5, 0.5);
        assertThat(RayOracles.lineChord(Ray3d.of(0, 0, 0, 6, 8, 11), point)).isNull();
    }

    @Test
    void margin_isTheDepthOfAHit_andMinusTheDistanceOfAMiss() {
        // Through the middle of a face: the origin can move 1 sideways before the ray leaves the cube.
        assertThat(RayOracles.margin(Ray3d.of(-5, 1, 1, 1, 0, 0), CUBE)).isCloseTo(1, within(1e-12));
        // Passing 0.5 above the top face.
        assertThat(RayOracles.margin(Ray3d.of(-5, 2.5, 1, 1, 0, 0), CUBE)).isCloseTo(-0.5, within(1e-9));
        // Pointing away from a point 3 from the face x = 2.
        assertThat(RayOracles.margin(Ray3d.of(5, 1, 1, 1, 0, 0), CUBE)).isCloseTo(-3, within(1e-9));
        // From inside, 0.25 from the nearest face.
        assertThat(RayOracles.margin(Ray3d.of(1.75, 1, 1, 0, 1, 0), CUBE)).isCloseTo(0.25, within(1e-12));
        // Touching a corner: no margin.
        assertThat(RayOracles.margin(Ray3d.of(1, 3, 2, 1, -1, 0), CUBE)).isCloseTo(0, within(1e-12));
    }

    @Test
    void margin_ofFlatBoxes() {
        Obb3d quad = Obb3d.fromAabb(Aabb3d.of(-1, -1, 4, 1, 1, 4));
        // Straight through a quad, 0.5 from its nearest edge: robust by 0.5.
        assertThat(RayOracles.margin(Ray3d.of(0.5, 0, 0, 0, 0, 1), quad)).isCloseTo(0.5, within(1e-12));
        // In its plane: any nudge off the plane misses, so no margin.
        assertThat(RayOracles.margin(Ray3d.of(-3, 0, 4, 1, 0, 0), quad)).isCloseTo(0, within(1e-12));
        Obb3d segment = Obb3d.fromAabb(Aabb3d.of(-1, 2, 0, 1, 2, 0));
        assertThat(RayOracles.margin(Ray3d.of(0, 0, 0, 0, 1, 0), segment)).isCloseTo(0, within(1e-12));
        assertThat(RayOracles.margin(Ray3d.of(0, 0, 0.5, 0, 1, 0), segment)).isCloseTo(-0.5, within(1e-9));
    }

    @Test
    void signedDistance() {
        Ray3d ray = Ray3d.of(-5, 1, 1, 1, 0, 0);
        assertThat(RayOracles.signedDistanceAt(ray, 0, CUBE)).isEqualTo(5);
        assertThat(RayOracles.signedDistanceAt(ray, 5.5, CUBE)).isEqualTo(-0.5);
        assertThat(RayOracles.signedDistanceAt(ray, 5, CUBE)).isEqualTo(0);
        assertThat(RayOracles.signedDistanceAt(Ray3d.of(3, 3, 1, 1, 0, 0), 0, CUBE)).isCloseTo(Math.sqrt(2),
                within(1e-15));
    }

    @Test
    void twoDimensions() {
        Obb2d box = Obb2d.of(5, 0, 0, 1, 10);
        Ray2d ray = Ray2d.of(0, 0, 0.5, 0.75);
        double[] chord = RayOracles.chord(ray, box);
        assertThat(chord[0]).isCloseTo(8, within(1e-12));
        assertThat(chord[1]).isCloseTo(12, within(1e-12));
        // Along x through the box: 10 of room sideways, but moved 6 forward the origin is past it.
        assertThat(RayOracles.margin(Ray2d.of(0, 0, 1, 0), box)).isCloseTo(6, within(1e-12));
        assertThat(RayOracles.margin(Ray2d.of(0, 11, 1, 0), box)).isCloseTo(-1, within(1e-9));
        assertThat(RayOracles.signedDistanceAt(Ray2d.of(0, 0, 1, 0), 5, box)).isEqualTo(-1);
        assertThat(RayOracles.lineChord(Ray2d.of(0, 10, 1, 0), box)).containsExactly(4, 6);
    }
}
