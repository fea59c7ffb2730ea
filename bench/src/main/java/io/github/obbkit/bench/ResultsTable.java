package io.github.obbkit.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns JMH's CSV output into the table at the top of {@code bench/RESULTS.md}: per operation and
 * data set, obbkit's time and each peer's, and the ratio obbkit / peer measured in the same run.
 * Benchmarks are named {@code <operation>_<implementation>}; the implementation {@code obbkit} is the
 * one compared. The {@code pick} rows also give the rate in rays per second: one operation picks for
 * one ray.
 *
 * <p>Only the part of the file between the lines {@link #BEGIN} and {@link #END} is the run's (its
 * table, then {@code bench/misses.md}); the sections after it are measurements kept by hand, which a
 * run leaves as they are ({@link #splice}).
 */
public final class ResultsTable {
    private ResultsTable() {
    }

    /** One row of JMH's CSV. */
    record Row(String operation, String implementation, String params, double score, double error, String unit) {
    }

    /** The line before the run's part of the results file. */
    static final String BEGIN =
            "<!-- bench/run.sh writes from here to the END line below: its run's table, then bench/misses.md. -->";
    /** The line after it. */
    static final String END =
            "<!-- END of what bench/run.sh writes. Everything below is kept by hand; bench/run.sh leaves it as it is. -->";

    /** Allocation per operation by benchmark and parameters, from {@code -prof gc}'s secondary rows. */
    private static final Map<String, Double> ALLOCATION = new LinkedHashMap<>();

    /**
     * Reads {@code args[0]} (JMH CSV) and writes the run's part of {@code args[1]} (Markdown), keeping
     * the rest of that file.
     *
     * @param args the CSV path, the Markdown path, and optionally a line describing the run and the
     *             path of the hand-kept notes on missed goals that follow the table
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        String[] header = split(lines.get(0));
        List<Row> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = split(line);
            String full = f[0];
            String secondary = "";
            int colon = full.indexOf(':');
            if (colon >= 0) {
                secondary = full.substring(colon + 1);
                full = full.substring(0, colon);
            }
            String name = full.substring(full.lastIndexOf('.') + 1);
            int us = name.indexOf('_');
            StringBuilder params = new StringBuilder();
            for (int i = 7; i < f.length; i++) {
                if (!f[i].isEmpty()) {
                    params.append(params.length() == 0 ? "" : ", ").append(header[i].replace("Param: ", ""))
                            .append('=').append(f[i]);
                }
            }
            if (!secondary.isEmpty()) {
                if (secondary.endsWith("gc.alloc.rate.norm")) {
                    ALLOCATION.put(name + " | " + params, Double.parseDouble(f[4]));
                }
                continue;
            }
            rows.add(new Row(us < 0 ? name : name.substring(0, us), us < 0 ? "" : name.substring(us + 1),
                    params.toString(), Double.parseDouble(f[4]), parse(f[5]), f[6]));
        }
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        for (Row r : rows) {
            groups.computeIfAbsent(r.operation() + " | " + r.params(), k -> new ArrayList<>()).add(r);
        }
        StringBuilder md = new StringBuilder("# Benchmark results\n\n");
        md.append("Written by `bench/run.sh` from one JMH run: every ratio compares obbkit with a peer measured in "
                + "the same run, on the same data. Ratios below 1 mean obbkit is faster. The machines are shared and "
                + "noisy, so read the ratios, not the times.\n\n");
        if (args.length > 2) {
            md.append(args[2]).append("\n\n");
        }
        md.append("## All rows\n\nIn each group the first obbkit row is compared with every other row; the targets "
                + "below pick the pairs the performance goals name.\n\n");
        md.append("| operation | data | implementation | time | ± (99.9%) | allocated | obbkit / this |\n");
        md.append("| --- | --- | --- | ---: | ---: | ---: | ---: |\n");
        for (List<Row> group : groups.values()) {
            Row ours = group.stream().filter(r -> r.implementation().startsWith("obbkit")).findFirst().orElse(null);
            for (Row r : group) {
                String ratio = ours == null || r == ours ? "" : String.format(Locale.ROOT, "%.3f", ours.score() / r.score());
                Double bytes = ALLOCATION.get(r.operation() + "_" + r.implementation() + " | " + r.params());
                String allocated = bytes == null ? "" : String.format(Locale.ROOT, "%.0f B/op", bytes);
                String time = String.format(Locale.ROOT, "%.2f %s", r.score(), r.unit());
                if (r.operation().equals("pick") && r.unit().equals("ns/op")) {
                    // PickBench's operation is one ray: its rate is the reciprocal of its time.
                    time += String.format(Locale.ROOT, " (%.2f M rays/s)", 1e3 / r.score());
                }
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %.2f | %s | %s |%n", r.operation(),
                        r.params(), r.implementation(), time, r.error(), allocated, ratio));
            }
        }
        targets(rows, md);
        if (args.length > 3) {
            md.append(Files.readString(Path.of(args[3]), StandardCharsets.UTF_8));
        }
        Path results = Path.of(args[1]);
        String existing = Files.exists(results) ? Files.readString(results, StandardCharsets.UTF_8) : null;
        Files.writeString(results, splice(existing, md.toString()), StandardCharsets.UTF_8);
        System.out.print(md);
    }

    /**
     * The results file {@code existing} (null if there is none) with the run's part replaced by
     * {@code run}: the text before {@link #BEGIN} and after {@link #END} is kept as it is. A file
     * without the two lines keeps all of its text after the run's part.
     *
     * @throws IllegalStateException if the file has one of the two lines and not the other after it,
     *                               where keeping the hand-kept text cannot be told from losing it
     */
    static String splice(String existing, String run) {
        String part = BEGIN + "\n" + run.strip() + "\n" + END + "\n";
        if (existing == null) {
            return part;
        }
        int begin = existing.indexOf(BEGIN);
        int end = existing.indexOf(END);
        if (begin < 0 && end < 0) {
            return part + "\n" + existing;
        }
        if (begin < 0 || end < begin) {
            throw new IllegalStateException("bench/RESULTS.md must have the line '" + BEGIN + "' and, after it, the line '"
                    + END + "', or neither; found " + (begin < 0 ? "only the END line" : end < 0 ? "only the first line"
                    : "the END line first"));
        }
        int after = end + END.length();
        if (after < existing.length() && existing.charAt(after) == '\n') {
            after++;
        }
        return existing.substring(0, begin) + part + existing.substring(after);
    }

    /** A goal: obbkit's time over a peer's, for one operation and data set, at most {@code limit}. */
    record Target(String what, String operation, String params, String ours, String peer, double limit) {
    }

    private static final List<Target> TARGETS = List.of(
            new Target("3D OBB-OBB, value API, vs JOML", "sat3d", "size=65536", "obbkit", "jomlFloat", 0.6),
            new Target("3D OBB-OBB vs libGDX", "sat3d", "size=65536", "obbkit", "libgdx", 0.03),
            new Target("3D one vs many, vector path, vs JOML per pair", "batch", "size=65536", "obbkitVector",
                    "jomlPerPair", 0.15),
            new Target("3D one vs many, scalar path, vs JOML per pair", "batch", "size=65536", "obbkitScalar",
                    "jomlPerPair", 0.6),
            new Target("AABB transform vs JOML", "aabbTransform", "size=65536", "obbkit", "joml", 0.5),
            new Target("ray vs many OBBs (caster) vs JOML ray-AABB", "rayMany", "size=65536", "obbkitCasterObb",
                    "jomlAab", 1.0),
            new Target("ray vs OBB vs libGDX", "rayObb", "size=65536", "obbkit", "libgdx", 0.4),
            new Target("2D OBB-OBB vs dyn4j", "sat2d", "size=65536", "obbkit", "dyn4j", 0.2),
            new Target("BVH pick among 100,000 boxes vs linear scan", "pick", "rays=65536, size=100000", "obbkitBvh",
                    "linearScan", 1.0 / 500));

    /** The goals' table: each ratio from this run, and whether it is met or by how much it is missed. */
    private static void targets(List<Row> rows, StringBuilder md) {
        StringBuilder t = new StringBuilder("## Targets\n\n| goal | ratio | target | met? |\n| --- | ---: | ---: | --- |\n");
        boolean any = false;
        for (Target g : TARGETS) {
            Row ours = find(rows, g.operation(), g.params(), g.ours());
            Row peer = find(rows, g.operation(), g.params(), g.peer());
            if (ours == null || peer == null) {
                continue;
            }
            any = true;
            double ratio = ours.score() / peer.score();
            String met = ratio <= g.limit() ? "yes"
                    : String.format(Locale.ROOT, "no, %.2fx the target", ratio / g.limit());
            t.append(String.format(Locale.ROOT, "| %s | %.4f | %.4f | %s |%n", g.what(), ratio, g.limit(), met));
            if (g.operation().equals("pick")) {
                double raysPerSecond = 1e9 / ours.score();
                t.append(String.format(Locale.ROOT, "| BVH rays per second on one core | %.2fM | 1M | %s |%n",
                        raysPerSecond / 1e6, raysPerSecond >= 1e6 ? "yes"
                                : String.format(Locale.ROOT, "no, %.2fx short", 1e6 / raysPerSecond)));
            }
        }
        if (any) {
            int at = md.indexOf("## All rows");
            md.insert(at, t.append('\n'));
        }
    }

    private static Row find(List<Row> rows, String operation, String params, String implementation) {
        for (Row r : rows) {
            if (r.operation().equals(operation) && r.params().equals(params) && r.implementation().equals(implementation)) {
                return r;
            }
        }
        return null;
    }

    private static double parse(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static String[] split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out.toArray(new String[0]);
    }
}
