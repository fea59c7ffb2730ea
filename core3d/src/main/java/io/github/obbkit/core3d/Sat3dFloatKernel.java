package io.github.obbkit.core3d;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path's filter: {@link Sat3dKernel}'s fifteen tests in {@code float} lanes (16 with
 * AVX-512, 8 with AVX2), each lane's least margin compared with a certified bound on how far it can
 * be from the margin the {@code double} kernel computes. A lane whose least margin is above the
 * bound intersects in the {@code double} kernel too; one below minus the bound is separated there
 * too; the rest (touching, and pairs within rounding of it) are answered by {@link Sat3dKernel}
 * itself. The answers are therefore {@link Sat3d#intersects(Obb3d, Obb3d)}'s bit for bit, and
 * fused multiply-adds are free to use: the bound counts every operation as if unfused, which only
 * overestimates a fused one's error.
 *
 * <p>The bound, derived in docs/precision.md ("Sat3dBatch's float filter"), is
 * {@code BOUND_RELATIVE (3 C + H) + BOUND_ABSOLUTE} per lane, with {@code C} the sum of the six
 * centre coordinates' magnitudes and {@code H} the sum of the six half-extents, both as the filter
 * computes them in {@code float}: it covers the rounding of the inputs to {@code float}, the
 * filter's own roundings, underflow, and the {@code double} kernel's roundings (the lean
 * {@link Sat3dKernel#EPSILON} is the same number on both sides, an input like any other). It holds
 * for boxes inside {@link Obb3dBatchFloats#fits}; the caller checks the one box, and a batch's boxes
 * outside it carry a NaN that leaves their lanes undecided.
 *
 * <p>Like {@link Sat3dVectorized} this class names {@code jdk.incubator.vector} and is loaded only
 * when the module is present. The pass is one method that calls only methods C2 always inlines, so
 * that no vector is boxed; the lanes it cannot decide go to {@link #resolve}, which takes plain
 * numbers.
 */
final class Sat3dFloatKernel {
    private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
    private static final int LANES = S.length();

    /** The bound's relative factor, {@code 2^-19} (32 units in the last place of a float). */
    static final float BOUND_RELATIVE = 0x1p-19f;
    /** The bound's absolute term, {@code 2^-140}: underflow below {@code float}'s normal range. */
    static final float BOUND_ABSOLUTE = 0x1p-140f;

    /**
     * Whether {@code VectorMask.toLong} is an intrinsic (JDK 21 and later; JDK 17 builds the long
     * from an array, which allocates). Without it the masks are blended into lane bits and or-ed.
     */
    private static final boolean MASK_TO_LONG = Runtime.version().feature() >= 21;

    /** Lane j: bit j + 16 (decided) as a float's bits. */
    private static final float[] SEPARATED_LANE = new float[LANES];
    /** Lane j: bits j (hit) and j + 16 (decided) as a float's bits. */
    private static final float[] HIT_LANE = new float[LANES];
    private static final long ALL_LANES = (1L << LANES) - 1;

    static {
        for (int j = 0; j < LANES && j < 16; j++) {
            SEPARATED_LANE[j] = Float.intBitsToFloat(1 << (j + 16));
            HIT_LANE[j] = Float.intBitsToFloat(1 << (j + 16) | 1 << j);
        }
    }

    private Sat3dFloatKernel() {
    }

    /** The lanes per pass; at most 16 (the bits of a pass fit in an {@code int} twice). */
    static int lanes() {
        return LANES;
    }

    /**
     * As {@link Sat3dKernel#bits}: the answers for boxes {@code start .. start + n - 1},
     * {@code n <= 64}, for A inside {@link Obb3dBatchFloats#fits} and a batch with its float columns.
     */
    static long bits(Obb3d a, Obb3dBatch b, int start, int n) {
        return run(a, b, start, n, false);
    }

    /**
     * The lanes the filter leaves to the {@code double} kernel, as bits, over the full passes of
     * {@code start .. start + n - 1} (a tail shorter than a pass is not filtered and not reported).
     * For measuring how often it falls back, not for answers.
     */
    static long undecided(Obb3d a, Obb3dBatch b, int start, int n) {
        return run(a, b, start, n, true);
    }

    private static long run(Obb3d a, Obb3dBatch b, int start, int n, boolean undecidedOnly) {
        Obb3dBatchFloats f = b.floats;
        float[] fcx = f.cx;
        float[] fcy = f.cy;
        float[] fcz = f.cz;
        float[] fux = f.ux;
        float[] fuy = f.uy;
        float[] fuz = f.uz;
        float[] fvx = f.vx;
        float[] fvy = f.vy;
        float[] fvz = f.vz;
        float[] fwx = f.wx;
        float[] fwy = f.wy;
        float[] fwz = f.wz;
        float[] fhx = f.hx;
        float[] fhy = f.hy;
        float[] fhz = f.hz;
        float acx = (float) a.cx;
        float acy = (float) a.cy;
        float acz = (float) a.cz;
        float ahx = (float) a.hx;
        float ahy = (float) a.hy;
        float ahz = (float) a.hz;
        FloatVector eps = FloatVector.broadcast(S, (float) Sat3dKernel.EPSILON);
        FloatVector rel = FloatVector.broadcast(S, BOUND_RELATIVE);
        FloatVector abs = FloatVector.broadcast(S, BOUND_ABSOLUTE);
        FloatVector aC = FloatVector.broadcast(S, Math.abs(acx) + Math.abs(acy) + Math.abs(acz));
        FloatVector aH = FloatVector.broadcast(S, ahx + ahy + ahz);
        FloatVector aux = FloatVector.broadcast(S, (float) a.ux);
        FloatVector auy = FloatVector.broadcast(S, (float) a.uy);
        FloatVector auz = FloatVector.broadcast(S, (float) a.uz);
        FloatVector avx = FloatVector.broadcast(S, (float) a.vx);
        FloatVector avy = FloatVector.broadcast(S, (float) a.vy);
        FloatVector avz = FloatVector.broadcast(S, (float) a.vz);
        FloatVector awx = FloatVector.broadcast(S, (float) a.wx);
        FloatVector awy = FloatVector.broadcast(S, (float) a.wy);
        FloatVector awz = FloatVector.broadcast(S, (float) a.wz);
        FloatVector a0 = FloatVector.broadcast(S, ahx);
        FloatVector a1 = FloatVector.broadcast(S, ahy);
        FloatVector a2 = FloatVector.broadcast(S, ahz);
        FloatVector vcx = FloatVector.broadcast(S, acx);
        FloatVector vcy = FloatVector.broadcast(S, acy);
        FloatVector vcz = FloatVector.broadcast(S, acz);
        long bits = 0;
        int k = 0;
        for (; k <= n - LANES; k += LANES) {
            int i = start + k;
            FloatVector cx = FloatVector.fromArray(S, fcx, i);
            FloatVector cy = FloatVector.fromArray(S, fcy, i);
            FloatVector cz = FloatVector.fromArray(S, fcz, i);
            FloatVector b0 = FloatVector.fromArray(S, fhx, i);
            FloatVector b1 = FloatVector.fromArray(S, fhy, i);
            FloatVector b2 = FloatVector.fromArray(S, fhz, i);
            // The bound: BOUND_RELATIVE (3 C + H) + BOUND_ABSOLUTE (NaN for a box outside the domain).
            FloatVector e = cx.abs().add(cy.abs()).add(cz.abs()).add(aC).mul(3f)
                    .add(b0.add(b1).add(b2).add(aH)).fma(rel, abs);
            FloatVector dx = cx.sub(vcx);
            FloatVector dy = cy.sub(vcy);
            FloatVector dz = cz.sub(vcz);
            // t in A's frame; R[i][j] = a_i . b_j, as Sat3dKernel, products fused into the sums.
            FloatVector t0 = dz.fma(auz, dy.fma(auy, dx.mul(aux)));
            FloatVector t1 = dz.fma(avz, dy.fma(avy, dx.mul(avx)));
            FloatVector t2 = dz.fma(awz, dy.fma(awy, dx.mul(awx)));
            FloatVector ux = FloatVector.fromArray(S, fux, i);
            FloatVector uy = FloatVector.fromArray(S, fuy, i);
            FloatVector uz = FloatVector.fromArray(S, fuz, i);
            FloatVector r00 = uz.fma(auz, uy.fma(auy, ux.mul(aux)));
            FloatVector r10 = uz.fma(avz, uy.fma(avy, ux.mul(avx)));
            FloatVector r20 = uz.fma(awz, uy.fma(awy, ux.mul(awx)));
            FloatVector vx = FloatVector.fromArray(S, fvx, i);
            FloatVector vy = FloatVector.fromArray(S, fvy, i);
            FloatVector vz = FloatVector.fromArray(S, fvz, i);
            FloatVector r01 = vz.fma(auz, vy.fma(auy, vx.mul(aux)));
            FloatVector r11 = vz.fma(avz, vy.fma(avy, vx.mul(avx)));
            FloatVector r21 = vz.fma(awz, vy.fma(awy, vx.mul(awx)));
            FloatVector wx = FloatVector.fromArray(S, fwx, i);
            FloatVector wy = FloatVector.fromArray(S, fwy, i);
            FloatVector wz = FloatVector.fromArray(S, fwz, i);
            FloatVector r02 = wz.fma(auz, wy.fma(auy, wx.mul(aux)));
            FloatVector r12 = wz.fma(avz, wy.fma(avy, wx.mul(avx)));
            FloatVector r22 = wz.fma(awz, wy.fma(awy, wx.mul(awx)));
            FloatVector q00 = r00.abs().add(eps);
            FloatVector q01 = r01.abs().add(eps);
            FloatVector q02 = r02.abs().add(eps);
            FloatVector q10 = r10.abs().add(eps);
            FloatVector q11 = r11.abs().add(eps);
            FloatVector q12 = r12.abs().add(eps);
            FloatVector q20 = r20.abs().add(eps);
            FloatVector q21 = r21.abs().add(eps);
            FloatVector q22 = r22.abs().add(eps);
            // The least margin (radius minus projected distance) of the fifteen tests. L = A0:
            FloatVector mn = b2.fma(q02, b1.fma(q01, b0.mul(q00))).add(a0).sub(t0.abs());
            // L = A1
            mn = mn.min(b2.fma(q12, b1.fma(q11, b0.mul(q10))).add(a1).sub(t1.abs()));
            // L = A2
            mn = mn.min(b2.fma(q22, b1.fma(q21, b0.mul(q20))).add(a2).sub(t2.abs()));
            // L = B0
            mn = mn.min(a2.fma(q20, a1.fma(q10, a0.mul(q00))).add(b0)
                    .sub(t2.fma(r20, t1.fma(r10, t0.mul(r00))).abs()));
            // L = B1
            mn = mn.min(a2.fma(q21, a1.fma(q11, a0.mul(q01))).add(b1)
                    .sub(t2.fma(r21, t1.fma(r11, t0.mul(r01))).abs()));
            // L = B2
            mn = mn.min(a2.fma(q22, a1.fma(q12, a0.mul(q02))).add(b2)
                    .sub(t2.fma(r22, t1.fma(r12, t0.mul(r02))).abs()));
            // L = A0 x B0
            mn = mn.min(a2.fma(q10, a1.mul(q20)).add(b2.fma(q01, b1.mul(q02)))
                    .sub(t2.mul(r10).sub(t1.mul(r20)).abs()));
            // L = A0 x B1
            mn = mn.min(a2.fma(q11, a1.mul(q21)).add(b2.fma(q00, b0.mul(q02)))
                    .sub(t2.mul(r11).sub(t1.mul(r21)).abs()));
            // L = A0 x B2
            mn = mn.min(a2.fma(q12, a1.mul(q22)).add(b1.fma(q00, b0.mul(q01)))
                    .sub(t2.mul(r12).sub(t1.mul(r22)).abs()));
            // L = A1 x B0
            mn = mn.min(a2.fma(q00, a0.mul(q20)).add(b2.fma(q11, b1.mul(q12)))
                    .sub(t0.mul(r20).sub(t2.mul(r00)).abs()));
            // L = A1 x B1
            mn = mn.min(a2.fma(q01, a0.mul(q21)).add(b2.fma(q10, b0.mul(q12)))
                    .sub(t0.mul(r21).sub(t2.mul(r01)).abs()));
            // L = A1 x B2
            mn = mn.min(a2.fma(q02, a0.mul(q22)).add(b1.fma(q10, b0.mul(q11)))
                    .sub(t0.mul(r22).sub(t2.mul(r02)).abs()));
            // L = A2 x B0
            mn = mn.min(a1.fma(q00, a0.mul(q10)).add(b2.fma(q21, b1.mul(q22)))
                    .sub(t1.mul(r00).sub(t0.mul(r10)).abs()));
            // L = A2 x B1
            mn = mn.min(a1.fma(q01, a0.mul(q11)).add(b2.fma(q20, b0.mul(q22)))
                    .sub(t1.mul(r01).sub(t0.mul(r11)).abs()));
            // L = A2 x B2
            mn = mn.min(a1.fma(q02, a0.mul(q12)).add(b1.fma(q20, b0.mul(q21)))
                    .sub(t1.mul(r02).sub(t0.mul(r12)).abs()));
            // Decided: least margin above the bound (every test holds in double) or below minus it
            // (one test separates in double). A NaN bound or margin decides nothing.
            VectorMask<Float> hit = mn.compare(VectorOperators.GT, e);
            VectorMask<Float> separated = mn.compare(VectorOperators.LT, e.neg());
            long hits;
            long decided;
            if (MASK_TO_LONG) {
                hits = hit.toLong();
                decided = hits | separated.toLong();
            } else {
                int lanes = FloatVector.zero(S).blend(FloatVector.fromArray(S, SEPARATED_LANE, 0), separated)
                        .blend(FloatVector.fromArray(S, HIT_LANE, 0), hit)
                        .reinterpretAsInts().reduceLanes(VectorOperators.OR);
                hits = lanes & 0xFFFF;
                decided = lanes >>> 16;
            }
            if (decided != ALL_LANES) {
                long open = ~decided & ALL_LANES;
                if (undecidedOnly) {
                    bits |= open << k;
                } else {
                    hits |= resolve(a, b, i, open);
                }
            }
            if (!undecidedOnly) {
                bits |= hits << k;
            }
        }
        if (k < n && !undecidedOnly) {
            bits |= Sat3dVectorized.bits(a, b, start + k, n - k) << k;
        }
        return bits;
    }

    /** The {@code double} kernel's answers for the lanes set in {@code open}, boxes from {@code i}. */
    private static long resolve(Obb3d a, Obb3dBatch b, int i, long open) {
        long hits = 0;
        for (long rest = open; rest != 0; rest &= rest - 1) {
            int j = Long.numberOfTrailingZeros(rest);
            hits |= Sat3dKernel.bits(a, b, i + j, 1) << j;
        }
        return hits;
    }
}
