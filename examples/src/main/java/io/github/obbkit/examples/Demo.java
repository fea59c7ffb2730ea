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
 * obbkit's demo: builds a 2D scene of random boxes, finds the overlapping pairs and their minimum
 * translation vectors, writes the picture as SVG, and prints what it found and how fast the SAT ran.
 *
 * <pre>
 * options:
 *   --out DIR      where to write the pictures (default: target/obbkit-demo)
 *   --boxes N      boxes in the 2D scene (default: 40)
 *   --seed S       random seed of the scene (default: 1)
 * </pre>
 */
public final class Demo {
    private Demo() {
    }

    /** The demo's settings. */
    record Options(Path out, int boxes, long seed) {
        static Options parse(String[] args) {
            Path out = Path.of("target", "obbkit-demo");
            int boxes = 40;
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
                    case "--seed" -> seed = Long.parseLong(value);
                    default -> throw new IllegalArgumentException("unknown option " + arg);
                }
            }
            if (boxes < 1) {
                throw new IllegalArgumentException("--boxes must be >= 1, was " + boxes);
            }
            return new Options(out, boxes, seed);
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
                    + "usage: Demo [--out DIR] [--boxes N] [--seed S]");
            System.exit(2);
            return;
        }
        System.out.print(run(options));
    }

    /** Runs the demo with the given options and returns its report. */
    static String run(Options options) {
        StringBuilder report = new StringBuilder();
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
