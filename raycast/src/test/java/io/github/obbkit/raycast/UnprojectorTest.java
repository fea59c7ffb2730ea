package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.raycast.Unprojector.DepthRange;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Rays from a camera, in both depth conventions. */
class UnprojectorTest {
    private static final int[] VIEWPORT = {0, 0, 800, 600};
    private static final Vector3d EYE = new Vector3d(1, 2, 3);
    private static final Vector3d TARGET = new Vector3d(4, 6, -9);

    /** OpenGL's projection: the near plane at depth -1. */
    private static Matrix4d camera() {
        return new Matrix4d().perspective(Math.toRadians(60), 800.0 / 600.0, 0.1, 100)
                .lookAt(EYE, TARGET, new Vector3d(0, 1, 0));
    }

    /** The same camera projecting depth to [0, 1], as Vulkan and Direct3D have it. */
    private static Matrix4d zeroToOneCamera() {
        return new Matrix4d().perspective(Math.toRadians(60), 800.0 / 600.0, 0.1, 100, true)
                .lookAt(EYE, TARGET, new Vector3d(0, 1, 0));
    }

    private static Unprojector unprojector() {
        return Unprojector.of(camera(), DepthRange.NEGATIVE_ONE_TO_ONE);
    }

    /** The distance from a point to the ray's line. */
    private static double distance(Ray3d ray, Vector3d p) {
        Vector3d o = ray.origin(new Vector3d());
        Vector3d d = ray.direction(new Vector3d());
        Vector3d op = new Vector3d(p).sub(o);
        return op.cross(d, new Vector3d()).length() / d.length();
    }

    @Test
    void theCentrePixelsRay_goesThroughTheLookAtTarget() {
        Ray3d ray = unprojector().ray(400, 300, VIEWPORT);
        assertThat(distance(ray, TARGET)).isLessThan(1e-12);
        assertThat(distance(ray, EYE)).isLessThan(1e-12);
        // From the near plane, 0.1 from the eye, towards the target.
        Vector3d toTarget = new Vector3d(TARGET).sub(EYE).normalize();
        Vector3d origin = ray.origin(new Vector3d());
        assertThat(origin.distance(EYE)).isCloseTo(0.1, within(1e-12));
        assertThat(ray.direction(new Vector3d()).normalize().dot(toTarget)).isCloseTo(1, within(1e-12));
        // t = 1 is on the far plane, 100 from the eye.
        assertThat(ray.pointAt(1, new Vector3d()).distance(EYE)).isCloseTo(100, within(1e-9));
        assertThat(ray.directionLength()).isCloseTo(99.9, within(1e-9));
    }

    @Test
    void pixelsOffCentre_spreadAsTheFieldOfView() {
        // The top edge's centre is 30 degrees above the view axis (half of fovy = 60 degrees).
        Ray3d top = unprojector().ray(400, 600, VIEWPORT);
        Ray3d centre = unprojector().ray(400, 300, VIEWPORT);
        double cos = top.direction(new Vector3d()).normalize().dot(centre.direction(new Vector3d()).normalize());
        assertThat(Math.toDegrees(Math.acos(cos))).isCloseTo(30, within(1e-9));
    }

    @Test
    void windowPositionAndDevicePosition_agree() {
        Ray3d window = unprojector().ray(600, 150, VIEWPORT);
        Ray3d ndc = unprojector().rayFromNdc(0.5, -0.5);
        assertThat(window.isCloseTo(ndc, 1e-12)).as("%s vs %s", window, ndc).isTrue();
        Ray3d offset = unprojector().ray(700, 250, new int[] {100, 100, 800, 600});
        assertThat(offset.isCloseTo(window, 1e-12)).isTrue();
    }

    @Test
    void singlePrecisionMatrices_areReadIntoDouble() {
        Matrix4f single = new Matrix4f().perspective((float) Math.toRadians(60), 800f / 600f, 0.1f, 100f)
                .lookAt(1, 2, 3, 4, 6, -9, 0, 1, 0);
        Unprojector unprojector = Unprojector.of(single, DepthRange.NEGATIVE_ONE_TO_ONE);
        Ray3d ray = unprojector.ray(400, 300, VIEWPORT);
        assertThat(distance(ray, TARGET)).isLessThan(1e-4);
        assertThat(unprojector.rayFromNdc(0, 0).isCloseTo(ray, 1e-12)).isTrue();
        assertThat(ray).isEqualTo(Unprojector.of(new Matrix4d(single), DepthRange.NEGATIVE_ONE_TO_ONE)
                .ray(400, 300, VIEWPORT));
    }

