package io.github.obbkit.testkit.planted;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.AabbTransformContract;
import io.github.obbkit.testkit.contract.Mtv3dContract;
import io.github.obbkit.testkit.contract.Obb3dOverlapContract;
import io.github.obbkit.testkit.oracle.Push3d;
import org.joml.Matrix4dc;
import org.jspecify.annotations.Nullable;

/**
 * Plausible broken 3D implementations, each with one bug that has shipped in real code. They are
 * never run by the build on their own (their names match no test pattern); {@code PlantedBugs3dTest}
 * runs each through its contract suite and asserts that the suite catches it.
 */
final class Planted3d {
    private Planted3d() {
    }

    private static double[][] axes(Obb3d box) {
        return new double[][] {{box.axisXx(), box.axisXy(), box.axisXz()}, {box.axisYx(), box.axisYy(), box.axisYz()},
            {box.axisZx(), box.axisZy(), box.axisZz()}};
    }

    private static double dot(double[] u, double[] v) {
        return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
    }

    /** The fifteen projected distances and radii of a textbook SAT in A's frame, with switches for the bugs. */
    private static final class Sat {
        final double[] distance = new double[15];
        final double[] radius = new double[15];
        final double[][] r = new double[3][3];
        final double[] d;

        Sat(Obb3d a, Obb3d b, double epsilon, boolean transpose, boolean project) {
            double[][] aa = axes(a);
            double[][] bb = axes(b);
            double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
            double[] hb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
            d = new double[] {b.centerX() - a.centerX(), b.centerY() - a.centerY(), b.centerZ() - a.centerZ()};
            double[] t = project ? new double[] {dot(d, aa[0]), dot(d, aa[1]), dot(d, aa[2])} : d.clone();
            double[][] q = new double[3][3];
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    r[i][j] = transpose ? dot(aa[j], bb[i]) : dot(aa[i], bb[j]);
                }
            }
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    q[i][j] = Math.abs(r[i][j]) + epsilon;
                }
            }
            for (int i = 0; i < 3; i++) {
                distance[i] = Math.abs(t[i]);
                radius[i] = ha[i] + hb[0] * q[i][0] + hb[1] * q[i][1] + hb[2] * q[i][2];
            }
            for (int j = 0; j < 3; j++) {
                distance[3 + j] = Math.abs(t[0] * r[0][j] + t[1] * r[1][j] + t[2] * r[2][j]);
                radius[3 + j] = ha[0] * q[0][j] + ha[1] * q[1][j] + ha[2] * q[2][j] + hb[j];
            }
            for (int i = 0; i < 3; i++) {
                int i1 = (i + 1) % 3;
                int i2 = (i + 2) % 3;
                for (int j = 0; j < 3; j++) {
                    int j1 = (j + 1) % 3;
                    int j2 = (j + 2) % 3;
                    int k = 6 + 3 * i + j;
                    distance[k] = Math.abs(t[i2] * r[i1][j] - t[i1] * r[i2][j]);
                    radius[k] = ha[i1] * q[i2][j] + ha[i2] * q[i1][j] + hb[j1] * q[i][j2] + hb[j2] * q[i][j1];
                }
            }
        }
    }

    static boolean sat(Obb3d a, Obb3d b, boolean edges, double epsilon, boolean transpose, boolean project,
                       boolean strict) {
        Sat s = new Sat(a, b, epsilon, transpose, project);
        for (int k = 0; k < (edges ? 15 : 6); k++) {
            if (strict ? s.distance[k] >= s.radius[k] : s.distance[k] > s.radius[k]) {
                return false;
            }
        }
        return true;
    }

    /** Only the six face axes, as if a box's normals were enough in 3D as they are in 2D. */
    static class EdgeEdgeAxesLeftOut extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return sat(a, b, false, 1e-14, false, true, false);
        }
    }

    /** {@code |R|} without the epsilon that guards the edge-edge axes of (nearly) parallel edges. */
    static class AbsRWithoutEpsilon extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return sat(a, b, true, 0, false, true, false);
        }
    }

    /** R transposed: rows and columns swapped, as when {@code a_i · b_j} is stored at {@code [j][i]}. */
    static class RotationTransposed extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return sat(a, b, true, 1e-14, true, true, false);
        }
    }

    /** The centre difference used in world coordinates, not projected onto A's frame. */
    static class TranslationNotProjected extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return sat(a, b, true, 1e-14, false, false, false);
        }
    }

    /** Touching counted as separated: {@code >=} where {@code >} belongs. */
    static class StrictComparisons extends Obb3dOverlapContract {
        @Override
        protected boolean intersects(Obb3d a, Obb3d b) {
            return sat(a, b, true, 1e-14, false, true, true);
        }
    }

    /** A correct 15-axis MTV, with switches for the bugs. */
    static @Nullable Push3d mtv(Obb3d a, Obb3d b, boolean flipSign, boolean normaliseEdges) {
        Sat s = new Sat(a, b, 1e-14, false, true);
        for (int k = 0; k < 15; k++) {
            if (s.distance[k] > s.radius[k]) {
                return null;
            }
        }
        double[][] aa = axes(a);
        double[][] bb = axes(b);
        double best = Double.POSITIVE_INFINITY;
        double[] normal = null;
        for (int k = 0; k < 15; k++) {
            double overlap = s.radius[k] - s.distance[k];
            double[] axis;
            if (k < 3) {
                axis = aa[k];
            } else if (k < 6) {
                axis = bb[k - 3];
            } else {
                double[] u = aa[(k - 6) / 3];
                double[] v = bb[(k - 6) % 3];
                double[] c = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
                double len = Math.sqrt(dot(c, c));
                if (len < 1e-7) {
                    continue; // nearly parallel edges: the face axes give the push
                }
                axis = new double[] {c[0] / len, c[1] / len, c[2] / len};
                if (normaliseEdges) {
                    overlap /= len;
                }
            }
            if (overlap < best) {
                best = overlap;
                normal = axis;
            }
        }
        double sign = dot(normal, s.d) < 0 ? -1 : 1;
        if (flipSign) {
            sign = -sign;
        }
        return new Push3d(sign * normal[0], sign * normal[1], sign * normal[2], Math.max(best, 0));
    }

    /** The push points from B towards A. */
    static class MtvSignFlipped extends Mtv3dContract {
        @Override
        protected @Nullable Push3d mtv(Obb3d a, Obb3d b) {
            return Planted3d.mtv(a, b, true, true);
        }
    }

    /** Edge-edge overlaps compared without dividing by the length of {@code a_i x b_j}. */
    static class MtvEdgeAxesNotNormalised extends Mtv3dContract {
        @Override
        protected @Nullable Push3d mtv(Obb3d a, Obb3d b) {
            return Planted3d.mtv(a, b, false, false);
        }
    }

    /** The absolute-value rule with switches for the bugs. */
    static Aabb3d transform(Matrix4dc m, Aabb3d box, boolean translate, boolean absolute) {
        double[] c = {box.centerX(), box.centerY(), box.centerZ()};
        double[] e = {box.halfExtentX(), box.halfExtentY(), box.halfExtentZ()};
        double[] lo = new double[3];
        double[] hi = new double[3];
        for (int k = 0; k < 3; k++) {
            double centre = translate ? m.get(3, k) : 0;
            double half = 0;
            for (int j = 0; j < 3; j++) {
                centre += m.get(j, k) * c[j];
                half += absolute ? Math.abs(m.get(j, k)) * e[j] : m.get(j, k) * e[j];
            }
            half = Math.abs(half);
            lo[k] = centre - half;
            hi[k] = centre + half;
        }
        return Aabb3d.of(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]);
    }

    /** The centre transformed by the linear part only: the translation forgotten. */
    static class AbsTransformForgetsTranslation extends AabbTransformContract {
        @Override
        protected Aabb3d transform(Matrix4dc transform, Aabb3d box) {
            return Planted3d.transform(transform, box, false, true);
        }
    }

    /** {@code |M e|} where {@code |M| e} belongs: the half-size of a turned box comes out too small. */
    static class TransformUsesMInsteadOfAbsM extends AabbTransformContract {
        @Override
        protected Aabb3d transform(Matrix4dc transform, Aabb3d box) {
            return Planted3d.transform(transform, box, true, false);
        }
    }
}
