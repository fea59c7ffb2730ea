/**
 * AssertJ assertions for boxes and rays: {@link io.github.obbkit.testkit.assertj.ObbAssertions#assertThat} is
 * the entry point, with tolerances stated in each assertion.
 */
@NullMarked
package io.github.obbkit.testkit.assertj;

import org.jspecify.annotations.NullMarked;
