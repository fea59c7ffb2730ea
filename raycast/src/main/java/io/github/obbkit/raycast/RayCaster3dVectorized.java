package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.BatchColumnReader;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;
import org.jspecify.annotations.Nullable;

/**
 * The vector path of {@link RayCaster3d}'s batch queries: {@link SlabFloatFilter}'s tests in {@code float}
 * lanes (16 with AVX-512, 8 with AVX2) over the batch's {@code float} copy of its columns
 * ({@link BatchColumnReader#floatColumns}), each box a sure hit, a sure miss, or left to the caster's
 * {@code double} path (the division-free {@link SlabFilter}, then the kernel), so every answer is
 * {@link RayCaster3d#intersects}'s bit for bit. The filter's bounds count a fused multiply-add as the
 * multiplication and addition it replaces, which only overestimates its error, so it fuses freely.
 *
 * <p>This class alone in the caster names {@code jdk.incubator.vector}, and is loaded only when the
 * module is present. A pass is one method without a loop that calls only methods C2 always inlines and
 * takes and returns plain values, as core3d's {@code Sat3dFloatKernel.pass}: a vector passed to a call
 * that is not inlined is boxed, and a pass compiled inside a larger method shares C2's node budget with
 * it. Every test is a sign bit, combined with bitwise operations on the lanes as ints; only the pass's
 * last step turns them into a mask.
 */
final class RayCaster3dVectorized {
    private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    private static final int LANES = S.length();
    private static final long ALL_LANES = (1L << LANES) - 1;

    /**
     * Whether {@code VectorMask.toLong} is an intrinsic (JDK 21 and later; JDK 17 builds the long from an
     * array, which allocates). Without it the lanes' bits are or-ed across the vector.
     */
    private static final boolean MASK_TO_LONG = Runtime.version().feature() >= 21;

    /** Lane j holds {@code 1 << j}, then from index LANES {@code 1 << (j + 16)}. */
    private static final int[] LANE_BIT = new int[2 * LANES];

    static {
        for (int j = 0; j < LANES; j++) {
            LANE_BIT[j] = 1 << j;
            LANE_BIT[LANES + j] = 1 << (j + 16);
        }
    }

    private RayCaster3dVectorized() {
    }

    /** The lanes per pass, at most 16; touching it loads the vector classes, which fails if they are absent. */
    static int lanes() {
        return LANES == I.length() && LANES <= 16 ? LANES : 0;
    }

    /**
     * The answers for boxes {@code start .. start + n - 1}, {@code 1 <= n <= 64}, as bits {@code 0 .. n - 1},
     * for a ray the filter covers: each box the filter leaves answered by {@link RayCaster3d#boxHits}.
     */
    static long bits(RayCaster3d r, Obb3dBatch b, int start, int n) {
        return walk(r.floatRay, BatchColumnReader.floatColumns(b), start, n, r, b);
    }

    /**
     * The boxes among {@code start .. start + n - 1}, {@code 1 <= n <= 64}, that the filter does not
     * call a sure miss, as bits {@code 0 .. n - 1}: every box the ray hits is among them (a box it
     * misses may be too). For a ray the filter covers; boxes short of a pass, in a batch with fewer boxes
     * than a pass has lanes, are all among them.
     */
    static long candidates(SlabFloatRay ray, float[][] f, int start, int n) {
        return walk(ray, f, start, n, null, null);
    }

