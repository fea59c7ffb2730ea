package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.contract.Obb3dOverlapContract;

/**
 * obbkit's 15-axis SAT through the same contract suite users run on their own code, with the band
 * obbkit documents ({@link Sat3d#boundaryBand}).
 */
class Sat3dProperties extends Obb3dOverlapContract {
    @Override
    protected boolean intersects(Obb3d a, Obb3d b) {
        return Sat3d.intersects(a, b);
    }

    @Override
    protected double boundaryBand(Obb3d a, Obb3d b) {
        return Sat3d.boundaryBand(a, b);
    }
}
