package io.github.obbkit.core3d.internal;

/** Writing runs of answer bits into a caller's bitset, in {@link java.util.BitSet#valueOf(long[])}'s layout. */
public final class Bits {
    private Bits() {
    }

    /**
     * Writes the low {@code n} bits of {@code bits} to bits {@code at .. at + n - 1} of {@code dest}
     * (bit {@code k} is bit {@code k & 63} of {@code dest[k >>> 6]}), leaving every other bit as it
     * was.
     *
     * @param dest the bitset, long enough (not checked here)
     * @param at   the first bit written, {@code >= 0}
     * @param bits the bits, none set at or above bit {@code n}
     * @param n    how many, {@code 1 <= n <= 64}
     */
    public static void put(long[] dest, long at, long bits, int n) {
        int w = (int) (at >>> 6);
        int s = (int) at & 63;
        long mask = -1L >>> (64 - n);
        dest[w] = dest[w] & ~(mask << s) | bits << s;
        if (s + n > 64) {
            int back = 64 - s;
            dest[w + 1] = dest[w + 1] & ~(mask >>> back) | bits >>> back;
        }
    }
}
