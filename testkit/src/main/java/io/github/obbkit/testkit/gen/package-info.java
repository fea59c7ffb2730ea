/**
 * Generators of test inputs for obbkit's properties and contract suites, as plain
 * {@link io.github.obbkit.testkit.Gen}s that any runner can drive.
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
