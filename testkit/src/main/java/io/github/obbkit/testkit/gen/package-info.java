/**
 * Generators of boxes, pairs and rays, and their shrinkers: the hard cases that geometry kernels get
 * wrong. {@link io.github.obbkit.testkit.gen.Generators2d} and {@link io.github.obbkit.testkit.gen.Generators3d}
 * make boxes and pairs (near-touching, parallel, nearly parallel, nested, degenerate, far from the origin,
 * and in 3D the pairs only a 15-axis test gets right); {@link io.github.obbkit.testkit.gen.RayGenerators3d}
 * makes rays against boxes (grazing faces, edges and corners, parallel to faces). Each generator has a
 * shrinker beside it ({@code Shrinkers2d}, {@code Shrinkers3d}, {@code RayShrinkers3d}) that simplifies a
 * failing case within its family.
 */
@NullMarked
package io.github.obbkit.testkit.gen;

import org.jspecify.annotations.NullMarked;
