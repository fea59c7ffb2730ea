package io.github.obbkit.raycast;

import static io.github.obbkit.core3d.internal.Checks.batchRange;
import static io.github.obbkit.core3d.internal.Checks.bits;
import static io.github.obbkit.core3d.internal.Checks.elements;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.Bits;
import io.github.obbkit.core3d.internal.VectorSupport;
import java.util.Objects;

/**
 * One ray prepared for testing against many boxes: the per-ray work of the slab test is done once
 * here instead of once per box.
 *
 * <p>For axis-aligned boxes that is the parallel test of each world axis ({@code |d_k| <=
 * PARALLEL_EPSILON |d|}) and the sign of each direction component, which says which bound of a box is
 * met first, so the kernel computes {@code (near - o) / d} and {@code (far - o) / d} with neither
 * a comparison of the two nor a swap (Williams et al., "An Efficient and Robust Ray-Box Intersection
 * Algorithm", 2005, from which the reciprocal direction is deliberately not taken: {@code (b - o) *
 * (1 / d)} is not correctly rounded, and a ray that touches a corner at an exactly representable
 * {@code t} would then miss it; a division is). For oriented boxes nothing per box can be hoisted
 * beyond the ray's length, which sets the parallel threshold: {@code e} and {@code f} depend on the
 * box's axes.
 *
 * <p>Every answer is bit for bit that of {@link SlabRaycast} for the same ray and box, with the
 * conventions documented there ({@code t} in units of the direction's length, closed boxes, the
 * parallel threshold and the boundary band). A {@code RayCaster3d} is immutable and may be shared
 * between threads; each thread passes its own {@link MutableRayHit}.
 *
 * <p><b>Many boxes at once.</b> {@link #intersectsEach(Obb3dBatch, int, int, long[], int)} and
 * {@link #intersecting(Obb3dBatch, int, int, int[], int)} test a run of the boxes of an
 * {@link Obb3dBatch} and write the answers into a caller's bitset or index list: the boxes' numbers
 * are read from parallel arrays in order, and each box is tested without a division by a certified
 * filter that hands the kernel of {@link #intersects(Obb3d)} only the boxes it cannot be sure of
 * (a ray grazing an edge or a face to within rounding), so every answer is that kernel's. When the
 * JVM has the incubating vector module ({@code --add-modules jdk.incubator.vector}) a first filter
 * runs in {@code float} lanes (16 boxes per instruction with AVX-512, 8 with AVX2) over the batch's
 * {@code float} copy of its columns, with certified bounds of its own (docs/precision.md,
 * "RayCaster3d's float filter"), and hands the division-free filter only the boxes it cannot be sure
 * of, so the answers are still the kernel's bit for bit. The copy is made at the batch's first such query and
 * kept in step with its writes (76 bytes a box); {@code -Dobbkit.vector=false} turns the vector path
 * off. Rays with an origin coordinate above {@code 2^60} in magnitude, or with {@code |d_x| + |d_y| +
 * |d_z|} outside {@code [2^-30, 2^30]}, take the scalar filter.
 */
public final class RayCaster3d {
    private static final double INF = Double.POSITIVE_INFINITY;
    /**
     * Whether the batch queries run on the float filter ({@code RayCaster3dVectorized}): the vector
     * module is present and {@code obbkit.vector} is not {@code false} (core3d's {@code VectorSupport}).
     *
     * <p>The filter's pass is one method without a loop, as core3d's {@code Sat3dFloatKernel.pass}: on
     * JDK 17 C2 turns the vector API's calls into instructions only while a method's live nodes stay
     * under {@code -XX:LiveNodeCountInliningCutoff} (40,000), and a call left over allocates. The pass
     * compiles without allocating at a budget of 20,000 on JDK 17 and 8,000 on JDK 25, as
     * {@code Sat3dFloatKernel}'s does; the double-lane filter it replaces allocated at 36,000 on JDK 17
     * and was opt-in for that (bench/RESULTS.md, "The caster's float filter").
     */
    static final boolean VECTORIZED = VectorSupport.lanes(() -> RayCaster3dVectorized.lanes()) >= 2;

