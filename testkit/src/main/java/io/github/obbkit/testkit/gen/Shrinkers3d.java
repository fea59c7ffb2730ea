package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.property.Shrink;

import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Shrinkers that simplify 3D boxes the way a person would when writing a failing case down:
 * rotations toward axis-aligned and exact right angles (a signed permutation of the world axes) and
 * toward right-handed; centres toward the origin; numbers toward short decimals; half-extents toward
 * equal, zero or half. Halving a centre stops at a thousandth of the box's size, so a case never
 * shrinks into denormal noise. Candidates that a factory would reject are skipped; the runner never
 * revisits a candidate, and keeps only candidates that fail the same way and that the check does not
 * discard, so a property that states its precondition with {@code Property.assume} shrinks within it.
 */
public final class Shrinkers3d {
    private static final double[] IDENTITY = {1, 0, 0, 0, 1, 0, 0, 0, 1};

    private Shrinkers3d() {
    }

    /**
     * Shrinks one box towards simpler numbers.
     *
     * @return the shrinker of a single box
     */
    public static Shrink<Obb3d> obb() {
        return box -> {
            List<Obb3d> out = new ArrayList<>();
            double[] r = Generators3d.rows(box);
            double cx = box.centerX();
            double cy = box.centerY();
            double cz = box.centerZ();
            double hx = box.halfExtentX();
            double hy = box.halfExtentY();
            double hz = box.halfExtentZ();
            if (!java.util.Arrays.equals(r, IDENTITY)) {
                add(out, () -> Generators3d.withRows(box, IDENTITY));
            }
            double[] right = nearestRightAngle(r);
            if (right != null && !java.util.Arrays.equals(right, r)) {
                add(out, () -> Generators3d.withRows(box, right));
            }
            if (Generators3d.det(r) < 0) {
                add(out, () -> Generators3d.withRows(box, new double[] {r[0], r[1], r[2], r[3], r[4], r[5],
                    -r[6], -r[7], -r[8]}));
            }
            if (cx != 0 || cy != 0 || cz != 0) {
                add(out, () -> Generators3d.withCenter(box, 0, 0, 0));
            }
            if (hx != 0) {
                add(out, () -> Generators3d.withExtents(box, 0, hy, hz));
            }
            if (hy != 0) {
                add(out, () -> Generators3d.withExtents(box, hx, 0, hz));
            }
            if (hz != 0) {
                add(out, () -> Generators3d.withExtents(box, hx, hy, 0));
            }
            for (int digits = 0; digits <= 3; digits++) {
                double rx = round(cx, digits);
                double ry = round(cy, digits);
                double rz = round(cz, digits);
                if (rx != cx || ry != cy || rz != cz) {
                    add(out, () -> Generators3d.withCenter(box, rx, ry, rz));
                }
                double ex = round(hx, digits);
                double ey = round(hy, digits);
                double ez = round(hz, digits);
                if (ex != hx || ey != hy || ez != hz) {
                    add(out, () -> Generators3d.withExtents(box, ex, ey, ez));
                }
            }
            double max = Math.max(hx, Math.max(hy, hz));
            double min = Math.min(hx, Math.min(hy, hz));
            if (max != min) {
                add(out, () -> Generators3d.withExtents(box, max, max, max));
                add(out, () -> Generators3d.withExtents(box, min, min, min));
            }
            // Last, smaller magnitudes: halving moves toward zero when no round number is at hand, but
            // stops at a thousandth of the box's size, below which a centre is noise, not a simpler case.
            if (Math.max(Math.abs(cx), Math.max(Math.abs(cy), Math.abs(cz))) > centreFloor(max)) {
                add(out, () -> Generators3d.withCenter(box, cx / 2, cy / 2, cz / 2));
            }
            if (hx > 1e-3) {
                add(out, () -> Generators3d.withExtents(box, hx / 2, hy, hz));
            }
            if (hy > 1e-3) {
                add(out, () -> Generators3d.withExtents(box, hx, hy / 2, hz));
            }
            if (hz > 1e-3) {
                add(out, () -> Generators3d.withExtents(box, hx, hy, hz / 2));
            }
            return out.stream();
        };
    }

    /**
     * Shrinks a pair: first both boxes moved together so A is centred on the origin, then each box on
     * its own with the other fixed.
     *
     * @return the shrinker
     */
    public static Shrink<ObbPair3d> pair() {
        Shrink<Obb3d> box = obb();
        return p -> {
            Stream<ObbPair3d> recentre = Stream.empty();
            Obb3d a = p.a();
            if (a.centerX() != 0 || a.centerY() != 0 || a.centerZ() != 0) {
                List<ObbPair3d> moved = new ArrayList<>();
                add(moved, () -> new ObbPair3d(Generators3d.withCenter(a, 0, 0, 0),
                        Generators3d.withCenter(p.b(), p.b().centerX() - a.centerX(), p.b().centerY() - a.centerY(),
                                p.b().centerZ() - a.centerZ()), p.family()));
                recentre = moved.stream();
            }
            return Stream.concat(recentre, Stream.concat(
                    box.candidates(p.a()).map(p::withA),
                    box.candidates(p.b()).map(p::withB)));
        };
    }

    /**
     * Each axis rounded to the signed world axis it is closest to, when that gives a signed
     * permutation (exact zeros and ones); null otherwise.
     */
    private static double[] nearestRightAngle(double[] r) {
        double[] out = new double[9];
        boolean[] used = new boolean[3];
        for (int i = 0; i < 3; i++) {
            int k = 0;
            for (int c = 1; c < 3; c++) {
                if (Math.abs(r[3 * i + c]) > Math.abs(r[3 * i + k])) {
                    k = c;
                }
            }
            if (used[k]) {
                return null;
            }
            used[k] = true;
            out[3 * i + k] = r[3 * i + k] < 0 ? -1 : 1;
        }
        return out;
    }

    private static double round(double v, int digits) {
        double scale = Math.pow(10, digits);
        double r = Math.rint(v * scale) / scale;
        return Double.isFinite(r) ? r : v;
    }

    private static <T> void add(List<T> out, Supplier<T> candidate) {
        try {
            out.add(candidate.get());
        } catch (IllegalArgumentException rejected) {
            // Not a valid box: not a candidate.
        }
    }

    /**
     * The smallest centre coordinate that halving still moves: a thousandth of the box's largest
     * half-extent, and at least {@code 1e-9}, so that shrinking never walks into denormal noise.
     */
    static double centreFloor(double largestHalfExtent) {
        return Math.max(1e-3 * largestHalfExtent, 1e-9);
    }
}
