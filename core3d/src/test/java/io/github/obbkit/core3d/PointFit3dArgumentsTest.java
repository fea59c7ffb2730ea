package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.PointFit3d.Method;
import java.util.List;
import org.joml.Vector3d;
import org.joml.Vector3dc;
import org.joml.Vector3f;
import org.joml.Vector3fc;
import org.junit.jupiter.api.Test;

/**
 * {@link PointFit3d}'s documented argument rules: every input form refuses what the javadoc says it
 * refuses, with the argument and the value named, accepts the boundary values, and reads only the
 * range it is given. The fits themselves are held to the testkit's oracle in {@code verification}.
 */
class PointFit3dArgumentsTest {
    private static final double[] FOUR = {0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 5};

    @Test
    void flatArray_ofNoPointOrNotWholePoints_isRejectedWithItsLength() {
        assertThatThrownBy(() -> PointFit3d.fit(new double[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xyz must hold x, y and z of at least one point, had length 0");
        assertThatThrownBy(() -> PointFit3d.fit(new double[4], Method.PCA))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xyz must hold x, y and z of at least one point, had length 4");
        assertThatThrownBy(() -> PointFit3d.fit(new double[5])).hasMessageEndingWith("had length 5");
    }

    @Test
    void nullArguments_areNamed() {
        assertThatThrownBy(() -> PointFit3d.fit((double[]) null)).isInstanceOf(NullPointerException.class)
                .hasMessage("xyz");
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("method");
        assertThatThrownBy(() -> PointFit3d.fit(null, 0, 1, Method.PCA)).hasMessage("xyz");
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, 0, 1, null)).hasMessage("method");
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, 0, 1, Method.PCA, null)).hasMessage("workspace");
        assertThatThrownBy(() -> PointFit3d.fit((Vector3dc[]) null, Method.PCA)).hasMessage("points");
        assertThatThrownBy(() -> PointFit3d.fit((Vector3dc[]) null, Method.PCA, new PointFitWorkspace3d()))
                .hasMessage("points");
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3dc[] {new Vector3d()}, Method.PCA, null))
                .hasMessage("workspace");
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3dc[] {new Vector3d()}, null)).hasMessage("method");
        assertThatThrownBy(() -> PointFit3d.fit((Vector3fc[]) null, Method.PCA)).hasMessage("points");
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3fc[] {new Vector3f()}, null)).hasMessage("method");
    }

    @Test
    void range_outsideTheArray_isRejectedWithOffsetCountAndLength() {
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, -1, 1, Method.PCA)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("offset must be >= 0, was -1");
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, 0, 0, Method.PCA)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be >= 1, was 0");
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, 1, 4, Method.PCA)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("offset + 3 * count must be <= xyz.length (12), was offset 1 and count 4");
        // 3 * count overflows an int: still refused, not read.
        assertThatThrownBy(() -> PointFit3d.fit(FOUR, 0, Integer.MAX_VALUE, Method.PCA))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("count " + Integer.MAX_VALUE);
    }

    @Test
    void range_endingAtTheArraysEnd_isAccepted_andItsLastPointIsInTheBox() {
        double[] xyz = {Double.NaN, 1, 1, 1, 4, 5, 6};
        for (Method m : Method.values()) {
            Obb3d box = PointFit3d.fit(xyz, 1, 2, m);
            assertThat(box.contains(1, 1, 1)).as("%s", m).isTrue();
            assertThat(box.contains(4, 5, 6)).as("%s", m).isTrue();
        }
    }

    @Test
    void valuesOutsideTheRange_areNeverRead() {
        double[] inside = {1, 2, 3, -4, 5, 0.5, 7, -1, 2, 0, 0, 9};
        double[] padded = new double[inside.length + 5];
        java.util.Arrays.fill(padded, Double.NaN);
        System.arraycopy(inside, 0, padded, 2, inside.length);
        for (Method m : Method.values()) {
            assertThat(PointFit3d.fit(padded, 2, 4, m)).as("%s", m).isEqualTo(PointFit3d.fit(inside, m));
        }
    }

    @Test
    void coordinates_atTheReach_areAccepted_andOneUlpBeyondOrNotFinite_areRejectedByIndex() {
        double reach = Obb3d.MAX_REACH;
        for (double v : new double[] {reach, -reach}) {
            Obb3d box = PointFit3d.fit(new double[] {0, 0, 0, 0, v, 0}, Method.PCA);
            assertThat(box.contains(0, v, 0)).isTrue();
        }
        double beyond = Math.nextUp(reach);
        assertThatThrownBy(() -> PointFit3d.fit(new double[] {0, 0, 0, 0, 0, 0, 0, -beyond, 0}, 0, 3, Method.PCA))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("xyz[7] must be finite and within " + reach + " of the origin, was " + -beyond);
        assertThatThrownBy(() -> PointFit3d.fit(new double[] {0, 0, Double.NaN}))
                .hasMessage("xyz[2] must be finite and within " + reach + " of the origin, was NaN");
        assertThatThrownBy(() -> PointFit3d.fit(new double[] {Double.POSITIVE_INFINITY, 0, 0}, Method.DITO_14))
                .hasMessageStartingWith("xyz[0] must be finite");
        Vector3dc[] points = {new Vector3d(), new Vector3d(0, 0, beyond)};
        assertThatThrownBy(() -> PointFit3d.fit(points, Method.PCA)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("points[1].z must be finite and within " + reach + " of the origin, was " + beyond);
        assertThatThrownBy(() -> PointFit3d.fit(List.of(new Vector3d(1, Double.NaN, 0)), Method.PCA))
                .hasMessageStartingWith("points[0].y must be finite");
        assertThatThrownBy(() -> PointFit3d.fitFloats(List.of(new Vector3f(), new Vector3f(Float.NaN, 0, 0)),
                Method.PCA)).hasMessageStartingWith("points[1].x must be finite");
    }

    @Test
    void emptyPointArrays_andNullElements_areRejectedByName() {
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3dc[0], Method.PCA))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("points must hold at least one point, had 0");
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3fc[0], Method.PCA))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("points must hold at least one point, had 0");
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3dc[] {new Vector3d(), null}, Method.PCA))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("points[1]");
        assertThatThrownBy(() -> PointFit3d.fit(new Vector3fc[] {null}, Method.PCA))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("points[0]");
    }

    @Test
    void everyInputForm_givesTheBoxOfTheFlatArray_bitForBit() {
        double[] xyz = {1.5, -2, 3, 4, 0.25, -1, -3, 7, 2, 0.5, 0.5, -6, 2, 2, 2};
        Vector3d[] d = new Vector3d[5];
        Vector3f[] f = new Vector3f[5];
        for (int i = 0; i < 5; i++) {
            d[i] = new Vector3d(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]);
            f[i] = new Vector3f((float) xyz[3 * i], (float) xyz[3 * i + 1], (float) xyz[3 * i + 2]);
        }
        PointFitWorkspace3d ws = new PointFitWorkspace3d();
        for (Method m : Method.values()) {
            Obb3d box = PointFit3d.fit(xyz, m);
            assertThat(PointFit3d.fit(d, m)).as("%s", m).isEqualTo(box);
            assertThat(PointFit3d.fit(d, m, ws)).as("%s", m).isEqualTo(box);
            assertThat(PointFit3d.fit(List.of(d), m)).as("%s", m).isEqualTo(box);
            // The values are floats exactly, so the float forms see the same numbers.
            assertThat(PointFit3d.fit(f, m)).as("%s", m).isEqualTo(box);
            assertThat(PointFit3d.fitFloats(List.of(f), m)).as("%s", m).isEqualTo(box);
            // A workspace grown by a larger set first still gives the same box.
            PointFit3d.fit(new double[60], 0, 20, m, ws);
            assertThat(PointFit3d.fit(xyz, 0, 5, m, ws)).as("%s", m).isEqualTo(box);
        }
        assertThat(PointFit3d.fit(xyz)).isEqualTo(PointFit3d.fit(xyz, Method.DITO_26));
    }
}
