/**
 * Helpers of the raycast module; not exported, not API.
 */
@NullMarked
package io.github.obbkit.raycast.internal;

import org.jspecify.annotations.NullMarked;
