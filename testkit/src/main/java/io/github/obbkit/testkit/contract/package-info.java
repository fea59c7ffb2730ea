/**
 * Contract suites for third-party code: abstract JUnit 5 classes whose properties hold an
 * implementation to the testkit's independent oracles. Extend one, implement its one abstract method
 * with your own code, and every property runs against it; obbkit's own kernels are held to the same
 * suites in its verification module. {@link io.github.obbkit.testkit.contract.Sweep3dContract} and
 * {@link io.github.obbkit.testkit.contract.Sweep2dContract} check the first contact of two translating
 * boxes against {@link io.github.obbkit.testkit.oracle.SweepOracles3d} and its 2D twin.
 */
@NullMarked
package io.github.obbkit.testkit.contract;

import org.jspecify.annotations.NullMarked;
