package io.github.obbkit.verification.robustness;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.oracle.RayTouch;
import java.util.random.RandomGenerator;

/**
 * Rays and boxes, 2D and 3D, in each {@link Regime}. The box is drawn from the regime; the ray is
 * aimed through it, run in a supporting plane (a face's, an edge's or a corner's; a supporting line
 * in 2D) moved off it by {@code 1} to {@code 1000} bands either way or by a larger amount, started
 * inside, or cast at random. {@link Regime#NEAR_PARALLEL} runs rays at {@code 1e-13} to
 * {@code 1e-2} rad to a face plane near that face, or along a world axis past a box turned by that
 * much; {@link Regime#GRAZING} runs them only in supporting planes through edges and corners (in 2D,
 * along an edge's line or through a corner).
 * Direction lengths are random, as {@code t} is in units of the direction's length.
 */
final class RegimeRays {
    private RegimeRays() {
    }

    // ------------------------------------------------------------------------------------ 3D

    /**
     * 3D rays and boxes of a regime with a band.
     *
     * @param regime the regime
     * @return the generator; the family says how the ray was made
     */
    static Gen<RayCase3d> rays3d(Regime regime) {
        return random -> {
            double s = regime.size(random);
            double[] c = regime.centre(random, s, 3);
            double[] h = regime.extents(random, s, 3);
            if (regime == Regime.NEAR_PARALLEL) {
                return nearlyParallel3d(c, h, random);
            }
            Obb3d box = RegimeCases3d.box(c, RegimeCases3d.rotation(random), h);
            int kind = random.nextInt(20);
            if (regime == Regime.GRAZING || kind < 10) {
                return supporting3d(box, random, regime == Regime.GRAZING);
            }
            double radius = RegimeCases3d.radius(box);
            double[] target = local3d(box, random.nextDouble(-1, 1), random.nextDouble(-1, 1), random.nextDouble(-1, 1));
            double[] d = RayGenerators3d.direction(random);
            if (kind < 15) {
                return new RayCase3d(back3d(target, d, radius * random.nextDouble(1.5, 20)), box, "aimed");
            }
            if (kind < 17) {
                double[] o = local3d(box, random.nextDouble(-0.99, 0.99), random.nextDouble(-0.99, 0.99),
                        random.nextDouble(-0.99, 0.99));
                return new RayCase3d(Ray3d.of(o[0], o[1], o[2], d[0], d[1], d[2]), box, "inside");
            }
            double[] v = Regime.unit(random, 3);
            double r = radius * random.nextDouble(0, 5);
            return new RayCase3d(Ray3d.of(c[0] + r * v[0], c[1] + r * v[1], c[2] + r * v[2], d[0], d[1], d[2]), box,
                    "random");
        };
    }

    /** The world point at local coordinates {@code (u, v, w)} times the half-extents. */
    static double[] local3d(Obb3d b, double u, double v, double w) {
        double x = u * b.halfExtentX();
        double y = v * b.halfExtentY();
        double z = w * b.halfExtentZ();
        return new double[] {b.centerX() + x * b.axisXx() + y * b.axisYx() + z * b.axisZx(),
            b.centerY() + x * b.axisXy() + y * b.axisYy() + z * b.axisZy(),
            b.centerZ() + x * b.axisXz() + y * b.axisYz() + z * b.axisZz()};
    }

    /** The ray with direction {@code d} that reaches {@code target} after {@code back} distance units. */
    static Ray3d back3d(double[] target, double[] d, double back) {
        double t = back / Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        return Ray3d.of(target[0] - t * d[0], target[1] - t * d[1], target[2] - t * d[2], d[0], d[1], d[2]);
    }

    /**
     * How far off its supporting plane to move a ray: not at all one time in ten, {@code 1} to
     * {@code 1000} bands (of a scale {@code scale}) either way six times in ten, else {@code 1e-6}
     * to {@code 1e-1} of the box's size either way.
     */
    static double offset(RandomGenerator random, double scale, double size) {
        int u = random.nextInt(10);
        double sign = random.nextBoolean() ? 1 : -1;
        if (u == 0) {
            return 0;
        }
        return sign * (u < 7 ? SlabRaycast.BAND_RELATIVE * scale * Regime.pow10(random, 0, 3)
                : size * Regime.pow10(random, -6, -1));
    }

