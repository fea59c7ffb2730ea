package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The hierarchy's box cast against the scan over the same boxes on a tree deeper than the
 * workspace's first stack (a row of boxes growing threefold), where a cast along the row postpones a
 * node on nearly every level; and the workspace's cast stack, which grows once to the deepest tree
 * and then stays. Verification's {@code BoxCast3dProperties} holds the cast to the scan on many more
 * scenes.
 */
class BoxCast3dTest {

    private static String contact(MutableContact3d c) {
        return c.hasContact() ? c.time() + " " + c.normalX() + " " + c.normalY() + " " + c.normalZ() + " " + c.depth()
                + " " + c.axis() : "none";
    }

    @Test
    void castsAlongADeepRow_findWhatTheScanFinds_bitForBit() {
        Obb3d[] row = PickWorkspaceTest.deepRow(200);
        Bvh3d bvh = Bvh3d.build(row);
        ScanPicker3d scan = ScanPicker3d.of(row);
        assertThat(bvh.depth()).as("deeper than the first stack").isGreaterThan(64);
        SplittableRandom random = new SplittableRandom(150);
        PickWorkspace workspace = new PickWorkspace();
        MutableContact3d viaScan = new MutableContact3d();
        MutableContact3d viaBvh = new MutableContact3d();
        int hits = 0;
        for (int i = 0; i < 400; i++) {
            // From beyond either end of the row, or from between two of its boxes, along it or across it.
            int at = random.nextInt(200);
            double x = switch (random.nextInt(3)) {
                case 0 -> -2;
                case 1 -> 1e96;
                default -> Math.pow(3, at) * 1.5;
            };
            Obb3d box = Obb3d.of(x, random.nextDouble(-1, 1), random.nextDouble(-1, 1),
                    new Quaterniond().rotateXYZ(random.nextDouble(3), random.nextDouble(3), random.nextDouble(3)),
                    0.25, 0.25, 0.25);
            double reach = Math.pow(3, random.nextInt(200));
            Vector3d move = switch (random.nextInt(3)) {
                case 0 -> new Vector3d(x > 0 ? -reach : reach, 0, 0);
                case 1 -> new Vector3d(x > 0 ? -2e96 : 2e96, random.nextDouble(-1, 1), 0);
                default -> new Vector3d(random.nextDouble(-1, 1) * reach, random.nextDouble(-1, 1), 0);
            };
            int expected = scan.castNearest(box, move, workspace, viaScan);
            int actual = bvh.castNearest(box, move, workspace, viaBvh);
            assertThat(actual).as("cast %s: %s by %s", i, box, move).isEqualTo(expected);
            assertThat(contact(viaBvh)).as("cast %s: %s by %s", i, box, move).isEqualTo(contact(viaScan));
            hits += expected >= 0 ? 1 : 0;
        }
        assertThat(hits).isBetween(100, 390);
    }

    @Test
    void theCastStackGrowsOnceToTheDeepestTree_andStays() {
        Bvh3d deep = Bvh3d.build(PickWorkspaceTest.deepRow(200));
        Obb3d[] few = new Obb3d[30];
        SplittableRandom random = new SplittableRandom(30);
        for (int i = 0; i < few.length; i++) {
            few[i] = Obb3d.fromAabb(Aabb3d.fromCenter(random.nextDouble(-10, 10), random.nextDouble(-10, 10),
                    random.nextDouble(-10, 10), 0.5, 0.5, 0.5));
        }
        Bvh3d shallow = Bvh3d.build(few);
        Obb3d box = Obb3d.fromAabb(Aabb3d.fromCenter(-2, 0, 0, 0.25, 0.25, 0.25));
        MutableContact3d dest = new MutableContact3d();
        PickWorkspace workspace = new PickWorkspace();
        double[] first = workspace.castEntries;
        shallow.castNearest(box, new Vector3d(30, 0, 0), workspace, dest);
        assertThat(workspace.castEntries).as("a shallow tree fits the first stack").isSameAs(first);
        assertThat(deep.castNearest(Obb3d.fromAabb(Aabb3d.fromCenter(1e96, 0, 0, 0.25, 0.25, 0.25)),
                new Vector3d(-2e96, 0, 0), workspace, dest)).isEqualTo(199);
        double[] grown = workspace.castEntries;
        assertThat(grown.length).isGreaterThanOrEqualTo(deep.depth() + 2);
        assertThat(workspace.nodes.length).as("the node stack grows with it").isGreaterThanOrEqualTo(deep.depth() + 2);
        shallow.castNearest(box, new Vector3d(30, 0, 0), workspace, dest);
        deep.castNearest(box, new Vector3d(1e96, 0, 0), workspace, dest);
        assertThat(workspace.castEntries).as("kept, not regrown nor shrunk").isSameAs(grown);
    }

