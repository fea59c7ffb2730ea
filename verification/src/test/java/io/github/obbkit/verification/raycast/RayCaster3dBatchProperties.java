package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.gen.RayCase3d;
import io.github.obbkit.testkit.gen.RayGenerators3d;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.joml.Quaterniond;
import org.junit.jupiter.api.Test;

/**
 * The caster's batch queries answer, box for box, what its single-box query
 * {@link RayCaster3d#intersects(Obb3d)} answers (itself held to the oracle by the contract suites through
 * the same kernel), and write exactly the part of the caller's bitset or index list they are given:
 * random scenes of up to 150 boxes (flat boxes and exact copies among them), half of them gathered
 * along the ray so that about half their boxes are hit, rays aimed into them, along world axes and from
 * inside boxes, random runs of the batch, and offsets that start anywhere in a word of the bitset, over
 * output arrays filled with noise beforehand. And the same, bit for bit, on batches of hard boxes for
 * one ray: boxes whose faces, edges or corners the ray grazes to within rounding, boxes with an axis
 * along the ray (parallel slabs, the ray in a face plane), flat and point boxes, sizes from
 * {@code 1e-100} to {@code 1e100}, rays far from the origin and with direction lengths from
 * {@code 1e-150} to {@code 1e150} (and at the edges of the batch filter's range, {@code 2^-90} and
 * {@code 2^90}): where the batch path's division-free filter must hand the box to the kernel. For the
 * float filter in front of it on the vector path: boxes moved off the ray, across a face or an edge, by
 * {@code 2^-14} to {@code 2^-30} of its scale (where its bounds decide), rays along world axes (exactly
 * parallel slabs), far from the origin, and at the ends of its range ({@code |d|_1} at {@code 2^-30} and
 * {@code 2^30}, an origin coordinate at {@code 2^60}) and one ulp beyond them.
 */
class RayCaster3dBatchProperties {

    /** A batch query: the scene, the ray, the run of boxes, where the answers go, and the noise under them. */
    record Query(List<Obb3d> boxes, Ray3d ray, int from, int count, int bitOffset, long[] bits, int indexOffset,
                 int[] indices) {
        @Override
        public String toString() {
            return ray + " against boxes " + from + " .. " + (from + count - 1) + " of " + boxes.size()
                    + ", bits from " + bitOffset + " of " + bits.length + " longs, indices from " + indexOffset
                    + " of " + indices.length;
        }
    }

    private static Gen<Query> queries() {
        return random -> {
            List<Obb3d> boxes = RayGenerators3d.scene(random, 1 + random.nextInt(150));
            Ray3d ray = RayGenerators3d.sceneRay(boxes).next(random);
            if (random.nextBoolean()) {
                // Half the scenes gathered along the ray, each box moved to within about its own size of
                // the line at a random parameter: about half of them are hit.
                double l = ray.directionLength();
                List<Obb3d> along = new ArrayList<>(boxes.size());
                for (Obb3d b : boxes) {
                    double r = 0.05 + b.halfExtentX() + b.halfExtentY() + b.halfExtentZ();
                    double t = random.nextDouble(-0.5, 3) * 10 / l;
                    along.add(b.translated(ray.originX() + t * ray.directionX() + random.nextDouble(-r, r) - b.centerX(),
                            ray.originY() + t * ray.directionY() + random.nextDouble(-r, r) - b.centerY(),
                            ray.originZ() + t * ray.directionZ() + random.nextDouble(-r, r) - b.centerZ()));
                }
                boxes = along;
            }
            int n = boxes.size();
            int from = random.nextInt(n + 1);
            int count = random.nextInt(n - from + 1);
            int bitOffset = random.nextInt(4) == 0 ? 64 * random.nextInt(3) : random.nextInt(200);
            long[] bits = new long[(bitOffset + count + 63) / 64 + random.nextInt(3)];
            for (int i = 0; i < bits.length; i++) {
                bits[i] = random.nextLong();
            }
            int indexOffset = random.nextInt(20);
            int[] indices = new int[indexOffset + count + random.nextInt(5)];
            for (int i = 0; i < indices.length; i++) {
                indices[i] = random.nextInt();
            }
            return new Query(boxes, ray, from, count, bitOffset, bits, indexOffset, indices);
        };
    }

