package io.github.obbkit.core3d;

/**
 * The 15-axis separating-axis test in scalar arithmetic, in two forms with the same operations in
 * the same order: {@link #intersects} for a pair of boxes, and {@link #bits} for one box against a
 * run of a batch's columns. It owns the lean {@link #EPSILON} added to every {@code |R[i][j]|}, whose
 * size and consequences {@link Sat3d}'s class comment and docs/precision.md give. No argument checks
 * and no allocation: {@link Sat3d} and {@link Sat3dBatch} check, then call here.
 *
 * <p>The tests run in {@link SatAxis3d} order and return at the first separating axis, computing each
 * row of {@code R} only when a test needs it: on shuffled, half-overlapping pairs that is faster than
 * evaluating all fifteen and or-ing them without branches (the benchmark {@code Sat3dStrategyBench}
 * keeps both; figures in bench/RESULTS.md). The comparisons, and so the answers, are the same either
 * way. {@link #bits} repeats {@link #intersects} with B read from the batch's arrays rather than
 * sharing one method that takes B as fifteen numbers: that method is too big to inline and passes
 * them through the stack, which measured slower. Sat3dBatchTest holds the two forms to the same
 * answers bit for bit.
 */
final class Sat3dKernel {
    /** {@link Sat3d#EPSILON}: added to each {@code |R[i][j]|}, leaning the test towards "intersecting". */
    static final double EPSILON = 1e-14;

    private Sat3dKernel() {
    }

