package io.github.obbkit.core3d;

/**
 * The separating-axis test extended to time, for two boxes that translate without turning over a
 * step {@code t in [0, 1]}: B moves by {@code v} relative to A. Rotations stay fixed, so every radius
 * of {@link Sat3dKernel}'s fifteen tests is constant and every projected centre distance changes
 * linearly, {@code p + w t}; each axis leaves the boxes unseparated for one interval of {@code t}, and
 * they first touch at the latest entry over the axes if it comes no later than the earliest exit
 * (Eberly, "Dynamic Collision Detection using Oriented Bounding Boxes", Geometric Tools 2008;
 * Ericson, Real-Time Collision Detection 5.5). The latest entry's axis, oriented against the
 * approach, is the contact normal; ties go to the first in {@link SatAxis3d} order.
 *
 * <p>It owns the sweep's policy. Boxes that touch or overlap at {@code t = 0} by
 * {@link Sat3dKernel#intersects} are a contact at time 0 with {@link Sat3dMtvKernel}'s push as the
 * normal. Edge-edge axes shorter than {@link Sat3d#DEGENERATE_EDGE_AXIS} (the sine of the angle
 * between the edges, compared as squares) are skipped, as {@link Sat3dMtvKernel} skips them: their
 * direction is known only to about {@code 2e-15 / sin} radians, so they must not become the contact
 * normal, and they are not needed, since the face axes see any gap across them to within the
 * boundary band (docs/precision.md). Kept, they would not change the time beyond the band either:
 * their lean outweighs their rounding at every time of the step, as in the static test. No argument
 * checks and no allocation.
 */
final class Sweep3dKernel {
    private static final double EPSILON = Sat3dKernel.EPSILON;

    /** Squared edge-axis length below which an edge-edge axis is skipped. */
    private static final double DEGENERATE_SQUARED =
            Sat3dMtvKernel.DEGENERATE_EDGE_AXIS * Sat3dMtvKernel.DEGENERATE_EDGE_AXIS;

    private static final SatAxis3d[] AXES = SatAxis3d.values();

    private Sweep3dKernel() {
    }

    /** A against B, B moving by {@code (vx, vy, vz)} relative to A over the step. */
    static boolean sweep(Obb3d a, Obb3d b, double vx, double vy, double vz, MutableContact3d dest) {
        if (Sat3dKernel.intersects(a, b) && Sat3dMtvKernel.push(a, b.cx, b.cy, b.cz, b.ux, b.uy, b.uz, b.vx, b.vy,
                b.vz, b.wx, b.wy, b.wz, b.hx, b.hy, b.hz, dest, false) != null) {
            return true;
        }
        return moving(a, b.cx, b.cy, b.cz, b.ux, b.uy, b.uz, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz, b.hx, b.hy, b.hz,
                vx, vy, vz, dest);
    }

    /** A against box {@code i} of a batch, that box moving by {@code (vx, vy, vz)} relative to A. */
    static boolean sweep(Obb3d a, Obb3dBatch batch, int i, double vx, double vy, double vz, MutableContact3d dest) {
        double bcx = batch.cx[i];
        double bcy = batch.cy[i];
        double bcz = batch.cz[i];
        double bux = batch.ux[i];
        double buy = batch.uy[i];
        double buz = batch.uz[i];
        double bvx = batch.vx[i];
        double bvy = batch.vy[i];
        double bvz = batch.vz[i];
        double bwx = batch.wx[i];
        double bwy = batch.wy[i];
        double bwz = batch.wz[i];
        double b0 = batch.hx[i];
        double b1 = batch.hy[i];
        double b2 = batch.hz[i];
        if (Sat3dKernel.bits(a, batch, i, 1) != 0 && Sat3dMtvKernel.push(a, bcx, bcy, bcz, bux, buy, buz, bvx, bvy,
                bvz, bwx, bwy, bwz, b0, b1, b2, dest, false) != null) {
            return true;
        }
        return moving(a, bcx, bcy, bcz, bux, buy, buz, bvx, bvy, bvz, bwx, bwy, bwz, b0, b1, b2, vx, vy, vz, dest);
    }

