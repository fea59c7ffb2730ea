package io.github.obbkit.raycast;

import org.jspecify.annotations.Nullable;

/**
 * A caller-owned ray-box result for the allocation-free kernels of {@link SlabRaycast} and
 * {@link RayCaster}: every call overwrites every field, on a hit and on a miss alike, so one
 * instance can be reused for any number of queries without clearing it.
 *
 * <p>The kernels return whether the ray hit; that return value is the answer, and this holder only
 * carries the details. After a miss {@link #isHit()} is false, both parameters are NaN and both faces
 * null. The meaning of the fields is that of {@link RayHit}. An instance is mutable and not
 * thread-safe: give each thread its own.
 */
public final class MutableRayHit {
    // Package-private: the kernels use the fields as their running state, so they need no locals
    // that would have to be copied in at the end.
    boolean hit;
    double tMin = Double.NaN;
    double tMax = Double.NaN;
    @Nullable BoxFace entryFace;
    @Nullable BoxFace exitFace;

    /**
     * Creates a holder in the "miss" state.
     */
    public MutableRayHit() {
    }

    void set(double tMin, double tMax, @Nullable BoxFace entryFace, @Nullable BoxFace exitFace) {
        this.hit = true;
        this.tMin = tMin + 0.0;
        this.tMax = tMax + 0.0;
        this.entryFace = entryFace;
        this.exitFace = exitFace;
    }

    boolean miss() {
        hit = false;
        tMin = Double.NaN;
        tMax = Double.NaN;
        entryFace = null;
        exitFace = null;
        return false;
    }

    /**
     * Whether the last call hit.
     *
     * @return true after a hit, false after a miss (or before any call)
     */
    public boolean isHit() {
        return hit;
    }

    /**
     * The entry parameter of the last hit; see {@link RayHit#tMin()}.
     *
     * @return the entry parameter, or NaN after a miss
     */
    public double tMin() {
        return tMin;
    }

    /**
     * The exit parameter of the last hit; see {@link RayHit#tMax()}.
     *
     * @return the exit parameter, or NaN after a miss
     */
    public double tMax() {
        return tMax;
    }

    /**
     * The entry face of the last hit; see {@link RayHit#entryFace()}.
     *
     * @return the entry face, or null after a miss or when {@code tMin} is a range bound
     */
    public @Nullable BoxFace entryFace() {
        return entryFace;
    }

    /**
     * The exit face of the last hit; see {@link RayHit#exitFace()}.
     *
     * @return the exit face, or null after a miss or when {@code tMax} is a range bound
     */
    public @Nullable BoxFace exitFace() {
        return exitFace;
    }

    /**
     * Copies the last result into an immutable value.
     *
     * @return the hit, or null after a miss
     */
    public @Nullable RayHit toRayHit() {
        return hit ? RayHit.trusted(tMin, tMax, entryFace, exitFace) : null;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "miss"} or the hit's {@link RayHit#toString()}
     */
    @Override
    public String toString() {
        return hit ? RayHit.trusted(tMin, tMax, entryFace, exitFace).toString() : "miss";
    }
}
