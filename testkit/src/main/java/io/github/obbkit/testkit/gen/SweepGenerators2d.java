package io.github.obbkit.testkit.gen;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.property.Gen;
import java.util.random.RandomGenerator;

/**
 * The 2D twin of {@link SweepGenerators3d}: pairs of translating rectangles built from the static
 * pairs of {@link Generators2d}, standing still, drifting, passing through each other within one
 * step, grazing or sliding along an edge, and with parallel or nearly parallel edges.
 */
public final class SweepGenerators2d {
    private SweepGenerators2d() {
    }

    /**
     * Boxes that do not move relative to each other.
     *
     * @return the generator
     */
    public static Gen<Motion2d> still() {
        return random -> {
            ObbPair2d p = Generators2d.pair().next(random);
            double s = random.nextBoolean() ? 0 : scale(p) * random.nextDouble() * 4;
            double phi = 2 * Math.PI * random.nextDouble();
            return new Motion2d(p.a(), s * Math.cos(phi), s * Math.sin(phi), p.b(), s * Math.cos(phi),
                    s * Math.sin(phi), "still/" + p.family());
        };
    }

    /**
     * Any pair, moving by up to a few times the boxes' size in any direction.
     *
     * @return the generator
     */
    public static Gen<Motion2d> drifting() {
        return random -> {
            ObbPair2d p = Generators2d.pair().next(random);
            return placed(p, 0, direction(random), scale(p) * 4 * random.nextDouble(), random,
                    "drifting/" + p.family());
        };
    }

    /**
     * An intersecting or touching pair at a time inside the step, moving 4 to 10,000 times its size
     * per step (log-uniformly): usually apart at both ends of the step.
     *
     * @return the generator
     */
    public static Gen<Motion2d> passingThrough() {
        return random -> {
            ObbPair2d p = Generators2d.intersectingPair().next(random);
            return placed(p, 0.1 + 0.8 * random.nextDouble(), direction(random),
                    scale(p) * 4 * Math.pow(10, 3.4 * random.nextDouble()), random, "passingThrough/" + p.family());
        };
    }

    /**
     * A pair touching (or nearly) at a time of the step, moving in a random direction or along one of
     * the boxes' axes (sliding along an edge).
     *
     * @return the generator
     */
    public static Gen<Motion2d> grazing() {
        return random -> {
            ObbPair2d p = Gen.oneOf(Generators2d.exactlyTouchingPair(), Generators2d.nearTouchingPair())
                    .next(random);
            double[] u;
            if (random.nextBoolean()) {
                u = direction(random);
            } else {
                Obb2d box = random.nextBoolean() ? p.a() : p.b();
                u = random.nextBoolean() ? new double[] {box.axisXx(), box.axisXy()}
                        : new double[] {box.axisYx(), box.axisYy()};
            }
            return placed(p, random.nextDouble(), u, scale(p) * (0.5 + 4 * random.nextDouble()), random,
                    "grazing/" + p.family());
        };
    }

    /**
     * Boxes with parallel or nearly parallel edges, drifting or passing through each other.
     *
     * @return the generator
     */
    public static Gen<Motion2d> parallelEdges() {
        return random -> {
            ObbPair2d p = (random.nextBoolean() ? Generators2d.parallelPair() : Generators2d.nearParallelPair())
                    .next(random);
            return placed(p, random.nextDouble(), direction(random), scale(p) * Math.pow(10, -2 + 6 * random.nextDouble()), random,
                    "parallelEdges/" + p.family());
        };
    }

    /**
     * The mixture used by obbkit's properties: every family above, passing through and grazing
     * weighted up.
     *
     * @return the generator
     */
    public static Gen<Motion2d> motion() {
        return Gen.frequency(new double[] {1, 2, 3, 3, 2}, still(), drifting(), passingThrough(), grazing(),
                parallelEdges());
    }

    private static Motion2d placed(ObbPair2d p, double tm, double[] u, double length, RandomGenerator random,
                                   String family) {
        double split = switch (random.nextInt(4)) {
            case 0 -> 1;
            case 1 -> 0;
            case 2 -> 0.5;
            default -> random.nextDouble();
        };
        double vx = length * u[0];
        double vy = length * u[1];
        double bx = split * vx;
        double by = split * vy;
        double ax = bx - vx;
        double ay = by - vy;
        Obb2d a = p.a().translated(-tm * ax, -tm * ay);
        Obb2d b = p.b().translated(-tm * bx, -tm * by);
        return new Motion2d(a, ax, ay, b, bx, by, family);
    }

    private static double scale(ObbPair2d p) {
        double s = p.a().halfExtentX() + p.a().halfExtentY() + p.b().halfExtentX() + p.b().halfExtentY();
        return s > 0 ? s : 1;
    }

    private static double[] direction(RandomGenerator random) {
        double phi = 2 * Math.PI * random.nextDouble();
        return new double[] {Math.cos(phi), Math.sin(phi)};
    }
}
