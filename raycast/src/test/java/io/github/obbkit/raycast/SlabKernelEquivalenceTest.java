package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The branch-free oriented-box kernel answers to the bit what the slab-by-slab form answers: hit or
 * miss, both parameters, both faces, for every range the callers pass. The cases are made to tie: small
 * integer coordinates and half-extents (zero among them), world and permuted axes, direction components
 * that are zero or tiny, origins on face planes, and ranges that start or end exactly at a crossing.
 */
class SlabKernelEquivalenceTest {
    private static final double INF = Double.POSITIVE_INFINITY;

    /**
     * The kernel as it was written first: slab by slab, faces chosen by branches, an early exit, its own
     * running state; the answer as a {@link RayHit}, or null for a miss.
     */
    static final class Sequential {
        private double tMin;
        private double tMax;
        private @Nullable BoxFace entry;
        private @Nullable BoxFace exit;

        static @Nullable RayHit obb(Ray3d r, Obb3d b, double lo, double hi, boolean reachesRay) {
            Sequential s = new Sequential();
            double threshold = SlabKernel.threshold(r.length);
            s.tMin = lo;
            s.tMax = hi;
            double px = b.centerX() - r.ox;
            double py = b.centerY() - r.oy;
            double pz = b.centerZ() - r.oz;
            if (!s.slab(0, b.axisXx() * px + b.axisXy() * py + b.axisXz() * pz,
                    b.axisXx() * r.dx + b.axisXy() * r.dy + b.axisXz() * r.dz, b.halfExtentX(), threshold)
                    || !s.slab(1, b.axisYx() * px + b.axisYy() * py + b.axisYz() * pz,
                    b.axisYx() * r.dx + b.axisYy() * r.dy + b.axisYz() * r.dz, b.halfExtentY(), threshold)
                    || !s.slab(2, b.axisZx() * px + b.axisZy() * py + b.axisZz() * pz,
                    b.axisZx() * r.dx + b.axisZy() * r.dy + b.axisZz() * r.dz, b.halfExtentZ(), threshold)) {
                return null;
            }
            if (reachesRay && !(s.tMax >= 0)) {
                return null;
            }
            return RayHit.trusted(s.tMin + 0.0, s.tMax + 0.0, s.entry, s.exit);
        }

        private boolean slab(int axis, double e, double f, double h, double threshold) {
            if (Math.abs(f) > threshold) {
                boolean up = f > 0;
                double toPlus = (e + h) / f;
                double toMinus = (e - h) / f;
                double near = up ? toMinus : toPlus;
                double far = up ? toPlus : toMinus;
                if (near > tMin || (near == tMin && entry == null)) {
                    tMin = near;
                    entry = BoxFace.of(axis, up ? -1 : 1);
                }
                if (far < tMax || (far == tMax && exit == null)) {
                    tMax = far;
                    exit = BoxFace.of(axis, up ? 1 : -1);
                }
                return tMin <= tMax;
            }
            return !(-e - h > 0 || -e + h < 0);
        }
    }

    private static double coordinate(SplittableRandom random) {
        return switch (random.nextInt(4)) {
            case 0 -> random.nextInt(-4, 5);
            case 1 -> random.nextInt(-8, 9) * 0.5;
            case 2 -> random.nextDouble(-5, 5);
            default -> random.nextInt(-2, 3) * 1e6 + random.nextInt(-4, 5);
        };
    }

    private static double component(SplittableRandom random) {
        return switch (random.nextInt(6)) {
            case 0, 1 -> 0;
            case 2 -> random.nextInt(-3, 4);
            case 3 -> random.nextBoolean() ? 1e-13 : -3e-300;
            default -> random.nextDouble(-2, 2);
        };
    }

    private static Obb3d box(SplittableRandom random) {
        double cx = coordinate(random);
        double cy = coordinate(random);
        double cz = coordinate(random);
        double hx = random.nextInt(4) == 0 ? 0 : random.nextInt(0, 4) * 0.5;
        double hy = random.nextInt(4) == 0 ? 0 : random.nextInt(0, 4) * 0.5;
        double hz = random.nextInt(4) == 0 ? 0 : random.nextInt(0, 4) * 0.5;
        return switch (random.nextInt(3)) {
            case 0 -> Obb3d.fromAxes(cx, cy, cz, 1, 0, 0, 0, 1, 0, 0, 0, 1, hx, hy, hz);
            case 1 -> Obb3d.fromAxes(cx, cy, cz, 0, 0, -1, 1, 0, 0, 0, -1, 0, hx, hy, hz);
            default -> Obb3d.of(cx, cy, cz, new Quaterniond().rotateXYZ(random.nextDouble(-3, 3),
                    random.nextDouble(-3, 3), random.nextDouble(-3, 3)), hx, hy, hz);
        };
    }

