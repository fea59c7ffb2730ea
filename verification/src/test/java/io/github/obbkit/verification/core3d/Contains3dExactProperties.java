package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.contract.ExactContainment3dContract;

/** {@link Sat3d#containsExact} held to the exact rational oracle with band zero. */
class Contains3dExactProperties extends ExactContainment3dContract {
    @Override
    protected boolean contains(Obb3d box, double x, double y, double z) {
        return Sat3d.containsExact(box, x, y, z);
    }
}
