package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.contract.ExactOverlap3dContract;

/** {@link Sat3d#intersectsExact} held to the exact rational oracle with band zero. */
class Sat3dExactProperties extends ExactOverlap3dContract {
    @Override
    protected boolean intersects(Obb3d a, Obb3d b) {
        return Sat3d.intersectsExact(a, b);
    }
}
