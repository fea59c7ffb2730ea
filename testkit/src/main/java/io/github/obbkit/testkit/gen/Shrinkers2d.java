package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.property.Shrink;

import io.github.obbkit.core2d.Obb2d;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Shrinkers that simplify 2D boxes the way a person would when writing a failing case down:
 * rotations toward axis-aligned, right and round angles; centres toward the origin; numbers toward
 * smaller magnitudes and short decimals (halving a centre stops at a thousandth of the box's size,
 * never in denormal noise); half-extents toward equal or zero. Candidates that a factory
 * would reject are skipped; the runner never revisits a candidate, so shrinking ends.
 */
public final class Shrinkers2d {
    private static final double[] ROUND_ANGLES = {Math.PI / 4, Math.PI / 12, Math.PI / 180};

    private Shrinkers2d() {
    }

    /**
     * Shrinks one box towards simpler numbers.
     *
     * @return the shrinker of a single box
     */
    public static Shrink<Obb2d> obb() {
        return box -> {
            List<Obb2d> out = new ArrayList<>();
            double angle = box.angle();
            double cx = box.centerX();
            double cy = box.centerY();
            double hx = box.halfExtentX();
            double hy = box.halfExtentY();
            if (box.axisXx() != 1 || box.axisYy() != 1) {
                add(out, () -> Obb2d.fromAxes(cx, cy, 1, 0, 0, 1, hx, hy)); // axis-aligned
            }
            if (box.axisYx() * box.axisXy() - box.axisXx() * box.axisYy() > 0) {
                add(out, () -> Obb2d.of(cx, cy, angle, hx, hy)); // mirrored axes -> right-handed
            }
            double quarter = Math.rint(angle / (Math.PI / 2));
            if (quarter * (Math.PI / 2) != angle) {
                add(out, () -> rightAngle(box, (int) quarter));
            }
            for (double step : ROUND_ANGLES) {
                double rounded = Math.rint(angle / step) * step;
                if (rounded != angle) {
                    add(out, () -> Obb2d.of(cx, cy, rounded, hx, hy));
                }
            }
            if (cx != 0 || cy != 0) {
                add(out, () -> withCenter(box, 0, 0));
            }
            if (hx != 0) {
                add(out, () -> withExtents(box, 0, hy));
            }
            if (hy != 0) {
                add(out, () -> withExtents(box, hx, 0));
            }
            for (int digits = 0; digits <= 3; digits++) {
                double rx = round(cx, digits);
                double ry = round(cy, digits);
                if (rx != cx || ry != cy) {
                    add(out, () -> withCenter(box, rx, ry));
                }
                double ex = round(hx, digits);
                double ey = round(hy, digits);
                if (ex != hx || ey != hy) {
                    add(out, () -> withExtents(box, ex, ey));
                }
            }
            if (hx != hy) {
                add(out, () -> withExtents(box, Math.max(hx, hy), Math.max(hx, hy)));
                add(out, () -> withExtents(box, Math.min(hx, hy), Math.min(hx, hy)));
            }
            // Last, smaller magnitudes: halving moves toward zero when no round number is at hand, but
            // stops at a thousandth of the box's size, below which a centre is noise, not a simpler case.
            if (Math.max(Math.abs(cx), Math.abs(cy)) > Shrinkers3d.centreFloor(Math.max(hx, hy))) {
                add(out, () -> withCenter(box, cx / 2, cy / 2));
            }
            if (hx > 1e-3) {
                add(out, () -> withExtents(box, hx / 2, hy));
            }
            if (hy > 1e-3) {
                add(out, () -> withExtents(box, hx, hy / 2));
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
    public static Shrink<ObbPair2d> pair() {
        Shrink<Obb2d> box = obb();
        return p -> {
            Stream<ObbPair2d> recentre = Stream.empty();
            if (p.a().centerX() != 0 || p.a().centerY() != 0) {
                List<ObbPair2d> moved = new ArrayList<>();
                add(moved, () -> new ObbPair2d(withCenter(p.a(), 0, 0),
                        withCenter(p.b(), p.b().centerX() - p.a().centerX(), p.b().centerY() - p.a().centerY()),
                        p.family()));
                recentre = moved.stream();
            }
            return Stream.concat(recentre, Stream.concat(
                    box.candidates(p.a()).map(p::withA),
                    box.candidates(p.b()).map(p::withB)));
        };
    }

    /** A box turned by exactly {@code quarter} right angles: exact axes, no cos(pi/2) residue. */
    private static Obb2d rightAngle(Obb2d box, int quarter) {
        double[][] axes = {{1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0}};
        double[] r = axes[Math.floorMod(quarter, 4)];
        return Obb2d.fromAxes(box.centerX(), box.centerY(), r[0], r[1], r[2], r[3], box.halfExtentX(),
                box.halfExtentY());
    }

    private static Obb2d withCenter(Obb2d box, double x, double y) {
        return Obb2d.fromAxes(x, y, box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy(), box.halfExtentX(), box.halfExtentY());
    }

    private static Obb2d withExtents(Obb2d box, double hx, double hy) {
        return Obb2d.fromAxes(box.centerX(), box.centerY(), box.axisXx(), box.axisXy(), box.axisYx(), box.axisYy(), hx, hy);
    }

    private static double round(double v, int digits) {
        double scale = Math.pow(10, digits);
        double r = Math.rint(v * scale) / scale;
        return Double.isFinite(r) ? r : v;
    }

    private static <T> void add(List<T> out, java.util.function.Supplier<T> candidate) {
        try {
            out.add(candidate.get());
        } catch (IllegalArgumentException rejected) {
            // Not a valid box: not a candidate.
        }
    }
}