    /**
     * A ray in a plane that supports the box at a face, an edge or a corner (edges and corners only
     * when {@code edgesAndCorners}), moved off it by {@link #offset}, running in any direction within
     * the plane, from outside the box's reach or from across it.
     */
    static RayCase3d supporting3d(Obb3d box, RandomGenerator random, boolean edgesAndCorners) {
        double[] rows = RegimeCases3d.rows(box);
        int kind = edgesAndCorners ? 1 + random.nextInt(2) : random.nextInt(3);
        double[] n;
        if (kind == 0) {
            n = RegimeCases3d.row(rows, random.nextInt(3));
            double sign = random.nextBoolean() ? 1 : -1;
            n = new double[] {sign * n[0], sign * n[1], sign * n[2]};
        } else if (kind == 1) {
            n = RegimeCases3d.edgeNormal(rows, random, 0);
        } else {
            n = Regime.unit(random, 3);
        }
        // The support point: on each axis the extreme the normal points to, anywhere along an axis it is across.
        double[] l = new double[3];
        for (int k = 0; k < 3; k++) {
            double[] a = RegimeCases3d.row(rows, k);
            double na = n[0] * a[0] + n[1] * a[1] + n[2] * a[2];
            l[k] = Math.abs(na) > 1e-9 ? Math.signum(na) : random.nextDouble(-1, 1);
        }
        double[] q = local3d(box, l[0], l[1], l[2]);
        double radius = RegimeCases3d.radius(box);
        double back = random.nextBoolean() ? radius * random.nextDouble(1.5, 20) : radius * random.nextDouble(-2, 2);
        double delta = offset(random, Math.abs(back) + radius + box.halfExtentX() + box.halfExtentY()
                + box.halfExtentZ(), radius);
        double[] x = {q[0] + delta * n[0], q[1] + delta * n[1], q[2] + delta * n[2]};
        double[] v = Regime.unit(random, 3);
        double vn = v[0] * n[0] + v[1] * n[1] + v[2] * n[2];
        double[] d = {v[0] - vn * n[0], v[1] - vn * n[1], v[2] - vn * n[2]};
        double dl = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        double length = RayGenerators3d.directionLength(random);
        for (int k = 0; k < 3; k++) {
            d[k] *= length / dl;
        }
        String family = kind == 0 ? "face" : kind == 1 ? "edge" : "corner";
        return new RayCase3d(back3d(x, d, back), box, family);
    }

    /**
     * A ray nearly parallel to a face, near its plane: either a ray along a world axis (exactly) past a
     * box whose axes are a signed permutation turned by {@code 1e-8..1e-2} rad, or a ray at
     * {@code 1e-13..1e-2} rad (or exactly 0) to a face of a randomly turned box; its origin is off the
     * face's plane by {@link #offset} (inside the slab or outside), before the box or beside it.
     */
    static RayCase3d nearlyParallel3d(double[] c, double[] h, RandomGenerator random) {
        boolean worldAxis = random.nextBoolean();
        double[] rows = worldAxis
                ? RegimeCases3d.turned(RegimeCases3d.signedPermutation(random), Regime.unit(random, 3), Regime.tinyAngle(random))
                : RegimeCases3d.rotation(random);
        Obb3d box = RegimeCases3d.box(c, rows, h);
        double length = RayGenerators3d.directionLength(random);
        double[] d = new double[3];
        int face;
        if (worldAxis) {
            int m = random.nextInt(3);
            d[m] = (random.nextBoolean() ? 1 : -1) * length;
            // The face whose normal is farthest from the ray's axis, that is, nearly parallel to the ray.
            face = 0;
            double least = 2;
            for (int k = 0; k < 3; k++) {
                double along = Math.abs(rows[3 * k + m]);
                if (along < least) {
                    least = along;
                    face = k;
                }
            }
        } else {
            face = random.nextInt(3);
            int i = (face + 1) % 3;
            int j = (face + 2) % 3;
            double psi = random.nextDouble(0, 2 * Math.PI);
            int z = random.nextInt(10);
            double tilt = z == 0 ? 0 : (random.nextBoolean() ? 1 : -1) * Regime.pow10(random, -13, -2);
            for (int k = 0; k < 3; k++) {
                double inPlane = Math.cos(psi) * rows[3 * i + k] + Math.sin(psi) * rows[3 * j + k];
                d[k] = length * (Math.cos(tilt) * inPlane + Math.sin(tilt) * rows[3 * face + k]);
            }
        }
        double sign = random.nextBoolean() ? 1 : -1;
        double[] n = {sign * rows[3 * face], sign * rows[3 * face + 1], sign * rows[3 * face + 2]};
        double[] l = {random.nextDouble(-1.2, 1.2), random.nextDouble(-1.2, 1.2), random.nextDouble(-1.2, 1.2)};
        l[face] = sign;
        double[] q = local3d(box, l[0], l[1], l[2]);
        double radius = RegimeCases3d.radius(box);
        double back = random.nextBoolean() ? radius * random.nextDouble(1.5, 5) : radius * random.nextDouble(-1, 1);
        double delta = offset(random, Math.abs(back) + radius + h[0] + h[1] + h[2], radius);
        double[] x = {q[0] + delta * n[0], q[1] + delta * n[1], q[2] + delta * n[2]};
        return new RayCase3d(back3d(x, d, back), box, worldAxis ? "worldAxis" : "tilted");
    }

