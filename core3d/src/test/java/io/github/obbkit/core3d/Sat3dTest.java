package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.SatReference.Bug;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class Sat3dTest {

    private static final double S = Math.sqrt(0.5);

    /** The cube [-1, 1]^3. */
    static final Obb3d CUBE = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);

    /**
     * A unit cube B whose X edge runs along (1, -1, 0) / sqrt2 and points straight at the vertical edge
     * x = y = 1 of {@link #CUBE}: B's Y and Z axes are (n ± z) / sqrt2 with n = (1, 1, 0) / sqrt2, so B
     * reaches sqrt2 towards A along n, and A reaches sqrt2 towards B. B's centre sits at
     * (2 sqrt2 + gap) n. The axis A_Z x B_X is n itself, and only it sees the gap.
     */
    static Obb3d edgeToEdge(double gap) {
        double d = (2 * Math.sqrt(2) + gap) * S;
        return Obb3d.fromAxes(d, d, 0, S, -S, 0, 0.5, 0.5, S, -0.5, -0.5, S, 1, 1, 1);
    }

    /**
     * Two 2 x 2 x 10 boxes near (1e6, 1e6, 1e6) whose long edges are tilted by {@code theta} about
     * n = (1, 1, 0) / sqrt2 and stand corner to corner across n; {@code gap} apart along n, which is
     * A_Z x B_Z. Returns {A, B}.
     */
    static Obb3d[] nearParallel(double theta, double gap) {
        Obb3d a = Obb3d.fromAxes(1e6, 1e6, 1e6, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 5);
        Quaterniond tilt = new Quaterniond().rotationAxis(theta, S, S, 0);
        double d = (2 * Math.sqrt(2) + gap) * S;
        Obb3d b = Obb3d.of(new Vector3d(1e6 + d, 1e6 + d, 1e6), tilt, new Vector3d(1, 1, 5));
        return new Obb3d[]{a, b};
    }

    // ------------------------------------------------------------------------- edge-edge separation

    @Test
    void separatedOnlyByEdgeEdgeAxis_isNotIntersecting() {
        Obb3d b = edgeToEdge(0.1);

        assertThat(SatReference.separatingAxes(CUBE, b, 0)).containsExactly(SatAxis3d.AZ_BX);
        assertThat(SatReference.gaps(CUBE, b)[SatAxis3d.AZ_BX.ordinal()]).isCloseTo(0.1, within(1e-15));
        assertThat(Sat3d.intersects(CUBE, b)).isFalse();
        assertThat(Sat3d.intersects(b, CUBE)).isFalse();
        assertThat(CUBE.intersects(b)).isFalse();
    }

    @Test
    void touchingEdgeToEdge_isIntersecting() {
        Obb3d b = edgeToEdge(0);

        assertThat(Sat3d.intersects(CUBE, b)).isTrue();
        assertThat(Sat3d.intersects(b, CUBE)).isTrue();
    }

    @Test
    void edgesCrossingByALittle_areIntersecting() {
        assertThat(Sat3d.intersects(CUBE, edgeToEdge(-0.01))).isTrue();
    }

    @Test
    void skewSegments_areSeparatedByTheirCrossProduct_andCrossingOnesIntersect() {
        Obb3d alongX = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0);
        Obb3d alongYAbove = Obb3d.fromAxes(0, 0, 0.1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0);
        Obb3d alongYThrough = Obb3d.fromAxes(0.5, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0);

        assertThat(SatReference.separatingAxes(alongX, alongYAbove, 0)).contains(SatAxis3d.AX_BX);
        assertThat(Sat3d.intersects(alongX, alongYAbove)).isFalse();
        assertThat(Sat3d.intersects(alongX, alongYThrough)).isTrue();
    }

    // ------------------------------------------------------------------------- closed boxes

    @Test
    void touchingFaces_intersect_andAGapSeparates() {
        Obb3d touching = CUBE.translated(2, 0.5, 0.3);

        assertThat(Sat3d.intersects(CUBE, touching)).isTrue();
        assertThat(Sat3d.intersects(CUBE, CUBE.translated(2.001, 0.5, 0.3))).isFalse();
    }

    @Test
    void touchingCorners_intersect() {
        assertThat(Sat3d.intersects(CUBE, CUBE.translated(2, 2, 2))).isTrue();
        assertThat(Sat3d.intersects(CUBE, CUBE.translated(2, 2, -2))).isTrue();
        assertThat(Sat3d.intersects(CUBE, CUBE.translated(2, 2, 2.001))).isFalse();
    }

    @Test
    void separatedByAFaceAxisOfB_isNotIntersecting() {
        // B is CUBE turned 45 degrees about z; along its own X axis (1, 1, 0) / sqrt2 A reaches sqrt2,
        // B reaches 1, and the centres are 2.5 apart.
        Obb3d b = Obb3d.fromAxes(2.5 * S, 2.5 * S, 0, S, S, 0, -S, S, 0, 0, 0, 1, 1, 1, 1);

        assertThat(SatReference.separatingAxes(CUBE, b, 0)).contains(SatAxis3d.B_X)
                .doesNotContain(SatAxis3d.A_X, SatAxis3d.A_Y, SatAxis3d.A_Z);
        assertThat(Sat3d.intersects(CUBE, b)).isFalse();
    }

    // ------------------------------------------------------------------------- historical bugs

    @Test
    void transposedRotationProduct_wouldSeparateAnIntersectingPair() {
        // B: 6 x 0.4 x 0.4, turned 30 degrees about z, with one end at A's centre.
        double c = Math.cos(Math.PI / 6);
        double s = Math.sin(Math.PI / 6);
        Obb3d b = Obb3d.fromAxes(3 * c, 3 * s, 0, c, s, 0, -s, c, 0, 0, 0, 1, 3, 0.2, 0.2);

        assertThat(b.contains(0, 0, 0, 1e-15)).isTrue();
        assertThat(SatReference.separated(CUBE, b, Sat3d.EPSILON, Bug.TRANSPOSED_R)).as("planted bug").isTrue();
        assertThat(Sat3d.intersects(CUBE, b)).isTrue();
    }

    @Test
    void translationLeftInWorldFrame_wouldSeparateAnIntersectingPair() {
        // A: 4 x 1 x 1 along (1, 1, 0) / sqrt2; B: a cube of half-size 0.5 centred 2.12 along A's axis.
        Obb3d a = Obb3d.fromAxes(0, 0, 0, S, S, 0, -S, S, 0, 0, 0, 1, 2, 0.5, 0.5);
        Obb3d b = Obb3d.fromAxes(1.5, 1.5, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.5, 0.5, 0.5);

        assertThat(a.contains(1.5 - 0.5 * S, 1.5 - 0.5 * S, 0)).as("a point of B in A").isTrue();
        assertThat(b.contains(1.5 - 0.5 * S, 1.5 - 0.5 * S, 0)).isTrue();
        assertThat(SatReference.separated(a, b, Sat3d.EPSILON, Bug.WORLD_TRANSLATION)).as("planted bug").isTrue();
        assertThat(Sat3d.intersects(a, b)).isTrue();
    }

    @Test
    void nearParallelEdgesFarFromTheOrigin_doNotInventAContact() {
        Obb3d[] pair = nearParallel(1e-3, 1e-3);
        Obb3d a = pair[0];
        Obb3d b = pair[1];

        assertThat(SatReference.separatingAxes(a, b, 0)).containsExactly(SatAxis3d.AZ_BZ);
        assertThat(SatReference.gaps(a, b)[SatAxis3d.AZ_BZ.ordinal()]).isCloseTo(1e-3, within(1e-9));
        assertThat(Sat3d.boundaryBand(a, b)).isLessThan(1e-4);
        // An epsilon that is absolute rather than a fraction of |R| leans by 4e-6 / sin(theta) = 4e-3 here.
        assertThat(SatReference.separated(a, b, 1e-6, Bug.NONE)).as("planted bug").isFalse();
        assertThat(Sat3d.intersects(a, b)).isFalse();
        assertThat(Sat3d.intersects(b, a)).isFalse();
    }

    @Test
    void nearParallelEdgesFarFromTheOrigin_thatOverlap_intersect() {
        Obb3d[] pair = nearParallel(1e-3, -1e-3);

        assertThat(Sat3d.intersects(pair[0], pair[1])).isTrue();
    }

    @Test
    void exactlyParallelRotatedFacesTouching_intersect() {
        // Same rotation; B's centre is exactly 3 * A's X axis: in exact arithmetic the faces touch
        // (gap 0). Without the epsilon, rounding in R and t opens a hair-wide gap.
        Obb3d a = Obb3d.fromAxes(0.0, 0.0, 0.0, -0.42239264020870504, -0.7290077691427377, -0.5386391463930638,
                -0.28920208936049824, 0.6715863141549778, -0.6821539226224927, 0.8590381883286924,
                -0.13236122985701015, -0.49450368636006936, 1.0, 2.0, 3.0);
        Obb3d b = Obb3d.fromAxes(-1.2671779206261151, -2.187023307428213, -1.6159174391791913, -0.42239264020870504,
                -0.7290077691427377, -0.5386391463930638, -0.28920208936049824, 0.6715863141549778,
                -0.6821539226224927, 0.8590381883286924, -0.13236122985701015, -0.49450368636006936, 2.0, 1.0, 2.0);

        assertThat(SatReference.separated(a, b, 0, Bug.NONE)).as("planted bug").isTrue();
        assertThat(Sat3d.intersects(a, b)).isTrue();
        assertThat(Sat3d.intersects(b, a)).isTrue();
    }

    @Test
    void exactlyParallelRotatedBoxes_giveTheExactAnswerOnEitherSideOfTouching() {
        Quaterniond q = new Quaterniond().rotationXYZ(0.7, -0.2, 1.3);
        Obb3d a = Obb3d.of(0, 0, 0, q, 1, 2, 3);
        Vector3d y = a.axisY(new Vector3d());

        assertThat(Sat3d.intersects(a, a)).isTrue();
        assertThat(Sat3d.intersects(a, a.translated(new Vector3d(y).mul(3.99)))).isTrue();
        assertThat(Sat3d.intersects(a, a.translated(new Vector3d(y).mul(4.01)))).isFalse();
        assertThat(Sat3d.intersects(a, Obb3d.of(0, 0, 0, q, 100, 0, 0))).as("parallel segment").isTrue();
    }

    @Test
    void axisAlignedBoxes_withAllEdgesParallel_neverProduceNaNTrouble() {
        Obb3d flat = Obb3d.fromAxes(0.5, 0.5, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.5, 0.5, 0);

        assertThat(Sat3d.intersects(CUBE, flat)).isTrue();
        assertThat(Sat3d.intersects(CUBE, flat.translated(0, 0, 1e-9))).isFalse();
        assertThat(Sat3d.mtv(CUBE, flat)).isNotNull();
    }

    // ------------------------------------------------------------------------- degenerate boxes

    @Test
    void points_areInsideOrOutsideExactlyAsContainsSays() {
        Obb3d turned = Obb3d.of(1, 2, 3, new Quaterniond().rotationXYZ(0.3, 0.6, 0.9), 1, 2, 0.5);
        Obb3d inside = Obb3d.fromAxes(1.2, 2.3, 3.1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
        Obb3d outside = Obb3d.fromAxes(1, 2, 4, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);

        assertThat(turned.contains(1.2, 2.3, 3.1)).isTrue();
        assertThat(Sat3d.intersects(turned, inside)).isTrue();
        assertThat(Sat3d.intersects(inside, turned)).isTrue();
        assertThat(turned.contains(1, 2, 4)).isFalse();
        assertThat(Sat3d.intersects(turned, outside)).isFalse();
        assertThat(Sat3d.intersects(inside, outside)).isFalse();
        assertThat(Sat3d.intersects(inside, inside)).isTrue();
    }

    @Test
    void segmentThroughARectangle_intersects_andBesideItDoesNot() {
        Obb3d square = Obb3d.of(0, 0, 0, new Quaterniond().rotationAxis(0.4, 1, 0, 0), 1, 1, 0);
        Obb3d through = Obb3d.of(0.3, 0.2, 0, new Quaterniond().rotationY(0.2), 0, 0, 2);
        Obb3d beside = Obb3d.of(1.3, 0.2, 0, new Quaterniond().rotationY(0.2), 0, 0, 2);

        assertThat(Sat3d.intersects(square, through)).isTrue();
        assertThat(Sat3d.intersects(through, square)).isTrue();
        assertThat(Sat3d.intersects(square, beside)).isFalse();
    }

    // ------------------------------------------------------------------------- band

    @Test
    void boundaryBand_isRelativeToCentreDistanceAndExtents_notToTheOrigin() {
        Obb3d a = Obb3d.fromAxes(1e6, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3);
        Obb3d b = Obb3d.fromAxes(1e6 + 4, -5, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.5, 0.5, 0);

        assertThat(Sat3d.boundaryBand(a, b)).isCloseTo(Sat3d.BAND_RELATIVE * (5 + 6 + 1), within(1e-20));
        assertThat(Sat3d.boundaryBand(b, a)).isEqualTo(Sat3d.boundaryBand(a, b));
    }

    @Test
    void farFromTheOrigin_theAnswersAreThoseNearTheOrigin() {
        Obb3d b = edgeToEdge(0.1);
        Obb3d farA = CUBE.translated(1e6, -2e6, 4e6);
        Obb3d farB = b.translated(1e6, -2e6, 4e6);

        assertThat(Sat3d.intersects(farA, farB)).isFalse();
        assertThat(Sat3d.intersects(farA, edgeToEdge(-0.01).translated(1e6, -2e6, 4e6))).isTrue();
    }
}
