package io.github.obbkit.verification.core2d;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.contract.ExactOverlap2dContract;

/** {@link Sat2d#intersectsExact} held to the exact rational oracle with band zero. */
class Sat2dExactProperties extends ExactOverlap2dContract {
    @Override
    protected boolean intersects(Obb2d a, Obb2d b) {
        return Sat2d.intersectsExact(a, b);
    }
}
