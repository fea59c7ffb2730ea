/**
 * Contract suites: abstract JUnit 5 classes that hold anyone's implementation of a geometric query to
 * the testkit's oracles and generators. Extend one, adapt its single abstract method to your code, and
 * every property runs against it. {@link io.github.obbkit.testkit.contract.RayTriangleContract} holds a
 * ray-triangle test to the exact oracle and to watertightness on closed meshes.
 */
@NullMarked
package io.github.obbkit.testkit.contract;

import org.jspecify.annotations.NullMarked;
