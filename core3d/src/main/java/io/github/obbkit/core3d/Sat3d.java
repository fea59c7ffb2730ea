package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The separating-axis test for two 3D oriented boxes, and the minimum translation vector from the
 * same fifteen axes. Static, stateless and allocation-free (except the returned {@link Mtv3d}). For
 * one box against many, see {@link Sat3dBatch}, which gives the same answers.
 *
 * <p><b>Algorithm.</b> Two convex polyhedra are disjoint exactly when some face normal of either,
 * or some cross product of an edge direction of one with an edge direction of the other, separates
 * their projections. A box has three face normals and three edge directions, its axes, so two boxes
 * need fifteen tests: {@code a_0..a_2}, {@code b_0..b_2} and the nine {@code a_i x b_j}, in the order
 * of {@link SatAxis3d} (Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH 1996; Ericson, Real-Time
 * Collision Detection, 4.4.1). The tests use the projection form: with {@code R[i][j] = a_i · b_j}
 * and {@code t = cB - cA} expressed in A's frame ({@code t_i = t · a_i}), B's radius on {@code a_i}
 * is {@code sum_j hB_j |R[i][j]|}, A's radius on {@code b_j} is {@code sum_i hA_i |R[i][j]|}, and on
 * {@code a_i x b_j} every quantity is a two-term expression in {@code R} and {@code t}, so no cross
 * product is ever formed and nothing is divided. The rows of each box's rotation are its axes; the
 * handedness of either box does not matter. The pair test returns at the first separating axis,
 * which on pairs the branch predictor cannot learn is faster than evaluating all fifteen without
 * branches; the batch kernels' vector path is branch-free instead, as its lanes cannot leave early
 * one by one. The answers are the same.
 *
 * <p><b>Closed boxes.</b> A gap is a strict {@code >}: boxes that touch at a face, an edge or a
 * corner intersect. Boxes with zero half-extents (rectangles, segments, points) need no special
 * case.
 *
 * <p><b>Epsilon.</b> {@link #EPSILON} {@code = 1e-14} is added to every {@code |R[i][j]|}, which
 * grows the radii by {@code 1e-14} times the half-extents that appear in each test: the test leans
 * towards "intersecting" by a relative 10<sup>-14</sup> of the boxes' own size. It is large enough
 * that rounding never separates boxes with exactly parallel edges, and small enough that the gap
 * near-parallel edges can hide stays inside the boundary band.
 *
 * <p><b>Boundary band.</b> Outside {@link #boundaryBand(Obb3d, Obb3d)}, a band of half-width
 * {@link #BAND_RELATIVE} {@code = 1e-6} times the pair's scale around "touching", the answer equals
 * that of exact arithmetic on the stored doubles: a pair farther apart than the band is separated,
 * a pair whose penetration depth exceeds the band intersects. Inside the band either answer may be
 * returned. On the overlapping side the answer is in fact exact to within about {@code 1e-14} of
 * the scale; the band is wide only for boxes that are apart by less than it with nearly parallel
 * edges. The scale is relative to the distance between the centres and the boxes' size, not to
 * their distance from the origin: a pair near {@code (1e6, 1e6, 1e6)} is as exact as a pair near
 * the origin.
 *
 * <p>The derivations of {@link #EPSILON}, {@link #BAND_RELATIVE}, {@link #DEGENERATE_EDGE_AXIS} and
 * of {@link #mtv}'s tie slack, each with the test that pins it, are in
 * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core3d">precision.md</a>.
 */
public final class Sat3d {
    /**
     * Added to each {@code |R[i][j]|}, which leans every test towards "intersecting" by
     * {@code 1e-14} of the half-extents in it; see the class comment.
     */
    public static final double EPSILON = Sat3dKernel.EPSILON;

    /** The relative half-width of the boundary band; see {@link #boundaryBand(Obb3d, Obb3d)}. */
    public static final double BAND_RELATIVE = 1e-6;

    /**
     * Edge-edge axes {@code a_i x b_j} shorter than this (the sine of the angle between the edges)
     * are not candidates for the {@link #mtv} direction: nearly parallel edges, whose axis is known
     * only roughly and is never needed, since the face axes then give the least overlap across the
     * common direction to within the boundary band. The skip only steers the choice of direction:
     * whether the boxes overlap is decided on all fifteen axes, exactly as in {@link #intersects}.
     */
    public static final double DEGENERATE_EDGE_AXIS = Sat3dMtvKernel.DEGENERATE_EDGE_AXIS;

    private Sat3d() {
    }

    /**
     * Tests whether two closed boxes share at least one point.
     *
     * @param a one box
     * @param b the other box
     * @return true if they intersect or touch; exact (and so symmetric in {@code a} and {@code b})
     *         outside the boundary band
     */
    public static boolean intersects(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return Sat3dKernel.intersects(a, b);
    }

    /**
     * Tests exactly, with no boundary band, whether two closed boxes share at least one point. Each
     * box is the set its stored doubles define: {@code c + s0 hx axisX + s1 hy axisY + s2 hz axisZ},
     * {@code |s_i| <= 1}, a parallelepiped of its stored axes (which are orthonormal only to within
     * a few ulps), and the answer is the one exact arithmetic on those doubles gives. Touching counts
     * as intersecting. Zero extents (rectangles, segments, points) need no special case.
     *
     * <p>A filtered predicate (Shewchuk 1997; CGAL's filtered kernels): the fifteen tests of
     * {@link #intersects} run in {@code double} with a certified error bound, and only a pair the
     * bound cannot decide (one within about {@code 1e-12} of the pair's scale of touching, or one
     * whose non-zero extents all lie in one plane or along one line, such as two coplanar
     * rectangles, that is not clearly apart) is decided again in exact arithmetic, which allocates and costs
     * tens of microseconds. The default {@link #intersects} is unchanged; the costs, and why the
     * candidate axes are complete for parallelepipeds, are in docs/precision.md ("Exact
     * predicates") and bench/RESULTS.md.
     *
     * @param a one box
     * @param b the other box
     * @return true if they intersect or touch, exactly; symmetric in {@code a} and {@code b}
     * @throws NullPointerException if {@code a} or {@code b} is null
     */
    public static boolean intersectsExact(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return Sat3dExactKernel.intersects(a, b);
    }

    /**
     * Tests exactly, with no tolerance and no band, whether a point lies in the closed box that the
     * box's stored doubles define (the parallelepiped of its stored axes, as for
     * {@link #intersectsExact}). A filtered predicate like {@link #intersectsExact}: a point
     * within about {@code 1e-12} of the box's scale of its boundary, or any point not clearly
     * outside a box with a zero extent, is decided in exact arithmetic. {@link Obb3d#contains}
     * answers the same outside that margin.
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @param z   the point's z
     * @return true if the point is inside or on the boundary, exactly
     * @throws NullPointerException     if {@code box} is null
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@code MAX_REACH = 1e300}
     */
    public static boolean containsExact(Obb3d box, double x, double y, double z) {
        Objects.requireNonNull(box, "box");
        Checks.withinReach("x", x);
        Checks.withinReach("y", y);
        Checks.withinReach("z", z);
        return Sat3dExactKernel.contains(box, x, y, z);
    }

    /**
     * The minimum translation vector that pushes {@code b} out of {@code a}: over the fifteen axes of
     * {@link #intersects}, the one along which the boxes' projections overlap least, with the normal
     * pointing from A's centre towards B's along that axis and the depth the overlap. Moving
     * {@code b} by {@code normal * depth} leaves the boxes touching.
     *
     * <p>The result is {@code null} exactly when {@code intersects(a, b)} is false: the same
     * fifteen comparisons, with the same {@link #EPSILON} lean, decide. Edge-edge overlaps are
     * divided by the length of {@code a_i x b_j} to be in world units; edge-edge axes shorter than
     * {@link #DEGENERATE_EDGE_AXIS} (nearly parallel edges) are not candidates, and never needed.
     * The normal of an edge-edge axis is the normalised cross product {@code a_i x b_j} in world
     * coordinates, negated if need be. Depths leave out the {@link #EPSILON} lean (it would put the
     * pushed box exactly on the leaning boundary of {@link #intersects}, where the rounding of the
     * move could tip it either way), so a push by {@code depth} leaves the pair touching with that
     * lean to spare, and boxes that touch, or intersect only thanks to the lean, get depth 0 (or a
     * depth inside the boundary band).
     *
     * <p>Tie-break: among axes with equal overlap the first in {@link SatAxis3d} order wins; overlaps
     * that differ by at most {@code 2^-40} (about {@code 1e-12}) of the pair's scale (that of
     * {@link #boundaryBand}) are equal for this purpose, so that a face axis is not lost to rounding
     * against an edge-edge axis along the same direction, as happens whenever the boxes share an axis
     * direction. When B's centre projects exactly onto A's on the chosen axis (concentric boxes),
     * the normal is the axis itself ({@code a_i}, {@code b_j} or {@code a_i x b_j} normalised), not its negation.
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or {@code null} when the boxes are separated
     */
    public static @Nullable Mtv3d mtv(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return Sat3dMtvKernel.mtv(a, b);
    }

    /**
     * {@link #mtv(Obb3d, Obb3d)} into a caller's holder, allocating nothing: the same push, bit for
     * bit, as a contact at time 0 ({@link MutableContact3d#normalX()}, ...,
     * {@link MutableContact3d#depth()}, {@link MutableContact3d#axis()}).
     *
     * @param a    the box that stays
     * @param b    the box to push
     * @param dest the holder to overwrite: the push, or "no contact" when the boxes are separated
     * @return true if the boxes intersect (and {@code dest} holds the push)
     * @throws NullPointerException if an argument is null
     */
    public static boolean mtv(Obb3d a, Obb3d b, MutableContact3d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(dest, "dest");
        return Sat3dMtvKernel.mtv(a, b, dest);
    }

    /**
     * The push that separates: {@link #mtv}'s normal and axis with a depth that leaves the boxes
     * apart, not touching. Pushing B by {@link #mtv} leaves the pair touching, and touching counts as
     * intersecting, so a loop "while they intersect, push by the MTV" need not end; pushed by this
     * result, {@code b.translated(m.normalX() * m.depth(), m.normalY() * m.depth(), m.normalZ() *
     * m.depth())}, B no longer intersects A ({@code intersects} answers false for exactly that box:
     * this method checks it).
     *
     * <p>The depth is {@code mtv}'s plus a slop: {@code 2 boundaryBand(a, b)} plus four ulps of B's
     * largest centre coordinate (the rounding of the moved centre), doubled until the moved box is
     * clear, which it is at once unless the centre's rounding swallowed the push
     * (docs/precision.md).
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the separating push, or {@code null} when the boxes are already separated
     * @throws IllegalArgumentException if B pushed clear would reach beyond {@link Obb3d#MAX_REACH}
     */
    public static @Nullable Mtv3d separatingMtv(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return Sat3dMtvKernel.separatingMtv(a, b);
    }

    /**
     * {@link #separatingMtv(Obb3d, Obb3d)} into a caller's holder, allocating nothing (but for a
     * pass that the rounding of the moved centre leaves touching, which is rare): the same push,
     * bit for bit, as a contact at time 0.
     *
     * @param a    the box that stays
     * @param b    the box to push
     * @param dest the holder to overwrite: the push, or "no contact" when the boxes are separated
     * @return true if the boxes intersect (and {@code dest} holds the separating push)
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if B pushed clear would reach beyond {@link Obb3d#MAX_REACH}
     *                                  ({@code dest} is then left as it was)
     */
    public static boolean separatingMtv(Obb3d a, Obb3d b, MutableContact3d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(dest, "dest");
        return Sat3dMtvKernel.separatingMtv(a, b, dest);
    }

    /**
     * The half-width of the band around "touching" inside which {@link #intersects} and
     * {@link #mtv} may answer either way: {@link #BAND_RELATIVE} times the pair's scale,
     * which is the largest component of the centre difference plus all six half-extents. A pair
     * whose signed gap (the Euclidean distance between the boxes when they are apart, minus the
     * penetration depth when they overlap) is further than this from 0 gets the exact answer.
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width, in world units
     */
    public static double boundaryBand(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double d = Math.max(Math.max(Math.abs(b.cx - a.cx), Math.abs(b.cy - a.cy)), Math.abs(b.cz - a.cz));
        return BAND_RELATIVE * (d + a.hx + a.hy + a.hz + b.hx + b.hy + b.hz);
    }
}
