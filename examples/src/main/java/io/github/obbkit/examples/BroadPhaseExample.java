package io.github.obbkit.examples;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3dBatch;
import java.util.Arrays;
import org.joml.Quaterniond;

/** One box against many: a turned crate tested against a row of 100 crates kept in a batch. */
public final class BroadPhaseExample {
    private BroadPhaseExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::batch[]
        Obb3dBatch crates = Obb3dBatch.withCapacity(100);                   // structure of arrays
        for (int i = 0; i < 100; i++) {
            crates.add(Obb3d.of(3 * i, 0, 0, new Quaterniond(), 1, 1, 1));   // 2 x 2 x 2 crates, 3 apart
        }
        Obb3d mover = Obb3d.of(4.5, 0, 0,                                    // between crates 1 and 2,
                new Quaterniond().rotationAxis(Math.toRadians(45), 0, 1, 0), 1, 1, 1); // turned 45 degrees

        int[] hits = new int[crates.size()];                                 // room for every box
        int n = Sat3dBatch.intersecting(mover, crates, 0, crates.size(), hits, 0);
        System.out.println("overlaps crates " + Arrays.toString(Arrays.copyOf(hits, n))
                + (Sat3dBatch.isVectorized() ? " (vector path)" : " (scalar path)"));
        // end::batch[]
    }
}
