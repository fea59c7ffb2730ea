package io.github.obbkit.verification.digest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.function.Consumer;

/**
 * A SHA-256 over one family's answers. Every value is written as a one-byte tag followed by its
 * bits, so that answers of different kinds or lengths cannot run into each other: a boolean as a
 * byte, a double as {@link Double#doubleToRawLongBits} (so {@code -0.0} and NaN payloads count), an
 * enum constant by its name, null as a marker, a thrown exception as its class name only (messages
 * may change; the kind of exception may not), an array by its length and then its elements.
 *
 * <p>THE ENCODING MUST NEVER CHANGE: the recorded digests were computed with it. If it changed,
 * every recorded digest would have to be recorded again, which would prove nothing about the code
 * in between.
 */
final class Digest {
    private static final byte BOOLEAN = 'Z';
    private static final byte INT = 'I';
    private static final byte LONG = 'J';
    private static final byte DOUBLE = 'D';
    private static final byte NAME = 'E';
    private static final byte NULL = 'N';
    private static final byte THROWN = 'X';
    private static final byte ARRAY = '[';

    private final MessageDigest sha;
    /** Bytes not yet given to {@link #sha}: hashing in blocks is faster and hashes the same stream. */
    private final byte[] buffer = new byte[8192];
    private int buffered;
    private int inputs;

    Digest() {
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** Counts one input of the family; nothing is hashed. */
    void input() {
        inputs++;
    }

    int inputs() {
        return inputs;
    }

    void bool(boolean value) {
        put(BOOLEAN);
        put((byte) (value ? 1 : 0));
    }

    void i(int value) {
        put(INT);
        bits(value, 4);
    }

    void j(long value) {
        put(LONG);
        bits(value, 8);
    }

    void d(double value) {
        put(DOUBLE);
        bits(Double.doubleToRawLongBits(value), 8);
    }

    /** An enum constant by its name, or the null marker. */
    void name(Enum<?> value) {
        if (value == null) {
            nul();
            return;
        }
        put(NAME);
        text(value.name());
    }

    void nul() {
        put(NULL);
    }

    void thrown(Throwable e) {
        put(THROWN);
        text(e.getClass().getName());
    }

    void doubles(double[] values) {
        put(ARRAY);
        bits(values.length, 4);
        for (double v : values) {
            d(v);
        }
    }

    void ints(int[] values) {
        put(ARRAY);
        bits(values.length, 4);
        for (int v : values) {
            i(v);
        }
    }

    void longs(long[] values) {
        put(ARRAY);
        bits(values.length, 4);
        for (long v : values) {
            j(v);
        }
    }

    /**
     * Runs one query and the reads of its answer; if it throws a runtime exception, the exception's
     * class is the answer. What the query fed before throwing stays fed: it is part of the answer.
     */
    void guard(Consumer<Digest> query) {
        try {
            query.accept(this);
        } catch (RuntimeException e) {
            thrown(e);
        }
    }

    /** The digest in lower-case hexadecimal; the digest can take no more values after this. */
    String hex() {
        sha.update(buffer, 0, buffered);
        buffered = 0;
        StringBuilder s = new StringBuilder(64);
        for (byte b : sha.digest()) {
            s.append(Character.forDigit(b >>> 4 & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return s.toString();
    }

    private void text(String s) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        bits(utf8.length, 4);
        for (byte b : utf8) {
            put(b);
        }
    }

    /** The low {@code bytes} bytes of {@code value}, most significant first. */
    private void bits(long value, int bytes) {
        for (int k = bytes - 1; k >= 0; k--) {
            put((byte) (value >>> 8 * k));
        }
    }

    private void put(byte b) {
        if (buffered == buffer.length) {
            sha.update(buffer, 0, buffered);
            buffered = 0;
        }
        buffer[buffered++] = b;
    }
}
