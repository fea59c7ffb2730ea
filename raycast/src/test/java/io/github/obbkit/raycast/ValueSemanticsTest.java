package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.joml.Matrix4d;
import org.junit.jupiter.api.Test;

/**
 * The value types' contracts at their edges: a tolerance is inclusive and may be zero, equality
 * looks at every field, hashes tell apart values that differ in any one field, {@code -0.0} never
 * survives into a value, and the factories accept exactly what they document.
 */
class ValueSemanticsTest {

    /** Values that differ from the first in one field each must all hash differently. */
    private static void assertHashesDiffer(List<?> values) {
        Set<Integer> hashes = new HashSet<>();
        for (Object v : values) {
            hashes.add(v.hashCode());
        }
        assertThat(hashes).as("hashes of %s", values).hasSameSizeAs(values);
    }

    // ------------------------------------------------------------------------------------ rays

    @Test
    void ray3d_isCloseTo_isInclusiveInEveryComponent_andAcceptsZero() {
        Ray3d ray = Ray3d.of(1, 2, 3, 4, 5, 6);
        assertThat(ray.isCloseTo(ray, 0)).isTrue();
        double[] base = {1, 2, 3, 4, 5, 6};
        for (int k = 0; k < 6; k++) {
            double[] c = base.clone();
            c[k] += 0.25; // exactly representable, so the difference is exactly the tolerance
            Ray3d other = Ray3d.of(c[0], c[1], c[2], c[3], c[4], c[5]);
            assertThat(ray.isCloseTo(other, 0.25)).as("component %s at the tolerance", k).isTrue();
            assertThat(other.isCloseTo(ray, 0.25)).as("component %s at the tolerance, reversed", k).isTrue();
            assertThat(ray.isCloseTo(other, 0.125)).as("component %s beyond it", k).isFalse();
            assertThat(other.isCloseTo(ray, 0.125)).as("component %s beyond it, reversed", k).isFalse();
        }
    }

    @Test
    void rays_hashDifferentlyWhenAnyComponentDiffers() {
        assertHashesDiffer(List.of(Ray3d.of(1, 2, 3, 4, 5, 6), Ray3d.of(7, 2, 3, 4, 5, 6), Ray3d.of(1, 7, 3, 4, 5, 6),
                Ray3d.of(1, 2, 7, 4, 5, 6), Ray3d.of(1, 2, 3, 7, 5, 6), Ray3d.of(1, 2, 3, 4, 7, 6),
                Ray3d.of(1, 2, 3, 4, 5, 7)));
        assertHashesDiffer(List.of(Ray2d.of(1, 2, 3, 4), Ray2d.of(7, 2, 3, 4), Ray2d.of(1, 7, 3, 4),
                Ray2d.of(1, 2, 7, 4), Ray2d.of(1, 2, 3, 7)));
        // A ray at the origin has a zero hash in its first component; the others must still count.
        assertHashesDiffer(List.of(Ray3d.of(0, 0, 0, 1, 0, 0), Ray3d.of(0, 0, 0, 0, 1, 0), Ray3d.of(0, 0, 0, 0, 0, 1)));
        assertHashesDiffer(List.of(Ray2d.of(0, 0, 1, 0), Ray2d.of(0, 0, 0, 1), Ray2d.of(0, 1, 1, 0)));
    }

    @Test
    void ray2d_equalsLooksAtEveryComponent() {
        Ray2d ray = Ray2d.of(1, 2, 3, 4);
        assertThat(ray).isEqualTo(Ray2d.of(1, 2, 3, 4));
        assertThat(ray).isNotEqualTo(Ray2d.of(9, 2, 3, 4)).isNotEqualTo(Ray2d.of(1, 9, 3, 4))
                .isNotEqualTo(Ray2d.of(1, 2, 9, 4)).isNotEqualTo(Ray2d.of(1, 2, 3, 9)).isNotEqualTo("Ray2d.of(1, 2, 3, 4)");
        assertThat(ray.originX()).isEqualTo(1);
        assertThat(ray.originY()).isEqualTo(2);
        assertThat(ray.directionX()).isEqualTo(3);
        assertThat(ray.directionY()).isEqualTo(4);
    }

