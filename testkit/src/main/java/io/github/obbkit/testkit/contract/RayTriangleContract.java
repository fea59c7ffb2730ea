package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.ClosedMesh;
import io.github.obbkit.testkit.gen.RayTriangleCase;
import io.github.obbkit.testkit.gen.SharedFeatureRay;
import io.github.obbkit.testkit.gen.TriangleGenerators;
import io.github.obbkit.testkit.oracle.RayTriangleOracle;
import io.github.obbkit.testkit.oracle.Triangle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.jspecify.annotations.Nullable;

/**
 * The contract of a ray-triangle test, as an abstract JUnit 5 class: extend it, implement
 * {@link #intersect(Ray3d, Triangle)} by calling your own code, and every property below runs it
 * against the exact {@link RayTriangleOracle} and on closed meshes.
 *
 * <pre>{@code
 * class MyTriangleTest extends RayTriangleContract {
 *     @Override
 *     protected TriangleHit intersect(Ray3d ray, Triangle t) {
 *         MyHit h = MyKernel.intersect(MyRay.from(ray), t.ax(), t.ay(), ...);
 *         return h == null ? null : TriangleHit.ofUv(h.t(), h.u(), h.v());
 *     }
 * }
 * }</pre>
 *
 * <p><b>What is asked.</b> The ray is {@code o + t d}, {@code t >= 0}, in units of the direction's
 * length as given. Triangles are closed (edges and vertices belong to them) and two-sided. A ray
 * seen edge-on, or a degenerate triangle, may go either way. Return null for a miss, else {@code t}
 * and the barycentric weights.
 *
 * <p><b>Bands.</b> Hit or miss must equal exact arithmetic where the ray passes farther than
 * {@link #boundaryBand} from every edge's line and meets the plane farther than it from its origin;
 * by default the band is {@link #DEFAULT_BAND_RELATIVE} of the scale (the largest coordinate of
 * {@code vertex - origin}). {@code t} must be within {@link #tTolerance} of the oracle's (by default
 * {@link #DEFAULT_T_RELATIVE} of the scale divided by the sine of the angle between ray and plane, in
 * world units along the ray). Override them to state your own.
 *
 * <p><b>Watertightness.</b> Rays aimed exactly at a vertex, or at a point of an edge, of a closed mesh
 * (an icosphere, a grid on a cube) from inside it, or from outside across its surface, must hit at
 * least one of its triangles: no band. A test that is not watertight (Moller-Trumbore with any
 * epsilon, for one) fails these.
 */
public abstract class RayTriangleContract {
    /** The default relative band of hit or miss. */
    public static final double DEFAULT_BAND_RELATIVE = 1e-9;

    /** The default relative tolerance of {@code t}, before the division by the sine. */
    public static final double DEFAULT_T_RELATIVE = 1e-9;

    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected RayTriangleContract() {
    }

    /**
     * The implementation under test.
     *
     * @param ray      the ray
     * @param triangle the closed, two-sided triangle
     * @return the hit, or null if the ray misses
     */
    protected abstract @Nullable TriangleHit intersect(Ray3d ray, Triangle triangle);

    /**
     * The half-width of the band of hit or miss, in world units; by default
     * {@link #DEFAULT_BAND_RELATIVE} times the verdict's scale.
     *
     * @param verdict the oracle's verdict on the case
     * @return the band
     */
    protected double boundaryBand(RayTriangleOracle.Verdict verdict) {
        return DEFAULT_BAND_RELATIVE * verdict.scale();
    }

    /**
     * How far {@code t |d|} may be from the oracle's, in world units along the ray; by default
     * {@link #DEFAULT_T_RELATIVE} times the scale divided by the sine of the angle between the ray and
     * the plane.
     *
     * @param verdict the oracle's verdict on the case
     * @return the tolerance
     */
    protected double tTolerance(RayTriangleOracle.Verdict verdict) {
        return DEFAULT_T_RELATIVE * verdict.scale() / verdict.sine();
    }

    /**
     * How many checked cases each property needs at least; by default {@link Property#defaultTries()}.
     *
     * @return the number of cases
     */
    protected int tries() {
        return Property.defaultTries();
    }

    private Property<RayTriangleCase> cases(String name, int factor) {
        return cases(TriangleGenerators.any(), name, factor, 0.8);
    }

    private Property<RayTriangleCase> cases(Gen<RayTriangleCase> gen, String name, int factor, double discards) {
        return Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(factor * tries())
                .maxDiscardRatio(discards)
                .describeFailureWith(c -> "oracle " + RayTriangleOracle.intersect(c.ray(), c.triangle()));
    }

    private void ranEnough(Property.Report report) {
        assertThat(report.checked()).as("checked cases of %s (%s)", report.name(), report)
                .isGreaterThanOrEqualTo(tries());
    }

    /** Hit or miss equals the exact oracle's for every family, outside the band. */
    @Test
    public void hitOrMiss_agreesWithTheExactOracle_outsideTheBand() {
        ranEnough(cases("hitOrMiss_agreesWithTheExactOracle", 4)
                .requireLabel("hit", 0.15)
                .requireLabel("miss", 0.15)
                .check(c -> {
                    RayTriangleOracle.Verdict exact = RayTriangleOracle.intersect(c.ray(), c.triangle());
                    Property.assume(exact.margin() > boundaryBand(exact));
                    Property.label(c.family());
                    Property.label(exact.hit() ? "hit" : "miss");
                    TriangleHit hit = intersect(c.ray(), c.triangle());
                    assertThat(hit != null).as("hit; exact %s, yours %s", exact, hit).isEqualTo(exact.hit());
                }));
    }

