package io.github.obbkit.verification.core2d;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.contract.Obb2dOverlapContract;

/**
 * obbkit's 4-axis SAT through the same contract suite users run on their own code, with the band
 * obbkit documents ({@link Sat2d#boundaryBand}) instead of the suite's looser default.
 */
class Sat2dProperties extends Obb2dOverlapContract {
    @Override
    protected boolean intersects(Obb2d a, Obb2d b) {
        return Sat2d.intersects(a, b);
    }

    @Override
    protected double boundaryBand(Obb2d a, Obb2d b) {
        return Sat2d.boundaryBand(a, b);
    }
}
