/**
 * Two-dimensional oriented bounding boxes: the values, whether two of them overlap, and the push
 * that separates them.
 *
 * <p>An {@link io.github.obbkit.core2d.Obb2d} is a centre, a rotation whose rows are the box's local
 * X and Y axes, and half-extents along them; an {@link io.github.obbkit.core2d.Aabb2d} is its
 * axis-aligned cousin. Both are immutable values, validated once by factories that build a box from
 * an angle, two axes, an affine transform or the covariance of a 2D Gaussian; both are closed sets
 * (touching counts) and happy with zero extents. {@link io.github.obbkit.core2d.Sat2d} decides
 * whether two boxes overlap with the four-axis separating-axis test and, from the same four axes,
 * finds the {@link io.github.obbkit.core2d.Mtv2d minimum translation vector} that pushes one out of
 * the other; outside its boundary band every answer is that of exact arithmetic.
 * {@link io.github.obbkit.core2d.Sweep2d} extends the four axes to time for boxes that translate over
 * a step and finds their {@link io.github.obbkit.core2d.Contact2d first contact}, so that a fast box
 * does not pass through a thin one between two frames. Every tolerance a
 * caller can meet is named in the Javadoc of the method that applies it, and derived, with the test
 * that pins it, in the project's {@code docs/precision.md}. Everything computes in {@code double}
 * and accepts JOML's float and double types; nothing keeps a caller's JOML object.
 */
@NullMarked
package io.github.obbkit.core2d;

import org.jspecify.annotations.NullMarked;
