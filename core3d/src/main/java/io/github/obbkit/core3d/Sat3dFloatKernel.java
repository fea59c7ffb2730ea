package io.github.obbkit.core3d;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path's filter: {@link Sat3dKernel}'s fifteen tests in {@code float} lanes (16 with
 * AVX-512, 8 with AVX2), each test's margin (radius minus projected distance) compared with a
 * certified bound {@code e} on how far it can be from the margin the {@code double} kernel computes.
 * A lane whose margins are all at least {@code e} intersects in the {@code double} kernel too; one
 * with a margin below {@code -e} is separated there too; the rest (touching, and pairs within
 * rounding of it) are answered by {@link Sat3dKernel} itself. The answers are therefore
 * {@link Sat3d#intersects(Obb3d, Obb3d)}'s bit for bit.
 *
 * <p>The bound, derived in docs/precision.md ("Sat3dBatch's float filter"), is
 * {@code e = BOUND_RELATIVE (scale(A) + scale(B)) + BOUND_ABSOLUTE}, with a box's scale
 * {@code 3 (|cx| + |cy| + |cz|) + hx + hy + hz} ({@link Obb3dBatchFloats#scale}). It covers the
 * rounding of the inputs to {@code float}, the filter's own roundings and underflow, the
 * {@code double} kernel's roundings, and its lean {@link Sat3dKernel#EPSILON}, which the filter
 * leaves out (it is far below a {@code float}'s resolution). It counts every fused multiply-add as
 * the multiplication and addition it replaces, which only overestimates its error, so the filter
 * fuses freely. It holds for boxes inside {@link Obb3dBatchFloats#fits}: the caller checks the one
 * box, and a batch's boxes outside it have an infinite scale, which leaves their lanes undecided.
 *
 * <p>Like {@link Sat3dVectorized} this class names {@code jdk.incubator.vector} and is loaded only
 * when the module is present. A pass is one method that calls only methods C2 always inlines, so
 * that no vector is boxed; the lanes it cannot decide go to {@link #resolve}, which takes plain
 * numbers. The margins are not reduced with a float {@code min}, whose NaN-correct form is a chain
 * of several instructions per test: their bit patterns are reduced as ints instead.
 */
final class Sat3dFloatKernel {
    private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
    private static final int LANES = S.length();
    /**
     * A block of fewer boxes than this, and too few before it for a pass, takes the scalar kernel:
     * one pass costs about what five to eight scalar tests do (measured on 1 to 15 boxes, JDK 17 and
     * 25), and below eight boxes the double lanes it replaces ran the scalar kernel too.
     */
    private static final int SHORT = 8;

    /** The bound's relative factor, {@code 2^-19} (32 units in the last place of a float). */
    static final float BOUND_RELATIVE = 0x1p-19f;
    /** The bound's absolute term, {@code 2^-140}: underflow below {@code float}'s normal range. */
    static final float BOUND_ABSOLUTE = 0x1p-140f;

    /**
     * Whether {@code VectorMask.toLong} is an intrinsic (JDK 21 and later; JDK 17 builds the long
     * from an array, which allocates). Without it the masks are blended into lane bits and or-ed.
     */
    private static final boolean MASK_TO_LONG = Runtime.version().feature() >= 21;

    private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    /** Lane j's answer bits: {@code 1 << j} (intersecting), then from index LANES {@code 1 << (j + 16)} (separated). */
    private static final int[] LANE_BIT = new int[2 * LANES];
    private static final long ALL_LANES = (1L << LANES) - 1;

    static {
        for (int j = 0; j < LANES; j++) {
            LANE_BIT[j] = 1 << j;
            LANE_BIT[LANES + j] = 1 << (j + 16);
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
        Obb3dBatchFloats f = b.floats();
        float aScale = Obb3dBatchFloats.scale(a);
        if (start + n < LANES) {
            // Shorter than a pass, with too few boxes before it to overlap: fewer than SHORT boxes by
            // the scalar kernel, the rest by one pass from box 0, over the float copy's padding past
            // the batch (Obb3dBatchFloats.MIN_LENGTH), its lanes outside start .. start + n - 1 dropped
            // before any is resolved. (The double lanes once served such blocks; their pass, near C2's
            // inlining budget, boxed its vectors in some JVMs.)
            if (undecidedOnly) {
                return 0;
            }
            if (n < SHORT) {
                return Sat3dKernel.bits(a, b, start, n);
            }
            long range = ((1L << n) - 1) << start;
            long lanes = pass(a, aScale, f, 0);
            long hits = lanes & range;
            long open = ~(lanes >>> 32) & range;
            if (open != 0) {
                hits |= resolve(a, b, 0, open);
            }
            return hits >>> start;
        }
        long bits = 0;
        int k = 0;
        while (k < n) {
            // A tail shorter than a pass is decided by a last pass that overlaps boxes already decided
            // (their answers are the same bits again), when the batch has boxes before it.
            int w = k <= n - LANES ? k : n - LANES;
            if (w != k && undecidedOnly) {
                break;
            }
            int i = start + w;
            long lanes = pass(a, aScale, f, i);
            long hits = lanes & ALL_LANES;
            long decided = lanes >>> 32;
            if (decided != ALL_LANES) {
                long open = ~decided & ALL_LANES;
                if (undecidedOnly) {
                    bits |= open << k;
                } else {
                    hits |= resolve(a, b, i, open);
                }
            }
            if (!undecidedOnly) {
                bits |= w < 0 ? hits >>> -w : hits << w;
            }
            k = w + LANES;
        }
        return bits;
    }

    /**
     * One pass: the filter over boxes {@code i .. i + LANES - 1}, as lane bits: the intersecting
     * lanes it decided in bits 0 to 15, every lane it decided in bits 32 to 47. Its own method, which
     * C2 compiles alone (it is far past the inline size) and which takes and returns plain numbers:
     * inside a larger method the vector calls shared C2's node budget with the rest, and a method
     * compiled near that budget left some of them as calls that box their vectors (5 KB a query of
     * 256 boxes, depending on what the JVM had run before).
     */
    private static long pass(Obb3d a, float aScale, Obb3dBatchFloats f, int i) {
        FloatVector aux = FloatVector.broadcast(S, (float) a.ux);
        FloatVector auy = FloatVector.broadcast(S, (float) a.uy);
        FloatVector auz = FloatVector.broadcast(S, (float) a.uz);
        FloatVector avx = FloatVector.broadcast(S, (float) a.vx);
        FloatVector avy = FloatVector.broadcast(S, (float) a.vy);
        FloatVector avz = FloatVector.broadcast(S, (float) a.vz);
        FloatVector awx = FloatVector.broadcast(S, (float) a.wx);
        FloatVector awy = FloatVector.broadcast(S, (float) a.wy);
        FloatVector awz = FloatVector.broadcast(S, (float) a.wz);
        FloatVector a0 = FloatVector.broadcast(S, (float) a.hx);
        FloatVector a1 = FloatVector.broadcast(S, (float) a.hy);
        FloatVector a2 = FloatVector.broadcast(S, (float) a.hz);
        FloatVector vcx = FloatVector.broadcast(S, (float) a.cx);
        FloatVector vcy = FloatVector.broadcast(S, (float) a.cy);
        FloatVector vcz = FloatVector.broadcast(S, (float) a.cz);
        FloatVector rel = FloatVector.broadcast(S, BOUND_RELATIVE);
        FloatVector abs = FloatVector.broadcast(S, BOUND_ABSOLUTE);
        // The bound: BOUND_RELATIVE (A's scale + B's scale) + BOUND_ABSOLUTE; infinite for a box
        // outside the domain.
        FloatVector e = FloatVector.fromArray(S, f.scale, i).add(aScale).fma(rel, abs);
        FloatVector dx = FloatVector.fromArray(S, f.cx, i).sub(vcx);
        FloatVector dy = FloatVector.fromArray(S, f.cy, i).sub(vcy);
        FloatVector dz = FloatVector.fromArray(S, f.cz, i).sub(vcz);
        FloatVector b0 = FloatVector.fromArray(S, f.hx, i);
        FloatVector b1 = FloatVector.fromArray(S, f.hy, i);
        FloatVector b2 = FloatVector.fromArray(S, f.hz, i);
        // t in A's frame; R[i][j] = a_i . b_j, as Sat3dKernel, products fused into the sums.
        FloatVector t0 = dz.fma(auz, dy.fma(auy, dx.mul(aux)));
        FloatVector t1 = dz.fma(avz, dy.fma(avy, dx.mul(avx)));
        FloatVector t2 = dz.fma(awz, dy.fma(awy, dx.mul(awx)));
        FloatVector nt0 = t0.neg();
        FloatVector nt1 = t1.neg();
        FloatVector nt2 = t2.neg();
        FloatVector ux = FloatVector.fromArray(S, f.ux, i);
        FloatVector uy = FloatVector.fromArray(S, f.uy, i);
        FloatVector uz = FloatVector.fromArray(S, f.uz, i);
        FloatVector r00 = uz.fma(auz, uy.fma(auy, ux.mul(aux)));
        FloatVector r10 = uz.fma(avz, uy.fma(avy, ux.mul(avx)));
        FloatVector r20 = uz.fma(awz, uy.fma(awy, ux.mul(awx)));
        FloatVector vx = FloatVector.fromArray(S, f.vx, i);
        FloatVector vy = FloatVector.fromArray(S, f.vy, i);
        FloatVector vz = FloatVector.fromArray(S, f.vz, i);
        FloatVector r01 = vz.fma(auz, vy.fma(auy, vx.mul(aux)));
        FloatVector r11 = vz.fma(avz, vy.fma(avy, vx.mul(avx)));
        FloatVector r21 = vz.fma(awz, vy.fma(awy, vx.mul(awx)));
        FloatVector wx = FloatVector.fromArray(S, f.wx, i);
        FloatVector wy = FloatVector.fromArray(S, f.wy, i);
        FloatVector wz = FloatVector.fromArray(S, f.wz, i);
        FloatVector r02 = wz.fma(auz, wy.fma(auy, wx.mul(aux)));
        FloatVector r12 = wz.fma(avz, wy.fma(avy, wx.mul(avx)));
        FloatVector r22 = wz.fma(awz, wy.fma(awy, wx.mul(awx)));
        FloatVector q00 = r00.abs();
        FloatVector q01 = r01.abs();
        FloatVector q02 = r02.abs();
        FloatVector q10 = r10.abs();
        FloatVector q11 = r11.abs();
        FloatVector q12 = r12.abs();
        FloatVector q20 = r20.abs();
        FloatVector q21 = r21.abs();
        FloatVector q22 = r22.abs();
        // Each test's margin m (radius minus projected distance) against the bound. Read as ints,
        // floats of the same sign keep their order and every negative one is below every other,
        // so the least of the margins' bit patterns is at least e's exactly when every margin is
        // at least e (e > 0). m + e is exact in sign and not -0, so or-ing the bit patterns of the
        // fifteen m + e ors the signs: set exactly when some m < -e.
        // L = A0
        FloatVector m = b2.fma(q02, b1.fma(q01, b0.mul(q00))).add(a0).sub(t0.abs());
        IntVector least = m.reinterpretAsInts();
        IntVector apart = m.add(e).reinterpretAsInts();
        // L = A1
        m = b2.fma(q12, b1.fma(q11, b0.mul(q10))).add(a1).sub(t1.abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A2
        m = b2.fma(q22, b1.fma(q21, b0.mul(q20))).add(a2).sub(t2.abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = B0
        m = a2.fma(q20, a1.fma(q10, a0.mul(q00))).add(b0).sub(t2.fma(r20, t1.fma(r10, t0.mul(r00))).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = B1
        m = a2.fma(q21, a1.fma(q11, a0.mul(q01))).add(b1).sub(t2.fma(r21, t1.fma(r11, t0.mul(r01))).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = B2
        m = a2.fma(q22, a1.fma(q12, a0.mul(q02))).add(b2).sub(t2.fma(r22, t1.fma(r12, t0.mul(r02))).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A0 x B0
        m = a2.fma(q10, a1.mul(q20)).add(b2.fma(q01, b1.mul(q02))).sub(nt1.fma(r20, t2.mul(r10)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A0 x B1
        m = a2.fma(q11, a1.mul(q21)).add(b2.fma(q00, b0.mul(q02))).sub(nt1.fma(r21, t2.mul(r11)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A0 x B2
        m = a2.fma(q12, a1.mul(q22)).add(b1.fma(q00, b0.mul(q01))).sub(nt1.fma(r22, t2.mul(r12)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A1 x B0
        m = a2.fma(q00, a0.mul(q20)).add(b2.fma(q11, b1.mul(q12))).sub(nt2.fma(r00, t0.mul(r20)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A1 x B1
        m = a2.fma(q01, a0.mul(q21)).add(b2.fma(q10, b0.mul(q12))).sub(nt2.fma(r01, t0.mul(r21)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A1 x B2
        m = a2.fma(q02, a0.mul(q22)).add(b1.fma(q10, b0.mul(q11))).sub(nt2.fma(r02, t0.mul(r22)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A2 x B0
        m = a1.fma(q00, a0.mul(q10)).add(b2.fma(q21, b1.mul(q22))).sub(nt0.fma(r10, t1.mul(r00)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A2 x B1
        m = a1.fma(q01, a0.mul(q11)).add(b2.fma(q20, b0.mul(q22))).sub(nt0.fma(r11, t1.mul(r01)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // L = A2 x B2
        m = a1.fma(q02, a0.mul(q12)).add(b1.fma(q20, b0.mul(q21))).sub(nt0.fma(r12, t1.mul(r02)).abs());
        least = least.min(m.reinterpretAsInts());
        apart = apart.or(m.add(e).reinterpretAsInts());
        // Decided: every margin at least e (each test holds in double too), or one below -e (that
        // test separates in double too).
        long hits;
        long decided;
        VectorMask<Integer> hit = least.compare(VectorOperators.GE, e.reinterpretAsInts());
        VectorMask<Integer> separated = apart.compare(VectorOperators.LT, 0);
        if (MASK_TO_LONG) {
            hits = hit.toLong();
            decided = hits | separated.toLong();
        } else {
            IntVector zero = IntVector.broadcast(I, 0);
            IntVector hitBit = IntVector.fromArray(I, LANE_BIT, 0);
            IntVector separatedBit = IntVector.fromArray(I, LANE_BIT, LANES);
            int lanes = zero.blend(hitBit, hit).or(zero.blend(separatedBit, separated))
                    .reduceLanes(VectorOperators.OR);
            hits = lanes & 0xFFFF;
            decided = (lanes >>> 16) | hits;
        }
        return hits | decided << 32;
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