    @Test
    void batchQueries_answerAsTheSingleBoxQuery_andWriteOnlyTheirRange() {
        Property.Report report = Property.forAll(queries())
                .requireLabel("hitsAndMisses", 0.3)
                .requireLabel("crossesAWord", 0.15)
                .requireLabel("unalignedBits", 0.3)
                .requireLabel("empty", 0.005)
                .check(q -> {
                    RayCaster3d caster = RayCaster3d.of(q.ray());
                    Obb3dBatch batch = Obb3dBatch.of(q.boxes());
                    boolean[] expected = new boolean[q.count()];
                    int hits = 0;
                    for (int i = 0; i < q.count(); i++) {
                        expected[i] = caster.intersects(q.boxes().get(q.from() + i));
                        hits += expected[i] ? 1 : 0;
                    }
                    Property.label(q.count() == 0 ? "empty" : hits > 0 && hits < q.count() ? "hitsAndMisses" : "oneSided");
                    if (q.count() > 0 && q.bitOffset() >>> 6 != (q.bitOffset() + q.count() - 1) >>> 6) {
                        Property.label("crossesAWord");
                    }
                    if (q.bitOffset() % 64 != 0) {
                        Property.label("unalignedBits");
                    }

                    long[] bits = q.bits().clone();
                    assertThat(caster.intersectsEach(batch, q.from(), q.count(), bits, q.bitOffset()))
                            .as("hits counted into the bitset").isEqualTo(hits);
                    for (int k = 0; k < 64 * bits.length; k++) {
                        boolean bit = (bits[k >>> 6] & 1L << k) != 0;
                        int i = k - q.bitOffset();
                        boolean want = i >= 0 && i < q.count() ? expected[i] : (q.bits()[k >>> 6] & 1L << k) != 0;
                        assertThat(bit).as(i >= 0 && i < q.count() ? "bit %s: box %s" : "bit %s, outside the range,"
                                + " untouched", k, q.from() + i).isEqualTo(want);
                    }

                    int[] indices = q.indices().clone();
                    int n = caster.intersecting(batch, q.from(), q.count(), indices, q.indexOffset());
                    assertThat(n).as("hits counted into the index list").isEqualTo(hits);
                    int[] want = new int[hits];
                    for (int i = 0, w = 0; i < q.count(); i++) {
                        if (expected[i]) {
                            want[w++] = q.from() + i;
                        }
                    }
                    assertThat(Arrays.copyOfRange(indices, q.indexOffset(), q.indexOffset() + n))
                            .as("the indices of the boxes hit, in order").containsExactly(want);
                    for (int k = 0; k < indices.length; k++) {
                        if (k < q.indexOffset() || k >= q.indexOffset() + q.count()) {
                            assertThat(indices[k]).as("index entry %s, outside the range, untouched", k)
                                    .isEqualTo(q.indices()[k]);
                        }
                    }
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }

    /** A batch of hard boxes for one ray. */
    record HardBatch(Ray3d ray, List<Obb3d> boxes, List<String> families) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder(ray + " against " + boxes.size() + " boxes:");
            for (int i = 0; i < boxes.size(); i++) {
                b.append("\n  ").append(i).append(' ').append(families.get(i)).append(' ').append(boxes.get(i));
            }
            return b.toString();
        }
    }

    private static final String[] HARD = {"faceAligned", "faceRotated", "alongTheRay", "nearTheRay", "flat", "scaled",
        "floatBand", "floatEdge"};

