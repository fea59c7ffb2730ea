package io.github.obbkit.testkit.gen;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.property.Gen;
import java.math.BigDecimal;
import java.util.random.RandomGenerator;
import org.joml.Quaterniond;

/**
 * Ray-box cases for predicates that claim to be exact (no band), in 3D and 2D: rays that touch the
 * box the stored doubles define exactly in binary, or miss or enter it by a hair. Every touch point
 * is a point {@code c + sum_k s_k h_k axis_k} of the stored numbers ({@code s_k} dyadic) whose sum is
 * checked, in {@link BigDecimal}, to be a double, and every origin is checked to lie exactly on the
 * ray through it; cases whose sums round are drawn again. Turned boxes are centred at the origin with
 * unit (or zero) half-extents, which keeps the redraws few; the {@code scaled} family moves them to
 * every magnitude. Each family labels its cases:
 * <ul>
 * <li>{@code integerTouching}: world axes, integer centres and half-extents; a ray through a corner,
 *     an edge or a face point, touching only or entering, or moved by one unit or {@code 2^-30};</li>
 * <li>{@code cornerGraze}: a turned box and a ray through a corner from outside its cone (touching
 *     only the corner);</li>
 * <li>{@code edgeGraze}: a ray along a stored axis through a point of an edge (3D), or of a face's
 *     plane inside, on or outside the face: it lies exactly in the edge's line or the face's plane;</li>
 * <li>{@code tilted}: those rays along an axis turned by {@code 1e-12} rad (or {@code 1e-15}) out of
 *     the face plane, in or out;</li>
 * <li>{@code zeroExtent}: the grazes above for boxes with one or more zero half-extents;</li>
 * <li>{@code fastBand}: grazes whose origin is moved by {@code 1e-16} to {@code 1e-6} of the scale,
 *     inside the default kernel's band;</li>
 * <li>{@code leaving}: a ray from a point of a face (2D: a side), each coordinate moved by up to three
 *     ulps, pointing out of the box: the line runs through the box behind the origin, so only whether
 *     the face's own slab still holds the origin tells the touch from the miss;</li>
 * <li>{@code scaled}: any of the above with positions and extents times {@code 2^k},
 *     {@code k} in {@code [-1000, 900]}, and the direction times {@code 2^j}, {@code j} in
 *     {@code [-500, 500]}.</li>
 * </ul>
 */
public final class ExactRayCases {
    private static final String[] FAMILIES = {"integerTouching", "cornerGraze", "edgeGraze", "tilted", "zeroExtent",
        "fastBand", "leaving"};

    private ExactRayCases() {
    }

    /**
     * Every family in 3D, one case in six scaled.
     *
     * @return the generator
     */
    public static Gen<RayCase3d> ray3d() {
        return random -> {
            Case c = next(random, 3);
            return new RayCase3d(Ray3d.of(c.o[0], c.o[1], c.o[2], c.d[0], c.d[1], c.d[2]),
                    Obb3d.fromAxes(c.c[0], c.c[1], c.c[2], c.a[0][0], c.a[0][1], c.a[0][2], c.a[1][0], c.a[1][1],
                            c.a[1][2], c.a[2][0], c.a[2][1], c.a[2][2], c.h[0], c.h[1], c.h[2]), c.family);
        };
    }

    /**
     * Every family in 2D (edges are the box's sides), one case in six scaled.
     *
     * @return the generator
     */
    public static Gen<RayCase2d> ray2d() {
        return random -> {
            Case c = next(random, 2);
            return new RayCase2d(Ray2d.of(c.o[0], c.o[1], c.d[0], c.d[1]),
                    Obb2d.fromAxes(c.c[0], c.c[1], c.a[0][0], c.a[0][1], c.a[1][0], c.a[1][1], c.h[0], c.h[1]),
                    c.family);
        };
    }

