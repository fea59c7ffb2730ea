package io.github.obbkit.core3d;

import java.util.ArrayList;
import java.util.List;

/**
 * A slow, straightforward DiTO written from the paper (T. Larsson and L. Källberg, "Fast Computation of
 * Tight-Fitting Oriented Bounding Boxes", Game Engine Gems 2, 2011) and {@link DitoKernel3d}'s documented
 * departures, for {@link DitoKernel3dOracleTest}: it lists every candidate frame the method considers,
 * each with its quality on the extremal points, so that a test can check the kernel's choice is one
 * of the best. Nothing is shared with the kernel but DiTO-26's principal-axes frame, which the
 * caller passes in (checked on its own by {@code PointFitKernel3dTest}): points are arrays of three,
 * frames are built from unit vectors (not the kernel's scaled Gram-Schmidt), and qualities are
 * computed from the extents along unit axes.
 *
 * <p>The discrete choices (which point is extremal, which pair is farthest, which point is farthest
 * from a line or a plane) follow the kernel's documented tie rule, the first of equals, and use the
 * plain formulas (squared distances, cross and dot products of differences), so that they agree
 * with the kernel's bit for bit where the input makes ties exact (repeated points, grids).
 */
final class DitoOracle3d {
    /** The quality's surface weight: a box of sizes x, y, z scores xyz + 1e-9 (x + y + z)(xy + yz + zx). */
    static final double AREA_WEIGHT = 1e-9;
    /** The paper's DiTO-14 directions: the world axes and the four cube diagonals. */
    private static final double[][] SEVEN = {
        {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}, {1, 1, -1}, {1, -1, 1}, {1, -1, -1}};
    /** DiTO-26's six more: the face diagonals. */
    private static final double[][] SIX = {{1, 1, 0}, {1, -1, 0}, {1, 0, 1}, {1, 0, -1}, {0, 1, 1}, {0, 1, -1}};
    static final double[] WORLD = {1, 0, 0, 0, 1, 0, 0, 0, 1};

    /** The points, the extremal points the candidates are scored on, and the candidates. */
    final double[][] points;
    final List<double[]> extremal = new ArrayList<>();
    final List<double[]> frames = new ArrayList<>();
    final List<Double> qualities = new ArrayList<>();
    /** The least quality of a candidate on the extremal points. */
    double best = Double.POSITIVE_INFINITY;
    /** Which path the points took: "world" (one distinct point), "line", or "triangle". */
    String path = "triangle";

    private DitoOracle3d(double[] q, int n) {
        points = new double[n][];
        for (int i = 0; i < n; i++) {
            points[i] = new double[] {q[3 * i], q[3 * i + 1], q[3 * i + 2]};
        }
    }

    /**
     * The candidates of DiTO-14 (variant 14) or DiTO-26 (variant 26) for the points {@code q}; for
     * DiTO-26, {@code principal} is the principal-axes frame it also tries (checked on its own by
     * {@code PointFitKernel3dTest}).
     */
    static DitoOracle3d of(double[] q, int n, int variant, double[] principal) {
        DitoOracle3d o = new DitoOracle3d(q, n);
        o.run(variant, principal);
        return o;
    }

