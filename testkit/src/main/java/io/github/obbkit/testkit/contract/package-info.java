/**
 * Contract suites: abstract JUnit 5 classes that hold an implementation (obbkit's or anyone's) to
 * the testkit's oracles over its generators. The exact contracts here
 * ({@link io.github.obbkit.testkit.contract.ExactOverlap3dContract} and its 2D and containment
 * twins) have band zero: for code that claims exact answers, every case must equal the exact
 * rational oracle's.
 */
@NullMarked
package io.github.obbkit.testkit.contract;

import org.jspecify.annotations.NullMarked;
