/**
 * Independent oracles: slow answers computed without the code they check. A ray against a triangle is
 * decided here in exact rational arithmetic on the given doubles ({@link
 * io.github.obbkit.testkit.oracle.RayTriangleOracle}), so a fast kernel can be held to the true answer
 * wherever the question is not a matter of rounding.
 */
@NullMarked
package io.github.obbkit.testkit.oracle;

import org.jspecify.annotations.NullMarked;
