/**
 * Generators of the hard cases for geometry beyond box pairs: cameras (perspective and orthographic,
 * both depth conventions, near the origin and far from it, from double and float matrices) and boxes
 * placed where a frustum test goes wrong (straddling the near plane, behind the camera, thin, huge,
 * a hair outside an edge or a corner). Every generator is a plain {@link io.github.obbkit.testkit.Gen},
 * a function of a random source, so any test runner can drive it.
 */
@NullMarked
package io.github.obbkit.testkit.gen;

import org.jspecify.annotations.NullMarked;
