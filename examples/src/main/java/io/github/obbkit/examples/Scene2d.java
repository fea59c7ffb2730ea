package io.github.obbkit.examples;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A 2D scene of random boxes, tested pair by pair: which boxes overlap something, the minimum
 * translation vector of every overlapping pair, and an SVG picture of it all.
 */
public final class Scene2d {
    private final double width;
    private final double height;
    private final List<Obb2d> boxes;

    private Scene2d(double width, double height, List<Obb2d> boxes) {
        this.width = width;
        this.height = height;
        this.boxes = List.copyOf(boxes);
    }

    /**
     * Places {@code count} boxes of varied size and angle at random in a {@code width x height} field.
     *
     * @param count  how many boxes
     * @param width  the field's width
     * @param height the field's height
     * @param seed   the random seed
     * @return the scene
     */
    public static Scene2d random(int count, double width, double height, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Obb2d> boxes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            double hx = 8 + random.nextDouble() * 40;
            double hy = 4 + random.nextDouble() * 20;
            double margin = Math.hypot(hx, hy);
            boxes.add(Obb2d.of(margin + random.nextDouble() * (width - 2 * margin),
                    margin + random.nextDouble() * (height - 2 * margin),
                    random.nextDouble() * Math.PI, hx, hy));
        }
        return new Scene2d(width, height, boxes);
    }

    /** @return the boxes */
    public List<Obb2d> boxes() {
        return boxes;
    }

    /**
     * An overlapping pair and the push that separates them.
     *
     * @param i   the index of the box that stays
     * @param j   the index of the box to push
     * @param mtv the push
     */
    public record Contact(int i, int j, Mtv2d mtv) {
    }

    /**
     * Tests every pair (a broad phase on the boxes' AABBs first, as seed 001 suggests, then the SAT).
     *
     * @return the overlapping pairs with their minimum translation vectors
     */
    public List<Contact> contacts() {
        List<Contact> contacts = new ArrayList<>();
        List<Aabb2d> bounds = new ArrayList<>();
        for (Obb2d box : boxes) {
            bounds.add(box.aabb());
        }
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                if (!bounds.get(i).intersects(bounds.get(j))) {
                    continue;
                }
                Mtv2d mtv = boxes.get(i).mtv(boxes.get(j));
                if (mtv != null) {
                    contacts.add(new Contact(i, j, mtv));
                }
            }
        }
        return contacts;
    }

    /**
     * Draws the scene: boxes red where they overlap another, green where they are free, their AABBs
     * dashed, and an arrow for each overlapping pair's minimum translation vector, drawn from the
     * pushed box's centre.
     *
     * @return the SVG document
     */
    public String toSvg() {
        List<Contact> contacts = contacts();
        boolean[] hit = new boolean[boxes.size()];
        for (Contact c : contacts) {
            hit[c.i()] = true;
            hit[c.j()] = true;
        }
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">%n",
                width, height, width, height));
        svg.append("<defs><marker id=\"head\" markerWidth=\"8\" markerHeight=\"8\" refX=\"6\" refY=\"4\" "
                + "orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"#1f3b73\"/></marker></defs>\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#fbfbf8\"/>\n");
        // The picture's y axis points up, like the boxes' coordinates: flip the SVG's.
        svg.append(String.format(Locale.ROOT, "<g transform=\"translate(0 %.0f) scale(1 -1)\">%n", height));
        double[] c = new double[8];
        for (int k = 0; k < boxes.size(); k++) {
            Obb2d box = boxes.get(k);
            Aabb2d bounds = box.aabb();
            svg.append(String.format(Locale.ROOT,
                    "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"none\" stroke=\"#999\" "
                            + "stroke-dasharray=\"4 3\" stroke-width=\"0.8\"/>%n",
                    bounds.minX(), bounds.minY(), bounds.maxX() - bounds.minX(), bounds.maxY() - bounds.minY()));
            box.corners(c);
            svg.append(String.format(Locale.ROOT,
                    "<polygon points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f\" fill=\"%s\" fill-opacity=\"0.55\" "
                            + "stroke=\"%s\" stroke-width=\"1.2\"/>%n",
                    c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
                    hit[k] ? "#e4572e" : "#76b041", hit[k] ? "#a5301a" : "#3f6b1c"));
        }
        for (Contact contact : contacts) {
            Obb2d b = boxes.get(contact.j());
            Mtv2d mtv = contact.mtv();
            svg.append(String.format(Locale.ROOT,
                    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#1f3b73\" stroke-width=\"1.6\" "
                            + "marker-end=\"url(#head)\"/>%n",
                    b.centerX(), b.centerY(), b.centerX() + mtv.normalX() * mtv.depth(),
                    b.centerY() + mtv.normalY() * mtv.depth()));
        }
        svg.append("</g>\n</svg>\n");
        return svg.toString();
    }
}
