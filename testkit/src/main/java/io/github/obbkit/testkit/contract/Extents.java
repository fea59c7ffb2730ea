package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.PointCloud;

/** The scales the fitting contracts measure tolerances by. */
final class Extents {
    private Extents() {
    }

    /** The largest extent of the set's axis-aligned bounds. */
    static double extent(PointCloud cloud) {
        double[] p = cloud.coordinates();
        int d = cloud.dimension();
        double e = 0;
        for (int k = 0; k < d; k++) {
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = k; i < p.length; i += d) {
                min = Math.min(min, p[i]);
                max = Math.max(max, p[i]);
            }
            e = Math.max(e, max - min);
        }
        return e;
    }

    /** The largest coordinate magnitude. */
    static double largest(PointCloud cloud) {
        double m = 0;
        for (double v : cloud.coordinates()) {
            m = Math.max(m, Math.abs(v));
        }
        return m;
    }
}
