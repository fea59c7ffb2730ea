/**
 * A live 3D viewer of a few thousand oriented boxes, in Swing, that does what a modelling tool does
 * with the mouse through obbkit: the box and face under the cursor (an {@code Unprojector} ray per
 * mouse move, {@code Bvh3d.pickNearest}), a click to select it, a rectangle dragged to select many,
 * and an orbiting camera. The picture is drawn by a small software renderer in Java2D that knows
 * nothing of picking: what is hovered and selected always comes from obbkit, never from the pixels.
 *
 * <p>The marquee (rectangle) selection narrows the camera's {@code Frustum} to the rectangle and
 * selects through the BVH with {@code FrustumSelection3d}: the exact test, "wholly inside" or
 * "touching".
 */
@NullMarked
package io.github.obbkit.examples.viewer;

import org.jspecify.annotations.NullMarked;