    /** A box's stored numbers and a ray's, with the family's name. */
    private static final class Case {
        double[] c;
        double[][] a;
        double[] h;
        double[] o;
        double[] d;
        String family;
    }

    private static Case next(RandomGenerator random, int n) {
        String family = FAMILIES[random.nextInt(FAMILIES.length)];
        Case c;
        while (true) {
            c = attempt(random, n, family);
            if (c != null) {
                break;
            }
        }
        c.family = family;
        if (random.nextInt(6) == 0) {
            scale(random, c);
            c.family = "scaled";
        }
        return c;
    }

    /** One try at a case of the family: null if a sum rounded. */
    private static Case attempt(RandomGenerator random, int n, String family) {
        boolean integer = family.equals("integerTouching");
        Case c = new Case();
        frame(random, n, integer, family.equals("zeroExtent"), c);
        if (family.equals("leaving")) {
            return leaving(random, n, c);
        }
        int kind = family.equals("cornerGraze") ? 0 : family.equals("edgeGraze") || family.equals("tilted") ? 1
                : random.nextInt(2);
        double[] s = new double[n];
        double[] beta = new double[n];
        if (kind == 0) {
            // A corner, and a direction into it along the first axis and out of it along the second.
            for (int k = 0; k < n; k++) {
                s[k] = random.nextBoolean() ? 1 : -1;
                beta[k] = random.nextDouble(-1, 1);
            }
            beta[0] = integer && random.nextBoolean() ? -s[0] : s[0];
            beta[1] = -s[1];
        } else {
            // A point with one coordinate on a face (or, in 3D, two: an edge), moving along another axis.
            int along = random.nextInt(n);
            double[] dyadic = {1, -1, 1, -1, 0.5, -0.5, 1.5, -1.5, 0};
            for (int k = 0; k < n; k++) {
                s[k] = k == along ? random.nextInt(-6, -1) : dyadic[random.nextInt(dyadic.length)];
            }
            beta[along] = 1;
            if (family.equals("tilted")) {
                int across = (along + 1 + random.nextInt(n - 1)) % n;
                beta[across] = (random.nextBoolean() ? 1e-12 : 1e-15) * (random.nextBoolean() ? 1 : -1);
            }
        }
        double[] p = point(c, s);
        c.d = new double[n];
        for (int k = 0; k < n; k++) {
            // Along a stored axis (h_k = 1 or 0 does not matter), or a mix of them for a corner.
            double w = kind == 0 ? beta[k] * (c.h[k] == 0 ? 1 : c.h[k]) : beta[k];
            for (int i = 0; i < n; i++) {
                c.d[i] += w * c.a[k][i];
            }
        }
        if (integer) {
            for (int i = 0; i < n; i++) {
                c.d[i] = Math.rint(4 * c.d[i]);
            }
        }
        if (p == null || isZero(c.d)) {
            return null;
        }
        double back = Math.scalb(1.0, random.nextInt(0, 4));
        c.o = new double[n];
        for (int i = 0; i < n; i++) {
            c.o[i] = p[i] - back * c.d[i];
            if (new BigDecimal(c.o[i]).compareTo(new BigDecimal(p[i]).subtract(new BigDecimal(back).multiply(
                    new BigDecimal(c.d[i])))) != 0) {
                return null;
            }
        }
        move(random, family, c);
        return c;
    }

    /** A face point moved by up to three ulps a coordinate, and a direction out of that face. */
    private static Case leaving(RandomGenerator random, int n, Case c) {
        int face = random.nextInt(n);
        double out = random.nextBoolean() ? 1 : -1;
        double[] inside = {0, 0.5, -0.5, 0.25, -0.75, 0.875};
        double[] s = new double[n];
        for (int k = 0; k < n; k++) {
            s[k] = k == face ? out : inside[random.nextInt(inside.length)];
        }
        double[] p = point(c, s);
        if (p == null) {
            return null;
        }
        c.d = new double[n];
        for (int k = 0; k < n; k++) {
            double w = k == face ? out : 0.5 * random.nextGaussian();
            for (int i = 0; i < n; i++) {
                c.d[i] += w * c.a[k][i];
            }
        }
        c.o = new double[n];
        for (int i = 0; i < n; i++) {
            c.o[i] = p[i] + random.nextInt(-3, 4) * Math.ulp(p[i]);
        }
        return c;
    }

