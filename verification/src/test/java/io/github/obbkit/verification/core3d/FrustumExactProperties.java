package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.FrustumExactContract;

/**
 * obbkit's exact frustum test through the contract users run on their own, with the band obbkit
 * documents ({@link FrustumTest3d#boundaryBand}).
 */
class FrustumExactProperties extends FrustumExactContract {
    @Override
    protected boolean intersects(Frustum frustum, Obb3d box) {
        return FrustumTest3d.intersects(frustum, box);
    }

    @Override
    protected double boundaryBand(Frustum frustum, Obb3d box) {
        return FrustumTest3d.boundaryBand(frustum, box);
    }
}
