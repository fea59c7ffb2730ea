/**
 * The property runner, with no test framework in it: {@link io.github.obbkit.testkit.property.Gen generators}
 * are plain functions of a {@link java.util.random.RandomGenerator}, {@link io.github.obbkit.testkit.property.Property}
 * runs a check on many generated cases from a printed, replayable seed, and
 * {@link io.github.obbkit.testkit.property.Shrink shrinks} a failing case towards a simpler one before it
 * reports it. The entry point is {@link io.github.obbkit.testkit.property.Property#forAll}. JUnit 5 users
 * may prefer the annotation in {@code io.github.obbkit.testkit.junit}; any other runner (a Kotlin test, a
 * main method) calls {@code Property} directly.
 */
@NullMarked
package io.github.obbkit.testkit.property;

import org.jspecify.annotations.NullMarked;
