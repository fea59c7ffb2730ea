package io.github.obbkit.verification.digest;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core2d.SatAxis2d;
import java.util.SplittableRandom;
import org.joml.Matrix2d;
import org.joml.Matrix2f;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Vector2d;
import org.joml.Vector2f;

/**
 * The families of core2d's public queries: one method each, which draws its inputs from its own seed
 * and feeds every answer to the digest. The methods are call sites: when a public name changes,
 * change the call here, and nothing else (not the seed, the counts, the inputs or the order of the
 * reads).
 */
final class Families2d {
    private Families2d() {
    }

    /** The box of a generated spec; accepted by construction. */
    static Obb2d obb(double[] b) {
        return Obb2d.fromAxes(b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]);
    }

    static Aabb2d aabb(double[] a) {
        return Aabb2d.of(a[0], a[1], a[2], a[3]);
    }

    /** An angle: any, a multiple of a quarter turn, one tilted off it, a huge one, or minus zero. */
    static double angle(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return r.nextInt(-4, 5) * (Math.PI / 2);
            case 1:
                return r.nextInt(-4, 5) * (Math.PI / 2) + Inputs.tilt(r);
            case 2:
                return Inputs.sign(r) * Inputs.TENS[6 + r.nextInt(10)] * r.nextDouble(1, 10);
            case 3:
                return r.nextBoolean() ? -0.0 : r.nextInt(-8, 9) * (Math.PI / 4);
            default:
                return r.nextDouble(-2 * Math.PI, 2 * Math.PI);
        }
    }

    static void of(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0001L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            double[] a = Inputs.spoil(r, new double[] {b[0], b[1], angle(r), b[6], b[7]});
            d.guard(q -> Reads.obb2(q, Obb2d.of(a[0], a[1], a[2], a[3], a[4])));
            d.guard(q -> Reads.obb2(q, Obb2d.of(new Vector2d(a[0], a[1]), a[2], new Vector2d(a[3], a[4]))));
            d.guard(q -> Reads.obb2(q, Obb2d.of(new Vector2f((float) a[0], (float) a[1]), a[2],
                    new Vector2f((float) a[3], (float) a[4]))));
        }
    }

    /** Axes as drawn, within the axis tolerance, at its edge, or beyond it. */
    static double[] nudgedAxes(SplittableRandom r, double[] b) {
        double[] m = {b[2], b[3], b[4], b[5]};
        switch (r.nextInt(6)) {
            case 0:
            case 1:
                return m;
            case 2:
                for (int k = 0; k < 4; k++) {
                    m[k] += r.nextDouble(-1e-7, 1e-7);
                }
                return m;
            case 3: {
                double f = 1 + (r.nextBoolean() ? 0.99e-5 : 1.01e-5) * Inputs.sign(r);
                int k = 2 * r.nextInt(2);
                m[k] *= f;
                m[k + 1] *= f;
                return m;
            }
            case 4: {
                double e = (r.nextBoolean() ? 0.99e-5 : 1.01e-5) * Inputs.sign(r);
                m[2] += e * m[0];
                m[3] += e * m[1];
                return m;
            }
            default:
                for (int k = 0; k < 4; k++) {
                    m[k] *= r.nextDouble(0.5, 2);
                }
                return m;
        }
    }

    static void fromAxes(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0002L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            double[] m = nudgedAxes(r, b);
            double[] a = Inputs.spoil(r, new double[] {b[0], b[1], m[0], m[1], m[2], m[3], b[6], b[7]});
            d.guard(q -> Reads.obb2(q, Obb2d.fromAxes(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7])));
            d.guard(q -> Reads.obb2(q, Obb2d.fromAxes(new Vector2d(a[0], a[1]), new Vector2d(a[2], a[3]),
                    new Vector2d(a[4], a[5]), new Vector2d(a[6], a[7]))));
            d.guard(q -> Reads.obb2(q, Obb2d.fromAxes(new Vector2f((float) a[0], (float) a[1]),
                    new Vector2f((float) a[2], (float) a[3]), new Vector2f((float) a[4], (float) a[5]),
                    new Vector2f((float) a[6], (float) a[7]))));
        }
    }

    static void fromAabb(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0003L);
        for (int n = 0; n < 2000; n++) {
            d.input();
            double[] a = Inputs2d.aabb(r);
            d.guard(q -> Reads.obb2(q, Obb2d.fromAabb(aabb(a))));
        }
    }

    /** A scale of one axis of a transform: none, one, any, huge or tiny. */
    static double axisScale(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return 0;
            case 1:
            case 2:
                return 1;
            case 3:
                return Inputs.TENS[r.nextInt(13)];
            case 4:
                return Inputs.TENTHS[r.nextInt(13)];
            default:
                return r.nextDouble(0, 5);
        }
    }

    static void fromTransform(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0004L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] b = Inputs2d.anyBox(r);
            double[] m = nudgedAxes(r, b);
            double sx = axisScale(r);
            double sy = axisScale(r);
            double[] e = Inputs.spoil(r, new double[] {sx * m[0], sx * m[1], sy * m[2], sy * m[3], b[0], b[1]});
            Aabb2d local = aabb(Inputs2d.aabb(r));
            d.guard(q -> Reads.obb2(q, Obb2d.fromTransform(new Matrix3x2d(e[0], e[1], e[2], e[3], e[4], e[5]), local)));
            d.guard(q -> Reads.obb2(q, Obb2d.fromTransform(new Matrix3x2f((float) e[0], (float) e[1], (float) e[2],
                    (float) e[3], (float) e[4], (float) e[5]), local)));
        }
    }

    /**
     * A covariance {@code {sxx, sxy, syx, syy}} from a rotation and two variances (zero, tiny, equal,
     * any, or a little negative), sometimes diagonal, sometimes asymmetric.
     */
    static double[] covariance(SplittableRandom r) {
        double[] m = Inputs2d.axes(r);
        double[] lambda = new double[2];
        for (int k = 0; k < 2; k++) {
            switch (r.nextInt(8)) {
                case 0:
                    lambda[k] = 0;
                    break;
                case 1:
                    lambda[k] = Inputs.TENTHS[6 + r.nextInt(10)];
                    break;
                case 2:
                    lambda[k] = k == 1 ? lambda[0] : 1;
                    break;
                case 3:
                    lambda[k] = -Inputs.TENTHS[5 + r.nextInt(4)];
                    break;
                default:
                    lambda[k] = r.nextDouble(0, 4);
                    break;
            }
        }
        double s = Inputs.scale(r);
        double sxx = s * s * (lambda[0] * m[0] * m[0] + lambda[1] * m[2] * m[2]);
        double sxy = s * s * (lambda[0] * m[0] * m[1] + lambda[1] * m[2] * m[3]);
        double syy = s * s * (lambda[0] * m[1] * m[1] + lambda[1] * m[3] * m[3]);
        if (r.nextInt(5) == 0) {
            sxy = 0;
        }
        double syx = sxy;
        if (r.nextInt(8) == 0) {
            double scale = Math.max(Math.abs(sxx), Math.max(Math.abs(syy), Math.abs(sxy)));
            syx += (r.nextBoolean() ? 0.9e-6 : 1.1e-6) * scale * Inputs.sign(r);
        }
        return new double[] {sxx, sxy, syx, syy};
    }

    static double sigmas(SplittableRandom r) {
        switch (r.nextInt(12)) {
            case 0:
                return 0;
            case 1:
                return -1;
            case 2:
            case 3:
                return 3;
            default:
                return r.nextDouble(0.5, 4);
        }
    }

    static void fromCovariance(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0005L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] c = covariance(r);
            double[] a = Inputs.spoil(r, new double[] {Inputs.offset(r) + Inputs.coordinate(r),
                Inputs.offset(r) + Inputs.coordinate(r), c[0], c[1], c[2], c[3], sigmas(r)});
            d.guard(q -> Reads.obb2(q, Obb2d.fromCovariance(a[0], a[1], a[2], a[3], a[5], a[6])));
            d.guard(q -> Reads.obb2(q, Obb2d.fromCovariance(new Vector2d(a[0], a[1]),
                    new Matrix2d(a[2], a[3], a[4], a[5]), a[6])));
            d.guard(q -> Reads.obb2(q, Obb2d.fromCovariance(new Vector2f((float) a[0], (float) a[1]),
                    new Matrix2f((float) a[2], (float) a[3], (float) a[4], (float) a[5]), a[6])));
        }
    }

    static double tolerance(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return 0;
            case 1:
                return -1e-9;
            case 2:
                return Inputs.TENTHS[r.nextInt(16)];
            case 3:
                return Inputs.notFinite(r);
            default:
                return r.nextDouble(0, 1e-3);
        }
    }

    /** Every read of a box, the JOML ones too, and its comparisons. */
    static void values(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0006L);
        for (int n = 0; n < 2000; n++) {
            d.input();
            double[] spec = Inputs2d.anyBox(r);
            Obb2d b = obb(spec);
            double[] near = spec.clone();
            int k = r.nextInt(8);
            near[k] = r.nextBoolean() || k >= 6 ? Math.nextUp(near[k]) : near[k] + r.nextDouble(-1e-6, 1e-6);
            Obb2d c = r.nextBoolean() ? obb(spec) : obb(near);
            double tol = tolerance(r);
            d.guard(q -> {
                Reads.obb2(q, b);
                q.d(b.angle());
                Reads.vector2(q, b.center(new Vector2d()));
                Reads.vector2(q, b.axisX(new Vector2d()));
                Reads.vector2(q, b.axisY(new Vector2d()));
                Reads.vector2(q, b.halfExtents(new Vector2d()));
                Matrix2d m = b.rotation(new Matrix2d());
                q.doubles(new double[] {m.m00, m.m01, m.m10, m.m11});
                q.bool(b.equals(c));
                q.bool(c.equals(b));
                q.i(b.hashCode());
            });
            d.guard(q -> q.bool(b.isCloseTo(c, tol)));
        }
    }

    static void corners(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0007L);
        for (int n = 0; n < 2000; n++) {
            d.input();
            Obb2d b = obb(Inputs2d.anyBox(r));
            int vectors = r.nextInt(8) == 0 ? r.nextInt(0, 6) : 4;
            int numbers = r.nextInt(8) == 0 ? r.nextInt(0, 11) : 8;
            d.guard(q -> {
                Vector2d[] dest = new Vector2d[vectors];
                for (int k = 0; k < vectors; k++) {
                    dest[k] = new Vector2d(-7, -7);
                }
                b.corners(dest);
                for (Vector2d v : dest) {
                    Reads.vector2(q, v);
                }
            });
            d.guard(q -> {
                double[] dest = new double[numbers];
                java.util.Arrays.fill(dest, -7);
                q.doubles(b.corners(dest));
            });
        }
    }

    static void aabbOfBox(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0008L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            Obb2d b = obb(Inputs2d.anyBox(r));
            d.guard(q -> Reads.aabb2(q, b.aabb()));
        }
    }

    /** A point for a box: its centre, a corner, on an edge, near or far, as computed from the spec. */
    static double[] point(SplittableRandom r, double[] b) {
        double s;
        double t;
        switch (r.nextInt(6)) {
            case 0:
                s = 0;
                t = 0;
                break;
            case 1:
                s = Inputs.sign(r) * b[6];
                t = Inputs.sign(r) * b[7];
                break;
            case 2:
                s = Inputs.sign(r) * b[6];
                t = r.nextDouble(-1, 1) * b[7];
                break;
            case 3:
                s = Inputs.sign(r) * b[6] * (1 + Inputs.tilt(r));
                t = r.nextDouble(-1, 1) * b[7];
                break;
            default:
                double size = b[6] + b[7] > 0 ? b[6] + b[7] : 1;
                s = r.nextDouble(-2, 2) * size;
                t = r.nextDouble(-2, 2) * size;
                break;
        }
        return new double[] {b[0] + s * b[2] + t * b[4], b[1] + s * b[3] + t * b[5]};
    }

    static void contains(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0009L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] spec = Inputs2d.anyBox(r);
            Obb2d b = obb(spec);
            double[] p = Inputs.spoil(r, point(r, spec));
            double tol = r.nextBoolean() ? 0 : tolerance(r) * (spec[6] + spec[7]);
            d.guard(q -> q.bool(b.contains(p[0], p[1])));
            d.guard(q -> q.bool(b.contains(p[0], p[1], tol)));
            d.guard(q -> q.bool(b.contains(new Vector2d(p[0], p[1]))));
            d.guard(q -> q.bool(b.contains(new Vector2f((float) p[0], (float) p[1]))));
        }
    }

    static void translated(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_000aL);
        for (int n = 0; n < 2000; n++) {
            d.input();
            Obb2d b = obb(Inputs2d.anyBox(r));
            double[] t = {Inputs.coordinate(r) * Inputs.scale(r) + Inputs.offset(r),
                Inputs.coordinate(r) * Inputs.scale(r) + Inputs.offset(r)};
            double[] s = Inputs.spoil(r, t);
            d.guard(q -> Reads.obb2(q, b.translated(s[0], s[1])));
            d.guard(q -> Reads.obb2(q, b.translated(new Vector2d(s[0], s[1]))));
        }
    }

    static void rotated(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_000bL);
        for (int n = 0; n < 2000; n++) {
            d.input();
            double[] spec = Inputs2d.anyBox(r);
            Obb2d b = obb(spec);
            double[] pivot = r.nextInt(4) == 0 ? new double[] {spec[0], spec[1]} : point(r, spec);
            double[] a = Inputs.spoil(r, new double[] {angle(r), pivot[0], pivot[1]});
            d.guard(q -> Reads.obb2(q, b.rotated(a[0])));
            d.guard(q -> Reads.obb2(q, b.rotatedAbout(a[0], a[1], a[2])));
        }
    }

    static void satIntersects(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_000cL);
        for (int n = 0; n < 4000; n++) {
            d.input();
            double[][] p = Inputs2d.pair(r);
            Obb2d a = obb(p[0]);
            Obb2d b = obb(p[1]);
            d.bool(Sat2d.intersects(a, b));
            d.bool(Sat2d.intersects(b, a));
            d.bool(a.intersects(b));
        }
    }

    static void satMtv(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_000dL);
        for (int n = 0; n < 4000; n++) {
            d.input();
            double[][] p = Inputs2d.pair(r);
            Obb2d a = obb(p[0]);
            Obb2d b = obb(p[1]);
            Reads.mtv2(d, Sat2d.mtv(a, b));
            Reads.mtv2(d, Sat2d.mtv(b, a));
            Reads.mtv2(d, a.mtv(b));
        }
    }

    static void satBoundaryBand(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_000eL);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[][] p = Inputs2d.pair(r);
            Obb2d a = obb(p[0]);
            Obb2d b = obb(p[1]);
            d.d(Sat2d.boundaryBand(a, b));
            d.d(Sat2d.boundaryBand(b, a));
        }
    }

    /** Aabb2d: its factories, reads, tests and union. */
    static void aabb2d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_000fL);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] s = Inputs2d.aabb(r);
            double[] t = r.nextInt(3) == 0 ? s.clone() : Inputs2d.aabb(r);
            if (r.nextInt(3) == 0) {
                // Share an edge or a corner with the first.
                t[0] = s[2];
                t[2] = Math.max(t[2], s[2]);
                if (r.nextBoolean()) {
                    t[1] = s[3];
                    t[3] = Math.max(t[3], s[3]);
                }
            }
            double[] a = Inputs.spoil(r, s);
            if (r.nextInt(12) == 0) {
                a[0] = a[2] + Math.ulp(a[2]);
            }
            double[] box = Inputs2d.aabbAsBox(s);
            double[] p = Inputs.spoil(r, point(r, box));
            d.guard(q -> Reads.aabb2(q, Aabb2d.of(a[0], a[1], a[2], a[3])));
            d.guard(q -> Reads.aabb2(q, Aabb2d.of(new Vector2d(a[0], a[1]), new Vector2d(a[2], a[3]))));
            d.guard(q -> Reads.aabb2(q, Aabb2d.of(new Vector2f((float) a[0], (float) a[1]),
                    new Vector2f((float) a[2], (float) a[3]))));
            d.guard(q -> Reads.aabb2(q, Aabb2d.fromCenter(box[0], box[1], box[6], box[7])));
            Aabb2d u = aabb(s);
            Aabb2d v = aabb(t);
            double tol = tolerance(r);
            d.bool(u.intersects(v));
            d.bool(v.intersects(u));
            d.bool(u.contains(v));
            d.bool(v.contains(u));
            Reads.aabb2(d, u.union(v));
            d.bool(u.equals(v));
            d.i(u.hashCode());
            d.guard(q -> q.bool(u.isCloseTo(v, tol)));
            d.guard(q -> q.bool(u.contains(p[0], p[1])));
            d.guard(q -> q.bool(u.contains(new Vector2d(p[0], p[1]))));
            d.guard(q -> q.bool(u.contains(new Vector2f((float) p[0], (float) p[1]))));
        }
    }

    static void mtvOf(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b2d_0010L);
        SatAxis2d[] axes = SatAxis2d.values();
        for (int n = 0; n < 1000; n++) {
            d.input();
            double[] u = Inputs.unit(r, 2);
            double f = r.nextInt(3) == 0 ? 1 + (r.nextBoolean() ? 0.9e-9 : 1.1e-9) * Inputs.sign(r) : 1;
            double[] a = Inputs.spoil(r, new double[] {u[0] * f, u[1] * f, r.nextDouble(0, 3)});
            SatAxis2d axis = r.nextInt(10) == 0 ? null : axes[r.nextInt(axes.length)];
            d.guard(q -> Reads.mtv2(q, Mtv2d.of(a[0], a[1], a[2], axis)));
        }
    }
}
