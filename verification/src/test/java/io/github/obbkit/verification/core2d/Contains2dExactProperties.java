package io.github.obbkit.verification.core2d;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.testkit.contract.ExactContainment2dContract;

/** {@link Sat2d#containsExact} held to the exact rational oracle with band zero. */
class Contains2dExactProperties extends ExactContainment2dContract {
    @Override
    protected boolean contains(Obb2d box, double x, double y) {
        return Sat2d.containsExact(box, x, y);
    }
}
