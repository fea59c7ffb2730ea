package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import java.math.BigDecimal;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The exact ray-box test against a test-local exact oracle: the box coordinates of the ray's point,
 * {@code a(t) = M^-1 (o + t d - c)} with the stored rows as the columns of {@code M}, solved by
 * Cramer's rule in {@link BigDecimal}, and the interval of {@code t} where every {@code |a_k(t)| <= h_k}
 * narrowed as exact fractions. Cases: random rays, exact touches of integer boxes, grazes along stored
 * rows, directions tilted by {@code 1e-12} rad, zero extents, scales of {@code 2^±900}.
 */
class SlabExactKernelTest {
    private static final long SEED = Long.getLong("obbkit.seed", 20_2611L);
    private static final int CASES = 4000;
    private static final String[] FAMILIES = {"random", "corner", "edge", "face", "tilted", "integer", "zero",
        "huge", "tiny", "axisParallel", "leaving"};

    // ------------------------------------------------------------------------------ the oracle

    /** Whether some t >= 0 puts o + t d in {c + sum s_k h_k m_k : |s_k| <= 1}, the m_k the rows. */
    static boolean oracle(BigDecimal[] c, BigDecimal[][] m, BigDecimal[] h, BigDecimal[] o, BigDecimal[] d) {
        int n = c.length;
        BigDecimal det = det(m, -1, null);
        BigDecimal[] q = new BigDecimal[n];
        for (int i = 0; i < n; i++) {
            q[i] = o[i].subtract(c[i]);
        }
        // The interval [loN / loD, hiN / hiD], denominators positive, hi infinite while hiD is 0.
        BigDecimal loN = BigDecimal.ZERO;
        BigDecimal loD = BigDecimal.ONE;
        BigDecimal hiN = BigDecimal.ONE;
        BigDecimal hiD = BigDecimal.ZERO;
        BigDecimal adet = det.abs();
        for (int k = 0; k < n; k++) {
            // a_k(t) det = A + t B.
            BigDecimal a = det(m, k, q);
            BigDecimal b = det(m, k, d);
            BigDecimal w = h[k].multiply(adet);
            if (det.signum() < 0) {
                a = a.negate();
                b = b.negate();
            }
            if (b.signum() == 0) {
                if (a.abs().compareTo(w) > 0) {
                    return false;
                }
                continue;
            }
            // -w <= A + t B <= w.
            BigDecimal n1 = w.negate().subtract(a);
            BigDecimal n2 = w.subtract(a);
            BigDecimal den = b.abs();
            BigDecimal enter = b.signum() > 0 ? n1 : n2.negate();
            BigDecimal leave = b.signum() > 0 ? n2 : n1.negate();
            if (enter.multiply(loD).compareTo(loN.multiply(den)) > 0) {
                loN = enter;
                loD = den;
            }
            if (hiD.signum() == 0 || leave.multiply(hiD).compareTo(hiN.multiply(den)) < 0) {
                hiN = leave;
                hiD = den;
            }
        }
        return hiD.signum() == 0 || loN.multiply(hiD).compareTo(hiN.multiply(loD)) <= 0;
    }

    /** The determinant of the matrix whose columns are the rows m, with column k replaced by v (k < 0: none). */
    private static BigDecimal det(BigDecimal[][] m, int k, BigDecimal[] v) {
        int n = m.length;
        BigDecimal[][] a = new BigDecimal[n][n];
        for (int col = 0; col < n; col++) {
            for (int row = 0; row < n; row++) {
                a[row][col] = col == k ? v[row] : m[col][row];
            }
        }
        if (n == 2) {
            return a[0][0].multiply(a[1][1]).subtract(a[0][1].multiply(a[1][0]));
        }
        return a[0][0].multiply(a[1][1].multiply(a[2][2]).subtract(a[1][2].multiply(a[2][1])))
                .subtract(a[0][1].multiply(a[1][0].multiply(a[2][2]).subtract(a[1][2].multiply(a[2][0]))))
                .add(a[0][2].multiply(a[1][0].multiply(a[2][1]).subtract(a[1][1].multiply(a[2][0]))));
    }

    private static BigDecimal big(double x) {
        return new BigDecimal(x);
    }

    static boolean oracle(Ray3d r, Obb3d b) {
        return oracle(new BigDecimal[] {big(b.centerX()), big(b.centerY()), big(b.centerZ())},
                new BigDecimal[][] {{big(b.axisXx()), big(b.axisXy()), big(b.axisXz())},
                    {big(b.axisYx()), big(b.axisYy()), big(b.axisYz())},
                    {big(b.axisZx()), big(b.axisZy()), big(b.axisZz())}},
                new BigDecimal[] {big(b.halfExtentX()), big(b.halfExtentY()), big(b.halfExtentZ())},
                new BigDecimal[] {big(r.ox), big(r.oy), big(r.oz)}, new BigDecimal[] {big(r.dx), big(r.dy), big(r.dz)});
    }

