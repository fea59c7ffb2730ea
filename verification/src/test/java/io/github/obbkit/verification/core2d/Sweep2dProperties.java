package io.github.obbkit.verification.core2d;

import io.github.obbkit.core2d.Contact2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sweep2d;
import io.github.obbkit.testkit.contract.Sweep2dContract;
import io.github.obbkit.testkit.contract.SweepContact;
import io.github.obbkit.testkit.gen.Motion2d;
import org.joml.Vector2dc;
import org.jspecify.annotations.Nullable;

/** obbkit's swept four-axis test through the contract suite users run on their own code, with obbkit's band. */
class Sweep2dProperties extends Sweep2dContract {
    @Override
    protected @Nullable SweepContact firstContact(Obb2d a, Vector2dc moveA, Obb2d b, Vector2dc moveB) {
        Contact2d c = Sweep2d.firstContact(a, moveA, b, moveB);
        return c == null ? null : new SweepContact(c.time(), c.normalX(), c.normalY(), 0);
    }

    @Override
    protected double boundaryBand(Motion2d m) {
        return Sweep2d.boundaryBand(m.a(), m.moveA(), m.b(), m.moveB());
    }
}
