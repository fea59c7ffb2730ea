package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.assertj.core.data.Offset;
import org.joml.Vector2d;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Corners and axis-aligned bounds on worked numbers: seed 000's 30 degree box and seed 001's
 * absolute-value rule for the bounds of a rotated rectangle.
 */
class Obb2dCornersTest {
    /** The seed prints its numbers to one decimal. */
    private static final Offset<Double> SEED_ROUNDING = within(0.05);
    /** A few ulps of the coordinates involved (about 100). */
    private static final Offset<Double> TIGHT = within(1e-12);

    private static final double CX = 100;
    private static final double CY = 200;
    private static final double SQRT3 = Math.sqrt(3);

    /** Seed 000: angle 30 degrees, half-extents (80, 40), centred at (100, 200). */
    private static Obb2d seedBox() {
        return Obb2d.of(CX, CY, Math.toRadians(30), 80, 40);
    }

    private static Vector2d[] fourVectors() {
        return new Vector2d[] {new Vector2d(), new Vector2d(), new Vector2d(), new Vector2d()};
    }

    @Test
    void seedCorner_minusMinus_isOffsetMinus49_3Minus74_6FromTheCentre() {
        Vector2d[] corners = seedBox().corners(fourVectors());

        // 0.866 * (-80) + (-0.5) * (-40) = -49.3 and 0.5 * (-80) + 0.866 * (-40) = -74.6
        assertThat(corners[0].x - CX).isCloseTo(-49.3, SEED_ROUNDING);
        assertThat(corners[0].y - CY).isCloseTo(-74.6, SEED_ROUNDING);
        // exactly: -80 cos30 + 40 sin30 = 20 - 40 sqrt3, -80 sin30 - 40 cos30 = -40 - 20 sqrt3
        assertThat(corners[0].x).isCloseTo(CX + 20 - 40 * SQRT3, TIGHT);
        assertThat(corners[0].y).isCloseTo(CY - 40 - 20 * SQRT3, TIGHT);
    }

    @Test
    void seedCorners_comeInLocalSignOrder_minusMinus_plusMinus_plusPlus_minusPlus() {
        Vector2d[] c = seedBox().corners(fourVectors());

        // corner = centre + sX * 80 * (cos30, sin30) + sY * 40 * (-sin30, cos30)
        assertThat(c[0].x).isCloseTo(CX - 40 * SQRT3 + 20, TIGHT);   // (-,-)
        assertThat(c[0].y).isCloseTo(CY - 40 - 20 * SQRT3, TIGHT);
        assertThat(c[1].x).isCloseTo(CX + 40 * SQRT3 + 20, TIGHT);   // (+,-)  89.282
        assertThat(c[1].y).isCloseTo(CY + 40 - 20 * SQRT3, TIGHT);   //          5.359
        assertThat(c[2].x).isCloseTo(CX + 40 * SQRT3 - 20, TIGHT);   // (+,+)  49.282
        assertThat(c[2].y).isCloseTo(CY + 40 + 20 * SQRT3, TIGHT);   //         74.641
        assertThat(c[3].x).isCloseTo(CX - 40 * SQRT3 - 20, TIGHT);   // (-,+) -89.282
        assertThat(c[3].y).isCloseTo(CY - 40 + 20 * SQRT3, TIGHT);   //         -5.359
    }

    @Test
    void seedCorners_ofARightHandedBox_runCounterClockwise() {
        Vector2d[] c = seedBox().corners(fourVectors());
        double twiceArea = 0;
        for (int i = 0; i < 4; i++) {
            Vector2d p = c[i];
            Vector2d q = c[(i + 1) % 4];
            twiceArea += p.x * q.y - q.x * p.y;
        }
        // positive shoelace area = counter-clockwise; the box is 160 x 80
        assertThat(twiceArea / 2).isCloseTo(160.0 * 80.0, within(1e-9));
    }

    @Test
    void seedCorners_asDoubles_matchTheVectorFormInTheSameOrder() {
        double[] flat = seedBox().corners(new double[8]);

        assertThat(flat[0]).isCloseTo(CX - 49.3, SEED_ROUNDING);
        assertThat(flat[1]).isCloseTo(CY - 74.6, SEED_ROUNDING);
        double[] expected = {
            CX - 40 * SQRT3 + 20, CY - 40 - 20 * SQRT3,
            CX + 40 * SQRT3 + 20, CY + 40 - 20 * SQRT3,
            CX + 40 * SQRT3 - 20, CY + 40 + 20 * SQRT3,
            CX - 40 * SQRT3 - 20, CY - 40 + 20 * SQRT3,
        };
        for (int i = 0; i < 8; i++) {
            assertThat(flat[i]).as("element %d", i).isCloseTo(expected[i], TIGHT);
        }
        Vector2d[] vectors = seedBox().corners(fourVectors());
        for (int i = 0; i < 4; i++) {
            assertThat(flat[2 * i]).isEqualTo(vectors[i].x);
            assertThat(flat[2 * i + 1]).isEqualTo(vectors[i].y);
        }
    }

