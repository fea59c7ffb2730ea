package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.ExactRayCases;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.gen.RayShrinkers3d;
import io.github.obbkit.testkit.oracle.ExactRayOracles;
import io.github.obbkit.testkit.oracle.RayOracles;
import io.github.obbkit.testkit.oracle.RaySpan;
import io.github.obbkit.testkit.oracle.RayTouch;
import io.github.obbkit.testkit.picture.Sketch3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.util.Arrays;
import java.util.Locale;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Assumptions;
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
 * <p><b>Modes.</b> Kernels that take axis-aligned boxes only, answer hit or miss only, return the
 * first hit only, treat boxes as open, or compute in single precision override {@link #options()}
 * (see {@link RayBoxOptions}); a property that does not apply to the mode is skipped with a JUnit
 * assumption that says why.
 *
 * <p><b>The boundary band.</b> A ray whose {@link RayOracles#margin margin} (how far its origin may
 * move before hit turns into miss or back) is within {@link #boundaryBand(Ray3d, Obb3d)} of zero may
 * go either way; by default the band follows the stated {@link RayBoxOptions.Precision precision}:
 * {@link #DEFAULT_BAND_RELATIVE} {@code = 1e-9} of the {@link RayOracles#scale scale} (the largest
 * distance from origin to centre along a world axis plus the three half-extents) in double precision.
 * Override it to state your implementation's band. Span ends must lie within twice the band of the
 * surface. Exactly constructed touches ({@link RayGenerators3d#touches()}, exact in float too) have no
 * band for hit or miss: they must hit a closed box and miss an open one.
 *
 * <p><b>Coverage.</b> Each property runs at least {@link #tries()} checked cases (cases inside the
 * band are not counted, and the property runs more tries to make up for them), and requires that the
 * families of cases it is about are not rare; the floors sit below the rates the generators make with
 * any band up to {@code 1e-3} of the scale. A floor or a count that fails because the band leaves too
 * few cases outside it says so and names the band. Each property prints its seed, shrinks a failing
 * case towards a box at the origin with world axes and round numbers, and writes a three-view picture
 * of it (the ray with the oracle's span and yours, see {@link Sketch3d}).
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
     * @param box the box (with the world's axes in {@link RayBoxOptions.Boxes#AXIS_ALIGNED} mode)
     * @return the span of the ray in the box, or null if the ray misses it (in
     *         {@link RayBoxOptions.Answer#HIT_ONLY} mode any span for a hit; in
     *         {@link RayBoxOptions.Answer#ENTRY_ONLY} mode only {@code tMin} is read)
     */
    protected abstract @Nullable RaySpan intersect(Ray3d ray, Obb3d box);

    /**
     * The kind of kernel under test; by default {@link RayBoxOptions#defaults()}: oriented boxes, the
     * span, closed boxes, double precision.
     *
     * @return the options
     */
    protected RayBoxOptions options() {
        return RayBoxOptions.defaults();
    }

    /**
     * The half-width of the band around touching within which either answer is accepted; by default
     * the {@link RayBoxOptions#precision() precision}'s {@link RayBoxOptions.Precision#relativeBand()
     * relative band} times {@link RayOracles#scale(Ray3d, Obb3d)}, plus, in single precision,
     * {@link RayBoxOptions.Precision#coordinateUlps()} float ulps of the largest coordinate of the
     * ray's origin and the box's centre, and for {@link RayBoxOptions.Boxes#AXIS_ALIGNED axis-aligned}
     * boxes {@link RayBoxOptions#AABB_BOUNDS_ULPS} ulps of it (the rounding of bounds stored as
     * absolute coordinates). For oriented boxes in double precision that is
     * {@link #DEFAULT_BAND_RELATIVE} times the scale.
     *
     * @param ray the ray
     * @param box the box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Ray3d ray, Obb3d box) {
        return band(options().precision(), ray, box);
    }

    /** The default band of a precision. */
    private double band(RayBoxOptions.Precision precision, Ray3d ray, Obb3d box) {
        double band = precision.relativeBand() * RayOracles.scale(ray, box);
        int ulps = precision.coordinateUlps() + (options().boxes() == RayBoxOptions.Boxes.AXIS_ALIGNED
                && precision != RayBoxOptions.Precision.EXACT ? RayBoxOptions.AABB_BOUNDS_ULPS : 0);
        if (ulps > 0) {
            double far = Math.max(Math.max(Math.max(Math.abs(ray.originX()), Math.abs(ray.originY())),
                    Math.abs(ray.originZ())), Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())),
                    Math.abs(box.centerZ())));
            band += ulps * (precision == RayBoxOptions.Precision.FLOAT ? (double) Math.ulp((float) far) : Math.ulp(far));
        }
        return band;
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
        return Property.forAll(gen.map(this::adapt))
                .named(TestNames.of(this))
                .tries(factor * tries())
                .maxDiscardRatio(0.75)
                .shrinkWith(RayShrinkers3d.rayCase())
                .describeFailureWith(c -> describe(name, c));
    }

    private void ranEnough(Property.Report report) {
        assertThat(report.checked()).as("checked cases of %s (%s): too few were outside the band. %s", report.name(),
                report, bandNote()).isGreaterThanOrEqualTo(tries());
    }

    /** Says that the band, not the kernel, is why a count fell short, and names the band. */
    private String bandNote() {
        Ray3d ray = Ray3d.of(0, 0, -10, 0, 0, 1);
        Obb3d box = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        double band = boundaryBand(ray, box);
        return String.format(Locale.ROOT, "Cases within your boundary band of touching are not checked, so a band "
                + "that is too wide leaves too few: your boundaryBand is %.3g for a unit box 10 away along the ray "
                + "(scale 13), %.3g of the scale (mode %s; the default band for double precision is %s of the "
                + "scale). If the band is right for your kernel, raise tries().", band, band / 13, options(),
                DEFAULT_BAND_RELATIVE);
    }

    /** Turns a case into the box's frame when the kernel takes axis-aligned boxes only. */
    private RayCase3d adapt(RayCase3d c) {
        if (options().boxes() != RayBoxOptions.Boxes.AXIS_ALIGNED) {
            return c;
        }
        Obb3d box = c.box();
        return new RayCase3d(inFrameOf(c.ray(), box), worldAxes(box), c.family());
    }

    private RayTouch adapt(RayTouch t) {
        if (options().boxes() != RayBoxOptions.Boxes.AXIS_ALIGNED) {
            return t;
        }
        Ray3d missing = t.missing();
        return new RayTouch(inFrameOf(t.ray(), t.box()), worldAxes(t.box()), t.t(),
                missing == null ? null : inFrameOf(missing, t.box()), t.family());
    }

    private static Obb3d worldAxes(Obb3d b) {
        return Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), 1, 0, 0, 0, 1, 0, 0, 0, 1, b.halfExtentX(),
                b.halfExtentY(), b.halfExtentZ());
    }

    /** The ray turned about the box's centre by the rotation that takes the box's axes to the world's. */
    private static Ray3d inFrameOf(Ray3d r, Obb3d b) {
        double[][] a = {{b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()},
            {b.axisZx(), b.axisZy(), b.axisZz()}};
        double rx = r.originX() - b.centerX();
        double ry = r.originY() - b.centerY();
        double rz = r.originZ() - b.centerZ();
        double[] o = new double[3];
        double[] d = new double[3];
        for (int k = 0; k < 3; k++) {
            o[k] = a[k][0] * rx + a[k][1] * ry + a[k][2] * rz;
            d[k] = a[k][0] * r.directionX() + a[k][1] * r.directionY() + a[k][2] * r.directionZ();
        }
        return Ray3d.of(b.centerX() + o[0], b.centerY() + o[1], b.centerZ() + o[2], d[0], d[1], d[2]);
    }

    /** Skips the running test, with the reason, when a property does not apply to the mode. */
    private void appliesWhen(boolean applies, String why) {
        Assumptions.assumeTrue(applies, () -> "Not applicable to " + options() + ": " + why);
    }

    private boolean spans() {
        return options().answer() == RayBoxOptions.Answer.SPAN;
    }

    private boolean entries() {
        return options().answer() != RayBoxOptions.Answer.HIT_ONLY;
    }

    private boolean open() {
        return options().boundary() == RayBoxOptions.Boundary.OPEN;
    }

    private static boolean flat(Obb3d box) {
        return box.halfExtentX() == 0 || box.halfExtentY() == 0 || box.halfExtentZ() == 0;
    }

    /** The oracle's view of a case, for failure messages, and a picture of it. */
    private String describe(String name, RayCase3d c) {
        RaySpan span;
        try {
            span = intersect(c.ray(), c.box());
        } catch (RuntimeException e) {
            return "yours threw " + e;
        }
        double[] chord = RayOracles.chord(c.ray(), c.box());
        String text = "oracle chord " + Arrays.toString(chord) + ", margin " + RayOracles.margin(c.ray(), c.box())
                + ", band " + boundaryBand(c.ray(), c.box()) + "; yours " + span;
        try {
            return text + "\n  picture: " + Sketch3d.writeRay(getClass().getSimpleName() + "-" + name, c.ray(),
                    c.box(), chord, spans() || span == null ? span : new RaySpan(span.tMin(), span.tMin()),
                    name + ": " + text);
        } catch (RuntimeException e) {
            return text + "\n  (no picture: " + e + ")";
        }
    }

    /** Within this of the surface counts as on it: the band, twice, for the span's ends. */
    private double tolerance(Ray3d ray, Obb3d box) {
        return 2 * floatBand(ray, box);
    }

    private boolean exact() {
        return options().precision() == RayBoxOptions.Precision.EXACT;
    }

    /**
     * The band of what floating point judges (distances, a rounded motion): the kernel's band, or for an
     * exact kernel the double-precision one.
     */
    private double floatBand(Ray3d ray, Obb3d box) {
        return exact() ? band(RayBoxOptions.Precision.DOUBLE, ray, box) : boundaryBand(ray, box);
    }

    /** Whether hit or miss is held for the case: outside the band, or every case for an exact kernel. */
    private boolean decided(Ray3d ray, Obb3d box, double margin) {
        return exact() || Math.abs(margin) > boundaryBand(ray, box);
    }

    /** The oracle's hit or miss: the exact rational one for an exact kernel (on the box it is given). */
    private boolean oracleHits(Ray3d ray, Obb3d box) {
        if (!exact()) {
            return RayOracles.hits(ray, box);
        }
        if (options().boxes() == RayBoxOptions.Boxes.AXIS_ALIGNED) {
            return ExactRayOracles.hits(ray, Aabb3d.of(box.centerX() - box.halfExtentX(),
                    box.centerY() - box.halfExtentY(), box.centerZ() - box.halfExtentZ(),
                    box.centerX() + box.halfExtentX(), box.centerY() + box.halfExtentY(),
                    box.centerZ() + box.halfExtentZ()));
        }
        return ExactRayOracles.hits(ray, box);
    }

    private static double sd(Ray3d ray, double t, Obb3d box) {
        return RayOracles.signedDistanceAt(ray, t, box);
    }

    /**
     * A span must be two numbers in order, the later one not behind the origin; an entry, a number.
     * Compared as primitives, so that {@code -0.0} counts as 0.
     */
    private void wellFormed(RaySpan span) {
        if (!entries()) {
            return;
        }
        assertThat(Double.isNaN(span.tMin())).as("NaN tMin in %s", span).isFalse();
        if (!spans()) {
            return;
        }
        assertThat(Double.isNaN(span.tMax())).as("NaN tMax in %s", span).isFalse();
        assertThat(span.tMin() <= span.tMax()).as("tMin <= tMax in %s", span).isTrue();
        assertThat(span.tMax() >= 0).as("tMax >= 0 in %s: the ray is t >= 0", span).isTrue();
    }

    /** Whether the ray must hit, for a case outside the band: an open box with a zero extent has no inside. */
    private boolean mustHit(RayCase3d c) {
        return oracleHits(c.ray(), c.box()) && !(open() && flat(c.box()));
    }

    // ------------------------------------------------------------------------------------ properties

    /** Hit or miss equals the face-by-face oracle for every family of cases outside the band. */
    @Test
    public void hitOrMiss_agreesWithTheOracle_outsideTheBand() {
        Property<RayCase3d> property = cases(RayGenerators3d.any(options().precision().maxLengthExponent()),
                "hitOrMiss_agreesWithTheOracle", 3)
                .requireLabel("hit", 0.4)
                .requireLabel("miss", 0.3)
                .requireLabel("nearMiss", 0.05)
                .requireLabel("axisParallel", 0.05)
                .requireLabel("originInside", 0.06)
                .requireLabel("pointingAway", 0.06)
                .requireLabel("degenerate", 0.04)
                .requireLabel("extremeLength", 0.05);
        if (options().precision() == RayBoxOptions.Precision.DOUBLE) {
            // In single precision the rounding of far coordinates, and the tiny components of nearly
            // parallel rays, put most of these inside the band.
            property.requireLabel("farFromOrigin", 0.05).requireLabel("nearParallel", 0.03);
        }
        ranEnough(property.check(c -> {
            double margin = RayOracles.margin(c.ray(), c.box());
            double band = boundaryBand(c.ray(), c.box());
            Property.assume(decided(c.ray(), c.box(), margin));
            Property.label(c.family());
            boolean oracle = oracleHits(c.ray(), c.box());
            if (Math.abs(margin) > floatBand(c.ray(), c.box())) {
                assertThat(oracle).as("the oracles (faces or exact, and margin %s) agree", margin).isEqualTo(margin > 0);
            }
            boolean expected = mustHit(c);
            Property.label(expected ? "hit" : "miss");
            RaySpan span = intersect(c.ray(), c.box());
            assertThat(span != null).as("hit, with oracle margin %s and band %s%s; yours %s", margin, band,
                    oracle && !expected ? " (an open box with a zero extent: no inside)" : "", span)
                    .isEqualTo(expected);
        }));
    }

    /** The span's ends lie on the surface, and its middle inside, within twice the band. */
    @Test
    public void spanEndsLieOnTheSurface_andItsMiddleInside() {
        appliesWhen(entries(), "a hit-or-miss kernel returns no span");
        ranEnough(cases(RayGenerators3d.any(options().precision().maxLengthExponent()), "spanEndsLieOnTheSurface", 3)
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
                    if (span.tMin() > 0) {
                        assertThat(Math.abs(sd(ray, span.tMin(), box))).as("distance of the point at tMin = %s from the"
                                + " surface, tolerance %s", span.tMin(), tol).isLessThanOrEqualTo(tol);
                    } else {
                        assertThat(sd(ray, 0, box)).as("signed distance of the origin, for an entry at %s <= 0",
                                span.tMin()).isLessThanOrEqualTo(tol);
                    }
                    if (!spans()) {
                        return;
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
     * inside: each by more than twice the band. Hit-or-miss kernels are held to the last part only,
     * entry-only kernels to it and to the points before the entry.
     */
    @Test
    public void pointsOffTheSpanAreNotInside_andPointsOnItAreNotOutside() {
        ranEnough(cases(RayGenerators3d.any(options().precision().maxLengthExponent()), "pointsOffTheSpanAreNotInside",
                1)
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
                    if (!entries()) {
                        return;
                    }
                    double length = spans() ? span.tMax() - span.tMin() : 0;
                    if (spans()) {
                        for (double f : new double[] {0.01, 0.1, 0.37, 0.5, 0.81, 0.99}) {
                            double t = span.tMin() + f * length;
                            assertThat(sd(ray, t, box)).as("point at t = %s inside %s", t, span)
                                    .isLessThanOrEqualTo(tol);
                        }
                    }
                    for (double s : new double[] {0.5 * length, 0.01 * reach, 0.3 * reach, 2 * reach}) {
                        if (!(s > 0)) {
                            continue;
                        }
                        if (spans()) {
                            double after = span.tMax() + s;
                            assertThat(sd(ray, after, box)).as("point at t = %s after %s", after, span)
                                    .isGreaterThanOrEqualTo(-tol);
                        }
                        double before = span.tMin() - s;
                        if ((spans() && span.tMin() < 0) || before >= 0) {
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

    private Gen<Moved> moved() {
        Gen<RayCase3d> base = RayGenerators3d.any(options().precision().maxLengthExponent()).map(this::adapt);
        boolean turn = options().boxes() == RayBoxOptions.Boxes.ORIENTED;
        return random -> {
            RayCase3d c = base.next(random);
            // Axis-aligned kernels are moved without turning: a turned box would no longer be one.
            double[] q = turn ? quaternion(random) : new double[] {0, 0, 0, 1};
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
     * the ray crosses every slab at a healthy angle, the span (the entry only, for entry-only kernels).
     * Axis-aligned kernels are moved without turning.
     */
    @Test
    public void isInvariantUnderASharedRigidMotion_outsideTheBand() {
        Property.Report report = Property.forAll(moved())
                .named(TestNames.of(this))
                .tries(3 * tries())
                .maxDiscardRatio(0.75)
                .describeFailureWith(m -> describe("isInvariantUnderASharedRigidMotion", m.original()) + "\n  moved: "
                        + describe("isInvariantUnderASharedRigidMotion-moved", m.moved()))
                .check(m -> {
                    RayCase3d before = m.original();
                    RayCase3d after = m.moved();
                    double margin = RayOracles.margin(before.ray(), before.box());
                    double marginAfter = RayOracles.margin(after.ray(), after.box());
                    double slack = floatBand(before.ray(), before.box()) + floatBand(after.ray(), after.box())
                            + positionRounding(before) + positionRounding(after);
                    Property.assume(Math.abs(margin) > slack && Math.abs(marginAfter) > slack);
                    Property.label(before.family());
                    RaySpan a = intersect(before.ray(), before.box());
                    RaySpan b = intersect(after.ray(), after.box());
                    assertThat(b != null).as("hit after the motion; before: %s, after: %s", a, b).isEqualTo(a != null);
                    if (a != null && b != null && entries() && wellConditioned(before.ray(), before.box())) {
                        double tol = 20 * slack / before.ray().directionLength();
                        assertThat(Math.abs(b.tMin() - a.tMin())).as("tMin %s then %s", a.tMin(), b.tMin())
                                .isLessThanOrEqualTo(tol);
                        if (spans()) {
                            assertThat(Math.abs(b.tMax() - a.tMax())).as("tMax %s then %s", a.tMax(), b.tMax())
                                    .isLessThanOrEqualTo(tol);
                        }
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

    /**
     * Rectangles, segments and points are hit and missed as the oracle says, outside the band; open
     * boxes with a zero extent have no inside, so every ray misses them.
     */
    @Test
    public void degenerateBoxes_areHitWhenTheOracleSaysSo_outsideTheBand() {
        Property<RayCase3d> property = cases(RayGenerators3d.degenerate(), "degenerateBoxes_areHitWhenTheOracleSaysSo", 3);
        if (!open()) {
            // With band zero the touches (hits, most of them) count too, and the hits are fewer: 35%.
            property.requireLabel("hit", exact() ? 0.3 : 0.4).requireLabel("miss", 0.3);
        }
        ranEnough(property.check(c -> {
            double margin = RayOracles.margin(c.ray(), c.box());
            RaySpan span = intersect(c.ray(), c.box());
            if (open()) {
                Property.label("miss");
                assertThat(span).as("an open box with a zero extent has no inside to hit").isNull();
                return;
            }
            Property.assume(decided(c.ray(), c.box(), margin));
            boolean oracle = oracleHits(c.ray(), c.box());
            Property.label(oracle ? "hit" : "miss");
            assertThat(span != null).as("hit, with oracle margin %s; yours %s", margin, span).isEqualTo(oracle);
        }));
    }

    /**
     * Exactly constructed touches, with no band to hide in for hit or miss: a ray touching only a corner
     * or an edge, a ray lying in a face's plane, a ray through a point of a rectangle, a segment or a
     * point box, and a ray starting on a face heading in, along it or out. A closed box is hit, with the
     * touch in the span (within twice the band); an open box is missed by the rays that only touch its
     * surface and by every ray through a box with no inside. The corner, edge, face-plane, along and
     * out rays moved one unit outwards miss.
     */
    @Test
    public void exactTouches_hitTheClosedBox_andMissItOneUnitAway() {
        String name = "exactTouches";
        Property.Report report = Property.forAll(RayGenerators3d.touches().map(this::adapt))
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("corner", 0.08)
                .requireLabel("edge", 0.08)
                .requireLabel("facePlane", 0.08)
                .requireLabel("exactQuad", 0.08)
                .requireLabel("exactSegment", 0.08)
                .requireLabel("exactPoint", 0.08)
                .requireLabel("onSurfaceIn", 0.08)
                .requireLabel("onSurfaceAlong", 0.08)
                .requireLabel("onSurfaceOut", 0.08)
                .describeFailureWith(t -> describe(name, t.touching()))
                .check(touch -> {
                    Property.label(touch.family());
                    RaySpan span = intersect(touch.ray(), touch.box());
                    boolean surfaceOnly = RayGenerators3d.touchesOnlyTheSurface(touch.family()) || flat(touch.box());
                    if (open() && surfaceOnly) {
                        assertThat(span).as("a ray that only touches the surface of an open box, at t = %s",
                                touch.t()).isNull();
                    } else {
                        assertThat(span).as("the touch at t = %s", touch.t()).isNotNull();
                        wellFormed(span);
                        double tol = 1e-12 * touch.t() + 2 * boundaryBand(touch.ray(), touch.box())
                                / touch.ray().directionLength();
                        if (entries()) {
                            assertThat(span.tMin()).as("tMin of %s, touching at %s", span, touch.t())
                                    .isLessThanOrEqualTo(touch.t() + tol);
                        }
                        if (spans()) {
                            assertThat(span.tMax()).as("tMax of %s, touching at %s", span, touch.t())
                                    .isGreaterThanOrEqualTo(touch.t() - tol);
                        }
                    }
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
                    Property.assume(exact() ? oracleHits(c.ray(), c.box())
                            : RayOracles.margin(c.ray(), c.box()) > boundaryBand(c.ray(), c.box()));
                    RaySpan span = intersect(c.ray(), c.box());
                    assertThat(span).as("the origin is inside").isNotNull();
                    wellFormed(span);
                    if (entries()) {
                        assertThat(span.tMin() <= 0).as("tMin of %s <= 0", span).isTrue();
                    }
                }));
    }

    /** A ray moving away from the box's nearest point misses it. */
    @Test
    public void raysPointingAway_miss() {
        ranEnough(cases(RayGenerators3d.pointingAway(), "raysPointingAway_miss", 2)
                .check(c -> {
                    Property.assume(exact() ? !oracleHits(c.ray(), c.box())
                            : RayOracles.margin(c.ray(), c.box()) < -boundaryBand(c.ray(), c.box()));
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
                    Property.assume(decided(c.ray(), c.box(), margin));
                    boolean expected = mustHit(c);
                    Property.label(expected ? "hit" : "miss");
                    assertThat(span != null).as("hit, with oracle margin %s; yours %s", margin, span).isEqualTo(expected);
                }));
    }

    /**
     * Nearly parallel rays (direction components tiny but not zero) and direction lengths far from 1
     * either way: the oracle's answer outside the band, and an entry ahead of the origin on the surface.
     */
    @Test
    public void nearlyParallelRays_andExtremeDirectionLengths_agreeOutsideTheBand() {
        Gen<RayCase3d> gen = Gen.oneOf(RayGenerators3d.nearParallel(),
                RayGenerators3d.extremeLength(options().precision().maxLengthExponent()));
        Property<RayCase3d> property = cases(gen, "nearlyParallelRays_andExtremeDirectionLengths", 3)
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.2)
                .requireLabel("extremeLength", 0.3);
        if (options().precision() == RayBoxOptions.Precision.DOUBLE) {
            // In single precision most nearly parallel rays are inside the band.
            property.requireLabel("nearParallel", 0.3);
        }
        ranEnough(property.check(c -> {
            double margin = RayOracles.margin(c.ray(), c.box());
            Property.assume(decided(c.ray(), c.box(), margin));
            Property.label(c.family());
            boolean expected = mustHit(c);
            Property.label(expected ? "hit" : "miss");
            RaySpan span = intersect(c.ray(), c.box());
            assertThat(span != null).as("hit, with oracle margin %s; yours %s", margin, span).isEqualTo(expected);
            if (span != null && entries()) {
                wellFormed(span);
                if (span.tMin() > 0) {
                    double tol = tolerance(c.ray(), c.box());
                    assertThat(Math.abs(sd(c.ray(), span.tMin(), c.box())))
                            .as("distance of the entry at tMin = %s from the surface", span.tMin())
                            .isLessThanOrEqualTo(tol);
                }
            }
        }));
    }

    /**
     * For a kernel that claims exactness ({@link RayBoxOptions.Precision#EXACT}): the exact answer on
     * every case of {@link ExactRayCases#ray3d()} (rays touching integer boxes, grazing corners and edges
     * of turned boxes exactly in binary, tilted by {@code 1e-12} rad, flat boxes, the default band,
     * huge and tiny scales), none skipped: band zero.
     */
    @Test
    public void exactCases_agreeWithTheExactOracle_withBandZero() {
        appliesWhen(exact(), "only a kernel that claims exactness is held to band zero");
        Property.Report report = cases(ExactRayCases.ray3d(), "exactCases_agreeWithTheExactOracle", 1)
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.1)
                .requireLabel("integerTouching", 0.05)
                .requireLabel("cornerGraze", 0.05)
                .requireLabel("edgeGraze", 0.05)
                .requireLabel("tilted", 0.05)
                .requireLabel("zeroExtent", 0.05)
                .requireLabel("fastBand", 0.05)
                .requireLabel("scaled", 0.05)
                .check(c -> {
                    Property.label(c.family());
                    boolean expected = mustHit(c);
                    Property.label(expected ? "hit" : "miss");
                    RaySpan span = intersect(c.ray(), c.box());
                    assertThat(span != null).as("hit, exact oracle %s; yours %s", expected, span).isEqualTo(expected);
                });
        ranEnough(report);
    }
}