    private final Ray3d ray;
    final double ox;
    final double oy;
    final double oz;
    final double dx;
    final double dy;
    final double dz;
    final double threshold;
    private final boolean parallelX;
    private final boolean parallelY;
    private final boolean parallelZ;
    private final boolean upX;
    private final boolean upY;
    private final boolean upZ;
    /** {@link SlabFilter#marginScale} of the ray's length. */
    final double marginScale;
    /** {@link SlabFilter#reachLimit} of the ray's length. */
    final double reachLimit;
    /** The ray prepared for the float filter, which its batch queries run where it covers the ray. */
    final SlabFloatRay floatRay = new SlabFloatRay();
    /** {@link #hits} as the batch's box test, made once so that a batch query allocates nothing. */
    private final Obb3dBatch.BoxTest hitTest = this::hits;

    private RayCaster3d(Ray3d ray) {
        this.ray = ray;
        this.ox = ray.ox;
        this.oy = ray.oy;
        this.oz = ray.oz;
        this.dx = ray.dx;
        this.dy = ray.dy;
        this.dz = ray.dz;
        this.threshold = SlabKernel.threshold(ray.length);
        this.parallelX = SlabKernel.parallel(dx, threshold);
        this.parallelY = SlabKernel.parallel(dy, threshold);
        this.parallelZ = SlabKernel.parallel(dz, threshold);
        this.upX = dx > 0;
        this.upY = dy > 0;
        this.upZ = dz > 0;
        this.marginScale = SlabFilter.marginScale(ray.length);
        this.reachLimit = SlabFilter.reachLimit(ray.length);
        floatRay.prepare(ox, oy, oz, dx, dy, dz, threshold);
    }

    /**
     * Prepares a ray.
     *
     * @param ray the ray
     * @return the caster
     */
    public static RayCaster3d of(Ray3d ray) {
        Objects.requireNonNull(ray, "ray");
        return new RayCaster3d(ray);
    }

    /**
     * The ray this caster was prepared for.
     *
     * @return the ray
     */
    public Ray3d ray() {
        return ray;
    }

    /**
     * The chord of the ray's line through an oriented box, if it reaches {@code t >= 0}; see
     * {@link SlabRaycast#intersect(Ray3d, Obb3d, MutableRayHit)}. Allocates nothing.
     *
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public boolean intersect(Obb3d box, MutableRayHit dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.obbChord(ox, oy, oz, dx, dy, dz, threshold, box, dest);
    }

    /**
     * The part of the ray's line with {@code t} in {@code [tMin, tMax]} inside an oriented box; see
     * {@link SlabRaycast#intersect(Ray3d, Obb3d, double, double, MutableRayHit)}. Allocates nothing.
     *
     * @param box  the closed box
     * @param tMin the start of the range, may be {@code -infinity}
     * @param tMax the end of the range, may be {@code +infinity}
     * @param dest overwritten with the hit, or with the miss state
     * @return true if some {@code t} in the range puts the ray's point in the box
     * @throws IllegalArgumentException if a bound is NaN or {@code tMin > tMax}
     */
    public boolean intersect(Obb3d box, double tMin, double tMax, MutableRayHit dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        RayChecks.range(tMin, tMax);
        return SlabKernel.obb(ox, oy, oz, dx, dy, dz, threshold, box, tMin, tMax, dest);
    }

    /**
     * The first point of the ray in an oriented box, {@code tMin >= 0}; see
     * {@link SlabRaycast#firstHit(Ray3d, Obb3d, MutableRayHit)}. Allocates nothing.
     *
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public boolean firstHit(Obb3d box, MutableRayHit dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.obb(ox, oy, oz, dx, dy, dz, threshold, box, 0, INF, dest);
    }

    /**
     * Whether the ray hits an oriented box. Allocates nothing.
     *
     * @param box the closed box
     * @return true if some {@code t >= 0} puts the ray's point in the box
     */
    public boolean intersects(Obb3d box) {
        Objects.requireNonNull(box, "box");
        return SlabKernel.obbHits(ox, oy, oz, dx, dy, dz, threshold, box);
    }

