package io.github.obbkit.raycast;

import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
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
 * without changing the picker. Immutable: threads may share it, each with its own
 * {@link PickWorkspace} and {@link MutablePick}.
 */
public final class ScanPicker3d implements Picker3d {
    private final Obb3dBatch boxes;

    private ScanPicker3d(Obb3dBatch boxes) {
        this.boxes = boxes;
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

    /** {@link #pickNearest(Ray3d, PickWorkspace, MutablePick)} on a ray's numbers, as a {@link Ray3d} holds them. */
    boolean pickNearest(double ox, double oy, double oz, double dx, double dy, double dz, double length,
                        PickWorkspace workspace, MutablePick dest) {
        MutableRayHit s = workspace.slab;
        Obb3dBatch b = boxes;
        double threshold = SlabKernel.threshold(length);
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        int bestFace = SlabKernel.NO_FACE;
        for (int i = 0, n = b.size(); i < n; i++) {
            // Over [0, best]: a box entered later cannot win, one entered at best can't either.
            if (SlabKernel.obb(ox, oy, oz, dx, dy, dz, threshold, b.centerX(i), b.centerY(i), b.centerZ(i),
                    b.axisXx(i), b.axisXy(i), b.axisXz(i), b.axisYx(i), b.axisYy(i), b.axisYz(i), b.axisZx(i),
                    b.axisZy(i), b.axisZz(i), b.halfExtentX(i), b.halfExtentY(i), b.halfExtentZ(i), 0, best, false, s)
                    && (s.tMin < best || bestIndex < 0)) {
                best = s.tMin;
                bestIndex = i;
                bestFace = s.entry;
            }
        }
        if (bestIndex < 0) {
            return dest.miss();
        }
        dest.set(bestIndex, best, SlabKernel.face(bestFace));
        return true;
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
