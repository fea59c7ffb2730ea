/**
 * Argument checks shared by the core2d types. Not exported: nothing here is API.
 */
@NullMarked
package io.github.obbkit.core2d.internal;

import org.jspecify.annotations.NullMarked;
