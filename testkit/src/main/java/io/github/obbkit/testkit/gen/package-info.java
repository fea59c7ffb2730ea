/**
 * Generators of test cases and their families: rays against triangles (aimed inside, at edges and
 * vertices, grazing, degenerate, far from the origin, at tiny and huge scales), closed meshes (an
 * icosphere, a grid on a cube's faces) placed at random, and rays aimed exactly at the edges and
 * vertices those meshes' triangles share, where a ray test that is not watertight lets rays through.
 */
@NullMarked
package io.github.obbkit.testkit.gen;

import org.jspecify.annotations.NullMarked;
