package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The sweep at the instants a random case never hits, each checked against the static test at that
 * instant and just before and after it: a point that grazes a box's edge for one instant only (the
 * interval in which it is within reach of the box is a single time, the entry across one face equal
 * to the exit across another; a point has no lean in its radius, so the times are exact), at the end
 * of the step or within it, and boxes entering three faces at once, where the documented tie rule
 * gives the first axis.
 */
class Sweep3dInstantTest {
    private static final Obb3d A = Obb3d.of(100, -200, 300, new Quaterniond(), 1, 1, 1);

    private static Obb3d point(double x, double y, double z) {
        return Obb3d.of(A.cx + x, A.cy + y, A.cz + z, new Quaterniond(), 0, 0, 0);
    }

    @Test
    void aPointGrazingAnEdgeForOneInstant_touchesAtThatInstant_withinTheStepOrAtItsEnd() {
        for (double scale : new double[] {1, 2, 4}) {
            for (int sx : new int[] {1, -1}) {
                for (int sy : new int[] {1, -1}) {
                    // From (-3, -1) moving (2, 2) s: in x-reach from t = 1/s, out of y-reach after t = 1/s.
                    Obb3d b = point(-3 * sx, -1 * sy, 0.5);
                    Vector3d move = new Vector3d(2 * sx * scale, 2 * sy * scale, 0);
                    double t = 1 / scale;
                    MutableContact3d h = new MutableContact3d();
                    assertThat(Sweep3d.firstContact(A, new Vector3d(), b, move, h)).as("scale %s, %d %d", scale, sx, sy)
                            .isTrue();
                    assertThat(h.time()).isEqualTo(t);
                    Obb3d at = b.translated(t * move.x, t * move.y, t * move.z);
                    assertThat(Sat3d.intersects(A, at)).isTrue();
                    assertThat(Sat3d.intersects(A, b.translated(0.99 * t * move.x, 0.99 * t * move.y, 0))).isFalse();
                    if (scale > 1) {
                        double later = Math.min(1, 1.01 * t);
                        assertThat(Sat3d.intersects(A, b.translated(later * move.x, later * move.y, 0))).isFalse();
                    }
                    // The batch form and the box moving instead of the point give the same instant.
                    MutableContact3d viaBatch = new MutableContact3d();
                    assertThat(Sweep3d.firstContact(A, move.negate(new Vector3d()), Obb3dBatch.of(b), 0, viaBatch))
                            .isTrue();
                    assertThat(viaBatch.time()).isEqualTo(t);
                }
            }
        }
    }

    @Test
    void aPointMissingAnEdgeByMoreThanTheBand_isNoContact() {
        // As above, but leaving the y-reach 1e-4 before entering the x-reach (the band is below 1e-5 here).
        Obb3d b = point(-3, -0.9998, 0.5);
        assertThat(Sweep3d.boundaryBand(A, new Vector3d(), b, new Vector3d(4, 4, 0))).isLessThan(1e-5);
        assertThat(Sweep3d.firstContact(A, new Vector3d(), b, new Vector3d(2, 2, 0))).isNull();
        assertThat(Sweep3d.firstContact(A, new Vector3d(), b, new Vector3d(4, 4, 0))).isNull();
    }

    @Test
    void enteringThreeFacesAtOnce_isAContactAcrossTheFirstAxis_AX() {
        for (int s = 0; s < 8; s++) {
            double x = (s & 1) == 0 ? 1 : -1;
            double y = (s & 2) == 0 ? 1 : -1;
            double z = (s & 4) == 0 ? 1 : -1;
            Obb3d b = Obb3d.of(A.cx + 3 * x, A.cy + 3 * y, A.cz + 3 * z, new Quaterniond(), 1, 1, 1);
            Contact3d c = Sweep3d.firstContact(A, new Vector3d(), b, new Vector3d(-2 * x, -2 * y, -2 * z));
            assertThat(c).as("from %s %s %s", x, y, z).isNotNull();
            assertThat(c.axis()).as("from %s %s %s", x, y, z).isEqualTo(SatAxis3d.A_X);
            // From A towards B.
            assertThat(c.normalX()).isEqualTo(x);
            assertThat(c.time()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-12));
        }
    }

    @Test
    void aPointSlidingInAFacesPlane_touchesWhenItReachesTheFace_andOneUnitAboveItNever() {
        for (int k = 0; k < 3; k++) {
            int along = (k + 1) % 3;
            for (double side : new double[] {1, -1}) {
                // On the plane of face k (no lean: the point has no extent), coming in along the next axis.
                double[] p = {0, 0, 0};
                p[k] = side;
                p[along] = -3;
                double[] v = {0, 0, 0};
                v[along] = 4;
                Obb3d b = point(p[0], p[1], p[2]);
                Contact3d c = Sweep3d.firstContact(A, new Vector3d(), b, new Vector3d(v[0], v[1], v[2]));
                assertThat(c).as("face %d side %s", k, side).isNotNull();
                assertThat(c.time()).isEqualTo(0.5);
                assertThat(Sat3d.intersects(A, b.translated(0.5 * v[0], 0.5 * v[1], 0.5 * v[2]))).isTrue();
                p[k] = 2 * side;
                Obb3d above = point(p[0], p[1], p[2]);
                assertThat(Sweep3d.firstContact(A, new Vector3d(), above, new Vector3d(v[0], v[1], v[2]))).isNull();
            }
        }
    }
}
