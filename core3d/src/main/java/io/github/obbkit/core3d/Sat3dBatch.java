package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Bits;
import io.github.obbkit.core3d.internal.Checks;
import io.github.obbkit.core3d.internal.VectorSupport;
import java.util.Objects;

/**
 * One box against many: {@link #intersectsEach} and {@link #intersecting} test one box against a
 * range of an {@link Obb3dBatch}, writing a bitset or a list of indices into the caller's array.
 * They answer exactly as {@link Sat3d#intersects(Obb3d, Obb3d)} does for each pair, bit for bit. When
 * the JVM has the incubating vector module ({@code --add-modules jdk.incubator.vector}, JDK 17 or
 * later) they test several boxes per instruction with {@code jdk.incubator.vector}, otherwise one at
 * a time with the pair test's operations in its order; {@link #isVectorized()} says which.
 * {@code -Dobbkit.vector=false} forces the scalar path. The vector path first decides 8 or 16 boxes
 * at a time in {@code float} lanes, from a {@code float} copy of the batch, with a certified error
 * bound, and recomputes in {@code double}, with the pair test itself, only the boxes the bound
 * cannot decide (touching, or within rounding of it): docs/precision.md, "Sat3dBatch's float
 * filter", derives the bound. {@code -Dobbkit.floatFilter=false} leaves it out (the answers are the
 * same; the switch is for benchmarks). Static, stateless and allocation-free.
 */
public final class Sat3dBatch {
    /** Whether the batch kernels use {@code jdk.incubator.vector}; decided once, when the class loads. */
    private static final boolean VECTORIZED = vectorPathUsable();
    /**
     * Whether the vector path filters in {@code float} lanes first ({@link Sat3dFloatKernel}); off
     * with {@code -Dobbkit.floatFilter=false}, which leaves the {@code double} lanes of
     * {@link Sat3dVectorized} (a switch for benchmarks and diagnosis: the answers are the same).
     */
    private static final boolean FLOAT_FILTER = VECTORIZED && floatFilterUsable();

    private Sat3dBatch() {
    }

    private static boolean vectorPathUsable() {
        return VectorSupport.lanes(() -> Sat3dVectorized.lanes()) >= 2;
    }

    private static boolean floatFilterUsable() {
        if ("false".equalsIgnoreCase(System.getProperty("obbkit.floatFilter"))) {
            return false;
        }
        int lanes = Sat3dFloatKernel.lanes();
        return lanes >= 4 && lanes <= 16;
    }

    /** Whether the vector path filters in {@code float} lanes (then batches make float copies when first queried). */
    static boolean filtersInFloat() {
        return FLOAT_FILTER;
    }

    /**
     * Whether {@link #intersectsEach} and {@link #intersecting} run on {@code jdk.incubator.vector}
     * in this JVM: true when the module is present ({@code --add-modules jdk.incubator.vector}) and
     * the system property {@code obbkit.vector} is not {@code false}. The answers are the same
     * either way; only the speed differs.
     *
     * @return true if the batch kernels are vectorised
     */
    public static boolean isVectorized() {
        return VECTORIZED;
    }

