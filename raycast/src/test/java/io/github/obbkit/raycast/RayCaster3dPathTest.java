package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The caster's batch paths in whichever JVM runs it: with {@code jdk.incubator.vector} (as the build's
 * other tests run) the float filter in lanes, without it (a second surefire execution leaves the module
 * out) the scalar filter box by box. Either way the batch's answers are the scalar path's, bit for bit,
 * on hard batches: rays grazing faces, edges and corners of axis-aligned and turned boxes, boxes with an
 * axis along the ray, flat and point boxes, sizes from {@code 1e-100} to {@code 1e100}, rays far from
 * the origin and directions from {@code 2^-95} to {@code 2^95} long. And the float filter decides nearly
 * every box of ordinary scenes itself, near the origin and far from it, which a filter that gave up on
 * everything (and so answered right, slowly) would not. (The same answers against the single-box query
 * over the testkit's generators, on both paths, are verification's {@code RayCaster3dBatchProperties}.)
 * The vector class is touched only where {@link RayCaster3d#VECTORIZED} says it can load.
 */
class RayCaster3dPathTest {
    private static final long SEED = 20261128L;

    private static boolean moduleUsable() {
        return ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
                && !"false".equalsIgnoreCase(System.getProperty("obbkit.vector"));
    }

    @Test
    void vectorPath_isTakenExactlyWhenTheModuleIsThere() {
        assertThat(RayCaster3d.VECTORIZED).isEqualTo(moduleUsable());
    }

    private static Quaterniond turn(SplittableRandom random) {
        return new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                random.nextGaussian()).normalize();
    }

    /** A half-extent of about {@code size}, zero one time in five. */
    private static double extent(SplittableRandom random, double size) {
        return random.nextInt(5) == 0 ? 0 : size * random.nextDouble(0.1, 2);
    }

    /** A box near, on or around the ray's point at parameter {@code t}, of one of five hard kinds. */
    private static Obb3d hardBox(SplittableRandom random, Ray3d ray, double size) {
        double t = size * random.nextDouble(-1, 4) / ray.directionLength();
        double px = ray.originX() + t * ray.directionX();
        double py = ray.originY() + t * ray.directionY();
        double pz = ray.originZ() + t * ray.directionZ();
        double hx = extent(random, size);
        double hy = extent(random, size);
        double hz = extent(random, size);
        switch (random.nextInt(5)) {
            case 0: {
                // Axis-aligned, a face through the ray's point: the ray grazes it or enters there.
                double sx = random.nextBoolean() ? hx : -hx;
                return Obb3d.fromAabb(Aabb3d.fromCenter(px + sx, py + (random.nextBoolean() ? hy : -hy), pz, hx, hy, hz));
            }
            case 1: {
                // Turned, a face, edge or corner holding the point to within rounding.
                Obb3d shape = Obb3d.of(0, 0, 0, turn(random), hx, hy, hz);
                double l0 = random.nextBoolean() ? hx : -hx;
                double l1 = random.nextBoolean() ? hy : hy * random.nextDouble(-1, 1);
                double l2 = random.nextBoolean() ? hz : -hz;
                return shape.translated(px - (l0 * shape.axisXx() + l1 * shape.axisYx() + l2 * shape.axisZx()),
                        py - (l0 * shape.axisXy() + l1 * shape.axisYy() + l2 * shape.axisZy()),
                        pz - (l0 * shape.axisXz() + l1 * shape.axisYz() + l2 * shape.axisZz()));
            }
            case 2: {
                // An axis along the ray: two slabs parallel to it, the ray in a face plane or a hair off it.
                double l = ray.directionLength();
                double ax = ray.directionX() / l;
                double ay = ray.directionY() / l;
                double az = ray.directionZ() / l;
                double[] b = ax * ax < 0.5 ? new double[] {0, -az, ay} : new double[] {-ay, ax, 0};
                double nb = Math.sqrt(b[0] * b[0] + b[1] * b[1] + b[2] * b[2]);
                double bx = b[0] / nb;
                double by = b[1] / nb;
                double bz = b[2] / nb;
                double cx = ay * bz - az * by;
                double cy = az * bx - ax * bz;
                double cz = ax * by - ay * bx;
                double hair = random.nextBoolean() ? 0 : random.nextDouble(-1e-14, 1e-14);
                double l1 = (random.nextBoolean() ? hy : -hy) * (1 + hair);
                double l2 = hz * random.nextDouble(-1, 1);
                return Obb3d.fromAxes(px - l1 * bx - l2 * cx, py - l1 * by - l2 * cy, pz - l1 * bz - l2 * cz,
                        ax, ay, az, bx, by, bz, cx, cy, cz, hx, hy, hz);
            }
            case 3:
                // A point or a flat box at the ray's point.
                return Obb3d.of(px, py, pz, turn(random), random.nextBoolean() ? 0 : hx, 0, random.nextBoolean() ? 0 : hz);
            default: {
                // Within about its size of the line.
                double r = size * random.nextDouble(0, 3);
                return Obb3d.of(px + r * random.nextGaussian(), py + r * random.nextGaussian(),
                        pz + r * random.nextGaussian(), turn(random), hx, hy, hz);
            }
        }
    }

    /**
     * 1 to 100 hard boxes for one ray, of one size drawn for the batch; with {@code copies}, one box in
     * eight followed by its copy (two boxes entered at the same {@code t}).
     */
    private static Obb3dBatch hardBatch(SplittableRandom random, Ray3d ray, boolean copies) {
        double size = random.nextInt(4) == 0 ? Math.pow(10, random.nextDouble(-100, 100))
                : Math.pow(10, random.nextDouble(-1, 1));
        int n = 1 + random.nextInt(100);
        Obb3dBatch batch = Obb3dBatch.withCapacity(n);
        for (int i = 0; i < n; i++) {
            try {
                batch.add(hardBox(random, ray, size));
            } catch (IllegalArgumentException outsideTheDomain) {
                batch.add(Obb3d.fromAabb(Aabb3d.fromCenter(ray.originX(), ray.originY(), ray.originZ(), 1, 1, 1)));
            }
            if (copies && random.nextInt(8) == 0) {
                batch.addFrom(batch, batch.size() - 1);
                i++;
            }
        }
        return batch;
    }

    private static Ray3d hardRay(SplittableRandom random) {
        double far = random.nextInt(4) == 0 ? Math.pow(10, random.nextDouble(3, 15)) : 1;
        double length = random.nextInt(5) == 0 ? Math.scalb(1.0, random.nextInt(-95, 96))
                : Math.pow(10, random.nextDouble(-3, 3));
        double dx = random.nextGaussian();
        double dy = random.nextGaussian();
        double dz = random.nextGaussian();
        switch (random.nextInt(4)) {
            case 0:
                // Along a world axis: slabs of axis-aligned boxes parallel to it.
                dx = 1;
                dy = 0;
                dz = 0;
                break;
            case 1:
                dz = 0;
                break;
            default:
                break;
        }
        double n = Math.sqrt(dx * dx + dy * dy + dz * dz);
        return Ray3d.of(far * random.nextGaussian(), far * random.nextGaussian(), far * random.nextGaussian(),
                dx / n * length, dy / n * length, dz / n * length);
    }

    @Test
    void batchPath_answersBitForBitAsTheScalarPath_onHardBatches() {
        SplittableRandom random = new SplittableRandom(SEED);
        int hits = 0;
        int misses = 0;
        int undecided = 0;
        for (int round = 0; round < 3000; round++) {
            Ray3d ray = hardRay(random);
            Obb3dBatch batch = hardBatch(random, ray, false);
            int n = batch.size();
            RayCaster3d caster = RayCaster3d.of(ray);
            int from = random.nextInt(n);
            int count = Math.min(64, n - from);
            long path = caster.hitBits(batch, from, count);
            long scalar = caster.scalarHitBits(batch, from, count);
            if (RayCaster3d.VECTORIZED && caster.floatRay.covered) {
                if (count >= RayCaster3dVectorized.lanes()) {
                    undecided += Long.bitCount(RayCaster3dVectorized.undecided(caster, batch, from));
                }
                assertThat(Long.toBinaryString(caster.hitBits(batch, from, count)))
                        .as("seed %s, round %s: float path, %s on boxes %s .. %s", SEED, round, ray, from, from + count - 1)
                        .isEqualTo(Long.toBinaryString(scalar));
            }
            for (int k = 0; k < count; k++) {
                boolean want = caster.intersects(batch.get(from + k));
                assertThat((scalar >>> k & 1) == 1).as("seed %s, round %s: scalar path, box %s", SEED, round, from + k)
                        .isEqualTo(want);
            }
            assertThat(Long.toBinaryString(path)).as("seed %s, round %s: %s on boxes %s .. %s", SEED, round, ray, from,
                    from + count - 1).isEqualTo(Long.toBinaryString(scalar));
            hits += Long.bitCount(scalar);
            misses += count - Long.bitCount(scalar);
        }
        assertThat(hits).as("hits seen").isGreaterThan(10_000);
        assertThat(misses).as("misses seen").isGreaterThan(10_000);
        if (RayCaster3d.VECTORIZED) {
            // Boxes touched to within rounding: the float filter must leave many to double.
            assertThat(undecided).as("boxes the float filter left to double").isGreaterThan(1000);
        }
    }

    /**
     * Ordinary scenes: 64 turned boxes of size 0.5 to 2 scattered along a random ray, near the origin and
     * moved together 10^5 and 10^7 away; and world-aligned boxes with faces on half-integers against a
     * ray along a world axis (its slabs exactly parallel to two of each box's).
     */
    private static Obb3dBatch ordinaryScene(SplittableRandom random, Ray3d ray, boolean aligned) {
        Obb3dBatch batch = Obb3dBatch.withCapacity(64);
        for (int i = 0; i < 64; i++) {
            double t = random.nextDouble(0, 30);
            double px = ray.originX() + t * ray.directionX() + random.nextDouble(-3, 3);
            double py = ray.originY() + t * ray.directionY() + random.nextDouble(-3, 3);
            double pz = ray.originZ() + t * ray.directionZ() + random.nextDouble(-3, 3);
            batch.add(aligned
                    ? Obb3d.fromAabb(Aabb3d.fromCenter(Math.rint(px), Math.rint(py), Math.rint(pz), 0.5 + random.nextInt(3),
                            0.5 + random.nextInt(3), 0.5))
                    : Obb3d.of(px, py, pz, turn(random), random.nextDouble(0.5, 2), random.nextDouble(0.5, 2),
                            random.nextDouble(0.5, 2)));
        }
        return batch;
    }

    @Test
    void floatFilter_decidesNearlyEveryBoxOfOrdinaryScenes_nearAndFarFromTheOrigin() {
        if (!RayCaster3d.VECTORIZED) {
            return;
        }
        double[] offsets = {0, 1e5, 1e7, 0};
        for (int kind = 0; kind < offsets.length; kind++) {
            SplittableRandom random = new SplittableRandom(SEED + kind);
            boolean aligned = kind == 3;
            long lanes = 0;
            long open = 0;
            for (int round = 0; round < 500; round++) {
                double[] d = {random.nextGaussian(), random.nextGaussian(), random.nextGaussian()};
                if (aligned) {
                    d = new double[3];
                    d[random.nextInt(3)] = random.nextBoolean() ? 2.5 : -0.7;
                }
                double far = offsets[kind];
                Ray3d ray = Ray3d.of(far + random.nextGaussian(), far + random.nextGaussian(), random.nextGaussian(),
                        d[0], d[1], d[2]);
                RayCaster3d caster = RayCaster3d.of(ray);
                assertThat(caster.floatRay.covered).isTrue();
                Obb3dBatch batch = ordinaryScene(random, ray, aligned);
                for (int i = 0; i + RayCaster3dVectorized.lanes() <= 64; i += RayCaster3dVectorized.lanes()) {
                    lanes += RayCaster3dVectorized.lanes();
                    open += Long.bitCount(RayCaster3dVectorized.undecided(caster, batch, i));
                }
                assertThat(caster.hitBits(batch, 0, 64)).as("round %s of kind %s", round, kind)
                        .isEqualTo(caster.scalarHitBits(batch, 0, 64));
            }
            assertThat((double) open / lanes).as("boxes left to double, scene kind %s", kind).isLessThan(0.01);
        }
    }

    @Test
    void raysOutsideTheFloatFiltersRange_areNotFiltered() {
        assertThat(RayCaster3d.of(Ray3d.of(0x1p60, -0x1p60, 0x1p60, 1, 0, 0)).floatRay.covered).isTrue();
        assertThat(RayCaster3d.of(Ray3d.of(Math.nextUp(0x1p60), 0, 0, 1, 0, 0)).floatRay.covered).isFalse();
        assertThat(RayCaster3d.of(Ray3d.of(0, 0, -Math.nextUp(0x1p60), 1, 0, 0)).floatRay.covered).isFalse();
        assertThat(RayCaster3d.of(Ray3d.of(0, 0, 0, 0x1p-31, 0x1p-31, 0)).floatRay.covered).isTrue();
        assertThat(RayCaster3d.of(Ray3d.of(0, 0, 0, 0, Math.nextDown(0x1p-30), 0)).floatRay.covered).isFalse();
        assertThat(RayCaster3d.of(Ray3d.of(0, 0, 0, 0, 0x1p29, -0x1p29)).floatRay.covered).isTrue();
        assertThat(RayCaster3d.of(Ray3d.of(0, 0, 0, 0, 0, Math.nextUp(0x1p30))).floatRay.covered).isFalse();
    }

    @Test
    void scanPicker_picksWhatEveryBoxsFirstHitPicks_onHardScenes() {
        // The scan sets aside the boxes the float filter proves missed (on the vector path, 16 boxes or
        // more): whatever it sets aside, its pick must be the smallest first-hit t, the smallest index
        // among equals, over every box.
        SplittableRandom random = new SplittableRandom(SEED + 7);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick pick = new MutablePick();
        MutableRayHit hit = new MutableRayHit();
        int hits = 0;
        for (int round = 0; round < 3000; round++) {
            Ray3d ray = hardRay(random);
            Obb3dBatch batch = hardBatch(random, ray, true);
            RayCaster3d caster = RayCaster3d.of(ray);
            int want = -1;
            double best = Double.POSITIVE_INFINITY;
            int face = 0;
            for (int i = 0; i < batch.size(); i++) {
                if (caster.firstHit(batch.get(i), hit) && (want < 0 || hit.tMin() < best)) {
                    want = i;
                    best = hit.tMin();
                    face = hit.entryFace() == null ? -1 : hit.entryFace().ordinal();
                }
            }
            boolean found = ScanPicker3d.of(batch).pickNearest(ray, workspace, pick);
            assertThat(found ? pick.index() : -1).as("round %s: %s", round, ray).isEqualTo(want);
            if (found) {
                assertThat(Double.doubleToRawLongBits(pick.t())).as("round %s: t", round)
                        .isEqualTo(Double.doubleToRawLongBits(best));
                assertThat(pick.face() == null ? -1 : pick.face().ordinal()).as("round %s: face", round).isEqualTo(face);
                hits++;
            }
        }
        assertThat(hits).as("scenes with a hit").isGreaterThan(1000);
    }
}
