package io.github.obbkit.testkit.oracle;

/**
 * A minimum translation as a 3D contract suite sees it: a unit direction and a distance to move box
 * B so that it only touches box A. Adapt your own result type into this one; the
 * {@link Oracles3d#mtv brute-force oracle} answers in it too.
 *
 * @param normalX the direction's x, pointing from A towards B
 * @param normalY the direction's y
 * @param normalZ the direction's z
 * @param depth   how far to move B, at least 0
 */
public record Push3d(double normalX, double normalY, double normalZ, double depth) {
}
