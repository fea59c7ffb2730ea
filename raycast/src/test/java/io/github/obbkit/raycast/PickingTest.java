package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.Arrays;
import java.util.List;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Rays from a camera, and picking from a list. */
class PickingTest {
    private static final int[] VIEWPORT = {0, 0, 800, 600};
    private static final Vector3d EYE = new Vector3d(1, 2, 3);
    private static final Vector3d TARGET = new Vector3d(4, 6, -9);

    private static Matrix4d camera() {
        return new Matrix4d().perspective(Math.toRadians(60), 800.0 / 600.0, 0.1, 100)
                .lookAt(EYE, TARGET, new Vector3d(0, 1, 0));
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
        Ray3d ray = Picking.ray(camera(), 400, 300, VIEWPORT);
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
    void theCentrePixelPicksTheBoxAtTheTarget() {
        Obb3d atTarget = Obb3d.fromAabb(Aabb3d.fromCenter(TARGET.x, TARGET.y, TARGET.z, 0.5, 0.5, 0.5));
        Obb3d aside = Obb3d.fromAabb(Aabb3d.fromCenter(TARGET.x + 5, TARGET.y, TARGET.z, 0.5, 0.5, 0.5));
        Pick pick = Picking.pickNearest(Picking.ray(camera(), 400, 300, VIEWPORT), List.of(aside, atTarget));
        assertThat(pick).isNotNull();
        assertThat(pick.index()).isEqualTo(1);
        // The leftmost pixel looks 37 degrees off the axis: neither box is there.
        assertThat(Picking.pickNearest(Picking.ray(camera(), 0.5, 300, VIEWPORT), List.of(aside, atTarget))).isNull();
    }

    @Test
    void pixelsOffCentre_spreadAsTheFieldOfView() {
        // The top edge's centre is 30 degrees above the view axis (half of fovy = 60 degrees).
        Ray3d top = Picking.ray(camera(), 400, 600, VIEWPORT);
        Ray3d centre = Picking.ray(camera(), 400, 300, VIEWPORT);
        double cos = top.direction(new Vector3d()).normalize().dot(centre.direction(new Vector3d()).normalize());
        assertThat(Math.toDegrees(Math.acos(cos))).isCloseTo(30, within(1e-9));
    }

    @Test
    void windowPositionAndDevicePosition_agree() {
        Ray3d window = Picking.ray(camera(), 600, 150, VIEWPORT);
        Ray3d ndc = Picking.rayFromNdc(camera(), 0.5, -0.5);
        assertThat(window.isCloseTo(ndc, 1e-12)).as("%s vs %s", window, ndc).isTrue();
        Ray3d offset = Picking.ray(camera(), 700, 250, new int[] {100, 100, 800, 600});
        assertThat(offset.isCloseTo(window, 1e-12)).isTrue();
    }

    @Test
    void singlePrecisionMatrices_areReadIntoDouble() {
        Matrix4f single = new Matrix4f().perspective((float) Math.toRadians(60), 800f / 600f, 0.1f, 100f)
                .lookAt(1, 2, 3, 4, 6, -9, 0, 1, 0);
        Ray3d ray = Picking.ray(single, 400, 300, VIEWPORT);
        assertThat(distance(ray, TARGET)).isLessThan(1e-4);
        assertThat(Picking.rayFromNdc(single, 0, 0).isCloseTo(ray, 1e-12)).isTrue();
    }

    @Test
    void orthographicCamera_givesParallelRays() {
        Matrix4d ortho = new Matrix4d().ortho(-10, 10, -10, 10, 1, 50).lookAt(0, 0, 20, 0, 0, 0, 0, 1, 0);
        Ray3d a = Picking.rayFromNdc(ortho, -0.5, 0.25);
        Ray3d b = Picking.rayFromNdc(ortho, 0.75, -1);
        assertThat(a.direction(new Vector3d()).distance(b.direction(new Vector3d()))).isLessThan(1e-12);
        assertThat(a.isCloseTo(Ray3d.of(-5, 2.5, 19, 0, 0, -49), 1e-12)).as("%s", a).isTrue();
    }

    @Test
    void singularMatrix_isRefused() {
        assertThatThrownBy(() -> Picking.ray(new Matrix4d().zero(), 1, 1, VIEWPORT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must be invertible, was [0.0, 0.0")
                .hasMessageEndingWith("with determinant 0.0");
        Matrix4d flat = new Matrix4d().scale(1, 0, 1);
        assertThatThrownBy(() -> Picking.rayFromNdc(flat, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must be invertible");
        Matrix4d nan = new Matrix4d().m00(Double.NaN);
        assertThatThrownBy(() -> Picking.rayFromNdc(nan, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("with determinant NaN");
    }

    @Test
    void badWindowInput_isRefusedByName() {
        assertThatThrownBy(() -> Picking.ray(camera(), Double.NaN, 1, VIEWPORT))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("windowX must be finite, was NaN");
        assertThatThrownBy(() -> Picking.ray(camera(), 1, Double.POSITIVE_INFINITY, VIEWPORT))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("windowY must be finite, was Infinity");
        assertThatThrownBy(() -> Picking.ray(camera(), 1, 1, new int[] {0, 0, 800}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("viewport must have at least 4 elements, had 3");
        assertThatThrownBy(() -> Picking.ray(camera(), 1, 1, new int[] {0, 0, 800, 0}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 800 and 0");
        assertThatThrownBy(() -> Picking.rayFromNdc(camera(), Double.NaN, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("ndcX must be finite, was NaN");
        assertThatThrownBy(() -> Picking.rayFromNdc(camera(), 0, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("ndcY must be finite, was NaN");
    }

    // ------------------------------------------------------------------------------------ pickNearest

    private static Obb3d cube(double x, double y, double z) {
        return Obb3d.fromAabb(Aabb3d.fromCenter(x, y, z, 1, 1, 1));
    }

    @Test
    void pickNearest_takesTheSmallestT() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(10, 0, 0), cube(5, 0, 0), cube(5, 5, 0), cube(-5, 0, 0)};
        assertThat(Picking.pickNearest(ray, boxes)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
        assertThat(Picking.pickNearest(ray, Arrays.asList(boxes))).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
    }

    @Test
    void pickNearest_breaksTiesBySmallestIndex() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(10, 0, 0), cube(5, 0.5, 0), cube(8, 0, 0), cube(5, -0.5, 0), cube(5, 0.5, 0)};
        assertThat(Picking.pickNearest(ray, boxes)).isEqualTo(Pick.of(1, 4, BoxFace.NEG_X));
    }

    @Test
    void pickNearest_aBoxAroundTheOriginIsHitAtZeroWithNoFace() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Obb3d[] boxes = {cube(5, 0, 0), cube(0.5, 0, 0)};
        assertThat(Picking.pickNearest(ray, boxes)).isEqualTo(Pick.of(1, 0, null));
    }

    @Test
    void pickNearest_nothingHit_isNull_andTheHolderSaysMiss() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThat(Picking.pickNearest(ray, List.of())).isNull();
        assertThat(Picking.pickNearest(ray, new Obb3d[] {cube(-5, 0, 0)})).isNull();
        MutablePick dest = new MutablePick();
        assertThat(Picking.pickNearest(ray, new Obb3d[] {cube(5, 0, 0)}, dest)).isTrue();
        assertThat(dest.toPick()).isEqualTo(Pick.of(0, 4, BoxFace.NEG_X));
        assertThat(Picking.pickNearest(ray, new Obb3d[] {cube(-5, 0, 0)}, dest)).isFalse();
        assertThat(dest.isHit()).isFalse();
        assertThat(dest.index()).isEqualTo(-1);
    }

    @Test
    void pickNearest_refusesNullBoxesByIndex() {
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        assertThatThrownBy(() -> Picking.pickNearest(ray, Arrays.asList(cube(5, 0, 0), null)))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[1]");
        assertThatThrownBy(() -> Picking.pickNearest(ray, new Obb3d[] {null}))
                .isInstanceOf(NullPointerException.class).hasMessage("boxes[0]");
    }
}
