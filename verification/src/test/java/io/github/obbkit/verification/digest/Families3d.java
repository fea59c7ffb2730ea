package io.github.obbkit.verification.digest;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import io.github.obbkit.core3d.SatAxis3d;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Matrix3f;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Matrix4x3d;
import org.joml.Quaterniond;
import org.joml.Quaternionf;
import org.joml.Vector3d;
import org.joml.Vector3f;

/**
 * The families of core3d's public queries: one method each, which draws its inputs from its own seed
 * and feeds every answer to the digest. The methods are call sites: when a public name changes,
 * change the call here, and nothing else (not the seed, the counts, the inputs or the order of the
 * reads).
 */
final class Families3d {
    private Families3d() {
    }

    /** The box of a generated spec; accepted by construction. */
    static Obb3d obb(double[] b) {
        return Obb3d.fromAxes(b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
                b[14]);
    }

    static Aabb3d aabb(double[] a) {
        return Aabb3d.of(a[0], a[1], a[2], a[3], a[4], a[5]);
    }

    /** A quaternion {@code (x, y, z, w)}: any, none, a quarter turn, a tilt, its negation, a little or too far off unit. */
    static double[] quaternion(SplittableRandom r) {
        double[] q;
        switch (r.nextInt(6)) {
            case 0:
                q = new double[] {0, 0, 0, 1};
                break;
            case 1: {
                q = new double[] {0, 0, 0, Math.sqrt(0.5)};
                q[r.nextInt(3)] = Inputs.sign(r) * Math.sqrt(0.5);
                break;
            }
            case 2: {
                double[] k = Inputs3d.pivot(r);
                double half = 0.5 * Inputs.tilt(r);
                double s = StrictMath.sin(half);
                q = new double[] {k[0] * s, k[1] * s, k[2] * s, StrictMath.cos(half)};
                break;
            }
            default:
                q = Inputs.unit(r, 4);
                break;
        }
        switch (r.nextInt(8)) {
            case 0:
                for (int k = 0; k < 4; k++) {
                    q[k] = -q[k];
                }
                break;
            case 1: {
                double f = 1 + (r.nextBoolean() ? 0.99e-5 : 1.01e-5) * Inputs.sign(r);
                for (int k = 0; k < 4; k++) {
                    q[k] *= f;
                }
                break;
            }
            default:
                break;
        }
        return q;
    }

