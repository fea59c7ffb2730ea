package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.BuildMode;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The hierarchy's pick equals the linear scan's on scenes that are degenerate for a binned build:
 * every centroid the same (the split falls back to halving), every box identical (every pick a tie),
 * centroids on one line (two axes without spread), flat and point boxes (zero-area bounds and nodes),
 * a single box, boxes far out near {@link Obb3d#MAX_REACH} (bins over huge coordinates), and clusters
 * a billion times smaller than their distances (bins that a rounding could empty). Each scene is built
 * in both {@link BuildMode}s and also moved with {@link Bvh3d#update}.
 */
class Bvh3dDegenerateSceneProperties {

    private static Obb3d turned(RandomGenerator random, double x, double y, double z, double hx, double hy, double hz) {
        Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                random.nextGaussian()).normalize();
        return Obb3d.of(x, y, z, q, hx, hy, hz);
    }

    private static double extent(RandomGenerator random, double scale) {
        return random.nextInt(6) == 0 ? 0 : scale * random.nextDouble(0.01, 2);
    }

    static Gen<PickScene> scenes() {
        return random -> {
            int family = random.nextInt(7);
            int n = family == 4 ? 1 : 2 + random.nextInt(random.nextBoolean() ? 12 : 200);
            List<Obb3d> boxes = new ArrayList<>();
            double far = Obb3d.MAX_REACH / 4 * (random.nextBoolean() ? 1 : -1);
            Obb3d same = turned(random, random.nextDouble(-5, 5), random.nextDouble(-5, 5), random.nextDouble(-5, 5), 1,
                    0.5, 0.25);
            String name = switch (family) {
                case 0 -> "sameCentroid";
                case 1 -> "identical";
                case 2 -> "collinear";
                case 3 -> "flatAndPoints";
                case 4 -> "one";
                case 5 -> "farOut";
                default -> "tinyCluster";
            };
            for (int i = 0; i < n; i++) {
                boxes.add(switch (family) {
                    case 0 -> turned(random, 1, 2, 3, extent(random, 1), extent(random, 1), extent(random, 1));
                    case 1 -> same;
                    case 2 -> turned(random, random.nextInt(-20, 20) * 0.5, 2, 3, extent(random, 1), extent(random, 1),
                            extent(random, 1));
                    case 3 -> Obb3d.of(random.nextInt(0, 8), random.nextInt(0, 8), random.nextInt(0, 8), new Quaterniond(),
                            random.nextInt(3) == 0 ? 0.5 : 0, random.nextInt(3) == 0 ? 0.5 : 0, 0);
                    case 4 -> turned(random, random.nextDouble(-5, 5), 0, 0, extent(random, 1), 1, 1);
                    case 5 -> turned(random, far + random.nextDouble(-1e3, 1e3) * Math.abs(far) * 1e-6, far, -far,
                            extent(random, Math.abs(far) * 1e-4), extent(random, Math.abs(far) * 1e-4),
                            extent(random, Math.abs(far) * 1e-4));
                    default -> turned(random, 1e6 + random.nextDouble(-1, 1) * 1e-3, -1e6, 1e6, extent(random, 1e-4),
                            extent(random, 1e-4), extent(random, 1e-4));
                });
            }
            List<Ray3d> queries = new ArrayList<>();
            PickScene.sceneRays(random, boxes, queries, 6);
            return new PickScene(boxes, queries, name);
        };
    }

    private static void samePicks(Bvh3d bvh, List<Obb3d> boxes, List<Ray3d> rays) {
        ScanPicker3d scan = ScanPicker3d.of(boxes);
        PickWorkspace workspace = new PickWorkspace();
        MutablePick holder = new MutablePick();
        for (Ray3d ray : rays) {
            Pick expected = scan.pickNearest(ray);
            assertThat(bvh.pickNearest(ray)).as("the hierarchy's pick of %s", ray).isEqualTo(expected);
            assertThat(bvh.pickNearest(ray, workspace, holder)).isEqualTo(expected != null);
            assertThat(holder.toPick()).as("the allocation-free pick of %s", ray).isEqualTo(expected);
        }
    }

    @Test
    void pickEqualsTheLinearScan_onDegenerateScenes_inBothModes_andAfterAnUpdate() {
        Property.Report report = Property.forAll(scenes())
                .tries(Math.max(200, Property.defaultTries() / 10))
                .requireLabel("sameCentroid", 0.08)
                .requireLabel("identical", 0.08)
                .requireLabel("collinear", 0.08)
                .requireLabel("flatAndPoints", 0.08)
                .requireLabel("one", 0.08)
                .requireLabel("farOut", 0.08)
                .requireLabel("tinyCluster", 0.08)
                .check(scene -> {
                    Property.label(scene.family());
                    Obb3dBatch batch = Obb3dBatch.of(scene.boxes());
                    Bvh3d sequential = Bvh3d.build(batch, BuildMode.SEQUENTIAL);
                    samePicks(sequential, scene.boxes(), scene.rays());
                    samePicks(Bvh3d.build(batch, BuildMode.PARALLEL), scene.boxes(), scene.rays());
                    // The first half of the boxes swapped with the second half, through update.
                    List<Obb3d> moved = new ArrayList<>(scene.boxes());
                    int half = moved.size() / 2;
                    int[] indices = new int[half];
                    Obb3d[] to = new Obb3d[half];
                    for (int k = 0; k < half; k++) {
                        indices[k] = k;
                        to[k] = scene.boxes().get(moved.size() - 1 - k);
                        moved.set(k, to[k]);
                    }
                    sequential.update(indices, to);
                    samePicks(sequential, moved, scene.rays());
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Math.max(200, Property.defaultTries() / 10));
    }
}
