package io.github.obbkit.core2d;

import org.jspecify.annotations.Nullable;

/**
 * A caller-owned result for the allocation-free sweep of {@link Sweep2d}: what the last query
 * answered, and nothing else; every call overwrites every field, on a contact and on none alike.
 * After "no contact" {@link #hasContact()} is false, the time and the normal are NaN and the axis is
 * null. Mutable and not thread-safe: give each thread its own.
 */
public final class MutableContact2d {
    boolean contact;
    double time = Double.NaN;
    double normalX = Double.NaN;
    double normalY = Double.NaN;
    @Nullable SatAxis2d axis;

    /**
     * Creates a holder in the "no contact" state.
     */
    public MutableContact2d() {
    }

    void set(double time, double normalX, double normalY, SatAxis2d axis) {
        this.contact = true;
        this.time = time + 0.0;
        this.normalX = normalX + 0.0;
        this.normalY = normalY + 0.0;
        this.axis = axis;
    }

    boolean none() {
        contact = false;
        time = Double.NaN;
        normalX = Double.NaN;
        normalY = Double.NaN;
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