    /** A hit's {@code t} is the oracle's within the tolerance, and never negative. */
    @Test
    public void t_isTheExactOnes_withinTheTolerance() {
        ranEnough(cases(TriangleGenerators.mostlyHitting(), "t_isTheExactOnes", 4, 0.8)
                .check(c -> {
                    RayTriangleOracle.Verdict exact = RayTriangleOracle.intersect(c.ray(), c.triangle());
                    Property.assume(exact.hit() && exact.margin() > boundaryBand(exact));
                    Property.label(c.family());
                    TriangleHit hit = intersect(c.ray(), c.triangle());
                    assertThat(hit).as("a hit for %s", exact).isNotNull();
                    double length = c.ray().directionLength();
                    assertThat(hit.t()).as("t").isGreaterThanOrEqualTo(0);
                    assertThat(Math.abs(hit.t() - exact.t()) * length).as("|t - exact t| |d|, exact %s, yours %s",
                            exact, hit).isLessThanOrEqualTo(tTolerance(exact));
                }));
    }

    /**
     * A hit's weights lie in {@code [0, 1]} and sum to 1 (to {@code 1e-9}), and give the point at
     * {@code t} to within the {@code t} tolerance.
     */
    @Test
    public void barycentrics_giveTheHitPoint() {
        ranEnough(cases(TriangleGenerators.mostlyHitting(), "barycentrics_giveTheHitPoint", 4, 0.8)
                .check(c -> {
                    RayTriangleOracle.Verdict exact = RayTriangleOracle.intersect(c.ray(), c.triangle());
                    TriangleHit hit = intersect(c.ray(), c.triangle());
                    Property.assume(hit != null && exact.hit() && exact.margin() > boundaryBand(exact));
                    Property.label(c.family());
                    for (double x : new double[] {hit.w(), hit.u(), hit.v()}) {
                        assertThat(x).as("a weight of %s", hit).isBetween(-1e-9, 1 + 1e-9);
                    }
                    assertThat(hit.w() + hit.u() + hit.v()).as("sum of the weights of %s", hit)
                            .isCloseTo(1, org.assertj.core.data.Offset.offset(1e-9));
                    Ray3d r = c.ray();
                    Triangle t = c.triangle();
                    double[] o = {r.originX(), r.originY(), r.originZ()};
                    double[] d = {r.directionX(), r.directionY(), r.directionZ()};
                    // Both relative to the origin, so that the coordinates' own size adds no rounding
                    for (int k = 0; k < 3; k++) {
                        double fromT = hit.t() * d[k];
                        double fromWeights = hit.w() * (t.vertex(0, k) - o[k]) + hit.u() * (t.vertex(1, k) - o[k])
                                + hit.v() * (t.vertex(2, k) - o[k]);
                        assertThat(Math.abs(fromT - fromWeights)).as("axis %s: point at t %s, from the weights %s",
                                k, fromT, fromWeights).isLessThanOrEqualTo(tTolerance(exact) + boundaryBand(exact));
                    }
                }));
    }

    /** Walking the triangle the other way round changes neither hit or miss nor {@code t}. */
    @Test
    public void eitherWinding_givesTheSameAnswer() {
        ranEnough(cases("eitherWinding_givesTheSameAnswer", 4)
                .check(c -> {
                    RayTriangleOracle.Verdict exact = RayTriangleOracle.intersect(c.ray(), c.triangle());
                    Property.assume(exact.margin() > boundaryBand(exact));
                    Property.label(c.family());
                    TriangleHit one = intersect(c.ray(), c.triangle());
                    TriangleHit other = intersect(c.ray(), c.triangle().reversed());
                    assertThat(other != null).as("reversed hits as %s does: %s", one, other).isEqualTo(one != null);
                    if (one != null && other != null) {
                        assertThat(Math.abs(one.t() - other.t()) * c.ray().directionLength()).as("t of both windings")
                                .isLessThanOrEqualTo(2 * tTolerance(exact));
                    }
                }));
    }

    /** Rays at the shared edges and vertices of icospheres never miss. */
    @Test
    public void raysAtSharedEdgesAndVertices_ofIcospheres_neverMiss() {
        watertight("raysAtSharedEdgesAndVertices_ofIcospheres", meshes(true));
    }

    /** Rays at the shared edges and vertices of grids on cubes never miss. */
    @Test
    public void raysAtSharedEdgesAndVertices_ofCubeGrids_neverMiss() {
        watertight("raysAtSharedEdgesAndVertices_ofCubeGrids", meshes(false));
    }

    private static List<ClosedMesh> meshes(boolean spheres) {
        SplittableRandom random = new SplittableRandom(spheres ? 18 : 81);
        List<ClosedMesh> meshes = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            meshes.add(spheres ? ClosedMesh.icosphere(1 + i % 2, random) : ClosedMesh.cubeGrid(2 + i % 3, random));
        }
        return meshes;
    }

    private void watertight(String name, List<ClosedMesh> meshes) {
        ranEnough(Property.forAll(SharedFeatureRay.aimedAt(meshes))
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("vertexFromInside", 0.1)
                .requireLabel("edgeFromOutside", 0.1)
                .check(c -> {
                    Property.label(c.kind());
                    ClosedMesh mesh = c.mesh();
                    for (int i = 0; i < mesh.triangleCount(); i++) {
                        if (intersect(c.ray(), mesh.triangle(i)) != null) {
                            return;
                        }
                    }
                    throw new AssertionError("the ray slipped through the closed mesh: it hit none of its "
                            + mesh.triangleCount() + " triangles");
                }));
    }
}
