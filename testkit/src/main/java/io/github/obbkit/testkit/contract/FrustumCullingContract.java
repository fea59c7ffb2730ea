package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Containment;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.FrustumCase;
import io.github.obbkit.testkit.gen.FrustumGenerators;
import io.github.obbkit.testkit.oracle.FrustumOracles;
import org.junit.jupiter.api.Test;

/**
 * The contract of a conservative frustum-culling test: extend it, implement
 * {@link #classify(Frustum, Obb3d)} by calling your own code, and it is held to what culling needs,
 * against {@link FrustumOracles}:
 *
 * <ul>
 *   <li>never {@link Containment#OUTSIDE} for a box that shares a point with the frustum (the oracle's
 *       {@code δ <= 0}; no band: a culled visible box is a missing object on screen);</li>
 *   <li>{@link Containment#INSIDE} only for a box whose every corner satisfies the frustum's six
 *       inequalities;</li>
 *   <li>and, so that a test answering INTERSECTING for everything does not pass, OUTSIDE for a box
 *       wholly beyond one plane by more than {@link #cullingSlack(Frustum, Obb3d)}.</li>
 * </ul>
 *
 * <pre>{@code
 * class MyCullingTest extends FrustumCullingContract {
 *     @Override
 *     protected Containment classify(Frustum frustum, Obb3d box) {
 *         return switch (MyCuller.test(MyFrustum.from(frustum), MyBox.from(box))) {
 *             case CULLED -> Containment.OUTSIDE;
 *             case PARTIAL -> Containment.INTERSECTING;
 *             case FULL -> Containment.INSIDE;
 *         };
 *     }
 * }
 * }</pre>
 *
 * <p>A conservative test may answer INTERSECTING for a box outside near an edge or a corner (beyond
 * two planes, wholly beyond neither): this contract allows it. An exact test passes this contract too
 * if it never answers INSIDE wrongly.
 */
public abstract class FrustumCullingContract {
    /** The default relative slack of the last property: one part in 10<sup>6</sup> of {@link FrustumOracles#scale}. */
    public static final double DEFAULT_SLACK_RELATIVE = 1e-6;

    /** Creates the suite; JUnit calls this through your subclass. */
    protected FrustumCullingContract() {
    }

    /**
     * The implementation under test.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return where the box lies
     */
    protected abstract Containment classify(Frustum frustum, Obb3d box);

    /**
     * How far beyond a single plane a box must be before it must be culled; by default
     * {@link #DEFAULT_SLACK_RELATIVE} times {@link FrustumOracles#scale}.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return the slack in world units
     */
    protected double cullingSlack(Frustum frustum, Obb3d box) {
        return DEFAULT_SLACK_RELATIVE * FrustumOracles.scale(frustum, box);
    }

    /**
     * How many cases each property runs; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /**
     * The cases the properties run on; by default {@link FrustumGenerators#frustumCase()}.
     *
     * @return the generator
     */
    protected Gen<FrustumCase> cases() {
        return FrustumGenerators.frustumCase();
    }

    /** A box that reaches into the frustum by more than the culling slack is never OUTSIDE. */
    @Test
    public void neverOutside_forABoxThatSharesAPoint() {
        Property.forAll(cases())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("intersecting", 0.2)
                .requireLabel("outsideCorner intersecting", 0.01)
                .check(c -> {
                    double delta = FrustumOracles.inflation(c.frustum(), c.box());
                    // Judged where the box reaches into the frustum by more than the culling slack, the
                    // contract's band both ways (a box beyond a plane by more than it must be culled).
                    if (delta <= -cullingSlack(c.frustum(), c.box())) {
                        Property.label("intersecting");
                        Property.label(c.family() + " intersecting");
                        assertThat(classify(c.frustum(), c.box()))
                                .as("classify, oracle inflation %s, %s", delta, c)
                                .isNotEqualTo(Containment.OUTSIDE);
                    }
                });
    }

    /** INSIDE only for a box whose eight corners all satisfy the frustum's inequalities. */
    @Test
    public void insideOnly_forABoxWhollyInside() {
        Property.forAll(cases())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("saidInside", 0.03)
                .check(c -> {
                    if (classify(c.frustum(), c.box()) == Containment.INSIDE) {
                        Property.label("saidInside");
                        double margin = FrustumOracles.containmentMargin(c.frustum(), c.box());
                        assertThat(margin).as("containment margin, %s", c).isGreaterThanOrEqualTo(0.0);
                    }
                });
    }

    /** A box wholly beyond one plane by more than the slack is OUTSIDE: the test culls. */
    @Test
    public void outside_forABoxWhollyBeyondOnePlane() {
        Property.forAll(cases())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("beyondOnePlane", 0.1)
                .check(c -> {
                    double[] h = FrustumOracles.halfSpaces(c.frustum());
                    double[] q = c.box().corners(new double[24]);
                    double slack = cullingSlack(c.frustum(), c.box());
                    for (int p = 0; p < 6; p++) {
                        double most = Double.NEGATIVE_INFINITY;
                        for (int i = 0; i < 8; i++) {
                            most = Math.max(most, h[4 * p] * q[3 * i] + h[4 * p + 1] * q[3 * i + 1]
                                    + h[4 * p + 2] * q[3 * i + 2] + h[4 * p + 3]);
                        }
                        if (most < -slack) {
                            Property.label("beyondOnePlane");
                            assertThat(classify(c.frustum(), c.box()))
                                    .as("classify, beyond plane %s by %s, %s", Frustum.Plane.values()[p], -most, c)
                                    .isEqualTo(Containment.OUTSIDE);
                            return;
                        }
                    }
                });
    }
}
