package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

class Aabb3dTest {

    @Test
    void of_storesBoundsAndDerivesCentreAndHalfExtents() {
        Aabb3d box = Aabb3d.of(-1, 2, 3, 5, 4, 3);

        assertThat(box.minX()).isEqualTo(-1);
        assertThat(box.minY()).isEqualTo(2);
        assertThat(box.minZ()).isEqualTo(3);
        assertThat(box.maxX()).isEqualTo(5);
        assertThat(box.maxY()).isEqualTo(4);
        assertThat(box.maxZ()).isEqualTo(3);
        assertThat(box.centerX()).isEqualTo(2);
        assertThat(box.centerY()).isEqualTo(3);
        assertThat(box.centerZ()).isEqualTo(3);
        assertThat(box.halfExtentX()).isEqualTo(3);
        assertThat(box.halfExtentY()).isEqualTo(1);
        assertThat(box.halfExtentZ()).isZero();
    }

    @Test
    void vectorFactories_copyTheirArguments() {
        Vector3d min = new Vector3d(0, 1, 2);
        Vector3d max = new Vector3d(3, 4, 5);
        Aabb3d box = Aabb3d.of(min, max);
        min.set(-100);

        assertThat(box).isEqualTo(Aabb3d.of(0, 1, 2, 3, 4, 5));
        assertThat(Aabb3d.of(new Vector3f(0, 1, 2), new Vector3f(3, 4, 5))).isEqualTo(box);
    }

    @Test
    void fromCenter_spansCentrePlusMinusExtent() {
        assertThat(Aabb3d.fromCenter(1, 2, 3, 0.5, 1, 0)).isEqualTo(Aabb3d.of(0.5, 1, 3, 1.5, 3, 3));
    }

    @Test
    void hugeBox_hasFiniteCentreAndHalfExtent() {
        Aabb3d box = Aabb3d.of(-Obb3d.MAX_REACH, 0, 0, Obb3d.MAX_REACH, 0, 0);

        assertThat(box.centerX()).isZero();
        assertThat(box.halfExtentX()).isEqualTo(Obb3d.MAX_REACH);
    }

