package io.github.obbkit.testkit.property;

import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * A small property runner that needs no test framework (JUnit 5 users have
 * {@code io.github.obbkit.testkit.junit.PropertyTest} on top of it): runs a check on many generated
 * cases, prints its seed, and on failure shrinks the case and throws an {@link AssertionError} that
 * says how to replay it.
 *
 * <pre>{@code
 * Property.forAll(Generators2d.pair())
 *         .shrinkWith(Shrinkers2d.pair())
 *         .check(p -> assertThat(Sat2d.intersects(p.a(), p.b())).isEqualTo(...));
 * }</pre>
 *
 * <p><b>Seeds.</b> Each property has a master seed: {@link #seed(long)} if given, else the system
 * property {@code obbkit.seed} (decimal or {@code 0x} hex) if set, else {@link #DEFAULT_SEED}, the
 * same for every property, so a default build is reproducible and renaming a test or its class does
 * not change its cases. Each try draws its own case seed from the master; a failure prints both, and
 * the command that replays it: {@code -Dobbkit.replay=Name@<case seed>} runs only that case, and only
 * in the property called {@code Name} (its test, {@code Class#method}, which {@code -Dtest=} takes
 * too); other properties run as usual. A bare {@code -Dobbkit.replay=<case seed>} replays that case in
 * every property. {@code -Dobbkit.tries=<n>} changes the default number of tries (10,000).
 *
 * <p><b>Shrinking</b> keeps a candidate only if it fails the same way as the original case (an
 * assertion if the original failed an assertion, else an exception of the same class), so a case cannot shrink out of the property's family into, say, the
 * factory's {@code IllegalArgumentException}; a candidate the check discards with
 * {@link #assume(boolean)} is not kept either, so a property that states its precondition with
 * {@code assume} shrinks within it.
 *
 * <p><b>Discards and labels.</b> Inside a check, {@link #assume(boolean)} discards a case (as does
 * JUnit's {@code Assumptions}); too many discards fail the property, because a property that
 * discards everything tests nothing. {@link #label(String)} counts a kind of case;
 * {@link #requireLabel(String, double)} fails the property when a kind is rarer than required, so a
 * generator cannot silently stop producing the hard cases.
 *
 * <p>A runner is a mutable builder and not thread-safe; {@link #check} may be called more than once.
 *
 * @param <T> the case type
 */
public final class Property<T> {
    /** The number of tries when neither {@link #tries(int)} nor {@code -Dobbkit.tries} says otherwise. */
    public static final int DEFAULT_TRIES = 10_000;

    /** The master seed of every property for which neither {@link #seed(long)} nor {@code -Dobbkit.seed} says otherwise. */
    public static final long DEFAULT_SEED = 0x0BB0_C1A5_5EED_2026L;

    private static final ThreadLocal<@Nullable Map<String, Integer>> LABELS = new ThreadLocal<>();
    /** The most steps shrinking takes; the failure message says when shrinking stopped there. */
    public static final int MAX_SHRINK_STEPS = 1_000;
    private static final int MAX_CANDIDATES_PER_STEP = 500;

    private final Gen<T> gen;
    private String name;
    private int tries;
    private @Nullable Long seed;
    private Shrink<T> shrink = Shrink.none();
    private double maxDiscardRatio = 0.5;
    private @Nullable Duration timeBudget;
    private final Map<String, Floor> requiredLabels = new LinkedHashMap<>();
    private java.util.function.Function<? super T, String> describeFailure = value -> "";

    private Property(Gen<T> gen, String name) {
        this.gen = gen;
        this.name = name;
        this.tries = defaultTries();
    }

    /**
     * The number of tries a property runs unless told otherwise: {@code -Dobbkit.tries} if set, else
     * {@link #DEFAULT_TRIES}. Properties that skip some cases (say, those inside a boundary band) can
     * scale it so that the cases they do check still number at least this many.
     *
     * @return the default number of tries
     */
    public static int defaultTries() {
        return Integer.getInteger("obbkit.tries", DEFAULT_TRIES);
    }

    /**
     * Starts a property over the values of {@code gen}. Its default name is the calling method's
     * {@code Class#method}.
     *
     * @param gen the case generator
     * @param <T> the case type
     * @return the runner
     */
    public static <T> Property<T> forAll(Gen<T> gen) {
        Objects.requireNonNull(gen, "gen");
        String caller = StackWalker.getInstance().walk(frames -> frames
                .filter(f -> !f.getClassName().equals(Property.class.getName()))
                .filter(f -> !f.getMethodName().startsWith("lambda$"))
                .findFirst()
                .map(f -> simpleName(f.getClassName()) + "#" + f.getMethodName())
                .orElse("property"));
        return new Property<>(gen, caller);
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    /**
     * Names the property (used in messages and for the default seed).
     *
     * @param name the name
     * @return this runner
     */
    public Property<T> named(String name) {
        this.name = Objects.requireNonNull(name, "name");
        return this;
    }

    /**
     * Sets how many cases to run.
     *
     * @param tries at least 1
     * @return this runner
     * @throws IllegalArgumentException if {@code tries < 1}
     */
    public Property<T> tries(int tries) {
        if (tries < 1) {
            throw new IllegalArgumentException("tries must be >= 1, was " + tries);
        }
        this.tries = tries;
        return this;
    }

    /**
     * Fixes the master seed, overriding {@code -Dobbkit.seed}.
     *
     * @param seed the master seed
     * @return this runner
     */
    public Property<T> seed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * Sets how a failing case is simplified before it is reported.
     *
     * @param shrink the shrinker
     * @return this runner
     */
    public Property<T> shrinkWith(Shrink<T> shrink) {
        this.shrink = Objects.requireNonNull(shrink, "shrink");
        return this;
    }

    /**
     * Sets the largest fraction of discarded cases that still passes (default 0.5).
     *
     * @param ratio in {@code [0, 1]}
     * @return this runner
     * @throws IllegalArgumentException if the ratio is outside {@code [0, 1]}
     */
    public Property<T> maxDiscardRatio(double ratio) {
        if (!(ratio >= 0 && ratio <= 1)) {
            throw new IllegalArgumentException("ratio must be in [0, 1], was " + ratio);
        }
        this.maxDiscardRatio = ratio;
        return this;
    }

    /**
     * Stops after this much time even if fewer cases than {@link #tries(int)} have run; the report
     * says how many ran.
     *
     * @param budget the time budget, positive
     * @return this runner
     * @throws IllegalArgumentException if the budget is not positive
     */
    public Property<T> timeBudget(Duration budget) {
        Objects.requireNonNull(budget, "budget");
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("budget must be positive, was " + budget);
        }
        this.timeBudget = budget;
        return this;
    }

    /**
     * Requires that at least {@code minFraction} of the checked (not discarded) cases carry
     * {@code label}, allowing for chance: the floor is met when the count is at least
     * {@code minFraction n} less four standard deviations of a binomial count,
     * {@code 4 sqrt(n minFraction (1 - minFraction))}, so a floor set a little below a generator's
     * measured rate holds at any number of tries.
     *
     * @param label       the label given with {@link #label(String)}
     * @param minFraction in {@code [0, 1]}
     * @return this runner
     * @throws IllegalArgumentException if the fraction is outside {@code [0, 1]}
     */
    public Property<T> requireLabel(String label, double minFraction) {
        return requireLabel(label, minFraction, null, "");
    }

    /**
     * As {@link #requireLabel(String, double)}, among the checked cases that carry {@code among}
     * only, and with a sentence that says why the floor may fail, added to its failure message: a
     * contract suite says there that cases inside the implementation's stated band are not counted,
     * and names the band.
     *
     * @param label       the label given with {@link #label(String)}
     * @param minFraction in {@code [0, 1]}
     * @param among       the label of the cases counted, or null for every checked case
     * @param whenShort   a sentence for the failure message, or the empty string
     * @return this runner
     * @throws IllegalArgumentException if the fraction is outside {@code [0, 1]}
     */
    public Property<T> requireLabel(String label, double minFraction, @Nullable String among, String whenShort) {
        if (!(minFraction >= 0 && minFraction <= 1)) {
            throw new IllegalArgumentException("minFraction must be in [0, 1], was " + minFraction);
        }
        requiredLabels.put(Objects.requireNonNull(label, "label"),
                new Floor(minFraction, among, Objects.requireNonNull(whenShort, "whenShort")));
        return this;
    }

    /** A coverage floor: the fraction, the label of the cases it counts among (null: all), why it may fail. */
    private record Floor(double min, @Nullable String among, String whenShort) {
    }

    /**
     * Adds a line of your own to a failure's message, computed from the shrunk case: the path of a
     * picture of it, say. Exceptions from {@code describe} are reported in that line, not thrown.
     *
     * @param describe makes the line from the shrunk case
     * @return this runner
     */
    public Property<T> describeFailureWith(java.util.function.Function<? super T, String> describe) {
        this.describeFailure = Objects.requireNonNull(describe, "describe");
        return this;
    }

    /**
     * Discards the current case when {@code condition} is false. Only meaningful inside a check.
     *
     * @param condition whether the case is one the property speaks about
     */
    public static void assume(boolean condition) {
        if (!condition) {
            throw new Discard();
        }
    }

    /**
     * Counts the current case under {@code label}; see {@link #requireLabel(String, double)}. Outside
     * a running check (for example while shrinking) it does nothing.
     *
     * @param label the kind of case
     */
    public static void label(String label) {
        Objects.requireNonNull(label, "label");
        Map<String, Integer> labels = LABELS.get();
        if (labels != null) {
            labels.merge(label, 1, Integer::sum);
        }
    }

    /**
     * What a successful run did.
     *
     * @param name      the property's name
     * @param seed      the master seed
     * @param tries     the cases generated
     * @param discarded the cases discarded by {@link #assume(boolean)}
     * @param labels    how many checked cases carried each label
     */
    public record Report(String name, long seed, int tries, int discarded, Map<String, Integer> labels) {
        /**
         * Copies the labels.
         *
         * @param name      the property's name
         * @param seed      the master seed
         * @param tries     the cases generated
         * @param discarded the discarded cases
         * @param labels    the label counts
         */
        public Report {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(labels, "labels");
            labels = Map.copyOf(labels);
        }

        /**
         * How many cases were checked.
         *
         * @return the number of cases that were checked, not discarded
         */
        public int checked() {
            return tries - discarded;
        }
    }

    /**
     * Runs the property: every case must pass {@code check} (return normally) or be discarded.
     *
     * @param check the check; it fails a case by throwing (an AssertJ or JUnit assertion, say)
     * @return what the run did
     * @throws AssertionError if a case fails, with the seeds, the original and the shrunk case, and
     *                        the shrunk case's failure as the cause; or if too many cases were
     *                        discarded or a required label was too rare
     */
    public Report check(Check<? super T> check) {
        Objects.requireNonNull(check, "check");
        long master = seed != null ? seed : defaultSeed();
        String replay = System.getProperty("obbkit.replay");
        if (replay != null && !replay.isBlank() && replaysThis(replay)) {
            long caseSeed = parseSeed("obbkit.replay", replay.substring(replay.lastIndexOf('@') + 1));
            runCase(check, master, caseSeed, 0, 1);
            System.out.printf("[property] %s: replayed case seed %s%n", name, hex(caseSeed));
            return new Report(name, master, 1, 0, Map.of());
        }
        SplittableRandom seeds = new SplittableRandom(master);
        Map<String, Integer> labels = new TreeMap<>();
        long deadline = timeBudget == null ? Long.MAX_VALUE : System.nanoTime() + timeBudget.toNanos();
        int discarded = 0;
        int ran = 0;
        for (int i = 0; i < tries; i++) {
            if (System.nanoTime() > deadline) {
                break;
            }
            long caseSeed = seeds.nextLong();
            ran++;
            // Labels count only for checked cases: a case discarded after labelling leaves none.
            Map<String, Integer> caseLabels = new TreeMap<>();
            LABELS.set(caseLabels);
            try {
                if (runCase(check, master, caseSeed, i, tries)) {
                    caseLabels.forEach((label, n) -> labels.merge(label, n, Integer::sum));
                } else {
                    discarded++;
                }
            } finally {
                LABELS.remove();
            }
        }
        Report report = new Report(name, master, ran, discarded, labels);
        System.out.printf("[property] %s: %d tries, %d discarded, seed %s%s%n", name, ran, discarded, hex(master),
                labels.isEmpty() ? "" : ", labels " + percentages(labels, report.checked()));
        if (discarded > maxDiscardRatio * ran) {
            throw new AssertionError("Property '" + name + "' discarded " + discarded + " of " + ran
                    + " cases (more than " + maxDiscardRatio + "), so it tested too little. The check's assumptions "
                    + "turned most cases away: either the generator does not make the cases the property speaks "
                    + "about, or the code under test gave answers the property cannot judge (for example null or "
                    + "a value inside the stated band). Seed " + hex(master));
        }
        for (Map.Entry<String, Floor> required : requiredLabels.entrySet()) {
            Floor floor = required.getValue();
            int count = labels.getOrDefault(required.getKey(), 0);
            int of = floor.among() == null ? report.checked() : labels.getOrDefault(floor.among(), 0);
            double least = floor.min() * of - 4 * Math.sqrt(of * floor.min() * (1 - floor.min()));
            if (count < least || (of == 0 && floor.min() > 0)) {
                throw new AssertionError(String.format(java.util.Locale.ROOT,
                        "Property '%s': label '%s' on %d of %d %s (%.1f%%), fewer than the required %.1f%% (at least "
                                + "%d, allowing four standard deviations for chance).%s Seed %s",
                        name, required.getKey(), count, of,
                        floor.among() == null ? "checked cases" : "checked cases labelled '" + floor.among() + "'",
                        100.0 * count / Math.max(1, of), 100 * floor.min(), (long) Math.ceil(Math.max(0, least)),
                        floor.whenShort().isEmpty() ? "" : " " + floor.whenShort(), hex(master)));
            }
        }
        return report;
    }

    private static long defaultSeed() {
        String configured = System.getProperty("obbkit.seed");
        if (configured != null && !configured.isBlank()) {
            return parseSeed("obbkit.seed", configured);
        }
        return DEFAULT_SEED;
    }

    /**
     * Whether a candidate fails the way the original case did: both by an assertion (of any
     * framework), or both by an exception of the same class.
     */
    private static boolean sameKind(Throwable candidate, Throwable original) {
        if (original instanceof AssertionError) {
            return candidate instanceof AssertionError;
        }
        return candidate.getClass() == original.getClass();
    }

    /** Whether {@code -Dobbkit.replay} is for this property: it names it, or it names none. */
    private boolean replaysThis(String replay) {
        int at = replay.lastIndexOf('@');
        return at < 0 || replay.substring(0, at).trim().equals(name);
    }

    /** Runs one case; returns false if discarded, throws AssertionError (after shrinking) on failure. */
    private boolean runCase(Check<? super T> check, long master, long caseSeed, int index, int of) {
        T value = gen.next(new SplittableRandom(caseSeed));
        Throwable failure = attempt(check, value);
        if (failure == null) {
            return true;
        }
        if (failure instanceof Discard) {
            return false;
        }
        LABELS.remove();
        T shrunk = value;
        int steps = 0;
        java.util.Set<T> seen = new java.util.HashSet<>();
        seen.add(value);
        while (steps < MAX_SHRINK_STEPS) {
            T next = null;
            Throwable nextFailure = null;
            try (Stream<T> candidates = shrink.candidates(shrunk)) {
                Iterator<T> it = candidates.limit(MAX_CANDIDATES_PER_STEP).iterator();
                while (it.hasNext()) {
                    T candidate = it.next();
                    if (!seen.add(candidate)) {
                        continue; // already tried: shrinking must not go round in circles
                    }
                    Throwable t = attempt(check, candidate);
                    if (t != null && !(t instanceof Discard) && sameKind(t, failure)) {
                        next = candidate;
                        nextFailure = t;
                        break;
                    }
                }
            } catch (RuntimeException shrinkerBroke) {
                // A shrinker that cannot build a candidate ends shrinking; the failure still stands.
                next = null;
            }
            if (next == null) {
                break;
            }
            shrunk = next;
            failure = nextFailure;
            steps++;
        }
        String message = "Property '" + name + "' failed on try " + (index + 1) + " of " + of + ".\n"
                + "  seed " + hex(master) + " (rerun: -Dobbkit.seed=" + hex(master) + "), case seed " + hex(caseSeed)
                + " (replay: -Dtest='" + name + "' -Dobbkit.replay='" + name + "@" + hex(caseSeed) + "')\n"
                + "  original: " + value + "\n"
                + "  shrunk (" + steps + " steps" + (steps >= MAX_SHRINK_STEPS ? ", stopped at the cap of "
                        + MAX_SHRINK_STEPS + ": the shrinker kept finding smaller cases" : "") + "): " + shrunk + "\n"
                + "  failure: " + failure;
        String extra;
        try {
            extra = describeFailure.apply(shrunk);
        } catch (RuntimeException e) {
            extra = "(could not describe the failure: " + e + ")";
        }
        if (!extra.isEmpty()) {
            message += "\n  " + extra;
        }
        throw new AssertionError(message, failure);
    }

    private static <V> @Nullable Throwable attempt(Check<? super V> check, V value) {
        try {
            check.accept(value);
            return null;
        } catch (VirtualMachineError fatal) {
            throw fatal;
        } catch (Throwable t) {
            return isAbort(t) ? new Discard() : t;
        }
    }

    /**
     * Whether a test framework's "assumption failed" exception discards the case: JUnit 5's and
     * TestNG's {@code TestAbortedException}-style exceptions and JUnit 4's, recognised by name so
     * that the runner needs no test framework.
     */
    private static boolean isAbort(Throwable t) {
        for (Class<?> c = t.getClass(); c != null; c = c.getSuperclass()) {
            String n = c.getName();
            if (n.equals("org.opentest4j.TestAbortedException") || n.equals("org.junit.AssumptionViolatedException")
                    || n.equals("org.testng.SkipException")) {
                return true;
            }
        }
        return false;
    }

    /**
     * A check of one case: it passes by returning and fails by throwing (an AssertJ or JUnit
     * assertion, say). Any test framework's assertions work, and so does a plain {@code throw}.
     *
     * @param <T> the case type
     */
    @FunctionalInterface
    public interface Check<T> {
        /**
         * Checks one case.
         *
         * @param value the case
         * @throws Throwable to fail the case
         */
        void accept(T value) throws Throwable;
    }

    private static String hex(long v) {
        return "0x" + Long.toHexString(v);
    }

    /**
     * Reads a seed as the failure messages print it: {@code 0x} and up to 16 hex digits, read as the
     * unsigned 64 bits they spell (so the half of all seeds with the top bit set replay too), or a
     * signed decimal.
     *
     * @throws IllegalArgumentException naming the system property and the value if it is neither
     */
    static long parseSeed(String property, String value) {
        String v = value.trim();
        try {
            if (v.startsWith("0x") || v.startsWith("0X")) {
                return Long.parseUnsignedLong(v.substring(2), 16);
            }
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(property + " must be 0x and up to 16 hex digits, or a decimal long, was "
                    + value, e);
        }
    }

    private static String percentages(Map<String, Integer> labels, int checked) {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, Integer> e : labels.entrySet()) {
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append(e.getKey()).append('=')
                    .append(String.format("%.1f%%", 100.0 * e.getValue() / Math.max(1, checked)));
        }
        return sb.append('}').toString();
    }

    /** Thrown by {@link #assume(boolean)}; never escapes {@link #check}. */
    private static final class Discard extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Discard() {
            super("discarded", null, false, false);
        }
    }
}
