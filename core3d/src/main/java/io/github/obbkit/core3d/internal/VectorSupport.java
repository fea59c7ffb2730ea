package io.github.obbkit.core3d.internal;

import java.util.function.IntSupplier;

/**
 * Whether a vector path may run in this JVM: the one detection that core3d's batch kernels and
 * raycast's vector kernels share, so that {@code -Dobbkit.vector=false} and a JVM without
 * {@code --add-modules jdk.incubator.vector} turn every one of them off alike.
 */
public final class VectorSupport {
    /** Whether {@link VectorPrimer} has run in this JVM. */
    private static boolean primed;

    private VectorSupport() {
    }

    /**
     * Whether the Vector API's shared helpers have been primed in this JVM ({@link VectorPrimer}); for
     * tests.
     *
     * @return true once a vector kernel has been probed with vector paths enabled
     */
    static synchronized boolean primed() {
        return primed;
    }

    /**
     * Runs {@link VectorPrimer} once, before the first kernel is probed, unless
     * {@code -Dobbkit.vectorPrime=false} (for measuring what it changes).
     */
    private static synchronized void primeOnce() {
        if (!primed && !"false".equalsIgnoreCase(System.getProperty("obbkit.vectorPrime"))) {
            VectorPrimer.prime();
            primed = true;
        }
    }

    /**
     * Whether vector paths are allowed: the system property {@code obbkit.vector} is not {@code false}
     * and the boot layer holds {@code jdk.incubator.vector}.
     *
     * @return true if a vector path may be tried
     */
    public static boolean enabled() {
        return !"false".equalsIgnoreCase(System.getProperty("obbkit.vector"))
                && ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
    }

    /**
     * The lanes a vector kernel reports, or 0 when vector paths are not {@link #enabled()} or the kernel
     * cannot be loaded. The first call with vector paths enabled first runs {@link VectorPrimer}. The
     * probe touches the kernel's class (its lane count), which loads the vector classes: it runs only
     * after the module is known to be present, and a {@link LinkageError} (a layer that does not read
     * the module) counts as no vector path.
     *
     * @param probe returns the kernel's lane count; called at most once
     * @return the lanes, or 0
     */
    public static int lanes(IntSupplier probe) {
        if (!enabled()) {
            return 0;
        }
        try {
            primeOnce();
            return probe.getAsInt();
        } catch (LinkageError e) {
            return 0;
        }
    }
}
