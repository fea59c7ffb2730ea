package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.gen.RayShrinkers3d;
import io.github.obbkit.testkit.oracle.RayOracles;
import io.github.obbkit.testkit.oracle.RaySpan;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.jspecify.annotations.Nullable;

/**
 * The contract of a ray-box intersection, as an abstract JUnit 5 class: extend it, implement
 * {@link #intersect(Ray3d, Obb3d)} by calling your own code (adapting from obbkit's ray and box to
 * yours), and every property below runs it against the independent {@link RayOracles}.
 *
 * <pre>{@code
 * class MyRaycastTest extends RayBoxContract {
 *     @Override
 *     protected RaySpan intersect(Ray3d ray, Obb3d box) {
 *         MyHit hit = MyBox.from(box).raycast(MyRay.from(ray));
 *         return hit == null ? null : new RaySpan(hit.near(), hit.far());
 *     }
 * }
 * }</pre>
 *
 * <p><b>What is asked.</b> The ray is {@code o + t d} for {@code t >= 0}, with {@code t} in units of
 * the direction's length, as given (not normalised). Boxes are closed: touching counts, and boxes with
 * zero extents (rectangles, segments, points) are hit when the ray passes through them. Return null
 * when the ray misses, else the span {@code [tMin, tMax]} of the ray inside the box. Two conventions
 * for an origin inside the box are accepted: {@code tMin} the line's entry behind the origin
 * (negative), or {@code tMin} clamped to 0.
 *
 * <p><b>The boundary band.</b> A ray whose {@link RayOracles#margin margin} (how far its origin may
 * move before hit turns into miss or back) is within {@link #boundaryBand(Ray3d, Obb3d)} of zero may
 * go either way; by default the band is {@link #DEFAULT_BAND_RELATIVE} {@code = 1e-9} of the
 * {@link RayOracles#scale scale}, the largest distance from origin to centre along a world axis plus
 * the three half-extents. Override it to state your implementation's band. Exactly constructed
 * touches ({@link RayGenerators3d#touches()}) have no band: they must hit.
 *
 * <p>Each property runs at least {@link #tries()} checked cases (cases inside the band are not
 * counted, and the property runs more tries to make up for them), prints its seed, and shrinks a
 * failing case towards a box at the origin with world axes and round numbers.
 */
public abstract class RayBoxContract {
    /** The default relative band: one part in 10<sup>9</sup> of the ray-box scale. */
    public static final double DEFAULT_BAND_RELATIVE = 1e-9;

    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected RayBoxContract() {
    }

    /**
     * The implementation under test.
     *
     * @param ray the ray
     * @param box the closed box
     * @return the span of the ray in the box, or null if the ray misses it
     */
    protected abstract @Nullable RaySpan intersect(Ray3d ray, Obb3d box);

    /**
     * The half-width of the band around touching within which either answer is accepted; by default
     * {@link #DEFAULT_BAND_RELATIVE} times {@link RayOracles#scale(Ray3d, Obb3d)}.
     *
     * @param ray the ray
     * @param box the box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Ray3d ray, Obb3d box) {
        return DEFAULT_BAND_RELATIVE * RayOracles.scale(ray, box);
    }

    /**
     * How many checked cases each property needs at least; by default {@link Property#defaultTries()}.
     *
     * @return the number of cases
     */
    protected int tries() {
        return Property.defaultTries();
    }

    // ------------------------------------------------------------------------------------ plumbing

    private Property<RayCase3d> cases(Gen<RayCase3d> gen, String name, int factor) {
        return Property.forAll(gen)
                .named(TestNames.of(this))
                .tries(factor * tries())
                .maxDiscardRatio(0.75)
                .shrinkWith(RayShrinkers3d.rayCase())
                .describeFailureWith(this::describe);
    }

    private void ranEnough(Property.Report report) {
        assertThat(report.checked()).as("checked cases of %s (%s)", report.name(), report)
                .isGreaterThanOrEqualTo(tries());
    }

