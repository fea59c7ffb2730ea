package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 4-axis separating-axis test on hand-built pairs (seed 004's cases): overlapping, separated
 * by exactly one of the four axes, touching, parallel, nested, and boxes with zero half-extents.
 */
class Sat2dIntersectsTest {
    private static final double DEG30 = Math.PI / 6;
    private static final double DEG45 = Math.PI / 4;
    private static final double COS30 = Math.sqrt(3) / 2;
    private static final double SIN30 = 0.5;

    /** The 2x2 square centred on the origin. */
    private static final Obb2d UNIT = Obb2d.of(0, 0, 0, 1, 1);
    /** The 2x2 square turned 45 degrees: its radius on the world axes is sqrt 2. */
    private static final Obb2d DIAMOND = Obb2d.of(0, 0, DEG45, 1, 1);

    // ------------------------------------------------------------------ one separating axis each

    @Test
    void separatedOnlyByAX_isNotIntersecting() {
        // on world x: |2.5| > 1 + sqrt2 = 2.414; on B's diagonals |2.5 / sqrt2| = 1.77 < sqrt2 + 1
        Obb2d a = UNIT;
        Obb2d b = Obb2d.of(2.5, 0, DEG45, 1, 1);

        assertThat(separatingAxes(a, b)).containsExactly(SatAxis2d.A_X);
        assertThat(Sat2d.intersects(a, b)).isFalse();
        assertThat(Sat2d.intersects(b, a)).isFalse();
    }

    @Test
    void separatedOnlyByAY_isNotIntersecting() {
        Obb2d a = UNIT;
        Obb2d b = Obb2d.of(0, 2.5, DEG45, 1, 1);

        assertThat(separatingAxes(a, b)).containsExactly(SatAxis2d.A_Y);
        assertThat(Sat2d.intersects(a, b)).isFalse();
        assertThat(Sat2d.intersects(b, a)).isFalse();
    }

    @Test
    void separatedOnlyByBX_isNotIntersecting() {
        // A's own axes both overlap, so a test of A's axes alone would call this a hit
        Obb2d a = DIAMOND;
        Obb2d b = Obb2d.of(2.5, 0, 0, 1, 1);

        assertThat(separatingAxes(a, b)).containsExactly(SatAxis2d.B_X);
        assertThat(Sat2d.intersects(a, b)).isFalse();
        assertThat(Sat2d.intersects(b, a)).isFalse();
    }

    @Test
    void separatedOnlyByBY_isNotIntersecting() {
        Obb2d a = DIAMOND;
        Obb2d b = Obb2d.of(0, 2.5, 0, 1, 1);

        assertThat(separatingAxes(a, b)).containsExactly(SatAxis2d.B_Y);
        assertThat(Sat2d.intersects(a, b)).isFalse();
        assertThat(Sat2d.intersects(b, a)).isFalse();
    }

    @Test
    void separatedOnlyByAThinBoxsShortAxis_isNotIntersecting() {
        // a long thin box at 30 degrees and a unit square beside its long side: only A_Y separates
        Obb2d a = Obb2d.of(0, 0, DEG30, 10, 0.25);
        // 1.8 along A's Y axis; the square's radius on that axis is cos30 + sin30 = 1.366 < 1.8 - 0.25
        Obb2d b = Obb2d.of(-1.8 * SIN30, 1.8 * COS30, 0, 1, 1);

        assertThat(separatingAxes(a, b)).containsExactly(SatAxis2d.A_Y);
        assertThat(Sat2d.intersects(a, b)).isFalse();
    }

    // ------------------------------------------------------------------ a table of named pairs

    static Stream<Arguments> pairs() {
        Obb2d tall = Obb2d.fromAabb(Aabb2d.of(-1, -2, 1, 2));
        Obb2d tilted = Obb2d.of(0, 0, DEG30, 2, 1);
        Obb2d point = Obb2d.of(0.5, 0.5, 0, 0, 0);
        return Stream.of(
                clear("overlapping rotated boxes", Obb2d.of(0, 0, 0.3, 2, 1),
                        Obb2d.of(1, 0.5, -0.4, 1.5, 0.5), true),
                clear("overlapping unit squares", UNIT, Obb2d.of(1.5, 0.5, 0, 1, 1), true),
                clear("identical boxes", tilted, Obb2d.of(0, 0, DEG30, 2, 1), true),
                // closed boxes: a shared edge or a shared corner is an intersection
                touching("touching along an edge", UNIT, Obb2d.of(2, 0.5, 0, 1, 1)),
                touching("touching at a corner", UNIT, Obb2d.of(2, 2, 0, 1, 1)),
                clear("edge gap of 1e-6", UNIT, Obb2d.of(2 + 1e-6, 0.5, 0, 1, 1), false),
                clear("corner gap of 1e-6", UNIT, Obb2d.of(2 + 1e-6, 2 + 1e-6, 0, 1, 1), false),
                // a 3-4-5 box whose (-,+) corner lands at (1, -1) on the right edge of the tall box
                touching("rotated corner on an edge", tall, Obb2d.fromAxes(8, 0, 0.6, 0.8, -0.8, 0.6, 5, 5)),
                clear("rotated corner 1e-6 off an edge", tall,
                        Obb2d.fromAxes(8 + 1e-6, 0, 0.6, 0.8, -0.8, 0.6, 5, 5), false),
                // exactly parallel: the same 30 degree box shifted along its own axes
                clear("parallel, 0.5 apart along X", tilted, shiftedAlongAxes(tilted, 4.5, 0), false),
                clear("parallel, overlapping along X", tilted, shiftedAlongAxes(tilted, 3.5, 0), true),
                clear("parallel, overlapping diagonally", tilted, shiftedAlongAxes(tilted, 3, 1.5), true),
                clear("parallel, 0.5 apart along Y", tilted, shiftedAlongAxes(tilted, 1, 2.5), false),
                clear("anti-parallel, overlapping", tilted,
                        Obb2d.of(3.5 * COS30, 3.5 * SIN30, DEG30 + Math.PI, 2, 1), true),
                clear("anti-parallel, 0.5 apart", tilted,
                        Obb2d.of(4.5 * COS30, 4.5 * SIN30, DEG30 + Math.PI, 2, 1), false),
                clear("nested", Obb2d.of(0, 0, 0.3, 10, 8), Obb2d.of(1, -1, 1.2, 1, 0.5), true),
                clear("nested, sharing the centre", Obb2d.of(3, 3, 0.5, 4, 4), Obb2d.of(3, 3, 1.0, 1, 1), true),
                // zero half-extents: segments and points
                clear("segment through a box", UNIT, Obb2d.of(0, 0, 0, 3, 0), true),
                clear("segment above a box", UNIT, Obb2d.of(0, 2, 0, 3, 0), false),
                touching("segment lying on an edge", UNIT, Obb2d.of(1, 0, Math.PI / 2, 5, 0)),
                // the line x + y = 3 passes outside the corner (1, 1): only the segment's normal separates
                clear("segment past a corner", UNIT, Obb2d.of(1.5, 1.5, -DEG45, 5, 0), false),
                touching("segment through a corner", UNIT, Obb2d.of(1, 1, -DEG45, 5, 0)),
                clear("diagonal segment short of a box", UNIT, Obb2d.of(2, 2, DEG45, 1, 0), false),
                clear("diagonal segment reaching into a box", UNIT, Obb2d.of(2, 2, DEG45, 2, 0), true),
                // (0.5, 0.5) in the 30 degree box's frame is (0.683, 0.183): inside 2 x 1
                clear("point inside a rotated box", tilted, point, true),
                // (2.5, 0) in its frame is (2.165, -1.25): outside
                clear("point outside a rotated box", tilted, Obb2d.of(2.5, 0, 0, 0, 0), false),
                touching("point on a box corner", UNIT, Obb2d.of(1, 1, 0, 0, 0)),
                touching("point on a box edge", UNIT, Obb2d.of(1, 0.25, 0.7, 0, 0)),
                clear("point just outside a box edge", UNIT, Obb2d.of(1 + 1e-9, 0.25, 0, 0, 0), false),
                clear("collinear segments apart", Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(3, 0, 0, 1, 0), false),
                clear("collinear segments overlapping", Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(1.5, 0, 0, 1, 0), true),
                touching("collinear segments end to end", Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(2, 0, 0, 1, 0)),
                clear("collinear rotated segments apart", Obb2d.of(0, 0, DEG30, 1, 0),
                        Obb2d.of(3 * COS30, 3 * SIN30, DEG30, 1, 0), false),
                clear("parallel segments 1e-3 apart", Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(0, 1e-3, 0, 1, 0), false),
                clear("crossing segments", Obb2d.of(0, 0, 0, 1, 0), Obb2d.of(0, 0, Math.PI / 2, 1, 0), true),
                clear("equal points", point, Obb2d.of(0.5, 0.5, 1.3, 0, 0), true),
                clear("different points", point, Obb2d.of(0.5, 0.5 + 1e-9, 0, 0, 0), false),
                // axis-aligned on purpose: on a 45 degree segment the point would sit in the boundary band
                touching("point on a segment", Obb2d.of(0.25, 0, 0, 0, 0), Obb2d.of(0, 0, 0, 1, 0)),
                clear("point beside a segment", Obb2d.of(0.25, 1e-9, 0, 0, 0), Obb2d.of(0, 0, 0, 1, 0), false));
    }

    private static Arguments clear(String name, Obb2d a, Obb2d b, boolean expected) {
        return arguments(name, a, b, expected, false);
    }

    /** A pair that touches exactly: closed boxes intersect, but the pair lies in the boundary band. */
    private static Arguments touching(String name, Obb2d a, Obb2d b) {
        return arguments(name, a, b, true, true);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void intersects_givesTheHandComputedAnswer(String name, Obb2d a, Obb2d b, boolean expected) {
        assertThat(Sat2d.intersects(a, b)).isEqualTo(expected);
        assertThat(a.intersects(b)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void intersects_isSymmetric(String name, Obb2d a, Obb2d b, boolean expected) {
        assertThat(Sat2d.intersects(b, a)).isEqualTo(Sat2d.intersects(a, b));
        assertThat(b.intersects(a)).isEqualTo(expected);
    }

    /**
     * The pairs that do not touch exactly: touching pairs sit in the boundary band, where the corner
     * projections may round to a hair-wide gap.
     */
    static Stream<Arguments> clearPairs() {
        return pairs().filter(arguments -> !(Boolean) arguments.get()[4]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("clearPairs")
    void intersects_agreesWithProjectingTheCorners(String name, Obb2d a, Obb2d b, boolean expected) {
        assertThat(separatingAxes(a, b).isEmpty()).isEqualTo(expected);
    }

    @Test
    void intersects_isUnchangedByMovingBothBoxesFarFromTheOrigin() {
        Obb2d a = UNIT.translated(1e6, -1e6);
        Obb2d touching = Obb2d.of(2, 0.5, 0, 1, 1).translated(1e6, -1e6);
        Obb2d apart = Obb2d.of(2.001, 0.5, 0, 1, 1).translated(1e6, -1e6);

        assertThat(Sat2d.intersects(a, touching)).isTrue();
        assertThat(Sat2d.intersects(a, apart)).isFalse();
    }

    @Test
    void boundaryBand_isTenToTheMinusTenOfTheCentreDistancePlusAllExtents() {
        // centre difference (3, -4): largest component 4; extents 1 + 2 + 0.5 + 0.5 = 4
        Obb2d a = Obb2d.of(0, 0, 0.2, 1, 2);
        Obb2d b = Obb2d.of(3, -4, 1.0, 0.5, 0.5);

        assertThat(Sat2d.boundaryBand(a, b)).isCloseTo(8e-10, within(1e-24));
        assertThat(Sat2d.boundaryBand(b, a)).isEqualTo(Sat2d.boundaryBand(a, b));
    }

    // ------------------------------------------------------------------ helpers

    private static Obb2d shiftedAlongAxes(Obb2d box, double alongX, double alongY) {
        return box.translated(alongX * box.axisXx() + alongY * box.axisYx(), alongX * box.axisXy() + alongY * box.axisYy());
    }

    /**
     * The seed's own test: project both boxes' corners on each candidate axis and report the axes
     * whose intervals have a gap. Independent of the kernel's projected-radius form.
     */
    static Set<SatAxis2d> separatingAxes(Obb2d a, Obb2d b) {
        double[] pa = a.corners(new double[8]);
        double[] pb = b.corners(new double[8]);
        Set<SatAxis2d> result = EnumSet.noneOf(SatAxis2d.class);
        double[][] axes = {{a.axisXx(), a.axisXy()}, {a.axisYx(), a.axisYy()}, {b.axisXx(), b.axisXy()}, {b.axisYx(), b.axisYy()}};
        for (SatAxis2d axis : SatAxis2d.values()) {
            double[] n = axes[axis.ordinal()];
            double minA = Double.POSITIVE_INFINITY;
            double maxA = Double.NEGATIVE_INFINITY;
            double minB = Double.POSITIVE_INFINITY;
            double maxB = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < 4; i++) {
                double da = pa[2 * i] * n[0] + pa[2 * i + 1] * n[1];
                double db = pb[2 * i] * n[0] + pb[2 * i + 1] * n[1];
                minA = Math.min(minA, da);
                maxA = Math.max(maxA, da);
                minB = Math.min(minB, db);
                maxB = Math.max(maxB, db);
            }
            if (maxA < minB || maxB < minA) {
                result.add(axis);
            }
        }
        return result;
    }
}
