package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An immutable ray-box hit: the parameter interval {@code [tMin, tMax]} over which the ray's line
 * lies in the closed box, and the faces it enters and leaves through. A miss is not a
 * {@code RayHit}: the methods that return one return {@code null} on a miss.
 *
 * <p>Both parameters are in units of the ray's direction length (see {@link Ray3d}). What the
 * interval covers depends on the query: {@link SlabRaycast#intersect(Ray3d, io.github.obbkit.core3d.Obb3d)
 * intersect} returns the whole chord of the line, so {@code tMin < 0} when the origin is inside the
 * box ({@link #originInside()}); {@link SlabRaycast#firstHit(Ray3d, io.github.obbkit.core3d.Obb3d)
 * firstHit} clamps it to {@code t >= 0}. {@code tMin == tMax} for a ray that touches the box at a
 * single point: an edge or a corner, or a box flat along the ray.
 *
 * <p>The entry face is the face whose plane the line crosses at {@code tMin}, the exit face likewise
 * at {@code tMax}; when the line crosses an edge or a corner the face of the lowest axis is named. A
 * face is {@code null} when that end of the interval is not on the box's surface but was cut by the
 * query's range: for {@code firstHit} with the origin inside, the entry face is null and
 * {@code tMin == 0}. An origin exactly on a face, with the ray entering through it (always the case
 * for a ray starting on a flat box and crossing it), has {@code tMin == 0} and names that face.
 *
 * <p>{@link #equals(Object)} is exact ({@code -0.0} is stored as {@code 0.0});
 * {@link #toString()} prints Java source that recreates the hit.
 */
public final class RayHit {
    private final double tMin;
    private final double tMax;
    private final @Nullable BoxFace entryFace;
    private final @Nullable BoxFace exitFace;

    private RayHit(double tMin, double tMax, @Nullable BoxFace entryFace, @Nullable BoxFace exitFace) {
        this.tMin = tMin + 0.0;
        this.tMax = tMax + 0.0;
        this.entryFace = entryFace;
        this.exitFace = exitFace;
    }

    /**
     * Creates a hit.
     *
     * @param tMin      where the line enters the box (or the query range starts), not NaN
     * @param tMax      where it leaves (or the range ends), not NaN, at least {@code tMin}
     * @param entryFace the face crossed at {@code tMin}, or null if {@code tMin} is a range bound
     * @param exitFace  the face crossed at {@code tMax}, or null if {@code tMax} is a range bound
     * @return the hit
     * @throws IllegalArgumentException if a parameter is NaN or {@code tMin > tMax}
     */
    public static RayHit of(double tMin, double tMax, @Nullable BoxFace entryFace, @Nullable BoxFace exitFace) {
        RayChecks.range(tMin, tMax);
        return new RayHit(tMin, tMax, entryFace, exitFace);
    }

    /** For the kernels, whose output is valid by construction. */
    static RayHit trusted(double tMin, double tMax, @Nullable BoxFace entryFace, @Nullable BoxFace exitFace) {
        return new RayHit(tMin, tMax, entryFace, exitFace);
    }

    /**
     * Where the line enters the box, in units of the direction's length; negative when the entry is
     * behind the origin (the origin is inside the box).
     *
     * @return the entry parameter
     */
    public double tMin() {
        return tMin;
    }

    /**
     * Where the line leaves the box, in units of the direction's length.
     *
     * @return the exit parameter, at least {@link #tMin()}
     */
    public double tMax() {
        return tMax;
    }

    /**
     * The face crossed at {@link #tMin()}.
     *
     * @return the entry face, or null when {@code tMin} is a bound of the query's range
     */
    public @Nullable BoxFace entryFace() {
        return entryFace;
    }

    /**
     * The face crossed at {@link #tMax()}.
     *
     * @return the exit face, or null when {@code tMax} is a bound of the query's range
     */
    public @Nullable BoxFace exitFace() {
        return exitFace;
    }

    /**
     * Whether the ray starts strictly inside the interval: {@code tMin < 0 <= tMax}. For the chord
     * returned by {@code intersect} this means the origin is in the box (an origin on the surface
     * has {@code tMin == 0} or {@code tMax == 0}).
     *
     * @return true if {@code tMin < 0 <= tMax}
     */
    public boolean originInside() {
        return tMin < 0 && 0 <= tMax;
    }

    /**
     * Compares with another hit: the parameters within {@code tolerance}, the faces equal.
     *
     * @param other     the other hit
     * @param tolerance the largest absolute difference of each parameter, at least 0
     * @return true if close
     * @throws IllegalArgumentException if the tolerance is negative, NaN or infinite
     */
    public boolean isCloseTo(RayHit other, double tolerance) {
        Objects.requireNonNull(other, "other");
        if (!(Checks.finite("tolerance", tolerance) >= 0)) {
            throw new IllegalArgumentException("tolerance must be >= 0, was " + tolerance);
        }
        return close(tMin, other.tMin, tolerance) && close(tMax, other.tMax, tolerance)
                && entryFace == other.entryFace && exitFace == other.exitFace;
    }

    private static boolean close(double a, double b, double tolerance) {
        return a == b || Math.abs(a - b) <= tolerance;
    }

    /**
     * Exact equality of the parameters and faces.
     *
     * @param o the other object
     * @return true if {@code o} is a {@code RayHit} with bit-identical parameters and the same faces
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof RayHit h
                && Double.doubleToLongBits(tMin) == Double.doubleToLongBits(h.tMin)
                && Double.doubleToLongBits(tMax) == Double.doubleToLongBits(h.tMax)
                && entryFace == h.entryFace && exitFace == h.exitFace;
    }

    /**
     * A hash consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(tMin, tMax, entryFace, exitFace);
    }

    /**
     * Java source that recreates this hit.
     *
     * @return {@code RayHit.of(tMin, tMax, BoxFace.X, BoxFace.Y)}
     */
    @Override
    public String toString() {
        return "RayHit.of(" + Doubles.source(tMin) + ", " + Doubles.source(tMax) + ", " + face(entryFace) + ", "
                + face(exitFace) + ")";
    }

    static String face(@Nullable BoxFace face) {
        return face == null ? "null" : "BoxFace." + face.name();
    }
}
