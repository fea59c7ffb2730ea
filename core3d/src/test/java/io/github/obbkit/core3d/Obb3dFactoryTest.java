package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.joml.Matrix3d;
import org.joml.Matrix3f;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.joml.Quaternionf;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

class Obb3dFactoryTest {

    /** A handful of rotations that exercise every sign pattern of a quaternion; no randomness. */
    static final Quaterniond[] ROTATIONS = {
            new Quaterniond(),
            new Quaterniond().rotationZ(Math.PI / 2),
            new Quaterniond().rotationAxis(0.7, 1, 2, 3),
            new Quaterniond().rotationAxis(2.9, -1, 0.5, 0.25),
            new Quaterniond().rotationXYZ(0.1, -1.3, 2.2),
            new Quaterniond().rotationXYZ(-3.0, 0.4, -0.9),
            new Quaterniond(0.5, -0.5, 0.5, -0.5),
            new Quaterniond().rotationAxis(1e-7, 1, 1, 0),
    };

    static void assertOrthonormal(Obb3d box) {
        Vector3d x = box.axisX(new Vector3d());
        Vector3d y = box.axisY(new Vector3d());
        Vector3d z = box.axisZ(new Vector3d());
        assertThat(x.length()).isCloseTo(1, within(1e-15));
        assertThat(y.length()).isCloseTo(1, within(1e-15));
        assertThat(z.length()).isCloseTo(1, within(1e-15));
        assertThat(x.dot(y)).isCloseTo(0, within(1e-15));
        assertThat(x.dot(z)).isCloseTo(0, within(1e-15));
        assertThat(y.dot(z)).isCloseTo(0, within(1e-15));
    }

    @Test
    void quarterTurnAboutZ_mapsWorldXToY_andWorldYToMinusX() {
        Obb3d box = Obb3d.of(1, 2, 3, new Quaterniond().rotationZ(Math.PI / 2), 4, 5, 6);

        assertThat(box.axisX(new Vector3d()).distance(0, 1, 0)).isLessThan(1e-15);
        assertThat(box.axisY(new Vector3d()).distance(-1, 0, 0)).isLessThan(1e-15);
        assertThat(box.axisZ(new Vector3d()).distance(0, 0, 1)).isLessThan(1e-15);
        assertThat(box.center(new Vector3d())).isEqualTo(new Vector3d(1, 2, 3));
        assertThat(box.halfExtents(new Vector3d())).isEqualTo(new Vector3d(4, 5, 6));
    }

    @Test
    void quaternionAxes_areTheImagesOfTheWorldAxes() {
        for (Quaterniond q : ROTATIONS) {
            Obb3d box = Obb3d.of(new Vector3d(0, 0, 0), q, new Vector3d(1, 2, 3));

            assertThat(box.axisX(new Vector3d()).distance(q.transform(new Vector3d(1, 0, 0)))).isLessThan(1e-15);
            assertThat(box.axisY(new Vector3d()).distance(q.transform(new Vector3d(0, 1, 0)))).isLessThan(1e-15);
            assertThat(box.axisZ(new Vector3d()).distance(q.transform(new Vector3d(0, 0, 1)))).isLessThan(1e-15);
            assertOrthonormal(box);
        }
    }