    /**
     * The passes over boxes {@code start .. start + n - 1}: with a {@code caster} and its batch, its
     * answers (each lane the filter leaves answered by the caster's {@code double} path); without, the
     * lanes not surely missed ({@link #candidates}).
     */
    private static long walk(SlabFloatRay ray, float[][] f, int start, int n, @Nullable RayCaster3d caster,
                             @Nullable Obb3dBatch b) {
        long bits = 0;
        int k = 0;
        while (k < n) {
            // A tail shorter than a pass is decided by a last pass over boxes already decided (their
            // answers are the same bits again), when the batch has boxes before it.
            int w = k <= n - LANES ? k : n - LANES;
            if (start + w < 0) {
                break;
            }
            int i = start + w;
            long lanes = pass(ray, f, i);
            long kept = lanes & ALL_LANES;
            long open = ~(lanes >>> 32) & ALL_LANES;
            if (caster == null || b == null) {
                // Not a sure miss: a sure hit, or undecided.
                kept |= open;
            } else {
                for (; open != 0; open &= open - 1) {
                    int j = Long.numberOfTrailingZeros(open);
                    kept |= caster.boxHits(b, i + j) ? 1L << j : 0;
                }
            }
            bits |= w < 0 ? kept >>> -w : kept << w;
            k = w + LANES;
        }
        if (k < n) {
            // Fewer boxes than a pass from the batch's start: the scalar path's answers, or all of them.
            long rest = caster == null || b == null ? -1L >>> (64 - (n - k))
                    : caster.scalarHitBits(b, start + k, n - k);
            bits |= rest << k;
        }
        return bits;
    }

    /**
     * The lanes one pass leaves to the {@code double} path, as bits, for boxes {@code i .. i + lanes() - 1}:
     * for measuring how often the filter falls back, not for answers.
     */
    static long undecided(RayCaster3d r, Obb3dBatch b, int i) {
        return ~(pass(r.floatRay, BatchColumnReader.floatColumns(b), i) >>> 32) & ALL_LANES;
    }

