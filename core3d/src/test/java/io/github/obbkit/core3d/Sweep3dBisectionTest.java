package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The sweep against a slow answer of its own: the static test at many times and a bisection to the
 * first one where the boxes meet, for turned boxes away from the origin, each moving, through both
 * the pair form and the batch form. The times where two translating convex shapes meet are one
 * interval, so the first sample that meets, bisected towards the last that does not, is the contact.
 */
class Sweep3dBisectionTest {
    private static final int CASES = 300;
    private static final int SAMPLES = 300;

    private Obb3d randomBox(SplittableRandom r, double cx, double cy, double cz) {
        Quaterniond q = new Quaterniond(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                r.nextDouble(-1, 1)).normalize();
        if (rods) {
            // Long and thin along a random one of its axes: most contacts are edge against edge.
            double[] h = {r.nextDouble(0.02, 0.1), r.nextDouble(0.02, 0.1), r.nextDouble(0.02, 0.1)};
            h[r.nextInt(3)] = r.nextDouble(3, 6);
            return Obb3d.of(cx, cy, cz, q, h[0], h[1], h[2]);
        }
        return Obb3d.of(cx, cy, cz, q, r.nextDouble(0.2, 3), r.nextDouble(0.2, 3), r.nextDouble(0.2, 3));
    }

    private boolean rods;

    private static Obb3d moved(Obb3d b, double t, double vx, double vy, double vz) {
        return b.translated(t * vx, t * vy, t * vz);
    }

    /** The first time in [0, 1] at which B, moved by {@code t v}, meets A; NaN if none is sampled. */
    private static double firstMeeting(Obb3d a, Obb3d b, double vx, double vy, double vz) {
        if (Sat3d.intersects(a, b)) {
            return 0;
        }
        double before = 0;
        for (int i = 1; i <= SAMPLES; i++) {
            double t = (double) i / SAMPLES;
            if (Sat3d.intersects(a, moved(b, t, vx, vy, vz))) {
                double after = t;
                for (int k = 0; k < 60; k++) {
                    double mid = 0.5 * (before + after);
                    if (Sat3d.intersects(a, moved(b, mid, vx, vy, vz))) {
                        after = mid;
                    } else {
                        before = mid;
                    }
                }
                return after;
            }
            before = t;
        }
        return Double.NaN;
    }

    private static double radius(Obb3d box, double lx, double ly, double lz) {
        return box.hx * Math.abs(box.ux * lx + box.uy * ly + box.uz * lz)
                + box.hy * Math.abs(box.vx * lx + box.vy * ly + box.vz * lz)
                + box.hz * Math.abs(box.wx * lx + box.wy * ly + box.wz * lz);
    }

    /** How far apart the boxes are along the unit {@code l}, from A towards B: positive where it separates them. */
    private static double signedGap(Obb3d a, Obb3d b, double lx, double ly, double lz) {
        double p = (b.cx - a.cx) * lx + (b.cy - a.cy) * ly + (b.cz - a.cz) * lz;
        return p - radius(a, lx, ly, lz) - radius(b, lx, ly, lz);
    }

    @Test
    void turnedMovingBoxesAwayFromTheOrigin_touchWhenBisectionSays_acrossAnAxisThatSeparatedThemJustBefore() {
        checkAgainstBisection(new SplittableRandom(30));
    }

    @Test
    void crossingRods_touchWhenBisectionSays_mostlyAcrossEdgeEdgeAxes() {
        rods = true;
        int edgeEdge = checkAgainstBisection(new SplittableRandom(31));
        assertThat(edgeEdge).isGreaterThan(CASES / 10);
    }

