/**
 * Helpers shared by the core3d types: argument checks that name the argument and its value, the
 * scaled vector length the box factories measure axes with, the bitset writer of the batch queries,
 * the symmetric 3x3 eigen-solver behind {@code Obb3d.fromCovariance}, read access to a batch's
 * columns ({@link io.github.obbkit.core3d.internal.BatchColumnReader}) and a column-wise reordering
 * copy between batches ({@link io.github.obbkit.core3d.internal.BatchGather}). Exported to the raycast
 * module only: nothing here is API, and it may change in any release.
 */
@NullMarked
package io.github.obbkit.core3d.internal;

import org.jspecify.annotations.NullMarked;
