package io.github.obbkit.verification.core3d;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.testkit.contract.AabbTransformContract;
import org.joml.Matrix4dc;

/**
 * obbkit's AABB transform into a caller's array (the overload on an {@code Aabb3d} that allocates
 * nothing) through the same contract suite as the value overload, read back as a box.
 */
class AabbTransformHolderProperties extends AabbTransformContract {
    @Override
    protected Aabb3d transform(Matrix4dc transform, Aabb3d box) {
        double[] dest = new double[8];
        dest[0] = 123;
        dest[7] = 456;
        AabbTransform.transform(transform, box, dest, 1);
        if (dest[0] != 123 || dest[7] != 456) {
            throw new AssertionError("wrote outside dest[1..6]: " + java.util.Arrays.toString(dest));
        }
        Aabb3d value = AabbTransform.transform(transform, box);
        Aabb3d held = Aabb3d.of(dest[1], dest[2], dest[3], dest[4], dest[5], dest[6]);
        if (!held.equals(value)) {
            throw new AssertionError("holder " + held + " differs from value " + value);
        }
        return held;
    }
}
