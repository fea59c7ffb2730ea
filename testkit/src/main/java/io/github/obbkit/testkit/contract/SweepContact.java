package io.github.obbkit.testkit.contract;

/**
 * A first contact as a sweep under test reports it, in the terms of the contract suites: the time in
 * {@code [0, 1]} of the step and the unit normal, pointing from A towards B. In 2D, {@code normalZ}
 * is 0.
 *
 * @param time    the time of first contact
 * @param normalX the normal's x
 * @param normalY the normal's y
 * @param normalZ the normal's z (0 in 2D)
 */
public record SweepContact(double time, double normalX, double normalY, double normalZ) {
}