    @Test
    void through_storesANegativeZeroDifferenceAsZero() {
        // 0 - 0 is +0.0 but -0.0 - 0.0 is -0.0: a target at -0.0 must not leave a -0.0 direction.
        Ray3d xy = Ray3d.through(0, 0, 0, -0.0, -0.0, 1);
        assertThat(xy).isEqualTo(Ray3d.of(0, 0, 0, 0, 0, 1)).hasSameHashCodeAs(Ray3d.of(0, 0, 0, 0, 0, 1));
        Ray3d yz = Ray3d.through(0, 0, 0, 1, -0.0, -0.0);
        assertThat(yz).isEqualTo(Ray3d.of(0, 0, 0, 1, 0, 0));
        assertThat(Ray2d.through(0, 0, -0.0, 1)).isEqualTo(Ray2d.of(0, 0, 0, 1));
        assertThat(Ray2d.through(0, 0, 1, -0.0)).isEqualTo(Ray2d.of(0, 0, 1, 0));
    }

    @Test
    void withUnitDirection_dividesEveryComponentByTheLength() {
        // (2, 3, 6) has length 7.
        Ray3d unit = Ray3d.of(1, 1, 1, 2, 3, 6).withUnitDirection();
        assertThat(unit.isCloseTo(Ray3d.of(1, 1, 1, 2 / 7.0, 3 / 7.0, 6 / 7.0), 1e-16)).as("%s", unit).isTrue();
        assertThat(unit.directionLength()).isCloseTo(1, org.assertj.core.api.Assertions.within(1e-15));
    }

    @Test
    void ray2d_acceptsALengthOfExactlyMinNormal() {
        assertThat(Ray2d.of(0, 0, Double.MIN_NORMAL, 0).directionLength()).isEqualTo(Double.MIN_NORMAL);
        assertThat(Ray2d.of(0, 0, 0, -Double.MIN_NORMAL).directionLength()).isEqualTo(Double.MIN_NORMAL);
    }

    // ------------------------------------------------------------------------------------ results