    @Test
    void orthographicCamera_givesParallelRays() {
        Matrix4d ortho = new Matrix4d().ortho(-10, 10, -10, 10, 1, 50).lookAt(0, 0, 20, 0, 0, 0, 0, 1, 0);
        Unprojector unprojector = Unprojector.of(ortho, DepthRange.NEGATIVE_ONE_TO_ONE);
        Ray3d a = unprojector.rayFromNdc(-0.5, 0.25);
        Ray3d b = unprojector.rayFromNdc(0.75, -1);
        assertThat(a.direction(new Vector3d()).distance(b.direction(new Vector3d()))).isLessThan(1e-12);
        assertThat(a.isCloseTo(Ray3d.of(-5, 2.5, 19, 0, 0, -49), 1e-12)).as("%s", a).isTrue();
    }

    // ------------------------------------------------------------------------------------ depth conventions

    @Test
    void zeroToOneDepth_startsOnTheNearPlaneAndReachesTheFarPlaneAtOne() {
        Unprojector unprojector = Unprojector.of(zeroToOneCamera(), DepthRange.ZERO_TO_ONE);
        assertThat(unprojector.depthRange()).isEqualTo(DepthRange.ZERO_TO_ONE);
        Ray3d ray = unprojector.ray(400, 300, VIEWPORT);
        assertThat(distance(ray, TARGET)).isLessThan(1e-12);
        assertThat(ray.origin(new Vector3d()).distance(EYE)).isCloseTo(0.1, within(1e-12));
        assertThat(ray.pointAt(1, new Vector3d()).distance(EYE)).isCloseTo(100, within(1e-9));
        // Every pixel: the same ray as OpenGL's convention gives for OpenGL's matrix.
        Unprojector openGl = unprojector();
        for (double x = 0.5; x < 800; x += 133) {
            for (double y = 0.5; y < 600; y += 97) {
                Ray3d a = unprojector.ray(x, y, VIEWPORT);
                Ray3d b = openGl.ray(x, y, VIEWPORT);
                assertThat(a.isCloseTo(b, 1e-12)).as("(%s, %s): %s vs %s", x, y, a, b).isTrue();
            }
        }
    }

    @Test
    void aMatrixReadInTheWrongConvention_startsOffTheNearPlane() {
        // OpenGL's matrix read as zero-to-one: depth 0 is at the distance 2 f n / (f + n) from the eye.
        Ray3d deeper = Unprojector.of(camera(), DepthRange.ZERO_TO_ONE).ray(400, 300, VIEWPORT);
        assertThat(deeper.origin(new Vector3d()).distance(EYE)).isCloseTo(2 * 100 * 0.1 / 100.1, within(1e-12));
        // A zero-to-one matrix read as OpenGL's: depth -1 is at n f / (2 f - n), in front of the near plane.
        Ray3d shallower = Unprojector.of(zeroToOneCamera(), DepthRange.NEGATIVE_ONE_TO_ONE).ray(400, 300, VIEWPORT);
        assertThat(shallower.origin(new Vector3d()).distance(EYE)).isCloseTo(0.1 * 100 / 199.9, within(1e-12));
        // Both still reach the far plane at t = 1.
        assertThat(deeper.pointAt(1, new Vector3d()).distance(EYE)).isCloseTo(100, within(1e-9));
        assertThat(shallower.pointAt(1, new Vector3d()).distance(EYE)).isCloseTo(100, within(1e-9));
    }

    // ------------------------------------------------------------------------------------ the arithmetic

