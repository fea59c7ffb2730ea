package io.github.obbkit.core3d;

/**
 * Where a box lies relative to a convex region, as a culling test answers it:
 * {@link FrustumTest3d#classify(Frustum, Obb3d)}.
 */
public enum Containment {
    /** Wholly outside: the box and the region share no point. */
    OUTSIDE,
    /**
     * Possibly crossing the boundary. A conservative test also answers this for some boxes that are
     * outside or inside by a little, and for some boxes outside near an edge or a corner of the region.
     */
    INTERSECTING,
    /** Wholly inside: every point of the box is in the region. */
    INSIDE
}