    @Test
    void identityQuaternion_givesExactWorldAxes() {
        assertThat(Obb3d.of(0, 0, 0, new Quaterniond(), 1, 1, 1))
                .isEqualTo(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1));
    }

    @Test
    void floatFactory_readsFloatValuesIntoDouble() {
        Quaternionf q = new Quaternionf().rotationAxis(0.7f, 1, 2, 3);
        Obb3d box = Obb3d.of(new Vector3f(0.1f, 0, 0), q, new Vector3f(1, 2, 3));

        assertThat(box.centerX()).isEqualTo((double) 0.1f);
        assertThat(box.axisX(new Vector3d()).distance(new Vector3d(q.transform(new Vector3f(1, 0, 0)))))
                .isLessThan(1e-6);
        assertOrthonormal(box);
    }

    @Test
    void nearlyUnitQuaternion_isNormalised() {
        Quaterniond q = new Quaterniond().rotationAxis(1.1, 0, 1, 1);
        Quaterniond scaled = new Quaterniond(q).scale(1 + 5e-6);

        Obb3d box = Obb3d.of(0, 0, 0, scaled, 1, 1, 1);

        assertThat(box.isCloseTo(Obb3d.of(0, 0, 0, q, 1, 1, 1), 1e-15)).isTrue();
    }

    @Test
    void nonUnitQuaternion_isRejectedWithItsComponentsAndNorm() {
        assertThatThrownBy(() -> Obb3d.of(0, 0, 0, new Quaterniond(0, 0, 0, 2), 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("rotation must be a unit quaternion, was (0.0, 0.0, 0.0, 2.0) of norm 2.0");
        assertThatThrownBy(() -> Obb3d.of(0, 0, 0, new Quaterniond(0, 0, 0, 0), 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("of norm 0.0");
        assertThatThrownBy(() -> Obb3d.of(0, 0, 0, new Quaterniond(Double.NaN, 0, 0, 1), 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("rotation.x must be finite, was NaN");
    }

    @Test
    void badCentreOrExtent_isRejectedWithArgumentAndValue() {
        Quaterniond q = new Quaterniond();
        assertThatThrownBy(() -> Obb3d.of(0, Double.NaN, 0, q, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("centerY must be finite, was NaN");
        assertThatThrownBy(() -> Obb3d.of(0, 0, Double.NEGATIVE_INFINITY, q, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("centerZ must be finite, was -Infinity");
        assertThatThrownBy(() -> Obb3d.of(0, 0, 0, q, 1, 1, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("halfExtentZ must be >= 0, was -1.0");
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, Double.POSITIVE_INFINITY, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("halfExtentX must be finite, was Infinity");
    }

    @Test
    void nonUnitAxis_isRejectedWithItsComponentsAndLength() {
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("axisX must be a unit vector, was (2.0, 0.0, 0.0) of length 2.0");
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("axisZ must be a unit vector, was (0.0, 0.0, 0.0) of length 0.0");
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, Double.NaN, 0, 0, 1, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("axisY.z must be finite, was NaN");
    }

    @Test
    void axesThatAreNotPerpendicular_areRejectedWithTheirDotProduct() {
        double s = Math.sqrt(0.5);
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, s, s, 0, 0, 0, 1, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("axisX and axisY must be perpendicular, were (1.0, 0.0, 0.0) and ("
                        + s + ", " + s + ", 0.0) with dot product " + s);
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, s, s, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("axisY and axisZ");
    }

    @Test
    void slightlySkewedAxes_withinTolerance_areReOrthonormalisedByGramSchmidt() {
        Obb3d box = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 1e-6, 1, 0, 2e-6, -3e-6, 1, 1, 1, 1);

        // X kept; Y loses its X component; Z loses its X and Y components: world axes, exactly.
        assertThat(box).isEqualTo(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1));
    }

    @Test
    void axesRoundedToFloat_areAcceptedAndMadeOrthonormalInDouble() {
        Matrix3f m = new Matrix3f().rotationXYZ(0.3f, -1.2f, 2.5f);
        Vector3f x = m.getColumn(0, new Vector3f());
        Vector3f y = m.getColumn(1, new Vector3f());
        Vector3f z = m.getColumn(2, new Vector3f());

        Obb3d box = Obb3d.fromAxes(new Vector3f(1, 2, 3), x, y, z, new Vector3f(1, 1, 1));

        assertOrthonormal(box);
        assertThat(box.axisZ(new Vector3d()).distance(new Vector3d(z))).isLessThan(1e-6);
    }

    @Test
    void leftHandedAxes_areKeptAsGiven() {
        Obb3d mirror = Obb3d.fromAxes(new Vector3d(), new Vector3d(1, 0, 0), new Vector3d(0, 1, 0),
                new Vector3d(0, 0, -1), new Vector3d(1, 2, 3));

        assertThat(mirror.axisZz()).isEqualTo(-1);
        assertThat(mirror.contains(0, 0, 3)).isTrue();
    }

    @Test
    void fromAxesOfABoxOwnComponents_returnsAnEqualBox() {
        for (Quaterniond q : ROTATIONS) {
            Obb3d box = Obb3d.of(0.1, -2e5, 3.3, q, 0.25, 0, 7);
            Obb3d again = Obb3d.fromAxes(box.centerX(), box.centerY(), box.centerZ(),
                    box.axisXx(), box.axisXy(), box.axisXz(), box.axisYx(), box.axisYy(), box.axisYz(), box.axisZx(), box.axisZy(), box.axisZz(),
                    box.halfExtentX(), box.halfExtentY(), box.halfExtentZ());

            assertThat(again).isEqualTo(box);
        }
    }

    @Test
    void toString_isJavaSourceThatRecreatesTheBoxBitForBit() {
        for (Quaterniond q : ROTATIONS) {
            Obb3d box = Obb3d.of(1e6 + 0.1, -0.3, 1e-300, q, 0.1, 2, 0);
            String source = box.toString();
            double[] v = PastedSource.arguments(source);

            assertThat(source).startsWith("Obb3d.fromAxes(");
            assertThat(v).hasSize(15);
            assertThat(Obb3d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11],
                    v[12], v[13], v[14])).isEqualTo(box);
        }
    }

    @Test
    void negativeZero_isStoredAsZero_soEqualBoxesAreEqual() {
        Obb3d a = Obb3d.fromAxes(-0.0, -0.0, -0.0, 1, -0.0, -0.0, -0.0, 1, -0.0, -0.0, -0.0, 1, -0.0, -0.0, -0.0);
        Obb3d b = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);

        assertThat(a).isEqualTo(b);
        assertThat(a.hashCode()).isEqualTo(b.hashCode());
        assertThat(a.toString()).doesNotContain("-0.0");
    }

    @Test
    void equals_isExact_andIsCloseToComparesComponentsWithATolerance() {
        Obb3d a = Obb3d.of(0, 0, 0, ROTATIONS[2], 1, 2, 3);
        Obb3d b = a.translated(0, 0, 1e-12);

        assertThat(a).isEqualTo(Obb3d.of(0, 0, 0, ROTATIONS[2], 1, 2, 3));
        assertThat(a).isNotEqualTo(b);
        assertThat(a.isCloseTo(b, 1e-12)).isTrue();
        assertThat(a.isCloseTo(b, 1e-13)).isFalse();
        assertThatThrownBy(() -> a.isCloseTo(b, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tolerance must be finite, was NaN");
    }

    @Test
    void fromAabb_hasWorldAxesAndTheSameExtent() {
        Obb3d box = Obb3d.fromAabb(Aabb3d.of(-1, 0, 2, 3, 1, 2));

        assertThat(box).isEqualTo(Obb3d.fromAxes(1, 0.5, 2, 1, 0, 0, 0, 1, 0, 0, 0, 1, 2, 0.5, 0));
        assertThat(box.aabb()).isEqualTo(Aabb3d.of(-1, 0, 2, 3, 1, 2));
    }

    @Test
    void rotationMatrix_hasTheAxesAsRows_andTakesWorldDirectionsToLocal() {
        Obb3d box = Obb3d.of(0, 0, 0, ROTATIONS[4], 1, 1, 1);
        Matrix3d r = box.rotation(new Matrix3d());

        assertThat(r.getRow(0, new Vector3d())).isEqualTo(box.axisX(new Vector3d()));
        assertThat(r.getRow(1, new Vector3d())).isEqualTo(box.axisY(new Vector3d()));
        assertThat(r.getRow(2, new Vector3d())).isEqualTo(box.axisZ(new Vector3d()));
        assertThat(r.m10()).isEqualTo(box.axisXy());
        assertThat(r.transform(box.axisY(new Vector3d())).distance(0, 1, 0)).isLessThan(1e-15);
    }

    @Test
    void translated_movesOnlyTheCentre() {
        Obb3d box = Obb3d.of(1, 2, 3, ROTATIONS[3], 1, 2, 3);
        Obb3d moved = box.translated(new Vector3d(0.5, -1, 2));

        assertThat(moved.center(new Vector3d())).isEqualTo(new Vector3d(1.5, 1, 5));
        assertThat(moved.translated(-0.5, 1, -2)).isEqualTo(box);
        assertThatThrownBy(() -> box.translated(Double.NaN, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dx must be finite, was NaN");
        assertThatThrownBy(() -> box.translated(0, Double.MAX_VALUE, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
    }

    @Test
    void aBoxReachingBeyondMaxReach_isRejected_andPointsMustBeFinite() {
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 9e299, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 2e299))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
        Obb3d box = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1, 1, 1));
        assertThatThrownBy(() -> box.contains(Double.NaN, 0, 0)).hasMessage("x must be finite, was NaN");
        assertThatThrownBy(() -> box.contains(0, 0, Double.POSITIVE_INFINITY, 0.1))
                .hasMessage("z must be finite, was Infinity");
    }

    @Test
    void hashCode_changesWithTheCentreTheAxesAndTheExtents() {
        // Not required of a hash code, but one that ignored a component would put every box of a row
        // (boxes differing only in that component) into one bucket of a hash set.
        Obb3d base = Obb3d.fromAxes(1, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 4, 5, 6);

        assertThat(base.translated(0.5, 0, 0).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(base.translated(0, 0.5, 0).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(base.translated(0, 0, 0.5).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb3d.fromAxes(1, 2, 3, 0, 1, 0, 0, 0, 1, 1, 0, 0, 4, 5, 6).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb3d.fromAxes(1, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 4.5, 5, 6).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb3d.fromAxes(1, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 4, 5.5, 6).hashCode()).isNotEqualTo(base.hashCode());
        assertThat(Obb3d.fromAxes(1, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 4, 5, 6.5).hashCode()).isNotEqualTo(base.hashCode());
    }

    @Test
    void isCloseTo_acceptsADifferenceOfExactlyTheTolerance() {
        // Every component of the second box differs from the first by 0 or exactly 1: the two cyclic
        // permutations of the world axes between them put a difference of 1 on each axis component.
        Obb3d world = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Obb3d cycled = Obb3d.fromAxes(1, 1, 1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 2, 2, 2);
        Obb3d cycledBack = Obb3d.fromAxes(1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0, 2, 2, 2);

        assertThat(world.isCloseTo(cycled, 1)).isTrue();
        assertThat(world.isCloseTo(cycledBack, 1)).isTrue();
        assertThat(world.isCloseTo(cycled, Math.nextDown(1.0))).isFalse();
    }

    @Test
    void aBoxReachingExactlyMaxReach_isAccepted() {
        assertThat(Obb3d.fromAxes(1e300, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0).centerX()).isEqualTo(1e300);
        assertThat(Obb3d.fromAxes(0, -1e300, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0).centerY()).isEqualTo(-1e300);
        assertThat(Obb3d.fromAxes(0, 0, 1e300, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0).centerZ()).isEqualTo(1e300);
    }

    @Test
    void reach_addsAllThreeHalfExtentsToEachCentreCoordinate() {
        // A turned box can point any of its half-extents along any world axis: 9e299 + 2e299 is too far.
        assertThatThrownBy(() -> Obb3d.fromAxes(9e299, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 2e299))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 9e299, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 2e299, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 9e299, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 2e299, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
    }

    @Test
    void negativeZero_fromTransformsWrittenWithNegativeZeros_isStoredAsZero() {
        // A half turn and a cyclic permutation whose zero entries are all -0.0, as products with a
        // negative scale leave them.
        Aabb3d local = Aabb3d.of(-1, -2, -3, 1, 2, 3);
        Matrix4d halfTurns = new Matrix4d(-1, -0.0, -0.0, 0, -0.0, -1, -0.0, 0, -0.0, -0.0, -1, 0, 0, 0, 0, 1);
        Obb3d flipped = Obb3d.fromTransform(halfTurns, local);
        Matrix4d cyclic = new Matrix4d(-0.0, 1, -0.0, 0, -0.0, -0.0, 1, 0, 1, -0.0, -0.0, 0, 0, 0, 0, 1);
        Obb3d permuted = Obb3d.fromTransform(cyclic, local);

        assertThat(flipped).isEqualTo(Obb3d.fromAxes(0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, -1, 1, 2, 3));
        assertThat(permuted).isEqualTo(Obb3d.fromAxes(0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 2, 3));
        assertThat(flipped.toString() + permuted).doesNotContain("-0.0");
    }

    @Test
    void negativeZero_asTheCentreOfATinyNegativeBox_isStoredAsZero() {
        // Halving -Double.MIN_VALUE rounds to -0.0, so this box's centre comes out as -0.0 + -0.0.
        double m = -Double.MIN_VALUE;
        Obb3d box = Obb3d.fromAabb(Aabb3d.of(m, m, m, m, m, m));

        assertThat(box).isEqualTo(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0));
        assertThat(Double.doubleToRawLongBits(box.centerX())).isZero();
        assertThat(Double.doubleToRawLongBits(box.centerY())).isZero();
    }

    @Test
    void halfTurnQuaternions_giveTheImagesOfTheWorldAxes() {
        // Half turns put the quaternion's weight on x, y or z, where a wrongly signed term in the Z
        // axis would point it the other way after re-orthonormalising.
        Quaterniond[] halfTurns = {
                new Quaterniond().rotationAxis(Math.PI, 1, 0, 0),
                new Quaterniond().rotationAxis(Math.PI, 0, 1, 0),
                new Quaterniond().rotationAxis(Math.PI, 0, 0, 1),
                new Quaterniond().rotationAxis(Math.PI, 1, 1, 0),
                new Quaterniond().rotationAxis(Math.PI, 1, 2, 3),
                new Quaterniond().rotationAxis(2.5, -2, 1, 0.5),
        };
        for (Quaterniond q : halfTurns) {
            Obb3d box = Obb3d.of(new Vector3d(), q, new Vector3d(1, 2, 3));

            assertThat(box.axisX(new Vector3d()).distance(q.transform(new Vector3d(1, 0, 0)))).isLessThan(1e-15);
            assertThat(box.axisY(new Vector3d()).distance(q.transform(new Vector3d(0, 1, 0)))).isLessThan(1e-15);
            assertThat(box.axisZ(new Vector3d()).distance(q.transform(new Vector3d(0, 0, 1)))).as("%s", q)
                    .isLessThan(1e-15);
        }
    }

    @Test
    void nearlyUnitQuaternionWithAnXPart_isNormalisedBeforeUse() {
        Quaterniond q = new Quaterniond().rotationAxis(1.1, 1, 0, 1);
        Quaterniond scaled = new Quaterniond(q).scale(1 + 5e-6);

        assertThat(Obb3d.of(0, 0, 0, scaled, 1, 1, 1).isCloseTo(Obb3d.of(0, 0, 0, q, 1, 1, 1), 1e-15)).isTrue();
    }

    @Test
    void eachAxis_isCheckedForUnitLength_andEachPairForPerpendicularity() {
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1.001, 0, 0, 0, 1, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("axisY must be a unit vector");
        double e = 1e-3;
        assertThatThrownBy(() -> Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, Math.sin(e), 0, Math.cos(e), 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("axisX and axisZ");
    }

    @Test
    void axesOffPerpendicularByExactlyTheTolerance_areAccepted() {
        // axisX . axisY = 1 * 1e-5 = AXIS_TOLERANCE exactly; Gram-Schmidt then removes it.
        Obb3d box = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, Obb3d.AXIS_TOLERANCE, 1, 0, 0, 0, 1, 1, 2, 3);

        assertThat(box).isEqualTo(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3));
    }

    @Test
    void axesWithinTheRoundingSlackOfOrthonormal_areKeptBitForBit() {
        // Squared lengths and dot products exactly 8 ulps (2^-49) from exact: left alone, so that
        // re-validating a stored box changes nothing.
        double longer = 1 + 0x1p-50;  // squares to 1 + 2^-49 after rounding

        assertThat(Obb3d.fromAxes(0, 0, 0, longer, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1).axisXx()).isEqualTo(longer);
        assertThat(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0x1p-49, 1, 0, 0, 0, 1, 1, 1, 1).axisYx()).isEqualTo(0x1p-49);
        assertThat(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, longer, 0, 0, 0, 1, 1, 1, 1).axisYy()).isEqualTo(longer);
        assertThat(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0x1p-49, 0, 1, 1, 1, 1).axisZx()).isEqualTo(0x1p-49);
        assertThat(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0x1p-49, 1, 1, 1, 1).axisZy()).isEqualTo(0x1p-49);
        assertThat(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, longer, 1, 1, 1).axisZz()).isEqualTo(longer);
    }

    @Test
    void axesSkewedByNearlyTheTolerance_areMadeOrthonormalToRounding() {
        // Each pair 9e-6 off perpendicular and each length 9e-6 off 1: one Gram-Schmidt pass leaves
        // errors of about 1e-10, which only the passes after it remove.
        double e = 9e-6;
        Obb3d box = Obb3d.fromAxes(0, 0, 0, 1 + e, e, 0, 0, 1 - e, e, e, 0, 1 + e, 1, 1, 1);

        assertOrthonormal(box);
        assertThat(box.isCloseTo(Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1), 2e-5)).isTrue();
    }

    @Test
    void axesAHairOffOrthonormal_giveABoxThatItsPrintedSourceRecreatesBitForBit() {
        // Found by searching rotations perturbed by 1e-6 to 1e-16: one Gram-Schmidt pass leaves this
        // set a few ulps outside the rounding slack, so re-validating the printed box would still
        // change it; fromAxes must itself return a set that re-validates to itself.
        Obb3d box = Obb3d.fromAxes(0, 0, 0, 0.7726407381460442, -0.25109511776299187, -0.5830759226659289,
                0.5864912655851657, 0.633896117588068, 0.5041861833679004,
                0.24301087454977616, -0.731523720696987, 0.637039057600231, 1, 1, 1);
        double[] v = PastedSource.arguments(box.toString());

        assertThat(Obb3d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12],
                v[13], v[14])).isEqualTo(box);
    }
}