    @Test
    void identicalBoxes_touchedAtTheSameTime_goToTheSmallestIndex() {
        // Each box repeated 2 to 20 times at scattered indices, so the copies fill several leaves.
        SplittableRandom random = new SplittableRandom(77);
        PickWorkspace workspace = new PickWorkspace();
        MutableContact3d viaScan = new MutableContact3d();
        MutableContact3d viaBvh = new MutableContact3d();
        int ties = 0;
        for (int scene = 0; scene < 10; scene++) {
            List<Obb3d> boxes = new ArrayList<>();
            for (int d = 0, n = 3 + random.nextInt(15); d < n; d++) {
                Obb3d box = Obb3d.of(random.nextDouble(-10, 10), random.nextDouble(-10, 10), random.nextDouble(-10, 10),
                        new Quaterniond().rotateXYZ(random.nextDouble(3), random.nextDouble(3), random.nextDouble(3)),
                        random.nextDouble(0.2, 1.5), random.nextDouble(0.2, 1.5), random.nextDouble(0.2, 1.5));
                for (int c = 0, copies = 2 + random.nextInt(19); c < copies; c++) {
                    boxes.add(box);
                }
            }
            Collections.shuffle(boxes, new Random(random.nextLong()));
            Bvh3d bvh = Bvh3d.build(boxes);
            ScanPicker3d scan = ScanPicker3d.of(boxes);
            for (int i = 0; i < 40; i++) {
                Obb3d target = boxes.get(random.nextInt(boxes.size()));
                Obb3d moving = Obb3d.of(random.nextDouble(-25, 25), random.nextDouble(-25, 25), random.nextDouble(-25, 25),
                        new Quaterniond(), 0.5, 0.5, 0.5);
                Vector3d move = new Vector3d(target.centerX() - moving.centerX(), target.centerY() - moving.centerY(),
                        target.centerZ() - moving.centerZ()).mul(random.nextDouble(1, 2));
                int expected = scan.castNearest(moving, move, workspace, viaScan);
                if (expected >= 0) {
                    assertThat(boxes.indexOf(boxes.get(expected))).as("the scan's tie rule").isEqualTo(expected);
                    ties++;
                }
                assertThat(bvh.castNearest(moving, move, workspace, viaBvh)).as("%s by %s", moving, move)
                        .isEqualTo(expected);
                assertThat(contact(viaBvh)).isEqualTo(contact(viaScan));
            }
        }
        assertThat(ties).isGreaterThan(10 * 40 / 2);
    }

