package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Contact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sweep3d;
import io.github.obbkit.testkit.contract.Sweep3dContract;
import io.github.obbkit.testkit.contract.SweepContact;
import io.github.obbkit.testkit.gen.Motion3d;
import org.joml.Vector3dc;
import org.jspecify.annotations.Nullable;

/** obbkit's swept 15-axis test through the contract suite users run on their own code, with obbkit's band. */
class Sweep3dProperties extends Sweep3dContract {
    @Override
    protected @Nullable SweepContact firstContact(Obb3d a, Vector3dc moveA, Obb3d b, Vector3dc moveB) {
        Contact3d c = Sweep3d.firstContact(a, moveA, b, moveB);
        return c == null ? null : new SweepContact(c.time(), c.normalX(), c.normalY(), c.normalZ());
    }

    @Override
    protected double boundaryBand(Motion3d m) {
        return Sweep3d.boundaryBand(m.a(), m.moveA(), m.b(), m.moveB());
    }
}
