package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Shrinkers3d;
import org.joml.Matrix3d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Properties of a single 3D box: its Gaussian factory, closest point, distance, containment, printed form. */
class Obb3dProperties {
    private static final Gen<Obb3d> BOXES = Gen.oneOf(Generators3d.obb(), Generators3d.obb(1e6), Generators3d.obb(0));

    private static double size(Obb3d box) {
        return Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())), Math.abs(box.centerZ()))
                + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
    }

    private static void label(Obb3d box) {
        if (box.halfExtentX() == 0 || box.halfExtentY() == 0 || box.halfExtentZ() == 0) {
            Property.label("flat");
        }
        if (size(box) > 1e5) {
            Property.label("far");
        }
        if (box.axisXx() == 0 || box.axisXy() == 0 || box.axisXz() == 0 || box.axisYx() == 0 || box.axisZx() == 0) {
            Property.label("keepsAWorldAxis");
        }
    }

    // ------------------------------------------------------------------------------- fromCovariance

    /** A covariance made from a known rotation (rows are eigenvectors) and known eigenvalues. */
    record Gaussian(double[] rows, double[] lambda, double k) {
        double entry(int r, int c) {
            double s = 0;
            for (int i = 0; i < 3; i++) {
                s += lambda[i] * rows[3 * i + r] * rows[3 * i + c];
            }
            return s;
        }

        @Override
        public String toString() {
            return "Obb3d.fromCovariance(0, 0, 0, " + entry(0, 0) + ", " + entry(0, 1) + ", " + entry(0, 2) + ", "
                    + entry(1, 1) + ", " + entry(1, 2) + ", " + entry(2, 2) + ", " + k + ") /* eigenvalues "
                    + java.util.Arrays.toString(lambda) + " */";
        }
    }

    private static final Gen<Double> VARIANCE = random -> random.nextDouble() < 0.1 ? 0.0
            : Math.pow(10, random.nextDouble() * 12 - 6);

    private static final Gen<Gaussian> GAUSSIANS = random -> {
        Matrix3d m = random.nextDouble() < 0.7 ? Generators3d.uniformRotation().next(random)
                : random.nextDouble() < 0.7 ? Generators3d.axisKeepingRotation().next(random) : new Matrix3d();
        double[] rows = {m.m00(), m.m10(), m.m20(), m.m01(), m.m11(), m.m21(), m.m02(), m.m12(), m.m22()};
        double l1 = VARIANCE.next(random);
        double u = random.nextDouble();
        double[] lambda;
        if (u < 0.1) {
            lambda = new double[] {l1, l1, l1};
        } else if (u < 0.3) {
            lambda = new double[] {l1, l1, VARIANCE.next(random)};
        } else if (u < 0.4) {
            lambda = new double[] {l1, l1 * (1 + 1e-9 * random.nextDouble()), VARIANCE.next(random)};
        } else {
            lambda = new double[] {l1, VARIANCE.next(random), VARIANCE.next(random)};
        }
        // Shuffle which eigenvector gets which value.
        for (int i = 2; i > 0; i--) {
            int j = random.nextInt(i + 1);
            double t = lambda[i];
            lambda[i] = lambda[j];
            lambda[j] = t;
        }
        return new Gaussian(rows, lambda, 0.5 + 4 * random.nextDouble());
    };

    @Test
    void fromCovariance_givesEigenvectorAxesAndKSigmaExtents() {
        Property.forAll(GAUSSIANS)
                .requireLabel("repeatedEigenvalue", 0.2)
                .requireLabel("zeroEigenvalue", 0.1)
                .check(g -> {
                    double[][] s = new double[3][3];
                    for (int r = 0; r < 3; r++) {
                        for (int c = 0; c < 3; c++) {
                            s[r][c] = g.entry(Math.min(r, c), Math.max(r, c));
                        }
                    }
                    double[] sorted = g.lambda().clone();
                    java.util.Arrays.sort(sorted);
                    if (sorted[0] == sorted[1] || sorted[1] == sorted[2]) {
                        Property.label("repeatedEigenvalue");
                    }
                    if (sorted[0] == 0) {
                        Property.label("zeroEigenvalue");
                    }
                    Obb3d box = Obb3d.fromCovariance(1, 2, 3, s[0][0], s[0][1], s[0][2], s[1][1], s[1][2], s[2][2],
                            g.k());
                    double biggest = sorted[2];
                    double tolerance = 1e-12 * biggest + Double.MIN_NORMAL;
                    double[][] axes = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
                        {box.axisZx(), box.axisZy(), box.axisZz()}};
                    double[] extents = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
                    double[] variances = new double[3];
                    for (int i = 0; i < 3; i++) {
                        double v = extents[i] / g.k();
                        variances[i] = v * v;
                        double[] a = axes[i];
                        double residual = 0;
                        for (int r = 0; r < 3; r++) {
                            double e = s[r][0] * a[0] + s[r][1] * a[1] + s[r][2] * a[2] - variances[i] * a[r];
                            residual += e * e;
                        }
                        assertThat(Math.sqrt(residual)).as("eigen-residual of axis %d, variance %s", i, variances[i])
                                .isLessThanOrEqualTo(tolerance);
                    }
                    double[] got = variances.clone();
                    java.util.Arrays.sort(got);
                    for (int i = 0; i < 3; i++) {
                        assertThat(Math.abs(got[i] - sorted[i])).as("eigenvalue %d: %s vs %s", i, got[i], sorted[i])
                                .isLessThanOrEqualTo(tolerance);
                    }
                    assertThat(box.centerX()).isEqualTo(1);
                    assertThat(box.centerY()).isEqualTo(2);
                    assertThat(box.centerZ()).isEqualTo(3);
                    // Right-handed: X . (Y x Z) = +1, whatever order the eigenvalues came in.
                    double[] x = axes[0];
                    double[] y = axes[1];
                    double[] z = axes[2];
                    double handedness = x[0] * (y[1] * z[2] - y[2] * z[1]) - x[1] * (y[0] * z[2] - y[2] * z[0])
                            + x[2] * (y[0] * z[1] - y[1] * z[0]);
                    assertThat(handedness).as("X . (Y x Z)").isCloseTo(1, within(1e-12));
                    if (s[0][1] != 0 || s[0][2] != 0 || s[1][2] != 0) {
                        Property.label("sorted");
                        assertThat(extents[0]).as("X is the major axis").isGreaterThanOrEqualTo(extents[1]);
                        assertThat(extents[1]).as("Z is the minor axis").isGreaterThanOrEqualTo(extents[2]);
                    }
                });
    }

    // ----------------------------------------------------------------------- closest point, distance

    /**
     * A box and a point given in its local coordinates as multiples of the half-extents (plus an
     * absolute offset so flat boxes get points off them too).
     */
    record BoxAndPoint(Obb3d box, double[] local) {
        Vector3d point() {
            double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
            double[][] axes = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
                {box.axisZx(), box.axisZy(), box.axisZz()}};
            double[] p = {box.centerX(), box.centerY(), box.centerZ()};
            for (int i = 0; i < 3; i++) {
                double along = local[i] * h[i] + local[3 + i];
                for (int c = 0; c < 3; c++) {
                    p[c] += along * axes[i][c];
                }
            }
            return new Vector3d(p[0], p[1], p[2]);
        }

        @Override
        public String toString() {
            Vector3d p = point();
            return box + " and point (" + p.x + ", " + p.y + ", " + p.z + ")";
        }
    }

    private static final Gen<BoxAndPoint> BOX_AND_POINT = BOXES.zip(random -> {
        boolean inside = random.nextDouble() < 0.3;
        double[] local = new double[6];
        for (int i = 0; i < 3; i++) {
            local[i] = (random.nextDouble() * 2 - 1) * (inside ? 1 : 3);
            local[3 + i] = inside ? 0 : (random.nextDouble() * 2 - 1) * Math.pow(10, random.nextDouble() * 6 - 3);
        }
        return local;
    }, BoxAndPoint::new);

    @Test
    void closestPoint_liesInTheBox_matchesTheFeatureOracle_andNoSampledPointIsCloser() {
        Property.forAll(BOX_AND_POINT)
                .requireLabel("outside", 0.5)
                .requireLabel("inside", 0.15)
                .check(bp -> {
                    Obb3d box = bp.box();
                    label(box);
                    Vector3d p = bp.point();
                    Vector3d q = box.closestPoint(p, new Vector3d());
                    double reach = size(box) + p.distance(box.centerX(), box.centerY(), box.centerZ());
                    double tolerance = 1e-12 * reach;
                    Property.label(box.contains(p) ? "inside" : "outside");
                    assertThat(box.contains(q.x, q.y, q.z, tolerance)).as("closest point %s in the box", q).isTrue();
                    Vector3d oracle = Oracles3d.closestPoint(box, p.x, p.y, p.z);
                    // The oracle knows the box only through its corners, each rounded by an ulp of the
                    // box's size: a short edge's direction is then known to ulp / length, and the foot
                    // of the perpendicular from a point at distance 'reach' moves by that much times it.
                    double shortest = Double.POSITIVE_INFINITY;
                    for (double h : new double[] {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()}) {
                        if (h > 0) {
                            shortest = Math.min(shortest, 2 * h);
                        }
                    }
                    double conditioning = shortest == Double.POSITIVE_INFINITY ? 0
                            : 4 * Math.ulp(size(box)) / shortest * reach;
                    assertThat(p.distance(q)).as("distance to %s vs to the feature oracle's %s", q, oracle)
                            .isCloseTo(p.distance(oracle), org.assertj.core.api.Assertions.within(tolerance + conditioning));
                    // Far from the box the distance barely changes along the face near the closest point:
                    // points within 'tolerance' of the least distance D lie within sqrt(2 D tolerance) of it.
                    double flat = Math.sqrt(2 * p.distance(q) * (tolerance + conditioning));
                    assertThat(q.distance(oracle)).as("%s vs the feature oracle's %s", q, oracle)
                            .isLessThanOrEqualTo(tolerance + conditioning + flat);
                    double best = p.distance(q);
                    double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
                    double[][] axes = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
                        {box.axisZx(), box.axisZy(), box.axisZz()}};
                    // Corners and a 5x5 grid on each face.
                    for (int axis = 0; axis < 3; axis++) {
                        for (int side = -1; side <= 1; side += 2) {
                            for (int s = 0; s <= 4; s++) {
                                for (int t = 0; t <= 4; t++) {
                                    double[] local = new double[3];
                                    local[axis] = side * h[axis];
                                    local[(axis + 1) % 3] = (s / 2.0 - 1) * h[(axis + 1) % 3];
                                    local[(axis + 2) % 3] = (t / 2.0 - 1) * h[(axis + 2) % 3];
                                    double x = box.centerX();
                                    double y = box.centerY();
                                    double z = box.centerZ();
                                    for (int i = 0; i < 3; i++) {
                                        x += local[i] * axes[i][0];
                                        y += local[i] * axes[i][1];
                                        z += local[i] * axes[i][2];
                                    }
                                    assertThat(best).as("distance to the closest point vs to (%s, %s, %s)", x, y, z)
                                            .isLessThanOrEqualTo(p.distance(x, y, z) + tolerance);
                                }
                            }
                        }
                    }
                });
    }

    @Test
    void distanceSquared_isTheSquaredDistanceToTheClosestPoint_andZeroInside() {
        Property.forAll(BOX_AND_POINT)
                .check(bp -> {
                    Obb3d box = bp.box();
                    label(box);
                    Vector3d p = bp.point();
                    Vector3d q = box.closestPoint(p, new Vector3d());
                    double reach = size(box) + p.distance(box.centerX(), box.centerY(), box.centerZ());
                    double d2 = box.distanceSquared(p);
                    assertThat(Math.sqrt(d2)).as("sqrt(distanceSquared) vs |p - closestPoint|")
                            .isCloseTo(p.distance(q), org.assertj.core.api.Assertions.within(1e-12 * reach));
                    if (box.contains(p)) {
                        Property.label("inside");
                        assertThat(d2).as("inside").isZero();
                        assertThat(q).as("closestPoint of an inside point is the point").isEqualTo(p);
                    }
                });
    }

    // ------------------------------------------------------------------------------------ contains

    @Test
    void containsItsCornersAndCentre_andNotPointsJustBeyondAFace() {
        Property.forAll(BOX_AND_POINT)
                .shrinkWith(Shrink3.boxOnly())
                .check(bp -> {
                    Obb3d box = bp.box();
                    label(box);
                    double tolerance = 1e-12 * size(box);
                    assertThat(box.contains(box.centerX(), box.centerY(), box.centerZ())).as("centre").isTrue();
                    double[] c = Oracles3d.corners(box, 0, 0, 0);
                    for (int i = 0; i < 8; i++) {
                        assertThat(box.contains(c[3 * i], c[3 * i + 1], c[3 * i + 2], tolerance)).as("corner %d", i)
                                .isTrue();
                    }
                    // Beyond one face by 1e-6 of the box's size (at least 1e-6), anywhere over it.
                    double[] local = bp.local();
                    int axis = (int) Math.floor(Math.abs(local[0]) * 3) % 3;
                    double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
                    double[][] axes = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
                        {box.axisZx(), box.axisZy(), box.axisZz()}};
                    double[] at = new double[3];
                    for (int i = 0; i < 3; i++) {
                        at[i] = Math.max(-1, Math.min(1, local[i])) * h[i];
                    }
                    at[axis] = (local[1] < 0 ? -1 : 1) * (h[axis] + 1e-6 * Math.max(size(box), 1) + tolerance);
                    double x = box.centerX();
                    double y = box.centerY();
                    double z = box.centerZ();
                    for (int i = 0; i < 3; i++) {
                        x += at[i] * axes[i][0];
                        y += at[i] * axes[i][1];
                        z += at[i] * axes[i][2];
                    }
                    assertThat(box.contains(x, y, z)).as("(%s, %s, %s) beyond face %d", x, y, z, axis).isFalse();
                });
    }

    /** Shrinks the box of a {@link BoxAndPoint}, keeping the point's local description. */
    private static final class Shrink3 {
        static io.github.obbkit.testkit.property.Shrink<BoxAndPoint> boxOnly() {
            return io.github.obbkit.testkit.property.Shrink.onPart(BoxAndPoint::box, Shrinkers3d.obb(),
                    (bp, box) -> new BoxAndPoint(box, bp.local()));
        }
    }

    // ------------------------------------------------------------------------------------ toString

    @Test
    void toString_isJavaSourceThatRecreatesTheBoxExactlyThroughFromAxes() {
        Property.forAll(BOXES)
                .check(box -> {
                    label(box);
                    String s = box.toString();
                    assertThat(s).startsWith("Obb3d.fromAxes(").endsWith(")");
                    String[] parts = s.substring("Obb3d.fromAxes(".length(), s.length() - 1).split(", ");
                    assertThat(parts).hasSize(15);
                    double[] v = new double[15];
                    for (int i = 0; i < 15; i++) {
                        v[i] = Double.parseDouble(parts[i]);
                    }
                    Obb3d again = Obb3d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10],
                            v[11], v[12], v[13], v[14]);
                    assertThat(again).isEqualTo(box);
                    assertThat(again.hashCode()).isEqualTo(box.hashCode());
                    assertThat(again.toString()).isEqualTo(s);
                });
    }
}
