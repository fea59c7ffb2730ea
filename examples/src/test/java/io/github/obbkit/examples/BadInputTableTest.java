package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core2d.SatAxis2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import io.github.obbkit.core3d.SatAxis3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FramePickWorkspace;
import io.github.obbkit.raycast.FramePicker;
import io.github.obbkit.raycast.Mesh3d;
import io.github.obbkit.raycast.MeshPickWorkspace;
import io.github.obbkit.raycast.MeshPicker3d;
import io.github.obbkit.raycast.MutableMeshPick;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.MutableTriangleHit;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.RayTriangle;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.SelectionMode;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.raycast.Unprojector;
import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.joml.Matrix2d;
import org.joml.Matrix2f;
import org.joml.Matrix3d;
import org.joml.Matrix3f;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.joml.Matrix4f;
import org.joml.Matrix4x3d;
import org.joml.Quaterniond;
import org.joml.Quaterniondc;
import org.joml.Quaternionf;
import org.joml.Vector2d;
import org.joml.Vector2dc;
import org.joml.Vector2f;
import org.joml.Vector3d;
import org.joml.Vector3dc;
import org.joml.Vector3f;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import io.github.obbkit.core2d.Contact2d;
import io.github.obbkit.core2d.Sweep2d;
import io.github.obbkit.core3d.ConservativeAdvancement3d;
import io.github.obbkit.core3d.Contact3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Sweep3d;
import io.github.obbkit.core3d.PointFit3d;

/**
 * docs/bad-input.md's table, row by row: each {@link Row}-annotated group checks every kind of input
 * its row lists, on every entry point it names, for an {@link IllegalArgumentException} whose message
 * names the argument and shows the offending value, and {@link NullPointerException} for {@code null}.
 * Where a row states a limit, a value just inside it is shown to pass, so the rejection is the
 * limit's and not an accident. {@link #everyRowOfTheReadmeTableHasAGroupOfTests_andEveryGroupARow()}
 * keeps the table and the groups from drifting apart.
 */
class BadInputTableTest {
    private static final double NAN = Double.NaN;
    private static final double INF = Double.POSITIVE_INFINITY;
    private static final Quaterniondc NO_TURN = new Quaterniond();
    private static final Obb2d BOX2 = Obb2d.of(0, 0, 0, 1, 1);
    private static final Obb3d BOX3 = Obb3d.of(0, 0, 0, NO_TURN, 1, 1, 1);
    private static final Aabb2d AABB2 = Aabb2d.fromCenter(0, 0, 1, 1);
    private static final Aabb3d AABB3 = Aabb3d.fromCenter(0, 0, 0, 1, 1, 1);
    private static final Ray2d RAY2 = Ray2d.of(-5, 0, 1, 0);
    private static final Ray3d RAY3 = Ray3d.of(-5, 0, 0, 1, 0, 0);
    private static final double[] X = {1, 0, 0};
    private static final double[] Y = {0, 1, 0};
    private static final double[] Z = {0, 0, 1};
    private static final Unprojector.DepthRange GL = Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE;

    /** The first cell of the bad-input table's row a group of tests checks, exactly as written there. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    @interface Row {
        String value();
    }

    /** The call throws an IllegalArgumentException whose message names {@code argument} and shows {@code value}. */
    private static void rejects(ThrowingCallable call, String argument, Object value) {
        assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(argument)
                .hasMessageContaining(String.valueOf(value));
    }

    private static void rejectsNull(ThrowingCallable call) {
        assertThatNullPointerException().isThrownBy(call);
    }

    private static void rejectsNull(ThrowingCallable call, String element) {
        assertThatNullPointerException().isThrownBy(call).withMessage(element);
    }

    private static Obb3d fromAxes3(double cz, double[] x, double[] y, double[] z, double hz) {
        return Obb3d.fromAxes(0, 0, cz, x[0], x[1], x[2], y[0], y[1], y[2], z[0], z[1], z[2], 1, 1, hz);
    }

    // ------------------------------------------------------------------------------------ the table

