/**
 * Slow, independent oracles: each answers a question that a fast kernel answers, in a deliberately
 * different way (a linear program over half-spaces where the kernel projects onto axes, the
 * definition of a region where the kernel uses its derived corners), so that a property can compare
 * the two outside a documented band. The oracles are written for clarity and checked by hand-made
 * cases, never for speed.
 */
@NullMarked
package io.github.obbkit.testkit.oracle;

import org.jspecify.annotations.NullMarked;
