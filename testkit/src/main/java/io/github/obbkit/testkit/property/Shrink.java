package io.github.obbkit.testkit.property;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Proposes simpler versions of a value: a failing case is replaced by the first proposal that still
 * fails, again and again, until no proposal fails. Proposals should be strictly simpler (so the
 * process ends) and are tried in order, simplest first.
 *
 * @param <T> the shrunk type
 */
@FunctionalInterface
public interface Shrink<T> {
    /**
     * Simpler candidates for {@code value}, simplest first; may be empty.
     *
     * @param value the current failing value
     * @return the candidates
     */
    Stream<T> candidates(T value);

    /**
     * The shrinker that proposes nothing.
     *
     * @param <T> the type
     * @return a shrinker with no candidates
     */
    static <T> Shrink<T> none() {
        return value -> Stream.empty();
    }

    /**
     * Tries each of the given shrinkers in turn.
     *
     * @param shrinks the shrinkers
     * @param <T>     the type
     * @return a shrinker whose candidates are those of all of them, in order
     */
    @SafeVarargs
    static <T> Shrink<T> all(Shrink<T>... shrinks) {
        Objects.requireNonNull(shrinks, "shrinks");
        List<Shrink<T>> list = List.of(shrinks);
        return value -> list.stream().flatMap(s -> s.candidates(value));
    }

    /**
     * Shrinks a part of a value: candidates of {@code part(value)}, put back with {@code rebuild}.
     *
     * @param part    reads the part
     * @param shrink  shrinks the part
     * @param rebuild makes a value with the part replaced
     * @param <T>     the whole type
     * @param <P>     the part type
     * @return the shrinker of the whole
     */
    static <T, P> Shrink<T> onPart(Function<? super T, ? extends P> part, Shrink<P> shrink,
                                   java.util.function.BiFunction<? super T, ? super P, ? extends T> rebuild) {
        Objects.requireNonNull(part, "part");
        Objects.requireNonNull(shrink, "shrink");
        Objects.requireNonNull(rebuild, "rebuild");
        return value -> shrink.candidates(part.apply(value)).map(p -> rebuild.apply(value, p));
    }
}
