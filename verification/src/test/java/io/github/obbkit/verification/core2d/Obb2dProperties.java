package io.github.obbkit.verification.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import org.junit.jupiter.api.Test;

/** Properties of a single box: its bounds, its Gaussian factory, its printed form, containment. */
class Obb2dProperties {
    private static final Gen<Obb2d> BOXES = Gen.oneOf(Generators2d.obb(), Generators2d.obb(1e6),
            Generators2d.obb(0));

    private static double size(Obb2d box) {
        return Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())) + box.halfExtentX() + box.halfExtentY();
    }

    @Test
    void aabbEqualsTheMinMaxOfTheCorners_andContainsEveryCorner() {
        Property.forAll(BOXES)
                .shrinkWith(Shrinkers2d.obb())
                .check(box -> {
                    Aabb2d fast = box.aabb();
                    Aabb2d slow = Oracles2d.aabbOfCorners(box);
                    double tolerance = 1e-14 * size(box);
                    assertThat(fast.isCloseTo(slow, tolerance)).as("%s vs corners %s", fast, slow).isTrue();
                    double[] corners = Oracles2d.corners(box, 0, 0);
                    for (int i = 0; i < 4; i++) {
                        assertThat(corners[2 * i]).isBetween(fast.minX() - tolerance, fast.maxX() + tolerance);
                        assertThat(corners[2 * i + 1]).isBetween(fast.minY() - tolerance, fast.maxY() + tolerance);
                    }
                });
    }

    @Test
    void aabbTouchesEachSideWithACorner() {
        Property.forAll(BOXES)
                .shrinkWith(Shrinkers2d.obb())
                .check(box -> {
                    Aabb2d fast = box.aabb();
                    double[] c = Oracles2d.corners(box, 0, 0);
                    double tolerance = 1e-14 * size(box);
                    double minX = Math.min(Math.min(c[0], c[2]), Math.min(c[4], c[6]));
                    double maxX = Math.max(Math.max(c[0], c[2]), Math.max(c[4], c[6]));
                    double minY = Math.min(Math.min(c[1], c[3]), Math.min(c[5], c[7]));
                    double maxY = Math.max(Math.max(c[1], c[3]), Math.max(c[5], c[7]));
                    assertThat(Math.abs(fast.minX() - minX)).isLessThanOrEqualTo(tolerance);
                    assertThat(Math.abs(fast.maxX() - maxX)).isLessThanOrEqualTo(tolerance);
                    assertThat(Math.abs(fast.minY() - minY)).isLessThanOrEqualTo(tolerance);
                    assertThat(Math.abs(fast.maxY() - maxY)).isLessThanOrEqualTo(tolerance);
                });
    }

    /** A covariance made from a known rotation and known eigenvalues. */
    record Gaussian(double angle, double lambda1, double lambda2, double k) {
        double sxx() {
            double c = Math.cos(angle);
            double s = Math.sin(angle);
            return c * c * lambda1 + s * s * lambda2;
        }

        double sxy() {
            double c = Math.cos(angle);
            double s = Math.sin(angle);
            return c * s * (lambda1 - lambda2);
        }

        double syy() {
            double c = Math.cos(angle);
            double s = Math.sin(angle);
            return s * s * lambda1 + c * c * lambda2;
        }
    }

    private static final Gen<Double> VARIANCE = random -> {
        double u = random.nextDouble();
        return u < 0.1 ? 0.0 : Math.pow(10, random.nextDouble() * 12 - 6);
    };

    private static final Gen<Gaussian> GAUSSIANS = random -> {
        double angle = random.nextDouble() < 0.1 ? 0 : (random.nextDouble() * 2 - 1) * Math.PI;
        double l1 = VARIANCE.next(random);
        double u = random.nextDouble();
        double l2 = u < 0.15 ? l1 : u < 0.3 ? l1 * (1 + 1e-9 * random.nextDouble()) : VARIANCE.next(random);
        return new Gaussian(angle, l1, l2, 0.5 + 4 * random.nextDouble());
    };

    @Test
    void fromCovariance_givesEigenvectorAxesAndKSigmaExtents() {
        Property.forAll(GAUSSIANS)
                .check(g -> {
                    double sxx = g.sxx();
                    double sxy = g.sxy();
                    double syy = g.syy();
                    Obb2d box = Obb2d.fromCovariance(1, 2, sxx, sxy, syy, g.k());
                    double biggest = Math.max(Math.max(Math.abs(sxx), Math.abs(syy)), Math.abs(sxy));
                    double tolerance = 1e-12 * biggest + Double.MIN_NORMAL;
                    double[][] axes = {{box.axisXx(), box.axisXy()}, {box.axisYx(), box.axisYy()}};
                    double[] extents = {box.halfExtentX(), box.halfExtentY()};
                    double[] variances = new double[2];
                    for (int i = 0; i < 2; i++) {
                        double v = extents[i] / g.k();
                        variances[i] = v * v;
                        double[] a = axes[i];
                        double rx = sxx * a[0] + sxy * a[1] - variances[i] * a[0];
                        double ry = sxy * a[0] + syy * a[1] - variances[i] * a[1];
                        assertThat(Math.hypot(rx, ry)).as("eigen-residual of axis %d", i).isLessThanOrEqualTo(tolerance);
                    }
                    double lo = Math.min(variances[0], variances[1]);
                    double hi = Math.max(variances[0], variances[1]);
                    assertThat(Math.abs(hi - Math.max(g.lambda1(), g.lambda2()))).isLessThanOrEqualTo(tolerance);
                    assertThat(Math.abs(lo - Math.min(g.lambda1(), g.lambda2()))).isLessThanOrEqualTo(tolerance);
                    assertThat(box.centerX()).isEqualTo(1);
                    assertThat(box.centerY()).isEqualTo(2);
                });
    }

    @Test
    void toString_isJavaSourceThatRecreatesTheBoxExactly() {
        Property.forAll(BOXES)
                .check(box -> {
                    String s = box.toString();
                    assertThat(s).startsWith("Obb2d.fromAxes(").endsWith(")");
                    String[] parts = s.substring("Obb2d.fromAxes(".length(), s.length() - 1).split(", ");
                    double[] v = new double[parts.length];
                    for (int i = 0; i < v.length; i++) {
                        v[i] = Double.parseDouble(parts[i]);
                    }
                    Obb2d again = Obb2d.fromAxes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
                    assertThat(again).isEqualTo(box);
                    assertThat(again.hashCode()).isEqualTo(box.hashCode());
                });
    }

    /** A box and a point in its local coordinates, each in [-1, 1]. */
    record BoxAndPoint(Obb2d box, double s, double t) {
    }

    @Test
    void containsItsCornersAndCentre_andNotPointsJustBeyondAFace() {
        Gen<BoxAndPoint> gen = BOXES.zip(random -> new double[] {random.nextDouble() * 2 - 1,
            random.nextDouble() * 2 - 1}, (box, local) -> new BoxAndPoint(box, local[0], local[1]));
        Property.forAll(gen)
                .check(bp -> {
                    Obb2d box = bp.box();
                    double[] p = {bp.s(), bp.t()};
                    double tolerance = 1e-12 * size(box);
                    assertThat(box.contains(box.centerX(), box.centerY())).isTrue();
                    double[] c = Oracles2d.corners(box, 0, 0);
                    for (int i = 0; i < 4; i++) {
                        assertThat(box.contains(c[2 * i], c[2 * i + 1], tolerance)).isTrue();
                    }
                    // A point beyond the X face by 1e-6 of the box's size (at least 1e-6), at a random height.
                    double out = box.halfExtentX() + 1e-6 * Math.max(size(box), 1) + tolerance;
                    double side = p[0] < 0 ? -1 : 1;
                    double t = p[1] * box.halfExtentY();
                    double x = box.centerX() + side * out * box.axisXx() + t * box.axisYx();
                    double y = box.centerY() + side * out * box.axisXy() + t * box.axisYy();
                    assertThat(box.contains(x, y)).isFalse();
                });
    }
}
