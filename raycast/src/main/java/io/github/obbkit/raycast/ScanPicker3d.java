package io.github.obbkit.raycast;

import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.internal.BatchColumnReader;
import java.util.List;
import java.util.Objects;
import org.joml.Vector3dc;

/**
 * The nearest of a set of boxes by a linear scan: every box is tested with the slab kernel of
 * {@link SlabRaycast#firstHit(Ray3d, Obb3d, MutableRayHit)} over {@code [0, best]}, {@code best}
 * being the nearest entry so far, and the smallest {@code t} wins, the smallest index among equal
 * {@code t}. It is the reference a {@link Bvh3d} agrees with to the bit, and the right tool for a few
 * hundred boxes, or for boxes that change every frame: it has nothing to build.
 *
 * <p>The boxes are copied, when the picker is made, into an {@link Obb3dBatch} of its own, which the
 * scan reads front to back; a batch given to {@link #of(Obb3dBatch)} may be changed afterwards
 * without changing the picker. Where the vector module is present ({@code --add-modules
 * jdk.incubator.vector}) and the picker holds 16 boxes or more, the scan first runs
 * {@link RayCaster3d}'s float filter over them, 16 boxes per instruction with AVX-512, and tests with
 * the kernel only the boxes the filter cannot prove missed: the same pick to the bit, in about a
 * seventh of the time; the picker then keeps the boxes' float copy beside them (76 bytes a box). Immutable: threads may share it, each with its own
 * {@link PickWorkspace} and {@link MutablePick}.
 */
public final class ScanPicker3d implements Picker3d {
    /** The fewest boxes the float filter runs on: one pass of 16 lanes. */
    private static final int FILTERED = 16;

    private final Obb3dBatch boxes;

    private ScanPicker3d(Obb3dBatch boxes) {
        this.boxes = boxes;
        if (RayCaster3d.VECTORIZED && boxes.size() >= FILTERED) {
            // The float filter's copy, made now so that no pick allocates it.
            BatchColumnReader.floatColumns(boxes);
        }
    }

    /**
     * A picker over boxes, box {@code i} of the array being index {@code i} of its answers.
     *
     * @param boxes the boxes, none null; may be empty
     * @return the picker
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static ScanPicker3d of(Obb3d... boxes) {
        Objects.requireNonNull(boxes, "boxes");
        return new ScanPicker3d(Obb3dBatch.of(boxes));
    }

    /**
     * A picker over boxes, in the list's order.
     *
     * @param boxes the boxes, none null; may be empty
     * @return the picker
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static ScanPicker3d of(List<Obb3d> boxes) {
        Objects.requireNonNull(boxes, "boxes");
        return new ScanPicker3d(Obb3dBatch.of(boxes));
    }

    /**
     * A picker over the boxes a batch holds now, box {@code i} of the batch being index {@code i} of
     * its answers; the boxes are copied number for number.
     *
     * @param boxes the boxes
     * @return the picker
     */
    public static ScanPicker3d of(Obb3dBatch boxes) {
        Objects.requireNonNull(boxes, "boxes");
        Obb3dBatch copy = Obb3dBatch.withCapacity(boxes.size());
        for (int i = 0; i < boxes.size(); i++) {
            copy.addFrom(boxes, i);
        }
        return new ScanPicker3d(copy);
    }

    /**
     * The number of boxes.
     *
     * @return the number of boxes
     */
    @Override
    public int size() {
        return boxes.size();
    }

    /**
     * Box {@code index}, as given.
     *
     * @param index the box's index
     * @return a box equal to the one given
     * @throws IllegalArgumentException if the index is out of range
     */
    public Obb3d box(int index) {
        return boxes.get(index);
    }

    /**
     * The nearest box the ray hits, written into {@code dest}. Allocates nothing.
     *
     * @param ray       the ray
     * @param workspace the search's scratch space, one per thread
     * @param dest      overwritten with the pick, or with the miss state
     * @return true if the ray hits a box
     */
    @Override
    public boolean pickNearest(Ray3d ray, PickWorkspace workspace, MutablePick dest) {
        Objects.requireNonNull(ray, "ray");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        return pickNearest(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, ray.length, workspace, dest);
    }