    static void of(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0001L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            double[] q = quaternion(r);
            double[] a = Inputs.spoil(r, new double[] {b[0], b[1], b[2], q[0], q[1], q[2], q[3], b[12], b[13], b[14]});
            d.guard(x -> Reads.obb3(x, Obb3d.of(a[0], a[1], a[2], new Quaterniond(a[3], a[4], a[5], a[6]), a[7], a[8],
                    a[9])));
            d.guard(x -> Reads.obb3(x, Obb3d.of(new Vector3d(a[0], a[1], a[2]), new Quaterniond(a[3], a[4], a[5], a[6]),
                    new Vector3d(a[7], a[8], a[9]))));
            d.guard(x -> Reads.obb3(x, Obb3d.of(new Vector3f((float) a[0], (float) a[1], (float) a[2]),
                    new Quaternionf((float) a[3], (float) a[4], (float) a[5], (float) a[6]),
                    new Vector3f((float) a[7], (float) a[8], (float) a[9]))));
        }
    }

    /** Axes as drawn, within the axis tolerance, at its edge, beyond it, or anything. */
    static double[] nudgedAxes(SplittableRandom r, double[] b) {
        double[] m = Inputs3d.axesOf(b);
        switch (r.nextInt(6)) {
            case 0:
            case 1:
                return m;
            case 2:
                for (int k = 0; k < 9; k++) {
                    m[k] += r.nextDouble(-1e-7, 1e-7);
                }
                return m;
            case 3: {
                double f = 1 + (r.nextBoolean() ? 0.99e-5 : 1.01e-5) * Inputs.sign(r);
                int row = 3 * r.nextInt(3);
                for (int k = 0; k < 3; k++) {
                    m[row + k] *= f;
                }
                return m;
            }
            case 4: {
                double e = (r.nextBoolean() ? 0.99e-5 : 1.01e-5) * Inputs.sign(r);
                int row = r.nextInt(3);
                int other = (row + 1 + r.nextInt(2)) % 3;
                for (int k = 0; k < 3; k++) {
                    m[3 * row + k] += e * m[3 * other + k];
                }
                return m;
            }
            default:
                for (int k = 0; k < 9; k++) {
                    m[k] *= r.nextDouble(0.5, 2);
                }
                return m;
        }
    }

    static void fromAxes(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0002L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] b = Inputs3d.anyBox(r);
            double[] m = nudgedAxes(r, b);
            double[] a = Inputs.spoil(r, Inputs3d.box(b[0], b[1], b[2], m, b[12], b[13], b[14]));
            d.guard(x -> Reads.obb3(x, obb(a)));
            d.guard(x -> Reads.obb3(x, Obb3d.fromAxes(new Vector3d(a[0], a[1], a[2]), new Vector3d(a[3], a[4], a[5]),
                    new Vector3d(a[6], a[7], a[8]), new Vector3d(a[9], a[10], a[11]),
                    new Vector3d(a[12], a[13], a[14]))));
            d.guard(x -> Reads.obb3(x, Obb3d.fromAxes(new Vector3f((float) a[0], (float) a[1], (float) a[2]),
                    new Vector3f((float) a[3], (float) a[4], (float) a[5]),
                    new Vector3f((float) a[6], (float) a[7], (float) a[8]),
                    new Vector3f((float) a[9], (float) a[10], (float) a[11]),
                    new Vector3f((float) a[12], (float) a[13], (float) a[14]))));
        }
    }

    static void fromAabb(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0003L);
        for (int n = 0; n < 2000; n++) {
            d.input();
            double[] a = Inputs3d.aabb(r);
            d.guard(x -> Reads.obb3(x, Obb3d.fromAabb(aabb(a))));
        }
    }

    /**
     * An affine transform by JOML's columns {@code m00 m01 m02, m10 .., m20 .., m30 m31 m32}: a
     * box's axes scaled per axis (none, one, any, huge, tiny) and its centre as the translation.
     */
    static double[] transform(SplittableRandom r) {
        double[] b = Inputs3d.anyBox(r);
        double[] m = nudgedAxes(r, b);
        double[] t = new double[12];
        for (int col = 0; col < 3; col++) {
            double s = Families2d.axisScale(r);
            for (int k = 0; k < 3; k++) {
                t[3 * col + k] = s * m[3 * col + k];
            }
        }
        t[9] = b[0];
        t[10] = b[1];
        t[11] = b[2];
        return Inputs.spoil(r, t);
    }

    /** The bottom row of a 4x4 matrix: affine, or now and then not. */
    static double[] bottomRow(SplittableRandom r) {
        double[] w = {0, 0, 0, 1};
        if (r.nextInt(10) == 0) {
            w[r.nextInt(4)] = r.nextBoolean() ? 0.5 : 1e-300;
        }
        return w;
    }

    static Matrix4d matrix4d(double[] t, double[] w) {
        return new Matrix4d(t[0], t[1], t[2], w[0], t[3], t[4], t[5], w[1], t[6], t[7], t[8], w[2], t[9], t[10], t[11],
                w[3]);
    }

    static Matrix4f matrix4f(double[] t, double[] w) {
        return new Matrix4f((float) t[0], (float) t[1], (float) t[2], (float) w[0], (float) t[3], (float) t[4],
                (float) t[5], (float) w[1], (float) t[6], (float) t[7], (float) t[8], (float) w[2], (float) t[9],
                (float) t[10], (float) t[11], (float) w[3]);
    }

    static Matrix4x3d matrix4x3d(double[] t) {
        return new Matrix4x3d(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8], t[9], t[10], t[11]);
    }

    static void fromTransform(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0004L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] t = transform(r);
            double[] w = bottomRow(r);
            Aabb3d local = aabb(Inputs3d.aabb(r));
            d.guard(x -> Reads.obb3(x, Obb3d.fromTransform(matrix4d(t, w), local)));
            d.guard(x -> Reads.obb3(x, Obb3d.fromTransform(matrix4f(t, w), local)));
            d.guard(x -> Reads.obb3(x, Obb3d.fromTransform(matrix4x3d(t), local)));
        }
    }

    /**
     * A covariance by rows {@code s00 s01 s02 s10 .. s22} from a rotation and three variances (zero,
     * tiny, equal, any, a little negative), sometimes diagonal, sometimes asymmetric.
     */
    static double[] covariance(SplittableRandom r) {
        double[] m = Inputs3d.axes(r);
        double[] lambda = new double[3];
        for (int k = 0; k < 3; k++) {
            switch (r.nextInt(10)) {
                case 0:
                    lambda[k] = 0;
                    break;
                case 1:
                    lambda[k] = Inputs.TENTHS[6 + r.nextInt(10)];
                    break;
                case 2:
                    lambda[k] = k > 0 ? lambda[k - 1] : 1;
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
        boolean diagonal = r.nextInt(5) == 0;
        double[] c = new double[9];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                double v = 0;
                for (int k = 0; k < 3; k++) {
                    v += lambda[k] * m[3 * k + i] * m[3 * k + j];
                }
                c[3 * i + j] = diagonal && i != j ? 0 : s * s * v;
            }
        }
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < i; j++) {
                c[3 * i + j] = c[3 * j + i];
            }
        }
        if (r.nextInt(8) == 0) {
            double scale = 0;
            for (double v : c) {
                scale = Math.max(scale, Math.abs(v));
            }
            int[] off = {1, 2, 5};
            int k = off[r.nextInt(3)];
            c[k] += (r.nextBoolean() ? 0.9e-6 : 1.1e-6) * scale * Inputs.sign(r);
        }
        return c;
    }

    static void fromCovariance(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0005L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] c = covariance(r);
            double[] mean = Inputs3d.offset(r);
            double[] a = Inputs.spoil(r, new double[] {mean[0] + Inputs.coordinate(r), mean[1], mean[2], c[0], c[1],
                c[2], c[3], c[4], c[5], c[6], c[7], c[8], Families2d.sigmas(r)});
            // The scalar overload takes the upper triangle.
            d.guard(x -> Reads.obb3(x, Obb3d.fromCovariance(a[0], a[1], a[2], a[3], a[4], a[5], a[7], a[8], a[11],
                    a[12])));
            // JOML's constructors take columns; the covariance by rows is its transpose, which is
            // the same matrix when symmetric.
            d.guard(x -> Reads.obb3(x, Obb3d.fromCovariance(new Vector3d(a[0], a[1], a[2]),
                    new Matrix3d(a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11]), a[12])));
            d.guard(x -> Reads.obb3(x, Obb3d.fromCovariance(new Vector3f((float) a[0], (float) a[1], (float) a[2]),
                    new Matrix3f((float) a[3], (float) a[4], (float) a[5], (float) a[6], (float) a[7], (float) a[8],
                            (float) a[9], (float) a[10], (float) a[11]), a[12])));
        }
    }

    /** Every read of a box, the JOML ones too, and its comparisons. */
    static void values(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0006L);
        for (int n = 0; n < 2000; n++) {
            d.input();
            double[] spec = Inputs3d.anyBox(r);
            Obb3d b = obb(spec);
            double[] near = spec.clone();
            int k = r.nextInt(15);
            near[k] = r.nextBoolean() || k >= 12 ? Math.nextUp(near[k]) : near[k] + r.nextDouble(-1e-6, 1e-6);
            Obb3d c = r.nextBoolean() ? obb(spec) : obb(near);
            double tol = Families2d.tolerance(r);
            d.guard(x -> {
                Reads.obb3(x, b);
                Reads.vector3(x, b.center(new Vector3d()));
                Reads.vector3(x, b.axisX(new Vector3d()));
                Reads.vector3(x, b.axisY(new Vector3d()));
                Reads.vector3(x, b.axisZ(new Vector3d()));
                Reads.vector3(x, b.halfExtents(new Vector3d()));
                Matrix3d m = b.rotation(new Matrix3d());
                x.doubles(new double[] {m.m00, m.m01, m.m02, m.m10, m.m11, m.m12, m.m20, m.m21, m.m22});
                x.bool(b.equals(c));
                x.bool(c.equals(b));
                x.i(b.hashCode());
            });
            d.guard(x -> x.bool(b.isCloseTo(c, tol)));
        }
    }

    static void corners(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0007L);
        for (int n = 0; n < 2000; n++) {
            d.input();
            Obb3d b = obb(Inputs3d.anyBox(r));
            int vectors = r.nextInt(8) == 0 ? r.nextInt(0, 10) : 8;
            int numbers = r.nextInt(8) == 0 ? r.nextInt(0, 27) : 24;
            d.guard(x -> {
                Vector3d[] dest = new Vector3d[vectors];
                for (int k = 0; k < vectors; k++) {
                    dest[k] = new Vector3d(-7, -7, -7);
                }
                b.corners(dest);
                for (Vector3d v : dest) {
                    Reads.vector3(x, v);
                }
            });
            d.guard(x -> {
                double[] dest = new double[numbers];
                Arrays.fill(dest, -7);
                x.doubles(b.corners(dest));
            });
        }
    }

    static void aabbOfBox(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0008L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            Obb3d b = obb(Inputs3d.anyBox(r));
            d.guard(x -> Reads.aabb3(x, b.aabb()));
            d.guard(x -> Reads.aabb3(x, AabbTransform.bounds(b)));
        }
    }

    /** A point for a box: its centre, a corner, on a face, just off it, near or far. */
    static double[] point(SplittableRandom r, double[] b) {
        double[] st = new double[3];
        int kind = r.nextInt(6);
        double size = b[12] + b[13] + b[14] > 0 ? b[12] + b[13] + b[14] : 1;
        int face = r.nextInt(3);
        for (int k = 0; k < 3; k++) {
            double h = b[12 + k];
            switch (kind) {
                case 0:
                    st[k] = 0;
                    break;
                case 1:
                    st[k] = Inputs.sign(r) * h;
                    break;
                case 2:
                    st[k] = k == face ? Inputs.sign(r) * h : r.nextDouble(-1, 1) * h;
                    break;
                case 3:
                    st[k] = k == face ? Inputs.sign(r) * h * (1 + Inputs.tilt(r)) : r.nextDouble(-1, 1) * h;
                    break;
                default:
                    st[k] = r.nextDouble(-2, 2) * size;
                    break;
            }
        }
        return new double[] {
            b[0] + st[0] * b[3] + st[1] * b[6] + st[2] * b[9],
            b[1] + st[0] * b[4] + st[1] * b[7] + st[2] * b[10],
            b[2] + st[0] * b[5] + st[1] * b[8] + st[2] * b[11]};
    }

    static void contains(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0009L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] spec = Inputs3d.anyBox(r);
            Obb3d b = obb(spec);
            double[] p = Inputs.spoil(r, point(r, spec));
            double tol = r.nextBoolean() ? 0 : Families2d.tolerance(r) * (spec[12] + spec[13] + spec[14]);
            d.guard(x -> x.bool(b.contains(p[0], p[1], p[2])));
            d.guard(x -> x.bool(b.contains(p[0], p[1], p[2], tol)));
            d.guard(x -> x.bool(b.contains(new Vector3d(p[0], p[1], p[2]))));
            d.guard(x -> x.bool(b.contains(new Vector3f((float) p[0], (float) p[1], (float) p[2]))));
        }
    }

    static void closestPoint(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_000aL);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] spec = Inputs3d.anyBox(r);
            Obb3d b = obb(spec);
            double[] p = Inputs.spoil(r, point(r, spec));
            d.guard(x -> Reads.vector3(x, b.closestPoint(p[0], p[1], p[2], new Vector3d(-7, -7, -7))));
            d.guard(x -> Reads.vector3(x, b.closestPoint(new Vector3d(p[0], p[1], p[2]), new Vector3d(-7, -7, -7))));
        }
    }

    static void distanceSquared(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_000bL);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] spec = Inputs3d.anyBox(r);
            Obb3d b = obb(spec);
            double[] p = Inputs.spoil(r, point(r, spec));
            d.guard(x -> x.d(b.distanceSquared(p[0], p[1], p[2])));
            d.guard(x -> x.d(b.distanceSquared(new Vector3d(p[0], p[1], p[2]))));
        }
    }

    static void translated(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_000cL);
        for (int n = 0; n < 2000; n++) {
            d.input();
            Obb3d b = obb(Inputs3d.anyBox(r));
            double[] t = new double[3];
            for (int k = 0; k < 3; k++) {
                t[k] = Inputs.coordinate(r) * Inputs.scale(r) + Inputs.offset(r);
            }
            double[] s = Inputs.spoil(r, t);
            d.guard(x -> Reads.obb3(x, b.translated(s[0], s[1], s[2])));
            d.guard(x -> Reads.obb3(x, b.translated(new Vector3d(s[0], s[1], s[2]))));
        }
    }

    static void satIntersects(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_000dL);
        for (int n = 0; n < 4000; n++) {
            d.input();
            double[][] p = Inputs3d.pair(r);
            Obb3d a = obb(p[0]);
            Obb3d b = obb(p[1]);
            d.bool(Sat3d.intersects(a, b));
            d.bool(Sat3d.intersects(b, a));
            d.bool(a.intersects(b));
        }
    }

    static void satMtv(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_000eL);
        for (int n = 0; n < 4000; n++) {
            d.input();
            double[][] p = Inputs3d.pair(r);
            Obb3d a = obb(p[0]);
            Obb3d b = obb(p[1]);
            Reads.mtv3(d, Sat3d.mtv(a, b));
            Reads.mtv3(d, Sat3d.mtv(b, a));
            Reads.mtv3(d, a.mtv(b));
        }
    }

    static void satBoundaryBand(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_000fL);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[][] p = Inputs3d.pair(r);
            Obb3d a = obb(p[0]);
            Obb3d b = obb(p[1]);
            d.d(Sat3d.boundaryBand(a, b));
            d.d(Sat3d.boundaryBand(b, a));
        }
    }

    /**
     * A batch of the B boxes of {@code size} hard pairs, with their A boxes; each A meets its own B
     * at the same index, in that pair's regime, and the other Bs as it happens.
     */
    static Obb3d[][] pairsInBatch(SplittableRandom r, int size) {
        Obb3d[] as = new Obb3d[size];
        Obb3d[] bs = new Obb3d[size];
        boolean same = r.nextInt(10) == 0;
        for (int i = 0; i < size; i++) {
            double[][] p = Inputs3d.pair(r);
            as[i] = obb(p[0]);
            bs[i] = same && i > 0 ? bs[0] : obb(p[1]);
        }
        return new Obb3d[][] {as, bs};
    }

    /** A range of a batch and an offset in the output: mostly valid, a few not. */
    static int[] window(SplittableRandom r, int size) {
        int from = size == 0 ? 0 : r.nextInt(size + 1);
        int count = r.nextInt(size - from + 1);
        int offset = r.nextInt(4) == 0 ? 0 : r.nextInt(0, 130);
        int spare = r.nextInt(3);
        switch (r.nextInt(20)) {
            case 0:
                from = -1;
                break;
            case 1:
                count = size - from + 1;
                break;
            case 2:
                offset = -1;
                break;
            case 3:
                spare = -1;
                break;
            case 4:
                count = -1;
                break;
            default:
                break;
        }
        return new int[] {from, count, offset, spare};
    }

    /** A bitset with room for {@code offset + count} bits (plus {@code spare} words), full of noise. */
    static long[] noise(SplittableRandom r, int bits, int spare) {
        long[] words = new long[Math.max(0, (Math.max(bits, 0) + 63) / 64 + spare)];
        for (int k = 0; k < words.length; k++) {
            words[k] = r.nextLong();
        }
        return words;
    }

    /** A list with room for {@code offset + count} indices (plus {@code spare}), full of -7. */
    static int[] sentinels(int length) {
        int[] indices = new int[Math.max(0, length)];
        Arrays.fill(indices, -7);
        return indices;
    }

    /** The entries of a list that a call wrote or left alone: up to {@code offset + n}; after that unspecified. */
    static void written(Digest d, int[] indices, int offset, int n) {
        d.i(n);
        d.ints(Arrays.copyOf(indices, offset + n));
    }

    static void satIntersectsEach(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0010L);
        for (int round = 0; round < 300; round++) {
            int size = r.nextInt(4) == 0 ? r.nextInt(0, 8) : r.nextInt(0, 200);
            Obb3d[][] p = pairsInBatch(r, size);
            Obb3dBatch batch = Obb3dBatch.of(p[1]);
            for (int query = 0; query < 10; query++) {
                d.input();
                Obb3d a = size == 0 ? obb(Inputs3d.anyBox(r)) : p[0][r.nextInt(size)];
                int[] w = window(r, size);
                long[] hits = noise(r, w[2] + w[1], w[3]);
                d.guard(x -> {
                    x.i(Sat3dBatch.intersectsEach(a, batch, w[0], w[1], hits, w[2]));
                    x.longs(hits);
                });
            }
        }
    }

    static void satIntersecting(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0011L);
        for (int round = 0; round < 300; round++) {
            int size = r.nextInt(4) == 0 ? r.nextInt(0, 8) : r.nextInt(0, 200);
            Obb3d[][] p = pairsInBatch(r, size);
            Obb3dBatch batch = Obb3dBatch.of(p[1]);
            for (int query = 0; query < 10; query++) {
                d.input();
                Obb3d a = size == 0 ? obb(Inputs3d.anyBox(r)) : p[0][r.nextInt(size)];
                int[] w = window(r, size);
                int[] indices = sentinels(w[2] + w[1] + w[3]);
                d.guard(x -> written(x, indices, w[2], Sat3dBatch.intersecting(a, batch, w[0], w[1], indices, w[2])));
            }
        }
    }

    /** Aabb3d: its factories, reads, tests and union. */
    static void aabb3d(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0012L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] s = Inputs3d.aabb(r);
            double[] t = r.nextInt(3) == 0 ? s.clone() : Inputs3d.aabb(r);
            if (r.nextInt(3) == 0) {
                // Share a face, an edge or a corner with the first.
                int axes = r.nextInt(1, 4);
                for (int k = 0; k < axes; k++) {
                    t[k] = s[3 + k];
                    t[3 + k] = Math.max(t[3 + k], s[3 + k]);
                }
            }
            double[] a = Inputs.spoil(r, s);
            if (r.nextInt(12) == 0) {
                int k = r.nextInt(3);
                a[k] = a[3 + k] + Math.ulp(a[3 + k]);
            }
            double[] box = Inputs3d.aabbAsBox(s);
            double[] p = Inputs.spoil(r, point(r, box));
            d.guard(x -> Reads.aabb3(x, Aabb3d.of(a[0], a[1], a[2], a[3], a[4], a[5])));
            d.guard(x -> Reads.aabb3(x, Aabb3d.of(new Vector3d(a[0], a[1], a[2]), new Vector3d(a[3], a[4], a[5]))));
            d.guard(x -> Reads.aabb3(x, Aabb3d.of(new Vector3f((float) a[0], (float) a[1], (float) a[2]),
                    new Vector3f((float) a[3], (float) a[4], (float) a[5]))));
            d.guard(x -> Reads.aabb3(x, Aabb3d.fromCenter(box[0], box[1], box[2], box[12], box[13], box[14])));
            Aabb3d u = aabb(s);
            Aabb3d v = aabb(t);
            double tol = Families2d.tolerance(r);
            d.bool(u.intersects(v));
            d.bool(v.intersects(u));
            d.bool(u.contains(v));
            d.bool(v.contains(u));
            Reads.aabb3(d, u.union(v));
            d.bool(u.equals(v));
            d.i(u.hashCode());
            d.guard(x -> x.bool(u.isCloseTo(v, tol)));
            d.guard(x -> x.bool(u.contains(p[0], p[1], p[2])));
            d.guard(x -> x.bool(u.contains(new Vector3d(p[0], p[1], p[2]))));
            d.guard(x -> x.bool(u.contains(new Vector3f((float) p[0], (float) p[1], (float) p[2]))));
        }
    }

    /** Any affine transform (shear and mirror too): a rotation-and-scale transform, with noise now and then. */
    static double[] anyTransform(SplittableRandom r) {
        double[] t = transform(r);
        if (r.nextInt(3) == 0) {
            for (int k = 0; k < 9; k++) {
                t[k] += r.nextDouble(-1, 1);
            }
        }
        if (r.nextInt(20) == 0) {
            t[r.nextInt(12)] = Inputs.sign(r) * 1e300;
        }
        return t;
    }

    static void transformValue(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0013L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] t = anyTransform(r);
            double[] w = bottomRow(r);
            Aabb3d box = aabb(Inputs3d.aabb(r));
            d.guard(x -> Reads.aabb3(x, AabbTransform.transform(matrix4d(t, w), box)));
            d.guard(x -> Reads.aabb3(x, AabbTransform.transform(matrix4f(t, w), box)));
            d.guard(x -> Reads.aabb3(x, AabbTransform.transform(matrix4x3d(t), box)));
        }
    }

    static void transformArray(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0014L);
        for (int n = 0; n < 3000; n++) {
            d.input();
            double[] t = anyTransform(r);
            double[] w = bottomRow(r);
            double[] b = Inputs3d.aabb(r);
            if (r.nextInt(10) == 0) {
                // The array overloads take the numbers as given: an inverted or non-finite box too.
                b[r.nextInt(6)] = r.nextBoolean() ? Inputs.notFinite(r) : -1e6;
            }
            int offset = r.nextInt(10) == 0 ? -1 : r.nextInt(0, 4);
            int length = Math.max(0, offset) + 6 + (r.nextInt(10) == 0 ? -1 : r.nextInt(0, 3));
            d.guard(x -> x.doubles(AabbTransform.transform(matrix4d(t, w), b[0], b[1], b[2], b[3], b[4], b[5],
                    filled(length), offset)));
            d.guard(x -> x.doubles(AabbTransform.transform(matrix4f(t, w), b[0], b[1], b[2], b[3], b[4], b[5],
                    filled(length), offset)));
            d.guard(x -> x.doubles(AabbTransform.transform(matrix4x3d(t), b[0], b[1], b[2], b[3], b[4], b[5],
                    filled(length), offset)));
        }
    }

    private static double[] filled(int length) {
        double[] a = new double[length];
        Arrays.fill(a, -7);
        return a;
    }

    /** Obb3dBatch as a container: its factories, adds, sets, gets and clearing, valid and not. */
    static void batch(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0015L);
        for (int round = 0; round < 200; round++) {
            int size = r.nextInt(0, 40);
            List<Obb3d> boxes = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                boxes.add(obb(Inputs3d.anyBox(r)));
            }
            d.input();
            int capacity = r.nextInt(10) == 0 ? -1 : r.nextInt(0, 20);
            d.guard(x -> {
                Obb3dBatch batch = Obb3dBatch.withCapacity(capacity);
                for (Obb3d b : boxes) {
                    batch.add(b);
                }
                contents(x, batch);
            });
            d.guard(x -> contents(x, Obb3dBatch.of(boxes.toArray(new Obb3d[0]))));
            d.guard(x -> contents(x, Obb3dBatch.of(boxes)));
            if (size > 0) {
                Obb3d[] withNull = boxes.toArray(new Obb3d[0]);
                withNull[r.nextInt(size)] = null;
                d.guard(x -> contents(x, Obb3dBatch.of(withNull)));
                d.guard(x -> contents(x, Obb3dBatch.of(Arrays.asList(withNull))));
            }
            Obb3dBatch batch = Obb3dBatch.of(boxes);
            for (int k = 0; k < 5; k++) {
                d.input();
                int index = r.nextInt(-1, size + 1);
                Obb3d box = obb(Inputs3d.anyBox(r));
                d.guard(x -> batch.set(index, box));
                d.guard(x -> Reads.obb3(x, batch.get(index)));
            }
            contents(d, batch);
            batch.clear();
            contents(d, batch);
            d.guard(x -> Reads.obb3(x, batch.get(0)));
            d.guard(x -> batch.add(null));
            contents(d, batch);
        }
    }

    private static void contents(Digest d, Obb3dBatch batch) {
        d.i(batch.size());
        for (int i = 0; i < batch.size(); i++) {
            Reads.obb3(d, batch.get(i));
        }
    }

    /** Obb3dBatch's element reads, copies between batches, and its per-box test over a range. */
    static void batchReads(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0016L);
        for (int round = 0; round < 200; round++) {
            int size = r.nextInt(0, 100);
            Obb3d[] boxes = new Obb3d[size];
            for (int i = 0; i < size; i++) {
                boxes[i] = obb(Inputs3d.anyBox(r));
            }
            Obb3dBatch batch = Obb3dBatch.of(boxes);
            for (int k = 0; k < 10; k++) {
                d.input();
                int index = r.nextInt(-1, size + 1);
                d.guard(x -> {
                    x.d(batch.centerX(index));
                    x.d(batch.centerY(index));
                    x.d(batch.centerZ(index));
                    x.d(batch.axisXx(index));
                    x.d(batch.axisXy(index));
                    x.d(batch.axisXz(index));
                    x.d(batch.axisYx(index));
                    x.d(batch.axisYy(index));
                    x.d(batch.axisYz(index));
                    x.d(batch.axisZx(index));
                    x.d(batch.axisZy(index));
                    x.d(batch.axisZz(index));
                    x.d(batch.halfExtentX(index));
                    x.d(batch.halfExtentY(index));
                    x.d(batch.halfExtentZ(index));
                });
                Obb3dBatch copy = Obb3dBatch.withCapacity(r.nextInt(0, 3));
                d.guard(x -> contents(x, copy.addFrom(batch, index).addFrom(batch, index)));
                int from = size == 0 ? 0 : r.nextInt(size + 1);
                int count = r.nextInt(10) == 0 ? 65 : r.nextInt(Math.min(64, size - from) + 1);
                double pivot = r.nextDouble(-1, 1);
                d.guard(x -> x.j(batch.testEach(from, count, (cx, cy, cz, xx, xy, xz, yx, yy, yz, zx, zy, zz, hx, hy,
                        hz) -> {
                        x.doubles(new double[] {cx, cy, cz, xx, xy, xz, yx, yy, yz, zx, zy, zz, hx, hy, hz});
                        return xx + yy * pivot > zz;
                    })));
            }
        }
    }

    static void mtvOf(Digest d) {
        SplittableRandom r = new SplittableRandom(0x0b3d_0017L);
        SatAxis3d[] axes = SatAxis3d.values();
        for (int n = 0; n < 1000; n++) {
            d.input();
            double[] u = Inputs.unit(r, 3);
            double f = r.nextInt(3) == 0 ? 1 + (r.nextBoolean() ? 0.9e-9 : 1.1e-9) * Inputs.sign(r) : 1;
            double[] a = Inputs.spoil(r, new double[] {u[0] * f, u[1] * f, u[2] * f, r.nextDouble(0, 3)});
            SatAxis3d axis = r.nextInt(10) == 0 ? null : axes[r.nextInt(axes.length)];
            d.guard(x -> Reads.mtv3(x, Mtv3d.of(a[0], a[1], a[2], a[3], axis)));
        }
    }
}
