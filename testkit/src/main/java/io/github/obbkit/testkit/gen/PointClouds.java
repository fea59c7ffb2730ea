package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.property.Gen;
import java.util.random.RandomGenerator;

/**
 * Point sets for box fitting, in 2D and 3D. {@link #points2d(int)} and {@link #points3d(int)} mix
 * every kind below in equal shares; the named generators make one kind each.
 *
 * <ul>
 *   <li>{@code uniform}: uniform in a box of a random scale ({@code 1e-6} to {@code 1e6}), turned,
 *       and moved up to {@code 1e9} from the origin in a third of the sets;</li>
 *   <li>{@code lattice}: small integers, so many points share lines, and duplicates are common;</li>
 *   <li>{@code collinear}: {@code a + k d} for integer {@code a}, {@code d} and {@code k}, collinear in
 *       exact arithmetic on the stored doubles;</li>
 *   <li>{@code coplanar} (3D): {@code a + i d + j e} on an integer lattice plane;</li>
 *   <li>{@code duplicates}: two to four distinct points, each repeated;</li>
 *   <li>{@code round}: points on a circle (2D) or a sphere (3D), every one on the hull;</li>
 *   <li>{@code sliver}: a thin turned rectangle or slab, {@code 1e-9} to {@code 1e-3} thick;</li>
 *   <li>{@code far}: a unit-sized cloud {@code 1e6} to {@code 1e12} from the origin;</li>
 *   <li>{@code single}: one point.</li>
 * </ul>
 */
public final class PointClouds {
    private PointClouds() {
    }

    /**
     * Every kind of 2D set, in equal shares, with up to {@code maxPoints} points.
     *
     * @param maxPoints the most points in a set, at least 4
     * @return the generator
     * @throws IllegalArgumentException if {@code maxPoints < 4}
     */
    public static Gen<PointCloud> points2d(int maxPoints) {
        check(maxPoints);
        return Gen.oneOf(kind(2, "uniform", maxPoints), kind(2, "lattice", maxPoints),
                kind(2, "collinear", maxPoints), kind(2, "duplicates", maxPoints), kind(2, "round", maxPoints),
                kind(2, "sliver", maxPoints), kind(2, "far", maxPoints), kind(2, "single", maxPoints));
    }

    /**
     * Every kind of 3D set, in equal shares, with up to {@code maxPoints} points.
     *
     * @param maxPoints the most points in a set, at least 4
     * @return the generator
     * @throws IllegalArgumentException if {@code maxPoints < 4}
     */
    public static Gen<PointCloud> points3d(int maxPoints) {
        check(maxPoints);
        return Gen.oneOf(kind(3, "uniform", maxPoints), kind(3, "lattice", maxPoints),
                kind(3, "collinear", maxPoints), kind(3, "coplanar", maxPoints), kind(3, "duplicates", maxPoints),
                kind(3, "round", maxPoints), kind(3, "sliver", maxPoints), kind(3, "far", maxPoints),
                kind(3, "single", maxPoints));
    }

