package io.github.obbkit.raycast;

import org.jspecify.annotations.Nullable;

/**
 * A caller-owned ray-box result for the allocation-free kernels of {@link SlabRaycast} and
 * {@link RayCaster3d}: every call overwrites every field, on a hit and on a miss alike, so one
 * instance can be reused for any number of queries without clearing it.
 *
 * <p>The kernels return whether the ray hit; that return value is the answer, and this holder only
 * carries the details. After a miss {@link #isHit()} is false, both parameters are NaN and both faces
 * null. The meaning of the fields is that of {@link RayHit}. An instance is mutable and not
 * thread-safe: give each thread its own.
 */
public final class MutableRayHit {
    // Package-private: the slab kernel uses the fields as its running state, and writes them whole on a
    // hit and a miss alike without branching on which it was; the accessors show the miss state (NaN
    // parameters, null faces) whenever hit is false. Faces are the kernel's codes (SlabKernel.face).
    boolean hit;
    double tMin = Double.NaN;
    double tMax = Double.NaN;
    int entry = SlabKernel.NO_FACE;
    int exit = SlabKernel.NO_FACE;

    /**
     * Creates a holder in the "miss" state.
     */
    public MutableRayHit() {
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
        return hit ? tMin : Double.NaN;
    }

    /**
     * The exit parameter of the last hit; see {@link RayHit#tMax()}.
     *
     * @return the exit parameter, or NaN after a miss
     */
    public double tMax() {
        return hit ? tMax : Double.NaN;
    }

    /**
     * The entry face of the last hit; see {@link RayHit#entryFace()}.
     *
     * @return the entry face, or null after a miss or when {@code tMin} is a range bound
     */
    public @Nullable BoxFace entryFace() {
        return hit ? SlabKernel.face(entry) : null;
    }

    /**
     * The exit face of the last hit; see {@link RayHit#exitFace()}.
     *
     * @return the exit face, or null after a miss or when {@code tMax} is a range bound
     */
    public @Nullable BoxFace exitFace() {
        return hit ? SlabKernel.face(exit) : null;
    }

    /**
     * Copies the last result into an immutable value.
     *
     * @return the hit, or null after a miss
     */
    public @Nullable RayHit toRayHit() {
        return hit ? RayHit.trusted(tMin, tMax, SlabKernel.face(entry), SlabKernel.face(exit)) : null;
    }

    /**
     * Describes the last result.
     *
     * @return {@code "miss"} or the hit's {@link RayHit#toString()}
     */
    @Override
    public String toString() {
        return hit ? RayHit.trusted(tMin, tMax, SlabKernel.face(entry), SlabKernel.face(exit)).toString() : "miss";
    }
}
