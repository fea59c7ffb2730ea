package io.github.obbkit.testkit.planted;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.PointFit2dContract;
import io.github.obbkit.testkit.contract.PointFit3dContract;

/** Broken box fitters that the fitting contracts must catch; run only through {@link PlantedFitBugsTest}. */
final class PlantedFits {
    private PlantedFits() {
    }

    /** The axis-aligned bounds of {@code dim}-dimensional points: min x, max x, min y, ... */
    static double[] bounds(double[] p, int dim) {
        double[] b = new double[2 * dim];
        for (int k = 0; k < dim; k++) {
            b[2 * k] = Double.POSITIVE_INFINITY;
            b[2 * k + 1] = Double.NEGATIVE_INFINITY;
        }
        for (int i = 0; i < p.length; i++) {
            b[2 * (i % dim)] = Math.min(b[2 * (i % dim)], p[i]);
            b[2 * (i % dim) + 1] = Math.max(b[2 * (i % dim) + 1], p[i]);
        }
        return b;
    }

    /** The axis-aligned box: it contains every point, but is no minimum-area rectangle. */
    static class AxisAligned2d extends PointFit2dContract {
        @Override
        protected Obb2d fit(double[] xy) {
            double[] b = bounds(xy, 2);
            return Obb2d.of(0.5 * (b[0] + b[1]), 0.5 * (b[2] + b[3]), 0, 0.5 * (b[1] - b[0]), 0.5 * (b[3] - b[2]));
        }
    }

    /** The axis-aligned box ignoring the last point: too small, not always containing. */
    static class LastPointForgotten2d extends PointFit2dContract {
        @Override
        protected Obb2d fit(double[] xy) {
            double[] p = xy.length > 2 ? java.util.Arrays.copyOf(xy, xy.length - 2) : xy;
            double[] b = bounds(p, 2);
            return Obb2d.of(0.5 * (b[0] + b[1]), 0.5 * (b[2] + b[3]), 0, 0.5 * (b[1] - b[0]), 0.5 * (b[3] - b[2]));
        }

        @Override
        protected double areaFactor() {
            return 10;
        }
    }

    /** The axis-aligned box in 3D: contains every point, but up to 5 times the volume on turned slivers. */
    static class AxisAligned3d extends PointFit3dContract {
        @Override
        protected Obb3d fit(double[] xyz) {
            double[] b = bounds(xyz, 3);
            return Obb3d.fromAxes(0.5 * (b[0] + b[1]), 0.5 * (b[2] + b[3]), 0.5 * (b[4] + b[5]), 1, 0, 0, 0, 1, 0,
                    0, 0, 1, 0.5 * (b[1] - b[0]), 0.5 * (b[3] - b[2]), 0.5 * (b[5] - b[4]));
        }
    }

    /** A box whose half-extents are 0.999 of the bounds': every point on its boundary is left out. */
    static class Shrunk3d extends PointFit3dContract {
        @Override
        protected Obb3d fit(double[] xyz) {
            double[] b = bounds(xyz, 3);
            return Obb3d.fromAxes(0.5 * (b[0] + b[1]), 0.5 * (b[2] + b[3]), 0.5 * (b[4] + b[5]), 1, 0, 0, 0, 1, 0,
                    0, 0, 1, 0.4995 * (b[1] - b[0]), 0.4995 * (b[3] - b[2]), 0.4995 * (b[5] - b[4]));
        }

        @Override
        protected double volumeFactor() {
            return 100;
        }
    }
}
