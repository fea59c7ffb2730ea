package io.github.obbkit.testkit.property;

import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;

/**
 * A generator: a plain function from a random source to a value. Because it is only a function, it
 * plugs into any engine (JUnit's {@code @MethodSource}, a Kotlin test, {@link Property}); the same
 * seed always gives the same value.
 *
 * @param <T> the generated type
 */
@FunctionalInterface
public interface Gen<T> {
    /**
     * Draws one value.
     *
     * @param random the random source; the value depends only on its state
     * @return the value
     */
    T next(RandomGenerator random);

    /**
     * A generator of {@code f} applied to this generator's values.
     *
     * @param f   the function
     * @param <R> the result type
     * @return the mapped generator
     */
    default <R> Gen<R> map(Function<? super T, ? extends R> f) {
        Objects.requireNonNull(f, "f");
        return random -> f.apply(next(random));
    }

    /**
     * A generator of this generator's values that satisfy {@code keep}, drawing again up to
     * {@code maxTries} times.
     *
     * @param keep     the condition
     * @param maxTries how many draws to try per value, at least 1
     * @return the filtered generator, which throws {@link IllegalStateException} when no draw of
     *         {@code maxTries} satisfies the condition (a filter that rejects too much is a bug in
     *         the test, not something to loop on forever)
     * @throws IllegalArgumentException if {@code maxTries < 1}
     */
    default Gen<T> filter(Predicate<? super T> keep, int maxTries) {
        Objects.requireNonNull(keep, "keep");
        if (maxTries < 1) {
            throw new IllegalArgumentException("maxTries must be >= 1, was " + maxTries);
        }
        return random -> {
            for (int i = 0; i < maxTries; i++) {
                T value = next(random);
                if (keep.test(value)) {
                    return value;
                }
            }
            throw new IllegalStateException("filter rejected " + maxTries + " draws in a row");
        };
    }

    /**
     * A generator of pairs combined from this generator and another.
     *
     * @param other   the second generator
     * @param combine how to combine one draw of each
     * @param <U>     the second type
     * @param <R>     the result type
     * @return the combined generator
     */
    default <U, R> Gen<R> zip(Gen<U> other, BiFunction<? super T, ? super U, ? extends R> combine) {
        Objects.requireNonNull(other, "other");
        Objects.requireNonNull(combine, "combine");
        return random -> {
            T first = next(random);
            return combine.apply(first, other.next(random));
        };
    }

    /**
     * A generator that returns the given edge cases, one at random, with probability
     * {@code probability}, and otherwise draws from this generator.
     *
     * @param probability how often an edge case is returned, in {@code [0, 1]}
     * @param edgeCases   the edge cases, at least one
     * @return the generator
     * @throws IllegalArgumentException if the probability is outside {@code [0, 1]} or no edge case is given
     */
    default Gen<T> withEdgeCases(double probability, List<? extends T> edgeCases) {
        Objects.requireNonNull(edgeCases, "edgeCases");
        if (!(probability >= 0 && probability <= 1)) {
            throw new IllegalArgumentException("probability must be in [0, 1], was " + probability);
        }
        if (edgeCases.isEmpty()) {
            throw new IllegalArgumentException("edgeCases must not be empty, was " + edgeCases);
        }
        List<? extends T> cases = List.copyOf(edgeCases);
        return random -> random.nextDouble() < probability
                ? cases.get(random.nextInt(cases.size()))
                : next(random);
    }

    /**
     * A generator that always returns {@code value}.
     *
     * @param value the value
     * @param <T>   its type
     * @return the constant generator
     */
    static <T> Gen<T> constant(T value) {
        Objects.requireNonNull(value, "value");
        return random -> value;
    }

    /**
     * A generator that picks one of the given generators uniformly for each draw.
     *
     * @param gens the generators, at least one
     * @param <T>  the generated type
     * @return the generator
     * @throws IllegalArgumentException if none is given
     */
    @SafeVarargs
    static <T> Gen<T> oneOf(Gen<? extends T>... gens) {
        Objects.requireNonNull(gens, "gens");
        if (gens.length == 0) {
            throw new IllegalArgumentException("gens must not be empty");
        }
        List<Gen<? extends T>> list = List.of(gens);
        return random -> list.get(random.nextInt(list.size())).next(random);
    }

    /**
     * A weighted choice of generators.
     *
     * @param weights the relative weight of each generator, positive, one per generator
     * @param gens    the generators
     * @param <T>     the generated type
     * @return the generator
     * @throws IllegalArgumentException if the lengths differ, nothing is given or a weight is not positive
     */
    @SafeVarargs
    static <T> Gen<T> frequency(double[] weights, Gen<? extends T>... gens) {
        Objects.requireNonNull(weights, "weights");
        Objects.requireNonNull(gens, "gens");
        if (weights.length != gens.length || gens.length == 0) {
            throw new IllegalArgumentException("weights and gens must have the same, non-zero length, were "
                    + weights.length + " and " + gens.length);
        }
        double[] cumulative = new double[weights.length];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            if (!(weights[i] > 0) || !Double.isFinite(weights[i])) {
                throw new IllegalArgumentException("weights[" + i + "] must be positive and finite, was " + weights[i]);
            }
            sum += weights[i];
            cumulative[i] = sum;
        }
        double total = sum;
        List<Gen<? extends T>> list = List.of(gens);
        return random -> {
            double u = random.nextDouble() * total;
            for (int i = 0; i < cumulative.length - 1; i++) {
                if (u < cumulative[i]) {
                    return list.get(i).next(random);
                }
            }
            return list.get(cumulative.length - 1).next(random);
        };
    }
}
