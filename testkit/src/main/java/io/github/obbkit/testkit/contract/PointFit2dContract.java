package io.github.obbkit.testkit.contract;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.PointCloud;
import io.github.obbkit.testkit.gen.PointClouds;
import io.github.obbkit.testkit.oracle.PointFitOracles;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 2D box fitter, as an abstract JUnit 5 class: extend it and implement
 * {@link #fit(double[])} with your code. On every kind of {@link PointClouds#points2d} set:
 *
 * <ul>
 *   <li>every input point is in the box grown by {@link #containmentTolerance(PointCloud)};</li>
 *   <li>the box's area is at most {@link #areaFactor()} times {@link PointFitOracles#minimumArea}'s,
 *       plus {@code 1e-9 e^2 + 8 ulp(M) e}, where {@code e} is the set's extent and {@code M} its
 *       largest coordinate: room for rounding on sets of zero area, and for a centre that far from the
 *       origin can only be stored to {@code ulp(M)}.</li>
 * </ul>
 *
 * <p>The default factor, {@code 1 + 1e-9}, asks for the exact minimum up to rounding; a fitter that
 * only approximates it overrides {@link #areaFactor()}.
 */
public abstract class PointFit2dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected PointFit2dContract() {
    }

    /**
     * The implementation under test: a box containing the points {@code (xy[2i], xy[2i + 1])}.
     *
     * @param xy the coordinates, x and y interleaved, at least one point; the suite does not reuse it
     * @return the box
     */
    protected abstract Obb2d fit(double[] xy);

    /**
     * How far outside the box a point may be, in world units: by default {@code 1e-9} of the set's
     * extent plus 16 ulps of its largest coordinate.
     *
     * @param cloud the point set
     * @return the tolerance, at least 0
     */
    protected double containmentTolerance(PointCloud cloud) {
        return 1e-9 * Extents.extent(cloud) + 16 * Math.ulp(Extents.largest(cloud));
    }

    /**
     * The largest accepted ratio of the fit's area to the oracle's; by default {@code 1 + 1e-9}.
     *
     * @return the factor, at least 1
     */
    protected double areaFactor() {
        return 1 + 1e-9;
    }

    /**
     * How many sets the containment property tries; by default {@link Property#defaultTries()}. The
     * area property, whose oracle is cubic, tries a tenth as many.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    @Test
    void everyPointIsInTheBox() {
        Property.forAll(PointClouds.points2d(64))
                .named(TestNames.of(this))
                .tries(tries())
                .check(cloud -> {
                    Property.label(cloud.kind());
                    Obb2d box = fit(cloud.copy());
                    double tolerance = containmentTolerance(cloud);
                    double[] p = cloud.coordinates();
                    for (int i = 0; i < cloud.count(); i++) {
                        if (!box.contains(p[2 * i], p[2 * i + 1], tolerance)) {
                            throw new AssertionError("point " + i + " (" + p[2 * i] + ", " + p[2 * i + 1]
                                    + ") is outside " + box + " by more than " + tolerance);
                        }
                    }
                });
    }

    @Test
    void areaIsWithinTheFactorOfTheMinimum() {
        Property.forAll(PointClouds.points2d(24))
                .named(TestNames.of(this))
                .tries(Math.max(1, tries() / 10))
                .check(cloud -> {
                    Property.label(cloud.kind());
                    Obb2d box = fit(cloud.copy());
                    double area = 4 * box.halfExtentX() * box.halfExtentY();
                    double minimum = PointFitOracles.minimumArea(cloud.coordinates());
                    double e = Extents.extent(cloud);
                    double allowed = areaFactor() * minimum + 1e-9 * e * e + 8 * Math.ulp(Extents.largest(cloud)) * e;
                    if (!(area <= allowed)) {
                        throw new AssertionError("area " + area + " of " + box + " exceeds " + areaFactor()
                                + " x the minimum " + minimum);
                    }
                });
    }
}
