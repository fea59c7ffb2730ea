/**
 * Slow, independent oracles for obbkit's construction algorithms, written to share no code and no
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
