package io.github.obbkit.raycast;

import org.jspecify.annotations.Nullable;

/**
 * A caller-owned pick result for the allocation-free
 * {@link Picker3d#pickNearest(Ray3d, PickWorkspace, MutablePick)}: what the search answered, and
 * nothing else; every call overwrites every field, on a hit and on a miss alike. After a miss
 * {@link #isHit()} is false, the index is -1, {@code t} NaN and the face null. The search's scratch
 * space is a {@link PickWorkspace}. Mutable and not thread-safe: give each thread its own.
 */
public final class MutablePick {
    boolean hit;
    int index = -1;
    double t = Double.NaN;
    @Nullable BoxFace face;

    /**
     * Creates a holder in the "miss" state.
     */
    public MutablePick() {
    }

    void set(int index, double t, @Nullable BoxFace face) {
        this.hit = true;
        this.index = index;
        this.t = t + 0.0;
        this.face = face;
    }

    boolean miss() {
        hit = false;
        index = -1;
        t = Double.NaN;
        face = null;
        return false;
    }

    /**
     * Whether the last search hit a box.
     *
     * @return true after a hit
     */
    public boolean isHit() {
        return hit;
    }

    /**
     * The index of the box picked by the last search.
     *
     * @return the index, or -1 after a miss
     */
    public int index() {
        return index;
    }

    /**
     * The first parameter of the ray in the picked box; see {@link Pick#t()}.
     *
     * @return {@code t >= 0}, or NaN after a miss
     */
    public double t() {
        return t;
    }

    /**
     * The face the ray enters the picked box through; see {@link Pick#face()}.
     *
     * @return the face, or null after a miss or when the ray starts inside the box
     */
    public @Nullable BoxFace face() {
        return face;
    }

    /**
     * Copies the last result into an immutable value.
     *
     * @return the pick, or null after a miss
     */
    public @Nullable Pick toPick() {
        return hit ? Pick.trusted(index, t, face) : null;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "miss"} or the pick's {@link Pick#toString()}
     */
    @Override
    public String toString() {
        return hit ? Pick.trusted(index, t, face).toString() : "miss";
    }
}
