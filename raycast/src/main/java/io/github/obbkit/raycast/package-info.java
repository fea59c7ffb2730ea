/**
 * Rays against boxes: the slab test, picking, and a hierarchy for many boxes.
 *
 * <p>A {@link io.github.obbkit.raycast.Ray3d} (or {@link io.github.obbkit.raycast.Ray2d}) is an origin
 * and a direction kept as given, so that the parameter {@code t} of every answer is in units of the
 * direction's length and {@code t * |d|} is a distance. {@link io.github.obbkit.raycast.SlabRaycast}
 * intersects a ray with a box by the slab method of Real-Time Rendering, as 0 A.D. uses it for its
 * oriented boxes: per box axis, {@code e = axis · (c - o)} and {@code f = axis · d} give the
 * parameters {@code (e ± h) / f} where the line crosses the slab's two planes, and the box is hit where
 * the three intervals overlap; a slab the ray runs parallel to, within a documented threshold, is
 * tested by where the origin is instead of by a division by nearly zero. Boxes are closed, flat boxes
 * (rectangles, segments, points) are hit when the ray passes through them, and every kernel writes
 * into a caller-owned {@link io.github.obbkit.raycast.MutableRayHit} without allocating, or returns an
 * immutable {@link io.github.obbkit.raycast.RayHit} for convenience; its class comment derives the
 * parallel threshold and the boundary band outside which hit-or-miss is exact.
 * {@link io.github.obbkit.raycast.RayCaster3d} prepares one ray for many boxes, one at a time or a run
 * of an {@link io.github.obbkit.core3d.Obb3dBatch} at once, its answers written into a caller's
 * bitset or index list.
 * An {@link io.github.obbkit.raycast.Unprojector} turns a pixel into a ray through a camera's inverted
 * view-projection matrix, {@link io.github.obbkit.raycast.Picking} finds the nearest of a list of boxes
 * by a linear scan, and {@link io.github.obbkit.raycast.Bvh3d} finds the
 * same box, to the bit, through a surface-area-heuristic hierarchy built once over the boxes' bounds,
 * traversed front to back, and refitted when the boxes move.
 */
@NullMarked
package io.github.obbkit.raycast;

import org.jspecify.annotations.NullMarked;
