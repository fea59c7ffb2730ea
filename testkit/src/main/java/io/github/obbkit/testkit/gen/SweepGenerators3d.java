package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import java.util.random.RandomGenerator;

/**
 * Pairs of translating boxes for the properties of a sweep, built from the static pairs of
 * {@link Generators3d} (random, near-touching, touching, parallel and nearly parallel, edge-edge only,
 * far from the origin, degenerate, nested). Each motion puts a pair at some time {@code tm} of the
 * step and moves the boxes through it, the relative motion split between A and B in one of several
 * ways (B alone, A alone, half each, at random), so that the same relative motion is seen from every
 * side.
 */
public final class SweepGenerators3d {
    private SweepGenerators3d() {
    }

    /**
     * Boxes that do not move relative to each other (both still, or both moving alike).
     *
     * @return the generator
     */
    public static Gen<Motion3d> still() {
        return random -> {
            ObbPair3d p = Generators3d.pair().next(random);
            double s = random.nextBoolean() ? 0 : scale(p) * random.nextDouble() * 4;
            double[] u = direction(random);
            return new Motion3d(p.a(), s * u[0], s * u[1], s * u[2], p.b(), s * u[0], s * u[1], s * u[2],
                    "still/" + p.family());
        };
    }

    /**
     * Any pair, moving by up to a few times the boxes' size in any direction.
     *
     * @return the generator
     */
    public static Gen<Motion3d> drifting() {
        return random -> {
            ObbPair3d p = Generators3d.pair().next(random);
            double[] u = direction(random);
            double length = scale(p) * 4 * random.nextDouble();
            return placed(p, 0, u, length, random, "drifting/" + p.family());
        };
    }

    /**
     * An intersecting or touching pair at a time {@code tm} inside the step, moving fast (4 to 10,000
     * times the boxes' size per step, log-uniformly) so that they are usually apart at both ends of the step: the
     * tunnelling case, which the static test at times 0 and 1 misses.
     *
     * @return the generator
     */
    public static Gen<Motion3d> passingThrough() {
        return random -> {
            ObbPair3d p = Generators3d.intersectingPair().next(random);
            double[] u = direction(random);
            double length = scale(p) * 4 * Math.pow(10, 3.4 * random.nextDouble());
            return placed(p, 0.1 + 0.8 * random.nextDouble(), u, length, random, "passingThrough/" + p.family());
        };
    }

    /**
     * A pair that touches at a time {@code tm} of the step, moving in a random direction or along one
     * of the boxes' axes (sliding along a face, which grazes): the contact comes at {@code tm} or
     * before, often at a glancing angle.
     *
     * @return the generator
     */
    public static Gen<Motion3d> grazing() {
        return random -> {
            ObbPair3d p = Gen.oneOf(Generators3d.exactlyTouchingPair(), Generators3d.faceTouchingPair(),
                    Generators3d.edgeTouchingPair(), Generators3d.nearTouchingPair()).next(random);
            double[] u;
            if (random.nextBoolean()) {
                u = direction(random);
            } else {
                Obb3d box = random.nextBoolean() ? p.a() : p.b();
                int axis = random.nextInt(3);
                u = axis == 0 ? new double[] {box.axisXx(), box.axisXy(), box.axisXz()}
                        : axis == 1 ? new double[] {box.axisYx(), box.axisYy(), box.axisYz()}
                        : new double[] {box.axisZx(), box.axisZy(), box.axisZz()};
            }
            double length = scale(p) * (0.5 + 4 * random.nextDouble());
            return placed(p, random.nextDouble(), u, length, random, "grazing/" + p.family());
        };
    }

    /**
     * Boxes with exactly or nearly parallel edges, drifting or passing through each other: the case in
     * which a swept test's edge-edge axes degenerate.
     *
     * @return the generator
     */
    public static Gen<Motion3d> parallelEdges() {
        return random -> {
            ObbPair3d p = (random.nextBoolean() ? Generators3d.parallelPair() : Generators3d.nearParallelPair())
                    .next(random);
            double[] u = direction(random);
            double length = scale(p) * Math.pow(10, -2 + 6 * random.nextDouble());
            return placed(p, random.nextDouble(), u, length, random, "parallelEdges/" + p.family());
        };
    }

    /**
     * The mixture used by obbkit's properties: every family above, passing through and grazing
     * weighted up.
     *
     * @return the generator
     */
    public static Gen<Motion3d> motion() {
        return Gen.frequency(new double[] {1, 2, 3, 3, 2}, still(), drifting(), passingThrough(), grazing(),
                parallelEdges());
    }

    /**
     * The pair placed at time {@code tm} of a relative motion of {@code length} along {@code u}, split
     * between the boxes.
     */
    private static Motion3d placed(ObbPair3d p, double tm, double[] u, double length, RandomGenerator random,
                                   String family) {
        double split = switch (random.nextInt(4)) {
            case 0 -> 1;
            case 1 -> 0;
            case 2 -> 0.5;
            default -> random.nextDouble();
        };
        double vx = length * u[0];
        double vy = length * u[1];
        double vz = length * u[2];
        double bx = split * vx;
        double by = split * vy;
        double bz = split * vz;
        double ax = bx - vx;
        double ay = by - vy;
        double az = bz - vz;
        Obb3d a = p.a().translated(-tm * ax, -tm * ay, -tm * az);
        Obb3d b = p.b().translated(-tm * bx, -tm * by, -tm * bz);
        return new Motion3d(a, ax, ay, az, b, bx, by, bz, family);
    }

    private static double scale(ObbPair3d p) {
        Obb3d a = p.a();
        Obb3d b = p.b();
        double s = a.halfExtentX() + a.halfExtentY() + a.halfExtentZ() + b.halfExtentX() + b.halfExtentY()
                + b.halfExtentZ();
        return s > 0 ? s : 1;
    }

    private static double[] direction(RandomGenerator random) {
        double z = 2 * random.nextDouble() - 1;
        double phi = 2 * Math.PI * random.nextDouble();
        double r = Math.sqrt(Math.max(0, 1 - z * z));
        return new double[] {r * Math.cos(phi), r * Math.sin(phi), z};
    }
}