    @Test
    void corners_overwriteTheGivenVectorsAndReturnTheSameArray() {
        Vector2d[] dest = {new Vector2d(9, 9), new Vector2d(9, 9), new Vector2d(9, 9), new Vector2d(9, 9),
                new Vector2d(7, 7)};
        Vector2d[] result = Obb2d.of(0, 0, 0, 2, 1).corners(dest);

        assertThat(result).isSameAs(dest);
        assertThat(dest[0]).isEqualTo(new Vector2d(-2, -1));
        assertThat(dest[1]).isEqualTo(new Vector2d(2, -1));
        assertThat(dest[2]).isEqualTo(new Vector2d(2, 1));
        assertThat(dest[3]).isEqualTo(new Vector2d(-2, 1));
        assertThat(dest[4]).as("a fifth element is left alone").isEqualTo(new Vector2d(7, 7));
    }

    @Test
    void corners_ofAPoint_areAllTheCentre() {
        double[] flat = Obb2d.of(3, -4, 1.1, 0, 0).corners(new double[8]);

        assertThat(flat).containsExactly(3, -4, 3, -4, 3, -4, 3, -4);
    }

    /** Seed 001: extents {@code w|cos| + h|sin|, h|cos| + w|sin|} with w = 80, h = 40. */
    @ParameterizedTest(name = "{0} degrees -> ({1}, {2})")
    @CsvSource({
        "0,   80,                40",
        "30,  89.2820323027551,  74.64101615137754",   // 40 sqrt3 + 20, 20 sqrt3 + 40
        "45,  84.8528137423857,  84.8528137423857",    // 60 sqrt2 both
        "90,  40,                80",
        "135, 84.8528137423857,  84.8528137423857",
        "270, 40,                80",
    })
    void aabbExtents_followTheAbsoluteValueRule(double degrees, double expectedX, double expectedY) {
        Aabb2d box = Obb2d.of(CX, CY, Math.toRadians(degrees), 80, 40).aabb();

        assertThat(box.halfExtentX()).isCloseTo(expectedX, TIGHT);
        assertThat(box.halfExtentY()).isCloseTo(expectedY, TIGHT);
        assertThat(box.centerX()).isCloseTo(CX, TIGHT);
        assertThat(box.centerY()).isCloseTo(CY, TIGHT);
    }

    @ParameterizedTest(name = "{0} degrees")
    @CsvSource({"0", "30", "45", "90", "135", "200", "270", "-17.5"})
    void aabb_isTheMinAndMaxOfTheFourCorners(double degrees) {
        Obb2d obb = Obb2d.of(-3.5, 12.25, Math.toRadians(degrees), 80, 40);
        double[] c = obb.corners(new double[8]);
        double minX = Math.min(Math.min(c[0], c[2]), Math.min(c[4], c[6]));
        double maxX = Math.max(Math.max(c[0], c[2]), Math.max(c[4], c[6]));
        double minY = Math.min(Math.min(c[1], c[3]), Math.min(c[5], c[7]));
        double maxY = Math.max(Math.max(c[1], c[3]), Math.max(c[5], c[7]));

        Aabb2d box = obb.aabb();

        assertThat(box.minX()).isCloseTo(minX, TIGHT);
        assertThat(box.maxX()).isCloseTo(maxX, TIGHT);
        assertThat(box.minY()).isCloseTo(minY, TIGHT);
        assertThat(box.maxY()).isCloseTo(maxY, TIGHT);
        for (int i = 0; i < 4; i++) {
            assertThat(box.contains(c[2 * i], c[2 * i + 1]) || isWithin(box, c[2 * i], c[2 * i + 1], 1e-12))
                    .as("corner %d inside the bounds", i).isTrue();
        }
    }

    @Test
    void aabb_ofAnAxisAlignedBox_isExact() {
        assertThat(Obb2d.of(1, 2, 0, 3, 4).aabb()).isEqualTo(Aabb2d.of(-2, -2, 4, 6));
    }

    @Test
    void aabb_ofAFlatRotatedBox_isTheSegmentsBounds() {
        // a segment of half-length 5 at 3-4-5 slope: its ends are (+-3, +-4) from the centre
        Obb2d segment = Obb2d.fromAxes(0, 0, 0.6, 0.8, -0.8, 0.6, 5, 0);

        Aabb2d box = segment.aabb();

        assertThat(box.isCloseTo(Aabb2d.of(-3, -4, 3, 4), 1e-12)).isTrue();
    }

    private static boolean isWithin(Aabb2d box, double x, double y, double tolerance) {
        return box.minX() - tolerance <= x && x <= box.maxX() + tolerance
                && box.minY() - tolerance <= y && y <= box.maxY() + tolerance;
    }

    @Test
    void aNullElementOfDest_isNamed_andNoCornerIsWrittenBeforeTheRefusal() {
        Vector2d first = new Vector2d(7, 7);
        Vector2d second = new Vector2d(7, 7);
        Vector2d[] dest = {first, second, null, new Vector2d()};

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> seedBox().corners(dest))
                .isInstanceOf(NullPointerException.class).hasMessage("dest[2]");
        assertThat(first).isEqualTo(new Vector2d(7, 7));
        assertThat(second).isEqualTo(new Vector2d(7, 7));
    }
}
