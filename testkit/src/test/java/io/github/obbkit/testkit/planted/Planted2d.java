package io.github.obbkit.testkit.planted;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.contract.Mtv2dContract;
import io.github.obbkit.testkit.contract.Obb2dOverlapContract;
import io.github.obbkit.testkit.oracle.Push2d;
import org.jspecify.annotations.Nullable;

/**
 * Plausible broken 2D implementations, each with one bug that has shipped in real code. They are
 * never run by the build on their own (their names match no test pattern); {@code PlantedBugsTest}
 * runs each through the contract suites and asserts that the suites catch it.
 */
final class Planted2d {
    private Planted2d() {
    }

    /** A correct SAT in the projection form, with switches for the bugs. */
    static boolean sat(Obb2d a, Obb2d b, boolean strict, boolean bAxes, boolean project, boolean swapRows,
                       double extentScale) {
        double tx = b.centerX() - a.centerX();
        double ty = b.centerY() - a.centerY();
        double ta0 = project ? tx * a.axisXx() + ty * a.axisXy() : tx;
        double ta1 = project ? tx * a.axisYx() + ty * a.axisYy() : ty;
        double r00 = a.axisXx() * b.axisXx() + a.axisXy() * b.axisXy();
        double r01 = a.axisXx() * b.axisYx() + a.axisXy() * b.axisYy();
        double r10 = a.axisYx() * b.axisXx() + a.axisYy() * b.axisXy();
        double r11 = a.axisYx() * b.axisYx() + a.axisYy() * b.axisYy();
        double ahx = extentScale * a.halfExtentX();
        double ahy = extentScale * a.halfExtentY();
        double bhx = extentScale * b.halfExtentX();
        double bhy = extentScale * b.halfExtentY();
        double e = 1e-12;
        double[] lhs = {Math.abs(ta0), Math.abs(ta1),
            Math.abs(ta0 * r00 + ta1 * (swapRows ? r01 : r10)), Math.abs(ta0 * r01 + ta1 * (swapRows ? r10 : r11))};
        double[] rhs = {ahx + bhx * (Math.abs(r00) + e) + bhy * (Math.abs(r01) + e),
            ahy + bhx * (Math.abs(r10) + e) + bhy * (Math.abs(r11) + e),
            ahx * (Math.abs(r00) + e) + ahy * (Math.abs(r10) + e) + bhx,
            ahx * (Math.abs(r01) + e) + ahy * (Math.abs(r11) + e) + bhy};
        int axes = bAxes ? 4 : 2;
        for (int i = 0; i < axes; i++) {
            if (strict ? lhs[i] >= rhs[i] : lhs[i] > rhs[i]) {
                return false;
            }
        }
        return true;
    }

    /** Touching counted as separated: {@code >=} where {@code >} belongs. */
    static class StrictComparison extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return sat(a, b, true, true, true, false, 1);
        }
    }

    /** Only A's two axes tested, as if one box's normals were enough. */
    static class OnlyTheFirstBoxsAxes extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return sat(a, b, false, false, true, false, 1);
        }
    }

    /** The centre difference used in world coordinates, not projected onto A's frame. */
    static class TranslationNotProjected extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return sat(a, b, false, true, false, false, 1);
        }
    }

    /** Rows and columns of R swapped where the centre difference is carried onto B's axes. */
    static class RotationRowsAndColumnsSwapped extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return sat(a, b, false, true, true, true, 1);
        }
    }

    /** Full widths used where half-extents belong. */
    static class FullExtentsForHalfExtents extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return sat(a, b, false, true, true, false, 2);
        }
    }

    /** The whole test in float with the XNA seed's 1e-5f epsilon: wrong far from the origin. */
    static class SinglePrecisionWithFloatEpsilon extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            float tx = (float) b.centerX() - (float) a.centerX();
            float ty = (float) b.centerY() - (float) a.centerY();
            float[][] ax = {{(float) a.axisXx(), (float) a.axisXy()}, {(float) a.axisYx(), (float) a.axisYy()}};
            float[][] bx = {{(float) b.axisXx(), (float) b.axisXy()}, {(float) b.axisYx(), (float) b.axisYy()}};
            float[] ha = {(float) a.halfExtentX(), (float) a.halfExtentY()};
            float[] hb = {(float) b.halfExtentX(), (float) b.halfExtentY()};
            float[][] r = new float[2][2];
            float[][] q = new float[2][2];
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 2; j++) {
                    r[i][j] = ax[i][0] * bx[j][0] + ax[i][1] * bx[j][1];
                    q[i][j] = Math.abs(r[i][j]) + 1e-5f;
                }
            }
            float[] t = {tx * ax[0][0] + ty * ax[0][1], tx * ax[1][0] + ty * ax[1][1]};
            for (int i = 0; i < 2; i++) {
                if (Math.abs(t[i]) > ha[i] + hb[0] * q[i][0] + hb[1] * q[i][1]) {
                    return false;
                }
            }
            for (int j = 0; j < 2; j++) {
                if (Math.abs(t[0] * r[0][j] + t[1] * r[1][j]) > ha[0] * q[0][j] + ha[1] * q[1][j] + hb[j]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A correct MTV with switches for the bugs. */
    static @Nullable Push2d mtv(Obb2d a, Obb2d b, boolean flipSign, boolean largest, boolean onlyA) {
        double tx = b.centerX() - a.centerX();
        double ty = b.centerY() - a.centerY();
        double[][] axes = {{a.axisXx(), a.axisXy()}, {a.axisYx(), a.axisYy()}, {b.axisXx(), b.axisXy()}, {b.axisYx(), b.axisYy()}};
        double best = largest ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        Push2d push = null;
        for (int i = 0; i < (onlyA ? 2 : 4); i++) {
            double nx = axes[i][0];
            double ny = axes[i][1];
            double p = tx * nx + ty * ny;
            double ra = a.halfExtentX() * Math.abs(a.axisXx() * nx + a.axisXy() * ny)
                    + a.halfExtentY() * Math.abs(a.axisYx() * nx + a.axisYy() * ny);
            double rb = b.halfExtentX() * Math.abs(b.axisXx() * nx + b.axisXy() * ny)
                    + b.halfExtentY() * Math.abs(b.axisYx() * nx + b.axisYy() * ny);
            double overlap = ra + rb + 1e-12 * (ra + rb) - Math.abs(p);
            if (overlap < 0) {
                return null;
            }
            if (largest ? overlap > best : overlap < best) {
                best = overlap;
                double s = (p < 0) != flipSign ? -1 : 1;
                push = new Push2d(s * nx, s * ny, overlap);
            }
        }
        return push;
    }

    /** The push points from B towards A. */
    static class MtvSignFlipped extends Mtv2dContract {
        @Override
        protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
            return Planted2d.mtv(a, b, true, false, false);
        }
    }

    /** The largest overlap taken instead of the smallest. */
    static class MtvLargestOverlap extends Mtv2dContract {
        @Override
        protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
            return Planted2d.mtv(a, b, false, true, false);
        }
    }

    /** Only A's axes searched for the push (and for separation). */
    static class MtvOnlyTheFirstBoxsAxes extends Mtv2dContract {
        @Override
        protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
            return Planted2d.mtv(a, b, false, false, true);
        }
    }
}
