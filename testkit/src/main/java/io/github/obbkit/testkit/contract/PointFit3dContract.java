package io.github.obbkit.testkit.contract;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.PointCloud;
import io.github.obbkit.testkit.gen.PointClouds;
import io.github.obbkit.testkit.oracle.PointFitOracles;
import org.junit.jupiter.api.Test;

/**
 * The contract of a 3D box fitter, as an abstract JUnit 5 class: extend it and implement
 * {@link #fit(double[])} with your code. On every kind of {@link PointClouds#points3d} set:
 *
 * <ul>
 *   <li>every input point is in the box grown by {@link #containmentTolerance(PointCloud)};</li>
 *   <li>the box's volume is at most {@link #volumeFactor()} times that of
 *       {@link PointFitOracles#minimumVolume}, plus {@code 1e-9 e^3 + 16 ulp(M) e^2}, where {@code e} is the set's
 *       extent and {@code M} its largest coordinate: room for rounding on flat sets, whose volume is
 *       zero, and for a centre that far from the origin can only be stored to {@code ulp(M)}.</li>
 * </ul>
 *
 * <p>The oracle is an upper bound of the true minimum (see its comment), so the factor bounds the
 * fit's volume against a box known to exist. Fast fitters (principal axes, DiTO) are not within a
 * fixed factor of the minimum on every set, only on average: the default factor, 2, admits them on
 * the sets generated here; a refining fitter should override it with a tighter one.
 */
public abstract class PointFit3dContract {
    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected PointFit3dContract() {
    }

    /**
     * The implementation under test: a box containing the points {@code (xyz[3i], xyz[3i + 1],
     * xyz[3i + 2])}.
     *
     * @param xyz the coordinates, interleaved, at least one point; the suite does not reuse it
     * @return the box
     */
    protected abstract Obb3d fit(double[] xyz);

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
     * The largest accepted ratio of the fit's volume to the oracle's; by default 2.
     *
     * @return the factor, at least 1
     */
    protected double volumeFactor() {
        return 2;
    }

    /**
     * How many sets the containment property tries; by default {@link Property#defaultTries()}. The
     * volume property, whose oracle is slow, tries a hundredth as many (at least 50).
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    @Test
    void everyPointIsInTheBox() {
        Property.forAll(PointClouds.points3d(64))
                .named(TestNames.of(this))
                .tries(tries())
                .check(cloud -> {
                    Property.label(cloud.kind());
                    Obb3d box = fit(cloud.copy());
                    double tolerance = containmentTolerance(cloud);
                    double[] p = cloud.coordinates();
                    for (int i = 0; i < cloud.count(); i++) {
                        if (!box.contains(p[3 * i], p[3 * i + 1], p[3 * i + 2], tolerance)) {
                            throw new AssertionError("point " + i + " (" + p[3 * i] + ", " + p[3 * i + 1] + ", "
                                    + p[3 * i + 2] + ") is outside " + box + " by more than " + tolerance);
                        }
                    }
                });
    }

    @Test
    void volumeIsWithinTheFactorOfTheOracle() {
        Property.forAll(PointClouds.points3d(10))
                .named(TestNames.of(this))
                .tries(Math.max(50, tries() / 100))
                .check(cloud -> {
                    Property.label(cloud.kind());
                    Obb3d box = fit(cloud.copy());
                    double volume = PointFitOracles.volume(box);
                    double oracle = PointFitOracles.volume(PointFitOracles.minimumVolume(cloud.coordinates()));
                    double e = Extents.extent(cloud);
                    double allowed = volumeFactor() * oracle + 1e-9 * e * e * e
                            + 16 * Math.ulp(Extents.largest(cloud)) * e * e;
                    if (!(volume <= allowed)) {
                        throw new AssertionError("volume " + volume + " of " + box + " exceeds " + volumeFactor()
                                + " x the oracle's " + oracle);
                    }
                });
    }
}
