package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.joml.Vector4d;
import org.junit.jupiter.api.Test;

/**
 * The frustum's geometry against JOML's: the corners through JOML's inverse, the planes through the
 * corners they hold, the corner ranges and the edge directions recomputed from the corners, for
 * turned, off-centre cameras far from the origin, perspective and orthographic, in both depth
 * conventions. Cameras at the origin looking down an axis hide most of the inverse's terms.
 */
class FrustumGeometryJomlTest {
    private static Matrix4d randomCamera(SplittableRandom r, boolean perspective, boolean zeroToOne) {
        double near = r.nextDouble(0.2, 2);
        double far = near * r.nextDouble(3, 80);
        double left = -r.nextDouble(0.2, 1.5);
        double right = r.nextDouble(0.2, 1.5);
        double bottom = -r.nextDouble(0.2, 1.5);
        double top = r.nextDouble(0.2, 1.5);
        Matrix4d projection = perspective ? new Matrix4d().frustum(left, right, bottom, top, near, far, zeroToOne)
                : new Matrix4d().ortho(left, right, bottom, top, near, far, zeroToOne);
        Vector3d eye = new Vector3d(r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3), r.nextDouble(-1e3, 1e3));
        Vector3d at = new Vector3d(r.nextGaussian(), r.nextGaussian(), r.nextGaussian()).add(eye);
        Vector3d up = new Vector3d(r.nextGaussian(), r.nextGaussian(), r.nextGaussian());
        return projection.mul(new Matrix4d().lookAt(eye, at, up));
    }

    private static double[] cube(int q, Frustum.DepthRange depth) {
        return new double[] {(q & 1) == 0 ? -1 : 1, (q & 2) == 0 ? -1 : 1,
            (q & 4) == 0 ? (depth == Frustum.DepthRange.ZERO_TO_ONE ? 0 : -1) : 1};
    }

    @Test
    void turnedOffCentreCamerasFarOut_haveJomlsCornersAndPlanes_andTheirEdgesRanges() {
        SplittableRandom r = new SplittableRandom(50);
        for (int n = 0; n < 200; n++) {
            boolean perspective = n % 2 == 0;
            boolean zeroToOne = n % 4 >= 2;
            Frustum.DepthRange depth = zeroToOne ? Frustum.DepthRange.ZERO_TO_ONE
                    : Frustum.DepthRange.NEGATIVE_ONE_TO_ONE;
            Matrix4d m = randomCamera(r, perspective, zeroToOne);
            Matrix4d inverse = new Matrix4d(m).invert();
            Frustum f = Frustum.of(m, depth);
            String at = "camera " + n + " " + m;

            double[][] corner = new double[8][];
            double size = 0;
            for (int q = 0; q < 8; q++) {
                double[] c = cube(q, depth);
                Vector3d want = inverse.transformProject(c[0], c[1], c[2], new Vector3d());
                Vector3d got = f.corner(q, new Vector3d());
                assertThat(got.distance(want)).as("%s: corner %d", at, q).isLessThan(1e-9 * (1 + want.length()));
                corner[q] = new double[] {got.x, got.y, got.z};
                size = Math.max(size, got.distance(corner[0][0], corner[0][1], corner[0][2]));
            }
            // The centre of the corners' bounds, and the corners from it.
            for (int k = 0; k < 3; k++) {
                double lo = Double.POSITIVE_INFINITY;
                double hi = Double.NEGATIVE_INFINITY;
                for (double[] c : corner) {
                    lo = Math.min(lo, c[k]);
                    hi = Math.max(hi, c[k]);
                }
                double centre = k == 0 ? f.ox : k == 1 ? f.oy : f.oz;
                assertThat(centre).as(at).isCloseTo(0.5 * (lo + hi), within(1e-12 * (1 + Math.abs(hi))));
            }
            double extent = 0;
            for (int q = 0; q < 8; q++) {
                extent = Math.max(extent, Math.max(Math.abs(corner[q][0] - f.ox),
                        Math.max(Math.abs(corner[q][1] - f.oy), Math.abs(corner[q][2] - f.oz))));
            }
            assertThat(f.extent).as(at).isCloseTo(extent, within(1e-12 * extent));

            // Each plane holds its four corners, has the other four inside, and ranges over them as stored.
            Vector4d plane = new Vector4d();
            for (Frustum.Plane p : Frustum.Plane.values()) {
                f.plane(p, plane);
                assertThat(plane.x * plane.x + plane.y * plane.y + plane.z * plane.z).isCloseTo(1, within(1e-12));
                int side = p.ordinal();
                double lo = Double.POSITIVE_INFINITY;
                double hi = Double.NEGATIVE_INFINITY;
                for (int q = 0; q < 8; q++) {
                    double[] c = corner[q];
                    double d = plane.x * c[0] + plane.y * c[1] + plane.z * c[2] + plane.w;
                    int bit = side >> 1;
                    boolean on = ((q >> bit & 1) == 1) == ((side & 1) == 1);
                    if (on) {
                        assertThat(d).as("%s: %s at corner %d", at, p, q).isCloseTo(0, within(1e-8 * (1 + size)));
                    } else {
                        assertThat(d).as("%s: %s at corner %d", at, p, q).isGreaterThan(0);
                    }
                    double fromCentre = plane.x * (c[0] - f.ox) + plane.y * (c[1] - f.oy) + plane.z * (c[2] - f.oz);
                    lo = Math.min(lo, fromCentre);
                    hi = Math.max(hi, fromCentre);
                }
                assertThat(f.normals[3 * side]).isEqualTo(plane.x);
                assertThat(f.faceLo[side]).as(at).isCloseTo(lo, within(1e-9 * (1 + size)));
                assertThat(f.faceHi[side]).as(at).isCloseTo(hi, within(1e-9 * (1 + size)));
            }

            // Every edge runs along a stored direction, and every stored direction along an edge.
            boolean[] used = new boolean[f.edgeCount];
            for (int q = 0; q < 8; q++) {
                for (int bit = 0; bit < 3; bit++) {
                    if ((q >> bit & 1) != 0) {
                        continue;
                    }
                    double[] a = corner[q];
                    double[] b = corner[q | 1 << bit];
                    Vector3d e = new Vector3d(b[0] - a[0], b[1] - a[1], b[2] - a[2]).normalize();
                    boolean found = false;
                    for (int i = 0; i < f.edgeCount; i++) {
                        Vector3d d = new Vector3d(f.edges[3 * i], f.edges[3 * i + 1], f.edges[3 * i + 2]);
                        assertThat(d.length()).isCloseTo(1, within(1e-12));
                        if (d.cross(e, new Vector3d()).length() < 1e-9) {
                            found = true;
                            used[i] = true;
                        }
                    }
                    assertThat(found).as("%s: edge from corner %d along %d", at, q, bit).isTrue();
                }
            }
            for (int i = 0; i < f.edgeCount; i++) {
                assertThat(used[i]).as("%s: direction %d", at, i).isTrue();
            }
            // Three classes of four parallel edges: one direction each for an orthographic camera; a
            // perspective one keeps its x and y classes merged unless rounding pulls them apart.
            if (perspective) {
                assertThat(f.edgeCount).as(at).isBetween(6, 12);
            } else {
                assertThat(f.edgeCount).as(at).isEqualTo(3);
            }
        }
    }

    @Test
    void aRefusedMatrix_isListedRowByRow_inTheMessage() {
        // Row r, column c holds 4r + c + 1: rows in arithmetic progression, so singular, exactly.
        double[] columnMajor = new double[16];
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                columnMajor[4 * c + r] = 4 * r + c + 1;
            }
        }

        assertThatThrownBy(() -> Frustum.of(new Matrix4d().set(columnMajor), Frustum.DepthRange.NEGATIVE_ONE_TO_ONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("viewProjection must be invertible")
                .hasMessageEndingWith(", was [1.0, 2.0, 3.0, 4.0; 5.0, 6.0, 7.0, 8.0; 9.0, 10.0, 11.0, 12.0; "
                        + "13.0, 14.0, 15.0, 16.0]");
    }
}
