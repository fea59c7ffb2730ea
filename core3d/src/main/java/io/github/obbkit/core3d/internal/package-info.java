/**
 * Helpers shared by the core3d types: argument checks that name the argument and its value, the
 * scaled vector length the box factories measure axes with, the bitset writer of the batch queries,
 * and the symmetric 3x3 eigen-solver behind {@code Obb3d.fromCovariance}. Exported to the raycast
 * module only: nothing here is API, and it may change in any release.
 */
@NullMarked
package io.github.obbkit.core3d.internal;

import org.jspecify.annotations.NullMarked;
