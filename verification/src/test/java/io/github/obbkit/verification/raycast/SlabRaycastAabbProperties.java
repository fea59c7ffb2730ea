package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.oracle.RayOracles;
import org.junit.jupiter.api.Test;

/**
 * The axis-aligned kernels against the face oracle, on the contract's families with the boxes'
 * axes made the world's, and on the exact touches (whose boxes are axis-aligned already). The
 * oracle sees the oriented box, the kernel its bounds, which are rounded once more ({@code c ± h}):
 * far from the origin that rounding, a few ulps of the coordinates, is added to the band.
 */
class SlabRaycastAabbProperties {

    /** The contract's cases with the box turned back to world axes, keeping centre and extents. */
    static Gen<RayCase3d> axisAligned() {
        return RayGenerators3d.any().map(c -> c.withBox(Obb3d.fromAxes(c.box().centerX(), c.box().centerY(),
                c.box().centerZ(), 1, 0, 0, 0, 1, 0, 0, 0, 1, c.box().halfExtentX(), c.box().halfExtentY(),
                c.box().halfExtentZ())));
    }

    private static double boundsRounding(Aabb3d b) {
        double far = Math.max(Math.max(Math.max(Math.abs(b.minX()), Math.abs(b.maxX())),
                Math.max(Math.abs(b.minY()), Math.abs(b.maxY()))), Math.max(Math.abs(b.minZ()), Math.abs(b.maxZ())));
        return 4 * Math.ulp(far);
    }

    @Test
    void hitOrMiss_agreesWithTheOracle_outsideTheBand() {
        Property.Report report = Property.forAll(axisAligned())
                .tries(3 * Property.defaultTries())
                .maxDiscardRatio(0.75)
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.2)
                .check(c -> {
                    Aabb3d box = c.box().aabb();
                    double margin = RayOracles.margin(c.ray(), c.box());
                    double band = SlabRaycast.boundaryBand(c.ray(), box) + boundsRounding(box);
                    Property.assume(Math.abs(margin) > band);
                    boolean oracle = RayOracles.hits(c.ray(), c.box());
                    Property.label(oracle ? "hit" : "miss");
                    RayHit hit = SlabRaycast.intersect(c.ray(), box);
                    assertThat(hit != null).as("hit, margin %s, yours %s", margin, hit).isEqualTo(oracle);
                    assertThat(SlabRaycast.intersects(c.ray(), box)).isEqualTo(oracle);
                    assertThat(RayCaster3d.of(c.ray()).intersects(box)).isEqualTo(oracle);
                    if (hit != null) {
                        double tol = 2 * band;
                        assertThat(Math.abs(RayOracles.signedDistanceAt(c.ray(), hit.tMin(), c.box())))
                                .as("entry of %s", hit).isLessThanOrEqualTo(tol);
                        assertThat(Math.abs(RayOracles.signedDistanceAt(c.ray(), hit.tMax(), c.box())))
                                .as("exit of %s", hit).isLessThanOrEqualTo(tol);
                    }
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void exactTouches_hitTheClosedBox_andMissItOneUnitAway() {
        Property.forAll(RayGenerators3d.touches())
                .check(touch -> {
                    Aabb3d box = touch.box().aabb();
                    RayHit hit = SlabRaycast.intersect(touch.ray(), box);
                    assertThat(hit).as("the touch at %s", touch.t()).isNotNull();
                    assertThat(hit.tMin()).isLessThanOrEqualTo(touch.t());
                    assertThat(hit.tMax()).isGreaterThanOrEqualTo(touch.t());
                    assertThat(RayCaster3d.of(touch.ray()).intersects(box)).isTrue();
                    if (touch.missing() != null) {
                        assertThat(SlabRaycast.intersect(touch.missing(), box)).isNull();
                        assertThat(SlabRaycast.intersects(touch.missing(), box)).isFalse();
                    }
                });
    }
}