    /** Integer, turned or flat frames: centre, stored rows, half-extents (powers of two, or 0). */
    private static void frame(RandomGenerator random, int n, boolean integer, boolean flat, Case c) {
        c.c = new double[n];
        c.h = new double[n];
        // Turned boxes sit at the origin with unit half-extents, so that a corner's sum is exact often
        // enough (about one try in seven; with its origin, one in a hundred).
        for (int k = 0; k < n; k++) {
            c.c[k] = integer ? random.nextInt(-8, 9) : 0;
            c.h[k] = integer ? random.nextInt(0, 4) : 1;
        }
        if (flat) {
            int zeros = 1 + random.nextInt(n);
            for (int z = 0; z < zeros; z++) {
                c.h[random.nextInt(n)] = 0;
            }
        }
        if (integer || random.nextInt(8) == 0) {
            c.a = new double[n][n];
            for (int k = 0; k < n; k++) {
                c.a[k][k] = 1;
            }
            return;
        }
        if (n == 2) {
            Obb2d b = Obb2d.of(0, 0, random.nextDouble(-Math.PI, Math.PI), 1, 1);
            c.a = new double[][] {{b.axisXx(), b.axisXy()}, {b.axisYx(), b.axisYy()}};
            return;
        }
        Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                random.nextGaussian() + 1e-9).normalize();
        Obb3d b = Obb3d.of(0, 0, 0, q, 1, 1, 1);
        c.a = new double[][] {{b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()},
            {b.axisZx(), b.axisZy(), b.axisZz()}};
    }

    /** {@code c + sum_k s_k h_k a_k} if it is a double exactly, else null. */
    private static double[] point(Case c, double[] s) {
        int n = s.length;
        double[] p = new double[n];
        for (int i = 0; i < n; i++) {
            BigDecimal x = new BigDecimal(c.c[i]);
            for (int k = 0; k < n; k++) {
                x = x.add(new BigDecimal(s[k]).multiply(new BigDecimal(c.h[k])).multiply(new BigDecimal(c.a[k][i])));
            }
            p[i] = x.doubleValue();
            if (new BigDecimal(p[i]).compareTo(x) != 0) {
                return null;
            }
        }
        return p;
    }

    /** Integer touches moved by a unit or 2^-30; fast-band ones by 1e-16 to 1e-6 of the scale. */
    private static void move(RandomGenerator random, String family, Case c) {
        int i = random.nextInt(c.o.length);
        if (family.equals("integerTouching")) {
            double[] moves = {0, 0, 0, 1, -1, 0x1p-30, -0x1p-30};
            c.o[i] += moves[random.nextInt(moves.length)];
        } else if (family.equals("fastBand")) {
            double scale = 0;
            for (int k = 0; k < c.o.length; k++) {
                scale += Math.abs(c.c[k] - c.o[k]) + c.h[k];
            }
            c.o[i] += (random.nextBoolean() ? 1 : -1) * scale * Math.pow(10, random.nextDouble(-16, -6));
        }
    }

    private static void scale(RandomGenerator random, Case c) {
        double f = Math.scalb(1.0, random.nextInt(-1000, 901));
        double g = Math.scalb(1.0, random.nextInt(-500, 501));
        for (int i = 0; i < c.o.length; i++) {
            c.c[i] *= f;
            c.h[i] *= f;
            c.o[i] *= f;
            c.d[i] *= g;
        }
    }

    private static boolean isZero(double[] v) {
        for (double x : v) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }
}
