package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.BatchColumnReader;
import io.github.obbkit.core3d.internal.BatchColumnReader.Column;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector path of {@link RayCaster3d}'s batch queries: {@link SlabFilter#obbHits}'s arithmetic with
 * the boxes' numbers in the lanes of {@link DoubleVector}s, read straight from the batch's columns
 * ({@link BatchColumnReader}), and the ray's broadcast, so one pass filters as many boxes as the preferred
 * species has lanes (8 with AVX-512, 4 with AVX2).
 *
 * <p>Every lane performs the scalar filter's operations in its order: lane-wise {@code mul},
 * {@code add} and {@code sub} are IEEE operations rounded once, like Java's, nothing is fused, and only
 * multiplications are commuted (the ray's broadcast on the other side), which IEEE arithmetic leaves
 * exact. So each lane's projections, margin, cross products and signs are the scalar filter's doubles,
 * and each lane answers what {@link SlabFilter#obbHits} answers for that box: a sure hit, a sure miss,
 * or unsure. The filter's certificate (docs/precision.md, "SlabFilter") makes a sure answer the slab
 * kernel's; the unsure lanes are handed back to the caller, which asks the kernel itself. Hence every
 * answer is {@link RayCaster3d#intersects}'s, bit for bit.
 *
 * <p>This class alone in raycast's caster names {@code jdk.incubator.vector}; {@link RayCaster3d}
 * touches it only after {@code VectorSupport} has found the module, so without it the class is never
 * loaded. Everything is in one method calling nothing but methods C2 always inlines: a vector passed
 * to a call that is not inlined is boxed.
 */
final class RayCaster3dVectorized {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int LANES = S.length();
    private static final VectorSpecies<Long> L = LongVector.SPECIES_PREFERRED;

    /** The most boxes one call filters: their answers and their doubts share one {@code long}. */
    static final int BLOCK = 32;

    /** Lane j holds j: where lane j's answer bit goes. */
    private static final long[] LANE_INDEX = new long[LANES];

    static {
        for (int j = 0; j < LANES; j++) {
            LANE_INDEX[j] = j;
        }
    }

    private RayCaster3dVectorized() {
    }

    /** The lanes per pass; touching it loads the vector classes, which fails if they are absent. */
    static int lanes() {
        return LANES == L.length() ? LANES : 0;
    }

    /**
     * Filters boxes {@code start .. start + m - 1} of a batch, {@code m} the largest multiple of the lanes
     * not above {@code n <= }{@value #BLOCK}: bit {@code k} is set if box {@code start + k} is surely hit,
     * bit {@code 32 + k} if the filter is unsure of it (then bit {@code k} is clear). Boxes from
     * {@code start + m} on are the caller's.
     */
    static long bits(RayCaster3d r, Obb3dBatch b, int start, int n) {
        double[] cxs = BatchColumnReader.column(b, Column.CENTER_X);
        double[] cys = BatchColumnReader.column(b, Column.CENTER_Y);
        double[] czs = BatchColumnReader.column(b, Column.CENTER_Z);
        double[] uxs = BatchColumnReader.column(b, Column.AXIS_XX);
        double[] uys = BatchColumnReader.column(b, Column.AXIS_XY);
        double[] uzs = BatchColumnReader.column(b, Column.AXIS_XZ);
        double[] vxs = BatchColumnReader.column(b, Column.AXIS_YX);
        double[] vys = BatchColumnReader.column(b, Column.AXIS_YY);
        double[] vzs = BatchColumnReader.column(b, Column.AXIS_YZ);
        double[] wxs = BatchColumnReader.column(b, Column.AXIS_ZX);
        double[] wys = BatchColumnReader.column(b, Column.AXIS_ZY);
        double[] wzs = BatchColumnReader.column(b, Column.AXIS_ZZ);
        double[] hxs = BatchColumnReader.column(b, Column.HALF_X);
        double[] hys = BatchColumnReader.column(b, Column.HALF_Y);
        double[] hzs = BatchColumnReader.column(b, Column.HALF_Z);
        LongVector laneIndex = LongVector.fromArray(L, LANE_INDEX, 0);
        DoubleVector ox = DoubleVector.broadcast(S, r.ox);
        DoubleVector oy = DoubleVector.broadcast(S, r.oy);
        DoubleVector oz = DoubleVector.broadcast(S, r.oz);
        DoubleVector dx = DoubleVector.broadcast(S, r.dx);
        DoubleVector dy = DoubleVector.broadcast(S, r.dy);
        DoubleVector dz = DoubleVector.broadcast(S, r.dz);
        DoubleVector threshold = DoubleVector.broadcast(S, r.threshold);
        DoubleVector scale = DoubleVector.broadcast(S, r.marginScale);
        // G < limit as integers: G's bits against the limit's, or 0 (never) for a ray outside the range.
        LongVector limit = LongVector.broadcast(L, r.reachLimit > 0 ? Double.doubleToRawLongBits(r.reachLimit) : 0);
        LongVector parallelNear = LongVector.broadcast(L, Double.doubleToRawLongBits(-SlabFilter.PARALLEL));
        LongVector parallelFar = LongVector.broadcast(L, Double.doubleToRawLongBits(SlabFilter.PARALLEL));
        LongVector one = LongVector.broadcast(L, Double.doubleToRawLongBits(1.0));
        LongVector acc = LongVector.zero(L);
        int end = n - n % LANES;
        for (int k = 0; k < end; k += LANES) {
            int i = start + k;
            // The kernel's projections, operation for operation: p = c - o, e = axis . p, f = axis . d.
            DoubleVector px = DoubleVector.fromArray(S, cxs, i).sub(ox);
            DoubleVector py = DoubleVector.fromArray(S, cys, i).sub(oy);
            DoubleVector pz = DoubleVector.fromArray(S, czs, i).sub(oz);
            DoubleVector ax = DoubleVector.fromArray(S, uxs, i);
            DoubleVector ay = DoubleVector.fromArray(S, uys, i);
            DoubleVector az = DoubleVector.fromArray(S, uzs, i);
            DoubleVector e0 = ax.mul(px).add(ay.mul(py)).add(az.mul(pz));
            DoubleVector f0 = ax.mul(dx).add(ay.mul(dy)).add(az.mul(dz));
            ax = DoubleVector.fromArray(S, vxs, i);
            ay = DoubleVector.fromArray(S, vys, i);
            az = DoubleVector.fromArray(S, vzs, i);
            DoubleVector e1 = ax.mul(px).add(ay.mul(py)).add(az.mul(pz));
            DoubleVector f1 = ax.mul(dx).add(ay.mul(dy)).add(az.mul(dz));
            ax = DoubleVector.fromArray(S, wxs, i);
            ay = DoubleVector.fromArray(S, wys, i);
            az = DoubleVector.fromArray(S, wzs, i);
            DoubleVector e2 = ax.mul(px).add(ay.mul(py)).add(az.mul(pz));
            DoubleVector f2 = ax.mul(dx).add(ay.mul(dy)).add(az.mul(dz));
            DoubleVector h0 = DoubleVector.fromArray(S, hxs, i);
            DoubleVector h1 = DoubleVector.fromArray(S, hys, i);
            DoubleVector h2 = DoubleVector.fromArray(S, hzs, i);
            // Which slabs the line crosses, |f| > threshold, as all-ones lanes: the sign of
            // threshold - |f| (f is finite wherever the answer is used), spread by an arithmetic shift.
            // No masks: every test here is a sign bit, as in SlabFilter, and stays in vector registers.
            LongVector c0 = threshold.sub(f0.abs()).reinterpretAsLongs().lanewise(VectorOperators.ASHR, 63);
            LongVector c1 = threshold.sub(f1.abs()).reinterpretAsLongs().lanewise(VectorOperators.ASHR, 63);
            LongVector c2 = threshold.sub(f2.abs()).reinterpretAsLongs().lanewise(VectorOperators.ASHR, 63);
            // G = sum (|e| + h), the margin m = G 2^-49 2L + 2^-880.
            DoubleVector g = e0.abs().add(h0).add(e1.abs().add(h1)).add(e2.abs().add(h2));
            DoubleVector m = g.mul(scale).add(SlabFilter.MARGIN_FLOOR);
            // E = e sign(f), exact; N = E - h, M = E + h, F = |f|; a parallel slab bounds nothing.
            DoubleVector s0 = e0.reinterpretAsLongs().lanewise(VectorOperators.XOR,
                    f0.reinterpretAsLongs().and(Long.MIN_VALUE)).reinterpretAsDoubles();
            DoubleVector s1 = e1.reinterpretAsLongs().lanewise(VectorOperators.XOR,
                    f1.reinterpretAsLongs().and(Long.MIN_VALUE)).reinterpretAsDoubles();
            DoubleVector s2 = e2.reinterpretAsLongs().lanewise(VectorOperators.XOR,
                    f2.reinterpretAsLongs().and(Long.MIN_VALUE)).reinterpretAsDoubles();
            DoubleVector n0 = s0.sub(h0).reinterpretAsLongs().and(c0).or(parallelNear.and(c0.not())).reinterpretAsDoubles();
            DoubleVector n1 = s1.sub(h1).reinterpretAsLongs().and(c1).or(parallelNear.and(c1.not())).reinterpretAsDoubles();
            DoubleVector n2 = s2.sub(h2).reinterpretAsLongs().and(c2).or(parallelNear.and(c2.not())).reinterpretAsDoubles();
            DoubleVector m0 = s0.add(h0).reinterpretAsLongs().and(c0).or(parallelFar.and(c0.not())).reinterpretAsDoubles();
            DoubleVector m1 = s1.add(h1).reinterpretAsLongs().and(c1).or(parallelFar.and(c1.not())).reinterpretAsDoubles();
            DoubleVector m2 = s2.add(h2).reinterpretAsLongs().and(c2).or(parallelFar.and(c2.not())).reinterpretAsDoubles();
            DoubleVector w0 = f0.abs().reinterpretAsLongs().and(c0).or(one.and(c0.not())).reinterpretAsDoubles();
            DoubleVector w1 = f1.abs().reinterpretAsLongs().and(c1).or(one.and(c1.not())).reinterpretAsDoubles();
            DoubleVector w2 = f2.abs().reinterpretAsLongs().and(c2).or(one.and(c2.not())).reinterpretAsDoubles();
            // d_ij = N_i F_j - M_j F_i: near i against far j, cross-multiplied.
            DoubleVector d01 = n0.mul(w1).sub(m1.mul(w0));
            DoubleVector d02 = n0.mul(w2).sub(m2.mul(w0));
            DoubleVector d10 = n1.mul(w0).sub(m0.mul(w1));
            DoubleVector d12 = n1.mul(w2).sub(m2.mul(w1));
            DoubleVector d20 = n2.mul(w0).sub(m0.mul(w2));
            DoubleVector d21 = n2.mul(w1).sub(m1.mul(w2));
            // Surely apart, some d > m: the sign of m - d.
            LongVector miss = m.sub(d01).reinterpretAsLongs().or(m.sub(d02).reinterpretAsLongs())
                    .or(m.sub(d10).reinterpretAsLongs()).or(m.sub(d12).reinterpretAsLongs())
                    .or(m.sub(d20).reinterpretAsLongs()).or(m.sub(d21).reinterpretAsLongs());
            // Surely ordered, every d < -2m: the sign of d + 2m.
            DoubleVector twice = m.mul(2.0);
            LongVector sure = d01.add(twice).reinterpretAsLongs().and(d02.add(twice).reinterpretAsLongs())
                    .and(d10.add(twice).reinterpretAsLongs()).and(d12.add(twice).reinterpretAsLongs())
                    .and(d20.add(twice).reinterpretAsLongs()).and(d21.add(twice).reinterpretAsLongs());
            // A slab the line runs along keeps it only if it holds the origin, !(-e - h > 0 | -e + h < 0):
            // -e - h is -(e + h) and -e + h is h - e, exactly, and neither is -0.0, so each test is a sign.
            LongVector in = c0.or(e0.add(h0).reinterpretAsLongs().or(h0.sub(e0).reinterpretAsLongs()).not())
                    .and(c1.or(e1.add(h1).reinterpretAsLongs().or(h1.sub(e1).reinterpretAsLongs()).not()))
                    .and(c2.or(e2.add(h2).reinterpretAsLongs().or(h2.sub(e2).reinterpretAsLongs()).not()));
            // Far crossings: M < -2^-980 is surely behind the origin; M in [-2^-980, 0) or -0.0 is unsure.
            LongVector b0 = m0.add(SlabFilter.UNDERFLOW).reinterpretAsLongs();
            LongVector b1 = m1.add(SlabFilter.UNDERFLOW).reinterpretAsLongs();
            LongVector b2 = m2.add(SlabFilter.UNDERFLOW).reinterpretAsLongs();
            miss = miss.or(b0).or(b1).or(b2).or(in.not());
            LongVector unsure = sure.not().or(b0.lanewise(VectorOperators.XOR, m0.reinterpretAsLongs()))
                    .or(b1.lanewise(VectorOperators.XOR, m1.reinterpretAsLongs()))
                    .or(b2.lanewise(VectorOperators.XOR, m2.reinterpretAsLongs()));
            // Outside the filter's range (G >= 2^600, NaN, or a ray too short or too long): unsure. G's
            // bits without the sign order as G does, NaN above infinity, so G < limit is a sign.
            LongVector outside = g.reinterpretAsLongs().and(Long.MAX_VALUE).sub(limit).not();
            // Sign bits: a hit is neither missed, nor unsure, nor outside; unsure is outside, or not a
            // sure miss and unsure.
            LongVector hit = miss.or(unsure).or(outside).not();
            unsure = outside.or(miss.not().and(unsure));
            LongVector at = laneIndex.add(k);
            acc = acc.or(hit.lanewise(VectorOperators.LSHR, 63).lanewise(VectorOperators.LSHL, at))
                    .or(unsure.lanewise(VectorOperators.LSHR, 63).lanewise(VectorOperators.LSHL, at.add(BLOCK)));
        }
        return acc.reduceLanes(VectorOperators.OR);
    }
}
