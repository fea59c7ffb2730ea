package io.github.obbkit.testkit.planted;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.AabbTransformContract;
import io.github.obbkit.testkit.contract.Mtv2dContract;
import io.github.obbkit.testkit.contract.Mtv3dContract;
import io.github.obbkit.testkit.contract.Obb2dOverlapContract;
import io.github.obbkit.testkit.contract.Obb3dOverlapContract;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.oracle.Push3d;
import org.joml.Matrix4dc;
import org.jspecify.annotations.Nullable;

/**
 * More plausible broken overlap, MTV and transform implementations, one bug each, and a correct 2D
 * overlap test computed in float, which must pass at the band it states. Run by
 * {@code PlantedBugsTest} and {@code CorrectKernelsTest}.
 */
final class PlantedMore {
    private PlantedMore() {
    }

    /** A fast path for two axis-aligned boxes that compares y against A's x half-extent. */
    static class AxisAlignedShortcut2d extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            if (a.axisXx() == 1 && a.axisYy() == 1 && b.axisXx() == 1 && b.axisYy() == 1) {
                return Math.abs(b.centerX() - a.centerX()) <= a.halfExtentX() + b.halfExtentX()
                        && Math.abs(b.centerY() - a.centerY()) <= a.halfExtentX() + b.halfExtentY();
            }
            return Planted2d.sat(a, b, false, true, true, false, 1);
        }
    }

    /** The push's depth halved (an average taken where the minimum belongs). */
    static class MtvDepthHalved2d extends Mtv2dContract {
        @Override
        protected @Nullable Push2d mtv(Obb2d a, Obb2d b) {
            Push2d p = Planted2d.mtv(a, b, false, false, false);
            return p == null ? null : new Push2d(p.normalX(), p.normalY(), 0.5 * p.depth());
        }
    }

    /** An epsilon of {@code 1e-3} on {@code |R|}, meant for degenerate cross products, makes thin gaps vanish. */
    static class LargeEpsilon3d extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return Planted3d.sat(a, b, true, 1e-3, false, true, false);
        }
    }

    /** B's half-extents read in the wrong order (y, z, x). */
    static class HalfExtentsRotated3d extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            Obb3d wrong = Obb3d.fromAxes(b.centerX(), b.centerY(), b.centerZ(), b.axisXx(), b.axisXy(), b.axisXz(),
                    b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(), b.halfExtentY(),
                    b.halfExtentZ(), b.halfExtentX());
            return Planted3d.sat(a, wrong, true, 1e-14, false, true, false);
        }
    }

    /** The push's depth halved, in 3D. */
    static class MtvDepthHalved3d extends Mtv3dContract {
        @Override
        protected @Nullable Push3d mtv(Obb3d a, Obb3d b) {
            Push3d p = Planted3d.mtv(a, b, false, true);
            return p == null ? null : new Push3d(p.normalX(), p.normalY(), p.normalZ(), 0.5 * p.depth());
        }
    }

    /** The absolute-value rule with a transform's element read transposed ({@code m[k][j]} for {@code m[j][k]}). */
    static class TransformTransposed extends AabbTransformContract {
        @Override
        protected Aabb3d transform(Matrix4dc m, Aabb3d box) {
            return absRule(m, box, true, false);
        }
    }

    /** The centre moved by the translation only, not taken through the linear part. */
    static class TransformCentreOnlyTranslated extends AabbTransformContract {
        @Override
        protected Aabb3d transform(Matrix4dc m, Aabb3d box) {
            return absRule(m, box, false, true);
        }
    }

    private static Aabb3d absRule(Matrix4dc m, Aabb3d box, boolean transposed, boolean centreNotTurned) {
        double[] c = {box.centerX(), box.centerY(), box.centerZ()};
        double[] e = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        double[] lo = new double[3];
        double[] hi = new double[3];
        for (int k = 0; k < 3; k++) {
            double centre = m.get(3, k) + (centreNotTurned ? c[k] : 0);
            double half = 0;
            for (int j = 0; j < 3; j++) {
                double mjk = transposed ? m.get(k, j) : m.get(j, k);
                if (!centreNotTurned) {
                    centre += mjk * c[j];
                }
                half += Math.abs(mjk) * e[j];
            }
            lo[k] = centre - half;
            hi[k] = centre + half;
        }
        return Aabb3d.of(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]);
    }

    /**
     * A correct 2D SAT computed in float after rounding every input to float, stating its band: 1e-5
     * of the pair's scale plus 16 float ulps of its largest centre coordinate (the inputs' rounding).
     */
    static class FloatSat2d extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            float tx = (float) b.centerX() - (float) a.centerX();
            float ty = (float) b.centerY() - (float) a.centerY();
            float[][] ax = {{(float) a.axisXx(), (float) a.axisXy()}, {(float) a.axisYx(), (float) a.axisYy()}};
            float[][] bx = {{(float) b.axisXx(), (float) b.axisXy()}, {(float) b.axisYx(), (float) b.axisYy()}};
            float[] ha = {(float) a.halfExtentX(), (float) a.halfExtentY()};
            float[] hb = {(float) b.halfExtentX(), (float) b.halfExtentY()};
            float[][] r = new float[2][2];
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 2; j++) {
                    r[i][j] = Math.abs(ax[i][0] * bx[j][0] + ax[i][1] * bx[j][1]);
                }
            }
            for (int i = 0; i < 2; i++) {
                float t = tx * ax[i][0] + ty * ax[i][1];
                if (Math.abs(t) > ha[i] + hb[0] * r[i][0] + hb[1] * r[i][1]) {
                    return false;
                }
            }
            for (int j = 0; j < 2; j++) {
                float t = tx * bx[j][0] + ty * bx[j][1];
                if (Math.abs(t) > ha[0] * r[0][j] + ha[1] * r[1][j] + hb[j]) {
                    return false;
                }
            }
            return true;
        }

        @Override
        protected double boundaryBand(Obb2d a, Obb2d b) {
            double far = Math.max(Math.max(Math.abs(a.centerX()), Math.abs(a.centerY())),
                    Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())));
            return 1e-5 * super.boundaryBand(a, b) / DEFAULT_BAND_RELATIVE + 16 * (double) Math.ulp((float) far);
        }
    }

    /** A correct closed-box 2D test stated open: exactly touching boxes intersect where they must not. */
    static class ClosedSat2dStatedOpen extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            return Planted2d.sat(a, b, false, true, true, false, 1);
        }

        @Override
        protected boolean touchingCounts() {
            return false;
        }
    }

    /** A correct closed-box 3D test stated open. */
    static class ClosedSat3dStatedOpen extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return Planted3d.sat(a, b, true, 1e-14, false, true, false);
        }

        @Override
        protected boolean touchingCounts() {
            return false;
        }
    }

    /** A correct open-box 2D test (strict comparisons, no lean), stated open: it must pass. */
    static class OpenSat2d extends Obb2dOverlapContract {
        @Override
        protected boolean intersects(Obb2d a, Obb2d b) {
            double tx = b.centerX() - a.centerX();
            double ty = b.centerY() - a.centerY();
            double[][] axes = {{a.axisXx(), a.axisXy()}, {a.axisYx(), a.axisYy()}, {b.axisXx(), b.axisXy()},
                {b.axisYx(), b.axisYy()}};
            for (double[] n : axes) {
                double ra = a.halfExtentX() * Math.abs(a.axisXx() * n[0] + a.axisXy() * n[1])
                        + a.halfExtentY() * Math.abs(a.axisYx() * n[0] + a.axisYy() * n[1]);
                double rb = b.halfExtentX() * Math.abs(b.axisXx() * n[0] + b.axisXy() * n[1])
                        + b.halfExtentY() * Math.abs(b.axisYx() * n[0] + b.axisYy() * n[1]);
                if (Math.abs(tx * n[0] + ty * n[1]) >= ra + rb) {
                    return false;
                }
            }
            return true;
        }

        @Override
        protected boolean touchingCounts() {
            return false;
        }
    }
}
