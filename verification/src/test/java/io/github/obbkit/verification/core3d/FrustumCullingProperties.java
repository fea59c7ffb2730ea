package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Containment;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.contract.FrustumCullingContract;

/** obbkit's conservative frustum test through the culling contract users run on their own. */
class FrustumCullingProperties extends FrustumCullingContract {
    @Override
    protected Containment classify(Frustum frustum, Obb3d box) {
        return FrustumTest3d.classify(frustum, box);
    }
}
