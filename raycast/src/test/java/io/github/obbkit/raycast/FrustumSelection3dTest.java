package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Containment;
import io.github.obbkit.core3d.Frustum.DepthRange;
import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.joml.Matrix4d;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * Selection through the hierarchy against the box-by-box test ({@link FrustumTest3d}) on a random
 * scene and on a tree deeper than the workspace's first stack, and the arguments refused by name.
 * Verification's {@code FrustumSelectionProperties} holds the walk to the scan on many more scenes.
 */
class FrustumSelection3dTest {

    private static int[] expected(Obb3d[] boxes, Frustum f, int mode) {
        int[] out = new int[boxes.length];
        int n = 0;
        for (int i = 0; i < boxes.length; i++) {
            Containment c = FrustumTest3d.classify(f, boxes[i]);
            boolean take = switch (mode) {
                case 0 -> FrustumTest3d.intersects(f, boxes[i]);
                case 1 -> c == Containment.INSIDE;
                default -> c != Containment.OUTSIDE;
            };
            if (take) {
                out[n++] = i;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static int[] sorted(int[] dest, int n) {
        int[] out = Arrays.copyOf(dest, n);
        Arrays.sort(out);
        return out;
    }

    private static void checkAllForms(Obb3d[] boxes, Frustum f, String what) {
        Bvh3d bvh = Bvh3d.build(boxes);
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        PickWorkspace workspace = new PickWorkspace();
        int[] dest = new int[boxes.length];
        for (int mode = 0; mode < 3; mode++) {
            int[] want = expected(boxes, f, mode);
            int viaTree = mode == 2 ? FrustumSelection3d.visible(bvh, f, workspace, dest)
                    : FrustumSelection3d.select(bvh, f, mode == 0 ? SelectionMode.TOUCHING : SelectionMode.WHOLLY_INSIDE,
                            workspace, dest);
            assertThat(sorted(dest, viaTree)).as("%s, mode %s, tree", what, mode).containsExactly(want);
            int viaScan = mode == 2 ? FrustumSelection3d.visible(batch, f, dest)
                    : FrustumSelection3d.select(batch, f, mode == 0 ? SelectionMode.TOUCHING : SelectionMode.WHOLLY_INSIDE,
                            dest);
            assertThat(Arrays.copyOf(dest, viaScan)).as("%s, mode %s, scan", what, mode).containsExactly(want);
        }
    }

    @Test
    void theWalkAndTheScan_selectWhatEachBoxsTestSelects() {
        SplittableRandom random = new SplittableRandom(3);
        Obb3d[] boxes = new Obb3d[400];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = Obb3d.of(random.nextDouble(-30, 30), random.nextDouble(-30, 30), random.nextDouble(-60, 0),
                    new Quaterniond().rotateXYZ(random.nextDouble(3), random.nextDouble(3), random.nextDouble(3)),
                    random.nextDouble(0.2, 3), random.nextDouble(0.2, 3), random.nextDouble(0.2, 3));
        }
        Frustum camera = Frustum.of(new Matrix4d().perspective(1.0, 1.3, 0.5, 50).lookAt(0, 0, 5, 0, 0, -20, 0, 1, 0),
                DepthRange.NEGATIVE_ONE_TO_ONE);
        checkAllForms(boxes, camera, "camera");
        int[] viewport = {0, 0, 800, 600};
        for (int k = 0; k < 6; k++) {
            double x0 = random.nextDouble(0, 800);
            double y0 = random.nextDouble(0, 600);
            Frustum marquee = FrustumSelection3d.marquee(camera, x0, y0, random.nextDouble(0, 800),
                    random.nextDouble(0, 600), viewport);
            checkAllForms(boxes, marquee, "marquee " + k);
        }
    }

    @Test
    void aTreeDeeperThanTheFirstStack_isWalkedWhole() {
        // A row of boxes growing threefold, all inside one orthographic frustum: the walk postpones a
        // node on every level.
        Obb3d[] row = new Obb3d[200];
        for (int i = 0; i < row.length; i++) {
            double s = Math.pow(3, i);
            row[i] = Obb3d.fromAabb(Aabb3d.fromCenter(s, 0, -2, s / 12, 0.5, 0.5));
        }
        assertThat(Bvh3d.build(row).depth()).isGreaterThan(64);
        Frustum all = Frustum.of(new Matrix4d().ortho(-1e96, 1e96, -10, 10, 0, 10), DepthRange.NEGATIVE_ONE_TO_ONE);
        checkAllForms(row, all, "deep row");
    }

    @Test
    void badArguments_areRefusedByName() {
        Obb3d[] boxes = {Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, -5, 1, 1, 1)),
            Obb3d.fromAabb(Aabb3d.fromCenter(1, 0, -5, 1, 1, 1))};
        Bvh3d bvh = Bvh3d.build(boxes);
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        Frustum f = Frustum.of(new Matrix4d().perspective(1, 1, 0.5, 50), DepthRange.NEGATIVE_ONE_TO_ONE);
        PickWorkspace workspace = new PickWorkspace();
        int[] shortDest = new int[1];
        String message = "dest must have at least 2 elements, had 1";
        assertThatThrownBy(() -> FrustumSelection3d.select(bvh, f, SelectionMode.TOUCHING, workspace, shortDest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
        assertThatThrownBy(() -> FrustumSelection3d.select(batch, f, SelectionMode.WHOLLY_INSIDE, shortDest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
        assertThatThrownBy(() -> FrustumSelection3d.visible(bvh, f, workspace, shortDest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
        assertThatThrownBy(() -> FrustumSelection3d.visible(batch, f, shortDest))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
        assertThat(shortDest).containsExactly(0);
        assertThatThrownBy(() -> FrustumSelection3d.select(bvh, f, null, workspace, new int[2]))
                .isInstanceOf(NullPointerException.class).hasMessage("mode");
        assertThatThrownBy(() -> FrustumSelection3d.marquee(f, 1, 1, 5, 5, new int[] {0, 0, 0, 600}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("viewport width and height must be > 0, were 0 and 600");
        assertThatThrownBy(() -> FrustumSelection3d.marquee(f, 1, 1, 1, 5, new int[] {0, 0, 800, 600}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the rectangle must have a width and a height, was (1.0, 1.0) to (1.0, 5.0)");
    }
}
