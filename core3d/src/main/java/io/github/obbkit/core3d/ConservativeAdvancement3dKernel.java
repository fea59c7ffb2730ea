package io.github.obbkit.core3d;

import org.jspecify.annotations.Nullable;

/**
 * The loop of {@link ConservativeAdvancement3d}: the boxes placed at each time (centre moved, axes
 * turned by Rodrigues' formula), the largest gap over their candidate axes as a lower bound of their
 * distance, and the advance by it over the bound on the approach speed. Its policy (the half
 * tolerance kept per step, the iteration cap, the skipped edge-edge axes) is stated on the facade.
 */
final class ConservativeAdvancement3dKernel {
    private static final SatAxis3d[] AXES = SatAxis3d.values();

    private ConservativeAdvancement3dKernel() {
    }

    static @Nullable Contact3d advance(Obb3d a0, double max, double may, double maz, double sax, double say,
                                       double saz, Obb3d b0, double mbx, double mby, double mbz, double sbx,
                                       double sby, double sbz, double tolerance) {
        Mtv3d push = Sat3d.mtv(a0, b0);
        if (push != null) {
            return Contact3d.trusted(0, push.normalX(), push.normalY(), push.normalZ(), push.axis());
        }
        double vx = mbx - max;
        double vy = mby - may;
        double vz = mbz - maz;
        double ra = Math.sqrt(a0.hx * a0.hx + a0.hy * a0.hy + a0.hz * a0.hz);
        double rb = Math.sqrt(b0.hx * b0.hx + b0.hy * b0.hy + b0.hz * b0.hz);
        double speed = Math.sqrt(vx * vx + vy * vy + vz * vz)
                + Math.sqrt(sax * sax + say * say + saz * saz) * ra
                + Math.sqrt(sbx * sbx + sby * sby + sbz * sbz) * rb;
        double[] gap = new double[4];
        double t = 0;
        for (int i = 0; i < ConservativeAdvancement3d.MAX_ITERATIONS; i++) {
            Obb3d a = at(a0, max, may, maz, sax, say, saz, t);
            Obb3d b = at(b0, mbx, mby, mbz, sbx, sby, sbz, t);
            int axis = largestGap(a, b, gap);
            if (gap[0] <= tolerance) {
                return Contact3d.trusted(t, gap[1], gap[2], gap[3], AXES[axis]);
            }
            if (speed == 0) {
                return null;
            }
            // No point closes faster than speed: no contact before the gap, less half the tolerance, is used up.
            t += (gap[0] - 0.5 * tolerance) / speed;
            if (t > 1) {
                return null;
            }
        }
        Obb3d a = at(a0, max, may, maz, sax, say, saz, t);
        Obb3d b = at(b0, mbx, mby, mbz, sbx, sby, sbz, t);
        int axis = largestGap(a, b, gap);
        return Contact3d.trusted(t, gap[1], gap[2], gap[3], AXES[axis]);
    }

    /** The box at time {@code t}: centre moved by {@code t m}, axes turned by {@code t s} about it. */
    static Obb3d at(Obb3d box, double mx, double my, double mz, double sx, double sy, double sz, double t) {
        double angle = t * Math.sqrt(sx * sx + sy * sy + sz * sz);
        double cx = box.cx + t * mx;
        double cy = box.cy + t * my;
        double cz = box.cz + t * mz;
        if (angle == 0) {
            return Obb3d.fromAxes(cx, cy, cz, box.ux, box.uy, box.uz, box.vx, box.vy, box.vz, box.wx, box.wy, box.wz,
                    box.hx, box.hy, box.hz);
        }
        double len = angle / t;
        double kx = sx / len;
        double ky = sy / len;
        double kz = sz / len;
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        double[] u = turn(box.ux, box.uy, box.uz, kx, ky, kz, c, s);
        double[] v = turn(box.vx, box.vy, box.vz, kx, ky, kz, c, s);
        double[] w = turn(box.wx, box.wy, box.wz, kx, ky, kz, c, s);
        return Obb3d.fromAxes(cx, cy, cz, u[0], u[1], u[2], v[0], v[1], v[2], w[0], w[1], w[2], box.hx, box.hy,
                box.hz);
    }

    /** Rodrigues: {@code x cos + (k x x) sin + k (k · x)(1 - cos)}. */
    private static double[] turn(double x, double y, double z, double kx, double ky, double kz, double c, double s) {
        double d = (kx * x + ky * y + kz * z) * (1 - c);
        return new double[] {
            x * c + (ky * z - kz * y) * s + kx * d,
            y * c + (kz * x - kx * z) * s + ky * d,
            z * c + (kx * y - ky * x) * s + kz * d};
    }

    /**
     * The largest gap between the projections of the boxes on their candidate axes (unit; edge-edge
     * axes shorter than {@link Sat3d#DEGENERATE_EDGE_AXIS} left out), into {@code dest[0]}, and that
     * axis oriented from A towards B into {@code dest[1..3]}; returns its ordinal.
     */
    static int largestGap(Obb3d a, Obb3d b, double[] dest) {
        double[][] aa = {{a.ux, a.uy, a.uz}, {a.vx, a.vy, a.vz}, {a.wx, a.wy, a.wz}};
        double[][] bb = {{b.ux, b.uy, b.uz}, {b.vx, b.vy, b.vz}, {b.wx, b.wy, b.wz}};
        double[] ha = {a.hx, a.hy, a.hz};
        double[] hb = {b.hx, b.hy, b.hz};
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double dz = b.cz - a.cz;
        double best = Double.NEGATIVE_INFINITY;
        int bestAxis = 0;
        for (int k = 0; k < 15; k++) {
            double lx;
            double ly;
            double lz;
            if (k < 6) {
                double[] l = k < 3 ? aa[k] : bb[k - 3];
                lx = l[0];
                ly = l[1];
                lz = l[2];
            } else {
                double[] p = aa[(k - 6) / 3];
                double[] q = bb[(k - 6) % 3];
                lx = p[1] * q[2] - p[2] * q[1];
                ly = p[2] * q[0] - p[0] * q[2];
                lz = p[0] * q[1] - p[1] * q[0];
                double len = Math.sqrt(lx * lx + ly * ly + lz * lz);
                if (len < Sat3d.DEGENERATE_EDGE_AXIS) {
                    continue;
                }
                lx /= len;
                ly /= len;
                lz /= len;
            }
            double p = dx * lx + dy * ly + dz * lz;
            double g = Math.abs(p) - radius(aa, ha, lx, ly, lz) - radius(bb, hb, lx, ly, lz);
            if (g > best) {
                best = g;
                bestAxis = k;
                double sign = p < 0 ? -1 : 1;
                dest[1] = sign * lx;
                dest[2] = sign * ly;
                dest[3] = sign * lz;
            }
        }
        dest[0] = best;
        return bestAxis;
    }

    private static double radius(double[][] axes, double[] h, double lx, double ly, double lz) {
        return h[0] * Math.abs(axes[0][0] * lx + axes[0][1] * ly + axes[0][2] * lz)
                + h[1] * Math.abs(axes[1][0] * lx + axes[1][1] * ly + axes[1][2] * lz)
                + h[2] * Math.abs(axes[2][0] * lx + axes[2][1] * ly + axes[2][2] * lz);
    }
}
