/**
 * obbkit raycast: rays, the slab test against oriented and axis-aligned boxes in 2D and 3D, picking
 * from a camera, and a bounding-volume hierarchy that picks the nearest of many boxes.
 */
module io.github.obbkit.raycast {
    requires transitive io.github.obbkit.core3d;
    requires transitive io.github.obbkit.core2d;
    requires static org.jspecify;

    exports io.github.obbkit.raycast;
}
