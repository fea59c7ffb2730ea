/**
 * Generators of hard cases: the families that put a predicate on, or within a hair of, the boundary
 * where rounding shows (exact touches in integer coordinates, edges tilted by {@code 1e-12} rad,
 * cases inside a fast kernel's band, zero extents, huge and tiny magnitudes). Each case carries its
 * family's label, so a property can require that every family keeps coming.
 */
@NullMarked
package io.github.obbkit.testkit.gen;

import org.jspecify.annotations.NullMarked;
