package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The float filter of the vector path (run with the vector module, as the build runs this class):
 * how often it leaves a lane to the {@code double} kernel on the benchmark's set and on a set of
 * boxes all at the kernel's own rounding boundary, the lanes it must never decide, and the float
 * columns the batch keeps for it. Its answers against {@link Sat3d#intersects(Obb3d, Obb3d)} are
 * held by {@link Sat3dBatchTest} here and by verification's {@code Sat3dBatchFloatFilterProperties}.
 */
class Sat3dFloatKernelTest {

    /** The benchmark's boxes ({@code Sat3dBatchBench}, via its {@code Pairs3d.box}): a uniform rotation. */
    private static Obb3d benchBox(SplittableRandom random, double x, double y, double z) {
        Quaterniond q = new Quaterniond(gauss(random), gauss(random), gauss(random), gauss(random)).normalize();
        return Obb3d.of(x, y, z, q, 0.5 + 2.5 * random.nextDouble(), 0.5 + 2.5 * random.nextDouble(),
                0.5 + 2.5 * random.nextDouble());
    }

    private static double gauss(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    private static long undecided(Obb3d a, Obb3dBatch batch) {
        long n = 0;
        for (int s = 0; s < batch.size(); s += 64) {
            n += Long.bitCount(Sat3dFloatKernel.undecided(a, batch, s, Math.min(64, batch.size() - s)));
        }
        return n;
    }

    private static long hits(Obb3d a, Obb3dBatch batch) {
        long n = 0;
        for (int s = 0; s < batch.size(); s += 64) {
            int count = Math.min(64, batch.size() - s);
            long bits = Sat3dFloatKernel.bits(a, batch, s, count);
            for (int k = 0; k < count; k++) {
                assertThat((bits >>> k & 1) != 0).as("box %d", s + k).isEqualTo(Sat3d.intersects(a, batch.get(s + k)));
            }
            n += Long.bitCount(bits);
        }
        return n;
    }

    @Test
    void onTheBenchmarksSet_almostEveryLaneIsDecidedInFloat() {
        // Sat3dBatchBench's 65,536 boxes, built the same way from the same seed: half intersect.
        int size = 65536;
        SplittableRandom random = new SplittableRandom(42);
        Obb3d one = benchBox(random, 0, 0, 0);
        Obb3dBatch batch = Obb3dBatch.withCapacity(size);
        int overlapping = 0;
        int separated = 0;
        while (batch.size() < size) {
            double x = random.nextGaussian();
            double y = random.nextGaussian();
            double z = random.nextGaussian();
            double reach = (Math.sqrt(3) * 3 + 3) * random.nextDouble() / Math.sqrt(x * x + y * y + z * z);
            Obb3d b = benchBox(random, reach * x, reach * y, reach * z);
            boolean hit = Sat3d.intersects(one, b);
            if (hit ? overlapping >= size / 2 : separated >= size - size / 2) {
                continue;
            }
            overlapping += hit ? 1 : 0;
            separated += hit ? 0 : 1;
            batch.add(b);
        }
        long open = undecided(one, batch);
        System.out.printf("float filter, benchmark set: %d of %d lanes (%.4f%%) left to double%n", open, size,
                100.0 * open / size);
        assertThat(open).isLessThan(size / 1000);
        assertThat(hits(one, batch)).isEqualTo(size / 2);
    }

    /**
     * Boxes moved along a random direction to the last distance at which the double kernel still says
     * "intersecting", then by -2 to 2 ulps: all at its own rounding boundary.
     */
    @Test
    void onTheBoundary_everyLaneIsLeftToDouble() {
        SplittableRandom random = new SplittableRandom(20261128);
        Obb3d a = benchBox(random, 0.3, -0.2, 0.1);
        int size = 4096;
        Obb3dBatch batch = Obb3dBatch.withCapacity(size);
        for (int i = 0; i < size; i++) {
            Obb3d shape = benchBox(random, 0, 0, 0);
            double[] dir = {gauss(random), gauss(random), gauss(random)};
            double len = Math.sqrt(dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]);
            double inside = 0;
            double outside = 100;
            while (Math.nextUp(inside) < outside) {
                double mid = 0.5 * (inside + outside);
                if (Sat3d.intersects(a, shape.translated(a.cx + mid * dir[0] / len, a.cy + mid * dir[1] / len,
                        a.cz + mid * dir[2] / len))) {
                    inside = mid;
                } else {
                    outside = mid;
                }
            }
            double d = inside + random.nextInt(-2, 3) * Math.ulp(inside);
            batch.add(shape.translated(a.cx + d * dir[0] / len, a.cy + d * dir[1] / len, a.cz + d * dir[2] / len));
        }
        long open = undecided(a, batch);
        System.out.printf("float filter, boundary set: %d of %d lanes (%.2f%%) left to double%n", open, size,
                100.0 * open / size);
        assertThat(open).isEqualTo(size);
        hits(a, batch);
    }

    @Test
    void boxesOutsideTheFiltersDomain_areNeverDecidedInFloat_andStillAnswered() {
        Obb3d a = Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1, 1, 1));
        Obb3dBatch batch = Obb3dBatch.withCapacity(32);
        for (int i = 0; i < 32; i++) {
            // Every other box too large for the filter (a half-extent of 2^61, or 1e39: beyond float).
            double h = i % 4 == 1 ? 0x1p61 : i % 4 == 3 ? 1e39 : 0.5;
            batch.add(Obb3d.fromAabb(Aabb3d.fromCenter(3 * (i % 3), 0, 0, h, 0.5, 0.5)));
        }
        long open = Sat3dFloatKernel.undecided(a, batch, 0, 32);
        assertThat(open & 0xAAAAAAAAL).isEqualTo(0xAAAAAAAAL);
        assertThat(batch.floats().scale[1]).isEqualTo(Float.POSITIVE_INFINITY);
        assertThat(batch.floats().hx[1]).isZero();
        long bits = Sat3dFloatKernel.bits(a, batch, 0, 32);
        for (int k = 0; k < 32; k++) {
            assertThat((bits >>> k & 1) != 0).as("box %d", k).isEqualTo(Sat3d.intersects(a, batch.get(k)));
        }
        assertThat(Obb3dBatchFloats.fits(Obb3d.fromAabb(Aabb3d.fromCenter(0x1p61, 0, 0, 1, 1, 1)))).isFalse();
        assertThat(Obb3dBatchFloats.fits(Obb3d.fromAabb(Aabb3d.fromCenter(0x1p60, 0, 0, 1, 1, 1)))).isTrue();
        assertThat(Obb3dBatchFloats.fits(Obb3d.fromAabb(Aabb3d.fromCenter(1e-300, 0, 0, 1e-300, 0, 0)))).isTrue();
    }

    @Test
    void floatColumns_areMadeFromTheColumns_andFollowEveryWriteAfter() {
        Obb3d box = Obb3d.of(0.1, -2.5e-40, 1e15, new Quaterniond().rotateXYZ(0.3, 0.2, 0.1), 0.7, 0, 1e-3);
        Obb3d other = Obb3d.fromAabb(Aabb3d.fromCenter(1, 2, 3, 4, 5, 6));
        Obb3dBatch batch = Obb3dBatch.withCapacity(0);
        for (int i = 0; i < 10; i++) {
            batch.add(other);
        }
        // The copy is made here, from the ten boxes, then follows the adds (and the growth), the set
        // and the addFrom.
        assertThat(batch.floats().cx[9]).isEqualTo(1f);
        for (int i = 10; i < 40; i++) {
            batch.add(other);
        }
        batch.set(7, box);
        batch.addFrom(batch, 7);
        for (int i : new int[] {7, 40}) {
            assertThat(batch.floats().cx[i]).isEqualTo(0.1f);
            assertThat(batch.floats().cy[i]).isEqualTo((float) -2.5e-40);
            assertThat(batch.floats().cz[i]).isEqualTo((float) 1e15);
            assertThat(batch.floats().uy[i]).isEqualTo((float) box.axisXy());
            assertThat(batch.floats().wz[i]).isEqualTo((float) box.axisZz());
            assertThat(batch.floats().hx[i]).isEqualTo(0.7f);
            assertThat(batch.floats().hz[i]).isEqualTo(1e-3f);
            // The scale is rounded up: never below the double it stands for.
            assertThat((double) batch.floats().scale[i]).isGreaterThanOrEqualTo(3 * (0.1 + 2.5e-40 + 1e15) + 0.7 + 1e-3);
            // The centre's rests: float plus rest is the double to within the rest's rounding.
            assertThat(batch.floats().cxRest[i]).isEqualTo((float) (0.1 - 0.1f));
            assertThat(batch.floats().cyRest[i]).isEqualTo((float) (-2.5e-40 - (float) -2.5e-40));
            assertThat(batch.floats().czRest[i]).isEqualTo((float) (1e15 - (float) 1e15)).isNotZero();
            assertThat(batch.floats().all.length).isEqualTo(19);
            assertThat(batch.floats().all[16][i]).isEqualTo(batch.floats().cxRest[i]);
        }
        assertThat(batch.floats().cx[39]).isEqualTo(1f);
        assertThat(batch.floats().hz[39]).isEqualTo(6f);
        assertThat(batch.floats().scale[39]).isEqualTo(3 * 6 + 15f);
        assertThat(batch.floats().cxRest[39]).isZero();
        // The arrays in one, in the reader's order, after the batch grew.
        Obb3dBatchFloats f = batch.floats();
        assertThat((Object[]) f.all).containsExactly(f.cx, f.cy, f.cz, f.ux, f.uy, f.uz, f.vx, f.vy, f.vz, f.wx, f.wy, f.wz, f.hx,
                f.hy, f.hz, f.scale, f.cxRest, f.cyRest, f.czRest);
        assertThat((Object) io.github.obbkit.core3d.internal.BatchColumnReader.floatColumns(batch)).isSameAs(f.all);
    }
}