    /**
     * Tests {@code box} against boxes {@code from .. from + count - 1} of a batch and writes one bit
     * per box into a caller's bitset: bit {@code bitOffset + k} is set if {@code box} intersects
     * {@code boxes.get(from + k)} and cleared if not, each answer exactly
     * {@link Sat3d#intersects(Obb3d, Obb3d)}'s for that pair (the same operations, so the same answer
     * bit for bit). Bit {@code j} is bit {@code j & 63} of {@code hits[j >>> 6]}, as
     * {@link java.util.BitSet#valueOf(long[])} reads it; bits outside
     * {@code [bitOffset, bitOffset + count)} are left as they were, so runs of several batches can be
     * written side by side. The same convention as {@code RayCaster3d.intersectsEach}. Allocation-free;
     * vectorised when {@link #isVectorized()}.
     *
     * @param box       the box tested against each, in the role of {@code a}
     * @param boxes     the batch
     * @param from      the first box to test
     * @param count     how many boxes to test, from {@code from} on
     * @param hits      the bitset written
     * @param bitOffset the bit written for box {@code from}
     * @return how many of the boxes intersect {@code box}
     * @throws IllegalArgumentException if {@code from}, {@code count} or {@code bitOffset} is negative,
     *                                  {@code from + count} exceeds the batch's size, or {@code hits}
     *                                  holds fewer than {@code bitOffset + count} bits
     */
    public static int intersectsEach(Obb3d box, Obb3dBatch boxes, int from, int count, long[] hits, int bitOffset) {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(hits, "hits");
        Objects.requireNonNull(box, "box");
        Checks.batchRange(boxes.size(), from, count);
        Checks.bits("hits", hits.length, "bitOffset", bitOffset, count);
        int n = 0;
        for (int done = 0; done < count; done += 64) {
            int run = Math.min(64, count - done);
            long bits = block(box, boxes, from + done, run);
            Bits.put(hits, (long) bitOffset + done, bits, run);
            n += Long.bitCount(bits);
        }
        return n;
    }

    /**
     * Tests {@code box} against boxes {@code from .. from + count - 1} of a batch and writes the batch
     * indices of those it intersects, in increasing order, into a caller's list from
     * {@code indices[indexOffset]} on, each answer exactly {@link Sat3d#intersects(Obb3d, Obb3d)}'s
     * for that pair. The list needs room for {@code count} indices, the most the call can write; the entries
     * after the last index it returns are unspecified. The same convention as
     * {@code RayCaster3d.intersecting}. Allocation-free; vectorised when {@link #isVectorized()}.
     *
     * @param box         the box tested against each, in the role of {@code a}
     * @param boxes       the batch
     * @param from        the first box to test
     * @param count       how many boxes to test, from {@code from} on
     * @param indices     the list written: batch indices of the boxes that intersect {@code box}
     * @param indexOffset where the list starts in {@code indices}
     * @return the number of boxes that intersect {@code box}, which is the number of indices written
     * @throws IllegalArgumentException if {@code from}, {@code count} or {@code indexOffset} is
     *                                  negative, {@code from + count} exceeds the batch's size, or
     *                                  {@code indices} is shorter than {@code indexOffset + count}
     */
    public static int intersecting(Obb3d box, Obb3dBatch boxes, int from, int count, int[] indices,
                                   int indexOffset) {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(indices, "indices");
        Objects.requireNonNull(box, "box");
        Checks.batchRange(boxes.size(), from, count);
        Checks.elements("indices", indices.length, "indexOffset", indexOffset, count);
        int written = indexOffset;
        for (int done = 0; done < count; done += 64) {
            int start = from + done;
            long bits = block(box, boxes, start, Math.min(64, count - done));
            while (bits != 0) {
                indices[written++] = start + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return written - indexOffset;
    }

    /** The answers for boxes {@code start .. start + n - 1}, {@code n <= 64}, as bits 0 .. n - 1. */
    private static long block(Obb3d a, Obb3dBatch b, int start, int n) {
        if (!VECTORIZED) {
            return Sat3dKernel.bits(a, b, start, n);
        }
        // The float filter's bound holds for boxes inside its domain; a box outside it is rare
        // (beyond 2^60 from the origin or as large), and goes through the scalar kernel. The double
        // lanes run only where the filter is off: their pass sits near C2's inlining budget, and in
        // some JVMs it was compiled with calls left out of line that box their vectors.
        if (FLOAT_FILTER) {
            return Obb3dBatchFloats.fits(a) ? Sat3dFloatKernel.bits(a, b, start, n) : Sat3dKernel.bits(a, b, start, n);
        }
        return Sat3dVectorized.bits(a, b, start, n);
    }
}
