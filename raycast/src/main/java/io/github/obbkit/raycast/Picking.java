package io.github.obbkit.raycast;

import static io.github.obbkit.core3d.internal.Checks.element;

import io.github.obbkit.core3d.Obb3d;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Picking the nearest of a list of boxes.
 *
 * <p><b>Picking from a list.</b> {@link #pickNearest(Ray3d, List)} tests every box with
 * {@link SlabRaycast#firstHit(Ray3d, Obb3d, MutableRayHit)} and keeps the smallest {@code t}, the
 * smallest index among equal {@code t}. It is the reference a {@link Bvh3d} must agree with, and the
 * right tool for a few hundred boxes.
 */
public final class Picking {
    private Picking() {
    }

    /**
     * The nearest box the ray hits: the smallest {@link SlabRaycast#firstHit(Ray3d, Obb3d) first-hit}
     * {@code t}, and among equal {@code t} the smallest index. A box containing the origin is hit at
     * {@code t = 0} with no face.
     *
     * @param ray   the ray
     * @param boxes the boxes, none null
     * @return the pick, or null if the ray hits none
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static @Nullable Pick pickNearest(Ray3d ray, List<Obb3d> boxes) {
        MutablePick dest = new MutablePick();
        MutableRayHit s = dest.scratch;
        double threshold = SlabKernel.threshold(ray.length);
        int i = 0;
        dest.miss();
        double best = Double.POSITIVE_INFINITY;
        for (Obb3d box : boxes) {
            best = consider(ray, threshold, box, i, best, dest, s);
            i++;
        }
        return dest.toPick();
    }

    /**
     * The nearest box the ray hits; see {@link #pickNearest(Ray3d, List)}.
     *
     * @param ray   the ray
     * @param boxes the boxes, none null
     * @return the pick, or null if the ray hits none
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static @Nullable Pick pickNearest(Ray3d ray, Obb3d[] boxes) {
        MutablePick dest = new MutablePick();
        return pickNearest(ray, boxes, dest) ? dest.toPick() : null;
    }

    /**
     * The nearest box the ray hits, written into {@code dest}; see {@link #pickNearest(Ray3d, List)}.
     * Allocates nothing.
     *
     * @param ray   the ray
     * @param boxes the boxes, none null
     * @param dest  overwritten with the pick, or with the miss state
     * @return true if the ray hits a box
     * @throws NullPointerException if an element is null; the message names its index
     */
    public static boolean pickNearest(Ray3d ray, Obb3d[] boxes, MutablePick dest) {
        MutableRayHit s = dest.scratch;
        double threshold = SlabKernel.threshold(ray.length);
        dest.miss();
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < boxes.length; i++) {
            best = consider(ray, threshold, boxes[i], i, best, dest, s);
        }
        return dest.hit;
    }

    /** Tests box {@code i} over {@code [0, best]}: a box entered later cannot win, one entered at best can't either. */
    private static double consider(Ray3d ray, double threshold, @Nullable Obb3d box, int i, double best,
                                   MutablePick dest, MutableRayHit s) {
        if (SlabKernel.obb(ray.ox, ray.oy, ray.oz, ray.dx, ray.dy, ray.dz, threshold, element("boxes", i, box), 0, best, s)
                && (s.tMin < best || !dest.hit)) {
            dest.set(i, s.tMin, s.entryFace());
            return s.tMin;
        }
        return best;
    }
}
