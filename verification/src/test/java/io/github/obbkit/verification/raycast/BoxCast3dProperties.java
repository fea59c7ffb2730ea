package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Contact3d;
import io.github.obbkit.core3d.MutableContact3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sweep3d;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * The hierarchy's box cast equals the linear scan of {@link Sweep3d}, index and contact bit for bit,
 * on scenes of one to three thousand boxes: casts aimed at a box, along a world axis (where the node
 * test divides by nothing), standing still, starting inside a box, and long casts across the scene.
 */
class BoxCast3dProperties {
    private static final int[] SIZES = {1, 2, 3, 5, 8, 13, 40, 100, 250, 500, 1000, 3000};

    record Scene(List<Obb3d> boxes, ScanPicker3d scan, Bvh3d bvh, double[] bounds) {
        static Scene of(List<Obb3d> boxes) {
            double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
            for (Obb3d box : boxes) {
                double[] c = {box.centerX(), box.centerY(), box.centerZ()};
                for (int k = 0; k < 3; k++) {
                    b[k] = Math.min(b[k], c[k]);
                    b[k + 3] = Math.max(b[k + 3], c[k]);
                }
            }
            return new Scene(boxes, ScanPicker3d.of(boxes), Bvh3d.build(boxes), b);
        }
    }

    record Cast(int scene, int size, Obb3d box, Vector3d move, String kind) {
        @Override
        public String toString() {
            return kind + " in scene " + scene + " (" + size + " boxes): box = " + box + ", move = new Vector3d("
                    + move.x + ", " + move.y + ", " + move.z + ")";
        }
    }

    private static List<Scene> scenes(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Scene> scenes = new ArrayList<>();
        for (int size : SIZES) {
            scenes.add(Scene.of(RayGenerators3d.scene(random, size)));
        }
        return scenes;
    }

    private static Gen<Cast> casts(List<Scene> scenes) {
        return random -> {
            int i = random.nextInt(scenes.size());
            Scene s = scenes.get(i);
            List<Obb3d> boxes = s.boxes();
            Obb3d shape = boxes.get(random.nextInt(boxes.size()));
            Obb3d target = boxes.get(random.nextInt(boxes.size()));
            double[] b = s.bounds();
            double span = Math.max(Math.max(b[3] - b[0], b[4] - b[1]), Math.max(b[5] - b[2], 1e-9));
            double x = b[0] + (b[3] - b[0]) * random.nextDouble() + span * (random.nextDouble() - 0.5);
            double y = b[1] + (b[4] - b[1]) * random.nextDouble() + span * (random.nextDouble() - 0.5);
            double z = b[2] + (b[5] - b[2]) * random.nextDouble() + span * (random.nextDouble() - 0.5);
            int kind = random.nextInt(10);
            Vector3d move;
            String label;
            if (kind < 4) {
                double f = 0.5 + 1.5 * random.nextDouble();
                move = new Vector3d(target.centerX() - x, target.centerY() - y, target.centerZ() - z).mul(f);
                label = "aimed";
            } else if (kind < 6) {
                int axis = random.nextInt(3);
                double d = span * (random.nextDouble() - 0.5) * 2;
                move = new Vector3d(axis == 0 ? d : 0, axis == 1 ? d : 0, axis == 2 ? d : 0);
                label = "alongAnAxis";
            } else if (kind == 6) {
                move = new Vector3d();
                label = "still";
            } else if (kind == 7) {
                x = target.centerX();
                y = target.centerY();
                z = target.centerZ();
                move = new Vector3d(random.nextDouble() - 0.5, random.nextDouble() - 0.5, random.nextDouble() - 0.5)
                        .mul(span);
                label = "fromInside";
            } else {
                move = new Vector3d(random.nextDouble() - 0.5, random.nextDouble() - 0.5, random.nextDouble() - 0.5)
                        .mul(3 * span);
                label = "across";
            }
            Obb3d box = shape.translated(x - shape.centerX(), y - shape.centerY(), z - shape.centerZ());
            return new Cast(i, boxes.size(), box, move, label);
        };
    }

    @Test
    void castEqualsTheLinearScanOfSweep3d_forEveryCast() {
        List<Scene> scenes = scenes(7);
        PickWorkspace workspace = new PickWorkspace();
        MutableContact3d viaScan = new MutableContact3d();
        MutableContact3d viaBvh = new MutableContact3d();
        Property.forAll(casts(scenes))
                .tries(Property.defaultTries() / 2)
                .requireLabel("hit", 0.3)
                .requireLabel("miss", 0.05)
                .check(c -> {
                    Scene s = scenes.get(c.scene());
                    int expected = s.scan().castNearest(c.box(), c.move(), workspace, viaScan);
                    int actual = s.bvh().castNearest(c.box(), c.move(), workspace, viaBvh);
                    Property.label(c.kind());
                    Property.label(expected < 0 ? "miss" : "hit");
                    assertThat(actual).as("the box hit").isEqualTo(expected);
                    Contact3d contact = viaScan.toContact();
                    assertThat(viaBvh.toContact()).as("the contact").isEqualTo(contact);
                    if (expected >= 0) {
                        assertThat(contact).isEqualTo(Sweep3d.firstContact(c.box(), c.move(),
                                s.boxes().get(expected), new Vector3d()));
                    }
                });
    }

    @Test
    void anEmptySceneHitsNothing_andRejectsABadMoveAsAFullOneDoes() {
        Bvh3d empty = Bvh3d.build(new Obb3d[0]);
        MutableContact3d dest = new MutableContact3d();
        Obb3d box = Obb3d.fromAxes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);

        assertThat(empty.castNearest(box, new Vector3d(1, 2, 3), new PickWorkspace(), dest)).isEqualTo(-1);
        assertThat(dest.hasContact()).isFalse();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> empty.castNearest(box,
                new Vector3d(Double.NaN, 0, 0), new PickWorkspace(), dest))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("move");
    }
}