    /** The oracle's view of a case, for failure messages. */
    private String describe(RayCase3d c) {
        RaySpan span;
        try {
            span = intersect(c.ray(), c.box());
        } catch (RuntimeException e) {
            return "yours threw " + e;
        }
        return "oracle chord " + Arrays.toString(RayOracles.chord(c.ray(), c.box())) + ", margin "
                + RayOracles.margin(c.ray(), c.box()) + ", band " + boundaryBand(c.ray(), c.box()) + "; yours " + span;
    }

    /** Within this of the surface counts as on it: the band, twice, for the span's ends. */
    private double tolerance(Ray3d ray, Obb3d box) {
        return 2 * boundaryBand(ray, box);
    }

    private static double sd(Ray3d ray, double t, Obb3d box) {
        return RayOracles.signedDistanceAt(ray, t, box);
    }

    /** A span must be two numbers in order, the later one not behind the origin. */
    private static void wellFormed(RaySpan span) {
        assertThat(Double.isNaN(span.tMin()) || Double.isNaN(span.tMax())).as("NaN in %s", span).isFalse();
        assertThat(span.tMin()).as("tMin <= tMax in %s", span).isLessThanOrEqualTo(span.tMax());
        assertThat(span.tMax()).as("tMax >= 0 in %s: the ray is t >= 0", span).isGreaterThanOrEqualTo(0);
    }

    // ------------------------------------------------------------------------------------ properties

