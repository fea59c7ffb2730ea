package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** What Sat2d.EPSILON's lean is for, and where it shows: touching survives rounding, and mtv depths carry it. */
class Sat2dEpsilonTest {

    @Test
    void overlapThinnerThanTheRounding_isStillIntersecting() {
        // Boxes at 3 and 14 degrees that overlap, in exact arithmetic on these stored doubles, by about
        // 1e-16 on every axis; the kernel's rounding alone would call them separated in either order.
        Obb2d a = Obb2d.fromAxes(0.0, 0.0, 0.9986295347545738, 0.05233595624294383,
                -0.05233595624294383, 0.9986295347545738, 1.0, 4.0);
        Obb2d b = Obb2d.fromAxes(-5.235766041106086, 2.1261267498359526, 0.9702957262759965, 0.24192189559966773,
                -0.24192189559966773, 0.9702957262759965, 4.0, 1.0);
        assertThat(exactLargestGap(a, b).signum()).isNegative();
        assertThat(exactLargestGap(b, a).signum()).isNegative();

        assertThat(Sat2d.intersects(a, b)).isTrue();
        assertThat(Sat2d.intersects(b, a)).isTrue();
        assertThat(Sat2d.mtv(a, b)).isNotNull();
        assertThat(Sat2d.mtv(b, a)).isNotNull();
    }

    @Test
    void mtvDepth_includesTheLeanOnTheChosenAxis() {
        // A = [-2, 2] x [-1, 1], B = [1.5, 3.5] x [-0.25, 1.25]: exact overlap 0.5 along A_X, where B's
        // radius 1 * |R00| + 0.75 * |R01| leans by EPSILON * (1 + 0.75), and the depth keeps that lean.
        Obb2d a = Obb2d.of(0, 0, 0, 2, 1);
        Obb2d b = Obb2d.of(2.5, 0.5, 0, 1, 0.75);

        Mtv2d mtv = Sat2d.mtv(a, b);

        assertThat(mtv).isNotNull();
        assertThat(mtv.axis()).isEqualTo(SatAxis2d.A_X);
        assertThat(mtv.depth()).isCloseTo(0.5 + Sat2d.EPSILON * (1 + 0.75), within(1e-15));
    }

    /**
     * The largest of the four tests' margins {@code |t·L| - (rA + rB)} in exact arithmetic on the stored
     * doubles, without the lean: positive when some axis separates the boxes.
     */
    private static BigDecimal exactLargestGap(Obb2d a, Obb2d b) {
        BigDecimal tx = exact(b.cx).subtract(exact(a.cx));
        BigDecimal ty = exact(b.cy).subtract(exact(a.cy));
        BigDecimal ta0 = dot(tx, ty, a.ux, a.uy);
        BigDecimal ta1 = dot(tx, ty, a.vx, a.vy);
        BigDecimal r00 = dot(exact(a.ux), exact(a.uy), b.ux, b.uy);
        BigDecimal r01 = dot(exact(a.ux), exact(a.uy), b.vx, b.vy);
        BigDecimal r10 = dot(exact(a.vx), exact(a.vy), b.ux, b.uy);
        BigDecimal r11 = dot(exact(a.vx), exact(a.vy), b.vx, b.vy);
        BigDecimal gapA0 = ta0.abs().subtract(radius(a.hx, b.hx, b.hy, r00, r01));
        BigDecimal gapA1 = ta1.abs().subtract(radius(a.hy, b.hx, b.hy, r10, r11));
        BigDecimal gapB0 = ta0.multiply(r00).add(ta1.multiply(r10)).abs()
                .subtract(radius(b.hx, a.hx, a.hy, r00, r10));
        BigDecimal gapB1 = ta0.multiply(r01).add(ta1.multiply(r11)).abs()
                .subtract(radius(b.hy, a.hx, a.hy, r01, r11));
        return gapA0.max(gapA1).max(gapB0).max(gapB1);
    }

    /** The half-extent along the axis plus the other box's radius {@code h0 |p| + h1 |q|} on it. */
    private static BigDecimal radius(double own, double h0, double h1, BigDecimal p, BigDecimal q) {
        return exact(own).add(exact(h0).multiply(p.abs())).add(exact(h1).multiply(q.abs()));
    }

    private static BigDecimal dot(BigDecimal x, BigDecimal y, double ax, double ay) {
        return x.multiply(exact(ax)).add(y.multiply(exact(ay)));
    }

    private static BigDecimal exact(double d) {
        return new BigDecimal(d);
    }
}
