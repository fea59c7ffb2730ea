package io.github.obbkit.core3d;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path of {@link Sat3dBatch}: {@link Sat3dKernel#intersects(Obb3d, Obb3d)}'s
 * arithmetic with B's numbers in the lanes of {@link DoubleVector}s and A's broadcast, so one pass
 * tests as many boxes as the preferred species has lanes (8 with AVX-512, 4 with AVX2).
 *
 * <p>Every lane performs the scalar kernel's operations in the scalar kernel's order: lane-wise
 * {@code mul}, {@code add} and {@code sub} are IEEE operations rounded once, like Java's, and
 * nothing is fused, so each lane's comparisons, and the answers, equal the scalar path's bit for bit.
 * Only addition and multiplication are commuted (A's broadcast on the other side), which IEEE
 * arithmetic leaves exact.
 *
 * <p>With the float filter on ({@link Sat3dFloatKernel}) this kernel does not run: it serves
 * {@code -Dobbkit.floatFilter=false} and JVMs whose float lanes the filter cannot use. (It once served
 * boxes outside the filter's domain and blocks shorter than a pass; in a JVM of its own with three
 * quarters of C2's inlining budget, under load, its pass was compiled once in three runs with the
 * last lanewise calls and the reduction left unbound, which boxes their vectors: 288 bytes a call.)
 *
 * <p>This class and {@link Sat3dFloatKernel} alone name {@code jdk.incubator.vector}. {@link Sat3dBatch}
 * touches them only after checking that the module is present, so without it they are never loaded.
 * (Their sources are left out of the Javadoc run, which cannot see incubating modules without a
 * warning.)
 */
final class Sat3dVectorized {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int LANES = S.length();

    private static final VectorSpecies<Long> L = LongVector.SPECIES_PREFERRED;

    /** Lane j holds j: where lane j's answer bit goes. */
    private static final long[] LANE_INDEX = new long[LANES];

    static {
        for (int j = 0; j < LANES; j++) {
            LANE_INDEX[j] = j;
        }
    }

    private Sat3dVectorized() {
    }

    /** The lanes per pass; touching it loads the vector classes, which fails if they are absent. */
    static int lanes() {
        return LANES;
    }

    /**
     * As {@link Sat3dKernel#bits}: the answers for boxes {@code start .. start + n - 1},
     * {@code n <= 64}, {@link #LANES} at a time.
     *
     * <p>Each pass leaves, per lane, a value whose sign bit is set exactly when some axis separates.
     * A test separates when the projected distance p exceeds the radius s; both are finite and at
     * least 0, so s - p is exact in sign (it is +0, not -0, when p == s, and cannot overflow), its
     * sign bit is set exactly when p > s, and or-ing the fifteen bit patterns ors their signs: one
     * instruction a test, no comparisons, no masks. Each lane's inverted sign is then shifted to bit
     * j of lane j and the lanes or-ed together, all in vector registers (JDK 17's
     * {@code VectorMask.toLong} is not an intrinsic and would allocate, and storing the lanes and
     * reading them back one by one measured slower on large and small batches). A pass is one method,
     * which calls nothing but methods C2 always inlines: a vector passed to a call that is not inlined
     * is boxed.
     */
    static long bits(Obb3d a, Obb3dBatch b, int start, int n) {
        if (n < LANES) {
            return Sat3dKernel.bits(a, b, start, n);
        }
        long bits = 0;
        int k = 0;
        for (; k <= n - LANES; k += LANES) {
            bits |= pass(a, b, start + k) << k;
        }
        if (k < n) {
            bits |= Sat3dKernel.bits(a, b, start + k, n - k) << k;
        }
        return bits;
    }

    /**
     * One pass: boxes {@code i .. i + LANES - 1}, answer bit {@code j} for box {@code i + j}. Its own
     * method, which C2 compiles alone (it is far past the inline size) and which takes and returns
     * plain numbers: C2 keeps a method's vector calls in line only within its node budget for
     * inlining, and the pass must fit it with room to spare whatever calls it (as
     * {@link Sat3dFloatKernel}'s pass).
     */
    private static long pass(Obb3d a, Obb3dBatch b, int i) {
        LongVector laneIndex = LongVector.fromArray(L, LANE_INDEX, 0);
        DoubleVector eps = DoubleVector.broadcast(S, Sat3dKernel.EPSILON);
        DoubleVector aux = DoubleVector.broadcast(S, a.ux);
        DoubleVector auy = DoubleVector.broadcast(S, a.uy);
        DoubleVector auz = DoubleVector.broadcast(S, a.uz);
        DoubleVector avx = DoubleVector.broadcast(S, a.vx);
        DoubleVector avy = DoubleVector.broadcast(S, a.vy);
        DoubleVector avz = DoubleVector.broadcast(S, a.vz);
        DoubleVector awx = DoubleVector.broadcast(S, a.wx);
        DoubleVector awy = DoubleVector.broadcast(S, a.wy);
        DoubleVector awz = DoubleVector.broadcast(S, a.wz);
        DoubleVector a0 = DoubleVector.broadcast(S, a.hx);
        DoubleVector a1 = DoubleVector.broadcast(S, a.hy);
        DoubleVector a2 = DoubleVector.broadcast(S, a.hz);
        DoubleVector acx = DoubleVector.broadcast(S, a.cx);
        DoubleVector acy = DoubleVector.broadcast(S, a.cy);
        DoubleVector acz = DoubleVector.broadcast(S, a.cz);
        DoubleVector dx = DoubleVector.fromArray(S, b.cx, i).sub(acx);
        DoubleVector dy = DoubleVector.fromArray(S, b.cy, i).sub(acy);
        DoubleVector dz = DoubleVector.fromArray(S, b.cz, i).sub(acz);
        DoubleVector t0 = dx.mul(aux).add(dy.mul(auy)).add(dz.mul(auz));
        DoubleVector t1 = dx.mul(avx).add(dy.mul(avy)).add(dz.mul(avz));
        DoubleVector t2 = dx.mul(awx).add(dy.mul(awy)).add(dz.mul(awz));
        DoubleVector ux = DoubleVector.fromArray(S, b.ux, i);
        DoubleVector uy = DoubleVector.fromArray(S, b.uy, i);
        DoubleVector uz = DoubleVector.fromArray(S, b.uz, i);
        DoubleVector r00 = aux.mul(ux).add(auy.mul(uy)).add(auz.mul(uz));
        DoubleVector q00 = r00.abs().add(eps);
        DoubleVector r10 = avx.mul(ux).add(avy.mul(uy)).add(avz.mul(uz));
        DoubleVector q10 = r10.abs().add(eps);
        DoubleVector r20 = awx.mul(ux).add(awy.mul(uy)).add(awz.mul(uz));
        DoubleVector q20 = r20.abs().add(eps);
        DoubleVector vx = DoubleVector.fromArray(S, b.vx, i);
        DoubleVector vy = DoubleVector.fromArray(S, b.vy, i);
        DoubleVector vz = DoubleVector.fromArray(S, b.vz, i);
        DoubleVector r01 = aux.mul(vx).add(auy.mul(vy)).add(auz.mul(vz));
        DoubleVector q01 = r01.abs().add(eps);
        DoubleVector r11 = avx.mul(vx).add(avy.mul(vy)).add(avz.mul(vz));
        DoubleVector q11 = r11.abs().add(eps);
        DoubleVector r21 = awx.mul(vx).add(awy.mul(vy)).add(awz.mul(vz));
        DoubleVector q21 = r21.abs().add(eps);
        DoubleVector wx = DoubleVector.fromArray(S, b.wx, i);
        DoubleVector wy = DoubleVector.fromArray(S, b.wy, i);
        DoubleVector wz = DoubleVector.fromArray(S, b.wz, i);
        DoubleVector r02 = aux.mul(wx).add(auy.mul(wy)).add(auz.mul(wz));
        DoubleVector q02 = r02.abs().add(eps);
        DoubleVector r12 = avx.mul(wx).add(avy.mul(wy)).add(avz.mul(wz));
        DoubleVector q12 = r12.abs().add(eps);
        DoubleVector r22 = awx.mul(wx).add(awy.mul(wy)).add(awz.mul(wz));
        DoubleVector q22 = r22.abs().add(eps);
        DoubleVector b0 = DoubleVector.fromArray(S, b.hx, i);
        DoubleVector b1 = DoubleVector.fromArray(S, b.hy, i);
        DoubleVector b2 = DoubleVector.fromArray(S, b.hz, i);
        // L = A0
        LongVector sep = b0.mul(q00).add(b1.mul(q01)).add(b2.mul(q02)).add(a0)
                .sub(t0.abs()).reinterpretAsLongs();
        // L = A1
        sep = sep.or(b0.mul(q10).add(b1.mul(q11)).add(b2.mul(q12)).add(a1)
                .sub(t1.abs()).reinterpretAsLongs());
        // L = A2
        sep = sep.or(b0.mul(q20).add(b1.mul(q21)).add(b2.mul(q22)).add(a2)
                .sub(t2.abs()).reinterpretAsLongs());
        // L = B0
        sep = sep.or(a0.mul(q00).add(a1.mul(q10)).add(a2.mul(q20)).add(b0)
                .sub(t0.mul(r00).add(t1.mul(r10)).add(t2.mul(r20)).abs()).reinterpretAsLongs());
        // L = B1
        sep = sep.or(a0.mul(q01).add(a1.mul(q11)).add(a2.mul(q21)).add(b1)
                .sub(t0.mul(r01).add(t1.mul(r11)).add(t2.mul(r21)).abs()).reinterpretAsLongs());
        // L = B2
        sep = sep.or(a0.mul(q02).add(a1.mul(q12)).add(a2.mul(q22)).add(b2)
                .sub(t0.mul(r02).add(t1.mul(r12)).add(t2.mul(r22)).abs()).reinterpretAsLongs());
        // L = A0 x B0
        sep = sep.or(a1.mul(q20).add(a2.mul(q10)).add(b1.mul(q02).add(b2.mul(q01)))
                .sub(t2.mul(r10).sub(t1.mul(r20)).abs()).reinterpretAsLongs());
        // L = A0 x B1
        sep = sep.or(a1.mul(q21).add(a2.mul(q11)).add(b0.mul(q02).add(b2.mul(q00)))
                .sub(t2.mul(r11).sub(t1.mul(r21)).abs()).reinterpretAsLongs());
        // L = A0 x B2
        sep = sep.or(a1.mul(q22).add(a2.mul(q12)).add(b0.mul(q01).add(b1.mul(q00)))
                .sub(t2.mul(r12).sub(t1.mul(r22)).abs()).reinterpretAsLongs());
        // L = A1 x B0
        sep = sep.or(a0.mul(q20).add(a2.mul(q00)).add(b1.mul(q12).add(b2.mul(q11)))
                .sub(t0.mul(r20).sub(t2.mul(r00)).abs()).reinterpretAsLongs());
        // L = A1 x B1
        sep = sep.or(a0.mul(q21).add(a2.mul(q01)).add(b0.mul(q12).add(b2.mul(q10)))
                .sub(t0.mul(r21).sub(t2.mul(r01)).abs()).reinterpretAsLongs());
        // L = A1 x B2
        sep = sep.or(a0.mul(q22).add(a2.mul(q02)).add(b0.mul(q11).add(b1.mul(q10)))
                .sub(t0.mul(r22).sub(t2.mul(r02)).abs()).reinterpretAsLongs());
        // L = A2 x B0
        sep = sep.or(a0.mul(q10).add(a1.mul(q00)).add(b1.mul(q22).add(b2.mul(q21)))
                .sub(t1.mul(r00).sub(t0.mul(r10)).abs()).reinterpretAsLongs());
        // L = A2 x B1
        sep = sep.or(a0.mul(q11).add(a1.mul(q01)).add(b0.mul(q22).add(b2.mul(q20)))
                .sub(t1.mul(r01).sub(t0.mul(r11)).abs()).reinterpretAsLongs());
        // L = A2 x B2
        sep = sep.or(a0.mul(q12).add(a1.mul(q02)).add(b0.mul(q21).add(b1.mul(q20)))
                .sub(t1.mul(r02).sub(t0.mul(r12)).abs()).reinterpretAsLongs());
        // A lane whose sign bit is clear has every s - p >= 0: not separated. Its answer bit is
        // moved to lane j's place and the lanes or-ed together.
        return sep.not().lanewise(VectorOperators.LSHR, 63).lanewise(VectorOperators.LSHL, laneIndex)
                .reduceLanes(VectorOperators.OR);
    }
}
