package io.github.obbkit.core2d;

import org.jspecify.annotations.Nullable;

/**
 * A caller-owned result for the allocation-free queries of {@link Sweep2d} and of
 * {@link Sat2d#mtv(Obb2d, Obb2d, MutableContact2d) Sat2d.mtv} and
 * {@link Sat2d#separatingMtv(Obb2d, Obb2d, MutableContact2d) separatingMtv} (a push is a contact
 * at time 0 with a depth): what the last query answered, and nothing else; every call overwrites
 * every field, on a contact and on none alike. After "no contact" {@link #hasContact()} is false,
 * the time, the normal and the depth are NaN and the axis is null. Mutable and not thread-safe:
 * give each thread its own.
 */
public final class MutableContact2d {
    boolean contact;
    double time = Double.NaN;
    double normalX = Double.NaN;
    double normalY = Double.NaN;
    double depth = Double.NaN;
    @Nullable SatAxis2d axis;

    /**
     * Creates a holder in the "no contact" state.
     */
    public MutableContact2d() {
    }

    void set(double time, double normalX, double normalY, double depth, SatAxis2d axis) {
        this.contact = true;
        this.time = time + 0.0;
        this.normalX = normalX + 0.0;
        this.normalY = normalY + 0.0;
        this.depth = depth + 0.0;
        this.axis = axis;
    }

    boolean none() {
        contact = false;
        time = Double.NaN;
        normalX = Double.NaN;
        normalY = Double.NaN;
        depth = Double.NaN;
        axis = null;
        return false;
    }

    /**
     * Whether the last query found a contact.
     *
     * @return true after a contact
     */
    public boolean hasContact() {
        return contact;
    }

    /**
     * The time of the last contact; see {@link Contact2d#time()}.
     *
     * @return the time in {@code [0, 1]}, or NaN after "no contact"
     */
    public double time() {
        return time;
    }

    /**
     * The normal's x; see {@link Contact2d#normalX()}.
     *
     * @return the x component of the unit normal from A towards B, or NaN after "no contact"
     */
    public double normalX() {
        return normalX;
    }

    /**
     * The normal's y.
     *
     * @return the y component of the unit normal from A towards B, or NaN after "no contact"
     */
    public double normalY() {
        return normalY;
    }

    /**
     * How far the boxes overlap along the normal at the contact: after an MTV query the push's depth
     * (see {@link Mtv2d#depth()}: moving B by the normal times it leaves the boxes touching);
     * after a sweep 0 for a contact found while moving, and the MTV's depth for boxes that already
     * intersect at time 0.
     *
     * @return the depth, at least 0, or NaN after "no contact"
     */
    public double depth() {
        return depth;
    }

    /**
     * The candidate axis of the normal.
     *
     * @return the axis, or null after "no contact"
     */
    public @Nullable SatAxis2d axis() {
        return axis;
    }

    /**
     * Copies the last result into an immutable value.
     *
     * @return the contact, or null after "no contact"
     */
    public @Nullable Contact2d toContact() {
        SatAxis2d a = axis;
        return contact && a != null ? Contact2d.trusted(time, normalX, normalY, a) : null;
    }

    /**
     * Copies the last result into an immutable push, as {@link Sat2d#mtv(Obb2d, Obb2d)} returns it.
     *
     * @return the push ({@link #normalX()}, ... {@link #depth()}, {@link #axis()}), or null after
     *         "no contact"
     */
    public @Nullable Mtv2d toMtv() {
        SatAxis2d a = axis;
        return contact && a != null ? Mtv2d.trusted(normalX, normalY, depth, a) : null;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "no contact"} or the contact's {@link Contact2d#toString()}
     */
    @Override
    public String toString() {
        Contact2d c = toContact();
        return c == null ? "no contact" : c.toString();
    }
}