    static boolean oracle(Ray3d r, Aabb3d b) {
        BigDecimal half = new BigDecimal("0.5");
        double[] lo = {b.minX(), b.minY(), b.minZ()};
        double[] hi = {b.maxX(), b.maxY(), b.maxZ()};
        BigDecimal[] c = new BigDecimal[3];
        BigDecimal[] h = new BigDecimal[3];
        for (int k = 0; k < 3; k++) {
            c[k] = big(lo[k]).add(big(hi[k])).multiply(half);
            h[k] = big(hi[k]).subtract(big(lo[k])).multiply(half);
        }
        BigDecimal one = BigDecimal.ONE;
        BigDecimal zero = BigDecimal.ZERO;
        return oracle(c, new BigDecimal[][] {{one, zero, zero}, {zero, one, zero}, {zero, zero, one}}, h,
                new BigDecimal[] {big(r.ox), big(r.oy), big(r.oz)}, new BigDecimal[] {big(r.dx), big(r.dy), big(r.dz)});
    }

    static boolean oracle(Ray2d r, Obb2d b) {
        return oracle(new BigDecimal[] {big(b.centerX()), big(b.centerY())},
                new BigDecimal[][] {{big(b.axisXx()), big(b.axisXy())}, {big(b.axisYx()), big(b.axisYy())}},
                new BigDecimal[] {big(b.halfExtentX()), big(b.halfExtentY())},
                new BigDecimal[] {big(r.ox), big(r.oy)}, new BigDecimal[] {big(r.dx), big(r.dy)});
    }

    static boolean oracle(Ray2d r, Aabb2d b) {
        return oracle(Ray3d.of(r.ox, r.oy, 0, r.dx, r.dy, 0), Aabb3d.of(b.minX(), b.minY(), 0, b.maxX(), b.maxY(), 0));
    }

    // ------------------------------------------------------------------------------ the cases

    record Case(Ray3d ray, Obb3d box, String family) {
        @Override
        public String toString() {
            return family + ": " + ray + ", " + box;
        }
    }

    private static double range(SplittableRandom r, double lo, double hi) {
        return lo + (hi - lo) * r.nextDouble();
    }

    private static Obb3d turnedBox(SplittableRandom r, double scale) {
        Quaterniond q = new Quaterniond(r.nextGaussian(), r.nextGaussian(), r.nextGaussian(), r.nextGaussian())
                .normalize();
        return Obb3d.of(scale * range(r, -10, 10), scale * range(r, -10, 10), scale * range(r, -10, 10), q,
                scale * range(r, 0.1, 3), scale * range(r, 0.1, 3), scale * range(r, 0.1, 3));
    }

    private static double[] row(Obb3d b, int k) {
        return k == 0 ? new double[] {b.axisXx(), b.axisXy(), b.axisXz()}
                : k == 1 ? new double[] {b.axisYx(), b.axisYy(), b.axisYz()}
                : new double[] {b.axisZx(), b.axisZy(), b.axisZz()};
    }

    private static double half(Obb3d b, int k) {
        return k == 0 ? b.halfExtentX() : k == 1 ? b.halfExtentY() : b.halfExtentZ();
    }

    /** c + sum s_k h_k row_k, rounded. */
    private static double[] point(Obb3d b, double s0, double s1, double s2) {
        double[] p = {b.centerX(), b.centerY(), b.centerZ()};
        double[] s = {s0, s1, s2};
        for (int k = 0; k < 3; k++) {
            double[] a = row(b, k);
            for (int i = 0; i < 3; i++) {
                p[i] += s[k] * half(b, k) * a[i];
            }
        }
        return p;
    }

    private static double sign(SplittableRandom r) {
        return r.nextBoolean() ? 1 : -1;
    }

