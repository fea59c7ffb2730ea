package io.github.obbkit.examples.viewer;

import io.github.obbkit.core3d.Obb3d;
import java.util.Arrays;
import org.joml.Matrix4dc;

/**
 * STAND-IN for obbkit's marquee selection, to be replaced by the library's exact frustum test
 * (issue 18: {@code Frustum} and the selection through {@code Bvh3d}) once it is merged. It selects
 * the boxes in the sub-frustum under a screen rectangle with the usual conservative test: the six
 * planes of the sub-frustum, built from the rows of the view-projection matrix (Gribb and Hartmann,
 * "Fast Extraction of Viewing Frustum Planes from the World-View-Projection Matrix", 2001), against
 * each box's eight corners.
 *
 * <ul>
 *   <li>{@link Mode#WHOLLY_INSIDE}: every corner on the inner side of every plane. Exact: the
 *       sub-frustum is convex, so a box is inside it exactly when its corners are.</li>
 *   <li>{@link Mode#TOUCHING}: no plane has all eight corners on its outer side. Conservative: a box
 *       outside the sub-frustum near one of its edges (beyond two planes at once, beyond neither
 *       alone) is selected too. The library's separating-axis test will not select it.</li>
 * </ul>
 *
 * <p>A linear scan over the boxes: a few thousand boxes take well under a millisecond, once per
 * released rectangle. The library's version walks the BVH instead.
 */
public final class MarqueeStandIn {
    /** Which boxes a rectangle selects, as CAD and DCC tools offer. */
    public enum Mode {
        /** Boxes wholly inside the rectangle's sub-frustum ("window" selection). */
        WHOLLY_INSIDE,
        /** Boxes inside or touching it ("crossing" selection), conservatively: see the class comment. */
        TOUCHING
    }

    private MarqueeStandIn() {
    }

    /**
     * The six planes of the sub-frustum under a rectangle of pixels, each as {@code a, b, c, d} with
     * {@code a x + b y + c z + d >= 0} on the inner side: left, right, bottom, top, near, far.
     *
     * @param viewProjection the camera's matrix (OpenGL depth)
     * @param width          the component's width
     * @param height         the component's height
     * @param x0             one corner's pixel column
     * @param y0             one corner's pixel row
     * @param x1             the opposite corner's pixel column
     * @param y1             the opposite corner's pixel row
     * @return 24 numbers
     */
    public static double[] planes(Matrix4dc viewProjection, int width, int height, int x0, int y0, int x1, int y1) {
        // The rectangle's edges through the centres of its corner pixels, in normalised device coordinates.
        double left = 2 * OrbitCamera.windowX(Math.min(x0, x1)) / width - 1;
        double right = 2 * OrbitCamera.windowX(Math.max(x0, x1)) / width - 1;
        double bottom = 2 * OrbitCamera.windowY(Math.max(y0, y1), height) / height - 1;
        double top = 2 * OrbitCamera.windowY(Math.min(y0, y1), height) / height - 1;
        double[] r0 = row(viewProjection, 0);
        double[] r1 = row(viewProjection, 1);
        double[] r2 = row(viewProjection, 2);
        double[] r3 = row(viewProjection, 3);
        double[] planes = new double[24];
        for (int k = 0; k < 4; k++) {
            planes[k] = r0[k] - left * r3[k];          // x >= left w
            planes[4 + k] = right * r3[k] - r0[k];     // x <= right w
            planes[8 + k] = r1[k] - bottom * r3[k];    // y >= bottom w
            planes[12 + k] = top * r3[k] - r1[k];      // y <= top w
            planes[16 + k] = r3[k] + r2[k];            // z >= -w
            planes[20 + k] = r3[k] - r2[k];            // z <= w
        }
        return planes;
    }

    private static double[] row(Matrix4dc m, int r) {
        return switch (r) {
            case 0 -> new double[] {m.m00(), m.m10(), m.m20(), m.m30()};
            case 1 -> new double[] {m.m01(), m.m11(), m.m21(), m.m31()};
            case 2 -> new double[] {m.m02(), m.m12(), m.m22(), m.m32()};
            default -> new double[] {m.m03(), m.m13(), m.m23(), m.m33()};
        };
    }

    /**
     * The boxes a rectangle selects.
     *
     * @param planes the sub-frustum's planes, from {@link #planes}
     * @param mode   wholly inside or touching
     * @param boxes  the scene
     * @return the selected boxes' indices, ascending
     */
    public static int[] select(double[] planes, Mode mode, Obb3d[] boxes) {
        int[] selected = new int[boxes.length];
        int count = 0;
        double[] corners = new double[24];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i].corners(corners);
            if (mode == Mode.WHOLLY_INSIDE ? whollyInside(planes, corners) : touching(planes, corners)) {
                selected[count++] = i;
            }
        }
        return Arrays.copyOf(selected, count);
    }

    private static boolean whollyInside(double[] planes, double[] corners) {
        for (int p = 0; p < 24; p += 4) {
            for (int c = 0; c < 24; c += 3) {
                if (side(planes, p, corners, c) < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean touching(double[] planes, double[] corners) {
        for (int p = 0; p < 24; p += 4) {
            boolean allOutside = true;
            for (int c = 0; c < 24 && allOutside; c += 3) {
                allOutside = side(planes, p, corners, c) < 0;
            }
            if (allOutside) {
                return false;                          // this plane separates the box
            }
        }
        return true;                                   // no plane alone separates it: kept, conservatively
    }

    private static double side(double[] planes, int p, double[] corners, int c) {
        return planes[p] * corners[c] + planes[p + 1] * corners[c + 1] + planes[p + 2] * corners[c + 2] + planes[p + 3];
    }
}
