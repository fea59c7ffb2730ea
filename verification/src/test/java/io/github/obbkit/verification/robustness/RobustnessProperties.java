package io.github.obbkit.verification.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.oracle.Push3d;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.oracle.RayOracles;
import io.github.obbkit.testkit.gen.RayShrinkers3d;
import io.github.obbkit.testkit.oracle.RayTouch;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Robustness across scales: each kernel, in each numerical {@link Regime}, gives the answer it
 * documents, checked against the testkit's independent oracles ({@link Oracles2d},
 * {@link Oracles3d}, {@link RayOracles}) or, for exact touches, against the construction itself.
 *
 * <p>"Exact outside the band" means: wherever the oracle puts a case farther than the kernel's
 * documented band from touching, the kernel gives the answer of exact arithmetic on the stored
 * doubles. Bands are relative to the case's scale {@code S}: for a pair, the largest component of
 * the centre difference plus all half-extents; for a ray, the largest component of the box's centre
 * minus the ray's origin plus the box's half-extents; never the distance from the world's origin.
 * {@code u = 2^-53}, the unit roundoff.
 *
 * <table>
 * <caption>The guarantees tested, by kernel and regime</caption>
 * <tr><th>kernel</th><th>scale (boxes 1e-6..1e6), far (centres 1e5..1e7 from the origin), elongated
 *     (aspect up to 1e6), near-parallel (axes 1e-8..1e-2 rad apart), and for rays grazing (edges,
 *     corners)</th><th>exact touches in integer coordinates (up to 1e7)</th></tr>
 * <tr><td>2D SAT {@code Sat2d.intersects}</td>
 *     <td>exact outside {@code Sat2d.boundaryBand} ({@code 1e-10 S}), in either order</td>
 *     <td>touching intersects; one unit apart is separated, one unit into A intersects</td></tr>
 * <tr><td>2D MTV {@code Sat2d.mtv}</td>
 *     <td>null exactly when separated, outside {@code 1e-10 S}; depth equal to the brute-force
 *     oracle's within {@code 1e-10 S}; pushing B by it leaves the pair within twice the band, plus 8
 *     ulps of the centre coordinates (the rounding of the move), of touching</td>
 *     <td>touching: a push of depth within the band; one unit apart: none</td></tr>
 * <tr><td>2D bounds {@code Obb2d.aabb}</td>
 *     <td colspan="2">bit for bit the min/max of the four corners {@code c ± hx axisX ± hy axisY}
 *     (the absolute-value rule does the extreme corner's arithmetic, and rounding is monotone)</td></tr>
 * <tr><td>3D SAT {@code Sat3d.intersects}</td>
 *     <td>exact outside {@code Sat3d.boundaryBand} ({@code 1e-6 S}), in either order, also for
 *     nearly parallel edges that cross with only their edge-edge axis separating them (the case
 *     {@code Sat3d.EPSILON} is sized for)</td>
 *     <td>touching at a face, an edge or a corner intersects; apart by more than the band is
 *     separated</td></tr>
 * <tr><td>3D penetration {@code Sat3d.penetration}</td>
 *     <td>null exactly when separated, outside {@code 1e-6 S}; depth equal to the brute-force
 *     oracle's within {@code 1e-6 S}; the push leaves the pair within twice the band (plus 8 ulps)
 *     of touching</td>
 *     <td>touching: a push of depth within the band; apart: none</td></tr>
 * <tr><td>AABB transform {@code AabbTransform.transform}</td>
 *     <td>each face within {@code 16u} times the size of its terms ({@code |t_k| + sum_j |M_kj|
 *     max(|min_j|, |max_j|)}) of the bounds of the eight transformed corners</td>
 *     <td>bit for bit the eight corners' bounds (signed permutations times integer scales)</td></tr>
 * <tr><td>3D bounds {@code Obb3d.aabb}</td>
 *     <td colspan="2">bit for bit the min/max of the eight corners</td></tr>
 * <tr><td>ray vs OBB, 2D and 3D, {@code SlabRaycast.intersect} and {@code intersects}</td>
 *     <td>hit or miss exact outside {@code SlabRaycast.boundaryBand} ({@code 1e-9 S}), also for rays
 *     grazing edges and corners and rays closer to a face's plane than the parallel threshold
 *     ({@code 1e-12} rad); the points at a hit's {@code tMin} and {@code tMax} within
 *     {@code 40u S} of the surface (plus the parallel drift, {@code sqrt(3) 1e-12 S}, below the
 *     threshold), as {@code SlabRaycast} documents</td>
 *     <td>a ray touching a corner, an edge, a face plane or a flat box hits, with
 *     {@code tMin <= t <= tMax} exactly; moved off by the scale factor, it misses</td></tr>
 * </table>
 *
 * <p>Measured in these regimes, the kernels keep well inside their bands: neither SAT disagrees
 * with its oracle by more than {@code 5e-16 S} (even where the face axes alone would miss
 * {@code 2e-3 S} of a gap between crossing near-parallel edges), the 2D MTV's depth is within
 * {@code 7e-13 S} (its epsilon's lean), the 3D depth within {@code 1e-15 S}, the transform within
 * {@code 4.1u}, a hit's ends within {@code 5u S}. The tests hold the documented bounds, not these.
 *
 * <p>Each regime and kernel runs as one property of at least {@link #CHECKED} decided cases (2,000
 * in the default build, a fifth of {@code -Dobbkit.tries}) and prints its seed; cases inside the band
 * are discarded and not counted. Labels make sure the hard cases are there: at least a fifth of the
 * decided cases within 1,000 bands of touching (or, far out, within 64 ulps of the coordinates), both
 * outcomes, and each regime's extreme (boxes below {@code 1e-3} and above {@code 1e3}, coordinates
 * spaced more coarsely than the band, aspect ratios of {@code 1e5} or more, axes within {@code 1e-6}
 * rad, crossing near-parallel edges, rays within {@code 1e-6} and {@code 1e-12} rad of a face, edges
 * and corners grazed).
 */
class RobustnessProperties {
    /** Decided cases per regime and kernel: a fifth of the default tries (2,000), at least 100. */
    static final int CHECKED = Math.max(100, Property.defaultTries() / 5);

    private static final double U = 0x1p-53;

    private static <T> Property<T> property(String kernel, Regime regime, Gen<T> gen, double factor) {
        return Property.forAll(gen)
                .named("RobustnessProperties#" + kernel + "[" + regime + "]")
                .tries((int) Math.ceil(factor * CHECKED));
    }

    private static void ranEnough(Property.Report report) {
        assertThat(report.checked()).as("decided cases of %s (%s)", report.name(), report)
                .isGreaterThanOrEqualTo(CHECKED);
    }

    // ------------------------------------------------------------------------------------ labels

    /** Requires each regime's extreme cases, and for pairs near-band cases and both outcomes. */
    private static <T> Property<T> requirePairLabels(Property<T> p, Regime regime) {
        p.requireLabel("nearBand", 0.2).requireLabel("separated", 0.2).requireLabel("intersecting", 0.2);
        return requireRegime(p, regime);
    }

    /** As {@link #requirePairLabels}, and in 3D near-parallel pairs, a third with crossing near-parallel edges. */
    private static <T> Property<T> requirePairLabels3d(Property<T> p, Regime regime) {
        if (regime == Regime.NEAR_PARALLEL) {
            p.requireLabel("crossingEdges", 0.3);
        }
        return requirePairLabels(p, regime);
    }

    private static <T> Property<T> requireRegime(Property<T> p, Regime regime) {
        switch (regime) {
            case SCALE -> p.requireLabel("tiny", 0.2).requireLabel("huge", 0.2);
            case FAR -> p.requireLabel("coarserThanBand", 0.1);
            case ELONGATED -> p.requireLabel("aspect>=1e5", 0.3);
            case NEAR_PARALLEL -> p.requireLabel("angle<1e-6", 0.2);
            default -> {
            }
        }
        return p;
    }

    /** Labels a decided case by its outcome, its nearness to the band, and its regime's extreme. */
    private static void labelCase(Regime regime, double signed, double band, double reach, double size,
                                  double aspect, double angle) {
        Property.label(signed > 0 ? "separated" : "intersecting");
        if (Math.abs(signed) <= Math.max(1000 * band, 64 * Math.ulp(reach))) {
            Property.label("nearBand");
        }
        labelRegime(regime, band, reach, size, aspect, angle);
    }

    private static void labelRegime(Regime regime, double band, double reach, double size, double aspect,
                                    double angle) {
        switch (regime) {
            case SCALE -> Property.label(size < 1e-3 ? "tiny" : size > 1e3 ? "huge" : "moderate");
            case FAR -> Property.label(Math.ulp(reach) > band ? "coarserThanBand" : "finerThanBand");
            case ELONGATED -> Property.label(aspect >= 1e5 ? "aspect>=1e5" : "aspect<1e5");
            case NEAR_PARALLEL -> Property.label(angle < 1e-6 ? "angle<1e-6" : "angle>=1e-6");
            default -> {
            }
        }
    }

    private static double scale2d(Obb2d a, Obb2d b) {
        return Math.max(Math.abs(b.centerX() - a.centerX()), Math.abs(b.centerY() - a.centerY()))
                + a.halfExtentX() + a.halfExtentY() + b.halfExtentX() + b.halfExtentY();
    }

    private static void label2d(Regime regime, ObbPair2d p, double separation, double band) {
        labelCase(regime, separation, band, RegimeCases2d.reach(p.a(), p.b()), scale2d(p.a(), p.b()),
                Math.max(RegimeCases2d.aspect(p.a()), RegimeCases2d.aspect(p.b())),
                RegimeCases2d.smallestAxisAngle(p.a(), p.b()));
    }

    private static void label3d(Regime regime, ObbPair3d p, double separation, double band) {
        Property.label(p.family());
        labelCase(regime, separation, band, RegimeCases3d.reach(p.a(), p.b()), Oracles3d.scale(p.a(), p.b()),
                Math.max(RegimeCases3d.aspect(p.a()), RegimeCases3d.aspect(p.b())),
                RegimeCases3d.smallestAxisAngle(p.a(), p.b()));
    }

    // ------------------------------------------------------------------------------------ 2D SAT

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL"})
    void sat2d_isExactOutsideTheBand(Regime regime) {
        ranEnough(requirePairLabels(property("sat2d", regime, RegimeCases2d.pairs(regime), 1.5), regime)
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    double separation = Oracles2d.separation(p.a(), p.b());
                    double band = Sat2d.boundaryBand(p.a(), p.b());
                    Property.assume(Math.abs(separation) > band);
                    label2d(regime, p, separation, band);
                    assertThat(Sat2d.intersects(p.a(), p.b())).as("intersects, oracle separation %s, band %s",
                            separation, band).isEqualTo(separation <= 0);
                    assertThat(Sat2d.intersects(p.b(), p.a())).as("intersects, swapped").isEqualTo(separation <= 0);
                }));
    }

    @Test
    void sat2d_exactTouchesInIntegerCoordinatesIntersect_andOneApartAreSeparated() {
        ranEnough(property("sat2d", Regime.INTEGER_TOUCHING, RegimeCases2d.integerTouchingPairs(), 1)
                .check(p -> {
                    assertThat(Sat2d.intersects(p.a(), p.b())).as("touching").isTrue();
                    assertThat(Sat2d.intersects(p.b(), p.a())).as("touching, swapped").isTrue();
                    assertThat(Math.abs(Oracles2d.separation(p.a(), p.b())))
                            .as("the oracle's separation of a touching pair").isLessThanOrEqualTo(1e-14 * scale2d(p.a(), p.b()));
                    Obb2d apart = RegimeCases2d.movedAlongContact(p, 1);
                    assertThat(Oracles2d.separation(p.a(), apart)).as("oracle, one apart")
                            .isGreaterThan(Sat2d.boundaryBand(p.a(), apart));
                    assertThat(Sat2d.intersects(p.a(), apart)).as("one apart").isFalse();
                    if (RegimeCases2d.contactDistance(p) >= 1) {
                        assertThat(Sat2d.intersects(p.a(), RegimeCases2d.movedAlongContact(p, -1))).as("one into A")
                                .isTrue();
                    }
                }));
    }

    // ------------------------------------------------------------------------------------ 2D MTV

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL"})
    void mtv2d_isNullExactlyWhenSeparated_andHasTheOraclesDepth_outsideTheBand(Regime regime) {
        ranEnough(requirePairLabels(property("mtv2d", regime, RegimeCases2d.pairs(regime), 1.5), regime)
                .shrinkWith(Shrinkers2d.pair())
                .check(p -> {
                    Obb2d a = p.a();
                    Obb2d b = p.b();
                    double separation = Oracles2d.separation(a, b);
                    double band = Sat2d.boundaryBand(a, b);
                    Property.assume(Math.abs(separation) > band);
                    label2d(regime, p, separation, band);
                    Mtv2d m = Sat2d.mtv(a, b);
                    assertThat(m == null).as("null, oracle separation %s, band %s; %s", separation, band, m)
                            .isEqualTo(separation > 0);
                    if (m == null) {
                        return;
                    }
                    Push2d oracle = Oracles2d.mtv(a, b);
                    assertThat(Math.abs(m.depth() - oracle.depth())).as("depth %s, brute force %s", m.depth(),
                            oracle.depth()).isLessThanOrEqualTo(band);
                    Obb2d pushed = b.translated(m.normalX() * m.depth(), m.normalY() * m.depth());
                    double slack = band + Sat2d.boundaryBand(a, pushed) + 8 * Math.ulp(RegimeCases2d.reach(a, b));
                    assertThat(Oracles2d.separation(a, pushed)).as("separation after the push %s", m)
                            .isBetween(-slack, slack);
                }));
    }

    @Test
    void mtv2d_exactTouchesInIntegerCoordinatesHaveDepthWithinTheBand_andOneApartNone() {
        ranEnough(property("mtv2d", Regime.INTEGER_TOUCHING, RegimeCases2d.integerTouchingPairs(), 1)
                .check(p -> {
                    Mtv2d m = Sat2d.mtv(p.a(), p.b());
                    assertThat(m).as("touching").isNotNull();
                    assertThat(m.depth()).as("depth of a touching pair").isBetween(0.0, Sat2d.boundaryBand(p.a(), p.b()));
                    assertThat(Sat2d.mtv(p.a(), RegimeCases2d.movedAlongContact(p, 1))).as("one apart").isNull();
                    if (RegimeCases2d.contactDistance(p) >= 1) {
                        assertThat(Sat2d.mtv(p.a(), RegimeCases2d.movedAlongContact(p, -1))).as("one into A")
                                .isNotNull();
                    }
                }));
    }

    // ------------------------------------------------------------------------------------ 2D bounds

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL", "INTEGER_TOUCHING"})
    void aabb2d_isTheMinMaxOfTheFourCorners_bitForBit(Regime regime) {
        Gen<Obb2d> boxes = regime == Regime.INTEGER_TOUCHING ? RegimeCases2d.integerBoxes() : RegimeCases2d.boxes(regime);
        Property<Obb2d> p = property("aabb2d", regime, boxes, 1).shrinkWith(Shrinkers2d.obb());
        ranEnough(requireRegime(p, regime).check(box -> {
            double size = box.halfExtentX() + box.halfExtentY();
            labelRegime(regime, 1e-10 * size, RegimeCases2d.reach(box), size, RegimeCases2d.aspect(box),
                    Math.min(Math.abs(box.axisXx()), Math.abs(box.axisXy())));
            assertThat(box.aabb()).as("the bounds of %s", box).isEqualTo(Oracles2d.aabbOfCorners(box));
        }));
    }

    // ------------------------------------------------------------------------------------ 3D SAT

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL"})
    void sat3d_isExactOutsideTheBand(Regime regime) {
        ranEnough(requirePairLabels3d(property("sat3d", regime, RegimeCases3d.pairs(regime), 1.7), regime)
                .shrinkWith(Shrinkers3d.pair())
                .check(p -> {
                    double separation = Oracles3d.separation(p.a(), p.b());
                    double band = Sat3d.boundaryBand(p.a(), p.b());
                    Property.assume(Math.abs(separation) > band);
                    label3d(regime, p, separation, band);
                    assertThat(Sat3d.intersects(p.a(), p.b())).as("intersects, oracle separation %s, band %s",
                            separation, band).isEqualTo(separation <= 0);
                    assertThat(Sat3d.intersects(p.b(), p.a())).as("intersects, swapped").isEqualTo(separation <= 0);
                }));
    }

    @Test
    void sat3d_exactTouchesInIntegerCoordinatesIntersect_andApartBeyondTheBandAreSeparated() {
        ranEnough(property("sat3d", Regime.INTEGER_TOUCHING, RegimeCases3d.integerTouchingPairs(), 1)
                .check(p -> {
                    assertThat(Sat3d.intersects(p.a(), p.b())).as("touching").isTrue();
                    assertThat(Sat3d.intersects(p.b(), p.a())).as("touching, swapped").isTrue();
                    assertThat(Math.abs(Oracles3d.separation(p.a(), p.b())))
                            .as("the oracle's separation of a touching pair")
                            .isLessThanOrEqualTo(1e-14 * Oracles3d.scale(p.a(), p.b()));
                    double gap = Math.floor(2 * Sat3d.boundaryBand(p.a(), p.b())) + 1;
                    Obb3d apart = RegimeCases3d.movedAlongContact(p, gap);
                    assertThat(Oracles3d.separation(p.a(), apart)).as("oracle, %s apart", gap)
                            .isGreaterThan(Sat3d.boundaryBand(p.a(), apart));
                    assertThat(Sat3d.intersects(p.a(), apart)).as("%s apart", gap).isFalse();
                    if (RegimeCases3d.contactDistance(p) >= gap) {
                        assertThat(Sat3d.intersects(p.a(), RegimeCases3d.movedAlongContact(p, -gap)))
                                .as("%s into A", gap).isTrue();
                    }
                }));
    }

    // ------------------------------------------------------------------------------------ 3D penetration

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL"})
    void penetration3d_isNullExactlyWhenSeparated_andHasTheOraclesDepth_outsideTheBand(Regime regime) {
        ranEnough(requirePairLabels3d(property("penetration3d", regime, RegimeCases3d.pairs(regime), 1.7), regime)
                .shrinkWith(Shrinkers3d.pair())
                .check(p -> {
                    Obb3d a = p.a();
                    Obb3d b = p.b();
                    double separation = Oracles3d.separation(a, b);
                    double band = Sat3d.boundaryBand(a, b);
                    Property.assume(Math.abs(separation) > band);
                    label3d(regime, p, separation, band);
                    Mtv3d m = Sat3d.mtv(a, b);
                    assertThat(m == null).as("null, oracle separation %s, band %s; %s", separation, band, m)
                            .isEqualTo(separation > 0);
                    if (m == null) {
                        return;
                    }
                    Push3d oracle = Oracles3d.mtv(a, b);
                    assertThat(Math.abs(m.depth() - oracle.depth())).as("depth %s, brute force %s", m.depth(), oracle)
                            .isLessThanOrEqualTo(band);
                    Obb3d pushed = b.translated(m.normalX() * m.depth(), m.normalY() * m.depth(),
                            m.normalZ() * m.depth());
                    double slack = band + Sat3d.boundaryBand(a, pushed) + 8 * Math.ulp(RegimeCases3d.reach(a, b));
                    assertThat(Oracles3d.separation(a, pushed)).as("separation after the push %s", m)
                            .isBetween(-slack, slack);
                }));
    }

    @Test
    void penetration3d_exactTouchesInIntegerCoordinatesHaveDepthWithinTheBand_andApartNone() {
        ranEnough(property("penetration3d", Regime.INTEGER_TOUCHING, RegimeCases3d.integerTouchingPairs(), 1)
                .check(p -> {
                    double band = Sat3d.boundaryBand(p.a(), p.b());
                    Mtv3d m = Sat3d.mtv(p.a(), p.b());
                    assertThat(m).as("touching").isNotNull();
                    assertThat(m.depth()).as("depth of a touching pair").isBetween(0.0, band);
                    double gap = Math.floor(2 * band) + 1;
                    assertThat(Sat3d.mtv(p.a(), RegimeCases3d.movedAlongContact(p, gap))).as("%s apart", gap)
                            .isNull();
                    if (RegimeCases3d.contactDistance(p) >= gap) {
                        assertThat(Sat3d.mtv(p.a(), RegimeCases3d.movedAlongContact(p, -gap)))
                                .as("%s into A", gap).isNotNull();
                    }
                }));
    }

    // ------------------------------------------------------------------------------------ AABB transform

    /** Per world axis, the size of the terms of the transformed bound: {@code |t_k| + sum_j |M_kj| max(|min_j|, |max_j|)}. */
    private static double[] termSize(RegimeCases3d.Transform c) {
        Aabb3d b = c.box();
        double[] far = {Math.max(Math.abs(b.minX()), Math.abs(b.maxX())), Math.max(Math.abs(b.minY()), Math.abs(b.maxY())),
            Math.max(Math.abs(b.minZ()), Math.abs(b.maxZ()))};
        double[] size = new double[3];
        for (int k = 0; k < 3; k++) {
            size[k] = Math.abs(c.transform().get(3, k));
            for (int j = 0; j < 3; j++) {
                size[k] += Math.abs(c.transform().get(j, k)) * far[j];
            }
        }
        return size;
    }

    /** The smallest element of the linear part relative to its column, among those below one half. */
    private static double smallestTurn(RegimeCases3d.Transform c) {
        double least = 1;
        for (int j = 0; j < 3; j++) {
            double norm = Math.sqrt(Math.pow(c.transform().get(j, 0), 2) + Math.pow(c.transform().get(j, 1), 2)
                    + Math.pow(c.transform().get(j, 2), 2));
            for (int k = 0; k < 3; k++) {
                double r = Math.abs(c.transform().get(j, k)) / norm;
                if (r < 0.5) {
                    least = Math.min(least, r);
                }
            }
        }
        return least;
    }

    private static double aspect(RegimeCases3d.Transform c) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (int j = 0; j < 3; j++) {
            double norm = Math.sqrt(Math.pow(c.transform().get(j, 0), 2) + Math.pow(c.transform().get(j, 1), 2)
                    + Math.pow(c.transform().get(j, 2), 2));
            lo = Math.min(lo, norm);
            hi = Math.max(hi, norm);
        }
        Aabb3d b = c.box();
        double boxLo = Math.min(Math.min(b.halfExtentX(), b.halfExtentY()), b.halfExtentZ());
        double boxHi = Math.max(Math.max(b.halfExtentX(), b.halfExtentY()), b.halfExtentZ());
        return Math.max(hi / lo, boxHi / boxLo);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL", "INTEGER_TOUCHING"})
    void aabbTransform_isTheEightCornersBounds_within16UnitsOfRoundoff_andObbBoundsBitForBit(Regime regime) {
        boolean exact = regime == Regime.INTEGER_TOUCHING;
        Gen<RegimeCases3d.Transform> cases = exact ? RegimeCases3d.integerTransforms() : RegimeCases3d.transforms(regime);
        Property<RegimeCases3d.Transform> p = property("aabbTransform", regime, cases, 1);
        ranEnough(requireRegime(p, regime).check(c -> {
            Aabb3d box = c.box();
            double boxSize = box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
            double reach = Math.max(Math.max(Math.abs(c.transform().m30()), Math.abs(c.transform().m31())),
                    Math.abs(c.transform().m32()));
            reach = Math.max(reach, Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())),
                    Math.abs(box.centerZ())));
            labelRegime(regime, 1e-10 * boxSize, reach, boxSize, aspect(c), smallestTurn(c));
            Aabb3d fast = AabbTransform.transform(c.transform(), box);
            Aabb3d slow = Oracles3d.transformByCorners(c.transform(), box);
            double[] size = termSize(c);
            double[] f = {fast.minX(), fast.minY(), fast.minZ(), fast.maxX(), fast.maxY(), fast.maxZ()};
            double[] s = {slow.minX(), slow.minY(), slow.minZ(), slow.maxX(), slow.maxY(), slow.maxZ()};
            for (int i = 0; i < 6; i++) {
                assertThat(Math.abs(f[i] - s[i])).as("face %d of %s, corners %s (terms' size %s)", i, fast, slow,
                        size[i % 3]).isLessThanOrEqualTo(exact ? 0 : 16 * U * size[i % 3]);
            }
            assertThat(c.oriented().aabb()).as("the bounds of %s", c.oriented())
                    .isEqualTo(Oracles3d.aabbOfCorners(c.oriented()));
        }));
    }

    // ------------------------------------------------------------------------------------ rays

    private static <T> Property<T> requireRayLabels(Property<T> p, Regime regime) {
        p.requireLabel("nearBand", 0.2).requireLabel("hit", 0.2).requireLabel("miss", 0.2);
        switch (regime) {
            case NEAR_PARALLEL -> p.requireLabel("tilt<1e-6", 0.2).requireLabel("tilt<1e-12", 0.03);
            case GRAZING -> p.requireLabel("edge", 0.25).requireLabel("corner", 0.25);
            default -> requireRegime(p, regime);
        }
        return p;
    }

    private static void labelRay(Regime regime, String family, double margin, double band, double reach,
                                 double size, double aspect, double tilt) {
        Property.label(margin > 0 ? "hit" : "miss");
        if (Math.abs(margin) <= Math.max(1000 * band, 64 * Math.ulp(reach))) {
            Property.label("nearBand");
        }
        switch (regime) {
            case NEAR_PARALLEL -> {
                Property.label(tilt < 1e-6 ? "tilt<1e-6" : "tilt>=1e-6");
                if (tilt < 1e-12) {
                    Property.label("tilt<1e-12");
                }
            }
            case GRAZING -> Property.label(family);
            default -> labelRegime(regime, band, reach, size, aspect, 1);
        }
    }

    /**
     * Hit or miss, and where a hit starts and ends, against the ray oracles: the points at
     * {@code tMin} and {@code tMax} lie within {@code 40 u S} of the surface ({@code S} the band's
     * scale), as {@code SlabRaycast} documents, plus the drift across a slab taken as parallel
     * ({@code sqrt(3) PARALLEL_EPSILON S}) when the ray is that close to a face.
     */
    private static void checkRay(double margin, double band, double tilt, RayHit hit, boolean hits,
                                 java.util.function.DoubleUnaryOperator signedDistance) {
        assertThat(hit != null).as("hit, oracle margin %s, band %s; %s", margin, band, hit).isEqualTo(margin > 0);
        assertThat(hits).as("intersects, oracle margin %s", margin).isEqualTo(margin > 0);
        if (hit != null) {
            double scale = band / SlabRaycast.BAND_RELATIVE;
            double tolerance = 40 * U * scale + (tilt <= 2 * SlabRaycast.PARALLEL_EPSILON
                    ? Math.sqrt(3) * SlabRaycast.PARALLEL_EPSILON * scale : 0);
            assertThat(Math.abs(signedDistance.applyAsDouble(hit.tMin()))).as("distance from the surface at tMin of %s",
                    hit).isLessThanOrEqualTo(tolerance);
            assertThat(Math.abs(signedDistance.applyAsDouble(hit.tMax()))).as("distance from the surface at tMax of %s",
                    hit).isLessThanOrEqualTo(tolerance);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL", "GRAZING"})
    void ray3d_hitOrMissIsExactOutsideTheBand(Regime regime) {
        ranEnough(requireRayLabels(property("ray3d", regime, RegimeRays.rays3d(regime), 1.5), regime)
                .shrinkWith(RayShrinkers3d.rayCase())
                .check((RayCase3d c) -> {
                    Ray3d ray = c.ray();
                    Obb3d box = c.box();
                    double margin = RayOracles.margin(ray, box);
                    double band = SlabRaycast.boundaryBand(ray, box);
                    Property.assume(Math.abs(margin) > band);
                    double reach = Math.max(RegimeCases3d.reach(box), Math.max(Math.max(Math.abs(ray.originX()),
                            Math.abs(ray.originY())), Math.abs(ray.originZ())));
                    labelRay(regime, c.family(), margin, band, reach, RegimeCases3d.radius(box),
                            RegimeCases3d.aspect(box), RegimeRays.smallestTilt(ray, box));
                    assertThat(RayOracles.hits(ray, box)).as("the two oracles agree, margin %s", margin)
                            .isEqualTo(margin > 0);
                    checkRay(margin, band, RegimeRays.smallestTilt(ray, box), SlabRaycast.intersect(ray, box),
                            SlabRaycast.intersects(ray, box), t -> RayOracles.signedDistanceAt(ray, t, box));
                }));
    }

    @Test
    void ray3d_exactTouchesInIntegerCoordinatesHit_andMovedOffMiss() {
        ranEnough(property("ray3d", Regime.INTEGER_TOUCHING, RegimeRays.integerTouches3d(), 1)
                .check((RayTouch touch) -> {
                    RayHit hit = SlabRaycast.intersect(touch.ray(), touch.box());
                    assertThat(hit).as("the touch at t = %s", touch.t()).isNotNull();
                    assertThat(hit.tMin()).as("tMin of %s", hit).isLessThanOrEqualTo(touch.t());
                    assertThat(hit.tMax()).as("tMax of %s", hit).isGreaterThanOrEqualTo(touch.t());
                    assertThat(SlabRaycast.intersects(touch.ray(), touch.box())).as("intersects").isTrue();
                    if (touch.missing() != null) {
                        assertThat(RayOracles.margin(touch.missing(), touch.box())).as("oracle, moved off")
                                .isLessThan(-SlabRaycast.boundaryBand(touch.missing(), touch.box()));
                        assertThat(SlabRaycast.intersect(touch.missing(), touch.box())).as("moved off").isNull();
                        assertThat(SlabRaycast.intersects(touch.missing(), touch.box())).as("moved off, intersects")
                                .isFalse();
                    }
                }));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"SCALE", "FAR", "ELONGATED", "NEAR_PARALLEL", "GRAZING"})
    void ray2d_hitOrMissIsExactOutsideTheBand(Regime regime) {
        ranEnough(requireRayLabels(property("ray2d", regime, RegimeRays.rays2d(regime), 1.5), regime)
                .check((RegimeRays.Case2d c) -> {
                    Ray2d ray = c.ray();
                    Obb2d box = c.box();
                    double margin = RayOracles.margin(ray, box);
                    double band = SlabRaycast.boundaryBand(ray, box);
                    Property.assume(Math.abs(margin) > band);
                    double reach = Math.max(RegimeCases2d.reach(box), Math.max(Math.abs(ray.originX()),
                            Math.abs(ray.originY())));
                    labelRay(regime, c.family(), margin, band, reach, Math.hypot(box.halfExtentX(), box.halfExtentY()),
                            RegimeCases2d.aspect(box), RegimeRays.smallestTilt(ray, box));
                    assertThat(RayOracles.chord(ray, box) != null).as("the two oracles agree, margin %s", margin)
                            .isEqualTo(margin > 0);
                    checkRay(margin, band, RegimeRays.smallestTilt(ray, box), SlabRaycast.intersect(ray, box),
                            SlabRaycast.intersects(ray, box), t -> RayOracles.signedDistanceAt(ray, t, box));
                }));
    }

    @Test
    void ray2d_exactTouchesInIntegerCoordinatesHit_andMovedOffMiss() {
        ranEnough(property("ray2d", Regime.INTEGER_TOUCHING, RegimeRays.integerTouches2d(), 1)
                .check((RegimeRays.Touch2d touch) -> {
                    RayHit hit = SlabRaycast.intersect(touch.ray(), touch.box());
                    assertThat(hit).as("the touch at t = %s", touch.t()).isNotNull();
                    assertThat(hit.tMin()).as("tMin of %s", hit).isLessThanOrEqualTo(touch.t());
                    assertThat(hit.tMax()).as("tMax of %s", hit).isGreaterThanOrEqualTo(touch.t());
                    assertThat(SlabRaycast.intersects(touch.ray(), touch.box())).as("intersects").isTrue();
                    assertThat(RayOracles.margin(touch.missing(), touch.box())).as("oracle, moved off")
                            .isLessThan(-SlabRaycast.boundaryBand(touch.missing(), touch.box()));
                    assertThat(SlabRaycast.intersect(touch.missing(), touch.box())).as("moved off").isNull();
                    assertThat(SlabRaycast.intersects(touch.missing(), touch.box())).as("moved off, intersects").isFalse();
                }));
    }
}