    @Test
    void rayHit_isCloseTo_isInclusive_acceptsZero_andComparesBothEnds() {
        RayHit hit = RayHit.of(1, 2, BoxFace.NEG_X, BoxFace.POS_X);
        assertThat(hit.isCloseTo(hit, 0)).isTrue();
        assertThat(hit.isCloseTo(RayHit.of(1.25, 2, BoxFace.NEG_X, BoxFace.POS_X), 0.25)).isTrue();
        assertThat(hit.isCloseTo(RayHit.of(1, 2.25, BoxFace.NEG_X, BoxFace.POS_X), 0.25)).isTrue();
        assertThat(hit.isCloseTo(RayHit.of(1.25, 2, BoxFace.NEG_X, BoxFace.POS_X), 0.125)).isFalse();
        assertThat(hit.isCloseTo(RayHit.of(1, 2.25, BoxFace.NEG_X, BoxFace.POS_X), 0.125)).isFalse();
        assertThat(hit.isCloseTo(RayHit.of(1, 2, BoxFace.NEG_X, BoxFace.NEG_Y), 1)).isFalse();
        // Equal infinite ends are close although their difference is NaN.
        RayHit open = RayHit.of(1, Double.POSITIVE_INFINITY, BoxFace.NEG_X, null);
        assertThat(open.isCloseTo(open, 0)).isTrue();
        assertThat(open.isCloseTo(RayHit.of(1, 5, BoxFace.NEG_X, null), 1)).isFalse();
        assertThatThrownBy(() -> hit.isCloseTo(hit, -0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tolerance must be >= 0, was -0.5");
    }

    @Test
    void rayHit_originInside_includesAnOriginOnTheExitFace() {
        assertThat(RayHit.of(-1, 0, BoxFace.NEG_X, BoxFace.POS_X).originInside()).isTrue();
        assertThat(RayHit.of(-1, -0.5, BoxFace.NEG_X, BoxFace.POS_X).originInside()).isFalse();
        assertThat(RayHit.of(0, 0, null, BoxFace.POS_X).originInside()).isFalse();
    }

    @Test
    void rayHit_storesANegativeZeroExitAsZero_andPrintsEitherInfinity() {
        assertThat(RayHit.of(-1, -0.0, null, null)).isEqualTo(RayHit.of(-1, 0, null, null));
        assertThat(Double.doubleToRawLongBits(RayHit.of(-1, -0.0, null, null).tMax())).isZero();
        assertThat(RayHit.of(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, null, null))
                .hasToString("RayHit.of(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, null, null)");
    }

    @Test
    void rayHits_hashDifferentlyWhenAnyFieldDiffers() {
        assertHashesDiffer(List.of(RayHit.of(1, 2, BoxFace.NEG_X, BoxFace.POS_X), RayHit.of(0, 2, BoxFace.NEG_X, BoxFace.POS_X),
                RayHit.of(1, 3, BoxFace.NEG_X, BoxFace.POS_X), RayHit.of(1, 2, BoxFace.NEG_Y, BoxFace.POS_X),
                RayHit.of(1, 2, BoxFace.NEG_X, null)));
    }

    @Test
    void pick_isCloseTo_isInclusive_acceptsZero_andComparesT() {
        Pick pick = Pick.of(2, 1, BoxFace.NEG_Z);
        assertThat(pick.isCloseTo(pick, 0)).isTrue();
        assertThat(pick.isCloseTo(Pick.of(2, 1.25, BoxFace.NEG_Z), 0.25)).isTrue();
        assertThat(pick.isCloseTo(Pick.of(2, 1.25, BoxFace.NEG_Z), 0.125)).isFalse();
        assertThat(pick.isCloseTo(Pick.of(2, 3, BoxFace.NEG_Z), 1)).isFalse();
        assertThat(pick.isCloseTo(Pick.of(2, 1, BoxFace.POS_Z), 1)).isFalse();
        Pick far = Pick.of(0, Double.POSITIVE_INFINITY, null);
        assertThat(far.isCloseTo(far, 0)).isTrue();
        assertThatThrownBy(() -> pick.isCloseTo(pick, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tolerance must be >= 0, was -1.0");
    }

    @Test
    void pick_equalsLooksAtEveryField_andHashesTellThemApart() {
        Pick pick = Pick.of(2, 1, BoxFace.NEG_Z);
        assertThat(pick).isNotEqualTo(Pick.of(3, 1, BoxFace.NEG_Z)).isNotEqualTo(Pick.of(2, 1.5, BoxFace.NEG_Z))
                .isNotEqualTo(Pick.of(2, 1, null)).isNotEqualTo("Pick.of(2, 1.0, BoxFace.NEG_Z)");
        assertHashesDiffer(List.of(pick, Pick.of(3, 1, BoxFace.NEG_Z), Pick.of(2, 1.5, BoxFace.NEG_Z), Pick.of(2, 1, null)));
    }

    // ------------------------------------------------------------------------------------ picking

    @Test
    void pickingRay_refusesAViewportOfZeroWidthOrHeight_byItsOwnMessage() {
        Unprojector camera = Unprojector.of(new Matrix4d().perspective(Math.toRadians(60), 4.0 / 3.0, 0.1, 100),
                Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        assertThatThrownBy(() -> camera.ray(0, 0, new int[] {0, 0, 0, 600}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 0 and 600");
        assertThatThrownBy(() -> camera.ray(0, 0, new int[] {0, 0, 800, 0}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 800 and 0");
        // One pixel is a viewport.
        assertThat(camera.ray(0.5, 0.5, new int[] {0, 0, 1, 1})).isNotNull();
    }
}
