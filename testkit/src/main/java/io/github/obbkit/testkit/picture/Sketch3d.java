package io.github.obbkit.testkit.picture;

import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.oracle.RaySpan;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Three-view SVG pictures (top, front, side, as {@link Pictures3d}) of the 3D counterexamples that
 * are not a pair of boxes: a ray and a box, with the ray drawn from its origin, the oracle's span on
 * it and the span your code returned; and a box taken through an affine transform, with the
 * transformed box, the exact bounds of its corners and the bounds your code returned. Pictures go to
 * {@link Pictures2d#folder()}.
 */
public final class Sketch3d {
    private static final int PANEL = 300;
    private static final int GAP = 16;
    private static final int TOP = 52;
    private static final String[] VIEW_NAMES = {"top (x, y)", "front (x, z)", "side (y, z)"};
    private static final int[][] VIEW_AXES = {{0, 1}, {0, 2}, {1, 2}};

    private final List<double[]> boxes = new ArrayList<>();
    private final List<String> boxStyles = new ArrayList<>();
    private final List<double[]> lines = new ArrayList<>();
    private final List<String> lineStyles = new ArrayList<>();
    private final List<double[]> dots = new ArrayList<>();

    private Sketch3d() {
    }

    /**
     * Writes a picture of a ray and a box and returns its path.
     *
     * @param name   the file name without extension (sanitised)
     * @param ray    the ray
     * @param box    the box
     * @param oracle the oracle's span ({@code {tMin, tMax}}), or null if the ray misses
     * @param yours  the span your code returned, or null for a miss
     * @param title  a line of text shown at the top
     * @return the written file
     * @throws UncheckedIOException if the file cannot be written
     */
    public static Path writeRay(String name, Ray3d ray, Obb3d box, double @Nullable [] oracle,
                                @Nullable RaySpan yours, String title) {
        return write(name, svgRay(ray, box, oracle, yours, title));
    }

    /**
     * The SVG text of a picture of a ray and a box, in coordinates relative to the box's centre.
     *
     * @param ray    the ray
     * @param box    the box
     * @param oracle the oracle's span, or null
     * @param yours  your span, or null
     * @param title  a line of text shown at the top
     * @return the SVG document
     */
    public static String svgRay(Ray3d ray, Obb3d box, double @Nullable [] oracle, @Nullable RaySpan yours,
                                String title) {
        Sketch3d s = new Sketch3d();
        double cx = box.centerX();
        double cy = box.centerY();
        double cz = box.centerZ();
        s.box(Oracles3d.corners(box, cx, cy, cz), "#2b6cb0");
        double reach = 0;
        double[] ends = {oracle == null ? 0 : oracle[1], yours == null ? 0 : yours.tMax(),
            yours == null ? 0 : yours.tMin()};
        for (double t : ends) {
            if (Double.isFinite(t)) {
                reach = Math.max(reach, t);
            }
        }
        double size = 2 * Math.sqrt(box.halfExtentX() * box.halfExtentX() + box.halfExtentY() * box.halfExtentY()
                + box.halfExtentZ() * box.halfExtentZ());
        double toBox = Math.sqrt(sq(cx - ray.originX()) + sq(cy - ray.originY()) + sq(cz - ray.originZ()));
        reach = Math.max(1.2 * reach, (toBox + size) / ray.directionLength());
        s.line(at(ray, 0, cx, cy, cz), at(ray, reach, cx, cy, cz), "stroke=\"#718096\" stroke-dasharray=\"4 3\"");
        if (oracle != null) {
            s.line(at(ray, oracle[0], cx, cy, cz), at(ray, oracle[1], cx, cy, cz),
                    "stroke=\"#dd6b20\" stroke-width=\"6\" stroke-opacity=\"0.45\"");
        }
        if (yours != null && Double.isFinite(yours.tMin()) && Double.isFinite(yours.tMax())) {
            s.line(at(ray, yours.tMin(), cx, cy, cz), at(ray, yours.tMax(), cx, cy, cz),
                    "stroke=\"#2f855a\" stroke-width=\"2\"");
        }
        s.dots.add(at(ray, 0, cx, cy, cz));
        return s.render(title, String.format(Locale.ROOT, "box blue, ray grey from its origin (dot), oracle's span"
                + " orange%s, yours green%s; relative to the box's centre (%s, %s, %s)",
                oracle == null ? " (none: a miss)" : "", yours == null ? " (none: you said miss)" : "", cx, cy, cz));
    }

    /**
     * Writes a picture of a box taken through a transform and returns its path.
     *
     * @param name      the file name without extension (sanitised)
     * @param corners   the eight transformed corners, {@code x0, y0, z0, ..., x7, y7, z7}, corner {@code i}
     *                  taking the sign of x from bit 0, y from bit 1, z from bit 2
     * @param exact     the bounds of the corners
     * @param yours     the bounds your code returned
     * @param title     a line of text shown at the top
     * @return the written file
     * @throws UncheckedIOException if the file cannot be written
     */
    public static Path writeTransform(String name, double[] corners, Aabb3d exact, Aabb3d yours, String title) {
        return write(name, svgTransform(corners, exact, yours, title));
    }

    /**
     * The SVG text of a picture of a transformed box, in coordinates relative to the exact bounds' centre.
     *
     * @param corners the eight transformed corners
     * @param exact   the bounds of the corners
     * @param yours   your bounds
     * @param title   a line of text shown at the top
     * @return the SVG document
     */
    public static String svgTransform(double[] corners, Aabb3d exact, Aabb3d yours, String title) {
        Sketch3d s = new Sketch3d();
        double ox = exact.centerX();
        double oy = exact.centerY();
        double oz = exact.centerZ();
        double[] shifted = corners.clone();
        for (int i = 0; i < 8; i++) {
            shifted[3 * i] -= ox;
            shifted[3 * i + 1] -= oy;
            shifted[3 * i + 2] -= oz;
        }
        s.box(shifted, "#2b6cb0");
        s.box(aabbCorners(exact, ox, oy, oz), "#dd6b20");
        s.box(aabbCorners(yours, ox, oy, oz), "#2f855a");
        return s.render(title, String.format(Locale.ROOT, "transformed box blue, exact bounds orange, yours green;"
                + " relative to (%s, %s, %s)", ox, oy, oz));
    }

    private static double[] aabbCorners(Aabb3d b, double ox, double oy, double oz) {
        double[] p = new double[24];
        for (int i = 0; i < 8; i++) {
            p[3 * i] = ((i & 1) == 0 ? b.minX() : b.maxX()) - ox;
            p[3 * i + 1] = ((i & 2) == 0 ? b.minY() : b.maxY()) - oy;
            p[3 * i + 2] = ((i & 4) == 0 ? b.minZ() : b.maxZ()) - oz;
        }
        return p;
    }

    private static double sq(double v) {
        return v * v;
    }

    /** The point at {@code t}, relative to {@code (cx, cy, cz)}; the subtraction first, so far rays stay exact. */
    private static double[] at(Ray3d ray, double t, double cx, double cy, double cz) {
        return new double[] {(ray.originX() - cx) + t * ray.directionX(), (ray.originY() - cy) + t * ray.directionY(),
            (ray.originZ() - cz) + t * ray.directionZ()};
    }

    private void box(double[] corners, String colour) {
        boxes.add(corners);
        boxStyles.add(colour);
    }

    private void line(double[] from, double[] to, String style) {
        lines.add(new double[] {from[0], from[1], from[2], to[0], to[1], to[2]});
        lineStyles.add(style);
    }

    private String render(String title, String legend) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        List<double[]> all = new ArrayList<>(boxes);
        all.addAll(lines);
        all.addAll(dots);
        for (double[] pts : all) {
            for (int i = 0; i + 2 < pts.length; i += 3) {
                for (int c = 0; c < 3; c++) {
                    if (Double.isFinite(pts[i + c])) {
                        lo[c] = Math.min(lo[c], pts[i + c]);
                        hi[c] = Math.max(hi[c], pts[i + c]);
                    }
                }
            }
        }
        double span = Math.max(Math.max(hi[0] - lo[0], hi[1] - lo[1]), Math.max(hi[2] - lo[2], 1e-300));
        double k = PANEL / (span * 1.2);
        double[] mid = {(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2};
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\">%n",
                3 * PANEL + 4 * GAP, TOP + PANEL + 2 * GAP));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append("<text x=\"8\" y=\"18\" font-family=\"monospace\" font-size=\"12\">").append(escape(title))
                .append("</text>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"8\" y=\"34\" font-family=\"monospace\" font-size=\"10\">%s;"
                + " 1 unit = %.3g px</text>%n", escape(legend), k));
        for (int v = 0; v < 3; v++) {
            int h = VIEW_AXES[v][0];
            int w = VIEW_AXES[v][1];
            s.append(String.format(Locale.ROOT,
                    "<g transform=\"translate(%d %d)\"><rect width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#ccc\"/>%n",
                    GAP + v * (PANEL + GAP), TOP, PANEL, PANEL));
            s.append(String.format(Locale.ROOT,
                    "<text x=\"4\" y=\"12\" font-family=\"monospace\" font-size=\"10\">%s</text>%n", VIEW_NAMES[v]));
            for (int b = 0; b < boxes.size(); b++) {
                double[] p = boxes.get(b);
                s.append(String.format(Locale.ROOT, "<path stroke=\"%s\" stroke-width=\"1.5\" fill=\"none\" d=\"",
                        boxStyles.get(b)));
                for (int i = 0; i < 8; i++) {
                    for (int bit = 1; bit <= 4; bit <<= 1) {
                        if ((i & bit) == 0) {
                            int j = i | bit;
                            s.append(String.format(Locale.ROOT, "M%.2f %.2f L%.2f %.2f ", px(p[3 * i + h], mid[h], k),
                                    py(p[3 * i + w], mid[w], k), px(p[3 * j + h], mid[h], k),
                                    py(p[3 * j + w], mid[w], k)));
                        }
                    }
                }
                s.append("\"/>\n");
            }
            for (int l = 0; l < lines.size(); l++) {
                double[] p = lines.get(l);
                s.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" %s/>%n",
                        px(p[h], mid[h], k), py(p[w], mid[w], k), px(p[3 + h], mid[h], k), py(p[3 + w], mid[w], k),
                        lineStyles.get(l)));
            }
            for (double[] d : dots) {
                s.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"black\"/>%n",
                        px(d[h], mid[h], k), py(d[w], mid[w], k)));
            }
            s.append("</g>\n");
        }
        return s.append("</svg>\n").toString();
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

    private static Path write(String name, String svg) {
        Path file = Pictures2d.folder().resolve(name.replaceAll("[^A-Za-z0-9_.-]", "_") + ".svg");
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, svg, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
        return file.toAbsolutePath().normalize();
    }
}
