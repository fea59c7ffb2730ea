package io.github.obbkit.verification.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.PointFit2d;
import io.github.obbkit.core2d.PointFitWorkspace2d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.contract.PointFit2dContract;
import io.github.obbkit.testkit.gen.PointCloud;
import io.github.obbkit.testkit.gen.PointClouds;
import io.github.obbkit.testkit.oracle.PointFitOracles;
import java.util.ArrayList;
import java.util.List;
import org.joml.Vector2d;
import org.junit.jupiter.api.Test;

/**
 * {@link PointFit2d} held to the brute-force oracle: the exact minimum area up to rounding, every
 * point inside with no tolerance, and the contract suite with its default (exact) area factor.
 */
class PointFit2dProperties extends PointFit2dContract {
    /** The agreement band with the oracle, relative to the set's extent squared (docs/precision.md). */
    static final double AREA_BAND = 1e-12;
    /** The band's term for a centre stored to an ulp of the largest coordinate (docs/precision.md). */
    static final double CENTRE_ULPS = 8;

    @Override
    protected Obb2d fit(double[] xy) {
        return PointFit2d.minimumArea(xy);
    }

    /** The box's own {@code contains} needs no tolerance: the half-extents come from its arithmetic. */
    @Override
    protected double containmentTolerance(PointCloud cloud) {
        return 0;
    }

    private static double extent(double[] p) {
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < p.length; i += 2) {
            minX = Math.min(minX, p[i]);
            maxX = Math.max(maxX, p[i]);
            minY = Math.min(minY, p[i + 1]);
            maxY = Math.max(maxY, p[i + 1]);
        }
        return Math.max(maxX - minX, maxY - minY);
    }

    private static double largest(double[] p) {
        double m = 0;
        for (double v : p) {
            m = Math.max(m, Math.abs(v));
        }
        return m;
    }

    @Test
    void area_equalsTheBruteForceMinimum_toRounding() {
        Property.forAll(PointClouds.points2d(24))
                .check(cloud -> {
                    Property.label(cloud.kind());
                    Obb2d box = PointFit2d.minimumArea(cloud.copy());
                    double area = 4 * box.halfExtentX() * box.halfExtentY();
                    double oracle = PointFitOracles.minimumArea(cloud.coordinates());
                    double e = extent(cloud.coordinates());
                    double band = AREA_BAND * e * e + CENTRE_ULPS * Math.ulp(largest(cloud.coordinates())) * e;
                    assertThat(Math.abs(area - oracle)).as("area %s vs oracle %s", area, oracle)
                            .isLessThanOrEqualTo(band);
                });
    }

    @Test
    void everyPoint_isContainedWithNoTolerance_andTheLongerSideIsX() {
        Property.forAll(PointClouds.points2d(300))
                .check(cloud -> {
                    Property.label(cloud.kind());
                    double[] p = cloud.coordinates();
                    Obb2d box = PointFit2d.minimumArea(cloud.copy());
                    for (int i = 0; i < p.length; i += 2) {
                        assertThat(box.contains(p[i], p[i + 1])).as("point %d of %s", i / 2, box).isTrue();
                    }
                    assertThat(box.halfExtentX()).isGreaterThanOrEqualTo(box.halfExtentY() * (1 - 1e-12));
                });
    }

    /** One workspace for every try, so that each fit finds it as the last fit of another set left it. */
    private final PointFitWorkspace2d shared = new PointFitWorkspace2d();

    @Test
    void everyInputForm_givesTheSameBox_andTheOrderOfPointsDoesNot_matter_norAReusedWorkspace() {
        Property.forAll(PointClouds.points2d(40))
                .tries(2_000)
                .check(cloud -> {
                    double[] p = cloud.coordinates();
                    Obb2d box = PointFit2d.minimumArea(cloud.copy());
                    double[] padded = new double[p.length + 3];
                    System.arraycopy(p, 0, padded, 3, p.length);
                    List<Vector2d> list = new ArrayList<>();
                    List<Vector2d> reversed = new ArrayList<>();
                    for (int i = 0; i < p.length; i += 2) {
                        list.add(new Vector2d(p[i], p[i + 1]));
                        reversed.add(0, new Vector2d(p[i], p[i + 1]));
                    }
                    assertThat(PointFit2d.minimumArea(padded, 3, cloud.count())).isEqualTo(box);
                    assertThat(PointFit2d.minimumArea(padded, 3, cloud.count(), shared)).as("reused workspace")
                            .isEqualTo(box);
                    assertThat(Obb2d.fromPoints(list)).isEqualTo(box);
                    assertThat(PointFit2d.minimumArea(list.toArray(new Vector2d[0]))).isEqualTo(box);
                    assertThat(PointFit2d.minimumArea(reversed)).isEqualTo(box);
                });
    }
}
