/**
 * Pictures of failing cases: {@link io.github.obbkit.testkit.picture.Pictures2d} draws a 2D case as SVG,
 * {@link io.github.obbkit.testkit.picture.Pictures3d} a 3D one as three orthographic views.
 */
@NullMarked
package io.github.obbkit.testkit.picture;

import org.jspecify.annotations.NullMarked;