    /** The first cells of the table in docs/bad-input.md, header and rule left out. */
    static List<String> tableRows() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "bad-input.md"));
        int start = doc.indexOf("# Bad input\n");
        assertThat(start).as("docs/bad-input.md starts with '# Bad input'").isZero();
        int end = doc.indexOf("\n## ", start + 1);
        List<String> table = doc.substring(start, end < 0 ? doc.length() : end).lines()
                .filter(line -> line.startsWith("|"))
                .collect(Collectors.toList());
        assertThat(table.size()).as("the table's header, rule and rows").isGreaterThan(2);
        return table.subList(2, table.size()).stream()
                .map(line -> line.substring(1, line.indexOf('|', 1)).strip())
                .collect(Collectors.toList());
    }

    @Test
    void everyRowOfTheBadInputTableHasAGroupOfTests_andEveryGroupARow() throws IOException {
        List<String> rows = tableRows();
        List<Class<?>> groups = Arrays.stream(BadInputTableTest.class.getDeclaredClasses())
                .filter(c -> c.isAnnotationPresent(Row.class))
                .collect(Collectors.toList());
        List<String> covered = groups.stream().map(c -> c.getAnnotation(Row.class).value()).collect(Collectors.toList());

        assertThat(rows).as("rows of the bad-input table").doesNotHaveDuplicates();
        assertThat(covered).as("the @Row of each group of tests, against the table's rows")
                .doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(rows);
        for (Class<?> group : groups) {
            long tests = Arrays.stream(group.getDeclaredMethods()).filter((Method m) -> m.isAnnotationPresent(Test.class))
                    .count();
            assertThat(tests).as("tests in %s, for row %s", group.getSimpleName(), group.getAnnotation(Row.class).value())
                    .isPositive();
            assertThat(group.isAnnotationPresent(Nested.class)).as("%s is @Nested, so it runs", group.getSimpleName())
                    .isTrue();
        }
    }

    // ------------------------------------------------------------------------------------ rows

    @Nested
    @Row("`Obb2d.of`, `Obb3d.of`, `fromAxes`, `fromAabb`")
    class BoxFactories {
        @Test
        void nanOrInfiniteValues_areRejected() {
            rejects(() -> Obb2d.of(NAN, 0, 0, 1, 1), "centerX", NAN);
            rejects(() -> Obb2d.of(0, INF, 0, 1, 1), "centerY", INF);
            rejects(() -> Obb2d.of(0, 0, NAN, 1, 1), "angle", NAN);
            rejects(() -> Obb2d.of(0, 0, 0, INF, 1), "halfExtentX", INF);
            rejects(() -> Obb2d.of(new Vector2f(0, Float.NaN), 0, new Vector2f(1, 1)), "centerY", NAN);
            rejects(() -> Obb2d.fromAxes(0, 0, NAN, 0, 0, 1, 1, 1), "axisX.x", NAN);
            rejects(() -> Obb2d.fromAxes(0, 0, 1, 0, 0, -INF, 1, 1), "axisY.y", -INF);
            rejects(() -> Obb3d.of(0, 0, NAN, NO_TURN, 1, 1, 1), "centerZ", NAN);
            rejects(() -> Obb3d.of(0, 0, 0, new Quaterniond(0, 0, INF, 1), 1, 1, 1), "rotation.z", INF);
            rejects(() -> Obb3d.of(0, 0, 0, NO_TURN, 1, 1, NAN), "halfExtentZ", NAN);
            rejects(() -> Obb3d.of(new Vector3f(), new Quaternionf(Float.NaN, 0, 0, 1), new Vector3f(1, 1, 1)),
                    "rotation.x", NAN);
            rejects(() -> fromAxes3(INF, X, Y, Z, 1), "centerZ", INF);
            rejects(() -> fromAxes3(0, X, new double[] {0, NAN, 0}, Z, 1), "axisY.y", NAN);
            // fromAabb takes an Aabb2d or Aabb3d, whose factories refuse NaN and infinite bounds (below).
        }

        @Test
        void negativeHalfExtents_areRejected_butMinusZeroIsZero() {
            rejects(() -> Obb2d.of(0, 0, 0, -1, 1), "halfExtentX", -1.0);
            rejects(() -> Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1, -0.5), "halfExtentY", -0.5);
            rejects(() -> Obb3d.of(0, 0, 0, NO_TURN, 1, -2, 1), "halfExtentY", -2.0);
            rejects(() -> fromAxes3(0, X, Y, Z, -Double.MIN_VALUE), "halfExtentZ", -Double.MIN_VALUE);
            assertThat(Obb2d.of(0, 0, 0, -0.0, 1).halfExtentX()).isEqualTo(0.0);
        }

        @Test
        void axesNotUnitOrNotPerpendicular_beyondTheTolerance_areRejected() {
            double tilt = Math.sin(1e-3);
            double cos = Math.cos(1e-3);
            rejects(() -> Obb2d.fromAxes(0, 0, 1.001, 0, 0, 1, 1, 1), "axisX", 1.001);
            rejects(() -> Obb2d.fromAxes(0, 0, 1, 0, tilt, cos, 1, 1), "axisY", tilt);
            rejects(() -> fromAxes3(0, X, Y, new double[] {0, 0, 1.5}, 1), "axisZ", 1.5);
            rejects(() -> fromAxes3(0, X, new double[] {0, cos, tilt}, Z, 1), "axisZ", tilt);
            rejects(() -> Obb3d.of(0, 0, 0, new Quaterniond(0, 0, 0, 2), 1, 1, 1), "rotation", 2.0);
            rejects(() -> Obb3d.of(new Vector3f(), new Quaternionf(0, 0, 0.5f, 0.5f), new Vector3f(1, 1, 1)),
                    "rotation", 0.5);
            // Within AXIS_TOLERANCE = 1e-5, float-rounded axes pass and are re-orthonormalised.
            assertThat(Obb2d.fromAxes(0, 0, 1 + 1e-6, 0, 0, 1, 1, 1).axisXx()).isCloseTo(1, within(1e-15));
            assertThat(Obb3d.of(0, 0, 0, new Quaterniond(0, 0, 0, 1 + 1e-6), 1, 1, 1).axisXx()).isCloseTo(1, within(1e-15));
        }

        @Test
        void boxesReachingBeyondMaxReach_areRejected() {
            rejects(() -> Obb2d.of(2e300, 0, 0, 1, 1), "center", 2e300);
            rejects(() -> Obb2d.fromAxes(0, 0, 1, 0, 0, 1, 1e300, 1e300), "half-extents", 1e300);
            rejects(() -> Obb3d.of(0, -2e300, 0, NO_TURN, 1, 1, 1), "center", -2e300);
            rejects(() -> Obb2d.fromAabb(Aabb2d.of(-1e300, 0, 1e300, 1e299)), "half-extents", 1e300);
            rejects(() -> Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1e300, 1e300, 1e300)), "center", 5e299);
            assertThat(Obb2d.of(Obb2d.MAX_REACH, 0, 0, 0, 0).centerX()).as("at the reach itself").isEqualTo(1e300);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Obb2d.of((Vector2dc) null, 0, new Vector2d(1, 1)));
            rejectsNull(() -> Obb3d.of(0, 0, 0, (Quaterniondc) null, 1, 1, 1));
            rejectsNull(() -> Obb3d.fromAxes((Vector3dc) null, new Vector3d(1, 0, 0), new Vector3d(0, 1, 0),
                    new Vector3d(0, 0, 1), new Vector3d(1, 1, 1)));
            rejectsNull(() -> Obb2d.fromAabb(null));
            rejectsNull(() -> Obb3d.fromAabb(null));
        }
    }

    @Nested
    @Row("`fromTransform` (`Matrix3x2d/f`, `Matrix4d/f`, `Matrix4x3d`)")
    class Transforms {
        @Test
        void nanOrInfiniteElements_areRejected() {
            rejects(() -> Obb2d.fromTransform(new Matrix3x2d(NAN, 0, 0, 1, 0, 0), AABB2), "transform.m00", NAN);
            rejects(() -> Obb2d.fromTransform(new Matrix3x2f(1, 0, 0, 1, 0, Float.POSITIVE_INFINITY), AABB2),
                    "transform.m21", INF);
            rejects(() -> Obb3d.fromTransform(new Matrix4d().m31(NAN), AABB3), "transform.m31", NAN);
            rejects(() -> Obb3d.fromTransform(new Matrix4f().m12(Float.NEGATIVE_INFINITY), AABB3), "transform.m12", -INF);
            rejects(() -> Obb3d.fromTransform(new Matrix4x3d().m20(NAN), AABB3), "transform.m20", NAN);
        }

        @Test
        void shear_beyondTheTolerance_isRejected() {
            rejects(() -> Obb2d.fromTransform(new Matrix3x2d(1, 0, 0.6, 0.8, 0, 0), AABB2), "transform", 0.6);
            rejects(() -> Obb3d.fromTransform(new Matrix4d().m10(0.6).m11(0.8), AABB3), "transform", 0.6);
            rejects(() -> Obb3d.fromTransform(new Matrix4x3d().m21(0.6).m22(0.8), AABB3), "transform", 0.6);
            assertThat(Obb2d.fromTransform(new Matrix3x2d(1, 0, 1e-6, 1, 0, 0), AABB2)).as("within 1e-5").isNotNull();
        }

        @Test
        void aProjectiveBottomRow_isRejected() {
            rejects(() -> Obb3d.fromTransform(new Matrix4d().m03(0.5), AABB3), "transform", 0.5);
            rejects(() -> Obb3d.fromTransform(new Matrix4f().m33(2), AABB3), "transform", 2.0);
            // Matrix3x2d/f and Matrix4x3d have no bottom row: they are affine by construction.
        }

        @Test
        void aResultThatOverflowsOrReachesBeyondMaxReach_isRejected() {
            rejects(() -> Obb2d.fromTransform(new Matrix3x2d().scaling(1e300), AABB2), "half-extents", 1e300);
            rejects(() -> Obb3d.fromTransform(new Matrix4d().scaling(1e300), Aabb3d.fromCenter(0, 0, 0, 1e10, 1, 1)),
                    "transformed halfExtentX", INF);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Obb2d.fromTransform((Matrix3x2d) null, AABB2));
            rejectsNull(() -> Obb3d.fromTransform(new Matrix4d(), null));
        }
    }

    @Nested
    @Row("`fromCovariance`")
    class Covariances {
        @Test
        void nanOrInfiniteEntriesOrMean_areRejected() {
            rejects(() -> Obb2d.fromCovariance(0, 0, NAN, 0, 1, 3), "covariance[0][0]", NAN);
            rejects(() -> Obb2d.fromCovariance(INF, 0, 1, 0, 1, 3), "meanX", INF);
            rejects(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 0, NAN, 1), 3), "covariance[1][0]", NAN);
            rejects(() -> Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, INF, 1, 3), "covariance[1][2]", INF);
            rejects(() -> Obb3d.fromCovariance(0, 0, NAN, 1, 0, 0, 1, 0, 1, 3), "meanZ", NAN);
            rejects(() -> Obb3d.fromCovariance(new Vector3f(), new Matrix3f().m21(Float.NaN), 3), "covariance[1][2]",
                    NAN);
        }

        @Test
        void asymmetry_beyondTheTolerance_isRejected() {
            rejects(() -> Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 0.5, 0, 1), 3), "covariance", 0.5);
            rejects(() -> Obb3d.fromCovariance(new Vector3d(), new Matrix3d().m01(0.25), 3), "covariance", 0.25);
            assertThat(Obb2d.fromCovariance(new Vector2d(), new Matrix2d(1, 1e-7, 0, 1), 3)).as("within 1e-6")
                    .isNotNull();
        }

        @Test
        void aNegativeEigenvalue_beyondTheTolerance_isRejected() {
            rejects(() -> Obb2d.fromCovariance(0, 0, 1, 0, -1, 3), "covariance", -1.0);
            rejects(() -> Obb2d.fromCovariance(0, 0, 1, 2, 1, 3), "covariance", 2.0);
            rejects(() -> Obb3d.fromCovariance(0, 0, 0, 1, 2, 0, 1, 0, 1, 3), "covariance", 2.0);
            assertThat(Obb2d.fromCovariance(0, 0, 1, 0, -1e-7, 3).halfExtentY()).as("within 1e-6: a flat splat")
                    .isZero();
        }

        @Test
        void kNotPositive_isRejected() {
            rejects(() -> Obb2d.fromCovariance(0, 0, 1, 0, 1, 0), "k", 0.0);
            rejects(() -> Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 0, 1, -3), "k", -3.0);
            rejects(() -> Obb2d.fromCovariance(new Vector2f(), new Matrix2f(), NAN), "k", NAN);
        }

        @Test
        void extentsThatOverflowOrReachBeyondMaxReach_areRejected() {
            rejects(() -> Obb2d.fromCovariance(0, 0, 1e300, 0, 1e300, 1e300), "k-sigma extent", INF);
            rejects(() -> Obb3d.fromCovariance(0, 0, 0, 1, 0, 0, 1, 0, 1, 1e300), "half-extents", 1e300);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Obb2d.fromCovariance((Vector2dc) null, new Matrix2d(), 3));
            rejectsNull(() -> Obb3d.fromCovariance(new Vector3d(), (Matrix3d) null, 3));
        }
    }

    @Nested
    @Row("`Aabb2d.of`, `Aabb3d.of`, `fromCenter`")
    class AxisAlignedBoxes {
        @Test
        void nanOrInfiniteValues_areRejected() {
            rejects(() -> Aabb2d.of(NAN, 0, 1, 1), "minX", NAN);
            rejects(() -> Aabb3d.of(0, 0, 0, 1e301, 1, 1), "maxX must be within 1.0E300", 1e301);
            rejects(() -> Aabb2d.fromCenter(0, 1e300, 1, 1e299), "maxY must be within 1.0E300", 1.1e300);
            rejects(() -> Aabb2d.of(new Vector2d(0, 0), new Vector2d(1, INF)), "maxY", INF);
            rejects(() -> Aabb3d.of(0, 0, 0, 1, 1, NAN), "maxZ", NAN);
            rejects(() -> Aabb3d.of(new Vector3f(0, Float.NEGATIVE_INFINITY, 0), new Vector3f(1, 1, 1)), "minY", -INF);
            rejects(() -> Aabb2d.fromCenter(NAN, 0, 1, 1), "centerX", NAN);
            rejects(() -> Aabb3d.fromCenter(0, 0, 0, 1, INF, 1), "halfExtentY", INF);
        }

        @Test
        void aMinimumAboveItsMaximum_isRejected_butEqualIsAFlatBox() {
            rejects(() -> Aabb2d.of(2, 0, 1, 1), "minX", 2.0);
            rejects(() -> Aabb3d.of(0, 0, 5, 1, 1, 4), "minZ", 5.0);
            assertThat(Aabb2d.of(0, 1, 0, 1).halfExtentX()).isZero();
        }

        @Test
        void aNegativeExtent_isRejected() {
            rejects(() -> Aabb2d.fromCenter(0, 0, -1, 1), "halfExtentX", -1.0);
            rejects(() -> Aabb3d.fromCenter(0, 0, 0, 1, 1, -2), "halfExtentZ", -2.0);
        }

        @Test
        void boundsThatOverflow_areRejected_namingTheBound() {
            rejects(() -> Aabb2d.fromCenter(1e308, 0, 1e308, 0), "maxX", INF);
            rejects(() -> Aabb3d.fromCenter(0, 0, -1e308, 0, 0, 1e308), "minZ", -INF);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Aabb2d.of((Vector2dc) null, new Vector2d()));
            rejectsNull(() -> Aabb3d.of(new Vector3d(), (Vector3dc) null));
        }
    }

    @Nested
    @Row("`contains`, `containsExact`, `closestPoint`, `distanceSquared`, `isCloseTo`")
    class PointQueries {
        @Test
        void nanOrInfinitePoints_areRejected() {
            rejects(() -> BOX2.contains(NAN, 0), "x", NAN);
            rejects(() -> BOX2.contains(new Vector2f(0, Float.POSITIVE_INFINITY)), "y", INF);
            rejects(() -> BOX3.contains(0, 0, NAN), "z", NAN);
            rejects(() -> BOX3.contains(new Vector3d(INF, 0, 0)), "x", INF);
            rejects(() -> AABB2.contains(0, -INF), "y", -INF);
            rejects(() -> AABB3.contains(NAN, 0, 0), "x", NAN);
            rejects(() -> AABB3.contains(new Vector3f(0, 0, Float.POSITIVE_INFINITY)), "z", INF);
            rejects(() -> BOX3.closestPoint(0, NAN, 0, new Vector3d()), "y", NAN);
            rejects(() -> BOX3.distanceSquared(new Vector3d(0, 0, INF)), "z", INF);
            rejects(() -> Sat2d.containsExact(BOX2, NAN, 0), "x", NAN);
            rejects(() -> Sat3d.containsExact(BOX3, 0, 0, -INF), "z", -INF);
        }

        @Test
        void pointsBeyond1e300_areRejectedByEveryPointQuery() {
            rejects(() -> BOX3.closestPoint(2e300, 0, 0, new Vector3d()), "x", 2e300);
            rejects(() -> BOX3.distanceSquared(0, -2e300, 0), "y", -2e300);
            rejects(() -> BOX3.contains(2e300, 0, 0), "x must be within 1.0E300", 2e300);
            rejects(() -> BOX2.contains(0, -2e300), "y must be within 1.0E300", -2e300);
            assertThat(BOX3.contains(1e300, 0, 0)).as("at 1e300 itself").isFalse();
            rejects(() -> Sat3d.containsExact(BOX3, 2e300, 0, 0), "x must be within 1.0E300", 2e300);
            rejects(() -> Sat2d.containsExact(BOX2, 0, -2e300), "y must be within 1.0E300", -2e300);
            assertThat(BOX3.distanceSquared(1e300, 0, 0)).as("at 1e300 itself").isEqualTo(Double.POSITIVE_INFINITY);
        }

        @Test
        void negativeNanOrInfiniteTolerances_areRejected() {
            Ray3d ray = RAY3;
            RayHit hit = RayHit.of(0, 1, null, null);
            Pick pick = Pick.of(0, 1, null);
            rejects(() -> BOX2.contains(0, 0, -1), "tolerance", -1.0);
            rejects(() -> BOX3.contains(0, 0, 0, NAN), "tolerance", NAN);
            rejects(() -> BOX2.isCloseTo(BOX2, -0.5), "tolerance", -0.5);
            rejects(() -> BOX3.isCloseTo(BOX3, INF), "tolerance", INF);
            rejects(() -> AABB2.isCloseTo(AABB2, -1e-9), "tolerance", -1e-9);
            rejects(() -> AABB3.isCloseTo(AABB3, NAN), "tolerance", NAN);
            rejects(() -> ray.isCloseTo(ray, -1), "tolerance", -1.0);
            rejects(() -> hit.isCloseTo(hit, NAN), "tolerance", NAN);
            rejects(() -> pick.isCloseTo(pick, -2), "tolerance", -2.0);
            assertThat(BOX2.contains(1, 1, 0)).as("a zero tolerance").isTrue();
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> BOX2.contains((Vector2dc) null));
            rejectsNull(() -> BOX3.isCloseTo(null, 1));
            rejectsNull(() -> BOX3.closestPoint(0, 0, 0, null));
            rejectsNull(() -> Sat3d.containsExact(null, 0, 0, 0), "box");
            rejectsNull(() -> Sat2d.containsExact(null, 0, 0), "box");
            rejectsNull(() -> Sat3d.intersectsExact(BOX3, null), "b");
            rejectsNull(() -> Sat2d.intersectsExact(null, BOX2), "a");
        }
    }

    @Nested
    @Row("`translated`, `rotated`, `rotatedAbout`")
    class Motions {
        @Test
        void nanOrInfiniteShiftsAnglesOrPivots_areRejected() {
            rejects(() -> BOX2.translated(NAN, 0), "dx", NAN);
            rejects(() -> BOX2.translated(new Vector2d(0, INF)), "dy", INF);
            rejects(() -> BOX3.translated(0, 0, -INF), "dz", -INF);
            rejects(() -> BOX3.translated(new Vector3d(NAN, 0, 0)), "dx", NAN);
            rejects(() -> BOX2.rotated(NAN), "angle", NAN);
            rejects(() -> BOX2.rotatedAbout(INF, 0, 0), "angle", INF);
            rejects(() -> BOX2.rotatedAbout(0.5, NAN, 0), "pivotX", NAN);
            rejects(() -> BOX2.rotatedAbout(0.5, 0, -INF), "pivotY", -INF);
        }

        @Test
        void resultsBeyondTheReach_areRejected() {
            Obb2d far = Obb2d.of(1e300, 0, 0, 1, 1);
            rejects(() -> BOX2.translated(2e300, 0), "center", 2e300);
            rejects(() -> BOX3.translated(0, 0, -2e300), "center", -2e300);
            rejects(() -> far.translated(Double.MAX_VALUE, 0), "translated centerX", INF);
            rejects(() -> far.rotatedAbout(Math.PI, -1e300, 0), "center", -3e300);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> BOX2.translated((Vector2dc) null));
            rejectsNull(() -> BOX3.translated((Vector3dc) null));
        }
    }

    @Nested
    @Row("`corners(dest)`")
    class Corners {
        @Test
        void arraysTooShort_areRejected_withTheirLength() {
            rejects(() -> BOX2.corners(new double[7]), "dest", 7);
            rejects(() -> BOX2.corners(new Vector2d[3]), "dest", 3);
            rejects(() -> BOX3.corners(new double[23]), "dest", 23);
            rejects(() -> BOX3.corners(new Vector3d[0]), "dest", 0);
            assertThat(BOX2.corners(new double[10])).as("longer is fine").hasSize(10);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> BOX2.corners((double[]) null));
            rejectsNull(() -> BOX3.corners(new Vector3d[8]));
        }
    }

    @Nested
    @Row("`Obb3dBatch.withCapacity`, `get`, `set`, element reads, `addFrom`, `testEach`")
    class Batches {
        @Test
        void negativeCapacities_andIndicesOutsideTheSize_areRejected() {
            rejects(() -> Obb3dBatch.withCapacity(-1), "capacity", -1);
            rejects(() -> Obb3dBatch.withCapacity(Integer.MAX_VALUE), "capacity", Integer.MAX_VALUE);
            Obb3dBatch batch = Obb3dBatch.of(BOX3, BOX3);
            rejects(() -> batch.get(2), "index", 2);
            rejects(() -> batch.get(-1), "index", -1);
            rejects(() -> batch.set(7, BOX3), "index", 7);
            assertThat(batch.get(1)).as("the last index is fine").isEqualTo(BOX3);
            assertThat(Obb3dBatch.withCapacity(0).size()).as("capacity 0 is fine").isZero();
        }

        @Test
        void readsCopiesAndTests_rejectIndicesOffsetsAndRangesTheyCannotHonour() {
            Obb3dBatch batch = Obb3dBatch.of(BOX3, BOX3);
            rejects(() -> batch.centerX(2), "index", 2);
            rejects(() -> batch.halfExtentZ(-1), "index", -1);
            rejects(() -> Obb3dBatch.withCapacity(0).addFrom(batch, 2), "index", 2);
            rejects(() -> batch.get(0, new double[15], -1), "offset", -1);
            rejects(() -> batch.get(0, new double[15], 1), "dest", 15);
            rejects(() -> batch.get(2, new double[15], 0), "index", 2);
            assertThat(batch.get(1, new double[15], 0)[12]).as("room for exactly 15 is fine")
                    .isEqualTo(BOX3.halfExtentX());
            Obb3dBatch.BoxTest any = (cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy, hz) -> true;
            rejects(() -> batch.testEach(-1, 1, any), "from", -1);
            rejects(() -> batch.testEach(0, -1, any), "count", -1);
            rejects(() -> batch.testEach(1, 2, any), "count", 2);
            rejects(() -> Obb3dBatch.withCapacity(70).testEach(0, 65, any), "count", 65);
            assertThat(batch.testEach(0, 2, any)).as("the whole batch is fine").isEqualTo(3L);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            Obb3dBatch batch = Obb3dBatch.of(BOX3);
            rejectsNull(() -> batch.add(null));
            rejectsNull(() -> batch.set(0, null));
            rejectsNull(() -> Obb3dBatch.of((Obb3d[]) null));
            rejectsNull(() -> Obb3dBatch.of(BOX3, null), "boxes[1]");
            rejectsNull(() -> Obb3dBatch.of(Arrays.asList(null, BOX3)), "boxes[0]");
            rejectsNull(() -> batch.addFrom(null, 0), "source");
            rejectsNull(() -> batch.testEach(0, 1, null), "test");
            rejectsNull(() -> batch.get(0, null, 0), "dest");
        }
    }

    @Nested
    @Row("`Sat3dBatch.intersectsEach`, `Sat3dBatch.intersecting`")
    class BatchQueries {
        private final Obb3dBatch batch = Obb3dBatch.of(BOX3, BOX3, BOX3);

        @Test
        void rangesOutsideTheBatch_areRejected_withTheirValues() {
            rejects(() -> Sat3dBatch.intersectsEach(BOX3, batch, -1, 1, new long[1], 0), "from", -1);
            rejects(() -> Sat3dBatch.intersecting(BOX3, batch, 0, -4, new int[3], 0), "count", -4);
            rejects(() -> Sat3dBatch.intersectsEach(BOX3, batch, 2, 2, new long[1], 0), "from + count", 4);
            assertThat(Sat3dBatch.intersectsEach(BOX3, batch, 1, 2, new long[1], 0)).as("the whole rest is fine").isEqualTo(2);
        }

        @Test
        void destinationsWithoutRoom_orNegativeOffsets_areRejected() {
            rejects(() -> Sat3dBatch.intersectsEach(BOX3, batch, 0, 3, new long[1], 62), "hits", 65);
            rejects(() -> Sat3dBatch.intersectsEach(BOX3, batch, 0, 3, new long[2], -1), "bitOffset", -1);
            rejects(() -> Sat3dBatch.intersecting(BOX3, batch, 0, 3, new int[4], 2), "indices", 5);
            rejects(() -> Sat3dBatch.intersecting(BOX3, batch, 0, 3, new int[4], -2), "indexOffset", -2);
            assertThat(Sat3dBatch.intersectsEach(BOX3, batch, 0, 3, new long[1], 61)).as("exactly enough bits is fine")
                    .isEqualTo(3);
            assertThat(Sat3dBatch.intersecting(BOX3, batch, 0, 3, new int[5], 2)).as("exactly enough room is fine")
                    .isEqualTo(3);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Sat3dBatch.intersectsEach(null, batch, 0, 1, new long[1], 0));
            rejectsNull(() -> Sat3dBatch.intersectsEach(BOX3, null, 0, 1, new long[1], 0));
            rejectsNull(() -> Sat3dBatch.intersecting(BOX3, batch, 0, 1, null, 0));
        }
    }

    @Nested
    @Row("`RayCaster3d.intersectsEach`, `intersecting`")
    class CasterBatches {
        private final RayCaster3d caster = RayCaster3d.of(RAY3);
        private final Obb3dBatch batch = Obb3dBatch.of(BOX3, BOX3, BOX3);

        @Test
        void badRangesAndShortDestinations_areRejected_withTheirValues() {
            rejects(() -> caster.intersectsEach(batch, -1, 1, new long[1], 0), "from", -1);
            rejects(() -> caster.intersecting(batch, 0, -2, new int[3], 0), "count", -2);
            rejects(() -> caster.intersectsEach(batch, 2, 2, new long[1], 0), "from + count", 4);
            rejects(() -> caster.intersectsEach(batch, 0, 1, new long[1], -5), "bitOffset", -5);
            rejects(() -> caster.intersecting(batch, 0, 1, new int[3], -6), "indexOffset", -6);
            rejects(() -> caster.intersectsEach(batch, 0, 3, new long[1], 62), "hits", 65);
            rejects(() -> caster.intersecting(batch, 0, 3, new int[3], 1), "indices", 4);
            assertThat(caster.intersectsEach(batch, 0, 3, new long[1], 61)).as("exactly enough bits is fine").isEqualTo(3);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> caster.intersectsEach(null, 0, 1, new long[1], 0));
            rejectsNull(() -> caster.intersecting(batch, 0, 1, (int[]) null, 0));
        }
    }

    @Nested
    @Row("`Ray2d.pointAt`, `Ray3d.pointAt`")
    class PointsOnRays {
        @Test
        void nanOrInfiniteT_isRejected() {
            rejects(() -> RAY2.pointAt(NAN, new Vector2d()), "t", NAN);
            rejects(() -> RAY3.pointAt(-INF, new Vector3d()), "t", -INF);
        }

        @Test
        void aTWhosePointOverflows_isRejected() {
            rejects(() -> Ray2d.of(1, 0, 2, 0).pointAt(Double.MAX_VALUE, new Vector2d()), "pointAt(t)",
                    Double.MAX_VALUE);
            rejects(() -> Ray3d.of(0, 0, 0, 2, 0, 0).pointAt(-Double.MAX_VALUE, new Vector3d()), "pointAt(t)", -INF);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> RAY3.pointAt(1, null), "dest");
        }
    }

    @Nested
    @Row("`Ray2d`, `Ray3d` (`of`, `through`)")
    class Rays {
        @Test
        void nanOrInfiniteOriginsOrDirections_areRejected() {
            rejects(() -> Ray2d.of(NAN, 0, 1, 0), "originX", NAN);
            rejects(() -> Ray3d.of(0, 1e301, 0, 1, 0, 0), "originY must be within 1.0E300", 1e301);
            rejects(() -> Ray2d.of(0, 0, 1, INF), "directionY", INF);
            rejects(() -> Ray3d.of(0, 0, -INF, 1, 0, 0), "originZ", -INF);
            rejects(() -> Ray3d.of(0, 0, 0, NAN, 1, 0), "directionX", NAN);
            rejects(() -> Ray3d.of(new Vector3f(Float.NaN, 0, 0), new Vector3f(1, 0, 0)), "originX", NAN);
            rejects(() -> Ray2d.through(0, 0, NAN, 1), "toX", NAN);
            rejects(() -> Ray3d.through(0, INF, 0, 1, 1, 1), "fromY", INF);
        }

        @Test
        void zeroDirections_areRejected() {
            rejects(() -> Ray2d.of(1, 2, 0, 0), "direction", "(0.0, 0.0)");
            rejects(() -> Ray3d.of(new Vector3d(), new Vector3d()), "direction", "(0.0, 0.0, 0.0)");
            rejects(() -> Ray2d.through(1, 2, 1, 2), "from and to", "(1.0, 2.0)");
            rejects(() -> Ray3d.through(1, 2, 3, 1, 2, 3), "from and to", "(1.0, 2.0, 3.0)");
        }

        @Test
        void directionsTooShortOrTooLongToSquare_areRejected() {
            rejects(() -> Ray3d.of(0, 0, 0, 1e-320, 0, 0), "direction", 1e-320);
            rejects(() -> Ray2d.of(0, 0, 1.7e308, 1.7e308), "direction", 1.7e308);
            rejects(() -> Ray3d.through(-1.7e308, 0, 0, 1.7e308, 0, 0), "fromX must be within 1.0E300", -1.7e308);
            assertThat(Ray3d.of(0, 0, 0, 1e-300, 0, 0).directionLength()).as("short, but normal").isEqualTo(1e-300);
            assertThat(Ray2d.of(0, 0, 1e307, 1e307).directionLength()).as("long, but finite").isFinite();
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Ray2d.of((Vector2dc) null, new Vector2d(1, 0)));
            rejectsNull(() -> Ray3d.through(new Vector3d(), (Vector3dc) null));
        }
    }

    @Nested
    @Row("`Unprojector.of`, `ray`, `rayFromNdc`")
    class PickingRays {
        private final int[] viewport = {0, 0, 800, 600};
        private final Matrix4d viewProjection = new Matrix4d().perspective(Math.toRadians(60), 800.0 / 600, 0.1, 100)
                .lookAt(0, 0, 10, 0, 0, 0, 0, 1, 0);
        private final Unprojector camera = Unprojector.of(viewProjection, GL);

        @Test
        void nanInfiniteOrSingularMatrices_andOnesThatLoseThePosition_areRejected() {
            rejects(() -> Unprojector.of(new Matrix4d().m00(NAN), GL), "viewProjection", NAN);
            rejects(() -> Unprojector.of(new Matrix4f().m11(Float.POSITIVE_INFINITY), GL), "viewProjection", INF);
            rejects(() -> Unprojector.of(new Matrix4d().zero(), GL), "viewProjection", "determinant 0.0");
            // Its inverse sends the near plane's w to 0: the near point is at infinity.
            Unprojector toInfinity = Unprojector.of(new Matrix4d().m23(1).invert(), GL);
            rejects(() -> toInfinity.rayFromNdc(0, 0), "viewProjection", "(0.0, 0.0)");
            rejects(() -> toInfinity.ray(400, 300, viewport), "viewProjection", "(400.0, 300.0)");
            // So far out that the near and far points round to the same double.
            rejects(() -> Unprojector.of(new Matrix4d().translation(0, 0, 1e17), GL).rayFromNdc(0, 0),
                    "near and far planes", "(0.0, 0.0)");
        }

        @Test
        void nanOrInfiniteWindowPositions_areRejected() {
            rejects(() -> camera.ray(NAN, 300, viewport), "windowX", NAN);
            rejects(() -> Unprojector.of(new Matrix4f(viewProjection), GL).ray(400, -INF, viewport), "windowY", -INF);
            rejects(() -> camera.rayFromNdc(INF, 0), "ndcX", INF);
            rejects(() -> Unprojector.of(new Matrix4f(viewProjection), GL).rayFromNdc(0, NAN), "ndcY", NAN);
        }

        @Test
        void viewportsTooShortOrOfZeroSize_areRejected() {
            rejects(() -> camera.ray(400, 300, new int[] {0, 0, 800}), "viewport", 3);
            rejects(() -> camera.ray(400, 300, new int[] {0, 0, 0, 600}), "viewport", 0);
            rejects(() -> camera.ray(400, 300, new int[] {0, 0, 800, -1}), "viewport", -1);
            assertThat(camera.ray(400, 300, viewport)).as("the example's call").isNotNull();
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Unprojector.of((Matrix4dc) null, GL));
            rejectsNull(() -> Unprojector.of(viewProjection, null));
            rejectsNull(() -> camera.ray(400, 300, null));
            rejectsNull(() -> camera.ray(400, 300, viewport, null, new Vector3d()));
        }
    }

    @Nested
    @Row("`Frustum.of` (`Matrix4dc`, `Matrix4fc`)")
    class Frustums {
        @Test
        void nanSingularBehindTheCameraOrTooFarMatrices_areRejected() {
            rejects(() -> Frustum.of(new Matrix4d().m00(NAN), Frustum.DepthRange.ZERO_TO_ONE), "viewProjection", NAN);
            rejects(() -> Frustum.of(new Matrix4f().m11(Float.POSITIVE_INFINITY), Frustum.DepthRange.ZERO_TO_ONE),
                    "viewProjection", INF);
            rejects(() -> Frustum.of(new Matrix4d().zero(), Frustum.DepthRange.ZERO_TO_ONE), "viewProjection",
                    "determinant 0.0");
            rejects(() -> Frustum.of(new Matrix4d().perspective(1, 1, -0.1, 10), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE),
                    "viewProjection", "w > 0");
            rejects(() -> Frustum.of(new Matrix4d().ortho(-1e301, 1e301, -1, 1, 1, 3), Frustum.DepthRange.ZERO_TO_ONE),
                    "viewProjection", "MAX_REACH");
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Frustum.of((Matrix4dc) null, Frustum.DepthRange.ZERO_TO_ONE), "viewProjection");
            rejectsNull(() -> Frustum.of(new Matrix4d(), null), "depth");
        }
    }

    @Nested
    @Row("`Frustum.corner`, `corners`, `planes`")
    class FrustumReads {
        private final Frustum frustum = Frustum.of(new Matrix4d().ortho(-1, 1, -1, 1, 1, 3),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);

        @Test
        void indicesOutOfRangeAndShortArrays_areRejected() {
            rejects(() -> frustum.corner(8, new Vector3d()), "index", 8);
            rejects(() -> frustum.corner(-1, new Vector3d()), "index", -1);
            rejects(() -> frustum.corners(new double[23]), "dest", 23);
            rejects(() -> frustum.planes(new double[2]), "dest", 2);
        }
    }

    @Nested
    @Row("`FrustumTest3d` (batch forms, bounds form)")
    class FrustumTests {
        private final Frustum frustum = Frustum.of(new Matrix4d().ortho(-1, 1, -1, 1, 1, 3),
                Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);

        @Test
        void indicesOutOfRangeAndBadBounds_areRejected() {
            Obb3dBatch batch = Obb3dBatch.of(BOX3);
            rejects(() -> FrustumTest3d.intersects(frustum, batch, 1), "index", 1);
            rejects(() -> FrustumTest3d.classify(frustum, batch, -1), "index", -1);
            rejects(() -> FrustumTest3d.classify(frustum, NAN, 0, 0, 1, 1, 1), "bounds", NAN);
            rejects(() -> FrustumTest3d.classify(frustum, 2, 0, 0, 1, 1, 1), "bounds", "min <= max");
            rejectsNull(() -> FrustumTest3d.intersects(null, BOX3), "frustum");
            rejectsNull(() -> FrustumTest3d.classify(frustum, (Obb3d) null), "box");
        }
    }

    @Nested
    @Row("`FrustumSelection3d.marquee`, `select`, `visible`")
    class Selections {
        private final Frustum camera = Frustum.of(new Matrix4d().perspective(Math.toRadians(60), 800.0 / 600, 0.1,
                100).lookAt(0, 0, 10, 0, 0, 0, 0, 1, 0), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        private final int[] viewport = {0, 0, 800, 600};

        @Test
        void badRectanglesViewportsAndShortDestinations_areRejected() {
            rejects(() -> FrustumSelection3d.marquee(camera, NAN, 0, 10, 10, viewport), "x0", NAN);
            rejects(() -> FrustumSelection3d.marquee(camera, 0, 0, 10, INF, viewport), "y1", INF);
            rejects(() -> FrustumSelection3d.marquee(camera, 5, 0, 5, 10, viewport), "rectangle", "5.0");
            rejects(() -> FrustumSelection3d.marquee(camera, 0, 0, 10, 10, new int[] {0, 0, 800}), "viewport", 3);
            rejects(() -> FrustumSelection3d.marquee(camera, 0, 0, 10, 10, new int[] {0, 0, 0, 600}), "viewport", 0);
            Obb3dBatch two = Obb3dBatch.of(BOX3, BOX3);
            rejects(() -> FrustumSelection3d.select(two, camera, SelectionMode.TOUCHING, new int[1]), "dest", 1);
            rejects(() -> FrustumSelection3d.visible(Bvh3d.build(two), camera, new PickWorkspace(), new int[1]),
                    "dest", 1);
            rejectsNull(() -> FrustumSelection3d.select(two, camera, null, new int[2]), "mode");
        }
    }

    @Nested
    @Row("`AabbTransform.transform`")
    class AabbTransforms {
        @Test
        void nanOrInfiniteElements_areRejected() {
            rejects(() -> AabbTransform.transform(new Matrix4d().m00(NAN), AABB3), "transform.m00", NAN);
            rejects(() -> AabbTransform.transform(new Matrix4f().m32(Float.POSITIVE_INFINITY), AABB3), "transform.m32",
                    INF);
            rejects(() -> AabbTransform.transform(new Matrix4x3d().m21(NAN), AABB3), "transform.m21", NAN);
            rejects(() -> AabbTransform.transform(new Matrix4d().m00(NAN), 0, 0, 0, 1, 1, 1, new double[6], 0),
                    "transform.m00", NAN);
            rejects(() -> AabbTransform.transform(new Matrix4f().m32(Float.POSITIVE_INFINITY), 0, 0, 0, 1, 1, 1,
                    new double[6], 0), "transform.m32", INF);
            rejects(() -> AabbTransform.transform(new Matrix4x3d().m21(NAN), 0, 0, 0, 1, 1, 1, new double[6], 0),
                    "transform.m21", NAN);
        }

        @Test
        void theRawKernel_rejectsNanInfiniteOrInvertedBounds() {
            rejects(() -> AabbTransform.transform(new Matrix4d(), NAN, 0, 0, 1, 1, 1, new double[6], 0), "minX", NAN);
            rejects(() -> AabbTransform.transform(new Matrix4f(), 0, 0, 0, 1, INF, 1, new double[6], 0), "maxY", INF);
            rejects(() -> AabbTransform.transform(new Matrix4x3d(), 0, 2, 0, 1, 1, 1, new double[6], 0),
                    "minY must be <= maxY", 2.0);
        }

        @Test
        void aProjectiveBottomRow_isRejected() {
            rejects(() -> AabbTransform.transform(new Matrix4d().m13(0.25), AABB3), "transform", 0.25);
            rejects(() -> AabbTransform.transform(new Matrix4f().m33(2), AABB3), "transform", 2.0);
            rejects(() -> AabbTransform.transform(new Matrix4d().m23(0.125), 0, 0, 0, 1, 1, 1, new double[6], 0),
                    "transform", 0.125);
        }

        @Test
        void boundsThatOverflow_areRejected() {
            rejects(() -> AabbTransform.transform(new Matrix4d().scaling(1e300), Aabb3d.fromCenter(0, 0, 0, 1e10, 1, 1)),
                    "transformed minX", -INF);
            rejects(() -> AabbTransform.transform(new Matrix4d().scaling(1e300), -5e9, -1, -1, 5e9, 1, 1,
                    new double[6], 0), "transformed minX", -INF);
        }

        @Test
        void aDestWithoutRoomForSixValuesAtTheOffset_isRejected() {
            rejects(() -> AabbTransform.transform(new Matrix4d(), 0, 0, 0, 1, 1, 1, new double[8], 3), "dest",
                    "offset + 6 = 9 elements, had 8");
            rejects(() -> AabbTransform.transform(new Matrix4f(), 0, 0, 0, 1, 1, 1, new double[6], -1), "offset", -1);
            rejects(() -> AabbTransform.transform(new Matrix4x3d(), 0, 0, 0, 1, 1, 1, new double[5], 0), "dest",
                    "had 5");
            assertThat(AabbTransform.transform(new Matrix4d(), 0, 0, 0, 1, 1, 1, new double[9], 3)).as("room exactly")
                    .containsExactly(0, 0, 0, 0, 0, 0, 1, 1, 1);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> AabbTransform.transform((Matrix4dc) null, AABB3));
            rejectsNull(() -> AabbTransform.transform(new Matrix4d(), (Aabb3d) null));
            rejectsNull(() -> AabbTransform.transform(new Matrix4d(), 0, 0, 0, 1, 1, 1, null, 0));
        }
    }

    @Nested
    @Row("`tMin`, `tMax` of `SlabRaycast.intersect` and `RayCaster3d.intersect`")
    class Ranges {
        private final MutableRayHit hit = new MutableRayHit();
        private final RayCaster3d caster = RayCaster3d.of(RAY3);

        @Test
        void nanBounds_areRejected() {
            rejects(() -> SlabRaycast.intersect(RAY3, BOX3, NAN, 1, hit), "tMin", NAN);
            rejects(() -> SlabRaycast.intersect(RAY3, AABB3, 0, NAN, hit), "tMax", NAN);
            rejects(() -> SlabRaycast.intersect(RAY2, BOX2, NAN, NAN, hit), "tMin", NAN);
            rejects(() -> SlabRaycast.intersect(RAY2, AABB2, 0, NAN, hit), "tMax", NAN);
            rejects(() -> caster.intersect(BOX3, NAN, 0, hit), "tMin", NAN);
            rejects(() -> caster.intersect(AABB3, 0, NAN, hit), "tMax", NAN);
        }

        @Test
        void reversedBounds_areRejected_butInfiniteOnesAreAllowed() {
            rejects(() -> SlabRaycast.intersect(RAY3, BOX3, 2, 1, hit), "tMin", "tMin=2.0");
            rejects(() -> caster.intersect(AABB3, INF, 0, hit), "tMin", "tMin=Infinity");
            rejects(() -> SlabRaycast.intersect(RAY2, BOX2, 0, -1, hit), "tMax", "tMax=-1.0");
            assertThat(SlabRaycast.intersect(RAY3, BOX3, -INF, INF, hit)).isTrue();
            assertThat(caster.intersect(BOX3, 4, 4, hit)).as("a single t").isTrue();
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> SlabRaycast.intersect(RAY3, BOX3, 0, 1, null));
            rejectsNull(() -> caster.intersect((Obb3d) null, 0, 1, hit));
        }
    }

    @Nested
    @Row("`Bvh3d.build`, `refit`, `box`, `ScanPicker3d.of`, `pickNearest`")
    class Hierarchies {
        @Test
        void aNullBox_isRejectedWithItsIndex() {
            Bvh3d bvh = Bvh3d.build(List.of(BOX3, BOX3));
            rejectsNull(() -> Bvh3d.build(new Obb3d[] {BOX3, null}), "boxes[1]");
            rejectsNull(() -> Bvh3d.build(Arrays.asList(null, BOX3)), "boxes[0]");
            rejectsNull(() -> bvh.refit(new Obb3d[] {BOX3, null}), "boxes[1]");
            rejectsNull(() -> ScanPicker3d.of(new Obb3d[] {null}), "boxes[0]");
            rejectsNull(() -> ScanPicker3d.of(Arrays.asList(BOX3, null)), "boxes[1]");
            rejectsNull(() -> ScanPicker3d.of(BOX3, null), "boxes[1]");
            assertThat(bvh.box(1)).as("a refused refit changes nothing").isEqualTo(BOX3);
        }

        @Test
        void aRefitWithAnotherNumberOfBoxes_isRejected() {
            Bvh3d bvh = Bvh3d.build(List.of(BOX3, BOX3));
            rejects(() -> bvh.refit(List.of(BOX3)), "boxes", "had 1");
            rejects(() -> bvh.refit(new Obb3d[] {BOX3, BOX3, BOX3}), "boxes", "had 3");
        }

        @Test
        void anIndexOutOfRange_isRejected() {
            Bvh3d bvh = Bvh3d.build(List.of(BOX3, BOX3));
            rejects(() -> bvh.box(2), "index", 2);
            rejects(() -> bvh.box(-1), "index", -1);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Bvh3d.build((List<Obb3d>) null));
            rejectsNull(() -> Bvh3d.build(List.of(BOX3)).pickNearest(null));
            rejectsNull(() -> ScanPicker3d.of(BOX3).pickNearest(null));
            rejectsNull(() -> ScanPicker3d.of((Obb3dBatch) null));
            rejectsNull(() -> Bvh3d.build(List.of(BOX3)).pickNearest(RAY3, null, new MutablePick()), "workspace");
            rejectsNull(() -> ScanPicker3d.of(BOX3).pickNearest(RAY3, new PickWorkspace(), null), "dest");
        }
    }

    @Nested
    @Row("`RayTriangle.intersect`, `boundaryBand`, `Mesh3d.of`, `MeshPicker3d.build`, `pickNearest`, `scanNearest`")
    class Triangles {
        private final Mesh3d mesh = Mesh3d.of(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, new int[] {0, 1, 2});

        @Test
        void aNonFiniteVertexOrRange_isRejectedByName() {
            MutableTriangleHit hit = new MutableTriangleHit();
            rejects(() -> RayTriangle.intersect(RAY3, Double.NaN, 0, 0, 1, 0, 0, 0, 1, 0, hit), "ax", "NaN");
            rejects(() -> RayTriangle.intersect(RAY3, 0, 0, 0, 1, Double.POSITIVE_INFINITY, 0, 0, 1, 0, hit), "by",
                    "Infinity");
            rejects(() -> RayTriangle.intersect(RAY3, 0, 0, 0, 1, 0, 0, 0, 1, Double.NaN, 0, 1, hit), "cz", "NaN");
            rejects(() -> RayTriangle.intersect(RAY3, 0, 0, 0, 1, 0, 0, 0, 1, 0, Double.NaN, 1, hit), "tMin", "NaN");
            rejects(() -> RayTriangle.intersect(RAY3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 1, hit), "tMin", "tMax=1.0");
            rejects(() -> RayTriangle.boundaryBand(RAY3, 0, 0, 0, 1, 0, 0, 0, 1, Double.NaN), "cz", "NaN");
        }

        @Test
        void badMeshArrays_areRejected() {
            rejects(() -> Mesh3d.of(new double[] {0, 0, 0, 1}, new int[] {0, 0, 0}), "vertices", 4);
            rejects(() -> Mesh3d.of(new double[] {0, 0, 0}, new int[] {0, 0}), "indices", 2);
            rejects(() -> Mesh3d.of(new double[] {0, 0, 0}, new int[0]), "indices", 0);
            rejects(() -> Mesh3d.of(new double[] {0, 0, 0, 1, Double.NaN, 0}, new int[] {0, 1, 0}), "vertices[4]",
                    "NaN");
            rejects(() -> Mesh3d.of(new double[] {0, 0, 0}, new int[] {0, 1, 0}), "indices[1]", 1);
            rejects(() -> Mesh3d.of(new double[] {0, 0, 0}, new int[] {0, 0, -1}), "indices[2]", -1);
        }

        @Test
        void objectsThatDoNotFit_areRejected() {
            rejects(() -> MeshPicker3d.build(List.of(BOX3, BOX3), List.of(mesh)), "boxes and meshes", "had 2 and 1");
            Obb3d small = Obb3d.of(0, 0, 0, NO_TURN, 0.5, 2, 2);
            rejects(() -> MeshPicker3d.build(List.of(BOX3, small), List.of(mesh, mesh)), "meshes[1]", "axis X");
            rejectsNull(() -> MeshPicker3d.build(List.of(BOX3, BOX3), Arrays.asList(mesh, null)), "meshes[1]");
        }

        @Test
        void nullArguments_throwNullPointerException() {
            MeshPicker3d picker = MeshPicker3d.build(List.of(BOX3), List.of(mesh));
            rejectsNull(() -> RayTriangle.intersect(null, 0, 0, 0, 1, 0, 0, 0, 1, 0, new MutableTriangleHit()));
            rejectsNull(() -> RayTriangle.intersect(RAY3, 0, 0, 0, 1, 0, 0, 0, 1, 0, null));
            rejectsNull(() -> Mesh3d.of(null, new int[] {0, 0, 0}));
            rejectsNull(() -> picker.pickNearest(null, new MeshPickWorkspace(), new MutableMeshPick()));
            rejectsNull(() -> picker.scanNearest(RAY3, null, new MutableMeshPick()));
            rejectsNull(() -> picker.pickNearest(RAY3, new MeshPickWorkspace(), null));
        }
    }

    @Nested
    @Row("`Mtv2d.of`, `Mtv3d.of`, `RayHit.of`, `Pick.of`, `BoxFace.of`")
    class ResultValues {
        @Test
        void nanInfiniteOrNonUnitNormals_areRejected() {
            rejects(() -> Mtv2d.of(NAN, 0, 1, SatAxis2d.A_X), "normalX", NAN);
            rejects(() -> Mtv3d.of(0, 0, INF, 1, SatAxis3d.A_X), "normalZ", INF);
            rejects(() -> Mtv2d.of(0.6, 0.6, 1, SatAxis2d.B_Y), "normal", 0.6);
            rejects(() -> Mtv3d.of(0, 0, 0, 1, SatAxis3d.B_Z), "normal", "(0.0, 0.0, 0.0)");
            assertThat(Mtv2d.of(1 + 5e-10, 0, 1, SatAxis2d.A_X)).as("within 1e-9").isNotNull();
        }

        @Test
        void negativeDepths_areRejected() {
            rejects(() -> Mtv2d.of(1, 0, -1, SatAxis2d.A_X), "depth", -1.0);
            rejects(() -> Mtv3d.of(1, 0, 0, -0.001, SatAxis3d.B_Z), "depth", -0.001);
        }

        @Test
        void nanOrReversedHitBounds_areRejected() {
            rejects(() -> RayHit.of(NAN, 1, null, null), "tMin", NAN);
            rejects(() -> RayHit.of(2, 1, BoxFace.of(0, -1), null), "tMin", "tMin=2.0");
        }

        @Test
        void negativeIndicesOrT_areRejected() {
            rejects(() -> Pick.of(-1, 0, null), "index", -1);
            rejects(() -> Pick.of(0, -0.5, null), "t", -0.5);
            rejects(() -> Pick.of(0, NAN, null), "t", NAN);
            assertThat(Pick.of(0, INF, null).t()).as("an infinite t").isInfinite();
        }

        @Test
        void facesOutOfRange_areRejected() {
            rejects(() -> BoxFace.of(3, 1), "axis", 3);
            rejects(() -> BoxFace.of(0, 0), "sign", 0);
        }

        @Test
        void nullAxes_throwNullPointerException() {
            rejectsNull(() -> Mtv2d.of(1, 0, 1, null));
            rejectsNull(() -> Mtv3d.of(1, 0, 0, 1, null));
        }
    }

    @Nested
    @Row("`FramePicker.pick`, `pickSequentially`, `FramePickWorkspace`")
    class FramePicks {
        private final int[] viewport = {0, 0, 8, 6};
        private final FramePicker frame = FramePicker.of(ScanPicker3d.of(Obb3d.of(0, 0, 0, new Quaterniond(), 1, 1, 1)),
                Unprojector.of(new Matrix4d().perspective(1, 8.0 / 6, 0.1, 100).lookAt(0, 0, 10, 0, 0, 0, 0, 1, 0), GL));

        @Test
        void viewportsTooShortOrOfZeroSize_areRejected() {
            rejects(() -> frame.pick(new int[] {0, 0, 8}, 0, 0, 8, 6, new int[48], new double[48], null), "viewport", 3);
            rejects(() -> frame.pickSequentially(new int[] {0, 0, 0, 6}, 0, 0, 8, 6, new int[48], new double[48], null),
                    "viewport", 0);
        }

        @Test
        void negativeOrOverflowingSizes_areRejected() {
            rejects(() -> frame.pick(viewport, 0, 0, -1, 6, new int[48], new double[48], null), "width", -1);
            rejects(() -> frame.pickSequentially(viewport, 0, 0, 8, -6, new int[48], new double[48], null), "height", -6);
            rejects(() -> frame.pick(viewport, 0, 0, 65536, 65536, new int[48], new double[48], null), "width * height",
                    65536L * 65536);
        }

        @Test
        void arraysShorterThanTheFrame_areRejected() {
            rejects(() -> frame.pick(viewport, 0, 0, 8, 6, new int[47], new double[48], null), "indices", 47);
            rejects(() -> frame.pick(viewport, 0, 0, 8, 6, new int[48], new double[40], null), "ts", 40);
            rejects(() -> frame.pickSequentially(viewport, 0, 0, 8, 6, new int[48], new double[48], new BoxFace[1]),
                    "faces", 1);
            assertThat(frame.pick(viewport, 0, 0, 8, 6, new int[48], new double[48], new BoxFace[48]))
                    .as("the example's call").isPositive();
        }

        @Test
        void pixelsWhoseRayIsRefused_areRejected() {
            FramePicker lost = FramePicker.of(ScanPicker3d.of(), Unprojector.of(new Matrix4d().m23(1).invert(), GL));
            rejects(() -> lost.pickSequentially(viewport, 0, 0, 8, 6, new int[48], new double[48], null), "viewProjection",
                    "(0.5, 0.5)");
            // In parallel the refusal comes from whichever band failed first, so it names the first pixel of
            // that band's first row: (0.5, 0.5), (0.5, 4.5), ...
            rejects(() -> lost.pick(viewport, 0, 0, 8, 6, new int[48], new double[48], null, new FramePickWorkspace(2)),
                    "viewProjection", "window position (0.5, ");
        }

        @Test
        void frameWorkspacesOfNoThread_areRejected() {
            rejects(() -> new FramePickWorkspace(0), "parallelism", 0);
            rejects(() -> new FramePickWorkspace(-3), "parallelism", -3);
            rejects(() -> new FramePickWorkspace(FramePickWorkspace.MAX_PARALLELISM + 1), "parallelism",
                    FramePickWorkspace.MAX_PARALLELISM + 1);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> FramePicker.of(null, Unprojector.of(new Matrix4d(), GL)));
            rejectsNull(() -> FramePicker.of(ScanPicker3d.of(), null));
            rejectsNull(() -> frame.pick(null, 0, 0, 8, 6, new int[48], new double[48], null));
            rejectsNull(() -> frame.pick(viewport, 0, 0, 8, 6, null, new double[48], null));
            rejectsNull(() -> frame.pickSequentially(viewport, 0, 0, 8, 6, new int[48], null, null));
            rejectsNull(() -> frame.pick(viewport, 0, 0, 8, 6, new int[48], new double[48], null, null));
        }
    }

    @Nested
    @Row("`Sweep2d`, `Sweep3d`, `castNearest`, `ConservativeAdvancement3d`, `Contact2d.of`, `Contact3d.of`")
    class Sweeps {
        @Test
        void nanInfiniteOrHugeDisplacements_areRejected() {
            org.joml.Vector2d still2 = new org.joml.Vector2d();
            org.joml.Vector3d still3 = new org.joml.Vector3d();
            rejects(() -> Sweep2d.firstContact(BOX2, new org.joml.Vector2d(NAN, 0), BOX2, still2), "moveA.x", NAN);
            rejects(() -> Sweep2d.boundaryBand(BOX2, still2, BOX2, new org.joml.Vector2d(0, INF)), "moveB.y", INF);
            rejects(() -> Sweep3d.firstContact(BOX3, still3, BOX3, new org.joml.Vector3d(0, 0, -2e300)), "moveB.z",
                    -2e300);
            rejects(() -> Sweep3d.boundaryBand(BOX3, new org.joml.Vector3d(NAN, 0, 0), BOX3, still3), "moveA.x", NAN);
            rejects(() -> Bvh3d.build(new Obb3d[] {BOX3}).castNearest(BOX3, new org.joml.Vector3d(0, INF, 0),
                    new PickWorkspace(), new MutableContact3d()), "move.y", INF);
            rejects(() -> ScanPicker3d.of(new Obb3d[0]).castNearest(BOX3, new org.joml.Vector3d(0, 0, 1.1e300),
                    new PickWorkspace(), new MutableContact3d()), "move.z", 1.1e300);
            assertThat(Sweep3d.firstContact(BOX3, new org.joml.Vector3d(1e300, 0, 0), BOX3, still3))
                    .as("a displacement of exactly MAX_REACH").isNotNull();
        }

        @Test
        void badSpinsOrTolerances_areRejected() {
            org.joml.Vector3d still3 = new org.joml.Vector3d();
            rejects(() -> ConservativeAdvancement3d.firstContact(BOX3, still3, new org.joml.Vector3d(0, NAN, 0), BOX3,
                    still3, still3, 1), "spinA", NAN);
            rejects(() -> ConservativeAdvancement3d.firstContact(BOX3, still3, still3, BOX3, still3,
                    new org.joml.Vector3d(INF, 0, 0), 1), "spinB", INF);
            rejects(() -> ConservativeAdvancement3d.firstContact(BOX3, still3, still3, BOX3, still3, still3, -1),
                    "tolerance", -1.0);
            rejects(() -> ConservativeAdvancement3d.firstContact(BOX3, still3, still3, BOX3, still3, still3, NAN),
                    "tolerance", NAN);
            rejects(() -> ConservativeAdvancement3d.firstContact(BOX3, new org.joml.Vector3d(0, 0, INF), still3, BOX3,
                    still3, still3, 1), "moveA.z", INF);
        }

        @Test
        void anIndexOutsideTheBatch_isRejected() {
            Obb3dBatch batch = Obb3dBatch.of(new Obb3d[] {BOX3});
            rejects(() -> Sweep3d.firstContact(BOX3, new org.joml.Vector3d(), batch, 1, new MutableContact3d()),
                    "index", 1);
            rejects(() -> Sweep3d.firstContact(BOX3, new org.joml.Vector3d(), batch, -1, new MutableContact3d()),
                    "index", -1);
        }

        @Test
        void badContacts_areRejected() {
            rejects(() -> Contact2d.of(1.5, 1, 0, SatAxis2d.A_X), "time", 1.5);
            rejects(() -> Contact3d.of(-0.25, 1, 0, 0, SatAxis3d.A_X), "time", -0.25);
            rejects(() -> Contact3d.of(0.5, NAN, 0, 0, SatAxis3d.A_X), "normalX", NAN);
            rejects(() -> Contact2d.of(0.5, 0.6, 0.6, SatAxis2d.A_X), "normal", 0.6);
            assertThat(Contact3d.of(1, 1 + 5e-10, 0, 0, SatAxis3d.A_X)).as("within 1e-9").isNotNull();
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Sweep3d.firstContact(BOX3, null, BOX3, new org.joml.Vector3d()));
            rejectsNull(() -> Sweep2d.firstContact(BOX2, new org.joml.Vector2d(), null, new org.joml.Vector2d()));
            rejectsNull(() -> Contact3d.of(0, 1, 0, 0, null));
            rejectsNull(() -> Bvh3d.build(new Obb3d[] {BOX3}).castNearest(BOX3, new org.joml.Vector3d(), null,
                    new MutableContact3d()));
        }
    }

    @Nested
    @Row("`PointFit2d.minimumArea`, `Obb2d.fromPoints`, `PointFit3d.fit`, `fitFloats`")
    class PointFits {
        @Test
        void badPointsAndRanges_areRejected_namingTheArgument() {
            rejects(() -> io.github.obbkit.core2d.PointFit2d.minimumArea(new double[3]), "xy", 3);
            rejects(() -> io.github.obbkit.core2d.PointFit2d.minimumArea(new double[0]), "xy", 0);
            rejects(() -> Obb2d.fromPoints(new double[4], -1, 1), "offset", -1);
            rejects(() -> Obb2d.fromPoints(new double[4], 0, 0), "count", 0);
            rejects(() -> Obb2d.fromPoints(new double[4], 2, 2), "count", 2);
            rejects(() -> Obb2d.fromPoints(new double[] {0, 0, 1, Double.NaN}, 0, 2), "xy[3]", Double.NaN);
            rejects(() -> Obb2d.fromPoints(new double[] {2e300, 0}, 0, 1), "xy[0]", 2e300);
            rejects(() -> Obb2d.fromPoints(java.util.List.of()), "points", 0);
            rejects(() -> PointFit3d.fit(new double[4]), "xyz", 4);
            rejects(() -> PointFit3d.fit(new double[6], 1, 2, PointFit3d.Method.PCA), "count", 2);
            rejects(() -> PointFit3d.fit(new double[] {0, 0, Double.POSITIVE_INFINITY}), "xyz[2]",
                    Double.POSITIVE_INFINITY);
            rejects(() -> PointFit3d.fit(java.util.List.of(new Vector3d(0, 0, 0), new Vector3d(0, Double.NaN, 0)),
                    PointFit3d.Method.DITO_14), "points[1].y", Double.NaN);
            rejects(() -> PointFit3d.fitFloats(java.util.List.of(), PointFit3d.Method.REFINED), "points", 0);
        }

        @Test
        void nullArguments_throwNullPointerException() {
            rejectsNull(() -> Obb2d.fromPoints(null, 0, 1));
            rejectsNull(() -> Obb2d.fromPoints(java.util.Arrays.asList(new Vector2d(), null)), "points[1]");
            rejectsNull(() -> PointFit3d.fit(new double[3], null));
            rejectsNull(() -> PointFit3d.fit(new Vector3d[] {null}, PointFit3d.Method.PCA), "points[0]");
        }
    }

}
