/**
 * Two-dimensional oriented bounding boxes.
 *
 * <p>An {@link io.github.obbkit.core2d.Obb2d} is a centre, a rotation whose rows are the box's local
 * X and Y axes, and half-extents along them; an {@link io.github.obbkit.core2d.Aabb2d} is its
 * axis-aligned cousin. Both are immutable values made by validating factories, closed sets (touching
 * counts), and happy with zero extents. {@link io.github.obbkit.core2d.Sat2d} decides whether two
 * boxes overlap with the four-axis separating-axis test and, from the same four axes, finds the
 * {@link io.github.obbkit.core2d.Mtv2d minimum translation vector} that pushes one out of the other;
 * its class comment states the epsilon and the boundary band outside which every answer is exact.
 * {@code Obb2d.aabb()} bounds a rotated box by the absolute-value rule, and
 * {@code Obb2d.fromCovariance} turns a 2D Gaussian into its k-sigma box. Everything computes in
 * {@code double} and accepts JOML's float and double types; nothing keeps a caller's JOML object.
 */
@NullMarked
package io.github.obbkit.core2d;

import org.jspecify.annotations.NullMarked;