    /** The sine of the smallest angle between the ray and a face plane of the box. */
    static double smallestTilt(Ray3d ray, Obb3d box) {
        double[] rows = RegimeCases3d.rows(box);
        double least = 1;
        for (int k = 0; k < 3; k++) {
            double along = rows[3 * k] * ray.directionX() + rows[3 * k + 1] * ray.directionY()
                    + rows[3 * k + 2] * ray.directionZ();
            least = Math.min(least, Math.abs(along) / ray.directionLength());
        }
        return least;
    }

    /**
     * The exact touches of {@link RayGenerators3d#touches()} (corners, edges, face planes, flat boxes),
     * every coordinate multiplied by an integer up to {@code 1e5} and moved by an integer offset up to
     * {@code 1e7}: still exact (multiples of one half), so still a touch at the scaled {@code t}.
     *
     * @return the generator
     */
    static Gen<RayTouch> integerTouches3d() {
        Gen<RayTouch> touches = RayGenerators3d.touches();
        return random -> {
            RayTouch t = touches.next(random);
            long k = (long) Regime.pow10(random, 0, 5);
            double[] o = {random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001),
                random.nextLong(-10_000_000, 10_000_001)};
            Obb3d b = t.box();
            Obb3d box = Obb3d.fromAxes(k * b.centerX() + o[0], k * b.centerY() + o[1], k * b.centerZ() + o[2], b.axisXx(),
                    b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), k * b.halfExtentX(),
                    k * b.halfExtentY(), k * b.halfExtentZ());
            return new RayTouch(scaled(t.ray(), k, o), box, k * t.t(), t.missing() == null ? null : scaled(t.missing(), k, o),
                    t.family());
        };
    }

    private static Ray3d scaled(Ray3d r, long k, double[] o) {
        return Ray3d.of(k * r.originX() + o[0], k * r.originY() + o[1], k * r.originZ() + o[2], r.directionX(),
                r.directionY(), r.directionZ());
    }

    // ------------------------------------------------------------------------------------ 2D

    /**
     * A 2D ray and box, printed as Java source.
     *
     * @param ray    the ray
     * @param box    the box
     * @param family how the ray was made
     */
    record Case2d(Ray2d ray, Obb2d box, String family) {
        @Override
        public String toString() {
            return "(" + family + ")\n    Ray2d ray = " + ray + ";\n    Obb2d box = " + box + ";";
        }
    }

    /**
     * An exact 2D touch: the ray touches the box at {@code t} (corner or edge line), and
     * {@code missing}, the same ray moved off the box, misses.
     *
     * @param ray     the touching ray
     * @param box     the box
     * @param t       where the ray touches, in units of the direction's length
     * @param missing the ray moved outwards, which misses
     * @param family  "corner" or "edgeLine"
     */
    record Touch2d(Ray2d ray, Obb2d box, double t, Ray2d missing, String family) {
        @Override
        public String toString() {
            return "(" + family + ", touching at t = " + t + ")\n    Ray2d ray = " + ray + ";\n    Obb2d box = " + box
                    + ";\n    Ray2d missing = " + missing + ";";
        }
    }

    static double[] local2d(Obb2d b, double u, double v) {
        double x = u * b.halfExtentX();
        double y = v * b.halfExtentY();
        return new double[] {b.centerX() + x * b.axisXx() + y * b.axisYx(), b.centerY() + x * b.axisXy() + y * b.axisYy()};
    }

    static Ray2d back2d(double[] target, double[] d, double back) {
        double t = back / Math.hypot(d[0], d[1]);
        return Ray2d.of(target[0] - t * d[0], target[1] - t * d[1], d[0], d[1]);
    }

    static double[] direction2d(RandomGenerator random) {
        double[] u = Regime.unit(random, 2);
        double l = RayGenerators3d.directionLength(random);
        return new double[] {u[0] * l, u[1] * l};
    }

    /**
     * 2D rays and boxes of a regime with a band: as in 3D, with supporting lines along an edge or
     * through a corner.
     *
     * @param regime the regime
     * @return the generator
     */
    static Gen<Case2d> rays2d(Regime regime) {
        return random -> {
            double s = regime.size(random);
            double[] c = regime.centre(random, s, 2);
            double[] h = regime.extents(random, s, 2);
            if (regime == Regime.NEAR_PARALLEL) {
                return nearlyParallel2d(c, h, random);
            }
            Obb2d box = RegimeCases2d.box(c[0], c[1], RegimeCases2d.rotation(random), h[0], h[1]);
            int kind = random.nextInt(20);
            if (regime == Regime.GRAZING || kind < 10) {
                return supporting2d(box, random);
            }
            double radius = Math.hypot(h[0], h[1]);
            double[] d = direction2d(random);
            if (kind < 15) {
                double[] target = local2d(box, random.nextDouble(-1, 1), random.nextDouble(-1, 1));
                return new Case2d(back2d(target, d, radius * random.nextDouble(1.5, 20)), box, "aimed");
            }
            if (kind < 17) {
                double[] o = local2d(box, random.nextDouble(-0.99, 0.99), random.nextDouble(-0.99, 0.99));
                return new Case2d(Ray2d.of(o[0], o[1], d[0], d[1]), box, "inside");
            }
            double[] v = Regime.unit(random, 2);
            double r = radius * random.nextDouble(0, 5);
            return new Case2d(Ray2d.of(c[0] + r * v[0], c[1] + r * v[1], d[0], d[1]), box, "random");
        };
    }

    /**
     * A 2D ray along a supporting line of the box, moved off it by {@link #offset}: along an edge, or
     * through a corner at a random angle that keeps the box on one side.
     */
    static Case2d supporting2d(Obb2d box, RandomGenerator random) {
        boolean edge = random.nextBoolean();
        double[] n;
        double[] q;
        if (edge) {
            int axis = random.nextInt(2);
            double sign = random.nextBoolean() ? 1 : -1;
            n = axis == 0 ? new double[] {sign * box.axisXx(), sign * box.axisXy()} : new double[] {sign * box.axisYx(), sign * box.axisYy()};
            q = axis == 0 ? local2d(box, sign, random.nextDouble(-1, 1)) : local2d(box, random.nextDouble(-1, 1), sign);
        } else {
            double su = random.nextBoolean() ? 1 : -1;
            double sv = random.nextBoolean() ? 1 : -1;
            double phi = random.nextDouble(0.001, Math.PI / 2 - 0.001);
            n = new double[] {su * Math.cos(phi) * box.axisXx() + sv * Math.sin(phi) * box.axisYx(),
                su * Math.cos(phi) * box.axisXy() + sv * Math.sin(phi) * box.axisYy()};
            q = local2d(box, su, sv);
        }
        double radius = Math.hypot(box.halfExtentX(), box.halfExtentY());
        double back = random.nextBoolean() ? radius * random.nextDouble(1.5, 20) : radius * random.nextDouble(-2, 2);
        double delta = offset(random, Math.abs(back) + radius + box.halfExtentX() + box.halfExtentY(), radius);
        double[] x = {q[0] + delta * n[0], q[1] + delta * n[1]};
        double length = RayGenerators3d.directionLength(random) * (random.nextBoolean() ? 1 : -1);
        double[] d = {-n[1] * length, n[0] * length};
        return new Case2d(back2d(x, d, back), box, edge ? "edge" : "corner");
    }

    /**
     * A 2D ray at {@code 1e-13..1e-2} rad (or exactly 0) to an edge of the box, near the edge's line,
     * or along a world axis past a box turned by {@code 1e-8..1e-2} rad from the world's axes.
     */
    static Case2d nearlyParallel2d(double[] c, double[] h, RandomGenerator random) {
        boolean worldAxis = random.nextBoolean();
        double length = RayGenerators3d.directionLength(random);
        double[] rows;
        double[] d;
        int edgeAxis;
        if (worldAxis) {
            rows = RegimeCases2d.turned(new double[] {1, 0, 0, 1}, random.nextInt(4), Regime.tinyAngle(random));
            int m = random.nextInt(2);
            double sign = random.nextBoolean() ? 1 : -1;
            d = m == 0 ? new double[] {sign * length, 0} : new double[] {0, sign * length};
            // The edge nearly parallel to the ray has the normal nearly perpendicular to it.
            edgeAxis = Math.abs(rows[m]) < Math.abs(rows[2 + m]) ? 0 : 1;
        } else {
            rows = RegimeCases2d.rotation(random);
            edgeAxis = random.nextInt(2);
            double tilt = random.nextInt(10) == 0 ? 0 : (random.nextBoolean() ? 1 : -1) * Regime.pow10(random, -13, -2);
            double sign = random.nextBoolean() ? 1 : -1;
            // Along the other axis, tilted towards this one.
            int other = 1 - edgeAxis;
            d = new double[] {length * (sign * Math.cos(tilt) * rows[2 * other] + Math.sin(tilt) * rows[2 * edgeAxis]),
                length * (sign * Math.cos(tilt) * rows[2 * other + 1] + Math.sin(tilt) * rows[2 * edgeAxis + 1])};
        }
        Obb2d box = RegimeCases2d.box(c[0], c[1], rows, h[0], h[1]);
        double sign = random.nextBoolean() ? 1 : -1;
        double[] n = {sign * rows[2 * edgeAxis], sign * rows[2 * edgeAxis + 1]};
        double along = random.nextDouble(-1.2, 1.2);
        double[] q = edgeAxis == 0 ? local2d(box, sign, along) : local2d(box, along, sign);
        double radius = Math.hypot(h[0], h[1]);
        double back = random.nextBoolean() ? radius * random.nextDouble(1.5, 5) : radius * random.nextDouble(-1, 1);
        double delta = offset(random, Math.abs(back) + radius + h[0] + h[1], radius);
        return new Case2d(back2d(new double[] {q[0] + delta * n[0], q[1] + delta * n[1]}, d, back), box,
                worldAxis ? "worldAxis" : "tilted");
    }

    /** The sine of the smallest angle between the ray and an edge of the box. */
    static double smallestTilt(Ray2d ray, Obb2d box) {
        double x = Math.abs(box.axisXx() * ray.directionX() + box.axisXy() * ray.directionY());
        double y = Math.abs(box.axisYx() * ray.directionX() + box.axisYy() * ray.directionY());
        return Math.min(x, y) / ray.directionLength();
    }

    /**
     * Exact 2D touches in integer coordinates: a box with right-angle axes, half-integer centre and
     * half-extents scaled by an integer up to {@code 1e5} and moved by an integer offset up to
     * {@code 1e7}, and a ray with a small integer direction that touches it only at a corner (leaving
     * through one side's line as it arrives through the other's), or runs along an edge's line; the
     * missing ray is moved outwards by the scale.
     *
     * @return the generator
     */
    static Gen<Touch2d> integerTouches2d() {
        double[][] quarterTurns = {{1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0}};
        return random -> {
            double[] a = quarterTurns[random.nextInt(4)];
            long k = (long) Regime.pow10(random, 0, 5);
            double[] off = {random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001)};
            double[] c = {random.nextInt(-40, 41) / 2.0, random.nextInt(-40, 41) / 2.0};
            double[] h = {random.nextInt(1, 11) / 2.0, random.nextInt(1, 11) / 2.0};
            boolean corner = random.nextBoolean();
            int i = random.nextInt(2);
            int j = 1 - i;
            double si = random.nextBoolean() ? 1 : -1;
            double sj = random.nextBoolean() ? 1 : -1;
            double[] l = new double[2];
            double[] delta = new double[2];
            l[i] = si * h[i];
            if (corner) {
                l[j] = sj * h[j];
                delta[i] = si * random.nextInt(1, 4);
                delta[j] = -sj * random.nextInt(1, 4);
            } else {
                int steps = (int) (2 * h[j]);
                l[j] = random.nextInt(-steps, steps + 1) / 2.0;
                delta[j] = (random.nextBoolean() ? 1 : -1) * random.nextInt(1, 4);
            }
            double[] w = new double[2];
            double[] d = new double[2];
            for (int r = 0; r < 2; r++) {
                w[r] = c[r] + l[0] * a[r] + l[1] * a[2 + r];
                d[r] = delta[0] * a[r] + delta[1] * a[2 + r];
            }
            double[] ts = {1, 2, 3, 0.5};
            double t = ts[random.nextInt(ts.length)];
            double ox = k * (w[0] - t * d[0]) + off[0];
            double oy = k * (w[1] - t * d[1]) + off[1];
            Obb2d box = Obb2d.fromAxes(k * c[0] + off[0], k * c[1] + off[1], a[0], a[1], a[2], a[3], k * h[0], k * h[1]);
            Ray2d missing = Ray2d.of(ox + k * si * a[2 * i], oy + k * si * a[2 * i + 1], d[0], d[1]);
            return new Touch2d(Ray2d.of(ox, oy, d[0], d[1]), box, k * t, missing, corner ? "corner" : "edgeLine");
        };
    }
}
