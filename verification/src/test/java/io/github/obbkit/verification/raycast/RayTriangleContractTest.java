package io.github.obbkit.verification.raycast;

import io.github.obbkit.raycast.MutableTriangleHit;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayTriangle;
import io.github.obbkit.testkit.contract.RayTriangleContract;
import io.github.obbkit.testkit.contract.TriangleHit;
import io.github.obbkit.testkit.oracle.RayTriangleOracle;
import io.github.obbkit.testkit.oracle.Triangle;
import org.jspecify.annotations.Nullable;

/** obbkit's own ray-triangle test held to the testkit's contract, with its own, narrower band. */
class RayTriangleContractTest extends RayTriangleContract {
    private final MutableTriangleHit hit = new MutableTriangleHit();

    @Override
    protected @Nullable TriangleHit intersect(Ray3d ray, Triangle t) {
        return RayTriangle.intersect(ray, t.ax(), t.ay(), t.az(), t.bx(), t.by(), t.bz(), t.cx(), t.cy(), t.cz(), hit)
                ? new TriangleHit(hit.t(), hit.w(), hit.u(), hit.v()) : null;
    }

    @Override
    protected double boundaryBand(RayTriangleOracle.Verdict verdict) {
        return RayTriangle.BAND_RELATIVE * verdict.scale();
    }

    @Override
    protected double tTolerance(RayTriangleOracle.Verdict verdict) {
        return RayTriangleProperties.T_RELATIVE * verdict.scale() / verdict.sine();
    }
}
