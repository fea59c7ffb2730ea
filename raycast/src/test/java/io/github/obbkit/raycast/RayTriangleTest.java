package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class RayTriangleTest {
    private final MutableTriangleHit hit = new MutableTriangleHit();

    @Test
    void edge_whoseTwoProductsRoundToTheSameDouble_hasTheExactSign() {
        // (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104 rounds to 1 + 2^-51 = (1 + 2^-51) * 1: the plain
        // difference is 0, the exact one 2^-104
        double p = 1 + 0x1p-52;
        double r = 1 + 0x1p-51;
        assertThat(p * p).isEqualTo(r * 1);
        assertThat(TriangleKernel.edge(p, p, r, 1)).isEqualTo(0x1p-104);
        assertThat(TriangleKernel.edge(r, 1, p, p)).isEqualTo(-0x1p-104);
    }

    @Test
    void edge_isAntisymmetricToTheBit() {
        double[] x = {0.1, 0.7, -3.3, 1e-3, 2.5e7, 1 / 3.0};
        for (double a : x) {
            for (double b : x) {
                double e = TriangleKernel.edge(a, b, b * 1.1, a * 0.9);
                assertThat(TriangleKernel.edge(b * 1.1, a * 0.9, a, b)).isEqualTo(-e);
            }
        }
    }

    @Test
    void aRayThroughTheInside_givesTAndTheWeights() {
        // Triangle (0,0,0), (4,0,0), (0,4,0); the ray down z through (1, 2) from z = 3, direction length 2
        assertThat(RayTriangle.intersect(Ray3d.of(1, 2, 3, 0, 0, -2), 0, 0, 0, 4, 0, 0, 0, 4, 0, hit)).isTrue();
        assertThat(hit.t()).isEqualTo(1.5);
        assertThat(hit.u()).isEqualTo(0.25);
        assertThat(hit.v()).isEqualTo(0.5);
        assertThat(hit.w()).isEqualTo(0.25);
    }

    @Test
    void bothWindings_areHit() {
        Ray3d up = Ray3d.of(1, 1, -1, 0, 0, 1);
        assertThat(RayTriangle.intersect(up, 0, 0, 0, 4, 0, 0, 0, 4, 0, hit)).isTrue();
        assertThat(RayTriangle.intersect(up, 0, 0, 0, 0, 4, 0, 4, 0, 0, hit)).isTrue();
        assertThat(hit.t()).isEqualTo(1);
    }

    @Test
    void aRayThroughASharedEdgeOrVertex_hitsEveryTriangleThatHasIt() {
        // The quad (0,0)-(2,0)-(2,2)-(0,2) at z = 0, split along its diagonal
        double[][] tris = {{0, 0, 0, 2, 0, 0, 2, 2, 0}, {0, 0, 0, 2, 2, 0, 0, 2, 0}};
        for (Ray3d ray : new Ray3d[] {Ray3d.of(1, 1, 5, 0, 0, -5), Ray3d.of(0.3, 0.3, 5, 0.7, 0.7, -5),
            Ray3d.of(2, 2, 5, 0, 0, -5), Ray3d.of(5, 3, 5, -3, -1, -5)}) {
            for (double[] t : tris) {
                assertThat(RayTriangle.intersect(ray, t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8], hit))
                        .as("%s through the diagonal or the corner (2, 2)", ray).isTrue();
                assertThat(hit.t()).isEqualTo(1);
            }
        }
    }

    @Test
    void edgeOnAndDegenerateTriangles_areMissed() {
        assertThat(RayTriangle.intersect(Ray3d.of(-1, 0, 0, 1, 0, 0), 0, -1, -1, 0, 1, -1, 0, 0, 1, hit)).isTrue();
        assertThat(RayTriangle.intersect(Ray3d.of(-1, 0.5, 0, 0, 0, 1), 0, -1, 0, 1, 0, 0, 0, 1, 0, hit))
                .as("a ray in the triangle's plane").isFalse();
        assertThat(RayTriangle.intersect(Ray3d.of(0.5, 0.5, 1, 0, 0, -1), 0, 0, 0, 1, 1, 0, 2, 2, 0, hit))
                .as("three vertices on a line").isFalse();
        assertThat(hit.isHit()).isFalse();
        assertThat(hit.t()).isNaN();
        assertThat(hit.u()).isNaN();
    }

    @Test
    void theRange_isClosed_andTheLineBehindTheOriginIsNotTheRay() {
        Ray3d down = Ray3d.of(1, 1, 3, 0, 0, -1);
        assertThat(RayTriangle.intersect(down, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 3, hit)).isTrue();
        assertThat(RayTriangle.intersect(down, 0, 0, 0, 4, 0, 0, 0, 4, 0, 3, 3, hit)).isTrue();
        assertThat(RayTriangle.intersect(down, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, Math.nextDown(3.0), hit)).isFalse();
        assertThat(RayTriangle.intersect(Ray3d.of(1, 1, 3, 0, 0, 1), 0, 0, 0, 4, 0, 0, 0, 4, 0, hit)).isFalse();
        assertThat(RayTriangle.intersect(Ray3d.of(1, 1, 3, 0, 0, 1), 0, 0, 0, 4, 0, 0, 0, 4, 0,
                Double.NEGATIVE_INFINITY, 0, hit)).as("the whole line").isTrue();
        assertThat(hit.t()).isEqualTo(-3);
    }

    @Test
    void vectorsAndNumbers_giveTheSameAnswer_andTheBandIsRelativeToTheFarthestCoordinate() {
        Ray3d ray = Ray3d.of(1, 1, 3, 0.1, 0.2, -1);
        assertThat(RayTriangle.intersect(ray, new Vector3d(0, 0, 0), new Vector3d(4, 0, 0), new Vector3d(0, 4, -1),
                hit)).isTrue();
        double t = hit.t();
        RayTriangle.intersect(ray, 0, 0, 0, 4, 0, 0, 0, 4, -1, hit);
        assertThat(hit.t()).isEqualTo(t);
        assertThat(RayTriangle.boundaryBand(ray, 0, 0, 0, 4, 0, 0, 0, 4, -1)).isEqualTo(4 * RayTriangle.BAND_RELATIVE);
        assertThat(hit.toString()).startsWith("MutableTriangleHit[t=");
    }

    @Test
    void overflowingProducts_giveAMiss_notNaN() {
        double big = 0x1p600;
        assertThat(RayTriangle.intersect(Ray3d.of(0, 0, 0, 1e-300, 1e-300, 1), -big, -big, big, big, -big, big, 0,
                big, big, hit)).isFalse();
        assertThat(hit.t()).isNaN();
    }
}
