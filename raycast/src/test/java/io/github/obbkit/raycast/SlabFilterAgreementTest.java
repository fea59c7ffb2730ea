package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The batch filter in front of the slab kernel, on turned boxes and rays in every direction: where it
 * answers, its answer is the kernel's (and, through the public batch query, the single-box query's,
 * bit for bit); where the case is clear, it answers and agrees with the exact predicate; and it leaves
 * to the kernel only the cases that rounding could tip, never most of them.
 */
class SlabFilterAgreementTest {

    private static int filter(Ray3d r, Obb3d b) {
        return SlabFilter.obbHits(r.ox, r.oy, r.oz, r.dx, r.dy, r.dz, SlabKernel.threshold(r.length),
                SlabFilter.marginScale(r.length), SlabFilter.reachLimit(r.length), b.centerX(), b.centerY(),
                b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(),
                b.axisZy(), b.axisZz(), b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    /** A turned box of random extents (some zero) near {@code (far, far, -far)}, of size about {@code size}. */
    private static Obb3d box(SplittableRandom random, double size, double far) {
        return box(random, size, far, true);
    }

    private static Obb3d box(SplittableRandom random, double size, double far, boolean flat) {
        Quaterniond q = random.nextInt(4) == 0 ? new Quaterniond() : new Quaterniond(random.nextGaussian(),
                random.nextGaussian(), random.nextGaussian(), random.nextGaussian()).normalize();
        double hx = size * random.nextDouble(0.1, 1);
        double hy = flat && random.nextInt(8) == 0 ? 0 : size * random.nextDouble(0.1, 1);
        double hz = flat && random.nextInt(8) == 0 ? 0 : size * random.nextDouble(0.1, 1);
        return Obb3d.of(far + size * random.nextDouble(-2, 2), far + size * random.nextDouble(-2, 2),
                -far + size * random.nextDouble(-2, 2), q, hx, hy, hz);
    }

    private static Vector3d direction(SplittableRandom random) {
        // Lengths far from 1, so that a length used wrongly shows; some along a box axis or a world axis.
        double scale = Math.pow(10, random.nextInt(-3, 4));
        return new Vector3d(random.nextGaussian(), random.nextGaussian(), random.nextGaussian()).mul(scale);
    }

    /** A point of the box: a corner, an edge's point, a face's point or an inner point. */
    private static Vector3d pointOf(SplittableRandom random, Obb3d b) {
        double[] s = new double[3];
        int kind = random.nextInt(4);
        for (int k = 0; k < 3; k++) {
            s[k] = k < kind ? random.nextDouble(-1, 1) : (random.nextBoolean() ? 1 : -1);
        }
        Vector3d p = new Vector3d(b.centerX(), b.centerY(), b.centerZ());
        p.fma(s[0] * b.halfExtentX(), new Vector3d(b.axisXx(), b.axisXy(), b.axisXz()));
        p.fma(s[1] * b.halfExtentY(), new Vector3d(b.axisYx(), b.axisYy(), b.axisYz()));
        p.fma(s[2] * b.halfExtentZ(), new Vector3d(b.axisZx(), b.axisZy(), b.axisZz()));
        return p;
    }

    @Test
    void decidedAnswers_areTheKernels_andTheBatchIsTheSingleBoxQuery_onRandomAndGrazingRays() {
        SplittableRandom random = new SplittableRandom(0x5eedL);
        int cases = 0;
        int clear = 0;
        int clearUnsure = 0;
        int decidedHits = 0;
        int decidedMisses = 0;
        for (double far : new double[] {0, 10, 1e5}) {
            for (double size : new double[] {1e-3, 1, 1e3}) {
                for (int n = 0; n < 300; n++) {
                    Obb3d b = box(random, size, far);
                    Vector3d d = direction(random);
                    Ray3d ray;
                    boolean grazing = random.nextBoolean();
                    if (grazing) {
                        // Through a corner, an edge or a face of the box: rounding decides some of these.
                        Vector3d p = pointOf(random, b);
                        double back = random.nextDouble(-2, 6) * size / d.length();
                        ray = Ray3d.of(p.x - back * d.x, p.y - back * d.y, p.z - back * d.z, d.x, d.y, d.z);
                    } else {
                        ray = Ray3d.of(far + size * random.nextDouble(-6, 6), far + size * random.nextDouble(-6, 6),
                                -far + size * random.nextDouble(-6, 6), d.x, d.y, d.z);
                    }
                    boolean kernel = SlabRaycast.intersects(ray, b);
                    int f = filter(ray, b);
                    if (f == SlabFilter.HIT || f == SlabFilter.MISS) {
                        assertThat(f == SlabFilter.HIT).as("filter %s on %s, %s", f, ray, b).isEqualTo(kernel);
                        decidedHits += f == SlabFilter.HIT ? 1 : 0;
                        decidedMisses += f == SlabFilter.MISS ? 1 : 0;
                    }
                    if (!grazing) {
                        clear++;
                        clearUnsure += f > SlabFilter.MISS ? 1 : 0;
                        assertThat(kernel).as("exact answer, %s, %s", ray, b)
                                .isEqualTo(SlabRaycast.intersectsExact(ray, b));
                    }
                    // The public batch query gives the single-box answer, whatever the filter did.
                    Obb3dBatch batch = Obb3dBatch.of(new Obb3d[] {box(random, size, far), b});
                    long[] bits = {0};
                    RayCaster3d.of(ray).intersectsEach(batch, 1, 1, bits, 5);
                    assertThat(bits[0]).as("batch answer for %s, %s", ray, b).isEqualTo(kernel ? 1L << 5 : 0L);
                    cases++;
                }
            }
        }
        assertThat(clearUnsure).as("random rays the filter leaves to the kernel, of %s", clear)
                .isLessThanOrEqualTo(clear / 100);
        assertThat(decidedHits).as("decided hits of %s", cases).isGreaterThan(cases / 8);
        assertThat(decidedMisses).as("decided misses of %s", cases).isGreaterThan(cases / 8);
    }

    @Test
    void rayLeavingFromAFace_touchesAtZero_andTheFilterSaysHitOrLeavesIt() {
        // Origin exactly on a face of an axis-aligned or quarter-turned box, heading out: the far crossing
        // of that slab is exactly 0, a touch at t = 0 of a closed box. Exact in every operation.
        Obb3d[] boxes = {Obb3d.fromAabb(Aabb3d.fromCenter(1, 2, 3, 1, 2, 0.5)),
            Obb3d.fromAxes(1, 2, 3, 0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 2, 0.5)};
        int decided = 0;
        for (Obb3d b : boxes) {
            Aabb3d a = b.aabb();
            double[][] faces = {{a.minX(), 2, 3, -1, 0.25, 0.5}, {a.maxX(), 2, 3, 1, -0.25, 0.5},
                {1, a.minY(), 3, 0.5, -1, 0.25}, {1, a.maxY(), 3, 0.25, 1, -0.5}, {1, 2, a.minZ(), 0.5, 0.25, -1},
                {1, 2, a.maxZ(), -0.5, 0.25, 1}};
            for (double[] f : faces) {
                for (double scale : new double[] {1, 3, 1e-3}) {
                    Ray3d ray = Ray3d.of(f[0], f[1], f[2], scale * f[3], scale * f[4], scale * f[5]);
                    assertThat(SlabRaycast.intersects(ray, b)).as("%s leaving %s", ray, b).isTrue();
                    assertThat(SlabRaycast.intersectsExact(ray, b)).isTrue();
                    int v = filter(ray, b);
                    assertThat(v).as("filter on %s leaving %s", ray, b).isNotEqualTo(SlabFilter.MISS);
                    decided += v == SlabFilter.HIT ? 1 : 0;
                    // A ray starting a little beyond the face, heading out, misses, and the filter knows it.
                    Ray3d beyond = Ray3d.of(f[0] + 1e-3 * f[3], f[1] + 1e-3 * f[4], f[2] + 1e-3 * f[5], ray.dx,
                            ray.dy, ray.dz);
                    assertThat(SlabRaycast.intersects(beyond, b)).isFalse();
                    assertThat(filter(beyond, b)).as("filter on %s", beyond).isEqualTo(SlabFilter.MISS);
                }
            }
        }
        System.out.printf("[slab filter] touches at t = 0 decided as hits: %d of 36%n", decided);
    }

    @Test
    void raysBesideAnEdgeByAThousandthOfTheBox_areDecided_onEitherSide() {
        // Clear of rounding by far, so a filter whose margin grew with a wrong scale would show it here.
        SplittableRandom random = new SplittableRandom(99);
        List<String> unsure = new ArrayList<>();
        for (int n = 0; n < 2000; n++) {
            double size = Math.pow(10, random.nextInt(-2, 3));
            Obb3d b = box(random, size, 0, false);
            Vector3d d = direction(random);
            Vector3d p = pointOf(random, b);
            Vector3d centre = new Vector3d(b.centerX(), b.centerY(), b.centerZ());
            // Moved away from (or towards) the centre by a thousandth of the box's size.
            Vector3d out = new Vector3d(p).sub(centre);
            if (out.length() == 0) {
                continue;
            }
            out.normalize(1e-3 * size * (random.nextBoolean() ? 1 : -1));
            p.add(out);
            double back = 4 * size / d.length();
            Ray3d ray = Ray3d.of(p.x - back * d.x, p.y - back * d.y, p.z - back * d.z, d.x, d.y, d.z);
            int f = filter(ray, b);
            if (f > SlabFilter.MISS) {
                unsure.add(ray + " " + b);
            } else {
                assertThat(f == SlabFilter.HIT).as("%s, %s", ray, b).isEqualTo(SlabRaycast.intersects(ray, b));
            }
        }
        assertThat(unsure).as("left to the kernel").hasSizeLessThanOrEqualTo(20);
    }
}