    @Test
    void openGlRays_areJomlsUnprojectToTheBit() {
        SplittableRandom random = new SplittableRandom(17);
        int[] viewport = {-20, 35, 640, 480};
        for (int i = 0; i < 2_000; i++) {
            Matrix4d m = new Matrix4d();
            for (int e = 0; e < 16; e++) {
                m.setRowColumn(e / 4, e % 4, random.nextDouble(-3, 3));
            }
            if (i % 2 == 0) {
                m.perspective(random.nextDouble(0.5, 2), random.nextDouble(0.5, 2), 0.1, 100)
                        .lookAt(random.nextDouble(-9, 9), random.nextDouble(-9, 9), 20, 0, 0, 0, 0, 1, 0);
            }
            Unprojector unprojector = Unprojector.of(m, DepthRange.NEGATIVE_ONE_TO_ONE);
            double x = random.nextDouble(-30, 700);
            double y = random.nextDouble(20, 530);
            Vector3d near = m.unproject(x, y, 0, viewport, new Vector3d());
            Vector3d far = m.unproject(x, y, 1, viewport, new Vector3d());
            assertThat(unprojector.ray(x, y, viewport)).as("%s at (%s, %s)", m, x, y)
                    .isEqualTo(Ray3d.through(near.x, near.y, near.z, far.x, far.y, far.z));
            near = m.unproject(x / 400, y / 300, 0, new int[] {-1, -1, 2, 2}, new Vector3d());
            far = m.unproject(x / 400, y / 300, 1, new int[] {-1, -1, 2, 2}, new Vector3d());
            assertThat(unprojector.rayFromNdc(x / 400, y / 300)).as("%s at device (%s, %s)", m, x / 400, y / 300)
                    .isEqualTo(Ray3d.through(near.x, near.y, near.z, far.x, far.y, far.z));
        }
    }

    /** A pixel's ray as {@link Unprojector#rayInViewport} gives it: origin, direction and length bits, or the refusal. */
    private static String rayOrRefusal(Unprojector u, double[] columns, int c, double[] rows, int r, double wx,
                                       double wy, int[] v, boolean fromTerms) {
        Vector3d o = new Vector3d();
        Vector3d d = new Vector3d();
        try {
            double length;
            if (fromTerms) {
                length = u.pixelRay(columns, c, rows, r, wx, wy, v[0], v[1], v[2], v[3], o, d);
            } else {
                u.rayInViewport(wx, wy, v[0], v[1], v[2], v[3], o, d);
                length = Ray3d.directionLength(d.x, d.y, d.z);
            }
            return Long.toHexString(Double.doubleToRawLongBits(o.x)) + " " + Long.toHexString(Double.doubleToRawLongBits(o.y))
                    + " " + Long.toHexString(Double.doubleToRawLongBits(o.z)) + " "
                    + Long.toHexString(Double.doubleToRawLongBits(d.x)) + " " + Long.toHexString(Double.doubleToRawLongBits(d.y))
                    + " " + Long.toHexString(Double.doubleToRawLongBits(d.z)) + " "
                    + Long.toHexString(Double.doubleToRawLongBits(length));
        } catch (IllegalArgumentException e) {
            return "refused: " + e.getMessage();
        }
    }

