/**
 * Contract suites: abstract JUnit 5 classes that hold an implementation, obbkit's or a third
 * party's, to an independent oracle over many generated cases. Extend one, implement its abstract
 * method by calling your own code, and every property runs against it; a failure prints a seed that
 * replays it and the case as Java source.
 */
@NullMarked
package io.github.obbkit.testkit.contract;

import org.jspecify.annotations.NullMarked;
