package io.github.obbkit.examples.viewer;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import java.util.Arrays;
import org.joml.Matrix4dc;
import org.jspecify.annotations.Nullable;

/**
 * Draws the boxes into an image's pixels: each box's eight corners projected by the camera, its
 * faces that look towards the eye filled as quadrilaterals by a scanline fill of its own, boxes in
 * painter's order (farthest centre first).
 * A box is convex, so its front faces never overlap one another; between boxes the centre order is
 * a picture's approximation, good enough for a viewer and cheap (one sort of a few thousand keys).
 * The renderer does not pick: hover and selection are handed to it.
 */
final class SoftwareRenderer {
    private static final int SKY_TOP = 0xB4CDE8;
    private static final int SKY_BOTTOM = 0xE9EEF3;
    private static final int EDGE = 0x2A2F36;
    private final Obb3d[] boxes;
    private final double[] corners;                // 24 per box, in Obb3d.corners order
    private final double[] centres;                // 3 per box
    private final double[] normals;                // 18 per box: the outward normal of each BoxFace
    private final double[] faceCentres;            // 18 per box
    private final int[] colours;                   // 6 per box, lit by a fixed sun
    private final double[] screen;                 // 16 per box: projected corners, x and y
    private final long[] order;
    private final double[] qx = new double[4];
    private final double[] qy = new double[4];
    private final double[] projected = new double[3];

    SoftwareRenderer(Obb3d[] boxes) {
        this.boxes = boxes;
        int n = boxes.length;
        corners = new double[24 * n];
        centres = new double[3 * n];
        normals = new double[18 * n];
        faceCentres = new double[18 * n];
        colours = new int[6 * n];
        screen = new double[16 * n];
        order = new long[n];
        double[] c = new double[24];
        for (int i = 0; i < n; i++) {
            Obb3d b = boxes[i];
            System.arraycopy(b.corners(c), 0, corners, 24 * i, 24);
            centres[3 * i] = b.centerX();
            centres[3 * i + 1] = b.centerY();
            centres[3 * i + 2] = b.centerZ();
            double[][] axes = {{b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()},
                {b.axisZx(), b.axisZy(), b.axisZz()}};
            double[] half = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
            long h = (i + 1) * 0x9E3779B97F4A7C15L;
            double r = 0.40 + 0.5 * ((h >>> 40) & 0xff) / 255.0;
            double g = 0.40 + 0.5 * ((h >>> 48) & 0xff) / 255.0;
            double bl = 0.40 + 0.5 * ((h >>> 56) & 0xff) / 255.0;
            for (BoxFace face : BoxFace.values()) {
                int f = face.ordinal();
                double[] axis = axes[face.axis()];
                for (int k = 0; k < 3; k++) {
                    normals[18 * i + 3 * f + k] = face.sign() * axis[k];
                    faceCentres[18 * i + 3 * f + k] = centres[3 * i + k] + face.sign() * half[face.axis()] * axis[k];
                }
                double lambert = face.sign() * (axis[0] * 0.45 + axis[1] * 0.80 + axis[2] * 0.40);
                double light = 0.45 + 0.55 * Math.max(lambert, 0);
                colours[6 * i + f] = rgb(r * light, g * light, bl * light);
            }
        }
    }

    /** The faces' corners: corner indices (bits x, y, z) going round each BoxFace, in ordinal order. */
    private static final int[][] QUADS = {
        {0, 2, 6, 4}, {1, 3, 7, 5},                // NEG_X, POS_X: bit 0 fixed
        {0, 1, 5, 4}, {2, 3, 7, 6},                // NEG_Y, POS_Y: bit 1 fixed
        {0, 1, 3, 2}, {4, 5, 7, 6},                // NEG_Z, POS_Z: bit 2 fixed
    };

