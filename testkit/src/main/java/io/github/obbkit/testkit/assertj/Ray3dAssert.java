package io.github.obbkit.testkit.assertj;

import io.github.obbkit.testkit.oracle.RayOracles;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ assertions on a ray against boxes, decided by {@link RayOracles} (the ray against the
 * box's faces) rather than by the code under test. {@code t} is in units of the ray direction's
 * length, as everywhere in obbkit. Failure messages print the ray and the box as Java source. Start
 * with {@link ObbAssertions#assertThat(Ray3d)}.
 */
public final class Ray3dAssert extends AbstractAssert<Ray3dAssert, Ray3d> {

    Ray3dAssert(Ray3d actual) {
        super(actual, Ray3dAssert.class);
    }

    /**
     * Checks the ray meets the closed box at some {@code t >= 0}.
     *
     * @param box the box
     * @return this assertion
     */
    public Ray3dAssert hits(Obb3d box) {
        isNotNull();
        if (RayOracles.chord(actual, box) == null) {
            failWithMessage("%nExpecting the ray to hit the box, but it misses:%n    Ray3d ray = %s;%n    Obb3d box = %s;",
                    actual, box);
        }
        return this;
    }

    /**
     * Checks the ray does not meet the closed box at any {@code t >= 0}.
     *
     * @param box the box
     * @return this assertion
     */
    public Ray3dAssert misses(Obb3d box) {
        isNotNull();
        double[] chord = RayOracles.chord(actual, box);
        if (chord != null) {
            failWithMessage("%nExpecting the ray to miss the box, but it is inside it for t in [%s, %s]:%n"
                    + "    Ray3d ray = %s;%n    Obb3d box = %s;", chord[0], chord[1], actual, box);
        }
        return this;
    }

    /**
     * Checks the ray enters the box at {@code tEntry} and leaves it at {@code tExit}, each within
     * {@code tolerance} (entry below 0 when the origin is inside).
     *
     * @param box       the box
     * @param tEntry    the expected entry
     * @param tExit     the expected exit
     * @param tolerance the largest difference allowed on each
     * @return this assertion
     */
    public Ray3dAssert hitsBetween(Obb3d box, double tEntry, double tExit, double tolerance) {
        isNotNull();
        double[] chord = RayOracles.chord(actual, box);
        if (chord == null) {
            failWithMessage("%nExpecting the ray to hit the box for t in [%s, %s], but it misses:%n"
                    + "    Ray3d ray = %s;%n    Obb3d box = %s;", tEntry, tExit, actual, box);
        } else if (Math.abs(chord[0] - tEntry) > tolerance || Math.abs(chord[1] - tExit) > tolerance) {
            failWithMessage("%nExpecting the ray to hit the box for t in [%s, %s] within %s, but it does for [%s, %s]:%n"
                    + "    Ray3d ray = %s;%n    Obb3d box = %s;", tEntry, tExit, tolerance, chord[0], chord[1], actual, box);
        }
        return this;
    }
}