    private static Gen<HardBatch> hardBatches() {
        Gen<RayCase3d> cases = RayGenerators3d.any();
        return random -> {
            Ray3d ray = cases.next(random).ray();
            int pick = random.nextInt(8);
            if (pick == 0) {
                // A length 10^k inside the filter's range, so that its margins are what decides.
                double f = Math.pow(10, random.nextDouble(-25, 25)) / ray.directionLength();
                ray = Ray3d.of(ray.originX(), ray.originY(), ray.originZ(), ray.directionX() * f,
                        ray.directionY() * f, ray.directionZ() * f);
            } else if (pick == 1) {
                // At the filter's range's ends and one ulp beyond them.
                double[] ends = {0x1p-90, Math.nextDown(0x1p-90), 0x1p90, Math.nextUp(0x1p90)};
                double f = ends[random.nextInt(4)] / ray.directionLength();
                ray = Ray3d.of(ray.originX(), ray.originY(), ray.originZ(), ray.directionX() * f,
                        ray.directionY() * f, ray.directionZ() * f);
            } else if (pick == 2) {
                // The float filter's range, |d|_1 in [2^-30, 2^30]: at its ends and one ulp beyond them.
                double[] ends = {0x1p-30, Math.nextDown(0x1p-30), 0x1p30, Math.nextUp(0x1p30)};
                double width = Math.abs(ray.directionX()) + Math.abs(ray.directionY()) + Math.abs(ray.directionZ());
                double f = ends[random.nextInt(4)] / width;
                ray = Ray3d.of(ray.originX(), ray.originY(), ray.originZ(), ray.directionX() * f,
                        ray.directionY() * f, ray.directionZ() * f);
            } else if (pick == 3) {
                // Along a world axis, so that the slabs of world-aligned boxes are exactly parallel to it.
                double[] d = new double[3];
                d[random.nextInt(3)] = (random.nextBoolean() ? 1 : -1) * Math.pow(10, random.nextDouble(-3, 3));
                ray = Ray3d.of(ray.originX(), ray.originY(), ray.originZ(), d[0], d[1], d[2]);
            } else if (pick == 5) {
                // Far from the world's origin, boxes and all: the float copies' roundings of the centres
                // and the origin are then most of the float filter's error.
                double far = Math.pow(10, random.nextDouble(2, 9));
                double[] u = unit(random);
                ray = Ray3d.of(ray.originX() + far * u[0], ray.originY() + far * u[1], ray.originZ() + far * u[2],
                        ray.directionX(), ray.directionY(), ray.directionZ());
            } else if (pick == 4) {
                // The origin at or one ulp beyond the float filter's range, 2^60 in a coordinate.
                double far = random.nextBoolean() ? 0x1p60 : Math.nextUp(0x1p60);
                ray = Ray3d.of(random.nextBoolean() ? far : -far, ray.originY(), ray.originZ(), ray.directionX(),
                        ray.directionY(), ray.directionZ());
            }
            int n = 1 + random.nextInt(64);
            List<Obb3d> boxes = new ArrayList<>(n);
            List<String> families = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                String family = HARD[random.nextInt(HARD.length)];
                Obb3d box;
                try {
                    box = hardBox(random, ray, family);
                } catch (IllegalArgumentException outsideTheDomain) {
                    family = "nearTheRay";
                    box = hardBox(random, ray, family);
                }
                boxes.add(box);
                families.add(family);
            }
            return new HardBatch(ray, boxes, families);
        };
    }

    /** A half-extent of about {@code size}, zero one time in six. */
    private static double extent(RandomGenerator random, double size) {
        return random.nextInt(6) == 0 ? 0 : size * random.nextDouble(0.1, 2);
    }

    private static double[] unit(RandomGenerator random) {
        double x = random.nextGaussian();
        double y = random.nextGaussian();
        double z = random.nextGaussian();
        double n = Math.sqrt(x * x + y * y + z * z);
        return n > 1e-6 ? new double[] {x / n, y / n, z / n} : new double[] {1, 0, 0};
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    private static double[] normalised(double[] a) {
        double n = Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
        return new double[] {a[0] / n, a[1] / n, a[2] / n};
    }

    /** A local coordinate on a face ({@code ±h}), or on an edge of it, or inside it. */
    private static double onOrIn(RandomGenerator random, double h, boolean face) {
        if (face || random.nextInt(3) == 0) {
            return random.nextBoolean() ? h : -h;
        }
        return h * random.nextDouble(-1, 1);
    }

    private static Obb3d hardBox(RandomGenerator random, Ray3d ray, String family) {
        double l = ray.directionLength();
        double size = family.equals("scaled") ? Math.pow(10, random.nextDouble(-100, 100))
                : Math.pow(10, random.nextDouble(-1, 1));
        // The ray's point at a parameter about the box's size along it (behind the origin one time in five).
        double t = size * random.nextDouble(-1, 4) / l;
        double px = ray.originX() + t * ray.directionX();
        double py = ray.originY() + t * ray.directionY();
        double pz = ray.originZ() + t * ray.directionZ();
        double hx = extent(random, size);
        double hy = extent(random, size);
        double hz = extent(random, size);
        switch (family) {
            case "faceAligned": {
                // An axis-aligned box with a face, an edge or a corner through the ray's point.
                double[] p = {px, py, pz};
                double[] h = {hx, hy, hz};
                double[] min = new double[3];
                double[] max = new double[3];
                int on = random.nextInt(3);
                for (int k = 0; k < 3; k++) {
                    int how = k == on ? random.nextInt(2) : random.nextInt(3);
                    min[k] = how == 0 ? p[k] : how == 1 ? p[k] - 2 * h[k] : p[k] - h[k] * random.nextDouble(0, 2);
                    max[k] = how == 0 ? p[k] + 2 * h[k] : how == 1 ? p[k] : min[k] + 2 * h[k];
                }
                return Obb3d.fromAabb(Aabb3d.of(min[0], min[1], min[2], max[0], max[1], max[2]));
            }
            case "faceRotated": {
                // A turned box whose face (edge, corner) holds the ray's point, to within rounding.
                Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian()).normalize();
                Obb3d shape = Obb3d.of(0, 0, 0, q, hx, hy, hz);
                double l0 = onOrIn(random, hx, true);
                double l1 = onOrIn(random, hy, false);
                double l2 = onOrIn(random, hz, false);
                return shape.translated(px - (l0 * shape.axisXx() + l1 * shape.axisYx() + l2 * shape.axisZx()),
                        py - (l0 * shape.axisXy() + l1 * shape.axisYy() + l2 * shape.axisZy()),
                        pz - (l0 * shape.axisXz() + l1 * shape.axisYz() + l2 * shape.axisZz()));
            }
            case "alongTheRay": {
                // One axis along the ray: two slabs parallel to it, the ray in a face plane or a hair off it.
                double[] a = normalised(new double[] {ray.directionX(), ray.directionY(), ray.directionZ()});
                double[] b = normalised(cross(a, unit(random)));
                double[] c = cross(a, b);
                double hair = random.nextInt(3) == 0 ? 0 : random.nextDouble(-1e-14, 1e-14);
                double l1 = onOrIn(random, hy, random.nextBoolean()) * (1 + hair);
                double l2 = onOrIn(random, hz, random.nextBoolean()) * (1 + hair);
                return Obb3d.fromAxes(px - l1 * b[0] - l2 * c[0], py - l1 * b[1] - l2 * c[1],
                        pz - l1 * b[2] - l2 * c[2], a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], hx, hy, hz);
            }
            case "floatBand": {
                // A face, edge or corner box moved off the ray by 2^-14 to 2^-30 of the float filter's
                // scale (3 (|c|_1 + |o|_1) + the half-extents): where float roundings, and a float bound
                // too tight, would decide it wrongly.
                Obb3d box = hardBox(random, ray, random.nextBoolean() ? "faceAligned" : "faceRotated");
                double scale = 3 * (Math.abs(box.centerX()) + Math.abs(box.centerY()) + Math.abs(box.centerZ())
                        + Math.abs(ray.originX()) + Math.abs(ray.originY()) + Math.abs(ray.originZ()))
                        + box.halfExtentX() + box.halfExtentY() + box.halfExtentZ();
                double delta = scale * Math.scalb(1.0, -14 - random.nextInt(17)) * random.nextDouble(1, 2);
                double[] u = random.nextBoolean() ? unit(random) : new double[] {0, 0, 0};
                if (u[0] == 0) {
                    u[random.nextInt(3)] = random.nextBoolean() ? 1 : -1;
                }
                return box.translated(delta * u[0], delta * u[1], delta * u[2]);
            }
            case "floatEdge": {
                // A turned box with an edge through the ray's point, moved off it across the edge by
                // 2^-14 to 2^-30 of the float filter's scale: where the order of two slabs' crossings decides.
                Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian()).normalize();
                Obb3d shape = Obb3d.of(0, 0, 0, q, hx, hy, hz);
                double l0 = random.nextBoolean() ? hx : -hx;
                double l1 = random.nextBoolean() ? hy : -hy;
                double l2 = hz * random.nextDouble(-1, 1);
                double scale = 3 * (Math.abs(px) + Math.abs(py) + Math.abs(pz) + Math.abs(ray.originX())
                        + Math.abs(ray.originY()) + Math.abs(ray.originZ())) + hx + hy + hz;
                double delta = scale * Math.scalb(1.0, -14 - random.nextInt(17)) * random.nextDouble(1, 2);
                double angle = random.nextDouble(0, 2 * Math.PI);
                double m0 = l0 + delta * Math.cos(angle);
                double m1 = l1 + delta * Math.sin(angle);
                return shape.translated(px - (m0 * shape.axisXx() + m1 * shape.axisYx() + l2 * shape.axisZx()),
                        py - (m0 * shape.axisXy() + m1 * shape.axisYy() + l2 * shape.axisZy()),
                        pz - (m0 * shape.axisXz() + m1 * shape.axisYz() + l2 * shape.axisZz()));
            }
            case "flat": {
                // A point or a flat box at the ray's point.
                Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian()).normalize();
                return Obb3d.of(px, py, pz, q, random.nextBoolean() ? 0 : hx, 0, random.nextBoolean() ? 0 : hz);
            }
            default: {
                // Near the ray: within about its size of the line.
                double[] u = unit(random);
                double r = size * random.nextDouble(0, 3);
                Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian()).normalize();
                return Obb3d.of(px + r * u[0], py + r * u[1], pz + r * u[2], q, hx, hy, hz);
            }
        }
    }

    @Test
    void batchQueries_onHardBoxes_answerBitForBitAsTheSingleBoxQuery() {
        Property.Report report = Property.forAll(hardBatches())
                .requireLabel("hitsAndMisses", 0.3)
                .requireLabel("lengthOutsideTheFilter", 0.1)
                .check(q -> {
                    RayCaster3d caster = RayCaster3d.of(q.ray());
                    Obb3dBatch batch = Obb3dBatch.of(q.boxes());
                    int n = q.boxes().size();
                    double l = q.ray().directionLength();
                    Property.label(l >= 0x1p-90 && l <= 0x1p90 ? "lengthInsideTheFilter" : "lengthOutsideTheFilter");
                    long[] bits = new long[(n + 63) / 64];
                    int hits = caster.intersectsEach(batch, 0, n, bits, 0);
                    int[] indices = new int[n];
                    int listed = caster.intersecting(batch, 0, n, indices, 0);
                    int want = 0;
                    for (int i = 0; i < n; i++) {
                        Obb3d box = q.boxes().get(i);
                        boolean single = caster.intersects(box);
                        assertThat(SlabRaycast.intersects(q.ray(), box)).as("the facade, box %s", i).isEqualTo(single);
                        boolean bit = (bits[i >>> 6] & 1L << i) != 0;
                        assertThat(bit).as("box %s (%s): batch bit against intersects", i, q.families().get(i))
                                .isEqualTo(single);
                        if (single) {
                            assertThat(indices[want]).as("index %s in the list", want).isEqualTo(i);
                            want++;
                        }
                    }
                    assertThat(hits).as("hits counted").isEqualTo(want);
                    assertThat(listed).as("indices listed").isEqualTo(want);
                    Property.label(want > 0 && want < n ? "hitsAndMisses" : "oneSided");
                });
        assertThat(report.checked()).isGreaterThanOrEqualTo(Property.defaultTries());
    }
}
