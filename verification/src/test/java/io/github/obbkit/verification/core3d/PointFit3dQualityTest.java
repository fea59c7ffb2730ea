package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.PointFit3d;
import io.github.obbkit.core3d.PointFit3d.Method;
import io.github.obbkit.testkit.oracle.PointFitOracles;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * The 3D fits' volume against the oracle's on the published shapes of {@link FitShapes}; prints the
 * tables that docs/core3d.md quotes (per shape, and mean and worst per family of shapes), and pins
 * each method's ratio on each shape, and its mean and worst, to what was measured, so that a fit that
 * gets looser anywhere fails the build (a change that makes a fit tighter lowers the pins with it).
 * Dropping any one of DiTO-14's seven directions fails it; of DiTO-26's thirteen, dropping one of
 * six fails it, the other seven leaving every ratio here unchanged or lower (bench/RESULTS.md).
 */
class PointFit3dQualityTest {
    /** How far a ratio may drift above its pin before it counts as a regression (rounding, JDKs' sines). */
    private static final double SLACK = 0.002;
    /** Each shape's measured ratio per method (PCA, DITO_14, DITO_26, REFINED), as printed below. */
    private static final Map<String, double[]> PINNED = Map.ofEntries(
            Map.entry("cube cloud 0", new double[] {1.7031, 1.0386, 1.0386, 1.0000}),
            Map.entry("cube cloud 1", new double[] {1.4367, 1.0803, 1.0626, 1.0096}),
            Map.entry("cube cloud 2", new double[] {1.5544, 1.0526, 1.1643, 1.0053}),
            Map.entry("cube cloud 3", new double[] {1.4543, 1.0509, 1.0367, 1.0117}),
            Map.entry("gaussian cloud 0", new double[] {1.1498, 1.0858, 1.1638, 1.0000}),
            Map.entry("gaussian cloud 1", new double[] {1.1259, 1.1101, 1.0401, 1.0000}),
            Map.entry("gaussian cloud 2", new double[] {1.0950, 1.0507, 1.1919, 1.0000}),
            Map.entry("elongated 0", new double[] {1.0606, 1.3618, 1.0849, 1.0068}),
            Map.entry("elongated 1", new double[] {1.1575, 1.3080, 1.0819, 1.0012}),
            Map.entry("elongated 2", new double[] {1.4183, 1.3778, 1.0304, 1.0000}),
            Map.entry("flat 0", new double[] {1.1547, 1.1047, 1.1360, 1.0003}),
            Map.entry("flat 1", new double[] {1.1171, 1.1440, 1.1754, 1.0002}),
            Map.entry("icosphere 42", new double[] {1.0619, 1.0732, 1.0732, 0.9996}),
            Map.entry("cube 8", new double[] {1.0000, 1.0000, 1.0000, 1.0000}),
            Map.entry("cube 8 b", new double[] {3.1482, 1.0000, 1.0000, 1.0000}),
            Map.entry("cylinder 24", new double[] {1.0157, 1.1645, 1.0000, 1.0000}),
            Map.entry("cone 13", new double[] {1.1373, 1.0450, 1.0998, 1.0000}),
            Map.entry("far cloud", new double[] {1.3691, 1.0058, 1.0615, 1.0058}));

    @Test
    void volumeRatiosToTheOracle_onThePublishedShapes() {
        SoftAssertions soft = new SoftAssertions();
        Map<Method, double[]> all = new EnumMap<>(Method.class);
        Map<String, Map<Method, double[]>> families = new LinkedHashMap<>();
        StringBuilder table = new StringBuilder("| shape | points | PCA | DITO_14 | DITO_26 | REFINED |\n"
                + "| --- | --- | --- | --- | --- | --- |\n");
        for (FitShapes.Shape shape : FitShapes.all()) {
            double oracle = PointFitOracles.volume(PointFitOracles.minimumVolume(shape.xyz()));
            String family = shape.name().replaceAll(" [0-9]+( b)?$", "").replaceAll(" [0-9]+$", "");
            table.append("| ").append(shape.name()).append(" | ").append(shape.xyz().length / 3);
            for (Method m : Method.values()) {
                Obb3d box = PointFit3d.fit(shape.xyz(), m);
                double ratio = PointFitOracles.volume(box) / oracle;
                add(all.computeIfAbsent(m, k -> new double[3]), ratio);
                add(families.computeIfAbsent(family, k -> new EnumMap<>(Method.class))
                        .computeIfAbsent(m, k -> new double[3]), ratio);
                table.append(String.format(" | %.4f", ratio));
                soft.assertThat(ratio).as("%s on %s, pinned", m, shape.name())
                        .isLessThanOrEqualTo(PINNED.get(shape.name())[m.ordinal()] + SLACK);
            }
            table.append(" |\n");
        }
        StringBuilder summary = new StringBuilder("| family | shapes | PCA mean / worst | DITO_14 mean / worst "
                + "| DITO_26 mean / worst | REFINED mean / worst |\n| --- | ---: | ---: | ---: | ---: | ---: |\n");
        families.forEach((name, byMethod) -> row(summary, name, byMethod));
        row(summary, "**all**", all);
        System.out.println(table);
        System.out.println(summary);

        // The targets: DiTO mean 1.1 and worst 1.3 (met by DITO_26, missed by DITO_14 on the
        // elongated clouds), the refinement's mean 1.02 (met).
        soft.assertThat(mean(all.get(Method.DITO_26))).as("DITO_26 mean, the issue's bar").isLessThanOrEqualTo(1.1);
        soft.assertThat(all.get(Method.DITO_26)[1]).as("DITO_26 worst, the issue's bar").isLessThanOrEqualTo(1.3);
        soft.assertThat(mean(all.get(Method.REFINED))).as("REFINED mean, the issue's bar").isLessThanOrEqualTo(1.02);
        // The pins: what was measured (docs/core3d.md), plus the slack.
        pin(soft, all, Method.PCA, 1.3422, 3.1482);
        pin(soft, all, Method.DITO_14, 1.1141, 1.3778);
        pin(soft, all, Method.DITO_26, 1.0801, 1.1919);
        pin(soft, all, Method.REFINED, 1.0023, 1.0117);
        soft.assertAll();
    }

    private static void pin(SoftAssertions soft, Map<Method, double[]> all, Method m, double mean, double worst) {
        soft.assertThat(mean(all.get(m))).as(m + " mean ratio, pinned").isLessThanOrEqualTo(mean + SLACK);
        soft.assertThat(all.get(m)[1]).as(m + " worst ratio, pinned").isLessThanOrEqualTo(worst + SLACK);
    }

    /** {@code s}: sum, worst, count. */
    private static void add(double[] s, double ratio) {
        s[0] += ratio;
        s[1] = Math.max(s[1], ratio);
        s[2]++;
    }

    private static double mean(double[] s) {
        return s[0] / s[2];
    }

    private static void row(StringBuilder out, String name, Map<Method, double[]> byMethod) {
        out.append("| ").append(name).append(" | ").append((int) byMethod.get(Method.PCA)[2]);
        for (Method m : Method.values()) {
            double[] s = byMethod.get(m);
            out.append(String.format(" | %.3f / %.3f", mean(s), s[1]));
        }
        out.append(" |\n");
    }
}