    private void run(int variant, double[] principal) {
        List<double[]> dirs = new ArrayList<>(List.of(SEVEN));
        if (variant == 26) {
            dirs.addAll(List.of(SIX));
        }
        // The extremal points: least and greatest along each direction, the first of equals.
        for (double[] d : dirs) {
            int lo = 0;
            int hi = 0;
            for (int i = 1; i < points.length; i++) {
                if (dot(points[i], d) < dot(points[lo], d)) {
                    lo = i;
                }
                if (dot(points[i], d) > dot(points[hi], d)) {
                    hi = i;
                }
            }
            extremal.add(points[lo]);
            extremal.add(points[hi]);
        }
        // The farthest extremal pair (least and greatest along one direction).
        int a = -1;
        double far = 0;
        for (int k = 0; k < extremal.size(); k += 2) {
            double d2 = dist2(extremal.get(k), extremal.get(k + 1));
            if (d2 > far) {
                far = d2;
                a = k;
            }
        }
        if (a < 0) {
            path = "world";
            offer(WORLD.clone());
            return;
        }
        double[] pa = extremal.get(a);
        double[] pb = extremal.get(a + 1);
        double[] line = sub(pb, pa);
        // The third corner: the extremal point farthest from the pair's line, else any point.
        int c = farthestFromLine(extremal, pa, line);
        if (c < 0) {
            int i = farthestFromLine(List.of(points), pa, line);
            if (i < 0) {
                path = "line";
                offer(WORLD.clone());
                offer(lineFrame(line));
                return;
            }
            // The kernel keeps the point in an extremal slot that is not one of the pair's; which
            // one it overwrites (2, or 4 when 2 is the pair's) changes only which point-to-point
            // directions DiTO-14 tries, so it is mirrored here.
            c = a == 2 || a == 3 ? 4 : 2;
            extremal.set(c, points[i]);
        }
        double[] pc = extremal.get(c);
        offer(WORLD.clone());
        if (variant == 14) {
            inPlane(normal(pa, pb, pc));
            // The base triangle's edges as axes too.
            inPlane(sub(pb, pa));
            inPlane(sub(pc, pb));
            inPlane(sub(pa, pc));
        } else {
            edges(pa, pb, pc);
        }
        // The two tetrahedra on the base: the extremal points farthest below and above its plane.
        double[] nb = cross(sub(pb, pa), sub(pc, pa));
        int below = -1;
        int above = -1;
        double minT = 0;
        double maxT = 0;
        for (int k = 0; k < extremal.size(); k++) {
            double t = dot(sub(extremal.get(k), pa), nb);
            if (t < minT) {
                minT = t;
                below = k;
            }
            if (t > maxT) {
                maxT = t;
                above = k;
            }
        }
        for (int apex : new int[] {below, above}) {
            if (apex < 0) {
                continue;
            }
            double[] p = extremal.get(apex);
            double[][][] faces = {{pa, pb, p}, {pb, pc, p}, {pc, pa, p}};
            for (double[][] f : faces) {
                if (variant == 14) {
                    double[] n = normal(f[0], f[1], f[2]);
                    if (!isZero(n)) {
                        inPlane(n);
                    }
                } else {
                    edges(f[0], f[1], f[2]);
                }
            }
        }
        if (variant == 26) {
            offer(principal.clone());
            inPlane(new double[] {principal[0], principal[1], principal[2]});
        }
    }

    /** The frames of triangle (i, j, k): its normal with each of its edges (the paper's candidates). */
    private void edges(double[] i, double[] j, double[] k) {
        double[] n = normal(i, j, k);
        if (isZero(n)) {
            return;
        }
        for (double[] edge : new double[][] {sub(j, i), sub(k, j), sub(i, k)}) {
            if (!isZero(edge)) {
                offer(frame(edge, n));
            }
        }
    }

    /** With {@code n} one axis, every direction between two extremal points, projected into its plane. */
    private void inPlane(double[] n) {
        double[] u = unit(n);
        for (int i = 0; i < extremal.size(); i++) {
            for (int j = i + 1; j < extremal.size(); j++) {
                double[] d = sub(extremal.get(j), extremal.get(i));
                double[] dn = cross(d, n);
                if (isZero(dn)) {
                    continue; // no direction in the plane
                }
                // d's part in the plane, as u x (d x u): perpendicular to u to rounding however
                // small the part (d minus its projection would not be, for d nearly along n).
                offer(frame(cross(u, cross(unit(dn), u)), n));
            }
        }
    }

    private void offer(double[] f) {
        for (double x : f) {
            if (Double.isNaN(x)) {
                return; // a direction that rounding left with no part in the plane: no frame
            }
        }
        double v = quality(extremal, f);
        frames.add(f);
        qualities.add(v);
        best = Math.min(best, v);
    }

