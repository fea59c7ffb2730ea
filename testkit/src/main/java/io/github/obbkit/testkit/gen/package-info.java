/**
 * Generators for the testkit's newer properties. {@link io.github.obbkit.testkit.gen.SweepGenerators3d}
 * and {@link io.github.obbkit.testkit.gen.SweepGenerators2d} make pairs of moving boxes
 * ({@link io.github.obbkit.testkit.gen.Motion3d}, {@link io.github.obbkit.testkit.gen.Motion2d}) from
 * the hard static pairs of {@code Generators3d} and {@code Generators2d}: standing still, drifting,
 * passing through each other within one step, grazing, and sliding along a face; each motion names
 * its family for the property runner's labels.
 */
@NullMarked
package io.github.obbkit.testkit.gen;

import org.jspecify.annotations.NullMarked;
