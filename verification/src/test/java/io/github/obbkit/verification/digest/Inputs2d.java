package io.github.obbkit.verification.digest;

import java.util.SplittableRandom;

/**
 * 2D inputs as plain numbers. A box is {@code {cx, cy, ux, uy, vx, vy, hx, hy}}: centre, local X
 * axis, local Y axis, half-extents; its axes are orthonormal to rounding, so the factories accept
 * it. Scenes are drawn in a unit frame and then scaled and moved as a whole, so that a touching pair
 * stays a touching pair (exactly, where the scale and offset keep the numbers exact).
 *
 * <p>THE INPUTS MUST NEVER CHANGE; see {@link Inputs}.
 */
final class Inputs2d {
    private Inputs2d() {
    }

    /** Axes {@code {ux, uy, vx, vy}}: world, a quarter turn, any turn, a tilted quarter turn, a mirror. */
    static double[] axes(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return new double[] {1, 0, 0, 1};
            case 1:
                return quarterTurn(r.nextInt(1, 4));
            case 2:
                return turn(r.nextDouble(-Math.PI, Math.PI));
            case 3:
                return turn(r.nextInt(4) * (Math.PI / 2) + Inputs.tilt(r));
            case 4:
                double[] m = turn(r.nextDouble(-Math.PI, Math.PI));
                return new double[] {m[0], m[1], -m[2], -m[3]};
            default:
                return turn(r.nextInt(8) * (Math.PI / 4));
        }
    }

    /** Exactly {@code k} quarter turns. */
    static double[] quarterTurn(int k) {
        switch (k & 3) {
            case 0:
                return new double[] {1, 0, 0, 1};
            case 1:
                return new double[] {0, 1, -1, 0};
            case 2:
                return new double[] {-1, 0, 0, -1};
            default:
                return new double[] {0, -1, 1, 0};
        }
    }

    static double[] turn(double angle) {
        double c = StrictMath.cos(angle);
        double s = StrictMath.sin(angle);
        return new double[] {c, s, -s, c};
    }

    /** Axes turned further by {@code angle}. */
    static double[] turned(double[] axes, double angle) {
        double c = StrictMath.cos(angle);
        double s = StrictMath.sin(angle);
        return new double[] {c * axes[0] - s * axes[1], s * axes[0] + c * axes[1],
            c * axes[2] - s * axes[3], s * axes[2] + c * axes[3]};
    }

    static double[] box(double cx, double cy, double[] axes, double hx, double hy) {
        return new double[] {cx, cy, axes[0], axes[1], axes[2], axes[3], hx, hy};
    }

    /** One box in a unit frame. */
    static double[] box(SplittableRandom r) {
        return box(Inputs.coordinate(r), Inputs.coordinate(r), axes(r), Inputs.extent(r), Inputs.extent(r));
    }

    /** A box scaled by {@code s} and moved by {@code (ox, oy)}. */
    static double[] placed(double[] b, double s, double ox, double oy) {
        return new double[] {b[0] * s + ox, b[1] * s + oy, b[2], b[3], b[4], b[5], b[6] * s, b[7] * s};
    }

    /** One box in any regime. */
    static double[] anyBox(SplittableRandom r) {
        return placed(box(r), Inputs.scale(r), Inputs.offset(r), Inputs.offset(r));
    }

    /** A pair of boxes in a unit frame, of one of the hard kinds; then scaled and moved together. */
    static double[][] pair(SplittableRandom r) {
        double[] a;
        double[] b;
        switch (r.nextInt(8)) {
            case 0: {
                a = box(r);
                b = box(r);
                break;
            }
            case 1: {
                // Whole numbers, world or quarter-turned axes shared: touching exactly along A's X or Y
                // axis, slid sideways up to corner contact, or an ulp-sized step off it.
                double[] axes = quarterTurn(r.nextInt(4));
                a = box(r.nextInt(-3, 4), r.nextInt(-3, 4), axes, r.nextInt(0, 4), r.nextInt(0, 4));
                double bx = r.nextInt(0, 4);
                double by = r.nextInt(0, 4);
                boolean alongX = r.nextBoolean();
                double reach = alongX ? a[6] + bx : a[7] + by;
                double side = alongX ? a[7] + by : a[6] + bx;
                double s = Inputs.sign(r) * reach;
                double t = r.nextInt(3) == 0 ? Inputs.sign(r) * side : r.nextInt((int) -side, (int) side + 1);
                if (r.nextInt(4) == 0) {
                    s = r.nextBoolean() ? Math.nextUp(s) : Math.nextDown(s);
                }
                double p = alongX ? s : t;
                double q = alongX ? t : s;
                b = box(a[0] + p * axes[0] + q * axes[2], a[1] + p * axes[1] + q * axes[3], axes, bx, by);
                break;
            }
            case 2: {
                // Any shared axes, touching along A's X axis as far as rounding allows.
                a = box(r);
                double bx = Inputs.extent(r);
                double s = Inputs.sign(r) * (a[6] + bx);
                b = box(a[0] + s * a[2], a[1] + s * a[3], new double[] {a[2], a[3], a[4], a[5]}, bx, Inputs.extent(r));
                break;
            }
            case 3: {
                // Nearly parallel: B's axes turned by 1e-9 .. 1e-15 from A's, at a touching distance
                // or a gap of the same order.
                a = box(r);
                double[] axes = turned(new double[] {a[2], a[3], a[4], a[5]}, Inputs.tilt(r));
                double by = Inputs.extent(r);
                double gap = r.nextInt(3) == 0 ? 0 : Inputs.tilt(r);
                double s = Inputs.sign(r) * (a[7] + by + gap);
                b = box(a[0] + s * a[4], a[1] + s * a[5], axes, Inputs.extent(r), by);
                break;
            }
            case 4: {
                // B a quarter turn from A, touching along A's X axis.
                a = box(r);
                double[] axes = {a[4], a[5], -a[2], -a[3]};
                double bx = Inputs.extent(r);
                double by = Inputs.extent(r);
                double s = Inputs.sign(r) * (a[6] + by);
                b = box(a[0] + s * a[2], a[1] + s * a[3], axes, bx, by);
                break;
            }
            case 5: {
                // Concentric or identical.
                a = box(r);
                b = r.nextBoolean() ? a.clone() : box(a[0], a[1], axes(r), Inputs.extent(r), Inputs.extent(r));
                break;
            }
            case 6: {
                // Segments and points: one or both extents zero, crossing or touching end to end.
                a = box(Inputs.coordinate(r), Inputs.coordinate(r), axes(r), r.nextInt(0, 3), 0);
                double[] axes = r.nextBoolean() ? quarterTurn(r.nextInt(4)) : axes(r);
                double s = r.nextInt(-2, 3);
                b = box(a[0] + s * a[2], a[1] + s * a[3], axes, r.nextBoolean() ? 0 : r.nextInt(0, 3), 0);
                break;
            }
            default: {
                // Far apart, or one deep inside the other.
                a = box(r);
                double k = r.nextBoolean() ? 100 : 0.01;
                b = box(a[0] + k * Inputs.coordinate(r), a[1] + k * Inputs.coordinate(r), axes(r),
                        k * Inputs.extent(r), k * Inputs.extent(r));
                break;
            }
        }
        double s = Inputs.scale(r);
        double ox = Inputs.offset(r);
        double oy = Inputs.offset(r);
        return new double[][] {placed(a, s, ox, oy), placed(b, s, ox, oy)};
    }

    /** A rectangle {@code {minX, minY, maxX, maxY}}: whole numbers, any, flat or a point; in any regime. */
    static double[] aabb(SplittableRandom r) {
        double[] b = new double[4];
        int kind = r.nextInt(3);
        for (int k = 0; k < 2; k++) {
            double lo = kind == 0 ? r.nextInt(-4, 5) : r.nextDouble(-5, 5);
            double size = r.nextInt(4) == 0 ? 0 : kind == 0 ? r.nextInt(1, 4) : r.nextDouble(0, 4);
            b[k] = lo;
            b[k + 2] = lo + size;
        }
        double s = Inputs.scale(r);
        for (int k = 0; k < 2; k++) {
            double o = Inputs.offset(r);
            b[k] = b[k] * s + o;
            b[k + 2] = b[k + 2] * s + o;
        }
        return b;
    }

    /** A box as an axis-aligned rectangle's centre and half-extents, for the ray generators. */
    static double[] aabbAsBox(double[] a) {
        return box(0.5 * a[0] + 0.5 * a[2], 0.5 * a[1] + 0.5 * a[3], quarterTurn(0), 0.5 * a[2] - 0.5 * a[0],
                0.5 * a[3] - 0.5 * a[1]);
    }

    /**
     * A ray {@code {ox, oy, dx, dy}} against a box (in the box's own frame of numbers): random,
     * aimed at it, starting on a face, parallel to a face, with a tiny component, through a corner,
     * of an extreme length, or from inside.
     */
    static double[] ray(SplittableRandom r, double[] b) {
        double cx = b[0];
        double cy = b[1];
        double size = b[6] + b[7] > 0 ? b[6] + b[7] : 1;
        double ox;
        double oy;
        double dx;
        double dy;
        switch (r.nextInt(8)) {
            case 0: {
                ox = cx + size * r.nextDouble(-4, 4);
                oy = cy + size * r.nextDouble(-4, 4);
                double[] d = Inputs.unit(r, 2);
                dx = d[0];
                dy = d[1];
                break;
            }
            case 1: {
                ox = cx + size * r.nextDouble(-4, 4);
                oy = cy + size * r.nextDouble(-4, 4);
                double s = r.nextDouble(-1.2, 1.2) * b[6];
                double t = r.nextDouble(-1.2, 1.2) * b[7];
                dx = cx + s * b[2] + t * b[4] - ox;
                dy = cy + s * b[3] + t * b[5] - oy;
                break;
            }
            case 2: {
                // On a face (or at a corner), going in, out, along it or anywhere.
                boolean onX = r.nextBoolean();
                double side = Inputs.sign(r);
                double along = r.nextInt(3) == 0 ? Inputs.sign(r) : r.nextDouble(-1, 1);
                double s = onX ? side * b[6] : along * b[6];
                double t = onX ? along * b[7] : side * b[7];
                ox = cx + s * b[2] + t * b[4];
                oy = cy + s * b[3] + t * b[5];
                double nx = onX ? b[2] : b[4];
                double ny = onX ? b[3] : b[5];
                switch (r.nextInt(4)) {
                    case 0:
                        dx = -side * nx;
                        dy = -side * ny;
                        break;
                    case 1:
                        dx = side * nx;
                        dy = side * ny;
                        break;
                    case 2:
                        dx = -ny;
                        dy = nx;
                        break;
                    default:
                        double[] d = Inputs.unit(r, 2);
                        dx = d[0];
                        dy = d[1];
                        break;
                }
                break;
            }
            case 3: {
                // Parallel to a face, on its line, just off it, or further.
                boolean onX = r.nextBoolean();
                double off = r.nextInt(3) == 0 ? 0 : r.nextBoolean() ? Inputs.tilt(r) : r.nextDouble(-0.5, 0.5);
                double s = Inputs.sign(r) * ((onX ? b[6] : b[7]) + off * size);
                double t = size * r.nextDouble(-3, 3);
                double ux = onX ? b[2] : b[4];
                double uy = onX ? b[3] : b[5];
                ox = cx + s * ux - t * uy;
                oy = cy + s * uy + t * ux;
                double k = Inputs.sign(r);
                dx = -k * uy;
                dy = k * ux;
                break;
            }
            case 4: {
                // Along a box axis or a world axis with a tiny second component.
                ox = cx + size * r.nextDouble(-3, 3);
                oy = cy + size * r.nextDouble(-3, 3);
                double e = Inputs.SMALL[r.nextInt(Inputs.SMALL.length)];
                if (r.nextBoolean()) {
                    double k = Inputs.sign(r);
                    dx = k * b[2] + e * b[4];
                    dy = k * b[3] + e * b[5];
                } else {
                    boolean x = r.nextBoolean();
                    dx = x ? Inputs.sign(r) : e;
                    dy = x ? e : Inputs.sign(r);
                }
                break;
            }
            case 5: {
                // Through a corner exactly as computed.
                ox = cx + size * r.nextDouble(-4, 4);
                oy = cy + size * r.nextDouble(-4, 4);
                double s = Inputs.sign(r) * b[6];
                double t = Inputs.sign(r) * b[7];
                dx = cx + s * b[2] + t * b[4] - ox;
                dy = cy + s * b[3] + t * b[5] - oy;
                break;
            }
            case 6: {
                ox = cx + size * r.nextDouble(-4, 4);
                oy = cy + size * r.nextDouble(-4, 4);
                double[] d = Inputs.unit(r, 2);
                double m = Math.scalb(1.0, r.nextInt(-300, 301));
                dx = d[0] * m;
                dy = d[1] * m;
                break;
            }
            default: {
                double s = r.nextDouble(-1, 1) * b[6];
                double t = r.nextDouble(-1, 1) * b[7];
                ox = cx + s * b[2] + t * b[4];
                oy = cy + s * b[3] + t * b[5];
                double[] d = Inputs.unit(r, 2);
                dx = d[0];
                dy = d[1];
                break;
            }
        }
        if (dx == 0 && dy == 0) {
            dx = 1;
        }
        return new double[] {ox, oy, dx, dy};
    }
}
