/**
 * A kit for testing oriented-bounding-box geometry by properties rather than by a handful of
 * examples.
 *
 * <p>{@link io.github.obbkit.testkit.Gen generators} are plain functions of a
 * {@link java.util.random.RandomGenerator}, so any runner can drive them: JUnit's
 * {@code @ParameterizedTest}, a Kotlin test, or the small {@link io.github.obbkit.testkit.Property}
 * runner here, which runs many tries from a printed, replayable seed and
 * {@link io.github.obbkit.testkit.Shrink shrinks} a failing case towards a simpler one (axis-aligned
 * boxes, round numbers) before reporting it. {@link io.github.obbkit.testkit.Generators2d} makes
 * boxes and the hard pairs (near-touching, parallel, nearly parallel, nested, degenerate, far from the
 * origin); {@link io.github.obbkit.testkit.Oracles2d} answers the same questions as the fast kernels
 * in a deliberately different, slow way (projecting corners on every edge normal, searching
 * directions by brute force), so a property can compare the two outside the documented boundary
 * band.
 */
@NullMarked
package io.github.obbkit.testkit;

import org.jspecify.annotations.NullMarked;