    /** Returns how many contacts were across an edge-edge axis. */
    private int checkAgainstBisection(SplittableRandom r) {
        int edgeEdge = 0;
        int contacts = 0;
        int misses = 0;
        MutableContact3d viaBatch = new MutableContact3d();
        for (int n = 0; n < CASES; n++) {
            double ox = r.nextDouble(-500, 500);
            double oy = r.nextDouble(-500, 500);
            double oz = r.nextDouble(-500, 500);
            Obb3d a = randomBox(r, ox, oy, oz);
            Vector3d dir = new Vector3d(r.nextGaussian(), r.nextGaussian(), r.nextGaussian()).normalize();
            double dist = r.nextDouble(7, 12);
            Obb3d b = randomBox(r, ox + dist * dir.x, oy + dist * dir.y, oz + dist * dir.z);
            // Aimed at a point near A's centre: through it, or past it.
            double scale = r.nextDouble(0.3, 2.5);
            double tx = scale * (ox + r.nextDouble(-5, 5) - b.cx);
            double ty = scale * (oy + r.nextDouble(-5, 5) - b.cy);
            double tz = scale * (oz + r.nextDouble(-5, 5) - b.cz);
            Vector3d moveA = new Vector3d(r.nextDouble(-2, 2), r.nextDouble(-2, 2), r.nextDouble(-2, 2));
            Vector3d moveB = new Vector3d(moveA.x + tx, moveA.y + ty, moveA.z + tz);

            double want = firstMeeting(a, b, tx, ty, tz);
            Contact3d c = Sweep3d.firstContact(a, moveA, b, moveB);
            // The batch form: B moving against A standing still is A moving the other way against B.
            boolean batchSays = Sweep3d.firstContact(b, new Vector3d(tx, ty, tz), Obb3dBatch.of(new Obb3d[] {a}), 0,
                    viaBatch);
            String at = "case " + n + ": " + a + ", " + b + ", move " + tx + ", " + ty + ", " + tz;
            assertThat(batchSays).as(at).isEqualTo(c != null);
            if (Double.isNaN(want)) {
                if (c != null) {
                    // A graze the samples stepped over: the boxes are then within rounding of touching.
                    double t = c.time();
                    Obb3d there = moved(b, t, tx, ty, tz);
                    assertThat(signedGap(a, there, c.normalX(), c.normalY(), c.normalZ())).as(at).isLessThan(1e-9);
                }
                misses += c == null ? 1 : 0;
                continue;
            }
            assertThat(c).as(at).isNotNull();
            assertThat(c.time()).as(at).isCloseTo(want, within(1e-9));
            assertThat(viaBatch.time()).as(at).isCloseTo(want, within(1e-9));
            contacts++;
            if (want == 0) {
                continue;
            }
            edgeEdge += c.axis().ordinal() >= 6 ? 1 : 0;
            assertThat(c.normalX() * c.normalX() + c.normalY() * c.normalY() + c.normalZ() * c.normalZ())
                    .as(at).isCloseTo(1, within(1e-12));
            double before = want - 1e-7;
            assertThat(signedGap(a, moved(b, before, tx, ty, tz), c.normalX(), c.normalY(), c.normalZ()))
                    .as("%s: the normal separates A from B just before", at).isPositive();
            // From the batch's box's side the normal points the other way: from B towards A.
            assertThat(signedGap(moved(b, before, tx, ty, tz), a, viaBatch.normalX(), viaBatch.normalY(),
                    viaBatch.normalZ())).as("%s: the batch form's normal", at).isPositive();
            // B approaches against the normal.
            assertThat(c.normalX() * tx + c.normalY() * ty + c.normalZ() * tz).as(at).isLessThan(0);
        }
        assertThat(contacts).isGreaterThan(rods ? CASES / 10 : CASES / 4);
        assertThat(misses).isGreaterThan(CASES / 20);
        return edgeEdge;
    }

    @Test
    void overlappingAtTheStart_isTheMtvAtTimeZero_whereverTheMoveWouldEnterFirst_inBothForms() {
        Obb3d cube = Obb3d.fromAxes(20, -30, 40, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Obb3d b = cube.translated(1.5, 0.2, -0.1);
        // Moving along y, the sweep alone would enter across a y axis, before the start.
        Vector3d up = new Vector3d(0, 5, 0);
        Mtv3d mtv = Sat3d.mtv(cube, b);
        MutableContact3d pair = new MutableContact3d();
        MutableContact3d batch = new MutableContact3d();

        assertThat(mtv).isNotNull();
        assertThat(Sweep3d.firstContact(cube, new Vector3d(), b, up, pair)).isTrue();
        assertThat(pair.time()).isZero();
        assertThat(pair.axis()).isEqualTo(mtv.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(new double[] {pair.normalX(), pair.normalY(), pair.normalZ()}).containsExactly(1, 0, 0);
        // The batch form: the cube moving down against b standing still, the normal from the cube to b.
        assertThat(Sweep3d.firstContact(cube, new Vector3d(0, -5, 0), Obb3dBatch.of(new Obb3d[] {b}), 0, batch))
                .isTrue();
        assertThat(batch.time()).isZero();
        assertThat(batch.axis()).isEqualTo(SatAxis3d.A_X);
        assertThat(new double[] {batch.normalX(), batch.normalY(), batch.normalZ()}).containsExactly(1, 0, 0);
    }
}
