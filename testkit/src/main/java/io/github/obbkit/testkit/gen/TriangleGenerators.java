package io.github.obbkit.testkit.gen;

import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.oracle.Triangle;
import java.util.random.RandomGenerator;

/**
 * Generators of rays against single triangles, each case labelled with its family. The hard cases
 * come in their own families: rays aimed at a point of an edge moved off it by a tiny amount, or
 * exactly at a vertex; rays nearly in the triangle's plane; origins on the plane; degenerate
 * triangles; everything far from the world's origin, or scaled very small or very large.
 */
public final class TriangleGenerators {
    private TriangleGenerators() {
    }

    /**
     * Every family below, equally often.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> any() {
        return Gen.oneOf(aimed(), inside(), nearEdge(), atVertex(), grazing(), originOnPlane(), degenerate(), pointingAway(),
                farFromOrigin(), scaled(), axisAligned());
    }

    /**
     * Families that mostly hit: rays aimed inside the triangle (barycentrics in {@code [0.02, 0.96]}),
     * also far from the world's origin, scaled, grazing and axis-aligned, for properties of hits.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> mostlyHitting() {
        return Gen.oneOf(inside(), inside(), farFromOrigin(), scaled(), grazing(), axisAligned());
    }

    /**
     * Rays from anywhere aimed at a point well inside the triangle.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> inside() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            double u = random.nextDouble(0.02, 0.96);
            double v = random.nextDouble(0.02, 0.98 - u);
            double[] target = point(t, u, v);
            return new RayTriangleCase(through(originNear(random, target, size), target), t, "inside");
        };
    }

    /** A random triangle: vertices within {@code size} of a centre within 10 of the origin. */
    static Triangle triangle(RandomGenerator random, double size) {
        double x = random.nextDouble(-10, 10);
        double y = random.nextDouble(-10, 10);
        double z = random.nextDouble(-10, 10);
        double[] v = new double[9];
        for (int i = 0; i < 9; i++) {
            v[i] = (i % 3 == 0 ? x : i % 3 == 1 ? y : z) + random.nextDouble(-size, size);
        }
        return new Triangle(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    }

    static double size(RandomGenerator random) {
        return Math.pow(10, random.nextDouble(-2, 2));
    }

    /** The point {@code w a + u b + v c}, {@code w = 1 - u - v}. */
    static double[] point(Triangle t, double u, double v) {
        double w = 1 - u - v;
        double[] p = new double[3];
        for (int k = 0; k < 3; k++) {
            p[k] = w * t.vertex(0, k) + u * t.vertex(1, k) + v * t.vertex(2, k);
        }
        return p;
    }

    /** An origin at a random distance (0.5 to 50 sizes) in a random direction from {@code target}. */
    static double[] originNear(RandomGenerator random, double[] target, double size) {
        double[] dir = unit(random);
        double r = size * Math.pow(10, random.nextDouble(-0.3, 1.7));
        return new double[] {target[0] + r * dir[0], target[1] + r * dir[1], target[2] + r * dir[2]};
    }

    static double[] unit(RandomGenerator random) {
        while (true) {
            double x = random.nextDouble(-1, 1);
            double y = random.nextDouble(-1, 1);
            double z = random.nextDouble(-1, 1);
            double n = Math.sqrt(x * x + y * y + z * z);
            if (n > 0.1 && n <= 1) {
                return new double[] {x / n, y / n, z / n};
            }
        }
    }

    /** A ray from {@code origin} through {@code target}, or along {@code fallback} if they coincide. */
    static Ray3d through(double[] origin, double[] target) {
        double dx = target[0] - origin[0];
        double dy = target[1] - origin[1];
        double dz = target[2] - origin[2];
        if (dx == 0 && dy == 0 && dz == 0) {
            dz = 1;
        }
        return Ray3d.of(origin[0], origin[1], origin[2], dx, dy, dz);
    }

    /**
     * Rays from anywhere aimed at a point of the triangle's plane with barycentrics in
     * {@code [-0.3, 1.3]}: about half hit.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> aimed() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            double[] target = point(t, random.nextDouble(-0.3, 1.3), random.nextDouble(-0.3, 1.3));
            return new RayTriangleCase(through(originNear(random, target, size), target), t, "aimed");
        };
    }

    /**
     * Rays aimed at a point of an edge moved off it, in the plane, by {@code 10^-k} of the triangle's
     * size, {@code k} in {@code [3, 16]}, to either side: inside the band and just outside it.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> nearEdge() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            double s = random.nextDouble();
            double off = (random.nextBoolean() ? 1 : -1) * Math.pow(10, -random.nextDouble(3, 16));
            double[] target = switch (random.nextInt(3)) {
                case 0 -> point(t, s, -off);            // edge a-b, v = 0
                case 1 -> point(t, -off, s);            // edge a-c, u = 0
                default -> point(t, s + off / 2, 1 - s + off / 2); // edge b-c, w = 0
            };
            return new RayTriangleCase(through(originNear(random, target, size), target), t, "nearEdge");
        };
    }

    /**
     * Rays aimed exactly at a vertex.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> atVertex() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            int i = random.nextInt(3);
            double[] target = {t.vertex(i, 0), t.vertex(i, 1), t.vertex(i, 2)};
            return new RayTriangleCase(through(originNear(random, target, size), target), t, "atVertex");
        };
    }

    /**
     * Rays nearly in the triangle's plane: a direction in the plane tilted out of it by
     * {@code 10^-k}, {@code k} in {@code [1, 14]}, through a point near the triangle.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> grazing() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            double[] target = point(t, random.nextDouble(-0.2, 1.0), random.nextDouble(-0.2, 1.0));
            double[] e1 = {t.bx() - t.ax(), t.by() - t.ay(), t.bz() - t.az()};
            double[] e2 = {t.cx() - t.ax(), t.cy() - t.ay(), t.cz() - t.az()};
            double[] n = {e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]};
            double nl = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            double a = random.nextDouble();
            double tilt = (random.nextBoolean() ? 1 : -1) * Math.pow(10, -random.nextDouble(1, 14)) * size / nl;
            double[] d = new double[3];
            for (int k = 0; k < 3; k++) {
                d[k] = a * e1[k] + (1 - a) * e2[k] + tilt * n[k];
            }
            double back = random.nextDouble(0.5, 3);
            double[] origin = {target[0] - back * d[0], target[1] - back * d[1], target[2] - back * d[2]};
            return new RayTriangleCase(Ray3d.of(origin[0], origin[1], origin[2], d[0], d[1], d[2]), t, "grazing");
        };
    }

    /**
     * Rays whose origin is a point of the triangle's plane (to rounding), inside or outside it, in a
     * random direction.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> originOnPlane() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            double[] origin = point(t, random.nextDouble(-0.3, 1.3), random.nextDouble(-0.3, 1.3));
            double[] d = unit(random);
            return new RayTriangleCase(Ray3d.of(origin[0], origin[1], origin[2], d[0], d[1], d[2]), t,
                    "originOnPlane");
        };
    }

    /**
     * Degenerate triangles: two equal vertices, or three on a line (to rounding), with rays aimed at
     * them.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> degenerate() {
        return random -> {
            double size = size(random);
            Triangle r = triangle(random, size);
            double k = random.nextBoolean() ? 0 : random.nextDouble(-1, 2);
            Triangle t = new Triangle(r.ax(), r.ay(), r.az(), r.bx(), r.by(), r.bz(),
                    r.ax() + k * (r.bx() - r.ax()), r.ay() + k * (r.by() - r.ay()), r.az() + k * (r.bz() - r.az()));
            double[] target = point(t, random.nextDouble(-0.2, 1.2), 0);
            return new RayTriangleCase(through(originNear(random, target, size), target), t, "degenerate");
        };
    }

    /**
     * Rays aimed away from a point of the triangle: only the line behind the origin would meet it.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> pointingAway() {
        return random -> {
            double size = size(random);
            Triangle t = triangle(random, size);
            double[] target = point(t, random.nextDouble(0, 0.5), random.nextDouble(0, 0.5));
            double[] origin = originNear(random, target, size);
            double[] away = {2 * origin[0] - target[0], 2 * origin[1] - target[1], 2 * origin[2] - target[2]};
            return new RayTriangleCase(through(origin, away), t, "pointingAway");
        };
    }

    /**
     * The aimed and near-edge families moved {@code 10^3} to {@code 10^12} away from the world's origin.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> farFromOrigin() {
        Gen<RayTriangleCase> inner = Gen.oneOf(aimed(), inside(), nearEdge(), atVertex());
        return random -> {
            RayTriangleCase c = inner.next(random);
            double far = Math.pow(10, random.nextDouble(3, 12));
            double[] u = unit(random);
            double x = far * u[0];
            double y = far * u[1];
            double z = far * u[2];
            Ray3d r = c.ray();
            return new RayTriangleCase(Ray3d.of(r.originX() + x, r.originY() + y, r.originZ() + z, r.directionX(),
                    r.directionY(), r.directionZ()), c.triangle().translated(x, y, z), "farFromOrigin");
        };
    }

    /**
     * The aimed and near-edge families scaled by {@code 2^k}, {@code k} in {@code [-60, 60]}: exact
     * scalings, so each case is as hard as the one it came from.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> scaled() {
        Gen<RayTriangleCase> inner = Gen.oneOf(aimed(), inside(), nearEdge(), atVertex());
        return random -> {
            RayTriangleCase c = inner.next(random);
            double s = Math.scalb(1.0, random.nextInt(-60, 61));
            Ray3d r = c.ray();
            Triangle t = c.triangle();
            return new RayTriangleCase(Ray3d.of(s * r.originX(), s * r.originY(), s * r.originZ(), s * r.directionX(),
                    s * r.directionY(), s * r.directionZ()), new Triangle(s * t.ax(), s * t.ay(), s * t.az(),
                    s * t.bx(), s * t.by(), s * t.bz(), s * t.cx(), s * t.cy(), s * t.cz()), "scaled");
        };
    }

    /**
     * Small-integer triangles in a plane of constant x, y or z and rays along a world axis or a
     * diagonal, aimed at integer and half-integer points: exact edge and vertex hits.
     *
     * @return the generator
     */
    public static Gen<RayTriangleCase> axisAligned() {
        return random -> {
            int axis = random.nextInt(3);
            double level = random.nextInt(-4, 5);
            double[] v = new double[9];
            for (int i = 0; i < 3; i++) {
                for (int k = 0; k < 3; k++) {
                    v[3 * i + k] = k == axis ? level : random.nextInt(-3, 4);
                }
            }
            Triangle t = new Triangle(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
            double[] target = new double[3];
            for (int k = 0; k < 3; k++) {
                target[k] = k == axis ? level : 0.5 * random.nextInt(-6, 7);
            }
            double[] d = new double[3];
            d[axis] = random.nextBoolean() ? 1 : -1;
            if (random.nextBoolean()) {
                d[(axis + 1) % 3] = random.nextInt(-1, 2);
                d[(axis + 2) % 3] = random.nextInt(-1, 2);
            }
            double back = random.nextInt(1, 5);
            return new RayTriangleCase(Ray3d.of(target[0] - back * d[0], target[1] - back * d[1],
                    target[2] - back * d[2], d[0], d[1], d[2]), t, "axisAligned");
        };
    }
}
