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
 *
 * <p>In 3D, {@link io.github.obbkit.testkit.Generators3d} adds uniform rotations and the pairs that
 * only a 15-axis test gets right (separated only by an edge-edge axis, touching edge to edge or
 * across a face, nearly parallel edges), and {@link io.github.obbkit.testkit.Oracles3d} answers
 * twice, by corner projection and by a linear program over the boxes' slabs, so the oracles check
 * each other too. The contract suites ({@link io.github.obbkit.testkit.Obb3dOverlapContract},
 * {@link io.github.obbkit.testkit.Mtv3dContract}, {@link io.github.obbkit.testkit.AabbTransformContract},
 * and their 2D counterparts) are abstract JUnit 5 classes: implement one method and every property
 * runs against your code.
 */
@NullMarked
package io.github.obbkit.testkit;

import org.jspecify.annotations.NullMarked;
