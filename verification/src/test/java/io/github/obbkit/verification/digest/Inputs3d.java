package io.github.obbkit.verification.digest;

import java.util.SplittableRandom;

/**
 * 3D inputs as plain numbers. A box is {@code {cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hx, hy,
 * hz}}: centre, local X, Y and Z axes, half-extents; its axes are orthonormal to rounding, so the
 * factories accept it. Axes alone are the nine middle numbers. Scenes are drawn in a unit frame and
 * then scaled and moved as a whole.
 *
 * <p>THE INPUTS MUST NEVER CHANGE; see {@link Inputs}.
 */
final class Inputs3d {
    private static final int[][] PERMUTATIONS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    private Inputs3d() {
    }

    static double[] identity() {
        return new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1};
    }

    /** World axes permuted and signed: exact, right- or left-handed. */
    static double[] signedPermutation(SplittableRandom r) {
        int[] p = PERMUTATIONS[r.nextInt(6)];
        double[] m = new double[9];
        for (int row = 0; row < 3; row++) {
            m[3 * row + p[row]] = Inputs.sign(r);
        }
        return m;
    }

    /** The rotation of a unit quaternion, by rows. */
    static double[] rotation(double[] q) {
        double a = q[0];
        double b = q[1];
        double c = q[2];
        double d = q[3];
        return new double[] {
            1 - 2 * (b * b + c * c), 2 * (a * b + c * d), 2 * (a * c - b * d),
            2 * (a * b - c * d), 1 - 2 * (a * a + c * c), 2 * (b * c + a * d),
            2 * (a * c + b * d), 2 * (b * c - a * d), 1 - 2 * (a * a + b * b)};
    }

    /** Each of the three axes turned by {@code angle} about the unit vector {@code k} (Rodrigues). */
    static double[] turned(double[] axes, double[] k, double angle) {
        double c = StrictMath.cos(angle);
        double s = StrictMath.sin(angle);
        double[] m = new double[9];
        for (int row = 0; row < 3; row++) {
            double x = axes[3 * row];
            double y = axes[3 * row + 1];
            double z = axes[3 * row + 2];
            double dot = k[0] * x + k[1] * y + k[2] * z;
            m[3 * row] = x * c + (k[1] * z - k[2] * y) * s + k[0] * dot * (1 - c);
            m[3 * row + 1] = y * c + (k[2] * x - k[0] * z) * s + k[1] * dot * (1 - c);
            m[3 * row + 2] = z * c + (k[0] * y - k[1] * x) * s + k[2] * dot * (1 - c);
        }
        return m;
    }

    static double[] worldAxis(int k) {
        double[] e = new double[3];
        e[k] = 1;
        return e;
    }

    /** A turning axis: a world axis or any. */
    static double[] pivot(SplittableRandom r) {
        return r.nextBoolean() ? worldAxis(r.nextInt(3)) : Inputs.unit(r, 3);
    }

    /** Axes: world, a signed permutation, any rotation, a tilted permutation, 45 degrees about a world axis. */
    static double[] axes(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return identity();
            case 1:
                return signedPermutation(r);
            case 2:
            case 3:
                return rotation(Inputs.unit(r, 4));
            case 4:
                return turned(signedPermutation(r), pivot(r), Inputs.tilt(r));
            default:
                return turned(signedPermutation(r), worldAxis(r.nextInt(3)), Math.PI / 4);
        }
    }

    static double[] box(double cx, double cy, double cz, double[] axes, double hx, double hy, double hz) {
        double[] b = new double[15];
        b[0] = cx;
        b[1] = cy;
        b[2] = cz;
        System.arraycopy(axes, 0, b, 3, 9);
        b[12] = hx;
        b[13] = hy;
        b[14] = hz;
        return b;
    }

    static double[] axesOf(double[] b) {
        double[] m = new double[9];
        System.arraycopy(b, 3, m, 0, 9);
        return m;
    }

    /** One box in a unit frame. */
    static double[] box(SplittableRandom r) {
        return box(Inputs.coordinate(r), Inputs.coordinate(r), Inputs.coordinate(r), axes(r), Inputs.extent(r),
                Inputs.extent(r), Inputs.extent(r));
    }

    /** A box scaled by {@code s} and moved by {@code o}. */
    static double[] placed(double[] b, double s, double[] o) {
        double[] p = b.clone();
        for (int k = 0; k < 3; k++) {
            p[k] = b[k] * s + o[k];
            p[12 + k] = b[12 + k] * s;
        }
        return p;
    }

    static double[] offset(SplittableRandom r) {
        return new double[] {Inputs.offset(r), Inputs.offset(r), Inputs.offset(r)};
    }

    /** One box in any regime. */
    static double[] anyBox(SplittableRandom r) {
        return placed(box(r), Inputs.scale(r), offset(r));
    }

    /** {@code c + s a_0 + t a_1 + u a_2} for a box's axes. */
    private static double[] at(double[] b, double s, double t, double u) {
        return new double[] {
            b[0] + s * b[3] + t * b[6] + u * b[9],
            b[1] + s * b[4] + t * b[7] + u * b[10],
            b[2] + s * b[5] + t * b[8] + u * b[11]};
    }

    /** B beside A along A's axis {@code i} at the distance {@code reach}, slid by {@code p, q} along the others. */
    private static double[] beside(double[] a, int i, double reach, double p, double q, double[] axes, double[] h) {
        double[] st = new double[3];
        st[i] = reach;
        st[(i + 1) % 3] = p;
        st[(i + 2) % 3] = q;
        double[] c = at(a, st[0], st[1], st[2]);
        return box(c[0], c[1], c[2], axes, h[0], h[1], h[2]);
    }

    /** A pair of boxes in a unit frame, of one of the hard kinds; then scaled and moved together. */
    static double[][] pair(SplittableRandom r) {
        double[] a;
        double[] b;
        switch (r.nextInt(9)) {
            case 0: {
                a = box(r);
                b = box(r);
                break;
            }
            case 1: {
                // Whole numbers on world or permuted axes, shared: touching exactly face to face,
                // slid up to edge or corner contact, or an ulp-sized step off it.
                double[] axes = r.nextBoolean() ? identity() : signedPermutation(r);
                a = box(r.nextInt(-3, 4), r.nextInt(-3, 4), r.nextInt(-3, 4), axes, r.nextInt(0, 4), r.nextInt(0, 4),
                        r.nextInt(0, 4));
                double[] h = {r.nextInt(0, 4), r.nextInt(0, 4), r.nextInt(0, 4)};
                int i = r.nextInt(3);
                double reach = Inputs.sign(r) * (a[12 + i] + h[i]);
                if (r.nextInt(4) == 0) {
                    reach = r.nextBoolean() ? Math.nextUp(reach) : Math.nextDown(reach);
                }
                double[] slide = new double[2];
                for (int k = 0; k < 2; k++) {
                    int j = (i + 1 + k) % 3;
                    int room = (int) (a[12 + j] + h[j]);
                    slide[k] = r.nextInt(3) == 0 ? Inputs.sign(r) * room : r.nextInt(-room, room + 1);
                }
                b = beside(a, i, reach, slide[0], slide[1], axes, h);
                break;
            }
            case 2: {
                // Any shared axes, face to face as far as rounding allows.
                a = box(r);
                double[] h = {Inputs.extent(r), Inputs.extent(r), Inputs.extent(r)};
                int i = r.nextInt(3);
                b = beside(a, i, Inputs.sign(r) * (a[12 + i] + h[i]), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                        axesOf(a), h);
                break;
            }
            case 3: {
                // Nearly parallel: B's axes turned 1e-9 .. 1e-15 from A's, touching or a gap of that order.
                a = box(r);
                double[] h = {Inputs.extent(r), Inputs.extent(r), Inputs.extent(r)};
                int i = r.nextInt(3);
                double gap = r.nextInt(3) == 0 ? 0 : Inputs.tilt(r);
                b = beside(a, i, Inputs.sign(r) * (a[12 + i] + h[i] + gap), r.nextDouble(-1, 1), r.nextDouble(-1, 1),
                        turned(axesOf(a), pivot(r), Inputs.tilt(r)), h);
                break;
            }
            case 4: {
                // B's axes a signed permutation of A's: touching along A's axis i.
                a = box(r);
                double[] p = signedPermutation(r);
                double[] axes = new double[9];
                for (int row = 0; row < 3; row++) {
                    for (int col = 0; col < 3; col++) {
                        axes[3 * row + col] = p[3 * row] * a[3 + col] + p[3 * row + 1] * a[6 + col]
                                + p[3 * row + 2] * a[9 + col];
                    }
                }
                double[] h = {Inputs.extent(r), Inputs.extent(r), Inputs.extent(r)};
                int i = r.nextInt(3);
                // B's extent along A's axis i is that of B's axis which is A's axis i, up to sign.
                double along = Math.abs(p[i]) * h[0] + Math.abs(p[3 + i]) * h[1] + Math.abs(p[6 + i]) * h[2];
                b = beside(a, i, Inputs.sign(r) * (a[12 + i] + along), 0, 0, axes, h);
                break;
            }
            case 5: {
                // Edge on edge: A turned 45 degrees about z, B about y, meeting along x.
                double[] ha = {Inputs.extent(r), Inputs.extent(r), Inputs.extent(r)};
                double[] hb = {Inputs.extent(r), Inputs.extent(r), Inputs.extent(r)};
                double[] aa = turned(identity(), worldAxis(2), Math.PI / 4);
                double[] ab = turned(identity(), worldAxis(1), Math.PI / 4);
                double ra = Math.abs(aa[0]) * ha[0] + Math.abs(aa[3]) * ha[1] + Math.abs(aa[6]) * ha[2];
                double rb = Math.abs(ab[0]) * hb[0] + Math.abs(ab[3]) * hb[1] + Math.abs(ab[6]) * hb[2];
                double cx = Inputs.coordinate(r);
                double cy = Inputs.coordinate(r);
                double cz = Inputs.coordinate(r);
                a = box(cx, cy, cz, aa, ha[0], ha[1], ha[2]);
                double gap = r.nextInt(3) == 0 ? 0 : Inputs.tilt(r);
                b = box(cx + ra + rb + gap, cy, cz, ab, hb[0], hb[1], hb[2]);
                break;
            }
            case 6: {
                // Concentric or identical.
                a = box(r);
                b = r.nextBoolean() ? a.clone()
                        : box(a[0], a[1], a[2], axes(r), Inputs.extent(r), Inputs.extent(r), Inputs.extent(r));
                break;
            }
            case 7: {
                // Rectangles, segments and points, crossing or touching.
                a = box(Inputs.coordinate(r), Inputs.coordinate(r), Inputs.coordinate(r), axes(r), r.nextInt(0, 3),
                        r.nextInt(0, 3), 0);
                double[] h = {r.nextInt(0, 3), r.nextBoolean() ? 0 : r.nextInt(0, 3), 0};
                double[] axes = r.nextBoolean() ? signedPermutation(r) : axes(r);
                b = beside(a, r.nextInt(3), r.nextInt(-2, 3), r.nextInt(-2, 3), r.nextInt(-2, 3), axes, h);
                break;
            }
            default: {
                // Far apart, or one deep inside the other.
                a = box(r);
                double k = r.nextBoolean() ? 100 : 0.01;
                b = box(a[0] + k * Inputs.coordinate(r), a[1] + k * Inputs.coordinate(r),
                        a[2] + k * Inputs.coordinate(r), axes(r), k * Inputs.extent(r), k * Inputs.extent(r),
                        k * Inputs.extent(r));
                break;
            }
        }
        double s = Inputs.scale(r);
        double[] o = offset(r);
        return new double[][] {placed(a, s, o), placed(b, s, o)};
    }

    /**
     * A scene of {@code n} boxes in one regime: scattered, crossing, touching a box before them face
     * to face, or repeating one exactly (so that rays meet ties).
     */
    static double[][] scene(SplittableRandom r, int n) {
        double s = Inputs.scale(r);
        double[] o = offset(r);
        double[][] unit = new double[n][];
        for (int i = 0; i < n; i++) {
            int kind = i == 0 ? 5 : r.nextInt(6);
            if (kind == 0) {
                unit[i] = unit[r.nextInt(i)].clone();
            } else if (kind == 1) {
                double[] a = unit[r.nextInt(i)];
                double[] h = {Inputs.extent(r), Inputs.extent(r), Inputs.extent(r)};
                int k = r.nextInt(3);
                unit[i] = beside(a, k, Inputs.sign(r) * (a[12 + k] + h[k]), 0, 0, axesOf(a), h);
            } else {
                unit[i] = box(2 * Inputs.coordinate(r), 2 * Inputs.coordinate(r), 2 * Inputs.coordinate(r), axes(r),
                        Inputs.extent(r), Inputs.extent(r), Inputs.extent(r));
            }
        }
        double[][] boxes = new double[n][];
        for (int i = 0; i < n; i++) {
            boxes[i] = placed(unit[i], s, o);
        }
        return boxes;
    }

    /** A ray for a scene: at one of its boxes (as {@link #ray} draws them), or anywhere near it. */
    static double[] sceneRay(SplittableRandom r, double[][] scene) {
        if (scene.length == 0 || r.nextInt(5) == 0) {
            double[] o = new double[3];
            for (int k = 0; k < 3; k++) {
                o[k] = r.nextDouble(-20, 20);
            }
            double[] d = Inputs.unit(r, 3);
            if (scene.length > 0) {
                double size = Math.abs(scene[0][12]) + Math.abs(scene[0][13]) + Math.abs(scene[0][14]) + 1e-300;
                for (int k = 0; k < 3; k++) {
                    o[k] = scene[0][k] + o[k] * size;
                }
            }
            return new double[] {o[0], o[1], o[2], d[0], d[1], d[2]};
        }
        return ray(r, scene[r.nextInt(scene.length)]);
    }

    /**
     * A view-projection matrix in JOML's column-major order ({@code m[4 * column + row]}), computed
     * here: a perspective or orthographic camera looking at a point from a distance (either may be
     * far from the origin), any matrix, or a singular one.
     */
    static double[] viewProjection(SplittableRandom r) {
        int kind = r.nextInt(8);
        double[] p = new double[16];
        if (kind == 0) {
            for (int k = 0; k < 16; k++) {
                p[k] = r.nextDouble(-1, 1);
            }
            return p;
        }
        if (kind == 1) {
            for (int k = 0; k < 16; k++) {
                p[k] = r.nextDouble(-1, 1);
            }
            int row = r.nextInt(4);
            for (int col = 0; col < 4; col++) {
                p[4 * col + row] = r.nextBoolean() ? 0 : p[4 * col + (row + 1) % 4];
            }
            return p;
        }
        double scale = Inputs.scale(r);
        double[] target = offset(r);
        double[] dir = Inputs.unit(r, 3);
        double distance = scale * r.nextDouble(2, 50);
        double[] eye = new double[3];
        for (int k = 0; k < 3; k++) {
            eye[k] = target[k] - dir[k] * distance;
        }
        double[] up = r.nextInt(3) == 0 ? Inputs.unit(r, 3) : worldAxis(1);
        // View: rows s, u, -f with the eye moved to the origin (gluLookAt).
        double[] f = normalised(target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]);
        double[] side = normalised(f[1] * up[2] - f[2] * up[1], f[2] * up[0] - f[0] * up[2], f[0] * up[1] - f[1] * up[0]);
        double[] u = {side[1] * f[2] - side[2] * f[1], side[2] * f[0] - side[0] * f[2], side[0] * f[1] - side[1] * f[0]};
        double[][] view = {
            {side[0], side[1], side[2], -(side[0] * eye[0] + side[1] * eye[1] + side[2] * eye[2])},
            {u[0], u[1], u[2], -(u[0] * eye[0] + u[1] * eye[1] + u[2] * eye[2])},
            {-f[0], -f[1], -f[2], f[0] * eye[0] + f[1] * eye[1] + f[2] * eye[2]},
            {0, 0, 0, 1}};
        double near = scale * r.nextDouble(0.01, 1);
        double far = scale * r.nextDouble(60, 1e4);
        double aspect = r.nextDouble(0.5, 2);
        double[][] proj = new double[4][4];
        if (kind < 6) {
            double g = 1 / StrictMath.tan(0.5 * r.nextDouble(0.1, 2.1));
            proj[0][0] = g / aspect;
            proj[1][1] = g;
            proj[2][2] = (far + near) / (near - far);
            proj[2][3] = 2 * far * near / (near - far);
            proj[3][2] = -1;
        } else {
            double half = scale * r.nextDouble(1, 20);
            proj[0][0] = 1 / (half * aspect);
            proj[1][1] = 1 / half;
            proj[2][2] = -2 / (far - near);
            proj[2][3] = -(far + near) / (far - near);
            proj[3][3] = 1;
        }
        for (int row = 0; row < 4; row++) {
            for (int col = 0; col < 4; col++) {
                double v = 0;
                for (int k = 0; k < 4; k++) {
                    v += proj[row][k] * view[k][col];
                }
                p[4 * col + row] = v;
            }
        }
        return p;
    }

    private static double[] normalised(double x, double y, double z) {
        double l = Math.sqrt(x * x + y * y + z * z);
        if (l == 0) {
            return new double[] {1, 0, 0};
        }
        return new double[] {x / l, y / l, z / l};
    }

    /** A box {@code {minX, minY, minZ, maxX, maxY, maxZ}}: whole numbers, any, flat or a point; in any regime. */
    static double[] aabb(SplittableRandom r) {
        double[] b = new double[6];
        int kind = r.nextInt(3);
        for (int k = 0; k < 3; k++) {
            double lo = kind == 0 ? r.nextInt(-4, 5) : r.nextDouble(-5, 5);
            double size = r.nextInt(4) == 0 ? 0 : kind == 0 ? r.nextInt(1, 4) : r.nextDouble(0, 4);
            b[k] = lo;
            b[k + 3] = lo + size;
        }
        double s = Inputs.scale(r);
        for (int k = 0; k < 3; k++) {
            double o = Inputs.offset(r);
            b[k] = b[k] * s + o;
            b[k + 3] = b[k + 3] * s + o;
        }
        return b;
    }

    /** An axis-aligned box as a box of world axes, for the ray generators. */
    static double[] aabbAsBox(double[] a) {
        return box(0.5 * a[0] + 0.5 * a[3], 0.5 * a[1] + 0.5 * a[4], 0.5 * a[2] + 0.5 * a[5], identity(),
                0.5 * a[3] - 0.5 * a[0], 0.5 * a[4] - 0.5 * a[1], 0.5 * a[5] - 0.5 * a[2]);
    }

    /**
     * A ray {@code {ox, oy, oz, dx, dy, dz}} against a box (in the box's own frame of numbers):
     * random, aimed at it, starting on a face, parallel to a face, with tiny components, through a
     * corner, of an extreme length, or from inside.
     */
    static double[] ray(SplittableRandom r, double[] b) {
        double size = b[12] + b[13] + b[14] > 0 ? b[12] + b[13] + b[14] : 1;
        double[] o;
        double[] d;
        switch (r.nextInt(8)) {
            case 0: {
                o = near(r, b, size);
                d = Inputs.unit(r, 3);
                break;
            }
            case 1: {
                o = near(r, b, size);
                d = minus(at(b, r.nextDouble(-1.2, 1.2) * b[12], r.nextDouble(-1.2, 1.2) * b[13],
                        r.nextDouble(-1.2, 1.2) * b[14]), o);
                break;
            }
            case 2: {
                // On a face (or an edge or a corner), going in, out, along it or anywhere.
                int i = r.nextInt(3);
                double side = Inputs.sign(r);
                double[] st = new double[3];
                for (int k = 0; k < 3; k++) {
                    st[k] = k == i ? side : r.nextInt(3) == 0 ? Inputs.sign(r) : r.nextDouble(-1, 1);
                }
                o = at(b, st[0] * b[12], st[1] * b[13], st[2] * b[14]);
                double[] n = {b[3 + 3 * i], b[4 + 3 * i], b[5 + 3 * i]};
                switch (r.nextInt(4)) {
                    case 0:
                        d = new double[] {-side * n[0], -side * n[1], -side * n[2]};
                        break;
                    case 1:
                        d = new double[] {side * n[0], side * n[1], side * n[2]};
                        break;
                    case 2:
                        d = inFace(r, b, i);
                        break;
                    default:
                        d = Inputs.unit(r, 3);
                        break;
                }
                break;
            }
            case 3: {
                // Parallel to a face: in its plane, just off it, or further.
                int i = r.nextInt(3);
                double off = r.nextInt(3) == 0 ? 0 : r.nextBoolean() ? Inputs.tilt(r) : r.nextDouble(-0.5, 0.5);
                double[] st = new double[3];
                for (int k = 0; k < 3; k++) {
                    st[k] = k == i ? Inputs.sign(r) * (b[12 + i] + off * size) : size * r.nextDouble(-3, 3);
                }
                o = at(b, st[0], st[1], st[2]);
                d = inFace(r, b, i);
                break;
            }
            case 4: {
                // Along a box axis or a world axis, with tiny other components.
                o = near(r, b, size);
                double e1 = Inputs.SMALL[r.nextInt(Inputs.SMALL.length)];
                double e2 = Inputs.SMALL[r.nextInt(Inputs.SMALL.length)];
                int i = r.nextInt(3);
                double[] st = new double[3];
                st[i] = Inputs.sign(r);
                st[(i + 1) % 3] = e1;
                st[(i + 2) % 3] = e2;
                if (r.nextBoolean()) {
                    d = new double[] {
                        st[0] * b[3] + st[1] * b[6] + st[2] * b[9],
                        st[0] * b[4] + st[1] * b[7] + st[2] * b[10],
                        st[0] * b[5] + st[1] * b[8] + st[2] * b[11]};
                } else {
                    d = st;
                }
                break;
            }
            case 5: {
                // Through a corner, or the middle of an edge, exactly as computed.
                o = near(r, b, size);
                double[] st = new double[3];
                for (int k = 0; k < 3; k++) {
                    st[k] = r.nextInt(4) == 0 ? 0 : Inputs.sign(r);
                }
                d = minus(at(b, st[0] * b[12], st[1] * b[13], st[2] * b[14]), o);
                break;
            }
            case 6: {
                o = near(r, b, size);
                d = Inputs.unit(r, 3);
                double m = Math.scalb(1.0, r.nextInt(-300, 301));
                for (int k = 0; k < 3; k++) {
                    d[k] *= m;
                }
                break;
            }
            default: {
                o = at(b, r.nextDouble(-1, 1) * b[12], r.nextDouble(-1, 1) * b[13], r.nextDouble(-1, 1) * b[14]);
                d = Inputs.unit(r, 3);
                break;
            }
        }
        if (d[0] == 0 && d[1] == 0 && d[2] == 0) {
            d[0] = 1;
        }
        return new double[] {o[0], o[1], o[2], d[0], d[1], d[2]};
    }

    private static double[] near(SplittableRandom r, double[] b, double size) {
        return new double[] {b[0] + size * r.nextDouble(-4, 4), b[1] + size * r.nextDouble(-4, 4),
            b[2] + size * r.nextDouble(-4, 4)};
    }

    private static double[] minus(double[] p, double[] q) {
        return new double[] {p[0] - q[0], p[1] - q[1], p[2] - q[2]};
    }

    /** A direction in the plane of the box's face across axis {@code i}: along one of its axes or between. */
    private static double[] inFace(SplittableRandom r, double[] b, int i) {
        int j = (i + 1) % 3;
        int k = (i + 2) % 3;
        double p;
        double q;
        switch (r.nextInt(3)) {
            case 0:
                p = Inputs.sign(r);
                q = 0;
                break;
            case 1:
                p = 0;
                q = Inputs.sign(r);
                break;
            default:
                p = r.nextDouble(-1, 1);
                q = r.nextDouble(-1, 1);
                break;
        }
        return new double[] {
            p * b[3 + 3 * j] + q * b[3 + 3 * k],
            p * b[4 + 3 * j] + q * b[4 + 3 * k],
            p * b[5 + 3 * j] + q * b[5 + 3 * k]};
    }
}
