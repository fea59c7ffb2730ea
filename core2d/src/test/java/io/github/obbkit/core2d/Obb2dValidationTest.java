package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.joml.Matrix2d;
import org.joml.Matrix2f;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bad argument of every Obb2d factory and method: NaN, infinities and negative extents, in
 * each argument position, fail with an IllegalArgumentException whose message names the argument
 * and the value.
 */
class Obb2dValidationTest {
    private static final double[] NON_FINITE = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    /** Negative values, down to the smallest; each is also a float, so the float overloads see it. */
    private static final double[] NEGATIVE = {-1.0, -0.5, -Float.MIN_VALUE};
    private static final double[] NEGATIVE_DOUBLE_ONLY = {-Double.MIN_VALUE, -1e-300};

    /** Asserts the call fails naming {@code name} and printing {@code value} after "was". */
    static void assertRejected(ThrowingCallable call, String name, double value) {
        assertThatThrownBy(call)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(name)
                .hasMessageContaining("was " + value);
    }

    /** Cases (name, position, bad value): every non-finite value everywhere, negatives where given. */
    static Stream<Arguments> cases(String[] names, boolean[] nonNegative, double... negatives) {
        List<Arguments> result = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            for (double bad : NON_FINITE) {
                result.add(arguments(names[i], i, bad));
            }
            if (nonNegative[i]) {
                for (double bad : negatives) {
                    result.add(arguments(names[i], i, bad));
                }
            }
        }
        return result.stream();
    }

    private static double[] concat(double[] a, double[] b) {
        double[] r = new double[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    private static double[] with(double[] base, int position, double value) {
        double[] v = base.clone();
        v[position] = value;
        return v;
    }

    // ------------------------------------------------------------------ of

    private static final String[] OF = {"centerX", "centerY", "angle", "halfExtentX", "halfExtentY"};
    private static final boolean[] OF_NON_NEGATIVE = {false, false, false, true, true};
    private static final double[] OF_BASE = {1, 2, 0.5, 3, 4};

    static Stream<Arguments> ofCases() {
        return cases(OF, OF_NON_NEGATIVE, concat(NEGATIVE, NEGATIVE_DOUBLE_ONLY));
    }

    static Stream<Arguments> ofFloatCases() {
        return cases(OF, OF_NON_NEGATIVE, NEGATIVE);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("ofCases")
    void of_rejectsABadArgument(String name, int position, double bad) {
        double[] v = with(OF_BASE, position, bad);
        assertRejected(() -> Obb2d.of(v[0], v[1], v[2], v[3], v[4]), name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("ofCases")
    void ofWithDoubleVectors_rejectsABadArgument(String name, int position, double bad) {
        double[] v = with(OF_BASE, position, bad);
        assertRejected(() -> Obb2d.of(new Vector2d(v[0], v[1]), v[2], new Vector2d(v[3], v[4])), name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("ofFloatCases")
    void ofWithFloatVectors_rejectsABadArgument(String name, int position, double bad) {
        double[] v = with(OF_BASE, position, bad);
        assertRejected(() -> Obb2d.of(new Vector2f((float) v[0], (float) v[1]), v[2],
                new Vector2f((float) v[3], (float) v[4])), name, (float) bad);
    }

    // ------------------------------------------------------------------ fromAxes

    private static final String[] AXES = {"centerX", "centerY", "axisX.x", "axisX.y", "axisY.x", "axisY.y",
        "halfExtentX", "halfExtentY"};
    private static final boolean[] AXES_NON_NEGATIVE = {false, false, false, false, false, false, true, true};
    private static final double[] AXES_BASE = {1, 2, 0, 1, -1, 0, 3, 4};

    static Stream<Arguments> fromAxesCases() {
        return cases(AXES, AXES_NON_NEGATIVE, concat(NEGATIVE, NEGATIVE_DOUBLE_ONLY));
    }

    static Stream<Arguments> fromAxesFloatCases() {
        return cases(AXES, AXES_NON_NEGATIVE, NEGATIVE);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromAxesCases")
    void fromAxes_rejectsABadArgument(String name, int position, double bad) {
        double[] v = with(AXES_BASE, position, bad);
        assertRejected(() -> Obb2d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]), name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromAxesCases")
    void fromAxesWithDoubleVectors_rejectsABadArgument(String name, int position, double bad) {
        double[] v = with(AXES_BASE, position, bad);
        assertRejected(() -> Obb2d.fromAxes(new Vector2d(v[0], v[1]), new Vector2d(v[2], v[3]),
                new Vector2d(v[4], v[5]), new Vector2d(v[6], v[7])), name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromAxesFloatCases")
    void fromAxesWithFloatVectors_rejectsABadArgument(String name, int position, double bad) {
        double[] v = with(AXES_BASE, position, bad);
        assertRejected(() -> Obb2d.fromAxes(new Vector2f((float) v[0], (float) v[1]),
                new Vector2f((float) v[2], (float) v[3]), new Vector2f((float) v[4], (float) v[5]),
                new Vector2f((float) v[6], (float) v[7])), name, (float) bad);
    }

    // ------------------------------------------------------------------ fromTransform

    private static final String[] TRANSFORM = {"transform.m00", "transform.m01", "transform.m10", "transform.m11",
        "transform.m20", "transform.m21"};
    private static final double[] TRANSFORM_BASE = {0, 1, -1, 0, 5, 6};
    private static final Aabb2d LOCAL = Aabb2d.fromCenter(1, 1, 2, 3);

    static Stream<Arguments> fromTransformCases() {
        return cases(TRANSFORM, new boolean[6]);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromTransformCases")
    void fromTransformWithDoubleMatrix_rejectsANonFiniteElement(String name, int position, double bad) {
        double[] m = with(TRANSFORM_BASE, position, bad);
        assertRejected(() -> Obb2d.fromTransform(new Matrix3x2d(m[0], m[1], m[2], m[3], m[4], m[5]), LOCAL),
                name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromTransformCases")
    void fromTransformWithFloatMatrix_rejectsANonFiniteElement(String name, int position, double bad) {
        double[] m = with(TRANSFORM_BASE, position, bad);
        assertRejected(() -> Obb2d.fromTransform(new Matrix3x2f((float) m[0], (float) m[1], (float) m[2],
                (float) m[3], (float) m[4], (float) m[5]), LOCAL), name, bad);
    }

    @Test
    void fromTransform_whoseResultOverflows_isRejected() {
        assertRejected(() -> Obb2d.fromTransform(new Matrix3x2d().scale(1e300, 1), Aabb2d.fromCenter(0, 0, 1e10, 1)),
                "transformed halfExtentX", Double.POSITIVE_INFINITY);
        assertRejected(() -> Obb2d.fromTransform(new Matrix3x2d().scale(1, 1e300), Aabb2d.fromCenter(0, 0, 1, 1e10)),
                "transformed halfExtentY", Double.POSITIVE_INFINITY);
        assertRejected(() -> Obb2d.fromTransform(new Matrix3x2d().translation(1.5e308, 0).scale(1e10, 1),
                Aabb2d.fromCenter(1e299, 0, 1, 1)), "transformed center x", Double.POSITIVE_INFINITY);
        assertRejected(() -> Obb2d.fromTransform(new Matrix3x2d().translation(0, -1.5e308).scale(1, 1e10),
                Aabb2d.fromCenter(0, -1e299, 1, 1)), "transformed center y", Double.NEGATIVE_INFINITY);
    }

    // ------------------------------------------------------------------ fromCovariance

    private static final String[] COVARIANCE = {"meanX", "meanY", "covariance[0][0]", "covariance[0][1]",
        "covariance[1][1]", "k"};
    private static final double[] COVARIANCE_BASE = {1, 2, 4, 1, 3, 2};

    static Stream<Arguments> fromCovarianceCases() {
        return cases(COVARIANCE, new boolean[6]);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource("fromCovarianceCases")
    void fromCovariance_rejectsANonFiniteArgument(String name, int position, double bad) {
        double[] v = with(COVARIANCE_BASE, position, bad);
        assertRejected(() -> Obb2d.fromCovariance(v[0], v[1], v[2], v[3], v[4], v[5]), name, bad);
    }

    /** JOML names: m01 is column 0, row 1; a symmetric matrix makes the order moot. */
    private static final String[] MATRIX = {"meanX", "meanY", "covariance[0][0]", "covariance[0][1]",
        "covariance[1][0]", "covariance[1][1]", "k"};
    private static final double[] MATRIX_BASE = {1, 2, 4, 1, 1, 3, 2};

    static Stream<Arguments> offDiagonalMatrixCases() {
        return cases(MATRIX, new boolean[7]).filter(a -> {
            int position = (int) a.get()[1];
            return position != 2 && position != 5;
        });
    }

    static Stream<Arguments> infiniteDiagonalMatrixCases() {
        return cases(MATRIX, new boolean[7]).filter(a -> {
            int position = (int) a.get()[1];
            return (position == 2 || position == 5) && !Double.isNaN((double) a.get()[2]);
        });
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource({"offDiagonalMatrixCases", "infiniteDiagonalMatrixCases"})
    void fromCovarianceWithDoubleMatrix_rejectsANonFiniteElement(String name, int position, double bad) {
        double[] v = with(MATRIX_BASE, position, bad);
        assertRejected(() -> Obb2d.fromCovariance(new Vector2d(v[0], v[1]), new Matrix2d(v[2], v[3], v[4], v[5]),
                v[6]), name, bad);
    }

    @ParameterizedTest(name = "{0} = {2}")
    @MethodSource({"offDiagonalMatrixCases", "infiniteDiagonalMatrixCases"})
    void fromCovarianceWithFloatMatrix_rejectsANonFiniteElement(String name, int position, double bad) {
        double[] v = with(MATRIX_BASE, position, bad);
        assertRejected(() -> Obb2d.fromCovariance(new Vector2f((float) v[0], (float) v[1]),
                new Matrix2f((float) v[2], (float) v[3], (float) v[4], (float) v[5]), v[6]), name, bad);
    }

    @ParameterizedTest(name = "{0} = NaN")
    @CsvSource({"covariance[0][0], 2", "covariance[1][1], 5"})
    void fromCovarianceWithMatrix_rejectsANaNVarianceNamingIt(String name, int position) {
        double[] v = with(MATRIX_BASE, position, Double.NaN);
        assertRejected(() -> Obb2d.fromCovariance(new Vector2d(v[0], v[1]), new Matrix2d(v[2], v[3], v[4], v[5]),
                v[6]), name, Double.NaN);
        assertRejected(() -> Obb2d.fromCovariance(new Vector2f((float) v[0], (float) v[1]),
                new Matrix2f((float) v[2], (float) v[3], (float) v[4], (float) v[5]), v[6]), name, Double.NaN);
    }

    @Test
    void fromCovarianceWithMatrix_rejectsANaNVarianceAtAll() {
        // what holds today despite the bug above: the NaN does not get through
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(Double.NaN, 0, 0, 1), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NaN");
        assertThatThrownBy(() -> Obb2d.fromCovariance(new Vector2f(), new Matrix2f(1, 0, 0, Float.NaN), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NaN");
    }

    @Test
    void fromCovariance_whoseExtentOverflows_isRejected() {
        assertThatThrownBy(() -> Obb2d.fromCovariance(0, 0, 1e300, 0, 1, 1e300))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k-sigma extent").hasMessageContaining("Infinity");
    }

    // ------------------------------------------------------------------ methods

    @ParameterizedTest(name = "dx, dy = {0}")
    @MethodSource("nonFinite")
    void translated_rejectsANonFiniteShift(double bad) {
        Obb2d box = Obb2d.of(0, 0, 0, 1, 1);
        assertRejected(() -> box.translated(bad, 0), "dx", bad);
        assertRejected(() -> box.translated(0, bad), "dy", bad);
        assertRejected(() -> box.translated(new Vector2d(bad, 0)), "dx", bad);
        assertRejected(() -> box.translated(new Vector2d(0, bad)), "dy", bad);
    }

    @Test
    void translated_whoseCentreOverflows_isRejected() {
        Obb2d box = Obb2d.of(1e299, -1e299, 0, 1, 1);
        assertRejected(() -> box.translated(Double.MAX_VALUE, 0), "translated centerX", Double.POSITIVE_INFINITY);
        assertRejected(() -> box.translated(0, -Double.MAX_VALUE), "translated centerY", Double.NEGATIVE_INFINITY);
    }

    @Test
    void translated_beyondTheMaximumReach_isRejected() {
        Obb2d box = Obb2d.of(1e299, -1e299, 0, 1, 1);
        assertThatThrownBy(() -> box.translated(1e300, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nonFinite")
    void rotated_rejectsANonFiniteAngleOrPivot(double bad) {
        Obb2d box = Obb2d.of(0, 0, 0, 1, 1);
        assertRejected(() -> box.rotated(bad), "angle", bad);
        assertRejected(() -> box.rotatedAbout(bad, 0, 0), "angle", bad);
        assertRejected(() -> box.rotatedAbout(1, bad, 0), "pivotX", bad);
        assertRejected(() -> box.rotatedAbout(1, 0, bad), "pivotY", bad);
    }

    @Test
    void rotatedAbout_whoseCentreOverflows_isRejected() {
        // a half turn about (-1e308, 0) sends x = 1e299 to about -2e308, beyond the doubles
        Obb2d box = Obb2d.of(1e299, 0, 0, 1, 1);
        assertThatThrownBy(() -> box.rotatedAbout(Math.PI, -1e308, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rotated centerX").hasMessageContaining("Infinity");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badTolerances")
    void contains_rejectsABadTolerance(double bad) {
        assertRejected(() -> Obb2d.of(0, 0, 0, 1, 1).contains(0, 0, bad), "tolerance", bad);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badTolerances")
    void isCloseTo_rejectsABadTolerance(double bad) {
        Obb2d box = Obb2d.of(0, 0, 0, 1, 1);
        assertRejected(() -> box.isCloseTo(box, bad), "tolerance", bad);
    }

    @Test
    void corners_intoTooShortAnArray_isRejected() {
        Obb2d box = Obb2d.of(0, 0, 0, 1, 1);
        assertThatThrownBy(() -> box.corners(new Vector2d[] {new Vector2d(), new Vector2d(), new Vector2d()}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dest").hasMessageContaining("4").hasMessageContaining("had 3");
        assertThatThrownBy(() -> box.corners(new double[7]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dest").hasMessageContaining("8").hasMessageContaining("had 7");
    }

    static Stream<Double> nonFinite() {
        return Stream.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);
    }

    static Stream<Double> badTolerances() {
        return Stream.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -1.0, -Double.MIN_VALUE);
    }

    @Test
    void aBoxWhoseCornersWouldOverflow_isRejected_soAabbAndCornersStayFinite() {
        assertThatThrownBy(() -> Obb2d.of(1e308, 0, 0, 1e308, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must lie within 1.0E300").hasMessageContaining("1.0E308");
        assertThatThrownBy(() -> Obb2d.fromAxes(0, -1e308, 1, 0, 0, 1, 1, 1e308))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
        Obb2d edge = Obb2d.of(1e300 - 2e299, 0, 0.5, 1e299, 1e299);
        assertThat(edge.aabb().maxX()).isFinite();
    }

    @Test
    void aBoxReachingExactlyTheMaximum_isAccepted() {
        assertThat(Obb2d.of(Obb2d.MAX_REACH, 0, 0, 0, 0).centerX()).isEqualTo(1e300);
        assertThat(Obb2d.of(0, -Obb2d.MAX_REACH, 0, 0, 0).centerY()).isEqualTo(-1e300);
        assertThat(Obb2d.of(5e299, 0, 0, 2.5e299, 2.5e299).halfExtentX()).isEqualTo(2.5e299);
    }

    @ParameterizedTest(name = "centre ({0}, {1}), half-extents ({2}, {3})")
    @CsvSource({
        "9e299, 0, 2e299, 0",
        "9e299, 0, 0, 2e299",
        "0, -9e299, 2e299, 0",
        "0, -9e299, 0, 2e299",
    })
    void reach_addsBothHalfExtentsToEachCentreCoordinate(double cx, double cy, double hx, double hy) {
        // Either half-extent can point along either world axis once the box turns, so 9e299 + 2e299
        // is beyond the reach whichever extent the 2e299 is.
        assertThatThrownBy(() -> Obb2d.of(cx, cy, 0, hx, hy))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must lie within 1.0E300");
    }
}
