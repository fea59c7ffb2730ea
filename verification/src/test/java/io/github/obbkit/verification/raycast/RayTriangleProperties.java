package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.raycast.MutableTriangleHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayTriangle;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.ClosedMesh;
import io.github.obbkit.testkit.gen.SharedFeatureRay;
import io.github.obbkit.testkit.gen.TriangleGenerators;
import io.github.obbkit.testkit.oracle.RayTriangleOracle;
import io.github.obbkit.testkit.oracle.Triangle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The watertight kernel, through {@link RayTriangle}, against the exact oracle (hit or miss outside
 * {@link RayTriangle#BAND_RELATIVE}, {@code t} within its tolerance), and on rays through the shared
 * edges and vertices of closed meshes, where it never misses and a Moller-Trumbore baseline does.
 */
class RayTriangleProperties {
    /** {@code |t - exact t| |d|} may be this times the scale over the sine of the ray's angle to the plane. */
    static final double T_RELATIVE = 1e-12;

    static boolean kernel(Ray3d ray, Triangle t, MutableTriangleHit hit) {
        return RayTriangle.intersect(ray, t.ax(), t.ay(), t.az(), t.bx(), t.by(), t.bz(), t.cx(), t.cy(), t.cz(), hit);
    }

    /**
     * Moller and Trumbore, "Fast, minimum storage ray/triangle intersection" (1997), two-sided, with no
     * epsilon at all (only an exactly singular determinant misses): the most generous form of the
     * baseline, and still not watertight.
     */
    static boolean mollerTrumbore(Ray3d ray, Triangle t) {
        double e1x = t.bx() - t.ax();
        double e1y = t.by() - t.ay();
        double e1z = t.bz() - t.az();
        double e2x = t.cx() - t.ax();
        double e2y = t.cy() - t.ay();
        double e2z = t.cz() - t.az();
        double dx = ray.directionX();
        double dy = ray.directionY();
        double dz = ray.directionZ();
        double px = dy * e2z - dz * e2y;
        double py = dz * e2x - dx * e2z;
        double pz = dx * e2y - dy * e2x;
        double det = e1x * px + e1y * py + e1z * pz;
        if (det == 0) {
            return false;
        }
        double inv = 1 / det;
        double sx = ray.originX() - t.ax();
        double sy = ray.originY() - t.ay();
        double sz = ray.originZ() - t.az();
        double u = (sx * px + sy * py + sz * pz) * inv;
        if (u < 0 || u > 1) {
            return false;
        }
        double qx = sy * e1z - sz * e1y;
        double qy = sz * e1x - sx * e1z;
        double qz = sx * e1y - sy * e1x;
        double v = (dx * qx + dy * qy + dz * qz) * inv;
        if (v < 0 || u + v > 1) {
            return false;
        }
        return (e2x * qx + e2y * qy + e2z * qz) * inv >= 0;
    }

    @Test
    void hitOrMiss_isTheExactOracles_outsideTheBand_andTIsCloseToIt() {
        MutableTriangleHit hit = new MutableTriangleHit();
        double[] worst = new double[2];
        Property.Report report = Property.forAll(TriangleGenerators.any())
                .tries(4 * Property.defaultTries())
                .maxDiscardRatio(0.8)
                .requireLabel("hit", 0.15)
                .requireLabel("miss", 0.15)
                .describeFailureWith(c -> "oracle " + RayTriangleOracle.intersect(c.ray(), c.triangle()))
                .check(c -> {
                    RayTriangleOracle.Verdict exact = RayTriangleOracle.intersect(c.ray(), c.triangle());
                    boolean mine = kernel(c.ray(), c.triangle(), hit);
                    if (mine != exact.hit()) {
                        worst[0] = Math.max(worst[0], exact.margin() / exact.scale());
                    }
                    Property.assume(exact.margin() > RayTriangle.BAND_RELATIVE * exact.scale());
                    Property.label(c.family());
                    Property.label(exact.hit() ? "hit" : "miss");
                    assertThat(mine).as("hit, exact %s, kernel %s", exact, hit).isEqualTo(exact.hit());
                    if (mine) {
                        double error = Math.abs(hit.t() - exact.t()) * c.ray().directionLength();
                        worst[1] = Math.max(worst[1], error * exact.sine() / exact.scale());
                        assertThat(error).as("|t - exact t| |d|, exact %s, kernel %s", exact, hit)
                                .isLessThanOrEqualTo(T_RELATIVE * exact.scale() / exact.sine());
                        assertThat(hit.t()).isGreaterThanOrEqualTo(0);
                    }
                });
        System.out.printf("[triangle] %s: widest disagreement at margin %.3g S; worst t error %.3g S / sine%n",
                report, worst[0], worst[1]);
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    static List<ClosedMesh> meshes(long seed, boolean spheres) {
        SplittableRandom random = new SplittableRandom(seed);
        List<ClosedMesh> meshes = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            meshes.add(spheres ? ClosedMesh.icosphere(1 + i % 3, random) : ClosedMesh.cubeGrid(1 + i % 4, random));
        }
        return meshes;
    }

    private static void neverMisses(String what, List<ClosedMesh> meshes) {
        MutableTriangleHit hit = new MutableTriangleHit();
        AtomicInteger baselineMisses = new AtomicInteger();
        AtomicInteger rays = new AtomicInteger();
        Property.Report report = Property.forAll(SharedFeatureRay.aimedAt(meshes))
                .named("RayTriangleProperties#neverMisses(" + what + ")")
                .tries(2 * Property.defaultTries())
                .requireLabel("vertexFromInside", 0.1)
                .requireLabel("vertexFromOutside", 0.1)
                .requireLabel("edgeFromInside", 0.1)
                .requireLabel("edgeFromOutside", 0.1)
                .check(c -> {
                    Property.label(c.kind());
                    rays.incrementAndGet();
                    boolean kernelHit = false;
                    boolean baselineHit = false;
                    for (int i = 0; i < c.mesh().triangleCount(); i++) {
                        Triangle t = c.mesh().triangle(i);
                        kernelHit |= kernel(c.ray(), t, hit);
                        baselineHit |= mollerTrumbore(c.ray(), t);
                    }
                    if (!baselineHit) {
                        baselineMisses.incrementAndGet();
                    }
                    assertThat(kernelHit).as("the ray slipped through").isTrue();
                });
        System.out.printf("[triangle] %s: %d rays at shared edges and vertices: watertight kernel 0 misses, "
                + "Moller-Trumbore %d misses (%s)%n", what, rays.get(), baselineMisses.get(), report.labels());
        assertThat(baselineMisses.get()).as("the baseline's misses: the generator reaches the hard cases")
                .isPositive();
    }

    @Test
    void raysThroughSharedEdgesAndVertices_ofIcospheres_neverMiss_whereMollerTrumboreDoes() {
        neverMisses("icospheres", meshes(1, true));
    }

    @Test
    void raysThroughSharedEdgesAndVertices_ofCubeGrids_neverMiss_whereMollerTrumboreDoes() {
        neverMisses("cube grids", meshes(2, false));
    }
}
