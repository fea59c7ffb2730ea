package io.github.obbkit.testkit.oracle;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.Objects;
import org.joml.Matrix4dc;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * Slow, independent answers to the questions {@code core3d} answers fast, written differently from
 * the kernels and from each other so that a shared mistake is unlikely.
 *
 * <p><b>Corner projection</b> ({@link #separation}). The fast kernel works in A's frame with the
 * matrix {@code R = A Bᵀ} and two-term expressions for the edge-edge axes. This oracle never forms
 * {@code R}: it builds the eight corners of each box from the definition, derives each box's edge
 * directions from differences of its corners, and projects all sixteen corners on every candidate
 * direction. The candidates are the edge directions of both boxes (which are also their face
 * normals; a short edge's direction is taken from the cross product of the other two when that is
 * known better), the cross products of every two edge directions (within a box, which recovers the face
 * normal of a box flattened to a rectangle, and across boxes, the edge-edge axes), the direction
 * between the centres, for every edge direction the part of the centre difference perpendicular to
 * it (which separates parallel segments, and a point from a segment), and two fixed directions
 * across the first edge (which find a point lying on a segment's line touching it). Projecting on
 * any direction is a valid test, and these include every face normal of the Minkowski difference of
 * the two boxes, also when one or both are flattened to rectangles, segments or points, so the
 * largest gap is the separation. Directions of zero length are skipped. Corners are built relative
 * to their own box's centre and the centre difference is added once, so rounding is relative to
 * the pair's size, not to its distance from the origin.
 *
 * <p><b>Linear programming</b> ({@link #slabInflation}). A box is the intersection of three slabs
 * {@code |a_i·(x − c)| <= h_i}. Inflate every slab of both boxes by the same {@code δ}; the least
 * {@code δ} for which the twelve half-spaces still share a point is the optimum of a linear program
 * in {@code (x, δ)}, and it is negative, zero or positive exactly when the boxes overlap, touch or
 * are apart. It is found by enumerating the vertices of the feasible set: every four of the twelve
 * bounding planes are solved as a 4x4 system, and the solutions that satisfy all twelve within a
 * tiny tolerance are kept (each system is solved by subtracting one row from the other three,
 * which removes {@code δ}, and Cramer's rule on the remaining 3x3). No projection and no
 * separating axis is involved.
 *
 * <p>Everything here allocates and is meant for tests only.
 */
public final class Oracles3d {
    /** How many Fibonacci-sphere directions {@link #mtv} searches besides the candidate axes. */
    public static final int SEARCH_DIRECTIONS = 1500;

    /**
     * The relative tolerance of the linear program: a vertex counts as feasible when it violates no
     * half-space by more than this times the pair's scale.
     */
    public static final double LINEAR_PROGRAM_TOLERANCE = 1e-11;

    /** Corner indices whose difference with corner 0 is an edge along local X, Y and Z. */
    private static final int[] EDGE_ENDS = {1, 2, 4};

    private static final double[] FIBONACCI = fibonacciSphere(SEARCH_DIRECTIONS);

    private Oracles3d() {
    }

    // ----------------------------------------------------------------------------------- corners

    /**
     * The corners of a box, relative to {@code origin}, computed from the definition: the canonical
     * corners {@code (±1, ±1, ±1)} scaled by the half-extents and taken through the inverse
     * (transpose) of the row rotation. Corner {@code i} takes the sign of X from bit 0, Y from bit 1
     * and Z from bit 2 (bit clear means minus), as {@link Obb3d#corners(double[])} does.
     *
     * @param box     the box
     * @param originX the x subtracted from every corner
     * @param originY the y subtracted from every corner
     * @param originZ the z subtracted from every corner
     * @return {@code x0, y0, z0, ..., x7, y7, z7}
     */
    public static double[] corners(Obb3d box, double originX, double originY, double originZ) {
        Objects.requireNonNull(box, "box");
        double[] shape = shape(box);
        double ox = box.centerX() - originX;
        double oy = box.centerY() - originY;
        double oz = box.centerZ() - originZ;
        for (int i = 0; i < 8; i++) {
            shape[3 * i] += ox;
            shape[3 * i + 1] += oy;
            shape[3 * i + 2] += oz;
        }
        return shape;
    }

    /** The corners relative to the box's own centre. */
    static double[] shape(Obb3d box) {
        // inverse(rotation) = transpose: its rows are the columns of the row-axes rotation.
        double[][] inverse = {
            {box.axisXx(), box.axisYx(), box.axisZx()},
            {box.axisXy(), box.axisYy(), box.axisZy()},
            {box.axisXz(), box.axisYz(), box.axisZz()}};
        double[] pts = new double[24];
        for (int i = 0; i < 8; i++) {
            double[] local = {
                ((i & 1) == 0 ? -1 : 1) * box.halfExtentX(),
                ((i & 2) == 0 ? -1 : 1) * box.halfExtentY(),
                ((i & 4) == 0 ? -1 : 1) * box.halfExtentZ()};
            for (int row = 0; row < 3; row++) {
                pts[3 * i + row] = inverse[row][0] * local[0] + inverse[row][1] * local[1]
                        + inverse[row][2] * local[2];
            }
        }
        return pts;
    }

    /**
     * A box's three edge directions from its corners (relative to its own centre): unit vectors
     * {@code d[0..8]} and the edge lengths {@code d[9..11]}, a zero-length edge leaving a zero
     * direction. A corner difference carries rounding of the size of the box's largest coordinate,
     * so a short edge of a box that is long the other way has a poorly known direction; when the
     * cross product of the other two edges is known better (their lengths are larger), that is
     * used instead, since the edges of a box are perpendicular.
     */
    static double[] edgeDirections(double[] pts) {
        double[] d = new double[12];
        for (int k = 0; k < 3; k++) {
            int end = EDGE_ENDS[k];
            double ex = pts[3 * end] - pts[0];
            double ey = pts[3 * end + 1] - pts[1];
            double ez = pts[3 * end + 2] - pts[2];
            double len = Math.sqrt(ex * ex + ey * ey + ez * ez);
            d[9 + k] = len;
            if (len > 0) {
                d[3 * k] = ex / len;
                d[3 * k + 1] = ey / len;
                d[3 * k + 2] = ez / len;
            }
        }
        double[] refined = d.clone();
        for (int k = 0; k < 3; k++) {
            int i = (k + 1) % 3;
            int j = (k + 2) % 3;
            double li = d[9 + i];
            double lj = d[9 + j];
            // Relative errors: about 1/len for a corner difference, 1/li + 1/lj for the cross product.
            if (li > 0 && lj > 0 && (d[9 + k] == 0 || 1 / li + 1 / lj < 1 / d[9 + k])) {
                double cx = d[3 * i + 1] * d[3 * j + 2] - d[3 * i + 2] * d[3 * j + 1];
                double cy = d[3 * i + 2] * d[3 * j] - d[3 * i] * d[3 * j + 2];
                double cz = d[3 * i] * d[3 * j + 1] - d[3 * i + 1] * d[3 * j];
                double len = Math.sqrt(cx * cx + cy * cy + cz * cz);
                if (d[9 + k] > 0 && len > 0) {
                    // Keep the direction from corner 0 towards the far end of the edge.
                    double sign = cx * d[3 * k] + cy * d[3 * k + 1] + cz * d[3 * k + 2] < 0 ? -1 : 1;
                    refined[3 * k] = sign * cx / len;
                    refined[3 * k + 1] = sign * cy / len;
                    refined[3 * k + 2] = sign * cz / len;
                }
            }
        }
        return refined;
    }

    // -------------------------------------------------------------------------- corner projection

    /**
     * The signed separation of two closed boxes: the largest gap between their corner projections
     * over all candidate directions (see the class comment). Positive means separated by at least
     * that distance; zero, touching; negative, overlapping on every candidate, by at least that
     * much (it is then minus the penetration depth).
     *
     * @param a one box
     * @param b the other box
     * @return the signed separation
     */
    public static double separation(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double f = rescale(a, b);
        if (f != 1) {
            return separation(scaled(a, f), scaled(b, f)) / f;
        }
        Setup s = new Setup(a, b);
        double best = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < s.axisCount; k++) {
            best = Math.max(best, s.gap(s.axes[3 * k], s.axes[3 * k + 1], s.axes[3 * k + 2]));
        }
        return best == Double.NEGATIVE_INFINITY ? 0 : best; // two points at the same place
    }

    /**
     * Whether two closed boxes intersect by corner projection: {@code separation(a, b) <= 0}.
     *
     * @param a one box
     * @param b the other box
     * @return true if they share a point (up to the oracle's rounding)
     */
    public static boolean intersects(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double f = rescale(a, b);
        if (f != 1) {
            return intersects(scaled(a, f), scaled(b, f));
        }
        return separation(a, b) <= 0;
    }

    /**
     * The largest gap between the corner projections on the six face normals alone (each box's
     * edge directions), ignoring every cross product. A pair with {@code separation(a, b) > 0} and
     * {@code faceAxisGap(a, b) <= 0} is separated only by an edge-edge axis.
     *
     * @param a one box
     * @param b the other box
     * @return the largest face-axis gap; negative infinity if neither box has an edge
     */
    public static double faceAxisGap(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double f = rescale(a, b);
        if (f != 1) {
            return faceAxisGap(scaled(a, f), scaled(b, f)) / f;
        }
        Setup s = new Setup(a, b);
        double best = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < s.edgeCount; k++) {
            best = Math.max(best, s.gap(s.axes[3 * k], s.axes[3 * k + 1], s.axes[3 * k + 2]));
        }
        return best;
    }

    /**
     * The brute-force minimum translation that pushes {@code b} out of {@code a}: over the candidate
     * directions of {@link #separation} and {@link #SEARCH_DIRECTIONS} Fibonacci-sphere directions,
     * each with both signs, the shortest push of B along a direction after which the corner
     * projections only touch on it.
     *
     * @param a the box that stays
     * @param b the box to push
     * @return the push, or {@code null} when {@code separation(a, b) > 0}
     */
    public static @Nullable Push3d mtv(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double f = rescale(a, b);
        if (f != 1) {
            Push3d push = mtv(scaled(a, f), scaled(b, f));
            return push == null ? null : new Push3d(push.normalX(), push.normalY(), push.normalZ(), push.depth() / f);
        }
        Setup s = new Setup(a, b);
        double sep = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < s.axisCount; k++) {
            sep = Math.max(sep, s.gap(s.axes[3 * k], s.axes[3 * k + 1], s.axes[3 * k + 2]));
        }
        if (sep > 0) {
            return null;
        }
        double best = Double.POSITIVE_INFINITY;
        double bx = 1;
        double by = 0;
        double bz = 0;
        int n = s.axisCount + SEARCH_DIRECTIONS;
        for (int k = 0; k < n; k++) {
            double[] dirs = k < s.axisCount ? s.axes : FIBONACCI;
            int at = k < s.axisCount ? 3 * k : 3 * (k - s.axisCount);
            double nx = dirs[at];
            double ny = dirs[at + 1];
            double nz = dirs[at + 2];
            s.project(nx, ny, nz);
            double plus = s.maxA - s.minB;
            double minus = s.maxB - s.minA;
            if (plus < best) {
                best = plus;
                bx = nx;
                by = ny;
                bz = nz;
            }
            if (minus < best) {
                best = minus;
                bx = -nx;
                by = -ny;
                bz = -nz;
            }
        }
        return new Push3d(bx, by, bz, Math.max(best, 0));
    }

    /** Corners of both boxes relative to A's centre, and the candidate directions. */
    private static final class Setup {
        final double[] pa;
        final double[] pb;
        final double[] axes = new double[3 * 30];
        int edgeCount;
        int axisCount;
        double minA;
        double maxA;
        double minB;
        double maxB;

        Setup(Obb3d a, Obb3d b) {
            pa = shape(a);
            double[] sb = shape(b);
            double dx = b.centerX() - a.centerX();
            double dy = b.centerY() - a.centerY();
            double dz = b.centerZ() - a.centerZ();
            pb = sb.clone();
            for (int i = 0; i < 8; i++) {
                pb[3 * i] += dx;
                pb[3 * i + 1] += dy;
                pb[3 * i + 2] += dz;
            }
            // Edge directions from each box's own corners, so a box far from A keeps its precision.
            double[] edges = new double[18];
            int e = 0;
            for (double[] pts : new double[][] {pa, sb}) {
                double[] dirs = edgeDirections(pts);
                for (int k = 0; k < 3; k++) {
                    if (dirs[9 + k] > 0 && addUnit(dirs[3 * k], dirs[3 * k + 1], dirs[3 * k + 2])) {
                        edges[3 * e] = axes[3 * (axisCount - 1)];
                        edges[3 * e + 1] = axes[3 * (axisCount - 1) + 1];
                        edges[3 * e + 2] = axes[3 * (axisCount - 1) + 2];
                        e++;
                    }
                }
            }
            edgeCount = axisCount;
            for (int i = 0; i < e; i++) {
                for (int j = i + 1; j < e; j++) {
                    double ux = edges[3 * i];
                    double uy = edges[3 * i + 1];
                    double uz = edges[3 * i + 2];
                    double vx = edges[3 * j];
                    double vy = edges[3 * j + 1];
                    double vz = edges[3 * j + 2];
                    addUnit(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
                }
            }
            addUnit(dx, dy, dz);
            if (e > 0) {
                // When every edge is parallel to the first (segments, or a point and a segment), the
                // Minkowski difference is a segment and any direction across it may be the one that
                // separates; the part of the centre difference across it vanishes when the centre
                // lies on its line, so two fixed directions across it are added.
                double ux = edges[0];
                double uy = edges[1];
                double uz = edges[2];
                int k = Math.abs(ux) < 0.6 ? 0 : Math.abs(uy) < 0.6 ? 1 : 2;
                double ek = k == 0 ? ux : k == 1 ? uy : uz;
                double px = (k == 0 ? 1 : 0) - ek * ux;
                double py = (k == 1 ? 1 : 0) - ek * uy;
                double pz = (k == 2 ? 1 : 0) - ek * uz;
                addUnit(px, py, pz);
                addUnit(uy * pz - uz * py, uz * px - ux * pz, ux * py - uy * px);
            }
            for (int i = 0; i < e; i++) {
                double ux = edges[3 * i];
                double uy = edges[3 * i + 1];
                double uz = edges[3 * i + 2];
                double along = dx * ux + dy * uy + dz * uz;
                addUnit(dx - along * ux, dy - along * uy, dz - along * uz);
            }
        }

        private boolean addUnit(double x, double y, double z) {
            double len = Math.sqrt(x * x + y * y + z * z);
            if (!(len > 0) || !Double.isFinite(len)) {
                return false;
            }
            axes[3 * axisCount] = x / len;
            axes[3 * axisCount + 1] = y / len;
            axes[3 * axisCount + 2] = z / len;
            axisCount++;
            return true;
        }

        void project(double nx, double ny, double nz) {
            minA = Double.POSITIVE_INFINITY;
            maxA = Double.NEGATIVE_INFINITY;
            minB = Double.POSITIVE_INFINITY;
            maxB = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < 8; i++) {
                double p = pa[3 * i] * nx + pa[3 * i + 1] * ny + pa[3 * i + 2] * nz;
                minA = Math.min(minA, p);
                maxA = Math.max(maxA, p);
                double q = pb[3 * i] * nx + pb[3 * i + 1] * ny + pb[3 * i + 2] * nz;
                minB = Math.min(minB, q);
                maxB = Math.max(maxB, q);
            }
        }

        double gap(double nx, double ny, double nz) {
            project(nx, ny, nz);
            return Math.max(minB - maxA, minA - maxB);
        }
    }

    private static double[] fibonacciSphere(int n) {
        double[] dirs = new double[3 * n];
        double golden = Math.PI * (3 - Math.sqrt(5));
        for (int i = 0; i < n; i++) {
            double z = 1 - (2 * i + 1) / (double) n;
            double r = Math.sqrt(Math.max(0, 1 - z * z));
            double phi = golden * i;
            dirs[3 * i] = r * Math.cos(phi);
            dirs[3 * i + 1] = r * Math.sin(phi);
            dirs[3 * i + 2] = z;
        }
        return dirs;
    }

    // ------------------------------------------------------------------------- linear programming

    /**
     * The least slab inflation {@code δ*} at which two boxes share a point: the minimum of
     * {@code δ} subject to {@code |a_i·(x − cA)| <= hA_i + δ} and {@code |b_j·(x − cB)| <= hB_j + δ}
     * for the three axes of each box, found by vertex enumeration (see the class comment). It has
     * the sign of the boxes' separation: negative when they overlap, zero when they touch, positive
     * when they are apart. Its size is not a distance, but for boxes a distance {@code D} apart it
     * is at least {@code D / (2√3)}: inflating a box by {@code δ} on each slab moves no face by more
     * than {@code δ} and no corner by more than {@code δ√3}.
     *
     * @param a one box
     * @param b the other box
     * @return {@code δ*}, in world units
     */
    public static double slabInflation(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        // Unknowns (y, δ) with y = x − cA; twelve half-spaces n·(y, δ) <= c.
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double dz = b.centerZ() - a.centerZ();
        double[][] axes = {
            {a.axisXx(), a.axisXy(), a.axisXz()}, {a.axisYx(), a.axisYy(), a.axisYz()}, {a.axisZx(), a.axisZy(), a.axisZz()},
            {b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()}, {b.axisZx(), b.axisZy(), b.axisZz()}};
        double[] half = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ(),
            b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        double[] n = new double[48];
        double[] c = new double[12];
        for (int k = 0; k < 6; k++) {
            double offset = k < 3 ? 0 : axes[k][0] * dx + axes[k][1] * dy + axes[k][2] * dz;
            for (int s = 0; s < 2; s++) {
                int row = 2 * k + s;
                double sign = s == 0 ? 1 : -1;
                n[4 * row] = sign * axes[k][0];
                n[4 * row + 1] = sign * axes[k][1];
                n[4 * row + 2] = sign * axes[k][2];
                n[4 * row + 3] = -1;
                c[row] = half[k] + sign * offset;
            }
        }
        double tolerance = LINEAR_PROGRAM_TOLERANCE * scale(a, b);
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 12; i++) {
            for (int j = i + 1; j < 12; j++) {
                // Row i subtracted from the other three removes δ: v_k · y = c_k − c_i.
                double v1x = n[4 * j] - n[4 * i];
                double v1y = n[4 * j + 1] - n[4 * i + 1];
                double v1z = n[4 * j + 2] - n[4 * i + 2];
                double w1 = c[j] - c[i];
                for (int k = j + 1; k < 12; k++) {
                    double v2x = n[4 * k] - n[4 * i];
                    double v2y = n[4 * k + 1] - n[4 * i + 1];
                    double v2z = n[4 * k + 2] - n[4 * i + 2];
                    double w2 = c[k] - c[i];
                    // v1 x v2, shared by every fourth row.
                    double x12 = v1y * v2z - v1z * v2y;
                    double y12 = v1z * v2x - v1x * v2z;
                    double z12 = v1x * v2y - v1y * v2x;
                    for (int l = k + 1; l < 12; l++) {
                        double v3x = n[4 * l] - n[4 * i];
                        double v3y = n[4 * l + 1] - n[4 * i + 1];
                        double v3z = n[4 * l + 2] - n[4 * i + 2];
                        double w3 = c[l] - c[i];
                        double det = v3x * x12 + v3y * y12 + v3z * z12;
                        if (!(Math.abs(det) > 1e-15)) {
                            continue; // the four planes meet in no single point
                        }
                        // Cramer's rule: y = (w1 (v2 x v3) + w2 (v3 x v1) + w3 (v1 x v2)) / det.
                        double yx = (w1 * (v2y * v3z - v2z * v3y) + w2 * (v3y * v1z - v3z * v1y) + w3 * x12) / det;
                        double yy = (w1 * (v2z * v3x - v2x * v3z) + w2 * (v3z * v1x - v3x * v1z) + w3 * y12) / det;
                        double yz = (w1 * (v2x * v3y - v2y * v3x) + w2 * (v3x * v1y - v3y * v1x) + w3 * z12) / det;
                        double delta = n[4 * i] * yx + n[4 * i + 1] * yy + n[4 * i + 2] * yz - c[i];
                        if (!(delta < best)) {
                            continue;
                        }
                        boolean feasible = true;
                        for (int q = 0; q < 12 && feasible; q++) {
                            double lhs = n[4 * q] * yx + n[4 * q + 1] * yy + n[4 * q + 2] * yz - delta;
                            feasible = lhs <= c[q] + tolerance;
                        }
                        if (feasible) {
                            best = delta;
                        }
                    }
                }
            }
        }
        return best;
    }

    /**
     * Whether two closed boxes intersect by the linear program: {@code slabInflation(a, b)} is at
     * most {@link #LINEAR_PROGRAM_TOLERANCE} times the pair's scale (touching boxes come out at 0
     * give or take rounding, and flat boxes that cross cannot be deflated at all).
     *
     * @param a one box
     * @param b the other box
     * @return true if they share a point (up to the oracle's tolerance)
     */
    public static boolean intersectsByLinearProgram(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return slabInflation(a, b) <= LINEAR_PROGRAM_TOLERANCE * scale(a, b);
    }

    // --------------------------------------------------------------------- bounds and transforms

    /**
     * The bounds of a box's eight corners, by taking their minimum and maximum.
     *
     * @param box the box
     * @return the axis-aligned box spanned by the corners
     */
    public static Aabb3d aabbOfCorners(Obb3d box) {
        Objects.requireNonNull(box, "box");
        return boundsOf(corners(box, 0, 0, 0));
    }

    /**
     * The reference for transforming an axis-aligned box: its eight corners taken through the affine
     * matrix one by one ({@code x' = m00 x + m10 y + m20 z + m30}, JOML's column convention), and
     * the bounds of the results.
     *
     * @param transform the affine transform (its bottom row is ignored)
     * @param box       the box to transform
     * @return the bounds of the transformed corners
     */
    public static Aabb3d transformByCorners(Matrix4dc transform, Aabb3d box) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(box, "box");
        return boundsOf(transformedCorners(transform, box));
    }

    /**
     * The eight corners of an axis-aligned box taken through an affine matrix, in the corner order of
     * {@link #corners}.
     *
     * @param transform the affine transform (its bottom row is ignored)
     * @param box       the box
     * @return {@code x0, y0, z0, ..., x7, y7, z7}
     */
    public static double[] transformedCorners(Matrix4dc transform, Aabb3d box) {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(box, "box");
        double[] out = new double[24];
        for (int i = 0; i < 8; i++) {
            double x = (i & 1) == 0 ? box.minX() : box.maxX();
            double y = (i & 2) == 0 ? box.minY() : box.maxY();
            double z = (i & 4) == 0 ? box.minZ() : box.maxZ();
            out[3 * i] = transform.m00() * x + transform.m10() * y + transform.m20() * z + transform.m30();
            out[3 * i + 1] = transform.m01() * x + transform.m11() * y + transform.m21() * z + transform.m31();
            out[3 * i + 2] = transform.m02() * x + transform.m12() * y + transform.m22() * z + transform.m32();
        }
        return out;
    }

    private static Aabb3d boundsOf(double[] p) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < 8; i++) {
            for (int k = 0; k < 3; k++) {
                lo[k] = Math.min(lo[k], p[3 * i + k]);
                hi[k] = Math.max(hi[k], p[3 * i + k]);
            }
        }
        return Aabb3d.of(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]);
    }

    // ------------------------------------------------------------------------------ closest point

    /**
     * The point of a closed box nearest to {@code (x, y, z)}, by features rather than by clamping in
     * the box's frame: if the point is inside (its projection on each corner-derived edge direction
     * within half that edge's length of the centre) it is returned; otherwise the nearest of its
     * projections onto the six faces, each face a rectangle spanned by three of the corners.
     *
     * @param box the box
     * @param x   the point's x
     * @param y   the point's y
     * @param z   the point's z
     * @return the nearest point of the box (a new vector)
     */
    public static Vector3d closestPoint(Obb3d box, double x, double y, double z) {
        Objects.requireNonNull(box, "box");
        double f = rescale(box, box, Math.max(Math.max(Math.abs(x), Math.abs(y)), Math.abs(z)));
        if (f != 1) {
            return closestPoint(scaled(box, f), x * f, y * f, z * f).div(f);
        }
        double[] p = shape(box);
        double px = x - box.centerX();
        double py = y - box.centerY();
        double pz = z - box.centerZ();
        // Inside: within half an edge of the centre along each (refined) edge direction.
        double[] dirs = edgeDirections(p);
        boolean solid = dirs[9] > 0 && dirs[10] > 0 && dirs[11] > 0;
        boolean inside = true;
        for (int k = 0; k < 3 && solid; k++) {
            double along = px * dirs[3 * k] + py * dirs[3 * k + 1] + pz * dirs[3 * k + 2];
            inside &= Math.abs(along) <= dirs[9 + k] / 2;
        }
        if (solid && inside) {
            return new Vector3d(x, y, z);
        }
        // Faces: through a corner o, spanned by the two other edges; both faces per axis.
        double best = Double.POSITIVE_INFINITY;
        double[] nearest = new double[3];
        for (int axis = 0; axis < 3; axis++) {
            int u = (axis + 1) % 3;
            int v = (axis + 2) % 3;
            for (int side = 0; side < 2; side++) {
                int o = side == 0 ? 0 : 1 << axis;
                double ox = p[3 * o];
                double oy = p[3 * o + 1];
                double oz = p[3 * o + 2];
                double s = clampedParameter(dirs, u, px - ox, py - oy, pz - oz);
                double t = clampedParameter(dirs, v, px - ox, py - oy, pz - oz);
                double[] q = {
                    ox + s * dirs[3 * u] + t * dirs[3 * v],
                    oy + s * dirs[3 * u + 1] + t * dirs[3 * v + 1],
                    oz + s * dirs[3 * u + 2] + t * dirs[3 * v + 2]};
                double dd = sq(q[0] - px) + sq(q[1] - py) + sq(q[2] - pz);
                if (dd < best) {
                    best = dd;
                    nearest = q;
                }
            }
        }
        return new Vector3d(box.centerX() + nearest[0], box.centerY() + nearest[1], box.centerZ() + nearest[2]);
    }

    /** How far along edge {@code k} (from corner o, offset x, y, z) the nearest point of the edge lies. */
    private static double clampedParameter(double[] dirs, int k, double x, double y, double z) {
        double along = x * dirs[3 * k] + y * dirs[3 * k + 1] + z * dirs[3 * k + 2];
        return Math.max(0, Math.min(dirs[9 + k], along));
    }

    private static double sq(double v) {
        return v * v;
    }

    // ----------------------------------------------------------------------------------- scales

    /**
     * The scale of a pair that bands are measured in: the largest component of the centre
     * difference plus all six half-extents (the scale of {@code Sat3d.boundaryBand}).
     *
     * @param a one box
     * @param b the other box
     * @return the scale, in world units
     */
    public static double scale(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double d = Math.max(Math.max(Math.abs(b.centerX() - a.centerX()), Math.abs(b.centerY() - a.centerY())),
                Math.abs(b.centerZ() - a.centerZ()));
        return d + a.halfExtentX() + a.halfExtentY() + a.halfExtentZ()
                + b.halfExtentX() + b.halfExtentY() + b.halfExtentZ();
    }

    /**
     * A few ulps of the pair's coordinates: what moving a box can change by rounding alone, which
     * grows with the distance from the origin rather than with the pair's size.
     *
     * @param a one box
     * @param b the other box
     * @return the rounding, in world units
     */
    public static double positionRounding(Obb3d a, Obb3d b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        double far = Math.max(
                Math.max(Math.max(Math.abs(a.centerX()), Math.abs(a.centerY())), Math.abs(a.centerZ())),
                Math.max(Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())), Math.abs(b.centerZ())));
        return 8 * Math.ulp(far);
    }

    /**
     * The power of two that brings a pair whose largest number is outside {@code [2^-200, 2^200]} to
     * about 1, or 1: there the oracle's products of up to four of its numbers neither overflow nor
     * underflow. Scaling by a power of two is exact, so the rescaled pair has the same answers,
     * scaled; this keeps the oracle working across the whole domain the kernels accept.
     */
    private static double rescale(Obb3d a, Obb3d b) {
        return rescale(a, b, 0);
    }

    private static double rescale(Obb3d a, Obb3d b, double more) {
        double m = Math.max(more, Math.max(size(a), size(b)));
        if (m == 0 || m >= 0x1p-200 && m <= 0x1p200) {
            return 1;
        }
        return Math.scalb(1.0, -Math.getExponent(m));
    }

    private static double size(Obb3d box) {
        return Math.max(Math.max(Math.max(Math.abs(box.centerX()), Math.abs(box.centerY())), Math.abs(box.centerZ())),
                Math.max(Math.max(box.halfExtentX(), box.halfExtentY()), box.halfExtentZ()));
    }

    private static Obb3d scaled(Obb3d b, double f) {
        return Obb3d.fromAxes(b.centerX() * f, b.centerY() * f, b.centerZ() * f, b.axisXx(), b.axisXy(), b.axisXz(),
                b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentX() * f,
                b.halfExtentY() * f, b.halfExtentZ() * f);
    }
}
