package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.PointFit3d.Method;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Matrix3d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * {@link DitoKernel3d} against {@link DitoOracle3d}, a slow DiTO written from the paper and the kernel's
 * documented departures: on random clouds of many shapes (solid, on a sphere, a box's corners, exactly
 * coplanar, exactly collinear, needles whose extremal points all lie on one line, repeated points,
 * integer grids full of ties, two to five points, tiny and huge scales), the kernel's frame must be
 * one of the oracle's candidates of least quality on the extremal points, or the world axes where
 * the paper's last step (the axis-aligned box unless the chosen frame's box around all the points is
 * smaller) takes them. Through {@link PointFit3d}, the same on sets far from the origin and beyond
 * the rescaling bounds, with every point contained and the box tight along the chosen axes.
 *
 * <p>Tolerances: two qualities are the same within {@code 1e-9} of the larger plus {@code 1e-13 L^3}
 * ({@code L} the largest side of the points' axis-aligned box), far above the rounding of a volume
 * and of a flat set's noise thickness, far below the gap between two different frames of a random
 * cloud; two frames are the same when each axis of one is within {@code 1 - |cos| <= 1e-10} of an
 * axis of the other. Seeds are in the failure messages; a case replays with its seed and index.
 */
class DitoKernel3dOracleTest {
    private static final int CASES = 1500;
    private static final double SAME_FRAME = 1e-10;

    @Test
    void dito14_choosesABestCandidateOfThePaper_onEveryShape() {
        kernelAgainstOracle(14, 0xD17014L);
    }

    @Test
    void dito26_choosesABestCandidateOfThePaper_onEveryShape() {
        kernelAgainstOracle(26, 0xD17026L);
    }

    @Test
    void fit_boxesFarAwayHugeAndTiny_areTheOraclesAndHoldEveryPoint() {
        SplittableRandom r = new SplittableRandom(0xFA4AL);
        for (int k = 0; k < CASES / 3; k++) {
            double[] p = cloud(r, k);
            double scale = switch (k % 4) {
                case 0 -> 1e-200 * r.nextDouble(1, 2);
                case 1 -> 1e200 * r.nextDouble(1, 2);
                default -> Math.exp(r.nextDouble(-5, 5));
            };
            double offset = k % 4 >= 2 ? 1e6 * r.nextDouble(-1, 1) : 0;
            for (int i = 0; i < p.length; i++) {
                p[i] = p[i] * scale + offset * (i % 3 + 1);
            }
            for (Method m : new Method[] {Method.DITO_14, Method.DITO_26}) {
                facadeAgainstOracle(p, m, "case " + k + " " + m + " of " + Arrays.toString(p));
            }
        }
    }

    @Test
    void aFlatSetsFrame_isItsPlanesAndLeastInArea() {
        // A rectangle 4 x 1 turned by 30 degrees about z, in the plane z = 0: its own frame is the
        // only frame of zero volume and least surface, and both variants must find it.
        double c = Math.sqrt(3) / 2;
        double s = 0.5;
        double[] p = new double[3 * 4];
        double[][] corners = {{-2, -0.5}, {2, -0.5}, {2, 0.5}, {-2, 0.5}};
        for (int i = 0; i < 4; i++) {
            p[3 * i] = c * corners[i][0] - s * corners[i][1];
            p[3 * i + 1] = s * corners[i][0] + c * corners[i][1];
        }
        for (Method m : new Method[] {Method.DITO_14, Method.DITO_26}) {
            Obb3d box = PointFit3d.fit(p, m);
            assertThat(box.halfExtentX()).as("%s", m).isCloseTo(2, org.assertj.core.data.Offset.offset(1e-12));
            assertThat(box.halfExtentY()).as("%s", m).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-12));
            assertThat(box.halfExtentZ()).as("%s", m).isLessThan(1e-15);
        }
    }

    private static void kernelAgainstOracle(int variant, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        PointFitWorkspace3d ws = new PointFitWorkspace3d();
        for (int k = 0; k < CASES; k++) {
            double[] q = cloud(r, k);
            double scale = Math.scalb(1.0, r.nextInt(-40, 41));
            for (int i = 0; i < q.length; i++) {
                q[i] *= scale;
            }
            int n = q.length / 3;
            if (variant == 14) {
                DitoKernel3d.dito14(q, n, ws);
            } else {
                DitoKernel3d.dito26(q, n, ws);
            }
            double[] frame = ws.frame.clone();
            checkChoice(q, n, variant, frame, false, "seed " + seed + " case " + k + " of " + Arrays.toString(q));
        }
    }

    /**
     * The frame (or a box's axes, {@code sorted}: in any order and sign) must be one of the oracle's
     * best candidates, or the world axes when the paper's last step may take them.
     */
    private static void checkChoice(double[] q, int n, int variant, double[] frame, boolean sorted, String label) {
        double[] principal = new double[9];
        PointFitKernel3d.pca(q, n, principal, new PointFitWorkspace3d());
        DitoOracle3d o = DitoOracle3d.of(q, n, variant, principal);
        double side = largestSide(q, n);
        double cube = side * side * side;
        double tolE = 1e-9 * o.best + 1e-13 * cube;
        boolean world = sorted ? DitoOracle3d.sameAxes(frame, DitoOracle3d.WORLD, 0)
                : Arrays.equals(frame, DitoOracle3d.WORLD);
        boolean amongBest = false;
        for (int i = 0; i < o.frames.size(); i++) {
            if (o.qualities.get(i) <= o.best + tolE && DitoOracle3d.sameAxes(frame, o.frames.get(i), SAME_FRAME)) {
                amongBest = true;
            }
        }
        if (!o.path.equals("triangle")) {
            assertThat(amongBest).as("%s: the %s path's frame %s is not a best candidate (best %s)", label, o.path,
                    Arrays.toString(frame), o.best).isTrue();
            return;
        }
        double aabb = o.qualityOnAll(DitoOracle3d.WORLD);
        double tolAll = 1e-9 * aabb + 1e-13 * cube;
        if (world) {
            // Either the world axes are among the best, or a best frame's box is no smaller than the
            // axis-aligned one (the paper's last step).
            boolean aabbWins = false;
            for (int i = 0; i < o.frames.size(); i++) {
                if (o.qualities.get(i) <= o.best + tolE && o.qualityOnAll(o.frames.get(i)) >= aabb - tolAll) {
                    aabbWins = true;
                }
            }
            assertThat(amongBest || aabbWins).as("%s: the world axes, but a better frame (quality %s) has a box"
                    + " smaller than the axis-aligned one", label, o.best).isTrue();
        } else {
            assertThat(amongBest).as("%s: frame %s is not one of the best candidates (best quality %s, the"
                    + " frame's %s)", label, Arrays.toString(frame), o.best,
                    DitoOracle3d.quality(o.extremal, frame)).isTrue();
            assertThat(o.qualityOnAll(frame)).as("%s: kept a frame whose box is not below the axis-aligned box",
                    label).isLessThan(aabb + tolAll);
        }
    }

    private static void facadeAgainstOracle(double[] p, Method m, String label) {
        Obb3d box = PointFit3d.fit(p, m);
        int n = p.length / 3;
        double maxAbs = 0;
        for (int i = 0; i < n; i++) {
            assertThat(box.contains(p[3 * i], p[3 * i + 1], p[3 * i + 2])).as("%s: point %s", label, i).isTrue();
            maxAbs = Math.max(maxAbs, Math.max(Math.abs(p[3 * i]), Math.max(Math.abs(p[3 * i + 1]),
                    Math.abs(p[3 * i + 2]))));
        }
        // The points as the facade documents reading them: relative to their bounds' centre, scaled by
        // a power of two to a width near 1 when wider than 2^100 or narrower than 2^-100.
        double[] q = relative(p);
        double largest = 0;
        for (double v : q) {
            largest = Math.max(largest, Math.abs(v));
        }
        int exponent = Math.getExponent(largest);
        if (largest != 0 && Math.abs(exponent) > 100) {
            for (int i = 0; i < q.length; i++) {
                q[i] = Math.scalb(q[i], -exponent);
            }
        }
        double[] axes = {box.axisXx(), box.axisXy(), box.axisXz(), box.axisYx(), box.axisYy(), box.axisYz(),
            box.axisZx(), box.axisZy(), box.axisZz()};
        checkChoice(q, n, m == Method.DITO_14 ? 14 : 26, axes, true, label);
        // Tight: each size is the points' extent along the axis, up to the rounding of the coordinates.
        double[] sizes = DitoOracle3d.sizes(points(p), axes);
        double[] half = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        for (int a = 0; a < 3; a++) {
            assertThat(Math.abs(2 * half[a] - sizes[a])).as("%s: size %s", label, a)
                    .isLessThanOrEqualTo(1e-9 * sizes[a] + 16 * Math.ulp(maxAbs));
            if (a > 0) {
                // Ordered by the extents of the relative points; the half-extents come from the
                // input points, so at the level of their rounding the order may swap.
                assertThat(half[a]).as("%s: sizes in decreasing order", label)
                        .isLessThanOrEqualTo(half[a - 1] + 16 * Math.ulp(maxAbs));
            }
        }
    }

    private static double[] relative(double[] p) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < p.length; i++) {
            lo[i % 3] = Math.min(lo[i % 3], p[i]);
            hi[i % 3] = Math.max(hi[i % 3], p[i]);
        }
        double[] q = new double[p.length];
        for (int i = 0; i < p.length; i++) {
            q[i] = p[i] - (0.5 * lo[i % 3] + 0.5 * hi[i % 3]);
        }
        return q;
    }

    private static List<double[]> points(double[] p) {
        double[][] pts = new double[p.length / 3][];
        for (int i = 0; i < pts.length; i++) {
            pts[i] = new double[] {p[3 * i], p[3 * i + 1], p[3 * i + 2]};
        }
        return List.of(pts);
    }

    private static double largestSide(double[] q, int n) {
        double side = 0;
        for (int a = 0; a < 3; a++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                lo = Math.min(lo, q[3 * i + a]);
                hi = Math.max(hi, q[3 * i + a]);
            }
            side = Math.max(side, hi - lo);
        }
        return side;
    }

    /** A cloud of one of eleven shapes; the case index picks the shape. */
    static double[] cloud(SplittableRandom r, int k) {
        Matrix3d turn = new Matrix3d().rotation(new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3),
                r.nextDouble(-3, 3)));
        double[] stretch = {Math.exp(r.nextDouble(-2, 2)), Math.exp(r.nextDouble(-2, 2)), Math.exp(r.nextDouble(-2, 2))};
        int n = 4 + r.nextInt(40);
        double[] p = new double[3 * n];
        switch (k % 11) {
            case 0 -> { // solid, turned and stretched
                for (int i = 0; i < n; i++) {
                    put(p, i, turn, stretch, r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1));
                }
            }
            case 1 -> { // on a sphere, turned and stretched
                for (int i = 0; i < n; i++) {
                    double a = r.nextDouble(0, 2 * Math.PI);
                    double c = r.nextDouble(-1, 1);
                    double s = Math.sqrt(1 - c * c);
                    put(p, i, turn, stretch, s * Math.cos(a), s * Math.sin(a), c);
                }
            }
            case 2 -> { // a box's corners, some repeated, and points inside
                if (r.nextBoolean()) {
                    // Half of the boxes turned about a world axis only: edges exactly along that
                    // axis, and best frames that keep it.
                    double angle = r.nextDouble(-3, 3);
                    switch (r.nextInt(3)) {
                        case 0 -> turn.rotationX(angle);
                        case 1 -> turn.rotationY(angle);
                        default -> turn.rotationZ(angle);
                    }
                }
                for (int i = 0; i < n; i++) {
                    boolean corner = i < 8 || r.nextBoolean();
                    put(p, i, turn, stretch, corner ? ((i & 1) == 0 ? 1 : -1) : r.nextDouble(-1, 1),
                            corner ? ((i & 2) == 0 ? 1 : -1) : r.nextDouble(-1, 1),
                            corner ? ((i & 4) == 0 ? 1 : -1) : r.nextDouble(-1, 1));
                }
            }
            case 3 -> { // exactly coplanar, in a tilted plane: integer combinations of integer vectors
                int[] u = {r.nextInt(-3, 4), r.nextInt(-3, 4), r.nextInt(1, 4)};
                int[] v = {r.nextInt(1, 4), r.nextInt(-3, 4), r.nextInt(-3, 1)};
                for (int i = 0; i < n; i++) {
                    int s = r.nextInt(-50, 51);
                    int t = r.nextInt(-50, 51);
                    p[3 * i] = 7 + s * u[0] + t * v[0];
                    p[3 * i + 1] = -3 + s * u[1] + t * v[1];
                    p[3 * i + 2] = 5 + s * u[2] + t * v[2];
                }
            }
            case 4 -> { // exactly coplanar, in a world plane
                int axis = r.nextInt(3);
                for (int i = 0; i < n; i++) {
                    for (int a = 0; a < 3; a++) {
                        p[3 * i + a] = a == axis ? 0.75 : r.nextDouble(-1, 1) * stretch[a];
                    }
                }
            }
            case 5 -> { // exactly collinear
                int[] d = {r.nextInt(-5, 6), r.nextInt(-5, 6), r.nextInt(1, 6)};
                for (int i = 0; i < n; i++) {
                    int s = r.nextInt(-100, 101);
                    p[3 * i] = 1 + s * d[0];
                    p[3 * i + 1] = 2 + s * d[1];
                    p[3 * i + 2] = 3 + s * d[2];
                }
            }
            case 6 -> { // a needle: two far ends and points near its middle, so every extremal point is an end
                double[] d = {100, 37 * r.nextDouble(0.5, 1.5), -23 * r.nextDouble(0.5, 1.5)};
                // Half of them lie in a world plane, where the points tie along that axis and the
                // farthest pair is another direction's (the third corner must not take its slot).
                int flat = r.nextBoolean() ? r.nextInt(3) : -1;
                if (flat >= 0) {
                    d[(flat + 1) % 3] = d[0];
                    d[flat] = 0;
                }
                for (int i = 0; i < n; i++) {
                    double t = i == 0 ? -1 : i == 1 ? 1 : r.nextDouble(-0.1, 0.1);
                    double w = i < 2 ? 0 : 1;
                    for (int a = 0; a < 3; a++) {
                        p[3 * i + a] = a == flat ? 0.5 : t * d[a] + w * r.nextDouble(-1, 1);
                    }
                }
            }
            case 7 -> { // a few distinct points, each repeated
                int distinct = 1 + r.nextInt(5);
                double[] base = new double[3 * distinct];
                for (int i = 0; i < distinct; i++) {
                    put(base, i, turn, stretch, r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1));
                }
                for (int i = 0; i < n; i++) {
                    System.arraycopy(base, 3 * r.nextInt(distinct), p, 3 * i, 3);
                }
            }
            case 8 -> { // one to five points
                p = new double[3 * (1 + r.nextInt(5))];
                for (int i = 0; i < p.length / 3; i++) {
                    put(p, i, turn, stretch, r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1));
                }
            }
            case 9 -> { // an integer grid: ties everywhere
                for (int i = 0; i < 3 * n; i++) {
                    p[i] = r.nextInt(-3, 4);
                }
            }
            default -> { // an axis-aligned box, solid
                for (int i = 0; i < 3 * n; i++) {
                    p[i] = r.nextDouble(-1, 1) * stretch[i % 3];
                }
            }
        }
        return p;
    }

    private static void put(double[] p, int i, Matrix3d m, double[] s, double x, double y, double z) {
        x *= s[0];
        y *= s[1];
        z *= s[2];
        p[3 * i] = m.m00 * x + m.m10 * y + m.m20 * z;
        p[3 * i + 1] = m.m01 * x + m.m11 * y + m.m21 * z;
        p[3 * i + 2] = m.m02 * x + m.m12 * y + m.m22 * z;
    }
}
