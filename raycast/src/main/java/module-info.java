/**
 * obbkit raycast: rays, the slab test against oriented and axis-aligned boxes in 2D and 3D, picking
 * from a camera, and a bounding-volume hierarchy that picks the nearest of many boxes.
 */
module io.github.obbkit.raycast {
    requires transitive io.github.obbkit.core3d;
    requires transitive io.github.obbkit.core2d;
    requires static org.jspecify;
    // The wide BVH's vector node test; used only when the module is present at run time.
    requires static jdk.incubator.vector;

    exports io.github.obbkit.raycast;
}
