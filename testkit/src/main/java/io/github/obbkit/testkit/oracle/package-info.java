/**
 * Slow, independent oracles: answers to the questions obbkit's kernels answer fast, computed another
 * way so that a shared mistake is unlikely. {@link io.github.obbkit.testkit.oracle.SweepOracles3d}
 * and {@link io.github.obbkit.testkit.oracle.SweepOracles2d} find the first time two translating
 * boxes come within a given distance of each other by scanning and bisecting over time with the
 * static corner-projection oracles ({@code Oracles3d}, {@code Oracles2d}), never with a separating
 * axis extended to time as the sweep kernels are. Everything here allocates and is meant for tests.
 */
@NullMarked
package io.github.obbkit.testkit.oracle;

import org.jspecify.annotations.NullMarked;