    @Test
    void sideswipes_byTurnedBoxes_findWhatTheScanFinds() {
        // The moving box's centre passes beside the target, by up to the sum of both boxes' reach, so
        // that most contacts are made by a corner or an edge of the moving box: the node test must
        // grow the bounds by all of the moving box's axis-aligned half-extents, each of its three terms.
        SplittableRandom random = new SplittableRandom(5);
        PickWorkspace workspace = new PickWorkspace();
        MutableContact3d viaScan = new MutableContact3d();
        MutableContact3d viaBvh = new MutableContact3d();
        int hits = 0;
        int misses = 0;
        for (int scene = 0; scene < 8; scene++) {
            List<Obb3d> boxes = new ArrayList<>();
            for (int i = 0, n = 20 + random.nextInt(200); i < n; i++) {
                boxes.add(Obb3d.of(random.nextDouble(-40, 40), random.nextDouble(-40, 40), random.nextDouble(-40, 40),
                        new Quaterniond().rotateXYZ(random.nextDouble(3), random.nextDouble(3), random.nextDouble(3)),
                        random.nextDouble(0.1, 2), random.nextDouble(0.1, 2), random.nextDouble(0.1, 2)));
            }
            Bvh3d bvh = Bvh3d.build(boxes);
            ScanPicker3d scan = ScanPicker3d.of(boxes);
            for (int i = 0; i < 150; i++) {
                Obb3d target = boxes.get(random.nextInt(boxes.size()));
                double hx = random.nextDouble(0.05, 3);
                double hy = random.nextDouble(0.05, 3);
                double hz = random.nextDouble(0.05, 3);
                Quaterniond q = new Quaterniond().rotateXYZ(random.nextDouble(3), random.nextDouble(3),
                        random.nextDouble(3));
                double reach = Math.sqrt(hx * hx + hy * hy + hz * hz) + target.aabb().maxX() - target.centerX();
                // A direction, and a start that passes the target's centre at a lateral offset of up to reach.
                Vector3d dir = new Vector3d(random.nextGaussian(), random.nextGaussian(), random.nextGaussian())
                        .normalize();
                Vector3d side = new Vector3d(random.nextGaussian(), random.nextGaussian(), random.nextGaussian())
                        .cross(dir).normalize().mul(reach * random.nextDouble(0.3, 1.2));
                double far = random.nextDouble(5, 20);
                Obb3d moving = Obb3d.of(target.centerX() + side.x - far * dir.x, target.centerY() + side.y - far * dir.y,
                        target.centerZ() + side.z - far * dir.z, q, hx, hy, hz);
                Vector3d move = new Vector3d(dir).mul(2 * far);
                int expected = scan.castNearest(moving, move, workspace, viaScan);
                assertThat(bvh.castNearest(moving, move, workspace, viaBvh)).as("scene %s: %s by %s", scene, moving, move)
                        .isEqualTo(expected);
                assertThat(contact(viaBvh)).isEqualTo(contact(viaScan));
                hits += expected >= 0 ? 1 : 0;
                misses += expected < 0 ? 1 : 0;
            }
        }
        assertThat(hits).isGreaterThan(8 * 150 / 4);
        assertThat(misses).isGreaterThan(8 * 150 / 20);
    }

    @Test
    void aBadMove_isRefusedByComponent_byTheScanAndTheTree_andTheLargestAllowedIsTaken() {
        Obb3d[] few = {Obb3d.fromAabb(Aabb3d.fromCenter(0, 0, 0, 1, 1, 1)),
            Obb3d.fromAabb(Aabb3d.fromCenter(5, 0, 0, 1, 1, 1))};
        Obb3d box = Obb3d.fromAabb(Aabb3d.fromCenter(-5, 0, 0, 0.5, 0.5, 0.5));
        PickWorkspace workspace = new PickWorkspace();
        MutableContact3d dest = new MutableContact3d();
        for (Picker3d picker : List.of(ScanPicker3d.of(few), Bvh3d.build(few), ScanPicker3d.of(), Bvh3d.build(new Obb3d[0]))) {
            String[] names = {"move.x", "move.y", "move.z"};
            for (int k = 0; k < 3; k++) {
                for (double bad : new double[] {Double.NaN, Double.NEGATIVE_INFINITY, 1.01e300}) {
                    Vector3d move = new Vector3d(k == 0 ? bad : 1, k == 1 ? bad : 1, k == 2 ? bad : 1);
                    assertThatThrownBy(() -> cast(picker, box, move, workspace, dest))
                            .as("%s, %s", picker, move).isInstanceOf(IllegalArgumentException.class)
                            .hasMessage(names[k] + " must be finite and at most 1.0E300 in magnitude, was " + bad);
                }
            }
            // Exactly MAX_REACH is within reach.
            int hit = cast(picker, box, new Vector3d(Obb3d.MAX_REACH, 0, 0), workspace, dest);
            assertThat(hit).as("%s", picker).isEqualTo(picker.size() == 0 ? -1 : 0);
        }
    }

    private static int cast(Picker3d picker, Obb3d box, Vector3d move, PickWorkspace workspace, MutableContact3d dest) {
        return picker instanceof Bvh3d bvh ? bvh.castNearest(box, move, workspace, dest)
                : ((ScanPicker3d) picker).castNearest(box, move, workspace, dest);
    }
}
