package io.github.obbkit.testkit.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.raycast.Ray3d;
import org.junit.jupiter.api.Test;

class RayTriangleOracleTest {
    private static final Triangle T = new Triangle(0, 0, 0, 4, 0, 0, 0, 4, 0);

    @Test
    void aRayThroughTheInside_hitsAtTheExactT_withItsMargins() {
        RayTriangleOracle.Verdict v = RayTriangleOracle.intersect(Ray3d.of(1, 1, 3, 0, 0, -2), T);
        assertThat(v.hit()).isTrue();
        assertThat(v.t()).isEqualTo(1.5);
        assertThat(v.edgeMargin()).isEqualTo(1);     // the edges x = 0 and y = 0
        assertThat(v.depthMargin()).isEqualTo(3);
        assertThat(v.scale()).isEqualTo(3);       // |vertex - origin|, largest coordinate
        assertThat(v.sine()).isEqualTo(1);
    }

    @Test
    void edgesAndVerticesBelongToTheTriangle_exactly() {
        assertThat(RayTriangleOracle.hits(Ray3d.of(2, 0, 1, 0, 0, -1), T)).isTrue();
        assertThat(RayTriangleOracle.hits(Ray3d.of(2, 2, 1, 0, 0, -1), T)).isTrue();
        assertThat(RayTriangleOracle.hits(Ray3d.of(4, 0, 1, 0, 0, -1), T)).isTrue();
        assertThat(RayTriangleOracle.hits(Ray3d.of(2, Math.nextUp(2.0), 1, 0, 0, -1), T)).isFalse();
        assertThat(RayTriangleOracle.hits(Ray3d.of(2, -Double.MIN_VALUE, 1, 0, 0, -1), T)).isFalse();
    }

    @Test
    void behindTheOrigin_parallel_andDegenerate_areMisses() {
        assertThat(RayTriangleOracle.hits(Ray3d.of(1, 1, 3, 0, 0, 1), T)).isFalse();
        assertThat(RayTriangleOracle.hits(Ray3d.of(1, 1, 0, 1, 0, 0), T)).as("in the plane").isFalse();
        assertThat(RayTriangleOracle.intersect(Ray3d.of(1, 1, 1, 1, 0, 0), T).t()).isNaN();
        Triangle line = new Triangle(0, 0, 0, 1, 1, 0, 2, 2, 0);
        RayTriangleOracle.Verdict v = RayTriangleOracle.intersect(Ray3d.of(1, 1, 1, 0, 0, -1), line);
        assertThat(v.hit()).isFalse();
        assertThat(v.edgeMargin()).isZero();
        assertThat(RayTriangleOracle.hits(Ray3d.of(1, 1, 0, 0, 0, 1), T)).as("from the plane, t = 0").isTrue();
    }

    @Test
    void theTriangleValue_printsSourceAndReverses() {
        assertThat(T.reversed()).isEqualTo(new Triangle(0, 0, 0, 0, 4, 0, 4, 0, 0));
        assertThat(T.toString()).isEqualTo("new Triangle(0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 4.0, 0.0)");
        assertThat(T.translated(1, 2, 3).vertex(2, 1)).isEqualTo(6);
    }
}
