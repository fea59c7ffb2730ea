package io.github.obbkit.testkit.oracle;

import io.github.obbkit.testkit.contract.RayBoxContract;

/**
 * What a ray-box implementation under test reports for a hit: the parameter interval
 * {@code [tMin, tMax]} of the ray inside the box, in units of the ray's direction length. See
 * {@link RayBoxContract} for what the contract accepts.
 *
 * @param tMin where the ray enters the box (negative, or clamped to 0, when the origin is inside)
 * @param tMax where it leaves
 */
public record RaySpan(double tMin, double tMax) {
}
