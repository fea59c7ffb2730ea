package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

class Obb3dGeometryTest {

    /** Centre (1, 2, 3), a quarter turn about z (X = world y, Y = world -x, Z = world z), extents 1, 2, 3. */
    private static final Obb3d TURNED = Obb3d.fromAxes(1, 2, 3, 0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 2, 3);

    private static Vector3d[] vectors(int n) {
        Vector3d[] v = new Vector3d[n];
        for (int i = 0; i < n; i++) {
            v[i] = new Vector3d(Double.NaN);
        }
        return v;
    }

    @Test
    void corners_takeTheSignOfXFromBit0_YFromBit1_ZFromBit2() {
        Vector3d[] c = TURNED.corners(vectors(8));

        // corner = centre + sx * 1 * (0, 1, 0) + sy * 2 * (-1, 0, 0) + sz * 3 * (0, 0, 1)
        assertThat(c[0]).isEqualTo(new Vector3d(3, 1, 0));   // (-, -, -)
        assertThat(c[1]).isEqualTo(new Vector3d(3, 3, 0));   // (+, -, -)
        assertThat(c[2]).isEqualTo(new Vector3d(-1, 1, 0));  // (-, +, -)
        assertThat(c[3]).isEqualTo(new Vector3d(-1, 3, 0));  // (+, +, -)
        assertThat(c[4]).isEqualTo(new Vector3d(3, 1, 6));   // (-, -, +)
        assertThat(c[7]).isEqualTo(new Vector3d(-1, 3, 6));  // (+, +, +)
    }

    @Test
    void cornersAsDoubles_followTheSameOrder() {
        Obb3d box = Obb3d.of(-4, 5, 0.5, new Quaterniond().rotationXYZ(0.3, 0.2, 0.1), 1, 0.5, 2);
        Vector3d[] v = box.corners(vectors(9));
        double[] d = box.corners(new double[25]);

        for (int i = 0; i < 8; i++) {
            assertThat(new Vector3d(d[3 * i], d[3 * i + 1], d[3 * i + 2])).isEqualTo(v[i]);
        }
        assertThat(v[8].x).isNaN();
        assertThat(d[24]).isZero();
    }

    @Test
    void cornersIntoTooSmallArrays_areRejected() {
        assertThatThrownBy(() -> TURNED.corners(vectors(7))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dest must have at least 8 elements, had 7");
        assertThatThrownBy(() -> TURNED.corners(new double[23])).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dest must have at least 24 elements, had 23");
    }

    @Test
    void aabbOfATurnedBox_isWorkedOutByHand() {
        // Half-sizes: x = 1*|0| + 2*|-1| + 3*|0| = 2, y = 1*|1| = 1, z = 3.
        assertThat(TURNED.aabb()).isEqualTo(Aabb3d.of(-1, 1, 0, 3, 3, 6));
    }

    @Test
    void aabbOfADiagonalCube_isSqrt2WideInXAndY() {
        Obb3d box = Obb3d.of(0, 0, 0, new Quaterniond().rotationZ(Math.PI / 4), 1, 1, 1);
        Aabb3d b = box.aabb();

        assertThat(b.maxX()).isCloseTo(Math.sqrt(2), within(1e-15));
        assertThat(b.maxY()).isCloseTo(Math.sqrt(2), within(1e-15));
        assertThat(b.maxZ()).isEqualTo(1);
    }

    @Test
    void aabb_equalsTheMinMaxOfTheEightCorners() {
        for (Quaterniond q : Obb3dFactoryTest.ROTATIONS) {
            Obb3d box = Obb3d.of(3, -2, 1e3, q, 0.5, 0, 4);
            double[] c = box.corners(new double[24]);
            double[] lo = {c[0], c[1], c[2]};
            double[] hi = {c[0], c[1], c[2]};
            for (int i = 1; i < 8; i++) {
                for (int k = 0; k < 3; k++) {
                    lo[k] = Math.min(lo[k], c[3 * i + k]);
                    hi[k] = Math.max(hi[k], c[3 * i + k]);
                }
            }

            assertThat(box.aabb().isCloseTo(Aabb3d.of(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]), 1e-12)).isTrue();
            assertThat(box.aabb()).isEqualTo(AabbTransform.bounds(box));
        }
    }

    @Test
    void contains_isClosed_andExactWithoutTolerance() {
        assertThat(TURNED.contains(3, 3, 6)).as("corner").isTrue();
        assertThat(TURNED.contains(1, 2, 3)).as("centre").isTrue();
        assertThat(TURNED.contains(new Vector3d(-1, 2, 3))).as("face").isTrue();
        assertThat(TURNED.contains(new Vector3f(1, 3, 0))).as("edge").isTrue();
        assertThat(TURNED.contains(3.0000001, 2, 3)).isFalse();
        assertThat(TURNED.contains(1, 2, 6.0000001)).isFalse();
    }

