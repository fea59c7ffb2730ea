package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import io.github.obbkit.testkit.oracle.RayOracles;
import org.junit.jupiter.api.Test;

/**
 * The 2D slab test against the edge-by-edge oracle: hit or miss outside the band, and the span's ends
 * on the box's boundary.
 */
class SlabRaycast2dProperties {

    record Case(Ray2d ray, Obb2d box, String family) {
        @Override
        public String toString() {
            return "(" + family + ")\n    Ray2d ray = " + ray + ";\n    Obb2d box = " + box + ";";
        }
    }

    /** Aimed at a point up to 60% beyond the box, along one of its axes, or from inside it. */
    static Gen<Case> cases() {
        Gen<Obb2d> boxes = Generators2d.obb();
        return random -> {
            Obb2d b = boxes.next(random);
            double hx = b.halfExtentX();
            double hy = b.halfExtentY();
            double length = RayGenerators3d.directionLength(random);
            int kind = random.nextInt(4);
            double s = kind == 2 ? random.nextDouble(-0.99, 0.99) : random.nextDouble(-1.6, 1.6);
            double u = kind == 2 ? random.nextDouble(-0.99, 0.99) : random.nextDouble(-1.6, 1.6);
            double px = b.centerX() + s * hx * b.axisXx() + u * hy * b.axisYx();
            double py = b.centerY() + s * hx * b.axisXy() + u * hy * b.axisYy();
            double angle = random.nextDouble(0, 2 * Math.PI);
            double dx = length * Math.cos(angle);
            double dy = length * Math.sin(angle);
            if (kind == 1) {
                // Along one of the box's own axes: the other slab is parallel.
                boolean x = random.nextBoolean();
                double sign = random.nextBoolean() ? 1 : -1;
                dx = sign * length * (x ? b.axisXx() : b.axisYx());
                dy = sign * length * (x ? b.axisXy() : b.axisYy());
            }
            if (kind == 2) {
                return new Case(Ray2d.of(px, py, dx, dy), b, "originInside");
            }
            double back = (2 * (hx + hy) + random.nextDouble(0.01, 20)) / length;
            return new Case(Ray2d.of(px - back * dx, py - back * dy, dx, dy), b, kind == 1 ? "axisParallel" : "aimed");
        };
    }

    @Test
    void hitOrMiss_agreesWithTheEdgeOracle_outsideTheBand() {
        Property.Report report = Property.forAll(cases())
                .tries(3 * Property.defaultTries())
                .maxDiscardRatio(0.75)
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.1)
                .requireLabel("axisParallel", 0.1)
                .check(c -> {
                    double margin = RayOracles.margin(c.ray(), c.box());
                    double band = SlabRaycast.boundaryBand(c.ray(), c.box());
                    Property.assume(Math.abs(margin) > band);
                    Property.label(c.family());
                    boolean oracle = RayOracles.chord(c.ray(), c.box()) != null;
                    assertThat(oracle).as("the two oracles agree, margin %s", margin).isEqualTo(margin > 0);
                    Property.label(oracle ? "hit" : "miss");
                    assertThat(SlabRaycast.intersect(c.ray(), c.box()) != null).as("hit, margin %s", margin)
                            .isEqualTo(oracle);
                    assertThat(SlabRaycast.intersects(c.ray(), c.box())).isEqualTo(oracle);
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    @Test
    void spanEndsLieOnTheBoundary_andTheOriginInsideIsInTheSpan() {
        Property.Report report = Property.forAll(cases())
                .tries(3 * Property.defaultTries())
                .maxDiscardRatio(0.75)
                .check(c -> {
                    RayHit hit = SlabRaycast.intersect(c.ray(), c.box());
                    Property.assume(hit != null);
                    Property.label(c.family());
                    double tol = 2 * SlabRaycast.boundaryBand(c.ray(), c.box());
                    assertThat(Math.abs(RayOracles.signedDistanceAt(c.ray(), hit.tMin(), c.box())))
                            .as("entry %s", hit).isLessThanOrEqualTo(tol);
                    assertThat(Math.abs(RayOracles.signedDistanceAt(c.ray(), hit.tMax(), c.box())))
                            .as("exit %s", hit).isLessThanOrEqualTo(tol);
                    assertThat(RayOracles.signedDistanceAt(c.ray(), 0.5 * hit.tMin() + 0.5 * hit.tMax(), c.box()))
                            .as("middle of %s", hit).isLessThanOrEqualTo(tol);
                    if (c.family().equals("originInside") && RayOracles.margin(c.ray(), c.box()) > tol) {
                        // Inside by more than the band (never the case for a flat box): the entry is behind.
                        assertThat(hit.tMin()).isLessThan(0);
                        assertThat(SlabRaycast.firstHit(c.ray(), c.box()))
                                .isEqualTo(RayHit.of(0, hit.tMax(), null, hit.exitFace()));
                    }
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }
}