    /**
     * One kind of set, by the name the class comment gives it.
     *
     * @param dimension 2 or 3
     * @param kind      the kind's name ({@code "coplanar"} in 3D only)
     * @param maxPoints the most points in a set, at least 4
     * @return the generator
     * @throws IllegalArgumentException if the dimension, kind or count is not one of those
     */
    public static Gen<PointCloud> kind(int dimension, String kind, int maxPoints) {
        check(maxPoints);
        if (dimension != 2 && dimension != 3) {
            throw new IllegalArgumentException("dimension must be 2 or 3, was " + dimension);
        }
        return switch (kind) {
            case "uniform" -> r -> uniform(r, dimension, 1 + r.nextInt(maxPoints));
            case "lattice" -> r -> lattice(r, dimension, 1 + r.nextInt(maxPoints));
            case "collinear" -> r -> collinear(r, dimension, 1 + r.nextInt(maxPoints));
            case "coplanar" -> {
                if (dimension != 3) {
                    throw new IllegalArgumentException("kind coplanar is 3D only, dimension was " + dimension);
                }
                yield r -> coplanar(r, 1 + r.nextInt(maxPoints));
            }
            case "duplicates" -> r -> duplicates(r, dimension, 2 + r.nextInt(maxPoints - 1));
            case "round" -> r -> round(r, dimension, 3 + r.nextInt(maxPoints - 2));
            case "sliver" -> r -> sliver(r, dimension, 2 + r.nextInt(maxPoints - 1));
            case "far" -> r -> far(r, dimension, 1 + r.nextInt(maxPoints));
            case "single" -> r -> new PointCloud("single", dimension, offset(r, dimension, new double[dimension], 1e6));
            default -> throw new IllegalArgumentException("kind must be one of uniform, lattice, collinear, "
                    + "coplanar, duplicates, round, sliver, far, single; was " + kind);
        };
    }

    private static void check(int maxPoints) {
        if (maxPoints < 4) {
            throw new IllegalArgumentException("maxPoints must be >= 4, was " + maxPoints);
        }
    }

    private static PointCloud uniform(RandomGenerator r, int dim, int n) {
        double scale = Math.pow(10, -6 + 12 * r.nextDouble());
        double[] p = new double[n * dim];
        for (int i = 0; i < p.length; i++) {
            p[i] = scale * (2 * r.nextDouble() - 1) * (1 + (i % dim) * r.nextDouble());
        }
        turn(r, dim, p);
        return new PointCloud("uniform", dim, r.nextInt(3) == 0 ? offset(r, dim, p, 1e9) : p);
    }

    private static PointCloud lattice(RandomGenerator r, int dim, int n) {
        double[] p = new double[n * dim];
        for (int i = 0; i < p.length; i++) {
            p[i] = r.nextInt(7) - 3;
        }
        return new PointCloud("lattice", dim, p);
    }

    private static PointCloud collinear(RandomGenerator r, int dim, int n) {
        double[] a = new double[dim];
        double[] d = new double[dim];
        for (int k = 0; k < dim; k++) {
            a[k] = r.nextInt(2001) - 1000;
            d[k] = r.nextInt(21) - 10;
        }
        double[] p = new double[n * dim];
        for (int i = 0; i < n; i++) {
            int t = r.nextInt(201) - 100;
            for (int k = 0; k < dim; k++) {
                p[i * dim + k] = a[k] + t * d[k];
            }
        }
        return new PointCloud("collinear", dim, p);
    }

