/**
 * Independent oracles: slow answers to the questions the fast kernels answer, computed a deliberately
 * different way (projecting corners on every edge normal, searching directions by brute force, a linear
 * program over the boxes' slabs, clipping a ray by each face plane), so that a property can compare the two
 * outside the documented boundary band. Entry points: {@link io.github.obbkit.testkit.oracle.Oracles2d},
 * {@link io.github.obbkit.testkit.oracle.Oracles3d} and {@link io.github.obbkit.testkit.oracle.RayOracles}.
 */
@NullMarked
package io.github.obbkit.testkit.oracle;

import org.jspecify.annotations.NullMarked;
