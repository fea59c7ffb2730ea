package io.github.obbkit.examples;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.Unprojector;
import java.awt.image.BufferedImage;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;

/**
 * A 3D scene of randomly placed oriented boxes seen through a JOML camera, rendered by picking: one
 * ray per pixel through a bounding-volume hierarchy, shaded by the face it hits and the distance.
 * Everything a 3D viewer does to select the thing under the mouse, done for every pixel at once.
 */
public final class PickingScene {
    private final Obb3d[] boxes;
    private final Bvh3d bvh;
    private final long buildNanos;

    private PickingScene(Obb3d[] boxes) {
        this.boxes = boxes;
        long start = System.nanoTime();
        this.bvh = Bvh3d.build(boxes);
        this.buildNanos = System.nanoTime() - start;
    }

    /**
     * Scatters {@code count} boxes of varied size and uniformly random orientation over a
     * 100 x 100 field, up to 12 units high.
     *
     * @param count how many boxes
     * @param seed  the random seed
     * @return the scene
     */
    public static PickingScene random(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Obb3d[] boxes = new Obb3d[count];
        for (int i = 0; i < count; i++) {
            Quaterniond q = new Quaterniond(gauss(random), gauss(random), gauss(random), gauss(random)).normalize();
            boxes[i] = Obb3d.of(random.nextDouble(-50, 50), random.nextDouble(0, 12), random.nextDouble(-50, 50), q,
                    random.nextDouble(0.3, 2.5), random.nextDouble(0.3, 2.5), random.nextDouble(0.05, 2.5));
        }
        return new PickingScene(boxes);
    }

    private static double gauss(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    /** @return the boxes */
    public Obb3d[] boxes() {
        return boxes.clone();
    }

    /** @return how long building the hierarchy took, in nanoseconds */
    public long buildNanos() {
        return buildNanos;
    }

    /**
     * What a render did.
     *
     * @param image the picture
     * @param rays  how many rays were cast
     * @param hits  how many of them hit a box
     * @param nanos how long the picking took (shading excluded)
     */
    public record Render(BufferedImage image, long rays, long hits, long nanos) {
        /** @return rays per second */
        public double raysPerSecond() {
            return rays / (nanos / 1e9);
        }
    }

    /**
     * The camera's view-projection matrix: a perspective of 50 degrees looking at the field from
     * above one corner.
     *
     * @param width  the image width
     * @param height the image height
     * @return the matrix
     */
    public static Matrix4d camera(int width, int height) {
        return new Matrix4d()
                .perspective(Math.toRadians(50), (double) width / height, 0.5, 400)
                .lookAt(75, 55, 75, 0, 0, 0, 0, 1, 0);
    }

    /**
     * Renders the scene: a pick ray per pixel (from the camera's {@link Unprojector}), the nearest box
     * found by the hierarchy, a colour per box, light by the face's normal, fog by the distance.
     *
     * @param width  the image width
     * @param height the image height
     * @return the picture and the figures
     */
    public Render render(int width, int height) {
        Unprojector camera = Unprojector.of(camera(width, height), Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        int[] viewport = {0, 0, width, height};
        int[] index = new int[width * height];
        double[] distance = new double[width * height];
        BoxFace[] face = new BoxFace[width * height];
        PickWorkspace workspace = new PickWorkspace();                    // reused: no allocation per pixel
        MutablePick pick = new MutablePick();
        long hits = 0;
        long start = System.nanoTime();
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                // Window coordinates start at the bottom-left; image rows at the top.
                Ray3d ray = camera.ray(col + 0.5, height - row - 0.5, viewport);
                int k = row * width + col;
                if (bvh.pickNearest(ray, workspace, pick)) {
                    index[k] = pick.index();
                    distance[k] = pick.t() * ray.directionLength();
                    face[k] = pick.face();
                    hits++;
                } else {
                    index[k] = -1;
                }
            }
        }
        long nanos = System.nanoTime() - start;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                int k = row * width + col;
                image.setRGB(col, row, index[k] < 0 ? sky(row, height) : shade(index[k], face[k], distance[k]));
            }
        }
        return new Render(image, (long) width * height, hits, nanos);
    }

    private static int sky(int row, int height) {
        double t = (double) row / height;
        return rgb(0.55 + 0.35 * t, 0.70 + 0.22 * t, 0.92);
    }

    private int shade(int box, BoxFace face, double distance) {
        // A colour per box, from its index.
        long h = box * 0x9E3779B97F4A7C15L;
        double r = 0.35 + 0.6 * ((h >>> 40) & 0xff) / 255.0;
        double g = 0.35 + 0.6 * ((h >>> 48) & 0xff) / 255.0;
        double b = 0.35 + 0.6 * ((h >>> 56) & 0xff) / 255.0;
        double light = 0.55;
        if (face != null) {
            Obb3d o = boxes[box];
            double[][] axes = {{o.axisXx(), o.axisXy(), o.axisXz()}, {o.axisYx(), o.axisYy(), o.axisYz()}, {o.axisZx(), o.axisZy(), o.axisZz()}};
            double[] n = axes[face.axis()];
            double s = face.sign();
            // Sun from above and behind the camera.
            double lambert = s * (n[0] * 0.45 + n[1] * 0.80 + n[2] * 0.40);
            light = 0.35 + 0.65 * Math.max(lambert, 0);
        }
        double fog = Math.min(1, Math.max(0, (distance - 60) / 120));
        return rgb(mix(r * light, 0.80, fog), mix(g * light, 0.86, fog), mix(b * light, 0.93, fog));
    }

    private static double mix(double a, double b, double t) {
        return a + (b - a) * t;
    }

    private static int rgb(double r, double g, double b) {
        int ri = (int) Math.round(255 * Math.min(1, Math.max(0, r)));
        int gi = (int) Math.round(255 * Math.min(1, Math.max(0, g)));
        int bi = (int) Math.round(255 * Math.min(1, Math.max(0, b)));
        return (ri << 16) | (gi << 8) | bi;
    }
}