    /**
     * One pass over boxes {@code i .. i + LANES - 1}: the lanes surely hit in bits 0 to 15, the lanes
     * decided (surely hit or surely missed) in bits 32 to 47.
     */
    private static long pass(SlabFloatRay r, float[][] f, int i) {
        // p = c - o: the floats' difference, exact when they are close, plus the difference of their rests.
        int rest = BatchColumnReader.FLOAT_CENTER_REST_X;
        FloatVector px = FloatVector.fromArray(S, f[0], i).sub(r.ox)
                .add(FloatVector.fromArray(S, f[rest], i).sub(r.restX));
        FloatVector py = FloatVector.fromArray(S, f[1], i).sub(r.oy)
                .add(FloatVector.fromArray(S, f[rest + 1], i).sub(r.restY));
        FloatVector pz = FloatVector.fromArray(S, f[2], i).sub(r.oz)
                .add(FloatVector.fromArray(S, f[rest + 2], i).sub(r.restZ));
        FloatVector h0 = FloatVector.fromArray(S, f[12], i);
        FloatVector h1 = FloatVector.fromArray(S, f[13], i);
        FloatVector h2 = FloatVector.fromArray(S, f[14], i);
        // sigma = 3 |p|_1 + h_x + h_y + h_z + 2^-20 (the box's scale + the ray's): infinite for a box outside
        // the copy's domain. eps = 8u sigma + 2^-120; mu = 32u lambda sigma + 2^-110.
        FloatVector far = FloatVector.fromArray(S, f[BatchColumnReader.FLOAT_SCALE], i).add(r.reach);
        FloatVector sigma = px.abs().add(py.abs()).add(pz.abs()).mul(3f).add(h0.add(h1).add(h2))
                .add(far.mul(SlabFloatFilter.FAR));
        FloatVector eps = sigma.fma(SlabFloatFilter.EDGE, SlabFloatFilter.EDGE_FLOOR);
        FloatVector mu = sigma.fma(r.margin, SlabFloatFilter.PAIR_FLOOR);
        FloatVector edge = FloatVector.broadcast(S, SlabFloatFilter.EDGE);
        FloatVector cross = FloatVector.broadcast(S, r.crossLimit);
        FloatVector parallel = FloatVector.broadcast(S, r.parallelLimit);
        FloatVector dx = FloatVector.broadcast(S, r.dx);
        FloatVector dy = FloatVector.broadcast(S, r.dy);
        FloatVector dz = FloatVector.broadcast(S, r.dz);
        FloatVector adx = dx.abs();
        FloatVector ady = dy.abs();
        FloatVector adz = dz.abs();
        // Slab 0, axis X: e = a . p, f = a . d, s = |a| . |d|, h.
        FloatVector ax = FloatVector.fromArray(S, f[3], i);
        FloatVector ay = FloatVector.fromArray(S, f[4], i);
        FloatVector az = FloatVector.fromArray(S, f[5], i);
        FloatVector e0 = az.fma(pz, ay.fma(py, ax.mul(px)));
        FloatVector f0 = az.fma(dz, ay.fma(dy, ax.mul(dx)));
        FloatVector s0 = az.abs().fma(adz, ay.abs().fma(ady, ax.abs().mul(adx)));
        // Slab 1, axis Y.
        ax = FloatVector.fromArray(S, f[6], i);
        ay = FloatVector.fromArray(S, f[7], i);
        az = FloatVector.fromArray(S, f[8], i);
        FloatVector e1 = az.fma(pz, ay.fma(py, ax.mul(px)));
        FloatVector f1 = az.fma(dz, ay.fma(dy, ax.mul(dx)));
        FloatVector s1 = az.abs().fma(adz, ay.abs().fma(ady, ax.abs().mul(adx)));
        // Slab 2, axis Z.
        ax = FloatVector.fromArray(S, f[9], i);
        ay = FloatVector.fromArray(S, f[10], i);
        az = FloatVector.fromArray(S, f[11], i);
        FloatVector e2 = az.fma(pz, ay.fma(py, ax.mul(px)));
        FloatVector f2 = az.fma(dz, ay.fma(dy, ax.mul(dx)));
        FloatVector s2 = az.abs().fma(adz, ay.abs().fma(ady, ax.abs().mul(adx)));
        FloatVector w0 = f0.abs();
        FloatVector w1 = f1.abs();
        FloatVector w2 = f2.abs();
        // Surely crossed, F > 8u s + limit: the sign of (8u s + limit) - F. Surely parallel,
        // F + 8u s <= limit: the sign of limit - (F + 8u s) clear, so its complement's sign.
        IntVector c0 = s0.fma(edge, cross).sub(w0).reinterpretAsInts();
        IntVector c1 = s1.fma(edge, cross).sub(w1).reinterpretAsInts();
        IntVector c2 = s2.fma(edge, cross).sub(w2).reinterpretAsInts();
        IntVector p0 = parallel.sub(s0.fma(edge, w0)).reinterpretAsInts().not();
        IntVector p1 = parallel.sub(s1.fma(edge, w1)).reinterpretAsInts().not();
        IntVector p2 = parallel.sub(s2.fma(edge, w2)).reinterpretAsInts().not();
        // A parallel slab: h - |e| >= eps holds the origin surely, h - |e| < -eps surely not.
        FloatVector g0 = h0.sub(e0.abs());
        FloatVector g1 = h1.sub(e1.abs());
        FloatVector g2 = h2.sub(e2.abs());
        // E = e sign(f), exact; N = E - h, M = E + h.
        FloatVector q0 = e0.reinterpretAsInts().lanewise(VectorOperators.XOR,
                f0.reinterpretAsInts().and(Integer.MIN_VALUE)).reinterpretAsFloats();
        FloatVector q1 = e1.reinterpretAsInts().lanewise(VectorOperators.XOR,
                f1.reinterpretAsInts().and(Integer.MIN_VALUE)).reinterpretAsFloats();
        FloatVector q2 = e2.reinterpretAsInts().lanewise(VectorOperators.XOR,
                f2.reinterpretAsInts().and(Integer.MIN_VALUE)).reinterpretAsFloats();
        FloatVector n0 = q0.sub(h0);
        FloatVector n1 = q1.sub(h1);
        FloatVector n2 = q2.sub(h2);
        FloatVector m0 = q0.add(h0);
        FloatVector m1 = q1.add(h1);
        FloatVector m2 = q2.add(h2);
        // A slab is sure to keep the line: parallel and holding the origin (g - eps >= 0), or crossed with
        // its far crossing ahead (M - eps >= 0). Sure to lose it: parallel and g + eps < 0, or crossed and
        // M + eps < 0.
        IntVector keep = p0.and(g0.sub(eps).reinterpretAsInts().not()).or(c0.and(m0.sub(eps).reinterpretAsInts().not()))
                .and(p1.and(g1.sub(eps).reinterpretAsInts().not()).or(c1.and(m1.sub(eps).reinterpretAsInts().not())))
                .and(p2.and(g2.sub(eps).reinterpretAsInts().not()).or(c2.and(m2.sub(eps).reinterpretAsInts().not())));
        IntVector lose = p0.and(g0.add(eps).reinterpretAsInts()).or(c0.and(m0.add(eps).reinterpretAsInts()))
                .or(p1.and(g1.add(eps).reinterpretAsInts())).or(c1.and(m1.add(eps).reinterpretAsInts()))
                .or(p2.and(g2.add(eps).reinterpretAsInts())).or(c2.and(m2.add(eps).reinterpretAsInts()));
        // d_ij = N_i F_j - M_j F_i: near i against far j, cross-multiplied.
        FloatVector d01 = n0.fma(w1, m1.mul(w0).neg());
        FloatVector d10 = n1.fma(w0, m0.mul(w1).neg());
        FloatVector d02 = n0.fma(w2, m2.mul(w0).neg());
        FloatVector d20 = n2.fma(w0, m0.mul(w2).neg());
        FloatVector d12 = n1.fma(w2, m2.mul(w1).neg());
        FloatVector d21 = n2.fma(w1, m1.mul(w2).neg());
        IntVector both01 = c0.and(c1);
        IntVector both02 = c0.and(c2);
        IntVector both12 = c1.and(c2);
        // Surely apart, some d > mu between two crossed slabs: the sign of mu - d.
        lose = lose.or(both01.and(mu.sub(d01).reinterpretAsInts().or(mu.sub(d10).reinterpretAsInts())))
                .or(both02.and(mu.sub(d02).reinterpretAsInts().or(mu.sub(d20).reinterpretAsInts())))
                .or(both12.and(mu.sub(d12).reinterpretAsInts().or(mu.sub(d21).reinterpretAsInts())));
        // Surely ordered, every d < -mu (the sign of d + mu), wherever both slabs are crossed.
        keep = keep.and(both01.not().or(d01.add(mu).reinterpretAsInts().and(d10.add(mu).reinterpretAsInts())))
                .and(both02.not().or(d02.add(mu).reinterpretAsInts().and(d20.add(mu).reinterpretAsInts())))
                .and(both12.not().or(d12.add(mu).reinterpretAsInts().and(d21.add(mu).reinterpretAsInts())));
        // Sign bits: a sure hit keeps, a sure miss loses; the two cannot both hold.
        long hits;
        long decided;
        if (MASK_TO_LONG) {
            hits = keep.compare(VectorOperators.LT, 0).toLong();
            decided = hits | lose.compare(VectorOperators.LT, 0).toLong();
        } else {
            int lanes = keep.lanewise(VectorOperators.ASHR, 31).and(IntVector.fromArray(I, LANE_BIT, 0))
                    .or(lose.lanewise(VectorOperators.ASHR, 31).and(IntVector.fromArray(I, LANE_BIT, LANES)))
                    .reduceLanes(VectorOperators.OR);
            hits = lanes & 0xFFFF;
            decided = (lanes >>> 16) | hits;
        }
        return hits | decided << 32;
    }
}
