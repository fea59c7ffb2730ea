package io.github.obbkit.core2d;

import io.github.obbkit.core2d.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The separating-axis test for two 2D oriented boxes, and the minimum translation vector from the
 * same four axes. Static, stateless and allocation-free (except the returned {@link Mtv2d}).
 *
 * <p>Two convex polygons are disjoint exactly when some edge normal of one of them separates their
 * projections; a box has only two distinct edge normals, its axes, so two boxes need four tests
 * (Gottschalk 1996; Ericson, Real-Time Collision Detection 4.4.1, in 2D). The tests use the
 * projection form: with {@code R[i][j] = a_i · b_j} and {@code t = cB - cA} expressed in A's frame,
 * the radius of B on A's axis {@code i} is {@code hB · |R[i]|}, and B's axes reuse the same products.
 *
 * <p><b>Closed boxes.</b> A gap is a strict {@code >}: boxes that touch at an edge or a corner
 * intersect. Boxes with zero half-extents (segments, points) need no special case.
 *
 * <p><b>Epsilon.</b> {@link #EPSILON} is added to every {@code |R[i][j]|}, so the test leans towards
 * "intersecting" by at most {@code EPSILON} times the pair's scale (see {@link #boundaryBand}): boxes
 * that touch in exact arithmetic stay touching when rounding in {@code R} would open a hair-wide gap.
 *
 * <p><b>Boundary band.</b> Outside {@link #boundaryBand(Obb2d, Obb2d)}, a band of relative width
 * {@link #BAND_RELATIVE} around "touching", the answer is exact: it equals that of exact arithmetic
 * on the stored doubles. Inside the band either answer may be returned. The band is relative to the
 * distance between the centres and the boxes' size, not to their distance from the origin: the
 * kernel works on the centre difference, which is exact for nearby boxes far from the origin.
 *
 * <p>The derivations of both constants' values, and the tests that pin them, are in
 * <a href="https://github.com/obbkit/obbkit/blob/main/docs/precision.md#core2d">docs/precision.md</a>.
 */
public final class Sat2d {
    /** Added to each {@code |R[i][j]|}: the lean towards "intersecting"; see the class comment. */
    public static final double EPSILON = 1e-12;

    /** The relative width of the boundary band; see {@link #boundaryBand(Obb2d, Obb2d)}. */
    public static final double BAND_RELATIVE = 1e-10;

    private Sat2d() {
    }

    /**
     * Tests whether two closed boxes share at least one point.
     *
     * @param a one box
     * @param b the other box
     * @return true if they intersect or touch; symmetric in {@code a} and {@code b} outside the
     *         boundary band
     */
    public static boolean intersects(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double tx = b.cx - a.cx;
        double ty = b.cy - a.cy;
        // t and R[i][j] = a_i · b_j here, the four tests in apart: split so that each half fits C2's
        // inline budget (FreqInlineSize, 325 bytes of bytecode), which the whole did not.
        return !apart(a, b, tx * a.ux + ty * a.uy, tx * a.vx + ty * a.vy, a.ux * b.ux + a.uy * b.uy,
                a.ux * b.vx + a.uy * b.vy, a.vx * b.ux + a.vy * b.uy, a.vx * b.vx + a.vy * b.vy);
    }

    /**
     * The four tests of {@link #intersects}, given {@code t} in A's frame ({@code ta0, ta1}) and
     * {@code R}: true when an axis separates the boxes.
     */
    private static boolean apart(Obb2d a, Obb2d b, double ta0, double ta1, double r00, double r01, double r10,
                                 double r11) {
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        // L = A0, A1: A's X and Y axes; B0, B1: B's (SatAxis2d order). Non-short-circuit ORs: on
        // unpredictable data one well-predicted branch beats four.
        return Math.abs(ta0) > a.hx + b.hx * q00 + b.hy * q01                 // L = A0
                | Math.abs(ta1) > a.hy + b.hx * q10 + b.hy * q11              // L = A1
                | Math.abs(ta0 * r00 + ta1 * r10) > a.hx * q00 + a.hy * q10 + b.hx    // L = B0
                | Math.abs(ta0 * r01 + ta1 * r11) > a.hx * q01 + a.hy * q11 + b.hy;   // L = B1
    }

    /**
     * Tests exactly, with no boundary band, whether two closed boxes share at least one point. Each
     * box is the set its stored doubles define: {@code c + s0 hx axisX + s1 hy axisY},
     * {@code |s_i| <= 1}, a parallelogram of its stored axes (orthonormal only to within a few
     * ulps), and the answer is the one exact arithmetic on those doubles gives. Touching counts as
     * intersecting; zero extents (segments, points) need no special case.
     *
     * <p>A filtered predicate (Shewchuk 1997; CGAL's filtered kernels): the four tests of
     * {@link #intersects} run in {@code double} with a certified error bound, and only a pair the
     * bound cannot decide (within about {@code 1e-12} of the pair's scale of touching, or two
     * segments or points along one line that are not clearly apart) is decided again in exact arithmetic, which
     * allocates and costs microseconds. The default {@link #intersects} is unchanged; the costs and
     * the argument are in docs/precision.md ("Exact predicates") and bench/RESULTS.md.
     *
     * @param a one box
     * @param b the other box
     * @return true if they intersect or touch, exactly; symmetric in {@code a} and {@code b}
     * @throws NullPointerException if {@code a} or {@code b} is null
     */
    public static boolean intersectsExact(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return Sat2dExactKernel.intersects(a, b);
    }

    /**
     * Tests exactly, with no tolerance and no band, whether a point lies in the closed box that the
     * box's stored doubles define (the parallelogram of its stored axes, as for
     * {@link #intersectsExact}). Filtered like {@link #intersectsExact}; {@link Obb2d#contains}
     * answers the same except within about {@code 1e-12} of the box's scale of its boundary.
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @return true if the point is inside or on the boundary, exactly
     * @throws NullPointerException     if {@code box} is null
     * @throws IllegalArgumentException if a coordinate is NaN, infinite, or beyond {@code MAX_REACH = 1e300}
     */
    public static boolean containsExact(Obb2d box, double x, double y) {
        Objects.requireNonNull(box, "box");
        Checks.withinReach("x", x);
        Checks.withinReach("y", y);
        return Sat2dExactKernel.contains(box, x, y);
    }

    /**
     * The minimum translation vector that pushes {@code b} out of {@code a}: over the four axes of
     * {@link #intersects}, the one with the least overlap, pointing from A's centre towards B's
     * along that axis. Moving {@code b} by {@code normal * depth} leaves the boxes touching.
     *
     * <p>Tie-break: among axes with equal computed overlap the first in {@link SatAxis2d} order wins
     * (A_X, A_Y, B_X, B_Y). The overlaps include the lean of {@link #EPSILON}, which scales with each
     * box's size, so overlaps equal in exact arithmetic between boxes of different sizes may differ in
     * their last bits and pick either axis (with the same depth, to within the band). When B's centre
     * projects exactly onto A's on the chosen axis (concentric boxes), the normal is the axis itself,
     * not its negation.
     *
     * <p>The overlaps are the margins of the tests of {@link #intersects}, lean included, and the
     * depth is the least of them: the result is non-null exactly when {@code intersects(a, b)} is
     * true, and touching boxes get a depth inside the band (the lean on the chosen axis).
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or {@code null} when the boxes are separated
     */
    public static @Nullable Mtv2d mtv(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return push(a, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy, b.hx, b.hy, null, false);
    }

    /**
     * {@link #mtv(Obb2d, Obb2d)} into a caller's holder, allocating nothing: the same push, bit for
     * bit, as a contact at time 0 ({@link MutableContact2d#normalX()}, {@link MutableContact2d#normalY()},
     * {@link MutableContact2d#depth()}, {@link MutableContact2d#axis()}).
     *
     * @param a    the box that stays
     * @param b    the box to push
     * @param dest the holder to overwrite: the push, or "no contact" when the boxes are separated
     * @return true if the boxes intersect (and {@code dest} holds the push)
     * @throws NullPointerException if an argument is null
     */
    public static boolean mtv(Obb2d a, Obb2d b, MutableContact2d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(dest, "dest");
        return push(a, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy, b.hx, b.hy, dest, false) != null || dest.none();
    }

    /**
     * What {@link #push} answers when it wrote the push into a holder: a shared constant that only
     * says "intersecting", never handed out. The value form cannot take a holder of its own: a holder
     * made there escapes into {@link #push}, which C2 does not inline into every caller, and is then
     * allocated beside the result.
     */
    private static final Mtv2d IN_HOLDER = Mtv2d.trusted(1, 0, 0, SatAxis2d.A_X);

    /**
     * {@link #mtv}'s choice for A against a box B given as its numbers (centre, axes, half-extents),
     * or {@code null} when an axis separates the boxes (and {@code dest} is left alone). With no
     * holder it returns the push as a new {@link Mtv2d}; with one it writes the push's normal, depth
     * and axis into {@code dest} at time 0 and returns a constant that only means "intersecting"
     * ({@code Sweep2dKernel} reports it for boxes that overlap at the start). One body for every
     * form, so that they choose alike bit for bit; with {@code separating} the depth is
     * {@link #clearDepth}'s, that of {@link #separatingMtv}.
     */
    static @Nullable Mtv2d push(Obb2d a, double bcx, double bcy, double bux, double buy, double bvx, double bvy,
                                double bhx, double bhy, @Nullable MutableContact2d dest, boolean separating) {
        double tx = bcx - a.cx;
        double ty = bcy - a.cy;
        double ta0 = tx * a.ux + ty * a.uy;
        double ta1 = tx * a.vx + ty * a.vy;
        double r00 = a.ux * bux + a.uy * buy;
        double r01 = a.ux * bvx + a.uy * bvy;
        double r10 = a.vx * bux + a.vy * buy;
        double r11 = a.vx * bvx + a.vy * bvy;
        double q00 = Math.abs(r00) + EPSILON;
        double q01 = Math.abs(r01) + EPSILON;
        double q10 = Math.abs(r10) + EPSILON;
        double q11 = Math.abs(r11) + EPSILON;
        double tb0 = ta0 * r00 + ta1 * r10;
        double tb1 = ta0 * r01 + ta1 * r11;
        // The overlap on each axis: the tests of intersects, as margins.
        double o0 = a.hx + bhx * q00 + bhy * q01 - Math.abs(ta0);   // L = A0
        double o1 = a.hy + bhx * q10 + bhy * q11 - Math.abs(ta1);   // L = A1
        double o2 = a.hx * q00 + a.hy * q10 + bhx - Math.abs(tb0);   // L = B0
        double o3 = a.hx * q01 + a.hy * q11 + bhy - Math.abs(tb1);   // L = B1
        if (o0 < 0 || o1 < 0 || o2 < 0 || o3 < 0) {
            return null;
        }
        double depth = o0;
        double p = ta0;
        double nx = a.ux;
        double ny = a.uy;
        SatAxis2d axis = SatAxis2d.A_X;
        if (o1 < depth) {
            depth = o1;
            p = ta1;
            nx = a.vx;
            ny = a.vy;
            axis = SatAxis2d.A_Y;
        }
        if (o2 < depth) {
            depth = o2;
            p = tb0;
            nx = bux;
            ny = buy;
            axis = SatAxis2d.B_X;
        }
        if (o3 < depth) {
            depth = o3;
            p = tb1;
            nx = bvx;
            ny = bvy;
            axis = SatAxis2d.B_Y;
        }
        if (p < 0) {
            nx = -nx;
            ny = -ny;
        }
        double push = Math.max(depth, 0);
        if (separating) {
            push = clearDepth(a, bcx, bcy, bux, buy, bvx, bvy, bhx, bhy, nx, ny, push);
        }
        if (dest == null) {
            return Mtv2d.trusted(nx, ny, push, axis);
        }
        dest.set(0, nx, ny, push, axis);
        return IN_HOLDER;
    }

    /**
     * The push that separates: {@link #mtv}'s normal and axis with a depth that leaves the boxes
     * apart, not touching. Pushing B by {@link #mtv} leaves the pair touching, and touching counts as
     * intersecting, so a loop "while they intersect, push by the MTV" need not end; pushed by this
     * result, {@code b.translated(m.normalX() * m.depth(), m.normalY() * m.depth())}, B no longer
     * intersects A ({@code intersects} answers false for exactly that box: this method checks it).
     *
     * <p>The depth is {@code mtv}'s plus a slop: {@code 2 boundaryBand(a, b)} plus four ulps of B's
     * largest centre coordinate (the rounding of the moved centre), doubled until the moved box is
     * clear, which it is at once unless the centre's rounding swallowed the push
     * (docs/precision.md).
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the separating push, or {@code null} when the boxes are already separated
     * @throws IllegalArgumentException if B pushed clear would reach beyond {@link Obb2d#MAX_REACH}
     */
    public static @Nullable Mtv2d separatingMtv(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return push(a, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy, b.hx, b.hy, null, true);
    }

    /**
     * {@link #separatingMtv(Obb2d, Obb2d)} into a caller's holder, allocating nothing (but for a pass
     * that the rounding of the moved centre leaves touching, which is rare): the same push, bit for
     * bit, as a contact at time 0.
     *
     * @param a    the box that stays
     * @param b    the box to push
     * @param dest the holder to overwrite: the push, or "no contact" when the boxes are separated
     * @return true if the boxes intersect (and {@code dest} holds the separating push)
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if B pushed clear would reach beyond {@link Obb2d#MAX_REACH}
     *                                  ({@code dest} is then left as it was)
     */
    public static boolean separatingMtv(Obb2d a, Obb2d b, MutableContact2d dest) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(dest, "dest");
        return push(a, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy, b.hx, b.hy, dest, true) != null || dest.none();
    }

    /**
     * The depth of {@link #separatingMtv} along the push {@code (nx, ny) * depth}: the push plus the
     * slop, doubled until B moved by it no longer intersects A. B is moved and checked as
     * {@link Obb2d#translated(double, double)} moves and checks it (the same messages once it would
     * leave the reach, which ends the loop), and tested by {@link #push}'s comparisons, which are
     * {@link #intersects}'s as margins, on its numbers, so that no box is made.
     */
    private static double clearDepth(Obb2d a, double bcx, double bcy, double bux, double buy, double bvx,
                                     double bvy, double bhx, double bhy, double nx, double ny, double depth) {
        // boundaryBand(a, b), term for term.
        double scale = Math.max(Math.abs(bcx - a.cx), Math.abs(bcy - a.cy)) + a.hx + a.hy + bhx + bhy;
        double slop = 2 * (BAND_RELATIVE * scale) + 4 * Math.ulp(Math.max(Math.abs(bcx), Math.abs(bcy)));
        // Ends: each pass doubles the push, and the reach check throws once B would leave the reach.
        while (true) {
            double push = depth + slop;
            double mx = Checks.finite("dx", nx * push);
            double my = Checks.finite("dy", ny * push);
            double cx = Checks.finite("translated centerX", bcx + mx);
            double cy = Checks.finite("translated centerY", bcy + my);
            BoxPoints2d.checkReach(cx, cy, bhx, bhy);
            // Apart: allocates nothing; a pass that finds B still touching (rare) makes one Mtv2d.
            if (push(a, cx, cy, bux, buy, bvx, bvy, bhx, bhy, null, false) == null) {
                return push;
            }
            slop *= 2;
        }
    }

    /**
     * The width of the band around "touching" inside which {@link #intersects} and
     * {@link #mtv} may answer either way: {@link #BAND_RELATIVE} times the pair's scale, which is the
     * largest component of the centre difference plus all four half-extents. A pair whose true
     * signed gap (the largest separation of their projections over all directions, negative for
     * overlap) is further than this from 0 gets the exact answer.
     *
     * @param a one box
     * @param b the other box
     * @return the band's half-width, in world units
     */
    public static double boundaryBand(Obb2d a, Obb2d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double scale = Math.max(Math.abs(b.cx - a.cx), Math.abs(b.cy - a.cy)) + a.hx + a.hy + b.hx + b.hy;
        return BAND_RELATIVE * scale;
    }
}