    /**
     * Draws the scene into the pixels of an image.
     *
     * @param pixels         the image's pixels, row by row, {@code 0xRRGGBB}
     * @param viewProjection the camera's matrix
     * @param eyeX           the camera's position, for back faces
     * @param eyeY           the camera's position
     * @param eyeZ           the camera's position
     * @param width          the image's width
     * @param height         the image's height
     * @param hovered        the hovered box, or -1
     * @param hoveredFace    its face, or null
     * @param selected       which boxes are selected
     */
    void draw(int[] pixels, Matrix4dc viewProjection, double eyeX, double eyeY, double eyeZ, int width, int height,
            int hovered, @Nullable BoxFace hoveredFace, boolean[] selected) {
        for (int row = 0; row < height; row++) {
            Arrays.fill(pixels, row * width, (row + 1) * width, tint(SKY_TOP, SKY_BOTTOM, (double) row / height));
        }
        int visible = 0;
        for (int i = 0; i < boxes.length; i++) {
            if (projectBox(viewProjection, i, width, height)) {
                // Positive floats order as their bits do: sort the depth and the index in one long.
                order[visible++] = ((long) Float.floatToIntBits((float) projected[2]) << 32) | i;
            }
        }
        Arrays.sort(order, 0, visible);
        for (int k = visible - 1; k >= 0; k--) {
            int i = (int) order[k];
            boolean isHovered = i == hovered;
            for (int f = 0; f < 6; f++) {
                double dot = 0;
                for (int a = 0; a < 3; a++) {
                    double toEye = (a == 0 ? eyeX : a == 1 ? eyeY : eyeZ) - faceCentres[18 * i + 3 * f + a];
                    dot += toEye * normals[18 * i + 3 * f + a];
                }
                if (dot <= 0) {
                    continue;                            // a back face
                }
                int[] quad = QUADS[f];
                for (int v = 0; v < 4; v++) {
                    qx[v] = screen[16 * i + 2 * quad[v]];
                    qy[v] = screen[16 * i + 2 * quad[v] + 1];
                }
                int colour = colours[6 * i + f];
                if (isHovered && hoveredFace != null && f == hoveredFace.ordinal()) {
                    colour = 0xFF5A1F;                   // the picked face
                } else if (isHovered) {
                    colour = tint(colour, 0xFFD54A, 0.6);
                } else if (selected[i]) {
                    colour = tint(colour, 0x1E6FFF, 0.65);
                }
                fillQuad(pixels, width, height, colour, isHovered ? 0x000000 : EDGE);
            }
        }
    }

    /**
     * Fills the convex quadrilateral {@code qx, qy}: every pixel whose centre is inside, scanline by
     * scanline, with a one-pixel rim in the edge colour (the first and last pixel of each span, the
     * first and last span). A rim, not exact edges, but a thousand times fewer calls than Java2D's
     * polygon fill, whose cost per call dominates at a few pixels per face.
     */
    private void fillQuad(int[] pixels, int width, int height, int colour, int edge) {
        double minY = Math.min(Math.min(qy[0], qy[1]), Math.min(qy[2], qy[3]));
        double maxY = Math.max(Math.max(qy[0], qy[1]), Math.max(qy[2], qy[3]));
        int top = Math.max(0, (int) Math.ceil(minY - 0.5));
        int bottom = Math.min(height - 1, (int) Math.floor(maxY - 0.5));
        for (int row = top; row <= bottom; row++) {
            double y = row + 0.5;
            double left = Double.POSITIVE_INFINITY;
            double right = Double.NEGATIVE_INFINITY;
            for (int e = 0; e < 4; e++) {
                double y0 = qy[e];
                double y1 = qy[(e + 1) & 3];
                if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) {
                    double x = qx[e] + (y - y0) * (qx[(e + 1) & 3] - qx[e]) / (y1 - y0);
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                }
            }
            int from = Math.max(0, (int) Math.ceil(left - 0.5));
            int to = Math.min(width - 1, (int) Math.floor(right - 0.5));
            if (from > to) {
                continue;
            }
            int base = row * width;
            if (row == top || row == bottom) {
                Arrays.fill(pixels, base + from, base + to + 1, edge);
            } else {
                Arrays.fill(pixels, base + from, base + to + 1, colour);
                pixels[base + from] = edge;
                pixels[base + to] = edge;
            }
        }
    }

    /** Projects box i's corners into screen; its centre's depth into projected[2]. False if not drawn. */
    private boolean projectBox(Matrix4dc viewProjection, int i, int width, int height) {
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < 8; c++) {
            int o = 24 * i + 3 * c;
            if (!OrbitCamera.project(viewProjection, width, height, corners[o], corners[o + 1], corners[o + 2], projected)
                    || projected[2] < OrbitCamera.NEAR) {
                return false;                            // crossing the near plane: not drawn (never in this scene)
            }
            screen[16 * i + 2 * c] = projected[0];
            screen[16 * i + 2 * c + 1] = projected[1];
            minX = Math.min(minX, projected[0]);
            maxX = Math.max(maxX, projected[0]);
            minY = Math.min(minY, projected[1]);
            maxY = Math.max(maxY, projected[1]);
        }
        if (maxX < 0 || maxY < 0 || minX > width || minY > height) {
            return false;
        }
        return OrbitCamera.project(viewProjection, width, height, centres[3 * i], centres[3 * i + 1], centres[3 * i + 2],
                projected);
    }

    private static int tint(int rgb, int towards, double amount) {
        int r = mix((rgb >> 16) & 0xff, (towards >> 16) & 0xff, amount);
        int g = mix((rgb >> 8) & 0xff, (towards >> 8) & 0xff, amount);
        int b = mix(rgb & 0xff, towards & 0xff, amount);
        return (r << 16) | (g << 8) | b;
    }

    private static int mix(int a, int b, double t) {
        return (int) Math.round(a + (b - a) * t);
    }

    private static int rgb(double r, double g, double b) {
        return ((int) Math.round(255 * Math.min(1, r)) << 16) | ((int) Math.round(255 * Math.min(1, g)) << 8)
                | (int) Math.round(255 * Math.min(1, b));
    }
}
