package io.github.obbkit.testkit.picture;

import io.github.obbkit.testkit.oracle.Oracles2d;
import io.github.obbkit.testkit.oracle.Push2d;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * SVG pictures of 2D counterexamples: both boxes, their projection intervals on the four candidate
 * axes, and a push if there is one. A person sees in a second what twelve numbers hide.
 *
 * <p>Pictures go to the folder named by the system property {@code obbkit.pictures}, by default
 * {@code target/obbkit-failures} under the working directory (a Maven module's folder, beside the
 * test reports).
 */
public final class Pictures2d {
    private static final String[] AXIS_NAMES = {"A.x", "A.y", "B.x", "B.y"};

    private Pictures2d() {
    }

    /**
     * Where pictures of failures are written; the system property {@code obbkit.pictures} sets it.
     *
     * @return the folder pictures are written to
     */
    public static Path folder() {
        return Path.of(System.getProperty("obbkit.pictures", "target/obbkit-failures"));
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
     * @throws java.io.UncheckedIOException if the file cannot be written
     */
    public static Path write(String name, Obb2d a, Obb2d b, @Nullable Push2d push, String title) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(title, "title");
        Path file = folder().resolve(name.replaceAll("[^A-Za-z0-9_.-]", "_") + ".svg");
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, svg(a, b, push, title), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("could not write " + file, e);
        }
        return file.toAbsolutePath().normalize();
    }

    /**
     * The SVG text of a picture of a pair, in coordinates relative to A's centre (so that boxes far
     * from the origin still draw).
     *
     * @param a     box A
     * @param b     box B
     * @param push  a push of B to draw, or null
     * @param title a line of text shown at the top
     * @return the SVG document
     */
    public static String svg(Obb2d a, Obb2d b, @Nullable Push2d push, String title) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(title, "title");
        double ox = a.centerX();
        double oy = a.centerY();
        double[] pa = Oracles2d.corners(a, ox, oy);
        double[] pb = Oracles2d.corners(b, ox, oy);
        Aabb2d ba = Oracles2d.aabbOfCorners(a);
        Aabb2d bb = Oracles2d.aabbOfCorners(b);
        double minX = Math.min(ba.minX(), bb.minX()) - ox;
        double maxX = Math.max(ba.maxX(), bb.maxX()) - ox;
        double minY = Math.min(ba.minY(), bb.minY()) - oy;
        double maxY = Math.max(ba.maxY(), bb.maxY()) - oy;
        double span = Math.max(Math.max(maxX - minX, maxY - minY), 1e-300);
        double pad = 0.45 * span;
        minX -= pad;
        minY -= pad;
        span += 2 * pad;
        double size = 640;
        double k = size / span;
        StringBuilder s = new StringBuilder();
        double rows = 4 * 34 + 16;
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\">%n",
                size, size + 40 + rows));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append("<text x=\"8\" y=\"18\" font-family=\"monospace\" font-size=\"12\">").append(escape(title))
                .append("</text>\n");
        s.append(String.format(Locale.ROOT,
                "<text x=\"8\" y=\"34\" font-family=\"monospace\" font-size=\"10\">A blue, B orange; coordinates "
                        + "relative to A's centre (%s, %s); 1 unit = %.3g px</text>%n", ox, oy, k));
        s.append("<g transform=\"translate(0 40)\">\n");
        polygon(s, pa, minX, minY, k, size, "#2b6cb0");
        polygon(s, pb, minX, minY, k, size, "#dd6b20");
        if (push != null) {
            double cx = (pb[0] + pb[4]) / 2;
            double cy = (pb[1] + pb[5]) / 2;
            double ex = cx + push.normalX() * push.depth();
            double ey = cy + push.normalY() * push.depth();
            s.append(String.format(Locale.ROOT,
                    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#2f855a\" stroke-width=\"2\"/>%n",
                    (cx - minX) * k, size - (cy - minY) * k, (ex - minX) * k, size - (ey - minY) * k));
            s.append(String.format(Locale.ROOT,
                    "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"#2f855a\"/>%n", (ex - minX) * k, size - (ey - minY) * k));
        }
        s.append("</g>\n");
        // One row per candidate axis: both projection intervals on a number line, and the gap.
        double[][] axes = {{a.axisXx(), a.axisXy()}, {a.axisYx(), a.axisYy()}, {b.axisXx(), b.axisXy()}, {b.axisYx(), b.axisYy()}};
        double top = size + 40 + 8;
        for (int i = 0; i < 4; i++) {
            double[] ia = interval(pa, axes[i][0], axes[i][1]);
            double[] ib = interval(pb, axes[i][0], axes[i][1]);
            double lo = Math.min(ia[0], ib[0]);
            double hi = Math.max(ia[1], ib[1]);
            double w = Math.max(hi - lo, 1e-300);
            double x0 = 150;
            double scale = (size - x0 - 20) / w;
            double y = top + 34 * i;
            double gap = Math.max(ib[0] - ia[1], ia[0] - ib[1]);
            s.append(String.format(Locale.ROOT,
                    "<text x=\"8\" y=\"%.1f\" font-family=\"monospace\" font-size=\"11\">%s gap %.4g</text>%n",
                    y + 14, AXIS_NAMES[i], gap));
            s.append(String.format(Locale.ROOT,
                    "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"8\" fill=\"#2b6cb0\"/>%n",
                    x0 + (ia[0] - lo) * scale, y + 2, Math.max((ia[1] - ia[0]) * scale, 1)));
            s.append(String.format(Locale.ROOT,
                    "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"8\" fill=\"#dd6b20\"/>%n",
                    x0 + (ib[0] - lo) * scale, y + 13, Math.max((ib[1] - ib[0]) * scale, 1)));
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private static void polygon(StringBuilder s, double[] p, double minX, double minY, double k, double size,
                                String colour) {
        s.append("<polygon points=\"");
        for (int i = 0; i < 4; i++) {
            s.append(String.format(Locale.ROOT, "%.2f,%.2f ", (p[2 * i] - minX) * k, size - (p[2 * i + 1] - minY) * k));
        }
        s.append(String.format(Locale.ROOT,
                "\" fill=\"%s\" fill-opacity=\"0.25\" stroke=\"%s\" stroke-width=\"1.5\"/>%n", colour, colour));
    }

    private static double[] interval(double[] pts, double nx, double ny) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 4; i++) {
            double p = pts[2 * i] * nx + pts[2 * i + 1] * ny;
            lo = Math.min(lo, p);
            hi = Math.max(hi, p);
        }
        return new double[] {lo, hi};
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
