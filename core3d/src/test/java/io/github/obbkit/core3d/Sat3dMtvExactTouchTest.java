package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * Exact touches on each of the fifteen axes, where a radius has no lean: a point (a box of zero
 * extents) on each face of a box, either box being the point, and two segments crossing at their
 * centres, for each pair of box axes that can carry them. The shapes share a point, so they
 * intersect, and the push is along the axis on which they only touch, with depth zero.
 */
class Sat3dMtvExactTouchTest {
    private static final double[][] WORLD = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};

    private static Obb3d box(int shift, double cx, double cy, double cz, double h0, double h1, double h2) {
        double[] u = WORLD[shift % 3];
        double[] v = WORLD[(shift + 1) % 3];
        double[] w = WORLD[(shift + 2) % 3];
        return Obb3d.fromAxes(cx, cy, cz, u[0], u[1], u[2], v[0], v[1], v[2], w[0], w[1], w[2], h0, h1, h2);
    }

    @Test
    void aPointOnAFace_touches_andIsPushedAlongThatFacesAxisByZero() {
        double[] h = {1, 2, 4};
        for (int i = 0; i < 3; i++) {
            for (double sign : new double[] {1, -1}) {
                double[] p = {10, -20, 30};
                p[i] += sign * h[i];
                Obb3d big = box(0, 10, -20, 30, h[0], h[1], h[2]);
                Obb3d point = box(0, p[0], p[1], p[2], 0, 0, 0);
                assertThat(Sat3d.intersects(big, point)).isTrue();
                Mtv3d m = Sat3d.mtv(big, point);
                assertThat(m).as("point on face %d of A", i).isNotNull();
                assertThat(m.depth()).isZero();
                assertThat(m.axis()).isEqualTo(SatAxis3d.values()[i]);
                Mtv3d n = Sat3d.mtv(point, big);
                assertThat(n).as("point on face %d of B", i).isNotNull();
                assertThat(n.depth()).isBetween(0.0, 1e-12); // zero, to the rounding of the lean
                // B's face axis is parallel to A's: a tie of zero overlaps, which goes to A's, the first.
                assertThat(n.axis()).isEqualTo(SatAxis3d.values()[i]);
                // One more unit out, and they are apart.
                p[i] += sign;
                assertThat(Sat3d.mtv(big, box(0, p[0], p[1], p[2], 0, 0, 0))).isNull();
            }
        }
    }

    @Test
    void segmentsCrossingAtTheirCentres_touch_andArePushedAlongTheirCrossProductByZero() {
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                // A lies along its axis i (world axis i); B along its axis j, turned to world axis i + 1.
                int shift = ((i + 1 - j) % 3 + 3) % 3;
                double[] ha = new double[3];
                double[] hb = new double[3];
                ha[i] = 2;
                hb[j] = 3;
                Obb3d a = box(0, 5, 6, -7, ha[0], ha[1], ha[2]);
                Obb3d b = box(shift, 5, 6, -7, hb[0], hb[1], hb[2]);
                assertThat(Sat3d.intersects(a, b)).isTrue();
                Mtv3d m = Sat3d.mtv(a, b);
                assertThat(m).as("A along %d, B along %d", i, j).isNotNull();
                assertThat(m.depth()).isZero();
                // The cross product is A's third axis, on which both are flat: a tie of zero overlaps that
                // the documented rule gives to the face axis, the first in order.
                assertThat(m.axis()).as("A along %d, B along %d", i, j).isEqualTo(SatAxis3d.values()[(i + 2) % 3]);
                // Moved apart along the third world axis, they no longer meet.
                int k = (i + 2) % 3;
                double[] c = {5, 6, -7};
                c[k] += 1;
                assertThat(Sat3d.mtv(a, box(shift, c[0], c[1], c[2], hb[0], hb[1], hb[2]))).isNull();
            }
        }
    }
}
