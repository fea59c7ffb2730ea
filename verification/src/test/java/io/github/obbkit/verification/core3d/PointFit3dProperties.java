package io.github.obbkit.verification.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.PointFit3d;
import io.github.obbkit.core3d.PointFit3d.Method;
import io.github.obbkit.core3d.PointFitWorkspace3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.PointClouds;
import io.github.obbkit.testkit.oracle.PointFitOracles;
import java.util.ArrayList;
import java.util.List;
import org.joml.Vector3d;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link PointFit3d} held to the contract suite (the default, DiTO-26, here; the other methods in the
 * nested classes), with no containment tolerance ({@link PointFit3dMethodContract}), and properties
 * every method shares.
 */
class PointFit3dProperties extends PointFit3dMethodContract {
    /** DiTO-26 sizes its frame by 26 extremal points; on sets of a few points it can miss by 2.5x. */
    PointFit3dProperties() {
        super(null, 3);
    }

    /** DiTO-14 sizes its frame by 14 extremal points; on sets of a few points it can miss by 2.5x. */
    @Nested
    class Dito14 extends PointFit3dMethodContract {
        Dito14() {
            super(Method.DITO_14, 3);
        }
    }

    /** Principal axes are not hull-driven: on a few points they can be far off (a cube's corners: 3.1x). */
    @Nested
    class Pca extends PointFit3dMethodContract {
        Pca() {
            super(Method.PCA, 6);
        }
    }

    @Nested
    class Refined extends PointFit3dMethodContract {
        Refined() {
            super(Method.REFINED, 1.25);
        }

        @Override
        protected int tries() {
            return Property.defaultTries() / 5;
        }
    }

    @Test
    void everyMethod_containsEveryPoint_withNoTolerance_andOrdersAxesByExtent() {
        Property.forAll(PointClouds.points3d(200))
                .tries(Property.defaultTries() / 5)
                .check(cloud -> {
                    Property.label(cloud.kind());
                    double[] p = cloud.coordinates();
                    for (Method m : Method.values()) {
                        Obb3d box = PointFit3d.fit(cloud.copy(), m);
                        for (int i = 0; i < p.length; i += 3) {
                            assertThat(box.contains(p[i], p[i + 1], p[i + 2])).as("%s: point %d of %s", m, i / 3, box)
                                    .isTrue();
                        }
                        // The centre is stored to an ulp of the coordinates: rounding-sized extents may swap.
                        double slack = 1e-12 * box.halfExtentX() + 2 * Math.ulp(maxAbs(p));
                        assertThat(box.halfExtentX()).isGreaterThanOrEqualTo(box.halfExtentY() - slack);
                        assertThat(box.halfExtentY()).isGreaterThanOrEqualTo(box.halfExtentZ() - slack);
                    }
                });
    }

    @Test
    void refined_isNeverLargerThanDito() {
        Property.forAll(PointClouds.points3d(40))
                .tries(Property.defaultTries() / 5)
                .check(cloud -> {
                    Property.label(cloud.kind());
                    double dito = PointFitOracles.volume(PointFit3d.fit(cloud.copy(), Method.DITO_14));
                    Obb3d refined = PointFit3d.fit(cloud.copy(), Method.REFINED);
                    // Room for each extent to differ by the rounding of the points' projections on the two
                    // frames (a few ulps of the coordinates): for a flat or nearly flat set the thinnest extent
                    // is that rounding alone, so the volumes compared there are noise of this size.
                    double u = 8 * Math.ulp(maxAbs(cloud.coordinates()));
                    double x = refined.halfExtentX();
                    double y = refined.halfExtentY();
                    double z = refined.halfExtentZ();
                    double slack = 8 * ((x + u) * (y + u) * (z + u) - x * y * z);
                    assertThat(PointFitOracles.volume(refined)).isLessThanOrEqualTo(dito * (1 + 1e-6) + slack);
                });
    }

    /** One workspace for every try, so that each fit finds it as the last fit of another set left it. */
    private final PointFitWorkspace3d shared = new PointFitWorkspace3d();

    @Test
    void everyInputForm_givesTheSameBox_andAReusedWorkspaceChangesNothing() {
        Property.forAll(PointClouds.points3d(40))
                .tries(1_000)
                .check(cloud -> {
                    double[] p = cloud.coordinates();
                    double[] padded = new double[p.length + 2];
                    System.arraycopy(p, 0, padded, 2, p.length);
                    List<Vector3d> list = new ArrayList<>();
                    for (int i = 0; i < p.length; i += 3) {
                        list.add(new Vector3d(p[i], p[i + 1], p[i + 2]));
                    }
                    for (Method m : Method.values()) {
                        Obb3d box = PointFit3d.fit(cloud.copy(), m);
                        assertThat(PointFit3d.fit(padded, 2, cloud.count(), m)).isEqualTo(box);
                        assertThat(PointFit3d.fit(list, m)).isEqualTo(box);
                        assertThat(PointFit3d.fit(list.toArray(new Vector3d[0]), m)).isEqualTo(box);
                        assertThat(PointFit3d.fit(padded, 2, cloud.count(), m, shared)).as("%s, reused workspace", m)
                                .isEqualTo(box);
                        assertThat(PointFit3d.fit(list.toArray(new Vector3d[0]), m, shared)).isEqualTo(box);
                    }
                });
    }

    private static double maxAbs(double[] p) {
        double m = 0;
        for (double v : p) {
            m = Math.max(m, Math.abs(v));
        }
        return m;
    }
}