    /**
     * Tests the ray against boxes {@code from .. from + count - 1} of a batch and writes one bit per box
     * into a caller's bitset: bit {@code bitOffset + i} is set if the ray hits box {@code from + i} and
     * cleared if it misses, each answer exactly {@link #intersects(Obb3d)}'s for that box. Bit {@code k}
     * is bit {@code k & 63} of {@code hits[k >>> 6]}, as {@link java.util.BitSet#valueOf(long[])} reads
     * it; bits outside {@code [bitOffset, bitOffset + count)} are left as they were, as in
     * {@code Sat3dBatch.intersectsEach}. Allocates nothing and does not branch on the answers, so its cost
     * does not depend on which boxes are hit.
     *
     * @param boxes     the boxes
     * @param from      the first box to test
     * @param count     how many boxes to test, from {@code from} on
     * @param hits      the bitset written
     * @param bitOffset the bit written for box {@code from}
     * @return the number of boxes hit
     * @throws IllegalArgumentException if {@code from}, {@code count} or {@code bitOffset} is negative,
     *                                  {@code from + count} exceeds the batch's size, or {@code hits}
     *                                  holds fewer than {@code bitOffset + count} bits
     */
    public int intersectsEach(Obb3dBatch boxes, int from, int count, long[] hits, int bitOffset) {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(hits, "hits");
        batchRange(boxes.size(), from, count);
        bits("hits", hits.length, "bitOffset", bitOffset, count);
        int n = 0;
        for (int done = 0; done < count; done += 64) {
            int run = Math.min(64, count - done);
            long bits = hitBits(boxes, from + done, run);
            Bits.put(hits, (long) bitOffset + done, bits, run);
            n += Long.bitCount(bits);
        }
        return n;
    }

    /**
     * Tests the ray against boxes {@code from .. from + count - 1} of a batch and writes the indices of
     * those it hits, in increasing order, into a caller's list from {@code indices[indexOffset]} on,
     * each answer exactly {@link #intersects(Obb3d)}'s for that box. The call may write anywhere in
     * {@code indices[indexOffset .. indexOffset + count - 1]}: the entries after the last index it
     * returns are unspecified (writing every box's index and advancing only past the hits is what lets
     * it run without branching on the answers), as in {@code Sat3dBatch.intersecting}. Allocates nothing.
     *
     * @param boxes       the boxes
     * @param from        the first box to test
     * @param count       how many boxes to test, from {@code from} on
     * @param indices     the list written: batch indices of the boxes hit
     * @param indexOffset where the list starts in {@code indices}
     * @return the number of boxes hit, which is the number of indices written
     * @throws IllegalArgumentException if {@code from}, {@code count} or {@code indexOffset} is
     *                                  negative, {@code from + count} exceeds the batch's size, or
     *                                  {@code indices} is shorter than {@code indexOffset + count}
     */
    public int intersecting(Obb3dBatch boxes, int from, int count, int[] indices, int indexOffset) {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(indices, "indices");
        batchRange(boxes.size(), from, count);
        elements("indices", indices.length, "indexOffset", indexOffset, count);
        int n = 0;
        for (int done = 0; done < count; done += 64) {
            int start = from + done;
            int run = Math.min(64, count - done);
            long bits = hitBits(boxes, start, run);
            for (int i = 0; i < run; i++) {
                indices[indexOffset + n] = start + i;
                n += (int) (bits >>> i) & 1;
            }
        }
        return n;
    }

    /**
     * The answers for boxes {@code start .. start + n - 1} of a batch, {@code 1 <= n <= 64}, as bits
     * {@code 0 .. n - 1}: on the vector path, for a ray the float filter covers, the filter in lanes and
     * {@link #boxHits} for the boxes it leaves; otherwise each box's numbers handed by the batch to
     * {@link #hits}.
     */
    long hitBits(Obb3dBatch boxes, int start, int n) {
        return VECTORIZED && floatRay.covered ? RayCaster3dVectorized.bits(this, boxes, start, n)
                : boxes.testEach(start, n, hitTest);
    }