    @Test
    void aFramesRaysFromColumnAndRowTerms_areTheRaysOfTheirPositions_toTheBit_refusalsIncluded() {
        // Matrices whose inverses have elements of any magnitude, some zero: rays far from the origin,
        // tiny and huge, and every way unproject refuses one (a point at infinity, beyond the reach
        // of 1e300, near and far the same point, a direction too short).
        SplittableRandom random = new SplittableRandom(29);
        java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
        int pixels = 0;
        for (int i = 0; i < 3_000; i++) {
            Matrix4d inverse = new Matrix4d();
            int spread = random.nextInt(4);
            for (int e = 0; e < 16; e++) {
                double magnitude = spread == 0 ? 1 : Math.pow(10, random.nextDouble(-1, 1) * 100 * spread);
                inverse.setRowColumn(e / 4, e % 4, random.nextInt(8) == 0 ? 0 : random.nextDouble(-1, 1) * magnitude);
            }
            if (i < 20) {
                // Depth scaled to almost nothing: near and far differ by less than Double.MIN_NORMAL.
                inverse = new Matrix4d().scaling(1, 1, 1e-300 * (1 + i)).m33(1e10);
            } else if (i < 40) {
                // The far plane's w almost 0: its points lie beyond the reach of 1e300, the near plane's not.
                inverse = new Matrix4d().m00(1e290 * (1 + i)).m23(-1).m33(1 + 0x1p-52);
            } else if (i < 46) {
                // One coordinate of one plane beyond the reach (w = 1 there, 4 on the other plane).
                inverse = new Matrix4d().m23(i < 43 ? 1.5 : -1.5).m33(2.5);
                inverse.setRowColumn((i - 40) % 3, 3, 2e300);
            } else if (i < 52) {
                // A negative w at the viewport's centre: near and far coordinates of -0.0, which the ray
                // holds as 0.0 (the world's x, y and z axes taking the device's x, y and depth, or,
                // for odd i, z and x swapped).
                inverse = i % 2 == 0 ? new Matrix4d().m33(-1) : new Matrix4d().m00(0).m20(1).m02(1).m22(0).m33(-1);
            } else if (random.nextInt(4) == 0) {
                // A camera, moved far away or scaled.
                inverse = new Matrix4d().perspective(random.nextDouble(0.3, 2), random.nextDouble(0.5, 2), 0.1, 100)
                        .lookAt(random.nextDouble(-9, 9), random.nextDouble(-9, 9), 20, 0, 0, 0, 0, 1, 0).invert()
                        .scaleLocal(Math.pow(10, random.nextInt(-320, 320)));
            }
            Unprojector u;
            try {
                u = Unprojector.of(new Matrix4d(inverse).invert(),
                        i < 52 || random.nextBoolean() ? DepthRange.NEGATIVE_ONE_TO_ONE : DepthRange.ZERO_TO_ONE);
            } catch (IllegalArgumentException notInvertible) {
                continue;
            }
            int[] v = {random.nextInt(-50, 50), random.nextInt(-50, 50), 1 + random.nextInt(300), 1 + random.nextInt(300)};
            int x = v[0] + random.nextInt(-10, v[2]);
            int y = v[1] + random.nextInt(-10, v[3]);
            int width = 1 + random.nextInt(12);
            if (i >= 46 && i < 52) {
                // Five by five pixels, whose centre pixel (2, 2) is the second row's third.
                v = new int[] {0, 0, 5, 5};
                x = 0;
                y = 1;
                width = 5;
            }
            double[] columns = new double[4 * width];
            u.columnTerms(x, width, v[0], v[2], columns);
            double[] rows = new double[8];
            for (int row = 0; row < 2; row++) {
                u.rowTerms(y + row + 0.5, v[1], v[3], rows, row);
                for (int col = 0; col < width; col++) {
                    String expected = rayOrRefusal(u, columns, col, rows, row, x + col + 0.5, y + row + 0.5, v, false);
                    assertThat(rayOrRefusal(u, columns, col, rows, row, x + col + 0.5, y + row + 0.5, v, true))
                            .as("%s, pixel (%s, %s) of viewport %s", inverse, col, row, java.util.Arrays.toString(v))
                            .isEqualTo(expected);
                    if (i >= 40 && i < 46 && row == 0 && col == 0) {
                        String which = (i < 43 ? "from" : "to") + "XYZ".charAt((i - 40) % 3);
                        assertThat(expected).as("inverse %s", i).startsWith("refused: " + which + " must be within");
                    }
                    if (i >= 46 && i < 52 && row == 1 && col == 2) {
                        // The centre's ray: every coordinate of its origin and direction that is zero is +0.0.
                        assertThat(expected).as("inverse %s", i).doesNotContain("8000000000000000");
                    }
                    String kind = expected.startsWith("refused: ")
                            ? expected.replaceAll("from[XYZ] must", "a coordinate must").substring(0, 40)
                            : "a ray";
                    kinds.merge(kind, 1, Integer::sum);
                    pixels++;
                }
            }
        }
        assertThat(pixels).isGreaterThan(15_000);
        assertThat(kinds.keySet()).as("%s", kinds).contains("a ray",
                "refused: viewProjection must map the win",
                "refused: a coordinate must be within 1.0",
                "refused: toX must be within 1.0E300 of t",
                "refused: toY must be within 1.0E300 of t",
                "refused: toZ must be within 1.0E300 of t",
                "refused: viewProjection must separate th",
                "refused: direction must have a length of");
    }