    /**
     * Whether two closed boxes share a point: no axis separates them. With {@code R[i][j] = a_i · b_j}
     * and {@code t = cB - cA} in A's frame, each test compares the projected distance with the sum of
     * the projected radii, a strict {@code >} separating.
     */
    static boolean intersects(Obb3d a, Obb3d b) {
        double b0 = b.hx;
        double b1 = b.hy;
        double b2 = b.hz;
        double dx = b.cx - a.cx;
        double dy = b.cy - a.cy;
        double dz = b.cz - a.cz;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        // t in A's frame; R[i][j] = a_i · b_j: row i is B's axes seen along A's axis i.
        double t0 = dx * a.ux + dy * a.uy + dz * a.uz;
        double r00 = a.ux * b.ux + a.uy * b.uy + a.uz * b.uz;
        double r01 = a.ux * b.vx + a.uy * b.vy + a.uz * b.vz;
        double r02 = a.ux * b.wx + a.uy * b.wy + a.uz * b.wz;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q02 = Math.abs(r02) + EPSILON;
        // L = A0
        if (Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)) {
            return false;
        }
        double t1 = dx * a.vx + dy * a.vy + dz * a.vz;
        double r10 = a.vx * b.ux + a.vy * b.uy + a.vz * b.uz;
        double r11 = a.vx * b.vx + a.vy * b.vy + a.vz * b.vz;
        double r12 = a.vx * b.wx + a.vy * b.wy + a.vz * b.wz;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double q12 = Math.abs(r12) + EPSILON;
        // L = A1
        if (Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)) {
            return false;
        }
        double t2 = dx * a.wx + dy * a.wy + dz * a.wz;
        double r20 = a.wx * b.ux + a.wy * b.uy + a.wz * b.uz;
        double r21 = a.wx * b.vx + a.wy * b.vy + a.wz * b.vz;
        double r22 = a.wx * b.wx + a.wy * b.wy + a.wz * b.wz;
        double q20 = Math.abs(r20) + EPSILON;
        double q21 = Math.abs(r21) + EPSILON;
        double q22 = Math.abs(r22) + EPSILON;
        // L = A2
        if (Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)) {
            return false;
        }
        // L = B0
        if (Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0) {
            return false;
        }
        // L = B1
        if (Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1) {
            return false;
        }
        // L = B2
        if (Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2) {
            return false;
        }
        // L = A0 x B0
        if (Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)) {
            return false;
        }
        // L = A0 x B1
        if (Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)) {
            return false;
        }
        // L = A0 x B2
        if (Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)) {
            return false;
        }
        // L = A1 x B0
        if (Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)) {
            return false;
        }
        // L = A1 x B1
        if (Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)) {
            return false;
        }
        // L = A1 x B2
        if (Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)) {
            return false;
        }
        // L = A2 x B0
        if (Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)) {
            return false;
        }
        // L = A2 x B1
        if (Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)) {
            return false;
        }
        // L = A2 x B2
        return !(Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20));
    }

    /**
     * {@link #intersects}'s comparisons, operation for operation, for A against boxes
     * {@code start .. start + n - 1} of a batch ({@code n <= 64}), with B read from the batch's arrays
     * and A's numbers kept in locals: the answers as bits {@code 0 .. n - 1}. The scalar batch path,
     * and the vector path's tail.
     */
    static long bits(Obb3d a, Obb3dBatch b, int start, int n) {
        double acx = a.cx;
        double acy = a.cy;
        double acz = a.cz;
        double aux = a.ux;
        double auy = a.uy;
        double auz = a.uz;
        double avx = a.vx;
        double avy = a.vy;
        double avz = a.vz;
        double awx = a.wx;
        double awy = a.wy;
        double awz = a.wz;
        double a0 = a.hx;
        double a1 = a.hy;
        double a2 = a.hz;
        double[] bcx = b.cx;
        double[] bcy = b.cy;
        double[] bcz = b.cz;
        double[] bux = b.ux;
        double[] buy = b.uy;
        double[] buz = b.uz;
        double[] bvx = b.vx;
        double[] bvy = b.vy;
        double[] bvz = b.vz;
        double[] bwx = b.wx;
        double[] bwy = b.wy;
        double[] bwz = b.wz;
        double[] bhx = b.hx;
        double[] bhy = b.hy;
        double[] bhz = b.hz;
        long bits = 0;
        for (int k = 0; k < n; k++) {
            int i = start + k;
            double b0 = bhx[i];
            double b1 = bhy[i];
            double b2 = bhz[i];
            double dx = bcx[i] - acx;
            double dy = bcy[i] - acy;
            double dz = bcz[i] - acz;
            double t0 = dx * aux + dy * auy + dz * auz;
            double r00 = aux * bux[i] + auy * buy[i] + auz * buz[i];
            double r01 = aux * bvx[i] + auy * bvy[i] + auz * bvz[i];
            double r02 = aux * bwx[i] + auy * bwy[i] + auz * bwz[i];
            double q00 = Math.abs(r00) + EPSILON;
            double q01 = Math.abs(r01) + EPSILON;
            double q02 = Math.abs(r02) + EPSILON;
            // L = A0
            if (Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)) {
                continue;
            }
            double t1 = dx * avx + dy * avy + dz * avz;
            double r10 = avx * bux[i] + avy * buy[i] + avz * buz[i];
            double r11 = avx * bvx[i] + avy * bvy[i] + avz * bvz[i];
            double r12 = avx * bwx[i] + avy * bwy[i] + avz * bwz[i];
            double q10 = Math.abs(r10) + EPSILON;
            double q11 = Math.abs(r11) + EPSILON;
            double q12 = Math.abs(r12) + EPSILON;
            // L = A1
            if (Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)) {
                continue;
            }
            double t2 = dx * awx + dy * awy + dz * awz;
            double r20 = awx * bux[i] + awy * buy[i] + awz * buz[i];
            double r21 = awx * bvx[i] + awy * bvy[i] + awz * bvz[i];
            double r22 = awx * bwx[i] + awy * bwy[i] + awz * bwz[i];
            double q20 = Math.abs(r20) + EPSILON;
            double q21 = Math.abs(r21) + EPSILON;
            double q22 = Math.abs(r22) + EPSILON;
            // L = A2
            if (Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)) {
                continue;
            }
            // L = B0
            if (Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0) {
                continue;
            }
            // L = B1
            if (Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1) {
                continue;
            }
            // L = B2
            if (Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2) {
                continue;
            }
            // L = A0 x B0
            if (Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)) {
                continue;
            }
            // L = A0 x B1
            if (Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)) {
                continue;
            }
            // L = A0 x B2
            if (Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)) {
                continue;
            }
            // L = A1 x B0
            if (Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)) {
                continue;
            }
            // L = A1 x B1
            if (Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)) {
                continue;
            }
            // L = A1 x B2
            if (Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)) {
                continue;
            }
            // L = A2 x B0
            if (Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)) {
                continue;
            }
            // L = A2 x B1
            if (Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)) {
                continue;
            }
            // L = A2 x B2
            if (!(Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20))) {
                bits |= 1L << k;
            }
        }
        return bits;
    }
}
