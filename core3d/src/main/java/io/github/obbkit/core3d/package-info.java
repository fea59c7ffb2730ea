/**
 * Three-dimensional oriented bounding boxes.
 *
 * <p>An {@link io.github.obbkit.core3d.Obb3d} is a centre, a rotation whose rows are the box's local
 * X, Y and Z axes, and half-extents along them; it can be built from a quaternion, from explicit
 * axes, from an affine model matrix applied to a local {@link io.github.obbkit.core3d.Aabb3d}, or as
 * the k-sigma box of a 3D Gaussian. Both box types are immutable values made by validating
 * factories, closed sets (touching counts), and happy with zero extents; the construction
 * algorithms live in package-private companions named for them, behind {@code Obb3d}'s factories,
 * and the queries of one box in another, {@code BoxQueries3d}, behind its query methods.
 * {@link io.github.obbkit.core3d.Sat3d} decides whether two boxes overlap with the fifteen-axis
 * separating-axis test of Gottschalk (1996) and Ericson (Real-Time Collision Detection 4.4.1), and,
 * from the same fifteen {@link io.github.obbkit.core3d.SatAxis3d axes}, finds the
 * {@link io.github.obbkit.core3d.Mtv3d minimum translation vector} that pushes one out of the other;
 * outside a boundary band that it states, every answer is exact, and docs/precision.md derives each
 * tolerance; {@code Sat3d.intersectsExact} and {@code containsExact} answer exactly with no band at
 * all, by a filtered predicate ({@code Sat3dExactKernel}) that falls back on exact arithmetic
 * ({@code Zonotope3dExact}) only where its certified error bound cannot decide. For one box against many, an {@link io.github.obbkit.core3d.Obb3dBatch} holds boxes as a
 * structure of arrays and {@link io.github.obbkit.core3d.Sat3dBatch} tests a range of it at once,
 * with the same answers, on {@code jdk.incubator.vector} when the JVM has that module. The facades
 * check arguments and call down into package-private kernels ({@code Sat3dKernel},
 * {@code Sat3dMtvKernel}, {@code Sat3dVectorized}), which own their thresholds and tie rules.
 * {@link io.github.obbkit.core3d.Sweep3d} extends the same fifteen axes to time for boxes that translate
 * over a step, and finds the {@link io.github.obbkit.core3d.Contact3d first contact} of boxes that pass
 * through each other between two frames; {@link io.github.obbkit.core3d.ConservativeAdvancement3d} does
 * the same, to a tolerance and never late, for boxes that also turn.
 * {@link io.github.obbkit.core3d.AabbTransform} bounds a transformed box by the absolute-value rule
 * (new centre {@code M c}, new half-extent {@code |M| e}), which is also how {@code Obb3d.aabb()}
 * works. A {@link io.github.obbkit.core3d.Frustum} is a camera's view volume, made from its
 * view-projection matrix; {@link io.github.obbkit.core3d.FrustumTest3d} tests it against a box exactly
 * (a separating-axis test over its face normals, the box's axes and their edge crosses) for selection,
 * or conservatively (six planes, answering a {@link io.github.obbkit.core3d.Containment}) for culling.
 * Everything computes in {@code double} and accepts JOML's float and double types; nothing
 * keeps a caller's JOML object, and the hot kernels allocate nothing.
 */
@NullMarked
package io.github.obbkit.core3d;

import org.jspecify.annotations.NullMarked;