    @Test
    void theAllocationFreeForms_writeTheRaysNumbers() {
        Unprojector unprojector = Unprojector.of(zeroToOneCamera(), DepthRange.ZERO_TO_ONE);
        Vector3d origin = new Vector3d();
        Vector3d direction = new Vector3d();
        unprojector.ray(123.5, 456.5, VIEWPORT, origin, direction);
        assertThat(Ray3d.of(origin, direction)).isEqualTo(unprojector.ray(123.5, 456.5, VIEWPORT));
        unprojector.rayFromNdc(-0.25, 0.75, origin, direction);
        assertThat(Ray3d.of(origin, direction)).isEqualTo(unprojector.rayFromNdc(-0.25, 0.75));
        // A refused position leaves both vectors as they were.
        Vector3d keptOrigin = new Vector3d(origin);
        Vector3d keptDirection = new Vector3d(direction);
        assertThatThrownBy(() -> unprojector.ray(Double.NaN, 0, VIEWPORT, origin, direction))
                .isInstanceOf(IllegalArgumentException.class);
        Unprojector lost = Unprojector.of(new Matrix4d().m23(1).invert(), DepthRange.NEGATIVE_ONE_TO_ONE);
        assertThatThrownBy(() -> lost.rayFromNdc(0, 0, origin, direction)).isInstanceOf(IllegalArgumentException.class);
        assertThat(origin).isEqualTo(keptOrigin);
        assertThat(direction).isEqualTo(keptDirection);
    }

    @Test
    void toString_isSourceForAnEqualUnprojector() {
        Unprojector unprojector = Unprojector.of(zeroToOneCamera(), DepthRange.ZERO_TO_ONE);
        Matrix4d m = zeroToOneCamera();
        assertThat(unprojector).hasToString("Unprojector.of(new Matrix4d(" + m.m00() + ", " + m.m01() + ", " + m.m02()
                + ", " + m.m03() + ", " + m.m10() + ", " + m.m11() + ", " + m.m12() + ", " + m.m13() + ", " + m.m20()
                + ", " + m.m21() + ", " + m.m22() + ", " + m.m23() + ", " + m.m30() + ", " + m.m31() + ", " + m.m32()
                + ", " + m.m33() + "), Unprojector.DepthRange.ZERO_TO_ONE)");
    }

    // ------------------------------------------------------------------------------------ bad input

    @Test
    void singularMatrix_isRefused() {
        assertThatThrownBy(() -> Unprojector.of(new Matrix4d().zero(), DepthRange.NEGATIVE_ONE_TO_ONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must be invertible, was [0.0, 0.0")
                .hasMessageEndingWith("with determinant 0.0");
        Matrix4d flat = new Matrix4d().scale(1, 0, 1);
        assertThatThrownBy(() -> Unprojector.of(flat, DepthRange.ZERO_TO_ONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must be invertible");
        Matrix4d nan = new Matrix4d().m00(Double.NaN);
        assertThatThrownBy(() -> Unprojector.of(nan, DepthRange.NEGATIVE_ONE_TO_ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith("with determinant NaN");
    }

    @Test
    void badWindowInput_isRefusedByName() {
        Unprojector u = unprojector();
        assertThatThrownBy(() -> u.ray(Double.NaN, 1, VIEWPORT))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("windowX must be finite, was NaN");
        assertThatThrownBy(() -> u.ray(1, Double.POSITIVE_INFINITY, VIEWPORT))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("windowY must be finite, was Infinity");
        assertThatThrownBy(() -> u.ray(1, 1, new int[] {0, 0, 800}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("viewport must have at least 4 elements, had 3");
        assertThatThrownBy(() -> u.ray(1, 1, new int[] {0, 0, 800, 0}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 800 and 0");
        assertThatThrownBy(() -> u.rayFromNdc(Double.NaN, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("ndcX must be finite, was NaN");
        assertThatThrownBy(() -> u.rayFromNdc(0, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("ndcY must be finite, was NaN");
    }

    @Test
    void nullArguments_areRefusedByName() {
        assertThatNullPointerException().isThrownBy(() -> Unprojector.of((Matrix4d) null, DepthRange.ZERO_TO_ONE))
                .withMessage("viewProjection");
        assertThatNullPointerException().isThrownBy(() -> Unprojector.of((Matrix4f) null, DepthRange.ZERO_TO_ONE))
                .withMessage("viewProjection");
        assertThatNullPointerException().isThrownBy(() -> Unprojector.of(camera(), null)).withMessage("depth");
        Unprojector u = unprojector();
        assertThatNullPointerException().isThrownBy(() -> u.ray(1, 1, null)).withMessage("viewport");
        assertThatNullPointerException().isThrownBy(() -> u.ray(1, 1, VIEWPORT, null, new Vector3d()))
                .withMessage("origin");
        assertThatNullPointerException().isThrownBy(() -> u.rayFromNdc(0, 0, new Vector3d(), null))
                .withMessage("direction");
    }
}