    private static PointCloud coplanar(RandomGenerator r, int n) {
        double[] a = new double[3];
        double[] d = new double[3];
        double[] e = new double[3];
        for (int k = 0; k < 3; k++) {
            a[k] = r.nextInt(2001) - 1000;
            d[k] = r.nextInt(21) - 10;
            e[k] = r.nextInt(21) - 10;
        }
        double[] p = new double[n * 3];
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(101) - 50;
            int t = r.nextInt(101) - 50;
            for (int k = 0; k < 3; k++) {
                p[i * 3 + k] = a[k] + s * d[k] + t * e[k];
            }
        }
        return new PointCloud("coplanar", 3, p);
    }

    private static PointCloud duplicates(RandomGenerator r, int dim, int n) {
        int distinct = 2 + r.nextInt(3);
        double[] base = new double[distinct * dim];
        for (int i = 0; i < base.length; i++) {
            base[i] = 100 * (2 * r.nextDouble() - 1);
        }
        double[] p = new double[n * dim];
        for (int i = 0; i < n; i++) {
            int j = i < distinct ? i % distinct : r.nextInt(distinct);
            System.arraycopy(base, (j % distinct) * dim, p, i * dim, dim);
        }
        return new PointCloud("duplicates", dim, p);
    }

    private static PointCloud round(RandomGenerator r, int dim, int n) {
        double radius = Math.pow(10, -3 + 6 * r.nextDouble());
        double[] p = new double[n * dim];
        for (int i = 0; i < n; i++) {
            if (dim == 2) {
                double a = 2 * Math.PI * r.nextDouble();
                p[2 * i] = radius * Math.cos(a);
                p[2 * i + 1] = radius * Math.sin(a);
            } else {
                double z = 2 * r.nextDouble() - 1;
                double a = 2 * Math.PI * r.nextDouble();
                double s = Math.sqrt(1 - z * z);
                p[3 * i] = radius * s * Math.cos(a);
                p[3 * i + 1] = radius * s * Math.sin(a);
                p[3 * i + 2] = radius * z;
            }
        }
        return new PointCloud("round", dim, offset(r, dim, p, 1e3));
    }

    private static PointCloud sliver(RandomGenerator r, int dim, int n) {
        double thickness = Math.pow(10, -9 + 6 * r.nextDouble());
        double[] p = new double[n * dim];
        for (int i = 0; i < n; i++) {
            p[i * dim] = 10 * (2 * r.nextDouble() - 1);
            p[i * dim + 1] = (dim == 2 ? thickness : 3) * (2 * r.nextDouble() - 1);
            if (dim == 3) {
                p[i * dim + 2] = thickness * (2 * r.nextDouble() - 1);
            }
        }
        turn(r, dim, p);
        return new PointCloud("sliver", dim, offset(r, dim, p, 100));
    }

    private static PointCloud far(RandomGenerator r, int dim, int n) {
        double[] p = new double[n * dim];
        for (int i = 0; i < p.length; i++) {
            p[i] = 2 * r.nextDouble() - 1;
        }
        turn(r, dim, p);
        return new PointCloud("far", dim, offset(r, dim, p, Math.pow(10, 6 + 6 * r.nextDouble())));
    }

    /** Moves every point by one random offset of up to {@code reach} per coordinate. */
    private static double[] offset(RandomGenerator r, int dim, double[] p, double reach) {
        double[] o = new double[dim];
        for (int k = 0; k < dim; k++) {
            o[k] = reach * (2 * r.nextDouble() - 1);
        }
        for (int i = 0; i < p.length; i++) {
            p[i] += o[i % dim];
        }
        return p;
    }

    /** Turns every point by one random rotation about the origin (2D: an angle; 3D: a unit quaternion). */
    private static void turn(RandomGenerator r, int dim, double[] p) {
        if (dim == 2) {
            double a = 2 * Math.PI * r.nextDouble();
            double c = Math.cos(a);
            double s = Math.sin(a);
            for (int i = 0; i < p.length; i += 2) {
                double x = p[i];
                double y = p[i + 1];
                p[i] = c * x - s * y;
                p[i + 1] = s * x + c * y;
            }
            return;
        }
        double qw = r.nextGaussian();
        double qx = r.nextGaussian();
        double qy = r.nextGaussian();
        double qz = r.nextGaussian();
        double l = Math.sqrt(qw * qw + qx * qx + qy * qy + qz * qz);
        qw /= l;
        qx /= l;
        qy /= l;
        qz /= l;
        double[] m = {
            1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy - qw * qz), 2 * (qx * qz + qw * qy),
            2 * (qx * qy + qw * qz), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz - qw * qx),
            2 * (qx * qz - qw * qy), 2 * (qy * qz + qw * qx), 1 - 2 * (qx * qx + qy * qy)};
        for (int i = 0; i < p.length; i += 3) {
            double x = p[i];
            double y = p[i + 1];
            double z = p[i + 2];
            p[i] = m[0] * x + m[1] * y + m[2] * z;
            p[i + 1] = m[3] * x + m[4] * y + m[5] * z;
            p[i + 2] = m[6] * x + m[7] * y + m[8] * z;
        }
    }
}
