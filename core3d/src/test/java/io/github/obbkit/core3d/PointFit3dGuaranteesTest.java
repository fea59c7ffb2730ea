package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.PointFit3d.Method;
import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * What {@link PointFit3d}'s javadoc promises of every fit, checked on random clouds against answers
 * computed here from the points alone: the axis-aligned box (DiTO keeps its frame only if its box is
 * smaller, as the paper's last step), the best of the refinement's starts (it never ends worse), a
 * tight box (each of the six faces touches a point, so the centre is the middle of the extents), and
 * a right-handed orthonormal frame with the extents in decreasing order. The volume against the
 * minimum-volume oracle is {@code verification}'s.
 */
class PointFit3dGuaranteesTest {
    private static final int CASES = 300;

    /** A cloud of one of several shapes, turned, stretched and moved; the case index picks the shape. */
    private static double[] cloud(SplittableRandom r, int k) {
        int n = 4 + r.nextInt(40);
        double[] p = new double[3 * n];
        Matrix3d turn = new Matrix3d().rotation(new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3),
                r.nextDouble(-3, 3)));
        boolean aligned = k % 5 == 0;
        double sx = Math.exp(r.nextDouble(-3, 3));
        double sy = Math.exp(r.nextDouble(-3, 3));
        double sz = k % 7 == 0 ? 0 : Math.exp(r.nextDouble(-3, 3));
        double ox = r.nextDouble(-1e3, 1e3);
        double oy = r.nextDouble(-1e3, 1e3);
        double oz = r.nextDouble(-1e3, 1e3);
        for (int i = 0; i < n; i++) {
            double x;
            double y;
            double z;
            switch (k % 3) {
                case 0 -> { // in a box
                    x = r.nextDouble(-1, 1);
                    y = r.nextDouble(-1, 1);
                    z = r.nextDouble(-1, 1);
                }
                case 1 -> { // on a box's corners, a few of them repeated
                    x = r.nextBoolean() ? 1 : -1;
                    y = r.nextBoolean() ? 1 : -1;
                    z = r.nextBoolean() ? 1 : -1;
                }
                default -> { // on a sphere
                    double a = r.nextDouble(0, 2 * Math.PI);
                    double c = r.nextDouble(-1, 1);
                    double s = Math.sqrt(1 - c * c);
                    x = s * Math.cos(a);
                    y = s * Math.sin(a);
                    z = c;
                }
            }
            x *= sx;
            y *= sy;
            z *= sz;
            if (!aligned) {
                double tx = turn.m00 * x + turn.m10 * y + turn.m20 * z;
                double ty = turn.m01 * x + turn.m11 * y + turn.m21 * z;
                double tz = turn.m02 * x + turn.m12 * y + turn.m22 * z;
                x = tx;
                y = ty;
                z = tz;
            }
            p[3 * i] = ox + x;
            p[3 * i + 1] = oy + y;
            p[3 * i + 2] = oz + z;
        }
        return p;
    }

    private static double volume(Obb3d b) {
        return 8 * b.halfExtentX() * b.halfExtentY() * b.halfExtentZ();
    }

    private static double aabbVolume(double[] p) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < p.length; i++) {
            lo[i % 3] = Math.min(lo[i % 3], p[i]);
            hi[i % 3] = Math.max(hi[i % 3], p[i]);
        }
        return (hi[0] - lo[0]) * (hi[1] - lo[1]) * (hi[2] - lo[2]);
    }

    /** Slack for volumes that should compare as equal: the extents' rounding on coordinates up to 1e3. */
    private static double slack(Obb3d b, double[] p) {
        double u = 64 * Math.ulp(maxAbs(p));
        double x = b.halfExtentX() + u;
        double y = b.halfExtentY() + u;
        double z = b.halfExtentZ() + u;
        return 8 * (x * y * z) - volume(b);
    }

    private static double maxAbs(double[] p) {
        double m = 0;
        for (double v : p) {
            m = Math.max(m, Math.abs(v));
        }
        return m;
    }

    @Test
    void dito_isNeverLargerThanTheAxisAlignedBox() {
        SplittableRandom r = new SplittableRandom(0x5eed1);
        for (int k = 0; k < CASES; k++) {
            double[] p = cloud(r, k);
            double aabb = aabbVolume(p);
            for (Method m : new Method[] {Method.DITO_14, Method.DITO_26, Method.REFINED}) {
                Obb3d box = PointFit3d.fit(p, m);
                assertThat(volume(box)).as("case %d, %s: %s", k, m, box)
                        .isLessThanOrEqualTo(aabb * (1 + 1e-12) + slack(box, p));
            }
        }
    }

    @Test
    void refined_isNeverLargerThanDito14NorPca() {
        SplittableRandom r = new SplittableRandom(0x5eed2);
        for (int k = 0; k < CASES; k++) {
            double[] p = cloud(r, k);
            Obb3d refined = PointFit3d.fit(p, Method.REFINED);
            double bound = Math.min(volume(PointFit3d.fit(p, Method.DITO_14)), volume(PointFit3d.fit(p, Method.PCA)));
            // The refinement compares volume plus a surface term of 1e-9 of the scale: room for that term.
            double x = refined.halfExtentX();
            double y = refined.halfExtentY();
            double z = refined.halfExtentZ();
            double area = 1e-7 * maxAbs(p) * (x * y + y * z + z * x);
            assertThat(volume(refined)).as("case %d: %s", k, refined)
                    .isLessThanOrEqualTo(bound * (1 + 1e-9) + slack(refined, p) + area);
        }
    }

    @Test
    void everyFit_isTight_rightHanded_andOrdersItsExtents() {
        SplittableRandom r = new SplittableRandom(0x5eed3);
        for (int k = 0; k < CASES; k++) {
            double[] p = cloud(r, k);
            double tol = 1e-9 * Math.max(1, maxAbs(p));
            for (Method m : Method.values()) {
                Obb3d b = PointFit3d.fit(p, m);
                double[][] axes = {
                    {b.axisXx(), b.axisXy(), b.axisXz()},
                    {b.axisYx(), b.axisYy(), b.axisYz()},
                    {b.axisZx(), b.axisZy(), b.axisZz()}};
                double[] h = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
                // Right-handed: Z = X x Y.
                double[] a = axes[0];
                double[] c = axes[1];
                assertThat(a[1] * c[2] - a[2] * c[1]).as("case %d, %s", k, m).isCloseTo(axes[2][0], within(1e-9));
                assertThat(a[2] * c[0] - a[0] * c[2]).as("case %d, %s", k, m).isCloseTo(axes[2][1], within(1e-9));
                assertThat(a[0] * c[1] - a[1] * c[0]).as("case %d, %s", k, m).isCloseTo(axes[2][2], within(1e-9));
                assertThat(h[0]).as("case %d, %s", k, m).isGreaterThanOrEqualTo(h[1] - tol);
                assertThat(h[1]).as("case %d, %s", k, m).isGreaterThanOrEqualTo(h[2] - tol);
                for (int ax = 0; ax < 3; ax++) {
                    double lo = Double.POSITIVE_INFINITY;
                    double hi = Double.NEGATIVE_INFINITY;
                    for (int i = 0; i < p.length; i += 3) {
                        double s = (p[i] - b.centerX()) * axes[ax][0] + (p[i + 1] - b.centerY()) * axes[ax][1]
                                + (p[i + 2] - b.centerZ()) * axes[ax][2];
                        lo = Math.min(lo, s);
                        hi = Math.max(hi, s);
                        assertThat(b.contains(p[i], p[i + 1], p[i + 2])).as("case %d, %s, point %d", k, m, i / 3)
                                .isTrue();
                    }
                    // Both faces touch the cloud: the centre is the middle of the extents.
                    assertThat(hi).as("case %d, %s, axis %d, +face", k, m, ax).isCloseTo(h[ax], within(tol));
                    assertThat(lo).as("case %d, %s, axis %d, -face", k, m, ax).isCloseTo(-h[ax], within(tol));
                }
            }
        }
    }

    private static org.assertj.core.data.Offset<Double> within(double v) {
        return org.assertj.core.data.Offset.offset(v);
    }
}