    @Test
    void badBounds_areRejectedWithArgumentAndValue() {
        assertThatThrownBy(() -> Aabb3d.of(Double.NaN, 0, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minX").hasMessageContaining("NaN");
        assertThatThrownBy(() -> Aabb3d.of(0, 0, 0, 1, Double.POSITIVE_INFINITY, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxY")
                .hasMessageContaining("Infinity");
        assertThatThrownBy(() -> Aabb3d.of(0, 0, 2, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minZ=2.0")
                .hasMessageContaining("maxZ=1.0");
        assertThatThrownBy(() -> Aabb3d.fromCenter(0, 0, 0, 1, -0.5, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("halfExtentY")
                .hasMessageContaining("-0.5");
    }

    @Test
    void negativeZero_isStoredAsZero_soEqualBoxesAreEqual() {
        Aabb3d a = Aabb3d.of(-0.0, -0.0, -0.0, 0.0, 0.0, 0.0);
        Aabb3d b = Aabb3d.of(0.0, 0.0, 0.0, -0.0, -0.0, -0.0);

        assertThat(a).isEqualTo(b);
        assertThat(a.hashCode()).isEqualTo(b.hashCode());
        assertThat(Double.doubleToRawLongBits(a.minX())).isZero();
    }

    @Test
    void equals_isExact_andIsCloseToTakesATolerance() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 1, 1);
        Aabb3d b = Aabb3d.of(0, 0, 0, 1, 1, Math.nextUp(1.0));

        assertThat(a).isNotEqualTo(b);
        assertThat(a.isCloseTo(b, 1e-15)).isTrue();
        assertThat(a.isCloseTo(b, 0)).isFalse();
        assertThat(a).isNotEqualTo("Aabb3d.of(0.0, 0.0, 0.0, 1.0, 1.0, 1.0)");
        assertThatThrownBy(() -> a.isCloseTo(b, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tolerance");
    }

    @Test
    void toString_isJavaSourceThatRecreatesTheBoxBitForBit() {
        Aabb3d box = Aabb3d.of(-0.1, 1e-300, 3, 0.30000000000000004, 2, 1e300);

        assertThat(box.toString()).startsWith("Aabb3d.of(");
        double[] v = PastedSource.arguments(box.toString());
        assertThat(Aabb3d.of(v[0], v[1], v[2], v[3], v[4], v[5])).isEqualTo(box);
    }

    @Test
    void touchingBoxes_intersect_andASeparatedPairDoesNot() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 1, 1);

        assertThat(a.intersects(Aabb3d.of(1, 1, 1, 2, 2, 2))).as("corner contact").isTrue();
        assertThat(a.intersects(Aabb3d.of(0.5, 0.5, 1, 0.5, 0.5, 3))).as("segment on face").isTrue();
        assertThat(a.intersects(Aabb3d.of(0, 0, Math.nextUp(1.0), 1, 1, 2))).isFalse();
        assertThat(a.intersects(Aabb3d.of(2, 0, 0, 3, 1, 1))).isFalse();
    }

    @Test
    void contains_isClosed_forPointsAndBoxes() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 2, 3);

        assertThat(a.contains(1, 2, 3)).isTrue();
        assertThat(a.contains(new Vector3d(0, 0, 0))).isTrue();
        assertThat(a.contains(new Vector3f(0.5f, 1, 2.5f))).isTrue();
        assertThat(a.contains(0.5, 2.0000001, 1)).isFalse();
        assertThat(a.contains(a)).isTrue();
        assertThat(a.contains(Aabb3d.of(0, 1, 1, 1, 1, 3))).isTrue();
        assertThat(a.contains(Aabb3d.of(0, 1, 1, 1.5, 1, 3))).isFalse();
    }

    @Test
    void contains_rejectsANaNOrInfinitePoint_asItsFactoryWould() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 2, 3);

        assertThatThrownBy(() -> a.contains(Double.NaN, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x must be finite, was NaN");
        assertThatThrownBy(() -> a.contains(0, Double.POSITIVE_INFINITY, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("y must be finite, was Infinity");
        assertThatThrownBy(() -> a.contains(new Vector3d(0, 1, Double.NEGATIVE_INFINITY)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("z must be finite, was -Infinity");
        assertThatThrownBy(() -> a.contains(new Vector3f(Float.NaN, 0, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("x must be finite, was NaN");
    }

    @Test
    void union_isTheSmallestBoxHoldingBoth() {
        Aabb3d u = Aabb3d.of(0, 0, 0, 1, 1, 1).union(Aabb3d.of(-1, 0.5, 2, 0.5, 0.5, 4));

        assertThat(u).isEqualTo(Aabb3d.of(-1, 0, 0, 1, 1, 4));
    }

    @Test
    void pointBox_isAllowed_andContainsItsPoint() {
        Aabb3d p = Aabb3d.fromCenter(1, 2, 3, 0, 0, 0);

        assertThat(p.contains(1, 2, 3)).isTrue();
        assertThat(p.intersects(Aabb3d.of(1, 2, 3, 4, 4, 4))).isTrue();
    }

    @Test
    void hashCode_changesWithEveryBound() {
        // Not required of a hash code, but one that ignored a bound would put a row of boxes differing
        // only in that bound into one bucket of a hash set.
        Aabb3d a = Aabb3d.of(0, 1, 2, 3, 4, 5);

        assertThat(Aabb3d.of(-1, 1, 2, 3, 4, 5).hashCode()).isNotEqualTo(a.hashCode());
        assertThat(Aabb3d.of(0, 1, 2, 3, 4, 6).hashCode()).isNotEqualTo(a.hashCode());
    }

    @Test
    void isCloseTo_acceptsADifferenceOfExactlyTheTolerance() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 1, 1);
        Aabb3d shifted = Aabb3d.of(0.5, 0.5, 0.5, 1.5, 1.5, 1.5);

        assertThat(a.isCloseTo(shifted, 0.5)).isTrue();
        assertThat(a.isCloseTo(shifted, Math.nextDown(0.5))).isFalse();
    }

    @Test
    void boxesTouchingAtTheLowCorner_intersect() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 1, 1);

        assertThat(a.intersects(Aabb3d.of(-1, -1, -1, 0, 0, 0))).isTrue();
        assertThat(a.intersects(Aabb3d.of(-1, -1, -1, 0, 0, Math.nextDown(0.0)))).isFalse();
    }

    @Test
    void containsAVectorPoint_isFalseOutside() {
        Aabb3d a = Aabb3d.of(0, 0, 0, 1, 2, 3);

        assertThat(a.contains(new Vector3d(0.5, 1, 3.5))).isFalse();
        assertThat(a.contains(new Vector3f(-0.5f, 1, 1))).isFalse();
    }

    @Test
    void fromCenter_spansTheZExtentToo() {
        assertThat(Aabb3d.fromCenter(1, 2, 3, 0.5, 1, 2)).isEqualTo(Aabb3d.of(0.5, 1, 1, 1.5, 3, 5));
    }
}
