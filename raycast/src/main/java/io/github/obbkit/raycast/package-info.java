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
 * (rectangles, segments, points) are hit when the ray passes through them, and every query writes
 * into a caller-owned {@link io.github.obbkit.raycast.MutableRayHit} without allocating, or returns an
 * immutable {@link io.github.obbkit.raycast.RayHit} for convenience. One package-private slab kernel
 * does the arithmetic for every caller and owns the parallel threshold, the tie rules and the face
 * codes, so every route to an answer gives the same bits.
 * {@link io.github.obbkit.raycast.RayCaster3d} prepares one ray for many boxes, one at a time or a run
 * of an {@link io.github.obbkit.core3d.Obb3dBatch} at once, its answers written into a caller's
 * bitset or index list.
 *
 * <p>Picking: an {@link io.github.obbkit.raycast.Unprojector} inverts a camera's view-projection
 * matrix once and turns pixels into rays, for OpenGL's depth range or the zero-to-one one. A
 * {@link io.github.obbkit.raycast.Picker3d} finds the nearest box a ray hits:
 * {@link io.github.obbkit.raycast.ScanPicker3d} by testing every box, and
 * {@link io.github.obbkit.raycast.Bvh3d} the same box, to the bit, through a surface-area-heuristic
 * hierarchy built once over the boxes' bounds, traversed front to back, and refitted when the boxes
 * move. Both keep their boxes in an {@code Obb3dBatch}, the layout of every batch query. The answer
 * goes into a {@link io.github.obbkit.raycast.MutablePick}, plain data, and the search's stack and
 * scratch live in a {@link io.github.obbkit.raycast.PickWorkspace}, one per thread. Both also cast a
 * moving box ({@code castNearest}): the first box it runs into over a step, by the core3d sweep, the
 * hierarchy pruning nodes by the swept bounds and answering as the scan does.
 *
 * <p>Selection by area: {@link io.github.obbkit.raycast.FrustumSelection3d} narrows a camera's
 * {@link io.github.obbkit.core3d.Frustum} to a marquee rectangle and takes the boxes it touches or
 * holds whole ({@link io.github.obbkit.raycast.SelectionMode}), or the boxes culling keeps, through a
 * {@code Bvh3d} (node bounds by the conservative plane test, boxes by the same test as the linear
 * scan, so both report the same indices) or by the scan itself. The derivations of
 * the tolerances are in the project's {@code docs/precision.md}.
 *
 * <p>Triangles and meshes: {@link io.github.obbkit.raycast.RayTriangle} tests a ray against one
 * triangle, watertight (Woop, Benthin and Wald 2013, with exact edge signs), so no ray slips between
 * triangles that share an edge or a vertex. A {@link io.github.obbkit.raycast.Mesh3d} holds triangles
 * and a hierarchy over them, and a {@link io.github.obbkit.raycast.MeshPicker3d} picks the nearest
 * triangle among many meshes, each placed and bounded by an oriented box, through a {@code Bvh3d} over
 * the boxes and each mesh's own hierarchy: two levels, the same answer as testing every triangle.
 */
@NullMarked
package io.github.obbkit.raycast;

import org.jspecify.annotations.NullMarked;
