package io.github.obbkit.testkit.property;

import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core2d.Obb2d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PropertyRunnerTest {

    private static AssertionError failureOf(Runnable run) {
        try {
            run.run();
        } catch (AssertionError e) {
            return e;
        }
        throw new IllegalStateException("the property did not fail");
    }

    @Test
    void aFailingProperty_reportsSeedsAndShrinksToAnAxisAlignedBoxWithRoundNumbers() {
        AssertionError e = failureOf(() -> Property.forAll(Generators2d.obb())
                .named("wide boxes")
                .tries(1000)
                .shrinkWith(Shrinkers2d.obb())
                .check(box -> assertThat(box.halfExtentX()).isLessThan(5)));
        String message = e.getMessage();
        assertThat(message).contains("Property 'wide boxes' failed on try")
                .contains("(rerun: -Dobbkit.seed=0x")
                .contains("(replay: -Dtest='wide boxes' -Dobbkit.replay='wide boxes@0x");
        String shrunk = message.substring(message.indexOf("shrunk"));
        assertThat(shrunk).containsPattern(
                "Obb2d\\.fromAxes\\(-?\\d+\\.0, -?\\d+\\.0, 1\\.0, 0\\.0, 0\\.0, 1\\.0, \\d+\\.0, [\\d.E-]+\\)");
        assertThat(e.getCause()).isInstanceOf(AssertionError.class);
    }

    @Test
    void theSameSeed_generatesTheSameCases_andADifferentOneOthers() {
        List<Obb2d> first = new ArrayList<>();
        List<Obb2d> second = new ArrayList<>();
        List<Obb2d> other = new ArrayList<>();
        Property.forAll(Generators2d.obb()).seed(42).tries(50).check(first::add);
        Property.forAll(Generators2d.obb()).seed(42).tries(50).check(second::add);
        Property.forAll(Generators2d.obb()).seed(43).tries(50).check(other::add);
        assertThat(second).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    @Test
    void replayBySeed_runsExactlyTheFailingCase() {
        List<Obb2d> seen = new ArrayList<>();
        AssertionError e = failureOf(() -> Property.forAll(Generators2d.obb()).tries(1000).check(box -> {
            seen.add(box);
            assertThat(box.halfExtentY()).isLessThan(3);
        }));
        Matcher m = Pattern.compile("-Dobbkit.replay='([^']+)'").matcher(e.getMessage());
        assertThat(m.find()).isTrue();
        Obb2d failing = seen.get(seen.size() - 1);
        List<Obb2d> replayed = new ArrayList<>();
        System.setProperty("obbkit.replay", m.group(1));
        try {
            failureOf(() -> Property.forAll(Generators2d.obb()).tries(1000).check(box -> {
                replayed.add(box);
                assertThat(box.halfExtentY()).isLessThan(3);
            }));
        } finally {
            System.clearProperty("obbkit.replay");
        }
        assertThat(replayed).containsExactly(failing);
    }

    @Test
    void replayNamingAProperty_replaysOnlyThatProperty_evenForTopBitSeeds() {
        // Find a failing case whose case seed has the top bit set, as half of all seeds do.
        for (long master = 1; ; master++) {
            List<Obb2d> seen = new ArrayList<>();
            AssertionError e;
            try {
                Property.forAll(Generators2d.obb()).named("Boxes#narrow").seed(master).tries(1000).check(box -> {
                    seen.add(box);
                    assertThat(box.halfExtentY()).isLessThan(3);
                });
                continue;
            } catch (AssertionError failure) {
                e = failure;
            }
            Matcher m = Pattern.compile("-Dobbkit.replay='Boxes#narrow@(0x[0-9a-f]+)'").matcher(e.getMessage());
            assertThat(m.find()).as(e.getMessage()).isTrue();
            if (!m.group(1).matches("0x[89a-f][0-9a-f]{15}")) {
                continue;
            }
            assertThat(e.getMessage()).contains("-Dtest='Boxes#narrow'");
            Obb2d failing = seen.get(seen.size() - 1);
            System.setProperty("obbkit.replay", "Boxes#narrow@" + m.group(1));
            try {
                List<Obb2d> replayed = new ArrayList<>();
                failureOf(() -> Property.forAll(Generators2d.obb()).named("Boxes#narrow").check(box -> {
                    replayed.add(box);
                    assertThat(box.halfExtentY()).isLessThan(3);
                }));
                assertThat(replayed).containsExactly(failing);
                // Another property runs its usual cases.
                Property.Report other = Property.forAll(Gen.constant(1)).named("Boxes#other").tries(25).check(x -> { });
                assertThat(other.tries()).isEqualTo(25);
            } finally {
                System.clearProperty("obbkit.replay");
            }
            return;
        }
    }

    @Test
    void theDefaultSeed_isTheSameWhateverTheName_soRenamingATestKeepsItsCases() {
        List<Obb2d> before = new ArrayList<>();
        List<Obb2d> after = new ArrayList<>();
        Property.Report a = Property.forAll(Generators2d.obb()).named("OldTest#boxes").tries(20).check(before::add);
        Property.Report b = Property.forAll(Generators2d.obb()).named("RenamedTest#cases").tries(20).check(after::add);
        assertThat(after).isEqualTo(before);
        assertThat(a.seed()).isEqualTo(b.seed()).isEqualTo(Property.DEFAULT_SEED);
    }

    @Test
    void shrinking_keepsOnlyCandidatesThatFailTheSameWay_notByTheFactoryRejectingThem() {
        // The check fails by assertion on values above 10; candidates below 1 make the "factory" throw.
        // Shrinking by halving must stop at the smallest failing value above 10, never report the
        // IllegalArgumentException of a candidate outside the property's family.
        Gen<Double> big = random -> 1000 + random.nextDouble() * 1000;
        AssertionError e = failureOf(() -> Property.forAll(big)
                .tries(10)
                .shrinkWith(x -> java.util.stream.Stream.of(x / 100, x / 2, x - 1))
                .check(x -> {
                    if (x < 1) {
                        throw new IllegalArgumentException("x must be >= 1, was " + x);
                    }
                    assertThat(x).isLessThanOrEqualTo(10);
                }));
        assertThat(e.getCause()).isInstanceOf(AssertionError.class);
        assertThat(e.getMessage()).doesNotContain("IllegalArgumentException");
    }

    @Test
    void shrinking_keepsOnlyCandidatesThatMeetThePropertysAssumption() {
        Gen<Integer> evens = random -> 2 * (50 + random.nextInt(50));
        AssertionError e = failureOf(() -> Property.forAll(evens)
                .tries(10)
                .shrinkWith(x -> java.util.stream.Stream.of(x - 1, x - 2))
                .check(x -> {
                    Property.assume(x % 2 == 0);
                    assertThat(x).isLessThan(20);
                }));
        assertThat(e.getMessage()).contains("shrunk").containsPattern("shrunk \\(\\d+ steps\\): 20\\n");
    }

    @Test
    void tooManyDiscards_sayThatTheCodeUnderTestMayBeWhyToo() {
        AssertionError e = failureOf(() -> Property.forAll(Gen.constant(1)).tries(100)
                .check(x -> Property.assume(false)));
        assertThat(e.getMessage()).contains("discarded 100 of 100").contains("the code under test gave answers");
    }

    @Test
    void seedsAsPrinted_parseBack_includingThoseWithTheTopBitSet() {
        for (long seed : new long[] {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0xf95f0123456789abL, 0x8000000000000001L}) {
            String printed = "0x" + Long.toHexString(seed);
            assertThat(Property.parseSeed("obbkit.seed", printed)).as(printed).isEqualTo(seed);
            assertThat(Property.parseSeed("obbkit.replay", " " + printed + " ")).as(printed).isEqualTo(seed);
            assertThat(Property.parseSeed("obbkit.seed", Long.toString(seed))).isEqualTo(seed);
        }
        assertThatThrownBy(() -> Property.parseSeed("obbkit.replay", "0xf95f0123456789abc"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("obbkit.replay must be").hasMessageEndingWith("was 0xf95f0123456789abc");
        assertThatThrownBy(() -> Property.parseSeed("obbkit.seed", "seven"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith("was seven");
    }

    @Test
    void aTopBitSeed_givenAsPrinted_isTheMasterSeedOfTheRun() {
        System.setProperty("obbkit.seed", "0xf95f0123456789ab");
        try {
            Property.Report report = Property.forAll(Gen.constant(1)).tries(10).check(x -> { });
            assertThat(report.seed()).isEqualTo(0xf95f0123456789abL);
        } finally {
            System.clearProperty("obbkit.seed");
        }
    }

    @Test
    void aPassingProperty_reportsItsTriesDiscardsAndLabels() {
        Property.Report report = Property.forAll(Gen.constant(1)).tries(200).check(x -> Property.label("one"));
        assertThat(report.tries()).isEqualTo(200);
        assertThat(report.discarded()).isZero();
        assertThat(report.labels()).containsEntry("one", 200);
    }

    @Test
    void tooManyDiscards_failTheProperty() {
        Gen<Integer> dice = random -> random.nextInt(6);
        assertThatThrownBy(() -> Property.forAll(dice).tries(600).check(x -> Property.assume(x == 0)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("discarded");
        Property.Report report = Property.forAll(dice).tries(600).check(x -> Property.assume(x != 0));
        assertThat(report.discarded()).isBetween(50, 150);
    }

    @Test
    void aRequiredLabelThatIsTooRare_failsTheProperty() {
        Gen<Integer> dice = random -> random.nextInt(6);
        assertThatThrownBy(() -> Property.forAll(dice).tries(600).requireLabel("six", 0.5)
                .check(x -> {
                    if (x == 5) {
                        Property.label("six");
                    }
                }))
                .isInstanceOf(AssertionError.class).hasMessageContaining("label 'six'");
    }

    @Test
    void aFloorMetOnlyWithinChance_passes_andOneFarBelow_failsWithTheCountAndTheReason() {
        Gen<Integer> coin = random -> random.nextInt(2);
        // Heads come up about half the time: a floor of 50% is met only within chance, and allowed.
        Property.forAll(coin).tries(400).requireLabel("heads", 0.5).check(x -> {
            if (x == 0) {
                Property.label("heads");
            }
        });
        assertThatThrownBy(() -> Property.forAll(coin).tries(400)
                .requireLabel("heads", 0.9, null, "The coin is why.")
                .check(x -> {
                    if (x == 0) {
                        Property.label("heads");
                    }
                }))
                .isInstanceOf(AssertionError.class).hasMessageContaining("label 'heads' on")
                .hasMessageContaining("of 400 checked cases").hasMessageContaining("The coin is why.");
    }

    @Test
    void aFloorAmongALabel_countsOnlyTheCasesCarryingIt() {
        Gen<Integer> dice = random -> random.nextInt(6);
        // Among the even throws (half), a third are 0: a floor of 30% among "even" holds, of all it would not.
        Property.forAll(dice).tries(3000).requireLabel("zero", 0.3, "even", "").check(x -> {
            if (x % 2 == 0) {
                Property.label("even");
            }
            if (x == 0) {
                Property.label("zero");
            }
        });
        assertThatThrownBy(() -> Property.forAll(dice).tries(3000).requireLabel("zero", 0.3).check(x -> {
            if (x == 0) {
                Property.label("zero");
            }
        })).isInstanceOf(AssertionError.class).hasMessageContaining("label 'zero'");
    }

    @Test
    void aFilterThatRejectsEverything_failsLoudlyInsteadOfLooping() {
        Gen<Integer> never = Gen.constant(1).filter(x -> x == 2, 100);
        assertThatThrownBy(() -> never.next(new SplittableRandom(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("100");
    }

    @Test
    void frequencyAndEdgeCases_drawAsWeighted() {
        Gen<String> gen = Gen.frequency(new double[] {1, 3}, Gen.constant("a"), Gen.constant("b"));
        SplittableRandom random = new SplittableRandom(5);
        int b = 0;
        for (int i = 0; i < 4000; i++) {
            b += gen.next(random).equals("b") ? 1 : 0;
        }
        assertThat(b).isBetween(2800, 3200);
        Gen<Integer> edgy = Gen.constant(0).withEdgeCases(0.25, List.of(-1));
        int edges = 0;
        for (int i = 0; i < 4000; i++) {
            edges += edgy.next(random) == -1 ? 1 : 0;
        }
        assertThat(edges).isBetween(850, 1150);
    }

    @Test
    void labelsOfDiscardedCases_doNotCount() {
        Gen<Integer> dice = random -> random.nextInt(6);
        Property.Report report = Property.forAll(dice).tries(600).check(x -> {
            Property.label("any");
            Property.assume(x != 0);
        });
        assertThat(report.labels().get("any")).isEqualTo(report.checked());
    }
}
