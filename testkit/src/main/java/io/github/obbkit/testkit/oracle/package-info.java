/**
 * Independent oracles: slow answers to the questions the fast kernels answer, computed a deliberately
 * different way (projecting corners on every edge normal, searching directions by brute force, a linear
 * program over the boxes' slabs, clipping a ray by each face plane), so that a property can compare the two
 * outside the documented boundary band. Entry points: {@link io.github.obbkit.testkit.oracle.Oracles2d},
 * {@link io.github.obbkit.testkit.oracle.Oracles3d} and {@link io.github.obbkit.testkit.oracle.RayOracles}.
 *
 * <p>Oracles: slow, independent answers that obbkit's kernels, and anyone's, are held to. The exact
 * oracles here ({@link io.github.obbkit.testkit.oracle.ExactOracles3d},
 * {@link io.github.obbkit.testkit.oracle.ExactOracles2d}) have no band: they decide each question as
 * the feasibility of a linear program in the boxes' parameters, by elimination over exact integers
 * built from the doubles' binary values, so a contract can hold code that claims exactness to band
 * zero. They share no argument with the separating-axis kernels they judge.
 *
 * <p>Independent oracles: slow answers computed without the code they check. A ray against a triangle is
 * decided here in exact rational arithmetic on the given doubles ({@link
 * io.github.obbkit.testkit.oracle.RayTriangleOracle}), so a fast kernel can be held to the true answer
 * wherever the question is not a matter of rounding.
 *
 * <p>Slow, independent oracles: each answers a question that a fast kernel answers, in a deliberately
 * different way (a linear program over half-spaces where the kernel projects onto axes, the
 * definition of a region where the kernel uses its derived corners), so that a property can compare
 * the two outside a documented band. The oracles are written for clarity and checked by hand-made
 * cases, never for speed.
 *
 * <p>Slow, independent oracles: answers to the questions obbkit's kernels answer fast, computed another
 * way so that a shared mistake is unlikely. {@link io.github.obbkit.testkit.oracle.SweepOracles3d}
 * and {@link io.github.obbkit.testkit.oracle.SweepOracles2d} find the first time two translating
 * boxes come within a given distance of each other by scanning and bisecting over time with the
 * static corner-projection oracles ({@code Oracles3d}, {@code Oracles2d}), never with a separating
 * axis extended to time as the sweep kernels are. Everything here allocates and is meant for tests.
 *
 * <p>Slow, independent oracles for obbkit's construction algorithms, written to share no code and no
 * shortcut with the fast routines they check.
 *
 * <p>{@link io.github.obbkit.testkit.oracle.PointFitOracles} answers "how small can a box around
 * these points be": in 2D by trying every direction between two input points (a side of a
 * minimum-area rectangle lies on a hull edge, and every hull edge joins two input points), in 3D by
 * trying every candidate axis that input points span (normals of planes through three points,
 * directions between two, and cross products of two such directions), each with an exact 2D
 * minimum-area cross-section. Both are polynomial and slow on purpose; they are meant for point sets
 * of tens of points.
 */
@NullMarked
package io.github.obbkit.testkit.oracle;

import org.jspecify.annotations.NullMarked;