    /**
     * {@link #pickNearest(Ray3d, PickWorkspace, MutablePick)} on a ray's numbers, as a {@link Ray3d} holds
     * them. On the vector path the caster's float filter ({@code RayCaster3dVectorized.candidates}) first
     * sets aside, 64 boxes at a time, every box it can prove the ray misses over {@code [0, +infinity)},
     * which the kernel over {@code [0, best]} would miss too; the others go to the kernel in index order,
     * as every box does otherwise. So the pick is the same to the bit.
     */
    boolean pickNearest(double ox, double oy, double oz, double dx, double dy, double dz, double length,
                        PickWorkspace workspace, MutablePick dest) {
        MutableRayHit s = workspace.slab;
        int n = boxes.size();
        double threshold = SlabKernel.threshold(length);
        SlabFloatRay f = workspace.floatRay;
        float[][] columns = null;
        if (RayCaster3d.VECTORIZED && n >= FILTERED) {
            f.prepare(ox, oy, oz, dx, dy, dz, threshold);
            columns = f.covered ? BatchColumnReader.floatColumns(boxes) : null;
        }
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        int bestFace = SlabKernel.NO_FACE;
        if (columns == null) {
            Obb3dBatch b = boxes;
            for (int i = 0; i < n; i++) {
                // enters(i, ...), written out: through the helper this loop, which tests every box, ran
                // 1.04-1.10 times as long on JDK 17 at 100,000 boxes (one more inlining level).
                if (SlabKernel.obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(i), b.centerY(i), b.centerZ(i),
                        b.axisXx(i), b.axisXy(i), b.axisXz(i), b.axisYx(i), b.axisYy(i), b.axisYz(i), b.axisZx(i),
                        b.axisZy(i), b.axisZz(i), b.halfExtentX(i), b.halfExtentY(i), b.halfExtentZ(i), 0, best, false,
                        s) && (s.tMin < best || bestIndex < 0)) {
                    best = s.tMin;
                    bestIndex = i;
                    bestFace = s.entry;
                }
            }
        } else {
            for (int start = 0; start < n; start += 64) {
                long candidates = RayCaster3dVectorized.candidates(f, columns, start, Math.min(64, n - start));
                for (; candidates != 0; candidates &= candidates - 1) {
                    int i = start + Long.numberOfTrailingZeros(candidates);
                    if (enters(i, ox, oy, oz, dx, dy, dz, threshold, best, s) && (s.tMin < best || bestIndex < 0)) {
                        best = s.tMin;
                        bestIndex = i;
                        bestFace = s.entry;
                    }
                }
            }
        }
        if (bestIndex < 0) {
            return dest.miss();
        }
        dest.set(bestIndex, best, SlabKernel.face(bestFace));
        return true;
    }

    /**
     * Whether the ray enters box {@code i} over {@code [0, best]}, into {@code s}: a box entered later
     * cannot win, and one entered at {@code best} cannot either (the first of equals wins).
     */
    private boolean enters(int i, double ox, double oy, double oz, double dx, double dy, double dz, double threshold,
                           double best, MutableRayHit s) {
        Obb3dBatch b = boxes;
        return SlabKernel.obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(i), b.centerY(i), b.centerZ(i), b.axisXx(i),
                b.axisXy(i), b.axisXz(i), b.axisYx(i), b.axisYy(i), b.axisYz(i), b.axisZx(i), b.axisZy(i), b.axisZz(i),
                b.halfExtentX(i), b.halfExtentY(i), b.halfExtentZ(i), 0, best, false, s);
    }

    /**
     * The box that a box moving by {@code move} over a step touches first, and the contact: every box
     * tested with {@link io.github.obbkit.core3d.Sweep3d}; the smallest time wins, then the smallest
     * index. The reference for {@link Bvh3d#castNearest}. The contact's normal points from the moving
     * box towards the box hit. Allocation-free.
     *
     * @param box       the moving box at the start of the step
     * @param move      its displacement over the step
     * @param workspace the caller's scratch space
     * @param dest      overwritten with the contact, or with "no contact"
     * @return the index of the box hit, or -1
     * @throws IllegalArgumentException if a component of {@code move} is NaN, infinite or larger in
     *                                  magnitude than {@link Obb3d#MAX_REACH}
     */
    public int castNearest(Obb3d box, Vector3dc move, PickWorkspace workspace, MutableContact3d dest) {
        return BoxCast3d.scan(boxes, box, move, workspace, dest);
    }

    /**
     * A short description: the size, not the boxes.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ScanPicker3d[size=" + size() + "]";
    }
}
