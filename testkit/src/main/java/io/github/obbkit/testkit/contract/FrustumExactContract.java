package io.github.obbkit.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.FrustumCase;
import io.github.obbkit.testkit.gen.FrustumGenerators;
import io.github.obbkit.testkit.oracle.FrustumOracles;
import org.junit.jupiter.api.Test;

/**
 * The contract of an exact frustum-versus-box test (selection): extend it, implement
 * {@link #intersects(Frustum, Obb3d)} by calling your own code, and it is compared with
 * {@link FrustumOracles#inflation the linear-programming oracle} over every family of
 * {@link FrustumGenerators#frustumCase()}: perspective and orthographic cameras, both depth
 * conventions, boxes straddling the near plane, behind the camera, thin, huge, a hair outside a
 * corner, an edge or a face, and far from the origin.
 *
 * <pre>{@code
 * class MySelectionTest extends FrustumExactContract {
 *     @Override
 *     protected boolean intersects(Frustum frustum, Obb3d box) {
 *         return MyFrustum.from(frustum).touches(MyBox.from(box));
 *     }
 * }
 * }</pre>
 *
 * <p>Shapes are closed (touching intersects). Cases whose oracle {@code δ} lies within
 * {@link #boundaryBand(Frustum, Obb3d)} of zero may go either way; override it to state your own
 * implementation's band. A conservative culling test fails this contract (it calls boxes outside near
 * a corner intersecting): hold it to {@link FrustumCullingContract} instead.
 */
public abstract class FrustumExactContract {
    /**
     * The default relative band: one part in 10<sup>6</sup> of {@link FrustumOracles#scale}, the band
     * obbkit's own {@code FrustumTest3d} documents.
     */
    public static final double DEFAULT_BAND_RELATIVE = 1e-6;

    /** Creates the suite; JUnit calls this through your subclass. */
    protected FrustumExactContract() {
    }

    /**
     * The implementation under test.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return whether they share a point
     */
    protected abstract boolean intersects(Frustum frustum, Obb3d box);

    /**
     * The half-width of the band around touching within which either answer is accepted; by default
     * {@link #DEFAULT_BAND_RELATIVE} times {@link FrustumOracles#scale}.
     *
     * @param frustum the frustum
     * @param box     the box
     * @return the band's half-width in world units
     */
    protected double boundaryBand(Frustum frustum, Obb3d box) {
        return DEFAULT_BAND_RELATIVE * FrustumOracles.scale(frustum, box);
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

    /** Agrees with the linear-programming oracle on every family, outside the band. */
    @Test
    public void agreesWithTheLinearProgrammingOracle_outsideTheBand() {
        Property.forAll(cases())
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("separated", 0.2)
                .requireLabel("intersecting", 0.2)
                .requireLabel("outsideCorner separated", 0.03)
                .requireLabel("outsideEdge separated", 0.03)
                .requireLabel("nearPlane intersecting", 0.03)
                .requireLabel("behind separated", 0.03)
                .check(c -> {
                    double delta = FrustumOracles.inflation(c.frustum(), c.box());
                    double band = boundaryBand(c.frustum(), c.box());
                    if (Math.abs(delta) <= band) {
                        Property.label("inBand");
                        return;
                    }
                    String outcome = delta < 0 ? "intersecting" : "separated";
                    Property.label(outcome);
                    Property.label(c.family() + " " + outcome);
                    assertThat(intersects(c.frustum(), c.box()))
                            .as("intersects, oracle inflation %s, band %s, %s", delta, band, c)
                            .isEqualTo(delta < 0);
                });
    }

    /** Every box inside the frustum, by the definition, intersects it. */
    @Test
    public void boxesInsideTheFrustum_intersect() {
        Property.forAll(cases())
                .named(TestNames.of(this))
                .tries(tries())
                .check(c -> {
                    if (FrustumOracles.containmentMargin(c.frustum(), c.box()) >= 0) {
                        Property.label("inside");
                        assertThat(intersects(c.frustum(), c.box())).as("intersects, %s", c).isTrue();
                    }
                });
    }
}