    /** Hit or miss equals the face-by-face oracle for every family of cases outside the band. */
    @Test
    public void hitOrMiss_agreesWithTheOracle_outsideTheBand() {
        ranEnough(cases(RayGenerators3d.any(), "hitOrMiss_agreesWithTheOracle", 3)
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.2)
                .requireLabel("nearMiss", 0.05)
                .requireLabel("axisParallel", 0.03)
                .requireLabel("originInside", 0.03)
                .requireLabel("pointingAway", 0.03)
                .requireLabel("degenerate", 0.03)
                .requireLabel("farFromOrigin", 0.03)
                .check(c -> {
                    double margin = RayOracles.margin(c.ray(), c.box());
                    double band = boundaryBand(c.ray(), c.box());
                    Property.assume(Math.abs(margin) > band);
                    Property.label(c.family());
                    boolean oracle = RayOracles.hits(c.ray(), c.box());
                    assertThat(oracle).as("the two oracles (faces and margin %s) agree", margin).isEqualTo(margin > 0);
                    Property.label(oracle ? "hit" : "miss");
                    RaySpan span = intersect(c.ray(), c.box());
                    assertThat(span != null).as("hit, with oracle margin %s and band %s; yours %s", margin, band, span)
                            .isEqualTo(oracle);
                }));
    }

    /** The span's ends lie on the surface, and its middle inside, within twice the band. */
    @Test
    public void spanEndsLieOnTheSurface_andItsMiddleInside() {
        ranEnough(cases(RayGenerators3d.any(), "spanEndsLieOnTheSurface", 3)
                .check(c -> {
                    Ray3d ray = c.ray();
                    Obb3d box = c.box();
                    double margin = RayOracles.margin(ray, box);
                    double band = boundaryBand(ray, box);
                    RaySpan span = intersect(ray, box);
                    Property.assume(span != null && margin >= -band);
                    Property.label(c.family());
                    wellFormed(span);
                    double tol = tolerance(ray, box);
                    if (span.tMin() != 0) {
                        assertThat(Math.abs(sd(ray, span.tMin(), box))).as("distance of the point at tMin = %s from the"
                                + " surface, tolerance %s", span.tMin(), tol).isLessThanOrEqualTo(tol);
                    }
                    assertThat(Math.abs(sd(ray, span.tMax(), box))).as("distance of the point at tMax = %s from the"
                            + " surface, tolerance %s", span.tMax(), tol).isLessThanOrEqualTo(tol);
                    double middle = 0.5 * span.tMin() + 0.5 * span.tMax();
                    assertThat(sd(ray, middle, box)).as("signed distance of the middle of %s", span)
                            .isLessThanOrEqualTo(tol);
                }));
    }

    /**
     * Points of the ray inside the span are not outside the box, points outside the span (and ahead of
     * the origin, or behind a negative {@code tMin}) are not inside it, and a missing ray has no point
     * inside: each by more than twice the band.
     */
    @Test
    public void pointsOffTheSpanAreNotInside_andPointsOnItAreNotOutside() {
        ranEnough(cases(RayGenerators3d.any(), "pointsOffTheSpanAreNotInside", 1)
                .check(c -> {
                    Ray3d ray = c.ray();
                    Obb3d box = c.box();
                    Property.label(c.family());
                    double tol = tolerance(ray, box);
                    double reach = RayOracles.scale(ray, box) / ray.directionLength();
                    RaySpan span = intersect(ray, box);
                    if (span == null) {
                        for (double f : new double[] {0, 0.01, 0.1, 0.3, 0.5, 0.7, 1, 1.5, 2, 4}) {
                            assertThat(sd(ray, f * reach, box)).as("a missing ray's point at t = %s", f * reach)
                                    .isGreaterThanOrEqualTo(-tol);
                        }
                        return;
                    }
                    wellFormed(span);
                    double length = span.tMax() - span.tMin();
                    for (double f : new double[] {0.01, 0.1, 0.37, 0.5, 0.81, 0.99}) {
                        double t = span.tMin() + f * length;
                        assertThat(sd(ray, t, box)).as("point at t = %s inside %s", t, span).isLessThanOrEqualTo(tol);
                    }
                    for (double s : new double[] {0.5 * length, 0.01 * reach, 0.3 * reach, 2 * reach}) {
                        if (!(s > 0)) {
                            continue;
                        }
                        double after = span.tMax() + s;
                        assertThat(sd(ray, after, box)).as("point at t = %s after %s", after, span)
                                .isGreaterThanOrEqualTo(-tol);
                        double before = span.tMin() - s;
                        if (span.tMin() < 0 || before >= 0) {
                            assertThat(sd(ray, before, box)).as("point at t = %s before %s", before, span)
                                    .isGreaterThanOrEqualTo(-tol);
                        }
                    }
                }));
    }

    /** A case and a rigid motion (a unit quaternion and a translation) applied to both ray and box. */
    record Moved(RayCase3d original, double qx, double qy, double qz, double qw, double tx, double ty, double tz) {
        RayCase3d moved() {
            Ray3d r = original.ray();
            Obb3d b = original.box();
            double[] o = rotate(r.originX(), r.originY(), r.originZ());
            double[] d = rotate(r.directionX(), r.directionY(), r.directionZ());
            double[] c = rotate(b.centerX(), b.centerY(), b.centerZ());
            double[] u = rotate(b.axisXx(), b.axisXy(), b.axisXz());
            double[] v = rotate(b.axisYx(), b.axisYy(), b.axisYz());
            double[] w = rotate(b.axisZx(), b.axisZy(), b.axisZz());
            return new RayCase3d(Ray3d.of(o[0] + tx, o[1] + ty, o[2] + tz, d[0], d[1], d[2]),
                    Obb3d.fromAxes(c[0] + tx, c[1] + ty, c[2] + tz, u[0], u[1], u[2], v[0], v[1], v[2], w[0], w[1], w[2],
                            b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()), original.family());
        }

        /** {@code q v q*}, as {@code v + w t + q x t} with {@code t = 2 q x v}. */
        double[] rotate(double x, double y, double z) {
            double tx = 2 * (qy * z - qz * y);
            double ty = 2 * (qz * x - qx * z);
            double tz = 2 * (qx * y - qy * x);
            return new double[] {x + qw * tx + (qy * tz - qz * ty), y + qw * ty + (qz * tx - qx * tz),
                z + qw * tz + (qx * ty - qy * tx)};
        }

        @Override
        public String toString() {
            return original + "\n    turned by the quaternion (" + qx + ", " + qy + ", " + qz + ", " + qw
                    + ") and moved by (" + tx + ", " + ty + ", " + tz + ")";
        }
    }

    private static Gen<Moved> moved() {
        Gen<RayCase3d> base = RayGenerators3d.any();
        return random -> {
            RayCase3d c = base.next(random);
            double[] q = quaternion(random);
            return new Moved(c, q[0], q[1], q[2], q[3], random.nextDouble(-100, 100), random.nextDouble(-100, 100),
                    random.nextDouble(-100, 100));
        };
    }

    private static double[] quaternion(RandomGenerator random) {
        double x = random.nextGaussian();
        double y = random.nextGaussian();
        double z = random.nextGaussian();
        double w = random.nextGaussian() + 1e-9;
        double n = Math.sqrt(x * x + y * y + z * z + w * w);
        return new double[] {x / n, y / n, z / n, w / n};
    }

    private static double positionRounding(RayCase3d c) {
        Ray3d r = c.ray();
        Obb3d b = c.box();
        double far = Math.max(Math.max(Math.max(Math.abs(r.originX()), Math.abs(r.originY())), Math.abs(r.originZ())),
                Math.max(Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())), Math.abs(b.centerZ())));
        return 16 * Math.ulp(far) + 1e-14 * RayOracles.scale(r, b);
    }

    /**
     * Turning and moving ray and box together changes nothing outside the band: hit or miss, and, where
     * the ray crosses every slab at a healthy angle, the span.
     */
    @Test
    public void isInvariantUnderASharedRigidMotion_outsideTheBand() {
        Property.Report report = Property.forAll(moved())
                .named(TestNames.of(this))
                .tries(3 * tries())
                .maxDiscardRatio(0.75)
                .describeFailureWith(m -> describe(m.original()) + "; moved: " + describe(m.moved()))
                .check(m -> {
                    RayCase3d before = m.original();
                    RayCase3d after = m.moved();
                    double margin = RayOracles.margin(before.ray(), before.box());
                    double marginAfter = RayOracles.margin(after.ray(), after.box());
                    double slack = boundaryBand(before.ray(), before.box()) + boundaryBand(after.ray(), after.box())
                            + positionRounding(before) + positionRounding(after);
                    Property.assume(Math.abs(margin) > slack && Math.abs(marginAfter) > slack);
                    Property.label(before.family());
                    RaySpan a = intersect(before.ray(), before.box());
                    RaySpan b = intersect(after.ray(), after.box());
                    assertThat(b != null).as("hit after the motion; before: %s, after: %s", a, b).isEqualTo(a != null);
                    if (a != null && b != null && wellConditioned(before.ray(), before.box())) {
                        double tol = 20 * slack / before.ray().directionLength();
                        assertThat(Math.abs(b.tMin() - a.tMin())).as("tMin %s then %s", a.tMin(), b.tMin())
                                .isLessThanOrEqualTo(tol);
                        assertThat(Math.abs(b.tMax() - a.tMax())).as("tMax %s then %s", a.tMax(), b.tMax())
                                .isLessThanOrEqualTo(tol);
                    }
                });
        ranEnough(report);
    }

    /** Every slab crossed at an angle whose sine is at least 0.05: each crossing's t is well conditioned. */
    private static boolean wellConditioned(Ray3d ray, Obb3d box) {
        double l = ray.directionLength();
        double[][] a = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
            {box.axisZx(), box.axisZy(), box.axisZz()}};
        for (double[] axis : a) {
            double s = Math.abs(axis[0] * ray.directionX() + axis[1] * ray.directionY() + axis[2] * ray.directionZ()) / l;
            if (s < 0.05) {
                return false;
            }
        }
        return true;
    }

    /** Rectangles, segments and points are hit and missed as the oracle says, outside the band. */
    @Test
    public void degenerateBoxes_areHitWhenTheOracleSaysSo_outsideTheBand() {
        ranEnough(cases(RayGenerators3d.degenerate(), "degenerateBoxes_areHitWhenTheOracleSaysSo", 3)
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.2)
                .check(c -> {
                    double margin = RayOracles.margin(c.ray(), c.box());
                    Property.assume(Math.abs(margin) > boundaryBand(c.ray(), c.box()));
                    boolean oracle = RayOracles.hits(c.ray(), c.box());
                    Property.label(oracle ? "hit" : "miss");
                    RaySpan span = intersect(c.ray(), c.box());
                    assertThat(span != null).as("hit, with oracle margin %s; yours %s", margin, span).isEqualTo(oracle);
                }));
    }

    /**
     * Exactly constructed touches hit, with no band to hide in: a ray touching only a corner or an
     * edge, a ray lying in a face's plane, a ray through a point of a rectangle, a segment or a point
     * box; the span contains the touch. The corner, edge and face-plane rays moved one unit outwards
     * miss.
     */
    @Test
    public void exactTouches_hitTheClosedBox_andMissItOneUnitAway() {
        Property.Report report = Property.forAll(RayGenerators3d.touches())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("corner", 0.1)
                .requireLabel("edge", 0.1)
                .requireLabel("facePlane", 0.1)
                .requireLabel("exactQuad", 0.1)
                .requireLabel("exactSegment", 0.1)
                .requireLabel("exactPoint", 0.1)
                .describeFailureWith(t -> describe(t.touching()))
                .check(touch -> {
                    Property.label(touch.family());
                    RaySpan span = intersect(touch.ray(), touch.box());
                    assertThat(span).as("the touch at t = %s", touch.t()).isNotNull();
                    wellFormed(span);
                    double tol = 1e-12 * touch.t();
                    assertThat(span.tMin()).as("tMin of %s, touching at %s", span, touch.t())
                            .isLessThanOrEqualTo(touch.t() + tol);
                    assertThat(span.tMax()).as("tMax of %s, touching at %s", span, touch.t())
                            .isGreaterThanOrEqualTo(touch.t() - tol);
                    if (touch.missing() != null) {
                        assertThat(intersect(touch.missing(), touch.box())).as("the ray moved one unit away").isNull();
                    }
                });
        ranEnough(report);
    }

    /** A ray from inside the box hits it, with 0 in its span. */
    @Test
    public void originInside_hits_withZeroInTheSpan() {
        ranEnough(cases(RayGenerators3d.originInside(), "originInside_hits", 2)
                .check(c -> {
                    Property.assume(RayOracles.margin(c.ray(), c.box()) > boundaryBand(c.ray(), c.box()));
                    RaySpan span = intersect(c.ray(), c.box());
                    assertThat(span).as("the origin is inside").isNotNull();
                    wellFormed(span);
                    assertThat(span.tMin()).as("tMin of %s", span).isLessThanOrEqualTo(0);
                }));
    }

    /** A ray moving away from the box's nearest point misses it. */
    @Test
    public void raysPointingAway_miss() {
        ranEnough(cases(RayGenerators3d.pointingAway(), "raysPointingAway_miss", 2)
                .check(c -> {
                    Property.assume(RayOracles.margin(c.ray(), c.box()) < -boundaryBand(c.ray(), c.box()));
                    assertThat(intersect(c.ray(), c.box())).as("pointing away").isNull();
                }));
    }

    /**
     * Rays parallel to two slabs, inside, outside or on them: no NaN, no exception, and the oracle's
     * answer outside the band.
     */
    @Test
    public void axisParallelRays_giveNoNaN_andAgreeOutsideTheBand() {
        ranEnough(cases(RayGenerators3d.axisParallel(), "axisParallelRays_giveNoNaN", 3)
                .requireLabel("hit", 0.1)
                .requireLabel("miss", 0.1)
                .check(c -> {
                    RaySpan span = intersect(c.ray(), c.box());
                    if (span != null) {
                        wellFormed(span);
                    }
                    double margin = RayOracles.margin(c.ray(), c.box());
                    Property.assume(Math.abs(margin) > boundaryBand(c.ray(), c.box()));
                    boolean oracle = RayOracles.hits(c.ray(), c.box());
                    Property.label(oracle ? "hit" : "miss");
                    assertThat(span != null).as("hit, with oracle margin %s; yours %s", margin, span).isEqualTo(oracle);
                }));
    }
}
