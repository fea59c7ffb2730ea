package io.github.obbkit.core3d;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path of {@link Sat3d}'s batch kernels: {@link Sat3d#intersects(Obb3d, Obb3d)}'s
 * arithmetic with B's numbers in the lanes of {@link DoubleVector}s and A's broadcast, so one pass
 * tests as many boxes as the preferred species has lanes (8 with AVX-512, 4 with AVX2).
 *
 * <p>Every lane performs the scalar kernel's operations in the scalar kernel's order: lane-wise
 * {@code mul}, {@code add} and {@code sub} are IEEE operations rounded once, like Java's, and
 * nothing is fused, so each lane's comparisons, and the answers, equal the scalar path's bit for bit.
 * Only addition and multiplication are commuted (A's broadcast on the other side), which IEEE
 * arithmetic leaves exact.
 *
 * <p>This class alone names {@code jdk.incubator.vector}. {@link Sat3d} touches it only after
 * checking that the module is present, so without it the class is never loaded. (Its source is left
 * out of the Javadoc run, which cannot see incubating modules without a warning.)
 */
final class Sat3dVectorized {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int LANES = S.length();

    /*
     * Scratch layout, one vector each: t_0..t_2 (B's centre in A's frame) at 0..2, R(i, j) = a_i . b_j
     * at 3 + 3i + j, Q(i, j) = |R(i, j)| + EPSILON at 12 + 3i + j, and the largest p - s so far at 21.
     */
    private static final int WORST = 21;
    private static final int VECTORS = 22;

    /**
     * Each thread's scratch for one pass. A plain {@code double[]} per thread, so nothing of
     * obbkit's is kept alive by the thread-local map.
     */
    private static final ThreadLocal<double[]> SCRATCH = new ThreadLocal<>();

    private Sat3dVectorized() {
    }

    /** The lanes per pass; touching it loads the vector classes, which fails if they are absent. */
    static int lanes() {
        return LANES;
    }

    /** As {@link Sat3d#scalarBits}: the answers for boxes {@code start .. start + n - 1}, {@code n <= 64}. */
    static long bits(Obb3d a, Obb3dBatch b, int start, int n) {
        if (n < LANES) {
            return Sat3d.scalarBits(a, b, start, n);
        }
        double[] scratch = SCRATCH.get();
        if (scratch == null) {
            scratch = new double[VECTORS * LANES];
            SCRATCH.set(scratch);
        }
        long bits = 0;
        int k = 0;
        for (; k <= n - LANES; k += LANES) {
            // Six calls, each small enough for C2 to compile whole, every vector operation inlined: in
            // one method the fifteen tests exhaust C2's inlining budget, and an operation left out of
            // line is boxed on the heap. The first leaves t, R and Q in the scratch for the others,
            // which leave there the largest p - s of each lane.
            int i = start + k;
            frame(a, b, i, scratch);
            facesOfA(a, b, i, scratch);
            facesOfB(a, b, i, scratch);
            edgesOfA0(a, b, i, scratch);
            edgesOfA1(a, b, i, scratch);
            edgesOfA2(a, b, i, scratch);
            for (int j = 0; j < LANES; j++) {
                // Not separated: every p - s of the lane is <= 0.
                bits |= (scratch[WORST * LANES + j] > 0 ? 0L : 1L) << (k + j);
            }
        }
        if (k < n) {
            bits |= Sat3d.scalarBits(a, b, start + k, n - k) << k;
        }
        return bits;
    }

    /** t, R and Q for lanes {@code i ..}, into the scratch. */
    private static void frame(Obb3d a, Obb3dBatch b, int i, double[] x) {
        DoubleVector eps = DoubleVector.broadcast(S, Sat3d.EPSILON);
        DoubleVector aux = DoubleVector.broadcast(S, a.ux);
        DoubleVector auy = DoubleVector.broadcast(S, a.uy);
        DoubleVector auz = DoubleVector.broadcast(S, a.uz);
        DoubleVector avx = DoubleVector.broadcast(S, a.vx);
        DoubleVector avy = DoubleVector.broadcast(S, a.vy);
        DoubleVector avz = DoubleVector.broadcast(S, a.vz);
        DoubleVector awx = DoubleVector.broadcast(S, a.wx);
        DoubleVector awy = DoubleVector.broadcast(S, a.wy);
        DoubleVector awz = DoubleVector.broadcast(S, a.wz);
        DoubleVector dx = DoubleVector.fromArray(S, b.cx, i).sub(DoubleVector.broadcast(S, a.cx));
        DoubleVector dy = DoubleVector.fromArray(S, b.cy, i).sub(DoubleVector.broadcast(S, a.cy));
        DoubleVector dz = DoubleVector.fromArray(S, b.cz, i).sub(DoubleVector.broadcast(S, a.cz));
        dx.mul(aux).add(dy.mul(auy)).add(dz.mul(auz)).intoArray(x, 0);
        dx.mul(avx).add(dy.mul(avy)).add(dz.mul(avz)).intoArray(x, LANES);
        dx.mul(awx).add(dy.mul(awy)).add(dz.mul(awz)).intoArray(x, 2 * LANES);
        DoubleVector ux = DoubleVector.fromArray(S, b.ux, i);
        DoubleVector uy = DoubleVector.fromArray(S, b.uy, i);
        DoubleVector uz = DoubleVector.fromArray(S, b.uz, i);
        DoubleVector r00 = aux.mul(ux).add(auy.mul(uy)).add(auz.mul(uz));
        r00.intoArray(x, 3 * LANES);
        r00.abs().add(eps).intoArray(x, 12 * LANES);
        DoubleVector r10 = avx.mul(ux).add(avy.mul(uy)).add(avz.mul(uz));
        r10.intoArray(x, 6 * LANES);
        r10.abs().add(eps).intoArray(x, 15 * LANES);
        DoubleVector r20 = awx.mul(ux).add(awy.mul(uy)).add(awz.mul(uz));
        r20.intoArray(x, 9 * LANES);
        r20.abs().add(eps).intoArray(x, 18 * LANES);
        DoubleVector vx = DoubleVector.fromArray(S, b.vx, i);
        DoubleVector vy = DoubleVector.fromArray(S, b.vy, i);
        DoubleVector vz = DoubleVector.fromArray(S, b.vz, i);
        DoubleVector r01 = aux.mul(vx).add(auy.mul(vy)).add(auz.mul(vz));
        r01.intoArray(x, 4 * LANES);
        r01.abs().add(eps).intoArray(x, 13 * LANES);
        DoubleVector r11 = avx.mul(vx).add(avy.mul(vy)).add(avz.mul(vz));
        r11.intoArray(x, 7 * LANES);
        r11.abs().add(eps).intoArray(x, 16 * LANES);
        DoubleVector r21 = awx.mul(vx).add(awy.mul(vy)).add(awz.mul(vz));
        r21.intoArray(x, 10 * LANES);
        r21.abs().add(eps).intoArray(x, 19 * LANES);
        DoubleVector wx = DoubleVector.fromArray(S, b.wx, i);
        DoubleVector wy = DoubleVector.fromArray(S, b.wy, i);
        DoubleVector wz = DoubleVector.fromArray(S, b.wz, i);
        DoubleVector r02 = aux.mul(wx).add(auy.mul(wy)).add(auz.mul(wz));
        r02.intoArray(x, 5 * LANES);
        r02.abs().add(eps).intoArray(x, 14 * LANES);
        DoubleVector r12 = avx.mul(wx).add(avy.mul(wy)).add(avz.mul(wz));
        r12.intoArray(x, 8 * LANES);
        r12.abs().add(eps).intoArray(x, 17 * LANES);
        DoubleVector r22 = awx.mul(wx).add(awy.mul(wy)).add(awz.mul(wz));
        r22.intoArray(x, 11 * LANES);
        r22.abs().add(eps).intoArray(x, 20 * LANES);
    }

    /*
     * A lane is separated when some projected distance p exceeds its radius s. Both are finite and
     * at least 0, so p - s is exact in sign (it rounds to 0 only when p == s, and cannot overflow),
     * and "some p > s" is exactly "the largest p - s is > 0". The lanes are read back one by one:
     * JDK 17's VectorMask.toLong is not an intrinsic and would allocate.
     */

    /** Lanes {@code i ..} separated on A's face axes, as bits. */
    private static void facesOfA(Obb3d a, Obb3dBatch b, int i, double[] x) {
        DoubleVector b0 = DoubleVector.fromArray(S, b.hx, i);
        DoubleVector b1 = DoubleVector.fromArray(S, b.hy, i);
        DoubleVector b2 = DoubleVector.fromArray(S, b.hz, i);
        DoubleVector m = DoubleVector.fromArray(S, x, 0).abs().sub(b0.mul(DoubleVector.fromArray(S, x, 12 * LANES)).add(b1.mul(DoubleVector.fromArray(S, x, 13 * LANES)))
                .add(b2.mul(DoubleVector.fromArray(S, x, 14 * LANES))).add(a.hx));
        m = m.max(DoubleVector.fromArray(S, x, 1 * LANES).abs().sub(b0.mul(DoubleVector.fromArray(S, x, 15 * LANES)).add(b1.mul(DoubleVector.fromArray(S, x, 16 * LANES)))
                .add(b2.mul(DoubleVector.fromArray(S, x, 17 * LANES))).add(a.hy)));
        m = m.max(DoubleVector.fromArray(S, x, 2 * LANES).abs().sub(b0.mul(DoubleVector.fromArray(S, x, 18 * LANES)).add(b1.mul(DoubleVector.fromArray(S, x, 19 * LANES)))
                .add(b2.mul(DoubleVector.fromArray(S, x, 20 * LANES))).add(a.hz)));
        m.intoArray(x, WORST * LANES);
    }

    /** Lanes {@code i ..} separated on B's face axes, as bits. */
    private static void facesOfB(Obb3d a, Obb3dBatch b, int i, double[] x) {
        DoubleVector a0 = DoubleVector.broadcast(S, a.hx);
        DoubleVector a1 = DoubleVector.broadcast(S, a.hy);
        DoubleVector a2 = DoubleVector.broadcast(S, a.hz);
        DoubleVector t0 = DoubleVector.fromArray(S, x, 0);
        DoubleVector t1 = DoubleVector.fromArray(S, x, LANES);
        DoubleVector t2 = DoubleVector.fromArray(S, x, 2 * LANES);
        DoubleVector m = t0.mul(DoubleVector.fromArray(S, x, 3 * LANES)).add(t1.mul(DoubleVector.fromArray(S, x, 6 * LANES)))
                .add(t2.mul(DoubleVector.fromArray(S, x, 9 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 12 * LANES)).add(a1.mul(DoubleVector.fromArray(S, x, 15 * LANES)))
                        .add(a2.mul(DoubleVector.fromArray(S, x, 18 * LANES))).add(DoubleVector.fromArray(S, b.hx, i)));
        m = m.max(t0.mul(DoubleVector.fromArray(S, x, 4 * LANES)).add(t1.mul(DoubleVector.fromArray(S, x, 7 * LANES)))
                .add(t2.mul(DoubleVector.fromArray(S, x, 10 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 13 * LANES)).add(a1.mul(DoubleVector.fromArray(S, x, 16 * LANES)))
                        .add(a2.mul(DoubleVector.fromArray(S, x, 19 * LANES))).add(DoubleVector.fromArray(S, b.hy, i))));
        m = m.max(t0.mul(DoubleVector.fromArray(S, x, 5 * LANES)).add(t1.mul(DoubleVector.fromArray(S, x, 8 * LANES)))
                .add(t2.mul(DoubleVector.fromArray(S, x, 11 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 14 * LANES)).add(a1.mul(DoubleVector.fromArray(S, x, 17 * LANES)))
                        .add(a2.mul(DoubleVector.fromArray(S, x, 20 * LANES))).add(DoubleVector.fromArray(S, b.hz, i))));
        m.max(DoubleVector.fromArray(S, x, WORST * LANES)).intoArray(x, WORST * LANES);
    }

    /** Lanes {@code i ..} separated on {@code a_0 x b_0}, {@code a_0 x b_1} or {@code a_0 x b_2}, as bits. */
    private static void edgesOfA0(Obb3d a, Obb3dBatch b, int i, double[] x) {
        DoubleVector a1 = DoubleVector.broadcast(S, a.hy);
        DoubleVector a2 = DoubleVector.broadcast(S, a.hz);
        DoubleVector b0 = DoubleVector.fromArray(S, b.hx, i);
        DoubleVector b1 = DoubleVector.fromArray(S, b.hy, i);
        DoubleVector b2 = DoubleVector.fromArray(S, b.hz, i);
        DoubleVector t1 = DoubleVector.fromArray(S, x, 1 * LANES);
        DoubleVector t2 = DoubleVector.fromArray(S, x, 2 * LANES);
        DoubleVector m = t2.mul(DoubleVector.fromArray(S, x, 6 * LANES)).sub(t1.mul(DoubleVector.fromArray(S, x, 9 * LANES))).abs()
                .sub(a1.mul(DoubleVector.fromArray(S, x, 18 * LANES)).add(a2.mul(DoubleVector.fromArray(S, x, 15 * LANES)))
                        .add(b1.mul(DoubleVector.fromArray(S, x, 14 * LANES)).add(b2.mul(DoubleVector.fromArray(S, x, 13 * LANES)))));
        m = m.max(t2.mul(DoubleVector.fromArray(S, x, 7 * LANES)).sub(t1.mul(DoubleVector.fromArray(S, x, 10 * LANES))).abs()
                .sub(a1.mul(DoubleVector.fromArray(S, x, 19 * LANES)).add(a2.mul(DoubleVector.fromArray(S, x, 16 * LANES)))
                        .add(b0.mul(DoubleVector.fromArray(S, x, 14 * LANES)).add(b2.mul(DoubleVector.fromArray(S, x, 12 * LANES))))));
        m = m.max(t2.mul(DoubleVector.fromArray(S, x, 8 * LANES)).sub(t1.mul(DoubleVector.fromArray(S, x, 11 * LANES))).abs()
                .sub(a1.mul(DoubleVector.fromArray(S, x, 20 * LANES)).add(a2.mul(DoubleVector.fromArray(S, x, 17 * LANES)))
                        .add(b0.mul(DoubleVector.fromArray(S, x, 13 * LANES)).add(b1.mul(DoubleVector.fromArray(S, x, 12 * LANES))))));
        m.max(DoubleVector.fromArray(S, x, WORST * LANES)).intoArray(x, WORST * LANES);
    }

    /** Lanes {@code i ..} separated on {@code a_1 x b_0}, {@code a_1 x b_1} or {@code a_1 x b_2}, as bits. */
    private static void edgesOfA1(Obb3d a, Obb3dBatch b, int i, double[] x) {
        DoubleVector a2 = DoubleVector.broadcast(S, a.hz);
        DoubleVector a0 = DoubleVector.broadcast(S, a.hx);
        DoubleVector b0 = DoubleVector.fromArray(S, b.hx, i);
        DoubleVector b1 = DoubleVector.fromArray(S, b.hy, i);
        DoubleVector b2 = DoubleVector.fromArray(S, b.hz, i);
        DoubleVector t2 = DoubleVector.fromArray(S, x, 2 * LANES);
        DoubleVector t0 = DoubleVector.fromArray(S, x, 0);
        DoubleVector m = t0.mul(DoubleVector.fromArray(S, x, 9 * LANES)).sub(t2.mul(DoubleVector.fromArray(S, x, 3 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 18 * LANES)).add(a2.mul(DoubleVector.fromArray(S, x, 12 * LANES)))
                        .add(b1.mul(DoubleVector.fromArray(S, x, 17 * LANES)).add(b2.mul(DoubleVector.fromArray(S, x, 16 * LANES)))));
        m = m.max(t0.mul(DoubleVector.fromArray(S, x, 10 * LANES)).sub(t2.mul(DoubleVector.fromArray(S, x, 4 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 19 * LANES)).add(a2.mul(DoubleVector.fromArray(S, x, 13 * LANES)))
                        .add(b0.mul(DoubleVector.fromArray(S, x, 17 * LANES)).add(b2.mul(DoubleVector.fromArray(S, x, 15 * LANES))))));
        m = m.max(t0.mul(DoubleVector.fromArray(S, x, 11 * LANES)).sub(t2.mul(DoubleVector.fromArray(S, x, 5 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 20 * LANES)).add(a2.mul(DoubleVector.fromArray(S, x, 14 * LANES)))
                        .add(b0.mul(DoubleVector.fromArray(S, x, 16 * LANES)).add(b1.mul(DoubleVector.fromArray(S, x, 15 * LANES))))));
        m.max(DoubleVector.fromArray(S, x, WORST * LANES)).intoArray(x, WORST * LANES);
    }

    /** Lanes {@code i ..} separated on {@code a_2 x b_0}, {@code a_2 x b_1} or {@code a_2 x b_2}, as bits. */
    private static void edgesOfA2(Obb3d a, Obb3dBatch b, int i, double[] x) {
        DoubleVector a0 = DoubleVector.broadcast(S, a.hx);
        DoubleVector a1 = DoubleVector.broadcast(S, a.hy);
        DoubleVector b0 = DoubleVector.fromArray(S, b.hx, i);
        DoubleVector b1 = DoubleVector.fromArray(S, b.hy, i);
        DoubleVector b2 = DoubleVector.fromArray(S, b.hz, i);
        DoubleVector t0 = DoubleVector.fromArray(S, x, 0);
        DoubleVector t1 = DoubleVector.fromArray(S, x, 1 * LANES);
        DoubleVector m = t1.mul(DoubleVector.fromArray(S, x, 3 * LANES)).sub(t0.mul(DoubleVector.fromArray(S, x, 6 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 15 * LANES)).add(a1.mul(DoubleVector.fromArray(S, x, 12 * LANES)))
                        .add(b1.mul(DoubleVector.fromArray(S, x, 20 * LANES)).add(b2.mul(DoubleVector.fromArray(S, x, 19 * LANES)))));
        m = m.max(t1.mul(DoubleVector.fromArray(S, x, 4 * LANES)).sub(t0.mul(DoubleVector.fromArray(S, x, 7 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 16 * LANES)).add(a1.mul(DoubleVector.fromArray(S, x, 13 * LANES)))
                        .add(b0.mul(DoubleVector.fromArray(S, x, 20 * LANES)).add(b2.mul(DoubleVector.fromArray(S, x, 18 * LANES))))));
        m = m.max(t1.mul(DoubleVector.fromArray(S, x, 5 * LANES)).sub(t0.mul(DoubleVector.fromArray(S, x, 8 * LANES))).abs()
                .sub(a0.mul(DoubleVector.fromArray(S, x, 17 * LANES)).add(a1.mul(DoubleVector.fromArray(S, x, 14 * LANES)))
                        .add(b0.mul(DoubleVector.fromArray(S, x, 19 * LANES)).add(b1.mul(DoubleVector.fromArray(S, x, 18 * LANES))))));
        m.max(DoubleVector.fromArray(S, x, WORST * LANES)).intoArray(x, WORST * LANES);
    }
}
