package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.gen.ExactRayCases;
import io.github.obbkit.testkit.gen.RayCase2d;
import io.github.obbkit.testkit.oracle.ExactRayOracles;
import io.github.obbkit.testkit.property.Property;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 2D ray-box hit test that claims to be exact: band zero. Extend it and implement
 * {@link #hits(io.github.obbkit.raycast.Ray2d, Obb2d)}; every case of {@link ExactRayCases#ray2d()}
 * (rays touching integer boxes, grazing corners and sides exactly in binary, tilted by {@code 1e-12}
 * rad, flat boxes, inside a fast kernel's band, huge and tiny magnitudes) must get the answer of
 * {@link ExactRayOracles#hits(io.github.obbkit.raycast.Ray2d, Obb2d)}. For a rectangle kernel,
 * override {@link #axisAligned()}: the boxes are then turned to the world's axes and judged as
 * {@code Aabb2d.of(cx - hx, cy - hy, cx + hx, cy + hy)}, rounded as written there.
 *
 * <pre>{@code
 * class MyExactRay2dTest extends ExactRay2dContract {
 *     @Override
 *     protected boolean hits(Ray2d ray, Obb2d box) {
 *         return SlabRaycast.intersectsExact(ray, box);
 *     }
 * }
 * }</pre>
 */
public abstract class ExactRay2dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected ExactRay2dContract() {
    }

    /**
     * The implementation under test.
     *
     * @param ray the ray
     * @param box the box (with the world's axes when {@link #axisAligned()})
     * @return whether some {@code t >= 0} puts the ray's point in the closed box, exactly
     */
    protected abstract boolean hits(io.github.obbkit.raycast.Ray2d ray, Obb2d box);

    /**
     * Whether the kernel takes axis-aligned rectangles only; false by default.
     *
     * @return true for a rectangle kernel
     */
    protected boolean axisAligned() {
        return false;
    }

    /**
     * How many cases the property checks; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /** Equals the exact oracle on every case: no band. */
    @Test
    public void agreesWithTheExactOracle_onEveryCase() {
        Property.forAll(ExactRayCases.ray2d().map(this::adapt))
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("hit", 0.2)
                .requireLabel("miss", 0.1)
                .requireLabel("integerTouching", 0.05)
                .requireLabel("cornerGraze", 0.05)
                .requireLabel("edgeGraze", 0.05)
                .requireLabel("tilted", 0.05)
                .requireLabel("zeroExtent", 0.05)
                .requireLabel("fastBand", 0.05)
                .requireLabel("scaled", 0.05)
                .check(c -> {
                    Property.label(c.family());
                    Obb2d b = c.box();
                    boolean exact = axisAligned()
                            ? ExactRayOracles.hits(c.ray(), Aabb2d.of(b.centerX() - b.halfExtentX(),
                                    b.centerY() - b.halfExtentY(), b.centerX() + b.halfExtentX(),
                                    b.centerY() + b.halfExtentY()))
                            : ExactRayOracles.hits(c.ray(), b);
                    Property.label(exact ? "hit" : "miss");
                    assertThat(hits(c.ray(), b)).as("hits(ray, box), exact oracle %s", exact).isEqualTo(exact);
                });
    }

    private RayCase2d adapt(RayCase2d c) {
        if (!axisAligned()) {
            return c;
        }
        Obb2d b = c.box();
        return new RayCase2d(c.ray(), Obb2d.fromAxes(b.centerX(), b.centerY(), 1, 0, 0, 1, b.halfExtentX(),
                b.halfExtentY()), c.family());
    }
}