    private static Ray3d ray(SplittableRandom random, Obb3d box) {
        double ox = random.nextBoolean() ? box.centerX() + random.nextInt(-3, 4) : coordinate(random);
        double oy = random.nextBoolean() ? box.centerY() + random.nextInt(-3, 4) : coordinate(random);
        double oz = random.nextBoolean() ? box.centerZ() + random.nextInt(-3, 4) : coordinate(random);
        double dx = component(random);
        double dy = component(random);
        double dz = component(random);
        if (random.nextInt(3) > 0) {
            // Aimed at a corner, an edge's middle, a face's middle or the centre: ties between slabs.
            double[] s = new double[3];
            for (int k = 0; k < 3; k++) {
                s[k] = random.nextInt(-2, 3) * 0.5;
            }
            double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
            double[][] a = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
                {box.axisZx(), box.axisZy(), box.axisZz()}};
            dx = box.centerX() - ox;
            dy = box.centerY() - oy;
            dz = box.centerZ() - oz;
            for (int k = 0; k < 3; k++) {
                dx += s[k] * h[k] * a[k][0];
                dy += s[k] * h[k] * a[k][1];
                dz += s[k] * h[k] * a[k][2];
            }
        }
        if (Math.max(Math.abs(dx), Math.max(Math.abs(dy), Math.abs(dz))) < 1e-6) {
            dx = 1;
        }
        return Ray3d.of(ox, oy, oz, dx, dy, dz);
    }

    private static void same(MutableRayHit fast, boolean fastHit, @Nullable RayHit slow, String what) {
        assertThat(fastHit).as("hit, %s", what).isEqualTo(slow != null);
        assertThat(fast.isHit()).as("isHit, %s", what).isEqualTo(slow != null);
        double tMin = slow == null ? Double.NaN : slow.tMin();
        double tMax = slow == null ? Double.NaN : slow.tMax();
        assertThat(Double.doubleToLongBits(fast.tMin())).as("tMin %s vs %s, %s", fast.tMin(), tMin, what)
                .isEqualTo(Double.doubleToLongBits(tMin));
        assertThat(Double.doubleToLongBits(fast.tMax())).as("tMax %s vs %s, %s", fast.tMax(), tMax, what)
                .isEqualTo(Double.doubleToLongBits(tMax));
        assertThat(fast.entryFace()).as("entry face, %s", what).isEqualTo(slow == null ? null : slow.entryFace());
        assertThat(fast.exitFace()).as("exit face, %s", what).isEqualTo(slow == null ? null : slow.exitFace());
        assertThat(fast.toRayHit()).as("the hit, %s", what).isEqualTo(slow);
    }

    @Test
    void branchFreeKernel_isTheSequentialKernelToTheBit() {
        SplittableRandom random = new SplittableRandom(0x51ab5);
        MutableRayHit fast = new MutableRayHit();
        int hits = 0;
        int entryTies = 0;
        int parallel = 0;
        for (int i = 0; i < 200_000; i++) {
            Obb3d box = box(random);
            Ray3d ray = ray(random, box);
            String what = ray + ", " + box;
            double threshold = SlabKernel.threshold(ray.length);

            RayHit expected = Sequential.obb(ray, box, -INF, INF, true);
            same(fast, SlabKernel.obbChord(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold, box, fast), expected,
                    "chord of " + what);
            hits += expected != null ? 1 : 0;
            double chordMin = expected == null ? Double.NaN : expected.tMin();
            double chordMax = expected == null ? Double.NaN : expected.tMax();

            expected = Sequential.obb(ray, box, 0, INF, false);
            same(fast, SlabKernel.obb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold, box, 0, INF, fast),
                    expected, "first hit on " + what);
            assertThat(SlabKernel.obbHits(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold, box))
                    .as("hit or miss of %s", what).isEqualTo(expected != null);
            entryTies += expected != null && expected.tMin() > 0 && ties(ray, box, expected.tMin()) ? 1 : 0;
            parallel += parallelSlabs(ray, box) > 0 ? 1 : 0;

            // Ranges that start or end exactly at the chord's ends, or cut into it.
            double[] ends = {-INF, 0, 1, chordMin, chordMax, Double.isNaN(chordMin) ? 2 : 0.5 * chordMin + 0.5 * chordMax,
                INF};
            double lo = ends[random.nextInt(ends.length)];
            double hi = ends[random.nextInt(ends.length)];
            if (Double.isNaN(lo) || Double.isNaN(hi)) {
                continue;
            }
            if (lo > hi) {
                double t = lo;
                lo = hi;
                hi = t;
            }
            expected = Sequential.obb(ray, box, lo, hi, false);
            same(fast, SlabKernel.obb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold, box, lo, hi, fast),
                    expected, "range [" + lo + ", " + hi + "] on " + what);
        }
        System.out.printf("[slabs] 200,000 cases: %d hits, %d entering through an edge or corner, %d with a parallel"
                + " slab%n", hits, entryTies, parallel);
        assertThat(hits).as("hits").isGreaterThan(40_000);
        assertThat(entryTies).as("hits entering through an edge or corner").isGreaterThan(1_000);
        assertThat(parallel).as("rays parallel to a slab").isGreaterThan(20_000);
    }

    /** Whether two slabs are entered at the same {@code t}: an edge or a corner, where the tie rule decides. */
    private static boolean ties(Ray3d ray, Obb3d box, double t) {
        double[][] axes = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
            {box.axisZx(), box.axisZy(), box.axisZz()}};
        double[] h = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        int at = 0;
        for (int k = 0; k < 3; k++) {
            double e = axes[k][0] * (box.centerX() - ray.ox) + axes[k][1] * (box.centerY() - ray.oy)
                    + axes[k][2] * (box.centerZ() - ray.oz);
            double f = axes[k][0] * ray.dx + axes[k][1] * ray.dy + axes[k][2] * ray.dz;
            if (Math.abs(f) > SlabKernel.threshold(ray.length) && Math.min((e - h[k]) / f, (e + h[k]) / f) == t) {
                at++;
            }
        }
        return at >= 2;
    }

    private static int parallelSlabs(Ray3d ray, Obb3d box) {
        double[][] axes = {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
            {box.axisZx(), box.axisZy(), box.axisZz()}};
        int n = 0;
        for (double[] a : axes) {
            n += Math.abs(a[0] * ray.dx + a[1] * ray.dy + a[2] * ray.dz) > SlabKernel.threshold(ray.length) ? 0 : 1;
        }
        return n;
    }
}