    /** The time loop, for boxes that the static test found apart at {@code t = 0}. */
    private static boolean moving(Obb3d a, double bcx, double bcy, double bcz, double bux, double buy, double buz,
                                  double bvx, double bvy, double bvz, double bwx, double bwy, double bwz, double b0,
                                  double b1, double b2, double vx, double vy, double vz, MutableContact3d dest) {
        double dx = bcx - a.cx;
        double dy = bcy - a.cy;
        double dz = bcz - a.cz;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        // t and v in A's frame; R[i][j] = a_i · b_j, as in Sat3dKernel.
        double t0 = dx * a.ux + dy * a.uy + dz * a.uz;
        double t1 = dx * a.vx + dy * a.vy + dz * a.vz;
        double t2 = dx * a.wx + dy * a.wy + dz * a.wz;
        double w0 = vx * a.ux + vy * a.uy + vz * a.uz;
        double w1 = vx * a.vx + vy * a.vy + vz * a.vz;
        double w2 = vx * a.wx + vy * a.wy + vz * a.wz;
        double r00 = a.ux * bux + a.uy * buy + a.uz * buz;
        double r01 = a.ux * bvx + a.uy * bvy + a.uz * bvz;
        double r02 = a.ux * bwx + a.uy * bwy + a.uz * bwz;
        double r10 = a.vx * bux + a.vy * buy + a.vz * buz;
        double r11 = a.vx * bvx + a.vy * bvy + a.vz * bvz;
        double r12 = a.vx * bwx + a.vy * bwy + a.vz * bwz;
        double r20 = a.wx * bux + a.wy * buy + a.wz * buz;
        double r21 = a.wx * bvx + a.wy * bvy + a.wz * bvz;
        double r22 = a.wx * bwx + a.wy * bwy + a.wz * bwz;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q02 = Math.abs(r02) + EPSILON;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double q12 = Math.abs(r12) + EPSILON;
        double q20 = Math.abs(r20) + EPSILON;
        double q21 = Math.abs(r21) + EPSILON;
        double q22 = Math.abs(r22) + EPSILON;
        double in = Double.NEGATIVE_INFINITY;
        double out = Double.POSITIVE_INFINITY;
        int best = -1;
        double approach = 0;
        double p;
        double w;
        double r;
        double e;
        // Each axis: p + w t is the projected centre distance, r the radius sum; the interval in which
        // |p + w t| <= r runs from enter(p, w, r) to leave(p, w, r).
        // L = A0
        p = t0;
        w = w0;
        r = a0 + (b0 * q00 + b1 * q01 + b2 * q02);
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 0;
            approach = w;
        }
        // L = A1
        p = t1;
        w = w1;
        r = a1 + (b0 * q10 + b1 * q11 + b2 * q12);
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 1;
            approach = w;
        }
        // L = A2
        p = t2;
        w = w2;
        r = a2 + (b0 * q20 + b1 * q21 + b2 * q22);
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 2;
            approach = w;
        }
        if (in > out) {
            return dest.none();
        }
        // L = B0
        p = t0 * r00 + t1 * r10 + t2 * r20;
        w = w0 * r00 + w1 * r10 + w2 * r20;
        r = (a0 * q00 + a1 * q10 + a2 * q20) + b0;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 3;
            approach = w;
        }
        // L = B1
        p = t0 * r01 + t1 * r11 + t2 * r21;
        w = w0 * r01 + w1 * r11 + w2 * r21;
        r = (a0 * q01 + a1 * q11 + a2 * q21) + b1;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 4;
            approach = w;
        }
        // L = B2
        p = t0 * r02 + t1 * r12 + t2 * r22;
        w = w0 * r02 + w1 * r12 + w2 * r22;
        r = (a0 * q02 + a1 * q12 + a2 * q22) + b2;
        e = enter(p, w, r);
        out = Math.min(out, leave(p, w, r));
        if (e > in) {
            in = e;
            best = 5;
            approach = w;
        }
        if (in > out) {
            return dest.none();
        }
        // L = A0 x B0
        if (r10 * r10 + r20 * r20 >= DEGENERATE_SQUARED) {
            p = t2 * r10 - t1 * r20;
            w = w2 * r10 - w1 * r20;
            r = (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 6;
                approach = w;
            }
        }
        // L = A0 x B1
        if (r11 * r11 + r21 * r21 >= DEGENERATE_SQUARED) {
            p = t2 * r11 - t1 * r21;
            w = w2 * r11 - w1 * r21;
            r = (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 7;
                approach = w;
            }
        }
        // L = A0 x B2
        if (r12 * r12 + r22 * r22 >= DEGENERATE_SQUARED) {
            p = t2 * r12 - t1 * r22;
            w = w2 * r12 - w1 * r22;
            r = (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 8;
                approach = w;
            }
        }
        // L = A1 x B0
        if (r00 * r00 + r20 * r20 >= DEGENERATE_SQUARED) {
            p = t0 * r20 - t2 * r00;
            w = w0 * r20 - w2 * r00;
            r = (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 9;
                approach = w;
            }
        }
        // L = A1 x B1
        if (r01 * r01 + r21 * r21 >= DEGENERATE_SQUARED) {
            p = t0 * r21 - t2 * r01;
            w = w0 * r21 - w2 * r01;
            r = (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 10;
                approach = w;
            }
        }
        // L = A1 x B2
        if (r02 * r02 + r22 * r22 >= DEGENERATE_SQUARED) {
            p = t0 * r22 - t2 * r02;
            w = w0 * r22 - w2 * r02;
            r = (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 11;
                approach = w;
            }
        }
        // L = A2 x B0
        if (r00 * r00 + r10 * r10 >= DEGENERATE_SQUARED) {
            p = t1 * r00 - t0 * r10;
            w = w1 * r00 - w0 * r10;
            r = (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 12;
                approach = w;
            }
        }
        // L = A2 x B1
        if (r01 * r01 + r11 * r11 >= DEGENERATE_SQUARED) {
            p = t1 * r01 - t0 * r11;
            w = w1 * r01 - w0 * r11;
            r = (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 13;
                approach = w;
            }
        }
        // L = A2 x B2
        if (r02 * r02 + r12 * r12 >= DEGENERATE_SQUARED) {
            p = t1 * r02 - t0 * r12;
            w = w1 * r02 - w0 * r12;
            r = (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20);
            e = enter(p, w, r);
            out = Math.min(out, leave(p, w, r));
            if (e > in) {
                in = e;
                best = 14;
                approach = w;
            }
        }
        // First contact at the latest entry, if the step reaches it and no axis is left before it.
        double time = Math.max(in, 0);
        if (best < 0 || time > out || time > 1) {
            return dest.none();
        }
        normal(a, best, r00, r01, r02, r10, r11, r12, r20, r21, r22, approach, time, dest);
        return true;
    }

    /** When {@code |p + w t| <= r} begins: -infinity if always, +infinity if never. */
    private static double enter(double p, double w, double r) {
        if (w > 0) {
            return (-r - p) / w;
        }
        if (w < 0) {
            return (r - p) / w;
        }
        return Math.abs(p) > r ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }

    /** When {@code |p + w t| <= r} ends: +infinity if never, -infinity if it never begins. */
    private static double leave(double p, double w, double r) {
        if (w > 0) {
            return (r - p) / w;
        }
        if (w < 0) {
            return (-r - p) / w;
        }
        return Math.abs(p) > r ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }

    /**
     * Writes the contact: axis {@code k} in world coordinates, unit, pointing from A towards B, which
     * is against B's approach along it ({@code approach}, the rate of change of its projection).
     */
    private static void normal(Obb3d a, int k, double r00, double r01, double r02, double r10, double r11,
                               double r12, double r20, double r21, double r22, double approach, double time,
                               MutableContact3d dest) {
        double nx;
        double ny;
        double nz;
        if (k < 3) {
            nx = k == 0 ? a.ux : k == 1 ? a.vx : a.wx;
            ny = k == 0 ? a.uy : k == 1 ? a.vy : a.wy;
            nz = k == 0 ? a.uz : k == 1 ? a.vz : a.wz;
        } else {
            // In A's frame, B's axis j is column j of R, and a_i x b_j is e_i x that column.
            int j = k < 6 ? k - 3 : (k - 6) % 3;
            double c0 = j == 0 ? r00 : j == 1 ? r01 : r02;
            double c1 = j == 0 ? r10 : j == 1 ? r11 : r12;
            double c2 = j == 0 ? r20 : j == 1 ? r21 : r22;
            double l0;
            double l1;
            double l2;
            if (k < 6) {
                l0 = c0;
                l1 = c1;
                l2 = c2;
            } else if (k < 9) {
                l0 = 0;
                l1 = -c2;
                l2 = c1;
            } else if (k < 12) {
                l0 = c2;
                l1 = 0;
                l2 = -c0;
            } else {
                l0 = -c1;
                l1 = c0;
                l2 = 0;
            }
            nx = l0 * a.ux + l1 * a.vx + l2 * a.wx;
            ny = l0 * a.uy + l1 * a.vy + l2 * a.wy;
            nz = l0 * a.uz + l1 * a.vz + l2 * a.wz;
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            nx /= len;
            ny /= len;
            nz /= len;
        }
        if (approach > 0) {
            nx = -nx;
            ny = -ny;
            nz = -nz;
        }
        dest.set(time, nx, ny, nz, 0, AXES[k]);
    }
}
