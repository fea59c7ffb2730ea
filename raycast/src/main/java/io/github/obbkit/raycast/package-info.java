/**
 * Rays against boxes.
 *
 * <p>A {@link io.github.obbkit.raycast.Ray3d} (or {@link io.github.obbkit.raycast.Ray2d}) is an origin
 * and a direction kept as given, so that the parameter {@code t} of every answer is in units of the
 * direction's length and {@code t * |d|} is a distance.
 */
@NullMarked
package io.github.obbkit.raycast;

import org.jspecify.annotations.NullMarked;