    @Test
    void containsWithTolerance_growsEveryFace() {
        assertThat(TURNED.contains(3.05, 2, 3, 0.1)).isTrue();
        assertThat(TURNED.contains(3.05, 3.05, 6.05, 0.1)).isTrue();
        assertThat(TURNED.contains(3.15, 2, 3, 0.1)).isFalse();
        assertThatThrownBy(() -> TURNED.contains(0, 0, 0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tolerance must be >= 0, was -1.0");
    }

    @Test
    void flatBox_containsItsOwnPlane_andToleranceCatchesRoundedPoints() {
        Obb3d square = Obb3d.of(0, 0, 0, new Quaterniond().rotationAxis(0.5, 1, 0, 0), 1, 1, 0);
        Vector3d onPlane = square.axisY(new Vector3d()).mul(0.3);

        assertThat(square.contains(0, 0, 0)).isTrue();
        assertThat(square.contains(onPlane.x, onPlane.y, onPlane.z, 1e-15)).isTrue();
        assertThat(square.contains(0, 0.01, 0)).isFalse();
    }

    @Test
    void closestPoint_ofAnInsidePoint_isThePointItself() {
        Vector3d p = new Vector3d(0.1, 2.9, 5.9);

        assertThat(TURNED.closestPoint(p, new Vector3d())).isEqualTo(p);
        assertThat(TURNED.distanceSquared(p)).isZero();
    }

    @Test
    void closestPoint_ofAnOutsidePoint_isClampedAlongEachAxis() {
        // Local offsets of (5, 2.5, -1) from (1, 2, 3): X = 0.5, Y = -4 -> -2, Z = -4 -> -3.
        Vector3d q = TURNED.closestPoint(5, 2.5, -1, new Vector3d());

        assertThat(q).isEqualTo(new Vector3d(3, 2.5, 0));
        assertThat(TURNED.distanceSquared(5, 2.5, -1)).isEqualTo(2 * 2 + 1 * 1);
        assertThat(TURNED.distanceSquared(new Vector3d(5, 2.5, -1))).isEqualTo(new Vector3d(5, 2.5, -1).distanceSquared(q));
    }

    @Test
    void closestPoint_mayOverwriteItsArgument() {
        Vector3d p = new Vector3d(1, 2, 10);

        assertThat(TURNED.closestPoint(p, p)).isSameAs(p).isEqualTo(new Vector3d(1, 2, 6));
    }

    @Test
    void pointBox_hasItsCentreAsEveryCorner_andDistanceIsToThatPoint() {
        Obb3d point = Obb3d.of(1, 1, 1, new Quaterniond().rotationY(1), 0, 0, 0);

        assertThat(point.corners(vectors(8))).containsOnly(new Vector3d(1, 1, 1));
        assertThat(point.aabb()).isEqualTo(Aabb3d.of(1, 1, 1, 1, 1, 1));
        assertThat(point.contains(1, 1, 1)).isTrue();
        assertThat(point.distanceSquared(1, 1, 3)).isCloseTo(4, within(1e-15));
        assertThat(point.closestPoint(5, 5, 5, new Vector3d()).distance(1, 1, 1)).isLessThan(1e-15);
    }

    @Test
    void segmentBox_distanceIsToTheSegment() {
        Obb3d segment = Obb3d.fromAxes(0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 2, 0, 0);

        assertThat(segment.distanceSquared(3, 4, 1)).isEqualTo(25);
        assertThat(segment.distanceSquared(0, 0, 5)).isEqualTo(9);
        assertThat(segment.contains(0, 0, -2)).isTrue();
        assertThat(segment.contains(0, 1e-300, 0)).isFalse();
    }

    @Test
    void closestPoint_ofAPointOnAFace_isThatPointBitForBit() {
        // 2.9 - 0.7 is exactly 2.2, so (0.5, 2.9, 0) lies on the face y = 0.7 + 2.2; rebuilt from the
        // centre it would round to 0.7 + 2.2 = 2.9000000000000004.
        Obb3d box = Obb3d.fromAxes(0, 0.7, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2.2, 1);

        assertThat(box.contains(0.5, 2.9, 0)).isTrue();
        assertThat(box.closestPoint(0.5, 2.9, 0, new Vector3d())).isEqualTo(new Vector3d(0.5, 2.9, 0));
    }

    @Test
    void closestPointAndDistance_acceptPointsUpToMaxReach_andRejectFartherOnes() {
        assertThat(TURNED.closestPoint(1e300, 2, 3, new Vector3d()).x).isEqualTo(3);
        assertThat(TURNED.distanceSquared(1, -1e300, 3)).isGreaterThan(1e300);
        for (int axis = 0; axis < 3; axis++) {
            double[] p = {1, 2, 3};
            p[axis] = 2e300;
            String name = "xyz".substring(axis, axis + 1);
            assertThatThrownBy(() -> TURNED.closestPoint(p[0], p[1], p[2], new Vector3d()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(name + " must be within 1.0E300 of the origin, was 2.0E300");
            assertThatThrownBy(() -> TURNED.distanceSquared(p[0], p[1], p[2]))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(name + " must be within 1.0E300 of the origin, was 2.0E300");
        }
    }

    @Test
    void containsAFloatPoint_isFalseOutside() {
        assertThat(TURNED.contains(new Vector3f(1, 2, 3))).isTrue();
        assertThat(TURNED.contains(new Vector3f(1, 2, 6.5f))).isFalse();
        assertThat(TURNED.contains(new Vector3d(1, 2, 6.5))).isFalse();
    }

    @Test
    void intersectsAndPenetrationOnTheBox_answerAsSat3d() {
        Obb3d other = TURNED.translated(0.5, 0, 0);

        assertThat(TURNED.intersects(other)).isTrue();
        assertThat(TURNED.mtv(other)).isEqualTo(Sat3d.mtv(TURNED, other)).isNotNull();
        assertThat(TURNED.intersects(TURNED.translated(10, 0, 0))).isFalse();
    }
}
