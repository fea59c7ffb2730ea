package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
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

    @Test
    void aRayThroughEachEdgeAndVertex_hitsIt_inBothWindings() {
        // Triangle (0,0,0), (4,0,0), (0,4,0): points of its edges ab, bc, ca and its corners, exactly
        double[][] points = {{2, 0}, {2, 2}, {0, 2}, {0, 0}, {4, 0}, {0, 4}, {1, 0}, {3, 1}, {0, 3}};
        for (double[] p : points) {
            for (double dz : new double[] {-2, 2}) {
                Ray3d ray = Ray3d.of(p[0], p[1], -dz, 0, 0, dz);
                assertThat(RayTriangle.intersect(ray, 0, 0, 0, 4, 0, 0, 0, 4, 0, hit)).as("%s, winding a b c", ray)
                        .isTrue();
                assertThat(hit.t()).isEqualTo(1);
                assertThat(RayTriangle.intersect(ray, 0, 0, 0, 0, 4, 0, 4, 0, 0, hit)).as("%s, winding a c b", ray)
                        .isTrue();
                assertThat(hit.t()).isEqualTo(1);
            }
        }
        // Just outside each edge
        for (double[] p : new double[][] {{2, -0x1p-40}, {2 + 0x1p-40, 2}, {-0x1p-40, 2}}) {
            Ray3d ray = Ray3d.of(p[0], p[1], 2, 0, 0, -2);
            assertThat(RayTriangle.intersect(ray, 0, 0, 0, 4, 0, 0, 0, 4, 0, hit)).as("%s", ray).isFalse();
            assertThat(RayTriangle.intersect(ray, 0, 0, 0, 0, 4, 0, 4, 0, 0, hit)).as("%s", ray).isFalse();
        }
    }

    @Test
    void theDominantAxis_isTheLargestComponent_theFirstOfEquals() {
        assertThat(TriangleKernel.dominantAxis(1, 1, 1)).isZero();
        assertThat(TriangleKernel.dominantAxis(-1, 1, 0)).isZero();
        assertThat(TriangleKernel.dominantAxis(1, 0, -1)).isZero();
        assertThat(TriangleKernel.dominantAxis(0.5, -2, 2)).isEqualTo(1);
        assertThat(TriangleKernel.dominantAxis(0.5, 2, -3)).isEqualTo(2);
        assertThat(TriangleKernel.dominantAxis(-3, 2, 1)).isZero();
        assertThat(TriangleKernel.dominantAxis(0, 0, -1)).isEqualTo(2);
    }

    @Test
    void aTThatOverflows_isAMiss_notAnInfiniteHit() {
        // 1 / dz = 1e10 times z = 1e300 overflows: the exact t, 1e310, is no double
        Ray3d ray = Ray3d.of(0, 0, 0, 0, 0, 1e-10);
        assertThat(RayTriangle.intersect(ray, -1, -1, 1e300, 1, -1, 1e300, 0, 1, 1e300, hit)).isFalse();
        assertThat(hit.t()).isNaN();
        assertThat(RayTriangle.intersect(ray, -1, -1, 1e300, 1, -1, 1e300, 0, 1, 1e300, 0, Double.POSITIVE_INFINITY,
                hit)).isFalse();
    }

    @Test
    void theVectorForm_missesWhereTheNumbersMiss() {
        Ray3d ray = Ray3d.of(5, 5, 3, 0, 0, -1);
        assertThat(RayTriangle.intersect(ray, new Vector3d(0, 0, 0), new Vector3d(4, 0, 0), new Vector3d(0, 4, 0), hit))
                .isFalse();
        assertThat(hit.isHit()).isFalse();
        assertThatThrownBy(() -> RayTriangle.intersect(ray, null, new Vector3d(), new Vector3d(), hit))
                .isInstanceOf(NullPointerException.class).hasMessage("a");
        assertThatThrownBy(() -> RayTriangle.intersect(ray, new Vector3d(), null, new Vector3d(), hit))
                .isInstanceOf(NullPointerException.class).hasMessage("b");
        assertThatThrownBy(() -> RayTriangle.intersect(ray, new Vector3d(), new Vector3d(), null, hit))
                .isInstanceOf(NullPointerException.class).hasMessage("c");
    }

    @Test
    void badNumbers_areRejected_namingTheArgument() {
        Ray3d ray = Ray3d.of(1, 1, 3, 0, 0, -1);
        String[] names = {"ax", "ay", "az", "bx", "by", "bz", "cx", "cy", "cz"};
        for (int k = 0; k < 9; k++) {
            for (double bad : new double[] {Double.NaN, Double.NEGATIVE_INFINITY, 2e300}) {
                double[] v = {0, 0, 0, 4, 0, 0, 0, 4, 0};
                v[k] = bad;
                assertThatThrownBy(() -> RayTriangle.intersect(ray, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8],
                        hit)).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(names[k] + " must");
                assertThatThrownBy(() -> RayTriangle.boundaryBand(ray, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7],
                        v[8])).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(names[k] + " must");
            }
        }
        assertThatThrownBy(() -> RayTriangle.intersect(ray, 0, 0, 0, 4, 0, 0, 0, 4, 0, 2, 1, hit))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tMin must be <= tMax, was tMin=2.0 tMax=1.0");
        assertThatThrownBy(() -> RayTriangle.intersect(ray, 0, 0, 0, 4, 0, 0, 0, 4, 0, Double.NaN, 1, hit))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("tMin");
        assertThatThrownBy(() -> RayTriangle.intersect(null, 0, 0, 0, 4, 0, 0, 0, 4, 0, hit))
                .isInstanceOf(NullPointerException.class).hasMessage("ray");
        assertThatThrownBy(() -> RayTriangle.intersect(ray, 0, 0, 0, 4, 0, 0, 0, 4, 0, null))
                .isInstanceOf(NullPointerException.class).hasMessage("dest");
        assertThatThrownBy(() -> RayTriangle.boundaryBand(null, 0, 0, 0, 4, 0, 0, 0, 4, 0))
                .isInstanceOf(NullPointerException.class).hasMessage("ray");
    }

    @Test
    void theBand_isRelativeToTheLargestOffsetFromTheOrigin_whicheverCoordinateItIs() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 2000; i++) {
            Ray3d ray = Ray3d.of(random.nextDouble(-50, 50), random.nextDouble(-50, 50), random.nextDouble(-50, 50),
                    random.nextGaussian(), random.nextGaussian(), 1);
            double[] v = new double[9];
            double s = 0;
            for (int k = 0; k < 9; k++) {
                // One coordinate far out, the others near the origin of the ray or of the world
                v[k] = random.nextInt(9) == 0 ? random.nextDouble(-1e4, 1e4) : random.nextDouble(-20, 20);
                double o = k % 3 == 0 ? ray.originX() : k % 3 == 1 ? ray.originY() : ray.originZ();
                s = Math.max(s, Math.abs(v[k] - o));
            }
            assertThat(RayTriangle.boundaryBand(ray, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]))
                    .as("case %s", i).isEqualTo(RayTriangle.BAND_RELATIVE * s);
        }
    }
}
