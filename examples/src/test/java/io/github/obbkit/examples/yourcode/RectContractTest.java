package io.github.obbkit.examples.yourcode;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.testkit.contract.Obb2dOverlapContract;

// tag::contract[]
/** Holds Rect.overlaps to every property of a 2D overlap test, against the testkit's oracles. */
class RectContractTest extends Obb2dOverlapContract {
    @Override
    protected boolean intersects(Obb2d a, Obb2d b) {
        return rect(a).overlaps(rect(b));                  // adapt obbkit's boxes to your type
    }

    @Override
    protected double boundaryBand(Obb2d a, Obb2d b) {      // say how exact your code is:
        double far = Math.max(Math.abs(a.centerX()), Math.abs(a.centerY()))
                + Math.max(Math.abs(b.centerX()), Math.abs(b.centerY()));
        return super.boundaryBand(a, b) + 16 * Math.ulp(far); // world-space corners round with |c|
    }

    static Rect rect(Obb2d box) {
        return new Rect(box.centerX(), box.centerY(), box.axisXx(), box.axisXy(),
                2 * box.halfExtentX(), 2 * box.halfExtentY());
    }
}
// end::contract[]