    /** {@link #intersects(Obb3d)} on box {@code i} of a batch: the double filter, then the kernel if it must. */
    boolean boxHits(Obb3dBatch b, int i) {
        return hits(b.centerX(i), b.centerY(i), b.centerZ(i), b.axisXx(i), b.axisXy(i), b.axisXz(i), b.axisYx(i),
                b.axisYy(i), b.axisYz(i), b.axisZx(i), b.axisZy(i), b.axisZz(i), b.halfExtentX(i), b.halfExtentY(i),
                b.halfExtentZ(i));
    }

    /** The scalar path of {@link #hitBits}, whatever the JVM: for tests that hold the two paths alike. */
    long scalarHitBits(Obb3dBatch boxes, int start, int n) {
        return boxes.testEach(start, n, hitTest);
    }

    /**
     * {@link #intersects(Obb3d)} on a box's raw numbers: the division-free {@link SlabFilter}, and the
     * kernel itself for the rare box the filter cannot be sure of, so the answer is the kernel's.
     */
    private boolean hits(double cx, double cy, double cz, double ux, double uy, double uz, double vx, double vy,
                         double vz, double wx, double wy, double wz, double hx, double hy, double hz) {
        int sure = SlabFilter.obbHits(ox, oy, oz, dx, dy, dz, threshold, marginScale, reachLimit, cx, cy, cz, ux, uy,
                uz, vx, vy, vz, wx, wy, wz, hx, hy, hz);
        if (sure > SlabFilter.MISS) {
            return SlabKernel.obbHits(ox, oy, oz, dx, dy, dz, threshold, cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy,
                    wz, hx, hy, hz);
        }
        return sure == SlabFilter.HIT;
    }

    /**
     * The chord of the ray's line through an axis-aligned box, if it reaches {@code t >= 0}; see
     * {@link SlabRaycast#intersect(Ray3d, Aabb3d, MutableRayHit)}. Allocates nothing.
     *
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public boolean intersect(Aabb3d box, MutableRayHit dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return SlabKernel.chordReachesRay(aabb(box, -INF, INF, dest), dest);
    }

    /**
     * The part of the ray's line with {@code t} in {@code [tMin, tMax]} inside an axis-aligned box.
     * Allocates nothing.
     *
     * @param box  the closed box
     * @param tMin the start of the range, may be {@code -infinity}
     * @param tMax the end of the range, may be {@code +infinity}
     * @param dest overwritten with the hit, or with the miss state
     * @return true if some {@code t} in the range puts the ray's point in the box
     * @throws IllegalArgumentException if a bound is NaN or {@code tMin > tMax}
     */
    public boolean intersect(Aabb3d box, double tMin, double tMax, MutableRayHit dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        RayChecks.range(tMin, tMax);
        return aabb(box, tMin, tMax, dest);
    }

    /**
     * The first point of the ray in an axis-aligned box, {@code tMin >= 0}. Allocates nothing.
     *
     * @param box  the closed box
     * @param dest overwritten with the hit, or with the miss state
     * @return true if the ray hits the box
     */
    public boolean firstHit(Aabb3d box, MutableRayHit dest) {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(dest, "dest");
        return aabb(box, 0, INF, dest);
    }

    /**
     * Whether the ray hits an axis-aligned box. Allocates nothing.
     *
     * @param box the closed box
     * @return true if some {@code t >= 0} puts the ray's point in the box
     */
    public boolean intersects(Aabb3d box) {
        Objects.requireNonNull(box, "box");
        return SlabKernel.aabbHits(parallelX, parallelY, parallelZ, upX, upY, upZ, ox, oy, oz, dx, dy, dz, box.minX(),
                box.minY(), box.minZ(), box.maxX(), box.maxY(), box.maxZ());
    }

    /** The axis-aligned slab kernel with the per-axis parallel tests and signs decided once per ray. */
    private boolean aabb(Aabb3d b, double lo, double hi, MutableRayHit s) {
        return SlabKernel.aabb(parallelX, parallelY, parallelZ, upX, upY, upZ, ox, oy, oz, dx, dy, dz, b.minX(),
                b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), lo, hi, s);
    }

    /**
     * Describes the caster by its ray.
     *
     * @return {@code RayCaster3d.of(<ray>)}
     */
    @Override
    public String toString() {
        return "RayCaster3d.of(" + ray + ")";
    }
}
