/**
 * obbkit core3d: 3D oriented bounding boxes, their 15-axis separating-axis test, minimum translation
 * vector, the absolute-value rule for transforming axis-aligned boxes, and the box of a 3D Gaussian.
 */
module io.github.obbkit.core3d {
    requires transitive org.joml;
    requires static org.jspecify;
    // The batch kernels' vector path; used only when the module is present at run time.
    requires static jdk.incubator.vector;

    exports io.github.obbkit.core3d;
    // Argument checks and the bitset writer, shared with the ray caster's queries so that its
    // messages and bit layout are the batch APIs'; the one vector-path detection both modules use;
    // read access to a batch's columns for raycast's vector kernel (BatchColumnReader); and the
    // column-wise copy with which the BVH refills its own batch in leaf order (BatchGather).
    exports io.github.obbkit.core3d.internal to io.github.obbkit.raycast;
}
