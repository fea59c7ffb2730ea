package io.github.obbkit.core3d;

import org.jspecify.annotations.Nullable;

/**
 * A caller-owned result for the allocation-free queries of {@link Sweep3d} and of
 * {@link Sat3d#mtv(Obb3d, Obb3d, MutableContact3d) Sat3d.mtv} and
 * {@link Sat3d#separatingMtv(Obb3d, Obb3d, MutableContact3d) separatingMtv} (a push is a contact
 * at time 0 with a depth): what the last query answered, and nothing else; every call overwrites
 * every field, on a contact and on none alike. After "no contact" {@link #hasContact()} is false,
 * the time, the normal and the depth are NaN and the axis is null. Mutable and not thread-safe:
 * give each thread its own.
 */
public final class MutableContact3d {
    boolean contact;
    double time = Double.NaN;
    double normalX = Double.NaN;
    double normalY = Double.NaN;
    double normalZ = Double.NaN;
    double depth = Double.NaN;
    @Nullable SatAxis3d axis;

    /**
     * Creates a holder in the "no contact" state.
     */
    public MutableContact3d() {
    }

    void set(double time, double normalX, double normalY, double normalZ, double depth, SatAxis3d axis) {
        this.contact = true;
        this.time = time + 0.0;
        this.normalX = normalX + 0.0;
        this.normalY = normalY + 0.0;
        this.normalZ = normalZ + 0.0;
        this.depth = depth + 0.0;
        this.axis = axis;
    }

    boolean none() {
        contact = false;
        time = Double.NaN;
        normalX = Double.NaN;
        normalY = Double.NaN;
        normalZ = Double.NaN;
        depth = Double.NaN;
        axis = null;
        return false;
    }

    /**
     * Sets the holder to "no contact", as a query that finds none leaves it; for callers that combine
     * several queries into one answer.
     *
     * @return this holder
     */
    public MutableContact3d clear() {
        none();
        return this;
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
     * The time of the last contact; see {@link Contact3d#time()}.
     *
     * @return the time in {@code [0, 1]}, or NaN after "no contact"
     */
    public double time() {
        return time;
    }

    /**
     * The normal's x; see {@link Contact3d#normalX()}.
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
     * The normal's z.
     *
     * @return the z component of the unit normal from A towards B, or NaN after "no contact"
     */
    public double normalZ() {
        return normalZ;
    }

    /**
     * How far the boxes overlap along the normal at the contact: after an MTV query the push's depth
     * (see {@link Mtv3d#depth()}: moving B by the normal times it leaves the boxes touching);
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
    public @Nullable SatAxis3d axis() {
        return axis;
    }

    /**
     * Copies the last result into an immutable value.
     *
     * @return the contact, or null after "no contact"
     */
    public @Nullable Contact3d toContact() {
        SatAxis3d a = axis;
        return contact && a != null ? Contact3d.trusted(time, normalX, normalY, normalZ, a) : null;
    }

    /**
     * Copies the last result into an immutable push, as {@link Sat3d#mtv(Obb3d, Obb3d)} returns it.
     *
     * @return the push ({@link #normalX()}, ... {@link #depth()}, {@link #axis()}), or null after
     *         "no contact"
     */
    public @Nullable Mtv3d toMtv() {
        SatAxis3d a = axis;
        return contact && a != null ? Mtv3d.trusted(normalX, normalY, normalZ, depth, a) : null;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "no contact"} or the contact's {@link Contact3d#toString()}
     */
    @Override
    public String toString() {
        Contact3d c = toContact();
        return c == null ? "no contact" : c.toString();
    }
}
