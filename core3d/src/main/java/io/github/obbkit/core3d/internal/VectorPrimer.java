package io.github.obbkit.core3d.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Runs every kind of vector operation obbkit's kernels use, on every element type they use, a hundred
 * times, once, before the first kernel runs ({@link VectorSupport#lanes}), so that the Vector API's
 * small shared helpers have seen all of them before C2 compiles any of those helpers on its own.
 *
 * <p><b>Why.</b> Each vector operation goes through helpers shared by every element type and every
 * operator ({@code VectorOperators.opKind}, {@code AbstractSpecies.check},
 * {@code AbstractVector.check0}, ...). A helper hot enough to be compiled alone, while it had seen one
 * element type or one or two kinds of operator, is compiled for those with a trap for the rest; when
 * another kind then arrives it traps, up to four times. C2 adds a method's recorded traps to a
 * compilation each time it inlines that method, and a kernel pass inlines such helpers a hundred times
 * and more: past {@code PerMethodTrapLimit} (100) it no longer guards a profiled call with a trap but
 * keeps a real virtual call beside it, whose vector arguments are then boxed on every pass (the scan
 * picker's float filter allocated 27 KB a pick so in a test JVM whose first vector code had been the
 * build's integer binning; such traps came in 5 of 8 runs of raycast's tests without this primer, in
 * none of 16 with it). With the helpers' profiles already mixed, C2 compiles them with virtual calls
 * where the types vary and records no trap; inside the kernels, whose species and operators are
 * constants, they are still bound and inlined directly.
 *
 * <p>What it cannot do: vector code of the application's own that ran before obbkit's first kernel
 * may already have left such traps. The kernels' allocation is measured per path in the tests (zero
 * bytes) but only for the histories the test JVMs have.
 */
final class VectorPrimer {
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Double> D = DoubleVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Long> L = LongVector.SPECIES_PREFERRED;
    /** Rounds of the mixed operations: enough for the helpers' profiles to see every type (measured: 100 held in every run). */
    static final int ROUNDS = 100;
    /** Keeps the results live. */
    static volatile long sink;

    private VectorPrimer() {
    }

    /** Runs the mixed operations {@link #ROUNDS} times. */
    static void prime() {
        float[] f = new float[F.length()];
        int[] n = new int[I.length()];
        double[] d = new double[D.length()];
        long[] l = new long[L.length()];
        long s = 0;
        for (int r = 0; r < ROUNDS; r++) {
            // One element type after the other within a round, so that every helper sees all four at once.
            FloatVector a = FloatVector.fromArray(F, f, 0);
            IntVector b = IntVector.fromArray(I, n, 0);
            DoubleVector c = DoubleVector.fromArray(D, d, 0);
            LongVector e = LongVector.fromArray(L, l, 0);
            a = a.add(a).mul(a).sub(a).fma(a, a).abs().neg().min(a).max(a).sqrt();
            b = b.add(b).mul(b).sub(b).and(b).or(b).not().min(b).max(b).abs().neg()
                    .lanewise(VectorOperators.XOR, b).lanewise(VectorOperators.LSHL, 1);
            c = c.add(c).mul(c).sub(c).fma(c, c).abs().neg().min(c).max(c).sqrt();
            e = e.add(e).mul(e).sub(e).and(e).or(e).not().min(e).max(e).abs().neg()
                    .lanewise(VectorOperators.XOR, e).lanewise(VectorOperators.ASHR, 1).lanewise(VectorOperators.LSHR, 1);
            VectorMask<Float> ma = a.compare(VectorOperators.LT, 0f);
            VectorMask<Integer> mb = b.compare(VectorOperators.EQ, 1);
            VectorMask<Double> mc = c.compare(VectorOperators.GE, 0.0);
            VectorMask<Long> me = e.compare(VectorOperators.LE, 1L);
            ma = ma.and(ma).or(ma).not();
            mb = mb.and(mb).or(mb).not();
            mc = mc.and(mc).or(mc).not();
            me = me.and(me).or(me).not();
            a = a.blend(FloatVector.broadcast(F, 1f), ma);
            b = b.blend(IntVector.broadcast(I, 1), mb);
            c = c.blend(DoubleVector.broadcast(D, 1.0), mc);
            e = e.blend(LongVector.broadcast(L, 1L), me);
            a.intoArray(f, 0);
            b.intoArray(n, 0);
            c.intoArray(d, 0);
            e.intoArray(l, 0);
            s += a.reinterpretAsInts().add(b).reduceLanes(VectorOperators.OR)
                    + c.reinterpretAsLongs().add(e).reduceLanes(VectorOperators.OR)
                    + b.reinterpretAsFloats().reinterpretAsInts().reduceLanes(VectorOperators.ADD)
                    + e.reinterpretAsDoubles().reinterpretAsLongs().reduceLanes(VectorOperators.MAX)
                    + ma.trueCount() + mb.trueCount() + mc.trueCount() + me.trueCount()
                    + ma.firstTrue() + mb.firstTrue() + mc.firstTrue() + me.firstTrue()
                    + ma.toLong() + mb.toLong() + mc.toLong() + me.toLong();
        }
        sink = s;
    }
}
