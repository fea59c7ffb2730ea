package io.github.obbkit.examples;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.BuildMode;
import io.github.obbkit.raycast.Bvh3d;
import java.util.SplittableRandom;
import org.joml.Quaterniond;

/**
 * Boxes that move under a hierarchy: a few moved each frame with {@code update}, the tree's quality
 * watched, and a rebuild once it says the refitted tree has worsened enough to pay for one.
 */
public final class RefitExample {
    private RefitExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        SplittableRandom random = new SplittableRandom(1);
        Obb3d[] allBoxes = new Obb3d[2000];
        for (int i = 0; i < allBoxes.length; i++) {
            allBoxes[i] = Obb3d.of(random.nextDouble(100), random.nextDouble(100), random.nextDouble(100),
                    new Quaterniond(), 1, 1, 1);
        }
        Bvh3d bvh = Bvh3d.build(Obb3dBatch.of(allBoxes), BuildMode.SEQUENTIAL);   // or PARALLEL: same tree
        int rebuilds = 0;
        for (int frame = 0; frame < 60; frame++) {
            // Each frame 100 boxes jump somewhere else in the scene.
            int[] moved = new int[100];
            Obb3d[] newBoxes = new Obb3d[100];
            for (int k = 0; k < moved.length; k++) {
                moved[k] = random.nextInt(allBoxes.length);
                newBoxes[k] = Obb3d.of(random.nextDouble(100), random.nextDouble(100), random.nextDouble(100),
                        new Quaterniond(), 1, 1, 1);
                allBoxes[moved[k]] = newBoxes[k];
            }
            // tag::refit[]
            bvh.update(moved, newBoxes);                                      // a few boxes moved this frame
            if (bvh.quality().needsRebuild()) {                               // degradation above 1.5
                bvh = Bvh3d.build(allBoxes);                                  // same API, a fresh tree
            }
            // end::refit[]
            rebuilds += bvh.quality().degradation() == 1 ? 1 : 0;
        }
        System.out.printf("60 frames, %d rebuilds; degradation now %.2f%n", rebuilds, bvh.quality().degradation());
    }
}
