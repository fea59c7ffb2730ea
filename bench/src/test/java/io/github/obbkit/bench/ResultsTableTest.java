package io.github.obbkit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench/run.sh} rewrites only the run's part of {@code bench/RESULTS.md}; the measurements kept
 * by hand below it (most of the file) must come through every run unchanged.
 */
class ResultsTableTest {
    private static final String BEGIN = ResultsTable.BEGIN;
    private static final String END = ResultsTable.END;

    @Test
    void splice_replacesTheRunsPart_andKeepsTheTextBeforeAndAfterIt() {
        String before = "notes above\n";
        String after = "\n## Kept by hand\n\nA measurement.\n";
        String file = before + BEGIN + "\n# old table\n| a | 1 |\n" + END + "\n" + after;

        String spliced = ResultsTable.splice(file, "# new table\n| b | 2 |\n");

        assertThat(spliced).isEqualTo(before + BEGIN + "\n# new table\n| b | 2 |\n" + END + "\n" + after);
        assertThat(ResultsTable.splice(spliced, "# new table\n| b | 2 |\n")).isEqualTo(spliced);
    }

    @Test
    void splice_ofNoFile_isTheRunsPartAlone() {
        assertThat(ResultsTable.splice(null, "# table\n")).isEqualTo(BEGIN + "\n# table\n" + END + "\n");
    }

    @Test
    void splice_ofAFileWithoutTheMarkers_keepsAllOfItAfterTheRunsPart() {
        String old = "# Benchmark results\n\n## Kept by hand\n";

        assertThat(ResultsTable.splice(old, "# table\n")).isEqualTo(BEGIN + "\n# table\n" + END + "\n\n" + old);
    }

    @Test
    void splice_refusesAFileWithOneMarkerOnly_orTheEndFirst() {
        assertThatThrownBy(() -> ResultsTable.splice(BEGIN + "\n# table\n## Kept by hand\n", "# t\n"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("only the first line");
        assertThatThrownBy(() -> ResultsTable.splice("# table\n" + END + "\n## Kept by hand\n", "# t\n"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("only the END line");
        assertThatThrownBy(() -> ResultsTable.splice(END + "\n" + BEGIN + "\n", "# t\n"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("the END line first");
    }

    @Test
    void main_writesTheTableAndTheMisses_andKeepsTheHandKeptSections(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("jmh.csv");
        Files.writeString(csv, String.join("\n",
                "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\",\"Param: size\"",
                "\"io.github.obbkit.bench.Sat2dBench.sat2d_obbkit\",\"avgt\",1,5,10.0,0.5,\"ns/op\",256",
                "\"io.github.obbkit.bench.Sat2dBench.sat2d_dyn4j\",\"avgt\",1,5,40.0,1.5,\"ns/op\",256", ""),
                StandardCharsets.UTF_8);
        Path misses = dir.resolve("misses.md");
        Files.writeString(misses, "\n## Why the missed goals are missed\n\nBecause.\n", StandardCharsets.UTF_8);
        Path results = dir.resolve("RESULTS.md");
        String kept = "\n## A section kept by hand\n\n| measured | 0.42 |\n";
        Files.writeString(results, BEGIN + "\n# an older run\n" + END + "\n" + kept, StandardCharsets.UTF_8);

        ResultsTable.main(new String[] {csv.toString(), results.toString(), "Run on: a test.", misses.toString()});

        String written = Files.readString(results, StandardCharsets.UTF_8);
        assertThat(written).startsWith(BEGIN + "\n# Benchmark results")
                .contains("| sat2d | size=256 | dyn4j | 40.00 ns/op | 1.50 |  | 0.250 |")
                .contains("Run on: a test.")
                .contains("## Why the missed goals are missed\n\nBecause.\n" + END + "\n")
                .doesNotContain("an older run")
                .endsWith(END + "\n" + kept);
    }

    @Test
    void theCommittedResults_haveTheRunsPartFirst_soThatARunKeepsEverySectionAfterIt() throws IOException {
        String file = Files.readString(Path.of("RESULTS.md"), StandardCharsets.UTF_8);
        int begin = file.indexOf(BEGIN);
        int end = file.indexOf(END);

        assertThat(begin).isZero();
        assertThat(end).isGreaterThan(begin);
        String handKept = file.substring(end + END.length());
        assertThat(ResultsTable.splice(file, "# table\n")).endsWith(handKept);
        assertThat(handKept).contains("## Issue 17's targets: where each stands");
    }
}
