package io.github.obbkit.testkit.picture;

import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.oracle.Push3d;

import io.github.obbkit.core3d.Obb3d;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * SVG pictures of 3D counterexamples as an orthographic three-view drawing, the way a draughtsman
 * shows a part: the view from above (world x to the right, y up), from the front (x, z) and from
 * the side (y, z), each with the twelve edges and the centre of both boxes, and a push if there
 * is one. Two boxes
 * that look apart in one of the views are apart; the views show at a glance which way they touch.
 *
 * <p>Pictures go to the folder named by the system property {@code obbkit.pictures}, by default
 * {@code target/obbkit-failures} under the working directory, as {@link Pictures2d}'s do.
 */
public final class Pictures3d {
    private static final int PANEL = 300;
    private static final int GAP = 16;
    private static final int TOP = 52;
    private static final String[] VIEW_NAMES = {"top (x, y)", "front (x, z)", "side (y, z)"};
    private static final int[][] VIEW_AXES = {{0, 1}, {0, 2}, {1, 2}};

    private Pictures3d() {
    }

    /**
     * Writes a picture of a pair and returns its path.
     *
     * @param name  the file name without extension (sanitised)
     * @param a     box A
     * @param b     box B
     * @param push  a push of B to draw, or null
     * @param title a line of text shown at the top
     * @return the written file
     * @throws UncheckedIOException if the file cannot be written
     */
    public static Path write(String name, Obb3d a, Obb3d b, @Nullable Push3d push, String title) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(title, "title");
        Path file = Pictures2d.folder().resolve(name.replaceAll("[^A-Za-z0-9_.-]", "_") + ".svg");
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, svg(a, b, push, title), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
        return file.toAbsolutePath().normalize();
    }

    /**
     * The SVG text of a three-view picture of a pair, in coordinates relative to A's centre (so that
     * boxes far from the origin still draw), all three views at one scale.
     *
     * @param a     box A
     * @param b     box B
     * @param push  a push of B to draw, or null
     * @param title a line of text shown at the top
     * @return the SVG document
     */
    public static String svg(Obb3d a, Obb3d b, @Nullable Push3d push, String title) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(title, "title");
        double ox = a.centerX();
        double oy = a.centerY();
        double oz = a.centerZ();
        double[] pa = Oracles3d.corners(a, ox, oy, oz);
        double[] pb = Oracles3d.corners(b, ox, oy, oz);
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double[] pts : new double[][] {pa, pb}) {
            for (int i = 0; i < 8; i++) {
                for (int c = 0; c < 3; c++) {
                    lo[c] = Math.min(lo[c], pts[3 * i + c]);
                    hi[c] = Math.max(hi[c], pts[3 * i + c]);
                }
            }
        }
        double span = Math.max(Math.max(hi[0] - lo[0], hi[1] - lo[1]), Math.max(hi[2] - lo[2], 1e-300));
        double k = PANEL / (span * 1.5);
        double[] mid = {(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2};
        StringBuilder s = new StringBuilder();
        int width = 3 * PANEL + 4 * GAP;
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\">%n",
                width, TOP + PANEL + 2 * GAP));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append("<text x=\"8\" y=\"18\" font-family=\"monospace\" font-size=\"12\">").append(escape(title))
                .append("</text>\n");
        s.append(String.format(Locale.ROOT,
                "<text x=\"8\" y=\"34\" font-family=\"monospace\" font-size=\"10\">A blue, B orange%s; coordinates "
                        + "relative to A's centre (%s, %s, %s); 1 unit = %.3g px</text>%n",
                push == null ? "" : ", push of B green", ox, oy, oz, k));
        for (int v = 0; v < 3; v++) {
            int left = GAP + v * (PANEL + GAP);
            int h = VIEW_AXES[v][0];
            int w = VIEW_AXES[v][1];
            s.append(String.format(Locale.ROOT,
                    "<g transform=\"translate(%d %d)\"><rect width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#ccc\"/>%n",
                    left, TOP, PANEL, PANEL));
            s.append(String.format(Locale.ROOT,
                    "<text x=\"4\" y=\"12\" font-family=\"monospace\" font-size=\"10\">%s</text>%n", VIEW_NAMES[v]));
            edges(s, pa, h, w, mid, k, "#2b6cb0");
            edges(s, pb, h, w, mid, k, "#dd6b20");
            // Centres as dots, so that a box flattened to a point still shows.
            double[] ca = {0, 0, 0};
            double[] cb = {b.centerX() - ox, b.centerY() - oy, b.centerZ() - oz};
            s.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"2.5\" fill=\"#2b6cb0\"/>"
                    + "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"2.5\" fill=\"#dd6b20\"/>%n",
                    px(ca[h], mid[h], k), py(ca[w], mid[w], k), px(cb[h], mid[h], k), py(cb[w], mid[w], k)));
            if (push != null) {
                double[] n = {push.normalX(), push.normalY(), push.normalZ()};
                double[] from = {b.centerX() - ox, b.centerY() - oy, b.centerZ() - oz};
                double x1 = px(from[h], mid[h], k);
                double y1 = py(from[w], mid[w], k);
                double x2 = px(from[h] + n[h] * push.depth(), mid[h], k);
                double y2 = py(from[w] + n[w] * push.depth(), mid[w], k);
                s.append(String.format(Locale.ROOT,
                        "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#2f855a\" stroke-width=\"2\"/>"
                                + "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"#2f855a\"/>%n",
                        x1, y1, x2, y2, x2, y2));
            }
            s.append("</g>\n");
        }
        s.append("</svg>\n");
        return s.toString();
    }

    /** The twelve edges: corners that differ in one bit of their index. */
    private static void edges(StringBuilder s, double[] p, int h, int w, double[] mid, double k, String colour) {
        s.append(String.format(Locale.ROOT, "<path stroke=\"%s\" stroke-width=\"1.5\" fill=\"none\" d=\"", colour));
        for (int i = 0; i < 8; i++) {
            for (int bit = 1; bit <= 4; bit <<= 1) {
                if ((i & bit) == 0) {
                    int j = i | bit;
                    s.append(String.format(Locale.ROOT, "M%.2f %.2f L%.2f %.2f ",
                            px(p[3 * i + h], mid[h], k), py(p[3 * i + w], mid[w], k),
                            px(p[3 * j + h], mid[h], k), py(p[3 * j + w], mid[w], k)));
                }
            }
        }
        s.append("\"/>\n");
    }

    private static double px(double value, double mid, double k) {
        return PANEL / 2.0 + (value - mid) * k;
    }

    private static double py(double value, double mid, double k) {
        return PANEL / 2.0 - (value - mid) * k;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