    static Case next(SplittableRandom r, String family) {
        switch (family) {
            case "corner": {
                // Through a corner (rounded), from a direction out of the corner's cone or into it.
                Obb3d b = turnedBox(r, 1);
                double[] p = point(b, sign(r), sign(r), sign(r));
                double[] d = {r.nextGaussian(), r.nextGaussian(), r.nextGaussian()};
                double t = range(r, 0.5, 20);
                return new Case(Ray3d.of(p[0] - t * d[0], p[1] - t * d[1], p[2] - t * d[2], d[0], d[1], d[2]), b,
                        family);
            }
            case "edge": {
                // Along a stored row, on (or a rounding off) an edge of the parallelepiped.
                Obb3d b = turnedBox(r, 1);
                int k = r.nextInt(3);
                double[] s = {sign(r), sign(r), sign(r)};
                s[k] = range(r, -8, -2);
                double[] p = point(b, s[0], s[1], s[2]);
                double[] d = row(b, k);
                return new Case(Ray3d.of(p[0], p[1], p[2], d[0], d[1], d[2]), b, family);
            }
            case "face": {
                // In a face plane, along a rounded mix of the two rows that span it.
                Obb3d b = turnedBox(r, 1);
                int k = r.nextInt(3);
                double[] s = {range(r, -3, 3), range(r, -3, 3), range(r, -3, 3)};
                s[k] = sign(r);
                double[] p = point(b, s[0], s[1], s[2]);
                double[] a1 = row(b, (k + 1) % 3);
                double[] a2 = row(b, (k + 2) % 3);
                double w = range(r, -2, 2);
                return new Case(Ray3d.of(p[0], p[1], p[2], a1[0] + w * a2[0], a1[1] + w * a2[1], a1[2] + w * a2[2]),
                        b, family);
            }
            case "tilted": {
                // A face plane's ray turned by 1e-12 rad out of it.
                Obb3d b = turnedBox(r, 1);
                int k = r.nextInt(3);
                double[] s = {range(r, -1.5, 1.5), range(r, -1.5, 1.5), range(r, -1.5, 1.5)};
                s[k] = sign(r);
                double[] p = point(b, s[0], s[1], s[2]);
                double[] a1 = row(b, (k + 1) % 3);
                double[] n = row(b, k);
                double tilt = sign(r) * 1e-12 * r.nextInt(3);
                double back = range(r, 3, 10);
                double[] d = new double[3];
                for (int i = 0; i < 3; i++) {
                    d[i] = a1[i] + tilt * n[i];
                }
                return new Case(Ray3d.of(p[0] - back * d[0], p[1] - back * d[1], p[2] - back * d[2], d[0], d[1],
                        d[2]), b, family);
            }
            case "integer": {
                // World axes, integer bounds and origins, small integer directions: exact touches.
                int x0 = r.nextInt(-4, 4);
                int y0 = r.nextInt(-4, 4);
                int z0 = r.nextInt(-4, 4);
                Obb3d b = Obb3d.fromAabb(Aabb3d.of(x0, y0, z0, x0 + r.nextInt(0, 4), y0 + r.nextInt(0, 4),
                        z0 + r.nextInt(0, 4)));
                int dx = r.nextInt(-2, 3);
                int dy = r.nextInt(-2, 3);
                int dz = r.nextInt(-2, 3);
                if (dx == 0 && dy == 0 && dz == 0) {
                    dx = 1;
                }
                return new Case(Ray3d.of(r.nextInt(-8, 9), r.nextInt(-8, 9), r.nextInt(-8, 9), dx, dy, dz), b, family);
            }
            case "zero": {
                Case c = next(r, FAMILIES[1 + r.nextInt(4)]);
                Obb3d b = c.box();
                double[] h = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
                int zeros = 1 + r.nextInt(3);
                for (int i = 0; i < zeros; i++) {
                    h[r.nextInt(3)] = 0;
                }
                Obb3d flat = Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(),
                        b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), h[0], h[1], h[2]);
                return new Case(c.ray(), flat, family);
            }
            case "huge":
            case "tiny": {
                Case c = next(r, FAMILIES[r.nextInt(6)]);
                double f = family.equals("huge") ? Math.scalb(1.0, 900 + r.nextInt(60))
                        : Math.scalb(1.0, -900 - r.nextInt(60));
                double g = Math.scalb(1.0, r.nextInt(-600, 600));
                Obb3d b = c.box();
                Ray3d ray = c.ray();
                return new Case(Ray3d.of(f * ray.ox, f * ray.oy, f * ray.oz, g * ray.dx, g * ray.dy, g * ray.dz),
                        Obb3d.fromAxes(f * b.centerX(), f * b.centerY(), f * b.centerZ(), b.axisXx(), b.axisXy(),
                                b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(),
                                f * b.halfExtentX(), f * b.halfExtentY(), f * b.halfExtentZ()), family);
            }
            case "leaving": {
                // From a face (rounded, then moved by a few ulps) outwards, the line through the box behind the
                // origin: only the face's own slab, whether it reaches t >= 0, tells the miss from the touch.
                Obb3d b = turnedBox(r, 1);
                int k = r.nextInt(3);
                double[] s = {range(r, -0.9, 0.9), range(r, -0.9, 0.9), range(r, -0.9, 0.9)};
                s[k] = sign(r);
                double[] p = point(b, s[0], s[1], s[2]);
                double[] n = row(b, k);
                double[] d = new double[3];
                for (int i = 0; i < 3; i++) {
                    d[i] = s[k] * n[i] + 0.5 * r.nextGaussian();
                    p[i] += r.nextInt(-3, 4) * Math.ulp(p[i]);
                }
                return new Case(Ray3d.of(p[0], p[1], p[2], d[0], d[1], d[2]), b, family);
            }
            case "axisParallel": {
                Obb3d b = r.nextBoolean() ? turnedBox(r, 1) : next(r, "integer").box();
                double[] d = {0, 0, 0};
                d[r.nextInt(3)] = sign(r) * range(r, 0.5, 2);
                double[] p = point(b, range(r, -1.2, 1.2), range(r, -1.2, 1.2), range(r, -1.2, 1.2));
                return new Case(Ray3d.of(p[0] - 10 * d[0], p[1] - 10 * d[1], p[2] - 10 * d[2], d[0], d[1], d[2]), b,
                        family);
            }
            default: {
                Obb3d b = turnedBox(r, 1);
                double[] p = point(b, range(r, -1.5, 1.5), range(r, -1.5, 1.5), range(r, -1.5, 1.5));
                double[] d = {r.nextGaussian(), r.nextGaussian(), r.nextGaussian()};
                double len = Math.pow(10, range(r, -3, 3));
                double back = range(r, -5, 15);
                return new Case(Ray3d.of(p[0] - back * d[0], p[1] - back * d[1], p[2] - back * d[2], len * d[0],
                        len * d[1], len * d[2]), b, family);
            }
        }
    }

    /** Runs every family, printing the seed on failure. */
    private static void forEveryCase(java.util.function.Consumer<Case> check) {
        SplittableRandom r = new SplittableRandom(SEED);
        for (String family : FAMILIES) {
            for (int i = 0; i < CASES / FAMILIES.length; i++) {
                Case c = next(r, family);
                try {
                    check.accept(c);
                } catch (AssertionError e) {
                    throw new AssertionError("seed " + SEED + ", case " + c + ": " + e.getMessage(), e);
                }
            }
        }
    }

    private static Aabb3d bounds(Obb3d b) {
        return Aabb3d.of(b.centerX() - b.halfExtentX(), b.centerY() - b.halfExtentY(), b.centerZ() - b.halfExtentZ(),
                b.centerX() + b.halfExtentX(), b.centerY() + b.halfExtentY(), b.centerZ() + b.halfExtentZ());
    }

    /** The 2D case in the plane of the box's X and Y rows projected on z = 0, re-made as a 2D box. */
    private static Obb2d flat(Obb3d b) {
        double a = Math.atan2(b.axisXy(), b.axisXx());
        return Obb2d.of(b.centerX(), b.centerY(), a, b.halfExtentX(), b.halfExtentY());
    }

    private static Ray2d flat(Ray3d r) {
        double dx = r.dx;
        double dy = r.dy;
        if (dx == 0 && dy == 0) {
            dx = r.dz;
        }
        return Ray2d.of(r.ox, r.oy, dx, dy);
    }

    // ------------------------------------------------------------------------------ properties

    @Test
    void obb3d_equalsTheExactOracle_onEveryCase_andTheFilterNeverContradictsIt() {
        int[] labels = new int[3];
        forEveryCase(c -> {
            boolean expected = oracle(c.ray(), c.box());
            labels[expected ? 1 : 0]++;
            assertThat(SlabRaycast.intersectsExact(c.ray(), c.box())).as("intersectsExact").isEqualTo(expected);
            assertThat(SlabExactKernel.exactObb(c.ray(), c.box())).as("exact path").isEqualTo(expected);
            int v = SlabExactKernel.filterObb(c.ray(), c.box());
            if (v != SlabExactKernel.DOUBT) {
                assertThat(v == SlabExactKernel.HOLDS).as("filter verdict %s", v).isEqualTo(expected);
            } else {
                labels[2]++;
            }
        });
        assertThat(labels[0]).as("misses").isGreaterThan(CASES / 5);
        assertThat(labels[1]).as("hits").isGreaterThan(CASES / 5);
        assertThat(labels[2]).as("cases in doubt").isGreaterThan(CASES / 20);
    }

    @Test
    void aabb3d_equalsTheExactOracle_onEveryCase_andTheFilterNeverContradictsIt() {
        forEveryCase(c -> {
            Aabb3d b = bounds(c.box());
            Ray3d ray = c.ray();
            boolean expected = oracle(ray, b);
            assertThat(SlabRaycast.intersectsExact(ray, b)).as("intersectsExact").isEqualTo(expected);
            assertThat(SlabExactKernel.exactAabb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, b.minX(), b.minY(),
                    b.minZ(), b.maxX(), b.maxY(), b.maxZ())).as("exact path").isEqualTo(expected);
            int v = SlabExactKernel.filterAabb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, b.minX(), b.minY(),
                    b.minZ(), b.maxX(), b.maxY(), b.maxZ());
            if (v != SlabExactKernel.DOUBT) {
                assertThat(v == SlabExactKernel.HOLDS).as("filter verdict %s", v).isEqualTo(expected);
            }
        });
    }

    @Test
    void obb2d_andAabb2d_equalTheExactOracle_onEveryCase() {
        forEveryCase(c -> {
            Obb2d b = flat(c.box());
            Ray2d ray = flat(c.ray());
            boolean expected = oracle(ray, b);
            assertThat(SlabRaycast.intersectsExact(ray, b)).as("intersectsExact").isEqualTo(expected);
            assertThat(SlabExactKernel.exactObb2(ray, b)).as("exact path").isEqualTo(expected);
            int v = SlabExactKernel.filterObb2(ray, b);
            if (v != SlabExactKernel.DOUBT) {
                assertThat(v == SlabExactKernel.HOLDS).as("filter verdict %s", v).isEqualTo(expected);
            }
            Aabb3d a3 = bounds(c.box());
            Aabb2d a = Aabb2d.of(a3.minX(), a3.minY(), a3.maxX(), a3.maxY());
            assertThat(SlabRaycast.intersectsExact(ray, a)).as("rectangle").isEqualTo(oracle(ray, a));
        });
    }

    /**
     * Every case moved by up to two ulps in each origin coordinate: the answer is the exact oracle's, and
     * the filter, where it decides, decides as the oracle does (the restructured filter was also held to
     * the one before it, bit for bit, on these cases when it was written).
     */
    @Test
    void obb3d_casesMovedByUlps_equalTheExactOracle_andTheFilterNeverContradictsIt() {
        int[] decided = new int[1];
        forEveryCase(c -> {
            for (int k = -2; k <= 2; k++) {
                Ray3d ray = c.ray();
                Ray3d moved = Ray3d.of(shift(ray.ox, k), shift(ray.oy, -k), shift(ray.oz, k), ray.dx, ray.dy, ray.dz);
                boolean exact = oracle(moved, c.box());
                assertThat(SlabRaycast.intersectsExact(moved, c.box())).as("moved by %s ulps", k).isEqualTo(exact);
                int now = SlabExactKernel.filterObb(moved, c.box());
                if (now != SlabExactKernel.DOUBT) {
                    assertThat(now == SlabExactKernel.HOLDS).as("filter decided, moved by %s ulps", k).isEqualTo(exact);
                    decided[0]++;
                }
            }
        });
        assertThat(decided[0]).as("decided by the filter").isGreaterThan(CASES);
    }

    private static double shift(double x, int ulps) {
        for (int i = 0; i < Math.abs(ulps); i++) {
            x = ulps > 0 ? Math.nextUp(x) : Math.nextDown(x);
        }
        return x;
    }

    /** The filter decides ordinary rays itself: the exact path is for the boundary. */
    @Test
    void theFilter_decidesNearlyEveryRandomRay() {
        SplittableRandom r = new SplittableRandom(SEED);
        int doubt3 = 0;
        int doubtAabb = 0;
        int doubt2 = 0;
        int n = 2000;
        for (int i = 0; i < n; i++) {
            Case c = next(r, "random");
            Ray3d ray = c.ray();
            doubt3 += SlabExactKernel.filterObb(ray, c.box()) == SlabExactKernel.DOUBT ? 1 : 0;
            Aabb3d b = bounds(c.box());
            doubtAabb += SlabExactKernel.filterAabb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, b.minX(),
                    b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ()) == SlabExactKernel.DOUBT ? 1 : 0;
            doubt2 += SlabExactKernel.filterObb2(flat(ray), flat(c.box())) == SlabExactKernel.DOUBT ? 1 : 0;
        }
        assertThat(doubt3).as("oriented 3D cases in doubt").isLessThan(n / 100);
        assertThat(doubtAabb).as("axis-aligned cases in doubt").isLessThan(n / 100);
        assertThat(doubt2).as("2D cases in doubt").isLessThan(n / 100);
    }

    @Test
    void exactTouchesOfAUnitCube_hit_andAnUlpAwayMiss() {
        Obb3d cube = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1, 1, 1));
        // Corner (1, 1, 1) from outside its cone; edge x = 1, y = 1; face plane z = 1.
        Ray3d corner = Ray3d.of(3, 2, 0, -2, -1, 1);
        Ray3d edge = Ray3d.of(1, 1, -5, 0, 0, 1);
        Ray3d face = Ray3d.of(-5, 0.5, 1, 1, 0.0625, 0);
        for (Ray3d ray : new Ray3d[] {corner, edge, face}) {
            assertThat(oracle(ray, cube)).isTrue();
            assertThat(SlabRaycast.intersectsExact(ray, cube)).as("%s", ray).isTrue();
            assertThat(SlabRaycast.intersectsExact(ray, Aabb3d.of(0, 0, 0, 1, 1, 1))).as("%s", ray).isTrue();
        }
        double up = Math.nextUp(1.0);
        Ray3d off = Ray3d.of(1, up, -5, 0, 0, 1);
        assertThat(SlabRaycast.intersectsExact(off, cube)).isFalse();
        assertThat(SlabRaycast.intersectsExact(off, Aabb3d.of(0, 0, 0, 1, 1, 1))).isFalse();
        assertThat(SlabRaycast.intersectsExact(Ray3d.of(3, 2, Math.ulp(0.0), -2, -1, 1), cube)).isFalse();
        Obb2d square = Obb2d.fromAabb(Aabb2d.of(0, 0, 1, 1));
        assertThat(SlabRaycast.intersectsExact(Ray2d.of(2, 0, -1, 1), square)).isTrue();
        // From (2, y0) up the diagonal: the corner (1, 1) at t = 1 for y0 = 0, inside for y0 < 0, past it above.
        assertThat(SlabRaycast.intersectsExact(Ray2d.of(2, Math.ulp(0.0), -1, 1), square)).isFalse();
        assertThat(SlabRaycast.intersectsExact(Ray2d.of(2, -Math.ulp(0.0), -1, 1), square)).isTrue();
        assertThat(SlabRaycast.intersectsExact(Ray2d.of(2, 0, -1, 1), Aabb2d.of(0, 0, 1, 1))).isTrue();
        assertThat(SlabRaycast.intersectsExact(Ray2d.of(2, Math.ulp(0.0), -1, 1), Aabb2d.of(0, 0, 1, 1))).isFalse();
    }

    @Test
    void raysBeyondTheDoubles_areAnsweredForEveryRealT() {
        // A direction so short that the fast kernel's crossings overflow: the exact test still hits.
        Ray3d slow = Ray3d.of(-1e300, 0.5, 0.5, Double.MIN_NORMAL, 0, 0);
        Obb3d cube = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1, 1, 1));
        assertThat(SlabRaycast.intersectsExact(slow, cube)).isTrue();
        assertThat(SlabRaycast.intersectsExact(slow, Aabb3d.of(0, 0, 0, 1, 1, 1))).isTrue();
        assertThat(SlabRaycast.intersectsExact(Ray2d.of(-1e300, 0.5, Double.MIN_NORMAL, 0),
                Obb2d.fromAabb(Aabb2d.of(0, 0, 1, 1)))).isTrue();
    }

    @Test
    void nullArguments_nameTheParameter() {
        Obb3d cube = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1, 1, 1));
        Ray3d ray = Ray3d.of(0, 0, 0, 1, 0, 0);
        Ray2d ray2 = Ray2d.of(0, 0, 1, 0);
        assertThatThrownBy(() -> SlabRaycast.intersectsExact((Ray3d) null, cube)).hasMessage("ray");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact(ray, (Obb3d) null)).hasMessage("box");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact(ray, (Aabb3d) null)).hasMessage("box");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact((Ray3d) null, Aabb3d.of(0, 0, 0, 1, 1, 1)))
                .hasMessage("ray");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact(ray2, (Obb2d) null)).hasMessage("box");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact((Ray2d) null, Obb2d.fromAabb(Aabb2d.of(0, 0, 1, 1))))
                .hasMessage("ray");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact(ray2, (Aabb2d) null)).hasMessage("box");
        assertThatThrownBy(() -> SlabRaycast.intersectsExact((Ray2d) null, Aabb2d.of(0, 0, 1, 1))).hasMessage("ray");
    }

    // ------------------------------------------------------------------------------ the filter's bound, pinned
    // Cases whose computed margin is a known multiple of the documented bound 256 (eps + u) S (times L
    // for a pair): within it the filter must defer to the exact path, beyond it decide. A bound made
    // smaller, or larger, by more than a tenth fails one of them.

    private static final double U = 0x1p-53;
    private static final Obb3d CUBE = Obb3d.fromAabb(Aabb3d.of(0, 0, 0, 1, 1, 1));
    private static final Obb2d SQUARE = Obb2d.fromAabb(Aabb2d.of(0, 0, 1, 1));

    /** The documented single-slab bound for the unit cube or square (rows exact: defect 8u). */
    private static double bound(double s) {
        return 256 * (8 * U + U) * s;
    }

    @Test
    void aSlabPassedByLessThanTheBound_isInDoubt_andByMoreIsDecided() {
        // Origin just past the face x = 1 moving away (f = 1): the reach margin e f + h |f| is -delta, against
        // the bound 256 (eps + u) S L; whether the origin is inside, |e| - h = -delta, against 256 (eps + u) S.
        // S = 2 in 3D (|c - o| = 0.5, extents 1.5), 1.5 in 2D; L = 1.5 in 3D, 1.3 in 2D.
        double es = bound(2);
        double es2 = bound(1.5);
        double ep = es * 1.5;
        double ep2 = es2 * 1.3;
        for (double k : new double[] {0.9, -0.9}) {
            assertThat(SlabExactKernel.filterObb(Ray3d.of(1 + k * es, 0.5, 0.5, 1, 0.3, 0.2), CUBE)).as("%s", k)
                    .isEqualTo(SlabExactKernel.DOUBT);
            assertThat(SlabExactKernel.filterObb2(Ray2d.of(1 + k * es2, 0.5, 1, 0.3), SQUARE)).as("2D %s", k)
                    .isEqualTo(SlabExactKernel.DOUBT);
        }
        // Outside by less than the reach bound (but more than the inside bound): in doubt.
        assertThat(SlabExactKernel.filterObb(Ray3d.of(1 + 0.9 * ep, 0.5, 0.5, 1, 0.3, 0.2), CUBE))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(1 + 0.9 * ep2, 0.5, 1, 0.3), SQUARE))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(1 + 1.1 * ep, 0.5, 0.5, 1, 0.3, 0.2), CUBE))
                .isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(1 - 1.1 * es, 0.5, 0.5, 1, 0.3, 0.2), CUBE))
                .isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(1 + 1.1 * ep2, 0.5, 1, 0.3), SQUARE))
                .isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(1 - 1.1 * es2, 0.5, 1, 0.3), SQUARE))
                .isEqualTo(SlabExactKernel.HOLDS);
    }

    @Test
    void twoSlabsMissedByLessThanTheBound_areInDoubt_andByMoreDecided() {
        // From (0, 2 + delta) down the diagonal (1, -1): past the edge x = 1, y = 1 by delta; S = 3.5, L = 2.
        double ep = bound(3.5) * 2;
        for (double k : new double[] {0.9, -0.9}) {
            double y = 2 + k * ep;
            assertThat(SlabExactKernel.filterObb(Ray3d.of(0, y, 0.5, 1, -1, 0), CUBE)).as("%s", k)
                    .isEqualTo(SlabExactKernel.DOUBT);
        }
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0, 2 + 1.1 * ep, 0.5, 1, -1, 0), CUBE))
                .isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0, 2 - 1.1 * ep, 0.5, 1, -1, 0), CUBE))
                .isEqualTo(SlabExactKernel.HOLDS);
        // In 2D the scale has no z: S = 3, L = 2.
        double ep2 = bound(3) * 2;
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(0, 2 + 0.9 * ep2, 1, -1), SQUARE))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(0, 2 + 1.1 * ep2, 1, -1), SQUARE))
                .isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(0, 2 - 1.1 * ep2, 1, -1), SQUARE))
                .isEqualTo(SlabExactKernel.HOLDS);
    }

    @Test
    void raysParallelToSlabsThatHoldTheirOrigin_areDecidedWithoutTheExactPath() {
        assertThat(SlabExactKernel.filterObb(Ray3d.of(-5, 0.5, 0.5, 1, 0, 0), CUBE)).isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0.5, -5, 0.5, 0, 1, 0), CUBE)).isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0.5, 0.5, -5, 0, 0, 1), CUBE)).isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(-5, 0.5, 1, 0), SQUARE)).isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(-5, 1.5, 0.5, 1, 0, 0), CUBE)).isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterAabb(-5, 0.5, 0.5, 1, 0, 0, 0, 0, 0, 1, 1, 1)).isEqualTo(SlabExactKernel.HOLDS);
    }

    @Test
    void theRectangleFilter_defersWithinFourUlpsOfItsCrossings_andDecidesBeyond() {
        // From (0, 2 + delta) down the diagonal: entry 1 + delta against exit 1.
        double ulp = Math.ulp(2.0);
        assertThat(SlabExactKernel.filterAabb(0, 2 + ulp, 0, 1, -1, 0, 0, 0, 0, 1, 1, 0))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterAabb(0, 2 - ulp, 0, 1, -1, 0, 0, 0, 0, 1, 1, 0))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterAabb(0, 2 + 8 * ulp, 0, 1, -1, 0, 0, 0, 0, 1, 1, 0))
                .isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterAabb(0, 2 - 8 * ulp, 0, 1, -1, 0, 0, 0, 0, 1, 1, 0))
                .isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterAabb(0, 3, 0, 1, -1, 0, 0, 0, 0, 1, 1, 0)).isEqualTo(SlabExactKernel.MISS);
        assertThat(SlabExactKernel.filterAabb(0, 1.5, 0, 1, -1, 0, 0, 0, 0, 1, 1, 0)).isEqualTo(SlabExactKernel.HOLDS);
    }

    /** A test's verdict bits as one verdict: a miss bit wins. */
    private static int verdict(int bits) {
        return (bits & SlabExactKernel.MISS) != 0 ? SlabExactKernel.MISS : bits;
    }

    @Test
    void reach_decidesOnTheSignOfEfPlusHAbsF_withinItsBound() {
        // n = e f + h |f|, against ep = 0.25: going up (f > 0) n = f (e + h), going down n = f (e - h).
        assertThat(verdict(SlabExactKernel.reach(-1.5, 1, 1, false, 0.25))).isEqualTo(SlabExactKernel.MISS);
        assertThat(verdict(SlabExactKernel.reach(-1.25, 1, 1, false, 0.25))).isEqualTo(SlabExactKernel.DOUBT);
        assertThat(verdict(SlabExactKernel.reach(-0.5, 1, 1, false, 0.25))).isEqualTo(SlabExactKernel.HOLDS);
        assertThat(verdict(SlabExactKernel.reach(1.5, -1, 1, false, 0.25))).isEqualTo(SlabExactKernel.MISS);
        assertThat(verdict(SlabExactKernel.reach(-0.5, -1, 1, false, 0.25))).isEqualTo(SlabExactKernel.HOLDS);
        // A slab the ray runs along (f = 0): never a certain miss; it holds only if the origin is certainly in.
        assertThat(verdict(SlabExactKernel.reach(3, 0, 1, false, 0.25))).isEqualTo(SlabExactKernel.DOUBT);
        assertThat(verdict(SlabExactKernel.reach(0.2, 0, 1, true, 0.25))).isEqualTo(SlabExactKernel.HOLDS);
        // A tiny f of either sign: n is tiny, in doubt unless the origin is in.
        assertThat(verdict(SlabExactKernel.reach(-3, 0.01, 1, false, 0.25))).isEqualTo(SlabExactKernel.DOUBT);
        assertThat(verdict(SlabExactKernel.reach(3, -0.01, 1, false, 0.25))).isEqualTo(SlabExactKernel.DOUBT);
    }

    @Test
    void pair_isInDoubtAtItsBound() {
        assertThat(verdict(SlabExactKernel.pair(1, 1, 0, 0, 1, 0, 1))).isEqualTo(SlabExactKernel.DOUBT);
        assertThat(verdict(SlabExactKernel.pair(1, 1, 2, 0, 1, 0, 1))).isEqualTo(SlabExactKernel.DOUBT);
        assertThat(verdict(SlabExactKernel.pair(1, 1, 0, 0, 1, 0, 0.5))).isEqualTo(SlabExactKernel.MISS);
        assertThat(verdict(SlabExactKernel.pair(1, 1, 2, 0, 1, 0, 0.5))).isEqualTo(SlabExactKernel.HOLDS);
    }

    @Test
    void decide_countsTouchesAsHits() {
        BigDecimal one = BigDecimal.ONE;
        BigDecimal zero = BigDecimal.ZERO;
        BigDecimal two = BigDecimal.valueOf(2);
        // Parallel (f = 0) with the origin outside on either side: a miss.
        assertThat(SlabExactKernel.decide(new BigDecimal[] {two.negate()}, new BigDecimal[] {zero},
                new BigDecimal[] {one})).isFalse();
        assertThat(SlabExactKernel.decide(new BigDecimal[] {two}, new BigDecimal[] {zero},
                new BigDecimal[] {one})).isFalse();
        // On the face plane, going in or along: e + h = 0 or e - h = 0 touches.
        assertThat(SlabExactKernel.decide(new BigDecimal[] {one.negate()}, new BigDecimal[] {one},
                new BigDecimal[] {one})).isTrue();
        assertThat(SlabExactKernel.decide(new BigDecimal[] {one}, new BigDecimal[] {one.negate()},
                new BigDecimal[] {one})).isTrue();
        assertThat(SlabExactKernel.decide(new BigDecimal[] {one}, new BigDecimal[] {zero},
                new BigDecimal[] {one})).isTrue();
        // Two slabs whose intervals touch at one t: |e0 f1 - e1 f0| = h0 |f1| + h1 |f0|.
        assertThat(SlabExactKernel.decide(new BigDecimal[] {two, one}, new BigDecimal[] {one, one},
                new BigDecimal[] {one, zero})).isTrue();
        assertThat(SlabExactKernel.decide(new BigDecimal[] {two, one.subtract(new BigDecimal("1e-30"))},
                new BigDecimal[] {one, one}, new BigDecimal[] {one, zero})).isFalse();
    }

    @Test
    void theScaleRange_andTheDefect_areAsDocumented() {
        assertThat(SlabExactKernel.defect(1, 0, 0, 0, 1, 0, 0, 0, 1)).isEqualTo(8 * U);
        assertThat(SlabExactKernel.defect(1, 0, 0, 0x1p-20, 1, 0, 0, 0, 1)).isGreaterThanOrEqualTo(0x1p-20);
        assertThat(SlabExactKernel.defect(1, 0, 0, 0, 1, 0, 0, 0, 1 + 0x1p-30)).isGreaterThanOrEqualTo(0x1p-29);
        // Scales just inside 2^-500 .. 2^500 take the floating-point pass; just outside, the exact path.
        Ray3d inside = Ray3d.of(0.5, 0.5, 0.5, 0x1p-500, 0, 0);
        assertThat(SlabExactKernel.filterObb(inside, CUBE)).isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0.5, 0.5, 0.5, Math.nextDown(0x1p-500), 0, 0), CUBE))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0.5, 0.5, 0.5, 0x1p500, 0, 0), CUBE))
                .isEqualTo(SlabExactKernel.HOLDS);
        assertThat(SlabExactKernel.filterObb(Ray3d.of(0.5, 0.5, 0.5, Math.nextUp(0x1p500), 0, 0), CUBE))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(0.5, 0.5, Math.nextUp(0x1p500), 0), SQUARE))
                .isEqualTo(SlabExactKernel.DOUBT);
        assertThat(SlabExactKernel.filterObb2(Ray2d.of(0.5, 0.5, 0x1p500, 0), SQUARE))
                .isEqualTo(SlabExactKernel.HOLDS);
    }

}
