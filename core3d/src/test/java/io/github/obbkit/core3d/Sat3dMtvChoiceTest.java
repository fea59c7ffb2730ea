package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.stream.Stream;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Which of the fifteen axes {@link Sat3d#mtv} picks when overlaps are equal or nearly so,
 * and how exactly its depth leaves out the {@link Sat3d#EPSILON} lean: the depth on the winning
 * axis is compared with the overlap of the stored boxes along that axis worked out in exact
 * arithmetic, to within a few roundings, far less than the lean itself (about 1e-14 per unit of
 * half-extent).
 */
class Sat3dMtvChoiceTest {

    private static final double S = Math.sqrt(0.5);
    private static final Obb3d CUBE = Sat3dTest.CUBE;
    /** A few roundings of the quantities a depth is made of, for boxes a few units across. */
    private static final double ROUNDING = 4e-15;

    private static final MathContext EXACT = new MathContext(40);

    private static double[][] axes(Obb3d box) {
        return SatReference.axes(box);
    }

    private static BigDecimal dot(double[] p, BigDecimal[] q) {
        return new BigDecimal(p[0]).multiply(q[0]).add(new BigDecimal(p[1]).multiply(q[1]))
                .add(new BigDecimal(p[2]).multiply(q[2]));
    }

    /**
     * The overlap of the two boxes' projections on the direction {@code n}, exactly: the radii
     * {@code sum_k h_k |axis_k . n|} of both boxes less the centres' distance along {@code n}, over
     * {@code |n|}. Every product of stored doubles is exact in BigDecimal; only the final square
     * root and division round, at 40 digits.
     */
    static double exactOverlap(Obb3d a, Obb3d b, BigDecimal[] n) {
        double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
        double[] hb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        double[][] aa = axes(a);
        double[][] bb = axes(b);
        BigDecimal radii = BigDecimal.ZERO;
        for (int k = 0; k < 3; k++) {
            radii = radii.add(new BigDecimal(ha[k]).multiply(dot(aa[k], n).abs()));
            radii = radii.add(new BigDecimal(hb[k]).multiply(dot(bb[k], n).abs()));
        }
        BigDecimal[] d = {
                new BigDecimal(b.centerX()).subtract(new BigDecimal(a.centerX())),
                new BigDecimal(b.centerY()).subtract(new BigDecimal(a.centerY())),
                new BigDecimal(b.centerZ()).subtract(new BigDecimal(a.centerZ()))};
        BigDecimal distance = n[0].multiply(d[0]).add(n[1].multiply(d[1])).add(n[2].multiply(d[2])).abs();
        BigDecimal length = n[0].multiply(n[0]).add(n[1].multiply(n[1])).add(n[2].multiply(n[2])).sqrt(EXACT);
        return radii.subtract(distance).divide(length, EXACT).doubleValue();
    }

    /** The direction of {@code axis} for the pair, exactly: a face axis as stored, or a_i x b_j. */
    static BigDecimal[] direction(Obb3d a, Obb3d b, SatAxis3d axis) {
        int k = axis.ordinal();
        if (k < 6) {
            double[] v = axes(k < 3 ? a : b)[k % 3];
            return new BigDecimal[]{new BigDecimal(v[0]), new BigDecimal(v[1]), new BigDecimal(v[2])};
        }
        double[] p = axes(a)[(k - 6) / 3];
        double[] q = axes(b)[(k - 6) % 3];
        return new BigDecimal[]{
                new BigDecimal(p[1]).multiply(new BigDecimal(q[2])).subtract(new BigDecimal(p[2]).multiply(new BigDecimal(q[1]))),
                new BigDecimal(p[2]).multiply(new BigDecimal(q[0])).subtract(new BigDecimal(p[0]).multiply(new BigDecimal(q[2]))),
                new BigDecimal(p[0]).multiply(new BigDecimal(q[1])).subtract(new BigDecimal(p[1]).multiply(new BigDecimal(q[0])))};
    }

    /** The same box with its axes (and half-extents) renamed cyclically: X, Y, Z become Z, X, Y. */
    static Obb3d relabelled(Obb3d box) {
        return Obb3d.fromAxes(box.centerX(), box.centerY(), box.centerZ(),
                box.axisZx(), box.axisZy(), box.axisZz(), box.axisXx(), box.axisXy(), box.axisXz(), box.axisYx(), box.axisYy(), box.axisYz(),
                box.halfExtentZ(), box.halfExtentX(), box.halfExtentY());
    }

    static Obb3d relabelled(Obb3d box, int times) {
        Obb3d result = box;
        for (int i = 0; i < times; i++) {
            result = relabelled(result);
        }
        return result;
    }

    // ------------------------------------------------------------------------------------------ ties

    /**
     * A = [-2, 2]^3 and B a unit cube at (2.5, 2.5 + extra, 0): overlaps 0.5 along x and
     * 0.5 - extra along y (on A's axes and B's, and on the edge-edge axes along them), 3 along z.
     * The pair's scale is 2.5 + 2 + 2 + 2 + 1 + 1 + 1 = 11.5 (plus the extra).
     */
    private static Obb3d[] nearlyTiedPair(double extra) {
        Obb3d a = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 2, 2, 2);
        Obb3d b = Obb3d.fromAxes(2.5, 2.5 + extra, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        return new Obb3d[]{a, b};
    }

    @Test
    void overlapsCloserThanTheTieSlack_areATie_soTheFirstAxisWins() {
        // The Javadoc: overlaps differing by less than 2^-40 of the pair's scale are equal.
        Obb3d[] pair = nearlyTiedPair(0.9 * 0x1p-40 * 11.5);

        Mtv3d mtv = Sat3d.mtv(pair[0], pair[1]);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(mtv.normalX()).isEqualTo(1);
        assertThat(mtv.depth()).isCloseTo(0.5, within(ROUNDING));
    }

    @Test
    void overlapsFartherApartThanTheTieSlack_areNotATie_soTheSmallerWins() {
        double extra = 1.1 * 0x1p-40 * 11.5;
        Obb3d[] pair = nearlyTiedPair(extra);

        Mtv3d mtv = Sat3d.mtv(pair[0], pair[1]);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_Y);
        assertThat(mtv.normalY()).isEqualTo(1);
        assertThat(mtv.depth()).isCloseTo(0.5 - extra, within(ROUNDING));
    }

    /**
     * A = [-1, 1] x [-1, 1] x [-4, 4] and B a point (no extent) at (0, y, 2). Every overlap on A's
     * axes is then exact, with no lean to round: 1 along x, 1 - y along y, 2 along z. The pair's
     * scale is 2 + 1 + 1 + 4 = 8, so the tie slack is 2^-40 * 8 = 2^-37, also exact.
     */
    private static Obb3d[] exactlyTiedPair(double y) {
        Obb3d a = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 4);
        Obb3d b = Obb3d.fromAxes(0, y, 2, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
        return new Obb3d[]{a, b};
    }

    @Test
    void overlapsExactlyTheTieSlackApart_areStillATie_soTheFirstAxisWins() {
        // The Javadoc: overlaps that differ by at most 2^-40 of the pair's scale are ties. Here the
        // y overlap is 1 - 2^-37 and the x overlap 1, exactly the slack apart: x, the first, wins.
        double slack = 0x1p-40 * 8;
        Obb3d[] pair = exactlyTiedPair(slack);

        Mtv3d mtv = Sat3d.mtv(pair[0], pair[1]);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(mtv.normalX()).isEqualTo(1);
        assertThat(mtv.depth()).isEqualTo(1);
    }

    @Test
    void overlapsOneUlpMoreThanTheTieSlackApart_areNotATie_soTheSmallerWins() {
        // 2^-53 is one ulp of the overlap 1 - 2^-37, so the y overlap is now the largest double
        // below 1 - 2^-37: further from 1 than the slack.
        double y = 0x1p-40 * 8 + 0x1p-53;
        Obb3d[] pair = exactlyTiedPair(y);

        Mtv3d mtv = Sat3d.mtv(pair[0], pair[1]);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_Y);
        assertThat(mtv.normalY()).isEqualTo(1);
        assertThat(mtv.depth()).isEqualTo(1 - y).isEqualTo(Math.nextDown(1 - 0x1p-37));
    }

    // ------------------------------------------------------------------ the degenerate edge axis

    /**
     * Two sticks along x, 8e7 long and 2 thick, B tilted from A's x axis by the stored unit vector
     * {@code (ux, uy, uz)} (which the factory may have renormalised) and centred 1 along y from A.
     * Their least overlap is across A_X x B_X: the tilt adds {@code 4e7 uy} to the overlap along
     * A's y axis (B's long half-extent times its lean towards y), while A_X x B_X, perpendicular to
     * both sticks, turns away from y by only {@code uz / uy} of that and so adds about half as much.
     */
    private static Obb3d tiltedStick(double uy, double uz) {
        double ux = Math.sqrt(1 - uy * uy - uz * uz);
        // v: the y axis made perpendicular to u; w = u x v.
        double vx = -uy * ux;
        double vy = 1 - uy * uy;
        double vz = -uy * uz;
        double vl = Math.sqrt(vx * vx + vy * vy + vz * vz);
        vx /= vl;
        vy /= vl;
        vz /= vl;
        return Obb3d.fromAxes(0, 1, 0, ux, uy, uz, vx, vy, vz,
                uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx, 4e7, 1, 1);
    }

    /** The length of A_X x B_X for A unturned: what penetration compares with the threshold. */
    private static double edgeAxisLength(Obb3d b) {
        return Math.sqrt(b.uy * b.uy + b.uz * b.uz);
    }

    /**
     * A B whose stored A_X x B_X axis is exactly {@code target} long: found by stepping the tilt's
     * z component one ulp at a time from where it should be.
     */
    private static Obb3d stickWithEdgeAxisOfLength(double target) {
        double uy = 1e-9;
        double uz = Math.sqrt(target * target - uy * uy);
        for (int step = 0; step < 64; step++) {
            for (double z : new double[]{uz + step * Math.ulp(uz), uz - step * Math.ulp(uz)}) {
                Obb3d b = tiltedStick(uy, z);
                if (edgeAxisLength(b) == target) {
                    return b;
                }
            }
        }
        throw new AssertionError("no stored tilt gives an edge axis of length " + target);
    }

    private static final Obb3d STICK = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 4e7, 1, 1);

    @Test
    void anEdgeAxisExactlyAsLongAsTheThreshold_isACandidate_andWinsWhenItsOverlapIsLeast() {
        // The Javadoc: axes shorter than DEGENERATE_EDGE_AXIS are not candidates; this one is not shorter.
        Obb3d b = stickWithEdgeAxisOfLength(Sat3d.DEGENERATE_EDGE_AXIS);
        double edge = exactOverlap(STICK, b, direction(STICK, b, SatAxis3d.AX_BX));
        double faceY = exactOverlap(STICK, b, direction(STICK, b, SatAxis3d.A_Y));
        assertThat(faceY - edge).as("the edge axis's margin, far above the tie slack").isGreaterThan(0.01);

        Mtv3d mtv = Sat3d.mtv(STICK, b);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.AX_BX);
        assertThat(mtv.depth()).isCloseTo(edge, within(1e-6));
    }

    @Test
    void anEdgeAxisJustShorterThanTheThreshold_isSkipped_forTheFaceAxisAlongItsBoxes() {
        Obb3d b = stickWithEdgeAxisOfLength(Math.nextDown(Sat3d.DEGENERATE_EDGE_AXIS));
        double faceY = exactOverlap(STICK, b, direction(STICK, b, SatAxis3d.A_Y));

        Mtv3d mtv = Sat3d.mtv(STICK, b);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_Y);
        assertThat(mtv.depth()).isCloseTo(faceY, within(1e-6));
    }

    static Stream<Arguments> concentricCubes() {
        return Stream.of(
                Arguments.of("unturned", new Quaterniond()),
                Arguments.of("quarter turn about z", new Quaterniond().rotationAxis(Math.PI / 2, 0, 0, 1)),
                Arguments.of("quarter turn about x", new Quaterniond().rotationAxis(Math.PI / 2, 1, 0, 0)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("concentricCubes")
    void equalOverlapsOnEveryAxis_pushAlongAX(String name, Quaterniond turn) {
        // Two concentric unit cubes, B turned by a multiple of a quarter turn: every face axis and
        // every edge-edge axis that is not degenerate (a_i x b_j along some face normal) overlaps by
        // exactly 2. The first, A_X, wins; concentric, so the normal is A_X itself.
        Obb3d b = Obb3d.of(0, 0, 0, turn, 1, 1, 1);

        Mtv3d mtv = Sat3d.mtv(CUBE, b);

        assertThat(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(mtv.normalX()).isEqualTo(1);
        assertThat(mtv.depth()).isCloseTo(2, within(ROUNDING));
    }

    // ------------------------------------------------------------------------------- exact depths

    /** A cube turned 45 degrees about {@code axis} (0 = x, 2 = z): a diamond in the other two axes. */
    private static Obb3d diamond(int axis, double x, double y, double z) {
        double[] n = new double[3];
        n[axis] = 1;
        return Obb3d.of(x, y, z, new Quaterniond().rotationAxis(Math.PI / 4, n[0], n[1], n[2]), 1, 1, 1);
    }

    static Stream<Arguments> uniquePushes() {
        Stream.Builder<Arguments> cases = Stream.builder();
        // Face axes: one box flat on, the other a diamond reaching sqrt2 towards it, 2.3 apart: the
        // face overlaps by 1 + sqrt2 - 2.3 = 0.114; the diamond's own faces see 1.63 of the distance
        // and overlap by 0.79.
        cases.add(Arguments.of(SatAxis3d.A_X, CUBE, diamond(2, 2.3, 0, 0)));
        cases.add(Arguments.of(SatAxis3d.A_Y, CUBE, diamond(2, 0, 2.3, 0)));
        cases.add(Arguments.of(SatAxis3d.A_Z, CUBE, diamond(0, 0, 0, 2.3)));
        cases.add(Arguments.of(SatAxis3d.B_X, diamond(2, 0, 0, 0), CUBE.translated(2.3, 0, 0)));
        cases.add(Arguments.of(SatAxis3d.B_Y, diamond(2, 0, 0, 0), CUBE.translated(0, 2.3, 0)));
        cases.add(Arguments.of(SatAxis3d.B_Z, diamond(0, 0, 0, 0), CUBE.translated(0, 0, 2.3)));
        // Edge-edge axes: the crossing edges of Sat3dTest.edgeToEdge (A's Z edge, B's X edge, 0.01
        // deep along their cross product), with each box's axes renamed so that every pair (i, j)
        // of crossing edges occurs.
        Obb3d b = Sat3dTest.edgeToEdge(-0.01);
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                // Renaming X, Y, Z as Z, X, Y moves A's crossing Z edge to X, then to Y; B's X to Y, then Z.
                SatAxis3d axis = SatAxis3d.values()[6 + 3 * i + j];
                cases.add(Arguments.of(axis, relabelled(CUBE, i + 1), relabelled(b, j)));
            }
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("uniquePushes")
    void depthOnTheOnlyShallowAxis_isItsExactOverlap_withTheLeanLeftOut(SatAxis3d expected, Obb3d a, Obb3d b) {
        Mtv3d mtv = Sat3d.mtv(a, b);
        double exact = exactOverlap(a, b, direction(a, b, expected));

        assertThat(mtv.axis()).isEqualTo(expected);
        assertThat(exact).as("a shallow push").isBetween(0.005, 0.2);
        assertThat(mtv.depth()).as("exact overlap %s", exact).isCloseTo(exact, within(ROUNDING));
        assertThat(Sat3d.intersects(a, b.translated(mtv.normalX() * mtv.depth(), mtv.normalY() * mtv.depth(),
                mtv.normalZ() * mtv.depth()))).as("touching after the push").isTrue();
    }
}
