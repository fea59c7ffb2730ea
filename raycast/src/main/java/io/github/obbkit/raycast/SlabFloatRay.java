package io.github.obbkit.raycast;

/**
 * A ray prepared for {@link SlabFloatFilter}: its numbers rounded to {@code float}, what the origin's
 * floats miss, and its part of the filter's bounds. A {@link RayCaster3d} holds one prepared once; a
 * {@link PickWorkspace} holds one that each scan prepares again, so that a pick allocates nothing.
 * Not thread-safe while it is prepared; read-only after.
 */
final class SlabFloatRay {
    /** Whether {@link SlabFloatFilter#covers} the ray: if not, the other fields mean nothing. */
    boolean covered;
    float ox;
    float oy;
    float oz;
    float dx;
    float dy;
    float dz;
    /** What the origin's floats miss, {@code o - (double) (float) o} (exact), rounded to {@code float}. */
    float restX;
    float restY;
    float restZ;
    /** {@link SlabFloatFilter#reach}. */
    float reach;
    /** {@link SlabFloatFilter#margin}. */
    float margin;
    /** {@link SlabFloatFilter#crossLimit}. */
    float crossLimit;
    /** {@link SlabFloatFilter#parallelLimit}. */
    float parallelLimit;

    /** Prepares the ray {@code o + t d}, whose slab kernel's parallel threshold is {@code threshold}. */
    void prepare(double ox, double oy, double oz, double dx, double dy, double dz, double threshold) {
        covered = SlabFloatFilter.covers(ox, oy, oz, dx, dy, dz);
        this.ox = (float) ox;
        this.oy = (float) oy;
        this.oz = (float) oz;
        this.dx = (float) dx;
        this.dy = (float) dy;
        this.dz = (float) dz;
        restX = (float) (ox - this.ox);
        restY = (float) (oy - this.oy);
        restZ = (float) (oz - this.oz);
        reach = SlabFloatFilter.reach(ox, oy, oz);
        margin = SlabFloatFilter.margin(dx, dy, dz);
        crossLimit = SlabFloatFilter.crossLimit(threshold);
        parallelLimit = SlabFloatFilter.parallelLimit(threshold);
    }
}
