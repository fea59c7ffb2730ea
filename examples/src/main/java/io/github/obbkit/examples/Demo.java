package io.github.obbkit.examples;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * obbkit's demo. It renders a 3D scene of thousands of random oriented boxes by picking, one ray per
 * pixel through a bounding-volume hierarchy, into a PNG, and prints rays per second; then it builds
 * a 2D scene of random boxes, finds the overlapping pairs and their minimum translation vectors, and
 * writes that as an SVG.
 *
 * <pre>
 * options:
 *   --out DIR        where to write the pictures (default: target/obbkit-demo)
 *   --boxes N        boxes in the 2D scene (default: 40)
 *   --boxes3d N      boxes in the 3D scene (default: 3000)
 *   --image WxH      size of the 3D picture in pixels (default: 640x400)
 *   --seed S         random seed of both scenes (default: 1)
 * </pre>
 */
public final class Demo {
    private Demo() {
    }

    /** The demo's settings. */
    record Options(Path out, int boxes, int boxes3d, int width, int height, long seed) {
        Options(Path out, int boxes, long seed) {
            this(out, boxes, 3000, 640, 400, seed);
        }

        static Options parse(String[] args) {
            Path out = Path.of("target", "obbkit-demo");
            int boxes = 40;
            int boxes3d = 3000;
            int width = 640;
            int height = 400;
            long seed = 1;
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (arg.equals("--help") || arg.equals("-h")) {
                    throw new IllegalArgumentException("usage");
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("missing value after " + arg);
                }
                String value = args[++i];
                switch (arg) {
                    case "--out" -> out = Path.of(value);
                    case "--boxes" -> boxes = Integer.parseInt(value);
                    case "--boxes3d" -> boxes3d = Integer.parseInt(value);
                    case "--image" -> {
                        String[] wh = value.split("x");
                        if (wh.length != 2) {
                            throw new IllegalArgumentException("--image must be WxH, was " + value);
                        }
                        width = Integer.parseInt(wh[0]);
                        height = Integer.parseInt(wh[1]);
                    }
                    case "--seed" -> seed = Long.parseLong(value);
                    default -> throw new IllegalArgumentException("unknown option " + arg);
                }
            }
            if (boxes < 1) {
                throw new IllegalArgumentException("--boxes must be >= 1, was " + boxes);
            }
            if (boxes3d < 1) {
                throw new IllegalArgumentException("--boxes3d must be >= 1, was " + boxes3d);
            }
            if (width < 1 || height < 1) {
                throw new IllegalArgumentException("--image must be at least 1x1, was " + width + "x" + height);
            }
            return new Options(out, boxes, boxes3d, width, height, seed);
        }
    }

    /**
     * Runs the demo.
     *
     * @param args see the class comment
     */
    public static void main(String[] args) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println((e.getMessage().equals("usage") ? "" : e.getMessage() + "\n")
                    + "usage: Demo [--out DIR] [--boxes N] [--boxes3d N] [--image WxH] [--seed S]");
            System.exit(2);
            return;
        }
        System.out.print(run(options));
    }

    /** Runs the demo with the given options and returns its report. */
    static String run(Options options) {
        StringBuilder report = new StringBuilder();
        PickingScene scene3d = PickingScene.random(options.boxes3d(), options.seed());
        PickingScene.Render render = scene3d.render(options.width(), options.height());
        Path png = writePng(options.out().resolve("picking.png"), render.image());
        report.append(String.format(Locale.ROOT,
                "3D scene: %d oriented boxes, BVH built in %.1f ms; %dx%d pick rays, %d hit a box%n",
                options.boxes3d(), scene3d.buildNanos() / 1e6, options.width(), options.height(), render.hits()));
        report.append(String.format(Locale.ROOT, "picking throughput: %.2f million rays per second (one core)%n",
                render.raysPerSecond() / 1e6));
        report.append("wrote ").append(png.toAbsolutePath().normalize()).append('\n');
        Scene2d scene = Scene2d.random(options.boxes(), 800, 500, options.seed());
        List<Scene2d.Contact> contacts = scene.contacts();
        Path svg = write(options.out().resolve("scene2d.svg"), scene.toSvg());
        report.append(String.format(Locale.ROOT, "2D scene: %d boxes, %d overlapping pairs (red), MTV arrows in blue%n",
                scene.boxes().size(), contacts.size()));
        report.append(String.format(Locale.ROOT, "2D SAT throughput: %.1f million box-box tests per second%n",
                satThroughput(scene.boxes()) / 1e6));
        report.append("wrote ").append(svg.toAbsolutePath().normalize()).append('\n');
        return report.toString();
    }

    /** A rough figure for the demo's printout; the bench module measures properly. */
    private static double satThroughput(List<Obb2d> boxes) {
        Obb2d[] b = boxes.toArray(new Obb2d[0]);
        long tests = 0;
        int hits = 0;
        long start = System.nanoTime();
        long stop = start + 200_000_000L;
        while (System.nanoTime() < stop) {
            for (int i = 0; i < b.length; i++) {
                for (int j = 0; j < b.length; j++) {
                    hits += Sat2d.intersects(b[i], b[j]) ? 1 : 0;
                }
            }
            tests += (long) b.length * b.length;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return hits >= 0 ? tests / seconds : 0;
    }

    private static Path writePng(Path file, java.awt.image.BufferedImage image) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            javax.imageio.ImageIO.write(image, "png", file.toFile());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    private static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }
}