    /** The frame along a line: Y the world axis least along it (the first of equals), made perpendicular. */
    private static double[] lineFrame(double[] d) {
        double ax = Math.abs(d[0]);
        double ay = Math.abs(d[1]);
        double az = Math.abs(d[2]);
        double[] y = ax <= ay && ax <= az ? new double[] {1, 0, 0} : ay <= az ? new double[] {0, 1, 0}
                : new double[] {0, 0, 1};
        return frame(d, y);
    }

    /** The index of the point farthest from the line through {@code o} along {@code d}; -1 if all are on it. */
    private static int farthestFromLine(List<double[]> p, double[] o, double[] d) {
        int c = -1;
        double far = 0;
        for (int k = 0; k < p.size(); k++) {
            double[] x = cross(d, sub(p.get(k), o));
            double d2 = dot(x, x);
            if (d2 > far) {
                far = d2;
                c = k;
            }
        }
        return c;
    }

    // ---- Frames and qualities.

    /** The right-handed frame with X along {@code x} and Y in the plane of {@code x} and {@code y}. */
    static double[] frame(double[] x, double[] y) {
        double[] u = unit(x);
        double[] w = unit(y);
        double s = dot(w, u);
        double[] v = unit(new double[] {w[0] - s * u[0], w[1] - s * u[1], w[2] - s * u[2]});
        double[] z = cross(u, v);
        return new double[] {u[0], u[1], u[2], v[0], v[1], v[2], z[0], z[1], z[2]};
    }

    /** The sizes of the box of the points along the frame's three axes. */
    static double[] sizes(List<double[]> p, double[] f) {
        double[] s = new double[3];
        for (int axis = 0; axis < 3; axis++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double[] x : p) {
                double t = x[0] * f[3 * axis] + x[1] * f[3 * axis + 1] + x[2] * f[3 * axis + 2];
                lo = Math.min(lo, t);
                hi = Math.max(hi, t);
            }
            s[axis] = hi - lo;
        }
        return s;
    }

    /** The documented quality: volume plus 1e-9 of the (size times surface) term, for flat sets. */
    static double quality(List<double[]> p, double[] f) {
        double[] s = sizes(p, f);
        double x = s[0];
        double y = s[1];
        double z = s[2];
        return x * y * z + AREA_WEIGHT * (x + y + z) * (x * y + y * z + z * x);
    }

    double qualityOnAll(double[] f) {
        return quality(List.of(points), f);
    }

    /** Whether two frames have the same axes up to order and sign, within {@code 1 - |cos|} of {@code eps}. */
    static boolean sameAxes(double[] f, double[] g, double eps) {
        for (int i = 0; i < 3; i++) {
            boolean found = false;
            for (int j = 0; j < 3; j++) {
                double c = f[3 * i] * g[3 * j] + f[3 * i + 1] * g[3 * j + 1] + f[3 * i + 2] * g[3 * j + 2];
                if (Math.abs(c) >= 1 - eps) {
                    found = true;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    // ---- Vectors.

    static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    private static double dist2(double[] a, double[] b) {
        double[] d = sub(b, a);
        return dot(d, d);
    }

    /** The normal of triangle (i, j, k): (j - i) x (k - j). */
    private static double[] normal(double[] i, double[] j, double[] k) {
        return cross(sub(j, i), sub(k, j));
    }

    private static boolean isZero(double[] v) {
        return v[0] == 0 && v[1] == 0 && v[2] == 0;
    }

    static double[] unit(double[] v) {
        double m = Math.max(Math.abs(v[0]), Math.max(Math.abs(v[1]), Math.abs(v[2])));
        double x = v[0] / m;
        double y = v[1] / m;
        double z = v[2] / m;
        double l = Math.sqrt(x * x + y * y + z * z);
        return new double[] {x / l, y / l, z / l};
    }
}
