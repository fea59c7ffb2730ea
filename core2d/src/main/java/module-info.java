/**
 * obbkit core2d: 2D oriented bounding boxes, their separating-axis test, minimum translation
 * vector, axis-aligned bounds and the box of a 2D Gaussian.
 */
module io.github.obbkit.core2d {
    requires transitive org.joml;
    requires static org.jspecify;

    exports io.github.obbkit.core2d;
}
