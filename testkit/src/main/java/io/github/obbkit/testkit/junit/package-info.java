/**
 * The JUnit 5 face of the property runner: {@link io.github.obbkit.testkit.junit.PropertyTest} marks a
 * method that takes one generated case; the extension runs it under
 * {@link io.github.obbkit.testkit.property.Property}, reported to JUnit as one test named after the method.
 */
@NullMarked
package io.github.obbkit.testkit.junit;

import org.jspecify.annotations.NullMarked;
