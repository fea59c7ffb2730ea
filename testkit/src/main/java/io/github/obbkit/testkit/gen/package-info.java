/**
 * Generators of boxes, pairs and rays, and their shrinkers: the hard cases that geometry kernels get
 * wrong. {@link io.github.obbkit.testkit.gen.Generators2d} and {@link io.github.obbkit.testkit.gen.Generators3d}
 * make boxes and pairs (near-touching, parallel, nearly parallel, nested, degenerate, far from the origin,
 * and in 3D the pairs only a 15-axis test gets right); {@link io.github.obbkit.testkit.gen.RayGenerators3d}
 * makes rays against boxes (grazing faces, edges and corners, parallel to faces). Each generator has a
 * shrinker beside it ({@code Shrinkers2d}, {@code Shrinkers3d}, {@code RayShrinkers3d}) that simplifies a
 * failing case within its family.
 *
 * <p>Generators of hard cases: the families that put a predicate on, or within a hair of, the boundary
 * where rounding shows (exact touches in integer coordinates, edges tilted by {@code 1e-12} rad,
 * cases inside a fast kernel's band, zero extents, huge and tiny magnitudes). Each case carries its
 * family's label, so a property can require that every family keeps coming.
 *
 * <p>Generators of test cases and their families: rays against triangles (aimed inside, at edges and
 * vertices, grazing, degenerate, far from the origin, at tiny and huge scales), closed meshes (an
 * icosphere, a grid on a cube's faces) placed at random, and rays aimed exactly at the edges and
 * vertices those meshes' triangles share, where a ray test that is not watertight lets rays through.
 *
 * <p>Generators of the hard cases for geometry beyond box pairs: cameras (perspective and orthographic,
 * both depth conventions, near the origin and far from it, from double and float matrices) and boxes
 * placed where a frustum test goes wrong (straddling the near plane, behind the camera, thin, huge,
 * a hair outside an edge or a corner). Every generator is a plain {@link io.github.obbkit.testkit.property.Gen},
 * a function of a random source, so any test runner can drive it.
 *
 * <p>Generators for the testkit's newer properties. {@link io.github.obbkit.testkit.gen.SweepGenerators3d}
 * and {@link io.github.obbkit.testkit.gen.SweepGenerators2d} make pairs of moving boxes
 * ({@link io.github.obbkit.testkit.gen.Motion3d}, {@link io.github.obbkit.testkit.gen.Motion2d}) from
 * the hard static pairs of {@code Generators3d} and {@code Generators2d}: standing still, drifting,
 * passing through each other within one step, grazing, and sliding along a face; each motion names
 * its family for the property runner's labels.
 *
 * <p>Generators of test inputs for obbkit's properties and contract suites, as plain
 * {@link io.github.obbkit.testkit.property.Gen}s that any runner can drive.
 *
 * <p>{@link io.github.obbkit.testkit.gen.PointClouds} makes point sets for box fitting: random clouds
 * at every scale and far from the origin, and the sets that break careless fitters (a single point,
 * duplicates, exactly collinear and exactly coplanar points on integer lattices, circles and spheres
 * whose every point is on the hull, slivers). Each comes as a
 * {@link io.github.obbkit.testkit.gen.PointCloud}, whose {@code toString()} is Java source that
 * recreates it, so a failing case can be pasted into a test.
 */
@NullMarked
package io.github.obbkit.testkit.gen;

import org.jspecify.annotations.NullMarked;
