/**
 * Contract suites: abstract JUnit 5 classes that hold anyone's implementation of a geometric
 * routine to obbkit's oracles. Extend one, implement its one abstract method with your code, and
 * every property runs against it.
 *
 * <p>{@link io.github.obbkit.testkit.contract.PointFit2dContract} and
 * {@link io.github.obbkit.testkit.contract.PointFit3dContract} hold a box fitter to two promises:
 * every input point is in the box (within a stated tolerance), and the box's area or volume is within
 * a stated factor of {@link io.github.obbkit.testkit.oracle.PointFitOracles}'s, on the point sets of
 * {@link io.github.obbkit.testkit.gen.PointClouds}, the degenerate ones included.
 */
@NullMarked
package io.github.obbkit.testkit.contract;

import org.jspecify.annotations.NullMarked;
